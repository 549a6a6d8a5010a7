//! The G-series page: `G(og)` and `G(ng)` by the closed forms of Theorems
//! 2.3 and 2.4 (the rows, with the pre-period and the repeating block
//! marked and the theorem that proves the period, are drawn by the content
//! module, [`crate::content::series`]), and a brute-force check of the
//! closed forms in a Web Worker, with progress and Cancel. The check
//! belongs to the app, not the page, so it keeps running across a tab
//! switch.

use crate::content::pages::{EventKind, PageEvent, PageName};
use crate::content::series::{MAX_CELLS, MAX_N};
use crate::content::Request;
use crate::lazy::{lazy, page_event};
use crate::markup::{class_list, Markup};
use crate::state::play::PlayAction;
use crate::state::ui::UiAction;
use crate::state::ui::Verify;
use crate::state::{PlayContext, UiContext};
use crate::text::{format_ms, parse_number, with_separators, NumberError};
use grundy::manifold::{Manifold, Orientability, Position, Surface};
use grundy::spec::{AnyGame, AnyPosition};
use wasm_bindgen::JsCast;
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// The default genus to verify to.
pub const DEFAULT_VERIFY_N: u64 = 20_000;

/// A typed bound read, or the sentence saying why not.
pub fn read_bound(text: &str) -> Result<u64, String> {
    parse_number(text, MAX_N).map_err(|e| match e {
        NumberError::TooLarge => format!(
            "At most {}: larger runs do not fit comfortably in a browser tab.",
            with_separators(u128::from(MAX_N))
        ),
        _ => format!(
            "Enter a whole number from 0 to {} (as in 20,000 or 1e5).",
            with_separators(u128::from(MAX_N))
        ),
    })
}

/// Which of the page's two fields a message is about.
#[derive(Clone, Copy, PartialEq)]
enum Field {
    Show,
    Verify,
}

/// What is typed into the page's two fields and not yet sent (`None`:
/// the field shows the app's value). Kept in state, not only in the DOM,
/// because every render sets a field to what the page says it holds, and
/// the page renders while a person types: the content module arriving, a
/// running check's progress.
#[derive(Clone, Default, PartialEq)]
struct Typed {
    show: Option<String>,
    verify: Option<String>,
}

impl Typed {
    fn slot(&mut self, field: Field) -> &mut Option<String> {
        match field {
            Field::Show => &mut self.show,
            Field::Verify => &mut self.verify,
        }
    }
}

