//! Schrage's games on bars of any number of sides: a move breaks one bar
//! along one side into two bars whose lengths along that side differ by
//! at least `d` (the other sides unchanged). Two sides are the rectangle
//! game ([`super::rectangles`]), three or more the box game
//! ([`super::boxes`]); one side would be the split game `grundy:d=D`
//! itself.
//!
//! # The rule of the sides
//!
//! Schrage proves for two sides, and states for more ("the theorem can be
//! generalized to more than two dimensions ... the proof is completely
//! analogous"), that a bar's value depends only on the values `G(s)` of
//! its sides in the line game with the same `d`: `0` when every one is
//! `0`, the one positive value when exactly one is positive, and `1` when
//! two or more are. That is [`schrage`] folded over the sides
//! ([`sides_rule`]). The tests check it against the definition, cell by
//! cell: to 60 × 60 and 8 × 8 × 8 for `d = 1`, to 8 on each of four sides
//! and 6 on each of five, smaller for `d` from 0 to 4.

pub use super::bar::{
    breaks_with, format_bars, parse_bars, schrage, sides_rule, turned, write_sides, Bar, BarMove,
    BarMoveError,
};
use super::bar::{is_break, read_bar};
use super::grundy_game::GrundyGame;
use super::heaps::{skip_space, HeapError, HeapErrorKind};
use super::rule::HeapRule;
use super::spread::{parse_d, GrundySpecError};
use crate::game::{Game, MoveWords, PlayError, Values};
use crate::moves::MoveGroup;
use crate::Nimber;
use std::marker::PhantomData;

/// Schrage's game on bars of `B`'s sides, with its `d`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bars<B> {
    grundy: GrundyGame,
    shape: PhantomData<B>,
}

impl<B> Default for Bars<B> {
    fn default() -> Self {
        Bars {
            grundy: GrundyGame::default(),
            shape: PhantomData,
        }
    }
}

impl<B: Bar> Bars<B> {
    /// The game of the paper (`d = 1`).
    pub fn new() -> Bars<B> {
        Bars::default()
    }

    /// The game whose breaks leave pieces differing by at least `d` along
    /// the side broken.
    pub fn with_d(d: u64) -> Bars<B> {
        Bars {
            grundy: GrundyGame::with_d(d),
            shape: PhantomData,
        }
    }

    /// The game a spec's options name: nothing, or `d=D`.
    pub fn parse(options: &str) -> Result<Bars<B>, GrundySpecError> {
        parse_d(options).map(Bars::with_d)
    }

    /// How much the two pieces of a break must differ.
    pub fn d(&self) -> u64 {
        self.grundy.d()
    }

    /// The one-dimensional game whose values give the bars' values.
    pub fn line_game(&self) -> &GrundyGame {
        &self.grundy
    }

    /// Every break of `bar` in this game.
    pub fn breaks(&self, bar: B) -> impl Iterator<Item = [B; 2]> {
        breaks_with(bar, self.d())
    }

    /// The value of a bar by the rule of the sides; `None` past the line
    /// game's reach.
    pub fn value(&self, bar: B) -> Option<Nimber> {
        let values: Option<Vec<Nimber>> = (0..bar.sides())
            .map(|k| self.grundy.value(bar.side(k)))
            .collect();
        values.map(sides_rule)
    }

