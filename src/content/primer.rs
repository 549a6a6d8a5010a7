//! The Nim primer's panels: the nim-sum of the heaps worked out with
//! powers of two as the paper's introduction does, and the correspondence
//! between `og` and octal game 4.3.

use crate::text::{capitalised, with_separators};
use grundy::manifold::orientable_value;
use grundy::nim::{self, explain, PowerPairing};
use grundy::octal::OctalGame;
use maud::{html, Markup};

/// Rows of the og / octal 4.3 table.
pub const OCTAL_ROWS: usize = 21;

/// The most heaps whose powers are written out, and winning moves
/// listed; the rest are counted, so 10,000 heaps stay a page, not a book.
const WORKED: usize = 24;

/// The most copies of one power drawn as chips; more are counted.
const CHIPS: usize = 8;

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

/// Both panels for `heaps`.
pub fn panels(heaps: &[u64]) -> Markup {
    html! {
        div.nim-layout {
            section.panel aria-labelledby="nim-sum-title" {
                h2 id="nim-sum-title" { "The nim-sum, with powers of two" }
                (working(&explain(heaps)))
            }
            (octal_table())
        }
    }
}

/// Which powers occur an odd and which an even number of times, in a
/// sentence.
fn parity_sentence(odd: &[u64], even: &[u64]) -> String {
    // "The power 1 occurs", "the powers 16 and 4 occur".
    let subject = |p: &[u64]| {
        if p.len() == 1 {
            format!("the power {} occurs", p[0])
        } else {
            format!("the powers {} occur", list_text(p))
        }
    };
    let verb = |p: &[u64]| if p.len() == 1 { "occurs" } else { "occur" };
    match (odd.is_empty(), even.is_empty()) {
        (true, true) => "Every heap is empty.".to_string(),
        (false, true) => capitalised(&format!("{} an odd number of times.", subject(odd))),
        (true, false) => capitalised(&format!("{} an even number of times.", subject(even))),
        (false, false) => capitalised(&format!(
            "{} an odd number of times and {} {} an even number of times.",
            subject(odd),
            list_text(even),
            verb(even)
        )),
    }
}

/// The multiset of the powers, largest first: within each power, pairs
/// are struck through and the one left over is boxed.
fn multiset(p: &PowerPairing) -> Markup {
    html! {
        p {
            "The multiset of all these powers, with repeated powers paired off (struck \
             through) and the powers left over boxed:"
        }
        ul.multiset data-testid="nim-multiset" {
            @for pc in &p.powers {
                // Many copies of a power: the first few, how many more
                // (all paired), and the last, which may be left over.
                @let drawn: Vec<usize> = if pc.count <= CHIPS {
                    (0..pc.count).collect()
                } else {
                    (0..CHIPS - 2).chain([pc.count - 1]).collect()
                };
                @for k in drawn {
                    @if pc.count > CHIPS && k == pc.count - 1 {
                        li.chip-more { (format!("… {} more, paired", with_separators((pc.count - CHIPS + 1) as u128))) }
                    }
                    @let paired = k + 1 < pc.count || pc.count % 2 == 0;
                    @let note = if paired { "paired" } else { "left over" };
                    li.chip-power.paired[paired].unpaired[!paired]
                        aria-label=(format!("{} ({note})", pc.power)) { (pc.power) }
                }
            }
        }
    }
}

/// The nim-sum in the paper's steps: powers, multiset, pairs, sum, moves.
pub fn working(p: &PowerPairing) -> Markup {
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
    let sum = p.sum.get();
    let n = p.moves.len();
    html! {
        div.working {
            p { "Write each heap as a sum of powers of 2:" }
            ul.decompositions {
                @for (h, powers) in p.heaps.iter().take(WORKED) {
                    li {
                        span.num-cell { (h) }
                        " = " (if powers.is_empty() { "0".to_string() } else { sum_text(powers) })
                    }
                }
            }
            @if p.heaps.len() > WORKED {
                p.muted.small { (format!("… and {} more heaps, each written the same way.", with_separators((p.heaps.len() - WORKED) as u128))) }
            }
            @if !p.powers.is_empty() { (multiset(p)) }
            p { (parity_sentence(&odd, &even)) }
            p data-testid="nim-sum" data-sum=(sum) {
                "Therefore the nim-sum of the heaps is "
                @if sum == 0 {
                    strong { "0" }
                    ", a loss for the player to move: every move leaves a nonzero nim-sum."
                } @else {
                    @if odd.len() > 1 { (sum_text(&odd)) " = " }
                    strong { (sum) }
                    ", a win for the first player (the one to move), who has " (count_word(n))
                    " possible winning move" (if n == 1 { "" } else { "s" })
                    " corresponding to heaps containing the power " (p.key_power.unwrap_or(0))
                    " in the sum."
                }
            }
            @if !p.moves.is_empty() {
                ol.nim-moves aria-label="Winning moves" {
                    @for (k, mv) in p.moves.iter().enumerate().take(WORKED) {
                        li.nim-move data-testid="nim-move" data-heap=(mv.mv.heap)
                            data-from=(mv.mv.from) data-to=(mv.mv.to) {
                            span.win-icon aria-hidden="true" { "✓" }
                            span { strong { "Possibility " (k + 1) ": " } (move_sentence(mv)) }
                        }
                    }
                }
                @if n > WORKED {
                    p.muted.small { (format!("… and {} more, one for each other heap containing the power {}.", with_separators((n - WORKED) as u128), p.key_power.unwrap_or(0))) }
                }
                p.muted.small { "With each possible move, the nim-sum of the new game is zero, as needed." }
            }
        }
    }
}

/// G(og) beside the values of octal game 4.3, which the paper names as the
/// same game.
pub fn octal_table() -> Markup {
    let octal = OctalGame::parse("4.3")
        .map(|g| g.series(OCTAL_ROWS - 1))
        .unwrap_or_default();
    let all_equal = octal
        .iter()
        .zip(0u64..)
        .all(|(&v, g)| v == orientable_value(g));
    html! {
        section.panel.octal aria-labelledby="octal-title" data-testid="octal" {
            h2 id="octal-title" { "og is octal game 4.3" }
            p {
                "A handle is a counter: cut (a) removes one handle, as 4.3 removes one counter, and cut \
                 (b) splits the handles between two surfaces, as 4.3 splits a heap in two. So og plays \
                 exactly like a heap of g counters, and their values agree."
            }
            table.octal-table {
                caption.sr-only { "G(og) by Theorem 2.3 beside the value of a heap of g counters in octal game 4.3" }
                thead { tr {
                    @for h in ["g", "G(og)", "4.3 heap"] { th scope="col" { (h) } }
                    th scope="col" { span.sr-only { "Equal?" } }
                } }
                tbody {
                    @for (&v, g) in octal.iter().zip(0u64..) {
                        @let og = orientable_value(g);
                        tr data-testid="octal-row" data-genus=(g) data-og=(og) data-octal=(v) {
                            th scope="row" { (g) }
                            td { (og) }
                            td { (v) }
                            @if og == v { td.same { "✓ equal" } } @else { td.differs { "✗ differs" } }
                        }
                    }
                }
            }
            p.muted.small data-testid="octal-verdict" {
                @if all_equal { "Equal for g = 0 to " (OCTAL_ROWS - 1) "." } @else { "The values differ." }
            }
        }
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
