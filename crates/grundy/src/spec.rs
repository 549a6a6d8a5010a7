//! Game specs, as the address, the command line and saved data name a
//! game (`manifold`, `nim`, `octal:0.77`), and [`AnyGame`], the one game
//! type that holds any of them. This table is the only place outside its
//! own module that a game is named.

use crate::game::{Game, PlayError, TextError, Values};
use crate::games::heap::rectangles::{Rect, RectMove, RectMoveError};
use crate::games::heap::{
    GrundyGame, HeapMove, HeapMoveError, Lasker, Rectangles, Subtraction, SubtractionError,
};
use crate::games::heaps::HeapError;
use crate::games::lab::{LabGame, LabMoveError, Variant, VariantError};
use crate::games::manifold::{self, Manifold};
use crate::games::nim::{Nim, NimMove, NimMoveError};
use crate::games::octal::{OctalCodeError, OctalGame, OctalMove, OctalMoveError};
use crate::view::MoveGroup;
use crate::Nimber;
use std::fmt;

/// Any game of the engine.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnyGame {
    /// The manifold decomposition game.
    Manifold(Manifold),
    /// The surface game under other rules, or in misère play.
    Lab(LabGame),
    /// Nim.
    Nim(Nim),
    /// An octal game.
    Octal(OctalGame),
    /// A subtraction game.
    Subtraction(Subtraction),
    /// Lasker's Nim.
    Lasker(Lasker),
    /// Grundy's game.
    GrundyGame(GrundyGame),
    /// Schrage's rectangle game.
    Rectangles(Rectangles),
}

/// A position of any game.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum AnyPosition {
    /// Surfaces, for the manifold game.
    Surfaces(manifold::Position),
    /// Heaps, for Nim, the octal games and the other heap games.
    Heaps(Vec<u64>),
    /// Bars, for the rectangle game.
    Rectangles(Vec<Rect>),
}

/// A move of any game.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum AnyMove {
    /// A cut of one surface.
    Cut(manifold::Move),
    /// A Nim move.
    Nim(NimMove),
    /// An octal move.
    Octal(OctalMove),
    /// A move of a subtraction game, Lasker's Nim or Grundy's game.
    Heap(HeapMove),
    /// A break of a bar.
    Rect(RectMove),
}

/// Why a move of any game cannot be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnyIllegalMove {
    /// A cut that does not fit the position.
    Cut(manifold::MoveError),
    /// A cut the variant's rules do not allow, or that does not fit.
    Lab(LabMoveError),
    /// A Nim move that does not fit.
    Nim(NimMoveError),
    /// An octal move that does not fit.
    Octal(OctalMoveError),
    /// A move of another heap game that does not fit.
    Heap(HeapMoveError),
    /// A break that does not fit.
    Rect(RectMoveError),
    /// A move or position of another game.
    OtherGame,
}

impl fmt::Display for AnyIllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AnyIllegalMove::Cut(e) => e.fmt(f),
            AnyIllegalMove::Lab(e) => e.fmt(f),
            AnyIllegalMove::Nim(e) => e.fmt(f),
            AnyIllegalMove::Octal(e) => e.fmt(f),
            AnyIllegalMove::Heap(e) => e.fmt(f),
            AnyIllegalMove::Rect(e) => e.fmt(f),
            AnyIllegalMove::OtherGame => f.write_str("this move belongs to another game"),
        }
    }
}

impl std::error::Error for AnyIllegalMove {}

/// Why a text is not a position or move of the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnyTextError {
    /// Surface notation.
    Surfaces(manifold::ParseError),
    /// Heap notation.
    Heaps(HeapError),
}

impl fmt::Display for AnyTextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AnyTextError::Surfaces(e) => e.fmt(f),
            AnyTextError::Heaps(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for AnyTextError {}

impl TextError for AnyTextError {
    fn offset(&self) -> usize {
        match self {
            AnyTextError::Surfaces(e) => e.offset,
            AnyTextError::Heaps(e) => e.offset,
        }
    }

    fn message(&self) -> String {
        match self {
            AnyTextError::Surfaces(e) => e.message(),
            AnyTextError::Heaps(e) => e.message(),
        }
    }
}

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
}

