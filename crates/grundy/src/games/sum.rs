//! Sums of different games: one position holding parts of any games on
//! the engine, a move acting on one part. The Sprague-Grundy theorem does
//! not ask the parts to be the same game, so the value is the nim-sum of
//! the parts' values.
//!
//! Text: parts joined by `+`, each its game's spec and its position in
//! parentheses: `manifold(o3 + n5) + nim(3 + 5) + turtles(THHTH) +
//! hackenbush(g-1 1-2)`. A move is the part's number (from 1), a colon,
//! and the part's move: `2: 5 → 1`.

use super::notation::{NotationError, NotationErrorKind, Reader, RuleError};
use crate::game::{Game, MoveWords, PlayError, TextError, Values};
use crate::moves::MoveGroup;
use crate::spec::{AnyGame, AnyIllegalMove};
use crate::{Nimber, Solver};

pub mod entry;
mod groups;
mod parts;

pub use parts::{PartOpener, SumGame, SumMove, SumPart};

/// The most parts a sum may have.
pub const MAX_PARTS: usize = 64;

/// The games the parts of a sum written `text` name, as their specs are
/// written before their parentheses (`nim`, `octal:0.77`), so far as the
/// text reads.
pub fn part_specs(text: &str) -> Vec<String> {
    let mut specs = Vec::new();
    let mut rest = text;
    while let Some(open) = rest.find('(') {
        specs.push(
            rest[..open]
                .trim()
                .trim_start_matches('+')
                .trim()
                .to_string(),
        );
        let Some(close) = matching(rest, open) else {
            break;
        };
        rest = &rest[close + 1..];
    }
    specs
}

/// The byte of the parenthesis closing the one at byte `open` of `text`:
/// a part's position runs to it.
fn matching(text: &str, open: usize) -> Option<usize> {
    let mut depth = 0usize;
    for (i, c) in text[open..].char_indices() {
        match c {
            '(' => depth += 1,
            ')' => {
                depth -= 1;
                if depth == 0 {
                    return Some(open + i);
                }
            }
            _ => {}
        }
    }
    None
}

/// Reads a sum such as `nim(3 + 5) + turtles(THHTH)`, each part's engine
/// from `open`.
pub fn parse_sum_with(text: &str, opener: PartOpener) -> Result<Vec<SumPart>, NotationError> {
    let mut r = Reader::new(text);
    let mut parts = Vec::new();
    while !r.done() {
        let start = r.at;
        let Some(open) = text[start..].find('(').map(|i| start + i) else {
            return Err(r.unexpected("a game's name and its position in parentheses"));
        };
        let spec = text[start..open].trim();
        let is_sum = spec
            .split(':')
            .next()
            .is_some_and(|name| name.trim().eq_ignore_ascii_case("sum"));
        let game =
            if is_sum {
                None
            } else {
                Some(AnyGame::from_spec_with(spec, &opener).map_err(|e| {
                    r.error_at(NotationErrorKind::UnknownGame(e.to_string()), start)
                })?)
            };
        let Some(game) = game.filter(|g| !g.misere()) else {
            return Err(r.error_at(
                NotationErrorKind::UnknownGame(
                    "a part is a game in normal play other than a sum".to_string(),
                ),
                start,
            ));
        };
        let Some(close) = matching(text, open) else {
            r.at = text.len();
            return Err(r.unexpected("a closing parenthesis"));
        };
        let inner = &text[open + 1..close];
        let position = game
            .parse_position(inner)
            .map_err(|e| r.error_at(NotationErrorKind::Part(e.message()), open + 1 + e.offset()))?;
        // A sum's value is the nim-sum of its parts': a part whose value is
        // past every search (only who wins it is known, by its game's rule)
        // cannot be one.
        if game.rule_outcome(&position).is_some() {
            return Err(r.error_at(
                NotationErrorKind::TooBig(format!(
                    "in a sum each part needs its value, and only who wins {} is known",
                    game.format_position(&position)
                )),
                open + 1,
            ));
        }
        parts.push(SumPart { game, position });
        if parts.len() > MAX_PARTS {
            return Err(r.error_at(
                NotationErrorKind::TooBig(format!("a sum has at most {MAX_PARTS} parts")),
                start,
            ));
        }
        r.at = close + 1;
        if !r.done() && !r.eat('+') {
            return Err(r.unexpected("a + between parts"));
        }
    }
    Ok(parts)
}

