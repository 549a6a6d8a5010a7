//! Game specs, as the address, the command line and saved data name a
//! game (`manifold`, `nim`, `octal:0.77`), and [`AnyGame`], the one game
//! type that holds any of them. This table is the only place outside its
//! own module that a game is named.

use crate::dynamic::{DynPosition, Shared};
use crate::games::coins::tartan::Tartan;
use crate::games::coins::CoinRule;
use crate::games::heap::boxes::Boxes;
use crate::games::heap::spread::GrundySpecError;
use crate::games::heap::{GrundyGame, Lasker, Rectangles, Subtraction, SubtractionError};
use crate::games::lab::{LabGame, Variant, VariantError};
use crate::games::manifold::{self, Manifold};
use crate::games::nim::Nim;
use crate::games::octal::{OctalCodeError, OctalGame};
use std::fmt;

pub use any::{AnyIllegalMove, AnyMove, AnyPosition, AnyTextError};
pub use any_game::{AnyGame, MisereGame};
pub use misere::{
    bouton_misere, quotient, MisereOracle, MisereReach, MisereSearch, MisereVerdict, MisereWay,
    MISERE_BUDGET, MISERE_BUDGET_TEXT,
};
pub use names::{COIN_GAMES, OWN_GAMES, TEXT_GAMES};

/// Why a spec names no game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SpecError {
    /// No game has this name.
    Unknown(String),
    /// An octal code that cannot be read.
    Octal(OctalCodeError),
    /// Options of the surface game that cannot be read.
    Variant(VariantError),
    /// A subtraction set that cannot be used.
    Subtraction(SubtractionError),
    /// Moore's Nim_k without a whole k of at least 1.
    MooreK(String),
    /// Options of Grundy's game or the rectangle game other than `d=D`.
    Grundy(GrundySpecError),
    /// `:misere` on a game already in misère play.
    MisereTwice(String),
    /// `tartan:A*B` whose factors are not two row games.
    Tartan(String),
    /// `coins2d:RULE` whose rule cannot be read, and why.
    Plane(String),
    /// `coins:RULE` whose rule cannot be read, and why.
    Coins(String),
}

impl fmt::Display for SpecError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SpecError::Unknown(name) => write!(
                f,
                "'{name}' is not a game: use manifold, nim, octal:CODE (as in octal:0.77), \
                 subtraction:SET (as in subtraction:1,3,4), lasker, grundy (or grundy:d=D, as in \
                 grundy:d=2), rectangles (or rectangles:d=D), boxes (or boxes:d=D), \
                 turtles, mock-turtles, ruler, coins:RULE, rugs, tartan:A*B, coins2d:RULE, hackenbush, digraph, rims, moore:K \
                 (as in moore:2; moore:=K takes from exactly K heaps) or sum"
            ),
            SpecError::MooreK(k) => write!(
                f,
                "Moore's Nim takes from at most K heaps (moore:2) or exactly K (moore:=2), \
                 K a whole number from 1, not '{k}'"
            ),
            SpecError::Octal(e) => write!(f, "the octal code {e}"),
            SpecError::Plane(why) => write!(f, "in the rule of coins2d, {why}"),
            SpecError::Coins(why) => write!(f, "in the rule of coins, {why}"),
            SpecError::Tartan(why) => write!(
                f,
                "a Tartan game is tartan:A*B, A and B each turtles, mock-turtles, ruler or \
                 coins:RULE (as in tartan:turtles*ruler or tartan:coins:a*ruler): {why}"
            ),
            SpecError::Variant(e) => write!(f, "in the surface game's options, {e}"),
            SpecError::Subtraction(e) => write!(f, "in the subtraction set, {e}"),
            SpecError::Grundy(e) => e.fmt(f),
            SpecError::MisereTwice(spec) => {
                write!(
                    f,
                    "'{spec}' is already in misère play: ':misere' is written once"
                )
            }
        }
    }
}

impl std::error::Error for SpecError {}

/// The spec of a game reached through text, written as the game writes it
/// (`moore:2`), checked without its engine; `None` when `name` is not one
/// of [`TEXT_GAMES`].
pub fn text_game_spec(name: &str, arg: &str) -> Option<Result<String, SpecError>> {
    let name = name.to_ascii_lowercase();
    let known = TEXT_GAMES.iter().find(|&&n| n == name)?;
    Some(match (*known, arg.trim()) {
        ("moore", k) => {
            let (exact, n) = k.strip_prefix('=').map_or((false, k), |n| (true, n.trim()));
            match n.parse::<u32>() {
                Ok(n) if n >= 1 && exact => Ok(format!("moore:={n}")),
                Ok(n) if n >= 1 => Ok(format!("moore:{n}")),
                _ => Err(SpecError::MooreK(k.to_string())),
            }
        }
        // Ruler × Ruler is Rugs, under its own name.
        ("tartan", arg) => match crate::games::coins::tartan::Tartan::parse_factors(arg) {
            Ok(t) if t.named() == Some(Tartan::new(CoinRule::Ruler, CoinRule::Ruler)) => {
                Ok("rugs".to_string())
            }
            Ok(t) => Ok(crate::Game::spec(&t)),
            Err(why) => Err(SpecError::Tartan(why)),
        },
        // A rule that is a named game's own is that game.
        ("coins", rule) => crate::games::coins::RowRule::parse(rule)
            .map(|r| match crate::games::coins::flips::named_rule(&r) {
                Some(named) => named.spec().to_string(),
                None => crate::games::coins::Flips::spec(&r),
            })
            .map_err(|e| SpecError::Coins(e.to_string())),
        ("coins2d", rule) => crate::games::coins::plane::PlaneCoins::parse(rule)
            .map(|g| crate::Game::spec(&g))
            .map_err(|e| SpecError::Plane(e.to_string())),
        (n, "") => Ok(n.to_string()),
        _ => Err(SpecError::Unknown(format!("{name}:{arg}"))),
    })
}

