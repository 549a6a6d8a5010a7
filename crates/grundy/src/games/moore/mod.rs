//! Moore's Nim_k: a move takes any number of counters from each of at
//! least one and at most `k` heaps (Nim when `k = 1`).
//!
//! A position is not a sum of independent heaps, since one move may act
//! on several of them; so the whole position is one component, and values
//! come from brute force over it (positions too large for that are
//! refused). Moore's rule still decides who wins: write the heap sizes in
//! binary and add each column's digits; the player to move loses exactly
//! when every column sum is divisible by `k + 1` ([`is_losing`]), and the
//! rule gives a winning move from every other position ([`rule_move`]).

pub mod entry;
mod moore_move;
mod rule;

pub use moore_move::MooreMove;
pub use rule::{brute_force_work, column_sums, is_losing, move_count, rule_move};

use super::heaps::{format_heaps, parse_heaps};
use super::notation::{NotationError, NotationErrorKind, Reader, RuleError};
use crate::game::{Game, MoveWords, PlayError, Values};
use crate::Nimber;

/// The most positions a brute-force valuation may visit, counted as the
/// positions below times the most moves from one.
pub const MAX_WORK: u128 = 20_000_000;

/// Moore's Nim_k.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Moore {
    /// The most heaps one move may take from (at least 1); with `exact`,
    /// the number it must take from.
    pub k: u32,
    /// True for the game as lecture notes 4–6 word it: a move takes from
    /// exactly `k` heaps (spec `moore:=K`). Moore's rule is for "at most".
    pub exact: bool,
}

impl Moore {
    /// Moore's Nim_k; `None` for `k = 0`.
    pub fn new(k: u32) -> Option<Moore> {
        (k >= 1).then_some(Moore { k, exact: false })
    }

    /// Moore's Nim as the notes word it: every move takes from exactly `k`
    /// heaps; `None` for `k = 0`.
    pub fn exactly(k: u32) -> Option<Moore> {
        (k >= 1).then_some(Moore { k, exact: true })
    }

    /// The game a spec's argument names: `2` (at most 2 heaps) or `=2`
    /// (exactly 2).
    pub fn from_arg(arg: &str) -> Option<Moore> {
        match arg.trim().strip_prefix('=') {
            Some(k) => Moore::exactly(k.trim().parse().ok()?),
            None => Moore::new(arg.trim().parse().ok()?),
        }
    }

    /// True when Moore's rule decides the game: from at most `k` heaps
    /// (or exactly one, which is Nim).
    pub fn by_rule(&self) -> bool {
        !self.exact || self.k == 1
    }

    /// Heaps `3 + 5 + 6` of any size, for Moore's rule, which needs no
    /// search ([`Game::parse_position`] refuses what a search cannot
    /// value).
    pub fn read_heaps(&self, text: &str) -> Result<Vec<u64>, NotationError> {
        parse_heaps(text)
            .map_err(|e| NotationError::new(NotationErrorKind::Heap(e.kind), e.offset, text))
    }

    /// Who wins by Moore's rule and the winning move, in words; `None`
    /// where the rule does not decide the game (exactly `k` heaps).
    pub fn verdict(&self, heaps: &[u64]) -> Option<String> {
        if !self.by_rule() {
            return None;
        }
        Some(match rule_move(heaps, self.k) {
            None => format!(
                "every binary column's digits sum to a multiple of {}, so the player to move \
                 loses",
                u64::from(self.k) + 1
            ),
            Some(mv) => format!(
                "the player to move wins, by the move {}",
                self.format_move(&heaps.to_vec(), &mv)
            ),
        })
    }

    fn subsets(&self, heaps: &[u64]) -> Vec<Vec<usize>> {
        let live: Vec<usize> = (0..heaps.len()).filter(|&i| heaps[i] > 0).collect();
        let mut out: Vec<Vec<usize>> = vec![Vec::new()];
        for &i in &live {
            let more: Vec<Vec<usize>> = out
                .iter()
                .filter(|s| s.len() < self.k as usize)
                .map(|s| {
                    let mut t = s.clone();
                    t.push(i);
                    t
                })
                .collect();
            out.extend(more);
        }
        let k = self.k as usize;
        out.retain(|s| !s.is_empty() && (!self.exact || s.len() == k));
        out
    }
}

impl Game for Moore {
    type Position = Vec<u64>;
    type Move = MooreMove;
    type IllegalMove = RuleError;
    type TextError = NotationError;

    fn spec(&self) -> String {
        if self.exact {
            format!("moore:={}", self.k)
        } else {
            format!("moore:{}", self.k)
        }
    }

    fn name(&self) -> String {
        // The index as subscript digits: Moore's Nim₂.
        let k: String = self
            .k
            .to_string()
            .chars()
            .map(|d| char::from_u32(0x2080 + d.to_digit(10).unwrap_or(0)).unwrap_or(d))
            .collect();
        if self.exact {
            format!("Moore's Nim{k}, exactly {} heaps", self.k)
        } else {
            format!("Moore's Nim{k}")
        }
    }

