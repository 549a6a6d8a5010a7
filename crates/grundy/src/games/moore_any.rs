//! Moore's Nim_k, the classic game (a move takes from 1 to k heaps), at
//! any size, as a player meets it. A position a search of values reaches
//! is played as [`Moore`] plays it, with values. A larger one is played by
//! who wins, which Moore's rule decides at any size
//! ([`Game::rule_outcome`]): its moves come grouped by the heap they take
//! from, each marked by the rule, and no value is asked for.

use super::moore::{
    brute_force_work, column_sums, is_losing, move_count, rule_move, Moore, MooreMove, MAX_WORK,
};
use crate::game::{Game, MoveWords, PlayError, Values};
use crate::games::notation::{NotationError, RuleError};
use crate::moves::{MoveGroup, MoveRow, ParamRange};
use crate::outcome::Outcome;
use crate::Nimber;

/// Heaps past this many (of those not empty) have no group of their own
/// in a position past the search: their single-heap moves share one.
pub const OWN_GROUPS: usize = 200;

/// The most moves listed one by one in a position past the search, over
/// all its heaps: a heap whose moves would pass it has a chooser instead.
pub const LISTED: u64 = 400;

/// The key of the group of moves on several heaps at once.
const SEVERAL: &str = "several";

/// Moore's Nim_k from 1 to k heaps, playable at any size.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AnySize(Moore);

impl AnySize {
    /// `game` at any size; `None` for the game on exactly k heaps (k > 1),
    /// which Moore's rule does not decide.
    pub fn new(game: Moore) -> Option<AnySize> {
        game.by_rule().then_some(AnySize(game))
    }

    /// The game itself.
    pub fn game(&self) -> Moore {
        self.0
    }

    /// True when a search of the values of `heaps` would take more than
    /// [`MAX_WORK`] steps.
    pub fn past_search(&self, heaps: &[u64]) -> bool {
        brute_force_work(heaps, self.0.k) > MAX_WORK
    }

    /// A row for `mv`, marked by Moore's rule on what it leaves.
    fn row(&self, heaps: &Vec<u64>, mv: MooreMove) -> MoveRow<MooreMove> {
        let lost = is_losing(&mv.after, self.0.k);
        let text = self.0.format_move(heaps, &mv);
        let pieces = self.0.pieces(&mv);
        let description = self.0.describe_move(heaps, &mv);
        let mut row = MoveRow::new(
            mv,
            String::new(),
            text,
            pieces,
            if lost { Nimber::ZERO } else { Nimber(1) },
        );
        row.description = description;
        row
    }

    /// The move taking heap `i` alone down to `to`.
    fn single(heaps: &[u64], i: usize, to: u64) -> MooreMove {
        MooreMove::new(heaps, vec![(i, heaps[i], to)])
    }

    /// The single-heap move of heap `i` that wins by the rule, if any,
    /// given every column's digit sum over all heaps (`sums`): heap i must
    /// go to the one size that makes each column's sum a multiple of
    /// k + 1, which exists when each column of the other heaps sums to 0 or
    /// k modulo k + 1.
    fn winning_single(&self, heaps: &[u64], sums: &[u64], i: usize) -> Option<MooreMove> {
        let modulus = u64::from(self.0.k) + 1;
        let mut to = 0u64;
        for (bit, &s) in sums.iter().enumerate() {
            let others = s - (heaps[i] >> bit & 1);
            match others % modulus {
                0 => {}
                r if r == modulus - 1 => to |= 1 << bit,
                _ => return None,
            }
        }
        (to < heaps[i]).then(|| Self::single(heaps, i, to))
    }

