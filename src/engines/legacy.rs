//! The games whose boards are still laid out as [`ModuleView`] data,
//! shown through the page's [`Shown`]: the view is drawn by [`Blocks`]
//! in the same memory, and each of its actions becomes a [`BoardMsg`]
//! carrying the game's own move or position.

use super::blocks::{Blocks, ViewMsg};
use super::protocol::{EditorState, ModuleView, ViewAction};
use super::Shown as Laid;
use crate::games::played::Opened;
use crate::games::shown::{BoardMsg, Facts, PartOf, Scene, Shown};
use crate::games::terms::AddKind;
use grundy::dynamic::{DynMove, DynPosition};
use std::rc::Rc;
use yew::prelude::*;

/// A game laid out as [`ModuleView`] data.
#[derive(Clone)]
pub struct Legacy<G>(pub G);

/// The game `game`, opened with its laid-out views.
pub fn open<G: Laid + 'static>(game: G) -> Opened {
    Opened::new(game.clone(), Legacy(game))
}

/// A board drawn from a position held without its type: a part of a sum.
pub trait Drawer {
    /// The board of `position` with `preview` marked, `selected` and
    /// `within` chosen; `None` for a position of another game.
    fn part_board(
        &self,
        position: &DynPosition,
        preview: Option<&DynMove>,
        selected: Option<usize>,
        within: Option<usize>,
    ) -> Option<ModuleView>;
}

impl<G: Laid + 'static> Drawer for Legacy<G> {
    fn part_board(
        &self,
        position: &DynPosition,
        preview: Option<&DynMove>,
        selected: Option<usize>,
        within: Option<usize>,
    ) -> Option<ModuleView> {
        let p = position.get::<G::Position>()?;
        let preview = preview.and_then(|m| m.get::<G::Move>());
        Some(self.0.board_within(p, preview, selected, within))
    }
}

impl<G: Laid + 'static> Legacy<G> {
    /// The page's message for a view's, in `position`; the walkthrough's
    /// step and the editor's state stay with the view.
    fn to_board(
        &self,
        position: &G::Position,
        part: Option<PartOf>,
        msg: ViewMsg,
    ) -> Option<BoardMsg> {
        let g = &self.0;
        Some(match msg {
            // A move written as the sum writes it, in a part of a sum.
            ViewMsg::Play(text) if part.is_some() => {
                let at = part.map_or(0, |p| p.at + 1);
                let own = text.strip_prefix(&format!("{at}:"))?;
                return self.to_board(position, None, ViewMsg::Play(own.to_string()));
            }
            // A choice inside a sum's part chosen, as the sum writes it:
            // the part's own choice, which the sum writes back.
            ViewMsg::SelectWithin(_, k) => BoardMsg::Select(k),
            ViewMsg::Play(text) => {
                let mv = g.parse_move(position, &text).ok()?;
                let component = g.component_of(&mv);
                BoardMsg::Play(DynMove::new(mv, component))
            }
            ViewMsg::Edit(text) => BoardMsg::Edit(DynPosition::new(g.parse_position(&text).ok()?)),
            ViewMsg::Select(i) => BoardMsg::Select(i),
            ViewMsg::State(_) | ViewMsg::Step(_) => return None,
        })
    }

    fn sink(
        &self,
        position: &G::Position,
        part: Option<PartOf>,
        send: &Callback<BoardMsg>,
    ) -> Callback<ViewMsg> {
        let (me, p, send) = (self.clone(), position.clone(), send.clone());
        Callback::from(move |m| {
            if let Some(b) = me.to_board(&p, part, m) {
                send.emit(b);
            }
        })
    }
}

