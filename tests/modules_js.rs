//! static/modules.js starts loading, early, what the address's view will
//! need; its lists of pages' games must follow the page, or a view would
//! load late (or fetch something for nothing).

use manifold_explorer::pages::{games, heap_series::first_run_here, series::shows_surfaces};

/// The names of the JavaScript array `const NAME = [...]` in modules.js
/// (quoted entries, and `...OTHER` for the entries of another list).
fn listed(name: &str) -> Vec<&'static str> {
    let js: &'static str = include_str!("../static/modules.js");
    let start = js
        .find(&format!("const {name} = ["))
        .unwrap_or_else(|| panic!("modules.js has {name}"));
    let list = &js[start..];
    let list = &list[list.find('[').unwrap() + 1..list.find(']').unwrap()];
    list.split(',')
        .map(str::trim)
        .filter(|n| !n.is_empty())
        .flat_map(|n| match n.strip_prefix("...") {
            Some(other) => listed(other),
            None => vec![n.trim_matches('\'')],
        })
        .collect()
}

/// The chunk a G-series address asks for early is the one the page draws:
/// the surfaces' series beside the games of `SURFACE_SERIES` (and with no
/// game named), a heap game's series beside every other game.
#[test]
fn the_early_fetch_of_a_series_chunk_follows_the_series_page() {
    let surfaces = listed("SURFACE_SERIES");
    assert!(
        surfaces.contains(&""),
        "an address with no game is the surface game's"
    );
    for spec in games::specs() {
        let name = spec.split(':').next().unwrap_or(spec);
        let game = grundy::catalog::game(spec).unwrap();
        assert_eq!(shows_surfaces(&game), surfaces.contains(&name), "{spec}");
    }
}

/// The G-series worker is started early for a heap game's series exactly
/// when the page sends that page's first run to it: Grundy's game (to
/// 100,000 heaps) and every game but those of `LIGHT_SERIES`; the page
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
    let light = listed("LIGHT_SERIES");
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
        if shows_surfaces(&game) {
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
    use grundy::catalogue;
    use manifold_explorer::games::played::chunk;
    let js = include_str!("../static/modules.js");
    let start = js
        .find("const FAMILIES = {")
        .expect("modules.js has FAMILIES");
    let body = &js[start..];
    let body = &body[..body.find("};").expect("FAMILIES ends")];
    let mut families: Vec<(&str, Vec<&str>)> = Vec::new();
    for entry in catalogue::entries() {
        let Some((name, _)) = chunk(entry.family) else {
            continue;
        };
        match families.iter_mut().find(|(n, _)| *n == name) {
            Some((_, games)) => games.push(entry.name),
            None => families.push((name, vec![entry.name])),
        }
    }
    for (name, family) in &families {
        let at = body
            .find(&format!("{name}: ["))
            .unwrap_or_else(|| panic!("FAMILIES has {name}"));
        let list = &body[at..];
        let list = &list[list.find('[').unwrap() + 1..list.find(']').unwrap()];
        let games: Vec<&str> = list
            .split(',')
            .map(|g| g.trim().trim_matches('\''))
            .filter(|g| !g.is_empty())
            .collect();
        assert_eq!(&games, family, "{name}");
    }
    assert_eq!(body.matches(": [").count(), families.len());
}
