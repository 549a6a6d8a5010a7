//! The games index: every game on the engine, what it is in a line, the
//! document it comes from, and a position to start from. Each entry is a
//! plain link to the game's address, so it opens in the play page and can
//! be opened in a new tab or shared. Loaded on first use (chunk
//! `games_index`).

use crate::split::{use_chunk, Chunk, Load, LoadError, Pending};
use yew::prelude::*;

/// One game of the index.
struct Entry {
    name: &'static str,
    spec: &'static str,
    start: &'static str,
    line: &'static str,
    source: &'static str,
}

/// Where the games come from.
const PAPER: &str = "Berman and Leonard, A 2-person game decomposing 2-manifolds";
const SLIDES: &str = "de Silva, Combinatorial Game Theory (UNSW)";
const NOTES: &str = "Lecture notes 4–6";
const SCHRAGE: &str = "Schrage, Grundy's game and its generalisation to rectangles";

const GROUPS: [(&str, &[Entry]); 5] = [
    (
        "Surfaces",
        &[
            Entry {
                name: "The manifold decomposition game",
                spec: "manifold",
                start: "o2 + n3 + n1",
                line: "Cut a surface along an essential closed curve and cap the holes; the cuts (a)–(h) of Theorem 2.1.",
                source: PAPER,
            },
            Entry {
                name: "The surface game under other rules, or in misère play",
                spec: "manifold:rules=cgh,misere",
                start: "o2 + n3",
                line: "Any set of the cuts (a)–(h), in normal or misère play; the rule lab proves or observes their G-series.",
                source: "This explorer's rule lab, on the paper's cuts",
            },
        ],
    ),
    (
        "Heaps",
        &[
            Entry {
                name: "Nim",
                spec: "nim",
                start: "50 + 53 + 30 + 14",
                line: "Take any number of counters from one heap; the nim-sum decides (Bouton).",
                source: "The paper's introduction; lecture notes 4–6",
            },
            Entry {
                name: "Subtraction game",
                spec: "subtraction:1,2,3",
                start: "3 + 5 + 7",
                line: "Take 1, 2 or 3 counters (or any set you name: subtraction:1,3,4); values repeat with a period.",
                source: SLIDES,
            },
            Entry {
                name: "Lasker's Nim",
                spec: "lasker",
                start: "2 + 5 + 7",
                line: "Take counters from a heap, or split a heap in two; values by n mod 4.",
                source: SLIDES,
            },
            Entry {
                name: "Kayles (octal game 0.77)",
                spec: "octal:0.77",
                start: "3 + 5 + 7",
                line: "Knock down one pin or two neighbours, maybe splitting the row; period 12 from heap 71.",
                source: "Octal games, with the paper's game 4.3",
            },
            Entry {
                name: "Octal game 4.3",
                spec: "octal:4.3",
                start: "3 + 5 + 7",
                line: "The octal game the paper finds in the orientable surfaces: G(og) = G(g) of 4.3.",
                source: PAPER,
            },
            Entry {
                name: "Grundy's game",
                spec: "grundy",
                start: "7 + 10",
                line: "Split a heap into two unequal heaps; no period is known.",
                source: SCHRAGE,
            },
            Entry {
                name: "Grundy's game, d = 2",
                spec: "grundy:d=2",
                start: "7 + 10",
                line: "Split a heap into two heaps differing by at least d (grundy:d=0, d=3, …); d = 1 is Grundy's game.",
                source: SCHRAGE,
            },
            Entry {
                name: "Rectangles",
                spec: "rectangles",
                start: "5x7 + 3x4",
                line: "Break a bar of squares along a score line into two unequal pieces; G(M×N) from G(M) and G(N).",
                source: SCHRAGE,
            },
            Entry {
                name: "Rectangles, d = 2",
                spec: "rectangles:d=2",
                start: "5x7 + 3x4",
                line: "Break a bar into two pieces differing by at least d along the side broken; Schrage's theorem still holds, with grundy:d=D's values.",
                source: SCHRAGE,
            },
            Entry {
                name: "Boxes",
                spec: "boxes",
                start: "3x4x5 + 2x2x7",
                line: "Break a box of cubes along one side into two unequal pieces; G(L×M×N) from G(L), G(M) and G(N), Schrage's rule for three sides.",
                source: SCHRAGE,
            },
            Entry {
                name: "Moore's Nimₖ",
                spec: "moore:2",
                start: "3 + 5 + 6",
                line: "Take from one to k heaps at once; binary digits summed column by column modulo k + 1.",
                source: SLIDES,
            },
            Entry {
                name: "Moore's Nim, exactly k heaps",
                spec: "moore:=2",
                start: "3 + 5 + 6",
                line: "Moore's Nim as the notes state it: every move takes from exactly k heaps; Moore's rule fails, values by search.",
                source: NOTES,
            },
        ],
    ),
    (
        "Coins",
        &[
            Entry {
                name: "Turning Turtles",
                spec: "turtles",
                start: "THHTH",
                line: "Turn a head to tails and maybe one coin to its left; each head is a Nim heap.",
                source: SLIDES,
            },
            Entry {
                name: "Mock Turtles",
                spec: "mock-turtles",
                start: "THHTH",
                line: "Turn one, two or three coins, the rightmost head to tails; values are the odious numbers.",
                source: SLIDES,
            },
            Entry {
                name: "Ruler",
                spec: "ruler",
                start: "THHTH",
                line: "Turn any run of coins ending in a head; g(n) is the largest power of 2 dividing n.",
                source: SLIDES,
            },
            Entry {
                name: "Coin turning by rule",
                spec: "coins:;a;a,b;a,b,c",
                start: "THHTH",
                line: "Any row game given by the coins a move flips left of the head (coins:RULE: shapes separated by ;, each distances, letters for any distance, runs X-Y); here up to four coins, values by search.",
                source: SLIDES,
            },
            Entry {
                name: "Rugs",
                spec: "rugs",
                start: "HTH/THT",
                line: "Turn every coin of a rectangle whose bottom-right coin is a head; the Tartan theorem and nim-multiplication.",
                source: SLIDES,
            },
            Entry {
                name: "Turning Turtles × Ruler",
                spec: "tartan:turtles*ruler",
                start: "HTH/THT",
                line: "A Tartan game: a Turtles move down the rows times a Ruler run along the columns (tartan:A*B for any two of turtles, mock-turtles, ruler and coins:RULE); g(x, y) = g1(x) ⊗ g2(y).",
                source: SLIDES,
            },
            Entry {
                name: "Turning Corners",
                spec: "coins2d:0.b,a.0,a.b",
                start: "HTH/THT",
                line: "Two-dimensional coin turning by any rule of shapes (coins2d:RULE); here the four corners of a rectangle, values by search: x ⊗ y.",
                source: SLIDES,
            },
        ],
    ),
    (
        "Graphs, loops and sums",
        &[
            Entry {
                name: "Green Hackenbush",
                spec: "hackenbush",
                start: "g-1 1-2 2-3 3-1",
                line: "Cut an edge; whatever loses touch with the ground falls. The colon and fusion principles.",
                source: SLIDES,
            },
            Entry {
                name: "Graph games",
                spec: "digraph",
                start: "a>b a>c b>c c>d; tokens a c",
                line: "Slide a token along an edge of a directed acyclic graph; label the vertices with the mex.",
                source: SLIDES,
            },
            Entry {
                name: "Rims",
                spec: "rims",
                start: "5 (2: 3 (1:))",
                line: "Draw a loop through some dots, around others; Nim in disguise.",
                source: NOTES,
            },
            Entry {
                name: "Sums of different games",
                spec: "sum",
                start: "nim(3 + 5) + turtles(THHTH) + hackenbush(g-1 1-2)",
                line: "Parts of any games side by side; the value is the nim-sum of theirs.",
                source: "The Sprague-Grundy theorem",
            },
        ],
    ),
    (
        "Misère play",
        &[
            Entry {
                name: "Misère Nim",
                spec: "nim:misere",
                start: "1 + 3 + 5 + 7",
                line: "Whoever takes the last counter loses; Bouton's rule decides it at any size. Rows 1, 3, 5, 7 are the film Last Year at Marienbad's.",
                source: NOTES,
            },
            Entry {
                name: "Misère Kayles",
                spec: "octal:0.77:misere",
                start: "3 + 5 + 7",
                line: "Kayles where the last pin loses: each row's genus, Conway's tame rule where it applies, a search where not.",
                source: "The misère play rule, lecture notes 4–6",
            },
            Entry {
                name: "Misère Turning Turtles",
                spec: "turtles:misere",
                start: "THHTH",
                line: "Any game takes :misere in its address; a coin game is searched as a whole row.",
                source: "The misère play rule, lecture notes 4–6",
            },
        ],
    ),
];