/// Writes a sum as `spec(position) + …`.
pub fn format_sum(parts: &[SumPart]) -> String {
    parts
        .iter()
        .map(|p| format!("{}({})", p.game.spec(), p.game.format_position(&p.position)))
        .collect::<Vec<_>>()
        .join(" + ")
}

impl Game for SumGame {
    type Position = Vec<SumPart>;
    type Move = SumMove;
    type IllegalMove = AnyIllegalMove;
    type TextError = NotationError;

    fn spec(&self) -> String {
        "sum".to_string()
    }

    fn name(&self) -> String {
        "Sum of games".to_string()
    }

    fn moves<'a>(&'a self, parts: &'a Vec<SumPart>) -> Box<dyn Iterator<Item = SumMove> + 'a> {
        let offsets = Self::offsets(parts);
        Box::new(parts.iter().enumerate().flat_map(move |(i, p)| {
            let offsets = offsets.clone();
            p.game
                .moves(&p.position)
                .map(move |m| Self::wrap(parts, &offsets, i, m))
        }))
    }

    fn play(
        &self,
        mut parts: Vec<SumPart>,
        mv: &SumMove,
    ) -> Result<Vec<SumPart>, PlayError<Vec<SumPart>, AnyIllegalMove>> {
        let Some(part) = parts.get_mut(mv.part) else {
            return Err(PlayError {
                position: parts,
                error: AnyIllegalMove::Rule(RuleError::NotInPosition(format!(
                    "part {}",
                    mv.part + 1
                ))),
            });
        };
        let position = part.position.clone();
        match part.game.play(position, &mv.inner) {
            Ok(after) => {
                part.position = after;
                Ok(parts)
            }
            Err(e) => {
                part.position = e.position;
                Err(PlayError {
                    position: parts,
                    error: e.error,
                })
            }
        }
    }

    fn parse_position(&self, text: &str) -> Result<Vec<SumPart>, NotationError> {
        parse_sum_with(text, self.open)
    }

    /// Each part's game, as its spec is written.
    fn needs(&self, text: &str) -> Vec<String> {
        part_specs(text)
    }

    fn format_position(&self, parts: &Vec<SumPart>) -> String {
        format_sum(parts)
    }

    fn parse_move(&self, parts: &Vec<SumPart>, text: &str) -> Result<SumMove, NotationError> {
        let mut r = Reader::new(text);
        let n = r.number("the part's number")? as usize;
        if !r.eat(':') {
            return Err(r.unexpected("a colon, then the part's move"));
        }
        let Some(part) = n.checked_sub(1).and_then(|i| parts.get(i)) else {
            return Err(r.error_at(
                NotationErrorKind::NotAMove(format!("the sum has no part {n}")),
                0,
            ));
        };
        let start = r.at;
        let inner = part
            .game
            .parse_move(&part.position, &text[start..])
            .map_err(|e| r.error_at(NotationErrorKind::Part(e.message()), start + e.offset()))?;
        Ok(Self::wrap(parts, &Self::offsets(parts), n - 1, inner))
    }

    fn format_move(&self, parts: &Vec<SumPart>, mv: &SumMove) -> String {
        match parts.get(mv.part) {
            Some(p) => format!(
                "{}: {}",
                mv.part + 1,
                p.game.format_move(&p.position, &mv.inner)
            ),
            None => String::new(),
        }
    }

