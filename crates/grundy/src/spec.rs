//! Game specs, as the address, the command line and saved data name a
//! game (`manifold`, `nim`, `octal:0.77`), and [`AnyGame`], the one game
//! type that holds any of them. This table is the only place outside its
//! own module that a game is named.

use crate::game::{Game, PlayError, TextError, Values};
use crate::games::coins::rugs::{Rug, RugMove, Rugs};
use crate::games::coins::{CoinGame, CoinMove, CoinRule};
use crate::games::digraph::{Board, Digraph, Slide};
use crate::games::hackenbush::{Cut, Graph, Hackenbush};
use crate::games::heap::rectangles::{Rect, RectMove, RectMoveError};
use crate::games::heap::{
    GrundyGame, HeapMove, HeapMoveError, Lasker, Rectangles, Subtraction, SubtractionError,
};
use crate::games::heaps::HeapError;
use crate::games::lab::{LabGame, LabMoveError, Variant, VariantError};
use crate::games::manifold::{self, Manifold};
use crate::games::moore::{Moore, MooreMove};
use crate::games::nim::{Nim, NimMove, NimMoveError};
use crate::games::notation::{NotationError, NotationErrorKind, RuleError};
use crate::games::octal::{OctalCodeError, OctalGame, OctalMove, OctalMoveError};
use crate::games::rims::{LoopMove, Region, Rims};
use crate::games::sum::{SumGame, SumMove, SumPart};
use crate::view::MoveGroup;
use crate::Nimber;
use std::fmt;
use std::hash::{Hash, Hasher};

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
    /// Turning Turtles, Mock Turtles or Ruler.
    Coins(CoinGame),
    /// Rugs.
    Rugs(Rugs),
    /// Green Hackenbush.
    Hackenbush(Hackenbush),
    /// Graph games on a directed acyclic graph.
    Digraph(Digraph),
    /// Rims.
    Rims(Rims),
    /// Moore's Nim_k.
    Moore(Moore),
    /// Sums of different games.
    Sum(SumGame),
}

impl Hash for AnyGame {
    /// Games with equal specs are equal, so the spec is hash enough.
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.spec().hash(state);
    }
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
    /// A row of coins (true for heads), coin 0 leftmost.
    Coins(Vec<bool>),
    /// Rows of coins, top row first, for Rugs.
    Rug(Rug),
    /// A graph on the ground, for Green Hackenbush.
    Graph(Graph),
    /// A directed acyclic graph with tokens.
    Board(Board),
    /// Dots and loops.
    Rims(Region),
    /// Parts of different games.
    Sum(Vec<SumPart>),
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
    /// Coins flipped in a row.
    Coins(CoinMove),
    /// A rectangle of coins flipped.
    Rug(RugMove),
    /// A Hackenbush edge cut.
    Edge(Cut),
    /// A token slid along an edge.
    Slide(Slide),
    /// A new loop drawn.
    Loop(LoopMove),
    /// Counters taken from up to k heaps.
    Moore(MooreMove),
    /// A move in one part of a sum.
    Sum(SumMove),
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
    /// A move of a coin, graph or loop game, or Moore's Nim, that does
    /// not fit.
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
    /// The notation of coins, graphs, loops and sums.
    Notation(NotationError),
}

