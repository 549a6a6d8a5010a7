//! The misère quotient of a heap game (Plambeck and Siegel), computed heap
//! by heap: the quotient of every position made of heaps of at most `n`,
//! for `n = 1, 2, …`, each one checked on every position
//! ([`super::verify`]), until its pretending function repeats long enough
//! for the periodicity criterion ([`super::period`]) to cover every heap.
//!
//! From the quotient `Q` of heaps to `n − 1` to that of heaps to `n`: the
//! classes of positions `Y + k·H` (`Y` made of smaller heaps, `H` the new
//! heap) are found from the lightest position `Y` of each class `y` of
//! `Q`. Whether `Y + k·H` is lost depends on its options `Y′ + k·H` and
//! `Y + H′ + (k − 1)·H`, whose classes are known, so the outcomes for
//! `k = 0, 1, 2, …` follow column by column; each column is a function of
//! the one before, so the first column met twice makes them periodic. The
//! pairs `(y, k)` then reduce to the new quotient. That step assumes a
//! class of `Q` does not split once `H` is there; the check of every
//! position afterwards is what proves the result, so a wrong assumption
//! is caught, never believed.

use super::budget::{without_limits, Halt, Meter};
use super::columns::Base;
use super::heap_search::HeapSearch;
use super::heaps::{HeapQuotient, Leaves, Movable, Step, Stop};
use super::learn::{learn, option_classes, LearnStop};
use super::monoid::{Element, Monoid, Table};
use super::period::{find_period, Periodicity, Reach};
use super::verify::{self, Candidate, Failure, Passed};

/// A computation of a heap game's quotient, one heap at a time.
pub struct QuotientRun {
    leaves: Leaves,
    reach: Reach,
    quotient: HeapQuotient,
    table: Table,
    /// Each heap's options, as heaps.
    options: Vec<Vec<Vec<u64>>>,
    /// Each heap's options' classes, without repeats.
    option_classes: Vec<Vec<Element>>,
    /// What the last full check learned, for heaps that add nothing.
    passed: Passed,
    /// The search that answers learning's questions, kept from step to
    /// step (what it settled stays true).
    search: HeapSearch,
}

impl QuotientRun {
    /// A run for the game whose moves are `leaves` (`has_move` says
    /// whether a heap has any), with the periodicity criterion of `reach`.
    pub fn new(leaves: Leaves, has_move: Movable, reach: Reach) -> QuotientRun {
        let monoid = Monoid::trivial();
        let table = monoid.table();
        QuotientRun {
            search: HeapSearch::new(leaves.clone(), has_move),
            leaves,
            reach,
            quotient: HeapQuotient {
                monoid,
                phi: vec![Element::ONE],
                history: Vec::new(),
                periodicity: Periodicity::None,
                stopped: None,
                states: 1,
            },
            table,
            options: vec![Vec::new()],
            option_classes: vec![Vec::new()],
            passed: Passed::default(),
        }
    }

    /// The quotient so far.
    pub fn quotient(&self) -> &HeapQuotient {
        &self.quotient
    }

    /// The quotient so far, kept.
    pub fn into_quotient(self) -> HeapQuotient {
        self.quotient
    }

    /// Whether no more heaps are worth adding: proved, or stopped.
    pub fn done(&self) -> bool {
        self.quotient.proved() || self.quotient.stopped.is_some()
    }

    /// Whether more time may take the quotient further: not proved, and
    /// stopped, if at all, only because a step's time ran out (such a
    /// step is taken again by [`QuotientRun::run_within`]; one stopped
    /// for memory, or for a reason of the method, is not).
    pub fn may_grow(&self) -> bool {
        !self.quotient.proved()
            && matches!(
                self.quotient.stopped,
                None | Some(Stop::Budget(Halt::Time(_)))
            )
    }

    /// The bytes the run holds, estimated: the quotient's table, the last
    /// check's states, and what learning searched.
    pub fn bytes(&self) -> u64 {
        let order = self.table.order() as u64;
        4 * order * order + self.passed.bytes() + self.search.bytes()
    }

    /// Adds heaps until the quotient is proved, it stops, or heap `last`
    /// is done, with no budget but that; `progress` hears after each heap.
    pub fn run_to(&mut self, last: u64, progress: impl FnMut(&HeapQuotient)) {
        without_limits(|meter| self.run_within(last, meter, progress));
    }

