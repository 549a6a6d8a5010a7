//! Game specs, as the address, the command line and saved data name a
//! game (`manifold`, `nim`, `octal:0.77`), and [`AnyGame`], the one game
//! type that holds any of them. This table is the only place outside its
//! own module that a game is named.

use crate::dynamic::{DynError, DynMove, Shared};
use crate::game::{Game, PlayError, TextError, Values};
use crate::games::heap::rectangles::{Rect, RectMove, RectMoveError};
use crate::games::heap::spread::GrundySpecError;
use crate::games::heap::{
    GrundyGame, HeapMove, HeapMoveError, Lasker, Rectangles, Subtraction, SubtractionError,
};
use crate::games::heaps::HeapError;
use crate::games::lab::{LabGame, LabMoveError, Variant, VariantError};
use crate::games::manifold::{self, Manifold};
use crate::games::nim::{Nim, NimMove, NimMoveError};
use crate::games::notation::RuleError;
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
    /// A game reached through text ([`crate::dynamic`]): the coin, graph
    /// and loop games, Moore's Nim and sums, whose engines a program may
    /// link or reach elsewhere.
    Dyn(Shared),
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
    /// A position of a game reached through text, as its notation.
    Dyn(String),
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
    /// A move of a game reached through text.
    Dyn(DynMove),
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
    /// A move of a game reached through text, with its reason.
    Dyn(String),
    /// A move of a coin, graph or loop game that does not fit.
    Rule(RuleError),
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
            AnyIllegalMove::Dyn(e) => f.write_str(e),
            AnyIllegalMove::Rule(e) => e.fmt(f),
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
    /// The notation of a game reached through text.
    Dyn(DynError),
}

