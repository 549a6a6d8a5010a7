//! One coin of a row or a rug, drawn in SVG.

use crate::markup::{Builder as _, Markup};

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

/// Draws `c` centred at `(x, y)` with radius `r`.
pub(crate) fn coin(m: &mut Markup, x: f64, y: f64, r: f64, c: Coin) {
    let Coin {
        head,
        flip,
        mark,
        selected,
        action,
    } = c;
    let class = crate::markup::class_list(
        if head {
            "coins-coin coins-head"
        } else {
            "coins-coin coins-tail"
        },
        &[
            (selected, "coins-selected"),
            (flip == Some(Flip::ToTails), "coins-to-tails"),
            (flip == Some(Flip::ToHeads), "coins-to-heads"),
            (!matches!(action, Action::None), "coins-target"),
        ],
    );
    let (data_component, data_move, label) = match &action {
        Action::None => (String::new(), String::new(), String::new()),
        Action::Component(i, label) => (i.to_string(), String::new(), label.clone()),
        Action::Move(text, label) => (String::new(), text.clone(), label.clone()),
    };
    let clickable = !matches!(action, Action::None);
    m.open(
        "g",
        &[
            ("class", &class),
            ("role", if clickable { "button" } else { "" }),
            ("tabindex", if clickable { "0" } else { "" }),
            ("aria-label", &label),
            ("data-component", &data_component),
            ("data-move", &data_move),
        ],
    );
    m.el(
        "circle",
        &[
            ("class", "coins-face"),
            ("cx", &num(x)),
            ("cy", &num(y)),
            ("r", &num(r)),
        ],
        "",
    );
    if head {
        m.el(
            "circle",
            &[
                ("class", "coins-rim"),
                ("cx", &num(x)),
                ("cy", &num(y)),
                ("r", &num(r * 0.74)),
            ],
            "",
        );
    }
    m.el(
        "text",
        &[
            ("class", "coins-letter"),
            ("x", &num(x)),
            ("y", &num(y + r * 0.36)),
            ("font-size", &num(r)),
        ],
        if head { "H" } else { "T" },
    );
    if let Some(f) = flip.filter(|_| mark) {
        m.el(
            "text",
            &[
                ("class", "coins-flip-mark"),
                ("x", &num(x)),
                ("y", &num(y - r - 4.0)),
                ("font-size", &num(r * 0.62)),
            ],
            match f {
                Flip::ToTails => "H→T",
                Flip::ToHeads => "T→H",
            },
        );
    }
    m.close("g");
}

/// A number for an SVG attribute, without a needless fraction.
pub(crate) fn num(v: f64) -> String {
    if v.fract() == 0.0 {
        format!("{}", v as i64)
    } else {
        format!("{v:.1}")
    }
}