/// The spec of every game the index lists (`octal:0.77`, `turtles`, …).
pub fn specs() -> impl Iterator<Item = &'static str> {
    GROUPS
        .iter()
        .flat_map(|(_, entries)| entries.iter().map(|e| e.spec))
}

/// The address of a game started from `start`, with `&`, `#`, `+` and
/// spaces written so the address reads them back.
fn address(spec: &str, start: &str) -> String {
    let mut out = format!("#game={spec}&p=");
    for c in start.chars() {
        match c {
            ' ' => out.push_str("%20"),
            '&' => out.push_str("%26"),
            '#' => out.push_str("%23"),
            '+' => out.push_str("%2B"),
            c => out.push(c),
        }
    }
    out
}

/// The index's view, in its chunk.
fn index() -> Html {
    let groups = GROUPS.iter().map(|(group, entries)| {
        let entries = entries.iter().map(|e| {
            html! {
                <li class="games-entry" data-game={e.spec}>
                    <a href={address(e.spec, e.start)} data-testid="game-link">{e.name}</a>
                    <span class="notation muted small">{format!(" {}", e.spec)}</span>
                    <p class="games-line">{e.line}</p>
                    <p class="games-source muted small">
                        {format!("From: {}. Starts from {}.", e.source, e.start)}
                    </p>
                </li>
            }
        });
        html! {
            <section class="panel games-group">
                <h3>{*group}</h3>
                <ul class="games-list" data-testid="games-list">{for entries}</ul>
            </section>
        }
    });
    html! {
        <section class="view games-view" aria-labelledby="view-title">
            <h2 id="view-title">{"Every game on the engine"}</h2>
            <p class="view-lede">
                {"Each is played on the same page by the same engine: moves listed with the value \
                  they lead to, hints, a perfect computer player, and the reason for each value in \
                  its document's terms. Any of them can be a part of a sum."}
            </p>
            {for groups}
        </section>
    }
}

