//! One move of the list as a button: what it does and what it leaves, its
//! value after, and the badge of the hint's or the computer's choice.

use crate::games::capitalised;
use crate::play::focus;
use crate::state::play::PlayAction;
use crate::state::PlayContext;
use grundy::catalogue::Family;
use grundy::spec::AnyMove;
use grundy::view::MoveRow;
use grundy::Game;
use yew::prelude::*;

/// Who marked a move in the list.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Chosen {
    /// The hint's winning move.
    Hint,
    /// The computer's move, shown before it is made.
    Computer,
}

impl Chosen {
    /// The badge beside the marked move.
    fn badge(self) -> &'static str {
        match self {
            Chosen::Hint => "★ hint",
            Chosen::Computer => "★ computer's move",
        }
    }
}

/// A move's words inside its button: kind, result, description, the value
/// after it, and the badges.
/// A surface's cut is named as the paper names it, by its kind and what it
/// leaves; another game's move by what it does (`verb`, the game's verb in
/// the present), with what it leaves after it.
fn row_text(
    row: &MoveRow<AnyMove>,
    chosen: Option<Chosen>,
    by_outcome: bool,
    verb: Option<&str>,
) -> Html {
    let result = if row.pieces.is_empty() {
        "nothing".to_string()
    } else {
        row.pieces.replace('+', " + ")
    };
    let (main, detail) = match verb {
        Some(verb) => (
            capitalised(&format!("{verb} {}", row.description)),
            format!("leaves {result}"),
        ),
        None => (format!("→ {result}"), row.description.clone()),
    };
    html! {
        <>
            if !row.key.is_empty() {
                <span class="kind-badge">{format!("({})", row.key)}</span>
            }
            <span class="cut-main">
                <span class={classes!("cut-result", verb.is_some().then_some("cut-action"))}>{main}</span>
                <span class="cut-desc">{detail}</span>
            </span>
            <span class="cut-side">
                // In misère play values decide nothing, and a position played
                // by who wins has none; the badge says who wins.
                if !by_outcome {
                    <span class="cut-value">{format!("G after: {}", row.value)}</span>
                }
                if row.winning {
                    <span class="win-badge">{"✓ winning"}</span>
                } else {
                    <span class="lose-badge">{"not winning"}</span>
                }
                if let Some(c) = chosen {
                    <span class="chosen-badge">{c.badge()}</span>
                }
            </span>
        </>
    }
}

/// Properties of [`MoveButton`].
#[derive(Properties, PartialEq)]
pub struct MoveButtonProps {
    /// The move, with what it leaves and its value after.
    pub row: MoveRow<AnyMove>,
    /// Its test hook.
    pub hook: AttrValue,
    /// The computer's or the hint's choice, when it is this move.
    #[prop_or_default]
    pub chosen: Option<Chosen>,
    /// Not playable now.
    #[prop_or_default]
    pub disabled: bool,
    /// A group chooser's pick.
    #[prop_or_default]
    pub picked: bool,
    /// A keyboard shortcut's request for this button's focus, by its
    /// number.
    #[prop_or_default]
    pub focus_at: Option<u32>,
}

/// A move the player can make; hovering or focusing it draws its effect.
#[component]
pub fn MoveButton(props: &MoveButtonProps) -> Html {
    let state = use_context::<PlayContext>().expect("MoveButton is inside the app context");
    let node = use_node_ref();
    {
        let node = node.clone();
        use_effect_with(props.focus_at, move |at| {
            if let (Some(_), Some(button)) = (at, node.cast::<web_sys::Element>()) {
                focus::focus_in_place(&button);
                focus::show(&button);
            }
        });
    }
    {
        // A hint shows its move, scrolled into view where it is not.
        let node = node.clone();
        let hinted = props.chosen == Some(Chosen::Hint);
        use_effect_with(hinted, move |&hinted| {
            if let (true, Some(button)) = (hinted, node.cast::<web_sys::Element>()) {
                focus::show(&button);
            }
        });
    }
    let row = &props.row;
    let mv = row.mv.clone();
    let d = state.dispatcher();
    let preview = |shown: Option<AnyMove>| {
        let d = d.clone();
        move || d.dispatch(PlayAction::Preview(shown.clone()))
    };
    let (show, hide) = (preview(Some(mv.clone())), preview(None));
    let (s1, s2, h1, h2) = (show.clone(), show, hide.clone(), hide);
    let onclick = move |_| d.dispatch(PlayAction::Play(mv.clone()));
    let game = state.table().game();
    let by_outcome = state.table().by_outcome();
    // A cut is said as the paper says it, without a verb.
    let verb = (game.entry().family != Family::Surfaces).then(|| game.words().present);
    let class = classes!(
        "cut",
        "move-button",
        row.winning.then_some("winning"),
        props.chosen.is_some().then_some("highlighted"),
        props.picked.then_some("picked"),
    );
    html! {
        <li>
            <button ref={node} type="button" {class} data-testid={props.hook.clone()}
                data-kind={(!row.key.is_empty()).then(|| row.key.clone())} data-result={row.pieces.clone()}
                data-value={(!by_outcome).then(|| row.value.to_string())} data-winning={row.winning.to_string()}
                disabled={props.disabled} {onclick}
                onmouseenter={move |_| s1()} onfocus={move |_| s2()}
                onmouseleave={move |_| h1()} onblur={move |_| h2()}>
                {row_text(row, props.chosen, by_outcome, verb.as_deref())}
            </button>
        </li>
    }
}
