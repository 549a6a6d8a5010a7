//! A game's board, explanation or editor drawn by the page from the
//! module's typed view ([`ModuleView`]): every button, field and form, and
//! every clickable part of a figure, is an element of the page's own whose
//! handler sends a typed [`ViewMsg`]. Only display-only markup (a figure's
//! drawing, a worked-out paragraph) is the module's text. A form's fields
//! are the page's controlled inputs: their values are held here as typed,
//! and handed over on submit. An element that acts carries, for tests, a
//! test id saying what it does ([`ViewAction::hook`]) unless the module
//! gave it one.

use crate::engines::protocol::{
    Block, Button, EditorState, Figure, Form, GroupTag, ModuleView, Part, Shape, Table, Target,
    ViewAction,
};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// What a click on a view asks of the page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ViewMsg {
    /// Redraw the editor in this state.
    State(EditorState),
    /// Start a new game from this position.
    Edit(String),
    /// Play this move (as the game writes moves).
    Play(String),
    /// List the moves of this component.
    Select(usize),
    /// List the moves of the sum's component `.0`, with its own component
    /// `.1` chosen inside it.
    SelectWithin(usize, usize),
    /// Show this step of the walkthrough.
    Step(usize),
}

/// A view, and where its messages go.
#[derive(Properties, PartialEq)]
pub struct BlocksProps {
    /// The view, as the module lays it out.
    pub view: Rc<ModuleView>,
    /// Hears every click, press and submit.
    pub onmsg: Callback<ViewMsg>,
}

/// The form's fields: their values when the module drew them, and as
/// typed since.
#[derive(Default)]
struct Fields {
    drawn: Vec<String>,
    typed: Vec<String>,
}

/// What the blocks' drawing needs: the messages' sink and the fields.
#[derive(Clone)]
struct Ctx {
    send: Callback<ViewAction>,
    typed: Vec<String>,
    input: Callback<(usize, String)>,
}

/// The view: its blocks as the page's elements.
#[function_component(Blocks)]
pub fn blocks(props: &BlocksProps) -> Html {
    let drawn: Vec<String> = props
        .view
        .form()
        .map(|f| f.fields.iter().map(|f| f.value.clone()).collect())
        .unwrap_or_default();
    let fields = use_mut_ref(Fields::default);
    // A new drawing of the form (another position, a submitted state)
    // starts its fields again from the module's values.
    if fields.borrow().drawn != drawn {
        *fields.borrow_mut() = Fields {
            typed: drawn.clone(),
            drawn,
        };
    }
    let redraw = use_force_update();
    let input = {
        let fields = fields.clone();
        Callback::from(move |(i, value): (usize, String)| {
            if let Some(v) = fields.borrow_mut().typed.get_mut(i) {
                *v = value;
            }
            redraw.force_update();
        })
    };
    let send = {
        let (fields, onmsg) = (fields.clone(), props.onmsg.clone());
        Callback::from(move |action: ViewAction| onmsg.emit(message(action, &fields)))
    };
    let ctx = Ctx {
        send,
        typed: fields.borrow().typed.clone(),
        input,
    };
    props
        .view
        .blocks
        .iter()
        .map(|b| block(&ctx, b))
        .collect::<Html>()
}

/// The message `action` sends, the form's fields as typed for a submit.
fn message(action: ViewAction, fields: &Rc<RefCell<Fields>>) -> ViewMsg {
    match action {
        ViewAction::State(s) => ViewMsg::State(EditorState::Named(s)),
        ViewAction::Edit(p) => ViewMsg::Edit(p),
        ViewAction::Play(m) => ViewMsg::Play(m),
        ViewAction::Select(i) => ViewMsg::Select(i),
        ViewAction::SelectWithin(c, k) => ViewMsg::SelectWithin(c, k),
        ViewAction::Step(n) => ViewMsg::Step(n),
        ViewAction::Submit => ViewMsg::State(EditorState::Fields(fields.borrow().typed.clone())),
    }
}

fn raw(markup: &str) -> Html {
    Html::from_html_unchecked(AttrValue::from(markup.to_string()))
}

