//! One-dimensional coin turning by rule (`coins:RULE`): a row of coins, as
//! Turning Turtles is written, where a move flips a head to tails and the
//! coins one of the rule's shapes names to its left.
//!
//! # The rule
//!
//! Shapes are separated by `;`, the terms of a shape by `,`. A term names
//! coins by their distance to the left of the head: a distance `3`, a
//! letter `a` standing for any distance from 1 (one letter is one number
//! throughout its shape), or a run `X-Y`, every coin from distance `X` to
//! distance `Y`, each end a distance or a letter. An empty shape is the
//! head alone. A choice of the letters is a move when every coin it names
//! is on the row and no coin is named twice (so `a,b` flips exactly three
//! coins). So `;a` is Turning Turtles, `;a;a,b` Mock Turtles, `;1-a` Ruler
//! (a run ending just left of the head), `a` Twins (the head and exactly
//! one coin) and `;a;a,b;a,b,c` flips up to four coins.
//!
//! # Values
//!
//! A row is the sum of its heads (the notes' theorem for every
//! coin-turning game), and a lone head's value is the mex, over the moves
//! from it, of the nim-sum of the values of the other coins a move flips:
//! computed coin by coin from the left, once for each rule, as far as the
//! rows asked need. The tests check them against a search of whole rows,
//! and the rules of the three named games against their closed forms.

use super::limit::MAX_COINS;
use super::row_moves::Flips;
use super::step::Step;
use crate::Nimber;
use std::cell::RefCell;
use std::collections::HashMap;
use std::fmt;
use std::ops::ControlFlow;
use std::rc::Rc;

mod search;

/// The most shapes a rule may list, and the most terms of a shape.
pub const MAX_SHAPES: usize = 8;

/// The most letters one shape may use: moves from a head at the last coin
/// of a row then number at most about a million per shape.
pub const MAX_LETTERS: usize = 3;

/// A term: the coins from distance `.0` to distance `.1` (equal for one
/// coin).
type Term = (Step, Step);

/// A choice's terms as distances: `(nearest, farthest)` for each.
type Spans = [(usize, usize)];

/// Why a rule cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RowRuleError(pub String);

impl fmt::Display for RowRuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}; a rule lists shapes separated by ';', each the coins it flips left of the head \
             separated by ',': a distance, a letter (any distance from 1) or a run X-Y (coins:;a \
             is Turning Turtles, coins:;1-a Ruler)",
            self.0
        )
    }
}

impl std::error::Error for RowRuleError {}

/// A one-dimensional coin-turning rule, given by its shapes. Clones share
/// the values of lone heads found so far.
#[derive(Clone, Debug)]
pub struct RowRule {
    shapes: Vec<Vec<Term>>,
    values: Rc<RefCell<Vec<Nimber>>>,
    /// The flips of the heads asked for last, newest first (at most
    /// [`REMEMBERED`]): a head at coin 99 of a rule of three letters has
    /// 161,700 of them, which the board, the move list and the winning
    /// move each go through.
    remembered: Rc<RefCell<Vec<(usize, HeadFlips)>>>,
    /// [`Flips::others_worth`]'s answers, by head and change: a winning
    /// move is looked for head by head, each a search of up to a million
    /// choices, and the page asks again each time it draws the row.
    worth: Rc<RefCell<Worth>>,
}

/// The choices searched in one step of [`Flips::prepare_to`]'s budget
/// (at least one head's).
const CHOICES_A_STEP: usize = 4096;

/// A head's flips, each a set of coins besides it.
type HeadFlips = Rc<[Vec<usize>]>;

/// The coins of a move worth a change, by head and change.
type Worth = HashMap<(usize, Nimber), Option<Vec<usize>>>;

/// How many heads' flips a rule remembers.
const REMEMBERED: usize = 3;

impl PartialEq for RowRule {
    fn eq(&self, other: &RowRule) -> bool {
        self.shapes == other.shapes
    }
}

impl Eq for RowRule {}

impl std::hash::Hash for RowRule {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.shapes.hash(state);
    }
}

fn end(text: &str) -> Result<Step, RowRuleError> {
    Step::read(text, 1..MAX_COINS).ok_or_else(|| {
        RowRuleError(format!(
            "'{}' is neither a letter nor a distance from 1 to {}",
            text.trim(),
            MAX_COINS - 1
        ))
    })
}

/// The coins a choice of the letters names, as `(nearest, farthest)`
/// distances per term; `None` when a run runs backwards.
fn spans(shape: &[Term], at: &dyn Fn(Step) -> usize) -> Option<Vec<(usize, usize)>> {
    shape
        .iter()
        .map(|&(x, y)| {
            let (a, b) = (at(x), at(y));
            (a <= b).then_some((a, b))
        })
        .collect()
}

