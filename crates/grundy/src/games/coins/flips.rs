//! What a row game of coins says about its moves: which coins a move may
//! flip besides the head, the value of a lone head, and how the notes
//! number the coins. The named games ([`CoinRule`]: Turning Turtles, Mock
//! Turtles, Ruler) and any rule of shapes ([`super::rule::RowRule`]) say
//! it alike, so a row ([`super::CoinGame`]) and a Tartan product
//! ([`super::tartan::Tartan`]) play either.

use super::rule::RowRule;
use super::CoinRule;
use crate::Nimber;
use std::fmt;
use std::hash::Hash;

/// The moves of a one-dimensional coin-turning game, and its lone heads'
/// values.
pub trait Flips: Clone + fmt::Debug + PartialEq + Eq + Hash {
    /// The spec: `turtles`, `coins:;a;a,b`.
    fn spec(&self) -> String;
    /// The name for people.
    fn name(&self) -> String;
    /// The notes' number of the coin at index `i` (from 0, leftmost).
    fn number(&self, i: usize) -> u64;
    /// The value of a lone head at index `i`.
    fn head_value(&self, i: usize) -> Nimber;
    /// Why a lone head at index `i` has its value, in words.
    fn reason(&self, i: usize) -> String;
    /// The sets of other coins (all left of `head`, increasing) that a
    /// move turning `head` to tails may flip, each once.
    fn others(&self, head: usize) -> Box<dyn Iterator<Item = Vec<usize>> + '_>;
    /// Why the coins (increasing, the head last) are not a move, if they
    /// are not.
    fn check(&self, coins: &[usize]) -> Result<(), String>;
    /// Which lines (`row`, `column`) a Tartan move's lines may be, in
    /// words: "the corner's row and at most one row before it".
    fn lines_words(&self, line: &str) -> String;
    /// The move of the fewest coins that turns `head` to tails and flips
    /// `coin` (at most `head`); `None` when no move flips it.
    fn through(&self, head: usize, coin: usize) -> Option<Vec<usize>> {
        let mut best: Option<Vec<usize>> = None;
        for mut set in self.others(head) {
            if coin != head && !set.contains(&coin) {
                continue;
            }
            set.push(head);
            if best.as_ref().is_none_or(|b| set.len() < b.len()) {
                best = Some(set);
            }
        }
        best
    }
}

impl Flips for CoinRule {
    fn spec(&self) -> String {
        CoinRule::spec(*self).to_string()
    }

    fn name(&self) -> String {
        CoinRule::name(*self).to_string()
    }

    fn number(&self, i: usize) -> u64 {
        CoinRule::number(*self, i)
    }

    fn head_value(&self, i: usize) -> Nimber {
        CoinRule::head_value(*self, i)
    }

    fn reason(&self, i: usize) -> String {
        CoinRule::reason(*self, i)
    }

    fn others(&self, head: usize) -> Box<dyn Iterator<Item = Vec<usize>> + '_> {
        CoinRule::others(*self, head)
    }

    fn check(&self, coins: &[usize]) -> Result<(), String> {
        CoinRule::check(*self, coins)
    }

    fn lines_words(&self, line: &str) -> String {
        match self {
            CoinRule::Turtles => format!("the corner's {line} and at most one {line} before it"),
            CoinRule::MockTurtles => format!("the corner's {line} and at most two before it"),
            CoinRule::Ruler => format!("a run of {line}s ending at the corner's"),
        }
    }

    /// Both coins alone, or the run between them in Ruler.
    fn through(&self, head: usize, coin: usize) -> Option<Vec<usize>> {
        Some(match self {
            CoinRule::Ruler => (coin..=head).collect(),
            _ if coin == head => vec![head],
            _ => vec![coin, head],
        })
    }
}

/// A factor of a Tartan game: one of the named row games, or a rule.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Factor {
    /// Turning Turtles, Mock Turtles or Ruler.
    Named(CoinRule),
    /// A rule of shapes (`coins:;a;a,b`).
    Rule(RowRule),
}

