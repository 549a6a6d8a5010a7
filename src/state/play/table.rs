//! One game on the table: a session of the core, its solver, and what the
//! page shows of it.

use super::notes::{Hint, InputError, LIST_LIMIT, REACH_SHOWN};
use crate::route::Mode;
use grundy::spec::{AnyGame, AnyMove, AnyPosition};
use grundy::{Game, Player, Session, Solver, TextError};
use std::rc::Rc;

/// One game on the table and what the page shows of it.
#[derive(Clone, Debug)]
pub struct Table {
    /// The game being played, with its record.
    pub session: Session<AnyGame>,
    /// Values for this game, with their memo (shared by the state's copies).
    pub solver: Rc<Solver<AnyGame>>,
    /// The component whose moves are listed.
    pub selected: Option<usize>,
    /// Inside the selected component, one of its own components a click
    /// chose (a head of a row of coins in a sum), with the selection and
    /// the record's revision it was chosen at: it holds only while both
    /// stand ([`Table::within`]).
    pub(super) chosen_within: Option<(usize, u64, usize)>,
    /// The move whose effect is drawn (hover, focus, hint, the computer's choice).
    pub preview: Option<AnyMove>,
    /// The computer's chosen move, during its visible pause.
    pub pending: Option<AnyMove>,
    /// Components produced by the last move, for the entry transition.
    pub fresh: Vec<usize>,
    /// The last hint asked for.
    pub hint: Option<Hint>,
    /// The text of the position field.
    pub input: String,
    /// Why the field's text was not accepted.
    pub input_error: Option<InputError>,
    /// Text for the live region read by screen readers.
    pub announce: String,
    /// The last move was made on the game's board, not from the list.
    pub on_board: bool,
    /// Where a keyboard shortcut asked focus to go, with the number of the
    /// request, so asking again for the same place is a new request.
    pub focus: Option<(Focus, u32)>,
}

/// Where a keyboard shortcut sends focus on the play page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Focus {
    /// The button of this move in the move list.
    Move(AnyMove),
    /// The move list's heading.
    Heading,
}

impl PartialEq for Table {
    /// Equal tables hold equal games and marks; the solver is the same
    /// value when its game is, its memo being only a cache.
    fn eq(&self, other: &Table) -> bool {
        self.session == other.session
            && self.selected == other.selected
            && self.chosen_within == other.chosen_within
            && self.preview == other.preview
            && self.pending == other.pending
            && self.fresh == other.fresh
            && self.hint == other.hint
            && self.input == other.input
            && self.input_error == other.input_error
            && self.announce == other.announce
            && self.on_board == other.on_board
            && self.focus == other.focus
    }
}

impl Table {
    /// The component chosen inside the selected one, while the selection
    /// and the position it was chosen on stand.
    pub fn within(&self) -> Option<usize> {
        self.chosen_within
            .filter(|&(c, rev, _)| self.selected == Some(c) && rev == self.session.revision())
            .map(|(_, _, k)| k)
    }

    /// A table for `game` starting at `position` with `first` to move.
    pub fn new(game: AnyGame, position: AnyPosition, first: Player, mode: Mode) -> Table {
        let mut session = Session::new(game.clone(), position, first);
        session.set_computer(mode.computer());
        let mut table = Table {
            input: game.format_position(session.position()),
            solver: Rc::new(Solver::new(game)),
            session,
            selected: None,
            chosen_within: None,
            preview: None,
            pending: None,
            fresh: Vec::new(),
            hint: None,
            input_error: None,
            announce: String::new(),
            on_board: false,
            focus: None,
        };
        table.selected = table.first_live();
        table
    }

    /// For a game of a chunk that has just arrived: the game read again,
    /// and the position it was given read now (its first preset when none
    /// was), with what could not be read said.
    pub(super) fn revive(&mut self) -> Option<String> {
        let AnyGame::Dyn(g) = self.game().base() else {
            return None;
        };
        if g.ready() {
            // Read already; its parts may be known only now.
            if !self.selected.is_some_and(|i| self.live(i)) {
                self.selected = self.first_live();
            }
            return None;
        }
        let typed = self.game().format_position(self.position());
        let game = crate::games::library::reopened(self.game());
        // The game's code, and that of the games its position names (a
        // sum's parts), must all be here.
        if !game.engine().ready() || !crate::games::library::missing(&game, &typed).is_empty() {
            return None;
        }
        let preset = crate::route::default_position_text(&game);
        let (position, problem) =
            match game.parse_position(if typed.is_empty() { &preset } else { &typed }) {
                Ok(p) => (p, None),
                Err(e) => (
                    crate::route::default_position(&game),
                    Some(crate::route::clipped(&format!(
                        "{} is not a position of this game: at character {}: {}. Showing the \
                         default position, {preset}.",
                        crate::route::quoted_at(&typed, e.offset()),
                        crate::text::with_separators(
                            grundy::game::character_at(&typed, e.offset()) as u128
                        ),
                        e.message()
                    ))),
                ),
            };
        *self = Table::new(game, position, self.session.to_move(), self.mode());
        problem
    }

