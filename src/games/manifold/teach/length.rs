//! How long the game can still last: Corollary 2.2's fewest and most moves
//! for the position on the table (worked out by the content module,
//! [`crate::content::length`]), and a step along the shortest or the
//! longest line.

use crate::content::Request;
use crate::lazy::lazy;
use crate::play::disclosure::disclosure;
use crate::state::play::PlayAction;
use crate::state::ui::Panel;
use crate::state::{PlayContext, UiContext};
use crate::text::with_separators;
use grundy::manifold::{length_bounds, longest_line_move, shortest_line_move};
use grundy::{Move, Position};
use yew::prelude::*;

/// The game-length panel.
pub fn length(state: &PlayContext, ui: &UiContext) -> Html {
    let table = state.table();
    let Some(position) = table.position().get::<Position>().cloned() else {
        return Html::default();
    };
    let bounds = length_bounds(&position);
    let blocked = table.session.is_over() || table.session.computer_to_move();
    let step = |next: fn(&Position) -> Option<Move>| {
        let d = state.dispatcher();
        let mv = next(&position);
        let disabled = blocked || mv.is_none();
        let onclick = move |_: MouseEvent| {
            if let Some(mv) = mv {
                d.dispatch(PlayAction::Play(crate::games::manifold::cut(mv)));
            }
        };
        (disabled, onclick)
    };
    let (short_disabled, short) = step(shortest_line_move);
    let (long_disabled, long) = step(longest_line_move);
    let request = Request::Length {
        position: position.clone(),
    };
    disclosure(
        ui,
        Panel::Length,
        ("teach panel length", "length-panel", None),
        format!(
            "Game length: {} to {} moves left",
            with_separators(bounds.fewest),
            with_separators(bounds.most)
        ),
        || {
            html! {
                <>
                    {lazy(&request)}
                    <div class="button-row">
                        <button type="button" class="secondary" data-testid="shortest-step" disabled={short_disabled}
                            onclick={short}>{"Play one step of the shortest line"}</button>
                        <button type="button" class="secondary" data-testid="longest-step" disabled={long_disabled}
                            onclick={long}>{"Play one step of the longest line"}</button>
                    </div>
                </>
            }
        },
    )
}
