//! Game specs, as the address, the command line and saved data name a
//! game (`manifold`, `nim`, `octal:0.77`), and [`AnyGame`], the one game
//! type that holds any of them: a game's engine held without its types,
//! or any game in misère play. Which specs name games is the catalogue's
//! ([`crate::catalogue`]).

use crate::catalogue::{self, Entry};
use crate::dynamic::Shared;

pub use error::SpecError;

pub use any::{AnyIllegalMove, AnyMove, AnyPosition, AnyTextError};
pub use any_game::{AnyGame, MisereGame};
pub use misere::{
    bouton_misere, quotient, Inbox, MisereOracle, MisereReach, MisereSearch, MisereVerdict,
    MisereWay, SharedClock, StartQuotient,
};

impl AnyGame {
    /// The game a spec names (`manifold`, `nim:misere`, `octal:0.77`,
    /// `moore:2`), as the catalogue reads it, with the engine of every
    /// game linked ([`crate::catalog::engine`]). A program that must not
    /// carry every game's code opens games with
    /// [`AnyGame::from_spec_with`].
    pub fn from_spec(spec: &str) -> Result<AnyGame, SpecError> {
        AnyGame::from_spec_with(spec, &crate::catalog::engine)
    }

    /// The game a spec names, as the catalogue reads it
    /// ([`catalogue::checked`]), asking `open` for the engine of the
    /// game of an entry given its checked spec (`moore:2`); a misère
    /// suffix (`:misere`) puts it in misère play.
    pub fn from_spec_with(
        spec: &str,
        open: &dyn Fn(&'static Entry, &str) -> Option<Shared>,
    ) -> Result<AnyGame, SpecError> {
        let spec = spec.trim();
        if let Some(base) = misere_base(spec) {
            let inner = AnyGame::from_spec_with(base, open)?;
            return MisereGame::new(inner)
                .map(|g| AnyGame::Misere(Box::new(g)))
                .ok_or_else(|| SpecError::MisereTwice(base.to_string()));
        }
        let (entry, checked) = catalogue::checked(spec)?;
        open(entry, &checked)
            .map(AnyGame::Dyn)
            .ok_or(SpecError::NotLinked(checked))
    }

    /// The game whose moves are played: a misère game's normal-play twin,
    /// any other game itself. Views that draw positions and moves ask it.
    pub fn base(&self) -> &AnyGame {
        match self {
            AnyGame::Misere(g) => g.inner(),
            g => g,
        }
    }

    /// The engine of the game whose moves are played.
    pub fn engine(&self) -> &Shared {
        match self {
            AnyGame::Misere(g) => g.inner().engine(),
            AnyGame::Dyn(g) => g,
        }
    }

    /// The game whose moves are played, read back by its type, when it is
    /// a `G` (`game.downcast::<LabGame>()`).
    pub fn downcast<G: std::any::Any>(&self) -> Option<&G> {
        self.engine().game::<G>()
    }

    /// The game's entry in the catalogue (in misère play, its normal-play
    /// twin's). Every game is made from a spec the catalogue reads; a
    /// spec it would not read (none is made) is taken for the surface
    /// game's.
    pub fn entry(&self) -> &'static Entry {
        let spec = self.engine().spec();
        catalogue::of(&spec).unwrap_or(&crate::games::manifold::entry::MANIFOLD)
    }

    /// The position with no components (no surfaces, no heaps).
    pub fn empty_position(&self) -> AnyPosition {
        let g = self.engine();
        g.parse_position("")
            .unwrap_or_else(|_| AnyPosition::new(String::new()))
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

mod any;
mod any_game;
pub mod error;
mod game;
mod misere;

#[cfg(test)]
mod tests;
