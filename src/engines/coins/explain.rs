//! The explanation panel of the coin rows: each head's value in the
//! notes' terms, their nim-sum, and a winning move.

use super::SUM_TERMS;
use crate::engines::protocol::{Block, Button, GroupTag, ViewAction};
use grundy::games::coins::{
    format_coins, format_row, heads, lone_head, mock, CoinGame, CoinMove, CoinRule, Flips,
};
use grundy::{Game, Nimber};
use maud::{html, Markup};

/// `n` in binary, padded to `width` digits.
pub(crate) fn binary(n: u64, width: usize) -> String {
    format!("{n:0width$b}")
}

/// Why a lone head at coin `i` has its value, shown with the numbers.
fn why(rule: CoinRule, i: usize) -> String {
    let n = rule.number(i);
    let v = rule.head_value(i).get();
    match rule {
        CoinRule::Turtles => format!("a Nim heap of {n}"),
        CoinRule::MockTurtles => {
            let (a, b) = (2 * n, 2 * n + 1);
            let word = |x: u64| {
                let ones = x.count_ones();
                let kind = if mock::is_odious(x) { "odious" } else { "evil" };
                format!("{x} = {x:b}₂, {ones} one{}, {kind}", plural(ones as u64))
            };
            format!(
                "2n = {}; 2n + 1 = {}: {v} is the odious one",
                word(a),
                word(b)
            )
        }
        CoinRule::Ruler => {
            let zeros = n.trailing_zeros();
            format!(
                "{n} = {n:b}₂ ends in {zeros} zero{}: the largest power of 2 dividing {n} is {v}",
                plural(zeros as u64)
            )
        }
    }
}

pub(crate) fn plural(n: u64) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

/// `a ⊕ b ⊕ c`, or `0` for none.
pub(crate) fn nim_sum_text(values: &[Nimber]) -> String {
    if values.is_empty() {
        "0".to_string()
    } else {
        values
            .iter()
            .map(|v| v.to_string())
            .collect::<Vec<_>>()
            .join(" ⊕ ")
    }
}

/// The row as the sum of its lone heads: `THHTH = TH + TTH + TTTTH`.
pub(super) fn sum_of_heads(row: &[bool]) -> String {
    let hs = heads(row);
    let mut terms: Vec<String> = hs
        .iter()
        .take(SUM_TERMS)
        .map(|&i| format_row(&lone_head(i)))
        .collect();
    if hs.len() > SUM_TERMS {
        terms.push(format!("{} more", hs.len() - SUM_TERMS));
    }
    let end = row.iter().rposition(|&h| h).map_or(0, |i| i + 1);
    let whole = format_row(&row[..end]);
    format!("{whole} = {}", terms.join(" + "))
}

/// A flip in words: which coins go which way.
pub(super) fn flips_in_words(row: &[bool], mv: &CoinMove) -> String {
    let (down, up): (Vec<usize>, Vec<usize>) = mv
        .coins
        .iter()
        .partition(|&&c| row.get(c).copied().unwrap_or(false));
    let mut parts = Vec::new();
    if !down.is_empty() {
        parts.push(format!("{} heads to tails", coins_words(&down)));
    }
    if !up.is_empty() {
        parts.push(format!("{} tails to heads", coins_words(&up)));
    }
    parts.join(", ")
}

fn coins_words(coins: &[usize]) -> String {
    match coins {
        [one] => format!("coin {one}"),
        many => format!("coins {}", format_coins(many)),
    }
}

/// How many binary digits the heads' values and their nim-sum need, so
/// their binary forms line up in a column.
pub(crate) fn binary_width(values: impl Iterator<Item = Nimber>, total: Nimber) -> usize {
    values
        .map(|v| v.get())
        .chain([total.get(), 1])
        .map(|v| 64 - v.leading_zeros() as usize)
        .max()
        .unwrap_or(1)
}

