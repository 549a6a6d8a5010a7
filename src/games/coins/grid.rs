//! A grid of coins, as Rugs and the other Tartan games draw it: row and
//! column numbers, each coin a head or a tail, a previewed move's coins
//! marked, and the coins a click can take with the chosen head.

use super::coin::{board, coin, first, keyed, num, Acting, Board, Coin, Flip};
use crate::display::raw;
use figures::coins::grid::{GridLayout, MARGIN, RADIUS};
use grundy::games::coins::rugs::Rug;
use maud::html as markup;
use std::collections::HashSet;
use yew::prelude::*;

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
    let l = GridLayout::new(f.rug);
    let (rows, columns, width, height) = (l.rows, l.columns, l.width, l.height);
    let centre = GridLayout::centre;
    let outline = f.outline.map(|(a, b)| GridLayout::outline(a, b));
    // The coins a click can take with the chosen head.
    let reach = f.selected.map(|(sr, sc)| GridLayout::reach(sr, sc));
    let empty = GridLayout::EMPTY_AT;
    let ground = markup! {
        @for c in 0..columns {
            @let (x, y) = GridLayout::column_label(c);
            text.coins-index x=(num(x)) y=(num(y)) { (c) }
        }
        @for r in 0..rows {
            @let (x, y) = GridLayout::row_label(r);
            text.coins-index x=(num(x)) y=(num(y)) { (r) }
        }
        @if rows == 0 {
            text.coins-index x=(num(empty.0)) y=(num(empty.1)) { "no coins" }
        }
        @if let Some([x, y, w, h]) = outline {
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
