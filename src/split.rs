//! Code loaded on first use. The app is one binary; in the release build it
//! is split by function (wasm-split, `scripts/split-wasm.mjs`) into the part
//! the first view needs and chunks fetched when a reader first goes where
//! they are used. A chunk's entry is an ordinary Rust function marked as a
//! split point; calling it loads the chunk, and what it returns (a table of
//! functions, a component's view) lives in the same memory and the same Yew
//! tree as the rest of the page.
//!
//! Each chunk is a [`Chunk`] in a `thread_local!`; a component reads it
//! with [`use_chunk`], which asks for it the first time, draws "Loading…"
//! while it comes, and draws again when it is here or has failed (with a
//! Try again). Without the `split` feature (native tests, component tests)
//! an entry is a plain call and the chunk is ready at once.

use std::cell::RefCell;
use std::fmt;
use std::future::Future;
use std::pin::Pin;
use std::thread::LocalKey;
use yew::prelude::*;

/// Why a chunk could not be loaded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoadError(pub String);

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for LoadError {}

#[cfg(feature = "split")]
impl From<wasm_split_helpers::SplitLoaderError> for LoadError {
    fn from(e: wasm_split_helpers::SplitLoaderError) -> LoadError {
        LoadError(format!("its code could not be fetched ({e})"))
    }
}

/// What loading a chunk's entry gives: the entry, or why it did not come.
pub type Loading<T> = Pin<Box<dyn Future<Output = Result<T, LoadError>>>>;

/// Where a chunk is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Load<T> {
    /// On its way (or not asked for yet).
    Loading,
    /// Here: its entry.
    Ready(T),
    /// It could not be loaded.
    Failed,
}

/// A part of the app loaded on first use: its entry once here, and the
/// components waiting for it.
pub struct Chunk<T: Copy + 'static> {
    fetch: fn() -> Loading<T>,
    state: RefCell<State<T>>,
}

struct State<T> {
    load: Load<T>,
    asked: bool,
    reason: String,
    waiting: Vec<Callback<()>>,
    /// The components showing the chunk's part, told of every change.
    watchers: Vec<(usize, Callback<()>)>,
    next_watcher: usize,
}

impl<T: Copy + 'static> Chunk<T> {
    /// A chunk whose entry `fetch` loads.
    pub const fn new(fetch: fn() -> Loading<T>) -> Chunk<T> {
        Chunk {
            fetch,
            state: RefCell::new(State {
                load: Load::Loading,
                asked: false,
                reason: String::new(),
                waiting: Vec::new(),
                watchers: Vec::new(),
                next_watcher: 0,
            }),
        }
    }

    /// Where the chunk is.
    pub fn load(&self) -> Load<T> {
        self.state.borrow().load
    }

    /// Why it failed, when it did.
    pub fn reason(&self) -> String {
        self.state.borrow().reason.clone()
    }
}

/// Asks for `chunk` unless it is here or on its way; `then` hears when it
/// has come or failed. A failed chunk is asked again.
pub fn request<T: Copy + 'static>(chunk: &'static LocalKey<Chunk<T>>, then: Callback<()>) {
    let start = chunk.with(|c| {
        let mut s = c.state.borrow_mut();
        if matches!(s.load, Load::Ready(_)) {
            return None;
        }
        s.waiting.push(then.clone());
        if s.asked && matches!(s.load, Load::Loading) {
            return None;
        }
        s.asked = true;
        s.load = Load::Loading;
        Some(c.fetch)
    });
    let Some(fetch) = start else {
        if chunk.with(|c| matches!(c.load(), Load::Ready(_))) {
            then.emit(());
        }
        return;
    };
    let finish = move |outcome: Result<T, LoadError>| {
        let waiting = chunk.with(|c| {
            let mut s = c.state.borrow_mut();
            match outcome {
                Ok(entry) => s.load = Load::Ready(entry),
                Err(e) => {
                    s.load = Load::Failed;
                    s.reason = e.0;
                }
            }
            let mut told = std::mem::take(&mut s.waiting);
            told.extend(s.watchers.iter().map(|(_, w)| w.clone()));
            told
        });
        for w in waiting {
            w.emit(());
        }
    };
    let fut = fetch();
    #[cfg(target_arch = "wasm32")]
    wasm_bindgen_futures::spawn_local(async move { finish(fut.await) });
    #[cfg(not(target_arch = "wasm32"))]
    finish(ready_now(fut));
}