/// The G-series page.
#[component]
pub fn SeriesPage() -> Html {
    let pages = use_context::<UiContext>().expect("SeriesPage is inside the app context");
    let play = use_context::<PlayContext>().expect("SeriesPage is inside the app context");
    let game = play.table().game().clone();
    // A heap game's own series; Nim's is G(n) = n, and its tab is the
    // primer, so beside it this page stays the surfaces' series.
    let heap_game = !matches!(
        game,
        AnyGame::Manifold(_) | AnyGame::Lab(_) | AnyGame::Nim(_)
    );
    let n = pages.series_n;
    // The fields keep what is typed; a mistake is said beside its field.
    let problem = use_state(|| None::<(Field, String)>);
    let typed = use_state(Typed::default);
    let on_type = |field: Field| {
        let typed = typed.clone();
        move |e: InputEvent| {
            if let Some(input) = e.target_dyn_into::<HtmlInputElement>() {
                let mut next = (*typed).clone();
                *next.slot(field) = Some(input.value());
                typed.set(next);
            }
        }
    };
    let verify = pages.status.clone();
    let verify_n = pages.verify.unwrap_or(DEFAULT_VERIFY_N);

    let submit = |field: Field| {
        let (problem, pages, typed) = (problem.clone(), pages.dispatcher(), typed.clone());
        move |e: SubmitEvent| {
            e.prevent_default();
            let mut next = (*typed).clone();
            let text = next.slot(field).take().unwrap_or_else(|| match field {
                Field::Show => n.to_string(),
                Field::Verify => verify_n.to_string(),
            });
            match read_bound(&text) {
                Ok(v) => {
                    // The field now shows the value sent, as the app holds it.
                    typed.set(next);
                    problem.set(None);
                    pages.dispatch(match field {
                        Field::Show => UiAction::SeriesTo(v),
                        Field::Verify => UiAction::Verify(v),
                    });
                }
                Err(msg) => problem.set(Some((field, msg))),
            }
        }
    };
    let on_cancel = {
        let d = pages.dispatcher();
        move |_| d.dispatch(UiAction::Cancel)
    };

    let load = {
        let (play, pages) = (play.dispatcher(), pages.dispatcher());
        Callback::from(move |s: Surface| {
            play.dispatch(PlayAction::Load(
                AnyGame::Manifold(Manifold),
                AnyPosition::Surfaces(Position::new(vec![s])),
            ));
            pages.dispatch(UiAction::Show(crate::route::View::Play));
        })
    };
    let shown = n.min(MAX_CELLS - 1);
    // One listener for every cell: the cell's data names its surface.
    let on_cell = move |e: MouseEvent| {
        let target = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok());
        // The download buttons under the rows: the content module writes
        // the file.
        if let Some(button) = target
            .as_ref()
            .filter(|t| t.has_attribute("data-series-export"))
        {
            let (format, n) = (
                button
                    .get_attribute("data-series-export")
                    .unwrap_or_default(),
                button.get_attribute("data-n").unwrap_or_default(),
            );
            page_event(&PageEvent {
                page: PageName::Series,
                kind: EventKind::Click,
                id: format,
                value: n,
            });
            return;
        }
        let cell = target.and_then(|t| t.closest("button.cell").ok().flatten());
        let surface = cell.and_then(|c| {
            let genus = c.get_attribute("data-genus")?.parse().ok()?;
            let kind = match c.get_attribute("data-kind")?.as_str() {
                "o" => Orientability::Orientable,
                _ => Orientability::Nonorientable,
            };
            Some(Surface::new(kind, genus))
        });
        if let Some(surface) = surface {
            load.emit(surface);
        }
    };

    let running = verify.running();
    let error = |field: Field| match &*problem {
        Some((f, msg)) if *f == field => Some(msg.clone()),
        _ => None,
    };
    let (show_error, verify_error) = (error(Field::Show), error(Field::Verify));
    let mut help = Markup::new();
    match &show_error {
        Some(msg) => {
            help.el(
                "span",
                &[("class", "field-error inline"), ("role", "alert")],
                msg,
            );
        }
        None if n > shown => {
            help.text(&format!(
                "Periods found from all {} values; the first {} cells are drawn.",
                with_separators(u128::from(n) + 1),
                with_separators(u128::from(shown) + 1)
            ));
        }
        None => {
            help.text(&format!(
                "Up to {}; at most {} cells are drawn.",
                with_separators(u128::from(MAX_N)),
                MAX_CELLS
            ));
        }
    }
    let (permille, progress_text) = progress(&verify);

    if heap_game {
        return html! { <super::heap_series::HeapSeries {game} /> };
    }
    html! {
        <main class="page">
        <section class="view series-view" aria-labelledby="view-title">
            {Html::from_html_unchecked(AttrValue::Static(LEDE))}
            <form class="view-controls" onsubmit={submit(Field::Show)} novalidate=true>
                <label for="series-n">{"Show genus 0 to"}</label>
                <input id="series-n" class="num" type="text" inputmode="numeric"
                    data-testid="series-n" value={typed.show.clone().unwrap_or_else(|| n.to_string())}
                    oninput={on_type(Field::Show)}
                    aria-invalid={show_error.is_some().then_some("true")}
                    aria-describedby="series-n-help" />
                <button type="submit" class="secondary" data-testid="series-show">{"Show"}</button>
                <span id="series-n-help" class="muted small">{help.html()}</span>
            </form>
            <div class="series-rows" onclick={on_cell}>{lazy(&pages, &Request::Series { n })}</div>
            <section class="panel verify" aria-labelledby="verify-title" data-testid="verify">
                {Html::from_html_unchecked(AttrValue::Static(VERIFY_LEDE))}
                <form class="view-controls" onsubmit={submit(Field::Verify)}>
                    <label for="verify-n">{"Up to genus"}</label>
                    <input id="verify-n" class="num" type="text" inputmode="numeric"
                        data-testid="verify-n" value={typed.verify.clone().unwrap_or_else(|| verify_n.to_string())}
                        oninput={on_type(Field::Verify)}
                        aria-invalid={verify_error.is_some().then_some("true")} />
                    <button type="submit" data-testid="verify-start" disabled={running}>{"Verify"}</button>
                    <button type="button" class="secondary" data-testid="verify-cancel"
                        disabled={!running} onclick={on_cancel}>{"Cancel"}</button>
                </form>
                if let Some(msg) = verify_error {
                    <p class="field-error" role="alert">{msg}</p>
                }
                <div class={class_list("verify-progress", &[(!running, "idle")])} aria-hidden={(!running).then_some("true")}>
                    <progress id="verify-progress" data-testid="verify-progress" max="1000"
                        value={permille.to_string()} aria-label="Verification progress"></progress>
                    <span class="small muted" data-testid="verify-progress-text">{progress_text}</span>
                </div>
                <p class="verify-status" role="status" data-testid="verify-status" data-state={verify.state()}>
                    {verify_status(&verify).html()}
                </p>
            </section>
        </section>
        </main>
    }
}

