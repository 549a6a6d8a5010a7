//! The Share panel: the link to exactly this view, and the code that
//! embeds it in another page (an iframe of a chosen size, theme and
//! compactness, with the script that lets it grow to fit), each copied
//! with one click, and a live preview of the embed. Where the browser will
//! not copy (an iframe without permission, an insecure page), the text is
//! selected for the person to copy, with the reason.

pub mod embed;

use super::clipboard;
use crate::pages::store::{self, use_store, Store};
use crate::route::Theme;
use embed::{Copyable, Note, ShareMsg, ShareState};
use yew::prelude::*;

thread_local! {
    /// The embed's choices, kept for the visit.
    static STORE: Store<ShareState> = Store::new(ShareState::default());
}

/// Properties of [`Share`].
#[derive(Properties, Clone, PartialEq)]
pub struct ShareProps {
    /// The address of the view.
    pub address: AttrValue,
    /// The game played there, by name.
    pub title: AttrValue,
}

/// The address the browser shows now: the view a copy is of.
fn current_address() -> String {
    web_sys::window()
        .and_then(|w| w.location().href().ok())
        .unwrap_or_default()
}

/// Copies `which` for the view where `title` is played, and notes how it
/// went.
fn copy(which: Copyable, title: AttrValue) {
    let address = current_address();
    let text = match which {
        Copyable::Link => address,
        Copyable::Embed => store::read(&STORE, |s| s.embed_code(&address, &title)),
    };
    wasm_bindgen_futures::spawn_local(async move {
        let outcome = clipboard::write(&text).await;
        store::update(&STORE, |s| s.copied(which, outcome));
    });
}

/// A number typed in `field` sent as a message made by `msg`; the field
/// then shows the number kept (within its bounds, or the one before when
/// what was typed is not a number).
fn number(
    act: &Callback<ShareMsg>,
    msg: fn(u32) -> ShareMsg,
    kept: fn(&ShareState) -> u32,
) -> Callback<Event> {
    let act = act.clone();
    Callback::from(move |e: Event| {
        let field = e.target_unchecked_into::<web_sys::HtmlInputElement>();
        if let Ok(n) = field.value().trim().parse::<u32>() {
            act.emit(msg(n));
        }
        field.set_value(&store::read(&STORE, kept).to_string());
    })
}

/// The sentence saying how the last copy went.
fn note(note: &Note) -> Html {
    let text = match note {
        Note::Refused(which, reason) => format!(
            "The browser would not copy the {} ({reason}); it is selected above: \
             copy it with Ctrl+C or ⌘C.",
            which.name()
        ),
        Note::Copied(Copyable::Link) => "The link is copied.".to_string(),
        Note::Copied(Copyable::Embed) => "The embed code is copied.".to_string(),
    };
    html! { <p class="small" role="status" data-testid="share-note">{text}</p> }
}

/// The Share panel for the view at `address`, where `title` is played.
#[component]
pub fn Share(props: &ShareProps) -> Html {
    use_store(&STORE);
    let s = store::read(&STORE, ShareState::clone);
    let link = use_node_ref();
    let code_field = use_node_ref();
    let act = {
        let title = props.title.clone();
        Callback::from(move |msg: ShareMsg| match msg {
            ShareMsg::Copy(which) => copy(which, title.clone()),
            other => store::update(&STORE, |s| s.update(other)),
        })
    };
    // Once the browser has refused, the text is selected for a copy by
    // hand; a refusal noted before the panel was opened moves no focus.
    let refused = match &s.note {
        Some(Note::Refused(which, _)) => Some(*which),
        _ => None,
    };
    let seen = use_mut_ref(|| s.attempts);
    {
        let (link, code_field) = (link.clone(), code_field.clone());
        use_effect_with((s.attempts, refused), move |(attempts, refused)| {
            if *seen.borrow() != *attempts {
                *seen.borrow_mut() = *attempts;
                match refused {
                    Some(Copyable::Link) => clipboard::select(&link),
                    Some(Copyable::Embed) => clipboard::select(&code_field),
                    None => {}
                }
            }
        });
    }
    let on_width = number(&act, ShareMsg::Width, |s| s.width);
    let on_height = number(&act, ShareMsg::Height, |s| s.height);
    let on_theme = act.reform(|e: Event| {
        let value = e
            .target_unchecked_into::<web_sys::HtmlSelectElement>()
            .value();
        ShareMsg::Theme(
            Theme::ALL
                .into_iter()
                .find(|t| t.key() == value)
                .unwrap_or_default(),
        )
    });
    let on_compact = act.reform(|e: Event| {
        ShareMsg::Compact(
            e.target_unchecked_into::<web_sys::HtmlInputElement>()
                .checked(),
        )
    });
    let on_copy_link = act.reform(|_: MouseEvent| ShareMsg::Copy(Copyable::Link));
    let on_copy_embed = act.reform(|_: MouseEvent| ShareMsg::Copy(Copyable::Embed));
    let code = s.embed_code(&props.address, &props.title);
    let (width, height) = (s.width.to_string(), s.height.to_string());
    html! {
        <section class="panel share-panel" aria-labelledby="share-title" data-testid="share-panel">
            <h2 id="share-title">{"Share this view"}</h2>
            <label for="share-link-text">{"Link to exactly this view"}</label>
            <div class="input-row">
                <input id="share-link-text" data-testid="share-link-text" readonly=true
                    value={props.address.clone()} ref={link} />
                <button type="button" data-testid="share-copy-link" onclick={on_copy_link}>{"Copy link"}</button>
            </div>
            <h3>{"Embed in a page"}</h3>
            <div class="share-choices">
                <label for="share-width">{"Width"}</label>
                <input id="share-width" data-testid="share-width" class="num" type="number"
                    min={embed::WIDTHS.0.to_string()} max={embed::WIDTHS.1.to_string()}
                    value={width.clone()} onchange={on_width} />
                <label for="share-height">{"Height"}</label>
                <input id="share-height" data-testid="share-height" class="num" type="number"
                    min={embed::HEIGHTS.0.to_string()} max={embed::HEIGHTS.1.to_string()}
                    value={height.clone()} onchange={on_height} />
                <label for="share-theme">{"Theme"}</label>
                <select id="share-theme" data-testid="share-theme" onchange={on_theme}>
                    { for Theme::ALL.into_iter().map(|t| html! {
                        <option value={t.key()} selected={s.theme == t}>{t.key()}</option>
                    }) }
                </select>
                <label>
                    <input type="checkbox" data-testid="share-compact" checked={s.compact}
                        onchange={on_compact} />
                    {" compact (the game alone, no page around it)"}
                </label>
            </div>
            <textarea id="share-embed-text" data-testid="share-embed-text" readonly=true rows="7"
                aria-label="The embed code" value={code} ref={code_field} />
            <p>
                <button type="button" data-testid="share-copy-embed" onclick={on_copy_embed}>{"Copy embed code"}</button>
            </p>
            if let Some(n) = &s.note {
                {note(n)}
            }
            // The preview at the chosen size, scaled down to fit the panel.
            <h3>{"Preview"}</h3>
            <div class="share-preview">
                <iframe src={s.embed_address(&props.address)} title="Preview of the embed"
                    data-testid="share-preview" width={width} height={height}></iframe>
            </div>
        </section>
    }
}