impl fmt::Display for SpecError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SpecError::Unknown(name) => write!(
                f,
                "'{name}' is not a game: use manifold, nim, octal:CODE (as in octal:0.77), \
                 subtraction:SET (as in subtraction:1,3,4), lasker, grundy or rectangles"
            ),
            SpecError::Octal(e) => write!(f, "the octal code {e}"),
            SpecError::Variant(e) => write!(f, "in the surface game's options, {e}"),
            SpecError::Subtraction(e) => write!(f, "in the subtraction set, {e}"),
        }
    }
}

impl std::error::Error for SpecError {}

impl AnyGame {
    /// The game a spec names: `manifold`, `nim`, `octal:CODE`,
    /// `subtraction:SET`, `lasker`, `grundy`, `rectangles`.
    pub fn from_spec(spec: &str) -> Result<AnyGame, SpecError> {
        let spec = spec.trim();
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
            ("grundy", "") => Ok(AnyGame::GrundyGame(GrundyGame::new())),
            ("rectangles", "") => Ok(AnyGame::Rectangles(Rectangles::new())),
            _ => Err(SpecError::Unknown(spec.to_string())),
        }
    }

    /// The position with no components (no surfaces, no heaps).
    pub fn empty_position(&self) -> AnyPosition {
        match self {
            AnyGame::Manifold(_) | AnyGame::Lab(_) => {
                AnyPosition::Surfaces(manifold::Position::default())
            }
            AnyGame::Rectangles(_) => AnyPosition::Rectangles(Vec::new()),
            _ => AnyPosition::Heaps(Vec::new()),
        }
    }
}

impl Default for AnyGame {
    fn default() -> AnyGame {
        AnyGame::Manifold(Manifold)
    }
}

impl AnyPosition {
    /// The surfaces, for a manifold position.
    pub fn surfaces(&self) -> Option<&manifold::Position> {
        match self {
            AnyPosition::Surfaces(p) => Some(p),
            _ => None,
        }
    }

    /// The heaps, for a heap game's position.
    pub fn heaps(&self) -> Option<&[u64]> {
        match self {
            AnyPosition::Heaps(h) => Some(h),
            _ => None,
        }
    }

    /// The bars, for a rectangle game's position.
    pub fn rectangles(&self) -> Option<&[Rect]> {
        match self {
            AnyPosition::Rectangles(r) => Some(r),
            _ => None,
        }
    }
}

/// Runs `$body` with `$g` the inner game and `$p` the inner position when
/// the position belongs to the game (`$wp` and `$wm` wrapping the inner
/// game's positions and moves), and gives `$other` otherwise.
macro_rules! with_game {
    ($self:expr, $pos:expr, |$g:ident, $p:ident, $wp:ident, $wm:ident| $body:expr, $other:expr) => {
        match ($self, $pos) {
            (AnyGame::Manifold($g), AnyPosition::Surfaces($p)) => {
                #[allow(unused_variables)]
                let ($wp, $wm) = (AnyPosition::Surfaces, AnyMove::Cut);
                $body
            }
            (AnyGame::Lab($g), AnyPosition::Surfaces($p)) => {
                #[allow(unused_variables)]
                let ($wp, $wm) = (AnyPosition::Surfaces, AnyMove::Cut);
                $body
            }
            (AnyGame::Nim($g), AnyPosition::Heaps($p)) => {
                #[allow(unused_variables)]
                let ($wp, $wm) = (AnyPosition::Heaps, AnyMove::Nim);
                $body
            }
            (AnyGame::Octal($g), AnyPosition::Heaps($p)) => {
                #[allow(unused_variables)]
                let ($wp, $wm) = (AnyPosition::Heaps, AnyMove::Octal);
                $body
            }
            (AnyGame::Subtraction($g), AnyPosition::Heaps($p)) => {
                #[allow(unused_variables)]
                let ($wp, $wm) = (AnyPosition::Heaps, AnyMove::Heap);
                $body
            }
            (AnyGame::Lasker($g), AnyPosition::Heaps($p)) => {
                #[allow(unused_variables)]
                let ($wp, $wm) = (AnyPosition::Heaps, AnyMove::Heap);
                $body
            }
            (AnyGame::GrundyGame($g), AnyPosition::Heaps($p)) => {
                #[allow(unused_variables)]
                let ($wp, $wm) = (AnyPosition::Heaps, AnyMove::Heap);
                $body
            }
            (AnyGame::Rectangles($g), AnyPosition::Rectangles($p)) => {
                #[allow(unused_variables)]
                let ($wp, $wm) = (AnyPosition::Rectangles, AnyMove::Rect);
                $body
            }
            _ => $other,
        }
    };
}

