//! Rugs: a rectangle of coins, drawn top row first as its text writes it,
//! each head a component; and the nim-multiplication table its values
//! come from ([`nim_mul_page`]).

mod grid;
mod mul;
mod plane;
mod tartan;

use grid::{explanation, grid_figure, grid_label, GridFigure, NO_HEADS};

pub use mul::{nim_mul_page, DEFAULT_SIZE, MAX_SIZE};

use super::coins::coin_info;
use super::coins::{plural, verdict, winning_move, Action};
use super::protocol::{Block, Button, EditorState, Field, Form, ModuleView, ViewAction};
use super::{Info, Shown};
use grundy::games::coins::rugs::{self, heads, Rug, RugMove, Rugs};
use grundy::games::coins::ruler;
use grundy::games::coins::tartan::{ProductHead, Tartan};
use grundy::games::coins::CoinRule;
use grundy::{Game, Nimber};
use maud::html;

/// Distance between coin centres on the board, in SVG units.
const PITCH: f64 = 40.0;
/// A coin's radius on the board.
const RADIUS: f64 = 15.0;
/// Room for the row numbers at the left and the column numbers on top.
const MARGIN: f64 = 26.0;
/// Heads listed by name in a sum or an aria label before the rest is
/// counted.
const LISTED: usize = 12;

fn inside(mv: &RugMove, r: usize, c: usize) -> bool {
    (mv.top..=mv.bottom).contains(&r) && (mv.left..=mv.right).contains(&c)
}

/// What a click on coin `(r, c)` of a rug does: with a head chosen, a coin
/// above and left of it makes the rectangle to the head; otherwise a head
/// is chosen.
fn rug_action(
    rug: &Rug,
    selected: Option<(usize, usize)>,
    r: usize,
    c: usize,
    head: bool,
) -> Action {
    let hs = heads(rug);
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
            Action::Play(Rugs.format_move(rug, &mv), words)
        }
        _ if head => Action::Select(
            hs.iter().filter(|&&h| h < (r, c)).count(),
            format!(
                "head in row {r}, column {c}, value {}: choose it",
                rugs::head_value(r, c)
            ),
        ),
        _ => Action::None,
    }
}

