//! The row games a Tartan product may take as a factor ([`Factor`]): a
//! named game or a rule of shapes, a rule that is a named game's own read
//! as that game; and how the named games ([`CoinRule`]) answer [`Flips`].

use super::named::CoinRule;
use super::row_moves::Flips;
use super::rule::RowRule;
use crate::Nimber;

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

    fn has_move(&self, head: usize) -> bool {
        either!(self, r => Flips::has_move(r, head))
    }

    fn others_worth(&self, head: usize, change: Nimber) -> Option<Vec<usize>> {
        either!(self, r => Flips::others_worth(r, head, change))
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