impl Game for AnyGame {
    type Position = AnyPosition;
    type Move = AnyMove;
    type IllegalMove = AnyIllegalMove;
    type TextError = AnyTextError;

    fn spec(&self) -> String {
        match self {
            AnyGame::Manifold(g) => g.spec(),
            AnyGame::Lab(g) => g.spec(),
            AnyGame::Nim(g) => g.spec(),
            AnyGame::Octal(g) => g.spec(),
            AnyGame::Subtraction(g) => g.spec(),
            AnyGame::Lasker(g) => g.spec(),
            AnyGame::GrundyGame(g) => g.spec(),
            AnyGame::Rectangles(g) => g.spec(),
        }
    }

    fn name(&self) -> String {
        match self {
            AnyGame::Manifold(g) => g.name(),
            AnyGame::Lab(g) => g.name(),
            AnyGame::Nim(g) => g.name(),
            AnyGame::Octal(g) => g.name(),
            AnyGame::Subtraction(g) => g.name(),
            AnyGame::Lasker(g) => g.name(),
            AnyGame::GrundyGame(g) => g.name(),
            AnyGame::Rectangles(g) => g.name(),
        }
    }

    fn moves<'a>(&'a self, position: &'a AnyPosition) -> Box<dyn Iterator<Item = AnyMove> + 'a> {
        match (self, position) {
            (AnyGame::Manifold(g), AnyPosition::Surfaces(p)) => {
                Box::new(g.moves(p).map(AnyMove::Cut))
            }
            (AnyGame::Lab(g), AnyPosition::Surfaces(p)) => Box::new(g.moves(p).map(AnyMove::Cut)),
            (AnyGame::Nim(g), AnyPosition::Heaps(p)) => Box::new(g.moves(p).map(AnyMove::Nim)),
            (AnyGame::Octal(g), AnyPosition::Heaps(p)) => Box::new(g.moves(p).map(AnyMove::Octal)),
            (AnyGame::Subtraction(g), AnyPosition::Heaps(p)) => {
                Box::new(g.moves(p).map(AnyMove::Heap))
            }
            (AnyGame::Lasker(g), AnyPosition::Heaps(p)) => Box::new(g.moves(p).map(AnyMove::Heap)),
            (AnyGame::GrundyGame(g), AnyPosition::Heaps(p)) => {
                Box::new(g.moves(p).map(AnyMove::Heap))
            }
            (AnyGame::Rectangles(g), AnyPosition::Rectangles(p)) => {
                Box::new(g.moves(p).map(AnyMove::Rect))
            }
            _ => Box::new(std::iter::empty()),
        }
    }