/// The rug's figure, `preview` marked and outlined, captioned `caption`.
fn rug_figure(
    rug: &Rug,
    preview: Option<&RugMove>,
    selected: Option<(usize, usize)>,
    caption: String,
) -> Block {
    grid_figure(
        &GridFigure {
            rug,
            flips: &|r, c| preview.is_some_and(|mv| inside(mv, r, c)),
            outline: preview.map(|mv| ((mv.top, mv.left), (mv.bottom, mv.right))),
            selected,
            act: &|r, c, head| rug_action(rug, selected, r, c, head),
            label: grid_label("Rugs", rug),
        },
        caption,
    )
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

impl Shown for Rugs {
    fn info(&self) -> Info {
        let intro = html! {
            p {
                "A rectangle of coins, heads (H) and tails (T). A move flips every coin of a \
                 rectangle whose bottom-right coin goes from heads to tails. Whoever cannot move \
                 loses. Each head is worth the nim-product of Ruler's values of its row and its \
                 column (the Tartan theorem)."
            }
        };
        coin_info(
            intro.into_string(),
            &[
                ("Three heads", "HTH/THT"),
                ("Four by four", "HTTH/THHT/TTHT/HTTH"),
                ("A lone head worth 3", "TT/TH"),
                (
                    "Six by eight",
                    "HTTHTTTH/TTHTHTTT/THTTTHTT/TTTHTTHT/HTTTTTTT/TTHTTHTH",
                ),
            ],
            "Rows of H and T separated by /, top row first: HTH/THT".to_string(),
        )
    }

    fn board(&self, whole: &Rug, preview: Option<&RugMove>, selected: Option<usize>) -> ModuleView {
        let selected_head = selected.and_then(|s| heads(whole).get(s).copied());
        let help = match selected_head {
            Some((r, c)) => format!(
                " Head {r},{c} is chosen: click a coin above and left of it to flip the rectangle from there to {r},{c}, or the head itself to flip it alone."
            ),
            None => " Click a head to see its flips.".to_string(),
        };
        let shown = preview
            .map(|mv| format!(" Shown: {}.", rectangle_words(whole, mv)))
            .unwrap_or_default();
        let caption = format!(
            "Rows from 0 at the top, columns from 0 at the left; the notes count both from 1.{help}{shown}"
        );
        ModuleView {
            blocks: vec![rug_figure(whole, preview, selected_head, caption)],
        }
    }

    fn explain(&self, whole: &Rug, selected: Option<usize>, _step: usize) -> ModuleView {
        ModuleView {
            blocks: vec![explain(whole, selected)],
        }
    }

    /// Not an editor of positions: the nim-multiplication table the
    /// Tartan theorem uses, its state the chosen entry `x,y`, with a form
    /// to multiply any two 64-bit numbers.
    fn editor(&self, _whole: &Rug, state: &EditorState) -> Option<ModuleView> {
        Some(mul_panel(state))
    }
}

/// The nim-multiplication panel for the chosen entry: a table cell's
/// (`x,y`) or the form's two fields (each a number, written with commas,
/// spaces or underscores between its digits if one likes), or nothing
/// chosen. The form, then the table with the entry worked out.
pub fn mul_panel(state: &EditorState) -> ModuleView {
    let read = |s: &str| s.trim().replace([',', '_', ' '], "").parse::<u64>().ok();
    let chosen = match state {
        EditorState::Named(cell) => cell
            .split_once(',')
            .and_then(|(x, y)| Some((read(x)?, read(y)?))),
        EditorState::Fields(values) => match values.as_slice() {
            [x, y] => read(x).zip(read(y)),
            _ => None,
        },
        EditorState::Start => None,
    };
    let value = |v: Option<u64>| v.map(|v| v.to_string()).unwrap_or_default();
    let field = |name: &str, v: Option<u64>| Field {
        label: format!("{name} "),
        name: name.to_string(),
        testid: Some(format!("nim-mul-{name}")),
        value: value(v),
    };
    // Enter in a field multiplies, as the button does.
    let mut blocks = vec![Block::Form(Form {
        class: "rugs-mul-form".to_string(),
        testid: Some("nim-mul-form".to_string()),
        between: " ⊗ ".to_string(),
        fields: vec![
            field("x", chosen.map(|(x, _)| x)),
            field("y", chosen.map(|(_, y)| y)),
        ],
        submit: Button::new("Multiply", "secondary", ViewAction::Submit).testid("nim-mul-go"),
    })];
    let asked = match state {
        EditorState::Named(cell) => cell.contains(','),
        EditorState::Fields(_) => true,
        EditorState::Start => false,
    };
    if asked && chosen.is_none() {
        blocks.push(Block::Status {
            class: "field-error".to_string(),
            role: Some("alert".to_string()),
            live: None,
            testid: None,
            text: "Type two whole numbers from 0 to 18446744073709551615.".to_string(),
        });
    }
    blocks.push(nim_mul_page(DEFAULT_SIZE, chosen));
    ModuleView { blocks }
}

fn explain(rug: &Rug, selected: Option<usize>) -> Block {
    // Rugs is Ruler × Ruler: each head's value by the Tartan theorem.
    let parts = Tartan::new(CoinRule::Ruler, CoinRule::Ruler).explain(rug);
    let total = rugs::value(rug);
    let told = html! {
        p {
            "Rugs is the Tartan game Ruler × Ruler: a rectangle is a run of rows ending at the \
             head's row times a run of columns ending at its column. By the Tartan theorem a lone \
             head in row x and column y, numbered from 1, has g(x, y) = g(x) ⊗ g(y), where g is \
             Ruler's value, the largest power of 2 dividing the number, and ⊗ is nim-multiplication."
        }
        @if parts.is_empty() {
            p { (NO_HEADS) }
        } @else {
            (tartan::head_table(
                &Tartan::new(CoinRule::Ruler, CoinRule::Ruler),
                &parts,
                total,
                selected,
                ["g", "g"],
            ))
        }
    };
    let mut body = vec![Block::markup(told.into_string())];
    body.extend(outcome(rug, &parts, total));
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
fn outcome(rug: &Rug, parts: &[ProductHead], total: Nimber) -> Vec<Block> {
    if parts.is_empty() {
        return Vec::new();
    }
    let values: Vec<Nimber> = parts.iter().take(LISTED).map(|p| p.value).collect();
    let none = |_: &Rug| Nimber::ZERO;
    let win = if total.is_zero() {
        None
    } else {
        Rugs.winning_move(rug, &none)
    };
    let mut blocks = vec![Block::markup(
        verdict(&values, parts.len() > values.len(), total).into_string(),
    )];
    if let Some(mv) = win {
        let text = Rugs.format_move(rug, &mv);
        let after = html! {
            " (" (rectangle_words(rug, &mv))
            "). Flipping a coin adds or removes its lone value; over a rectangle these sum, \
             by distributivity, to (" (run_text(mv.top, mv.bottom)) ") ⊗ ("
            (run_text(mv.left, mv.right)) ") = " (run_sum(mv.top, mv.bottom)) " ⊗ "
            (run_sum(mv.left, mv.right)) " = " (total) ", leaving 0."
        };
        blocks.push(winning_move(
            Button::new(
                format!("the rectangle {text}"),
                "coins-move",
                ViewAction::Play(text),
            ),
            after.into_string(),
        ));
    }
    blocks
}

#[cfg(test)]
mod tests;
