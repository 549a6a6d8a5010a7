#![cfg(not(target_arch = "wasm32"))]
//! static/modules.js starts loading, early, what the address's view will
//! need. Its lists of games come from the catalogue at build time
//! (src/preloads.rs, written into the page's `<meta name="games">`); these
//! tests hold that table to the page's own rules, so a view never loads
//! late (or fetches something for nothing).

use grundy::catalogue;
use manifold_explorer::games::played::chunk;
use manifold_explorer::pages::{games, heap_series::first_run_here, series::shows_surfaces};
use serde_json::Value;

/// The table the build writes, read back.
fn table() -> Value {
    serde_json::from_str(&manifold_explorer::preloads::table()).expect("the table is JSON")
}

/// The strings of a JSON array.
fn strings(v: &Value) -> Vec<&str> {
    v.as_array()
        .expect("an array")
        .iter()
        .map(|s| s.as_str().expect("a string"))
        .collect()
}

/// modules.js keeps no list of games of its own: each comes from the
/// build's table.
#[test]
fn modules_js_reads_its_lists_from_the_build() {
    let js = include_str!("../static/modules.js");
    assert!(js.contains("document.querySelector('meta[name=games]')"));
    for list in ["surfaceSeries", "lightSeries", "families"] {
        assert!(js.contains(&format!("table.{list}")), "{list}");
    }
    // Grundy's game is named once, in the rule that reads its spread.
    for name in catalogue::entries()
        .map(|e| e.name)
        .filter(|&n| n != "grundy")
    {
        assert!(
            !js.contains(&format!("'{name}'")),
            "modules.js names {name}"
        );
    }
}

/// The chunk a G-series address asks for early is the one the page draws:
/// the surfaces' series beside the games of `surfaceSeries` (and with no
/// game named), a heap game's series beside every other game.
#[test]
fn the_early_fetch_of_a_series_chunk_follows_the_series_page() {
    let table = table();
    let surfaces = strings(&table["surfaceSeries"]);
    for spec in games::specs() {
        let name = spec.split(':').next().unwrap_or(spec);
        let game = grundy::catalog::game(spec).unwrap();
        assert_eq!(shows_surfaces(&game), surfaces.contains(&name), "{spec}");
    }
}

/// The G-series worker is started early for a heap game's series exactly
/// when the page sends that page's first run to it: Grundy's game (to
/// 100,000 heaps) and every game but those of `lightSeries`; the page
/// computes those games' first runs itself, and says at once that a game
/// in misère play has no series. The rule in modules.js reads the game's
/// name, Grundy's spread `d` and misère play.
#[test]
fn the_early_worker_follows_where_the_first_run_is_computed() {
    let js = include_str!("../static/modules.js");
    assert!(js.contains(
        "!/:mis[eè]re\\s*$/.test(spec) &&\n    \
         (game === 'grundy' ? !spread || Number(spread[1]) === 1 : !LIGHT_SERIES.includes(game))"
    ));
    let table = table();
    let light = strings(&table["lightSeries"]);
    let mut specs: Vec<String> = games::specs().map(String::from).collect();
    specs.extend(
        [
            "grundy:d=2",
            "grundy:d=1",
            "grundy:misere",
            "octal:4.007",
            "rectangles:d=2",
        ]
        .map(String::from),
    );
    for spec in &specs {
        let name = spec.split(':').next().unwrap_or(spec);
        let game = grundy::catalog::game(spec).unwrap();
        if shows_surfaces(&game) || game.entry().series.is_none() {
            continue;
        }
        let d_is_one = spec
            .split(':')
            .skip(1)
            .find_map(|o| o.trim().strip_prefix("d="))
            .is_none_or(|d| d.trim() == "1");
        let misere = spec.trim_end().ends_with(":misere");
        let heavy = !misere
            && if name == "grundy" {
                d_is_one
            } else {
                !light.contains(&name)
            };
        assert_eq!(first_run_here(&game), !heavy, "{spec}");
    }
}

/// The games whose family's chunk modules.js asks for early are exactly
/// the games of that family's chunk, under the chunk's own name.
#[test]
fn the_early_fetch_of_a_games_chunk_follows_its_family() {
    let table = table();
    let families = table["families"].as_object().expect("an object");
    let mut listed = 0;
    for entry in catalogue::entries() {
        let Some((name, _)) = chunk(entry.family) else {
            assert!(
                !families.values().any(|g| strings(g).contains(&entry.name)),
                "{} is in the first module",
                entry.name
            );
            continue;
        };
        let games = strings(families.get(name).unwrap_or_else(|| panic!("{name}")));
        assert!(games.contains(&entry.name), "{} in {name}", entry.name);
        listed += 1;
    }
    let all: usize = families.values().map(|g| strings(g).len()).sum();
    assert_eq!(all, listed);
}