    /// The groups of a position past the search: one for each of the first
    /// [`OWN_GROUPS`] heaps not empty (every move listed while the heap
    /// has at most `limit` and the position's listed moves stay within
    /// [`LISTED`], else a chooser of the new size), one for the single-heap
    /// moves of the others, and one for moves on several heaps at once,
    /// which the page's composer makes.
    fn rule_groups(&self, heaps: &Vec<u64>, limit: u64) -> Vec<MoveGroup<MooreMove>> {
        let k = self.0.k;
        let live: Vec<usize> = (0..heaps.len()).filter(|&i| heaps[i] > 0).collect();
        let sums = column_sums(heaps);
        let mut groups = Vec::new();
        let mut listed = 0u64;
        for &i in live.iter().take(OWN_GROUPS) {
            let h = heaps[i];
            let (rows, reach, range) = if h <= limit && listed + h <= LISTED {
                listed += h;
                let rows = (0..h)
                    .rev()
                    .map(|to| self.row(heaps, Self::single(heaps, i, to)));
                (rows.collect(), Vec::new(), None)
            } else {
                let shown = self
                    .winning_single(heaps, &sums, i)
                    .unwrap_or_else(|| Self::single(heaps, i, 0));
                let range = ParamRange {
                    name: "new size".into(),
                    first: 0,
                    last: h - 1,
                    step: 1,
                };
                (Vec::new(), vec![self.row(heaps, shown)], Some(range))
            };
            groups.push(MoveGroup {
                key: format!("h{}", i + 1),
                title: format!("From heap {} alone", i + 1),
                count: u128::from(h),
                rows,
                reach,
                range,
            });
        }
        let rest = &live[live.len().min(OWN_GROUPS)..];
        if let (Some(&first), Some(&last)) = (rest.first(), rest.last()) {
            // The rule's own move where it is one of these (the hint's), else
            // the first that wins.
            let shown = rule_move(heaps, k)
                .filter(|m| m.takes.len() == 1 && rest.contains(&m.takes[0].0))
                .or_else(|| {
                    rest.iter()
                        .find_map(|&i| self.winning_single(heaps, &sums, i))
                })
                .unwrap_or_else(|| Self::single(heaps, first, 0));
            groups.push(MoveGroup {
                key: "others".to_string(),
                title: format!("From one of heaps {} to {} alone", first + 1, last + 1),
                count: rest.iter().map(|&i| u128::from(heaps[i])).sum(),
                rows: Vec::new(),
                reach: vec![self.row(heaps, shown)],
                range: None,
            });
        }
        if k >= 2 && live.len() >= 2 {
            let singles: u128 = live.iter().map(|&i| u128::from(heaps[i])).sum();
            let shown = rule_move(heaps, k)
                .filter(|m| m.takes.len() >= 2)
                .unwrap_or_else(|| {
                    let takes = live[..2].iter().map(|&i| (i, heaps[i], 0)).collect();
                    MooreMove::new(heaps, takes)
                });
            groups.push(MoveGroup {
                key: SEVERAL.to_string(),
                title: format!("From 2 to {k} heaps at once"),
                count: move_count(heaps, k, false).saturating_sub(singles),
                rows: Vec::new(),
                reach: vec![self.row(heaps, shown)],
                range: None,
            });
        }
        groups
    }

    /// A move that keeps the game going, for a lost position past the
    /// search: one counter from the largest heap.
    fn slow_move(heaps: &[u64]) -> Option<MooreMove> {
        let (i, &h) = heaps
            .iter()
            .enumerate()
            .max_by_key(|&(i, &h)| (h, std::cmp::Reverse(i)))?;
        (h > 0).then(|| Self::single(heaps, i, h - 1))
    }
}

impl Game for AnySize {
    type Position = Vec<u64>;
    type Move = MooreMove;
    type IllegalMove = RuleError;
    type TextError = NotationError;

    fn spec(&self) -> String {
        self.0.spec()
    }

    fn name(&self) -> String {
        self.0.name()
    }

    fn moves<'a>(&'a self, heaps: &'a Vec<u64>) -> Box<dyn Iterator<Item = MooreMove> + 'a> {
        self.0.moves(heaps)
    }

