//! The editor panel of the grids: not an editor of positions but the
//! nim-multiplication table the Tartan theorem uses, an entry chosen in
//! it worked out, and a form multiplying any two 64-bit numbers. What is
//! typed and chosen is the panel's own state.

use super::mul::{nim_mul_page, DEFAULT_SIZE};
use std::rc::Rc;
use yew::prelude::*;

/// One of the form's two fields.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Factor {
    /// The first factor, `x`.
    X,
    /// The second, `y`.
    Y,
}

/// What a person does in the panel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MulMsg {
    /// Types in a field: its whole value now.
    Typed(Factor, String),
    /// Submits the form (its button, or Enter in a field).
    Multiply,
    /// Chooses the table's entry `x ⊗ y`.
    Choose(u64, u64),
}

/// The panel's state: the fields as typed, the entry worked out, and
/// whether the last multiplication asked for could not be read.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MulState {
    /// The first field as typed.
    pub x: String,
    /// The second field as typed.
    pub y: String,
    /// The entry worked out.
    pub chosen: Option<(u64, u64)>,
    /// True when the fields, submitted, were not two numbers.
    pub unread: bool,
}

/// A factor as typed: digits, with commas, spaces or underscores between
/// them if one likes.
fn read(text: &str) -> Option<u64> {
    text.trim().replace([',', '_', ' '], "").parse().ok()
}

impl MulState {
    /// The state after `msg`. A choice, or a submit that reads, writes
    /// the entry's factors plainly in the fields; a submit that does not
    /// read keeps the fields as typed and says so.
    pub fn after(&self, msg: MulMsg) -> MulState {
        let chose = |x: u64, y: u64| MulState {
            x: x.to_string(),
            y: y.to_string(),
            chosen: Some((x, y)),
            unread: false,
        };
        match msg {
            MulMsg::Typed(Factor::X, x) => MulState { x, ..self.clone() },
            MulMsg::Typed(Factor::Y, y) => MulState { y, ..self.clone() },
            MulMsg::Choose(x, y) => chose(x, y),
            MulMsg::Multiply => match read(&self.x).zip(read(&self.y)) {
                Some((x, y)) => chose(x, y),
                None => MulState {
                    chosen: None,
                    unread: true,
                    ..self.clone()
                },
            },
        }
    }
}

impl Reducible for MulState {
    type Action = MulMsg;

    fn reduce(self: Rc<Self>, msg: MulMsg) -> Rc<Self> {
        Rc::new(self.after(msg))
    }
}

/// The panel drawn in `state`, its controls sending to `send`.
pub fn mul_panel(state: &MulState, send: &Callback<MulMsg>) -> Html {
    let onsubmit = send.reform(|e: SubmitEvent| {
        e.prevent_default();
        MulMsg::Multiply
    });
    let field = |factor: Factor, name: &'static str, value: &str| {
        let oninput = send.reform(move |e: InputEvent| {
            let input: web_sys::HtmlInputElement = e.target_unchecked_into();
            MulMsg::Typed(factor, input.value())
        });
        html! {
            <label>
                {format!("{name} ")}
                <input {name} type="text" inputmode="numeric" autocomplete="off"
                    data-testid={format!("nim-mul-{name}")} value={value.to_string()} {oninput} />
            </label>
        }
    };
    let on_choose = send.reform(|(x, y)| MulMsg::Choose(x, y));
    html! {
        <>
            <form class="rugs-mul-form" data-testid="nim-mul-form" {onsubmit}>
                {field(Factor::X, "x", &state.x)}
                {" ⊗ "}
                {field(Factor::Y, "y", &state.y)}
                <button type="submit" class="secondary" data-testid="nim-mul-go">{"Multiply"}</button>
            </form>
            if state.unread {
                <p class="field-error" role="alert">
                    {"Type two whole numbers from 0 to 18446744073709551615."}
                </p>
            }
            {nim_mul_page(DEFAULT_SIZE, state.chosen, &on_choose)}
        </>
    }
}

/// The panel, its state kept while it is drawn for one position: the page
/// keys it by the position's notation, so another position starts
/// afresh.
#[component]
pub fn MulPanel() -> Html {
    // A reducer, not a plain state: two fields typed into before a redraw
    // both keep what was typed.
    let state = use_reducer(MulState::default);
    let send = {
        let state = state.dispatcher();
        Callback::from(move |msg| state.dispatch(msg))
    };
    mul_panel(&state, &send)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{attributes, render};

    fn typed(x: &str, y: &str) -> MulState {
        MulState::default()
            .after(MulMsg::Typed(Factor::X, x.into()))
            .after(MulMsg::Typed(Factor::Y, y.into()))
    }

    /// The fields' values as drawn.
    fn values(state: &MulState) -> Vec<String> {
        let markup = render(mul_panel(state, &Callback::noop()));
        attributes(&markup, "value")
    }

    #[test]
    fn the_multiplication_form_reads_each_field_alone_commas_and_all() {
        let read = typed("1,000", "3").after(MulMsg::Multiply);
        assert_eq!(read.chosen, Some((1000, 3)));
        assert_eq!(values(&read), ["1000", "3"]);
        let chosen = MulState::default().after(MulMsg::Choose(2, 3));
        assert_eq!(values(&chosen), ["2", "3"]);
        assert_eq!(values(&MulState::default()), ["", ""]);
        let wrong = render(mul_panel(
            &typed("x", "3").after(MulMsg::Multiply),
            &Callback::noop(),
        ));
        assert!(wrong.contains("Type two whole numbers"), "{wrong}");
    }

    #[test]
    fn a_field_that_does_not_read_keeps_what_was_typed() {
        let wrong = typed("12a", "3").after(MulMsg::Multiply);
        assert_eq!((wrong.x.as_str(), wrong.y.as_str()), ("12a", "3"));
        assert_eq!(wrong.chosen, None);
        // Read again once mended.
        let mended = wrong
            .after(MulMsg::Typed(Factor::X, "12".into()))
            .after(MulMsg::Multiply);
        assert_eq!((mended.chosen, mended.unread), (Some((12, 3)), false));
    }

    #[test]
    fn the_form_keeps_its_hooks_and_names() {
        let markup = render(mul_panel(&MulState::default(), &Callback::noop()));
        assert_eq!(
            attributes(&markup, "data-testid")[..4],
            ["nim-mul-form", "nim-mul-x", "nim-mul-y", "nim-mul-go"]
        );
        assert_eq!(attributes(&markup, "name"), ["x", "y"]);
        assert!(markup.contains("<button type=\"submit\""), "{markup}");
    }
}