fn block(ctx: &Ctx, b: &Block) -> Html {
    match b {
        Block::Group {
            tag,
            class,
            labelled_by,
            label,
            id,
            testid,
            value,
            blocks,
        } => {
            let inner = blocks.iter().map(|b| block(ctx, b)).collect::<Html>();
            let name = match tag {
                GroupTag::Section => "section",
                GroupTag::Div => "div",
                GroupTag::Figure => "figure",
                GroupTag::Ul => "ul",
                GroupTag::Ol => "ol",
                GroupTag::Li => "li",
                GroupTag::P => "p",
                GroupTag::Span => "span",
                GroupTag::H2 => "h2",
                GroupTag::H3 => "h3",
                GroupTag::Nav => "nav",
            };
            html! {
                <@{name} class={some(class)} id={id.clone()}
                    aria-labelledby={labelled_by.clone()} aria-label={label.clone()}
                    data-testid={testid.clone()} data-value={value.map(|v| v.to_string())}>
                    {inner}
                </@>
            }
        }
        Block::Heading { id, text } => html! { <h3 id={id.clone()}>{text.clone()}</h3> },
        Block::Status {
            class,
            role,
            live,
            testid,
            text,
        } => html! {
            <p class={class.clone()} role={role.clone()} aria-live={live.clone()}
                data-testid={testid.clone()}>{text.clone()}</p>
        },
        Block::Markup(m) => raw(m),
        Block::Figure(f) => figure(ctx, f),
        Block::Buttons {
            class,
            role,
            label,
            buttons,
        } => html! {
            <div class={class.clone()} role={role.clone()} aria-label={label.clone()}>
                { for buttons.iter().map(|b| button(ctx, b)) }
            </div>
        },
        Block::Button(b) => button(ctx, b),
        Block::List {
            class,
            label,
            items,
        } => html! {
            <ul class={class.clone()} aria-label={label.clone()}>
                { for items.iter().map(|i| html! {
                    <li>
                        <span class={i.text_class.clone()}>{i.text.clone()}</span>
                        { for i.buttons.iter().map(|b| button(ctx, b)) }
                    </li>
                }) }
            </ul>
        },
        Block::Table(t) => table(ctx, t),
        Block::Form(f) => form(ctx, f),
    }
}

fn some(text: &str) -> Option<AttrValue> {
    (!text.is_empty()).then(|| AttrValue::from(text.to_string()))
}

fn flag(on: bool) -> AttrValue {
    AttrValue::Static(if on { "true" } else { "false" })
}

/// A button of the editor; a form's submit button when `submit`.
fn button_of(ctx: &Ctx, b: &Button, submit: bool) -> Html {
    let onclick = match (&b.action, submit) {
        (Some(a), false) => {
            let (send, a) = (ctx.send.clone(), a.clone());
            Some(Callback::from(move |_: MouseEvent| send.emit(a.clone())))
        }
        _ => None,
    };
    html! {
        <button type={if submit { "submit" } else { "button" }} class={some(&b.class)}
            aria-label={b.label.clone()} aria-pressed={b.pressed.map(flag)}
            aria-current={b.current.then_some("true")} disabled={b.disabled}
            data-testid={hook(b)} {onclick}>
            {b.text.clone()}
        </button>
    }
}

/// The test id of a button: its own, or what it does.
fn hook(b: &Button) -> Option<String> {
    b.testid
        .clone()
        .or_else(|| b.action.as_ref().map(ViewAction::hook))
}

fn button(ctx: &Ctx, b: &Button) -> Html {
    button_of(ctx, b, false)
}

fn table(ctx: &Ctx, t: &Table) -> Html {
    html! {
        <table class={t.class.clone()}>
            <caption>{t.caption.clone()}</caption>
            if !t.head.is_empty() {
                <thead><tr>{ for t.head.iter().map(|h| html! { <th scope="col">{h.clone()}</th> }) }</tr></thead>
            }
            <tbody>
                { for t.rows.iter().map(|r| html! {
                    <tr>
                        <th scope="row">{r.header.clone()}</th>
                        { for r.cells.iter().map(|c| html! {
                            <td class={c.class.clone()}>
                                {c.text.clone()}
                                { for c.buttons.iter().map(|b| button(ctx, b)) }
                            </td>
                        }) }
                    </tr>
                }) }
            </tbody>
        </table>
    }
}

