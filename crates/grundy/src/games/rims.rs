//! Rims: dots in the plane and closed loops, none crossing another or
//! itself, each through at least one dot; a move draws a new loop, and
//! whoever draws the last one wins.
//!
//! Text: a region is its free dots (a number) and its loops; a loop is
//! written `(k: inside)`, a loop through `k` dots around the region
//! `inside`. So `5 (2: 3 (1:))` is five free dots outside, and a loop
//! through two dots around three free dots and a loop through one dot.
//! Dots on a loop can never be used again (a new loop through them would
//! cross it), so only the free dots of each region matter.
//!
//! The notes reduce Rims to Nim: each region's free dots are a heap. A new
//! loop passes through some free dots of one region (at least one) and
//! splits the rest into those it encloses and those it leaves outside, so
//! a heap of `n` becomes two heaps `a + b < n`. Splits are extra moves Nim
//! lacks, but `a ⊕ b ≤ a + b < n`, so a split does what taking the heap
//! down to `a ⊕ b` would: the value of a region is its number of free
//! dots, and a position's is their nim-sum.
//!
//! A move in text: `k:a`, a loop through `k` free dots around `a` of the
//! others, in the outermost region; `in 0.1` first names the region inside
//! loop 1 of loop 0 (loops numbered from 0 in the order written); `around
//! 0,2` at the end names loops of that region the new loop encloses.

use super::notation::{NotationError, NotationErrorKind, Reader, RuleError};
use crate::game::{Game, MoveWords, PlayError, Values};
use crate::moves::{MoveGroup, MoveRow};
use crate::Nimber;

pub mod entry;
mod groups;
mod region;
mod text;
pub use groups::MAX_LISTED_LOOPS;
pub use region::{Loop, LoopMove, Region, MAX_DOTS};
pub use text::{format_rims, parse_rims};

/// Rims.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Rims;

/// The value by the reduction to Nim: the nim-sum of the regions' free dots.
pub fn value(position: &Region) -> Nimber {
    position.heaps().into_iter().map(Nimber).sum()
}

fn format_path(path: &[usize]) -> String {
    path.iter()
        .map(|i| i.to_string())
        .collect::<Vec<_>>()
        .join(".")
}

impl Rims {
    fn component_index(position: &Region, path: &[usize]) -> usize {
        position
            .regions()
            .iter()
            .filter(|(_, r)| r.dots > 0)
            .position(|(p, _)| p == path)
            .unwrap_or_default()
    }
}

impl Game for Rims {
    type Position = Region;
    type Move = LoopMove;
    type IllegalMove = RuleError;
    type TextError = NotationError;

    fn spec(&self) -> String {
        "rims".to_string()
    }

    fn name(&self) -> String {
        "Rims".to_string()
    }

    fn moves<'a>(&'a self, position: &'a Region) -> Box<dyn Iterator<Item = LoopMove> + 'a> {
        let regions: Vec<(Vec<usize>, Region)> = position
            .regions()
            .into_iter()
            .filter(|(_, r)| r.dots > 0)
            .map(|(p, r)| (p, r.clone()))
            .collect();
        Box::new(
            regions
                .into_iter()
                .enumerate()
                .flat_map(|(component, (path, region))| {
                    let c = region.loops.len();
                    let subsets: Vec<Vec<usize>> = if c <= MAX_LISTED_LOOPS {
                        (0..1usize << c)
                            .map(|m| (0..c).filter(|j| m >> j & 1 == 1).collect())
                            .collect()
                    } else {
                        vec![Vec::new()]
                    };
                    let n = region.dots;
                    (1..=n).flat_map(move |through| {
                        let path = path.clone();
                        let subsets = subsets.clone();
                        (0..=n - through).flat_map(move |enclose| {
                            let path = path.clone();
                            subsets.clone().into_iter().map(move |loops| LoopMove {
                                component,
                                region: path.clone(),
                                through,
                                enclose,
                                loops,
                                left: n - through - enclose,
                            })
                        })
                    })
                }),
        )
    }

