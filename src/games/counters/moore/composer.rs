//! The move composer: a form to make any move, on one heap or several at
//! once, which the counters of the board cannot make with a click. The
//! sizes typed and the sizes last checked are the component's own state,
//! kept for the position it is keyed by.

use super::explanation::{exact_verdict, verdict};
use super::words::{counters, join_heaps, MAX_ROWS};
use crate::display::raw;
use crate::games::shown::BoardMsg;
use crate::text::{plural, with_separators};
use grundy::dynamic::DynMove;
use grundy::games::moore::{Moore, MooreMove};
use grundy::Game;
use std::rc::Rc;
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// The move the sizes typed in the composer (one per heap shown) describe,
/// or why they describe none.
pub(super) fn composed(game: &Moore, heaps: &[u64], typed: &[String]) -> Result<MooreMove, String> {
    let k = game.k;
    let mut takes = Vec::new();
    for (i, typed) in typed.iter().enumerate().take(heaps.len().min(MAX_ROWS)) {
        let typed = typed.trim().replace([',', '_', ' '], "");
        let to = if typed.is_empty() {
            heaps[i]
        } else {
            typed
                .parse::<u64>()
                .map_err(|_| format!("Heap {}: type a whole number of counters.", i + 1))?
        };
        if to > heaps[i] {
            return Err(format!(
                "Heap {} has {}: a move cannot add to it.",
                i + 1,
                counters(heaps[i])
            ));
        }
        if to < heaps[i] {
            takes.push((i, heaps[i], to));
        }
    }
    if takes.is_empty() {
        return Err("Lower at least one heap's size.".to_string());
    }
    if game.exact && takes.len() != k as usize {
        return Err(format!(
            "A move takes from exactly {k} {}; these sizes take from {}.",
            plural(u64::from(k), "heap", "heaps"),
            takes.len()
        ));
    }
    if takes.len() > k as usize {
        return Err(format!(
            "A move takes from at most {k} {}; these sizes take from {}.",
            plural(u64::from(k), "heap", "heaps"),
            takes.len()
        ));
    }
    Ok(MooreMove::new(heaps, takes))
}

/// The composer's state: each field as typed, and the sizes last checked
/// (none before the first check).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Typing {
    pub(super) typed: Vec<String>,
    pub(super) checked: Option<Vec<String>>,
}

impl Typing {
    /// The fields of the first heaps, each holding its heap's size.
    pub(super) fn new(heaps: &[u64]) -> Typing {
        Typing {
            typed: heaps.iter().take(MAX_ROWS).map(u64::to_string).collect(),
            checked: None,
        }
    }
}

/// What a person does in the composer.
pub(super) enum Typed {
    /// Field `.0` now holds `.1`.
    Field(usize, String),
    /// Check the move the fields describe (the button, or Enter in a
    /// field).
    Check,
}

impl Reducible for Typing {
    type Action = Typed;

    fn reduce(self: Rc<Self>, action: Typed) -> Rc<Self> {
        let mut next = (*self).clone();
        match action {
            Typed::Field(i, value) => {
                if let Some(field) = next.typed.get_mut(i) {
                    *field = value;
                }
            }
            Typed::Check => next.checked = Some(next.typed.clone()),
        }
        Rc::new(next)
    }
}

/// Properties of [`Composer`].
#[derive(Properties, PartialEq)]
pub struct ComposerProps {
    /// The game, which says how many heaps a move takes from.
    pub game: Moore,
    /// The heaps' sizes.
    pub heaps: Vec<u64>,
    /// Hears the move played with the Take button.
    pub send: Callback<BoardMsg>,
}

/// A form to make any move, on one heap or up to k at once: each heap's
/// new size typed, then the move checked and shown with Moore's verdict on
/// what it leaves, and a button that plays it.
#[component]
pub fn Composer(props: &ComposerProps) -> Html {
    let state = use_reducer(|| Typing::new(&props.heaps));
    let act = {
        let state = state.clone();
        Callback::from(move |a| state.dispatch(a))
    };
    form(&props.game, &props.heaps, &state, &props.send, &act)
}

/// What the composer says of the sizes checked: why they make no move, or
/// the move, Moore's verdict on what it leaves, and a button that plays
/// it.
fn checked(game: &Moore, heaps: &[u64], sizes: &[String], send: &Callback<BoardMsg>) -> Html {
    match composed(game, heaps, sizes) {
        Err(why) => html! {
            <p class="field-error" role="alert" data-testid="moore-compose-error">{why}</p>
        },
        Ok(mv) => {
            let text = game.format_move(&heaps.to_vec(), &mv);
            let after = &mv.after;
            let said = if game.by_rule() {
                verdict(after, game.k)
            } else {
                exact_verdict(game, after)
            };
            let composed = maud::html! {
                p data-testid="moore-composed" {
                    "The move " code.moore-move { (text) } " leaves " (join_heaps(after)) ". "
                    (said)
                }
            };
            let component = game.component_of(&mv);
            let take = send
                .reform(move |_: MouseEvent| BoardMsg::Play(DynMove::new(mv.clone(), component)));
            html! {
                <>
                    {raw(composed)}
                    <button type="button" data-testid="moore-take" onclick={take}>{"Take"}</button>
                </>
            }
        }
    }
}

/// The composer in `state`: its help, its form (the fields the page's
/// controlled inputs, each change and the check sent to `act`) and what
/// the last check found.
pub(super) fn form(
    game: &Moore,
    heaps: &[u64],
    state: &Typing,
    send: &Callback<BoardMsg>,
    act: &Callback<Typed>,
) -> Html {
    let k = game.k;
    let help = maud::html! {
        p.muted.small {
            @if game.exact && k > 1 {
                "Type the size each heap goes to, on exactly " (k) " heaps, then check the move."
            } @else {
                "Type the size each heap goes to, on up to " (k) " "
                (plural(u64::from(k), "heap", "heaps"))
                ", then check the move. Choosing a counter above takes from its heap alone."
            }
        }
    };
    let fields = heaps.iter().enumerate().take(MAX_ROWS).map(|(i, &h)| {
        let oninput = act.reform(move |e: InputEvent| {
            Typed::Field(i, e.target_unchecked_into::<HtmlInputElement>().value())
        });
        let value = state.typed.get(i).cloned().unwrap_or_default();
        html! {
            <label>
                {format!("Heap {} ({}) →", i + 1, with_separators(u128::from(h)))}
                <input name={format!("heap{}", i + 1)} type="text" inputmode="numeric"
                    autocomplete="off" {value} {oninput} />
            </label>
        }
    });
    // Enter in a field checks the move, as the button does.
    let onsubmit = act.reform(|e: SubmitEvent| {
        e.prevent_default();
        Typed::Check
    });
    let rest = (heaps.len() > MAX_ROWS).then(|| {
        raw(maud::html! {
            p.muted.small {
                "Heaps after the " (MAX_ROWS) "th keep their size here; the move list has their \
                 moves."
            }
        })
    });
    html! {
        <>
            <h3>{"Make a move"}</h3>
            {raw(help)}
            <form class="moore-compose" data-testid="moore-compose" {onsubmit}>
                { for fields }
                <button type="submit" class="secondary" data-testid="moore-check">
                    {"Check the move"}
                </button>
            </form>
            {rest}
            if let Some(sizes) = &state.checked {
                {checked(game, heaps, sizes, send)}
            }
        </>
    }
}

#[cfg(test)]
mod tests;
