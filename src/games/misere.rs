//! Any game but the surface game in misère play: the lead above the play
//! area, and the panel that says how the outcome on the table is known
//! (Bouton's rule, Conway's tame rule from each part's genus, or a search)
//! or that it is past the reach.
//!
//! The tame rule and the search, the panel, and the worker's jobs (a heap
//! game's quotient, a search, the surface game's table: [`worker`]) are a
//! chunk of their own (`misere`, see [`crate::split`]), loaded the first
//! time a misère game is played; Bouton's rule for Nim needs none of it.

mod quotient;
pub mod worker;

use crate::split::{request, use_chunk, Chunk, Load, LoadError, Pending};
use crate::state::play::PlayAction;
use crate::state::PlayContext;
use grundy::misere::{Genus, Outcome, Tameness};
use grundy::spec::{AnyGame, MisereGame, MisereOracle, MisereReach, MisereSearch, MisereWay};
use grundy::Game;
use std::rc::Rc;
use yew::prelude::*;

/// The lead paragraph: the rule of the game, and what changes.
pub fn intro(game: &MisereGame) -> Html {
    let noun = game.words().noun;
    html! {
        <p class="view-lede" data-testid="misere-intro">
            {format!(
                "{} in misère play: the same moves, but whoever makes the last {noun} loses. \
                 G-values no longer decide a sum; the outcome is found by a rule where one applies, \
                 otherwise by a search.",
                game.inner().name()
            )}
        </p>
    }
}

/// Fickle, firm or wild, in words.
fn tameness(genus: &Genus) -> &'static str {
    match genus.tameness() {
        Tameness::Fickle => "tame (fickle: plays like a heap of 0 or 1)",
        Tameness::Firm => "tame (firm: plays like a heap of 2 or more)",
        Tameness::Wild => "wild",
    }
}

/// A genus as the literature writes it: the normal value, the misère
/// sequence as a superscript.
fn written(genus: &Genus) -> Html {
    html! { <span class="genus">{genus.normal}<sup>{genus.superscript()}</sup></span> }
}

/// Who wins, in words.
fn outcome_words(outcome: Option<Outcome>) -> &'static str {
    match outcome {
        Some(Outcome::Next) => "the player to move wins",
        Some(Outcome::Previous) => "the player to move loses",
        None => "not computed",
    }
}

/// Bouton's rule, applied to the heaps on the table.
fn bouton(heaps: &[u64]) -> Html {
    let sum = heaps.iter().fold(0, |x, &h| x ^ h);
    let small = heaps.iter().all(|&h| h <= 1);
    let applied = if small {
        let ones = heaps.iter().filter(|&&h| h == 1).count();
        format!(
            "Here every heap has at most one counter, and {ones} {} one: {}.",
            if ones == 1 { "has" } else { "have" },
            if ones % 2 == 1 {
                "an odd number, so the player to move loses"
            } else {
                "an even number, so the player to move wins"
            }
        )
    } else {
        format!(
            "Here a heap has two or more counters and the nim-sum is {sum}: {}.",
            if sum == 0 {
                "the player to move loses"
            } else {
                "the player to move wins, by the normal-play move unless it would leave only heaps of \
                 at most one counter, in which case they leave an odd number of ones"
            }
        )
    };
    html! {
        <>
            <p>{"Bouton's rule for misère Nim: the player to move loses exactly when some heap has two or more counters and the nim-sum is 0, or when every heap has at most one counter and an odd number of them have one. Play as in normal Nim until your move would leave no heap of two or more; then leave an odd number of heaps of one."}</p>
            <p data-testid="misere-applied">{applied}</p>
        </>
    }
}

/// What the chunk hands the page: the search for a game, the panel, and
/// the worker's jobs (so the first view's module carries none of them).
#[derive(Clone, Copy)]
struct Misere {
    oracle: fn(AnyGame) -> Rc<dyn MisereOracle>,
    panel: fn(&PlayContext, &MisereGame) -> Html,
    jobs: fn() -> Html,
}