    fn play(
        &self,
        mut position: Region,
        mv: &LoopMove,
    ) -> Result<Region, PlayError<Region, RuleError>> {
        let error = match position.at(&mv.region) {
            None => RuleError::NotInPosition(format!("region {}", format_path(&mv.region))),
            Some(_) if mv.through == 0 => {
                RuleError::AgainstRule("a new loop passes through at least one dot".to_string())
            }
            Some(r)
                if mv
                    .through
                    .checked_add(mv.enclose)
                    .and_then(|d| d.checked_add(mv.left))
                    != Some(r.dots) =>
            {
                RuleError::AgainstRule(format!(
                    "the region has {} free dots, not {} + {} + {}",
                    r.dots, mv.through, mv.enclose, mv.left
                ))
            }
            Some(r)
                if mv.loops.iter().any(|&j| j >= r.loops.len())
                    || !mv.loops.windows(2).all(|w| w[0] < w[1]) =>
            {
                RuleError::NotInPosition("such loops in the region".to_string())
            }
            Some(_) => {
                if let Some(region) = position.at_mut(&mv.region) {
                    let mut enclosed = Vec::new();
                    for &j in mv.loops.iter().rev() {
                        enclosed.push(region.loops.remove(j));
                    }
                    enclosed.reverse();
                    region.dots -= mv.through + mv.enclose;
                    region.loops.push(Loop {
                        through: mv.through,
                        inside: Region {
                            dots: mv.enclose,
                            loops: enclosed,
                        },
                    });
                }
                return Ok(position);
            }
        };
        Err(PlayError { position, error })
    }

    fn parse_position(&self, text: &str) -> Result<Region, NotationError> {
        parse_rims(text)
    }

    fn format_position(&self, position: &Region) -> String {
        format_rims(position)
    }

    fn parse_move(&self, position: &Region, text: &str) -> Result<LoopMove, NotationError> {
        let mut r = Reader::new(text);
        let mut region = Vec::new();
        r.skip_space();
        if r.text[r.at..].starts_with("in") {
            r.word();
            loop {
                region.push(r.number("a loop number")? as usize);
                if !r.eat('.') {
                    break;
                }
            }
        }
        let through = r.number("the dots the new loop passes through")?;
        if !r.eat(':') {
            return Err(r.unexpected("a colon, then the dots the loop encloses"));
        }
        let enclose = r.number("the dots the new loop encloses")?;
        let mut loops = Vec::new();
        if !r.done() {
            match r.word() {
                Some((_, "around")) => loop {
                    loops.push(r.number("a loop number")? as usize);
                    if !r.eat(',') {
                        break;
                    }
                },
                _ => return Err(r.unexpected("the word around, then loop numbers")),
            }
        }
        if !r.done() {
            return Err(r.unexpected("the end of the move"));
        }
        loops.sort_unstable();
        let dots = position.at(&region).map_or(0, |r| r.dots);
        let mv = LoopMove {
            component: Rims::component_index(position, &region),
            region,
            through,
            enclose,
            loops,
            left: dots.saturating_sub(through.saturating_add(enclose)),
        };
        self.apply(position, &mv)
            .map(|_| mv)
            .map_err(|e| r.error_at(NotationErrorKind::NotAMove(e.error.to_string()), 0))
    }

    fn format_move(&self, _position: &Region, mv: &LoopMove) -> String {
        let mut text = String::new();
        if !mv.region.is_empty() {
            text.push_str(&format!("in {} ", format_path(&mv.region)));
        }
        text.push_str(&format!("{}:{}", mv.through, mv.enclose));
        if !mv.loops.is_empty() {
            let loops: Vec<String> = mv.loops.iter().map(|j| j.to_string()).collect();
            text.push_str(&format!(" around {}", loops.join(",")));
        }
        text
    }

    fn components(&self, position: &Region) -> Vec<Region> {
        position
            .regions()
            .into_iter()
            .filter(|(_, r)| r.dots > 0)
            .map(|(_, r)| Region {
                dots: r.dots,
                loops: Vec::new(),
            })
            .collect()
    }

    fn component_of(&self, mv: &LoopMove) -> usize {
        mv.component
    }

    fn pieces(&self, mv: &LoopMove) -> String {
        let outside = mv.left;
        let mut parts = Vec::new();
        if outside > 0 {
            parts.push(outside.to_string());
        }
        if mv.enclose > 0 {
            parts.push(mv.enclose.to_string());
        }
        parts.join(" + ")
    }

