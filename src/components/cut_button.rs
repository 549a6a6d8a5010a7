//! One cut as a button: kind, description, result and the value after it.

use grundy::manifold::view::CutRow;
use grundy::Move;
use yew::prelude::*;

/// Properties of [`CutButton`].
#[derive(Properties, PartialEq, Clone)]
pub struct CutButtonProps {
    /// The cut, ready to show.
    pub row: CutRow,
    /// Marked as the computer's or the hint's choice.
    #[prop_or_default]
    pub highlighted: bool,
    /// Not playable now (the computer's turn).
    #[prop_or_default]
    pub disabled: bool,
    /// Make the cut.
    pub on_cut: Callback<Move>,
    /// Show (or stop showing) the cut's curve.
    pub on_preview: Callback<Option<Move>>,
}

/// A cut the player can make; hovering or focusing it draws its curve.
#[component]
pub fn CutButton(props: &CutButtonProps) -> Html {
    let row = &props.row;
    let mv = row.mv;
    let onclick = {
        let cb = props.on_cut.clone();
        move |_| cb.emit(mv)
    };
    let show = {
        let cb = props.on_preview.clone();
        move || cb.emit(Some(mv))
    };
    let hide = {
        let cb = props.on_preview.clone();
        move || cb.emit(None)
    };
    let (s1, s2) = (show.clone(), show);
    let (h1, h2) = (hide.clone(), hide);
    let pieces = row.result.replace('+', " + ");
    let class = classes!(
        "cut",
        row.winning.then_some("winning"),
        props.highlighted.then_some("highlighted")
    );
    html! {
        <li>
            <button type="button" {class} data-testid="cut"
                data-kind={row.letter.to_string()} data-result={row.result.clone()}
                data-value={row.value.get().to_string()} data-winning={row.winning.to_string()}
                disabled={props.disabled}
                {onclick}
                onmouseenter={move |_| s1()} onfocus={move |_| s2()}
                onmouseleave={move |_| h1()} onblur={move |_| h2()}>
                <span class="kind-badge">{format!("({})", row.letter)}</span>
                <span class="cut-main">
                    <span class="cut-result">{format!("→ {pieces}")}</span>
                    <span class="cut-desc">{row.description.clone()}</span>
                </span>
                <span class="cut-side">
                    <span class="cut-value">{format!("G after: {}", row.value)}</span>
                    if row.winning {
                        <span class="win-badge">{"✓ winning"}</span>
                    } else {
                        <span class="lose-badge">{"not winning"}</span>
                    }
                    if props.highlighted {
                        <span class="chosen-badge">{"★ chosen"}</span>
                    }
                </span>
            </button>
        </li>
    }
}
