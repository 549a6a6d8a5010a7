//! The coin-turning games and their grids (Turning Turtles, Mock Turtles,
//! Ruler, any row played by a rule, Rugs, the Tartan games,
//! two-dimensional coin turning): a chunk of the page of their own
//! (`coins`), fetched the first time one of them is played. Each game's
//! board is drawn as the notes draw it, its coins clicked to choose a head
//! and to flip; its explanation gives each head's value and their nim-sum;
//! the grids' editor panel is the nim-multiplication table their values
//! come from.

mod coin;
mod facts;
mod grid;
mod mul;
mod mul_panel;
mod plane;
mod row;
mod row_explain;
mod rugs;
mod rule;
mod tartan;
mod tell;
#[cfg(test)]
mod testing;

pub use mul_panel::MulPanel;

use crate::games::played::{Opened, Opener};
use crate::split::{Chunk, LoadError};
use grundy::games::coins::flips::named_rule;
use grundy::games::coins::plane::PlaneCoins;
use grundy::games::coins::rugs::Rugs;
use grundy::games::coins::tartan::Tartan;
use grundy::games::coins::{CoinGame, CoinRule, RowRule};

/// The games of the chunk, by the name their spec starts with.
pub const GAMES: &[&str] = &grundy::spec::COIN_GAMES;

/// A coin game by its checked spec.
pub fn open(spec: &str) -> Option<Opened> {
    let (name, arg) = spec.split_once(':').unwrap_or((spec, ""));
    Some(match name {
        "turtles" => row(CoinRule::Turtles),
        "mock-turtles" => row(CoinRule::MockTurtles),
        "ruler" => row(CoinRule::Ruler),
        // A rule that is a named game's own is that game.
        "coins" => {
            let rule = RowRule::parse(arg).ok()?;
            match named_rule(&rule) {
                Some(named) => row(named),
                None => {
                    let g = CoinGame::new(rule);
                    Opened::new(g.clone(), rule::RuleShown(g))
                }
            }
        }
        "rugs" => Opened::new(Rugs, rugs::RugsShown),
        // Named factors keep their own game; any other is a rule's.
        "tartan" => match Tartan::parse(arg) {
            Some(g) => Opened::new(g, tartan::TartanShown(g)),
            None => {
                let g = Tartan::parse_factors(arg).ok()?;
                Opened::new(g.clone(), tartan::TartanShown(g))
            }
        },
        "coins2d" => {
            let g = PlaneCoins::parse(arg).ok()?;
            Opened::new(g.clone(), plane::PlaneShown(g))
        }
        _ => return None,
    })
}

/// The row game of `rule`.
fn row(rule: CoinRule) -> Opened {
    let g = CoinGame::new(rule);
    Opened::new(g, row::RowShown(g))
}

#[cfg_attr(feature = "split", wasm_split_helpers::wasm_split(coins, fallible))]
fn entry() -> Result<Opener, LoadError> {
    Ok(Opener(open))
}

thread_local! {
    /// The chunk.
    pub static CHUNK: Chunk<Opener> = const { Chunk::new(|| Box::pin(async { crate::enter!(entry) })) };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rule_opens_as_its_row_or_the_named_game_it_is() {
        for spec in ["coins:;a;a,b;a,b,c", "coins:a", "coins:;1-a;2"] {
            let o = open(spec).unwrap_or_else(|| panic!("{spec} opens"));
            assert_eq!(o.game.spec(), spec);
            assert!(o.game.ready());
        }
        let o = open("coins:;a").expect("opens");
        assert_eq!(o.game.spec(), "turtles");
        assert!(open("coins:0").is_none());
    }
}