    fn play(
        &self,
        position: AnyPosition,
        mv: &AnyMove,
    ) -> Result<AnyPosition, PlayError<AnyPosition, AnyIllegalMove>> {
        let back = |position, error| Err(PlayError { position, error });
        match (self, position, mv) {
            (AnyGame::Manifold(g), AnyPosition::Surfaces(p), AnyMove::Cut(m)) => {
                g.play(p, m).map(AnyPosition::Surfaces).or_else(|e| {
                    back(
                        AnyPosition::Surfaces(e.position),
                        AnyIllegalMove::Cut(e.error),
                    )
                })
            }
            (AnyGame::Lab(g), AnyPosition::Surfaces(p), AnyMove::Cut(m)) => {
                g.play(p, m).map(AnyPosition::Surfaces).or_else(|e| {
                    back(
                        AnyPosition::Surfaces(e.position),
                        AnyIllegalMove::Lab(e.error),
                    )
                })
            }
            (AnyGame::Nim(g), AnyPosition::Heaps(p), AnyMove::Nim(m)) => g
                .play(p, m)
                .map(AnyPosition::Heaps)
                .or_else(|e| back(AnyPosition::Heaps(e.position), AnyIllegalMove::Nim(e.error))),
            (AnyGame::Octal(g), AnyPosition::Heaps(p), AnyMove::Octal(m)) => {
                g.play(p, m).map(AnyPosition::Heaps).or_else(|e| {
                    back(
                        AnyPosition::Heaps(e.position),
                        AnyIllegalMove::Octal(e.error),
                    )
                })
            }
            (AnyGame::Subtraction(g), AnyPosition::Heaps(p), AnyMove::Heap(m)) => {
                g.play(p, m).map(AnyPosition::Heaps).or_else(|e| {
                    back(
                        AnyPosition::Heaps(e.position),
                        AnyIllegalMove::Heap(e.error),
                    )
                })
            }
            (AnyGame::Lasker(g), AnyPosition::Heaps(p), AnyMove::Heap(m)) => {
                g.play(p, m).map(AnyPosition::Heaps).or_else(|e| {
                    back(
                        AnyPosition::Heaps(e.position),
                        AnyIllegalMove::Heap(e.error),
                    )
                })
            }
            (AnyGame::GrundyGame(g), AnyPosition::Heaps(p), AnyMove::Heap(m)) => {
                g.play(p, m).map(AnyPosition::Heaps).or_else(|e| {
                    back(
                        AnyPosition::Heaps(e.position),
                        AnyIllegalMove::Heap(e.error),
                    )
                })
            }
            (AnyGame::Rectangles(g), AnyPosition::Rectangles(p), AnyMove::Rect(m)) => {
                g.play(p, m).map(AnyPosition::Rectangles).or_else(|e| {
                    back(
                        AnyPosition::Rectangles(e.position),
                        AnyIllegalMove::Rect(e.error),
                    )
                })
            }
            (_, position, _) => back(position, AnyIllegalMove::OtherGame),
        }
    }

    fn parse_position(&self, text: &str) -> Result<AnyPosition, AnyTextError> {
        match self {
            AnyGame::Manifold(g) => g
                .parse_position(text)
                .map(AnyPosition::Surfaces)
                .map_err(AnyTextError::Surfaces),
            AnyGame::Lab(g) => g
                .parse_position(text)
                .map(AnyPosition::Surfaces)
                .map_err(AnyTextError::Surfaces),
            AnyGame::Nim(g) => g
                .parse_position(text)
                .map(AnyPosition::Heaps)
                .map_err(AnyTextError::Heaps),
            AnyGame::Octal(g) => g
                .parse_position(text)
                .map(AnyPosition::Heaps)
                .map_err(AnyTextError::Heaps),
            AnyGame::Subtraction(g) => g
                .parse_position(text)
                .map(AnyPosition::Heaps)
                .map_err(AnyTextError::Heaps),
            AnyGame::Lasker(g) => g
                .parse_position(text)
                .map(AnyPosition::Heaps)
                .map_err(AnyTextError::Heaps),
            AnyGame::GrundyGame(g) => g
                .parse_position(text)
                .map(AnyPosition::Heaps)
                .map_err(AnyTextError::Heaps),
            AnyGame::Rectangles(g) => g
                .parse_position(text)
                .map(AnyPosition::Rectangles)
                .map_err(AnyTextError::Heaps),
        }
    }

    fn format_position(&self, position: &AnyPosition) -> String {
        with_game!(
            self,
            position,
            |g, p, wp, wm| g.format_position(p),
            String::new()
        )
    }