/// What the chunk hands the page.
type View = fn() -> Html;

#[cfg_attr(
    feature = "split",
    wasm_split_helpers::wasm_split(games_index, fallible)
)]
fn entry() -> Result<View, LoadError> {
    Ok(index)
}

thread_local! {
    static CHUNK: Chunk<View> = const { Chunk::new(|| Box::pin(async { crate::enter!(entry) })) };
}

/// The games index page.
#[component]
pub fn GamesPage() -> Html {
    let body = match use_chunk(&CHUNK) {
        Load::Ready(index) => index(),
        _ => html! { <Pending<View> chunk={&CHUNK} /> },
    };
    html! { <main class="page">{body}</main> }
}

#[cfg(test)]
mod tests {
    use super::*;
    use grundy::catalog;
    use grundy::Game;

    #[test]
    fn every_entry_names_a_game_and_a_position_it_reads() {
        for (_, entries) in GROUPS {
            for e in entries {
                let game = catalog::game(e.spec).unwrap_or_else(|err| panic!("{}: {err}", e.spec));
                assert!(
                    game.parse_position(e.start).is_ok(),
                    "{}: {}",
                    e.spec,
                    e.start
                );
            }
        }
    }

    #[test]
    fn every_game_of_the_engine_is_listed() {
        let listed: Vec<&str> = GROUPS
            .iter()
            .flat_map(|(_, es)| {
                es.iter()
                    .map(|e| e.spec.split(':').next().unwrap_or(e.spec))
            })
            .collect();
        for name in grundy::spec::TEXT_GAMES
            .iter()
            .chain(&grundy::spec::OWN_GAMES)
        {
            assert!(listed.contains(name), "{name} is missing");
        }
    }

    #[test]
    fn every_address_opens_its_game_at_its_start() {
        for (_, entries) in GROUPS {
            for e in entries {
                let parsed = crate::route::parse(&address(e.spec, e.start));
                assert!(
                    parsed.problems.is_empty(),
                    "{}: {:?}",
                    e.spec,
                    parsed.problems
                );
                let game = &parsed.route.game;
                assert_eq!(game.spec(), catalog::game(e.spec).unwrap().spec());
                assert_eq!(
                    game.format_position(&parsed.route.position),
                    game.format_position(&game.parse_position(e.start).unwrap()),
                    "{}",
                    e.spec
                );
            }
        }
    }

    #[test]
    fn addresses_keep_plus_and_hash() {
        assert_eq!(address("sum", "nim(3 + 5)"), "#game=sum&p=nim(3%20%2B%205)");
        assert_eq!(
            address("hackenbush", "g-1 1-2"),
            "#game=hackenbush&p=g-1%201-2"
        );
    }
}
