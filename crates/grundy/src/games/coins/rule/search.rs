//! The searches over a rule's choices: the values of lone heads, found a
//! few heads at a time; the flips of a head, each set once and the last
//! few remembered; the move worth a given change of value.

#[cfg(doc)]
use super::Flips;
use super::{HeadFlips, RowRule, CHOICES_A_STEP, REMEMBERED};
use crate::Nimber;
use std::ops::ControlFlow;

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
            // `prefix[i]` is the nim-sum of `g[0..i]`, so a run costs one
            // lookup.
            let mut prefix: Vec<Nimber> = Vec::with_capacity(head + 2);
            prefix.push(Nimber::ZERO);
            for &v in &g {
                let last = prefix[prefix.len() - 1];
                prefix.push(last ^ v);
            }
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
                    // Coins at distances a..=b are h - b ..= h - a.
                    let v: Nimber = spans
                        .iter()
                        .map(|&(a, b)| prefix[h - a + 1] ^ prefix[h - b])
                        .sum();
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
                let last = prefix[prefix.len() - 1];
                prefix.push(last ^ Nimber(mex));
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
        let prefix: Vec<Nimber> = {
            let values = self.values_to(head);
            std::iter::once(Nimber::ZERO)
                .chain(values.iter().scan(Nimber::ZERO, |acc, &v| {
                    *acc ^= v;
                    Some(*acc)
                }))
                .collect()
        };
        let mut found: Option<Vec<usize>> = None;
        self.choices(head, &mut |spans| {
            let v: Nimber = spans
                .iter()
                .map(|&(a, b)| prefix[head - a + 1] ^ prefix[head - b])
                .sum();
            if v == change {
                let mut coins: Vec<usize> = spans
                    .iter()
                    .flat_map(|&(a, b)| (head - b)..=(head - a))
                    .collect();
                coins.sort_unstable();
                found = Some(coins);
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
        let mut all = Vec::new();
        self.choices(head, &mut |spans| {
            let mut coins: Vec<usize> = spans
                .iter()
                .flat_map(|&(a, b)| (head - b)..=(head - a))
                .collect();
            coins.sort_unstable();
            all.push(coins);
            ControlFlow::Continue(())
        });
        // Each set once, where it first came: sorted by set (and place),
        // every set after the first of its kind goes.
        let mut order: Vec<usize> = (0..all.len()).collect();
        order.sort_unstable_by(|&i, &j| all[i].cmp(&all[j]).then(i.cmp(&j)));
        let mut keep = vec![true; all.len()];
        for pair in order.windows(2) {
            if all[pair[0]] == all[pair[1]] {
                keep[pair[1]] = false;
            }
        }
        all.into_iter()
            .zip(keep)
            .filter_map(|(coins, kept)| kept.then_some(coins))
            .collect()
    }
}
