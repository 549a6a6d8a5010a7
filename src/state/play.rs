//! The play page's state: one table per game played in this visit, each a
//! session of the core with what the page shows of it (the selected
//! component, the curve being previewed, the hint, the position field),
//! and every way it changes. Pure: the core answers every game question,
//! and side effects (address, timers, storage) live in the app's effects.

use crate::route::{Mode, Parsed};
use grundy::spec::{AnyGame, AnyMove, AnyPosition};
use grundy::{Game, Player};

pub use notes::{Hint, InputError, LIST_LIMIT, REACH_SHOWN};

/// Whether a change gets its own entry in the browser's history.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Nav {
    /// A new entry, so Back returns here (a new position, another game).
    Push,
    /// Rewrite the current entry (the first load, a followed address, a
    /// move, a move taken back or played again).
    Replace,
}

mod notes;
pub mod prepare;
mod table;
pub use table::{Focus, Table};

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
    /// How many times a game's chunk has arrived in this visit: the state
    /// after each differs from the state before even where no position
    /// changed, so the page that waited for it draws again.
    pub engines: u32,
    /// The address to read again once the code of its game is here: it
    /// gave the position more than once, and which one reads could not be
    /// told before.
    pub reread: Option<String>,
    /// How many misère searches have been attached in this visit: the
    /// same, for a misère game's outcomes, which come with its search.
    pub searches: u32,
    /// How many tables of values have been computed for the page in this
    /// visit: the same, for a position whose values waited for one.
    pub prepared: u32,
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
    /// Start a new game from this position (an editor's).
    Start(AnyPosition),
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
    /// A person makes a move on the game's board: as [`PlayAction::Play`],
    /// and focus then goes where it goes after a move from the list.
    PlayOnBoard(AnyMove),
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
    /// Show the next (`1`) or previous (`-1`) move of the list, focused,
    /// so Enter makes it (a keyboard shortcut).
    StepMove(isize),
    /// Select the next (`1`) or previous (`-1`) component with a move,
    /// with its first move focused (a keyboard shortcut).
    StepComponent(isize),
    /// Focus the hint's move, or the list's heading where the move is not
    /// a button of the list (a keyboard shortcut).
    FocusHint,
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
    /// The table the position's values rest on is computed
    /// ([`prepare`]): draw the position with its values.
    Prepared,
}

impl PlayState {
    /// The state an address describes; its problems become the notice.
    pub fn from_route(parsed: &Parsed) -> PlayState {
        let r = &parsed.route;
        let mut state = PlayState {
            tables: vec![Table::new(
                r.game.clone(),
                r.position.clone(),
                r.turn,
                r.mode,
            )],
            current: 0,
            notice: None,
            nav: Nav::Replace,
            engines: 0,
            reread: parsed.reread.clone(),
            searches: 0,
            prepared: 0,
        };
        state.notice = problem_notice(parsed, state.table(), false);
        state
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
                // Said after what the address's reading said, if it said
                // anything.
                self.notice = Some(match self.notice.take() {
                    Some(before) => format!("{before} {problem}"),
                    None => problem,
                });
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

mod keys;
mod notice;
mod reduce;

pub use notice::{kept_game, problem_notice};

/// The computer's choice, if it is its turn.
pub fn computer_choice(state: &PlayState) -> Option<AnyMove> {
    let t = state.table();
    if !t.prepared() {
        return None;
    }
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
