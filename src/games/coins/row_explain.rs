//! The explanation panel of the coin rows: each head's value in the
//! notes' terms (for a row played by a rule, as its search finds it), their
//! nim-sum, and a winning move.

use super::tell::{binary, binary_width, nim_sum_text, plural, verdict, winning_move};
use crate::display::raw;
use crate::games::shown::Scene;
use grundy::games::coins::{
    format_coins, format_row, heads, lone_head, mock, CoinGame, CoinMove, CoinRule, Flips,
    HeadValue,
};
use grundy::{Game, Nimber};
use maud::{html, Markup};
use yew::Html;

/// Terms of `THHTH = TH + TTH + TTTTH` written before the rest is counted.
pub(super) const SUM_TERMS: usize = 6;

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

/// The row as the sum of its lone heads: `THHTH = TH + TTH + TTTTH`.
fn sum_of_heads(row: &[bool]) -> String {
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

/// The panel of a named game's row: the row as a sum of its heads, each
/// head's value in the notes' terms (the scene's chosen head marked), and
/// who wins, with the winning move a button.
pub(super) fn explain(game: &CoinGame, row: &Vec<bool>, scene: &Scene) -> Html {
    let rule = game.rule;
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
    let ruler_head = scene
        .selected
        .and_then(|s| heads(row).get(s).copied())
        .filter(|_| rule == CoinRule::Ruler);
    let after = html! {
        @if let Some(coin) = ruler_head {
            (ruler_mex(coin))
        }
        @if rule == CoinRule::MockTurtles {
            (mock_test(row, game.value(row)))
        }
    };
    row_explanation(
        game,
        row,
        scene,
        Theory {
            how: html! { (theory) },
            why: Some(&|i| why(rule, i)),
            after,
        },
    )
}

/// What a row's explanation says of its own game, beside what every
/// row's says.
pub(super) struct Theory<'a> {
    /// How a lone head's value is found.
    pub how: Markup,
    /// Why the head at coin `i` has its value: with the notes' number, a
    /// column of the table of values where the notes say why.
    pub why: Option<&'a dyn Fn(usize) -> String>,
    /// What follows the table.
    pub after: Markup,
}

/// The panel of a row of `game`: the row as a sum of its heads, each
/// head's value (the scene's chosen head marked) told as `theory` tells
/// it, and who wins, with the winning move a button.
pub(super) fn row_explanation<R: Flips + 'static>(
    game: &CoinGame<R>,
    row: &Vec<bool>,
    scene: &Scene,
    theory: Theory,
) -> Html {
    let parts = game.explain(row);
    let total = game.value(row);
    let width = binary_width(parts.iter().map(|p| p.value), total);
    let selected_coin = scene.selected.and_then(|s| parts.get(s)).map(|p| p.coin);
    let columns: &[&str] = match theory.why {
        Some(_) => &["Coin", "Number", "g", "Binary", "Why"],
        None => &["Coin", "g", "Binary"],
    };
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
            p { (theory.how) }
            @if !parts.is_empty() {
                table.coins-table {
                    caption { "Each head's value" }
                    thead {
                        tr {
                            @for h in columns {
                                th scope="col" { (h) }
                            }
                        }
                    }
                    tbody {
                        @for p in &parts {
                            tr class=[(selected_coin == Some(p.coin)).then_some("coins-chosen")] {
                                td { (p.coin) }
                                @if theory.why.is_some() {
                                    td { (p.number) }
                                }
                                td.coins-num { (p.value) }
                                td.coins-bits { (binary(p.value.get(), width)) }
                                @if let Some(why) = theory.why {
                                    td { (why(p.coin)) }
                                }
                            }
                        }
                    }
                    tfoot {
                        tr {
                            @if theory.why.is_some() {
                                th scope="row" colspan="2" { "Nim-sum" }
                            } @else {
                                th scope="row" { "Nim-sum" }
                            }
                            td.coins-num { (total) }
                            td.coins-bits { (binary(total.get(), width)) }
                            @if theory.why.is_some() {
                                td {}
                            }
                        }
                    }
                }
            }
            (theory.after)
    };
    yew::html! {
        <section class="coins-explain">
            {raw(told)}
            {outcome(game, row, &parts, total, scene)}
        </section>
    }
}

/// The values `options` a head's moves leave, listed, and the least
/// missing: `{0, 1, 2, 3}; the least value missing is 4`.
pub(super) fn mex_text(mut set: Vec<Nimber>) -> String {
    const SHOWN: usize = 12;
    set.sort();
    set.dedup();
    let listed: Vec<String> = set.iter().take(SHOWN).map(|v| v.to_string()).collect();
    let more = if set.len() > SHOWN { ", …" } else { "" };
    format!(
        "{{{}{more}}}; the least value missing is {}",
        listed.join(", "),
        Nimber::mex(set.iter().copied())
    )
}

/// The mex that gives Ruler's value of the head at index `coin`, listed.
fn ruler_mex(coin: usize) -> Markup {
    let n = coin as u64 + 1;
    let mut acc = Nimber::ZERO;
    let mut options = vec![Nimber::ZERO];
    for k in (0..coin).rev() {
        acc ^= grundy::games::coins::ruler::value(k);
        options.push(acc);
    }
    html! {
        h3 { "The mex for coin " (n) }
        p {
            "The runs ending at coin " (n) " leave the values " (mex_text(options)) "."
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

/// Who wins, and the winning move when there is one: a paragraph whose
/// button plays it.
fn outcome<R: Flips + 'static>(
    game: &CoinGame<R>,
    row: &Vec<bool>,
    parts: &[HeadValue],
    total: Nimber,
    scene: &Scene,
) -> Html {
    let values: Vec<Nimber> = parts.iter().take(SUM_TERMS * 2).map(|p| p.value).collect();
    let none = |_: &Vec<bool>| Nimber::ZERO;
    let win = if total.is_zero() {
        None
    } else {
        game.winning_move(row, &none)
    };
    let told = raw(verdict(&values, parts.len() > values.len(), total));
    let Some(mv) = win else {
        return told;
    };
    let changes: Vec<Nimber> = mv.coins.iter().map(|&c| game.rule.head_value(c)).collect();
    let after = format!(
        " ({}). Flipping a coin adds or removes its lone value, so this changes the value by \
         {} = {total}, leaving 0.",
        flips_in_words(row, &mv),
        nim_sum_text(&changes)
    );
    let shown = coins_words(&mv.coins);
    yew::html! {
        <>
            {told}
            {winning_move(game, row, mv, shown, after, scene)}
        </>
    }
}
