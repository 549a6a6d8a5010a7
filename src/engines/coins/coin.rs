//! One coin of a row or a rug, drawn in SVG: a part of a figure, a
//! button when clicking it does something.

use crate::engines::protocol::{Block, Button, Figure, Part, Svg, Target, ViewAction};
use maud::html;

/// How a flip previewed changes a coin.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Flip {
    ToTails,
    ToHeads,
}

/// What a drawn coin does when clicked.
pub(crate) enum Action {
    None,
    /// Selects a component (a head), named as said.
    Select(usize, String),
    /// Plays a move: its text and what it does in words.
    Play(String, String),
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

/// `c` centred at `(x, y)` with radius `r`: a clickable group when it does
/// something, display-only markup otherwise.
pub(crate) fn coin(x: f64, y: f64, r: f64, c: Coin) -> Part {
    let Coin {
        head,
        flip,
        mark,
        selected,
        action,
    } = c;
    let acting = match action {
        Action::None => None,
        Action::Select(i, label) => Some((ViewAction::Select(i), label)),
        Action::Play(text, label) => Some((ViewAction::Play(text), label)),
    };
    let mark = flip.filter(|_| mark).map(|f| match f {
        Flip::ToTails => "H→T",
        Flip::ToHeads => "T→H",
    });
    let (cx, cy) = (num(x), num(y));
    let mut class = vec!["coins-coin", if head { "coins-head" } else { "coins-tail" }];
    if selected {
        class.push("coins-selected");
    }
    match flip {
        Some(Flip::ToTails) => class.push("coins-to-tails"),
        Some(Flip::ToHeads) => class.push("coins-to-heads"),
        None => {}
    }
    // Only a coin that does something is a button.
    if acting.is_some() {
        class.push("coins-target");
    }
    let class = class.join(" ");
    let inner = html! {
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
    };
    match acting {
        Some((action, label)) => Target::group(
            Button {
                class,
                label: Some(label),
                action: Some(action),
                ..Button::default()
            },
            inner.into_string(),
        ),
        None => Part::Markup(html! { g class=(class) { (inner) } }.into_string()),
    }
}

/// A board of coins as a figure: a group of buttons, its coins clicked,
/// drawn no wider than its natural `width` × `height` (the style sheet
/// lets it shrink to fit), with its caption.
pub(crate) fn board(
    class: &str,
    svg_class: &str,
    (width, height): (String, String),
    label: String,
    parts: Vec<Part>,
    caption: String,
) -> Block {
    Block::Figure(Figure {
        class: class.to_string(),
        svg: Svg {
            class: svg_class.to_string(),
            view_box: format!("0 0 {width} {height}"),
            aspect: "xMidYMid meet".to_string(),
            role: "group".to_string(),
            label,
            size: Some((width, height)),
        },
        parts,
        caption: Some(("coins-caption".to_string(), caption)),
    })
}

/// A number for an SVG attribute, without a needless fraction.
pub(crate) fn num(v: f64) -> String {
    if v.fract() == 0.0 {
        format!("{}", v as i64)
    } else {
        format!("{v:.1}")
    }
}
