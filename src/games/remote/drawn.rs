//! A game's board, explanation and editor on the play page. The page holds
//! only [`Drawn`]: the request for the view, its answer ([`ViewResponse`])
//! and the drawing of its blocks ([`super::blocks`]) are in a chunk of
//! their own (`views`), fetched as soon as a game played from text is
//! asked for, beside its module, so the page's first load carries none of
//! them.

use super::blocks::{Blocks, ViewMsg};
use super::call::ask_as;
use crate::engines::protocol::{EngineRequest, ViewResponse};
use crate::split::{request, use_chunk, use_chunk_state, Chunk, Load, LoadError, Pending};
use std::rc::Rc;
use yew::prelude::*;

/// Properties of [`Drawn`]: the view asked for, and where its messages
/// go.
#[derive(Properties, Clone, PartialEq)]
pub struct DrawnProps {
    /// A request for a board, an explanation or an editor.
    pub request: EngineRequest,
    /// Hears every click, press and submit of the view.
    pub onmsg: Callback<ViewMsg>,
}

/// What the chunk hands the page: the view's drawing.
type Draw = fn(DrawnProps) -> Html;

/// The view asked of the game's module; nothing without an answer, or for
/// a game without an editor.
fn draw(props: DrawnProps) -> Html {
    let view = match ask_as::<ViewResponse>(&props.request) {
        Ok(ViewResponse::Board(v) | ViewResponse::Explain(v)) => v,
        Ok(ViewResponse::Editor(Some(v))) => {
            return html! {
                <section class="panel dyn-editor" data-testid="dyn-editor">
                    <Blocks view={Rc::new(v)} onmsg={props.onmsg} />
                </section>
            }
        }
        _ => return Html::default(),
    };
    html! { <Blocks view={Rc::new(view)} onmsg={props.onmsg} /> }
}

#[cfg_attr(feature = "split", wasm_split_helpers::wasm_split(views, fallible))]
fn entry() -> Result<Draw, LoadError> {
    Ok(draw)
}

thread_local! {
    static CHUNK: Chunk<Draw> = const { Chunk::new(|| Box::pin(async { crate::enter!(entry) })) };
}

/// Starts fetching the chunk, so that it arrives beside a game's module.
pub fn prefetch() {
    request(&CHUNK, Callback::noop());
}

/// True while the chunk is on its way, or not asked for yet, in a
/// component drawn again when it comes: the play page waits for it, so the
/// board comes with the value and the moves.
#[hook]
pub fn use_coming() -> bool {
    let load = use_chunk_state(&CHUNK);
    matches!(load, Load::Loading)
}

/// The view, once its chunk is here: nothing while it comes, and why it
/// did not come, with Try again, if it could not.
#[component]
pub fn Drawn(props: &DrawnProps) -> Html {
    match use_chunk(&CHUNK) {
        Load::Ready(draw) => draw(props.clone()),
        Load::Failed => html! { <Pending<Draw> chunk={&CHUNK} /> },
        Load::Loading => Html::default(),
    }
}
