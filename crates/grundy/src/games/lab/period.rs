//! What the computed G-series of a rule set show, and what can be proved
//! from them.
//!
//! # The weight theorem
//!
//! Measure a surface by its weight `w = 2 − χ`: `w(og) = 2g`, `w(ng) = g`.
//! A cut of kind (a), (e) or (f) removes 2 of it, (c) or (d) removes 1, and
//! the splits (b), (g), (h) remove none and leave two pieces; no cut leaves
//! more than two. Write `Go(s)` for `G(o(s/2))` (s even) and `Gn(s)` for
//! `G(ns)`.
//!
//! **Claim.** Let the allowed kinds remove at most `t`, let `p` be even and
//! `W0 ≥ 2`. If `G(s + p) = G(s)` for both kinds at every weight
//! `W0 ≤ s < 2·W0 + p + t` (for o only even `s`), then it holds at every
//! weight `s ≥ W0`.
//!
//! **Proof.** By induction on `s ≥ 2·W0 + p + t`, assuming the claim for
//! every weight in `[W0, s)`. It is enough that a surface K of weight
//! `s + p` and the surface of the same kind and weight `s` have the same
//! set of option values.
//!
//! - A cut that leaves one piece removes `r ≥ 1` and gives a piece of
//!   weight `s + p − r` and of a kind fixed by the cut. Since `p` is even,
//!   the cut's conditions (genus odd for (d), even for (f), large enough
//!   for all) hold at `s + p` exactly when they hold at `s`, and the piece
//!   of weight `s − r` has the same value: `W0 ≤ s − r < s`.
//! - A split of `s + p` (r = 0) into pieces `x ≤ y` has
//!   `y ≥ (s + p)/2 ≥ W0 + p`, so `y − p ≥ W0 ≥ 2` is a piece of the same
//!   kind (p even keeps an o weight even) with `G(y − p) = G(y)`, and
//!   `x, y − p` is a split of the same kind of cut of `s`. Conversely a
//!   split `x ≤ y` of `s` has `W0 ≤ y < s`, and `x, y + p` is a split of
//!   `s + p` with the same value.
//!
//! So `G(s + p) = G(s)` for both kinds. ∎
//!
//! The assumptions used: every cut removes a fixed weight at most `t` and
//! leaves at most two pieces; its conditions depend on weights only through
//! parity and lower bounds; splits never leave a sphere. The proof needs
//! the window only up to `max(2·W0 + p, W0 + t)`, since splits remove
//! nothing; the window is kept at the stated `2·W0 + p + t`, which is never
//! shorter. For the paper's rules (`t = 2`) it proves Theorems 2.3 and 2.4
//! from the values to weight 17.
//!
//! Where no cut of ng leaves an orientable piece ((d), (f), (h) not
//! allowed) each kind is a heap game on its own, and the theorem of Guy
//! and Smith ([`crate::periodicity::guy_smith`]) is used for each, as it is for og always.
//!
//! # Proved and observed periods
//!
//! A proof is looked for whatever the values near the end look like: for
//! each period in turn, from its least pre-period in the computed values
//! ([`prove_guy_smith`] for one kind alone; for both kinds at once, each
//! period of ng with og's proved one, by the weight theorem). The first
//! period that proves is the least one of the whole series (every eventual
//! period is a multiple of the least, with the same least pre-period, and
//! the least has the shortest window). Without a proof, a pattern is
//! reported as observed only under the rule of
//! [`crate::periodicity::covers`]: it covers three periods and half the
//! computed values.
//!
//! The weight theorem gives period `p = lcm(2·period(og), q)` from weight
//! `W0` for a period `q` of ng; once the values reach `W0 + p + q`, ng's
//! repetition with `q` from its pre-period is proved too: any `s ≥ W0`
//! reduces modulo `p` into `[W0, W0 + p)`, where the repetition was seen.

use super::rules::Rules;
use crate::games::manifold::CutKind;
use crate::periodicity::{least_preperiod, prove_guy_smith, Certificate};
use crate::Nimber;

/// How much is known about a series' repetition.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Status {
    /// Periodic for ever: a theorem covers a window of the computed values.
    Proved,
    /// `G(g + period) = G(g) + saltus` in every computed value from the
    /// pre-period on; no theorem applied.
    Arithmetic,
    /// Periodic in every computed value from the pre-period on; no theorem
    /// applied.
    Observed,
    /// No pattern in the computed values.
    Unknown,
}

impl Status {
    /// The status as the command line writes it.
    pub const fn name(self) -> &'static str {
        match self {
            Status::Proved => "proved",
            Status::Arithmetic => "arithmetic",
            Status::Observed => "observed",
            Status::Unknown => "unknown",
        }
    }
}

/// The repetition of one kind's series, counted in genus of that kind.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct KindPeriod {
    /// What is known.
    pub status: Status,
    /// First genus of the repeating part (0 when unknown).
    pub preperiod: u64,
    /// Least period (0 when unknown).
    pub period: u64,
    /// What the values gain each period (0 when periodic).
    pub saltus: u64,
    /// The last genus computed.
    pub checked_to: u64,
    /// For a proof, the genera whose check the theorem needed, first and
    /// last.
    pub window: Option<(u64, u64)>,
    /// For a proof, the theorem's name.
    pub theorem: Option<String>,
}

