//! What `static/modules.js` asks for early, derived from the catalogue of
//! games: for each family's chunk, the games whose play page draws it; the
//! games whose G-series page is the surfaces'; and the heap games whose
//! first series run the page computes itself. The build writes it as JSON
//! (build.rs, which includes this file), and the post-build hook puts it
//! in the page's `<meta name="games">`, which modules.js reads.

use grundy::catalogue::{self, Family, SeriesPage};
use grundy::games::heap::HeapGame;

/// `items` as a JSON array of strings (names of games and chunks, which
/// need no escaping).
fn json_list<'a>(items: impl Iterator<Item = &'a str>) -> String {
    let quoted: Vec<String> = items.map(|i| format!("\"{i}\"")).collect();
    format!("[{}]", quoted.join(","))
}

/// The table as JSON: `{"families": {"coins": ["turtles", …], …},
/// "surfaceSeries": ["manifold"], "lightSeries": ["octal", …],
/// "sums": ["sum"], "sumStart": "nim(3 + 5) + …"}`.
pub fn table() -> String {
    let mut families: Vec<(&str, Vec<&str>)> = Vec::new();
    for entry in catalogue::entries() {
        let Some(chunk) = entry.family.chunk() else {
            continue;
        };
        match families.iter_mut().find(|(c, _)| *c == chunk) {
            Some((_, games)) => games.push(entry.name),
            None => families.push((chunk, vec![entry.name])),
        }
    }
    let families: Vec<String> = families
        .iter()
        .map(|(chunk, games)| format!("\"{chunk}\":{}", json_list(games.iter().copied())))
        .collect();
    let surface_series = catalogue::entries()
        .filter(|e| e.series == Some(SeriesPage::Surfaces))
        .map(|e| e.name);
    // The heap games whose first run, to its default bound, the page
    // computes itself: judged on the game each entry lists first.
    let light_series = catalogue::entries()
        .filter(|e| e.series == Some(SeriesPage::Heaps))
        .filter(|e| {
            e.listings
                .first()
                .and_then(|l| HeapGame::from_spec(l.spec))
                .is_some_and(|h| {
                    let b = h.series_bounds();
                    b.default <= b.light_to
                })
        })
        .map(|e| e.name);
    // The games whose positions name games (sums), and a sum's default
    // position, whose parts' chunks a bare address needs.
    let sums: Vec<&str> = catalogue::entries()
        .filter(|e| e.family == Family::Sums)
        .map(|e| e.name)
        .collect();
    let sum_start = catalogue::entries()
        .find(|e| e.family == Family::Sums)
        .map(|e| catalogue::start(e, e.name, false))
        .unwrap_or_default()
        .replace('\\', "\\\\")
        .replace('"', "\\\"");
    format!(
        "{{\"families\":{{{}}},\"surfaceSeries\":{},\"lightSeries\":{},\"sums\":{},\"sumStart\":\"{sum_start}\"}}",
        families.join(","),
        json_list(surface_series),
        json_list(light_series),
        json_list(sums.into_iter())
    )
}