    /// The same within the meter's budget: a step it stops is not kept,
    /// and the stop says why ([`Stop::Budget`]); a later call with more
    /// to spend takes that step again.
    pub fn run_within(
        &mut self,
        last: u64,
        meter: &mut Meter<'_>,
        mut progress: impl FnMut(&HeapQuotient),
    ) {
        if matches!(self.quotient.stopped, Some(Stop::Budget(_))) {
            self.quotient.stopped = None;
        }
        while !self.done() && self.quotient.bound() < last {
            self.advance(meter);
            progress(&self.quotient);
        }
    }

    /// Adds the next heap, with no budget.
    pub fn step(&mut self) {
        if !self.done() {
            without_limits(|meter| self.advance(meter));
        }
    }

    /// Adds the next heap even once the quotient is proved (to check the
    /// proof against a longer range), unless the computation stopped.
    pub fn step_past_proof(&mut self) {
        if self.quotient.stopped.is_none() {
            without_limits(|meter| self.advance(meter));
        }
    }

    fn advance(&mut self, meter: &mut Meter<'_>) {
        let n = self.quotient.bound() + 1;
        let leaves = (self.leaves)(n);
        let classes = self.classes_of(&leaves);
        self.options.push(leaves);
        if self.options[n as usize].is_empty() {
            // No move at all: the same game as no heap.
            self.option_classes.push(Vec::new());
            self.quotient.phi.push(Element::ONE);
            self.record(n);
            return;
        }
        self.option_classes.push(classes);
        let mut result = self.extend(n, meter);
        if result == Err(Stop::Split) {
            // A class splits: learn the quotient from outcomes instead.
            result = self.relearn(n, meter);
        }
        if let Err(stop) = result {
            self.quotient.stopped = Some(stop);
            self.quotient.phi.truncate(n as usize);
            self.options.truncate(n as usize);
            self.option_classes.truncate(n as usize);
            return;
        }
        self.record(n);
    }

    fn record(&mut self, n: u64) {
        let m = &self.quotient.monoid;
        self.quotient.history.push(Step {
            heap: n,
            order: m.order(),
            p: m.p_portion().len(),
        });
        self.quotient.periodicity = find_period(&self.quotient.phi, self.reach);
    }

    /// The classes of what moves leave, without repeats.
    fn classes_of(&self, leaves: &[Vec<u64>]) -> Vec<Element> {
        let mut out: Vec<Element> = leaves
            .iter()
            .map(|l| {
                l.iter().fold(Element::ONE, |x, &h| {
                    self.table.mul(x, self.quotient.phi[h as usize])
                })
            })
            .collect();
        out.sort();
        out.dedup();
        out
    }

    /// The quotient with heap `n` added, checked.
    fn extend(&mut self, n: u64, meter: &mut Meter<'_>) -> Result<(), Stop> {
        let old = self.quotient.monoid.clone();
        let order = old.order();
        let new_options = self.option_classes[n as usize].clone();
        let base = Base {
            monoid: &old,
            table: &self.table,
            phi: &self.quotient.phi,
            options: &self.options,
            option_classes: &self.option_classes,
        };
        let columns = base.columns(&new_options)?;
        let (index, period) = columns.shape;
        let width = index + period;
        // The actions about to be built, beside what is held.
        let actions = 4 * (width * order * (old.generators() + 2)) as u64;
        meter
            .check(n, self.bytes() + actions)
            .map_err(Stop::Budget)?;
        // The pairs (y, k), k < index + period, with the new heap as a
        // generator that wraps round to the period.
        let mut act: Vec<Vec<u32>> = Vec::with_capacity(old.generators() + 1);
        for g in 0..old.generators() {
            act.push(
                (0..width * order)
                    .map(|s| {
                        let (k, y) = (s / order, s % order);
                        (k * order + old.act(g, Element(y as u32)).index()) as u32
                    })
                    .collect(),
            );
        }
        act.push(
            (0..width * order)
                .map(|s| {
                    let (k, y) = (s / order, s % order);
                    let k = if k + 1 == width { index } else { k + 1 };
                    (k * order + y) as u32
                })
                .collect(),
        );
        let p: Vec<bool> = (0..width * order)
            .map(|s| columns.lost[s / order][s % order])
            .collect();
        // One copy of the new heap: the identity moved once along it.
        let once = act[act.len() - 1][0] as usize;
        let reduction = Monoid::reduced(act, &p);
        let map: Vec<Element> = reduction.map[..order].to_vec();
        let heap = reduction.map[once];
        let mut seen = vec![false; reduction.monoid.order()];
        let injective = map
            .iter()
            .all(|e| !std::mem::replace(&mut seen[e.index()], true));
        if injective && reduction.monoid.order() == order {
            // Nothing new: the heap acts as an element already there.
            let g = Element(map.iter().position(|&e| e == heap).expect("a bijection") as u32);
            return self.admit(n, g, meter);
        }
        // The new table, beside what is held.
        let new_order = reduction.monoid.order() as u64;
        meter
            .check(n, self.bytes() + 4 * new_order * new_order)
            .map_err(Stop::Budget)?;
        // A new quotient: everything renamed into it, checked, and only
        // then kept.
        let monoid = reduction.monoid;
        let table = monoid.table();
        let mut phi: Vec<Element> = self.quotient.phi.iter().map(|e| map[e.index()]).collect();
        phi.push(heap);
        let option_classes: Vec<Vec<Element>> = self
            .option_classes
            .iter()
            .map(|classes| {
                let mut c: Vec<Element> = classes.iter().map(|e| map[e.index()]).collect();
                c.sort();
                c.dedup();
                c
            })
            .collect();
        let held = self.bytes();
        let passed = check_all(
            &monoid,
            &table,
            &phi,
            &self.options,
            &option_classes,
            meter,
            held,
        )?;
        self.quotient.monoid = monoid;
        self.quotient.phi = phi;
        self.quotient.states = passed.states();
        self.table = table;
        self.option_classes = option_classes;
        self.passed = passed;
        Ok(())
    }

