//! The whole state of the page and every way it changes. Pure: the core
//! answers every game question, and side effects (address, timers) live in
//! the components' effects.

use crate::route::{self, Mode, Route, Theme, View};
use grundy::manifold::view::move_text;
use grundy::manifold::{best_move, winning_move, Move, Position, Surface, MAX_SURFACES};
use std::rc::Rc;
use yew::Reducible;

/// The computer is always Player 2; the person chooses who starts.
pub const COMPUTER: u8 = 2;

/// Kinds with at most this many cuts are listed in full.
pub const LIST_LIMIT: u64 = 12;

/// The positions offered as presets: label and notation.
pub const PRESETS: [(&str, &str); 5] = [
    ("Torus", "o1"),
    ("Klein bottle", "n2"),
    ("n5", "n5"),
    ("o3 + n4", "o3 + n4"),
    ("o2 + n3 + n1", "o2 + n3 + n1"),
];

/// One move of the game record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// The move.
    pub mv: Move,
    /// Who made it, 1 or 2.
    pub player: u8,
}

/// A notation the position field could not read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InputError {
    /// The text as typed.
    pub text: String,
    /// Byte offset of the problem in `text`.
    pub offset: usize,
    /// What is wrong.
    pub message: String,
}

/// The answer to the hint button.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Hint {
    /// A winning cut.
    Win(Move),
    /// No cut wins: every cut leaves the opponent a winning position.
    NoWin,
}

/// Whether a change gets its own entry in the browser's history.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Nav {
    /// A new entry, so Back returns here (moves and new positions).
    Push,
    /// Rewrite the current entry (the first load, a followed address).
    Replace,
}

/// The page's state.
#[derive(Clone, Debug, PartialEq)]
pub struct State {
    /// `positions[0]` is where the game started; `positions[i + 1]` follows
    /// `steps[i]`. Entries past `cursor` are the redo line.
    pub positions: Vec<Position>,
    /// The moves between consecutive positions.
    pub steps: Vec<Step>,
    /// Index of the position on the table.
    pub cursor: usize,
    /// The player to move at `positions[0]`.
    pub first: u8,
    /// Who plays whom.
    pub mode: Mode,
    /// The compact view for an iframe.
    pub embed: bool,
    /// The surface whose cuts are listed.
    pub selected: Option<usize>,
    /// The cut whose curve is drawn (hover, focus, hint or the computer's choice).
    pub preview: Option<Move>,
    /// The computer's chosen move, during its visible pause.
    pub pending: Option<Move>,
    /// Components produced by the last move, for the transition.
    pub fresh: Vec<usize>,
    /// The last hint asked for.
    pub hint: Option<Hint>,
    /// The text of the position field.
    pub input: String,
    /// Why the position field's text was not accepted.
    pub input_error: Option<InputError>,
    /// A message about the address or an edit that was refused.
    pub notice: Option<String>,
    /// Text for the live region read by screen readers.
    pub announce: String,
    /// How the next address change is recorded.
    pub nav: Nav,
    /// Bumped whenever the game record changes, so stale timers do nothing.
    pub revision: u64,
    /// The page shown.
    pub view: View,
    /// The colour theme.
    pub theme: Theme,
    /// The projector view.
    pub classroom: bool,
}

/// Every change the page can make.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// Follow an address (first load, Back, Forward, an edited hash).
    Route(route::Parsed),
    /// The position field's text changed.
    Input(String),
    /// Read the position field and start from it.
    SubmitInput,
    /// Start from a preset's notation.
    Preset(&'static str),
    /// Add a surface to the position and start from there.
    AddSurface(Surface),
    /// Remove a surface and start from there.
    RemoveSurface(usize),
    /// List the cuts of this surface.
    Select(usize),
    /// Draw this cut's curve, or none.
    Preview(Option<Move>),
    /// A person makes a move.
    Play(Move),
    /// The computer has chosen, for the game record at this revision.
    Think(Move, u64),
    /// The computer makes its chosen move, if the record is unchanged.
    ComputerPlay(Move, u64),
    /// Take back a move (two against the computer, to the person's turn).
    Undo,
    /// Replay a taken-back move.
    Redo,
    /// Show a winning cut, or say there is none.
    Hint,
    /// Change who plays whom.
    SetMode(Mode),
    /// Start again from the position on the table with this player to move.
    SetTurn(u8),
    /// Dismiss the notice.
    DismissNotice,
    /// Show another page.
    SetView(View),
    /// Change the colour theme.
    SetTheme(Theme),
    /// Turn the projector view on or off.
    SetClassroom(bool),
    /// Start a game from this position (from another page, such as the
    /// G-series or the surface builder), and show the game.
    Load(Position),
    /// A request from the extras module, as JSON text; checked against the
    /// position on the table (see [`crate::bridge`]).
    FromExtras(String),
}

