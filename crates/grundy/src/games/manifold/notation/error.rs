//! What can be wrong with a piece of notation, and where: the errors of
//! reading positions, surfaces and moves.

use super::limit::MAX_SURFACES;
use crate::game::{character_at, TextError};
use crate::games::manifold::surface::Surface;
use std::fmt;

/// What is wrong with a piece of notation.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ParseErrorKind {
    /// A `+` or `#` with nothing on one side, as in `o3 + + n2` or `o3 #`.
    EmptyTerm,
    /// `o` or `n` without a genus.
    MissingGenus,
    /// A minus sign before a genus, as in `n-3`.
    NegativeGenus,
    /// A genus larger than 18446744073709551615 (`u64::MAX`).
    GenusTooLarge,
    /// A connected sum whose genus would exceed `u64::MAX`.
    SumTooLarge,
    /// A word that names no surface, as in `x5`.
    UnknownTerm(String),
    /// A multiplier of zero, or one that would exceed [`MAX_SURFACES`].
    BadMultiplier,
    /// More than [`MAX_SURFACES`] surfaces in all.
    TooManySurfaces,
    /// A character that has no place in the notation.
    UnexpectedCharacter(char),
    /// A move's kind that is not one of (a) to (h).
    UnknownKind(String),
    /// A move names a surface number the position does not have.
    NoSuchComponent(usize),
    /// A move names a surface the position does not hold.
    NoSuchSurface(Surface),
    /// A split cut whose result is not given, as in `(g) n5`.
    MissingResult,
    /// No cut of the kind gives the result named.
    NoSuchCut,
    /// A surface heavier than a variant of the game values: the surface,
    /// and the largest genus valued for ng (half of it for og).
    BeyondReach(Surface, u64),
}

/// A parse failure: what is wrong and where in the input it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// What is wrong.
    pub kind: ParseErrorKind,
    /// Byte offset into the text that was parsed.
    pub offset: usize,
    /// The same place counted in characters, from 1.
    pub column: usize,
}

impl ParseError {
    pub(super) fn new(kind: ParseErrorKind, offset: usize) -> ParseError {
        ParseError {
            kind,
            offset,
            column: 0,
        }
    }

    /// Fills in the character position for `text`.
    pub(super) fn locate(self, text: &str) -> ParseError {
        ParseError {
            column: character_at(text, self.offset),
            ..self
        }
    }
}

impl TextError for ParseError {
    fn offset(&self) -> usize {
        self.offset
    }

    fn message(&self) -> String {
        self.kind.to_string()
    }
}

impl fmt::Display for ParseErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseErrorKind::EmptyTerm => write!(f, "a surface is missing here (write o<g> or n<g>)"),
            ParseErrorKind::MissingGenus => write!(f, "a genus is missing: write a number after o or n, as in o2 or n5"),
            ParseErrorKind::NegativeGenus => write!(f, "a genus cannot be negative"),
            ParseErrorKind::GenusTooLarge => write!(f, "this genus is larger than 18446744073709551615, the largest supported"),
            ParseErrorKind::SumTooLarge => write!(f, "this connected sum has a genus larger than 18446744073709551615"),
            ParseErrorKind::UnknownTerm(word) => write!(
                f,
                "{} is not a surface: use o<g>, n<g>, sphere, torus, rp2, projective-plane or klein",
                quoted(word)
            ),
            ParseErrorKind::BadMultiplier => {
                write!(f, "a multiplier must be between 1 and {MAX_SURFACES}")
            }
            ParseErrorKind::TooManySurfaces => {
                write!(f, "a position may hold at most {MAX_SURFACES} surfaces")
            }
            ParseErrorKind::UnexpectedCharacter(c) => write!(f, "unexpected character '{c}'"),
            ParseErrorKind::UnknownKind(k) => write!(
                f,
                "{} is not a kind of cut: write (a) to (h), as in (g) n5 -> n2 + n3",
                quoted(k)
            ),
            ParseErrorKind::NoSuchComponent(n) => write!(f, "the position has no surface {n}"),
            ParseErrorKind::NoSuchSurface(s) => write!(f, "the position holds no {s}"),
            ParseErrorKind::MissingResult => write!(
                f,
                "a split needs its result, as in (g) n5 -> n2 + n3"
            ),
            ParseErrorKind::NoSuchCut => write!(f, "no cut of this kind gives this result"),
            ParseErrorKind::BeyondReach(s, reach) => write!(
                f,
                "{s} is beyond what these rules value: genus {} for og, {reach} for ng",
                reach / 2
            ),
        }
    }
}

/// A word quoted in a message, shortened when long, so a message about a
/// long typo stays short.
fn quoted(word: &str) -> String {
    const LIMIT: usize = 24;
    let count = word.chars().count();
    if count <= LIMIT {
        format!("'{word}'")
    } else {
        let head: String = word.chars().take(LIMIT).collect();
        format!("'{head}…' ({count} characters)")
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "at character {}: {}", self.column, self.kind)
    }
}

impl std::error::Error for ParseError {}
