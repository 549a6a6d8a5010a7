//! The computer plays perfectly, checked by brute force on whole positions:
//! from a winning position its move leaves a position every reply to which
//! is winning again; from a losing one no move can win, so neither does its.
//!
//! Values come from `Evaluator` (the definition on whole positions, no sum
//! theorem, no closed form); the moves come from `Solver` (closed forms and
//! the games' own strategies), so one checks the other.

use grundy::manifold::{Manifold, Position, Surface};
use grundy::nim::Nim;
use grundy::octal::OctalGame;
use grundy::{Evaluator, Game, Solver};

/// Checks the solver's moves in `position` against brute force.
fn check_position<G: Game>(eval: &mut Evaluator<G>, solver: &Solver<G>, position: &G::Position) {
    let game = eval.game().clone();
    let v = eval.value(position);
    let has_move = !game.options(position).is_empty();

    let chosen = solver.computer_move(position);
    assert_eq!(
        chosen.is_some(),
        has_move,
        "{position:?}: a computer move exactly when a move exists"
    );
    if let Some(mv) = chosen {
        let after = game
            .apply(position, &mv)
            .unwrap_or_else(|e| panic!("{position:?}: the computer's {mv:?} is illegal: {e}"));
        let after_value = eval.value(&after);
        if v.is_zero() {
            // Every option of a position of value 0 has a value above 0.
            assert!(
                !after_value.is_zero(),
                "{position:?}: value 0, yet {mv:?} reaches value 0"
            );
        } else {
            assert!(
                after_value.is_zero(),
                "{position:?}: value {v:?}, but {mv:?} leaves {after:?} of value {after_value:?}"
            );
            // The opponent has no good answer: every reply is a win again.
            for reply in game.options(&after) {
                let r = eval.value(&reply);
                assert!(
                    !r.is_zero(),
                    "{position:?}: after {mv:?}, the reply to {reply:?} wins"
                );
            }
        }
    }

    let winning = solver.winning_move(position);
    assert_eq!(
        winning.is_some(),
        !v.is_zero(),
        "{position:?}: value {v:?}, winning move {winning:?}"
    );
    if let Some(mv) = winning {
        let after = game
            .apply(position, &mv)
            .unwrap_or_else(|e| panic!("{position:?}: the winning {mv:?} is illegal: {e}"));
        assert!(
            eval.value(&after).is_zero(),
            "{position:?}: the winning move {mv:?} does not reach value 0"
        );
    }
}

/// Every multiset of up to `parts` items from `items` (in their order, each
/// as often as wanted) whose weights add up to at most `budget`.
fn multisets<T: Clone>(
    items: &[T],
    weight: impl Fn(&T) -> u64 + Copy,
    parts: usize,
    budget: u64,
) -> Vec<Vec<T>> {
    fn extend<T: Clone>(
        items: &[T],
        weight: impl Fn(&T) -> u64 + Copy,
        from: usize,
        left: usize,
        budget: u64,
        current: &mut Vec<T>,
        out: &mut Vec<Vec<T>>,
    ) {
        out.push(current.clone());
        if left == 0 {
            return;
        }
        for i in from..items.len() {
            let w = weight(&items[i]);
            if w <= budget {
                current.push(items[i].clone());
                extend(items, weight, i, left - 1, budget - w, current, out);
                current.pop();
            }
        }
    }
    let mut out = Vec::new();
    extend(items, weight, 0, parts, budget, &mut Vec::new(), &mut out);
    out
}

/// Checks every position in `all`, each in its order and reversed (so a
/// move names its component correctly wherever the part sits).
fn check_all<G: Game, T: Clone + PartialEq>(
    game: G,
    all: &[Vec<T>],
    make: impl Fn(Vec<T>) -> G::Position,
) -> Evaluator<G> {
    let mut eval = Evaluator::new(game.clone());
    let solver = Solver::new(game);
    for parts in all {
        check_position(&mut eval, &solver, &make(parts.clone()));
        let mut reversed = parts.clone();
        reversed.reverse();
        if reversed != *parts {
            check_position(&mut eval, &solver, &make(reversed));
        }
    }
    eval
}

#[test]
fn the_computer_plays_every_surface_position_of_genus_at_most_10_perfectly() {
    const TOTAL: u64 = 10;
    let surfaces: Vec<Surface> = (1..=TOTAL)
        .flat_map(|g| [Surface::orientable(g), Surface::nonorientable(g)])
        .collect();
    let all = multisets(&surfaces, |s| s.genus(), usize::MAX, TOTAL);
    // Multisets of og and ng (g >= 1) with genus sum t, for t = 0..=10:
    // 1, 2, 5, 10, 20, 36, 65, 110, 185, 300, 481 (partitions of t in two
    // colours), 1215 in all.
    assert_eq!(all.len(), 1215);
    check_all(Manifold, &all, Position::new);
}

#[test]
fn the_computer_plays_every_small_nim_position_perfectly() {
    // Up to 4 heaps of 0 to 7 counters: empty heaps stay in place in Nim,
    // so all-empty positions check that no move is offered.
    let sizes: Vec<u64> = (0..=7).collect();
    let all = multisets(&sizes, |_| 0, 4, 0);
    // C(8 + k - 1, k) multisets of k heaps: 1 + 8 + 36 + 120 + 330.
    assert_eq!(all.len(), 495);
    check_all(Nim, &all, |heaps| heaps);
}

#[test]
fn the_computer_plays_every_small_kayles_position_perfectly() {
    // Kayles is the octal game 0.77: take one or two counters from a heap,
    // and optionally split what is left into two heaps.
    let kayles = OctalGame::parse("0.77").unwrap();
    let sizes: Vec<u64> = (1..=8).collect();
    let all = multisets(&sizes, |_| 0, 3, 0);
    // 1 + 8 + 36 + 120 multisets of up to 3 heaps of 1 to 8 counters.
    assert_eq!(all.len(), 165);
    check_all(kayles, &all, |heaps| heaps);
}
