//! Why a heap (or a bar) has its value, in the documents' terms: its
//! options with their values, the mex, and the closed form, certificate or
//! theorem behind it; for Grundy's game, Schrage's Table 1 beside the
//! values computed here.

use grundy::games::heap::explain::explain;
use grundy::games::heap::HeapGame;
use grundy::spec::{AnyGame, AnyPosition};
use grundy::{Game, Nimber};
use maud::{html, Markup};

/// The most options listed; the rest are counted.
const LISTED: usize = 40;

/// Schrage's Table 1 as the paper prints it (G(K) of Grundy's game for
/// K = 1..100), the same transcription the core's tests read.
const TABLE_1: &str = include_str!("../../../crates/grundy/tests/data/schrage_table_1.txt");

/// The printed values of Table 1, `printed[k - 1]` for heap `k`.
pub fn table_1() -> Vec<u64> {
    let mut values = Vec::new();
    for line in TABLE_1.lines().filter(|l| !l.starts_with('#')) {
        if let Some((_, digits)) = line.split_once('|') {
            values.extend(digits.chars().filter_map(|c| c.to_digit(10)).map(u64::from));
        }
    }
    values
}

fn set(values: &[Nimber]) -> String {
    let items: Vec<String> = values.iter().map(|v| v.get().to_string()).collect();
    format!("{{{}}}", items.join(", "))
}

/// Lasker's closed form, as a small table of the four residues.
fn lasker() -> Markup {
    html! {
        p { "Lasker's Nim in closed form: G(n) by n mod 4, for k ≥ 0." }
        table.closed-form data-testid="lasker-form" {
            thead { tr { th scope="col" { "heap" } th scope="col" { "value" } } }
            tbody {
                @for (heap, value) in [
                    ("4k + 1", "4k + 1"),
                    ("4k + 2", "4k + 2"),
                    ("4k + 3", "4k + 4"),
                    ("4k + 4", "4k + 3"),
                ] {
                    tr { th scope="row" { (heap) } td { (value) } }
                }
            }
        }
    }
}

/// One cell of Table 1: the printed value, and the computed one where
/// they differ.
fn table_1_cell(k: usize, printed: u64, computed: Option<u64>) -> Markup {
    let same = computed == Some(printed);
    let title = match computed {
        Some(c) => format!("G({}) printed {printed}, computed {c}", k + 1),
        None => format!("G({}) printed {printed}", k + 1),
    };
    let shown = if same {
        printed.to_string()
    } else {
        format!(
            "{printed} ≠ {}",
            computed.map_or("?".into(), |c| c.to_string())
        )
    };
    html! { td.num.differs[!same] title=(title) { (shown) } }
}

