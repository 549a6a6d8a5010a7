//! The positions and moves of any game of the engine, and why a move or a
//! text is refused.

use crate::dynamic::{DynError, DynMove, DynPosition};
use crate::game::TextError;
use crate::games::heap::boxes::{BoxMove, Cuboid};
use crate::games::heap::rectangles::{Rect, RectMove, RectMoveError};
use crate::games::heap::{HeapMove, HeapMoveError};
use crate::games::heaps::HeapError;
use crate::games::lab::LabMoveError;
use crate::games::manifold;
use crate::games::nim::{NimMove, NimMoveError};
use crate::games::notation::RuleError;
use crate::games::octal::{OctalMove, OctalMoveError};
use std::fmt;

/// A position of any game.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum AnyPosition {
    /// Surfaces, for the manifold game.
    Surfaces(manifold::Position),
    /// Heaps, for Nim, the octal games and the other heap games.
    Heaps(Vec<u64>),
    /// Bars, for the rectangle game.
    Rectangles(Vec<Rect>),
    /// Boxes, for the box game.
    Boxes(Vec<Cuboid>),
    /// A position of a game held without its type ([`crate::dynamic`]).
    Dyn(DynPosition),
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
    /// A break of a box.
    Box(BoxMove),
    /// A move of a game held without its type.
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
    /// A break of a bar or box that does not fit.
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

    /// The boxes, for a box game's position.
    pub fn boxes(&self) -> Option<&[Cuboid]> {
        match self {
            AnyPosition::Boxes(b) => Some(b),
            _ => None,
        }
    }
}
