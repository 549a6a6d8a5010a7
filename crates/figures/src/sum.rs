//! A sum of different games as one figure: each part a card with its name
//! and its value over the part's own drawing, the cards one under another,
//! as the page's board shows the sum. Parts are drawn while the figure
//! stays within a budget of marks; the rest are named with their values.

use crate::figure::Figure;
use crate::mark::{text_width, Font, Look, Mark};
use crate::text::{joined, with_separators};
use crate::theme::Colour;
use grundy::games::sum::SumPart;
use grundy::{Game, Nimber, Solver};

/// Marks drawn in a sum's figure before the parts after are only named.
pub const MARK_BUDGET: usize = 12_000;
/// Padding inside a card.
const PAD: f64 = 10.0;
/// A card's heading: its line and font size.
const HEAD: f64 = 30.0;
const HEAD_SIZE: f64 = 14.0;
/// Space between cards.
const GAP: f64 = 12.0;

/// The value of one part, by its game's closed forms where it has them.
pub fn part_value(p: &SumPart) -> Nimber {
    Solver::new(p.game.clone()).value(&p.position)
}

/// A part as the sum writes it: `turtles(THHTH)`.
pub fn part_text(p: &SumPart) -> String {
    format!("{}({})", p.game.spec(), p.game.format_position(&p.position))
}

/// The heading of part `i` (from 0): its number and its game's name.
pub fn part_name(i: usize, p: &SumPart) -> String {
    format!("{}. {}", i + 1, p.game.name())
}

/// Part `i` as a card with its name and value, `drawing` under them: the
/// card's marks from (0, 0), and its size.
fn card(i: usize, p: &SumPart, value: Nimber, drawing: Option<&Figure>) -> (Vec<Mark>, f64, f64) {
    let name = part_name(i, p);
    let chip = format!("G = {value}");
    // Bold words are wider than the rough measure says.
    let chip_w = text_width(&chip, 13.0) * 1.12 + 16.0;
    let head_w = text_width(&name, HEAD_SIZE) * 1.12 + 24.0 + chip_w;
    let (inner_w, inner_h) = drawing.map_or((0.0, 0.0), |f| (f.width, f.height));
    let w = head_w.max(inner_w) + 2.0 * PAD;
    let h = HEAD + inner_h + 2.0 * PAD;
    let mut marks = vec![
        Mark::rect(
            0.0,
            0.0,
            w,
            h,
            14.0,
            Look::outlined(Colour::Surface, Colour::Border, 1.0),
        ),
        Mark::text(
            PAD,
            PAD + HEAD_SIZE + 2.0,
            name,
            Look::text(Colour::Text, Font::Sans, HEAD_SIZE)
                .anchored("start")
                .bold(),
        ),
        Mark::rect(
            w - PAD - chip_w,
            PAD,
            chip_w,
            22.0,
            11.0,
            Look::fill(Colour::AccentSoft),
        ),
        Mark::text(
            w - PAD - chip_w / 2.0,
            PAD + 15.0,
            chip,
            Look::text(Colour::Accent, Font::Sans, 13.0).bold(),
        ),
    ];
    if let Some(f) = drawing {
        marks.push(f.placed(PAD, PAD + HEAD));
    }
    (marks, w, h)
}

/// The whole sum of `parts`, each drawn by `draw` (its game's figure).
pub fn sum_figure<E>(parts: &[SumPart], draw: &dyn Fn(&SumPart) -> Result<Figure, E>) -> Figure {
    let (mut marks, mut y, mut width, mut spent) = (Vec::new(), 0.0, 0.0f64, 0);
    let mut told = Vec::new();
    for (i, p) in parts.iter().enumerate() {
        let value = part_value(p);
        let drawing = if spent < MARK_BUDGET {
            draw(p).ok()
        } else {
            None
        };
        spent += drawing.as_ref().map_or(0, Figure::count);
        let (card, w, h) = card(i, p, value, drawing.as_ref());
        marks.push(Mark::moved(0.0, y, card));
        width = width.max(w);
        y += h + GAP;
        let drawn = if drawing.is_some() {
            ""
        } else {
            " (not drawn)"
        };
        told.push(format!(
            "part {}, {}: value {value}{drawn}",
            i + 1,
            p.game.name()
        ));
    }
    let total: Nimber = parts.iter().map(part_value).sum();
    Figure {
        width,
        height: (y - GAP).max(0.0),
        title: format!(
            "Sum of {} parts, value {total}: {}",
            with_separators(parts.len() as u128),
            joined(parts.iter().map(part_text), 8)
        ),
        desc: format!(
            "A sum of different games, value {total}; {}",
            told.join("; ")
        ),
        marks,
    }
}

/// Part `at` of a sum alone, as a card with its name and value.
pub fn part_figure<E>(
    parts: &[SumPart],
    at: usize,
    draw: &dyn Fn(&SumPart) -> Result<Figure, E>,
) -> Option<Figure> {
    let p = parts.get(at)?;
    let drawing = draw(p).ok();
    let value = part_value(p);
    let (marks, width, height) = card(at, p, value, drawing.as_ref());
    Some(Figure {
        width,
        height,
        title: format!("Part {} of a sum: {}", at + 1, part_text(p)),
        desc: format!(
            "Part {} of {}, {}: value {value}; {}",
            at + 1,
            parts.len(),
            p.game.name(),
            drawing.map_or_else(String::new, |f| f.desc)
        ),
        marks,
    })
}
