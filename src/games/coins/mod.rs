//! The coin-turning games and their grids (Turning Turtles, Mock Turtles,
//! Ruler, any row played by a rule, Rugs, the Tartan games,
//! two-dimensional coin turning): a chunk of the page of their own
//! (`coins`), fetched the first time one of them is played. Each game's
//! board is drawn as the notes draw it, its coins clicked to choose a head
//! and to flip; its explanation gives each head's value and their nim-sum;
//! the grids' editor panel is the nim-multiplication table their values
//! come from.

mod coin;
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

use crate::games::library;
use crate::games::played::{Opened, Opener};
use crate::split::{Chunk, LoadError};
use grundy::catalogue;
use grundy::catalogue::CoinKind;
use grundy::catalogue::Family;
use grundy::games::coins::plane::PlaneCoins;
use grundy::games::coins::rugs::Rugs;
use grundy::games::coins::tartan::Tartan;
use grundy::games::coins::{CoinGame, CoinRule, RowRule};

/// A coin game by its checked spec.
pub fn open(spec: &str) -> Option<Opened> {
    let Family::Coins(kind) = catalogue::of(spec)?.family else {
        return None;
    };
    let arg = spec.split_once(':').map_or("", |(_, arg)| arg);
    Some(match kind {
        CoinKind::Row(rule) => row(rule),
        // A rule that is a named game's own is that game, whose spec the
        // catalogue gives.
        CoinKind::Rule => {
            let g = CoinGame::new(RowRule::parse(arg).ok()?);
            Opened::new(g.clone(), rule::RuleShown(g))
        }
        CoinKind::Rugs => Opened::new(Rugs, rugs::RugsShown),
        // Named factors keep their own game; any other is a rule's.
        CoinKind::Tartan => match Tartan::parse(arg) {
            Some(g) => Opened::new(g, tartan::TartanShown(g)),
            None => {
                let g = Tartan::parse_factors(arg).ok()?;
                Opened::new(g.clone(), tartan::TartanShown(g))
            }
        },
        CoinKind::Plane => {
            let g = PlaneCoins::parse(arg).ok()?;
            Opened::new(g.clone(), plane::PlaneShown(g))
        }
    })
}

/// The row game of `rule`.
fn row(rule: CoinRule) -> Opened {
    let g = CoinGame::new(rule);
    Opened::new(g, row::RowShown(g))
}

#[cfg_attr(feature = "split", wasm_split_helpers::wasm_split(coins, fallible))]
fn entry() -> Result<Opener, LoadError> {
    library::register("coins", |spec| Opened::once(spec, open).map(|o| o.game));
    Ok(Opener(|spec, _| Opened::once(spec, open)))
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
        let (_, checked) = catalogue::checked("coins:;a").expect("a spec");
        assert_eq!(open(&checked).expect("opens").game.spec(), "turtles");
        assert!(open("coins:0").is_none());
    }
}
