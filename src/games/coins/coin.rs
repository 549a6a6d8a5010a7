//! One coin of a row or a grid, drawn in SVG: a part of a figure, a
//! button when clicking it does something; and the figure that holds a
//! board of them.

use crate::display::raw;
use crate::games::shown::{BoardMsg, Scene};
use crate::games::target::{target, Named, Shape};
use figures::coins::coin::CoinAt;
use grundy::dynamic::DynMove;
use grundy::Game;
use maud::html as markup;
use std::collections::HashSet;
use yew::prelude::*;

/// How a flip previewed changes a coin.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Flip {
    ToTails,
    ToHeads,
}

impl Flip {
    /// The flip of a coin showing heads (`head`) or tails.
    pub(super) fn of(head: bool) -> Flip {
        if head {
            Flip::ToTails
        } else {
            Flip::ToHeads
        }
    }
}

/// What a drawn coin does when clicked: the key it is drawn under among
/// its siblings (what it does), its name read out, its test id, and the
/// message it sends.
pub(super) struct Acting {
    key: String,
    label: String,
    hook: Option<String>,
    act: Callback<()>,
}

#[cfg(test)]
impl Acting {
    /// What it is keyed by.
    pub(super) fn key(&self) -> &str {
        &self.key
    }

    /// A click on it.
    pub(super) fn click(&self) {
        self.act.emit(());
    }
}

/// `acting`, unless a coin drawn before it (`seen`) already does the same:
/// two coins offering one move would share a key, so only the first
/// offers it.
pub(super) fn first(seen: &mut HashSet<String>, acting: Option<Acting>) -> Option<Acting> {
    acting.filter(|a| seen.insert(a.key.clone()))
}

/// A click playing `mv` of `game` in `position`, named `words`; nothing
/// while a person may not move.
pub(super) fn play<G>(
    game: &G,
    position: &G::Position,
    mv: G::Move,
    words: String,
    scene: &Scene,
) -> Option<Acting>
where
    G: Game,
    G::Move: 'static,
{
    if !scene.live {
        return None;
    }
    let text = game.format_move(position, &mv);
    let component = game.component_of(&mv);
    let send = scene.send.clone();
    Some(Acting {
        key: format!("move {text}"),
        label: words,
        hook: Some(scene.play_hook(&text)),
        act: Callback::from(move |()| {
            send.emit(BoardMsg::Play(DynMove::new(mv.clone(), component)))
        }),
    })
}

/// A click choosing the game's component `component` (a head), named
/// `words`.
pub(super) fn choose(component: usize, words: String, scene: &Scene) -> Acting {
    Acting {
        key: format!("pick {component}"),
        label: words,
        hook: scene.pick_hook(component),
        act: scene.send.reform(move |()| BoardMsg::Select(component)),
    }
}

/// One coin: a circle with H or T; a head also has an inner rim, so heads
/// and tails differ beyond colour (placed as the figures crate places a
/// coin). A flip previewed is written above it (`H→T`).
pub(super) struct Coin {
    /// Where it is, for its key when it does nothing (`3`, `1,2`).
    pub place: String,
    pub head: bool,
    pub flip: Option<Flip>,
    /// Writes the flip above the coin (a row has room; a grid marks its
    /// move otherwise).
    pub mark: bool,
    pub selected: bool,
}

/// `c` centred at `(x, y)` with radius `r`: a clickable group when it
/// does something (`acting`), a drawing otherwise.
pub(super) fn coin(x: f64, y: f64, r: f64, c: Coin, acting: Option<Acting>) -> Html {
    let Coin {
        place,
        head,
        flip,
        mark,
        selected,
    } = c;
    let written = flip.filter(|_| mark).map(|f| match f {
        Flip::ToTails => "H→T",
        Flip::ToHeads => "T→H",
    });
    let at = CoinAt { x, y, r };
    let (cx, cy) = (num(x), num(y));
    let class = classes!(
        "coins-coin",
        if head { "coins-head" } else { "coins-tail" },
        selected.then_some("coins-selected"),
        flip.map(|f| match f {
            Flip::ToTails => "coins-to-tails",
            Flip::ToHeads => "coins-to-heads",
        }),
        // Only a coin that does something is a button.
        acting.is_some().then_some("coins-target"),
    );
    let inner = raw(markup! {
        circle.coins-face cx=(cx) cy=(cy) r=(num(r)) {}
        @if head {
            circle.coins-rim cx=(cx) cy=(cy) r=(num(at.rim())) {}
        }
        text.coins-letter x=(cx) y=(num(at.letter_y())) font-size=(num(r)) {
            (if head { "H" } else { "T" })
        }
        @if let Some(written) = written {
            text.coins-flip-mark x=(cx) y=(num(at.mark_y())) font-size=(num(at.mark_size())) {
                (written)
            }
        }
    });
    match acting {
        Some(Acting {
            key,
            label,
            hook,
            act,
        }) => target(
            key,
            Shape::Group(inner),
            Named::new(class, label).hook(hook),
            act,
        ),
        None => html! { <g key={format!("coin {place}")} {class}>{inner}</g> },
    }
}