    fn moves<'a>(&'a self, heaps: &'a Vec<u64>) -> Box<dyn Iterator<Item = MooreMove> + 'a> {
        Box::new(self.subsets(heaps).into_iter().flat_map(move |set| {
            // Every combination of smaller sizes for the heaps of the set.
            let mut all: Vec<Vec<(usize, u64, u64)>> = vec![Vec::new()];
            for &i in &set {
                all = all
                    .into_iter()
                    .flat_map(|t| {
                        (0..heaps[i]).rev().map(move |to| {
                            let mut t = t.clone();
                            t.push((i, heaps[i], to));
                            t
                        })
                    })
                    .collect();
            }
            all.into_iter().map(|takes| MooreMove::new(heaps, takes))
        }))
    }

    fn play(
        &self,
        mut heaps: Vec<u64>,
        mv: &MooreMove,
    ) -> Result<Vec<u64>, PlayError<Vec<u64>, RuleError>> {
        let mut error = None;
        if self.exact && mv.takes.len() != self.k as usize {
            error = Some(RuleError::AgainstRule(format!(
                "a move takes from exactly {} heaps",
                self.k
            )));
        } else if mv.takes.is_empty() || mv.takes.len() > self.k as usize {
            error = Some(RuleError::AgainstRule(format!(
                "a move takes from at least one and at most {} heaps",
                self.k
            )));
        }
        for (n, &(i, from, to)) in mv.takes.iter().enumerate() {
            if error.is_some() {
                break;
            }
            if heaps.get(i) != Some(&from) {
                error = Some(RuleError::NotInPosition(format!(
                    "heap {} of {from}",
                    i + 1
                )));
            } else if to >= from {
                error = Some(RuleError::AgainstRule(
                    "each heap a move names must get smaller".to_string(),
                ));
            } else if mv.takes[..n].iter().any(|t| t.0 == i) {
                error = Some(RuleError::AgainstRule(
                    "a move names each heap once".to_string(),
                ));
            }
        }
        if let Some(error) = error {
            return Err(PlayError {
                position: heaps,
                error,
            });
        }
        for &(i, _, to) in &mv.takes {
            heaps[i] = to;
        }
        Ok(heaps)
    }

    /// A position of any size whose values a search can find: past
    /// [`MAX_WORK`] it is refused, with Moore's verdict and winning move
    /// where his rule decides the game ([`Moore::read_heaps`] reads any).
    fn parse_position(&self, text: &str) -> Result<Vec<u64>, NotationError> {
        let heaps = self.read_heaps(text)?;
        if brute_force_work(&heaps, self.k) > MAX_WORK {
            let rule = match self.verdict(&heaps) {
                Some(v) => format!("; Moore's rule decides it at any size: {v}"),
                None => "; try smaller heaps".to_string(),
            };
            return Err(NotationError::new(
                NotationErrorKind::TooBig(format!(
                    "Moore's Nim has no formula for values, and a search of this position's \
                     values would take more than {MAX_WORK} steps{rule}"
                )),
                0,
                text,
            ));
        }
        Ok(heaps)
    }

    fn format_position(&self, heaps: &Vec<u64>) -> String {
        format_heaps(heaps)
    }

    fn parse_move(&self, heaps: &Vec<u64>, text: &str) -> Result<MooreMove, NotationError> {
        // `1: 7 -> 2, 3: 5 -> 1`: heap numbers from 1, sizes before and after.
        let mut r = Reader::new(text);
        let mut takes = Vec::new();
        loop {
            let heap = r.number("a heap number")?;
            if !r.eat(':') {
                return Err(r.unexpected("a colon after the heap number"));
            }
            let from = r.number("the heap's size")?;
            r.skip_space();
            if r.text[r.at..].starts_with("->") {
                r.at += 2;
            } else if r.text[r.at..].starts_with('→') {
                r.at += '→'.len_utf8();
            } else {
                return Err(r.unexpected("an arrow, -> or →"));
            }
            let to = r.number("the heap's new size")?;
            takes.push(((heap as usize).wrapping_sub(1), from, to));
            if r.done() {
                break;
            }
            if !r.eat(',') {
                return Err(r.unexpected("a comma"));
            }
        }
        takes.sort_unstable();
        let mv = MooreMove::new(heaps, takes);
        self.apply(heaps, &mv)
            .map(|_| mv)
            .map_err(|e| r.error_at(NotationErrorKind::NotAMove(e.error.to_string()), 0))
    }