    fn components(&self, parts: &Vec<SumPart>) -> Vec<Vec<SumPart>> {
        parts
            .iter()
            .filter(|p| !p.game.components(&p.position).is_empty())
            .map(|p| vec![p.clone()])
            .collect()
    }

    fn component_of(&self, mv: &SumMove) -> usize {
        mv.component
    }

    fn pieces(&self, mv: &SumMove) -> String {
        mv.pieces.clone()
    }

    fn canonical(&self, parts: &Vec<SumPart>) -> Vec<SumPart> {
        parts
            .iter()
            .map(|p| SumPart {
                game: p.game.clone(),
                position: p.game.canonical(&p.position),
            })
            .collect()
    }

    /// A part's value by its own game: its closed forms, or its own
    /// solver, which values each of the part's components alone (so a
    /// part is never searched as a whole).
    fn closed_value(&self, parts: &Vec<SumPart>) -> Option<Nimber> {
        Some(
            parts
                .iter()
                .map(|p| Solver::new(p.game.clone()).value(&p.position))
                .sum(),
        )
    }

    fn describe_component(&self, parts: &Vec<SumPart>) -> String {
        parts
            .iter()
            .map(|p| {
                format!(
                    "{}: {}",
                    p.game.name(),
                    p.game.describe_component(&p.position)
                )
            })
            .collect::<Vec<_>>()
            .join("; ")
    }

    fn describe_move(&self, parts: &Vec<SumPart>, mv: &SumMove) -> String {
        match parts.get(mv.part) {
            Some(p) => format!(
                "in part {} ({}): {} {}",
                mv.part + 1,
                p.game.name(),
                p.game.words().present,
                p.game.describe_move(&p.position, &mv.inner)
            ),
            None => String::new(),
        }
    }

    fn words(&self) -> MoveWords {
        MoveWords::fixed("move", "played", "play")
    }

    /// A move in one part turning its value into itself ⊕ the total
    /// (`groups::winning_move`).
    fn winning_move(
        &self,
        parts: &Vec<SumPart>,
        values: Values<'_, Vec<SumPart>>,
    ) -> Option<SumMove> {
        groups::winning_move(parts, values(parts))
    }

    /// A part's own groups, a large one still summarised
    /// (`groups::part_groups`).
    fn move_groups(
        &self,
        parts: &Vec<SumPart>,
        component: usize,
        limit: u64,
        values: Values<'_, Vec<SumPart>>,
    ) -> Vec<MoveGroup<SumMove>> {
        groups::part_groups(parts, component, limit, values(parts))
    }

    fn move_for(
        &self,
        parts: &Vec<SumPart>,
        component: usize,
        group: &str,
        a: u64,
    ) -> Option<SumMove> {
        groups::part_move_for(parts, component, group, a)
    }

    fn computer_move(
        &self,
        parts: &Vec<SumPart>,
        values: Values<'_, Vec<SumPart>>,
    ) -> Option<SumMove> {
        super::modest_computer_move(self, parts, values)
    }

    /// The moves of the part that is component `component` acting on the
    /// part's own component `within` (a head of a row of coins), in one
    /// group named after it; none when the part has no such component.
    fn move_groups_within(
        &self,
        parts: &Vec<SumPart>,
        component: usize,
        within: usize,
        _limit: u64,
        values: Values<'_, Vec<SumPart>>,
    ) -> Vec<MoveGroup<SumMove>> {
        // The parts with a move left are the components, in order.
        let Some(part) = (0..parts.len())
            .filter(|&i| !parts[i].game.components(&parts[i].position).is_empty())
            .nth(component)
        else {
            return Vec::new();
        };
        let SumPart { game, position } = &parts[part];
        let Some(own) = game.components(position).into_iter().nth(within) else {
            return Vec::new();
        };
        let title = format!("Moves of {}", game.describe_component(&own));
        let keep = |m: &SumMove| m.part == part && game.component_of(&m.inner) == within;
        crate::game::defaults::group_of(self, parts, keep, title, values)
    }
}