impl KindPeriod {
    /// `G(g)` for any genus, when the repetition is proved and `values`
    /// are the computed ones.
    pub fn value(&self, values: &[Nimber], g: u64) -> Option<Nimber> {
        if let Some(&v) = values.get(usize::try_from(g).ok()?) {
            return Some(v);
        }
        if self.status != Status::Proved || self.period == 0 {
            return None;
        }
        let folded = self.preperiod + (g - self.preperiod) % self.period;
        values.get(folded as usize).copied()
    }
}

/// Both kinds' repetition under one rule set.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct LabPeriod {
    /// For og.
    pub o: KindPeriod,
    /// For ng.
    pub n: KindPeriod,
}

/// The observed pattern of `values`, as `(pre-period, period, saltus)`:
/// a plain period is preferred, and a period with a positive saltus is
/// taken otherwise; either must cover three periods and half the values
/// ([`crate::periodicity::find_pattern`]).
pub fn find_pattern(values: &[Nimber]) -> Option<(u64, u64, u64)> {
    crate::periodicity::find_pattern(values, true).map(|p| (p.preperiod, p.period, p.saltus))
}

fn lcm(a: u64, b: u64) -> u64 {
    fn gcd(a: u64, b: u64) -> u64 {
        if b == 0 {
            a
        } else {
            gcd(b, a % b)
        }
    }
    a / gcd(a, b) * b
}

/// What the values show, before any proof.
fn observe(values: &[Nimber]) -> KindPeriod {
    let checked_to = values.len().saturating_sub(1) as u64;
    match find_pattern(values) {
        Some((preperiod, period, saltus)) => KindPeriod {
            status: if saltus == 0 {
                Status::Observed
            } else {
                Status::Arithmetic
            },
            preperiod,
            period,
            saltus,
            checked_to,
            window: None,
            theorem: None,
        },
        None => KindPeriod {
            status: Status::Unknown,
            preperiod: 0,
            period: 0,
            saltus: 0,
            checked_to,
            window: None,
            theorem: None,
        },
    }
}

/// The name of the weight theorem, as the page and the command line give it.
pub const WEIGHT_THEOREM: &str = "the weight theorem for cut games (Guy–Smith by w = 2 − χ)";

/// The claim of a certificate, for values computed to `checked_to`.
fn proved(c: Certificate, checked_to: u64) -> KindPeriod {
    KindPeriod {
        status: Status::Proved,
        preperiod: c.preperiod,
        period: c.period,
        saltus: 0,
        checked_to,
        window: Some(c.window),
        theorem: Some(c.theorem),
    }
}

/// What the series `o` (og by genus) and `n` (ng by genus) computed under
/// `rules` show, and what they prove.
pub fn analyze(rules: Rules, o: &[Nimber], n: &[Nimber]) -> LabPeriod {
    let mut op = observe(o);
    let mut np = observe(n);
    // og alone: a heap game in the genus, taking at most one (cut (a)).
    let t = u64::from(rules.allows(CutKind::A));
    if let Some(c) = prove_guy_smith(o, t) {
        op = proved(c, op.checked_to);
    }
    let mixed = [CutKind::D, CutKind::F, CutKind::H]
        .into_iter()
        .any(|k| rules.allows(k));
    if !mixed {
        // ng alone: removes at most 2 (cut (e)) in the genus.
        let t = [CutKind::C, CutKind::E]
            .into_iter()
            .filter(|&k| rules.allows(k))
            .map(Rules::removal)
            .max()
            .unwrap_or(0);
        if let Some(c) = prove_guy_smith(n, t) {
            np = proved(c, np.checked_to);
        }
    } else if op.status == Status::Proved {
        if let Some(k) = prove_by_weight(rules, &op, o, n) {
            np = k;
        }
    }
    LabPeriod { o: op, n: np }
}

/// ng's least period and pre-period under mixed rules, proved by the
/// weight theorem with og's proved period `op`: the first period `q` of
/// ng, from its least pre-period, whose window the values cover.
fn prove_by_weight(
    rules: Rules,
    op: &KindPeriod,
    o: &[Nimber],
    n: &[Nimber],
) -> Option<KindPeriod> {
    let t = rules.max_removal();
    let len = n.len() as u64;
    let go = |s: u64| o.get((s / 2) as usize).copied();
    let gn = |s: u64| n.get(s as usize).copied();
    (1..=len / 2).find_map(|q| {
        let pre = least_preperiod(n, q as usize, 0) as u64;
        let p = lcm(2 * op.period, q);
        let w0 = (2 * op.preperiod).max(pre).max(2);
        let end = 2 * w0 + p + t; // the window is [w0, end)
        if len <= (end - 1 + p).max(w0 + p + q) {
            return None;
        }
        let holds = (w0..end).all(|s| {
            gn(s + p) == gn(s) && (s % 2 == 1 || go(s + p) == go(s)) && gn(s + p).is_some()
        });
        holds.then(|| KindPeriod {
            status: Status::Proved,
            preperiod: pre,
            period: q,
            saltus: 0,
            checked_to: len - 1,
            window: Some((w0, end - 1)),
            theorem: Some(WEIGHT_THEOREM.to_string()),
        })
    })
}

#[cfg(test)]
#[path = "period_tests.rs"]
mod tests;
