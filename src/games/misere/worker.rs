//! Misère play's heavy computing, in the page's worker: a heap game's
//! misère quotient as soon as the game is on the table, a search of the
//! position where no rule or quotient decides it, and the surface game's
//! table of misère outcomes. Each result is handed to the game on the
//! table ([`MisereGame::install`], [`MisereGame::learn`],
//! [`LabGame::install_misere_table`]), which then answers without
//! computing; until then the page says how far the worker has got.

use crate::pages::store::{self, use_store, Store};
use crate::state::play::PlayAction;
use crate::state::PlayContext;
use crate::text::with_separators;
use crate::worker::client::{self, Running};
use crate::worker::misere::QUOTIENT_HEAPS;
use crate::worker::protocol::{Job, Report};
use crate::worker::results::{QuotientFound, SearchFound, TableFound};
use grundy::games::lab::{LabGame, MisereTable, MISERE_REACH};
use grundy::games::nim::Nim;
use grundy::misere::HeapQuotient;
use grundy::spec::quotient::quotient_game;
use grundy::spec::{AnyGame, AnyPosition, MisereGame};
use grundy::Game;
use yew::prelude::*;

/// Where one of the worker's jobs is.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Phase {
    /// Nothing asked.
    #[default]
    Idle,
    /// A quotient being computed: the last heap added, the order and the
    /// P-portion's size (none before the first report).
    Quotient(Option<(u64, u64, u64)>),
    /// A search: moves looked at, and thousandths of its reach.
    Search(u64, u32),
    /// The surface game's table: thousandths done.
    Table(u32),
    /// Finished, with what to say about it (nothing when all is said by
    /// the panel).
    Done(Option<String>),
    /// The worker failed or could not start.
    Failed(String),
}

impl Phase {
    /// The line the page shows for it.
    pub fn text(&self) -> Option<String> {
        Some(match self {
            Phase::Idle | Phase::Done(None) => return None,
            Phase::Quotient(None) => {
                "Computing the misère quotient in the background…".to_string()
            }
            Phase::Quotient(Some((heap, order, p))) => format!(
                "Computing the misère quotient in the background: heap {heap}, order {order}, P-portion {p}."
            ),
            Phase::Search(moves, permille) => format!(
                "Searching the position in the background: {} moves looked at ({}% of the reach).",
                with_separators(u128::from(*moves)),
                permille / 10
            ),
            Phase::Table(permille) => format!(
                "Computing every position's misère outcome to weight {MISERE_REACH} in the background: {}%.",
                permille / 10
            ),
            Phase::Done(Some(text)) | Phase::Failed(text) => text.clone(),
        })
    }
}

/// What a finished quotient says beside its view: whether it settled
/// within the worker's reach, and what decides positions past it.
pub fn quotient_said(found: &QuotientFound) -> String {
    match &found.result {
        Err(why) => format!("{why}; positions are decided by search."),
        Ok(q) if q.proved() => format!(
            "The misère quotient is proved for every heap (computed in the background to heap {}).",
            q.bound()
        ),
        Ok(q) => format!(
            "The misère quotient did not settle within the worker's reach ({}): it decides positions of heaps up to {}, \
             and larger ones are decided by a search in the background.",
            q.status(),
            q.bound()
        ),
    }
}

/// The worker's jobs for the game on the table.
#[derive(Default)]
pub struct MisereJobs {
    /// The game (its spec) the quotient or table is for.
    game: Option<String>,
    /// The quotient's or table's job.
    pub whole: Phase,
    whole_worker: Option<Running>,
    /// The quotient the worker found, for the game's search once it is
    /// attached.
    quotient: Option<HeapQuotient>,
    /// The position (as written) the search is for.
    position: Option<String>,
    /// The search's job.
    pub search: Phase,
    search_worker: Option<Running>,
}

thread_local! {
    static JOBS: Store<MisereJobs> = Store::new(MisereJobs::default());
}

/// Starts `job`, handing each report to `on_report` with the jobs' state;
/// the handle, or why it could not start.
fn start(
    job: Job,
    on_report: impl Fn(&mut MisereJobs, Report) + 'static,
    failed: impl Fn(&mut MisereJobs, String) + Copy + 'static,
) -> Result<Running, String> {
    client::start(
        job,
        move |report| store::update(&JOBS, |jobs| on_report(jobs, report)),
        move |why| store::update(&JOBS, |jobs| failed(jobs, why)),
    )
}