/// Table 1 of Schrage beside Grundy's game as computed here.
fn schrage_table(game: &AnyGame) -> Markup {
    let printed = table_1();
    let computed: Vec<Option<u64>> = (1..=printed.len() as u64)
        .map(|k| {
            game.closed_value(&AnyPosition::new::<Vec<u64>>(vec![k]))
                .map(Nimber::get)
        })
        .collect();
    let agree = printed
        .iter()
        .zip(&computed)
        .filter(|(p, c)| Some(**p) == **c)
        .count();
    html! {
        details data-testid="schrage-table-1" {
            summary { "Schrage's Table 1 beside the values computed here: " (agree) " of " (printed.len()) " heaps agree" }
            div.table-scroll {
                table.schrage-1 {
                    thead { tr {
                        th scope="col" { "K" }
                        @for k in 0..10 { th scope="col" { "+" (k) } }
                    } }
                    tbody {
                        @for (r, values) in printed.chunks(10).enumerate() {
                            tr {
                                th scope="row" { (r * 10 + 1) }
                                @for (i, p) in values.iter().enumerate() {
                                    (table_1_cell(r * 10 + i, *p, computed[r * 10 + i]))
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// The options, the mex and the reason for one component.
fn why(game: &AnyGame, component: &AnyPosition) -> Markup {
    match explain(game, component, LISTED) {
        Ok(e) => html! {
            h3 id="heap-explain-title" { "Why " (e.component) " has value " (e.mex) }
            p {
                "A position's value is the least value none of its options has (the mex); a \
                 move that splits leaves a sum, whose value is the nim-sum of its parts."
            }
            div.table-scroll {
                table.options data-testid="heap-options" {
                    thead { tr {
                        @for head in ["move", "leaves", "values", "value (nim-sum)"] { th scope="col" { (head) } }
                    } }
                    tbody {
                        @for o in &e.options {
                            @let values: Vec<String> = o.values.iter().map(|v| v.get().to_string()).collect();
                            tr {
                                td.mono { (o.text) }
                                td.mono { (o.pieces.join(" + ")) }
                                td { (values.join(" ⊕ ")) }
                                td.num { (o.value.get()) }
                            }
                        }
                    }
                }
            }
            @if e.uncounted {
                p.small.muted { "More than " (crate::text::with_separators(u128::from(e.omitted))) " more options are not listed." }
            } @else if e.omitted > 0 {
                p.small.muted { (e.omitted) " more options are not listed." }
            }
            p.mex-line data-testid="heap-mex" {
                "The options reach " (set(&e.reached)) "; the least value missing is " (e.mex)
                ", so G(" (e.component) ") = " (e.mex) "."
            }
            p data-testid="heap-reason" { "Why: " (e.reason) "." }
        },
        Err(err) => html! {
            h3 id="heap-explain-title" { "Why this value" }
            p { (err) }
        },
    }
}

/// The panel for component `selected` (or the first) of `position` in
/// `game`.
pub fn panel(game: &AnyGame, position: &AnyPosition, selected: Option<usize>) -> Markup {
    let spec = game.spec();
    let heap_game = HeapGame::of_game(game);
    let parts = game.components(position);
    let component = parts.get(selected.unwrap_or(0)).or(parts.first());
    html! {
        section.panel.heap-explain aria-labelledby="heap-explain-title" data-testid="heap-explain" {
            @if let Some(component) = component {
                (why(game, component))
                @match &heap_game {
                    Some(HeapGame::Lasker(_)) => (lasker()),
                    // Schrage's Table 1 is of Grundy's game itself (d = 1).
                    Some(HeapGame::Grundy(g)) if g.d() == 1 => (schrage_table(game)),
                    _ => {}
                }
                p {
                    a href=(format!("#game={spec}&view=series")) data-testid="heap-series-link" {
                        (match &heap_game {
                            Some(HeapGame::Rectangles(_)) => "Every bar's value: the table of this game",
                            Some(HeapGame::Boxes(_)) => "Every box's value: the table of this game",
                            _ => "Every heap's value: the G-series of this game",
                        })
                    }
                }
            } @else {
                h3 id="heap-explain-title" { "Why this value" }
                p { "Nothing is left to play: the value is 0." }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_1_reads_a_hundred_values() {
        let t = table_1();
        assert_eq!(t.len(), 100);
        assert_eq!(&t[..10], &[0, 0, 1, 0, 2, 1, 0, 2, 1, 0]);
    }

    fn panel(spec: &str, position: &str, selected: Option<usize>) -> Markup {
        let game = AnyGame::from_spec(spec).unwrap();
        let position = game.parse_position(position).unwrap();
        super::panel(&game, &position, selected)
    }

    #[test]
    fn a_lasker_heap_is_explained_with_its_closed_form() {
        let html = panel("lasker", "3 + 5", Some(0));
        let html = html.into_string();
        assert!(html.contains("Why 3 has value 4"), "{html}");
        assert!(html.contains("data-testid=\"lasker-form\""));
    }

    #[test]
    fn grundys_game_shows_table_1_in_full_agreement() {
        let html = panel("grundy", "7", None);
        let html = html.into_string();
        assert!(html.contains("100 of 100 heaps agree"), "{html}");
    }

    #[test]
    fn a_heap_of_2_pow_64_less_2_is_explained_from_its_first_options() {
        // Lasker's closed form: a heap of 4k + 2 has value 4k + 2. The
        // heap has about 2.8 · 10^19 options; the panel lists the first
        // and counts no further than it must.
        let html = panel("lasker", "18446744073709551614", None).into_string();
        assert!(
            html.contains("Why 18446744073709551614 has value 18446744073709551614"),
            "{html}"
        );
        assert!(html.contains("options are not listed"), "{html}");
    }
}
