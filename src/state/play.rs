//! The play page's state: one table per game played in this visit, each a
//! session of the core with what the page shows of it (the selected
//! component, the curve being previewed, the hint, the position field),
//! and every way it changes. Pure: the core answers every game question,
//! and side effects (address, timers, storage) live in the app's effects.

use crate::route::{Mode, Parsed};
use grundy::game::character_at;
use grundy::spec::{AnyGame, AnyMove, AnyPosition};
use grundy::{Game, Player, TextError};
use std::rc::Rc;
use yew::Reducible;

/// Kinds with at most this many moves are listed in full.
pub const LIST_LIMIT: u64 = 12;

/// A text the position field could not read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InputError {
    /// The text as typed.
    pub text: String,
    /// Byte offset of the problem.
    pub offset: usize,
    /// The same place in characters, from 1.
    pub column: usize,
    /// What is wrong.
    pub message: String,
}

/// The answer to the hint button.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Hint {
    /// A winning move.
    Win(AnyMove),
    /// No move wins: every move leaves the opponent a winning position.
    NoWin,
}

/// Whether a change gets its own entry in the browser's history.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Nav {
    /// A new entry, so Back returns here (moves and new games).
    Push,
    /// Rewrite the current entry (the first load, a followed address).
    Replace,
}

mod table;
pub use table::Table;

/// The page's state for play.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayState {
    /// One table per game played in this visit.
    pub tables: Vec<Table>,
    /// Index of the table shown.
    pub current: usize,
    /// A message about the address or an edit that was refused.
    pub notice: Option<String>,
    /// How the next address change is recorded.
    pub nav: Nav,
    /// The game's module has arrived: the state after it differs from
    /// the state before even where no position changed, so the page that
    /// waited for it draws again.
    pub engines: bool,
    /// How many misère searches have been attached in this visit: the
    /// same, for a misère game's outcomes, which come with its search.
    pub searches: u32,
}

/// Every change to play.
#[derive(Clone, Debug, PartialEq)]
pub enum PlayAction {
    /// Follow an address (Back, Forward, an edited hash).
    Follow(Parsed),
    /// The position field's text changed.
    Input(String),
    /// Read the position field and start a new game from it.
    SubmitInput,
    /// Start a new game from this text (a preset).
    Preset(String),
    /// Add a component written as text (`n3`, `7`) and start from there.
    AddComponent(String),
    /// Remove a component and start from there.
    RemoveComponent(usize),
    /// List the moves of this component: all of them, when it was
    /// selected with a component of its own chosen inside it.
    Select(usize),
    /// List the moves of this component, with this component of its own
    /// chosen inside it (a head of a row of coins in a sum).
    SelectWithin(usize, usize),
    /// Draw this move's effect, or none.
    Preview(Option<AnyMove>),
    /// A person makes a move.
    Play(AnyMove),
    /// The computer has chosen, for the record at this revision.
    Think(AnyMove, u64),
    /// The computer makes its chosen move, if the record is unchanged.
    ComputerPlay(AnyMove, u64),
    /// Take back a move (against the computer, to the person's turn).
    Undo,
    /// Replay a taken-back move.
    Redo,
    /// Show a winning move, or say there is none.
    Hint,
    /// Change who plays whom.
    SetMode(Mode),
    /// A new game from the position on the table with this player first.
    SetTurn(Player),
    /// A new game from the game's starting position, as before.
    PlayAgain,
    /// Show a game (a tab), with the position it had in this visit.
    SwitchGame(AnyGame),
    /// Start a new game of `game` from `position` (from another page).
    Load(AnyGame, AnyPosition),
    /// Show a message.
    Notice(String),
    /// Dismiss the notice.
    DismissNotice,
    /// The game's module has arrived: read again each game that waited
    /// for it, with the position it was given.
    EnginesReady,
    /// The misère search has arrived and is attached to the game on the
    /// table: draw again with its outcomes.
    MisereReady,
}

impl PlayState {
    /// The state an address describes; its problems become the notice.
    pub fn from_route(parsed: &Parsed) -> PlayState {
        let r = &parsed.route;
        PlayState {
            tables: vec![Table::new(
                r.game.clone(),
                r.position.clone(),
                r.turn,
                r.mode,
            )],
            current: 0,
            notice: problem_notice(parsed, false),
            nav: Nav::Replace,
            engines: false,
            searches: 0,
        }
    }

    /// The table shown.
    pub fn table(&self) -> &Table {
        &self.tables[self.current]
    }

    fn table_mut(&mut self) -> &mut Table {
        &mut self.tables[self.current]
    }

    /// Shows the table of `game`, making one from `position` if there is
    /// none yet.
    /// Reads again, with the game's module here, the position each of
    /// its games was given while it loaded (the game's first preset when
    /// none was); a position the game cannot read becomes the notice.
    fn engines_ready(&mut self) {
        for t in &mut self.tables {
            if let Some(problem) = t.revive() {
                self.notice = Some(problem);
            }
        }
    }

