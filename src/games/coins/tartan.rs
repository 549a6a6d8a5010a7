//! The Tartan games other than Rugs (`tartan:turtles*ruler`, and with a
//! factor given by its rule, `tartan:coins:;a;a,b*ruler`): the grid is
//! drawn as Rugs' is, a chosen head's moves are clicked on it (a coin above
//! and left of the head flips the smallest move through both), and the
//! explanation gives each head's `g1(x) ⊗ g2(y)` and their nim-sum.

use super::coin::{choose, play, Acting};
use super::grid::{explanation, grid_figure, GridFigure, NO_HEADS};
use super::mul_panel::MulPanel;
use super::tell::{binary, binary_width, plural, verdict, winning_move};
use crate::display::raw;
use crate::games::shown::{Scene, Shown};
use figures::coins::grid::{grid_label, LISTED};
use figures::theme::Theme;
use grundy::games::coins::rugs::{heads, Rug};
use grundy::games::coins::tartan::{lines_words, ProductHead, Tartan, TartanMove};
use grundy::games::coins::{CoinRule, Flips};
use grundy::{Game, Nimber};
use maud::{html as markup, Markup};
use yew::prelude::*;

/// How a Tartan game is shown.
pub struct TartanShown<F = CoinRule>(pub Tartan<F>);

/// A previewed move in words: its coins and what it turns.
fn move_words(rug: &Rug, mv: &TartanMove) -> String {
    let (mut down, mut up) = (0u64, 0u64);
    for &r in &mv.rows {
        for &c in &mv.columns {
            if rug[r][c] {
                down += 1;
            } else {
                up += 1;
            }
        }
    }
    let (r, c) = mv.corner();
    format!(
        "the coins of {} and {} (corner {r},{c}): {down} head{} to tails, {up} tail{} to heads",
        lines_words("row", &mv.rows),
        lines_words("column", &mv.columns),
        plural(down),
        plural(up)
    )
}

/// The figure of `rug`, with a chosen head's moves clickable, captioned
/// `caption`.
fn figure<F: Flips>(
    g: &Tartan<F>,
    rug: &Rug,
    preview: Option<&TartanMove>,
    selected: Option<(usize, usize)>,
    caption: String,
    scene: &Scene,
) -> Html {
    let hs = heads(rug);
    let act = |r: usize, c: usize, head: bool| -> Option<Acting> {
        match selected {
            Some(corner) if r <= corner.0 && c <= corner.1 => {
                let mv = g.through(rug, r, c, corner)?;
                // Only a flip both factors' rules allow is offered.
                g.apply(rug, &mv).ok()?;
                let words = format!("flip {}", g.describe_move(rug, &mv));
                play(g, rug, mv, words, scene)
            }
            _ if head => Some(choose(
                hs.iter().filter(|&&h| h < (r, c)).count(),
                format!(
                    "head in row {r}, column {c}, value {}: choose it",
                    g.head_value(r, c)
                ),
                scene,
            )),
            _ => None,
        }
    };
    grid_figure(
        &GridFigure {
            rug,
            flips: &|r, c| preview.is_some_and(|mv| mv.flips(r, c)),
            outline: None,
            selected,
            act: &act,
            label: grid_label(&g.name(), rug),
        },
        caption,
    )
}

