//! What the play page's keyboard shortcuts do to a table: step through
//! the listed moves, step through the components, and focus the hint,
//! each found in the play state (the moves the list shows), never read
//! back from the page.

use super::notes::Hint;
use super::table::{Focus, Table};
use grundy::Game;

/// Shows the move `step` places after the one shown (before it when
/// negative, from the ends when none is), asking for its button's focus;
/// false when no move is listed or the computer is to move.
pub(super) fn step_move(t: &mut Table, step: isize) -> bool {
    if t.session.computer_to_move() {
        return false;
    }
    let moves = t.listed_moves();
    if moves.is_empty() {
        return false;
    }
    let n = moves.len() as isize;
    let current = t
        .preview
        .as_ref()
        .and_then(|p| moves.iter().position(|m| m == p));
    let next = match current {
        Some(i) => (i as isize + step).rem_euclid(n),
        None if step > 0 => 0,
        None => n - 1,
    } as usize;
    let mv = moves[next].clone();
    t.preview = Some(mv.clone());
    t.focus_on(Focus::Move(mv));
    true
}

/// Selects the component with a move `step` places after the selected
/// one, round the position, with its first move shown and focused; false
/// when there is no other.
pub(super) fn step_component(t: &mut Table, step: isize) -> bool {
    let parts = t.game().components(t.position());
    let n = parts.len() as isize;
    let start = t.selected.map_or(-1, |i| i as isize);
    let Some(next) = (1..=n)
        .map(|k| (start + step * k).rem_euclid(n) as usize)
        .find(|&i| !t.game().is_terminal(&parts[i]))
        .filter(|&i| Some(i) != t.selected)
    else {
        return false;
    };
    t.selected = Some(next);
    t.chosen_within = None;
    t.preview = None;
    match t.listed_moves().into_iter().next() {
        Some(first) if !t.session.computer_to_move() => t.focus_on(Focus::Move(first)),
        _ => t.focus_on(Focus::Heading),
    }
    true
}

/// Focuses the hint's winning move where the list shows it as a button,
/// else the list's heading (where Enter plays the hint).
pub(super) fn focus_hint(t: &mut Table) {
    let listed = match &t.hint {
        Some(Hint::Win(mv)) => t.listed_moves().contains(mv).then(|| mv.clone()),
        _ => None,
    };
    t.focus_on(listed.map_or(Focus::Heading, Focus::Move));
}

#[cfg(test)]
mod tests {
    use super::super::{PlayAction, PlayState};
    use super::*;
    use crate::route;
    use std::rc::Rc;
    use yew::Reducible;

    fn state(hash: &str) -> Rc<PlayState> {
        Rc::new(PlayState::from_route(&route::parse(hash)))
    }

    fn focused(s: &PlayState) -> Option<Focus> {
        s.table().focus.clone().map(|f| f.0)
    }

    #[test]
    fn the_arrows_step_through_the_listed_moves_round_the_list() {
        // Nim 3 + 5, heap 3 selected: its moves leave 0, 1 and 2.
        let s = state("#game=nim&p=3+5");
        let listed = s.table().listed_moves();
        assert_eq!(listed.len(), 3);
        let s = s.reduce(PlayAction::StepMove(1));
        assert_eq!(s.table().preview.as_ref(), Some(&listed[0]));
        assert_eq!(focused(&s), Some(Focus::Move(listed[0].clone())));
        let s = s.reduce(PlayAction::StepMove(1));
        assert_eq!(s.table().preview.as_ref(), Some(&listed[1]));
        let s = s
            .reduce(PlayAction::StepMove(-1))
            .reduce(PlayAction::StepMove(-1));
        assert_eq!(s.table().preview.as_ref(), Some(&listed[2]));
    }

    #[test]
    fn asking_twice_for_one_place_is_two_requests() {
        let s = state("#game=nim&p=1");
        let once = s.reduce(PlayAction::StepMove(1));
        let twice = once.clone().reduce(PlayAction::StepMove(1));
        let (a, b) = (once.table().focus.clone(), twice.table().focus.clone());
        assert_eq!(a.as_ref().map(|f| &f.0), b.as_ref().map(|f| &f.0));
        assert_ne!(a.map(|f| f.1), b.map(|f| f.1));
    }

    #[test]
    fn the_side_arrows_select_the_next_component_with_a_move() {
        let s = state("#game=nim&p=3+0+5");
        assert_eq!(s.table().selected, Some(0));
        let s = s.reduce(PlayAction::StepComponent(1));
        assert_eq!(s.table().selected, Some(2));
        let first = s.table().listed_moves()[0].clone();
        assert_eq!(focused(&s), Some(Focus::Move(first)));
        let s = s.reduce(PlayAction::StepComponent(1));
        assert_eq!(s.table().selected, Some(0));
        // A lone component with a move has no other to go to.
        let alone = state("#game=nim&p=4");
        assert!(Rc::ptr_eq(
            &alone,
            &alone.clone().reduce(PlayAction::StepComponent(1))
        ));
    }

    #[test]
    fn the_hint_focuses_its_move_where_the_list_shows_it() {
        let s = state("#game=nim&p=3+5")
            .reduce(PlayAction::Hint)
            .reduce(PlayAction::FocusHint);
        let Some(Hint::Win(mv)) = s.table().hint.clone() else {
            panic!("3 + 5 has a winning move");
        };
        assert_eq!(focused(&s), Some(Focus::Move(mv)));
        // No winning move: the heading.
        let s = state("#game=nim&p=3+3")
            .reduce(PlayAction::Hint)
            .reduce(PlayAction::FocusHint);
        assert_eq!(focused(&s), Some(Focus::Heading));
    }
}
