//! The selected component's moves, grouped as the game groups them, beside
//! a larger picture of it that stays in view: hovering or focusing a move
//! draws its effect there. A group too large to list has a chooser for its
//! parameter and one move per value it reaches.

use crate::download::file_stem;
use crate::games::{self, capitalised, terms};
use crate::panels::export::ExportProps;
use crate::panels::{ExportPanel, Exported};
use crate::play::chooser::Chooser;
use crate::play::focus;
use crate::play::move_button::{Chosen, MoveButton};
use crate::play::value::game_over;
use crate::state::play::{Focus, Hint, PlayAction, LIST_LIMIT};
use crate::state::PlayContext;
use crate::text::with_separators;
use grundy::manifold::{Move, Position};
use grundy::Game;
use yew::prelude::*;

/// How the list works, under it: where a move under the pointer is drawn
/// (`board`: on the game's board above, else on the picture beside), and
/// what the values say (nothing, in misère play or where the game's rule
/// decides a position past every search).
fn how_to(misere: bool, by_rule: bool, board: bool) -> Html {
    let place = if board { "the board" } else { "the picture" };
    let values = if misere {
        "Misère play: a move marked winning leaves the opponent lost against best play, \
         whoever makes the last move loses."
    } else if by_rule {
        "No values here: a move marked winning leaves the opponent lost against best play, \
         by the game's rule."
    } else {
        "G after is the value of the whole position after the move; a move to 0 wins."
    };
    html! {
        <p class="muted small">{format!("Hover or focus a move to see it on {place}; press it to play. {values}")}</p>
    }
}

/// What the move list is told by the page.
#[derive(Properties, PartialEq)]
pub struct MoveListProps {
    /// Classroom view: the picture beside the list is narrower there, so
    /// it is drawn compact to keep its labels readable from the back.
    pub classroom: bool,
}

