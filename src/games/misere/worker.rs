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
use grundy::misere::budget::{bytes_text, millis_text};
use grundy::misere::{Halt, HeapQuotient, Spent, Stop};
use grundy::spec::quotient::quotient_game;
use grundy::spec::{AnyGame, AnyPosition, MisereGame};
use grundy::Game;
use yew::prelude::*;

mod on_page;
use on_page::growing_here;

/// Where one of the worker's jobs is.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Phase {
    /// Nothing asked.
    #[default]
    Idle,
    /// A quotient being computed: the last heap added, the order and the
    /// P-portion's size (none before the first report).
    Quotient(Option<(u64, u64, u64)>),
    /// A search: how far it has got.
    Search(Spent),
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
            Phase::Search(spent) => format!(
                "Searching the position in the background: {} positions settled, {} held, {}.",
                with_separators(u128::from(spent.positions)),
                bytes_text(spent.bytes),
                millis_text(spent.millis)
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
            "The misère quotient is not proved: {}{}. It decides positions of heaps up to {}; larger ones are \
             decided by a search in the background.",
            q.status(),
            match &q.stopped {
                Some(stop @ Stop::Budget(_)) => format!("; {stop} (the worker may use {})", crate::worker::misere::WORKER_BUDGET),
                Some(stop) => format!("; {stop}"),
                None => String::new(),
            },
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
    /// The same position.
    searched: Option<AnyPosition>,
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
    failed: impl Fn(&mut MisereJobs, String) + 'static,
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
                            // A search the quotient now answers stops.
                            let settled = jobs
                                .searched
                                .as_ref()
                                .is_some_and(|p| g.outcome(p).is_some());
                            if settled && jobs.search_worker.is_some() {
                                jobs.search_worker = None;
                                jobs.search = Phase::Done(None);
                            }
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
            let job = Job::MisereTable {
                rules: g.rules().bits(),
                to: MISERE_REACH,
            };
            let on_report = {
                let (g, d) = (g.clone(), d.clone());
                move |jobs: &mut MisereJobs, report| match report {
                    Report::LabProgress { permille } => jobs.whole = Phase::Table(permille),
                    Report::MisereTable(found) => {
                        jobs.whole_worker = None;
                        jobs.whole = install_table(&g, found);
                        d.dispatch(PlayAction::MisereReady);
                    }
                    _ => {}
                }
            };
            let on_failure = {
                let (g, d, spec) = (g.clone(), d.clone(), spec.clone());
                move |jobs: &mut MisereJobs, why: String| {
                    jobs.whole_worker = None;
                    jobs.whole = Phase::Failed(growing_here(&why));
                    grow_here(g.clone(), spec.clone(), d.clone());
                }
            };
            let running = start(job, on_report, on_failure);
            match &running {
                // The table is no longer grown here once the worker builds it.
                Ok(_) => g.hand_over_misere_table(),
                Err(_) => grow_here(g.clone(), spec.clone(), d.clone()),
            }
            running
                .map(|r| (r, Phase::Table(0)))
                .map_err(|why| growing_here(&why))
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

/// Grows `game`'s misère table on the page, while it is on the table.
fn grow_here(game: LabGame, spec: String, d: UseReducerDispatcher<crate::state::play::PlayState>) {
    let on_table = move || store::read(&JOBS, |j| j.game.as_deref() == Some(spec.as_str()));
    let finished = || {
        store::update(&JOBS, |j| {
            j.whole = Phase::Done(Some(on_page::grown_here()))
        })
    };
    on_page::grow_here(
        game,
        d,
        std::rc::Rc::new(on_table),
        std::rc::Rc::new(finished),
    );
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
            Report::SearchProgress(spent) => jobs.search = Phase::Search(spent),
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
        jobs.searched = Some(position.clone());
        match started {
            Ok(running) => {
                jobs.search = Phase::Search(Spent::default());
                jobs.search_worker = Some(running);
            }
            Err(why) => {
                // Nothing will come: the computer plays without waiting.
                game.stopped(position, Halt::Cancelled(Spent::default()));
                jobs.search = Phase::Failed(why);
            }
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
    match (read(&found.position), found.outcome, found.halted) {
        (Some(p), Some(o), _) => game.learn(&p, o),
        (Some(p), None, Some(halt)) => game.stopped(&p, halt),
        _ => {}
    }
    let spent = found.spent;
    Phase::Done(Some(match (found.outcome, found.halted) {
        (Some(_), _) => format!(
            "Decided by a search in the background: {} positions settled in {}.",
            with_separators(u128::from(spent.positions)),
            millis_text(spent.millis)
        ),
        (None, Some(halt)) => format!("Not decided: the search in the background stopped, {halt}."),
        (None, None) => "Not decided.".to_string(),
    }))
}

/// Stops the search for the reader: the worker ends, and the game hears
/// that the position is not decided, with how far the search got.
fn cancel_search(game: &MisereGame, d: &UseReducerDispatcher<crate::state::play::PlayState>) {
    store::update(&JOBS, |jobs| {
        let Some(running) = jobs.search_worker.take() else {
            return;
        };
        drop(running);
        let spent = match &jobs.search {
            Phase::Search(spent) => *spent,
            _ => Spent::default(),
        };
        if let Some(p) = &jobs.searched {
            game.stopped(p, Halt::Cancelled(spent));
        }
        jobs.search = Phase::Done(Some(format!(
            "Search cancelled: {} positions settled in {}.",
            with_separators(u128::from(spent.positions)),
            millis_text(spent.millis)
        )));
    });
    d.dispatch(PlayAction::MisereReady);
}

/// Stops the quotient's computation for the reader; the positions past
/// the heaps it reached are searched.
fn cancel_quotient() {
    store::update(&JOBS, |jobs| {
        if jobs.whole_worker.take().is_some() {
            let at = match &jobs.whole {
                Phase::Quotient(Some((heap, _, _))) => format!(" after heap {heap}"),
                _ => String::new(),
            };
            jobs.whole = Phase::Done(Some(format!(
                "The quotient's computation was cancelled{at}; positions are decided by search."
            )));
        }
    });
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
        let (d, game) = (d.clone(), game.clone());
        let text = game.format_position(&position);
        use_effect_with((game.spec(), text, undecided), move |(_, _, undecided)| {
            if let (AnyGame::Misere(g), true) = (&game, *undecided) {
                start_search(g, &position, &d);
            }
        });
    }
    let (whole_running, search_running) = store::read(&JOBS, |j| {
        (j.whole_worker.is_some(), j.search_worker.is_some())
    });
    let cancel_search_click = match &game {
        AnyGame::Misere(g) => {
            let (g, d) = ((**g).clone(), d.clone());
            Callback::from(move |_: MouseEvent| cancel_search(&g, &d))
        }
        _ => Callback::noop(),
    };
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
                <p class="small muted" data-testid="misere-worker-whole">
                    {text}
                    if whole_running {
                        {" "}
                        <button type="button" class="link-button" data-testid="misere-cancel-quotient"
                            onclick={Callback::from(|_: MouseEvent| cancel_quotient())}>{"Cancel"}</button>
                    }
                </p>
            }
            if let Some(text) = search {
                <p class="small muted" data-testid="misere-worker-search">
                    {text}
                    if search_running {
                        {" "}
                        <button type="button" class="link-button" data-testid="misere-cancel-search"
                            onclick={cancel_search_click}>{"Cancel"}</button>
                    }
                </p>
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
        let spent = Spent {
            positions: 150_000,
            bytes: 12 << 20,
            millis: 2500,
        };
        let text = Phase::Search(spent).text().unwrap();
        assert!(
            text.contains("150,000 positions settled, 12 MiB held, 2.5 s"),
            "{text}"
        );
    }

    #[test]
    fn a_quotient_that_does_not_settle_says_so() {
        let found = crate::worker::misere::quotient("octal:0.07", 8, &|| 0.0, &mut |_| {});
        let said = quotient_said(&found);
        assert!(
            said.contains("is not proved")
                && said.contains("heaps up to 8")
                && said.contains("search"),
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
        g.attach(std::rc::Rc::new(grundy::spec::MisereSearch::new(
            g.inner().clone(),
            grundy::spec::MisereReach::Page,
            std::rc::Rc::new(|| 0.0),
        )));
        let p = g.parse_position("4 + 4").unwrap();
        let found =
            crate::worker::misere::search("octal:0.77", "4 + 4", None, &|| 0.0, &mut |_| {});
        assert!(matches!(learn(&g, &found), Phase::Done(Some(_))));
        assert_eq!(g.outcome(&p), found.outcome);
        let option = g.parse_position(&found.options[0].0).unwrap();
        assert_eq!(g.outcome(&option), found.options[0].1);
    }
}