/// The panel: the row as a sum of its heads, each head's value, and who
/// wins, with the winning move a button.
pub(super) fn explain(game: &CoinGame, row: &[bool], selected: Option<usize>) -> Block {
    let rule = game.rule;
    let parts = game.explain(row);
    let total = game.value(row);
    let width = binary_width(parts.iter().map(|p| p.value), total);
    let selected_coin = selected.and_then(|s| parts.get(s)).map(|p| p.coin);
    let theory = match rule {
        CoinRule::Turtles => {
            "Turning Turtles is Nim: a head at coin n is a heap of n. Flipping the head \
             alone empties the heap; flipping coin m < n with it leaves a heap of m (when \
             coin m was a head, the two heaps of m cancel in the nim-sum)."
        }
        CoinRule::MockTurtles => {
            "Numbering the coins from 0, the notes find g(n) for a lone head at coin n: \
             1, 2, 4, 7, 8, 11, 13, 14, 16, 19, …, always the one of 2n and 2n + 1 that is \
             odious (an odd number of ones in binary; a number with an even number is evil)."
        }
        CoinRule::Ruler => {
            "Numbering the coins from 1, a head at coin n can flip any run ending at n, so \
             g(n) = mex {0, g(n−1), g(n−1) ⊕ g(n−2), …, g(n−1) ⊕ … ⊕ g(1)}, which is the \
             largest power of 2 dividing n: 1, 2, 1, 4, 1, 2, 1, 8, …, the marks of a ruler."
        }
    };
    let ruler_head = selected
        .and_then(|s| parts.get(s))
        .filter(|_| rule == CoinRule::Ruler);
    let told = html! {
            h3 { "One game per head" }
            p {
                @if parts.is_empty() {
                    "No coin shows heads: no move is left, and the value is 0."
                } @else {
                    "A coin-turning row is the sum of its heads, each with tails to its left: "
                    span.coins-math { (sum_of_heads(row)) }
                    ". By the Sprague-Grundy theorem its value is the nim-sum of the heads' values."
                }
            }
            p { (theory) }
            @if !parts.is_empty() {
                table.coins-table {
                    caption { "Each head's value" }
                    thead {
                        tr {
                            @for h in ["Coin", "Number", "g", "Binary", "Why"] {
                                th scope="col" { (h) }
                            }
                        }
                    }
                    tbody {
                        @for p in &parts {
                            tr class=[(selected_coin == Some(p.coin)).then_some("coins-chosen")] {
                                td { (p.coin) }
                                td { (p.number) }
                                td.coins-num { (p.value) }
                                td.coins-bits { (binary(p.value.get(), width)) }
                                td { (why(rule, p.coin)) }
                            }
                        }
                    }
                    tfoot {
                        tr {
                            th scope="row" colspan="2" { "Nim-sum" }
                            td.coins-num { (total) }
                            td.coins-bits { (binary(total.get(), width)) }
                            td {}
                        }
                    }
                }
            }
            @if let Some(p) = ruler_head {
                (ruler_mex(p.coin))
            }
            @if rule == CoinRule::MockTurtles {
                (mock_test(row, total))
            }
    };
    let mut blocks = vec![Block::markup(told.into_string())];
    blocks.extend(outcome(game, row, &parts, total));
    Block::group(GroupTag::Section, "coins-explain", blocks)
}

/// The mex that gives Ruler's value of the head at index `coin`, listed.
fn ruler_mex(coin: usize) -> Markup {
    const SHOWN: usize = 12;
    let n = coin as u64 + 1;
    let mut acc = Nimber::ZERO;
    let mut options = vec![Nimber::ZERO];
    for k in (0..coin).rev() {
        acc ^= grundy::games::coins::ruler::value(k);
        options.push(acc);
    }
    let mut set = options.clone();
    set.sort();
    set.dedup();
    let listed: Vec<String> = set.iter().take(SHOWN).map(|v| v.to_string()).collect();
    let more = if set.len() > SHOWN { ", …" } else { "" };
    html! {
        h3 { "The mex for coin " (n) }
        p {
            "The runs ending at coin " (n) " leave the values {" (listed.join(", ")) (more)
            "}; the least value missing is " (Nimber::mex(options)) "."
        }
    }
}

