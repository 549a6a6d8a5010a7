//! The box game's G-series page: its values from the breaks themselves,
//! checked cell by cell against Schrage's rule for three sides, shown
//! layer by layer; and every box of four and five sides checked against
//! the rule folded over its sides.

use crate::text::format_ms;
use crate::worker::results::{BoxTable, SidesCheck};
use maud::{html, Markup};

/// Layers drawn on the page (the check covers every one).
const SHOWN: usize = 12;

/// The box table against the rule for three sides.
pub fn boxes(t: &BoxTable) -> Markup {
    let size = t.moves.len();
    let cells =
        (0..size).flat_map(|l| (0..size).flat_map(move |m| (0..size).map(move |n| (l, m, n))));
    let differ: Vec<(usize, usize, usize)> = cells
        .filter(|&(l, m, n)| {
            t.rule.get(l).and_then(|x| x.get(m)).and_then(|x| x.get(n)) != Some(&t.moves[l][m][n])
        })
        .collect();
    let title = if t.d == 1 {
        "Schrage's box game".to_string()
    } else {
        format!("Schrage's box game, d = {}", t.d)
    };
    let line = if t.d == 1 {
        "Grundy's game".to_string()
    } else {
        format!("the split game grundy:d={}", t.d)
    };
    let verdict = format!(
        "G(L × M × N) from the breaks themselves, for L, M, N = 1 to {size} ({} boxes), computed \
         in {}: {} with Schrage's rule for three sides (0 when G(L), G(M) and G(N) are all 0, the \
         one positive value when only one is positive, 1 when two or more are; G from {line}){}.",
        size * size * size,
        format_ms(t.ms),
        if differ.is_empty() {
            "every box agrees"
        } else {
            "boxes disagree"
        },
        if differ.is_empty() {
            String::new()
        } else {
            let count = differ.len();
            let unit = if count == 1 { "box" } else { "boxes" };
            format!(" in {count} {unit}, the first {}", {
                let (l, m, n) = differ[0];
                format!("{} × {} × {}", l + 1, m + 1, n + 1)
            })
        }
    );
    let shown = size.min(SHOWN);
    html! {
        section.panel data-testid="box-table" {
            h3 { (title) }
            p data-testid="box-verdict" { (verdict) }
            @for check in &t.more {
                p data-testid="box-more-verdict" { (more_verdict(check)) }
            }
            p.muted {
                "Schrage states the rule in his §4 and says its proof is completely analogous to \
                 the one for rectangles; here it is checked against the definition for every box \
                 of the table."
            }
            @if shown < size {
                p.muted { (format!("The first {shown} layers are shown.")) }
            }
            div.box-layers {
                @for l in 0..shown {
                    div.table-wrap {
                        table.rect-grid {
                            caption { (format!("L = {}: G({} × M × N)", l + 1, l + 1)) }
                            tr {
                                th scope="col" { "M \\ N" }
                                @for n in 1..=shown {
                                    th scope="col" { (n) }
                                }
                            }
                            @for m in 0..shown {
                                tr {
                                    th scope="row" { (m + 1) }
                                    @for n in 0..shown {
                                        td class=[differ.contains(&(l, m, n)).then_some("off")] {
                                            (t.moves[l][m][n])
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// The check of the boxes of more sides, in a sentence.
fn more_verdict(c: &SidesCheck) -> String {
    let boxes = (c.size as u64).pow(c.sides as u32);
    let outcome = match (&c.first, c.differ) {
        (None, _) => "every box agrees".to_string(),
        (Some(first), 1) => format!("1 box disagrees, {first}"),
        (Some(first), n) => format!("{n} boxes disagree, the first {first}"),
    };
    format!(
        "Boxes of {} sides, each side 1 to {} ({boxes} boxes), from the breaks themselves against \
         the rule folded over their sides: {outcome}.",
        c.sides, c.size
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(moves: Vec<Vec<Vec<u64>>>, rule: Vec<Vec<Vec<u64>>>) -> BoxTable {
        BoxTable {
            moves,
            rule,
            ms: 3,
            d: 1,
            more: Vec::new(),
        }
    }

    #[test]
    fn a_cell_off_the_rule_is_counted_and_named() {
        let agree = boxes(&table(vec![vec![vec![0]]], vec![vec![vec![0]]])).into_string();
        assert!(agree.contains("every box agrees"), "{agree}");
        let off = boxes(&table(vec![vec![vec![1]]], vec![vec![vec![0]]])).into_string();
        assert!(off.contains("in 1 box, the first 1 × 1 × 1"), "{off}");
        assert!(off.contains("class=\"off\""), "{off}");
    }

    #[test]
    fn the_boxes_of_more_sides_say_whether_they_agree() {
        let mut t = table(vec![vec![vec![0]]], vec![vec![vec![0]]]);
        t.more = vec![
            SidesCheck {
                sides: 4,
                size: 3,
                differ: 0,
                first: None,
            },
            SidesCheck {
                sides: 5,
                size: 2,
                differ: 2,
                first: Some("1x1x2x2x2".to_string()),
            },
        ];
        let text = boxes(&t).into_string();
        assert!(
            text.contains("Boxes of 4 sides, each side 1 to 3 (81 boxes)")
                && text.contains("every box agrees"),
            "{text}"
        );
        assert!(
            text.contains("2 boxes disagree, the first 1x1x2x2x2"),
            "{text}"
        );
    }
}