impl State {
    /// The state an address describes; its problems become the notice.
    pub fn from_route(parsed: route::Parsed) -> State {
        let route::Parsed { route, problems } = parsed;
        let mut s = State {
            positions: vec![route.position.clone()],
            steps: Vec::new(),
            cursor: 0,
            first: route.turn,
            mode: route.mode,
            embed: route.embed,
            selected: None,
            preview: None,
            pending: None,
            fresh: Vec::new(),
            hint: None,
            input: route.position.to_string(),
            input_error: None,
            notice: problem_notice(&problems),
            announce: String::new(),
            nav: Nav::Replace,
            revision: 0,
            view: route.view,
            theme: route.theme,
            classroom: route.classroom,
        };
        s.selected = first_cuttable(s.position());
        s
    }

    /// The position on the table.
    pub fn position(&self) -> &Position {
        &self.positions[self.cursor]
    }

    /// The player to move now, 1 or 2.
    pub fn to_move(&self) -> u8 {
        player_at(self.first, self.cursor)
    }

    /// The route that describes this state.
    pub fn route(&self) -> Route {
        Route {
            position: self.position().clone(),
            mode: self.mode,
            turn: self.to_move(),
            embed: self.embed,
            view: self.view,
            theme: self.theme,
            classroom: self.classroom,
        }
    }

    /// True when nobody can move: the player to move has lost.
    pub fn is_over(&self) -> bool {
        self.position().is_terminal()
    }

    /// True when the computer is to move and has a move.
    pub fn computer_to_move(&self) -> bool {
        self.mode == Mode::Computer && self.to_move() == COMPUTER && !self.is_over()
    }

    /// The winner once the game is over: whoever made the last move.
    pub fn winner(&self) -> Option<u8> {
        self.is_over().then(|| other(self.to_move()))
    }

    /// A player's name in the current mode.
    pub fn player_name(&self, player: u8) -> String {
        match (self.mode, player) {
            (Mode::Computer, COMPUTER) => format!("Player {player} (computer)"),
            (Mode::Computer, _) => format!("Player {player} (you)"),
            _ => format!("Player {player}"),
        }
    }

    /// The moves played so far, in notation.
    pub fn history(&self) -> Vec<String> {
        self.steps[..self.cursor]
            .iter()
            .enumerate()
            .map(|(i, s)| move_text(i + 1, &format!("P{}", s.player), &s.mv))
            .collect()
    }

    /// True when there is a move to take back.
    pub fn can_undo(&self) -> bool {
        self.cursor > 0
    }

    /// True when there is a taken-back move to replay.
    pub fn can_redo(&self) -> bool {
        self.cursor < self.steps.len()
    }

    /// A fresh game from `position`, keeping mode and the player to move.
    fn restart(&mut self, position: Position, turn: u8) {
        self.input = position.to_string();
        self.selected = first_cuttable(&position);
        self.positions = vec![position];
        self.steps.clear();
        self.cursor = 0;
        self.first = turn;
        self.clear_transient();
        self.input_error = None;
        self.nav = Nav::Push;
        self.revision += 1;
    }

    fn clear_transient(&mut self) {
        self.preview = None;
        self.pending = None;
        self.fresh.clear();
        self.hint = None;
    }

