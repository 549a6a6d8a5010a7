//! static/modules.js starts loading the games' module early for the games
//! it lists; the list must be the core's list of games reached through
//! text, or a game would load late (or the module be fetched for nothing),
//! and the pages of the content module those of the page's routes.

use manifold_explorer::route::View;

/// The names of the JavaScript array `const NAME = [...]` in modules.js.
fn listed(name: &str) -> Vec<&'static str> {
    let js: &'static str = include_str!("../static/modules.js");
    let start = js
        .find(&format!("const {name} = ["))
        .unwrap_or_else(|| panic!("modules.js has {name}"));
    let list = &js[start..];
    let list = &list[list.find('[').unwrap() + 1..list.find(']').unwrap()];
    list.split(',')
        .map(|n| n.trim().trim_matches('\''))
        .filter(|n| !n.is_empty())
        .collect()
}

#[test]
fn the_early_load_lists_the_games_of_the_module() {
    assert_eq!(listed("TEXT_GAMES"), grundy::spec::TEXT_GAMES);
}

#[test]
fn the_early_load_names_the_pages_of_the_content_module() {
    let keys: Vec<&str> = [View::Series, View::Builder]
        .into_iter()
        .map(View::key)
        .collect();
    assert_eq!(listed("CONTENT_VIEWS"), keys);
}
