//! The G-series page: `G(og)` and `G(ng)` by the closed forms of Theorems
//! 2.3 and 2.4, with the pre-period and the repeating block marked and the
//! theorem that proves the period, and a brute-force check of the closed
//! forms in a Web Worker, with progress and Cancel. The check belongs to
//! the app, not the page, so it keeps running across a tab switch.

use crate::markup::{class_list, Markup};
use crate::state::play::PlayAction;
use crate::state::ui::UiAction;
use crate::state::ui::Verify;
use crate::state::{PlayContext, UiContext};
use crate::text::{format_ms, parse_number, with_separators, NumberError};
use grundy::manifold::{
    certificate, closed_value, find_periodicity, Manifold, Orientability, Periodicity, Position,
    Surface,
};
use grundy::spec::{AnyGame, AnyPosition};
use grundy::Nimber;
use wasm_bindgen::JsCast;
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// The largest genus accepted, for the series and for verification.
pub const MAX_N: u64 = 1_000_000;
/// At most this many cells per series are drawn; the rest are summarised.
pub const MAX_CELLS: u64 = 240;
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

/// The closed-form series for genus `0..=n`.
pub fn closed_series(kind: Orientability, n: u64) -> Vec<Nimber> {
    (0..=n).map(|g| closed_value(kind, g)).collect()
}

/// Where a genus sits in a periodic series.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Block {
    /// Before the repeating part.
    Pre,
    /// In the repeating part, at `phase` within the block, in its
    /// `repeat`-th copy (0 for the first).
    Period {
        /// Position within the block, `0..period`.
        phase: u64,
        /// Which copy of the block, from 0.
        repeat: u64,
    },
}

/// The block genus `g` belongs to.
pub fn block_of(g: u64, p: &Periodicity) -> Block {
    if g < p.preperiod {
        Block::Pre
    } else {
        let k = g - p.preperiod;
        Block::Period {
            phase: k % p.period,
            repeat: k / p.period,
        }
    }
}

