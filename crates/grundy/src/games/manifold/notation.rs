//! Reading and writing positions in the paper's notation.
//!
//! Grammar (whitespace and letter case are ignored everywhere):
//!
//! ```text
//! position  := ""  |  component ( "+" component )*
//! component := [ count "*" ] term ( "#" term )*
//! term      := "o" digits | "n" digits
//!            | "sphere" | "torus" | "rp2" | "projective-plane" | "klein" | "klein-bottle"
//! ```
//!
//! A component is one surface, the connected sum of its terms normalised by
//! Theorem 1.2 (`torus # rp2` is `n3`); `3*n2` stands for three copies of the
//! component. The empty text is the empty position.

use super::cut::{Cut, CutKind};
use super::position::{Move, Position};
use super::surface::Surface;
use crate::game::{character_at, TextError};
use std::fmt;
use std::str::FromStr;

/// The most surfaces one text may describe, so a typo such as `99999999*o1`
/// gets an error instead of exhausting memory.
pub const MAX_SURFACES: u64 = 10_000;

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
    fn new(kind: ParseErrorKind, offset: usize) -> ParseError {
        ParseError {
            kind,
            offset,
            column: 0,
        }
    }

    /// Fills in the character position for `text`.
    fn locate(self, text: &str) -> ParseError {
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

/// Input with whitespace removed and letters lowered, each character keeping
/// the byte offset it had in the original text.
struct Cursor {
    chars: Vec<(usize, char)>,
    pos: usize,
    end: usize,
}

impl Cursor {
    fn new(text: &str) -> Cursor {
        let chars = text
            .char_indices()
            .filter(|(_, c)| !c.is_whitespace())
            .map(|(i, c)| (i, c.to_ascii_lowercase()))
            .collect();
        Cursor {
            chars,
            pos: 0,
            end: text.len(),
        }
    }

    fn peek(&self) -> Option<char> {
        self.chars.get(self.pos).map(|&(_, c)| c)
    }

    fn offset(&self) -> usize {
        self.chars.get(self.pos).map_or(self.end, |&(i, _)| i)
    }

    fn error(&self, kind: ParseErrorKind) -> ParseError {
        ParseError {
            kind,
            offset: self.offset(),
            column: 0,
        }
    }

    /// A maximal run of word characters: letters, digits and '-'.
    fn word(&mut self) -> (usize, String) {
        let start = self.offset();
        let mut w = String::new();
        while let Some(c) = self.peek() {
            if c.is_ascii_alphanumeric() || c == '-' {
                w.push(c);
                self.pos += 1;
            } else {
                break;
            }
        }
        (start, w)
    }
}

fn named(word: &str) -> Option<Surface> {
    Some(match word {
        "sphere" => Surface::SPHERE,
        "torus" => Surface::orientable(1),
        "rp2" | "projective-plane" | "projectiveplane" => Surface::nonorientable(1),
        "klein" | "klein-bottle" | "kleinbottle" => Surface::nonorientable(2),
        _ => return None,
    })
}

fn term(word: &str) -> Result<Surface, ParseError> {
    if let Some(s) = named(word) {
        return Ok(s);
    }
    let start = 0;
    let at = |kind, offset| Err(ParseError::new(kind, offset));
    let mut chars = word.chars();
    let make: fn(u64) -> Surface = match chars.next() {
        Some('o') => Surface::orientable,
        Some('n') => Surface::nonorientable,
        _ => return at(ParseErrorKind::UnknownTerm(word.to_string()), start),
    };
    let rest = chars.as_str();
    if rest.is_empty() {
        return at(ParseErrorKind::MissingGenus, start + 1);
    }
    if rest.starts_with('-') && rest.len() > 1 && rest[1..].bytes().all(|b| b.is_ascii_digit()) {
        return at(ParseErrorKind::NegativeGenus, start + 1);
    }
    if !rest.bytes().all(|b| b.is_ascii_digit()) {
        return at(ParseErrorKind::UnknownTerm(word.to_string()), start);
    }
    match rest.parse::<u64>() {
        Ok(g) => Ok(make(g)),
        Err(_) => at(ParseErrorKind::GenusTooLarge, start + 1),
    }
}

/// Offsets from [`term`] count characters of the whitespace-free word; map
/// them back to bytes of the original text (one past the word's end when the
/// error is about what is missing after it).
fn fix_offset(err: ParseError, word_chars: &[(usize, char)]) -> ParseError {
    let offset = match word_chars.get(err.offset) {
        Some(&(i, _)) => i,
        None => word_chars.last().map_or(0, |&(i, c)| i + c.len_utf8()),
    };
    ParseError { offset, ..err }
}

fn component(cur: &mut Cursor) -> Result<(u64, Surface), ParseError> {
    let mut count = 1;
    let mut surface: Option<Surface> = None;
    loop {
        let first = cur.pos;
        let (start, word) = cur.word();
        if word.is_empty() {
            return Err(match cur.peek() {
                None | Some('+') | Some('#') | Some('*') => cur.error(ParseErrorKind::EmptyTerm),
                Some(c) => cur.error(ParseErrorKind::UnexpectedCharacter(c)),
            });
        }
        let word_chars: Vec<(usize, char)> = cur.chars[first..cur.pos].to_vec();
        if surface.is_none() && count == 1 && cur.peek() == Some('*') {
            if !word.bytes().all(|b| b.is_ascii_digit()) {
                return Err(ParseError::new(ParseErrorKind::UnknownTerm(word), start));
            }
            count = match word.parse::<u64>() {
                Ok(n) if (1..=MAX_SURFACES).contains(&n) => n,
                _ => return Err(ParseError::new(ParseErrorKind::BadMultiplier, start)),
            };
            cur.pos += 1;
            continue;
        }
        let s = term(&word).map_err(|e| fix_offset(e, &word_chars))?;
        surface = Some(match surface {
            None => s,
            Some(acc) => acc
                .connected_sum(s)
                .ok_or(ParseError::new(ParseErrorKind::SumTooLarge, start))?,
        });
        if cur.peek() == Some('#') {
            cur.pos += 1;
        } else {
            return Ok((count, surface.expect("a term was read")));
        }
    }
}

/// Parses a position; see the module documentation for the grammar.
pub fn parse_position(text: &str) -> Result<Position, ParseError> {
    read_position(text).map_err(|e| e.locate(text))
}

fn read_position(text: &str) -> Result<Position, ParseError> {
    let mut cur = Cursor::new(text);
    let mut surfaces = Vec::new();
    if cur.peek().is_none() {
        return Ok(Position::new(surfaces));
    }
    loop {
        let at = cur.offset();
        let (count, s) = component(&mut cur)?;
        if surfaces.len() as u64 + count > MAX_SURFACES {
            return Err(ParseError::new(ParseErrorKind::TooManySurfaces, at));
        }
        surfaces.extend(std::iter::repeat_n(s, count as usize));
        match cur.peek() {
            None => return Ok(Position::new(surfaces)),
            Some('+') => cur.pos += 1,
            Some(c) => return Err(cur.error(ParseErrorKind::UnexpectedCharacter(c))),
        }
    }
}

/// Parses one surface (a single component, no multiplier).
pub fn parse_surface(text: &str) -> Result<Surface, ParseError> {
    let p = parse_position(text)?;
    let one = match p.surfaces() {
        [s] => Ok(*s),
        [] => Err(ParseError::new(ParseErrorKind::EmptyTerm, 0)),
        _ => Err(ParseError::new(
            ParseErrorKind::UnexpectedCharacter('+'),
            text.find(['+', '*']).unwrap_or(0),
        )),
    };
    one.map_err(|e| e.locate(text))
}

/// The canonical text: components in order, runs of equal surfaces written
/// with a multiplier, joined by " + " (`o3 + 2*n2`).
pub fn format_position(p: &Position) -> String {
    let mut parts: Vec<String> = Vec::new();
    let s = p.surfaces();
    let mut i = 0;
    while i < s.len() {
        let mut j = i + 1;
        while j < s.len() && s[j] == s[i] {
            j += 1;
        }
        parts.push(if j - i > 1 {
            format!("{}*{}", j - i, s[i])
        } else {
            s[i].to_string()
        });
        i = j;
    }
    parts.join(" + ")
}

/// The text of a move: `(g) n5 → n2 + n3`. When an equal surface comes
/// before the one cut, its number leads (`2: (a) o2 → o1`), so the text
/// names exactly one move.
pub fn format_move(position: &Position, mv: &Move) -> String {
    let surface = mv.cut.surface();
    let earlier = position
        .surfaces()
        .iter()
        .take(mv.component)
        .any(|&s| s == surface);
    let pieces: Vec<String> = mv.cut.result().iter().map(Surface::to_string).collect();
    let body = format!("{} {surface} → {}", mv.cut.kind(), pieces.join(" + "));
    if earlier {
        format!("{}: {body}", mv.component + 1)
    } else {
        body
    }
}

/// Reads a move from `position`: `[N:] (k) SURFACE [-> RESULT]`, such as
/// `(g) n5 -> n2 + n3`, `(c) n5` or `2: (a) o2 → o1`. The result is needed
/// for the split kinds (b), (g), (h), and checked when given for the rest;
/// without a number the first surface that has the cut is cut.
pub fn parse_move(position: &Position, text: &str) -> Result<Move, ParseError> {
    read_move(position, text).map_err(|e| e.locate(text))
}

fn skip_space(text: &str, mut i: usize) -> usize {
    while let Some(c) = text[i..].chars().next().filter(|c| c.is_whitespace()) {
        i += c.len_utf8();
    }
    i
}

fn read_move(position: &Position, text: &str) -> Result<Move, ParseError> {
    let err = |kind, at| Err(ParseError::new(kind, at));
    let mut i = skip_space(text, 0);
    let digits = text[i..].bytes().take_while(u8::is_ascii_digit).count();
    let mut number = None;
    if digits > 0 {
        let colon = skip_space(text, i + digits);
        if text[colon..].starts_with(':') {
            match text[i..i + digits].parse::<usize>() {
                Ok(n) if n >= 1 => number = Some((n, i)),
                _ => return err(ParseErrorKind::NoSuchComponent(0), i),
            }
            i = skip_space(text, colon + 1);
        }
    }
    let kind_at = i;
    let open = text[i..].starts_with('(');
    let letter_at = if open { i + 1 } else { i };
    let word: String = text[letter_at..]
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric())
        .collect();
    let kind = match word.chars().collect::<Vec<_>>().as_slice() {
        [c] => CutKind::from_letter(*c),
        _ => None,
    };
    let Some(kind) = kind else {
        let shown = if word.is_empty() {
            text[letter_at..]
                .chars()
                .next()
                .map(String::from)
                .unwrap_or_default()
        } else {
            word
        };
        return err(ParseErrorKind::UnknownKind(shown), kind_at);
    };
    i = letter_at + 1;
    if open {
        if !text[i..].starts_with(')') {
            let c = text[i..].chars().next();
            return match c {
                Some(c) => err(ParseErrorKind::UnexpectedCharacter(c), i),
                None => err(ParseErrorKind::EmptyTerm, i),
            };
        }
        i += 1;
    }
    let (surface_end, result_at) = match (text[i..].find("->"), text[i..].find('→')) {
        (Some(a), _) => (i + a, Some(i + a + 2)),
        (None, Some(a)) => (i + a, Some(i + a + '→'.len_utf8())),
        (None, None) => (text.len(), None),
    };
    let shift = |e: ParseError, by: usize| ParseError::new(e.kind, e.offset + by);
    let surface = read_position(&text[i..surface_end]).map_err(|e| shift(e, i))?;
    let surface = match surface.surfaces() {
        [s] => *s,
        [] => return err(ParseErrorKind::EmptyTerm, skip_space(text, i)),
        _ => return err(ParseErrorKind::UnexpectedCharacter('+'), i),
    };
    let result = match result_at {
        Some(at) => {
            let mut r = read_position(&text[at..]).map_err(|e| shift(e, at))?;
            if r.is_empty() {
                return err(ParseErrorKind::EmptyTerm, text.len());
            }
            Some(std::mem::take(&mut r).canonical())
        }
        None => None,
    };
    let cut = cut_named(surface, kind, result.as_ref())
        .ok_or(ParseError::new(ParseErrorKind::NoSuchCut, kind_at))?;
    let component = match number {
        Some((n, at)) => {
            let found = position.surfaces().get(n - 1).copied();
            match found {
                None => return err(ParseErrorKind::NoSuchComponent(n), at),
                Some(s) if s != surface => return err(ParseErrorKind::NoSuchSurface(surface), at),
                Some(_) => n - 1,
            }
        }
        None => position
            .surfaces()
            .iter()
            .position(|&s| s == surface)
            .ok_or(ParseError::new(ParseErrorKind::NoSuchSurface(surface), i))?,
    };
    Ok(Move { component, cut })
}

