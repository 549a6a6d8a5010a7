//! When the quotient of heaps up to `N` is the quotient of every position:
//! the periodicity criterion, Guy and Smith's argument carried over from
//! values to quotient elements.
//!
//! Suppose the quotient of heaps up to `N` has been checked on every
//! position of those heaps ([`super::verify`]) and its pretending function
//! `φ` repeats, `φ(n + p) = φ(n)` for `n0 ≤ n ≤ N − p`. Give every larger
//! heap the class of the heap `p` smaller. The check looks at a heap only
//! through its class and its options' classes, so it covers every position
//! of the game once each larger heap's options have the classes of the
//! options of the heap `p` smaller. For an octal game taking at most `t`
//! counters they do, by Guy and Smith's pairing: a move leaving one heap
//! `n − j` is matched with the one leaving `n − j − p` once
//! `n − t − p ≥ n0`, and a split of `m = n − j` into `a + b` (`a ≤ b`) with
//! the split `a + (b − p)` of `m − p`, and back, once `m ≥ 2n0 + 2p`. So
//! `N ≥ 2n0 + 2p + t` is enough (`n0 + p + t` without splits). For
//! Grundy's game and its variants (a split into two heaps differing by at
//! least `d`, nothing taken) the same pairing, with the small heap kept
//! and the large one moved, needs `N ≥ 2n0 + 3p + d`.

use super::monoid::Element;

/// What the criterion needs to know of a game's moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Reach {
    /// An octal game (a subtraction game among them): at most `take`
    /// counters taken, the rest split in two when `splits`.
    Octal {
        /// The most counters a move takes.
        take: u64,
        /// Whether a move may leave two heaps.
        splits: bool,
    },
    /// A split into two heaps differing by at least `d`.
    Spread {
        /// The least difference.
        d: u64,
    },
    /// No criterion: periodicity is only ever observed.
    None,
}

impl Reach {
    /// The last heap that must have been checked for a period `period`
    /// from heap `preperiod` to be proved; `None` without a criterion.
    pub fn needed(self, preperiod: u64, period: u64) -> Option<u64> {
        match self {
            Reach::Octal { take, splits: true } => Some(2 * preperiod + 2 * period + take),
            Reach::Octal {
                take,
                splits: false,
            } => Some(preperiod + period + take),
            Reach::Spread { d } => Some(2 * preperiod + 3 * period + d),
            Reach::None => None,
        }
    }

    /// The criterion in words, for a period `p` from heap `n0`.
    pub fn words(self) -> &'static str {
        match self {
            Reach::Octal { splits: true, .. } => "N ≥ 2n0 + 2p + t",
            Reach::Octal { splits: false, .. } => "N ≥ n0 + p + t",
            Reach::Spread { .. } => "N ≥ 2n0 + 3p + d",
            Reach::None => "none",
        }
    }
}

/// What is known of the pretending function's repetition.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Periodicity {
    /// Proved for every heap by the criterion, from the quotient checked
    /// to heap `checked_to`.
    Proved {
        /// The first heap of the repetition.
        preperiod: u64,
        /// The period.
        period: u64,
        /// The last heap checked.
        checked_to: u64,
        /// The last heap the criterion asked for.
        needed: u64,
    },
    /// Seen, and not (yet) proved.
    Observed {
        /// The first heap of the repetition.
        preperiod: u64,
        /// The period.
        period: u64,
        /// The last heap checked.
        checked_to: u64,
    },
    /// No repetition worth reporting.
    None,
}

/// The least `n0 ≥ 1` from which `phi` repeats with period `p` through its
/// last entry.
fn start_of(phi: &[Element], p: usize) -> usize {
    let last = phi.len() - 1;
    let mut n0 = last + 1 - p;
    while n0 > 1 && phi[n0 - 1] == phi[n0 - 1 + p] {
        n0 -= 1;
    }
    n0
}

/// The periodicity of `phi` (heap 0 first): proved when the criterion of
/// `reach` covers a repetition (the least period that it covers), else
/// observed when a repetition covers at least four periods, eight heaps
/// and half the heaps computed (the least pre-period, then period).
pub fn find_period(phi: &[Element], reach: Reach) -> Periodicity {
    let last = phi.len().saturating_sub(1);
    if last < 2 {
        return Periodicity::None;
    }
    let mut observed: Option<(usize, usize)> = None;
    for p in 1..=last / 2 {
        let n0 = start_of(phi, p);
        if let Some(needed) = reach.needed(n0 as u64, p as u64) {
            if needed <= last as u64 {
                return Periodicity::Proved {
                    preperiod: n0 as u64,
                    period: p as u64,
                    checked_to: last as u64,
                    needed,
                };
            }
        }
        let covered = last + 1 - n0;
        let enough = covered >= 4 * p && covered >= 8 && 2 * covered >= last;
        if enough && observed.is_none_or(|(m0, _)| n0 < m0) {
            observed = Some((n0, p));
        }
    }
    match observed {
        Some((n0, p)) => Periodicity::Observed {
            preperiod: n0 as u64,
            period: p as u64,
            checked_to: last as u64,
        },
        None => Periodicity::None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seq(v: &[u32]) -> Vec<Element> {
        v.iter().map(|&x| Element(x)).collect()
    }

    #[test]
    fn a_long_enough_repetition_is_proved() {
        // Period 2 from heap 1, checked to heap 12: 2·1 + 2·2 + 2 = 8 ≤ 12.
        let phi = seq(&[0, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2]);
        let reach = Reach::Octal {
            take: 2,
            splits: true,
        };
        assert_eq!(
            find_period(&phi, reach),
            Periodicity::Proved {
                preperiod: 1,
                period: 2,
                checked_to: 12,
                needed: 8
            }
        );
    }

    #[test]
    fn a_short_one_is_only_observed() {
        let phi = seq(&[0, 3, 4, 5, 1, 2, 1, 2, 1, 2, 1, 2]);
        let reach = Reach::Octal {
            take: 2,
            splits: true,
        };
        // From heap 4, period 2: needs 2·4 + 4 + 2 = 14 > 11.
        assert_eq!(
            find_period(&phi, reach),
            Periodicity::Observed {
                preperiod: 4,
                period: 2,
                checked_to: 11
            }
        );
    }

    #[test]
    fn without_a_criterion_nothing_is_proved() {
        let phi = seq(&[0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
        assert!(matches!(
            find_period(&phi, Reach::None),
            Periodicity::Observed { period: 1, .. }
        ));
    }

    #[test]
    fn the_criteria_ask_for_their_bounds() {
        let split = Reach::Octal {
            take: 3,
            splits: true,
        };
        assert_eq!(split.needed(10, 4), Some(31));
        let take = Reach::Octal {
            take: 3,
            splits: false,
        };
        assert_eq!(take.needed(10, 4), Some(17));
        assert_eq!(Reach::Spread { d: 1 }.needed(10, 4), Some(33));
    }
}