/// Native builds have no split: an entry's future is ready at once.
#[cfg(not(target_arch = "wasm32"))]
fn ready_now<T>(mut fut: Loading<T>) -> Result<T, LoadError> {
    use std::task::{Context, Poll, Waker};
    let mut cx = Context::from_waker(Waker::noop());
    match fut.as_mut().poll(&mut cx) {
        Poll::Ready(r) => r,
        Poll::Pending => Err(LoadError("an entry was not ready at once".to_string())),
    }
}

/// Where `chunk` is, in a component drawn again whenever it comes or
/// fails; unlike [`use_chunk`], it does not ask for the chunk.
#[hook]
pub fn use_chunk_state<T: Copy + 'static>(chunk: &'static LocalKey<Chunk<T>>) -> Load<T> {
    let redraw = use_force_update();
    use_effect_with((), move |_| {
        let id = chunk.with(|c| {
            let mut s = c.state.borrow_mut();
            s.next_watcher += 1;
            let id = s.next_watcher;
            s.watchers
                .push((id, Callback::from(move |()| redraw.force_update())));
            id
        });
        move || chunk.with(|c| c.state.borrow_mut().watchers.retain(|(w, _)| *w != id))
    });
    chunk.with(|c| c.load())
}

/// The entry of `chunk` in a component: asks for it the first time and
/// draws the component again whenever it comes or fails (so a Try again
/// anywhere on the page reaches every part waiting for the chunk).
#[hook]
pub fn use_chunk<T: Copy + 'static>(chunk: &'static LocalKey<Chunk<T>>) -> Load<T> {
    use_chunk_state(chunk);
    let asked = use_mut_ref(|| false);
    if !*asked.borrow() && !matches!(chunk.with(|c| c.load()), Load::Ready(_)) {
        *asked.borrow_mut() = true;
        request(chunk, Callback::noop());
    }
    chunk.with(|c| c.load())
}

#[derive(Properties)]
/// What [`Pending`] says about a chunk.
pub struct PendingProps<T: Copy + 'static> {
    /// The chunk.
    pub chunk: &'static LocalKey<Chunk<T>>,
}

impl<T: Copy + 'static> PartialEq for PendingProps<T> {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self.chunk, other.chunk)
    }
}

/// What stands where a chunk's part will be: "Loading…" while it comes,
/// or why it failed with a button that asks again.
#[component]
pub fn Pending<T: Copy + 'static>(props: &PendingProps<T>) -> Html {
    let redraw = use_force_update();
    let chunk = props.chunk;
    // Drawn again itself when the chunk fails or comes (its properties
    // stay the same).
    match use_chunk(chunk) {
        Load::Failed => {
            let reason = chunk.with(|c| c.reason());
            let retry = move |_| {
                request(chunk, Callback::noop());
                // Says it is loading again.
                redraw.force_update();
            };
            html! {
                <div class="field-error" role="alert" data-testid="content-failed">
                    <p>{format!("This part of the explorer could not be loaded ({reason}).")}</p>
                    <button type="button" class="secondary" onclick={retry}>{"Try again"}</button>
                    <crate::release::NewRelease />
                </div>
            }
        }
        _ => html! { <p class="muted small loading" role="status">{"Loading…"}</p> },
    }
}

/// Calls a split point's entry: awaited when the build is split, called
/// directly when it is not.
#[macro_export]
macro_rules! enter {
    ($entry:path) => {{
        #[cfg(feature = "split")]
        let entry = $entry().await;
        #[cfg(not(feature = "split"))]
        let entry = $entry();
        entry
    }};
}