    /// Plays a legal move; false (and nothing changes) for an illegal one.
    fn play(&mut self, mv: Move) -> bool {
        let Ok(next) = self.position().apply(&mv) else {
            return false;
        };
        let player = self.to_move();
        self.positions.truncate(self.cursor + 1);
        self.steps.truncate(self.cursor);
        self.steps.push(Step { mv, player });
        self.positions.push(next);
        self.cursor += 1;
        self.after_step(Some(&mv));
        true
    }

    fn after_step(&mut self, mv: Option<&Move>) {
        self.clear_transient();
        if let Some(mv) = mv {
            self.fresh = (mv.component..mv.component + mv.cut.result().len()).collect();
        }
        let position = self.position().clone();
        self.input = position.to_string();
        self.input_error = None;
        self.selected = match self.selected {
            Some(i) if position.surfaces().get(i).is_some_and(|s| !s.is_sphere()) => Some(i),
            _ => first_cuttable(&position),
        };
        self.nav = Nav::Push;
        self.revision += 1;
    }

    fn move_to(&mut self, cursor: usize) {
        self.cursor = cursor;
        self.after_step(None);
    }
}

impl Reducible for State {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        if let Action::FromExtras(text) = &action {
            let actions = crate::bridge::Request::actions(text, self.position());
            return actions.into_iter().fold(self, |s, a| s.reduce(a));
        }
        let mut s = (*self).clone();
        match action {
            Action::Route(parsed) => {
                let notice = problem_notice(&parsed.problems);
                let route = parsed.route;
                if route == s.route() && notice.is_none() {
                    return self;
                }
                s.embed = route.embed;
                s.view = route.view;
                s.theme = route.theme;
                s.classroom = route.classroom;
                s.notice = notice;
                let found = (0..s.positions.len()).find(|&i| {
                    s.positions[i] == route.position && player_at(s.first, i) == route.turn
                });
                match found {
                    Some(i) => {
                        s.mode = route.mode;
                        if i != s.cursor {
                            s.move_to(i);
                        } else {
                            s.revision += 1;
                        }
                    }
                    None => {
                        s.mode = route.mode;
                        s.restart(route.position, route.turn);
                    }
                }
                s.nav = Nav::Replace;
            }
            Action::Input(text) => {
                if text == s.input {
                    return self;
                }
                s.input = text;
            }
            Action::SubmitInput => match s.input.parse::<Position>() {
                Ok(p) => {
                    let turn = s.to_move();
                    s.restart(p, turn);
                }
                Err(e) => {
                    s.input_error = Some(InputError {
                        text: s.input.clone(),
                        offset: e.offset,
                        message: e.kind.to_string(),
                    });
                }
            },
            Action::Preset(text) => {
                let Ok(p) = text.parse::<Position>() else {
                    return self;
                };
                let turn = s.to_move();
                s.restart(p, turn);
            }
            Action::AddSurface(surface) => {
                let mut p = s.position().clone();
                if p.len() as u64 >= MAX_SURFACES {
                    s.notice = Some(format!(
                        "A position may hold at most {MAX_SURFACES} surfaces."
                    ));
                    return Rc::new(s);
                }
                p.push(surface);
                let turn = s.to_move();
                s.restart(p, turn);
                s.selected = Some(s.position().len() - 1).filter(|_| !surface.is_sphere());
            }
            Action::RemoveSurface(index) => {
                let mut p = s.position().clone();
                if p.remove(index).is_none() {
                    return self;
                }
                let turn = s.to_move();
                s.restart(p, turn);
            }
            Action::Select(index) => {
                if s.selected == Some(index) || index >= s.position().len() {
                    return self;
                }
                s.selected = Some(index);
                s.preview = None;
            }
            Action::Preview(mv) => {
                if s.preview == mv || s.pending.is_some() {
                    return self;
                }
                s.preview = mv;
            }
            Action::Play(mv) => {
                if s.computer_to_move() || !s.play(mv) {
                    return self;
                }
                s.announce = format!(
                    "{} cut {}. The value is now {}.",
                    s.player_name(s.steps[s.cursor - 1].player),
                    describe_move(&mv),
                    s.position().value().get()
                );
            }
            Action::Think(mv, revision) => {
                if revision != s.revision || !s.computer_to_move() {
                    return self;
                }
                s.pending = Some(mv);
                s.preview = Some(mv);
                s.selected = Some(mv.component);
                s.announce = format!("The computer is about to cut {}.", describe_move(&mv));
            }
            Action::ComputerPlay(mv, revision) => {
                if revision != s.revision || !s.computer_to_move() || !s.play(mv) {
                    return self;
                }
                s.announce = format!(
                    "The computer cut {}. The value is now {}.",
                    describe_move(&mv),
                    s.position().value().get()
                );
            }
            Action::Undo => {
                if !s.can_undo() {
                    return self;
                }
                let mut c = s.cursor - 1;
                // Against the computer, go back to the person's turn.
                if s.mode == Mode::Computer {
                    while c > 0 && player_at(s.first, c) == COMPUTER {
                        c -= 1;
                    }
                }
                s.move_to(c);
                s.announce = "Move taken back.".to_string();
            }
            Action::Redo => {
                if !s.can_redo() {
                    return self;
                }
                let mut c = s.cursor + 1;
                if s.mode == Mode::Computer {
                    while c < s.steps.len() && player_at(s.first, c) == COMPUTER {
                        c += 1;
                    }
                }
                s.move_to(c);
                s.announce = "Move replayed.".to_string();
            }
            Action::Hint => {
                let hint = match winning_move(s.position()) {
                    Some(mv) => {
                        s.selected = Some(mv.component);
                        s.preview = Some(mv);
                        Hint::Win(mv)
                    }
                    None => Hint::NoWin,
                };
                s.announce = hint_text(&hint);
                s.hint = Some(hint);
            }
            Action::SetMode(mode) => {
                if s.mode == mode {
                    return self;
                }
                s.mode = mode;
                s.pending = None;
                s.nav = Nav::Push;
                s.revision += 1;
            }
            Action::SetTurn(turn) => {
                if !(1..=2).contains(&turn) || (turn == s.to_move() && s.cursor == 0) {
                    return self;
                }
                let p = s.position().clone();
                s.restart(p, turn);
            }
            Action::DismissNotice => {
                if s.notice.is_none() {
                    return self;
                }
                s.notice = None;
            }
            Action::SetView(view) => {
                if view == s.view {
                    return self;
                }
                s.view = view;
                s.nav = Nav::Push;
            }
            Action::SetTheme(theme) => {
                if theme == s.theme {
                    return self;
                }
                s.theme = theme;
                s.nav = Nav::Replace;
            }
            Action::SetClassroom(on) => {
                if on == s.classroom {
                    return self;
                }
                s.classroom = on;
                s.nav = Nav::Replace;
            }
            Action::FromExtras(_) => return self,
            Action::Load(position) => {
                let turn = s.to_move();
                s.view = View::Play;
                s.restart(position, turn);
            }
        }
        Rc::new(s)
    }
}