/// The page's title and lead (fixed text).
const LEDE: &str = "<h2 id=\"view-title\">The G-series</h2><p class=\"view-lede\">The G-value \
    of every surface, by genus, from the paper's closed forms: Theorem 2.3 for the orientable \
    surfaces o<var>g</var>, Theorem 2.4 for the nonorientable n<var>g</var>. Each series settles \
    into a repeating block; the bracket under each block marks it. Choose a cell to play that \
    surface.</p>";

/// The verification's title and what it does (fixed text).
const VERIFY_LEDE: &str = "<h3 id=\"verify-title\">Verify by brute force</h3><p class=\"muted\">\
    Recompute both series from the moves alone (cuts (a)–(h), a split being worth the nim-sum of \
    its pieces) and compare them with the closed forms. The run goes on in a background worker \
    while you use the rest of the explorer.</p>";

/// The progress bar's value (in thousandths) and its line of text.
fn progress(verify: &Verify) -> (u32, String) {
    match verify {
        Verify::Starting { n } => (
            0,
            format!(
                "Starting the worker for genus 0 to {}…",
                with_separators(u128::from(*n))
            ),
        ),
        Verify::Running {
            kind,
            done,
            total,
            permille,
            ..
        } => (
            *permille,
            format!(
                "Checking {}g: genus {} of {} ({}% of the work)",
                kind.letter(),
                with_separators(u128::from(*done)),
                with_separators(u128::from(total.saturating_sub(1))),
                permille / 10
            ),
        ),
        _ => (0, String::new()),
    }
}

/// The verdict of a finished, cancelled or failed run, as markup.
fn verify_status(verify: &Verify) -> Markup {
    let mut m = Markup::new();
    let (class, mark, text) = match verify {
        Verify::Idle | Verify::Starting { .. } | Verify::Running { .. } => return m,
        Verify::Finished { n, ms, reports } => {
            match reports.iter().find_map(|r| r.mismatch.map(|m| (r.kind, m))) {
                Some((kind, m)) => (
                    "verdict bad",
                    "✗ ",
                    format!(
                        "Mismatch at {}{}: the closed form gives {}, the moves give {}.",
                        kind.letter(),
                        m.at,
                        m.expected,
                        m.found
                    ),
                ),
                None => {
                    let parts = reports
                        .iter()
                        .map(|r| format!("{}g {}", r.kind.letter(), format_ms(r.ms)))
                        .collect::<Vec<_>>()
                        .join(", ");
                    (
                        "verdict good",
                        "✓ ",
                        format!(
                            "Closed form confirmed to genus {} in {} ({parts}; in a background worker).",
                            with_separators(u128::from(*n)),
                            format_ms(*ms)
                        ),
                    )
                }
            }
        }
        Verify::Cancelled { n, at } => {
            let where_ = match at {
                Some((kind, done)) => format!(
                    " while checking {}g at genus {}",
                    kind.letter(),
                    with_separators(u128::from(*done))
                ),
                None => String::new(),
            };
            (
                "verdict",
                "",
                format!(
                    "Cancelled{where_}; the run to genus {} was stopped and nothing was confirmed.",
                    with_separators(u128::from(*n))
                ),
            )
        }
        Verify::Failed(msg) => ("verdict bad", "", msg.clone()),
    };
    m.open("span", &[("class", class)]);
    if !mark.is_empty() {
        m.el("span", &[("aria-hidden", "true")], mark);
    }
    m.text(&text).close("span");
    m
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bounds_take_the_apps_number_syntax() {
        assert_eq!(read_bound("40"), Ok(40));
        assert_eq!(read_bound(" 20,000 "), Ok(20_000));
        assert_eq!(read_bound("10^6"), Ok(1_000_000));
        assert_eq!(read_bound("1e5"), Ok(100_000));
    }

    #[test]
    fn bounds_refuse_junk_and_too_large() {
        assert!(read_bound("").is_err());
        assert!(read_bound("-3").is_err());
        assert!(read_bound("4.5").is_err());
        assert!(read_bound("10^7").unwrap_err().contains("At most"));
        assert!(read_bound("99999999999999999999999")
            .unwrap_err()
            .contains("At most"));
    }
}
