//! One coin of a row or a rug, drawn in SVG.

use maud::{html, Markup};

/// How a flip previewed changes a coin.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Flip {
    ToTails,
    ToHeads,
}

/// What a drawn coin does when clicked.
pub(crate) enum Action {
    None,
    /// Selects a component (a head).
    Component(usize, String),
    /// Plays a move: its text and what it does in words.
    Move(String, String),
}

/// One coin: a circle with H or T; a head also has an inner rim, so heads
/// and tails differ beyond colour. A flip previewed is written above it
/// (`H→T`).
pub(crate) struct Coin {
    pub head: bool,
    pub flip: Option<Flip>,
    /// Writes the flip above the coin (a row has room; a rug marks its
    /// rectangle instead).
    pub mark: bool,
    pub selected: bool,
    pub action: Action,
}

/// `c` centred at `(x, y)` with radius `r`.
pub(crate) fn coin(x: f64, y: f64, r: f64, c: Coin) -> Markup {
    let Coin {
        head,
        flip,
        mark,
        selected,
        action,
    } = c;
    let (component, played, label) = match action {
        Action::None => (None, None, None),
        Action::Component(i, label) => (Some(i), None, Some(label)),
        Action::Move(text, label) => (None, Some(text), Some(label)),
    };
    // Only a coin that does something is a button.
    let clickable = label.is_some();
    let mark = flip.filter(|_| mark).map(|f| match f {
        Flip::ToTails => "H→T",
        Flip::ToHeads => "T→H",
    });
    let (cx, cy) = (num(x), num(y));
    html! {
        g.coins-coin.coins-head[head].coins-tail[!head]
            .coins-selected[selected]
            .coins-to-tails[flip == Some(Flip::ToTails)]
            .coins-to-heads[flip == Some(Flip::ToHeads)]
            .coins-target[clickable]
            role=[clickable.then_some("button")]
            tabindex=[clickable.then_some("0")]
            aria-label=[label]
            data-component=[component]
            data-move=[played]
        {
            circle.coins-face cx=(cx) cy=(cy) r=(num(r)) {}
            @if head {
                circle.coins-rim cx=(cx) cy=(cy) r=(num(r * 0.74)) {}
            }
            text.coins-letter x=(cx) y=(num(y + r * 0.36)) font-size=(num(r)) {
                (if head { "H" } else { "T" })
            }
            @if let Some(mark) = mark {
                text.coins-flip-mark x=(cx) y=(num(y - r - 4.0)) font-size=(num(r * 0.62)) {
                    (mark)
                }
            }
        }
    }
}

/// A number for an SVG attribute, without a needless fraction.
pub(crate) fn num(v: f64) -> String {
    if v.fract() == 0.0 {
        format!("{}", v as i64)
    } else {
        format!("{v:.1}")
    }
}