/// The notes' test for Mock Turtles, applied to `row`.
fn mock_test(row: &[bool], total: Nimber) -> Markup {
    let numbers: Vec<Nimber> = heads(row)
        .into_iter()
        .map(|i| Nimber(mock::number(i)))
        .collect();
    let count = numbers.len();
    let sum: Nimber = numbers.iter().copied().sum();
    let even = count.is_multiple_of(2);
    let shown: Vec<Nimber> = numbers.iter().take(SUM_TERMS * 2).copied().collect();
    let more = if count > shown.len() { " ⊕ …" } else { "" };
    let side = if mock::is_losing(row) {
        "lost for"
    } else {
        "won by"
    };
    html! {
        h3 { "The notes' test" }
        p {
            "Every value is odious. Odious ⊕ odious is evil and evil ⊕ odious is odious, so the \
             nim-sum of an odd number of heads' values is odious, never 0. Dropping each value's \
             last bit leaves the coin's number. So the player to move loses exactly when there is \
             an even number of heads and the nim-sum of their numbers is 0: Nim with an even \
             number of heaps."
        }
        p {
            "Here: " (count) " head" (plural(count as u64)) " ("
            (if even { "even" } else { "odd" })
            "); numbers " (nim_sum_text(&shown)) (more) " = " (sum)
            ". The test says the row is " (side) " the player to move, as its value "
            (total) " says."
        }
    }
}

/// "Who wins", from the values of the heads (the first `values`, more
/// when `cut` says some were left out) and their nim-sum `total`. The
/// player to move wins when `total` is not zero, and a winning move then
/// follows it.
pub(crate) fn verdict(values: &[Nimber], cut: bool, total: Nimber) -> Markup {
    let more = if cut { " ⊕ …" } else { "" };
    html! {
        h3 { "Who wins" }
        @if total.is_zero() {
            p.coins-loss {
                (nim_sum_text(values)) (more)
                " = 0: the player to move loses; every flip leaves a non-zero nim-sum."
            }
        } @else {
            p.coins-win {
                (nim_sum_text(values)) (more) " = " (total) ", not 0: the player to move wins."
            }
        }
    }
}

/// Who wins, and the winning move when there is one: a paragraph whose
/// button plays it.
pub(super) fn outcome<R: Flips>(
    game: &CoinGame<R>,
    row: &[bool],
    parts: &[grundy::games::coins::HeadValue],
    total: Nimber,
) -> Vec<Block> {
    let values: Vec<Nimber> = parts.iter().take(SUM_TERMS * 2).map(|p| p.value).collect();
    let row_vec = row.to_vec();
    let none = |_: &Vec<bool>| Nimber::ZERO;
    let win = if total.is_zero() {
        None
    } else {
        game.winning_move(&row_vec, &none)
    };
    let mut blocks = vec![Block::markup(
        verdict(&values, parts.len() > values.len(), total).into_string(),
    )];
    if let Some(mv) = win {
        let changes: Vec<Nimber> = mv.coins.iter().map(|&c| game.rule.head_value(c)).collect();
        let after = html! {
            " (" (flips_in_words(row, &mv))
            "). Flipping a coin adds or removes its lone value, so this changes the value by "
            (nim_sum_text(&changes)) " = " (total) ", leaving 0."
        };
        blocks.push(winning_move(
            Button::new(
                coins_words(&mv.coins),
                "coins-move",
                ViewAction::Play(game.format_move(&row_vec, &mv)),
            ),
            after.into_string(),
        ));
    }
    blocks
}

/// The paragraph offering the winning move: "Winning move: flip", its
/// button, then `after` (markup) saying why it wins.
pub(crate) fn winning_move(button: Button, after: String) -> Block {
    Block::group(
        GroupTag::P,
        "coins-win",
        vec![
            Block::markup("Winning move: flip "),
            Block::Button(button),
            Block::Markup(after),
        ],
    )
}