    fn format_move(&self, _heaps: &Vec<u64>, mv: &MooreMove) -> String {
        mv.takes
            .iter()
            .map(|&(i, from, to)| format!("{}: {from} → {to}", i + 1))
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// Heaps side by side, within the reach of the search of values.
    fn join(&self, parts: Vec<Vec<u64>>) -> Option<Vec<u64>> {
        crate::games::heaps::join_heaps(parts)
            .filter(|heaps| brute_force_work(heaps, self.k) <= MAX_WORK)
    }

    fn components(&self, heaps: &Vec<u64>) -> Vec<Vec<u64>> {
        // One inseparable whole: a move may act on several heaps.
        if heaps.iter().all(|&h| h == 0) {
            Vec::new()
        } else {
            vec![heaps.clone()]
        }
    }

    fn component_of(&self, _mv: &MooreMove) -> usize {
        0
    }

    fn pieces(&self, mv: &MooreMove) -> String {
        // Nothing left when every heap is empty.
        if mv.after.iter().all(|&h| h == 0) {
            String::new()
        } else {
            format_heaps(&mv.after)
        }
    }

    fn canonical(&self, heaps: &Vec<u64>) -> Vec<u64> {
        let mut h: Vec<u64> = heaps.iter().copied().filter(|&h| h > 0).collect();
        h.sort_unstable();
        h
    }

    fn closed_value(&self, heaps: &Vec<u64>) -> Option<Nimber> {
        if self.k == 1 {
            return Some(heaps.iter().map(|&h| Nimber(h)).sum());
        }
        if !self.by_rule() {
            return None;
        }
        // The rule gives losing positions; other values need brute force.
        is_losing(heaps, self.k).then_some(Nimber::ZERO)
    }

    /// After "take": `1 counter from heap 1, leaving 2`, or
    /// `5 counters from heap 2 and 6 from heap 3, leaving 0 and 0`.
    fn describe_move(&self, _heaps: &Vec<u64>, mv: &MooreMove) -> String {
        let takes: Vec<String> = mv
            .takes
            .iter()
            .enumerate()
            .map(|(n, &(i, from, to))| {
                let counters = match (n, from - to) {
                    (0, 1) => " counter",
                    (0, _) => " counters",
                    _ => "",
                };
                format!("{}{counters} from heap {}", from - to, i + 1)
            })
            .collect();
        let leaves: Vec<String> = mv.takes.iter().map(|t| t.2.to_string()).collect();
        format!(
            "{}, leaving {}",
            crate::view::listed(&takes),
            crate::view::listed(&leaves)
        )
    }

    fn words(&self) -> MoveWords {
        MoveWords::fixed("move", "took", "take")
    }

    fn winning_move(&self, heaps: &Vec<u64>, values: Values<'_, Vec<u64>>) -> Option<MooreMove> {
        if self.by_rule() {
            rule_move(heaps, self.k)
        } else {
            crate::game::first_winning_move(self, heaps, values)
        }
    }

    fn computer_move(&self, heaps: &Vec<u64>, values: Values<'_, Vec<u64>>) -> Option<MooreMove> {
        super::modest_computer_move(self, heaps, values)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_leaves_the_position_it_plays_to() {
        // The move list's result: the position after the move, or nothing.
        let g = Moore { k: 2, exact: false };
        for heaps in [vec![3, 5, 6], vec![1, 0, 2], vec![0, 4]] {
            for mv in g.moves(&heaps) {
                let after = g.apply(&heaps, &mv).unwrap();
                let expected = if after.iter().all(|&h| h == 0) {
                    String::new()
                } else {
                    g.format_position(&after)
                };
                assert_eq!(g.pieces(&mv), expected, "{mv:?}");
                let text = g.format_move(&heaps, &mv);
                assert_eq!(g.parse_move(&heaps, &text).unwrap(), mv, "{text}");
            }
        }
    }

    #[test]
    fn columns_sum_digits() {
        // 3 = 11, 5 = 101, 6 = 110: ones 2, twos 2, fours 2.
        assert_eq!(column_sums(&[3, 5, 6]), vec![2, 2, 2]);
        assert!(!is_losing(&[3, 5, 6], 2));
        assert!(is_losing(&[1, 1, 1], 2));
    }

    #[test]
    fn the_rule_move_reaches_a_losing_position() {
        for heaps in [[3u64, 5, 6], [7, 7, 2], [1, 0, 4]] {
            for k in 1..=3 {
                if let Some(mv) = rule_move(&heaps, k) {
                    let after = Moore { k, exact: false }
                        .apply(&heaps.to_vec(), &mv)
                        .unwrap();
                    assert!(is_losing(&after, k), "{heaps:?} k={k} {mv:?}");
                }
            }
        }
    }

    #[test]
    fn moves_take_from_at_most_k_heaps() {
        let g = Moore { k: 2, exact: false };
        // 1+1+1 singles, 3 pairs: 6 moves.
        assert_eq!(g.moves(&vec![1, 1, 1]).count(), 6);
        assert!(g.parse_move(&vec![1, 1, 1], "1: 1 -> 0, 2: 1 -> 0").is_ok());
        assert!(g
            .parse_move(&vec![1, 1, 1], "1: 1 -> 0, 2: 1 -> 0, 3: 1 -> 0")
            .is_err());
    }

    #[test]
    fn large_positions_are_refused() {
        assert!(Moore { k: 2, exact: false }
            .parse_position("100 + 100 + 100 + 100")
            .is_err());
    }
}