/// The move list with its picture.
#[component]
pub fn MoveList(props: &MoveListProps) -> Html {
    let state = use_context::<PlayContext>().expect("MoveList is inside the app context");
    let exporting = use_state(|| false);
    let table = state.table();
    let game = table.game();
    let words = terms(game);
    // A move made from the keyboard removes the focused button; send focus
    // to the list's heading rather than letting it fall back to the top of
    // the page. A move made with the pointer leaves focus and the page where
    // they are.
    // A move made on the game's board from the keyboard leaves focus on the
    // board, where another move may now stand: it goes to the heading too.
    let heading = use_node_ref();
    let over_now = table.session.is_over();
    let to_heading = heading.clone();
    use_effect_with(
        (table.session.revision(), table.on_board),
        move |&(revision, on_board)| {
            let document = gloo::utils::document();
            let lost = on_board
                || document
                    .active_element()
                    .is_none_or(|e| e.tag_name().eq_ignore_ascii_case("body"));
            // At the end of a game focus waits on Play again, so Enter plays
            // again, however the game ended.
            let target = match over_now {
                true => document.get_element_by_id("play-again-moves"),
                false if focus::keyboard_last() => to_heading.cast::<web_sys::Element>(),
                false => None,
            };
            if let (true, true, Some(target)) = (revision > 0, lost, target) {
                focus::focus_in_place(&target);
            }
            // The end of the game is shown where the moves were.
            if let Some(banner) = document
                .get_element_by_id("play-again-moves")
                .and_then(|button| button.parent_element())
            {
                focus::show(&banner);
            }
        },
    );
    // Where a keyboard shortcut asked focus to go: a move's button (which
    // focuses itself) or the heading. A request is served once: one made
    // before this list was drawn is not served again.
    let served = use_mut_ref(|| table.focus.as_ref().map(|f| f.1));
    let wanted = table
        .focus
        .clone()
        .filter(|(_, at)| Some(*at) != *served.borrow());
    {
        let (served, heading) = (served.clone(), heading.clone());
        let wanted = wanted.clone();
        use_effect(move || {
            if let Some((what, at)) = wanted {
                *served.borrow_mut() = Some(at);
                if let (Focus::Heading, Some(h)) = (what, heading.cast::<web_sys::Element>()) {
                    focus::focus_in_place(&h);
                    focus::show(&h);
                }
            }
        });
    }
    let focus_move = match &wanted {
        Some((Focus::Move(mv), at)) => Some((mv.clone(), *at)),
        _ => None,
    };
    // The play page shows no move list while the game's module is on its
    // way; should it be drawn then, it says so.
    if crate::games::played::view::waiting(table) {
        return crate::games::played::view::loading();
    }
    let parts = game.components(table.position());
    let over = table.session.is_over();
    let Some(index) = table.selected.filter(|&i| i < parts.len()) else {
        return html! {
            <section class="cuts panel" aria-labelledby="cuts-title" id="move-list">
                <h2 id="cuts-title" tabindex="-1" ref={heading.clone()}>{capitalised(&words.moves)}</h2>
                if over {
                    {game_over(&state, "game-over-moves", Some("play-again-moves"))}
                } else {
                    <p class="muted">{words.all_done.clone()}</p>
                }
            </section>
        };
    };
    let text = game.format_position(&parts[index]);
    // A component chosen inside the selected one (a head of a row of coins
    // that is a part of a sum) lists its own moves alone, as the board
    // offers them.
    let within = table.within();
    let groups = match within {
        Some(own) => table
            .solver
            .move_groups_within(table.position(), index, own, LIST_LIMIT),
        None => table
            .solver
            .move_groups(table.position(), index, LIST_LIMIT),
    };
    let disabled = table.session.computer_to_move();
    let highlight = match (&table.pending, &table.hint) {
        (Some(mv), _) => Some((mv.clone(), Chosen::Computer)),
        (None, Some(Hint::Win(mv))) => Some((mv.clone(), Chosen::Hint)),
        _ => None,
    };
    let hook = AttrValue::Static(words.move_hook());
    let body: Html = groups
        .into_iter()
        .map(|group| {
            let count = group.count;
            let key = group.key.clone();
            let content = if group.is_listed() {
                group
                    .rows
                    .iter()
                    .map(|row| {
                        let chosen = highlight
                            .as_ref()
                            .filter(|(mv, _)| *mv == row.mv)
                            .map(|&(_, by)| by);
                        let focus_at = focus_move
                            .as_ref()
                            .filter(|(mv, _)| *mv == row.mv)
                            .map(|&(_, at)| at);
                        html! {
                            <MoveButton key={row.text.clone()} row={row.clone()} hook={hook.clone()}
                                {chosen} {disabled} {focus_at} />
                        }
                    })
                    .collect::<Html>()
            } else {
                html! {
                    <Chooser key={format!("{text}-{key}")} group={group.clone()} component={index}
                        hook={hook.clone()} {disabled} highlight={highlight.clone()}
                        focus={focus_move.clone()} />
                }
            };
            html! {
                <section class="kind-group" data-kind={(!key.is_empty()).then(|| key.clone())} key={format!("g-{key}")}>
                    <h3>
                        <span>{group.title.clone()}</span>
                        <span class="count">{format!("{} {}", with_separators(count), if count == 1 { &words.one_move } else { &words.moves })}</span>
                    </h3>
                    <ul class="cut-rows">{content}</ul>
                </section>
            }
        })
        .collect();
    let preview = table.preview.as_ref();
    // Export: the picture's files, drawn by the panels' chunk once asked
    // for (so the first view does not load it), by the figures crate from
    // the typed position.
    let export = if props.classroom {
        Html::default()
    } else {
        let on_open = {
            let exporting = exporting.clone();
            move |_| exporting.set(!*exporting)
        };
        let of = match table.position().get::<Position>() {
            Some(p) => Exported::Surface {
                position: p.clone(),
                component: index,
                cut: preview
                    .and_then(|m| m.get::<Move>())
                    .filter(|m| m.component == index)
                    .map(|m| m.cut),
            },
            // A board is the whole position; a picture, the part's.
            None => Exported::Picture {
                name: file_stem(&format!(
                    "{}-{}",
                    table.game().spec(),
                    if games::draws_board(table) {
                        game.format_position(table.position())
                    } else {
                        text.clone()
                    }
                ))
                .into(),
                board: games::draws_board(table),
            },
        };
        html! {
            <div class="export">
                <button type="button" class="secondary small-button" data-testid="export-open"
                    aria-expanded={exporting.to_string()} onclick={on_open}>{"Export figure…"}</button>
                if *exporting {
                    <div>
                        <ExportPanel ..ExportProps { of } />
                    </div>
                }
            </div>
        }
    };
    // The list itself: its heading (with the export beside it where no
    // picture is), the end of the game, the moves and how they work.
    let board = games::draws_board(table);
    let title = html! {
        <h2 id="cuts-title" tabindex="-1" ref={heading.clone()}>{format!("{} of {text}", capitalised(&words.moves))}
            <span class="muted small">{format!(" {} {} of {}", words.component, index + 1, parts.len())}</span></h2>
    };
    // Only the moves of a component chosen inside this one are listed: said
    // in words, with the way back to all of them.
    let narrowed = within.map(|_| {
        let all = {
            let (state, heading) = (state.clone(), heading.clone());
            move |_| {
                state.dispatch(PlayAction::Select(index));
                if let Some(title) = heading.cast::<web_sys::Element>() {
                    focus::focus_in_place(&title);
                }
            }
        };
        html! {
            <p class="within-note" data-testid="within-note">
                {format!("Only the {} of what was chosen inside this {} on the board are listed. ",
                    words.moves, words.component)}
                <button type="button" class="secondary small-button" data-testid="show-all-moves" onclick={all}>
                    {format!("Show all {} of this {}", words.moves, words.component)}
                </button>
            </p>
        }
    });
    let list = |head: Html| {
        html! {
            <div class="move-column">
                {head}
                {narrowed.clone().unwrap_or_default()}
                if over {
                    {game_over(&state, "game-over-moves", Some("play-again-moves"))}
                }
                {body.clone()}
                {how_to(table.game().misere(), table.rule_outcome().is_some(), board)}
            </div>
        }
    };
    // A game that draws its whole board shows each move there: the list
    // takes the panel's width.
    if board {
        return html! {
            <section class="cuts panel workbench solo" aria-labelledby="cuts-title" data-testid="cut-list"
                data-surface={text.clone()} id="move-list">
                {list(html! { <div class="move-head">{title}{export}</div> })}
            </section>
        };
    }
    html! {
        <section class="cuts panel workbench" aria-labelledby="cuts-title" data-testid="cut-list"
            data-surface={text.clone()} id="move-list">
            <div class="focus-picture-column">
                <div class="focus-picture">
                    {games::picture(&state, index, preview, true, props.classroom)}
                </div>
                {export}
            </div>
            {list(title)}
        </section>
    }
}
