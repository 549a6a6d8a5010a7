//! Rugs: a rectangle of coins, drawn top row first as its text writes it,
//! each head a component; a click on a coin above and left of the chosen
//! head flips the rectangle from there to the head. Its editor is the
//! nim-multiplication table its values come from ([`super::mul_panel`]).

use super::coin::{choose, play, Acting};
use super::grid::{explanation, grid_figure, GridFigure, NO_HEADS};
use super::mul_panel::MulPanel;
use super::tartan::head_table;
use super::tell::{plural, verdict, winning_move};
use crate::display::raw;
use crate::games::shown::{Scene, Shown};
use figures::coins::grid::{grid_label, LISTED};
use figures::theme::Theme;
use grundy::games::coins::rugs::{self, heads, Rug, RugMove, Rugs};
use grundy::games::coins::ruler;
use grundy::games::coins::tartan::{ProductHead, Tartan};
use grundy::games::coins::CoinRule;
use grundy::{Game, Nimber};
use maud::html as markup;
use yew::prelude::*;

/// How Rugs is shown.
pub struct RugsShown;

fn inside(mv: &RugMove, r: usize, c: usize) -> bool {
    (mv.top..=mv.bottom).contains(&r) && (mv.left..=mv.right).contains(&c)
}

/// What a click on coin `(r, c)` of a rug (its heads `hs`) does: with a
/// head chosen, a coin above and left of it makes the rectangle to the
/// head; otherwise a head is chosen.
fn rug_action(
    rug: &Rug,
    hs: &[(usize, usize)],
    selected: Option<(usize, usize)>,
    (r, c, head): (usize, usize, bool),
    scene: &Scene,
) -> Option<Acting> {
    match selected {
        Some((sr, sc)) if r <= sr && c <= sc => {
            let mv = RugMove {
                component: hs.iter().filter(|&&h| h < (sr, sc)).count(),
                top: r,
                left: c,
                bottom: sr,
                right: sc,
            };
            let words = if (r, c) == (sr, sc) {
                format!("flip coin {sr},{sc} alone")
            } else {
                format!("flip the rectangle from {r},{c} to {sr},{sc}")
            };
            play(&Rugs, rug, mv, words, scene)
        }
        _ if head => Some(choose(
            hs.iter().filter(|&&h| h < (r, c)).count(),
            format!(
                "head in row {r}, column {c}, value {}: choose it",
                rugs::head_value(r, c)
            ),
            scene,
        )),
        _ => None,
    }
}

/// A previewed rectangle in words: where it is and what it turns.
fn rectangle_words(rug: &Rug, mv: &RugMove) -> String {
    let mut down = 0;
    let mut up = 0;
    for line in rug.iter().take(mv.bottom + 1).skip(mv.top) {
        for &h in line.iter().take(mv.right + 1).skip(mv.left) {
            if h {
                down += 1;
            } else {
                up += 1;
            }
        }
    }
    let span = |word: &str, a: usize, b: usize| {
        if a == b {
            format!("{word} {a}")
        } else {
            format!("{word}s {a} to {b}")
        }
    };
    format!(
        "the rectangle of {} and {} (corner {},{}): {down} head{} to tails, {up} tail{} to heads",
        span("row", mv.top, mv.bottom),
        span("column", mv.left, mv.right),
        mv.bottom,
        mv.right,
        plural(down),
        plural(up)
    )
}

impl Shown for RugsShown {
    fn intro(&self) -> Option<Html> {
        Some({
            let intro = html! {
                <p>
                    {"A rectangle of coins, heads (H) and tails (T). A move flips every coin of a \
                      rectangle whose bottom-right coin goes from heads to tails. Whoever cannot move \
                      loses. Each head is worth the nim-product of Ruler's values of its row and its \
                      column (the Tartan theorem)."}
                </p>
            };
            intro
        })
    }

    fn board(&self, scene: &Scene) -> Html {
        let Some(whole) = scene.position.get::<Rug>() else {
            return Html::default();
        };
        let preview = scene.preview.as_ref().and_then(|m| m.get::<RugMove>());
        let hs = heads(whole);
        let selected = scene.selected.and_then(|s| hs.get(s).copied());
        // Words for a finger as for a pointer; the coins a head can take
        // with it are named only where there are some.
        let help = match selected {
            Some((0, 0)) => {
                " Head 0,0 is chosen: it is in the top left corner, so it flips alone: choose it to flip it."
                    .to_string()
            }
            Some((0, c)) => format!(
                " Head 0,{c} is chosen: choose a coin left of it in its row to flip the run from there to 0,{c}, or the head itself to flip it alone."
            ),
            Some((r, 0)) => format!(
                " Head {r},0 is chosen: choose a coin above it in its column to flip the run from there to {r},0, or the head itself to flip it alone."
            ),
            Some((r, c)) => format!(
                " Head {r},{c} is chosen: choose a coin above and left of it to flip the rectangle from there to {r},{c}, or the head itself to flip it alone."
            ),
            None => " Choose a head to see its flips.".to_string(),
        };
        let shown = preview
            .map(|mv| format!(" Shown: {}.", rectangle_words(whole, mv)))
            .unwrap_or_default();
        let caption = format!(
            "Rows from 0 at the top, columns from 0 at the left; the notes count both from 1.{help}{shown}"
        );
        grid_figure(
            &GridFigure {
                rug: whole,
                flips: &|r, c| preview.is_some_and(|mv| inside(mv, r, c)),
                outline: preview.map(|mv| ((mv.top, mv.left), (mv.bottom, mv.right))),
                selected,
                act: &|r, c, head| rug_action(whole, &hs, selected, (r, c, head), scene),
                label: grid_label("Rugs", whole),
            },
            caption,
        )
    }

