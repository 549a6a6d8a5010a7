//! The G-series page of a heap game, run by the content module: values to
//! a chosen heap computed in the background worker with progress and
//! Cancel; the worker sends the result as data and this page draws it
//! ([`super::heap`]: pre-period, period and certificate, Grundy's game's
//! rare values and timings, the rectangle table against Schrage's
//! theorem).

use super::pages::{EventKind, PageEffect, PageEvent, Slot};
use crate::markup::Markup;
use crate::text::{parse_number, with_separators};
use crate::worker::protocol::{Job, Report};
use grundy::spec::AnyGame;
use grundy::Game;
use std::cell::RefCell;

/// The default and largest bound of a game: heaps, or the table's side.
fn bounds(game: &AnyGame) -> (u64, u64, &'static str) {
    match game {
        AnyGame::Rectangles(_) => (20, 60, "Table side"),
        AnyGame::Octal(_) => (1_000, 100_000, "Last heap"),
        AnyGame::GrundyGame(g) if g.d() == 1 => (100_000, 10_000_000, "Last heap"),
        AnyGame::GrundyGame(_) => (1_000, 100_000, "Last heap"),
        _ => (1_000, 10_000_000, "Last heap"),
    }
}

/// The page's state for the visit.
#[derive(Default)]
struct Page {
    spec: String,
    last: u64,
    typed: Option<String>,
    problem: Option<String>,
    slot: Slot,
}

thread_local! {
    static PAGE: RefCell<Page> = RefCell::new(Page::default());
}

impl Page {
    fn start(&mut self, last: u64) {
        self.last = last;
        self.slot.key = Some((0, last));
        let job = Job::Heap {
            game: self.spec.clone(),
            last,
        };
        self.slot.start(
            job,
            |report| {
                PAGE.with(|p| {
                    p.borrow_mut().slot.take(report, |r| match r {
                        Report::Heap { result, last, .. } => {
                            Some(super::heap::result(result, *last))
                        }
                        _ => None,
                    })
                })
            },
            || PAGE.with(|p| p.borrow_mut().slot.fail()),
        );
    }
}

/// What a person did on the page.
pub fn event(e: &PageEvent) -> PageEffect {
    PAGE.with(|p| {
        let mut p = p.borrow_mut();
        let mut effect = PageEffect::default();
        match (e.kind, e.id.as_str()) {
            (EventKind::Input, "heap-last") => {
                p.typed = Some(e.value.clone());
                effect.redraw = false;
            }
            (EventKind::Submit, "heap-form") => {
                let Ok(game) = AnyGame::from_spec(&p.spec) else {
                    return effect;
                };
                let (_, max, _) = bounds(&game);
                let text = p.typed.clone().unwrap_or_else(|| p.last.to_string());
                match parse_number(&text, max) {
                    Ok(v) if v >= 1 => {
                        p.problem = None;
                        p.typed = None;
                        p.start(v);
                    }
                    _ => {
                        p.problem = Some(format!(
                            "Enter a whole number from 1 to {}.",
                            with_separators(u128::from(max))
                        ))
                    }
                }
            }
            (EventKind::Click, "heap-cancel") => p.slot.cancel(),
            _ => effect.redraw = false,
        }
        effect
    })
}

/// The page for the game `spec`, as markup: its heading and form, or its
/// progress and result; a new game starts a run to its default bound.
pub fn page(spec: &str, result: bool) -> Markup {
    let mut m = Markup::new();
    let Ok(game) = AnyGame::from_spec(spec) else {
        m.el(
            "p",
            &[("class", "field-error")],
            "This game has no G-series page.",
        );
        return m;
    };
    let (default, _, what) = bounds(&game);
    PAGE.with(|p| {
        let mut p = p.borrow_mut();
        if p.spec != spec {
            *p = Page {
                spec: spec.to_string(),
                ..Page::default()
            };
            p.start(default);
        }
        if result {
            p.slot
                .status(&mut m, "heap-status", "Progress of the series");
            m.open("div", &[("class", "heap-result")]);
            p.slot.shown(&mut m, |_| true);
            m.close("div");
            return m;
        }
        let running = p.slot.running();
        let field = p.typed.clone().unwrap_or_else(|| p.last.to_string());
        let flag = |on: bool| if on { "on" } else { "" };
        let key = format!("{spec} {running} {:?} {}", p.problem, p.last);
        let problem = p.problem.clone();
        super::pages::form("heap", key, move || {
            let mut m = Markup::new();
            m.el(
            "h2",
            &[("id", "view-title")],
            &format!("The G-series of {}", game.name()),
        )
        .el(
            "p",
            &[("class", "view-lede")],
            "G(n) for every heap n, computed in a background worker: the pre-period, the least \
             period and the theorem that proves it, or how far the values were checked.",
        )
        .open(
            "form",
            &[
                ("class", "view-controls"),
                ("data-testid", "heap-form"),
                ("novalidate?", "on"),
            ],
        )
        .el("label", &[("for", "heap-last")], what)
        .open(
            "input",
            &[
                ("id", "heap-last"),
                ("class", "num"),
                ("type", "text"),
                ("inputmode", "numeric"),
                ("data-testid", "heap-last"),
                ("value", &field),
                ("aria-invalid", if problem.is_some() { "true" } else { "" }),
            ],
        )
        .el(
            "button",
            &[
                ("type", "submit"),
                ("data-testid", "heap-run"),
                ("disabled?", flag(running)),
            ],
            "Compute",
        )
        .el(
            "button",
            &[
                ("type", "button"),
                ("class", "secondary"),
                ("data-testid", "heap-cancel"),
                ("disabled?", flag(!running)),
            ],
            "Cancel",
        )
        .close("form");
            if let Some(problem) = &problem {
                m.el("p", &[("class", "field-error"), ("role", "alert")], problem);
            }
            m
        })
    })
}
