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

use super::position::Position;
use super::surface::Surface;
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
}

/// A parse failure: what is wrong and the byte offset in the input where it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// What is wrong.
    pub kind: ParseErrorKind,
    /// Byte offset into the text that was parsed.
    pub offset: usize,
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
                "'{word}' is not a surface: use o<g>, n<g>, sphere, torus, rp2, projective-plane or klein"
            ),
            ParseErrorKind::BadMultiplier => {
                write!(f, "a multiplier must be between 1 and {MAX_SURFACES}")
            }
            ParseErrorKind::TooManySurfaces => {
                write!(f, "a position may hold at most {MAX_SURFACES} surfaces")
            }
            ParseErrorKind::UnexpectedCharacter(c) => write!(f, "unexpected character '{c}'"),
        }
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "at byte {}: {}", self.offset, self.kind)
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
    let at = |kind, offset| Err(ParseError { kind, offset });
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
                return Err(ParseError {
                    kind: ParseErrorKind::UnknownTerm(word),
                    offset: start,
                });
            }
            count = match word.parse::<u64>() {
                Ok(n) if (1..=MAX_SURFACES).contains(&n) => n,
                _ => {
                    return Err(ParseError {
                        kind: ParseErrorKind::BadMultiplier,
                        offset: start,
                    })
                }
            };
            cur.pos += 1;
            continue;
        }
        let s = term(&word).map_err(|e| fix_offset(e, &word_chars))?;
        surface = Some(match surface {
            None => s,
            Some(acc) => acc.connected_sum(s).ok_or(ParseError {
                kind: ParseErrorKind::SumTooLarge,
                offset: start,
            })?,
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
    let mut cur = Cursor::new(text);
    let mut surfaces = Vec::new();
    if cur.peek().is_none() {
        return Ok(Position::new(surfaces));
    }
    loop {
        let at = cur.offset();
        let (count, s) = component(&mut cur)?;
        if surfaces.len() as u64 + count > MAX_SURFACES {
            return Err(ParseError {
                kind: ParseErrorKind::TooManySurfaces,
                offset: at,
            });
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
    match p.surfaces() {
        [s] => Ok(*s),
        [] => Err(ParseError {
            kind: ParseErrorKind::EmptyTerm,
            offset: 0,
        }),
        _ => Err(ParseError {
            kind: ParseErrorKind::UnexpectedCharacter('+'),
            offset: text.find(['+', '*']).unwrap_or(0),
        }),
    }
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