    fn play(
        &self,
        heaps: Vec<u64>,
        mv: &MooreMove,
    ) -> Result<Vec<u64>, PlayError<Vec<u64>, RuleError>> {
        self.0.play(heaps, mv)
    }

    /// Heaps of any size, up to the number one text may give.
    fn parse_position(&self, text: &str) -> Result<Vec<u64>, NotationError> {
        self.0.read_heaps(text)
    }

    fn format_position(&self, heaps: &Vec<u64>) -> String {
        self.0.format_position(heaps)
    }

    fn parse_move(&self, heaps: &Vec<u64>, text: &str) -> Result<MooreMove, NotationError> {
        self.0.parse_move(heaps, text)
    }

    fn format_move(&self, heaps: &Vec<u64>, mv: &MooreMove) -> String {
        self.0.format_move(heaps, mv)
    }

    fn components(&self, heaps: &Vec<u64>) -> Vec<Vec<u64>> {
        self.0.components(heaps)
    }

    /// Played by the rule past the search, its positions may be of any
    /// size.
    fn join(&self, parts: Vec<Vec<u64>>) -> Option<Vec<u64>> {
        crate::games::heaps::join_heaps(parts)
    }

    fn component_of(&self, mv: &MooreMove) -> usize {
        self.0.component_of(mv)
    }

    fn pieces(&self, mv: &MooreMove) -> String {
        self.0.pieces(mv)
    }

    fn rule_outcome(&self, heaps: &Vec<u64>) -> Option<Outcome> {
        self.past_search(heaps).then(|| {
            if is_losing(heaps, self.0.k) {
                Outcome::Previous
            } else {
                Outcome::Next
            }
        })
    }

    fn is_terminal(&self, heaps: &Vec<u64>) -> bool {
        heaps.iter().all(|&h| h == 0)
    }

    fn canonical(&self, heaps: &Vec<u64>) -> Vec<u64> {
        self.0.canonical(heaps)
    }

    fn closed_value(&self, heaps: &Vec<u64>) -> Option<Nimber> {
        self.0.closed_value(heaps)
    }

    fn describe_move(&self, heaps: &Vec<u64>, mv: &MooreMove) -> String {
        self.0.describe_move(heaps, mv)
    }

    fn words(&self) -> MoveWords {
        self.0.words()
    }

    fn winning_move(&self, heaps: &Vec<u64>, values: Values<'_, Vec<u64>>) -> Option<MooreMove> {
        self.0.winning_move(heaps, values)
    }

    /// The rule's winning move; from a lost position past the search, one
    /// counter from the largest heap, so the game lasts.
    fn computer_move(&self, heaps: &Vec<u64>, values: Values<'_, Vec<u64>>) -> Option<MooreMove> {
        if self.past_search(heaps) {
            rule_move(heaps, self.0.k).or_else(|| Self::slow_move(heaps))
        } else {
            self.0.computer_move(heaps, values)
        }
    }

    /// Group `hN` of a position past the search: heap N alone down to `a`.
    fn move_for(
        &self,
        heaps: &Vec<u64>,
        _component: usize,
        group: &str,
        a: u64,
    ) -> Option<MooreMove> {
        let i = group
            .strip_prefix('h')?
            .parse::<usize>()
            .ok()?
            .checked_sub(1)?;
        let h = *heaps.get(i)?;
        (a < h).then(|| Self::single(heaps, i, a))
    }

    fn move_groups(
        &self,
        heaps: &Vec<u64>,
        component: usize,
        limit: u64,
        values: Values<'_, Vec<u64>>,
    ) -> Vec<MoveGroup<MooreMove>> {
        if self.past_search(heaps) {
            if component == 0 {
                self.rule_groups(heaps, limit)
            } else {
                Vec::new()
            }
        } else {
            self.0.move_groups(heaps, component, limit, values)
        }
    }
}

#[cfg(test)]
mod tests;
