//! The heap game's G-series page's body: its heading, the form choosing
//! the bound with Compute and Cancel, the run's progress, and its result.

use super::result::result;
use super::state::{bounds, provable, Msg, PROOF_MAX, STORE};
use crate::display::raw;
use crate::pages::files::SeriesFiles;
use crate::pages::store::{self, use_store, Status};
use crate::text::with_separators;
use crate::worker::results::HeapResult;
use crate::worker::tables::TableOf;
use grundy::catalogue::{BarKind, Family};
use grundy::spec::AnyGame;
use grundy::Game;
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// Properties of [`HeapBody`].
#[derive(Properties, PartialEq)]
pub struct BodyProps {
    /// The heap game.
    pub game: AnyGame,
}

/// Sends `msg` to the page's state.
fn send(msg: Msg) {
    store::update(&STORE, |s| s.update(msg));
}

/// The page's body.
#[component]
pub fn HeapBody(props: &BodyProps) -> Html {
    use_store(&STORE);
    let game = props.game.clone();
    let spec = game.spec();
    // The page of another game starts its run once drawn.
    use_effect_with(game.clone(), |game| send(Msg::Open(game.clone())));
    let (default, _, what) = bounds(&game);
    let (field, problem, run, failure, found, file) = store::read(&STORE, |s| {
        if !s.is_for(&spec) {
            return (
                default.to_string(),
                None,
                store::Run::Idle,
                String::new(),
                None,
                None,
            );
        }
        (
            s.field(),
            s.problem().map(str::to_string),
            s.job.run(),
            s.job.failure().to_string(),
            s.job.result(|_| true).map(|(r, last)| result(r, *last)),
            s.job
                .result(|_| true)
                .and_then(|(r, last)| file_of(&spec, r, *last)),
        )
    });
    let running = matches!(run, store::Run::Running(_));
    let oninput = Callback::from(|e: InputEvent| {
        let input: HtmlInputElement = e.target_unchecked_into();
        send(Msg::Type(input.value()));
    });
    let onsubmit = Callback::from(|e: SubmitEvent| {
        e.prevent_default();
        send(Msg::Compute);
    });
    let cancel = Callback::from(|_: MouseEvent| send(Msg::Cancel));
    let prove = Callback::from(|_: MouseEvent| send(Msg::Prove));
    html! {
        <>
            <h2 id="view-title">{format!("The G-series of {}", game.name())}</h2>
            <p class="view-lede">{lede(&game)}</p>
            <form class="view-controls" data-testid="heap-form" novalidate=true {onsubmit}>
                <label for="heap-last">{what}</label>
                <input id="heap-last" class="num" type="text" inputmode="numeric"
                    data-testid="heap-last" value={field}
                    aria-invalid={problem.is_some().then_some("true")} {oninput} />
                <button type="submit" data-testid="heap-run" disabled={running}>{"Compute"}</button>
                if provable(&game) {
                    <button type="button" class="secondary" data-testid="heap-prove" disabled={running}
                        title="Compute until a theorem proves the period, at most to the heap in the field"
                        onclick={prove}>{"Until proved"}</button>
                }
                <button type="button" class="secondary" data-testid="heap-cancel"
                    disabled={!running} onclick={cancel}>{"Cancel"}</button>
            </form>
            if let Some(problem) = problem {
                <p class="field-error" role="alert">{problem}</p>
            }
            if provable(&game) {
                <p class="muted small" data-testid="heap-limits">{format!(
                    "Compute goes to the heap in the field; Until proved stops sooner where the theorem of \
                     Guy and Smith proves the period. Each takes a heap up to {}.",
                    with_separators(u128::from(PROOF_MAX))
                )}</p>
            }
            <Status {run} {failure} testid="heap-status" label="Progress of the series" />
            <div class="heap-result">{found.map(raw)}</div>
            if let Some((of, what)) = file {
                <SeriesFiles {of} what={what} testid="heap-export" />
            }
        </>
    }
}

/// What a result's files hold, and that in words.
fn file_of(spec: &str, found: &HeapResult, last: u64) -> Option<(TableOf, String)> {
    let game = spec.to_string();
    let sep = |n: u64| with_separators(u128::from(n));
    Some(match found {
        HeapResult::Series(_) | HeapResult::Grundy { .. } => (
            TableOf::Heap { game, last },
            format!(
                "Download every value computed, G(0) to G({}), with its period:",
                sep(last)
            ),
        ),
        HeapResult::Proof { series, .. } => (
            TableOf::HeapProof { game, limit: last },
            format!(
                "Download every value searched, G(0) to G({}), with its period:",
                sep(series.period.checked_to)
            ),
        ),
        HeapResult::Rectangles(_) | HeapResult::Boxes(_) => (
            TableOf::Heap { game, last },
            "Download the whole table:".to_string(),
        ),
        HeapResult::UnknownGame { .. } | HeapResult::NoSeries { .. } => return None,
    })
}

/// What the page computes for `game`, in a sentence.
fn lede(game: &AnyGame) -> &'static str {
    match game.entry().family {
        Family::Bars(BarKind::Rectangles) => {
            "G(M × N) for every bar to the table's side, from the breaks themselves, checked cell \
             by cell against Schrage's theorem. A table of a moment is computed at once; a \
             larger one in a background worker, with progress and Cancel."
        }
        Family::Bars(BarKind::Boxes) => {
            "G(L × M × N) for every box to the table's side, from the breaks themselves, checked \
             box by box against Schrage's rule for three sides, a table for each L; and every \
             box of four sides (to 12 on each) and of five (to 8) against the rule folded over \
             its sides. A table of a moment is computed at once; a larger one in a background \
             worker, with progress and Cancel."
        }
        Family::Surfaces
        | Family::Heaps(_)
        | Family::Coins(_)
        | Family::Hackenbush
        | Family::Digraph
        | Family::Counters(_)
        | Family::Sums => {
            "G(n) for every heap n: the pre-period, the least period and the theorem that proves \
             it, or how far the values were checked. A run of a moment is computed at once; a \
             longer one in a background worker, with progress and Cancel."
        }
    }
}
