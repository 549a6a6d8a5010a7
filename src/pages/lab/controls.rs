//! The rule lab's controls: the rules as checkboxes with play links, and
//! the forms of the series, of misère play and of the catalogue. Each is
//! a component that reads the lab ([`read`]) and sends a [`LabMsg`]
//! ([`use_lab`]); its fields show the lab's text, so typing never redraws
//! them under the caret.

use super::state::{LabJob, LabMsg, CATALOGUE_WEIGHT};
use super::{read, use_lab};
use grundy::games::lab::{Rules, MISERE_REACH};
use grundy::manifold::CutKind;
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// The game spec of the rules, in normal or misère play.
fn spec(rules: Rules, misere: bool) -> String {
    let mut options = Vec::new();
    if rules != Rules::ALL {
        options.push(format!("rules={rules}"));
    }
    if misere {
        options.push("misere".to_string());
    }
    if options.is_empty() {
        "manifold".to_string()
    } else {
        format!("manifold:{}", options.join(","))
    }
}

/// A message carrying a field's text, for its `oninput`.
fn typed(send: &Callback<LabMsg>, msg: fn(String) -> LabMsg) -> Callback<InputEvent> {
    send.reform(move |e: InputEvent| msg(e.target_unchecked_into::<HtmlInputElement>().value()))
}

/// A form's `onsubmit`: the page stays, and `msg` is sent.
fn submitted(send: &Callback<LabMsg>, msg: LabMsg) -> Callback<SubmitEvent> {
    send.reform(move |e: SubmitEvent| {
        e.prevent_default();
        msg.clone()
    })
}

/// What is wrong with a field, said where it is.
fn problem(text: Option<String>, testid: &'static str) -> Html {
    match text {
        Some(text) => html! { <p class="field-error" role="alert" data-testid={testid}>{text}</p> },
        None => html! {},
    }
}

/// The allowed cuts as checkboxes, what is wrong with them, and links to
/// play the rules.
#[component]
pub fn RulesBoxes() -> Html {
    let send = use_lab();
    let (rules, error) = read(|lab| (lab.rules, lab.problem.clone()));
    let boxes = CutKind::ALL.into_iter().map(|kind| {
        let id = format!("lab-kind-{}", kind.letter());
        html! {
            <label class="lab-box" for={id.clone()}>
                <input type="checkbox" id={id.clone()} data-testid={id}
                    data-kind={kind.letter().to_string()} checked={rules.allows(kind)}
                    onchange={send.reform(move |_| LabMsg::Toggle(kind))} />
                <span class="kind-badge">{kind.to_string()}</span>
                {format!(" {}", kind.summary())}
            </label>
        }
    });
    html! {
        <>
            <fieldset class="lab-rules">
                <legend>{"Allowed cuts"}</legend>
                {for boxes}
            </fieldset>
            {problem(error, "lab-error")}
            <p class="lab-play">
                <a href={format!("#game={}&mode=computer", spec(rules, false))} data-testid="lab-play">
                    {"Play these rules against the computer"}
                </a>
                {" · "}
                <a href={format!("#game={}&mode=computer", spec(rules, true))} data-testid="lab-play-misere">
                    {"Play them in misère play"}
                </a>
            </p>
        </>
    }
}

/// The weight the series are computed to, with Compute and Cancel.
#[component]
pub fn WeightForm() -> Html {
    let send = use_lab();
    let (text, running) = read(|lab| (lab.weight_text.clone(), lab.series.running()));
    html! {
        <form class="view-controls" data-testid="lab-form" novalidate=true
            onsubmit={submitted(&send, LabMsg::Compute)}>
            <label for="lab-weight">{"Compute to weight"}</label>
            <input id="lab-weight" class="num" type="text" inputmode="numeric"
                data-testid="lab-weight" value={text} oninput={typed(&send, LabMsg::Weight)} />
            <button type="submit" data-testid="lab-compute" disabled={running}>{"Compute"}</button>
            <button type="button" class="secondary" data-testid="lab-cancel" disabled={!running}
                onclick={send.reform(|_| LabMsg::Cancel(LabJob::Series))}>{"Cancel"}</button>
            <span class="muted small">{"Weight w = 2 − χ: 2g for og, g for ng."}</span>
        </form>
    }
}

/// The misère section's heading, and the weight its genera are computed
/// to, with Compute and Cancel.
#[component]
pub fn MisereForm() -> Html {
    let send = use_lab();
    let (text, running, error) = read(|lab| {
        (
            lab.genus_text.clone(),
            lab.misere.running(),
            lab.misere_problem.clone(),
        )
    });
    html! {
        <>
            <h3 id="misere-title">{"Misère play"}</h3>
            <p class="muted">
                {format!(
                    "In misère play the player who makes the last cut loses, and sums are not \
                     nim-sums. The worker decides every position of weight up to {MISERE_REACH} \
                     and gives each surface its genus."
                )}
            </p>
            <form class="view-controls" data-testid="misere-form" novalidate=true
                onsubmit={submitted(&send, LabMsg::Misere)}>
                <label for="misere-genus">{"Genera to weight"}</label>
                <input id="misere-genus" class="num" type="text" inputmode="numeric"
                    data-testid="misere-genus" value={text} oninput={typed(&send, LabMsg::Genus)} />
                <button type="submit" data-testid="misere-start" disabled={running}>
                    {"Compute misère play"}
                </button>
                <button type="button" class="secondary" data-testid="misere-cancel" disabled={!running}
                    onclick={send.reform(|_| LabMsg::Cancel(LabJob::Misere))}>{"Cancel"}</button>
            </form>
            {problem(error, "misere-error")}
        </>
    }
}

/// The catalogue's heading, with Compute and Cancel.
#[component]
pub fn CatalogueForm() -> Html {
    let send = use_lab();
    let running = read(|lab| lab.catalogue.running());
    html! {
        <>
            <h3 id="catalogue-title">{"The catalogue of all 255 rule sets"}</h3>
            <p class="muted">
                {format!(
                    "Each rule set's series to weight {CATALOGUE_WEIGHT}, computed here in the \
                     background worker; a row opens its rules in the lab."
                )}
            </p>
            <p>
                <button type="button" data-testid="catalogue-start" disabled={running}
                    onclick={send.reform(|_| LabMsg::Catalogue)}>{"Compute the catalogue"}</button>
                {" "}
                <button type="button" class="secondary" data-testid="catalogue-cancel" disabled={!running}
                    onclick={send.reform(|_| LabMsg::Cancel(LabJob::Catalogue))}>{"Cancel"}</button>
            </p>
        </>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_paper_rules_play_as_the_paper_game() {
        assert_eq!(spec(Rules::ALL, false), "manifold");
        assert_eq!(spec(Rules::ALL, true), "manifold:misere");
    }

    #[test]
    fn other_rules_play_under_their_letters() {
        let rules = Rules::parse("cgh").expect("rules read");
        assert_eq!(spec(rules, false), "manifold:rules=cgh");
        assert_eq!(spec(rules, true), "manifold:rules=cgh,misere");
    }
}