/// Asks the worker for the quotient of a heap game, or the table of the
/// surface game in misère play, once per game.
fn start_whole(game: &AnyGame, d: &UseReducerDispatcher<crate::state::play::PlayState>) {
    let spec = game.spec();
    if store::read(&JOBS, |j| j.game.as_deref() == Some(spec.as_str())) {
        return;
    }
    let lab = game.downcast::<LabGame>().filter(|g| g.variant().misere);
    let started = match (game, lab) {
        (AnyGame::Misere(g), _)
            if quotient_game(g.inner()) && g.inner().downcast::<Nim>().is_none() =>
        {
            let (g, d) = (g.clone(), d.clone());
            let job = Job::Quotient {
                game: g.inner().spec(),
                to: QUOTIENT_HEAPS,
            };
            start(
                job,
                move |jobs, report| match report {
                    Report::QuotientProgress { heap, order, p } => {
                        jobs.whole = Phase::Quotient(Some((heap, order, p)));
                    }
                    Report::Quotient(found) => {
                        jobs.whole = Phase::Done(Some(quotient_said(&found)));
                        jobs.whole_worker = None;
                        if let Ok(q) = found.result {
                            // Kept for a game whose search comes later.
                            jobs.quotient = Some(q.clone());
                            g.install(q);
                            d.dispatch(PlayAction::MisereReady);
                        }
                    }
                    _ => {}
                },
                |jobs, why| jobs.whole = Phase::Failed(why),
            )
            .map(|r| (r, Phase::Quotient(None)))
        }
        (AnyGame::Dyn(_), Some(g)) => {
            let (g, d) = (g.clone(), d.clone());
            let job = Job::MisereTable {
                rules: g.rules().bits(),
                to: MISERE_REACH,
            };
            let running = start(
                job,
                move |jobs, report| match report {
                    Report::LabProgress { permille } => jobs.whole = Phase::Table(permille),
                    Report::MisereTable(found) => {
                        jobs.whole_worker = None;
                        jobs.whole = install_table(&g, found);
                        d.dispatch(PlayAction::MisereReady);
                    }
                    _ => {}
                },
                |jobs, why| jobs.whole = Phase::Failed(why),
            );
            // The table is no longer grown here once the worker builds it.
            if let (true, Some(lab)) = (running.is_ok(), lab) {
                lab.hand_over_misere_table();
            }
            running.map(|r| (r, Phase::Table(0)))
        }
        _ => return,
    };
    store::update(&JOBS, |jobs| {
        *jobs = MisereJobs::default();
        jobs.game = Some(spec);
        match started {
            Ok((running, phase)) => {
                jobs.whole = phase;
                jobs.whole_worker = Some(running);
            }
            // The page computes as it did before, on its own thread.
            Err(why) => jobs.whole = Phase::Failed(why),
        }
    });
}

/// Hands the worker's table to the game; what to say about it.
fn install_table(game: &LabGame, found: TableFound) -> Phase {
    match MisereTable::from_lost(found.rules, found.last, &found.lost, found.counts) {
        Ok(table) => {
            game.install_misere_table(table);
            Phase::Done(Some(format!(
                "Every position's misère outcome to weight {} was computed in the background.",
                found.last
            )))
        }
        Err(_) => Phase::Failed("The worker's table of outcomes could not be read.".to_string()),
    }
}

/// Asks the worker to search `position` when nothing on the page
/// decided it, once per position.
fn start_search(
    game: &MisereGame,
    position: &AnyPosition,
    d: &UseReducerDispatcher<crate::state::play::PlayState>,
) {
    let text = game.format_position(position);
    if store::read(&JOBS, |j| j.position.as_deref() == Some(text.as_str())) {
        return;
    }
    let job = Job::MisereSearch {
        game: game.inner().spec(),
        position: text.clone(),
        quotient: game.quotient(),
    };
    let (g, d) = (game.clone(), d.clone());
    let started = start(
        job,
        move |jobs, report| match report {
            Report::SearchProgress { moves, permille } => {
                jobs.search = Phase::Search(moves, permille);
            }
            Report::Searched(found) => {
                jobs.search_worker = None;
                jobs.search = learn(&g, &found);
                d.dispatch(PlayAction::MisereReady);
            }
            _ => {}
        },
        |jobs, why| jobs.search = Phase::Failed(why),
    );
    store::update(&JOBS, |jobs| {
        jobs.position = Some(text);
        match started {
            Ok(running) => {
                jobs.search = Phase::Search(0, 0);
                jobs.search_worker = Some(running);
            }
            Err(why) => jobs.search = Phase::Failed(why),
        }
    });
}