impl fmt::Display for AnyTextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AnyTextError::Surfaces(e) => e.fmt(f),
            AnyTextError::Heaps(e) => e.fmt(f),
            AnyTextError::Dyn(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for AnyTextError {}

impl TextError for AnyTextError {
    fn offset(&self) -> usize {
        match self {
            AnyTextError::Surfaces(e) => e.offset,
            AnyTextError::Heaps(e) => e.offset,
            AnyTextError::Dyn(e) => e.offset,
        }
    }

    fn message(&self) -> String {
        match self {
            AnyTextError::Surfaces(e) => e.message(),
            AnyTextError::Heaps(e) => e.message(),
            AnyTextError::Dyn(e) => e.message.clone(),
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
    /// Moore's Nim_k without a whole k of at least 1.
    MooreK(String),
    /// Options of Grundy's game or the rectangle game other than `d=D`.
    Grundy(GrundySpecError),
}

impl fmt::Display for SpecError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SpecError::Unknown(name) => write!(
                f,
                "'{name}' is not a game: use manifold, nim, octal:CODE (as in octal:0.77), \
                 subtraction:SET (as in subtraction:1,3,4), lasker, grundy (or grundy:d=D, as in \
                 grundy:d=2), rectangles (or rectangles:d=D), \
                 turtles, mock-turtles, ruler, rugs, hackenbush, digraph, rims, moore:K \
                 (as in moore:2) or sum"
            ),
            SpecError::MooreK(k) => write!(
                f,
                "Moore's Nim takes from at most K heaps, a whole number from 1 (moore:2), not '{k}'"
            ),
            SpecError::Octal(e) => write!(f, "the octal code {e}"),
            SpecError::Variant(e) => write!(f, "in the surface game's options, {e}"),
            SpecError::Subtraction(e) => write!(f, "in the subtraction set, {e}"),
            SpecError::Grundy(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for SpecError {}

/// The games reached through text ([`AnyGame::Dyn`]), by the name their
/// spec starts with. [`crate::catalog`] links their engines.
pub const TEXT_GAMES: [&str; 9] = [
    "turtles",
    "mock-turtles",
    "ruler",
    "rugs",
    "hackenbush",
    "digraph",
    "rims",
    "moore",
    "sum",
];

/// The spec of a game reached through text, written as the game writes it
/// (`moore:2`), checked without its engine; `None` when `name` is not one
/// of [`TEXT_GAMES`].
pub fn text_game_spec(name: &str, arg: &str) -> Option<Result<String, SpecError>> {
    let name = name.to_ascii_lowercase();
    let known = TEXT_GAMES.iter().find(|&&n| n == name)?;
    Some(match (*known, arg.trim()) {
        ("moore", k) => match k.parse::<u32>() {
            Ok(k) if k >= 1 => Ok(format!("moore:{k}")),
            _ => Err(SpecError::MooreK(k.to_string())),
        },
        (n, "") => Ok(n.to_string()),
        _ => Err(SpecError::Unknown(format!("{name}:{arg}"))),
    })
}

impl AnyGame {
    /// The game a spec names: `manifold`, `nim`, `octal:CODE`,
    /// `subtraction:SET`, `lasker`, `grundy` (`grundy:d=D`), `rectangles`
    /// (`rectangles:d=D`). The games
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
            AnyGame::Dyn(_) => AnyPosition::Dyn(String::new()),
            _ => AnyPosition::Heaps(Vec::new()),
        }
    }
}

impl std::hash::Hash for AnyGame {
    /// Games with equal specs are equal, so the spec is hash enough.
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.spec().hash(state);
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
            AnyGame::Dyn(g) => g.spec(),
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
            AnyGame::Dyn(g) => g.name(),
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
            (AnyGame::Dyn(g), AnyPosition::Dyn(p)) => {
                Box::new(g.moves(p).into_iter().map(AnyMove::Dyn))
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
            (AnyGame::Dyn(g), AnyPosition::Dyn(p), AnyMove::Dyn(m)) => match g.play(&p, m) {
                Ok(after) => Ok(AnyPosition::Dyn(after)),
                Err(e) => back(AnyPosition::Dyn(p), AnyIllegalMove::Dyn(e)),
            },
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
            AnyGame::Dyn(g) => g
                .parse_position(text)
                .map(AnyPosition::Dyn)
                .map_err(AnyTextError::Dyn),
        }
    }

    fn format_position(&self, position: &AnyPosition) -> String {
        with_game!(
            self,
            position,
            |g, p, wp, wm| g.format_position(p),
            match position {
                AnyPosition::Dyn(p) => p.clone(),
                _ => String::new(),
            }
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
            (AnyGame::Dyn(g), AnyPosition::Dyn(p)) => g
                .parse_move(p, text)
                .map(AnyMove::Dyn)
                .map_err(AnyTextError::Dyn),
            _ => Err(match self {
                AnyGame::Manifold(_) | AnyGame::Lab(_) => AnyTextError::Surfaces(
                    manifold::parse_position("?").expect_err("'?' is not notation"),
                ),
                AnyGame::Dyn(_) => AnyTextError::Dyn(DynError {
                    offset: 0,
                    message: "this position belongs to another game".to_string(),
                }),
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
            (AnyGame::Dyn(_), _, AnyMove::Dyn(m)) => m.text.clone(),
            _ => String::new(),
        }
    }

    fn components(&self, position: &AnyPosition) -> Vec<AnyPosition> {
        with_game!(
            self,
            position,
            |g, p, wp, wm| g.components(p).into_iter().map(wp).collect(),
            match (self, position) {
                (AnyGame::Dyn(g), AnyPosition::Dyn(p)) =>
                    g.components(p).into_iter().map(AnyPosition::Dyn).collect(),
                _ => Vec::new(),
            }
        )
    }

    fn component_of(&self, mv: &AnyMove) -> usize {
        match mv {
            AnyMove::Cut(m) => m.component,
            AnyMove::Nim(m) => m.heap,
            AnyMove::Octal(m) => m.heap,
            AnyMove::Heap(m) => m.heap,
            AnyMove::Rect(m) => m.piece,
            AnyMove::Dyn(m) => m.component,
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
            (AnyGame::Dyn(_), AnyMove::Dyn(m)) => m.pieces.clone(),
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
        with_game!(
            self,
            position,
            |g, p, wp, wm| g.is_terminal(p),
            match (self, position) {
                (AnyGame::Dyn(g), AnyPosition::Dyn(p)) => g.is_terminal(p),
                _ => true,
            }
        )
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
        with_game!(
            self,
            component,
            |g, p, wp, wm| g.closed_value(p),
            match (self, component) {
                (AnyGame::Dyn(g), AnyPosition::Dyn(c)) if g.ready() => Some(g.value(c)),
                _ => None,
            }
        )
    }

    fn describe_component(&self, component: &AnyPosition) -> String {
        with_game!(
            self,
            component,
            |g, p, wp, wm| g.describe_component(p),
            match (self, component) {
                (AnyGame::Dyn(g), AnyPosition::Dyn(c)) => g.describe_component(c),
                _ => String::new(),
            }
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
            (AnyGame::Dyn(g), AnyPosition::Dyn(p), AnyMove::Dyn(m)) => g.describe_move(p, m),
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
            AnyGame::Dyn(g) => g.words(),
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
            match (self, position) {
                (AnyGame::Dyn(g), AnyPosition::Dyn(p)) => g.winning_move(p).map(AnyMove::Dyn),
                _ => None,
            }
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
            match (self, position) {
                (AnyGame::Dyn(g), AnyPosition::Dyn(p)) => g.computer_move(p).map(AnyMove::Dyn),
                _ => None,
            }
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
            match (self, position) {
                (AnyGame::Dyn(g), AnyPosition::Dyn(p)) => {
                    g.move_for(p, component, group, a).map(AnyMove::Dyn)
                }
                _ => None,
            }
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
            match (self, position) {
                (AnyGame::Dyn(g), AnyPosition::Dyn(p)) => g
                    .move_groups(p, component, limit)
                    .into_iter()
                    .map(|group| group.map(AnyMove::Dyn))
                    .collect(),
                _ => Vec::new(),
            }
        )
    }
}

#[cfg(test)]
mod tests;