/// The cut of `kind` on `surface` whose result is `result` (sorted); for a
/// kind without a split, any given result must match.
fn cut_named(surface: Surface, kind: CutKind, result: Option<&Position>) -> Option<Cut> {
    let cut = if kind.is_split() {
        let pieces = result?.surfaces().to_vec();
        let a = match (kind, pieces.as_slice()) {
            (CutKind::B | CutKind::G, [x, y]) => x.genus().min(y.genus()),
            (CutKind::H, [o, _]) if o.is_orientable() => o.genus().checked_mul(2)?,
            _ => return None,
        };
        Cut::split(surface, kind, a).ok()?
    } else {
        Cut::new(surface, kind).ok()?
    };
    let matches = result.is_none_or(|r| {
        let mut got = cut.result().to_vec();
        got.sort_unstable();
        got == r.surfaces()
    });
    matches.then_some(cut)
}

impl fmt::Display for Position {
    /// The canonical notation, e.g. `o3 + 2*n2`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&format_position(self))
    }
}

impl From<Position> for String {
    fn from(p: Position) -> String {
        p.to_string()
    }
}

impl FromStr for Position {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<Position, ParseError> {
        parse_position(s)
    }
}

impl FromStr for Surface {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<Surface, ParseError> {
        parse_surface(s)
    }
}

