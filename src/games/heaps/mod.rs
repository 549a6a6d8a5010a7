//! Heap games in the browser: heaps drawn as rows of counters (in Nim, a
//! click on a counter takes it and every counter after it), and the Nim
//! primer.

pub mod bars;
pub mod boxes;
pub mod primer;
mod score;

use crate::games::pick::Pick;
use crate::state::play::Table;
use figures::heaps::counters::{heap_label, more_counters};
use grundy::spec::AnyMove;
use grundy::Game;
use yew::prelude::*;

/// Counters drawn per heap; a larger heap shows the rest as a count.
pub use figures::heaps::counters::MAX_DOTS;

/// The heap's size after `preview`, when it acts on heap `index`.
fn previewed(preview: Option<&AnyMove>, index: usize) -> Option<u64> {
    match preview {
        Some(AnyMove::Nim(m)) if m.heap == index => Some(m.to),
        Some(AnyMove::Octal(m)) if m.heap == index => Some(m.leaves.iter().sum()),
        Some(AnyMove::Heap(m)) if m.heap == index => Some(m.leaves.iter().sum()),
        _ => None,
    }
}

/// Heap `index` as a row of counters. In Nim each counter is a target: a
/// click leaves the heap at that counter's place (sent to `pick`), and
/// hovering shows the counters that would go. The same moves are in the
/// move list, for the keyboard; the counters themselves are a picture to
/// assistive technology.
pub fn picture(
    heaps: &[u64],
    index: usize,
    preview: Option<&AnyMove>,
    large: bool,
    pick: Option<&Callback<Pick>>,
) -> Html {
    let Some(&size) = heaps.get(index) else {
        return Html::default();
    };
    let drawn = size.min(MAX_DOTS);
    let keep = previewed(preview, index);
    let label = heap_label(size);
    let class = classes!(
        "heap-picture",
        large.then_some("large"),
        pick.is_some().then_some("clickable")
    );
    let dot = |k: u64| {
        let taken = keep.is_some_and(|to| k >= to);
        let onclick = pick.map(|pick| {
            let pick = pick.clone();
            move |e: MouseEvent| {
                e.stop_propagation();
                pick.emit(Pick::Counter(k));
            }
        });
        html! {
            <span class={classes!("dot", taken.then_some("taken"))} data-to={k.to_string()} {onclick}></span>
        }
    };
    html! {
        <figure {class}>
            <div class="counters" role="img" aria-label={label}>
                {for (0..drawn).map(dot)}
                if size == 0 {
                    <span class="empty-heap" aria-hidden="true">{"empty"}</span>
                }
            </div>
            if let Some(more) = more_counters(size) {
                <figcaption class="small muted">{more}</figcaption>
            }
        </figure>
    }
}

/// The move that leaving heap `index` at counter `to` makes: leave the heap
/// at that counter's place (take the rest); where the game cannot, split it
/// there.
pub fn picked(table: &Table, index: usize, to: u64) -> Option<AnyMove> {
    let from = *table.position().heaps()?.get(index)?;
    if to >= from {
        return None;
    }
    let (game, position) = (table.game(), table.position());
    game.move_for(position, index, "t", to)
        .or_else(|| game.move_for(position, index, "s", to.min(from - to)))
        .or_else(|| game.move_for(position, index, "s", to.min(from - to - 1)))
}