    fn parse_move(&self, position: &AnyPosition, text: &str) -> Result<AnyMove, AnyTextError> {
        match (self, position) {
            (AnyGame::Manifold(g), AnyPosition::Surfaces(p)) => g
                .parse_move(p, text)
                .map(AnyMove::Cut)
                .map_err(AnyTextError::Surfaces),
            (AnyGame::Lab(g), AnyPosition::Surfaces(p)) => g
                .parse_move(p, text)
                .map(AnyMove::Cut)
                .map_err(AnyTextError::Surfaces),
            (AnyGame::Nim(g), AnyPosition::Heaps(p)) => g
                .parse_move(p, text)
                .map(AnyMove::Nim)
                .map_err(AnyTextError::Heaps),
            (AnyGame::Octal(g), AnyPosition::Heaps(p)) => g
                .parse_move(p, text)
                .map(AnyMove::Octal)
                .map_err(AnyTextError::Heaps),
            (AnyGame::Subtraction(g), AnyPosition::Heaps(p)) => g
                .parse_move(p, text)
                .map(AnyMove::Heap)
                .map_err(AnyTextError::Heaps),
            (AnyGame::Lasker(g), AnyPosition::Heaps(p)) => g
                .parse_move(p, text)
                .map(AnyMove::Heap)
                .map_err(AnyTextError::Heaps),
            (AnyGame::GrundyGame(g), AnyPosition::Heaps(p)) => g
                .parse_move(p, text)
                .map(AnyMove::Heap)
                .map_err(AnyTextError::Heaps),
            (AnyGame::Rectangles(g), AnyPosition::Rectangles(p)) => g
                .parse_move(p, text)
                .map(AnyMove::Rect)
                .map_err(AnyTextError::Heaps),
            _ => Err(match self {
                AnyGame::Manifold(_) | AnyGame::Lab(_) => AnyTextError::Surfaces(
                    manifold::parse_position("?").expect_err("'?' is not notation"),
                ),
                _ => AnyTextError::Heaps(
                    crate::games::heaps::parse_heaps("?").expect_err("'?' is not notation"),
                ),
            }),
        }
    }

    fn format_move(&self, position: &AnyPosition, mv: &AnyMove) -> String {
        match (self, position, mv) {
            (AnyGame::Manifold(g), AnyPosition::Surfaces(p), AnyMove::Cut(m)) => {
                g.format_move(p, m)
            }
            (AnyGame::Lab(g), AnyPosition::Surfaces(p), AnyMove::Cut(m)) => g.format_move(p, m),
            (AnyGame::Nim(g), AnyPosition::Heaps(p), AnyMove::Nim(m)) => g.format_move(p, m),
            (AnyGame::Octal(g), AnyPosition::Heaps(p), AnyMove::Octal(m)) => g.format_move(p, m),
            (AnyGame::Subtraction(g), AnyPosition::Heaps(p), AnyMove::Heap(m)) => {
                g.format_move(p, m)
            }
            (AnyGame::Lasker(g), AnyPosition::Heaps(p), AnyMove::Heap(m)) => g.format_move(p, m),
            (AnyGame::GrundyGame(g), AnyPosition::Heaps(p), AnyMove::Heap(m)) => {
                g.format_move(p, m)
            }
            (AnyGame::Rectangles(g), AnyPosition::Rectangles(p), AnyMove::Rect(m)) => {
                g.format_move(p, m)
            }
            _ => String::new(),
        }
    }

    fn components(&self, position: &AnyPosition) -> Vec<AnyPosition> {
        with_game!(
            self,
            position,
            |g, p, wp, wm| g.components(p).into_iter().map(wp).collect(),
            Vec::new()
        )
    }

    fn component_of(&self, mv: &AnyMove) -> usize {
        match mv {
            AnyMove::Cut(m) => m.component,
            AnyMove::Nim(m) => m.heap,
            AnyMove::Octal(m) => m.heap,
            AnyMove::Heap(m) => m.heap,
            AnyMove::Rect(m) => m.piece,
        }
    }

    fn pieces(&self, mv: &AnyMove) -> String {
        match (self, mv) {
            (AnyGame::Manifold(g), AnyMove::Cut(m)) => g.pieces(m),
            (AnyGame::Lab(g), AnyMove::Cut(m)) => g.pieces(m),
            (AnyGame::Nim(g), AnyMove::Nim(m)) => g.pieces(m),
            (AnyGame::Octal(g), AnyMove::Octal(m)) => g.pieces(m),
            (AnyGame::Subtraction(g), AnyMove::Heap(m)) => g.pieces(m),
            (AnyGame::Lasker(g), AnyMove::Heap(m)) => g.pieces(m),
            (AnyGame::GrundyGame(g), AnyMove::Heap(m)) => g.pieces(m),
            (AnyGame::Rectangles(g), AnyMove::Rect(m)) => g.pieces(m),
            _ => String::new(),
        }
    }

