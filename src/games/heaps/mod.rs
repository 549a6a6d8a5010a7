//! Heap games in the browser: heaps drawn as rows of counters (in Nim, a
//! click on a counter takes it and every counter after it), and the Nim
//! primer.

pub mod primer;

use crate::state::play::Table;
use crate::text::with_separators;
use grundy::nim::NimMove;
use grundy::spec::{AnyGame, AnyMove};
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Counters drawn per heap; a larger heap shows the rest as a count.
pub const MAX_DOTS: u64 = 100;

/// The heap's size after `preview`, when it acts on heap `index`.
fn previewed(preview: Option<&AnyMove>, index: usize) -> Option<u64> {
    match preview {
        Some(AnyMove::Nim(m)) if m.heap == index => Some(m.to),
        Some(AnyMove::Octal(m)) if m.heap == index => Some(m.leaves.iter().sum()),
        _ => None,
    }
}

/// Heap `index` as a row of counters. In Nim each counter is a target: a
/// click leaves the heap at that counter's place, and hovering shows the
/// counters that would go. The same moves are in the move list, for the
/// keyboard; the counters themselves are a picture to assistive technology.
pub fn picture(
    table: &Table,
    heaps: &[u64],
    index: usize,
    preview: Option<&AnyMove>,
    large: bool,
    on_play: &Callback<AnyMove>,
) -> Html {
    let Some(&size) = heaps.get(index) else {
        return Html::default();
    };
    let clickable = matches!(table.game(), AnyGame::Nim(_)) && !table.session.computer_to_move();
    let drawn = size.min(MAX_DOTS);
    let keep = previewed(preview, index);
    let dots: Html = (0..drawn)
        .map(|k| {
            let taken = keep.is_some_and(|to| k >= to);
            html! { <span class={classes!("dot", taken.then_some("taken"))} data-to={k.to_string()}></span> }
        })
        .collect();
    let onclick = clickable.then(|| {
        let on_play = on_play.clone();
        Callback::from(move |e: MouseEvent| {
            let to = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .and_then(|t| t.get_attribute("data-to"))
                .and_then(|v| v.parse::<u64>().ok());
            if let Some(to) = to.filter(|&to| to < size) {
                on_play.emit(AnyMove::Nim(NimMove {
                    heap: index,
                    from: size,
                    to,
                }));
            }
        })
    });
    let label = match size {
        0 => "an empty heap".to_string(),
        1 => "a heap of 1 counter".to_string(),
        n => format!("a heap of {} counters", with_separators(u128::from(n))),
    };
    html! {
        <figure class={classes!("heap-picture", large.then_some("large"), clickable.then_some("clickable"))}>
            <div class="counters" role="img" aria-label={label} {onclick}>
                {dots}
                if size == 0 {
                    <span class="empty-heap" aria-hidden="true">{"empty"}</span>
                }
            </div>
            if size > drawn {
                <figcaption class="small muted">{format!("and {} more counters", with_separators(u128::from(size - drawn)))}</figcaption>
            }
        </figure>
    }
}