/// Hands what a search found to the game; what to say about it.
pub fn learn(game: &MisereGame, found: &SearchFound) -> Phase {
    if let Some(why) = &found.error {
        return Phase::Failed(why.clone());
    }
    let read = |text: &str| game.inner().parse_position(text).ok();
    for (text, outcome) in &found.options {
        if let (Some(p), Some(o)) = (read(text), outcome) {
            game.learn(&p, *o);
        }
    }
    if let (Some(p), Some(o)) = (read(&found.position), found.outcome) {
        game.learn(&p, o);
    }
    Phase::Done(Some(match found.outcome {
        Some(_) => format!(
            "Decided by a search in the background: {} moves looked at.",
            with_separators(u128::from(found.moves))
        ),
        None => format!(
            "Not decided: a search in the background looked at {} moves, its reach, without an end.",
            with_separators(u128::from(found.moves))
        ),
    }))
}

/// Starts the worker's jobs for the game on the table and shows how far
/// they have got (a polite live region).
#[component]
pub fn MisereWorker() -> Html {
    let state = use_context::<PlayContext>().expect("MisereWorker is inside the app context");
    use_store(&JOBS);
    let game = state.table().game().clone();
    let position = state.table().position().clone();
    let d = state.dispatcher();
    // Whether the page has said all it can and still has no outcome.
    let undecided = match &game {
        AnyGame::Misere(g) => g.attached() && g.outcome(&position).is_none(),
        _ => false,
    };
    {
        let d = d.clone();
        let game = game.clone();
        use_effect_with(game.spec(), move |_| start_whole(&game, &d));
    }
    // The search attached after the quotient came takes it then.
    let attached = matches!(&game, AnyGame::Misere(g) if g.attached());
    {
        let (d, game) = (d.clone(), game.clone());
        use_effect_with((game.spec(), attached), move |_| {
            let spec = game.spec();
            let found = store::read(&JOBS, |j| {
                j.quotient
                    .clone()
                    .filter(|_| j.game.as_deref() == Some(spec.as_str()))
            });
            if let (AnyGame::Misere(g), Some(q)) = (&game, found) {
                if g.attached() {
                    g.install(q);
                    d.dispatch(PlayAction::MisereReady);
                }
            }
        });
    }
    {
        let text = game.format_position(&position);
        use_effect_with((game.spec(), text, undecided), move |(_, _, undecided)| {
            if let (AnyGame::Misere(g), true) = (&game, *undecided) {
                start_search(g, &position, &d);
            }
        });
    }
    let (whole, search) = store::read(&JOBS, |j| {
        let here = j.game.as_deref() == Some(state.table().game().spec().as_str());
        let shown = j.position.as_deref()
            == Some(
                state
                    .table()
                    .game()
                    .format_position(state.table().position())
                    .as_str(),
            );
        (
            here.then(|| j.whole.text()).flatten(),
            (here && shown).then(|| j.search.text()).flatten(),
        )
    });
    html! {
        <div role="status" aria-live="polite" data-testid="misere-worker">
            if let Some(text) = whole {
                <p class="small muted" data-testid="misere-worker-whole">{text}</p>
            }
            if let Some(text) = search {
                <p class="small muted" data-testid="misere-worker-search">{text}</p>
            }
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn progress_is_said_as_heap_order_and_p_portion() {
        let text = Phase::Quotient(Some((12, 40, 9))).text().unwrap();
        assert!(text.contains("heap 12, order 40, P-portion 9"), "{text}");
        assert_eq!(Phase::Idle.text(), None);
        assert!(Phase::Search(150_000, 75)
            .text()
            .unwrap()
            .contains("150,000 moves"));
    }

    #[test]
    fn a_quotient_that_does_not_settle_says_so() {
        let found = crate::worker::misere::quotient("octal:0.07", 8, &|| 0.0, &mut |_| {});
        let said = quotient_said(&found);
        assert!(
            said.contains("did not settle") && said.contains("search"),
            "{said}"
        );
        let found = crate::worker::misere::quotient("rectangles", 8, &|| 0.0, &mut |_| {});
        assert!(quotient_said(&found).contains("not a heap game"));
    }

    #[test]
    fn a_search_s_outcomes_are_learned_by_the_game() {
        let AnyGame::Misere(g) = AnyGame::from_spec("octal:0.77:misere").unwrap() else {
            unreachable!()
        };
        g.attach(std::rc::Rc::new(grundy::spec::MisereSearch::with_reach(
            g.inner().clone(),
            grundy::spec::MisereReach::HANDED,
        )));
        let p = g.parse_position("4 + 4").unwrap();
        assert_eq!(g.outcome(&p), None);
        let found =
            crate::worker::misere::search("octal:0.77", "4 + 4", None, &|| 0.0, &mut |_, _| {});
        assert!(matches!(learn(&g, &found), Phase::Done(Some(_))));
        assert_eq!(g.outcome(&p), found.outcome);
        let option = g.parse_position(&found.options[0].0).unwrap();
        assert_eq!(g.outcome(&option), found.options[0].1);
    }
}