/// The computer's choice for a state, if it is its turn.
pub fn computer_choice(state: &State) -> Option<Move> {
    state
        .computer_to_move()
        .then(|| best_move(state.position()))
        .flatten()
}

/// A move in words: "(g) on n5, giving n2 + n3".
pub fn describe_move(mv: &Move) -> String {
    format!(
        "{} on {}, giving {}",
        mv.cut.kind(),
        mv.cut.surface(),
        grundy::manifold::view::pieces_text(&mv.cut, " + ")
    )
}

/// The hint in words.
pub fn hint_text(hint: &Hint) -> String {
    match hint {
        Hint::Win(mv) => format!("Winning cut: {}.", describe_move(mv)),
        Hint::NoWin => {
            "No winning cut here: every cut leaves the opponent a winning position.".to_string()
        }
    }
}

/// Reads a typed genus: a whole number from 0 to `u64::MAX`.
pub fn parse_genus(text: &str) -> Result<u64, String> {
    let t = text.trim();
    if t.is_empty() {
        return Err("Type a genus: a whole number, 0 or more.".to_string());
    }
    if !t.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!(
            "'{t}' is not a genus: use a whole number, 0 or more."
        ));
    }
    t.parse::<u64>().map_err(|_| {
        format!(
            "Genus {t} is too large: the largest supported is {}.",
            u64::MAX
        )
    })
}

