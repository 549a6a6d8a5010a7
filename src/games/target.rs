//! The clickable parts of a game's drawing: SVG elements that act as
//! buttons (`role="button"`, focusable, acting on a click, Enter and
//! Space), each sending its own typed message. A board keys each by the
//! move or component it acts on, so a part that goes away takes its
//! focus with it rather than handing the element to another move.

use yew::prelude::*;
use yew::virtual_dom::Key;

/// How a clickable part is named and marked.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Named {
    /// Its classes.
    pub class: Classes,
    /// Its name, read out.
    pub label: String,
    /// `aria-pressed`, for a part that toggles (a chosen component).
    pub pressed: Option<bool>,
    /// True when it does nothing now (not a person's turn).
    pub disabled: bool,
    /// The test id: what it does (`move 1-2`, `pick 2`).
    pub hook: Option<String>,
    /// A tooltip (an SVG `<title>`).
    pub tip: Option<String>,
}

impl Named {
    /// A part named `label` with classes `class`.
    pub fn new(class: impl Into<Classes>, label: impl Into<String>) -> Named {
        Named {
            class: class.into(),
            label: label.into(),
            ..Named::default()
        }
    }

    /// The same, with test id `hook`.
    pub fn hook(mut self, hook: impl Into<Option<String>>) -> Named {
        self.hook = hook.into();
        self
    }

    /// The same, pressed or not.
    pub fn pressed(mut self, on: bool) -> Named {
        self.pressed = Some(on);
        self
    }

    /// The same, doing nothing when `off`.
    pub fn disabled(mut self, off: bool) -> Named {
        self.disabled = off;
        self
    }

    /// The same, with a tooltip.
    pub fn tip(mut self, tip: impl Into<String>) -> Named {
        self.tip = Some(tip.into());
        self
    }
}

/// The SVG element of a clickable part.
#[derive(Clone, Debug, PartialEq)]
pub enum Shape {
    /// `<circle>`, centre and radius as written.
    Circle {
        /// Centre, x.
        cx: String,
        /// Centre, y.
        cy: String,
        /// Radius.
        r: String,
    },
    /// `<path>`.
    Path(String),
    /// `<g>` holding a drawing.
    Group(Html),
}

/// The handlers of a clickable part: `act` on a click, Enter or Space.
fn handlers(act: &Callback<()>) -> (Callback<MouseEvent>, Callback<KeyboardEvent>) {
    let click = act.reform(|_: MouseEvent| ());
    let act = act.clone();
    let key = Callback::from(move |e: KeyboardEvent| {
        if matches!(e.key().as_str(), "Enter" | " ") {
            e.prevent_default();
            act.emit(());
        }
    });
    (click, key)
}

/// A clickable part of a drawing, keyed by `key`, doing `act`.
pub fn target(key: impl Into<Key>, shape: Shape, named: Named, act: Callback<()>) -> Html {
    let (onclick, onkeydown) = handlers(&act);
    let Named {
        class,
        label,
        pressed,
        disabled,
        hook,
        tip,
    } = named;
    let pressed = pressed.map(|p| AttrValue::Static(if p { "true" } else { "false" }));
    let disabled = disabled.then_some("true");
    let title = tip.map(|t| html! { <title>{t}</title> });
    match shape {
        Shape::Circle { cx, cy, r } => html! {
            <circle key={key.into()} {class} {cx} {cy} {r} role="button"
                tabindex="0" aria-disabled={disabled} aria-label={label} aria-pressed={pressed}
                data-testid={hook} {onclick} {onkeydown}>
                {title}
            </circle>
        },
        Shape::Path(d) => html! {
            <path key={key.into()} {class} {d} role="button" tabindex="0" aria-disabled={disabled}
                aria-label={label} aria-pressed={pressed} data-testid={hook} {onclick} {onkeydown}>
                {title}
            </path>
        },
        Shape::Group(inner) => html! {
            <g key={key.into()} {class} role="button" tabindex="0" aria-disabled={disabled}
                aria-label={label} aria-pressed={pressed} data-testid={hook} {onclick} {onkeydown}>
                {title}
                {inner}
            </g>
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::render;

    #[test]
    fn a_target_is_a_focusable_button_named_and_hooked() {
        let html = target(
            "cut g-1",
            Shape::Path("M0 0L1 1".to_string()),
            Named::new("hb-hit", "Cut the edge g-1")
                .hook("move g-1".to_string())
                .tip("Cut the edge g-1"),
            Callback::noop(),
        );
        let markup = render(html);
        for needle in [
            "<path ",
            "role=\"button\"",
            "tabindex=\"0\"",
            "aria-label=\"Cut the edge g-1\"",
            "data-testid=\"move g-1\"",
            "<title>Cut the edge g-1</title>",
        ] {
            assert!(markup.contains(needle), "{needle} in {markup}");
        }
        assert!(!markup.contains("aria-pressed"));
    }

    #[test]
    fn a_pressed_group_says_so_and_holds_its_drawing() {
        let inner = html! { <rect width="4" height="4" /> };
        let markup = render(target(
            1,
            Shape::Group(inner),
            Named::new("hb-tag", "Select part 2").pressed(true),
            Callback::noop(),
        ));
        assert!(markup.starts_with("<g "), "{markup}");
        assert!(markup.contains("aria-pressed=\"true\""), "{markup}");
        assert!(markup.contains("<rect"), "{markup}");
    }
}
