//! The rule lab: choose any non-empty set of the cut kinds (a)-(h), see the
//! G-series of og and ng under it with what they prove, misère play of the
//! rules, and the catalogue of all 255 rule sets, all computed in the
//! background worker with progress and Cancel.
//!
//! The content module runs the page ([`crate::content::lab_page`]): its
//! state, its jobs and its markup. This component shows the markup and
//! hands over what a person does; the rules, which the address holds, come
//! back as an effect.

use super::listeners;
use crate::content::lab_page::LabPart;
use crate::content::pages::PageName;
use crate::content::Request;
use crate::lazy::lazy;
use crate::state::UiContext;
use yew::prelude::*;

/// The rule lab page.
#[component]
pub fn LabPage() -> Html {
    let ui = use_context::<UiContext>().expect("LabPage is inside the app context");
    let on = listeners(&ui, PageName::Lab);
    let rules = ui.lab_rules.bits();
    let part = |part: LabPart| lazy(&ui, &Request::Lab { rules, part });
    html! {
        <main class="page">
            <section class="view lab-view" aria-labelledby="view-title"
                onclick={on.click} onchange={on.change} oninput={on.input} onsubmit={on.submit}>
                {part(LabPart::Top)}
                {part(LabPart::Series)}
                <section class="panel" aria-labelledby="misere-title" data-testid="lab-misere">
                    {part(LabPart::MisereForm)}
                    {part(LabPart::Misere)}
                </section>
                <section class="panel" aria-labelledby="catalogue-title">
                    {part(LabPart::CatalogueForm)}
                    {part(LabPart::Catalogue)}
                </section>
            </section>
        </main>
    }
}