    fn figure(&self, scene: &Scene, theme: Theme) -> Option<String> {
        let rug = scene.position.get::<Rug>()?;
        Some(figures::coins::grid::grid_figure("Rugs", rug).to_svg(theme))
    }

    fn explain(&self, scene: &Scene) -> Html {
        match scene.position.get::<Rug>() {
            Some(rug) => explain(rug, scene),
            None => Html::default(),
        }
    }

    /// Not an editor of positions: the nim-multiplication table the
    /// Tartan theorem uses, with a form to multiply any two 64-bit
    /// numbers; what is chosen in it is kept for this position.
    fn editor(&self, scene: &Scene) -> Option<Html> {
        let rug = scene.position.get::<Rug>()?;
        Some(html! { <MulPanel key={Rugs.format_position(rug)} /> })
    }
}

fn explain(rug: &Rug, scene: &Scene) -> Html {
    // Rugs is Ruler × Ruler: each head's value by the Tartan theorem.
    let product = Tartan::new(CoinRule::Ruler, CoinRule::Ruler);
    let parts = product.explain(rug);
    let total = rugs::value(rug);
    let told = markup! {
        p {
            "Rugs is the Tartan game Ruler × Ruler: a rectangle is a run of rows ending at the \
             head's row times a run of columns ending at its column. By the Tartan theorem a lone \
             head in row x and column y, numbered from 1, has g(x, y) = g(x) ⊗ g(y), where g is \
             Ruler's value, the largest power of 2 dividing the number, and ⊗ is nim-multiplication."
        }
        @if parts.is_empty() {
            p { (NO_HEADS) }
        } @else {
            (head_table(&product, &parts, total, scene.selected, ["g", "g"]))
        }
    };
    let body = html! {
        <>
            {raw(told)}
            {outcome(rug, &parts, total, scene)}
        </>
    };
    explanation("rug", body)
}

/// The nim-sum of Ruler's values of the notes' numbers `from + 1 ..= to + 1`.
fn run_sum(from: usize, to: usize) -> Nimber {
    (from..=to).map(ruler::value).sum()
}

/// `g(a) ⊕ … ⊕ g(b)` for the notes' numbers of indices `from..=to`.
fn run_text(from: usize, to: usize) -> String {
    match to.saturating_sub(from) {
        0 => format!("g({})", from + 1),
        1 => format!("g({}) ⊕ g({})", from + 1, to + 1),
        _ => format!("g({}) ⊕ … ⊕ g({})", from + 1, to + 1),
    }
}

/// Who wins, and the winning move when there is one, its button playing
/// it.
fn outcome(rug: &Rug, parts: &[ProductHead], total: Nimber, scene: &Scene) -> Html {
    if parts.is_empty() {
        return Html::default();
    }
    let values: Vec<Nimber> = parts.iter().take(LISTED).map(|p| p.value).collect();
    let none = |_: &Rug| Nimber::ZERO;
    let win = if total.is_zero() {
        None
    } else {
        Rugs.winning_move(rug, &none)
    };
    let told = raw(verdict(&values, parts.len() > values.len(), total));
    let Some(mv) = win else {
        return told;
    };
    let after = format!(
        " ({}). Flipping a coin adds or removes its lone value; over a rectangle these sum, \
         by distributivity, to ({}) ⊗ ({}) = {} ⊗ {} = {total}, leaving 0.",
        rectangle_words(rug, &mv),
        run_text(mv.top, mv.bottom),
        run_text(mv.left, mv.right),
        run_sum(mv.top, mv.bottom),
        run_sum(mv.left, mv.right),
    );
    let shown = format!("the rectangle {}", Rugs.format_move(rug, &mv));
    html! {
        <>
            {told}
            {winning_move(&Rugs, rug, mv, shown, after, scene)}
        </>
    }
}

#[cfg(test)]
mod tests;
