//! Turning Turtles, Mock Turtles and Ruler: a row of coins drawn as the
//! notes write it, coin 0 leftmost, each head a component of its own. A
//! click on a head chooses it; with a head chosen, a click on a coin at or
//! left of it plays the flip of the two (or of the run between them).
//!
//! The figure and its clicks are shared with the rows played by a rule
//! ([`super::rule`]).

use super::coin::{board, choose, coin, first, keyed, num, play, Acting, Board, Coin, Flip};
use super::row_explain::{explain, flips_in_words};
use crate::games::shown::{Scene, Shown};
use figures::coins::row::{row_label, RowLayout, RADIUS};
use figures::theme::Theme;
use grundy::games::coins::{format_coins, heads, CoinGame, CoinMove, CoinRule, Flips};
use grundy::Game;
use maud::html as markup;
use std::collections::HashSet;
use yew::prelude::*;

/// How a row of coins is shown.
pub struct RowShown(pub CoinGame);

/// What a row figure shows and lets a person do: heads select their
/// component; with a head selected, its moves are clickable. The named
/// games' rows and the rows played by a rule draw with it.
pub(super) struct RowFigure<'a> {
    /// The notes' number of coin `i`, written under it where they count
    /// from 1 (where coin 0 is not number 0).
    pub number: &'a dyn Fn(usize) -> u64,
    /// What a click on coin `i` (a head or not) does.
    pub act: &'a dyn Fn(usize, bool) -> Option<Acting>,
    pub row: &'a [bool],
    pub preview: Option<&'a CoinMove>,
    /// The coin index of the selected head.
    pub selected: Option<usize>,
    pub label: String,
}

/// The component of the head at coin `coin`: its place among the heads.
pub(super) fn component_at(row: &[bool], coin: usize) -> usize {
    row[..coin.min(row.len())].iter().filter(|&&h| h).count()
}

/// Where the coins of a row of `coins` go, the notes' numbers written
/// under them or not (`numbered`). The figures crate lays out the named
/// games' rows; Mock Turtles' is the one numbered from 0.
fn row_layout(numbered: bool, coins: usize) -> RowLayout {
    let like = if numbered {
        CoinRule::Turtles
    } else {
        CoinRule::MockTurtles
    };
    RowLayout::new(like, coins)
}

/// The row's figure, captioned `caption`: the coins, each index under
/// its coin and, where the notes number from 1, the notes' number.
pub(super) fn row_figure(f: &RowFigure, caption: String) -> Html {
    let drawn = f.row.len();
    let l = row_layout((f.number)(0) != 0, drawn);
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
        let does = first(&mut seen, (f.act)(i, head));
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
                        "#" ((f.number)(i))
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

/// Where a row's clicks act: its game, the row, the chosen head's coin
/// and the scene they are sent to.
pub(super) struct RowClicks<'a, R> {
    game: &'a CoinGame<R>,
    row: &'a Vec<bool>,
    /// The coin index of the selected head.
    selected: Option<usize>,
    /// The move of the fewest coins through each coin up to the selected
    /// head.
    through: Vec<Option<Vec<usize>>>,
    scene: &'a Scene,
}

/// The move of the fewest coins that turns `head` to tails and flips
/// each coin up to it, as [`Flips::through`] finds one, all in one pass
/// over the head's moves (a rule's head may have very many).
pub(super) fn fewest_through<R: Flips>(rule: &R, head: usize) -> Vec<Option<Vec<usize>>> {
    let mut best: Vec<Option<Vec<usize>>> = vec![None; head + 1];
    for mut set in rule.others(head) {
        set.push(head);
        for &c in &set {
            if best[c].as_ref().is_none_or(|b| set.len() < b.len()) {
                best[c] = Some(set.clone());
            }
        }
    }
    best
}

impl<'a, R: Flips + 'static> RowClicks<'a, R> {
    /// The clicks on `row` of `game`, the head at coin `selected` chosen.
    pub fn new(
        game: &'a CoinGame<R>,
        row: &'a Vec<bool>,
        selected: Option<usize>,
        scene: &'a Scene,
    ) -> Self {
        let through = selected.map_or_else(Vec::new, |s| fewest_through(&game.rule, s));
        RowClicks {
            game,
            row,
            selected,
            through,
            scene,
        }
    }

    /// What a click on coin `i` does: with a head chosen, a coin at or
    /// left of it plays the move of the fewest coins through both, named
    /// by `words` from its coins; otherwise a head is chosen.
    pub fn act(&self, i: usize, head: bool, words: &dyn Fn(&[usize]) -> String) -> Option<Acting> {
        let rule = &self.game.rule;
        match self.selected {
            Some(s) if i <= s => {
                let mv = CoinMove {
                    component: component_at(self.row, s),
                    coins: self.through.get(i).cloned().flatten()?,
                };
                // Only a flip the rule allows is offered.
                self.game.apply(self.row, &mv).ok()?;
                let words = words(&mv.coins);
                play(self.game, self.row, mv, words, self.scene)
            }
            _ if head => Some(choose(
                component_at(self.row, i),
                format!(
                    "head at coin {i}{}, value {}: choose it",
                    notes_number(rule, i),
                    rule.head_value(i)
                ),
                self.scene,
            )),
            _ => None,
        }
    }
}

/// A named game's flip of `coins` (increasing, the head last) in words.
fn flip_words(rule: CoinRule, coins: &[usize]) -> String {
    match coins {
        [first, .., s] if rule == CoinRule::Ruler => format!("flip coins {first} to {s}"),
        [i, s] => format!("flip coin {s} and coin {i}"),
        [s] => format!("flip coin {s} alone"),
        _ => format!("flip coins {}", format_coins(coins)),
    }
}

/// `" (the notes' coin n)"` where the notes number from 1, else nothing.
fn notes_number<R: Flips>(rule: &R, i: usize) -> String {
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

impl Shown for RowShown {
    fn intro(&self) -> Option<Html> {
        Some(intro(self.0.rule))
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
        let clicks = RowClicks::new(&self.0, whole, selected_coin, scene);
        row_figure(
            &RowFigure {
                number: &|i| rule.number(i),
                act: &|i, head| clicks.act(i, head, &|coins| flip_words(rule, coins)),
                row: whole,
                preview,
                selected: selected_coin,
                label: row_label(rule, whole),
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