    /// The moves the move list shows as buttons for the selected
    /// component, in order: every move of a group it lists, and of a group
    /// too large to list the one move per value the group reaches.
    pub fn listed_moves(&self) -> Vec<AnyMove> {
        let Some(index) = self.selected else {
            return Vec::new();
        };
        let groups = match self.within() {
            Some(own) => self
                .solver
                .move_groups_within(self.position(), index, own, LIST_LIMIT),
            None => self.solver.move_groups(self.position(), index, LIST_LIMIT),
        };
        groups
            .into_iter()
            .flat_map(|g| {
                if g.is_listed() {
                    g.rows
                } else {
                    g.reach.into_iter().take(REACH_SHOWN).collect()
                }
            })
            .map(|row| row.mv)
            .collect()
    }

    /// Asks for focus to go to `what`.
    pub(super) fn focus_on(&mut self, what: Focus) {
        let at = self.focus.as_ref().map_or(0, |f| f.1.wrapping_add(1));
        self.focus = Some((what, at));
    }

    /// The game.
    pub fn game(&self) -> &AnyGame {
        self.session.game()
    }

    /// The position on the table.
    pub fn position(&self) -> &AnyPosition {
        self.session.position()
    }

    /// Who wins the position on the table by the game's rule, where its
    /// values are past every search (Moore's Nim_k of large heaps): it is
    /// then played by who wins, and no value is asked for.
    pub fn rule_outcome(&self) -> Option<grundy::misere::Outcome> {
        self.game().rule_outcome(self.position())
    }

    /// True when who wins decides the play rather than values: in misère
    /// play, and for a position a rule decides past every search.
    pub fn by_outcome(&self) -> bool {
        self.game().misere() || self.rule_outcome().is_some()
    }

    /// True when no move is possible in the position on the table.
    pub fn game_terminal(&self) -> bool {
        self.game().is_terminal(self.position())
    }

    /// The mode of play.
    pub fn mode(&self) -> Mode {
        if self.session.computer().is_some() {
            Mode::Computer
        } else {
            Mode::TwoPlayer
        }
    }

    /// A player's name in the current mode.
    pub fn player_name(&self, player: Player) -> String {
        match self.session.computer() {
            Some(c) if c == player => format!("{player} (computer)"),
            Some(_) => format!("{player} (you)"),
            None => player.to_string(),
        }
    }

    pub(super) fn live(&self, i: usize) -> bool {
        let game = self.game();
        game.components(self.position())
            .get(i)
            .is_some_and(|c| !game.is_terminal(c))
    }

    pub(super) fn first_live(&self) -> Option<usize> {
        let game = self.game();
        game.components(self.position())
            .iter()
            .position(|c| !game.is_terminal(c))
    }

    pub(super) fn clear_transient(&mut self) {
        self.on_board = false;
        self.preview = None;
        self.pending = None;
        self.fresh.clear();
        self.hint = None;
    }

    /// After any change of the record: the field shows the position, the
    /// selection stays on a live component, passing marks are cleared.
    pub(super) fn after_change(&mut self) {
        self.clear_transient();
        self.input = self.game().format_position(self.position());
        self.input_error = None;
        if !self.selected.is_some_and(|i| self.live(i)) {
            self.selected = self.first_live();
        }
    }

    /// A new game from `position`; undoable back to the game before. The
    /// announcement replaces whatever the last game said.
    pub(super) fn new_game(&mut self, position: AnyPosition, first: Player) {
        self.session.new_game(position, first);
        self.after_change();
        self.selected = self.first_live();
        let text = self.game().format_position(self.position());
        self.announce = if text.is_empty() {
            "New position: empty. Add something to play.".to_string()
        } else {
            format!(
                "New game from {text}. {} to move.",
                self.player_name(self.session.to_move())
            )
        };
    }

    /// Plays a legal move; false (and nothing changes) for an illegal one.
    pub(super) fn play(&mut self, mv: AnyMove) -> bool {
        let before = self.game().components(self.position()).len();
        let component = self.game().component_of(&mv);
        if self.session.play(mv).is_err() {
            return false;
        }
        self.after_change();
        let after = self.game().components(self.position()).len();
        let pieces = (after + 1).saturating_sub(before);
        self.fresh = (component..component + pieces).collect();
        true
    }

    /// Where the game stands after a move, in a sentence: the value in
    /// normal play; in misère play, whether the player to move wins.
    fn standing(&self) -> String {
        let to_move = self.player_name(self.session.to_move());
        match self.rule_outcome() {
            Some(grundy::misere::Outcome::Next) => {
                return format!("{to_move} to move can win, by the game's rule.")
            }
            Some(grundy::misere::Outcome::Previous) => {
                return format!("{to_move} to move loses against best play, by the game's rule.")
            }
            None => {}
        }
        if self.game().misere() {
            return match self.game().misere_outcome(self.position()) {
                Some(grundy::misere::Outcome::Next) => {
                    format!("{to_move} to move can win (misère).")
                }
                Some(grundy::misere::Outcome::Previous) => {
                    format!("{to_move} to move loses against best play (misère).")
                }
                None => "The misère outcome is not computed here.".to_string(),
            };
        }
        format!("The value is now {}.", self.solver.value(self.position()))
    }

    /// The announcement for a move just made by `who` (a name).
    pub(super) fn announce_move(&mut self, who: &str) {
        if let Some((mv, _, before)) = self.session.last_move() {
            let text = self.game().describe_move(before, mv);
            let past = self.game().words().past;
            self.announce = format!("{who} {past} {text}. {}", self.standing());
            if let Some(winner) = self.session.winner() {
                self.announce
                    .push_str(&format!(" Game over: {} wins.", self.player_name(winner)));
            }
        }
    }
}
