//! The Nim primer, around a game of Nim on the play page: the nim-sum of
//! the heaps worked out with powers of two as the paper's introduction
//! does, and the correspondence between `og` and octal game 4.3.

use crate::state::PlayContext;
use grundy::manifold::orientable_value;
use grundy::nim::{self, explain, PowerPairing};
use grundy::octal::OctalGame;
use yew::prelude::*;

/// Rows of the og / octal 4.3 table.
pub const OCTAL_ROWS: usize = 21;

/// "16 + 4 + 2 + 1".
pub fn sum_text(powers: &[u64]) -> String {
    powers
        .iter()
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join(" + ")
}

/// "16, 4, 2, and 1" (the paper's serial comma).
pub fn list_text(items: &[u64]) -> String {
    let words: Vec<String> = items.iter().map(u64::to_string).collect();
    match words.as_slice() {
        [] => String::new(),
        [one] => one.clone(),
        [a, b] => format!("{a} and {b}"),
        [rest @ .., last] => format!("{}, and {last}", rest.join(", ")),
    }
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map_or_else(String::new, |c| c.to_uppercase().chain(chars).collect())
}

/// Small counts in words, as the paper writes "three possible winning moves".
pub fn count_word(n: usize) -> String {
    const WORDS: [&str; 11] = [
        "no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    ];
    WORDS
        .get(n)
        .map_or_else(|| n.to_string(), |w| (*w).to_string())
}

/// One winning move in the paper's words: "Take the heap of size 50,
/// subtract 16 + 2, and add 4 + 1 to get the new heap of size 37."
pub fn move_sentence(m: &nim::MoveExplanation) -> String {
    let mut s = format!(
        "Take the heap of size {}, subtract {}",
        m.mv.from,
        sum_text(&m.subtract)
    );
    if !m.add.is_empty() {
        s.push_str(&format!(", and add {}", sum_text(&m.add)));
    }
    s.push_str(&format!(" to get the new heap of size {}.", m.mv.to));
    s
}

/// The primer's lead paragraph, above the game.
pub fn intro() -> Html {
    html! {
        <p class="view-lede">
            {"Nim is played with heaps of counters. On a move, a player chooses a heap and removes one or more counters; the last player who can move wins. "}
            {"The paper finds the winning strategy with the nim-sum, worked out below exactly as its introduction does, for the heaps 50, 53, 30 and 14. "}
            {"Click a counter to take it and every counter after it, or choose a move from the list."}
        </p>
    }
}

/// The primer's panels for the heaps on the table.
#[component]
pub fn NimPrimer() -> Html {
    let state = use_context::<PlayContext>().expect("NimPrimer is inside the app context");
    let heaps: Vec<u64> = state
        .table()
        .position()
        .heaps()
        .unwrap_or_default()
        .to_vec();
    let pairing = use_memo(heaps, |h| explain(h));
    html! {
        <div class="nim-layout">
            <section class="panel" aria-labelledby="nim-sum-title">
                <h2 id="nim-sum-title">{"The nim-sum, with powers of two"}</h2>
                <Working pairing={(*pairing).clone()} />
            </section>
            <OctalTable />
        </div>
    }
}

/// Properties of [`Working`].
#[derive(Properties, PartialEq, Clone)]
struct WorkingProps {
    pairing: PowerPairing,
}

/// The nim-sum in the paper's steps: powers, multiset, pairs, sum, moves.
#[component]
fn Working(props: &WorkingProps) -> Html {
    let p = &props.pairing;
    let decompositions: Html = p
        .heaps
        .iter()
        .map(|(h, powers)| {
            let rhs = if powers.is_empty() {
                "0".to_string()
            } else {
                sum_text(powers)
            };
            html! { <li><span class="num-cell">{h}</span>{" = "}{rhs}</li> }
        })
        .collect();
    // The multiset, largest first; within each power, pairs are struck
    // through and the one left over is boxed.
    let chips: Html = p
        .powers
        .iter()
        .flat_map(|pc| {
            (0..pc.count).map(move |k| {
                let paired = k + 1 < pc.count || pc.count % 2 == 0;
                let class = if paired {
                    "chip-power paired"
                } else {
                    "chip-power unpaired"
                };
                let label = if paired {
                    format!("{} (paired)", pc.power)
                } else {
                    format!("{} (left over)", pc.power)
                };
                html! { <li class={class} aria-label={label}>{pc.power}</li> }
            })
        })
        .collect();
    let odd: Vec<u64> = p
        .powers
        .iter()
        .filter(|c| c.is_odd())
        .map(|c| c.power)
        .collect();
    let even: Vec<u64> = p
        .powers
        .iter()
        .filter(|c| !c.is_odd())
        .map(|c| c.power)
        .collect();
    // "The power 1 occurs", "the powers 16 and 4 occur".
    let subject = |p: &[u64]| {
        if p.len() == 1 {
            format!("the power {} occurs", p[0])
        } else {
            format!("the powers {} occur", list_text(p))
        }
    };
    let verb = |p: &[u64]| if p.len() == 1 { "occurs" } else { "occur" };
    let parity = match (odd.is_empty(), even.is_empty()) {
        (true, true) => "Every heap is empty.".to_string(),
        (false, true) => capitalised(&format!("{} an odd number of times.", subject(&odd))),
        (true, false) => capitalised(&format!("{} an even number of times.", subject(&even))),
        (false, false) => capitalised(&format!(
            "{} an odd number of times and {} {} an even number of times.",
            subject(&odd),
            list_text(&even),
            verb(&even)
        )),
    };
    let sum = p.sum.get();
    let verdict = if sum == 0 {
        html! {
            <p data-testid="nim-sum" data-sum="0">
                {"Therefore the nim-sum of the heaps is "}<strong>{"0"}</strong>
                {", a loss for the player to move: every move leaves a nonzero nim-sum."}
            </p>
        }
    } else {
        let key = p.key_power.unwrap_or(0);
        let n = p.moves.len();
        html! {
            <p data-testid="nim-sum" data-sum={sum.to_string()}>
                {"Therefore the nim-sum of the heaps is "}
                {if odd.len() > 1 { format!("{} = ", sum_text(&odd)) } else { String::new() }}
                <strong>{sum}</strong>
                {format!(", a win for the first player (the one to move), who has {} possible winning move{} corresponding to heaps containing the power {key} in the sum.",
                    count_word(n), if n == 1 { "" } else { "s" })}
            </p>
        }
    };
    let moves: Html = p
        .moves
        .iter()
        .enumerate()
        .map(|(k, m)| {
            html! {
                <li class="nim-move" data-testid="nim-move" data-heap={m.mv.heap.to_string()}
                    data-from={m.mv.from.to_string()} data-to={m.mv.to.to_string()}>
                    <span class="win-icon" aria-hidden="true">{"✓"}</span>
                    <span><strong>{format!("Possibility {}: ", k + 1)}</strong>{move_sentence(m)}</span>
                </li>
            }
        })
        .collect();
    html! {
        <div class="working">
            <p>{"Write each heap as a sum of powers of 2:"}</p>
            <ul class="decompositions">{decompositions}</ul>
            if !p.powers.is_empty() {
                <p>{"The multiset of all these powers, with repeated powers paired off (struck through) and the powers left over boxed:"}</p>
                <ul class="multiset" data-testid="nim-multiset">{chips}</ul>
            }
            <p>{parity}</p>
            {verdict}
            if !p.moves.is_empty() {
                <ol class="nim-moves" aria-label="Winning moves">{moves}</ol>
                <p class="muted small">{"With each possible move, the nim-sum of the new game is zero, as needed."}</p>
            }
        </div>
    }
}

/// G(og) beside the values of octal game 4.3, which the paper names as the same game.
#[component]
fn OctalTable() -> Html {
    let octal = use_memo((), |_| {
        OctalGame::parse("4.3")
            .map(|g| g.series(OCTAL_ROWS - 1))
            .unwrap_or_default()
    });
    let all_equal = octal
        .iter()
        .zip(0u64..)
        .all(|(&v, g)| v == orientable_value(g));
    let rows: Html = octal
        .iter()
        .zip(0u64..)
        .map(|(&v, g)| {
            let og = orientable_value(g);
            let same = og == v;
            html! {
                <tr data-testid="octal-row" data-genus={g.to_string()} data-og={og.to_string()} data-octal={v.to_string()}>
                    <th scope="row">{g}</th>
                    <td>{og.get()}</td>
                    <td>{v.get()}</td>
                    <td class={if same { "same" } else { "differs" }}>
                        {if same { "✓ equal" } else { "✗ differs" }}
                    </td>
                </tr>
            }
        })
        .collect();
    html! {
        <section class="panel octal" aria-labelledby="octal-title" data-testid="octal">
            <h3 id="octal-title">{"o"}<var>{"g"}</var>{" is octal game 4.3"}</h3>
            <p>
                {"A handle is a counter: cut (a) removes one handle, as 4.3 removes one counter, and cut (b) splits the handles between two surfaces, as 4.3 splits a heap in two. "}
                {"So o"}<var>{"g"}</var>{" plays exactly like a heap of "}<var>{"g"}</var>{" counters, and their values agree."}
            </p>
            <table class="octal-table">
                <caption class="sr-only">{"G(og) by Theorem 2.3 beside the value of a heap of g counters in octal game 4.3"}</caption>
                <thead>
                    <tr>
                        <th scope="col"><var>{"g"}</var></th>
                        <th scope="col">{"G(o"}<var>{"g"}</var>{")"}</th>
                        <th scope="col">{"4.3 heap"}</th>
                        <th scope="col"><span class="sr-only">{"Equal?"}</span></th>
                    </tr>
                </thead>
                <tbody>{rows}</tbody>
            </table>
            <p class="muted small" data-testid="octal-verdict">
                {if all_equal { format!("Equal for g = 0 to {}.", OCTAL_ROWS - 1) } else { "The values differ.".to_string() }}
            </p>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_papers_example_reads_as_in_the_introduction() {
        let e = explain(&[50, 53, 30, 14]);
        let sentences: Vec<String> = e.moves.iter().map(move_sentence).collect();
        assert_eq!(
            sentences[0],
            "Take the heap of size 50, subtract 16 + 2, and add 4 + 1 to get the new heap of size 37."
        );
        assert_eq!(
            sentences[1],
            "Take the heap of size 53, subtract 16 + 4 + 1, and add 2 to get the new heap of size 34."
        );
        assert_eq!(
            sentences[2],
            "Take the heap of size 30, subtract 16 + 4 + 2, and add 1 to get the new heap of size 9."
        );
    }

    #[test]
    fn capitalised_raises_only_the_first_letter() {
        assert_eq!(capitalised("the power 1 occurs"), "The power 1 occurs");
    }

    #[test]
    fn lists_use_the_serial_comma() {
        assert_eq!(list_text(&[16, 4, 2, 1]), "16, 4, 2, and 1");
        assert_eq!(list_text(&[32, 8]), "32 and 8");
        assert_eq!(list_text(&[8]), "8");
    }

    #[test]
    fn octal_four_three_matches_the_orientable_series() {
        let v = OctalGame::parse("4.3").unwrap().series(OCTAL_ROWS - 1);
        for (g, &x) in (0u64..).zip(&v) {
            assert_eq!(x, orientable_value(g));
        }
    }
}
