//! static/modules.js starts loading, early, what the address's view will
//! need; its lists of games must follow the core and the page, or a view
//! would load late (or fetch something for nothing).

use manifold_explorer::engines::module::Module;
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

#[test]
fn the_early_load_lists_the_games_of_each_module() {
    let mut all = listed("TEXT_GAMES");
    all.sort_unstable();
    let mut text_games = grundy::spec::TEXT_GAMES.to_vec();
    text_games.sort_unstable();
    assert_eq!(all, text_games);
    for (list, module) in [
        ("COINS", Module::Coins),
        ("HACKENBUSH", Module::Hackenbush),
        ("DIGRAPH", Module::Digraph),
        ("COUNTERS", Module::Counters),
        ("SUMS", Module::Sums),
    ] {
        assert_eq!(listed(list), module.games(), "{list}");
    }
}

/// The chunk a G-series address asks for early is the one the page draws:
/// the surfaces' series beside the games of `SURFACE_SERIES` (and with no
/// game named), a heap game's series beside those of `HEAP_SERIES`.
#[test]
fn the_early_fetch_of_a_series_chunk_follows_the_series_page() {
    let surfaces = listed("SURFACE_SERIES");
    let heaps = listed("HEAP_SERIES");
    assert!(
        surfaces.contains(&""),
        "an address with no game is the surface game's"
    );
    for spec in games::specs() {
        let name = spec.split(':').next().unwrap_or(spec);
        let game = grundy::catalog::game(spec).unwrap();
        let (right, wrong) = if shows_surfaces(&game) {
            (&surfaces, &heaps)
        } else {
            (&heaps, &surfaces)
        };
        assert!(right.contains(&name) && !wrong.contains(&name), "{spec}");
    }
}

/// The G-series worker is started early for a heap game's series exactly
/// when the page sends that page's first run to it: Grundy's game (to
/// 100,000 heaps) and the games played from text; the page computes every
/// other game's first run itself, and says at once that a game in misère
/// play has no series. The rule in modules.js reads the game's name,
/// Grundy's spread `d` and misère play.
#[test]
fn the_early_worker_follows_where_the_first_run_is_computed() {
    let js = include_str!("../static/modules.js");
    assert!(js.contains(
        "!/:mis[eè]re\\s*$/.test(spec) &&\n    \
         ((game === 'grundy' && (!spread || Number(spread[1]) === 1)) || TEXT_GAMES.includes(game))"
    ));
    let text_games = listed("TEXT_GAMES");
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
        let heavy = !misere && ((name == "grundy" && d_is_one) || text_games.contains(&name));
        assert_eq!(first_run_here(&game), !heavy, "{spec}");
    }
}