impl<F: Flips + 'static> Shown for TartanShown<F> {
    fn intro(&self) -> Option<Html> {
        Some({
            let g = &self.0;
            let intro = markup! {
                p {
                    "The Tartan game " (g.name()) ": a grid of coins, heads (H) and tails (T). A \
                     move is a move of " (g.rows.name()) " down the rows times a move of "
                    (g.columns.name()) " along the columns: its rows are "
                    (g.rows.lines_words("row")) ", its columns "
                    (g.columns.lines_words("column")) ", and every coin where they cross is \
                     flipped; the corner, the last row and column, goes from heads to tails. \
                     Whoever cannot move loses. Each head is worth the nim-product of its row's \
                     value in the first game and its column's in the second (the Tartan theorem)."
                }
            };
            raw(intro)
        })
    }

    fn board(&self, scene: &Scene) -> Html {
        let Some(whole) = scene.position.get::<Rug>() else {
            return Html::default();
        };
        let preview = scene.preview.as_ref().and_then(|m| m.get::<TartanMove>());
        let chosen = scene.selected.and_then(|s| heads(whole).get(s).copied());
        let help = match chosen {
            Some((r, c)) => format!(
                " Head {r},{c} is chosen: choose a coin above and left of it to flip the smallest \
                 move through that coin and the head, or the head itself to flip it alone; the \
                 list holds every flip."
            ),
            None => " Choose a head to see its flips.".to_string(),
        };
        let shown = preview
            .map(|mv| format!(" Shown: {}.", move_words(whole, mv)))
            .unwrap_or_default();
        let caption = format!("Rows from 0 at the top, columns from 0 at the left.{help}{shown}");
        figure(&self.0, whole, preview, chosen, caption, scene)
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

    /// The nim-multiplication table the Tartan theorem uses.
    fn editor(&self, scene: &Scene) -> Option<Html> {
        let rug = scene.position.get::<Rug>()?;
        Some(html! { <MulPanel key={self.0.format_position(rug)} /> })
    }
}

fn explain<F: Flips>(g: &Tartan<F>, rug: &Rug, scene: &Scene) -> Html {
    let parts = g.explain(rug);
    let total = g.value(rug);
    let told = markup! {
        p {
            "By the Tartan theorem a lone head in row x and column y has g(x, y) = g1(x) ⊗ \
             g2(y), where g1 is " (g.rows.name()) "'s value of a lone head at coin x, g2 "
            (g.columns.name()) "'s at coin y (each numbered as the notes number that game), \
             and ⊗ is nim-multiplication."
        }
        @if parts.is_empty() {
            p { (NO_HEADS) }
        } @else {
            (head_table(g, &parts, total, scene.selected, ["g1", "g2"]))
        }
    };
    let body = html! {
        <>
            {raw(told)}
            if !parts.is_empty() {
                {outcome(g, rug, &parts, total, scene)}
            }
        </>
    };
    explanation("grid", body)
}

/// The table of each head's value by the Tartan theorem, the factors'
/// values named as given, with their nim-sum (the chosen head marked).
pub(super) fn head_table<F: Flips>(
    g: &Tartan<F>,
    parts: &[ProductHead],
    total: Nimber,
    selected: Option<usize>,
    [a, b]: [&str; 2],
) -> Markup {
    let width = binary_width(parts.iter().map(|p| p.value), total);
    let chosen = selected
        .and_then(|s| parts.get(s))
        .map(|p| (p.row, p.column));
    markup! {
        table.coins-table {
            caption { "Each head's value by the Tartan theorem" }
            thead {
                tr {
                    th scope="col" { "Row" }
                    th scope="col" { "Column" }
                    th scope="col" { "x" }
                    th scope="col" { "y" }
                    th scope="col" { (a) "(x)" }
                    th scope="col" { (b) "(y)" }
                    th scope="col" { (a) "(x) ⊗ " (b) "(y)" }
                    th scope="col" { "Binary" }
                }
            }
            tbody {
                @for p in parts {
                    tr class=[(chosen == Some((p.row, p.column))).then_some("coins-chosen")] {
                        @for v in [
                            p.row as u64,
                            p.column as u64,
                            g.rows.number(p.row),
                            g.columns.number(p.column),
                        ] {
                            td.coins-num { (v) }
                        }
                        @for v in [p.row_value, p.column_value, p.value] {
                            td.coins-num { (v) }
                        }
                        td.coins-bits { (binary(p.value.get(), width)) }
                    }
                }
            }
            tfoot {
                tr {
                    th scope="row" colspan="6" { "Nim-sum" }
                    td.coins-num { (total) }
                    td.coins-bits { (binary(total.get(), width)) }
                }
            }
        }
    }
}

