//! A row of coins played by a rule of shapes (`coins:;a;a,b`): drawn as
//! the named games' rows are, coin 0 leftmost; a chosen head's moves are
//! clicked on the row (a coin left of the head flips the move of the fewest
//! coins through both), and the explanation gives each head's value found
//! by the search of its moves, their nim-sum and a winning move.

use super::explain::{outcome, sum_of_heads};
use super::{binary, binary_width, coin_info, component_at, row_figure, Action, RowFigure};
use crate::engines::protocol::{Block, GroupTag, ModuleView};
use crate::engines::{Info, Shown};
use grundy::games::coins::{
    coins_in_words, format_coins, heads, CoinGame, CoinMove, Flips, RowRule,
};
use maud::html;

/// What a click on coin `i` does, `selected` the chosen head's coin.
fn act(rule: &RowRule, row: &[bool], selected: Option<usize>, i: usize, head: bool) -> Action {
    match selected {
        Some(s) if i <= s => match rule.through(s, i) {
            Some(coins) => {
                let words = match coins.as_slice() {
                    [one] => format!("flip coin {one} alone"),
                    many => format!("flip coins {}", coins_in_words(many)),
                };
                Action::Play(format_coins(&coins), words)
            }
            None => Action::None,
        },
        _ if head => Action::Select(
            component_at(row, i),
            format!("head at coin {i}, value {}: choose it", rule.head_value(i)),
        ),
        _ => Action::None,
    }
}

impl Shown for CoinGame<RowRule> {
    fn info(&self) -> Info {
        let intro = html! {
            p {
                "A row of coins, heads (H) and tails (T), played by the rule "
                code { (self.rule.rule()) } ": a move flips " (self.rule.shape_words().join("; or "))
                " (one shape of the rule each, a letter any distance), the head going from heads \
                 to tails. Whoever cannot move loses. Each head is a game of its own, worth the \
                 mex over its moves of the nim-sum of the coins it flips."
            }
        };
        coin_info(
            intro.into_string(),
            &[
                ("The notes' row", "THHTH"),
                ("Four heads", "HHHH"),
                ("Twelve coins", "HTTHTHHTTTHH"),
            ],
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
        let chosen = selected.and_then(|s| hs.get(s).copied());
        let label = format!(
            "{}: a row of {} coins, {} heads",
            self.rule.name(),
            whole.len(),
            hs.len()
        );
        let help = match chosen {
            Some(s) => format!(
                " Head {s} is chosen: click a coin at or left of it to flip the move of the \
                 fewest coins through it; every flip is in the list."
            ),
            None => " Click a head to see its flips.".to_string(),
        };
        let figure = row_figure(
            &RowFigure {
                number: &|i| i as u64,
                act: &|i, head| act(&self.rule, whole, chosen, i, head),
                row: whole,
                preview,
                selected: chosen,
                label,
            },
            format!("Under each coin: its index from 0.{help}"),
        );
        ModuleView {
            blocks: vec![figure],
        }
    }

    fn explain(&self, whole: &Vec<bool>, selected: Option<usize>, _step: usize) -> ModuleView {
        let parts = self.explain(whole);
        let total = self.value(whole);
        let width = binary_width(parts.iter().map(|p| p.value), total);
        let chosen = selected.and_then(|s| parts.get(s)).map(|p| p.coin);
        let told = html! {
            h3 { "One game per head" }
            p {
                @if parts.is_empty() {
                    "No coin shows heads: no move is left, and the value is 0."
                } @else {
                    "A coin-turning row is the sum of its heads, each with tails to its left: "
                    span.coins-math { (sum_of_heads(whole)) }
                    ". By the Sprague-Grundy theorem its value is the nim-sum of the heads' values."
                }
            }
            p {
                "A lone head's value is the mex, over its moves, of the nim-sum of the values of \
                 the other coins the move flips (they turn to heads), found coin by coin from the \
                 left."
            }
            @if !parts.is_empty() {
                table.coins-table {
                    caption { "Each head's value" }
                    thead {
                        tr {
                            @for h in ["Coin", "g", "Binary"] {
                                th scope="col" { (h) }
                            }
                        }
                    }
                    tbody {
                        @for p in &parts {
                            tr class=[(chosen == Some(p.coin)).then_some("coins-chosen")] {
                                td { (p.coin) }
                                td.coins-num { (p.value) }
                                td.coins-bits { (binary(p.value.get(), width)) }
                            }
                        }
                    }
                    tfoot {
                        tr {
                            th scope="row" { "Nim-sum" }
                            td.coins-num { (total) }
                            td.coins-bits { (binary(total.get(), width)) }
                        }
                    }
                }
            }
        };
        let mut blocks = vec![Block::markup(told.into_string())];
        blocks.extend(outcome(self, whole, &parts, total));
        ModuleView {
            blocks: vec![Block::group(GroupTag::Section, "coins-explain", blocks)],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use grundy::games::coins::parse_row;
    use grundy::Game;

    fn twins() -> CoinGame<RowRule> {
        CoinGame::new(RowRule::parse("a").expect("a rule"))
    }

    #[test]
    fn a_chosen_heads_clicks_are_its_moves() {
        let g = twins();
        let row = parse_row("THTH").expect("a row");
        // Twins from the head at 3: coin 1 with it.
        match act(&g.rule, &row, Some(3), 1, true) {
            Action::Play(text, words) => {
                assert!(g.parse_move(&row, &text).is_ok(), "{text}");
                assert_eq!(words, "flip coins 1 and 3");
            }
            _ => panic!("a move"),
        }
        // The head alone is no move of Twins: a click on it flips the
        // nearest coin with it.
        match act(&g.rule, &row, Some(3), 3, true) {
            Action::Play(text, _) => assert_eq!(text, "2,3"),
            _ => panic!("a move"),
        }
    }

    #[test]
    fn the_explanation_gives_each_heads_value_and_a_winning_move() {
        let g = twins();
        let row = parse_row("THTH").expect("a row");
        let text = format!("{:?}", Shown::explain(&g, &row, None, 0));
        assert!(text.contains("Each head"), "{text}");
        assert!(text.contains("Winning move"), "{text}");
        assert!(!g.info().intro.is_empty());
    }
}
