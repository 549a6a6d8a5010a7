//! Two-dimensional coin turning given by its shapes (`coins2d:RULE`): the
//! grid drawn as Rugs' is, a chosen head's flips listed beside it, and the
//! explanation giving each head's value, found by the search of its moves,
//! and their nim-sum.

use super::super::coins::coin_info;
use super::super::coins::{binary, binary_width, verdict, Action};
use super::super::{Info, Shown};
use super::grid::{explanation, NO_HEADS};
use super::{grid_figure, grid_label, GridFigure, LISTED};
use grundy::games::coins::plane::{PlaneCoins, PlaneMove, MAX_SIDE};
use grundy::games::coins::rugs::{heads, Rug};
use grundy::{Game, Nimber};
use maud::{html, Markup};

fn figure(g: &PlaneCoins, rug: &Rug, preview: Option<&PlaneMove>) -> Markup {
    let hs = heads(rug);
    let act = |r: usize, c: usize, head: bool| {
        if head {
            Action::Component(
                hs.iter().filter(|&&h| h < (r, c)).count(),
                format!(
                    "head in row {r}, column {c}, value {}: list its flips",
                    g.head_value(r, c)
                ),
            )
        } else {
            Action::None
        }
    };
    grid_figure(&GridFigure {
        rug,
        flips: &|r, c| preview.is_some_and(|mv| mv.coins.contains(&(r, c))),
        outline: None,
        selected: None,
        act: &act,
        label: grid_label(&g.name(), rug),
    })
}

impl Shown for PlaneCoins {
    fn info(&self) -> Info {
        let intro = html! {
            p {
                "Two-dimensional coin turning under the rule " (self.rule()) ": a grid of coins, \
                 heads (H) and tails (T). A move flips the coins of one of the rule's shapes, \
                 measured up and left from its corner, the south-east coin, which goes from heads \
                 to tails; a letter is any distance from 1. Whoever cannot move loses. The \
                 shapes: " (self.shape_words().join("; ")) "."
            }
        };
        coin_info(
            intro.into_string(),
            &[
                ("Three heads", "HTH/THT"),
                ("Four by four", "HTTH/THHT/TTHT/HTTH"),
                ("A lone head", "TTT/TTT/TTH"),
            ],
            format!(
                "rows of H and T separated by /, top row first (HTH/THT), at most {MAX_SIDE} by \
                 {MAX_SIDE}; a move is its coins as row,column (0,0 0,2 2,0 2,2)"
            ),
        )
    }

    fn board_markup(
        &self,
        whole: &Rug,
        preview: Option<&PlaneMove>,
        selected: Option<usize>,
    ) -> Markup {
        let chosen = selected.and_then(|s| heads(whole).get(s).copied());
        let help = match chosen {
            Some((r, c)) => format!(" Head {r},{c} is chosen: its flips are listed; click another head to list its own."),
            None => " Click a head to list its flips.".to_string(),
        };
        html! {
            figure.coins-figure.rugs-board {
                (figure(self, whole, preview))
                figcaption.coins-caption {
                    "Rows from 0 at the top, columns from 0 at the left."
                    (help)
                    @if let Some(mv) = preview {
                        " Shown: " (self.describe_move(whole, mv)) "."
                    }
                }
            }
        }
    }

    fn explain_markup(&self, whole: &Rug, selected: Option<usize>, _step: usize) -> Markup {
        explain(self, whole, selected)
    }
}

fn explain(g: &PlaneCoins, rug: &Rug, selected: Option<usize>) -> Markup {
    let hs = heads(rug);
    let values: Vec<Nimber> = hs.iter().map(|&(r, c)| g.head_value(r, c)).collect();
    let total: Nimber = values.iter().copied().sum();
    let width = binary_width(values.iter().copied(), total);
    let chosen = selected.and_then(|s| hs.get(s)).copied();
    let shown: Vec<Nimber> = values.iter().take(LISTED).copied().collect();
    let none = |_: &Rug| Nimber::ZERO;
    let win = if total.is_zero() {
        None
    } else {
        g.winning_move(rug, &none)
    };
    let body = html! {
        p {
            "A lone head's value is the mex, over its flips, of the nim-sum of the values of the \
             other coins the flip turns to heads; the explorer works it out coin by coin from the \
             top left."
        }
        @if hs.is_empty() {
            p { (NO_HEADS) }
        } @else {
            table.coins-table {
                caption { "Each head's value" }
                thead {
                    tr {
                        @for h in ["Row", "Column", "Flips", "Value", "Binary"] {
                            th scope="col" { (h) }
                        }
                    }
                }
                tbody {
                    @for (&(r, c), v) in hs.iter().zip(&values) {
                        tr class=[(chosen == Some((r, c))).then_some("coins-chosen")] {
                            @for n in [r, c, g.flips(r, c).len()] {
                                td.coins-num { (n) }
                            }
                            td.coins-num { (v) }
                            td.coins-bits { (binary(v.get(), width)) }
                        }
                    }
                }
                tfoot {
                    tr {
                        th scope="row" colspan="3" { "Nim-sum" }
                        td.coins-num { (total) }
                        td.coins-bits { (binary(total.get(), width)) }
                    }
                }
            }
            (verdict(&shown, values.len() > shown.len(), total))
            @if let Some(mv) = win {
                p.coins-win {
                    "Winning move: flip "
                    button.coins-move data-move=(g.format_move(rug, &mv)) {
                        (g.describe_move(rug, &mv))
                    }
                    ", which changes the nim-sum by the values of the coins it flips, to 0."
                }
            }
        }
    };
    explanation("grid", body)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engines::reading::attr_values;
    use grundy::games::coins::rugs::parse_rug;

    #[test]
    fn the_winning_move_offered_leaves_value_zero() {
        let g = PlaneCoins::parse("a.0,0.b,a.b").expect("a rule");
        let r = parse_rug("HTTH/THHT/TTHT/HTTH").expect("a rug");
        let s = Shown::explain_markup(&g, &r, None, 0);
        for text in attr_values(s.0.as_str(), "data-move") {
            let mv = g.parse_move(&r, &text).expect("parses");
            assert!(g.value(&g.apply(&r, &mv).expect("legal")).is_zero());
        }
        assert!(s.0.as_str().contains("Nim-sum"));
    }
}