    /// The rule applied to `bar`, in words.
    pub fn reason(&self, bar: B) -> String {
        let Some(values) = (0..bar.sides())
            .map(|k| self.grundy.value(bar.side(k)).map(|g| (bar.side(k), g)))
            .collect::<Option<Vec<(u64, Nimber)>>>()
        else {
            return String::new();
        };
        let each: Vec<String> = values
            .iter()
            .map(|(s, g)| format!("G({s}) = {g}"))
            .collect();
        let positive: Vec<&(u64, Nimber)> = values.iter().filter(|(_, g)| !g.is_zero()).collect();
        let case = match positive.as_slice() {
            [] => format!("every side has value 0, so G({bar}) = 0"),
            [(s, g)] => format!("only side {s} has a positive value, so G({bar}) = G({s}) = {g}"),
            _ => format!(
                "{} sides have positive values, so G({bar}) = 1",
                positive.len()
            ),
        };
        let rule = match bar.sides() {
            2 => "Schrage's theorem".to_string(),
            3 => "Schrage's rule for three sides".to_string(),
            k => format!("Schrage's rule for more than two sides, folded over {k} sides"),
        };
        format!(
            "{rule} from {}: {}; {case}",
            self.grundy.name(),
            each.join(", ")
        )
    }

    /// The largest side a position may have.
    pub fn max_side(&self) -> u64 {
        self.grundy.max_heap()
    }
}

impl<B: Bar> Game for Bars<B> {
    type Position = Vec<B>;
    type Move = BarMove<B>;
    type IllegalMove = BarMoveError;
    type TextError = HeapError;

    fn spec(&self) -> String {
        match self.d() {
            1 => B::SPEC.to_string(),
            d => format!("{}:d={d}", B::SPEC),
        }
    }

    fn name(&self) -> String {
        match self.d() {
            1 => B::NAME.to_string(),
            d => format!("{}, d = {d}", B::NAME),
        }
    }

    fn moves<'a>(&'a self, bars: &'a Vec<B>) -> Box<dyn Iterator<Item = BarMove<B>> + 'a> {
        Box::new(bars.iter().enumerate().flat_map(|(piece, &from)| {
            self.breaks(from).map(move |leaves| BarMove {
                piece,
                from,
                leaves,
            })
        }))
    }

    fn play(
        &self,
        mut bars: Vec<B>,
        mv: &BarMove<B>,
    ) -> Result<Vec<B>, PlayError<Vec<B>, BarMoveError>> {
        let error = if bars.get(mv.piece) != Some(&mv.from) {
            BarMoveError::NoSuchBar
        } else if !is_break(mv.from, self.d(), mv.leaves) {
            BarMoveError::NotABreak
        } else {
            bars.splice(mv.piece..=mv.piece, mv.leaves);
            return Ok(bars);
        };
        Err(PlayError {
            position: bars,
            error,
        })
    }

    fn parse_position(&self, text: &str) -> Result<Vec<B>, HeapError> {
        parse_bars(text, self.max_side())
    }

    fn format_position(&self, bars: &Vec<B>) -> String {
        format_bars(bars)
    }

    /// `5x7 -> 2x7 + 3x7`, with `N:` first to pick among equal bars.
    fn parse_move(&self, bars: &Vec<B>, text: &str) -> Result<BarMove<B>, HeapError> {
        let mut i = skip_space(text, 0);
        let (first, next) = super::heaps::number(text, i);
        let after = skip_space(text, next);
        let mut chosen = None;
        if text[after..].starts_with(':') {
            match first {
                Some(Ok(k)) if k >= 1 && k <= bars.len() as u64 => chosen = Some(k as usize - 1),
                _ => return Err(HeapError::at(text, HeapErrorKind::NoSuchHeap(0), i)),
            }
            i = skip_space(text, after + 1);
        }
        let (from, next) = read_bar::<B>(text, i, u64::MAX)?;
        let piece = match chosen {
            Some(k) if bars[k] == from => k,
            Some(_) => return Err(HeapError::at(text, HeapErrorKind::NotAMove, i)),
            None => bars
                .iter()
                .position(|&r| r == from)
                .ok_or_else(|| HeapError::at(text, HeapErrorKind::NotAMove, i))?,
        };
        let at = super::heaps::read_arrow(text, next)?;
        let mut leaves = parse_bars::<B>(&text[at..], u64::MAX)
            .map_err(|e| HeapError::at(text, e.kind, e.offset + at))?;
        // Smaller piece first (only a pair can be a break): the pieces
        // differ in one side only.
        if let [x, y] = leaves.as_mut_slice() {
            if (0..x.sides().min(y.sides())).any(|k| x.side(k) > y.side(k)) {
                std::mem::swap(x, y);
            }
        }
        match leaves.as_slice() {
            [x, y] if is_break(from, self.d(), [*x, *y]) => Ok(BarMove {
                piece,
                from,
                leaves: [*x, *y],
            }),
            _ => Err(HeapError::at(text, HeapErrorKind::NotAMove, at)),
        }
    }

