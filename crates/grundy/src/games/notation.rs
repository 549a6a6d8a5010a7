//! The errors shared by the games of coins, graphs and loops: a text that
//! is not a position or move ([`NotationError`]), and a move that breaks
//! the rules ([`RuleError`]).

use crate::game::{character_at, TextError};
use std::fmt;

/// What is wrong with a position or move written as text.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum NotationErrorKind {
    /// A character with no place here.
    UnexpectedCharacter(char),
    /// Something else was needed here, in words ("a vertex name").
    Expected(&'static str),
    /// A number too large for the game.
    TooLarge,
    /// A position larger than the game can value or list, with the limit
    /// in words ("at most 1000 coins").
    TooBig(String),
    /// A graph game's edges that make a cycle, named in order.
    Cycle(Vec<String>),
    /// A Hackenbush edge with no path to the ground.
    Floating(String),
    /// A move that the position has no room for, or the game forbids,
    /// in words.
    NotAMove(String),
    /// A part of a sum whose game is not known, with why.
    UnknownGame(String),
    /// Heaps that cannot be read.
    Heap(crate::games::heaps::HeapErrorKind),
    /// A part of a sum that its own game cannot read, with that game's
    /// message.
    Part(String),
}

impl fmt::Display for NotationErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotationErrorKind::UnexpectedCharacter(c) => write!(f, "unexpected character '{c}'"),
            NotationErrorKind::Expected(what) => write!(f, "{what} is needed here"),
            NotationErrorKind::TooLarge => write!(f, "this number is too large"),
            NotationErrorKind::TooBig(limit) => write!(f, "this position is too large: {limit}"),
            NotationErrorKind::Cycle(names) => write!(
                f,
                "a graph game needs an acyclic graph, but {} is a cycle",
                names.join(" > ")
            ),
            NotationErrorKind::Floating(edge) => write!(
                f,
                "the edge {edge} has no path to the ground g, so it would already be gone"
            ),
            NotationErrorKind::NotAMove(why) => f.write_str(why),
            NotationErrorKind::UnknownGame(why) => f.write_str(why),
            NotationErrorKind::Heap(kind) => kind.fmt(f),
            NotationErrorKind::Part(message) => f.write_str(message),
        }
    }
}

/// A position or move that could not be read, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotationError {
    /// What is wrong.
    pub kind: NotationErrorKind,
    /// Byte offset into the text.
    pub offset: usize,
    /// The text, so the message can name the character position.
    pub text: String,
}

impl NotationError {
    /// An error of `kind` at byte `offset` of `text`.
    pub fn new(kind: NotationErrorKind, offset: usize, text: &str) -> NotationError {
        NotationError {
            kind,
            offset,
            text: text.to_string(),
        }
    }

    /// The same error inside a longer text that holds this one at byte
    /// `start` (a part of a sum).
    pub fn shifted(mut self, start: usize, whole: &str) -> NotationError {
        self.offset += start;
        self.text = whole.to_string();
        self
    }
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "at character {}: {}",
            character_at(&self.text, self.offset),
            self.kind
        )
    }
}

impl std::error::Error for NotationError {}

impl TextError for NotationError {
    fn offset(&self) -> usize {
        self.offset
    }

    fn message(&self) -> String {
        self.kind.to_string()
    }
}

/// Why a move of a coin, graph or loop game cannot be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RuleError {
    /// The move names a coin, edge, vertex, token, region or heap the
    /// position does not have.
    NotInPosition(String),
    /// The move breaks the game's rule, said in words.
    AgainstRule(String),
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RuleError::NotInPosition(what) => write!(f, "the position has no {what}"),
            RuleError::AgainstRule(why) => f.write_str(why),
        }
    }
}

impl std::error::Error for RuleError {}

/// A small reader over a text, for the notations of these games.
pub(crate) struct Reader<'a> {
    pub(crate) text: &'a str,
    pub(crate) at: usize,
}

impl<'a> Reader<'a> {
    pub(crate) fn new(text: &'a str) -> Reader<'a> {
        Reader { text, at: 0 }
    }

    pub(crate) fn error(&self, kind: NotationErrorKind) -> NotationError {
        NotationError::new(kind, self.at, self.text)
    }

    pub(crate) fn error_at(&self, kind: NotationErrorKind, at: usize) -> NotationError {
        NotationError::new(kind, at, self.text)
    }

    pub(crate) fn peek(&self) -> Option<char> {
        self.text[self.at..].chars().next()
    }

    pub(crate) fn skip_space(&mut self) {
        while let Some(c) = self.peek() {
            if !c.is_whitespace() {
                break;
            }
            self.at += c.len_utf8();
        }
    }

    pub(crate) fn done(&mut self) -> bool {
        self.skip_space();
        self.at >= self.text.len()
    }

    /// Takes `c` if it comes next (after spaces).
    pub(crate) fn eat(&mut self, c: char) -> bool {
        self.skip_space();
        if self.peek() == Some(c) {
            self.at += c.len_utf8();
            true
        } else {
            false
        }
    }

    /// The next run of letters, digits and underscores (after spaces).
    pub(crate) fn word(&mut self) -> Option<(usize, &'a str)> {
        self.skip_space();
        let start = self.at;
        while let Some(c) = self.peek() {
            if !(c.is_ascii_alphanumeric() || c == '_') {
                break;
            }
            self.at += 1;
        }
        (self.at > start).then(|| (start, &self.text[start..self.at]))
    }

    /// A whole number (after spaces), or an error naming what was needed.
    pub(crate) fn number(&mut self, what: &'static str) -> Result<u64, NotationError> {
        self.skip_space();
        let start = self.at;
        while matches!(self.peek(), Some('0'..='9')) {
            self.at += 1;
        }
        if start == self.at {
            return Err(self.unexpected(what));
        }
        self.text[start..self.at]
            .parse()
            .map_err(|_| self.error_at(NotationErrorKind::TooLarge, start))
    }

    /// The error for whatever comes next when `what` was needed.
    pub(crate) fn unexpected(&self, what: &'static str) -> NotationError {
        match self.peek() {
            Some(c) if !c.is_whitespace() && !c.is_ascii_alphanumeric() => {
                self.error(NotationErrorKind::UnexpectedCharacter(c))
            }
            _ => self.error(NotationErrorKind::Expected(what)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_name_the_character() {
        let e = NotationError::new(NotationErrorKind::UnexpectedCharacter('x'), 2, "THx");
        assert_eq!(e.to_string(), "at character 3: unexpected character 'x'");
        assert_eq!(e.offset(), 2);
    }

    #[test]
    fn reader_takes_numbers_and_words() {
        let mut r = Reader::new(" 12 ab_3 ;");
        assert_eq!(r.number("a number"), Ok(12));
        assert_eq!(r.word().map(|w| w.1), Some("ab_3"));
        assert!(r.eat(';'));
        assert!(r.done());
    }
}