impl<G: Laid + 'static> Shown for Legacy<G> {
    fn facts(&self) -> Facts {
        let i = self.0.info();
        Facts {
            component: i.component.into(),
            components: i.components.into(),
            one_move: i.one_move.into(),
            moves: i.moves.into(),
            all_done: i.all_done.into(),
            add: i
                .add
                .into_iter()
                .map(|a| AddKind {
                    label: a.label.into(),
                    prefix: a.prefix.into(),
                    number: a.number.into(),
                })
                .collect(),
            presets: i
                .presets
                .into_iter()
                .map(|(l, t)| (l.into(), t.into()))
                .collect(),
            intro: Html::from_html_unchecked(AttrValue::from(i.intro)),
            notation: i.notation.into(),
            parts_on_board: self.0.parts_on_board(),
        }
    }

    fn board(&self, scene: &Scene) -> Html {
        let Some(p) = scene.position.get::<G::Position>() else {
            return Html::default();
        };
        let preview = scene.preview.as_ref().and_then(|m| m.get::<G::Move>());
        let mut view = self
            .0
            .board_within(p, preview, scene.selected, scene.within);
        if let Some(part) = scene.part {
            view = view.map_actions(&|a| rescoped(a, part));
        }
        html! { <Blocks view={Rc::new(view)} onmsg={self.sink(p, scene.part, &scene.send)} /> }
    }

    fn explain(&self, scene: &Scene) -> Html {
        let Some(p) = scene.position.get::<G::Position>() else {
            return Html::default();
        };
        let (game, p2, selected) = (self.0.clone(), p.clone(), scene.selected);
        let view: Laying = Rc::new(move |step, _| Some(game.explain(&p2, selected, step)));
        html! {
            <Panel key={self.0.format_position(p)} {view} sink={self.sink(p, None, &scene.send)} />
        }
    }

    fn editor(&self, scene: &Scene) -> Option<Html> {
        let p = scene.position.get::<G::Position>()?;
        self.0.editor(p, &EditorState::Start)?;
        let (game, p2) = (self.0.clone(), p.clone());
        let view: Laying = Rc::new(move |_, state| game.editor(&p2, state));
        Some(html! {
            <Panel key={self.0.format_position(p)} {view} sink={self.sink(p, None, &scene.send)} />
        })
    }
}

/// A view laid out at a walkthrough step, in an editor's state.
type Laying = Rc<dyn Fn(usize, &EditorState) -> Option<ModuleView>>;

/// Properties of [`Panel`].
#[derive(Properties)]
struct PanelProps {
    /// The view at a walkthrough step, in an editor's state.
    view: Laying,
    /// Where the view's messages for the page go.
    sink: Callback<ViewMsg>,
}

impl PartialEq for PanelProps {
    /// Drawn again whenever its parent is: the view is a function.
    fn eq(&self, _: &PanelProps) -> bool {
        false
    }
}

/// An explanation or an editor, with its walkthrough's step and its
/// editor's state kept for the position it is keyed by.
#[component]
fn Panel(props: &PanelProps) -> Html {
    let state = use_state(|| (0usize, EditorState::Start));
    let onmsg = {
        let (state, sink) = (state.clone(), props.sink.clone());
        Callback::from(move |m: ViewMsg| match m {
            ViewMsg::Step(n) => state.set((n, state.1.clone())),
            ViewMsg::State(s) => state.set((state.0, s)),
            other => sink.emit(other),
        })
    };
    match (props.view)(state.0, &state.1) {
        Some(view) => html! { <Blocks view={Rc::new(view)} {onmsg} /> },
        None => Html::default(),
    }
}

/// An action of a sum's part as the sum writes it, so its test hook is the
/// sum's: a move is the part's number (from 1), a colon and the part's
/// move; a choice chooses the part or, in the part chosen, a component
/// inside it; nothing else acts in a sum.
fn rescoped(action: ViewAction, part: PartOf) -> Option<ViewAction> {
    match action {
        ViewAction::Play(m) => Some(ViewAction::Play(format!("{}:{m}", part.at + 1))),
        ViewAction::Select(own) => part.component.map(|c| {
            if part.chosen {
                ViewAction::SelectWithin(c, own)
            } else {
                ViewAction::Select(c)
            }
        }),
        _ => None,
    }
}
