//! The rule lab's state for the visit, the messages that change it, and
//! the jobs it sends to the G-series worker.
//!
//! Every change is a [`LabMsg`] handled by [`Lab::update`], which changes
//! the state and says what else must happen ([`Effect`]): a change for
//! the address, or a job to start. [`send`] does both, so a control only
//! sends its message.

use super::super::store::{self, Slot, Store};
use crate::state::ui::UiAction;
use crate::text::parse_number;
use crate::worker::protocol::{Job, Report};
use crate::worker::results::{Catalogue, LabSeries, MiserePlay};
use crate::worker::{clock, jobs};
use grundy::games::lab::{Rules, MISERE_REACH};
use grundy::manifold::CutKind;
use std::rc::Rc;

/// The weight the series are computed to until another is asked for.
pub const DEFAULT_WEIGHT: u64 = 400;
/// The lightest weight offered.
const MIN_WEIGHT: u64 = 20;
/// The largest weight offered (a run costs about the square of it).
const MAX_WEIGHT: u64 = 20_000;
/// Genera are computed for every position up to this weight by default.
const DEFAULT_GENUS: u64 = 20;
/// The heaviest genus weight offered (about 200,000 positions).
const MAX_GENUS: u64 = 30;
/// The weight the catalogue is computed to.
pub const CATALOGUE_WEIGHT: u64 = DEFAULT_WEIGHT;

/// What a job is for: the rule set's bits and a weight (the series' last
/// weight, the genera's, or the catalogue's with no rules).
pub type Key = (u8, u64);

/// One of the lab's jobs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LabJob {
    /// The series of the rules.
    Series,
    /// Misère play of the rules.
    Misere,
    /// The catalogue of every rule set.
    Catalogue,
}

/// What a person (or the address) does to the lab.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LabMsg {
    /// The address holds these rules (on arrival, and whenever it changes).
    Address(Rules),
    /// Allow or forbid a kind of cut.
    Toggle(CutKind),
    /// The weight field's text changed.
    Weight(String),
    /// Compute the series to the weight typed.
    Compute,
    /// The genus field's text changed.
    Genus(String),
    /// Compute misère play to the genus weight typed.
    Misere,
    /// Compute the catalogue.
    Catalogue,
    /// Stop a job; its last result stays.
    Cancel(LabJob),
}

/// What must happen beyond the lab's own state after a message.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Effect {
    /// A change for the app's state (the rules, which the address keeps).
    pub ui: Option<UiAction>,
    /// A job to start; its slot already holds what it is for.
    pub start: Option<LabJob>,
}

/// The lab's state, kept for the visit, so leaving the lab and coming
/// back finds it as it was, with its jobs running on meanwhile.
pub struct Lab {
    /// The rules shown.
    pub rules: Rules,
    /// The weight of the last series asked for.
    weight: u64,
    /// The weight field's text.
    pub weight_text: String,
    /// What is wrong with the rules or the weight.
    pub problem: Option<String>,
    /// The genus field's text.
    pub genus_text: String,
    /// What is wrong with the genus field.
    pub misere_problem: Option<String>,
    /// The series of the rules.
    pub series: Slot<Key, Rc<LabSeries>>,
    /// Misère play of the rules.
    pub misere: Slot<Key, Rc<MiserePlay>>,
    /// The catalogue.
    pub catalogue: Slot<Key, Rc<Catalogue>>,
}

impl Default for Lab {
    fn default() -> Lab {
        Lab {
            rules: Rules::ALL,
            weight: DEFAULT_WEIGHT,
            weight_text: DEFAULT_WEIGHT.to_string(),
            problem: None,
            genus_text: DEFAULT_GENUS.to_string(),
            misere_problem: None,
            series: Slot::default(),
            misere: Slot::default(),
            catalogue: Slot::default(),
        }
    }
}

thread_local! {
    /// The lab for the visit.
    pub static LAB: Store<Lab> = Store::new(Lab::default());
}

