//! A grid of coins, as Rugs and the other Tartan games draw it: row and
//! column numbers, each coin a head or a tail, a previewed move's coins
//! marked, and the coins a click can take with the chosen head.

use super::coin::{board, coin, first, keyed, num, Acting, Board, Coin, Flip};
use super::tell::plural;
use crate::display::raw;
use grundy::games::coins::rugs::{heads, Rug};
use maud::html as markup;
use std::collections::HashSet;
use yew::prelude::*;

/// Distance between coin centres on the board, in SVG units.
const PITCH: f64 = 40.0;
/// A coin's radius on the board.
const RADIUS: f64 = 15.0;
/// Room for the row numbers at the left and the column numbers on top.
const MARGIN: f64 = 26.0;
/// Heads listed by name in a sum or an aria label before the rest is
/// counted.
pub(super) const LISTED: usize = 12;

/// What a grid of coins shows and lets a person do: Rugs and every other
/// Tartan game draw with it.
pub(super) struct GridFigure<'a> {
    pub rug: &'a Rug,
    /// Whether the previewed move flips coin `(r, c)`.
    pub flips: &'a dyn Fn(usize, usize) -> bool,
    /// A rectangle to outline, top-left and bottom-right (Rugs' moves).
    pub outline: Option<((usize, usize), (usize, usize))>,
    /// The selected head's row and column.
    pub selected: Option<(usize, usize)>,
    /// What a click on coin `(r, c)` (a head or not) does.
    pub act: &'a dyn Fn(usize, usize, bool) -> Option<Acting>,
    pub label: String,
}

/// The grid of coins with row and column numbers, captioned `caption`; a
/// previewed move's coins are marked (a rectangle also outlined).
pub(super) fn grid_figure(f: &GridFigure, caption: String) -> Html {
    let rows = f.rug.len();
    let columns = f.rug.first().map_or(0, Vec::len);
    let width = MARGIN + columns.max(1) as f64 * PITCH + 4.0;
    let height = MARGIN + rows.max(1) as f64 * PITCH + 4.0;
    let centre = |r: usize, c: usize| {
        (
            MARGIN + c as f64 * PITCH + PITCH / 2.0,
            MARGIN + r as f64 * PITCH + PITCH / 2.0,
        )
    };
    let outline = f.outline.map(|((top, left), (bottom, right))| {
        let (x0, y0) = centre(top, left);
        let (x1, y1) = centre(bottom, right);
        let pad = PITCH / 2.0 - 1.0;
        (x0 - pad, y0 - pad, x1 - x0 + 2.0 * pad, y1 - y0 + 2.0 * pad)
    });
    // The coins a click can take with the chosen head.
    let reach = f.selected.map(|(sr, sc)| {
        let pad = PITCH / 2.0 - 3.0;
        let (x1, y1) = centre(sr, sc);
        (x1 + pad - MARGIN - 3.0, y1 + pad - MARGIN - 3.0)
    });
    let ground = markup! {
        @for c in 0..columns {
            text.coins-index x=(num(centre(0, c).0)) y="16" { (c) }
        }
        @for r in 0..rows {
            text.coins-index x=(num(MARGIN / 2.0)) y=(num(centre(r, 0).1 + 4.0)) { (r) }
        }
        @if rows == 0 {
            text.coins-index x=(num(MARGIN + 30.0)) y=(num(MARGIN + 24.0)) { "no coins" }
        }
        @if let Some((x, y, w, h)) = outline {
            rect.rugs-flipped x=(num(x)) y=(num(y)) width=(num(w)) height=(num(h)) rx="6" {}
        }
        @if let Some((w, h)) = reach {
            rect.rugs-reach
                x=(num(MARGIN + 3.0))
                y=(num(MARGIN + 3.0))
                width=(num(w))
                height=(num(h))
                rx="6"
            {}
        }
    };
    let mut parts = vec![keyed("ground".to_string(), ground)];
    let mut acting = false;
    let mut seen = HashSet::new();
    for (r, line) in f.rug.iter().enumerate() {
        for (c, &head) in line.iter().enumerate() {
            let (x, y) = centre(r, c);
            let does = first(&mut seen, (f.act)(r, c, head));
            acting |= does.is_some();
            parts.push(coin(
                x,
                y,
                RADIUS,
                Coin {
                    place: format!("{r},{c}"),
                    head,
                    flip: (f.flips)(r, c).then(|| Flip::of(head)),
                    mark: false,
                    selected: f.selected == Some((r, c)),
                },
                does,
            ));
        }
    }
    board(
        Board {
            class: "coins-figure rugs-board",
            svg_class: "coins-svg rugs-board-svg",
            size: (num(width), num(height)),
            label: f.label.clone(),
            acting,
            caption,
        },
        parts,
    )
}

/// A grid of the game `name` in words: its size and where its heads are,
/// the first few by name.
pub(super) fn grid_label(name: &str, rug: &Rug) -> String {
    let hs = heads(rug);
    let columns = rug.first().map_or(0, Vec::len);
    let mut places: Vec<String> = hs
        .iter()
        .take(LISTED)
        .map(|(r, c)| format!("{r},{c}"))
        .collect();
    if hs.len() > LISTED {
        places.push(format!("and {} more", hs.len() - LISTED));
    }
    format!(
        "{name}: {} rows of {columns} coins, {} head{}{}",
        rug.len(),
        hs.len(),
        plural(hs.len() as u64),
        if hs.is_empty() {
            String::new()
        } else {
            format!(" at {}", places.join(", "))
        }
    )
}

/// What the explanation says when no coin shows heads.
pub(super) const NO_HEADS: &str = "No coin shows heads: no move is left, and the value is 0.";

/// The explanation of a grid (`whole`: "rug", "grid"): its heading and
/// the reduction every coin game shares, to a sum of lone heads, then
/// `body`, the game's own account.
pub(super) fn explanation(whole: &str, body: Html) -> Html {
    let lead = markup! {
        h3 { "One game per head" }
        p {
            "As in every coin-turning game, the " (whole) " is the sum of its heads, each \
             alone with tails above and to its left, and its value is the nim-sum of theirs."
        }
    };
    html! {
        <section class="coins-explain rugs-explain">
            {raw(lead)}
            {body}
        </section>
    }
}
