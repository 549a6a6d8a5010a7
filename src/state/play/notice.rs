//! The notice for an address with parts that could not be read or were
//! ignored: each part named (a few at most, then how many more), and
//! always what the table shows as a result.

use super::Table;
use crate::route::{self, Parsed};
use grundy::Game;

/// At most this many of an address's problems are said one by one.
const SAID: usize = 4;

/// Whether the game on the table stays when the page follows `parsed`:
/// the address names a game or a position, and no readable one.
pub fn kept_game(parsed: &Parsed) -> bool {
    parsed
        .problems
        .iter()
        .any(|p| (p.key == "p" || p.key == "game") && !parsed.has(&p.key))
}

/// The notice for an address's problems, saying what `shown`, the table
/// on the page after it, holds; `kept` says the table stayed as it was
/// rather than being made from the address.
pub fn problem_notice(parsed: &Parsed, shown: &Table, kept: bool) -> Option<String> {
    let problems = &parsed.problems;
    if problems.is_empty() {
        return None;
    }
    let mut text: Vec<String> = problems
        .iter()
        .take(SAID)
        .map(|p| p.message.clone())
        .collect();
    if problems.len() > SAID {
        text.push(format!(
            "{} more parts of the address could not be read or were ignored.",
            problems.len() - SAID
        ));
    }
    let about_position = problems.iter().any(|p| p.key == "p" || p.key == "game");
    let game = shown.game();
    let position = route::quoted(&game.format_position(shown.position()));
    // A name that opens with an article reads inside a sentence.
    let name = match game.name() {
        n if n.starts_with("The ") => format!("the {}", &n[4..]),
        n => n,
    };
    let what = if !about_position {
        "The rest of the address was followed.".to_string()
    } else if kept {
        format!("The game on the table is kept. Showing {name}, {position}.")
    } else if parsed.has("p") {
        format!("Showing {name}, {position}, from the address.")
    } else if shown.position() == &route::default_position(game) {
        format!("Showing the default position of {name}, {position}, instead.")
    } else {
        format!("Showing {position}, the position of {name} saved from the last visit, instead.")
    };
    text.push(what);
    Some(text.join(" "))
}
