//! The score lines of bars and boxes: each drawn, and where it can break
//! the piece, a click on it picks that break.

use super::side::Side;
use yew::prelude::*;

/// Where a click on a score line goes: the side it crosses and where.
pub type Pick = Callback<(Side, u64)>;

/// A score line of a bar or a box, from (`x1`, `y1`) to (`x2`, `y2`) as
/// the SVG writes them. With `pick` it breaks the piece across `side` at
/// `at` (and the click goes no further); without, it is only drawn.
pub(crate) fn score_line(
    pick: Option<&Pick>,
    side: Side,
    at: u64,
    [x1, y1, x2, y2]: [String; 4],
) -> Html {
    let onclick = pick.map(|pick| {
        let pick = pick.clone();
        move |e: MouseEvent| {
            e.stop_propagation();
            pick.emit((side, at));
        }
    });
    let Some(cut) = pick.map(|_| format!("{}:{at}", side.key())) else {
        return html! { <line class="score" {x1} {y1} {x2} {y2} /> };
    };
    // The line as drawn, and over it an unseen line that takes the click:
    // on a touch screen it is a finger wide whatever the drawing's scale,
    // while the drawn line keeps its width.
    html! {
        <>
            <line class="score breakable" x1={x1.clone()} y1={y1.clone()} x2={x2.clone()} y2={y2.clone()} />
            <line class="breaks" {x1} {y1} {x2} {y2} data-cut={cut} {onclick} />
        </>
    }
}
