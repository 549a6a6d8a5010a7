//! The brute-force check of the closed forms: its form, its progress bar
//! and its verdict, said in a live region.

use super::state::{At, Field, Msg, Verdict, STORE};
use super::top::{send, sending, typing};
use crate::pages::store::{self, use_store};
use crate::state::UiContext;
use crate::text::{format_ms, with_separators};
use yew::prelude::*;

fn sep(n: u64) -> String {
    with_separators(u128::from(n))
}

/// Properties of [`VerifyPanel`].
#[derive(Properties, PartialEq)]
pub struct VerifyProps {
    /// The bound the address names, or the default.
    pub bound: u64,
}

/// The check's heading, form, progress and verdict.
#[component]
pub fn VerifyPanel(props: &VerifyProps) -> Html {
    let ui = use_context::<UiContext>().expect("VerifyPanel is inside the app context");
    use_store(&STORE);
    let (field, problem, verdict, asked) = store::read(&STORE, |s| {
        (
            s.field(Field::Bound, props.bound),
            s.problem(Field::Bound).map(str::to_string),
            s.verdict(),
            s.asked(),
        )
    });
    let running = matches!(verdict, Verdict::Running(..));
    let cancel = {
        let ui = ui.clone();
        Callback::from(move |_: MouseEvent| send(&ui, Msg::Cancel))
    };
    html! {
        <section class="panel verify" aria-labelledby="verify-title" data-testid="verify">
            <h3 id="verify-title">{"Verify by brute force"}</h3>
            <p class="muted">
                {"Recompute both series from the moves alone (cuts (a)–(h), a split being worth \
                  the nim-sum of its pieces) and compare them with the closed forms. The run goes \
                  on in a background worker while you use the rest of the explorer."}
            </p>
            <form class="view-controls" data-testid="verify-form"
                onsubmit={sending(&ui, Field::Bound, props.bound)}>
                <label for="verify-n">{"Up to genus"}</label>
                <input id="verify-n" class="num" type="text" inputmode="numeric"
                    data-testid="verify-n" value={field}
                    aria-invalid={problem.is_some().then_some("true")}
                    oninput={typing(Field::Bound)} />
                <button type="submit" data-testid="verify-start" disabled={running}>{"Verify"}</button>
                <button type="button" class="secondary" data-testid="verify-cancel"
                    disabled={!running} onclick={cancel}>{"Cancel"}</button>
            </form>
            if let Some(msg) = problem {
                <p class="field-error" role="alert">{msg}</p>
            }
            {progress(&verdict, asked)}
            // The live region stays while the verdict in it changes.
            <div role="status">
                <p class="verify-status" data-testid="verify-status" data-state={verdict.word()}>
                    {said(&verdict, asked)}
                </p>
            </div>
        </section>
    }
}

/// The progress bar and its line; kept in the layout while idle, hidden.
fn progress(verdict: &Verdict, asked: u64) -> Html {
    let (running, permille, text) = match verdict {
        Verdict::Running(None, permille) => (
            true,
            *permille,
            format!("Starting the worker for genus 0 to {}…", sep(asked)),
        ),
        Verdict::Running(Some((kind, done, total)), permille) => (
            true,
            *permille,
            format!(
                "Checking {}g: genus {} of {} ({}% of the work)",
                kind.letter(),
                sep(*done),
                sep(total.saturating_sub(1)),
                permille / 10
            ),
        ),
        _ => (false, 0, String::new()),
    };
    html! {
        <div class={classes!("verify-progress", (!running).then_some("idle"))}
            aria-hidden={(!running).then_some("true")}>
            <progress id="verify-progress" data-testid="verify-progress" max="1000"
                value={permille.to_string()} aria-label="Verification progress"></progress>
            <span class="small muted" data-testid="verify-progress-text">{text}</span>
        </div>
    }
}

/// Where a cancelled check was, in words.
fn where_it_was(at: &Option<At>) -> String {
    match at {
        Some((kind, done, _)) => {
            format!(" while checking {}g at genus {}", kind.letter(), sep(*done))
        }
        None => String::new(),
    }
}

/// The verdict of a finished, cancelled or failed check, in words: its
/// class, a mark shown but not read, and the sentence.
pub fn verdict_text(verdict: &Verdict, asked: u64) -> Option<(&'static str, &'static str, String)> {
    Some(match verdict {
        Verdict::Idle | Verdict::Running(..) => return None,
        Verdict::Finished(v) => {
            match v.kinds.iter().find_map(|r| r.mismatch.map(|m| (r.kind, m))) {
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
                    let parts = v
                        .kinds
                        .iter()
                        .map(|r| format!("{}g {}", r.kind.letter(), format_ms(r.ms)))
                        .collect::<Vec<_>>()
                        .join(", ");
                    (
                        "verdict good",
                        "✓ ",
                        format!(
                            "Closed form confirmed to genus {} in {} ({parts}; in a background worker).",
                            sep(asked),
                            format_ms(v.ms)
                        ),
                    )
                }
            }
        }
        Verdict::Cancelled(at) => (
            "verdict",
            "",
            format!(
                "Cancelled{}; the run to genus {} was stopped and nothing was confirmed.",
                where_it_was(at),
                sep(asked)
            ),
        ),
        Verdict::Failed(msg) => ("verdict bad", "", msg.clone()),
    })
}

/// The verdict, drawn.
fn said(verdict: &Verdict, asked: u64) -> Html {
    let Some((class, mark, text)) = verdict_text(verdict, asked) else {
        return html! {};
    };
    html! {
        <span class={class}>
            if !mark.is_empty() {
                <span aria-hidden="true">{mark}</span>
            }
            {text}
        </span>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pages::series::state::Verified;
    use crate::worker::protocol::{Kind, KindReport};

    #[test]
    fn a_cancelled_check_says_where_it_was() {
        let text = verdict_text(&Verdict::Cancelled(Some((Kind::O, 4, 10))), 9)
            .map(|(_, _, t)| t)
            .unwrap_or_default();
        assert!(text.starts_with("Cancelled while checking og at genus 4"));
    }

    #[test]
    fn a_mismatch_is_named_in_the_verdict() {
        let finished = Verdict::Finished(Verified {
            ms: 5,
            kinds: vec![KindReport {
                kind: Kind::N,
                ms: 3,
                mismatch: Some(grundy::series::Mismatch {
                    at: 7,
                    expected: grundy::Nimber(2),
                    found: grundy::Nimber(1),
                }),
            }],
        });
        let (class, _, text) = verdict_text(&finished, 9).unwrap_or_default();
        assert_eq!(class, "verdict bad");
        assert!(text.contains("Mismatch at n7"));
    }

    #[test]
    fn a_confirmation_names_its_bound_with_separators() {
        let finished = Verdict::Finished(Verified {
            ms: 1_500,
            kinds: Vec::new(),
        });
        let (_, mark, text) = verdict_text(&finished, 20_000).unwrap_or_default();
        assert_eq!(mark, "✓ ");
        assert!(text.starts_with("Closed form confirmed to genus 20,000 in"));
    }
}
