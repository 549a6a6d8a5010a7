//! The rule lab, run by the content module: its state, the jobs it sends
//! to the G-series worker (whose results it draws with [`super::lab`] and
//! [`super::lab_misere`]), and its parts (the controls drawn by
//! [`super::lab_controls`]). The page shows the parts
//! ([`LabPart`]) and hands over what a person does ([`PageEvent`]); the
//! controls need no handler of their own, and the page's first load
//! carries none of this.

use super::lab_controls::{self as controls, LabView};
use super::pages::{EventKind, PageEffect, PageEvent, Slot};
use super::{lab, lab_misere};
use crate::markup::Markup;
use crate::text::parse_number;
use crate::worker::protocol::{Job, Report};
use grundy::games::lab::{Rules, MISERE_REACH};
use grundy::manifold::CutKind;
use serde::{Deserialize, Serialize};
use std::cell::RefCell;

/// The default weight the series are computed to.
const DEFAULT_WEIGHT: u64 = 400;
/// The largest weight offered (a run costs about the square of it).
const MAX_WEIGHT: u64 = 20_000;
/// Genera are computed for every position up to this weight by default.
const DEFAULT_GENUS: u64 = 20;
/// The heaviest genus weight offered (about 200,000 positions).
const MAX_GENUS: u64 = 30;

/// The lab's state, kept for the visit, so leaving the lab and coming
/// back finds it as it was.
struct Lab {
    rules: Rules,
    weight: u64,
    typed_weight: Option<String>,
    problem: Option<String>,
    genus: u64,
    typed_genus: Option<String>,
    misere_problem: Option<String>,
    series: Slot,
    misere: Slot,
    catalogue: Slot,
}

thread_local! {
    static LAB: RefCell<Lab> = RefCell::new(Lab {
        rules: Rules::ALL,
        weight: DEFAULT_WEIGHT,
        typed_weight: None,
        problem: None,
        genus: DEFAULT_GENUS,
        typed_genus: None,
        misere_problem: None,
        series: Slot::default(),
        misere: Slot::default(),
        catalogue: Slot::default(),
    });
}

/// One of the lab's jobs.
#[derive(Clone, Copy)]
enum Which {
    Series,
    Misere,
    Catalogue,
}

impl Lab {
    fn slot(&mut self, which: Which) -> &mut Slot {
        match which {
            Which::Series => &mut self.series,
            Which::Misere => &mut self.misere,
            Which::Catalogue => &mut self.catalogue,
        }
    }

    /// Starts `job` in the slot `which`; its result is what `draw` makes
    /// of a report.
    fn start(&mut self, which: Which, job: Job, draw: fn(&Report) -> Option<Markup>) {
        self.slot(which).start(
            job,
            move |report| LAB.with(|lab| lab.borrow_mut().slot(which).take(report, draw)),
            move || LAB.with(|lab| lab.borrow_mut().slot(which).fail()),
        );
    }

    fn view(&self) -> LabView {
        LabView {
            rules: self.rules.bits(),
            weight: self
                .typed_weight
                .clone()
                .unwrap_or_else(|| self.weight.to_string()),
            running: self.series.running(),
            problem: self.problem.clone(),
            genus: self
                .typed_genus
                .clone()
                .unwrap_or_else(|| self.genus.to_string()),
            misere_running: self.misere.running(),
            misere_problem: self.misere_problem.clone(),
            catalogue_running: self.catalogue.running(),
            catalogue_weight: DEFAULT_WEIGHT,
        }
    }

    /// Starts the series for the rules and weight unless they are shown
    /// or on their way.
    fn ensure_series(&mut self) {
        let key = (self.rules.bits(), self.weight);
        if self.series.key == Some(key) {
            return;
        }
        self.series.key = Some(key);
        let job = Job::Lab {
            rules: key.0,
            to: key.1,
        };
        self.start(Which::Series, job, |r| match r {
            Report::Lab(series) => Some(lab::series_result(series)),
            _ => None,
        });
    }
}

/// Misère play of the rules, once asked for.
fn start_misere(lab: &mut Lab) {
    let text = lab
        .typed_genus
        .clone()
        .unwrap_or_else(|| lab.genus.to_string());
    let g = match parse_number(&text, MAX_GENUS) {
        Ok(g) if g >= 1 => g,
        _ => {
            lab.misere_problem = Some(format!(
                "Enter a weight from 1 to {MAX_GENUS} for the genera."
            ));
            return;
        }
    };
    lab.misere_problem = None;
    lab.typed_genus = None;
    lab.genus = g;
    lab.misere.key = Some((lab.rules.bits(), g));
    let job = Job::Misere {
        rules: lab.rules.bits(),
        table: MISERE_REACH,
        genus: g,
    };
    lab.start(Which::Misere, job, |r| match r {
        Report::Misere(play) => Some(lab_misere::misere(play)),
        _ => None,
    });
}