/// `g(a) ⊕ g(b) ⊕ …` of a move's lines, with the notes' numbers.
fn sum_text<F: Flips>(name: &str, rule: &F, lines: &[usize]) -> String {
    let terms: Vec<String> = lines
        .iter()
        .map(|&i| format!("{name}({})", rule.number(i)))
        .collect();
    terms.join(" ⊕ ")
}

/// Who wins, and the winning move when there is one, its button playing
/// it.
fn outcome<F: Flips>(
    g: &Tartan<F>,
    rug: &Rug,
    parts: &[ProductHead],
    total: Nimber,
    scene: &Scene,
) -> Html {
    let values: Vec<Nimber> = parts.iter().take(LISTED).map(|p| p.value).collect();
    let none = |_: &Rug| Nimber::ZERO;
    let win = if total.is_zero() {
        None
    } else {
        g.winning_move(rug, &none)
    };
    let sum =
        |rule: &F, lines: &[usize]| -> Nimber { lines.iter().map(|&i| rule.head_value(i)).sum() };
    let told = raw(verdict(&values, parts.len() > values.len(), total));
    let Some(mv) = win else {
        return told;
    };
    let after = format!(
        " ({}). Flipping a coin adds or removes its lone value; over the move these sum, by \
         distributivity, to ({}) ⊗ ({}) = {} ⊗ {} = {total}, leaving 0.",
        move_words(rug, &mv),
        sum_text("g1", &g.rows, &mv.rows),
        sum_text("g2", &g.columns, &mv.columns),
        sum(&g.rows, &mv.rows),
        sum(&g.columns, &mv.columns),
    );
    let shown = g.format_move(rug, &mv);
    html! {
        <>
            {told}
            {winning_move(g, rug, mv, shown, after, scene)}
        </>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::coins::testing::{parts, plays, selects, text_of, Drawn};
    use grundy::games::coins::rugs::parse_rug;

    fn game() -> Tartan {
        Tartan::parse("turtles*mock-turtles").expect("a product")
    }

    fn drawn() -> Drawn<Tartan> {
        Drawn::new(game(), TartanShown(game()))
    }

    #[test]
    fn the_chosen_heads_clicks_are_moves_that_parse_back() {
        let (d, g) = (drawn(), game());
        let r = parse_rug("HTH/THT/TTH").expect("a rug");
        for component in 0..heads(&r).len() {
            let plays = plays(&d.board(&r, None, Some(component)));
            assert!(!plays.is_empty(), "{component}");
            for text in plays {
                let mv = g.parse_move(&r, &text).expect("parses");
                assert_eq!(mv.component, component, "{text}");
            }
        }
    }

    #[test]
    fn unchosen_heads_choose_themselves() {
        let r = parse_rug("HTH/THT/TTH").expect("a rug");
        let board = drawn().board(&r, None, None);
        assert!(plays(&board).is_empty());
        assert_eq!(selects(&board), [0, 1, 2, 3]);
        assert_eq!(parts(&board).len(), 4);
    }

    #[test]
    fn the_explanation_multiplies_each_heads_values() {
        // Row 2 of Turning Turtles is coin 3, value 3; column 1 of Mock
        // Turtles is coin 1, value 2: 3 ⊗ 2 = 1.
        let g = game();
        let r = parse_rug("TT/TT/TH").expect("a rug");
        let s = drawn().explain(&r, None);
        assert!(s.contains("<td class=\"coins-num\">3</td><td class=\"coins-num\">2</td><td class=\"coins-num\">1</td>"), "{s}");
        // The winning move offered leaves 0.
        let moves = plays(&s);
        let mv = g.parse_move(&r, &moves[0]).expect("parses");
        assert!(g.value(&g.apply(&r, &mv).expect("legal")).is_zero());
        assert_eq!(text_of(&s, "class=\"coins-move\""), moves[0]);
    }
}