/// The coins `spans` names from a head at coin `head`, increasing.
fn coins_of(head: usize, spans: &Spans) -> Vec<usize> {
    let mut coins: Vec<usize> = spans
        .iter()
        .flat_map(|&(a, b)| (head - b)..=(head - a))
        .collect();
    coins.sort_unstable();
    coins
}

impl RowRule {
    /// The rule a spec's argument names (see the module's documentation).
    pub fn parse(rule: &str) -> Result<RowRule, RowRuleError> {
        let mut shapes: Vec<Vec<Term>> = Vec::new();
        for text in rule.split(';') {
            let mut shape = Vec::new();
            for term in text.split(',').filter(|t| !t.trim().is_empty()) {
                let (x, y) = match term.split_once('-') {
                    Some((x, y)) => (end(x)?, end(y)?),
                    None => (end(term)?, end(term)?),
                };
                shape.push((x, y));
            }
            shape.sort_unstable();
            let letters = letters(&shape).len();
            if shape.len() > MAX_SHAPES || letters > MAX_LETTERS {
                return Err(RowRuleError(format!(
                    "a shape has at most {MAX_SHAPES} terms and {MAX_LETTERS} letters"
                )));
            }
            if !shapes.contains(&shape) {
                shapes.push(shape);
            }
        }
        shapes.sort_unstable();
        if shapes.len() > MAX_SHAPES {
            return Err(RowRuleError(format!(
                "a rule lists at most {MAX_SHAPES} shapes"
            )));
        }
        Ok(RowRule {
            shapes,
            values: Rc::default(),
            remembered: Rc::default(),
            worth: Rc::default(),
        })
    }

    /// The rule, written as it is read (shapes and terms sorted).
    pub fn rule(&self) -> String {
        let shapes: Vec<String> = self
            .shapes
            .iter()
            .map(|s| {
                let terms: Vec<String> = s
                    .iter()
                    .map(|(x, y)| match x == y {
                        true => x.to_string(),
                        false => format!("{x}-{y}"),
                    })
                    .collect();
                terms.join(",")
            })
            .collect();
        shapes.join(";")
    }

    /// Each shape in words, for the page.
    pub fn shape_words(&self) -> Vec<String> {
        self.shapes
            .iter()
            .map(|s| {
                if s.is_empty() {
                    return "the head alone".to_string();
                }
                let terms: Vec<String> = s
                    .iter()
                    .map(|(x, y)| match x == y {
                        true => format!("the coin {x} left of it"),
                        false => format!("the coins {x} to {y} left of it"),
                    })
                    .collect();
                format!("the head and {}", crate::view::listed(&terms))
            })
            .collect()
    }

    /// Calls `each` with the distances (nearest, farthest per term) of
    /// every choice of every shape from a head at coin `head` that names
    /// coins on the row, each at most once, until `each` breaks. (A shape
    /// has at most [`MAX_SHAPES`] terms.)
    fn choices(&self, head: usize, each: &mut dyn FnMut(&Spans) -> ControlFlow<()>) {
        // A head of a rule of three letters has about head³ choices: each
        // is written in place, nothing allocated.
        let mut spans = [(0usize, 0usize); MAX_SHAPES];
        for shape in &self.shapes {
            let letters = letters(shape);
            let mut choice = [1usize; MAX_LETTERS];
            let choice = &mut choice[..letters.len()];
            loop {
                let mut named = true;
                for (slot, &(x, y)) in spans.iter_mut().zip(shape) {
                    let (a, b) = (x.at(&letters, choice), y.at(&letters, choice));
                    // A run from a to b, and on the row.
                    if a > b || b > head {
                        named = false;
                        break;
                    }
                    *slot = (a, b);
                }
                let spans = &spans[..shape.len()];
                if named
                    && spans
                        .iter()
                        .enumerate()
                        .all(|(i, &(a, b))| spans[..i].iter().all(|&(c, d)| b < c || d < a))
                    && each(spans).is_break()
                {
                    return;
                }
                // The next choice of the letters' distances, each to `head`.
                let Some(k) = choice.iter().position(|&v| v < head) else {
                    break;
                };
                choice[k] += 1;
                choice[..k].fill(1);
            }
        }
    }
}

/// The letters a shape uses, each once.
fn letters(shape: &[Term]) -> Vec<u8> {
    super::step::letters(shape.iter().flat_map(|&(x, y)| [x, y]))
}

impl Flips for RowRule {
    fn spec(&self) -> String {
        format!("coins:{}", self.rule())
    }

