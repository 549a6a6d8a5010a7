//! A game's editor on the play page. The page holds only [`EditorPanel`]:
//! the editor's request, its answer ([`EditorResponse`]) and the drawing
//! of its typed view ([`super::editor`]) are in a chunk of their own
//! (`editor`), fetched once a game played from text is drawn, so the first
//! load of the page carries none of them.

use super::call::ask_as;
use super::editor::{Editor, EditorMsg};
use crate::engines::protocol::{EditorResponse, EditorState, EngineRequest};
use crate::split::{use_chunk, Chunk, Load, LoadError, Pending};
use std::rc::Rc;
use yew::prelude::*;

/// Properties of [`EditorPanel`]: the game, the position and the
/// editor's state, and where its messages go.
#[derive(Properties, Clone, PartialEq)]
pub struct EditorPanelProps {
    /// The game's spec.
    pub spec: AttrValue,
    /// The position, in the game's notation.
    pub position: AttrValue,
    /// The editor's state.
    pub state: EditorState,
    /// Hears every click, press and submit of the editor.
    pub onmsg: Callback<EditorMsg>,
}

/// What the chunk hands the page: the editor's panel.
type View = fn(EditorPanelProps) -> Html;

/// The editor of the game, asked of its module; nothing for a game
/// without one.
fn view(props: EditorPanelProps) -> Html {
    let request = EngineRequest::Editor {
        spec: props.spec.to_string(),
        position: props.position.to_string(),
        state: props.state,
    };
    match ask_as::<EditorResponse>(&request) {
        Ok(EditorResponse::Editor(Some(view))) => html! {
            <section class="panel dyn-editor" data-testid="dyn-editor">
                <Editor view={Rc::new(view)} onmsg={props.onmsg} />
            </section>
        },
        _ => Html::default(),
    }
}

#[cfg_attr(feature = "split", wasm_split_helpers::wasm_split(editor, fallible))]
fn entry() -> Result<View, LoadError> {
    Ok(view)
}

thread_local! {
    static CHUNK: Chunk<View> = const { Chunk::new(|| Box::pin(async { crate::enter!(entry) })) };
}

/// The editor of the game on the table, once its chunk is here: nothing
/// while it comes (most games have no editor), and why it did not come,
/// with Try again, if it could not.
#[component]
pub fn EditorPanel(props: &EditorPanelProps) -> Html {
    match use_chunk(&CHUNK) {
        Load::Ready(view) => view(props.clone()),
        Load::Failed => html! { <Pending<View> chunk={&CHUNK} /> },
        Load::Loading => Html::default(),
    }
}