/// The form: its fields the page's controlled inputs; Enter in a field
/// submits it, as its button does.
fn form(ctx: &Ctx, f: &Form) -> Html {
    let onsubmit = {
        let send = ctx.send.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            send.emit(ViewAction::Submit);
        })
    };
    let fields = f.fields.iter().enumerate().map(|(i, field)| {
        let input = ctx.input.clone();
        let oninput = Callback::from(move |e: InputEvent| {
            if let Some(el) = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
            {
                input.emit((i, el.value()));
            }
        });
        let value = ctx.typed.get(i).cloned().unwrap_or_default();
        html! {
            <>
                if i > 0 && !f.between.is_empty() { {f.between.clone()} }
                <label>
                    {field.label.clone()}
                    <input name={field.name.clone()} type="text" inputmode="numeric"
                        autocomplete="off" data-testid={field.testid.clone()} {value} {oninput} />
                </label>
            </>
        }
    });
    html! {
        <form class={f.class.clone()} data-testid={f.testid.clone()} {onsubmit}>
            { for fields }
            {button_of(ctx, &f.submit, true)}
        </form>
    }
}

/// A figure: the module's drawing, its clickable parts the page's own
/// elements, focusable and acting on Enter and Space as on a click.
fn figure(ctx: &Ctx, f: &Figure) -> Html {
    let s = &f.svg;
    html! {
        <figure class={f.class.clone()}>
            <svg class={s.class.clone()} viewBox={s.view_box.clone()}
                width={s.size.as_ref().map_or_else(|| "100%".to_string(), |w| w.0.clone())}
                height={s.size.as_ref().map(|h| h.1.clone())}
                preserveAspectRatio={s.aspect.clone()} role={s.role.clone()}
                aria-label={s.label.clone()}>
                { for f.parts.iter().map(|p| part(ctx, p)) }
            </svg>
            if let Some((class, text)) = &f.caption {
                <figcaption class={class.clone()}>{text.clone()}</figcaption>
            }
        </figure>
    }
}

fn part(ctx: &Ctx, p: &Part) -> Html {
    match p {
        Part::Markup(m) => raw(m),
        Part::Target(t) => target(ctx, t),
        Part::Group {
            class,
            transform,
            parts,
        } => html! {
            <g class={some(class)} transform={transform.clone()}>
                { for parts.iter().map(|p| part(ctx, p)) }
            </g>
        },
    }
}

fn target(ctx: &Ctx, t: &Target) -> Html {
    let b = &t.button;
    let act = b.action.clone().map(|a| {
        let send = ctx.send.clone();
        move || send.emit(a.clone())
    });
    let onclick = act
        .clone()
        .map(|act| Callback::from(move |_: MouseEvent| act()));
    let onkeydown = act.map(|act| {
        Callback::from(move |e: KeyboardEvent| {
            if matches!(e.key().as_str(), "Enter" | " ") {
                e.prevent_default();
                act();
            }
        })
    });
    let class = some(&b.class);
    let label = b.label.clone();
    let pressed = b.pressed.map(flag);
    let disabled = b.disabled.then_some("true");
    let testid = hook(b);
    // A shape's words are its tooltip.
    let title = (!b.text.is_empty() && !matches!(t.shape, Shape::Group))
        .then(|| html! { <title>{b.text.clone()}</title> });
    match &t.shape {
        Shape::Circle { cx, cy, r } => html! {
            <circle {class} cx={cx.clone()} cy={cy.clone()} r={r.clone()} role="button"
                tabindex="0" aria-disabled={disabled} aria-label={label}
                aria-pressed={pressed} data-testid={testid} {onclick} {onkeydown}>
                {title}
            </circle>
        },
        Shape::Path { d } => html! {
            <path {class} d={d.clone()} role="button" tabindex="0" aria-disabled={disabled}
                aria-label={label} aria-pressed={pressed} data-testid={testid} {onclick} {onkeydown}>
                {title}
            </path>
        },
        Shape::Group => html! {
            <g {class} role="button" tabindex="0" aria-disabled={disabled} aria-label={label}
                aria-pressed={pressed} data-testid={testid} {onclick} {onkeydown}>
                {raw(&t.inner)}
            </g>
        },
    }
}
