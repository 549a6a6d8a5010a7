//! Turning Turtles, Mock Turtles and Ruler: a row of coins drawn as the
//! notes write it, coin 0 leftmost, each head a component of its own.
//!
//! The drawing of one coin is shared with Rugs ([`super::rugs`]), whose
//! rug is a rectangle of the same coins.

mod coin;
mod explain;

pub(crate) use coin::{coin, num, Action, Coin, Flip};
pub(crate) use explain::{binary, binary_width, plural, verdict};

use super::{Info, Shown};
use explain::flips_in_words;
use grundy::games::coins::{format_coins, heads, CoinGame, CoinMove, CoinRule};
use maud::{html, Markup};

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
    rule: CoinRule,
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

fn row_figure(f: &RowFigure) -> Markup {
    let drawn = f.row.len();
    let per = BOARD_LINE;
    let lines = drawn.div_ceil(per).max(1);
    let width = num(per.min(drawn).max(1) as f64 * PITCH);
    let numbered = f.rule.number(0) != 0;
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
    // The natural size is given; the style sheet lets it shrink to fit. A
    // group of buttons: its coins are clicked.
    html! {
        svg.coins-svg.coins-board-svg
            viewBox={ "0 0 " (width) " " (height) }
            width=(width)
            height=(height)
            role="group"
            aria-label=(f.label)
        {
            @if drawn == 0 {
                text.coins-index x="22" y="40" { "no coins" }
            }
            @for (i, &head) in f.row.iter().enumerate() {
                @let (x, y) = place(i);
                (coin(x, y, RADIUS, Coin {
                    head,
                    flip: flips
                        .contains(&i)
                        .then_some(if head { Flip::ToTails } else { Flip::ToHeads }),
                    mark: true,
                    selected: f.selected == Some(i),
                    action: row_action(f, i, head),
                }))
                text.coins-index x=(num(x)) y=(num(y + RADIUS + 16.0)) { (i) }
                @if numbered {
                    text.coins-number x=(num(x)) y=(num(y + RADIUS + 30.0)) {
                        "#" (f.rule.number(i))
                    }
                }
            }
        }
    }
}