fn player_at(first: u8, cursor: usize) -> u8 {
    if cursor % 2 == 0 {
        first
    } else {
        other(first)
    }
}

fn other(player: u8) -> u8 {
    3 - player
}

fn first_cuttable(p: &Position) -> Option<usize> {
    p.surfaces().iter().position(|s| !s.is_sphere())
}

fn problem_notice(problems: &[String]) -> Option<String> {
    (!problems.is_empty()).then(|| {
        format!(
            "{} Showing {} instead.",
            problems.join(" "),
            if problems.iter().any(|p| p.contains("position")) {
                format!("the default position, {}", route::DEFAULT_POSITION)
            } else {
                "the defaults for what could not be read".to_string()
            }
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use grundy::{Cut, CutKind};

    fn state(hash: &str) -> Rc<State> {
        Rc::new(State::from_route(route::parse(hash)))
    }

    fn split(surface: &str, component: usize, kind: CutKind, a: u64) -> Move {
        Move {
            component,
            cut: Cut::split(surface.parse().unwrap(), kind, a).unwrap(),
        }
    }

    #[test]
    fn a_move_replaces_the_surface_and_passes_the_turn() {
        let s = state("#p=n5");
        let s = s.reduce(Action::Play(split("n5", 0, CutKind::G, 2)));
        assert_eq!(s.position().to_string(), "n2 + n3");
        assert_eq!(s.to_move(), 2);
        assert_eq!(s.history(), vec!["1. P1: (g) n5 → n2 + n3"]);
        assert_eq!(s.fresh, vec![0, 1]);
        assert_eq!(s.nav, Nav::Push);
    }

    #[test]
    fn undo_and_redo_walk_the_record() {
        let s = state("#p=n5");
        let s = s.reduce(Action::Play(split("n5", 0, CutKind::G, 2)));
        let s = s.reduce(Action::Undo);
        assert_eq!(s.position().to_string(), "n5");
        assert!(s.can_redo());
        let s = s.reduce(Action::Redo);
        assert_eq!(s.position().to_string(), "n2 + n3");
        assert!(!s.can_redo());
    }

    #[test]
    fn a_new_move_after_undo_drops_the_redo_line() {
        let s = state("#p=n5");
        let s = s.reduce(Action::Play(split("n5", 0, CutKind::G, 2)));
        let s = s.reduce(Action::Undo);
        let s = s.reduce(Action::Play(split("n5", 0, CutKind::G, 1)));
        assert!(!s.can_redo());
        assert_eq!(s.position().to_string(), "n1 + n4");
    }

    #[test]
    fn illegal_move_changes_nothing() {
        let s = state("#p=n5");
        let bad = split("n4", 0, CutKind::G, 2);
        let after = s.clone().reduce(Action::Play(bad));
        assert!(Rc::ptr_eq(&s, &after));
    }

    #[test]
    fn bad_input_keeps_the_position_and_points_at_the_error() {
        let s = state("#p=n5");
        let s = s.reduce(Action::Input("o3 + x5".to_string()));
        let s = s.reduce(Action::SubmitInput);
        assert_eq!(s.position().to_string(), "n5");
        let e = s.input_error.clone().unwrap();
        assert_eq!(e.offset, 5);
        assert!(e.message.contains("x5"));
    }

    #[test]
    fn good_input_starts_a_new_game() {
        let s = state("#p=n5");
        let s = s.reduce(Action::Input("torus + klein".to_string()));
        let s = s.reduce(Action::SubmitInput);
        assert_eq!(s.position().to_string(), "o1 + n2");
        assert!(s.input_error.is_none());
        assert!(s.history().is_empty());
    }

    #[test]
    fn computer_waits_for_its_turn_and_ignores_stale_timers() {
        let s = state("#p=n4&mode=computer&turn=1");
        assert!(computer_choice(&s).is_none());
        let s = s.reduce(Action::Play(split("n4", 0, CutKind::G, 1)));
        assert!(s.computer_to_move());
        let mv = computer_choice(&s).unwrap();
        let stale = s.clone().reduce(Action::ComputerPlay(mv, s.revision - 1));
        assert!(Rc::ptr_eq(&s, &stale));
        let rev = s.revision;
        let s = s.reduce(Action::ComputerPlay(mv, rev));
        assert_eq!(s.to_move(), 1);
        assert!(s.announce.starts_with("The computer cut"));
    }

    #[test]
    fn person_cannot_move_for_the_computer() {
        let s = state("#p=n4&mode=computer&turn=2");
        let after = s
            .clone()
            .reduce(Action::Play(split("n4", 0, CutKind::G, 1)));
        assert!(Rc::ptr_eq(&s, &after));
    }

    #[test]
    fn undo_against_the_computer_returns_to_the_persons_turn() {
        let s = state("#p=n4&mode=computer&turn=1");
        let s = s.reduce(Action::Play(split("n4", 0, CutKind::G, 1)));
        let mv = computer_choice(&s).unwrap();
        let rev = s.revision;
        let s = s.reduce(Action::ComputerPlay(mv, rev));
        let s = s.reduce(Action::Undo);
        assert_eq!(s.cursor, 0);
        assert_eq!(s.to_move(), 1);
        let s = s.reduce(Action::Redo);
        assert_eq!(s.cursor, 2);
    }

    #[test]
    fn hint_finds_a_winning_cut_or_says_none() {
        let s = state("#p=n4").reduce(Action::Hint);
        match &s.hint {
            Some(Hint::Win(mv)) => assert!(s.position().value_after(mv).is_zero()),
            other => panic!("expected a winning cut, got {other:?}"),
        }
        let s = state("#p=n5").reduce(Action::Hint);
        assert_eq!(s.hint, Some(Hint::NoWin));
    }

    #[test]
    fn game_over_names_the_last_mover() {
        let s = state("#p=n1");
        let s = s.reduce(Action::Play(Move {
            component: 0,
            cut: Cut::new(Surface::nonorientable(1), CutKind::C).unwrap(),
        }));
        assert!(s.is_over());
        assert_eq!(s.winner(), Some(1));
    }

    #[test]
    fn following_an_address_in_the_record_moves_the_cursor() {
        let s = state("#p=n5");
        let s = s.reduce(Action::Play(split("n5", 0, CutKind::G, 2)));
        let back = s.reduce(Action::Route(route::parse("#p=n5&mode=two&turn=1")));
        assert_eq!(back.cursor, 0);
        assert!(back.can_redo());
        assert_eq!(back.nav, Nav::Replace);
    }

    #[test]
    fn malformed_address_gives_a_notice_and_the_default() {
        let s = state("#p=o3++n5");
        assert_eq!(s.position(), &route::default_position());
        assert!(s.notice.as_deref().unwrap().contains("default position"));
    }

    #[test]
    fn add_and_remove_surfaces() {
        let s = state("#p=n5");
        let s = s.reduce(Action::AddSurface(Surface::orientable(3)));
        assert_eq!(s.position().to_string(), "n5 + o3");
        assert_eq!(s.selected, Some(1));
        let s = s.reduce(Action::RemoveSurface(0));
        assert_eq!(s.position().to_string(), "o3");
    }

    #[test]
    fn genus_entry_rejects_absurd_values() {
        assert_eq!(parse_genus(" 12 "), Ok(12));
        assert_eq!(parse_genus("18446744073709551615"), Ok(u64::MAX));
        assert!(parse_genus("18446744073709551616")
            .unwrap_err()
            .contains("too large"));
        assert!(parse_genus("-1").is_err());
        assert!(parse_genus("").is_err());
    }

    #[test]
    fn turn_choice_restarts_from_the_table() {
        let s = state("#p=n4&mode=computer");
        let s = s.reduce(Action::SetTurn(2));
        assert_eq!(s.to_move(), 2);
        assert!(s.computer_to_move());
    }
}