fn submit_weight(lab: &mut Lab) {
    let text = lab
        .typed_weight
        .clone()
        .unwrap_or_else(|| lab.weight.to_string());
    match parse_number(&text, MAX_WEIGHT) {
        Ok(w) if w >= 20 => {
            lab.problem = None;
            lab.typed_weight = None;
            lab.weight = w;
            // Asked again: computed again.
            lab.series.key = None;
            lab.ensure_series();
        }
        _ => {
            lab.problem = Some(format!(
                "Enter a weight from 20 to {MAX_WEIGHT} (as in 400 or 2e3)."
            ))
        }
    }
}

/// What a person did on the lab page; the effect says what the page must
/// change (the rules, which the address holds).
pub fn event(e: &PageEvent) -> PageEffect {
    LAB.with(|lab| {
        let mut lab = lab.borrow_mut();
        let mut effect = PageEffect::default();
        match (e.kind, e.id.as_str()) {
            (EventKind::Change, id) if id.starts_with("lab-kind-") => {
                let kind = id.chars().last().and_then(CutKind::from_letter);
                if let Some(kind) = kind {
                    match Rules::from_bits(lab.rules.bits() ^ (1 << kind as u8)) {
                        Some(r) => {
                            lab.problem = None;
                            lab.rules = r;
                            lab.ensure_series();
                            effect.rules = Some(r.bits());
                        }
                        None => {
                            lab.problem =
                                Some("At least one cut kind must stay allowed.".to_string());
                        }
                    }
                }
            }
            // Kept for the next time the form is drawn; nothing to draw now.
            (EventKind::Input, "lab-weight") => {
                lab.typed_weight = Some(e.value.clone());
                effect.redraw = false;
            }
            (EventKind::Input, "misere-genus") => {
                lab.typed_genus = Some(e.value.clone());
                effect.redraw = false;
            }
            (EventKind::Submit, "lab-form") => submit_weight(&mut lab),
            (EventKind::Submit, "misere-form") => start_misere(&mut lab),
            (EventKind::Click, "lab-cancel") => lab.series.cancel(),
            (EventKind::Click, "misere-cancel") => lab.misere.cancel(),
            (EventKind::Click, "catalogue-cancel") => lab.catalogue.cancel(),
            (EventKind::Click, "catalogue-start") => {
                lab.catalogue.key = Some((0, DEFAULT_WEIGHT));
                let job = Job::Catalogue { to: DEFAULT_WEIGHT };
                lab.start(Which::Catalogue, job, |r| match r {
                    Report::CatalogueDone(catalogue) => Some(lab::catalogue(catalogue)),
                    _ => None,
                });
            }
            _ => effect.redraw = false,
        }
        effect
    })
}

/// A part of the lab page, each drawn on its own so that a progress
/// report redraws its status alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum LabPart {
    /// The heading, the rules, the play links and the weight's form.
    Top,
    /// The series' progress and result.
    Series,
    /// The misère section's heading and form.
    MisereForm,
    /// Misère play's progress and result.
    Misere,
    /// The catalogue's heading and buttons.
    CatalogueForm,
    /// The catalogue's progress and table.
    Catalogue,
}

/// A form part of the lab, drawn again only when more than the typing
/// changed.
fn lab_form(name: &'static str, v: &LabView, draw: impl Fn(&mut Markup, &LabView)) -> Markup {
    let mut key = v.clone();
    key.weight.clear();
    key.genus.clear();
    super::pages::form(name, format!("{key:?}"), || {
        let mut m = Markup::new();
        draw(&mut m, v);
        m
    })
}

/// One part of the lab page for `rules` (from the address), as markup.
pub fn page(rules: u8, part: LabPart) -> Markup {
    LAB.with(|lab| {
        let mut lab = lab.borrow_mut();
        if let Some(r) = Rules::from_bits(rules) {
            if r != lab.rules {
                lab.rules = r;
                lab.problem = None;
            }
        }
        lab.ensure_series();
        let v = lab.view();
        let bits = lab.rules.bits();
        let rules = lab.rules;
        let mut m = Markup::new();
        match part {
            LabPart::Top => return lab_form("lab-top", &v, |m, v| controls::top(m, v, rules)),
            LabPart::MisereForm => return lab_form("lab-misere", &v, controls::misere),
            LabPart::CatalogueForm => return lab_form("lab-catalogue", &v, controls::catalogue),
            LabPart::Series => {
                lab.series
                    .status(&mut m, "lab-progress", "Progress of the series");
                lab.series.shown(&mut m, |key| key.0 == bits);
            }
            LabPart::Misere => {
                lab.misere
                    .status(&mut m, "misere-progress", "Progress of misère play");
                lab.misere.shown(&mut m, |key| key.0 == bits);
            }
            LabPart::Catalogue => {
                lab.catalogue
                    .status(&mut m, "catalogue-progress", "Progress of the catalogue");
                lab.catalogue.shown(&mut m, |_| true);
            }
        }
        m
    })
}
