//! The G-series of og and ng under a rule set, computed together by
//! weight `w = 2 − χ` (`w(og) = 2g`, `w(ng) = g`), a step at a time so a
//! worker can report progress and stop.
//!
//! The options are written here from Theorem 2.1 directly, not taken from
//! the cut enumerator, so the two can check each other.

use super::rules::Rules;
use crate::games::manifold::CutKind;
use crate::Nimber;

/// Both series up to a weight, computed in steps.
#[derive(Clone, Debug)]
pub struct LabRun {
    rules: Rules,
    /// The last weight to compute.
    last: u64,
    /// `G(og)` by genus.
    o: Vec<Nimber>,
    /// `G(ng)` by genus.
    n: Vec<Nimber>,
    /// The values seen among one surface's options.
    seen: Vec<bool>,
}

impl LabRun {
    /// A run for every surface of weight `0..=last`: og for `2g <= last`,
    /// ng for `g <= last`. Nothing is computed yet.
    pub fn new(rules: Rules, last: u64) -> LabRun {
        LabRun {
            rules,
            last,
            o: Vec::new(),
            n: Vec::new(),
            seen: Vec::new(),
        }
    }

    /// The rule set.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// The next weight to compute.
    pub fn weight(&self) -> u64 {
        self.n.len() as u64
    }

    /// The last weight the run computes.
    pub fn last(&self) -> u64 {
        self.last
    }

    /// `G(og)` by genus, as far as computed.
    pub fn o(&self) -> &[Nimber] {
        &self.o
    }

    /// `G(ng)` by genus, as far as computed.
    pub fn n(&self) -> &[Nimber] {
        &self.n
    }

    /// True when every weight is done.
    pub fn is_finished(&self) -> bool {
        self.weight() > self.last
    }

    /// The share of the work done, from 0 to 1 (a weight costs about as
    /// much as the weight itself).
    pub fn progress(&self) -> f64 {
        let done = self.weight() as f64;
        let all = (self.last + 1) as f64;
        (done * done / (all * all)).min(1.0)
    }

    /// Computes up to `steps` more weights; returns whether the run is done.
    pub fn advance(&mut self, steps: u64) -> bool {
        for _ in 0..steps {
            if self.is_finished() {
                break;
            }
            let w = self.weight();
            if w % 2 == 0 {
                let v = self.orientable(w / 2);
                self.o.push(v);
            }
            let v = self.nonorientable(w);
            self.n.push(v);
        }
        self.is_finished()
    }

    /// Marks `v` as seen.
    fn see(seen: &mut Vec<bool>, v: Nimber) {
        let i = v.0 as usize;
        if i >= seen.len() {
            seen.resize(i + 1, false);
        }
        seen[i] = true;
    }

    /// The least value not seen; clears the marks.
    fn mex(seen: &mut Vec<bool>) -> Nimber {
        let m = seen.iter().position(|&s| !s).unwrap_or(seen.len());
        seen.clear();
        Nimber(m as u64)
    }

    fn orientable(&mut self, g: u64) -> Nimber {
        let (r, o, seen) = (self.rules, &self.o, &mut self.seen);
        let at = |k: u64| o[k as usize];
        if r.allows(CutKind::A) && g >= 1 {
            LabRun::see(seen, at(g - 1));
        }
        if r.allows(CutKind::B) {
            for a in 1..=g / 2 {
                LabRun::see(seen, at(a) ^ at(g - a));
            }
        }
        LabRun::mex(seen)
    }

    fn nonorientable(&mut self, g: u64) -> Nimber {
        let (r, o, n, seen) = (self.rules, &self.o, &self.n, &mut self.seen);
        let (og, ng) = (|k: u64| o[k as usize], |k: u64| n[k as usize]);
        if g == 0 {
            return Nimber(0);
        }
        if r.allows(CutKind::C) {
            LabRun::see(seen, ng(g - 1));
        }
        if r.allows(CutKind::D) && g % 2 == 1 {
            LabRun::see(seen, og((g - 1) / 2));
        }
        if r.allows(CutKind::E) && g >= 2 {
            LabRun::see(seen, ng(g - 2));
        }
        if r.allows(CutKind::F) && g >= 2 && g % 2 == 0 {
            LabRun::see(seen, og((g - 2) / 2));
        }
        if r.allows(CutKind::G) {
            for a in 1..=g / 2 {
                LabRun::see(seen, ng(a) ^ ng(g - a));
            }
        }
        if r.allows(CutKind::H) {
            for a in (2..g).step_by(2) {
                LabRun::see(seen, og(a / 2) ^ ng(g - a));
            }
        }
        LabRun::mex(seen)
    }
}

/// Both series to weight `last`: `(G(og) for 2g <= last, G(ng) for g <= last)`.
pub fn lab_series(rules: Rules, last: u64) -> (Vec<Nimber>, Vec<Nimber>) {
    let mut run = LabRun::new(rules, last);
    run.advance(u64::MAX);
    (run.o, run.n)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::manifold::{nonorientable_series, orientable_series};

    #[test]
    fn every_rule_reproduces_the_brute_force_of_the_papers_game() {
        let (o, n) = lab_series(Rules::ALL, 300);
        assert_eq!(o, orientable_series(150));
        assert_eq!(n, nonorientable_series(300));
    }

    #[test]
    fn steps_and_one_run_agree() {
        let rules = Rules::parse("cgh").unwrap();
        let mut run = LabRun::new(rules, 101);
        let mut rounds = 0;
        while !run.advance(7) {
            rounds += 1;
        }
        assert_eq!(rounds, 14);
        let (o, n) = lab_series(rules, 101);
        assert_eq!((run.o(), run.n()), (&o[..], &n[..]));
        assert_eq!(run.o().len(), 51);
        assert_eq!(run.n().len(), 102);
        assert_eq!(run.progress(), 1.0);
    }

    #[test]
    fn one_kind_alone() {
        // Only (a): og has a single move, to o(g-1); ng has none.
        let (o, n) = lab_series(Rules::parse("a").unwrap(), 20);
        assert!(o.iter().enumerate().all(|(g, v)| v.0 == g as u64 % 2));
        assert!(n.iter().all(|v| v.0 == 0));
        // Only (c): ng -> n(g-1), the same for the other kind.
        let (o, n) = lab_series(Rules::parse("c").unwrap(), 20);
        assert!(o.iter().all(|v| v.0 == 0));
        assert!(n.iter().enumerate().all(|(g, v)| v.0 == g as u64 % 2));
    }
}