/// What a click on coin `i` of a row does: with a head chosen, a coin at
/// or left of it makes a move with the head; otherwise a head is chosen.
fn row_action(f: &RowFigure, i: usize, head: bool) -> Action {
    match f.selected {
        Some(s) if i <= s => {
            let coins = move_with(f.rule, s, i);
            let words = if i == s {
                format!("flip coin {s} alone")
            } else if f.rule == CoinRule::Ruler {
                format!("flip coins {i} to {s}")
            } else {
                format!("flip coin {s} and coin {i}")
            };
            Action::Move(format_coins(&coins), words)
        }
        _ if head => Action::Component(
            component_at(f.row, i),
            format!(
                "head at coin {i}{}, value {}: choose it",
                notes_number(f.rule, i),
                f.rule.head_value(i)
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

    fn board_markup(
        &self,
        whole: &Vec<bool>,
        preview: Option<&CoinMove>,
        selected: Option<usize>,
    ) -> Markup {
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
        html! {
            figure.coins-figure.coins-board {
                (row_figure(&RowFigure {
                    rule: self.rule,
                    row: whole,
                    preview,
                    selected: selected_coin,
                    label,
                }))
                figcaption.coins-caption {
                    (numbering_caption(self.rule))
                    (help)
                    @if let Some(mv) = preview {
                        " Shown: " (flips_in_words(whole, mv)) "."
                    }
                }
            }
        }
    }

    fn explain_markup(&self, whole: &Vec<bool>, selected: Option<usize>, _step: usize) -> Markup {
        explain::explain(self, whole, selected)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engines::reading::{attr_values, tags_with};
    use grundy::Game;

    fn row(text: &str) -> Vec<bool> {
        grundy::games::coins::parse_row(text).expect("a row")
    }

    /// The explanation panel (the core's own `explain` has the same name).
    fn told(g: &CoinGame, r: &Vec<bool>, selected: Option<usize>) -> Markup {
        Shown::explain_markup(g, r, selected, 0)
    }

    fn game(rule: CoinRule) -> CoinGame {
        CoinGame::new(rule)
    }

    #[test]
    fn every_move_of_the_chosen_head_appears_once_and_parses_back() {
        for rule in [CoinRule::Turtles, CoinRule::Ruler] {
            let g = game(rule);
            let r = row("THHTH");
            let board = g.board_markup(&r, None, Some(2));
            let shown = attr_values(board.0.as_str(), "data-move");
            let moves: Vec<CoinMove> = g.moves(&r).filter(|mv| mv.component == 2).collect();
            assert_eq!(shown.len(), moves.len(), "{rule:?}");
            for mv in &moves {
                let text = g.format_move(&r, mv);
                assert_eq!(shown.iter().filter(|s| **s == text).count(), 1, "{text}");
                assert_eq!(&g.parse_move(&r, &text).expect("parses"), mv);
            }
        }
    }

    #[test]
    fn mock_turtles_board_offers_the_single_and_double_flips() {
        let g = game(CoinRule::MockTurtles);
        let r = row("THHTH");
        let board = g.board_markup(&r, None, Some(2));
        let shown = attr_values(board.0.as_str(), "data-move");
        assert_eq!(shown, ["0,4", "1,4", "2,4", "3,4", "4"]);
        for text in &shown {
            assert!(g.parse_move(&r, text).is_ok(), "{text}");
        }
    }

    #[test]
    fn each_head_is_a_component_on_the_board() {
        let g = game(CoinRule::Turtles);
        let board = g.board_markup(&row("THHTH"), None, None);
        assert_eq!(
            attr_values(board.0.as_str(), "data-component"),
            ["0", "1", "2"]
        );
        assert!(attr_values(board.0.as_str(), "data-move").is_empty());
    }

    #[test]
    fn preview_marks_each_flip_and_its_direction() {
        let g = game(CoinRule::Turtles);
        let r = row("THHTH");
        let mv = g.parse_move(&r, "0,4").expect("a move");
        let board = g.board_markup(&r, Some(&mv), None);
        let s = board.0.as_str();
        assert_eq!(tags_with(s, "coins-to-tails").len(), 1);
        assert_eq!(tags_with(s, "coins-to-heads").len(), 1);
        assert_eq!(s.matches("H→T").count(), 1);
        assert_eq!(s.matches("T→H").count(), 1);
        assert!(s.contains("coin 4 heads to tails, coin 0 tails to heads"));
    }

    #[test]
    fn turtles_explanation_gives_heaps_two_three_five_and_nim_sum_four() {
        // The notes' row THHTH has heads in positions 2, 3 and 5.
        let e = told(&game(CoinRule::Turtles), &row("THHTH"), None);
        let s = e.0.as_str();
        assert!(s.contains("THHTH = TH + TTH + TTTTH"));
        assert!(s.contains("2 ⊕ 3 ⊕ 5 = 4"));
        assert!(s.contains("a Nim heap of 5"));
    }

    #[test]
    fn mock_turtles_explanation_shows_the_notes_table_of_values() {
        let e = told(&game(CoinRule::MockTurtles), &row("HHHHHHHHHH"), None);
        let s = e.0.as_str();
        for v in [1, 2, 4, 7, 8, 11, 13, 14, 16, 19] {
            assert!(
                s.contains(&format!("<td class=\"coins-num\">{v}</td>")),
                "{v}"
            );
        }
        assert!(s.contains("2n + 1 = 7 = 111₂, 3 ones, odious: 7 is the odious one"));
    }

    #[test]
    fn mock_turtles_four_heads_fail_the_notes_test() {
        let e = told(&game(CoinRule::MockTurtles), &row("HHHH"), None);
        let s = e.0.as_str();
        assert!(s.contains("4 heads (even); numbers 0 ⊕ 1 ⊕ 2 ⊕ 3 = 0"));
        assert!(s.contains("lost for the player to move"));
        assert!(s.contains("1 ⊕ 2 ⊕ 4 ⊕ 7 = 0"));
    }

    #[test]
    fn ruler_values_are_the_marks_of_a_ruler() {
        let e = told(&game(CoinRule::Ruler), &row("HHHHHHHH"), None);
        assert!(e.0.as_str().contains("1 ⊕ 2 ⊕ 1 ⊕ 4 ⊕ 1 ⊕ 2 ⊕ 1 ⊕ 8 = 12"));
    }

    #[test]
    fn ruler_explains_the_mex_of_the_chosen_head() {
        // Coin 4 (from 1): runs leave 0, g(3) = 1, 1 ⊕ 2 = 3, 3 ⊕ 1 = 2.
        let e = told(&game(CoinRule::Ruler), &row("TTTH"), Some(0));
        assert!(e.0.contains("{0, 1, 2, 3}; the least value missing is 4"));
    }

    #[test]
    fn the_winning_move_offered_leaves_value_zero() {
        for rule in [CoinRule::Turtles, CoinRule::MockTurtles, CoinRule::Ruler] {
            let g = game(rule);
            let r = row("HTTHTHHTTTHH");
            let e = told(&g, &r, None);
            let moves = attr_values(e.0.as_str(), "data-move");
            assert_eq!(moves.len(), 1, "{rule:?}");
            let mv = g.parse_move(&r, &moves[0]).expect("parses");
            let after = g.apply(&r, &mv).expect("legal");
            assert!(g.value(&after).is_zero(), "{rule:?}");
        }
    }

    #[test]
    fn a_lost_row_offers_no_move() {
        let e = told(&game(CoinRule::Turtles), &row("HHH"), None);
        assert!(attr_values(e.0.as_str(), "data-move").is_empty());
        assert!(e.0.as_str().contains("the player to move loses"));
    }

    #[test]
    fn the_largest_row_stays_small() {
        let g = game(CoinRule::MockTurtles);
        let r = vec![true; grundy::games::coins::MAX_COINS];
        assert!(g.board_markup(&r, None, Some(99)).0.as_str().len() < 60_000);
        assert!(told(&g, &r, Some(3)).0.as_str().len() < 40_000);
    }

    #[test]
    fn figures_and_targets_are_labelled() {
        let g = game(CoinRule::Turtles);
        let r = row("THHTH");
        for m in [
            g.board_markup(&r, None, None),
            g.board_markup(&r, None, Some(1)),
        ] {
            let s = m.0.as_str();
            // A figure holding buttons is a group of them (a picture cannot
            // hold controls); one without is a picture.
            let role = if s.contains("role=\"button\"") {
                "role=\"group\""
            } else {
                "role=\"img\""
            };
            for svg in tags_with(s, "svg ") {
                assert!(svg.contains(role) && svg.contains("aria-label=\""), "{svg}");
            }
            for b in tags_with(s, "role=\"button\"") {
                assert!(
                    b.contains("tabindex=\"0\"") && b.contains("aria-label=\""),
                    "{b}"
                );
            }
        }
    }

    #[test]
    fn info_differs_by_rule() {
        let a = game(CoinRule::Turtles).info();
        let b = game(CoinRule::Ruler).info();
        assert_ne!(a.intro, b.intro);
        assert_eq!(a.component, "head");
        for rule in [CoinRule::Turtles, CoinRule::MockTurtles, CoinRule::Ruler] {
            for (_, text) in game(rule).info().presets {
                assert!(game(rule).parse_position(&text).is_ok(), "{text}");
            }
        }
    }
}
