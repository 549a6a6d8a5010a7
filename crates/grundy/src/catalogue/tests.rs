use super::*;
use crate::catalog;
use crate::Game;

#[test]
fn every_name_is_one_entry_written_as_a_spec_starts() {
    let mut names: Vec<&str> = entries().map(|e| e.name).collect();
    let count = names.len();
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), count, "a name is in the catalogue twice");
    for name in names {
        assert!(
            name.chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'),
            "{name}"
        );
        assert_eq!(
            entry(&name.to_ascii_uppercase()).map(|e| e.name),
            Some(name)
        );
    }
}

#[test]
fn every_listing_opens_its_game_at_its_start() {
    for e in entries() {
        assert!(
            !e.listings.is_empty(),
            "{} is in no group of the index",
            e.name
        );
        for l in e.listings {
            let game = catalog::game(l.spec).unwrap_or_else(|err| panic!("{}: {err}", l.spec));
            assert!(
                game.parse_position(l.start).is_ok(),
                "{}: {}",
                l.spec,
                l.start
            );
            let base = l.spec.strip_suffix(":misere").unwrap_or(l.spec);
            assert_eq!(checked(base).unwrap().0.name, e.name, "{}", l.spec);
        }
    }
}

#[test]
fn every_preset_and_start_reads_in_its_game() {
    let mut specs: Vec<String> = entries()
        .flat_map(|e| e.listings.iter().map(|l| l.spec.to_string()))
        .collect();
    for k in 1..=12 {
        specs.push(format!("moore:{k}"));
        specs.push(format!("moore:={k}"));
    }
    specs.push("moore:9999".to_string());
    specs.push("moore:=40".to_string());
    for spec in specs {
        let misere = spec.ends_with(":misere");
        let base = spec.strip_suffix(":misere").unwrap_or(&spec);
        let (e, checked) = checked(base).unwrap();
        let game = catalog::game(&spec).unwrap();
        for p in (e.presets)(&checked) {
            assert!(
                game.parse_position(&p.position).is_ok(),
                "{spec}: {}",
                p.position
            );
        }
        let start = start(e, &checked, misere);
        assert!(!start.is_empty(), "{spec} starts from nothing");
        assert!(game.parse_position(&start).is_ok(), "{spec}: {start}");
    }
}

#[test]
fn a_rule_that_is_a_named_game_is_that_game() {
    assert_eq!(checked("coins:;a").unwrap().0.name, "turtles");
    assert_eq!(checked("coins:;a").unwrap().1, "turtles");
    assert_eq!(checked("tartan:ruler*ruler").unwrap().1, "rugs");
    assert_eq!(checked(" Moore: =2 ").unwrap().1, "moore:=2");
    assert!(checked("moore:0").is_err());
    assert!(checked("nim:3").is_err());
    assert!(checked("octal").is_err());
}

#[test]
fn an_unknown_name_is_answered_with_every_form() {
    let why = checked("chess").unwrap_err().to_string();
    for e in entries() {
        assert!(why.contains(e.form), "{why} lacks {}", e.form);
    }
    for e in entries() {
        assert!(forms().contains(e.form));
    }
}

#[test]
fn the_coin_notations_state_their_grids_limits() {
    use crate::games::coins::{plane, tartan};
    let side = format!("at most {0} by {0}", tartan::MAX_SIDE);
    assert!(super::entry("tartan").unwrap().notation.contains(&side));
    let side = format!("at most {0} by {0}", plane::MAX_SIDE);
    assert!(super::entry("coins2d").unwrap().notation.contains(&side));
}

#[test]
fn the_rows_of_coins_are_the_coin_family() {
    for e in entries() {
        assert_eq!(
            e.row_of_coins,
            matches!(e.family, Family::Coins(_)),
            "{}",
            e.name
        );
    }
}
