//! The rule lab: choose any non-empty set of the cut kinds (a)-(h), see the
//! G-series of og and ng under it with what they prove, misère play of the
//! rules, and the catalogue of all 255 rule sets, computed in the
//! background worker with progress and Cancel (a series to weight 1,000 or
//! less, a moment's work, on the page at once). Loaded on first use (chunk
//! `lab`): only [`LabPage`] is in the first load.
//!
//! How it is built:
//! - [`state`]: the lab's state ([`state::Lab`]) in a store for the visit
//!   ([`state::LAB`]), so leaving the lab and coming back finds it as it
//!   was and its jobs run on meanwhile; every change is a message
//!   ([`LabMsg`]) handled by `Lab::update`, which says what else must
//!   happen (new rules for the address, a job for the worker).
//! - [`controls`]: the checkboxes, play links and forms, each a component.
//! - [`series`], [`misere`], [`catalogue`]: the results (data) drawn,
//!   each with its progress and Cancel.
//!
//! The rules live in the address (`Ui::lab_rules`): a toggle sends them
//! there, and whatever rules the address holds reach the lab as
//! [`LabMsg::Address`].
//!
//! To add a control, write a component that reads the lab with [`read`]
//! and sends a message with the callback [`use_lab`] gives, add the
//! message's variant to [`LabMsg`] with what it does in `Lab::update`,
//! and place the component in the page's body below. Nothing else: the
//! component is drawn again whenever the lab changes, its fields show the
//! lab's text (so typing keeps the caret where it is), and an address
//! change or a job the message asks for is carried out by [`use_lab`]'s
//! callback.
//!
//! ```ignore
//! #[component]
//! fn Reset() -> Html {
//!     let send = use_lab();
//!     let busy = read(|lab| lab.series.running());
//!     html! { <button disabled={busy} onclick={send.reform(|_| LabMsg::Reset)}>{"Reset"}</button> }
//! }
//! ```

pub mod catalogue;
pub mod controls;
mod hooks;
pub mod misere;
pub mod series;
pub mod state;

use super::store::Status;
use crate::split::{use_chunk, Chunk, Load, LoadError, Pending};
use crate::state::UiContext;
use crate::text::with_separators;
use crate::worker::tables::TableOf;
use catalogue::CatalogueResult;
use controls::{CatalogueForm, MisereForm, RulesBoxes, WeightForm};
pub use hooks::{read, use_lab};
use misere::MisereResult;
use series::SeriesResult;
pub use state::LabMsg;
use yew::prelude::*;

/// The series' progress and result, for the rules shown.
#[component]
fn SeriesPanel() -> Html {
    use_lab();
    let (run, failure, result) = read(|lab| {
        let bits = lab.rules.bits();
        let result = lab.series.result(|k| k.0 == bits).cloned();
        (lab.series.run(), lab.series.failure().to_string(), result)
    });
    html! {
        <>
            <Status {run} failure={failure} testid="lab-progress" label="Progress of the series" />
            if let Some(series) = result {
                <crate::pages::files::SeriesFiles of={TableOf::Lab { rules: series.rules.bits(), to: series.to }}
                    what={format!("Download G(og) and G(ng) to weight {}, every value computed:", with_separators(u128::from(series.to)))}
                    testid="lab-export" />
                <SeriesResult {series} />
            }
        </>
    }
}

/// Misère play's progress and result, for the rules shown.
#[component]
fn MiserePanel() -> Html {
    use_lab();
    let (run, failure, result) = read(|lab| {
        let bits = lab.rules.bits();
        let result = lab.misere.result(|k| k.0 == bits).cloned();
        (lab.misere.run(), lab.misere.failure().to_string(), result)
    });
    html! {
        <>
            <Status {run} failure={failure} testid="misere-progress" label="Progress of misère play" />
            if let Some(play) = result { <MisereResult {play} /> }
        </>
    }
}

/// The catalogue's progress and table.
#[component]
fn CataloguePanel() -> Html {
    use_lab();
    let (run, failure, result) = read(|lab| {
        let result = lab.catalogue.result(|_| true).cloned();
        (
            lab.catalogue.run(),
            lab.catalogue.failure().to_string(),
            result,
        )
    });
    html! {
        <>
            <Status {run} failure={failure} testid="catalogue-progress" label="Progress of the catalogue" />
            if let Some(catalogue) = result { <CatalogueResult {catalogue} /> }
        </>
    }
}

/// The lab's body: its heading, controls and results; the rules the
/// address holds are handed to the lab as they come.
#[component]
fn LabBody() -> Html {
    let send = use_lab();
    let rules = use_context::<UiContext>().map_or_else(|| read(|lab| lab.rules), |ui| ui.lab_rules);
    use_effect_with(rules, move |rules| send.emit(LabMsg::Address(*rules)));
    html! {
        <section class="view lab-view" aria-labelledby="view-title">
            <h2 id="view-title">{"The rule lab"}</h2>
            <p class="view-lede">
                {"Change the rules of the surface game: allow any of the cuts (a)–(h) of Theorem 2.1 \
                  and see the G-series of og and ng under them, with how much is known about their \
                  repetition. \"Proved\" means a periodicity theorem covers a window of the computed \
                  values; \"observed\" means the pattern holds as far as it was computed and no more \
                  is claimed."}
            </p>
            <RulesBoxes />
            <WeightForm />
            <SeriesPanel />
            <section class="panel" aria-labelledby="misere-title" data-testid="lab-misere">
                <MisereForm />
                <MiserePanel />
            </section>
            <section class="panel" aria-labelledby="catalogue-title">
                <CatalogueForm />
                <CataloguePanel />
            </section>
        </section>
    }
}

/// The lab's view, in its chunk.
fn view() -> Html {
    html! { <LabBody /> }
}

/// What the chunk hands the page.
type View = fn() -> Html;

#[cfg_attr(feature = "split", wasm_split_helpers::wasm_split(lab, fallible))]
fn entry() -> Result<View, LoadError> {
    Ok(view)
}

thread_local! {
    static CHUNK: Chunk<View> = const { Chunk::new(|| Box::pin(async { crate::enter!(entry) })) };
}

/// The rule lab page.
#[component]
pub fn LabPage() -> Html {
    let body = match use_chunk(&CHUNK) {
        Load::Ready(view) => view(),
        _ => html! { <Pending<View> chunk={&CHUNK} /> },
    };
    html! { <main class="page">{body}</main> }
}
