//! The value of the whole position as a nim-sum, worked out the way the
//! paper's introduction does it (the working is drawn by the content
//! module, [`crate::content::nim_sum`]), and the winning cut it gives.

use crate::content::Request;
use crate::lazy::lazy;
use crate::play::disclosure::disclosure;
use crate::state::play::PlayAction;
use crate::state::ui::Panel;
use crate::state::{PlayContext, UiContext};
use grundy::manifold::key_cut;
use grundy::manifold::view::describe_move;
use grundy::manifold::Position;
use grundy::Nimber;
use yew::prelude::*;

/// The nim-sum panel for the position on the table.
pub fn nim_sum(state: &PlayContext, ui: &UiContext) -> Html {
    let table = state.table();
    let Some(position) = table.position().get::<Position>().cloned() else {
        return Html::default();
    };
    let total: Nimber = position.values().iter().copied().sum();
    let request = Request::NimSum {
        position: position.clone(),
        selected: table.selected,
    };
    let key = key_cut(&position).and_then(|k| k.mv);
    let play = key.map(|mv| {
        let d = state.dispatcher();
        let disabled = table.session.computer_to_move();
        html! {
            <p class="nimsum-cut">
                {format!("The cut: {}. ", describe_move(&mv))}
                <button type="button" class="secondary" data-testid="nim-play" {disabled}
                    onclick={move |_| d.dispatch(PlayAction::Play(crate::games::manifold::cut(mv)))}>{"Play this cut"}</button>
            </p>
        }
    });
    disclosure(
        ui,
        Panel::NimSum,
        ("teach panel nimsum", "nim-sum", Some(total.to_string())),
        format!("Nim-sum of the position: {total}"),
        || {
            html! {
                <>
                    {lazy(&request)}
                    {play}
                </>
            }
        },
    )
}