    fn name(&self) -> String {
        format!("Coin turning {}", self.rule())
    }

    /// Coins are counted from 0, as the row is written.
    fn number(&self, i: usize) -> u64 {
        i as u64
    }

    fn head_value(&self, i: usize) -> Nimber {
        self.values_to(i)[i]
    }

    /// A head's value costs a search of its moves, which grows as the cube
    /// of its coin for a rule of three letters: found a coin at a time.
    fn prepare_to(&self, last: usize, budget: u64) -> Option<crate::game::Preparing> {
        self.extend(last, usize::try_from(budget).unwrap_or(usize::MAX));
        let known = self.values.borrow().len();
        (known <= last).then(|| crate::game::Preparing {
            what: format!("the values of lone heads in {}", self.name()),
            unit: "coin".to_string(),
            done: known as u64,
            total: last as u64 + 1,
        })
    }

    fn reason(&self, i: usize) -> String {
        format!(
            "a head at coin {i} has value {}, the mex over its moves of the nim-sum of the other \
             coins' values",
            self.head_value(i)
        )
    }

    /// Known at the first choice that names coins on the row.
    fn has_move(&self, head: usize) -> bool {
        let mut any = false;
        self.choices(head, &mut |_| {
            any = true;
            ControlFlow::Break(())
        });
        any
    }

    /// Found once for each head and change.
    fn others_worth(&self, head: usize, change: Nimber) -> Option<Vec<usize>> {
        if let Some(known) = self.worth.borrow().get(&(head, change)) {
            return known.clone();
        }
        let found = self.search_worth(head, change);
        self.worth
            .borrow_mut()
            .insert((head, change), found.clone());
        found
    }

    fn others(&self, head: usize) -> Box<dyn Iterator<Item = Vec<usize>> + '_> {
        let flips = self.remembered_flips(head);
        Box::new((0..flips.len()).map(move |i| flips[i].clone()))
    }

    fn check(&self, coins: &[usize]) -> Result<(), String> {
        let Some((&head, rest)) = coins.split_last() else {
            return Err("a move flips at least one coin".to_string());
        };
        // Every letter names a coin of the move (a single coin or a run's
        // end), so only the move's own distances need be tried.
        let distances: Vec<usize> = rest.iter().map(|&c| head.saturating_sub(c)).collect();
        let found = self.shapes.iter().any(|shape| {
            let letters = letters(shape);
            if !letters.is_empty() && distances.is_empty() {
                return false;
            }
            let mut pick = vec![0usize; letters.len()];
            loop {
                // A letter's pick is an index into the move's distances.
                let chosen: Vec<usize> = pick.iter().map(|&p| distances[p]).collect();
                let at = |e: Step| e.at(&letters, &chosen);
                if let Some(spans) = spans(shape, &at) {
                    let apart = spans
                        .iter()
                        .enumerate()
                        .all(|(i, &(a, b))| spans[..i].iter().all(|&(c, d)| b < c || d < a));
                    if apart
                        && spans.iter().all(|&(_, far)| far <= head)
                        && coins_of(head, &spans) == rest
                    {
                        return true;
                    }
                }
                let Some(k) = pick.iter().position(|&v| v + 1 < distances.len()) else {
                    return false;
                };
                pick[k] += 1;
                pick[..k].fill(0);
            }
        });
        if found {
            Ok(())
        } else {
            Err(format!(
                "the rule {} has no move of these coins",
                self.rule()
            ))
        }
    }

    fn lines_words(&self, line: &str) -> String {
        format!(
            "the corner's {line} and the {line}s before it that a move of the rule {} flips",
            self.rule()
        )
    }
}

#[cfg(test)]
mod tests {

    #[test]
    fn values_found_a_slice_at_a_time_are_those_found_at_once() {
        let sliced = RowRule::parse(";a;a,b;a,b,c").unwrap();
        let mut slices = 0;
        while let Some(p) = sliced.prepare_to(40, 3) {
            assert!(p.done <= 41 && p.total == 41, "{p:?}");
            slices += 1;
        }
        assert!(slices >= 13, "{slices} slices");
        assert_eq!(sliced.prepare_to(40, 0), None);
        let whole = RowRule::parse(";a;a,b;a,b,c").unwrap();
        for i in [0, 1, 17, 40] {
            assert_eq!(sliced.head_value(i), whole.head_value(i), "coin {i}");
        }
        // Asking costs nothing.
        let fresh = RowRule::parse(";a;a,b").unwrap();
        assert_eq!(fresh.prepare_to(9, 0).map(|p| p.done), Some(0));
    }

    use super::*;

