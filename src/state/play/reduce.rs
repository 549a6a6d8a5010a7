//! How each action changes the play state.

use super::{
    hint_text, kept_game, keys, problem_notice, Hint, InputError, Nav, PlayAction, PlayState, Table,
};
use crate::route::{Mode, Parsed};
use grundy::game::character_at;
use grundy::{Game, TextError};
use std::rc::Rc;
use yew::Reducible;

impl Reducible for PlayState {
    type Action = PlayAction;

    fn reduce(self: Rc<Self>, action: PlayAction) -> Rc<Self> {
        let mut s = (*self).clone();
        // A move is not a page: moves, taking them back and playing them
        // again rewrite the address; a new position or game is a new
        // entry, so Back returns to the one before. What changes nothing
        // in the address (a preview, a choice, a hint) leaves the last
        // change's way, so that a preview that follows a move in one
        // render does not make the move an entry.
        if matches!(
            action,
            PlayAction::Play(_)
                | PlayAction::PlayOnBoard(_)
                | PlayAction::ComputerPlay(..)
                | PlayAction::Think(..)
                | PlayAction::Undo
                | PlayAction::Redo
                | PlayAction::PlayAgain
                | PlayAction::SetMode(_)
                | PlayAction::SetTurn(_)
        ) {
            s.nav = Nav::Replace;
        } else if matches!(
            action,
            PlayAction::SubmitInput
                | PlayAction::Preset(_)
                | PlayAction::Start(_)
                | PlayAction::AddComponent(_)
                | PlayAction::RemoveComponent(_)
                | PlayAction::SwitchGame(_)
                | PlayAction::Load(..)
        ) {
            s.nav = Nav::Push;
        }
        if matches!(action, PlayAction::MisereReady) {
            s.nav = Nav::Replace;
            s.searches += 1;
            return Rc::new(s);
        }
        if matches!(action, PlayAction::Prepared) {
            s.nav = Nav::Replace;
            s.prepared += 1;
            return Rc::new(s);
        }
        // Until the table the values rest on is here, nothing that asks
        // for them is done (the page offers none of it meanwhile).
        if !s.table().prepared()
            && matches!(
                action,
                PlayAction::Hint
                    | PlayAction::StepMove(_)
                    | PlayAction::StepComponent(_)
                    | PlayAction::FocusHint
                    | PlayAction::Play(_)
                    | PlayAction::PlayOnBoard(_)
            )
        {
            return self;
        }
        if matches!(action, PlayAction::EnginesReady) {
            s.nav = Nav::Replace;
            s.engines += 1;
            s.engines_ready();
            if s.table().game().engine().ready() {
                if let Some(address) = s.reread.take() {
                    return Rc::new(s).reduce(PlayAction::Follow(crate::route::parse(&address)));
                }
            }
            return Rc::new(s);
        }
        let t = s.table_mut();
        match action {
            PlayAction::Follow(parsed) => {
                // What the address leaves out stays as the page has it: the
                // position of its game played in this visit (a link to a
                // game's page keeps the game in progress), and the mode.
                let mut parsed = parsed;
                let mode = t.mode();
                fill_from_tables(&mut parsed, &s.tables, mode);
                let t = s.table_mut();
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
                let kept = kept_game(&parsed);
                s.nav = Nav::Replace;
                if kept {
                    // A typo in the address: the game on the table stays.
                    s.notice = problem_notice(&parsed, s.table(), true);
                    return Rc::new(s);
                }
                s.reread = parsed.reread.clone();
                s.switch_to(&r.game, || r.position.clone(), r.mode);
                let t = s.table_mut();
                t.session.set_computer(r.mode.computer());
                let same = t.position() == &r.position && t.session.to_move() == r.turn;
                if !same && !t.session.seek(&r.position, r.turn) {
                    t.new_game(r.position.clone(), r.turn);
                } else {
                    t.after_change();
                }
                s.notice = problem_notice(&parsed, s.table(), false);
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
            PlayAction::Start(p) => {
                let first = t.session.to_move();
                t.new_game(p, first);
            }
            PlayAction::AddComponent(text) => {
                let game = t.game().clone();
                // The part is read alone, then set beside the position's.
                let added = match game.parse_position(&text) {
                    Ok(added) => added,
                    Err(e) => {
                        s.notice = Some(crate::route::clipped(&format!(
                            "{} could not be added: {}.",
                            crate::route::quoted(&text),
                            e.message()
                        )));
                        return Rc::new(s);
                    }
                };
                let mut parts = game.components(t.position());
                parts.extend(game.components(&added));
                let Some(p) = game.join(parts) else {
                    s.notice = Some(format!(
                        "{text} could not be added: the position would hold more {} than the game \
                         takes.",
                        game.entry().words.components
                    ));
                    return Rc::new(s);
                };
                let first = t.session.to_move();
                let count = game.components(&p).len();
                t.new_game(p, first);
                if count > 0 && t.live(count - 1) {
                    t.selected = Some(count - 1);
                }
            }
            PlayAction::RemoveComponent(index) => {
                let game = t.game().clone();
                let mut parts = game.components(t.position());
                if index >= parts.len() {
                    return self;
                }
                parts.remove(index);
                let Some(p) = game.join(parts) else {
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
            PlayAction::Play(_) | PlayAction::PlayOnBoard(_) if t.session.computer_to_move() => {
                return self;
            }
            PlayAction::Play(mv) => {
                if !t.play(mv) {
                    return self;
                }
                let who = t.player_name(t.session.to_move().other());
                t.announce_move(&who);
            }
            PlayAction::PlayOnBoard(mv) => {
                if !t.play(mv) {
                    return self;
                }
                t.on_board = true;
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
                    let surfaces = t.game().downcast::<grundy::games::lab::LabGame>();
                    t.announce.push_str(&match surfaces {
                        Some(_) => format!(
                            " Misère outcomes are not computed past weight {}, so this is not \
                             known to be best: it is the cut that leaves the most to play.",
                            grundy::games::lab::MISERE_REACH
                        ),
                        _ => " The misère search stopped before it settled this position, so \
                              this is not known to be best: it leaves the opponent the most moves."
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
            PlayAction::StepMove(step) => {
                if !keys::step_move(t, step) {
                    return self;
                }
                return Rc::new(s);
            }
            PlayAction::StepComponent(step) => {
                if !keys::step_component(t, step) {
                    return self;
                }
                return Rc::new(s);
            }
            PlayAction::FocusHint => {
                keys::focus_hint(t);
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
            PlayAction::EnginesReady | PlayAction::MisereReady | PlayAction::Prepared => {}
        }
        Rc::new(s)
    }
}

/// Fills in what `parsed` leaves out from the page's tables: without a
/// position, the one of its game's table (with its player to move, unless
/// the address names one); without a mode, `mode`, the table's shown.
fn fill_from_tables(parsed: &mut Parsed, tables: &[Table], mode: Mode) {
    if !parsed.has("mode") {
        parsed.route.mode = mode;
    }
    if parsed.has("p") || kept_game(parsed) {
        return;
    }
    let Some(table) = tables.iter().find(|t| t.game() == &parsed.route.game) else {
        return;
    };
    parsed.route.position = table.position().clone();
    if !parsed.has("turn") {
        parsed.route.turn = table.session.to_move();
    }
}
