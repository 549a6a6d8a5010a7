//! Turning Turtles, Mock Turtles and Ruler: a row of coins drawn as the
//! notes write it, coin 0 leftmost, each head a component of its own. A
//! click on a head chooses it; with a head chosen, a click on a coin at or
//! left of it plays the flip of the two (or of the run between them).

use super::coin::{board, choose, coin, first, keyed, num, play, Acting, Board, Coin, Flip};
use super::facts::coin_facts;
use super::row_explain::{explain, flips_in_words};
use crate::games::shown::{Facts, Scene, Shown};
use figures::coins::row::{row_label, RowLayout, RADIUS};
use figures::theme::Theme;
use grundy::games::coins::{heads, CoinGame, CoinMove, CoinRule};
use grundy::Game;
use maud::html as markup;
use std::collections::HashSet;
use yew::prelude::*;

/// How a row of coins is shown.
pub struct RowShown(pub CoinGame);

/// What a row figure shows and lets a person do: heads select their
/// component; with a head selected, its moves are clickable.
struct RowFigure<'a> {
    game: &'a CoinGame,
    row: &'a Vec<bool>,
    preview: Option<&'a CoinMove>,
    /// The coin index of the selected head.
    selected: Option<usize>,
    label: String,
    scene: &'a Scene,
}

/// The coins the move flipping `head` with the coin `m` left of it flips
/// (a run from `m` in Ruler), or `head` alone when `m` is `head`.
fn move_with(rule: CoinRule, head: usize, m: usize) -> Vec<usize> {
    match rule {
        CoinRule::Ruler => (m..=head).collect(),
        _ if m == head => vec![head],
        _ => vec![m, head],
    }
}

/// The component of the head at coin `coin`: its place among the heads.
fn component_at(row: &[bool], coin: usize) -> usize {
    row[..coin.min(row.len())].iter().filter(|&&h| h).count()
}

/// The row's figure, captioned `caption`: the coins, each index under
/// its coin and, where the notes number from 1, the notes' number.
fn row_figure(f: &RowFigure, caption: String) -> Html {
    let rule = f.game.rule;
    let drawn = f.row.len();
    let l = RowLayout::new(rule, drawn);
    let (width, height, numbered) = (num(l.width), num(l.height), l.numbered);
    let flips: &[usize] = f.preview.map_or(&[], |mv| mv.coins.as_slice());
    let mut parts = Vec::new();
    let mut acting = false;
    let mut seen = HashSet::new();
    if drawn == 0 {
        let (x, y) = RowLayout::EMPTY_AT;
        parts.push(keyed(
            "none".to_string(),
            markup! { text.coins-index x=(num(x)) y=(num(y)) { "no coins" } },
        ));
    }
    for (i, &head) in f.row.iter().enumerate() {
        let (x, y) = l.centre(i);
        let does = first(&mut seen, row_action(f, i, head));
        acting |= does.is_some();
        parts.push(coin(
            x,
            y,
            RADIUS,
            Coin {
                place: i.to_string(),
                head,
                flip: flips.contains(&i).then(|| Flip::of(head)),
                mark: true,
                selected: f.selected == Some(i),
            },
            does,
        ));
        parts.push(keyed(
            format!("index {i}"),
            markup! {
                text.coins-index x=(num(x)) y=(num(RowLayout::index_y(y))) { (i) }
                @if numbered {
                    text.coins-number x=(num(x)) y=(num(RowLayout::number_y(y))) {
                        "#" (rule.number(i))
                    }
                }
            },
        ));
    }
    board(
        Board {
            class: "coins-figure coins-board",
            svg_class: "coins-svg coins-board-svg",
            size: (width, height),
            label: f.label.clone(),
            acting,
            caption,
        },
        parts,
    )
}

/// What a click on coin `i` of a row does: with a head chosen, a coin at
/// or left of it makes a move with the head; otherwise a head is chosen.
fn row_action(f: &RowFigure, i: usize, head: bool) -> Option<Acting> {
    let rule = f.game.rule;
    match f.selected {
        Some(s) if i <= s => {
            let mv = CoinMove {
                component: component_at(f.row, s),
                coins: move_with(rule, s, i),
            };
            // Only a flip the rule allows is offered.
            f.game.apply(f.row, &mv).ok()?;
            let words = if i == s {
                format!("flip coin {s} alone")
            } else if rule == CoinRule::Ruler {
                format!("flip coins {i} to {s}")
            } else {
                format!("flip coin {s} and coin {i}")
            };
            play(f.game, f.row, mv, words, f.scene)
        }
        _ if head => Some(choose(
            component_at(f.row, i),
            format!(
                "head at coin {i}{}, value {}: choose it",
                notes_number(rule, i),
                rule.head_value(i)
            ),
            f.scene,
        )),
        _ => None,
    }
}