    fn misere(&self) -> bool {
        match self {
            AnyGame::Lab(g) => g.misere(),
            _ => false,
        }
    }

    fn is_terminal(&self, position: &AnyPosition) -> bool {
        with_game!(self, position, |g, p, wp, wm| g.is_terminal(p), true)
    }

    fn canonical(&self, position: &AnyPosition) -> AnyPosition {
        with_game!(
            self,
            position,
            |g, p, wp, wm| wp(g.canonical(p)),
            position.clone()
        )
    }

    fn closed_value(&self, component: &AnyPosition) -> Option<Nimber> {
        with_game!(self, component, |g, p, wp, wm| g.closed_value(p), None)
    }

    fn describe_component(&self, component: &AnyPosition) -> String {
        with_game!(
            self,
            component,
            |g, p, wp, wm| g.describe_component(p),
            String::new()
        )
    }

    fn describe_move(&self, position: &AnyPosition, mv: &AnyMove) -> String {
        match (self, position, mv) {
            (AnyGame::Manifold(g), AnyPosition::Surfaces(p), AnyMove::Cut(m)) => {
                g.describe_move(p, m)
            }
            (AnyGame::Lab(g), AnyPosition::Surfaces(p), AnyMove::Cut(m)) => g.describe_move(p, m),
            (AnyGame::Nim(g), AnyPosition::Heaps(p), AnyMove::Nim(m)) => g.describe_move(p, m),
            (AnyGame::Octal(g), AnyPosition::Heaps(p), AnyMove::Octal(m)) => g.describe_move(p, m),
            (AnyGame::Subtraction(g), AnyPosition::Heaps(p), AnyMove::Heap(m)) => {
                g.describe_move(p, m)
            }
            (AnyGame::Lasker(g), AnyPosition::Heaps(p), AnyMove::Heap(m)) => g.describe_move(p, m),
            (AnyGame::GrundyGame(g), AnyPosition::Heaps(p), AnyMove::Heap(m)) => {
                g.describe_move(p, m)
            }
            (AnyGame::Rectangles(g), AnyPosition::Rectangles(p), AnyMove::Rect(m)) => {
                g.describe_move(p, m)
            }
            _ => String::new(),
        }
    }

    fn words(&self) -> crate::game::MoveWords {
        match self {
            AnyGame::Manifold(g) => g.words(),
            AnyGame::Lab(g) => g.words(),
            AnyGame::Nim(g) => g.words(),
            AnyGame::Octal(g) => g.words(),
            AnyGame::Subtraction(g) => g.words(),
            AnyGame::Lasker(g) => g.words(),
            AnyGame::GrundyGame(g) => g.words(),
            AnyGame::Rectangles(g) => g.words(),
        }
    }

    fn winning_move(
        &self,
        position: &AnyPosition,
        values: Values<'_, AnyPosition>,
    ) -> Option<AnyMove> {
        with_game!(
            self,
            position,
            |g, p, wp, wm| g.winning_move(p, &|q| values(&wp(q.clone()))).map(wm),
            None
        )
    }

    fn computer_move(
        &self,
        position: &AnyPosition,
        values: Values<'_, AnyPosition>,
    ) -> Option<AnyMove> {
        with_game!(
            self,
            position,
            |g, p, wp, wm| g.computer_move(p, &|q| values(&wp(q.clone()))).map(wm),
            None
        )
    }

    fn move_for(
        &self,
        position: &AnyPosition,
        component: usize,
        group: &str,
        a: u64,
    ) -> Option<AnyMove> {
        with_game!(
            self,
            position,
            |g, p, wp, wm| g.move_for(p, component, group, a).map(wm),
            None
        )
    }

    fn move_groups(
        &self,
        position: &AnyPosition,
        component: usize,
        limit: u64,
        values: Values<'_, AnyPosition>,
    ) -> Vec<MoveGroup<AnyMove>> {
        with_game!(
            self,
            position,
            |g, p, wp, wm| g
                .move_groups(p, component, limit, &|q| values(&wp(q.clone())))
                .into_iter()
                .map(|group| group.map(wm))
                .collect(),
            Vec::new()
        )
    }
}

#[cfg(test)]
mod tests;
