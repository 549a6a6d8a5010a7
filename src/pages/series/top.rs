//! The page's heading and the form choosing the range shown, with its
//! help or its mistake.

use super::limits::{MAX_CELLS, MAX_N};
use super::state::{Field, Keep, Msg, STORE};
use crate::pages::store::{self, use_store};
use crate::state::ui::UiAction;
use crate::state::UiContext;
use crate::text::with_separators;
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// Sends `msg` to the page's state and hands what the address must keep
/// to the app.
pub fn send(ui: &UiContext, msg: Msg) {
    match store::update(&STORE, |s| s.update(msg)) {
        Some(Keep::Range(n)) => ui.dispatch(UiAction::SeriesTo(n)),
        Some(Keep::Bound(n)) => ui.dispatch(UiAction::Verify(n)),
        None => {}
    }
}

/// A callback sending what is typed in `field`.
pub fn typing(field: Field) -> Callback<InputEvent> {
    Callback::from(move |e: InputEvent| {
        let input: HtmlInputElement = e.target_unchecked_into();
        store::update(&STORE, |s| s.update(Msg::Type(field, input.value())));
    })
}

/// A callback sending `field`'s form with the text its field shows (what
/// is typed in it, or `sent`).
pub fn sending(ui: &UiContext, field: Field, sent: u64) -> Callback<SubmitEvent> {
    let ui = ui.clone();
    Callback::from(move |e: SubmitEvent| {
        e.prevent_default();
        let text = store::read(&STORE, |s| s.field(field, sent));
        send(&ui, Msg::Send(field, text));
    })
}

/// Properties of [`RangeForm`].
#[derive(Properties, PartialEq)]
pub struct RangeProps {
    /// The last genus shown, as the address holds it.
    pub n: u64,
}

/// The heading, the lead, and the range's form.
#[component]
pub fn RangeForm(props: &RangeProps) -> Html {
    let ui = use_context::<UiContext>().expect("RangeForm is inside the app context");
    use_store(&STORE);
    let n = props.n;
    let (field, problem) = store::read(&STORE, |s| {
        (
            s.field(Field::Range, n),
            s.problem(Field::Range).map(str::to_string),
        )
    });
    let shown = n.min(MAX_CELLS - 1);
    let help = match &problem {
        Some(msg) => html! { <span class="field-error inline" role="alert">{msg}</span> },
        None if n > shown => html! {
            {format!(
                "Periods found from all {} values; the first {} cells are drawn.",
                with_separators(u128::from(n) + 1),
                with_separators(u128::from(shown) + 1)
            )}
        },
        None => html! {
            {format!(
                "Up to {}; at most {} cells are drawn.",
                with_separators(u128::from(MAX_N)),
                MAX_CELLS
            )}
        },
    };
    let onsubmit = sending(&ui, Field::Range, n);
    html! {
        <>
            <h2 id="view-title">{"The G-series"}</h2>
            <p class="view-lede">
                {"The G-value of every surface, by genus, from the paper's closed forms: Theorem \
                  2.3 for the orientable surfaces o"}<var>{"g"}</var>{", Theorem 2.4 for the \
                  nonorientable n"}<var>{"g"}</var>{". Each series settles into a repeating \
                  block; the bracket under each block marks it. Choose a cell to play that \
                  surface."}
            </p>
            <form class="view-controls" data-testid="series-form" novalidate=true {onsubmit}>
                <label for="series-n">{"Show genus 0 to"}</label>
                <input id="series-n" class="num" type="text" inputmode="numeric"
                    data-testid="series-n" value={field}
                    aria-invalid={problem.is_some().then_some("true")}
                    aria-describedby="series-n-help" oninput={typing(Field::Range)} />
                <button type="submit" class="secondary" data-testid="series-show">{"Show"}</button>
                <span id="series-n-help" class="muted small">{help}</span>
            </form>
        </>
    }
}
