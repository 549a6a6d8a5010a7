//! A sum's board: each part named, with its value and the button that
//! lists its moves, and drawn as its own game draws it; a click on a
//! part's board plays the part's move as the sum's, or chooses the part
//! (or, in the part chosen, one of its own components).

use crate::games::played::Faces;
use crate::games::shown::{BoardMsg, Look, PartOf, Scene};
use grundy::catalogue::Layout;
use grundy::dynamic::DynMove;
use grundy::games::sum::{SumGame, SumMove, SumPart};
use grundy::spec::AnyMove;
use grundy::Game;
use std::rc::Rc;
use yew::prelude::*;

/// Components of a part of the page's own games drawn on its card; the
/// rest are counted.
const DRAWN_COMPONENTS: usize = 12;

/// The part that the sum's component `index` is: the parts with a move
/// left are its components, in order.
pub fn locate(parts: &[SumPart], index: usize) -> Option<usize> {
    parts
        .iter()
        .enumerate()
        .filter(|(_, p)| !p.game.components(&p.position).is_empty())
        .nth(index)
        .map(|(i, _)| i)
}

/// The value of one part, by its game's closed forms where it has them.
pub use figures::sum::part_value;

/// What a click on part `at`'s board asks in the sum: its move played as
/// the sum's move; a choice of one of its own components, the part itself
/// chosen (`component`, the sum's component it is; nothing once it has no
/// move) or, in the part `chosen`, that component inside it.
pub(super) fn rescoped(
    parts: &[SumPart],
    at: usize,
    component: Option<usize>,
    chosen: bool,
    msg: BoardMsg,
) -> Option<BoardMsg> {
    match msg {
        BoardMsg::Play(inner) => {
            let mv = SumGame::move_in(parts, at, inner);
            let c = mv.component;
            Some(BoardMsg::Play(DynMove::new(mv, c)))
        }
        BoardMsg::Select(own) => component.map(|c| {
            if chosen {
                BoardMsg::SelectWithin(c, own)
            } else {
                BoardMsg::Select(c)
            }
        }),
        // A part's board offers nothing else the sum could do.
        BoardMsg::SelectWithin(..) | BoardMsg::Edit(_) => None,
    }
}

/// Part `at` drawn whole, by its game's face: its board, or the picture
/// of each of its components; its clicks act in the sum.
fn part_board(
    faces: Faces,
    parts: &Rc<Vec<SumPart>>,
    at: usize,
    component: Option<usize>,
    within: Option<Option<usize>>,
    preview: Option<&AnyMove>,
    scene: &Scene,
) -> Html {
    let part = &parts[at];
    let Some(shown) = faces(&part.game.engine().spec()) else {
        return Html::default();
    };
    let chosen = within.is_some();
    let send = {
        let (parts, outer) = (parts.clone(), scene.send.clone());
        Callback::from(move |m| {
            if let Some(m) = rescoped(&parts, at, component, chosen, m) {
                outer.emit(m);
            }
        })
    };
    let inner = Scene {
        position: part.position.clone(),
        preview: preview.cloned(),
        selected: within.flatten(),
        within: None,
        live: scene.live,
        part: Some(PartOf {
            at,
            component,
            chosen,
        }),
        send,
    };
    if part.game.entry().layout != Layout::Cards {
        return shown.board(&inner);
    }
    let count = part.game.components(&part.position).len();
    let look = Look {
        large: false,
        compact: true,
    };
    html! {
        <div class="sum-components">
            { for (0..count.min(DRAWN_COMPONENTS)).map(|i| shown.picture(&inner, i, look)) }
            if count > DRAWN_COMPONENTS {
                <p class="muted">{format!("… and {} more", count - DRAWN_COMPONENTS)}</p>
            }
        </div>
    }
}

/// The whole sum: a card per part.
pub fn board(faces: Faces, scene: &Scene) -> Html {
    let Some(parts) = scene.position.get::<Vec<SumPart>>() else {
        return Html::default();
    };
    let parts = Rc::new(parts.clone());
    let preview = scene.preview.as_ref().and_then(|m| m.get::<SumMove>());
    let chosen = scene.selected.and_then(|c| locate(&parts, c));
    let mut live = 0;
    let cards = (0..parts.len()).map(|i| {
        let part = &parts[i];
        // The sum's component this part is, while it has a move left.
        let component = (!part.game.components(&part.position).is_empty()).then(|| {
            live += 1;
            live - 1
        });
        let within = (chosen == Some(i)).then_some(scene.within);
        let inner = preview.filter(|m| m.part == i).map(|m| m.inner.as_ref());
        let board = part_board(faces, &parts, i, component, within, inner, scene);
        card(part, i, component, within.is_some(), board, &scene.send)
    });
    html! { <div class="sum-board">{ for cards }</div> }
}

/// Part `i` as a card: its name, which chooses it while it has a move
/// left (`component`, the sum's component it is), its value and its board.
fn card(
    part: &SumPart,
    i: usize,
    component: Option<usize>,
    chosen: bool,
    board: Html,
    send: &Callback<BoardMsg>,
) -> Html {
    let value = part_value(part);
    let name = format!("{}. {}", i + 1, part.game.name());
    // The part's name chooses it: its moves are then listed.
    let title = match component {
        Some(c) => {
            let onclick = send.reform(move |_: MouseEvent| BoardMsg::Select(c));
            html! {
                <button type="button" class="sum-pick" aria-label={format!("{name}: show its moves")}
                    aria-pressed={chosen.to_string()} data-testid={format!("pick {c}")} {onclick}>
                    {name.clone()}
                </button>
            }
        }
        None => html! { <span>{format!("{name} (no move left)")}</span> },
    };
    html! {
        <section class={classes!("sum-part", chosen.then_some("selected"))}
            aria-label={format!("Part {}: {}", i + 1, part.game.name())}
            data-testid={component.map(|_| "component")} data-value={value.0.to_string()}>
            <h3 class="sum-part-title">
                {title}
                <span class="value-chip">{format!("G = {value}")}</span>
            </h3>
            {board}
        </section>
    }
}
