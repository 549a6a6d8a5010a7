//! Turning Turtles, Mock Turtles and Ruler: a row of coins drawn as the
//! notes write it, coin 0 leftmost, each head a component of its own.
//!
//! The drawing of one coin is shared with Rugs ([`super::rugs`]), whose
//! rug is a rectangle of the same coins.

mod coin;
mod explain;
mod rule;

pub(crate) use coin::{board, coin, num, Action, Coin, Flip};
pub(crate) use explain::{binary, binary_width, plural, verdict, winning_move};

use super::protocol::{Block, ModuleView, Part};
use super::{Info, Shown};
use explain::flips_in_words;
use grundy::games::coins::{format_coins, heads, CoinGame, CoinMove, CoinRule};
use maud::html;

/// Coins per line on the board; a longer row wraps.
const BOARD_LINE: usize = 16;
/// Terms of `THHTH = TH + TTH + TTTTH` written before the rest is counted.
const SUM_TERMS: usize = 6;

/// Distance between coin centres, in SVG units.
const PITCH: f64 = 44.0;
/// A coin's radius.
const RADIUS: f64 = 17.0;

/// What a row figure shows and lets a person do: heads select their
/// component; with a head selected, its moves are clickable.
struct RowFigure<'a> {
    /// The notes' number of a coin, drawn under it where they count from 1.
    number: &'a dyn Fn(usize) -> u64,
    /// What a click on coin `i` (a head or not) does.
    act: &'a dyn Fn(usize, bool) -> Action,
    row: &'a [bool],
    preview: Option<&'a CoinMove>,
    /// The coin index of the selected head.
    selected: Option<usize>,
    label: String,
}

/// The text of the move that flips `head` with the coin `m` left of it
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
fn row_figure(f: &RowFigure, caption: String) -> Block {
    let drawn = f.row.len();
    let per = BOARD_LINE;
    let lines = drawn.div_ceil(per).max(1);
    let columns = per.min(drawn).max(1);
    let width = num(columns as f64 * PITCH);
    let numbered = (f.number)(0) != 0;
    let line_height = if numbered { 94.0 } else { 80.0 };
    let height = num(lines as f64 * line_height);
    let flips: &[usize] = f.preview.map_or(&[], |mv| mv.coins.as_slice());
    let place = |k: usize| {
        let (line, col) = (k / per, k % per);
        (
            col as f64 * PITCH + PITCH / 2.0,
            line as f64 * line_height + 36.0,
        )
    };
    let mut parts = Vec::new();
    if drawn == 0 {
        parts.push(Part::Markup(
            html! { text.coins-index x="22" y="40" { "no coins" } }.into_string(),
        ));
    }
    for (i, &head) in f.row.iter().enumerate() {
        let (x, y) = place(i);
        parts.push(coin(
            x,
            y,
            RADIUS,
            Coin {
                head,
                flip: flips.contains(&i).then_some(if head {
                    Flip::ToTails
                } else {
                    Flip::ToHeads
                }),
                mark: true,
                selected: f.selected == Some(i),
                action: (f.act)(i, head),
            },
        ));
        parts.push(Part::Markup(
            html! {
                text.coins-index x=(num(x)) y=(num(y + RADIUS + 16.0)) { (i) }
                @if numbered {
                    text.coins-number x=(num(x)) y=(num(y + RADIUS + 30.0)) {
                        "#" ((f.number)(i))
                    }
                }
            }
            .into_string(),
        ));
    }
    board(
        "coins-figure coins-board",
        "coins-svg coins-board-svg",
        (width.to_string(), height.to_string()),
        f.label.clone(),
        parts,
        caption,
    )
}

/// What a click on coin `i` of `row` does, `selected` the chosen head's
/// coin: with a head chosen, a coin at or left of it makes a move with the
/// head; otherwise a head is chosen.
fn row_action(
    rule: CoinRule,
    row: &[bool],
    selected: Option<usize>,
    i: usize,
    head: bool,
) -> Action {
    match selected {
        Some(s) if i <= s => {
            let coins = move_with(rule, s, i);
            let words = if i == s {
                format!("flip coin {s} alone")
            } else if rule == CoinRule::Ruler {
                format!("flip coins {i} to {s}")
            } else {
                format!("flip coin {s} and coin {i}")
            };
            Action::Play(format_coins(&coins), words)
        }
        _ if head => Action::Select(
            component_at(row, i),
            format!(
                "head at coin {i}{}, value {}: choose it",
                notes_number(rule, i),
                rule.head_value(i)
            ),
        ),
        _ => Action::None,
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

fn intro(rule: CoinRule) -> String {
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
    html! { p { (text) } }.into_string()
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

/// The facts of every coin game: heads are its components and flips its
/// moves; `presets` as (label, position), `intro` as markup.
pub(crate) fn coin_info(intro: String, presets: &[(&str, &str)], notation: String) -> Info {
    Info {
        component: "head".to_string(),
        components: "heads".to_string(),
        one_move: "flip".to_string(),
        moves: "flips".to_string(),
        all_done: "Every coin shows tails: no flip is left.".to_string(),
        add: Vec::new(),
        presets: presets
            .iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect(),
        intro,
        notation,
    }
}

impl Shown for CoinGame {
    fn info(&self) -> Info {
        coin_info(
            intro(self.rule),
            presets(self.rule),
            "A row of H (heads) and T (tails), coin 0 leftmost: THHTH".to_string(),
        )
    }

    fn board(
        &self,
        whole: &Vec<bool>,
        preview: Option<&CoinMove>,
        selected: Option<usize>,
    ) -> ModuleView {
        let hs = heads(whole);
        let selected_coin = selected.and_then(|s| hs.get(s).copied());
        let label = format!(
            "{}: a row of {} coins, {} heads{}",
            self.rule.name(),
            whole.len(),
            hs.len(),
            if hs.is_empty() {
                String::new()
            } else {
                format!(
                    " at coins {}",
                    hs.iter()
                        .map(|h| h.to_string())
                        .collect::<Vec<_>>()
                        .join(", ")
                )
            }
        );
        let help = match selected_coin {
            Some(s) => match self.rule {
                CoinRule::Ruler => format!(
                    " Head {s} is chosen: click a coin at or left of it to flip the run from there to coin {s}."
                ),
                CoinRule::Turtles => format!(
                    " Head {s} is chosen: click it to flip it alone, or a coin left of it to flip both."
                ),
                CoinRule::MockTurtles => format!(
                    " Head {s} is chosen: click it to flip it alone, or a coin left of it to flip both; flips of three coins are in the list."
                ),
            },
            None => " Click a head to see its flips.".to_string(),
        };
        let shown = preview
            .map(|mv| format!(" Shown: {}.", flips_in_words(whole, mv)))
            .unwrap_or_default();
        let rule = self.rule;
        let figure = row_figure(
            &RowFigure {
                number: &|i| rule.number(i),
                act: &|i, head| row_action(rule, whole, selected_coin, i, head),
                row: whole,
                preview,
                selected: selected_coin,
                label,
            },
            format!("{}{help}{shown}", numbering_caption(self.rule)),
        );
        ModuleView {
            blocks: vec![figure],
        }
    }

    fn explain(&self, whole: &Vec<bool>, selected: Option<usize>, _step: usize) -> ModuleView {
        ModuleView {
            blocks: vec![explain::explain(self, whole, selected)],
        }
    }
}

#[cfg(test)]
mod tests;