/// Display-only markup among a figure's coins, keyed by `key` so the
/// coins beside it keep theirs.
pub(super) fn keyed(key: String, drawn: maud::Markup) -> Html {
    html! { <key={key}>{raw(drawn)}</> }
}

/// A board of coins as a figure, drawn no wider than its natural `width`
/// × `height` (the style sheet lets it shrink to fit), with its caption:
/// a group of buttons when a coin does something (`acting`), a picture
/// otherwise.
pub(super) struct Board {
    pub class: &'static str,
    pub svg_class: &'static str,
    pub size: (String, String),
    pub label: String,
    pub acting: bool,
    pub caption: String,
}

/// The width class of a board `width` units wide: the next multiple of
/// 50 units up, from 100 to 1000. The style sheet draws a board of class
/// `coins-wN` between a least and a greatest scale of its N × 50 units, so
/// it takes the space it is given, a coin stays a fingertip wide and its
/// numbers legible, and a long row scrolls rather than shrinks.
pub(super) fn width_class(width: f64) -> String {
    let n = (width / 50.0).ceil().clamp(2.0, 20.0) as u32;
    format!("coins-w{n}")
}

/// `b` holding `parts`, each keyed.
pub(super) fn board(b: Board, parts: Vec<Html>) -> Html {
    let (width, height) = b.size;
    let class = format!(
        "{} {}",
        b.svg_class,
        width_class(width.parse().unwrap_or(0.0))
    );
    html! {
        <figure class={b.class}>
            <svg {class} viewBox={format!("0 0 {width} {height}")} {width} {height}
                preserveAspectRatio="xMidYMid meet" role={if b.acting { "group" } else { "img" }}
                aria-label={b.label}>
                { for parts }
            </svg>
            <figcaption class="coins-caption">{b.caption}</figcaption>
        </figure>
    }
}

/// A number for an SVG attribute, without a needless fraction.
pub(super) fn num(v: f64) -> String {
    if v.fract() == 0.0 {
        format!("{}", v as i64)
    } else {
        format!("{v:.1}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use grundy::dynamic::DynPosition;

    fn scene() -> Scene {
        Scene {
            position: DynPosition::new(vec![true]),
            preview: None,
            selected: None,
            within: None,
            live: true,
            part: None,
            send: Callback::noop(),
        }
    }

    #[test]
    fn only_the_first_coin_doing_a_thing_does_it() {
        let (scene, mut seen) = (scene(), HashSet::new());
        let once = |seen: &mut HashSet<String>, k| first(seen, Some(choose(k, "a".into(), &scene)));
        assert!(once(&mut seen, 1).is_some());
        assert!(once(&mut seen, 2).is_some());
        assert!(once(&mut seen, 1).is_none());
    }

    #[test]
    fn a_board_is_classed_by_its_width_in_fifties() {
        assert_eq!(width_class(220.0), "coins-w5");
        assert_eq!(width_class(250.0), "coins-w5");
        assert_eq!(width_class(250.5), "coins-w6");
        assert_eq!(width_class(20.0), "coins-w2");
        assert_eq!(width_class(5000.0), "coins-w20");
    }

    #[test]
    fn a_number_drops_a_needless_fraction() {
        assert_eq!(num(36.0), "36");
        assert_eq!(num(42.12), "42.1");
    }
}