impl AnyGame {
    /// The game a spec names: `manifold`, `nim`, `octal:CODE`,
    /// `subtraction:SET`, `lasker`, `grundy` (`grundy:d=D`), `rectangles`
    /// (`rectangles:d=D`), `boxes` (`boxes:d=D`). The games
    /// reached through text are not linked here: see
    /// [`AnyGame::from_spec_with`] and [`crate::catalog::game`].
    pub fn from_spec(spec: &str) -> Result<AnyGame, SpecError> {
        AnyGame::from_spec_with(spec, &|_| None)
    }

    /// The game a spec names, asking `text_game` for a game of
    /// [`TEXT_GAMES`] given its checked spec (`moore:2`).
    pub fn from_spec_with(
        spec: &str,
        text_game: &dyn Fn(&str) -> Option<Shared>,
    ) -> Result<AnyGame, SpecError> {
        let spec = spec.trim();
        if let Some(base) = misere_base(spec) {
            let inner = AnyGame::from_spec_with(base, text_game)?;
            return MisereGame::new(inner)
                .map(|g| AnyGame::Misere(Box::new(g)))
                .ok_or_else(|| SpecError::MisereTwice(base.to_string()));
        }
        if let Some((name, arg)) = Some(spec.split_once(':').unwrap_or((spec, ""))) {
            if let Some(checked) = text_game_spec(name, arg) {
                let checked = checked?;
                return text_game(&checked)
                    .map(AnyGame::Dyn)
                    .ok_or(SpecError::Unknown(checked));
            }
        }
        let (name, arg) = spec.split_once(':').unwrap_or((spec, ""));
        match (name.to_ascii_lowercase().as_str(), arg) {
            ("manifold", options) => match Variant::parse_options(options) {
                Ok(v) if v.is_paper() => Ok(AnyGame::Manifold(Manifold)),
                Ok(v) => Ok(AnyGame::Lab(LabGame::new(v))),
                Err(e) => Err(SpecError::Variant(e)),
            },
            ("nim", "") => Ok(AnyGame::Nim(Nim)),
            ("octal", code) if !code.is_empty() => OctalGame::parse(code)
                .map(AnyGame::Octal)
                .map_err(SpecError::Octal),
            ("subtraction", set) => Subtraction::parse(set)
                .map(AnyGame::Subtraction)
                .map_err(SpecError::Subtraction),
            ("lasker", "") => Ok(AnyGame::Lasker(Lasker)),
            ("grundy", options) => GrundyGame::parse(options)
                .map(AnyGame::GrundyGame)
                .map_err(SpecError::Grundy),
            ("rectangles", options) => Rectangles::parse(options)
                .map(AnyGame::Rectangles)
                .map_err(SpecError::Grundy),
            ("boxes", options) => Boxes::parse(options)
                .map(AnyGame::Boxes)
                .map_err(SpecError::Grundy),
            _ => Err(SpecError::Unknown(spec.to_string())),
        }
    }

    /// The game whose moves are played: a misère game's normal-play twin,
    /// any other game itself. Views that draw positions and moves ask it.
    pub fn base(&self) -> &AnyGame {
        match self {
            AnyGame::Misere(g) => g.inner(),
            g => g,
        }
    }

    /// The position with no components (no surfaces, no heaps).
    pub fn empty_position(&self) -> AnyPosition {
        match self {
            AnyGame::Misere(g) => g.inner().empty_position(),
            AnyGame::Manifold(_) | AnyGame::Lab(_) => {
                AnyPosition::Surfaces(manifold::Position::default())
            }
            AnyGame::Rectangles(_) => AnyPosition::Rectangles(Vec::new()),
            AnyGame::Boxes(_) => AnyPosition::Boxes(Vec::new()),
            AnyGame::Dyn(g) => g.parse_position("").map_or_else(
                |_| AnyPosition::Dyn(DynPosition::new(String::new())),
                AnyPosition::Dyn,
            ),
            _ => AnyPosition::Heaps(Vec::new()),
        }
    }
}

/// The spec before a final `:misere` (or `:misère`), for games other than
/// the surface game, whose options hold its own misère play.
fn misere_base(spec: &str) -> Option<&str> {
    let (base, last) = spec.rsplit_once(':')?;
    // ASCII case only: Unicode's case tables would weigh on the page.
    let last = last.trim();
    let misere = last.eq_ignore_ascii_case("misere")
        || last
            .strip_prefix(['m', 'M'])
            .is_some_and(|rest| rest.eq_ignore_ascii_case("isère"));
    let surface = base
        .split(':')
        .next()
        .is_some_and(|n| n.trim().eq_ignore_ascii_case("manifold"));
    (misere && !surface && !base.trim().is_empty()).then_some(base.trim())
}

#[macro_use]
mod with_game;
mod any;
mod any_game;
mod game;
mod misere;
mod names;
mod prepare;
mod text;

#[cfg(test)]
mod tests;