impl Lab {
    /// Handles `msg`: changes the state, and says what else must happen.
    pub fn update(&mut self, msg: LabMsg) -> Effect {
        let mut effect = Effect::default();
        match msg {
            LabMsg::Address(rules) => {
                if rules != self.rules {
                    self.rules = rules;
                    self.problem = None;
                }
                effect.start = self.series_needed();
            }
            LabMsg::Toggle(kind) => match Rules::from_bits(self.rules.bits() ^ (1 << kind as u8)) {
                Some(rules) => {
                    self.problem = None;
                    self.rules = rules;
                    effect.start = self.series_needed();
                    effect.ui = Some(UiAction::LabRules(rules));
                }
                None => self.problem = Some("At least one cut kind must stay allowed.".to_string()),
            },
            LabMsg::Weight(text) => self.weight_text = text,
            LabMsg::Genus(text) => self.genus_text = text,
            LabMsg::Compute => match parse_number(&self.weight_text, MAX_WEIGHT) {
                Ok(w) if w >= MIN_WEIGHT => {
                    self.problem = None;
                    self.weight = w;
                    self.weight_text = w.to_string();
                    // Asked again: computed again.
                    self.series.key = None;
                    effect.start = self.series_needed();
                }
                _ => {
                    self.problem = Some(format!(
                        "Enter a weight from {MIN_WEIGHT} to {MAX_WEIGHT} (as in 400 or 2e3)."
                    ))
                }
            },
            LabMsg::Misere => match parse_number(&self.genus_text, MAX_GENUS) {
                Ok(g) if g >= 1 => {
                    self.misere_problem = None;
                    self.genus_text = g.to_string();
                    self.misere.key = Some((self.rules.bits(), g));
                    effect.start = Some(LabJob::Misere);
                }
                _ => {
                    self.misere_problem = Some(format!(
                        "Enter a weight from 1 to {MAX_GENUS} for the genera."
                    ))
                }
            },
            LabMsg::Catalogue => {
                self.catalogue.key = Some((0, CATALOGUE_WEIGHT));
                effect.start = Some(LabJob::Catalogue);
            }
            LabMsg::Cancel(LabJob::Series) => self.series.cancel(),
            LabMsg::Cancel(LabJob::Misere) => self.misere.cancel(),
            LabMsg::Cancel(LabJob::Catalogue) => self.catalogue.cancel(),
        }
        effect
    }

    /// The series job, when the rules and weight are neither shown nor on
    /// their way; its slot then holds what it is for.
    fn series_needed(&mut self) -> Option<LabJob> {
        let key = (self.rules.bits(), self.weight);
        if self.series.key == Some(key) {
            return None;
        }
        self.series.key = Some(key);
        Some(LabJob::Series)
    }

    /// Starts the job `which` for what its slot holds: a series light
    /// enough is computed here at once; any other job goes to the worker,
    /// whose reports come back to the slot in [`LAB`].
    pub fn start(&mut self, which: LabJob) {
        match which {
            LabJob::Series => {
                if let Some(key @ (rules, to)) = self.series.key {
                    if let (true, Some(set)) = (jobs::light_lab(to), Rules::from_bits(rules)) {
                        let series = jobs::lab(set, to, &clock::now, &mut |_| {});
                        self.series.finish(key, Rc::new(series));
                        return;
                    }
                    self.series.start(
                        key,
                        Job::Lab { rules, to },
                        |report| {
                            store::update(&LAB, |lab| {
                                lab.series.take(report, |r| match r {
                                    Report::Lab(series) => Some(Rc::new(series)),
                                    _ => None,
                                })
                            })
                        },
                        || store::update(&LAB, |lab| lab.series.fail()),
                    );
                }
            }
            LabJob::Misere => {
                if let Some(key @ (rules, genus)) = self.misere.key {
                    let job = Job::Misere {
                        rules,
                        table: MISERE_REACH,
                        genus,
                    };
                    self.misere.start(
                        key,
                        job,
                        |report| {
                            store::update(&LAB, |lab| {
                                lab.misere.take(report, |r| match r {
                                    Report::Misere(play) => Some(Rc::new(play)),
                                    _ => None,
                                })
                            })
                        },
                        || store::update(&LAB, |lab| lab.misere.fail()),
                    );
                }
            }
            LabJob::Catalogue => {
                if let Some(key @ (_, to)) = self.catalogue.key {
                    self.catalogue.start(
                        key,
                        Job::Catalogue { to },
                        |report| {
                            store::update(&LAB, |lab| {
                                lab.catalogue.take(report, |r| match r {
                                    Report::CatalogueDone(c) => Some(Rc::new(c)),
                                    _ => None,
                                })
                            })
                        },
                        || store::update(&LAB, |lab| lab.catalogue.fail()),
                    );
                }
            }
        }
    }
}

