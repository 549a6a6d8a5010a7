//! What every coin game's explanation shares: numbers in binary lined up,
//! nim-sums written out, who wins, and the paragraph whose button plays
//! the winning move.

use crate::games::shown::{BoardMsg, Scene};
use grundy::dynamic::DynMove;
use grundy::{Game, Nimber};
use maud::{html as markup, Markup};
use yew::prelude::*;

/// `n` in binary, padded to `width` digits.
pub(super) fn binary(n: u64, width: usize) -> String {
    format!("{n:0width$b}")
}

/// The ending of a plural: `s` unless `n` is 1.
pub(super) fn plural(n: u64) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

/// `a ⊕ b ⊕ c`, or `0` for none.
pub(super) fn nim_sum_text(values: &[Nimber]) -> String {
    if values.is_empty() {
        "0".to_string()
    } else {
        values
            .iter()
            .map(|v| v.to_string())
            .collect::<Vec<_>>()
            .join(" ⊕ ")
    }
}

/// How many binary digits the heads' values and their nim-sum need, so
/// their binary forms line up in a column.
pub(super) fn binary_width(values: impl Iterator<Item = Nimber>, total: Nimber) -> usize {
    values
        .map(|v| v.get())
        .chain([total.get(), 1])
        .map(|v| 64 - v.leading_zeros() as usize)
        .max()
        .unwrap_or(1)
}

/// "Who wins", from the values of the heads (the first `values`, more
/// when `cut` says some were left out) and their nim-sum `total`. The
/// player to move wins when `total` is not zero, and a winning move then
/// follows it.
pub(super) fn verdict(values: &[Nimber], cut: bool, total: Nimber) -> Markup {
    let more = if cut { " ⊕ …" } else { "" };
    markup! {
        h3 { "Who wins" }
        @if total.is_zero() {
            p.coins-loss {
                (nim_sum_text(values)) (more)
                " = 0: the player to move loses; every flip leaves a non-zero nim-sum."
            }
        } @else {
            p.coins-win {
                (nim_sum_text(values)) (more) " = " (total) ", not 0: the player to move wins."
            }
        }
    }
}

/// The paragraph offering the winning move `mv` of `game` in `position`:
/// "Winning move: flip", a button written `shown` that plays it (while a
/// person may move), then `after`, saying why it wins.
pub(super) fn winning_move<G>(
    game: &G,
    position: &G::Position,
    mv: G::Move,
    shown: String,
    after: String,
    scene: &Scene,
) -> Html
where
    G: Game,
    G::Move: 'static,
{
    let text = game.format_move(position, &mv);
    let component = game.component_of(&mv);
    let onclick = scene
        .send
        .reform(move |_: MouseEvent| BoardMsg::Play(DynMove::new(mv.clone(), component)));
    html! {
        <p class="coins-win">
            {"Winning move: flip "}
            <button type="button" class="coins-move" disabled={!scene.live}
                data-testid={scene.play_hook(&text)} {onclick}>
                {shown}
            </button>
            {after}
        </p>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn binary_forms_are_padded_to_the_widest() {
        let width = binary_width([Nimber(2), Nimber(5)].into_iter(), Nimber(7));
        assert_eq!(width, 3);
        assert_eq!(binary(2, width), "010");
    }

    #[test]
    fn no_values_sum_to_zero() {
        assert_eq!(nim_sum_text(&[]), "0");
        assert_eq!(nim_sum_text(&[Nimber(1), Nimber(4)]), "1 ⊕ 4");
    }
}