impl From<RuleError> for AnyIllegalMove {
    fn from(e: RuleError) -> AnyIllegalMove {
        AnyIllegalMove::Rule(e)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::{linked_sums, parse_sum};

    #[test]
    fn sums_read_and_write_back() {
        let parts = parse_sum("nim(3 + 5) + turtles(THHTH) + rims(4 (1: 2))").unwrap();
        assert_eq!(parts.len(), 3);
        assert_eq!(
            format_sum(&parts),
            "nim(3 + 5) + turtles(THHTH) + rims(4 (1: 2))"
        );
    }

    #[test]
    fn errors_in_a_part_point_into_the_whole_text() {
        let e = parse_sum("nim(3) + turtles(THX)").unwrap_err();
        assert_eq!(e.offset, 19);
        assert!(parse_sum("nosuch(3)").is_err());
        // Parts whose values are past every search: only who wins them is
        // known, and a sum needs their values.
        for text in [
            "moore:3(300 + 500 + 600 + 7) + nim(3)",
            "nim(3) + wythoff(1000000, 1618034)",
        ] {
            let e = parse_sum(text).unwrap_err().to_string();
            assert!(e.contains("too large"), "{text}: {e}");
        }
        assert!(parse_sum("moore:3(3 + 5 + 6) + wythoff(4, 9)").is_ok());
        assert!(parse_sum("sum(nim(3))").is_err());
    }

    #[test]
    fn a_take_leaves_the_heaps_left_without_the_empty_one() {
        let parts = parse_sum("nim(3 + 5) + nim(4)").unwrap();
        let pieces: Vec<String> = linked_sums().moves(&parts).map(|mv| mv.pieces).collect();
        assert_eq!(pieces[2], "5", "{pieces:?}");
        assert_eq!(pieces[3], "3 + 4", "{pieces:?}");
        assert_eq!(pieces.last().map(String::as_str), Some(""), "{pieces:?}");
    }

    #[test]
    fn each_part_with_a_move_is_one_component() {
        let parts = parse_sum("nim(3 + 5) + turtles(TTT) + turtles(THH)").unwrap();
        assert_eq!(linked_sums().components(&parts).len(), 2);
        let mv = linked_sums().parse_move(&parts, "3: 1").unwrap();
        assert_eq!(mv.component, 1);
        assert_eq!(mv.pieces, "TTH");
        let values = Solver::new(linked_sums()).component_values(&parts);
        // Turtles numbers coins from 1: heads at coins 2 and 3.
        assert_eq!(values, [Nimber(6), Nimber(2 ^ 3)]);
    }

    #[test]
    fn the_moves_within_a_part_are_those_of_its_own_component() {
        // The sum's component 1 is its third part, Nim 4 + 6; its own
        // component 1 is the heap of 6, whose six takes alone are listed.
        let parts = parse_sum("nim(3) + turtles(TTT) + nim(4 + 6)").unwrap();
        let solver = Solver::new(linked_sums());
        let groups = solver.move_groups_within(&parts, 1, 1, 12);
        assert_eq!(groups.len(), 1, "{groups:?}");
        let rows = &groups[0].rows;
        assert_eq!(rows.len(), 6);
        for row in rows {
            assert_eq!((row.mv.part, row.mv.component), (2, 1));
            assert_eq!(parts[2].game.component_of(&row.mv.inner), 1);
            assert!(row.text.starts_with("3: "), "{}", row.text);
        }
        // The value is 3 ⊕ 4 ⊕ 6 = 1: a take on the heap of 6 would win by
        // leaving 3 ⊕ 4 = 7 counters, more than it has, so none wins.
        assert!(rows.iter().all(|r| !r.winning));
        // No such component inside the part, or no such part: no moves.
        assert!(solver.move_groups_within(&parts, 1, 2, 12).is_empty());
        assert!(solver.move_groups_within(&parts, 2, 0, 12).is_empty());
    }
}