    fn switch_to(&mut self, game: &AnyGame, position: impl FnOnce() -> AnyPosition, mode: Mode) {
        match self.tables.iter().position(|t| t.game() == game) {
            Some(i) => self.current = i,
            None => {
                self.tables
                    .push(Table::new(game.clone(), position(), Player::One, mode));
                self.current = self.tables.len() - 1;
            }
        }
    }
}

/// The notice for an address's problems; `kept` says the game on the table
/// stayed rather than falling back to the default.
pub fn problem_notice(parsed: &Parsed, kept: bool) -> Option<String> {
    if parsed.problems.is_empty() {
        return None;
    }
    let text: Vec<&str> = parsed.problems.iter().map(|p| p.message.as_str()).collect();
    let bad_position = parsed
        .problems
        .iter()
        .any(|p| p.key == "p" || p.key == "game");
    let what = match (bad_position, kept) {
        (true, true) => "The game on the table is kept.".to_string(),
        (true, false) => format!(
            "Showing the default position, {}, instead.",
            crate::route::default_position_text(&parsed.route.game)
        ),
        (false, _) => "The rest of the address was followed.".to_string(),
    };
    Some(format!("{} {what}", text.join(" ")))
}

impl Reducible for PlayState {
    type Action = PlayAction;

    fn reduce(self: Rc<Self>, action: PlayAction) -> Rc<Self> {
        let mut s = (*self).clone();
        s.nav = Nav::Push;
        if matches!(action, PlayAction::MisereReady) {
            s.nav = Nav::Replace;
            s.searches += 1;
            return Rc::new(s);
        }
        if matches!(action, PlayAction::EnginesReady) {
            s.nav = Nav::Replace;
            s.engines = true;
            s.engines_ready();
            return Rc::new(s);
        }
        let t = s.table_mut();
        match action {
            PlayAction::Follow(parsed) => {
                let r = &parsed.route;
                // The address the page itself wrote (a second event for one
                // change) changes nothing, not even the notice.
                let unchanged = parsed.problems.is_empty()
                    && t.game() == &r.game
                    && t.position() == &r.position
                    && t.session.to_move() == r.turn
                    && t.mode() == r.mode;
                if unchanged {
                    return self;
                }
                let kept = parsed
                    .problems
                    .iter()
                    .any(|p| p.key == "p" || p.key == "game");
                s.notice = problem_notice(&parsed, true);
                s.nav = Nav::Replace;
                if kept {
                    // A typo in the address: the game on the table stays.
                    return Rc::new(s);
                }
                s.switch_to(&r.game, || r.position.clone(), r.mode);
                let t = s.table_mut();
                t.session.set_computer(r.mode.computer());
                let same = t.position() == &r.position && t.session.to_move() == r.turn;
                if !same && !t.session.seek(&r.position, r.turn) {
                    t.new_game(r.position.clone(), r.turn);
                } else {
                    t.after_change();
                }
            }
            PlayAction::Input(text) => {
                if text == t.input {
                    return self;
                }
                t.input = text;
                return Rc::new(s);
            }
            PlayAction::SubmitInput => match t.game().parse_position(&t.input) {
                Ok(p) => {
                    let first = t.session.to_move();
                    t.new_game(p, first);
                }
                Err(e) => {
                    t.input_error = Some(InputError {
                        column: character_at(&t.input, e.offset()),
                        offset: e.offset(),
                        message: e.message(),
                        text: t.input.clone(),
                    });
                    return Rc::new(s);
                }
            },
            PlayAction::Preset(text) => {
                let Ok(p) = t.game().parse_position(&text) else {
                    return self;
                };
                let first = t.session.to_move();
                t.new_game(p, first);
            }
            PlayAction::AddComponent(text) => {
                let game = t.game().clone();
                let current = game.format_position(t.position());
                let joined = if current.is_empty() {
                    text.clone()
                } else {
                    format!("{current} + {text}")
                };
                match game.parse_position(&joined) {
                    Ok(p) => {
                        let first = t.session.to_move();
                        let count = game.components(&p).len();
                        t.new_game(p, first);
                        if count > 0 && t.live(count - 1) {
                            t.selected = Some(count - 1);
                        }
                    }
                    Err(e) => {
                        s.notice = Some(format!("{} could not be added: {}.", text, e.message()));
                        return Rc::new(s);
                    }
                }
            }
            PlayAction::RemoveComponent(index) => {
                let game = t.game().clone();
                let mut parts = game.components(t.position());
                if index >= parts.len() {
                    return self;
                }
                parts.remove(index);
                let text: Vec<String> = parts.iter().map(|c| game.format_position(c)).collect();
                let Ok(p) = game.parse_position(&text.join(" + ")) else {
                    return self;
                };
                let first = t.session.to_move();
                t.new_game(p, first);
            }
            PlayAction::Select(index) => {
                // Chosen again, a component lists all its moves again.
                if t.selected == Some(index) && t.within().is_none() || !t.live(index) {
                    return self;
                }
                t.selected = Some(index);
                t.chosen_within = None;
                t.preview = None;
                return Rc::new(s);
            }
            PlayAction::SelectWithin(index, own) => {
                if !t.live(index) || t.within() == Some(own) && t.selected == Some(index) {
                    return self;
                }
                t.selected = Some(index);
                t.chosen_within = Some((index, t.session.revision(), own));
                t.preview = None;
                return Rc::new(s);
            }
            PlayAction::Preview(mv) => {
                if t.preview == mv || t.pending.is_some() {
                    return self;
                }
                t.preview = mv;
                return Rc::new(s);
            }
            PlayAction::Play(mv) => {
                if t.session.computer_to_move() || !t.play(mv) {
                    return self;
                }
                let who = t.player_name(t.session.to_move().other());
                t.announce_move(&who);
            }
            PlayAction::Think(mv, revision) => {
                if revision != t.session.revision() || !t.session.computer_to_move() {
                    return self;
                }
                t.pending = Some(mv.clone());
                t.preview = Some(mv.clone());
                t.selected = Some(t.game().component_of(&mv));
                let text = t.game().describe_move(t.position(), &mv);
                let present = t.game().words().present;
                t.announce = format!("The computer is about to {present} {text}.");
                if t.game().misere() && t.game().misere_outcome(t.position()).is_none() {
                    t.announce.push_str(&match t.game() {
                        AnyGame::Lab(_) => format!(
                            " Misère outcomes are not computed past weight {}, so this is not \
                             known to be best: it is the cut that leaves the most to play.",
                            grundy::games::lab::MISERE_REACH
                        ),
                        _ => " This position is past the reach of the misère search, so this is \
                              not known to be best: it leaves the opponent the most moves."
                            .to_string(),
                    });
                }
                return Rc::new(s);
            }
            PlayAction::ComputerPlay(mv, revision) => {
                if revision != t.session.revision() || !t.session.computer_to_move() || !t.play(mv)
                {
                    return self;
                }
                t.announce_move("The computer");
            }
            PlayAction::Undo => {
                if !t.session.undo() {
                    return self;
                }
                t.after_change();
                t.announce = "Move taken back.".to_string();
            }
            PlayAction::Redo => {
                if !t.session.redo() {
                    return self;
                }
                t.after_change();
                t.announce = "Move replayed.".to_string();
            }
            PlayAction::Hint => {
                let hint = match t.solver.winning_move(t.position()) {
                    Some(mv) => {
                        t.selected = Some(t.game().component_of(&mv));
                        t.preview = Some(mv.clone());
                        Hint::Win(mv)
                    }
                    None => Hint::NoWin,
                };
                t.announce = hint_text(t, &hint);
                t.hint = Some(hint);
                return Rc::new(s);
            }
            PlayAction::SetMode(mode) => {
                if t.mode() == mode {
                    return self;
                }
                t.session.set_computer(mode.computer());
                t.pending = None;
            }
            PlayAction::SetTurn(first) => {
                if first == t.session.to_move() && t.session.moves_made() == 0 {
                    return self;
                }
                let p = t.position().clone();
                t.new_game(p, first);
            }
            PlayAction::PlayAgain => {
                if t.session.moves_made() == 0 {
                    return self;
                }
                t.session.play_again();
                t.after_change();
                t.selected = t.first_live();
                t.announce = format!(
                    "New game from {}. {} to move.",
                    t.game().format_position(t.position()),
                    t.player_name(t.session.to_move())
                );
            }
            PlayAction::SwitchGame(game) => {
                let mode = t.mode();
                if t.game() == &game {
                    return self;
                }
                s.switch_to(&game, || crate::route::default_position(&game), mode);
            }
            PlayAction::Load(game, position) => {
                let mode = t.mode();
                s.switch_to(&game, || position.clone(), mode);
                let t = s.table_mut();
                let first = t.session.to_move();
                t.new_game(position, first);
            }
            PlayAction::Notice(text) => {
                s.notice = Some(text);
                return Rc::new(s);
            }
            PlayAction::DismissNotice => {
                if s.notice.is_none() {
                    return self;
                }
                s.notice = None;
                return Rc::new(s);
            }
            PlayAction::EnginesReady | PlayAction::MisereReady => {}
        }
        Rc::new(s)
    }
}

/// The computer's choice, if it is its turn.
pub fn computer_choice(state: &PlayState) -> Option<AnyMove> {
    let t = state.table();
    t.session
        .computer_to_move()
        .then(|| t.solver.computer_move(t.position()))
        .flatten()
}

/// The hint in words.
pub fn hint_text(table: &Table, hint: &Hint) -> String {
    let noun = table.game().words().noun;
    match hint {
        Hint::Win(mv) => format!(
            "Winning {noun}: {}.",
            table.game().describe_move(table.position(), mv)
        ),
        Hint::NoWin => {
            format!("No winning {noun} here: every {noun} leaves the opponent a winning position.")
        }
    }
}

#[cfg(test)]
mod tests;