    /// The quotient with heap `n` added, learned from outcomes
    /// ([`super::learn`]), the smaller heaps' outcomes read from the
    /// quotient so far.
    fn relearn(&mut self, n: u64, meter: &mut Meter<'_>) -> Result<(), Stop> {
        self.quotient.phi.truncate(n as usize);
        self.search.use_quotient(self.quotient.clone());
        let learned = learn(&self.options, &mut self.search, meter).map_err(|e| match e {
            LearnStop::Budget(halt) => Stop::Budget(halt),
            LearnStop::Stuck => Stop::Stuck,
        })?;
        let table = learned.monoid.table();
        self.option_classes = option_classes(&table, &learned.phi, &self.options);
        self.quotient.monoid = learned.monoid;
        self.quotient.phi = learned.phi;
        self.quotient.states = learned.passed.states();
        self.table = table;
        self.passed = learned.passed;
        Ok(())
    }

    /// Heap `n` acts as `g` of the unchanged quotient: check it against
    /// what the last full check met, or check again in full when `g` is
    /// the class of no heap before.
    fn admit(&mut self, n: u64, g: Element, meter: &mut Meter<'_>) -> Result<(), Stop> {
        self.quotient.phi.push(g);
        let options = self.option_classes[n as usize].clone();
        let p: Vec<bool> = (0..self.quotient.monoid.order() as u32)
            .map(|x| self.quotient.monoid.is_p(Element(x)))
            .collect();
        match self.passed.admit(&self.table, &p, g, &options) {
            Ok(true) => {
                self.quotient.states = self.passed.states();
                Ok(())
            }
            Ok(false) => self.full_check(meter),
            Err(Failure::Wrong(_)) => Err(Stop::Split),
            Err(Failure::Budget(halt)) => Err(Stop::Budget(halt)),
        }
    }

    /// Checks the quotient on every position of the heaps so far.
    fn full_check(&mut self, meter: &mut Meter<'_>) -> Result<(), Stop> {
        let held = self.bytes();
        let passed = check_all(
            &self.quotient.monoid,
            &self.table,
            &self.quotient.phi,
            &self.options,
            &self.option_classes,
            meter,
            held,
        )?;
        self.quotient.states = passed.states();
        self.passed = passed;
        Ok(())
    }
}

/// Checks a candidate on every position of the heaps `phi` classes.
fn check_all(
    monoid: &Monoid,
    table: &Table,
    phi: &[Element],
    options: &[Vec<Vec<u64>>],
    option_classes: &[Vec<Element>],
    meter: &mut Meter<'_>,
    held: u64,
) -> Result<Passed, Stop> {
    let p: Vec<bool> = (0..monoid.order() as u32)
        .map(|x| monoid.is_p(Element(x)))
        .collect();
    let heaps = (1..phi.len())
        .filter(|&h| !options[h].is_empty())
        .map(|h| (phi[h], option_classes[h].as_slice()))
        .collect();
    let candidate = Candidate {
        table,
        p: &p,
        heaps,
    };
    verify::check(&candidate, meter, held).map_err(|f| match f {
        Failure::Budget(halt) => Stop::Budget(halt),
        Failure::Wrong(_) => Stop::Split,
    })
}
