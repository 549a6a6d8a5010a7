//! A heap drawn as a row of counters: in Nim each counter is a target, a
//! click leaving the heap at that counter's place.

use figures::heaps::counters::{heap_label, more_counters};
use grundy::games::heap::HeapMove;
use grundy::games::nim::NimMove;
use grundy::games::octal::OctalMove;
use grundy::spec::AnyMove;
use yew::prelude::*;

/// Counters drawn per heap; a larger heap shows the rest as a count.
use figures::heaps::counters::MAX_DOTS;

/// The heap's size after `preview`, when it acts on heap `index`.
fn previewed(preview: Option<&AnyMove>, index: usize) -> Option<u64> {
    let mv = preview?;
    if let Some(m) = mv.get::<NimMove>() {
        return (m.heap == index).then_some(m.to);
    }
    if let Some(m) = mv.get::<OctalMove>() {
        return (m.heap == index).then(|| m.leaves.iter().sum());
    }
    let m = mv.get::<HeapMove>()?;
    (m.heap == index).then(|| m.leaves.iter().sum())
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
    pick: Option<Callback<u64>>,
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
        let onclick = pick.as_ref().map(|pick| {
            let pick = pick.clone();
            move |e: MouseEvent| {
                e.stop_propagation();
                pick.emit(k);
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
