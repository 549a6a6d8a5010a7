//! The searches over a rule's choices: the values of lone heads, found a
//! few heads at a time; the flips of a head, each set once, the last few
//! remembered; the move worth a given change of value.

#[cfg(doc)]
use super::Flips;
use super::{coins_of, HeadFlips, RowRule, Spans, CHOICES_A_STEP, REMEMBERED};
use crate::Nimber;
use std::collections::HashSet;
use std::ops::ControlFlow;

/// `sums[i]`, the nim-sum of `values[0..i]`: a run of coins' values is then
/// one lookup.
fn running_sums(values: &[Nimber]) -> Vec<Nimber> {
    std::iter::once(Nimber::ZERO)
        .chain(values.iter().scan(Nimber::ZERO, |acc, &v| {
            *acc ^= v;
            Some(*acc)
        }))
        .collect()
}

/// The nim-sum of the values of the coins `spans` names from a head at
/// coin `head` (coins at distances a..=b are head - b ..= head - a).
fn worth(sums: &[Nimber], head: usize, spans: &Spans) -> Nimber {
    spans
        .iter()
        .map(|&(a, b)| sums[head - a + 1] ^ sums[head - b])
        .sum()
}

impl RowRule {
    /// The values of lone heads at coins `0..=head`, found coin by coin.
    pub(super) fn values_to(&self, head: usize) -> std::cell::Ref<'_, Vec<Nimber>> {
        self.extend(head, usize::MAX);
        self.values.borrow()
    }

    /// Finds the values of at most `budget` more lone heads towards coin
    /// `head`.
    pub(super) fn extend(&self, head: usize, budget: usize) {
        let known = self.values.borrow().len();
        if budget == 0 {
            return;
        }
        let head = head.min(known.saturating_add(budget).saturating_sub(1));
        if known <= head {
            let mut g = self.values.borrow().clone();
            let mut sums = running_sums(&g);
            let mut seen: Vec<u64> = Vec::new();
            // A step's worth of work is a head's worth at the start of the
            // row: far along it, where one head has a million choices, a
            // step is one head.
            let cap = budget.saturating_mul(CHOICES_A_STEP);
            let mut work = 0usize;
            for h in known..=head {
                seen.iter_mut().for_each(|w| *w = 0);
                self.choices(h, &mut |spans| {
                    work += 1;
                    let v = worth(&sums, h, spans);
                    let (word, bit) = ((v.get() / 64) as usize, v.get() % 64);
                    if word >= seen.len() {
                        seen.resize(word + 1, 0);
                    }
                    seen[word] |= 1 << bit;
                    ControlFlow::Continue(())
                });
                let mex = (0..)
                    .find(|&v: &u64| {
                        seen.get((v / 64) as usize)
                            .is_none_or(|w| w >> (v % 64) & 1 == 0)
                    })
                    .unwrap_or(0);
                g.push(Nimber(mex));
                let last = sums[sums.len() - 1];
                sums.push(last ^ Nimber(mex));
                if work >= cap {
                    break;
                }
            }
            *self.values.borrow_mut() = g;
        }
    }

    /// The search behind [`Flips::others_worth`]: from the values' running
    /// nim-sums, a run of coins costing one lookup and no set written
    /// until the one wanted.
    pub(super) fn search_worth(&self, head: usize, change: Nimber) -> Option<Vec<usize>> {
        let sums = running_sums(&self.values_to(head));
        let mut found: Option<Vec<usize>> = None;
        self.choices(head, &mut |spans| {
            if worth(&sums, head, spans) == change {
                found = Some(coins_of(head, spans));
                return ControlFlow::Break(());
            }
            ControlFlow::Continue(())
        });
        found
    }

    /// [`RowRule::flips`] of `head`, found once while it is among the
    /// heads asked for last.
    pub(super) fn remembered_flips(&self, head: usize) -> HeadFlips {
        let mut memo = self.remembered.borrow_mut();
        if let Some(at) = memo.iter().position(|(h, _)| *h == head) {
            let entry = memo.remove(at);
            memo.insert(0, entry);
        } else {
            memo.insert(0, (head, self.flips(head).into()));
            memo.truncate(REMEMBERED);
        }
        memo[0].1.clone()
    }

    /// The sets of coins (increasing, the head not among them) the moves
    /// from a head at coin `head` flip besides it, each once.
    pub fn flips(&self, head: usize) -> Vec<Vec<usize>> {
        let mut seen = HashSet::new();
        let mut out = Vec::new();
        self.choices(head, &mut |spans| {
            let coins = coins_of(head, spans);
            if seen.insert(coins.clone()) {
                out.push(coins);
            }
            ControlFlow::Continue(())
        });
        out
    }
}
