//! Two-dimensional coin turning given by its shapes (`coins2d:RULE`): the
//! grid drawn as Rugs' is, a chosen head's flips listed beside it, and the
//! explanation giving each head's value, found by the search of its moves,
//! and their nim-sum.

use super::coin::{choose, Acting};
use super::grid::{explanation, grid_figure, GridFigure, NO_HEADS};
use super::tell::{binary, binary_width, verdict, winning_move};
use crate::display::raw;
use crate::games::shown::{Scene, Shown};
use figures::coins::grid::{grid_label, LISTED};
use figures::theme::Theme;
use grundy::games::coins::plane::{PlaneCoins, PlaneMove};
use grundy::games::coins::rugs::{heads, Rug};
use grundy::{Game, Nimber};
use maud::html as markup;
use yew::prelude::*;

/// How a two-dimensional coin game is shown.
pub struct PlaneShown(pub PlaneCoins);

/// The figure of `rug`, each head choosing itself, captioned `caption`.
fn figure(
    g: &PlaneCoins,
    rug: &Rug,
    preview: Option<&PlaneMove>,
    caption: String,
    scene: &Scene,
) -> Html {
    let hs = heads(rug);
    let act = |r: usize, c: usize, head: bool| -> Option<Acting> {
        head.then(|| {
            choose(
                hs.iter().filter(|&&h| h < (r, c)).count(),
                format!(
                    "head in row {r}, column {c}, value {}: list its flips",
                    g.head_value(r, c)
                ),
                scene,
            )
        })
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

impl Shown for PlaneShown {
    fn intro(&self) -> Option<Html> {
        Some({
            let g = &self.0;
            let intro = markup! {
                p {
                    "Two-dimensional coin turning under the rule " (g.rule()) ": a grid of coins, \
                     heads (H) and tails (T). A move flips the coins of one of the rule's shapes, \
                     measured up and left from its corner, the south-east coin, which goes from heads \
                     to tails; a letter is any distance from 1. Whoever cannot move loses. The \
                     shapes: " (g.shape_words().join("; ")) "."
                }
            };
            raw(intro)
        })
    }

    fn board(&self, scene: &Scene) -> Html {
        let Some(whole) = scene.position.get::<Rug>() else {
            return Html::default();
        };
        let preview = scene.preview.as_ref().and_then(|m| m.get::<PlaneMove>());
        let chosen = scene.selected.and_then(|s| heads(whole).get(s).copied());
        let help = match chosen {
            Some((r, c)) => format!(" Head {r},{c} is chosen: its flips are listed; choose another head to list its own."),
            None => " Choose a head to list its flips.".to_string(),
        };
        let shown = preview
            .map(|mv| format!(" Shown: {}.", self.0.describe_move(whole, mv)))
            .unwrap_or_default();
        let caption = format!("Rows from 0 at the top, columns from 0 at the left.{help}{shown}");
        figure(&self.0, whole, preview, caption, scene)
    }

    fn figure(&self, scene: &Scene, theme: Theme) -> Option<String> {
        let rug = scene.position.get::<Rug>()?;
        Some(figures::coins::grid::grid_figure(&self.0.name(), rug).to_svg(theme))
    }

    fn explain(&self, scene: &Scene) -> Html {
        match scene.position.get::<Rug>() {
            Some(rug) => explain(&self.0, rug, scene),
            None => Html::default(),
        }
    }
}

fn explain(g: &PlaneCoins, rug: &Rug, scene: &Scene) -> Html {
    let hs = heads(rug);
    let values: Vec<Nimber> = hs.iter().map(|&(r, c)| g.head_value(r, c)).collect();
    let total: Nimber = values.iter().copied().sum();
    let width = binary_width(values.iter().copied(), total);
    let chosen = scene.selected.and_then(|s| hs.get(s)).copied();
    let shown: Vec<Nimber> = values.iter().take(LISTED).copied().collect();
    let none = |_: &Rug| Nimber::ZERO;
    let win = if total.is_zero() {
        None
    } else {
        g.winning_move(rug, &none)
    };
    let told = markup! {
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
    let win = win.map(|mv| {
        let words = g.describe_move(rug, &mv);
        let after = ", which changes the nim-sum by the values of the coins it flips, to 0.";
        winning_move(g, rug, mv, words, after.to_string(), scene)
    });
    let body = html! {
        <>
            {raw(told)}
            {win}
        </>
    };
    explanation("grid", body)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::coins::testing::{parts, plays, selects, Drawn};
    use grundy::games::coins::rugs::parse_rug;

    fn drawn() -> Drawn<PlaneCoins> {
        let g = PlaneCoins::parse("a.0,0.b,a.b").expect("a rule");
        Drawn::new(g.clone(), PlaneShown(g))
    }

    #[test]
    fn the_winning_move_offered_leaves_value_zero() {
        let d = drawn();
        let g = &d.game;
        let r = parse_rug("HTTH/THHT/TTHT/HTTH").expect("a rug");
        let e = d.explain(&r, None);
        for text in plays(&e) {
            let mv = g.parse_move(&r, &text).expect("parses");
            assert!(g.value(&g.apply(&r, &mv).expect("legal")).is_zero());
        }
        assert!(e.contains("Nim-sum"));
    }

    #[test]
    fn the_heads_on_the_board_list_their_flips() {
        let d = drawn();
        let r = parse_rug("HTH/THT").expect("a rug");
        // Chosen or not, each head chooses itself and nothing is played
        // on the board: the flips are listed.
        for selected in [None, Some(1)] {
            let board = d.board(&r, None, selected);
            assert!(plays(&board).is_empty());
            assert_eq!(selects(&board), [0, 1, 2]);
            for b in parts(&board) {
                assert!(b
                    .label
                    .as_deref()
                    .is_some_and(|l| l.ends_with(": list its flips")));
            }
        }
    }
}
