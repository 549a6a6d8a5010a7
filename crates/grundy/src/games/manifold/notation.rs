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

use std::fmt;
use std::str::FromStr;

mod error;
mod limit;
pub use error::{ParseError, ParseErrorKind};
pub use limit::MAX_SURFACES;

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
mod tests;