/// `" (the notes' coin n)"` where the notes number from 1, else nothing.
fn notes_number(rule: CoinRule, i: usize) -> String {
    if rule.number(i) == i as u64 {
        String::new()
    } else {
        format!(" (the notes' coin {})", rule.number(i))
    }
}

/// The caption under a row: how coins are numbered.
fn numbering_caption(rule: CoinRule) -> &'static str {
    match rule {
        CoinRule::MockTurtles => "Under each coin: its number, from 0 as the notes count.",
        _ => "Under each coin: its index from 0, and #n, its number in the notes (from 1).",
    }
}

fn intro(rule: CoinRule) -> Html {
    let text = match rule {
        CoinRule::Turtles => {
            "A row of coins, heads (H) and tails (T). A move turns one head to tails and may \
             flip one other coin anywhere to its left. Whoever cannot move loses. Each head \
             at coin n is a Nim heap of n."
        }
        CoinRule::MockTurtles => {
            "A row of coins, heads (H) and tails (T). A move flips one, two or three coins, \
             the rightmost of them from heads to tails. Whoever cannot move loses. The notes \
             number the coins from 0."
        }
        CoinRule::Ruler => {
            "A row of coins, heads (H) and tails (T). A move flips a run of consecutive \
             coins whose rightmost coin goes from heads to tails. Whoever cannot move loses. \
             A head at coin n (counted from 1) is worth the largest power of 2 dividing n."
        }
    };
    html! { <p>{text}</p> }
}

fn presets(rule: CoinRule) -> &'static [(&'static str, &'static str)] {
    match rule {
        CoinRule::Turtles => &[
            ("The notes' row", "THHTH"),
            ("Heaps 1, 2, 3: a loss", "HHH"),
            ("Twelve coins", "HTTHTHHTTTHH"),
        ],
        CoinRule::MockTurtles => &[
            ("The notes' row", "THHTH"),
            ("TTH, value 4", "TTH"),
            ("Four heads: a loss", "HHHH"),
            ("Twelve coins", "HTTHTHHTTTHH"),
        ],
        CoinRule::Ruler => &[
            ("The notes' row", "THHTH"),
            ("Coins 1 and 3: a loss", "HTH"),
            ("Coin 8 alone: value 8", "TTTTTTTH"),
            ("Twelve coins", "HTTHTHHTTTHH"),
        ],
    }
}

impl Shown for RowShown {
    fn facts(&self) -> Facts {
        let rule = self.0.rule;
        coin_facts(
            intro(rule),
            presets(rule),
            "A row of H (heads) and T (tails), coin 0 leftmost: THHTH".to_string(),
        )
    }

    fn board(&self, scene: &Scene) -> Html {
        let Some(whole) = scene.position.get::<Vec<bool>>() else {
            return Html::default();
        };
        let preview = scene.preview.as_ref().and_then(|m| m.get::<CoinMove>());
        let rule = self.0.rule;
        let hs = heads(whole);
        let selected_coin = scene.selected.and_then(|s| hs.get(s).copied());
        let help = match selected_coin {
            Some(s) => match rule {
                CoinRule::Ruler => format!(
                    " Head {s} is chosen: choose a coin at or left of it to flip the run from there to coin {s}."
                ),
                CoinRule::Turtles => format!(
                    " Head {s} is chosen: choose it to flip it alone, or a coin left of it to flip both."
                ),
                CoinRule::MockTurtles => format!(
                    " Head {s} is chosen: choose it to flip it alone, or a coin left of it to flip both; flips of three coins are in the list."
                ),
            },
            None => " Choose a head to see its flips.".to_string(),
        };
        let shown = preview
            .map(|mv| format!(" Shown: {}.", flips_in_words(whole, mv)))
            .unwrap_or_default();
        row_figure(
            &RowFigure {
                game: &self.0,
                row: whole,
                preview,
                selected: selected_coin,
                label: row_label(rule, whole),
                scene,
            },
            format!("{}{help}{shown}", numbering_caption(rule)),
        )
    }

    fn figure(&self, scene: &Scene, theme: Theme) -> Option<String> {
        let row = scene.position.get::<Vec<bool>>()?;
        Some(figures::coins::row::row_figure(self.0.rule, row).to_svg(theme))
    }

    fn explain(&self, scene: &Scene) -> Html {
        match scene.position.get::<Vec<bool>>() {
            Some(row) => explain(&self.0, row, scene),
            None => Html::default(),
        }
    }
}

#[cfg(test)]
mod tests;