impl TryFrom<String> for Position {
    type Error = ParseError;
    fn try_from(s: String) -> Result<Position, ParseError> {
        parse_position(&s)
    }
}

impl TryFrom<String> for Surface {
    type Error = ParseError;
    fn try_from(s: String) -> Result<Surface, ParseError> {
        parse_surface(&s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kind_at(text: &str) -> (ParseErrorKind, usize) {
        let e = parse_position(text).unwrap_err();
        (e.kind, e.offset)
    }

    #[test]
    fn names_and_sums() {
        let p: Position = "torus # rp2 + Klein + 2*sphere".parse().unwrap();
        assert_eq!(p.to_string(), "n3 + n2 + 2*o0");
    }

    #[test]
    fn multiplier_applies_to_the_whole_component() {
        let p: Position = "2 * o1 # o2".parse().unwrap();
        assert_eq!(p.to_string(), "2*o3");
    }

    #[test]
    fn whitespace_inside_a_term_is_ignored() {
        assert_eq!("N 1 2".parse::<Position>().unwrap().to_string(), "n12");
    }

    #[test]
    fn errors_point_at_the_problem() {
        assert_eq!(kind_at("n-3"), (ParseErrorKind::NegativeGenus, 1));
        assert_eq!(kind_at("o3 + o"), (ParseErrorKind::MissingGenus, 6));
        assert_eq!(
            kind_at("o1 + x5"),
            (ParseErrorKind::UnknownTerm("x5".into()), 5)
        );
        assert_eq!(kind_at("o3 + + n2"), (ParseErrorKind::EmptyTerm, 5));
        assert_eq!(kind_at("o3 #"), (ParseErrorKind::EmptyTerm, 4));
        assert_eq!(
            kind_at("o18446744073709551616"),
            (ParseErrorKind::GenusTooLarge, 1)
        );
        assert_eq!(kind_at("0*o1"), (ParseErrorKind::BadMultiplier, 0));
        assert_eq!(
            kind_at("o1 ; o2"),
            (ParseErrorKind::UnexpectedCharacter(';'), 3)
        );
    }

    #[test]
    fn largest_genus_parses() {
        let p: Position = "n18446744073709551615".parse().unwrap();
        assert_eq!(p.surfaces()[0].genus(), u64::MAX);
    }

    #[test]
    fn connected_sum_overflow_is_an_error() {
        let (kind, offset) = kind_at("o18446744073709551615 # n1");
        assert_eq!((kind, offset), (ParseErrorKind::SumTooLarge, 24));
    }
}