/// Sends `msg` to the lab in [`LAB`], then does what it says: starts its
/// job, and hands its change for the address to `ui`.
pub fn send(ui: impl Fn(UiAction), msg: LabMsg) {
    let effect = store::update(&LAB, |lab| lab.update(msg));
    if let Some(job) = effect.start {
        store::update(&LAB, |lab| lab.start(job));
    }
    if let Some(action) = effect.ui {
        ui(action);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rules(letters: &str) -> Rules {
        Rules::parse(letters).expect("rules read")
    }

    #[test]
    fn a_toggle_changes_the_rules_for_the_address_and_asks_for_their_series() {
        let mut lab = Lab::default();
        let effect = lab.update(LabMsg::Toggle(CutKind::A));
        assert_eq!(lab.rules, rules("bcdefgh"));
        assert_eq!(effect.ui, Some(UiAction::LabRules(rules("bcdefgh"))));
        assert_eq!(effect.start, Some(LabJob::Series));
        assert_eq!(
            lab.series.key,
            Some((rules("bcdefgh").bits(), DEFAULT_WEIGHT))
        );
    }

    #[test]
    fn the_last_kind_stays_allowed() {
        let mut lab = Lab::default();
        lab.update(LabMsg::Address(rules("h")));
        let effect = lab.update(LabMsg::Toggle(CutKind::H));
        assert_eq!(lab.rules, rules("h"));
        assert_eq!(effect, Effect::default());
        assert_eq!(
            lab.problem.as_deref(),
            Some("At least one cut kind must stay allowed.")
        );
    }

    #[test]
    fn the_address_asks_for_a_series_once() {
        let mut lab = Lab::default();
        assert_eq!(
            lab.update(LabMsg::Address(Rules::ALL)).start,
            Some(LabJob::Series)
        );
        assert_eq!(lab.update(LabMsg::Address(Rules::ALL)).start, None);
    }

    #[test]
    fn a_bad_weight_is_named_and_kept_in_its_field() {
        let mut lab = Lab::default();
        lab.update(LabMsg::Weight("12".to_string()));
        let effect = lab.update(LabMsg::Compute);
        assert_eq!(effect.start, None);
        assert_eq!(lab.weight_text, "12");
        assert_eq!(
            lab.problem.as_deref(),
            Some("Enter a weight from 20 to 20000 (as in 400 or 2e3).")
        );
    }

    #[test]
    fn a_weight_in_range_computes_again_even_when_shown() {
        let mut lab = Lab::default();
        lab.update(LabMsg::Address(Rules::ALL));
        lab.update(LabMsg::Weight("2e3".to_string()));
        assert_eq!(lab.update(LabMsg::Compute).start, Some(LabJob::Series));
        assert_eq!(lab.weight_text, "2000");
        assert_eq!(lab.problem, None);
        lab.update(LabMsg::Weight("2000".to_string()));
        assert_eq!(lab.update(LabMsg::Compute).start, Some(LabJob::Series));
    }

    #[test]
    fn misere_play_needs_a_genus_weight_in_range() {
        let mut lab = Lab::default();
        lab.update(LabMsg::Genus("31".to_string()));
        assert_eq!(lab.update(LabMsg::Misere).start, None);
        assert_eq!(
            lab.misere_problem.as_deref(),
            Some("Enter a weight from 1 to 30 for the genera.")
        );
        lab.update(LabMsg::Genus("12".to_string()));
        assert_eq!(lab.update(LabMsg::Misere).start, Some(LabJob::Misere));
        assert_eq!(lab.misere.key, Some((Rules::ALL.bits(), 12)));
        assert_eq!(lab.misere_problem, None);
    }

    #[test]
    fn the_catalogue_is_asked_for_to_its_weight() {
        let mut lab = Lab::default();
        assert_eq!(lab.update(LabMsg::Catalogue).start, Some(LabJob::Catalogue));
        assert_eq!(lab.catalogue.key, Some((0, CATALOGUE_WEIGHT)));
    }
}