/// The worker's jobs and their progress line, drawn in the chunk.
fn jobs() -> Html {
    html! { <worker::MisereWorker /> }
}

/// The tame rule and the search for `inner`, in the chunk: what fits
/// between two frames, by the page's clock; the worker does the rest.
fn oracle(inner: AnyGame) -> Rc<dyn MisereOracle> {
    Rc::new(MisereSearch::new(
        inner,
        MisereReach::Page,
        Rc::new(crate::worker::clock::now),
    ))
}

#[cfg_attr(feature = "split", wasm_split_helpers::wasm_split(misere, fallible))]
fn entry() -> Result<Misere, LoadError> {
    Ok(Misere {
        oracle,
        panel: panel_view,
        jobs,
    })
}

thread_local! {
    static CHUNK: Chunk<Misere> = const { Chunk::new(|| Box::pin(async { crate::enter!(entry) })) };
}

/// Fetches the search the first time a misère game is on the table and
/// attaches it to each game put there; draws nothing.
#[component]
pub fn MisereLoader() -> Html {
    let state = use_context::<PlayContext>().expect("MisereLoader is inside the app context");
    // Drawn again when the chunk comes after a failure and a Try again.
    let load = use_chunk(&CHUNK);
    let loaded = matches!(load, Load::Ready(_));
    let game = state.table().game().clone();
    let attached = matches!(&game, AnyGame::Misere(g) if g.attached());
    {
        let d = state.dispatcher();
        use_effect_with((game.spec(), loaded, attached), move |_| {
            if let AnyGame::Misere(g) = game {
                // Heard at once when the chunk is here, else when it comes.
                let attach = Callback::from(move |()| {
                    if let (Load::Ready(misere), false) = (CHUNK.with(|c| c.load()), g.attached()) {
                        g.attach((misere.oracle)(g.inner().clone()));
                        d.dispatch(PlayAction::MisereReady);
                    }
                });
                request(&CHUNK, attach);
            }
        });
    }
    Html::default()
}

/// The worker's jobs for the game on the table (a heap game's quotient, a
/// search, the surface game's table) and how far they have got, once the
/// chunk is here; until then nothing is started, and nothing is said
/// beyond the outcome line's own "working out".
#[component]
pub fn MisereJobs() -> Html {
    match use_chunk(&CHUNK) {
        Load::Ready(misere) => (misere.jobs)(),
        _ => Html::default(),
    }
}

/// The panel under the play area, once the chunk is here.
#[component]
pub fn MiserePanel() -> Html {
    let state = use_context::<PlayContext>().expect("MiserePanel is inside the app context");
    let AnyGame::Misere(game) = state.table().game() else {
        return Html::default();
    };
    match use_chunk(&CHUNK) {
        Load::Ready(misere) => (misere.panel)(&state, game),
        _ => html! { <Pending<Misere> chunk={&CHUNK} /> },
    }
}

