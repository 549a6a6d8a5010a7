//! The display-only panels of [`crate::content`], drawn on first use: they
//! are a chunk of the page's own binary (`content`, see [`crate::split`]),
//! fetched the first time one is drawn; while it comes a panel says so,
//! and if it cannot come the panel says why and offers to try again.

use crate::content::Request;
use crate::split::{use_chunk, Chunk, Load, LoadError, Pending};
use yew::prelude::*;

/// What the content chunk hands the page: its drawing.
#[derive(Clone, Copy)]
struct Content {
    render: fn(&Request) -> maud::Markup,
}

#[cfg_attr(feature = "split", wasm_split_helpers::wasm_split(content, fallible))]
fn entry() -> Result<Content, LoadError> {
    Ok(Content {
        render: crate::content::render,
    })
}

thread_local! {
    static CHUNK: Chunk<Content> = const { Chunk::new(|| Box::pin(async { crate::enter!(entry) })) };
}

/// Properties of [`Panel`].
#[derive(Properties, PartialEq)]
struct PanelProps {
    request: Request,
}

/// A panel of the content: asks for its chunk the first time one is drawn
/// and draws the panel once it is here.
#[component]
fn Panel(props: &PanelProps) -> Html {
    match use_chunk(&CHUNK) {
        Load::Ready(content) => Html::from_html_unchecked(AttrValue::from(
            (content.render)(&props.request).into_string(),
        )),
        _ => html! { <Pending<Content> chunk={&CHUNK} /> },
    }
}

/// A panel drawn by the content (see `Panel`).
pub fn lazy(request: &Request) -> Html {
    html! { <Panel request={request.clone()} /> }
}