pub fn values_text(values: &[Nimber]) -> String {
    values
        .iter()
        .map(|v| v.get().to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Which of the page's two fields a message is about.
#[derive(Clone, Copy, PartialEq)]
enum Field {
    Show,
    Verify,
}

/// The number typed into the field `id`, read when its form is sent.
fn field_value(id: &str) -> String {
    gloo::utils::document()
        .get_element_by_id(id)
        .and_then(|e| e.dyn_into::<HtmlInputElement>().ok())
        .map(|e| e.value())
        .unwrap_or_default()
}

/// The G-series page.
#[component]
pub fn SeriesPage() -> Html {
    let pages = use_context::<UiContext>().expect("SeriesPage is inside the app context");
    let play = use_context::<PlayContext>().expect("SeriesPage is inside the app context");
    let n = pages.series_n;
    // The fields keep what is typed; a mistake is said beside its field.
    let problem = use_state(|| None::<(Field, String)>);
    let verify = pages.status.clone();

    let submit = |field: Field| {
        let (problem, pages) = (problem.clone(), pages.dispatcher());
        move |e: SubmitEvent| {
            e.prevent_default();
            let id = match field {
                Field::Show => "series-n",
                Field::Verify => "verify-n",
            };
            match read_bound(&field_value(id)) {
                Ok(v) => {
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
    let rows = use_memo(n, |&n| {
        let mut m = Markup::new();
        for kind in [Orientability::Orientable, Orientability::Nonorientable] {
            m.markup(&series_row(kind, n, shown));
        }
        m
    });
    // One listener for every cell: the cell's data names its surface.
    let on_cell = move |e: MouseEvent| {
        let cell = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|t| t.closest("button.cell").ok().flatten());
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

    html! {
        <main class="page">
        <section class="view series-view" aria-labelledby="view-title">
            {Html::from_html_unchecked(AttrValue::Static(LEDE))}
            <form class="view-controls" onsubmit={submit(Field::Show)} novalidate=true>
                <label for="series-n">{"Show genus 0 to"}</label>
                <input id="series-n" class="num" type="text" inputmode="numeric"
                    data-testid="series-n" value={n.to_string()}
                    aria-invalid={show_error.is_some().then_some("true")}
                    aria-describedby="series-n-help" />
                <button type="submit" class="secondary" data-testid="series-show">{"Show"}</button>
                <span id="series-n-help" class="muted small">{help.html()}</span>
            </form>
            <div class="series-rows" onclick={on_cell}>{(*rows).clone().html()}</div>
            <section class="panel verify" aria-labelledby="verify-title" data-testid="verify">
                {Html::from_html_unchecked(AttrValue::Static(VERIFY_LEDE))}
                <form class="view-controls" onsubmit={submit(Field::Verify)}>
                    <label for="verify-n">{"Up to genus"}</label>
                    <input id="verify-n" class="num" type="text" inputmode="numeric"
                        data-testid="verify-n" value={pages.verify.unwrap_or(DEFAULT_VERIFY_N).to_string()}
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

/// One series, as markup: its summary, its proof, then its cells grouped
/// into the pre-period and the copies of the repeating block. The cells are
/// buttons; a click reaches the page's listener around them.
pub fn series_row(kind: Orientability, n: u64, shown: u64) -> Markup {
    let l = match kind {
        Orientability::Orientable => "o",
        Orientability::Nonorientable => "n",
    };
    let values = closed_series(kind, n);
    let periodicity = find_periodicity(&values);
    let proof = periodicity.and_then(|p| certificate(kind, &values, &p));
    let (theorem, name) = match kind {
        Orientability::Orientable => ("Theorem 2.3", "orientable"),
        Orientability::Nonorientable => ("Theorem 2.4", "nonorientable"),
    };
    let mut m = Markup::new();
    m.open(
        "section",
        &[
            ("class", "panel series"),
            ("data-testid", &format!("series-row-{l}")),
            ("aria-labelledby", &format!("series-{l}-title")),
        ],
    )
    .open("h3", &[("id", &format!("series-{l}-title"))])
    .text(&format!("G({l}"))
    .el("var", &[], "g")
    .text(&format!("), the {name} surfaces ({theorem})"))
    .close("h3");
    let testid = format!("period-{l}");
    match periodicity {
        Some(p) => {
            let pre = &values[..p.preperiod as usize];
            let block = &values[p.preperiod as usize..(p.preperiod + p.period) as usize];
            m.open(
                "p",
                &[
                    ("class", "series-summary"),
                    ("data-testid", &testid),
                    ("data-preperiod", &p.preperiod.to_string()),
                    ("data-period", &p.period.to_string()),
                    ("data-block-values", &values_text(block)),
                ],
            )
            .el(
                "span",
                &[("class", "key pre-key")],
                &format!("pre-period: {}", values_text(pre)),
            )
            .text(" then ")
            .el(
                "span",
                &[("class", "key period-key")],
                &format!("period {}: {}", p.period, values_text(block)),
            )
            .text(&format!(
                " repeating from genus {}, checked to genus {}.",
                p.preperiod,
                with_separators(u128::from(p.checked_to))
            ))
            .close("p");
        }
        None => {
            m.el(
                "p",
                &[("class", "series-summary muted"), ("data-testid", &testid)],
                "Too few values to see the series repeat; show more genera.",
            );
        }
    }
    m.el(
        "p",
        &[
            ("class", "series-proof small"),
            ("data-testid", &format!("proof-{l}")),
        ],
        &match &proof {
            Some(c) => format!("Proved for every genus by {}: {}.", c.theorem, c.statement),
            None => "Too few values for the theorem's check; show more genera.".to_string(),
        },
    );
    let period_label = periodicity.map(|p| {
        let block = &values[p.preperiod as usize..(p.preperiod + p.period) as usize];
        format!("period {}: {}", p.period, values_text(block))
    });
    m.open(
        "ol",
        &[
            ("class", "groups"),
            ("aria-label", &format!("G-values of {l}0 to {l}{shown}")),
        ],
    );
    // Consecutive genera of the same block copy share a group, so the
    // bracket under a group spans exactly one block.
    let mut open_group: Option<Option<Block>> = None;
    let close_group = |m: &mut Markup, key: Option<Block>| {
        let label = match key {
            Some(Block::Pre) => Some("pre-period".to_string()),
            Some(Block::Period { repeat: 0, .. }) => period_label.clone(),
            _ => None,
        };
        m.close("ol")
            .open("span", &[("class", "bracket"), ("aria-hidden", "true")]);
        if let Some(label) = label {
            m.el("span", &[("class", "bracket-label")], &label);
        }
        m.close("span").close("li");
    };
    for (g, value) in values.iter().enumerate().take(shown as usize + 1) {
        let block = periodicity.map(|p| block_of(g as u64, &p));
        let key = block.map(|b| match b {
            Block::Period { repeat, .. } => Block::Period { phase: 0, repeat },
            b => b,
        });
        if open_group != Some(key) {
            if let Some(previous) = open_group {
                close_group(&mut m, previous);
            }
            let class = match key {
                Some(Block::Pre) => "group pre",
                Some(Block::Period { repeat: 0, .. }) => "group period first",
                Some(Block::Period { .. }) => "group period",
                None => "group plain",
            };
            m.open("li", &[("class", class)])
                .open("ol", &[("class", "cells")]);
            open_group = Some(key);
        }
        let v = value.get().to_string();
        let (data_block, phase, note) = match block {
            Some(Block::Pre) => ("pre", String::new(), ", pre-period"),
            Some(Block::Period { phase, repeat }) => (
                "period",
                phase.to_string(),
                if phase == 0 && repeat == 0 {
                    ", the repeating block starts here"
                } else {
                    ""
                },
            ),
            None => ("", String::new(), ""),
        };
        let start = block
            == Some(Block::Period {
                phase: 0,
                repeat: 0,
            });
        let genus = g.to_string();
        m.open("li", &[])
            .open(
                "button",
                &[
                    ("type", "button"),
                    ("class", if start { "cell period-start" } else { "cell" }),
                    ("data-testid", "series-cell"),
                    ("data-kind", l),
                    ("data-genus", &genus),
                    ("data-value", &v),
                    ("data-block", data_block),
                    ("data-period-index", &phase),
                    (
                        "aria-label",
                        &format!("{l}{g}: G-value {v}{note}. Play this surface."),
                    ),
                ],
            )
            .open("span", &[("class", "cell-genus")])
            .text(l)
            .el("sub", &[], &genus)
            .close("span")
            .el("span", &[("class", "cell-value")], &v)
            .close("button")
            .close("li");
    }
    if let Some(previous) = open_group {
        close_group(&mut m, previous);
    }
    m.close("ol");
    let more = n.saturating_sub(shown);
    if more > 0 {
        m.el(
            "p",
            &[("class", "muted small")],
            &format!(
                "… and {} more genera, not drawn.",
                with_separators(u128::from(more))
            ),
        );
    }
    m.close("section");
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

    #[test]
    fn nonorientable_series_has_preperiod_three_and_period_four() {
        let p = find_periodicity(&closed_series(Orientability::Nonorientable, 40)).unwrap();
        assert_eq!((p.preperiod, p.period), (3, 4));
        assert_eq!(block_of(2, &p), Block::Pre);
        assert_eq!(
            block_of(3, &p),
            Block::Period {
                phase: 0,
                repeat: 0
            }
        );
        assert_eq!(
            block_of(8, &p),
            Block::Period {
                phase: 1,
                repeat: 1
            }
        );
    }

    #[test]
    fn orientable_series_has_preperiod_two_and_period_two() {
        let p = find_periodicity(&closed_series(Orientability::Orientable, 40)).unwrap();
        assert_eq!((p.preperiod, p.period), (2, 2));
    }
}