    fn format_move(&self, bars: &Vec<B>, mv: &BarMove<B>) -> String {
        let prefix = if mv.piece < bars.len() && bars[..mv.piece].contains(&mv.from) {
            format!("{}: ", mv.piece + 1)
        } else {
            String::new()
        };
        format!("{prefix}{} → {}", mv.from, self.pieces(mv))
    }

    fn components(&self, bars: &Vec<B>) -> Vec<Vec<B>> {
        bars.iter().map(|&r| vec![r]).collect()
    }

    fn join(&self, parts: Vec<Vec<B>>) -> Option<Vec<B>> {
        let bars: Vec<B> = parts.into_iter().flatten().collect();
        (bars.len() as u64 <= super::heaps::MAX_HEAPS).then_some(bars)
    }

    fn component_of(&self, mv: &BarMove<B>) -> usize {
        mv.piece
    }

    fn pieces(&self, mv: &BarMove<B>) -> String {
        format_bars(&mv.leaves)
    }

    /// Each bar with its sides sorted, the bars sorted.
    fn canonical(&self, bars: &Vec<B>) -> Vec<B> {
        let mut v: Vec<B> = bars.iter().map(|&b| turned(b)).collect();
        v.sort_unstable();
        v
    }

    fn closed_value(&self, component: &Vec<B>) -> Option<Nimber> {
        match component.as_slice() {
            [] => Some(Nimber(0)),
            [r] => self.value(*r),
            _ => None,
        }
    }

    fn describe_component(&self, bars: &Vec<B>) -> String {
        match bars.as_slice() {
            [r] => {
                let sides: Vec<String> = (0..r.sides()).map(|k| r.side(k).to_string()).collect();
                format!("a {} of {}", B::NOUN, sides.join(" by "))
            }
            _ => format_bars(bars),
        }
    }

    fn describe_move(&self, _bars: &Vec<B>, mv: &BarMove<B>) -> String {
        format!(
            "the {} {} into {} and {}",
            B::NOUN,
            mv.from,
            mv.leaves[0],
            mv.leaves[1]
        )
    }

    fn words(&self) -> MoveWords {
        MoveWords::fixed("break", "broke", "break")
    }

    /// The line game's values to the longest side, which every bar's
    /// value rests on.
    fn prepare(&self, bars: &Vec<B>, budget: u64) -> Option<crate::game::Preparing> {
        let longest = bars
            .iter()
            .flat_map(|b| (0..b.sides()).map(|k| b.side(k)))
            .max()
            .unwrap_or(0);
        self.grundy.prepare_to(longest, budget)
    }

    /// Every break in one group while there are few; past that a group
    /// for each side, with a chooser where a side has many.
    fn move_groups(
        &self,
        bars: &Vec<B>,
        component: usize,
        limit: u64,
        values: Values<'_, Vec<B>>,
    ) -> Vec<MoveGroup<BarMove<B>>> {
        let words = |mv: &BarMove<B>| {
            (
                self.format_move(bars, mv),
                self.pieces(mv),
                self.describe_move(bars, mv),
            )
        };
        super::bar_groups::groups(self.d(), bars, component, limit, values, &words)
    }

    fn move_for(&self, bars: &Vec<B>, component: usize, group: &str, a: u64) -> Option<BarMove<B>> {
        super::bar_groups::move_for(self.d(), bars, component, group, a)
    }
}
