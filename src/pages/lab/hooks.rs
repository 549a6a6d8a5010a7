//! How the lab's controls read the lab and send it messages.

use super::state::{self, Lab, LabMsg, LAB};
use crate::pages::store::{self, use_store};
use crate::state::UiContext;
use yew::prelude::*;

/// Reads the lab.
pub fn read<R>(f: impl FnOnce(&Lab) -> R) -> R {
    store::read(&LAB, f)
}

/// The lab's messages, for a control: the component is drawn again
/// whenever the lab changes, and a message sent through the callback
/// changes the lab and does what it asks (new rules to the address, a job
/// to the worker).
#[hook]
pub fn use_lab() -> Callback<LabMsg> {
    use_store(&LAB);
    let ui = use_context::<UiContext>().map(|ui| ui.dispatcher());
    Callback::from(move |msg| {
        state::send(
            |action| {
                if let Some(ui) = &ui {
                    ui.dispatch(action);
                }
            },
            msg,
        )
    })
}