impl Factor {
    /// The factor a spec names: `turtles`, `mock-turtles`, `ruler`, or
    /// `coins:RULE`; a rule that is one of the named games' own (`coins:;a`)
    /// is that game.
    pub fn parse(text: &str) -> Result<Factor, String> {
        let text = text.trim();
        let named = [CoinRule::Turtles, CoinRule::MockTurtles, CoinRule::Ruler];
        if let Some(&rule) = named.iter().find(|r| r.spec().eq_ignore_ascii_case(text)) {
            return Ok(Factor::Named(rule));
        }
        let Some(rule) = text
            .split_once(':')
            .filter(|(name, _)| name.trim().eq_ignore_ascii_case("coins"))
            .map(|(_, rule)| rule)
        else {
            return Err(format!(
                "'{text}' is not a row game: use turtles, mock-turtles, ruler or coins:RULE"
            ));
        };
        let rule = RowRule::parse(rule).map_err(|e| e.to_string())?;
        Ok(match named_rule(&rule) {
            Some(named) => Factor::Named(named),
            None => Factor::Rule(rule),
        })
    }

    /// The named game, for a factor that is one.
    pub fn named(&self) -> Option<CoinRule> {
        match self {
            Factor::Named(r) => Some(*r),
            Factor::Rule(_) => None,
        }
    }
}

/// The named game whose own rule `rule` is, written as the module of rules
/// writes it: `;a` Turning Turtles, `;a;a,b` Mock Turtles, `;1-a` Ruler.
pub fn named_rule(rule: &RowRule) -> Option<CoinRule> {
    match rule.rule().as_str() {
        ";a" => Some(CoinRule::Turtles),
        ";a;a,b" => Some(CoinRule::MockTurtles),
        ";1-a" => Some(CoinRule::Ruler),
        _ => None,
    }
}

macro_rules! either {
    ($f:expr, $r:ident => $e:expr) => {
        match $f {
            Factor::Named($r) => $e,
            Factor::Rule($r) => $e,
        }
    };
}

impl Flips for Factor {
    fn spec(&self) -> String {
        either!(self, r => Flips::spec(r))
    }

    fn name(&self) -> String {
        either!(self, r => Flips::name(r))
    }

    fn number(&self, i: usize) -> u64 {
        either!(self, r => Flips::number(r, i))
    }

    fn head_value(&self, i: usize) -> Nimber {
        either!(self, r => Flips::head_value(r, i))
    }

    fn reason(&self, i: usize) -> String {
        either!(self, r => Flips::reason(r, i))
    }

    fn others(&self, head: usize) -> Box<dyn Iterator<Item = Vec<usize>> + '_> {
        either!(self, r => Flips::others(r, head))
    }

    fn check(&self, coins: &[usize]) -> Result<(), String> {
        either!(self, r => Flips::check(r, coins))
    }

    fn lines_words(&self, line: &str) -> String {
        either!(self, r => Flips::lines_words(r, line))
    }

    fn through(&self, head: usize, coin: usize) -> Option<Vec<usize>> {
        either!(self, r => Flips::through(r, head, coin))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn factors_read_names_and_rules() {
        assert_eq!(Factor::parse("ruler"), Ok(Factor::Named(CoinRule::Ruler)));
        // A rule that is a named game's is that game.
        assert_eq!(
            Factor::parse("coins: ;a ; a,b"),
            Ok(Factor::Named(CoinRule::MockTurtles))
        );
        let twins = Factor::parse("coins:a").unwrap();
        assert_eq!(twins.spec(), "coins:a");
        assert!(Factor::parse("nim").is_err());
        assert!(Factor::parse("coins:0").is_err());
    }

    #[test]
    fn the_move_through_a_coin_is_the_fewest_coins() {
        let r = Factor::parse("coins:;1-a;2").unwrap();
        // Coin 3 from a head at 5: distance 2, alone rather than a run.
        assert_eq!(r.through(5, 3), Some(vec![3, 5]));
        assert_eq!(r.through(5, 4), Some(vec![4, 5]));
        assert_eq!(r.through(5, 5), Some(vec![5]));
    }
}