impl fmt::Display for AnyTextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AnyTextError::Surfaces(e) => e.fmt(f),
            AnyTextError::Heaps(e) => e.fmt(f),
            AnyTextError::Notation(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for AnyTextError {}

impl TextError for AnyTextError {
    fn offset(&self) -> usize {
        match self {
            AnyTextError::Surfaces(e) => e.offset,
            AnyTextError::Heaps(e) => e.offset,
            AnyTextError::Notation(e) => e.offset,
        }
    }

    fn message(&self) -> String {
        match self {
            AnyTextError::Surfaces(e) => e.message(),
            AnyTextError::Heaps(e) => e.message(),
            AnyTextError::Notation(e) => e.message(),
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
}

impl fmt::Display for SpecError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SpecError::Unknown(name) => write!(
                f,
                "'{name}' is not a game: use manifold, nim, octal:CODE (as in octal:0.77), \
                 subtraction:SET (as in subtraction:1,3,4), lasker, grundy, rectangles, \
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
        }
    }
}

impl std::error::Error for SpecError {}

impl AnyGame {
    /// The game a spec names: `manifold`, `nim`, `octal:CODE`,
    /// `subtraction:SET`, `lasker`, `grundy`, `rectangles`, `turtles`,
    /// `mock-turtles`, `ruler`, `rugs`, `hackenbush`, `digraph`, `rims`,
    /// `moore:K` (K at least 1), `sum`.
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
            ("turtles", "") => Ok(AnyGame::Coins(CoinGame::new(CoinRule::Turtles))),
            ("mock-turtles", "") => Ok(AnyGame::Coins(CoinGame::new(CoinRule::MockTurtles))),
            ("ruler", "") => Ok(AnyGame::Coins(CoinGame::new(CoinRule::Ruler))),
            ("rugs", "") => Ok(AnyGame::Rugs(Rugs)),
            ("hackenbush", "") => Ok(AnyGame::Hackenbush(Hackenbush)),
            ("digraph", "") => Ok(AnyGame::Digraph(Digraph)),
            ("rims", "") => Ok(AnyGame::Rims(Rims)),
            ("moore", k) => k
                .trim()
                .parse()
                .ok()
                .and_then(Moore::new)
                .map(AnyGame::Moore)
                .ok_or_else(|| SpecError::MooreK(k.to_string())),
            ("sum", "") => Ok(AnyGame::Sum(SumGame)),
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
            AnyGame::Coins(_) => AnyPosition::Coins(Vec::new()),
            AnyGame::Rugs(_) => AnyPosition::Rug(Vec::new()),
            AnyGame::Hackenbush(_) => AnyPosition::Graph(Graph::default()),
            AnyGame::Digraph(_) => AnyPosition::Board(Board::default()),
            AnyGame::Rims(_) => AnyPosition::Rims(Region::default()),
            AnyGame::Sum(_) => AnyPosition::Sum(Vec::new()),
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

/// A move of a game whose illegal moves are [`RuleError`]s, on any game's
/// terms.
fn rule_play<G: Game<IllegalMove = RuleError>>(
    game: &G,
    position: G::Position,
    mv: &G::Move,
    wrap: fn(G::Position) -> AnyPosition,
) -> Result<AnyPosition, PlayError<AnyPosition, AnyIllegalMove>> {
    game.play(position, mv).map(wrap).map_err(|e| PlayError {
        position: wrap(e.position),
        error: AnyIllegalMove::Rule(e.error),
    })
}

/// A reading in the notation of coins, graphs, loops and sums, on any
/// game's terms.
fn notation<T, U>(read: Result<T, NotationError>, wrap: fn(T) -> U) -> Result<U, AnyTextError> {
    read.map(wrap).map_err(AnyTextError::Notation)
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
            (AnyGame::Coins($g), AnyPosition::Coins($p)) => {
                #[allow(unused_variables)]
                let ($wp, $wm) = (AnyPosition::Coins, AnyMove::Coins);
                $body
            }
            (AnyGame::Rugs($g), AnyPosition::Rug($p)) => {
                #[allow(unused_variables)]
                let ($wp, $wm) = (AnyPosition::Rug, AnyMove::Rug);
                $body
            }
            (AnyGame::Hackenbush($g), AnyPosition::Graph($p)) => {
                #[allow(unused_variables)]
                let ($wp, $wm) = (AnyPosition::Graph, AnyMove::Edge);
                $body
            }
            (AnyGame::Digraph($g), AnyPosition::Board($p)) => {
                #[allow(unused_variables)]
                let ($wp, $wm) = (AnyPosition::Board, AnyMove::Slide);
                $body
            }
            (AnyGame::Rims($g), AnyPosition::Rims($p)) => {
                #[allow(unused_variables)]
                let ($wp, $wm) = (AnyPosition::Rims, AnyMove::Loop);
                $body
            }
            (AnyGame::Moore($g), AnyPosition::Heaps($p)) => {
                #[allow(unused_variables)]
                let ($wp, $wm) = (AnyPosition::Heaps, AnyMove::Moore);
                $body
            }
            (AnyGame::Sum($g), AnyPosition::Sum($p)) => {
                #[allow(unused_variables)]
                let ($wp, $wm) = (AnyPosition::Sum, AnyMove::Sum);
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
            AnyGame::Coins(g) => g.spec(),
            AnyGame::Rugs(g) => g.spec(),
            AnyGame::Hackenbush(g) => g.spec(),
            AnyGame::Digraph(g) => g.spec(),
            AnyGame::Rims(g) => g.spec(),
            AnyGame::Moore(g) => g.spec(),
            AnyGame::Sum(g) => g.spec(),
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
            AnyGame::Coins(g) => g.name(),
            AnyGame::Rugs(g) => g.name(),
            AnyGame::Hackenbush(g) => g.name(),
            AnyGame::Digraph(g) => g.name(),
            AnyGame::Rims(g) => g.name(),
            AnyGame::Moore(g) => g.name(),
            AnyGame::Sum(g) => g.name(),
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
            (AnyGame::Coins(g), AnyPosition::Coins(p)) => Box::new(g.moves(p).map(AnyMove::Coins)),
            (AnyGame::Rugs(g), AnyPosition::Rug(p)) => Box::new(g.moves(p).map(AnyMove::Rug)),
            (AnyGame::Hackenbush(g), AnyPosition::Graph(p)) => {
                Box::new(g.moves(p).map(AnyMove::Edge))
            }
            (AnyGame::Digraph(g), AnyPosition::Board(p)) => {
                Box::new(g.moves(p).map(AnyMove::Slide))
            }
            (AnyGame::Rims(g), AnyPosition::Rims(p)) => Box::new(g.moves(p).map(AnyMove::Loop)),
            (AnyGame::Moore(g), AnyPosition::Heaps(p)) => Box::new(g.moves(p).map(AnyMove::Moore)),
            (AnyGame::Sum(g), AnyPosition::Sum(p)) => Box::new(g.moves(p).map(AnyMove::Sum)),
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
            (AnyGame::Coins(g), AnyPosition::Coins(p), AnyMove::Coins(m)) => {
                rule_play(g, p, m, AnyPosition::Coins)
            }
            (AnyGame::Rugs(g), AnyPosition::Rug(p), AnyMove::Rug(m)) => {
                rule_play(g, p, m, AnyPosition::Rug)
            }
            (AnyGame::Hackenbush(g), AnyPosition::Graph(p), AnyMove::Edge(m)) => {
                rule_play(g, p, m, AnyPosition::Graph)
            }
            (AnyGame::Digraph(g), AnyPosition::Board(p), AnyMove::Slide(m)) => {
                rule_play(g, p, m, AnyPosition::Board)
            }
            (AnyGame::Rims(g), AnyPosition::Rims(p), AnyMove::Loop(m)) => {
                rule_play(g, p, m, AnyPosition::Rims)
            }
            (AnyGame::Moore(g), AnyPosition::Heaps(p), AnyMove::Moore(m)) => {
                rule_play(g, p, m, AnyPosition::Heaps)
            }
            (AnyGame::Sum(g), AnyPosition::Sum(p), AnyMove::Sum(m)) => g
                .play(p, m)
                .map(AnyPosition::Sum)
                .or_else(|e| back(AnyPosition::Sum(e.position), e.error)),
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
            AnyGame::Coins(g) => notation(g.parse_position(text), AnyPosition::Coins),
            AnyGame::Rugs(g) => notation(g.parse_position(text), AnyPosition::Rug),
            AnyGame::Hackenbush(g) => notation(g.parse_position(text), AnyPosition::Graph),
            AnyGame::Digraph(g) => notation(g.parse_position(text), AnyPosition::Board),
            AnyGame::Rims(g) => notation(g.parse_position(text), AnyPosition::Rims),
            AnyGame::Moore(g) => notation(g.parse_position(text), AnyPosition::Heaps),
            AnyGame::Sum(g) => notation(g.parse_position(text), AnyPosition::Sum),
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
            (AnyGame::Coins(g), AnyPosition::Coins(p)) => {
                notation(g.parse_move(p, text), AnyMove::Coins)
            }
            (AnyGame::Rugs(g), AnyPosition::Rug(p)) => {
                notation(g.parse_move(p, text), AnyMove::Rug)
            }
            (AnyGame::Hackenbush(g), AnyPosition::Graph(p)) => {
                notation(g.parse_move(p, text), AnyMove::Edge)
            }
            (AnyGame::Digraph(g), AnyPosition::Board(p)) => {
                notation(g.parse_move(p, text), AnyMove::Slide)
            }
            (AnyGame::Rims(g), AnyPosition::Rims(p)) => {
                notation(g.parse_move(p, text), AnyMove::Loop)
            }
            (AnyGame::Moore(g), AnyPosition::Heaps(p)) => {
                notation(g.parse_move(p, text), AnyMove::Moore)
            }
            (AnyGame::Sum(g), AnyPosition::Sum(p)) => notation(g.parse_move(p, text), AnyMove::Sum),
            (
                AnyGame::Coins(_)
                | AnyGame::Rugs(_)
                | AnyGame::Hackenbush(_)
                | AnyGame::Digraph(_)
                | AnyGame::Rims(_)
                | AnyGame::Moore(_)
                | AnyGame::Sum(_),
                _,
            ) => Err(AnyTextError::Notation(NotationError::new(
                NotationErrorKind::NotAMove("the position belongs to another game".to_string()),
                0,
                text,
            ))),
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
            (AnyGame::Coins(g), AnyPosition::Coins(p), AnyMove::Coins(m)) => g.format_move(p, m),
            (AnyGame::Rugs(g), AnyPosition::Rug(p), AnyMove::Rug(m)) => g.format_move(p, m),
            (AnyGame::Hackenbush(g), AnyPosition::Graph(p), AnyMove::Edge(m)) => {
                g.format_move(p, m)
            }
            (AnyGame::Digraph(g), AnyPosition::Board(p), AnyMove::Slide(m)) => g.format_move(p, m),
            (AnyGame::Rims(g), AnyPosition::Rims(p), AnyMove::Loop(m)) => g.format_move(p, m),
            (AnyGame::Moore(g), AnyPosition::Heaps(p), AnyMove::Moore(m)) => g.format_move(p, m),
            (AnyGame::Sum(g), AnyPosition::Sum(p), AnyMove::Sum(m)) => g.format_move(p, m),
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
            AnyMove::Coins(m) => m.component,
            AnyMove::Rug(m) => m.component,
            AnyMove::Edge(m) => m.component,
            AnyMove::Slide(m) => m.token,
            AnyMove::Loop(m) => m.component,
            AnyMove::Moore(_) => 0,
            AnyMove::Sum(m) => m.component,
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
            (AnyGame::Coins(g), AnyMove::Coins(m)) => g.pieces(m),
            (AnyGame::Rugs(g), AnyMove::Rug(m)) => g.pieces(m),
            (AnyGame::Hackenbush(g), AnyMove::Edge(m)) => g.pieces(m),
            (AnyGame::Digraph(g), AnyMove::Slide(m)) => g.pieces(m),
            (AnyGame::Rims(g), AnyMove::Loop(m)) => g.pieces(m),
            (AnyGame::Moore(g), AnyMove::Moore(m)) => g.pieces(m),
            (AnyGame::Sum(g), AnyMove::Sum(m)) => g.pieces(m),
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
            (AnyGame::Coins(g), AnyPosition::Coins(p), AnyMove::Coins(m)) => g.describe_move(p, m),
            (AnyGame::Rugs(g), AnyPosition::Rug(p), AnyMove::Rug(m)) => g.describe_move(p, m),
            (AnyGame::Hackenbush(g), AnyPosition::Graph(p), AnyMove::Edge(m)) => {
                g.describe_move(p, m)
            }
            (AnyGame::Digraph(g), AnyPosition::Board(p), AnyMove::Slide(m)) => {
                g.describe_move(p, m)
            }
            (AnyGame::Rims(g), AnyPosition::Rims(p), AnyMove::Loop(m)) => g.describe_move(p, m),
            (AnyGame::Moore(g), AnyPosition::Heaps(p), AnyMove::Moore(m)) => g.describe_move(p, m),
            (AnyGame::Sum(g), AnyPosition::Sum(p), AnyMove::Sum(m)) => g.describe_move(p, m),
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
            AnyGame::Coins(g) => g.words(),
            AnyGame::Rugs(g) => g.words(),
            AnyGame::Hackenbush(g) => g.words(),
            AnyGame::Digraph(g) => g.words(),
            AnyGame::Rims(g) => g.words(),
            AnyGame::Moore(g) => g.words(),
            AnyGame::Sum(g) => g.words(),
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
