//! Game specs, as the address, the command line and saved data name a
//! game (`manifold`, `nim`, `octal:0.77`), and [`AnyGame`], the one game
//! type that holds any of them. This table is the only place outside its
//! own module that a game is named.

use crate::catalogue;
use crate::catalogue::{BarKind, Family, HeapKind};
use crate::dynamic::{DynPosition, Shared};
use crate::games::heap::boxes::Boxes;
use crate::games::heap::{GrundyGame, Lasker, Rectangles, Subtraction};
use crate::games::lab::{LabGame, Variant};
use crate::games::manifold::{self, Manifold};
use crate::games::nim::Nim;
use crate::games::octal::OctalGame;

pub use error::SpecError;

pub use any::{AnyIllegalMove, AnyMove, AnyPosition, AnyTextError};
pub use any_game::{AnyGame, MisereGame};
pub use misere::{
    bouton_misere, quotient, MisereOracle, MisereReach, MisereSearch, MisereVerdict, MisereWay,
    MISERE_BUDGET, MISERE_BUDGET_TEXT,
};

impl AnyGame {
    /// The game a spec names: `manifold`, `nim`, `octal:CODE`,
    /// `subtraction:SET`, `lasker`, `grundy` (`grundy:d=D`), `rectangles`
    /// (`rectangles:d=D`), `boxes` (`boxes:d=D`). The games
    /// reached through text are not linked here: see
    /// [`AnyGame::from_spec_with`] and [`crate::catalog::game`].
    pub fn from_spec(spec: &str) -> Result<AnyGame, SpecError> {
        AnyGame::from_spec_with(spec, &|_| None)
    }

    /// The game a spec names, as the catalogue reads it
    /// ([`catalogue::checked`]), asking `text_game` for a game reached
    /// through text (the coin, graph and loop games, Moore's Nim and sums)
    /// given its checked spec (`moore:2`).
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
        let (entry, checked) = catalogue::checked(spec)?;
        let arg = checked.split_once(':').map_or("", |(_, arg)| arg);
        let unknown = || SpecError::NotLinked(checked.clone());
        // The checked spec reads: what is refused here was refused above.
        Ok(match entry.family {
            Family::Surfaces => match Variant::parse_options(arg).map_err(SpecError::Variant)? {
                v if v.is_paper() => AnyGame::Manifold(Manifold),
                v => AnyGame::Lab(LabGame::new(v)),
            },
            Family::Heaps(HeapKind::Nim) => AnyGame::Nim(Nim),
            Family::Heaps(HeapKind::Subtraction) => {
                AnyGame::Subtraction(Subtraction::parse(arg).map_err(SpecError::Subtraction)?)
            }
            Family::Heaps(HeapKind::Lasker) => AnyGame::Lasker(Lasker),
            Family::Heaps(HeapKind::Octal) => {
                AnyGame::Octal(OctalGame::parse(arg).map_err(SpecError::Octal)?)
            }
            Family::Heaps(HeapKind::Grundy) => {
                AnyGame::GrundyGame(GrundyGame::parse(arg).map_err(SpecError::Grundy)?)
            }
            Family::Bars(BarKind::Rectangles) => {
                AnyGame::Rectangles(Rectangles::parse(arg).map_err(SpecError::Grundy)?)
            }
            Family::Bars(BarKind::Boxes) => {
                AnyGame::Boxes(Boxes::parse(arg).map_err(SpecError::Grundy)?)
            }
            Family::Coins(_)
            | Family::Hackenbush
            | Family::Digraph
            | Family::Counters(_)
            | Family::Sums => AnyGame::Dyn(text_game(&checked).ok_or_else(unknown)?),
        })
    }

    /// The game whose moves are played: a misère game's normal-play twin,
    /// any other game itself. Views that draw positions and moves ask it.
    pub fn base(&self) -> &AnyGame {
        match self {
            AnyGame::Misere(g) => g.inner(),
            g => g,
        }
    }

    /// The game's entry in the catalogue (in misère play, its normal-play
    /// twin's). Every game is made from a spec the catalogue reads; a
    /// spec it would not read (none is made) is taken for the surface
    /// game's.
    pub fn entry(&self) -> &'static catalogue::Entry {
        let spec = crate::Game::spec(self.base());
        catalogue::of(&spec).unwrap_or(&crate::games::manifold::entry::MANIFOLD)
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
pub mod error;
mod game;
mod misere;
mod text;

#[cfg(test)]
mod tests;