    fn canonical(&self, position: &Region) -> Region {
        position.sorted()
    }

    fn closed_value(&self, position: &Region) -> Option<Nimber> {
        Some(value(position))
    }

    fn describe_component(&self, position: &Region) -> String {
        format!("a region with {} free dots", position.dots)
    }

    fn describe_move(&self, _position: &Region, mv: &LoopMove) -> String {
        format!(
            "a loop through {} dot{} around {} free dot{}",
            mv.through,
            if mv.through == 1 { "" } else { "s" },
            mv.enclose,
            if mv.enclose == 1 { "" } else { "s" }
        )
    }

    fn words(&self) -> MoveWords {
        MoveWords::fixed("loop", "drew", "draw")
    }

    fn winning_move(&self, position: &Region, _values: Values<'_, Region>) -> Option<LoopMove> {
        // Nim's move: a loop through the dots Nim would take, enclosing
        // none, leaves the region's heap at the size Nim wants.
        let total = value(position);
        if total.is_zero() {
            return None;
        }
        let regions: Vec<(Vec<usize>, &Region)> = position
            .regions()
            .into_iter()
            .filter(|(_, r)| r.dots > 0)
            .collect();
        regions
            .iter()
            .enumerate()
            .find(|(_, (_, r))| (Nimber(r.dots) ^ total).get() < r.dots)
            .map(|(component, (path, r))| LoopMove {
                component,
                region: path.clone(),
                through: r.dots - (Nimber(r.dots) ^ total).get(),
                enclose: 0,
                loops: Vec::new(),
                left: (Nimber(r.dots) ^ total).get(),
            })
    }

    fn computer_move(&self, position: &Region, values: Values<'_, Region>) -> Option<LoopMove> {
        super::modest_computer_move(self, position, values)
    }

    /// A region of few loops lists every new loop; a larger one offers the
    /// two families of groups, with a chooser each.
    fn move_groups(
        &self,
        position: &Region,
        component: usize,
        limit: u64,
        values: Values<'_, Region>,
    ) -> Vec<MoveGroup<LoopMove>> {
        let small = groups::region(position, component).is_none_or(|(path, dots)| {
            let loops = position.at(&path).map_or(0, |r| r.loops.len());
            groups::count(dots, loops) <= u128::from(limit)
        });
        if small {
            return crate::game::single_group(self, position, component, limit, values);
        }
        let row = |mv: LoopMove, key: &str| {
            let after = self.apply(position, &mv).ok()?;
            let mut r = MoveRow::new(
                mv.clone(),
                key.to_string(),
                self.format_move(position, &mv),
                self.pieces(&mv),
                values(&after),
            );
            r.description = self.describe_move(position, &mv);
            Some(r)
        };
        groups::families(position, component, limit, &row)
    }

    fn move_for(
        &self,
        position: &Region,
        component: usize,
        group: &str,
        a: u64,
    ) -> Option<LoopMove> {
        groups::family_move(position, component, group, a)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_read_and_write_back() {
        let p = parse_rims("5 (2: 3 (1:))").unwrap();
        assert_eq!(p.heaps(), vec![5, 3, 0]);
        assert_eq!(format_rims(&p), "5 (2: 3 (1:))");
        assert!(parse_rims("(0:)").is_err());
        assert!(parse_rims("3 (2: 1").is_err());
    }

    #[test]
    fn a_loop_splits_a_region() {
        let p = parse_rims("6").unwrap();
        let mv = Rims.parse_move(&p, "2:3").unwrap();
        let after = Rims.apply(&p, &mv).unwrap();
        assert_eq!(format_rims(&after), "1 (2: 3)");
        assert_eq!(Rims.pieces(&mv), "1 + 3");
    }

    #[test]
    fn a_loop_may_go_around_loops() {
        let p = parse_rims("3 (1: 2)").unwrap();
        let mv = Rims.parse_move(&p, "1:1 around 0").unwrap();
        assert_eq!(
            format_rims(&Rims.apply(&p, &mv).unwrap()),
            "1 (1: 1 (1: 2))"
        );
    }

    #[test]
    fn the_value_is_the_nim_sum_of_free_dots() {
        assert_eq!(value(&parse_rims("5 (2: 3 (1:))").unwrap()), Nimber(6));
    }
}
