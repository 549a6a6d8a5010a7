//! Two-dimensional coin turning given by its shapes (`coins2d:RULE`): the
//! grid drawn as Rugs' is, a chosen head's flips listed beside it, and the
//! explanation giving each head's value, found by the search of its moves,
//! and their nim-sum.

use super::super::coins::coin_info;
use super::super::coins::{binary, binary_width, verdict, winning_move, Action};
use super::super::protocol::{Block, Button, ModuleView, ViewAction};
use super::super::{Info, Shown};
use super::grid::{explanation, NO_HEADS};
use super::{grid_figure, grid_label, GridFigure, LISTED};
use grundy::games::coins::plane::{PlaneCoins, PlaneMove, MAX_SIDE};
use grundy::games::coins::rugs::{heads, Rug};
use grundy::{Game, Nimber};
use maud::html;

/// The figure of `rug`, each head choosing itself, captioned `caption`.
fn figure(g: &PlaneCoins, rug: &Rug, preview: Option<&PlaneMove>, caption: String) -> Block {
    let hs = heads(rug);
    let act = |r: usize, c: usize, head: bool| {
        if head {
            Action::Select(
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
    grid_figure(
        &GridFigure {
            rug,
            flips: &|r, c| preview.is_some_and(|mv| mv.coins.contains(&(r, c))),
            outline: None,
            selected: None,
            act: &act,
            label: grid_label(&g.name(), rug),
        },
        caption,
    )
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

    fn board(
        &self,
        whole: &Rug,
        preview: Option<&PlaneMove>,
        selected: Option<usize>,
    ) -> ModuleView {
        let chosen = selected.and_then(|s| heads(whole).get(s).copied());
        let help = match chosen {
            Some((r, c)) => format!(" Head {r},{c} is chosen: its flips are listed; click another head to list its own."),
            None => " Click a head to list its flips.".to_string(),
        };
        let shown = preview
            .map(|mv| format!(" Shown: {}.", self.describe_move(whole, mv)))
            .unwrap_or_default();
        let caption = format!("Rows from 0 at the top, columns from 0 at the left.{help}{shown}");
        ModuleView {
            blocks: vec![figure(self, whole, preview, caption)],
        }
    }

    fn explain(&self, whole: &Rug, selected: Option<usize>, _step: usize) -> ModuleView {
        ModuleView {
            blocks: vec![explain(self, whole, selected)],
        }
    }
}

fn explain(g: &PlaneCoins, rug: &Rug, selected: Option<usize>) -> Block {
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
    let told = html! {
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
        }
    };
    let mut body = vec![Block::markup(told.into_string())];
    if let Some(mv) = win {
        body.push(winning_move(
            Button::new(
                g.describe_move(rug, &mv),
                "coins-move",
                ViewAction::Play(g.format_move(rug, &mv)),
            ),
            ", which changes the nim-sum by the values of the coins it flips, to 0.".to_string(),
        ));
    }
    explanation("grid", body)
}

#[cfg(test)]
mod tests {
    use super::*;
    use grundy::games::coins::rugs::parse_rug;

    #[test]
    fn the_winning_move_offered_leaves_value_zero() {
        let g = PlaneCoins::parse("a.0,0.b,a.b").expect("a rule");
        let r = parse_rug("HTTH/THHT/TTHT/HTTH").expect("a rug");
        let e = Shown::explain(&g, &r, None, 0);
        for text in e.plays() {
            let mv = g.parse_move(&r, text).expect("parses");
            assert!(g.value(&g.apply(&r, &mv).expect("legal")).is_zero());
        }
        assert!(e.markup().contains("Nim-sum"));
    }

    #[test]
    fn the_heads_on_the_board_list_their_flips() {
        let g = PlaneCoins::parse("a.0,0.b,a.b").expect("a rule");
        let r = parse_rug("HTH/THT").expect("a rug");
        // Chosen or not, each head chooses itself and nothing is played
        // on the board: the flips are listed.
        for selected in [None, Some(1)] {
            let board = g.board(&r, None, selected);
            assert!(board.plays().is_empty());
            let actions: Vec<ViewAction> = board.actions().into_iter().cloned().collect();
            assert_eq!(actions, (0..3).map(ViewAction::Select).collect::<Vec<_>>());
            for b in board.buttons() {
                assert!(b
                    .label
                    .as_deref()
                    .is_some_and(|l| l.ends_with(": list its flips")));
            }
        }
    }
}