    #[test]
    fn the_move_worth_a_change_is_the_first_listed_with_that_change() {
        for rule in [";a;a,b;a,b,c", ";1-a,b", ";a;2,a-b", ";1;a,b"] {
            let r = RowRule::parse(rule).unwrap();
            for head in 0..24 {
                let listed: Vec<Vec<usize>> = r.others(head).collect();
                for change in 0..40 {
                    let first = listed.iter().find(|set| {
                        set.iter().fold(0, |acc, &c| acc ^ r.head_value(c).get()) == change
                    });
                    assert_eq!(
                        r.others_worth(head, Nimber(change)).as_ref(),
                        first,
                        "{rule}, head {head}, change {change}"
                    );
                }
            }
        }
    }

    #[test]
    fn a_head_has_a_move_exactly_when_a_flip_is_listed() {
        // "2" flips the coin two left of the head too: heads at 0 and 1
        // have no move; "2-3,5" needs five coins left of the head, "a,b,c"
        // three; ";a" lets a head flip alone.
        for rule in ["2", "2-3,5", "a,b,c", ";a", ";a;a,b;a,b,c"] {
            let r = RowRule::parse(rule).unwrap();
            let g = super::super::CoinGame::new(r.clone());
            for head in 0..12 {
                assert_eq!(
                    r.has_move(head),
                    !r.flips(head).is_empty(),
                    "{rule}, head {head}"
                );
                let mut row = vec![false; head + 1];
                row[head] = true;
                assert_eq!(
                    crate::Game::is_terminal(&g, &row),
                    r.flips(head).is_empty(),
                    "{rule}, head {head}"
                );
            }
        }
        assert!(!RowRule::parse("2").unwrap().has_move(1));
        assert!(RowRule::parse("2").unwrap().has_move(2));
        assert!(!RowRule::parse("a,b,c").unwrap().has_move(2));
        assert!(RowRule::parse("a,b,c").unwrap().has_move(3));
    }

    #[test]
    fn the_flips_of_a_head_are_each_set_once() {
        // Mock Turtles' rule: besides the head, nothing, one coin or two
        // coins left of it; a, b equal names one coin, found twice.
        let r = RowRule::parse(";a;a,b").unwrap();
        for head in 0..30 {
            let flips = r.flips(head);
            let mut sorted = flips.clone();
            sorted.sort();
            sorted.dedup();
            assert_eq!(sorted.len(), flips.len(), "head {head}");
            let mut expected: Vec<Vec<usize>> = vec![vec![]];
            for x in 0..head {
                expected.push(vec![x]);
                for y in x + 1..head {
                    expected.push(vec![x, y]);
                }
            }
            expected.sort();
            assert_eq!(sorted, expected, "head {head}");
        }
    }

    #[test]
    fn rules_read_back_sorted() {
        let r = RowRule::parse(" a , b ; ; a").unwrap();
        assert_eq!(r.rule(), ";a;a,b");
        assert_eq!(r.spec(), "coins:;a;a,b");
        assert_eq!(RowRule::parse(";1-a").unwrap().rule(), ";1-a");
        for bad in ["0", "a-", "x2", "100", "a,b,c,d", "ab"] {
            assert!(RowRule::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn the_named_games_rules_give_their_closed_forms() {
        for (rule, named) in [
            (";a", super::super::CoinRule::Turtles),
            (";a;a,b", super::super::CoinRule::MockTurtles),
            (";1-a", super::super::CoinRule::Ruler),
        ] {
            let r = RowRule::parse(rule).unwrap();
            for i in 0..64 {
                assert_eq!(r.head_value(i), named.head_value(i), "{rule} at {i}");
                assert_eq!(r.flips(i).len(), named.others(i).count(), "{rule} at {i}");
            }
        }
    }

    #[test]
    fn a_coin_is_named_once() {
        // Twins: the head and exactly one other coin; from coin 0, nothing.
        let twins = RowRule::parse("a").unwrap();
        assert!(twins.flips(0).is_empty());
        assert_eq!(twins.flips(2), vec![vec![1], vec![0]]);
        // a,b names two different coins: from coin 1 only one is left.
        assert!(RowRule::parse("a,b").unwrap().flips(1).is_empty());
    }

    #[test]
    fn a_move_is_checked_against_the_shapes() {
        let r = RowRule::parse(";2;1-a").unwrap();
        assert!(r.check(&[5]).is_ok());
        assert!(r.check(&[3, 5]).is_ok());
        assert!(r.check(&[2, 3, 4, 5]).is_ok());
        assert!(r.check(&[2, 5]).is_err());
        assert!(r.check(&[]).is_err());
    }
}