/// The panel under the play area.
fn panel_view(state: &PlayContext, game: &MisereGame) -> Html {
    let table = state.table();
    let position = table.position();
    let verdict = game.verdict(position);
    let parts = game.components(position);
    let values = table.solver.component_values(position);
    let how = match (&verdict.way, position.get::<Vec<u64>>()) {
        (Some(MisereWay::Bouton), Some(h)) => bouton(h),
        (Some(MisereWay::Quotient { .. }), _) => html! {
            <p data-testid="misere-applied">{format!(
                "The game's misère quotient (below) decides this position: the element of the position is the \
                 product of its heaps' elements, and the player to move loses exactly when it is in the \
                 P-portion. Here: {}.",
                outcome_words(verdict.outcome)
            )}</p>
        },
        (Some(MisereWay::Tame(_)), _) => html! {
            <p data-testid="misere-applied">{format!(
                "Every part is tame, so Conway's rule decides the sum from the genera alone: with g the nim-sum of \
                 the normal values, the player to move loses when g = 0 and some part is firm, or when g = 1 and \
                 every part is fickle. Here: {}.",
                outcome_words(verdict.outcome)
            )}</p>
        },
        (Some(MisereWay::Search { quotient_to, .. }), Some(_)) => html! {
            <p data-testid="misere-applied">{format!(
                "{} so the outcome comes from a search of the positions it leads to, each settled once and \
                 remembered{}: {}.",
                match quotient_to {
                    Some(q) => format!("The quotient computed so far covers heaps up to {q}, not every heap here,"),
                    None => "No quotient covers this position's heaps yet,".to_string(),
                },
                if quotient_to.is_some() { ", those of heaps the quotient covers read from it" } else { "" },
                outcome_words(verdict.outcome)
            )}</p>
        },
        (Some(MisereWay::Search { .. }), _) => html! {
            <p data-testid="misere-applied">{format!(
                "{} not every part is tame, so the outcome comes from a search of the whole game tree: {}.",
                if verdict.genera.iter().any(Option::is_none) { "The genus of some part is past the reach and" } else { "The genera are known, but" },
                outcome_words(verdict.outcome)
            )}</p>
        },
        (Some(MisereWay::Worker), _) => html! {
            <p data-testid="misere-applied">{match (verdict.outcome, verdict.halted) {
                (Some(_), _) => format!(
                    "No rule or quotient on the page decides this position: a search in the background did: {}.",
                    outcome_words(verdict.outcome)
                ),
                (None, Some(halt)) => format!(
                    "Not computed: no rule decides this position, and the search in the background stopped \
                     before an answer: {halt}. The computer still plays, choosing the move that leaves its \
                     opponent the most choice."
                ),
                (None, None) => "Not computed.".to_string(),
            }}</p>
        },
        _ => html! {
            <p data-testid="misere-applied">
                {"Working out who wins: no rule decides this position at once, so it is searched in the background (how far the search has got is said above)."}
            </p>
        },
    };
    // The genus of each part, where the table lists parts.
    let rows: Html = parts
        .iter()
        .zip(&verdict.genera)
        .enumerate()
        .map(|(i, (part, genus))| {
            let text = game.format_position(part);
            let value = values.get(i).map(ToString::to_string).unwrap_or_default();
            html! {
                <tr>
                    <td><code>{text}</code></td>
                    <td>{value}</td>
                    <td>{genus.as_ref().map_or_else(|| html! {"past the reach"}, written)}</td>
                    <td>{genus.as_ref().map_or("not known", tameness)}</td>
                </tr>
            }
        })
        .collect();
    let whole = verdict.genera.len() == 1 && parts.len() > 1;
    let quotient = game
        .quotient()
        .map(|q| crate::display::raw(quotient::quotient_view(&q)));
    html! {
        <section class="panel" aria-labelledby="misere-title" data-testid="misere-panel">
            <h2 id="misere-title">{"Misère play"}</h2>
            <p>{format!(
                "Whoever makes the last {} loses. In normal play a sum is decided by the nim-sum of its parts' \
                 values; in misère play it is not, and the explorer says how it knows who wins.",
                game.words().noun
            )}</p>
            {how}
            if !verdict.genera.is_empty() && !whole {
                <table class="genus-table" data-testid="misere-parts">
                    <caption>{"Each part's genus: its normal value, then the misère values of the part with 0, 1, 2, … heaps of two added, written until the last two repeat for ever."}</caption>
                    <thead><tr><th scope="col">{"Part"}</th><th scope="col">{"G"}</th><th scope="col">{"Genus"}</th><th scope="col">{"Tame?"}</th></tr></thead>
                    <tbody>{rows}</tbody>
                </table>
            }
            {quotient.unwrap_or_default()}
            if whole {
                <p data-testid="misere-parts">{format!(
                    "A coin game's heads are not games of their own in misère play (two heads on one coin cancel only \
                     in normal play), so the genus is of the whole row: {}.",
                    verdict.genera[0].as_ref().map_or_else(|| "past the reach".to_string(), |g| format!("{g}, {}", tameness(g)))
                )}</p>
            }
        </section>
    }
}
