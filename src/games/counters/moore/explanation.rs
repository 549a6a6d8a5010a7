//! The explanation: Moore's rule worked on the position (the heap sizes in
//! binary, each column summed and reduced modulo k + 1), the move it gives,
//! and what is known of the values; or, with exactly k heaps, where the
//! rule does not hold, the value a search finds.

use super::words::{join_heaps, MAX_ROWS};
use crate::text::{plural, with_separators};
use grundy::games::moore::{column_sums, rule_move, Moore};
use grundy::{Game, Nimber};
use maud::{html, Markup};

/// The column a binary digit stands for, as the table heads it: "2³".
fn column_name(bit: usize) -> String {
    const SUPERSCRIPTS: [char; 10] = ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹'];
    let power: String = bit
        .to_string()
        .bytes()
        .filter_map(|d| SUPERSCRIPTS.get(usize::from(d.wrapping_sub(b'0'))))
        .collect();
    format!("2{power}")
}

/// Names joined as prose: "a, b and c".
fn joined(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// Moore's table: heaps as rows, binary digits as columns (highest
/// first), then each column's sum and its remainder modulo `k + 1`.
fn rule_table(heaps: &[u64], k: u32, caption: &str, changed: &[usize], columns: usize) -> Markup {
    // The table after a move keeps the columns of the one before it.
    let mut sums = column_sums(heaps);
    sums.resize(sums.len().max(columns), 0);
    let modulus = u64::from(k) + 1;
    let bits: Vec<usize> = (0..sums.len()).rev().collect();
    // Wide tables (heaps of thousands) scroll inside their box on a phone.
    html! {
        div.moore-scroll role="region" tabindex="0" aria-label=(caption) {
            table.moore-table {
                caption { (caption) }
                thead {
                    tr {
                        th scope="col" { "Heap" }
                        th scope="col" { "Size" }
                        @for b in &bits {
                            th scope="col" class="moore-bit" { "2" sup { (b) } }
                        }
                    }
                }
                tbody {
                    @for (i, &h) in heaps.iter().enumerate().take(MAX_ROWS) {
                        @let moved = changed.contains(&i);
                        tr class=[moved.then_some("moore-row-moved")] {
                            th scope="row" { (i + 1) @if moved { " (changed)" } }
                            td { (with_separators(u128::from(h))) }
                            @for &b in &bits {
                                td.moore-bit { (h >> b & 1) }
                            }
                        }
                    }
                    @if heaps.len() > MAX_ROWS {
                        tr {
                            td colspan=(bits.len() + 2) {
                                "… and " (heaps.len() - MAX_ROWS) " more heaps, counted in the sums"
                            }
                        }
                    }
                }
                tfoot {
                    tr {
                        th scope="row" colspan="2" { "Column sum" }
                        @for &b in &bits {
                            td.moore-bit { (sums[b]) }
                        }
                    }
                    tr {
                        th scope="row" colspan="2" { "Sum mod " (modulus) }
                        @for &b in &bits {
                            @let r = sums[b] % modulus;
                            td.moore-bit.moore-off[r != 0] { (r) }
                        }
                    }
                }
            }
        }
    }
}

/// What the table says: which columns are off, so who wins.
pub(super) fn verdict(heaps: &[u64], k: u32) -> String {
    let modulus = u64::from(k) + 1;
    let off: Vec<String> = column_sums(heaps)
        .iter()
        .enumerate()
        .rev()
        .filter(|(_, s)| *s % modulus != 0)
        .map(|(b, _)| column_name(b))
        .collect();
    if off.is_empty() {
        format!(
            "Every column sum is divisible by {modulus}: the player to move loses (a \
             P-position)."
        )
    } else {
        format!(
            "The {} of the {} {} not divisible by {modulus}: the player to move wins (an \
             N-position).",
            plural(off.len() as u64, "sum", "sums"),
            joined(&off),
            if off.len() == 1 {
                "column is"
            } else {
                "columns are"
            }
        )
    }
}

/// Who wins with exactly k heaps, from the searched value.
pub(super) fn exact_verdict(game: &Moore, heaps: &[u64]) -> String {
    let value = grundy::Solver::new(*game).value(&heaps.to_vec());
    if value.is_zero() {
        format!("G = {value}: the player to move loses (a P-position).")
    } else {
        format!("G = {value}: the player to move wins (an N-position).")
    }
}

/// The explanation where Moore's rule decides the game: the table of the
/// position, the rule's move with the table after it, and the values.
pub(super) fn explain_rule(game: &Moore, whole: &Vec<u64>) -> Markup {
    let k = game.k;
    let modulus = u64::from(k) + 1;
    let heaps = |n: usize| plural(n as u64, "heap", "heaps");
    html! {
        section.moore-explain {
            h3 { "Moore's rule" }
            p {
                "Write each heap size in binary and add each column's digits as ordinary \
                 numbers, without carrying. The player to move loses exactly when every \
                 column sum is divisible by k + 1 = " (modulus) "."
            }
            (rule_table(whole, k, "The heaps in binary", &[], 0))
            p { (verdict(whole, k)) }
        }
        section.moore-explain {
            h3 { "The winning move" }
            @if let Some(mv) = rule_move(whole, k) {
                @let after = game.apply(whole, &mv).unwrap_or_else(|e| e.position);
                @let changed: Vec<usize> = mv.takes.iter().map(|t| t.0).collect();
                p {
                    "Moore's rule gives the move "
                    code.moore-move { (game.format_move(whole, &mv)) }
                    ", taking from " (mv.takes.len()) " " (heaps(mv.takes.len()))
                    ". Going down the columns from the highest, it clears a 1 from as many \
                     heaps as the column's remainder (while at most " (k) " heaps are \
                     chosen), or else gives heaps already chosen a 1 there; a chosen heap may \
                     take any digits below its first change. Afterwards every column sum is a \
                     multiple of " (modulus) "."
                }
                (rule_table(&after, k, "After the move", &changed, column_sums(whole).len()))
                p { (verdict(&after, k)) }
            } @else {
                p {
                    "No move wins. A move changes at most " (k) " " (heaps(k as usize))
                    "; in the highest column where a changed heap's digit changes, each such \
                     digit drops from 1 to 0, so that column's sum falls by between 1 and "
                    (k) " and stops being divisible by " (modulus)
                    ". The opponent then has a winning move again."
                }
            }
        }
        section.moore-explain {
            h3 { "Values" }
            @if k == 1 {
                p {
                    "With k = 1 the sums modulo 2 are the digits of the nim-sum, and this is \
                     Bouton's rule for Nim: the value of the position is the nim-sum of the \
                     heaps, " (whole.iter().map(|&h| Nimber(h)).sum::<Nimber>()) "."
                }
            } @else {
                p {
                    "With k = 1 the rule is Bouton's rule for Nim. For k = " (k)
                    " it tells only which positions have value 0. A move may take from \
                     several heaps, so the position is not a sum of single heaps and its \
                     value is not the nim-sum of theirs; Moore's rule gives no formula for \
                     the other values, and the values on this page are found by brute force \
                     over the whole position."
                }
            }
        }
    }
}

/// The explanation of Moore's Nim with exactly k heaps, where no rule is
/// known: the value by search, and a winning move where there is one.
pub(super) fn explain_exact(game: &Moore, whole: &[u64]) -> Markup {
    let k = game.k;
    let solver = grundy::Solver::new(*game);
    let position = whole.to_vec();
    let value = solver.value(&position);
    let winning = grundy::game::first_winning_move(game, &position, &|p| solver.value(p));
    html! {
        section.moore-explain {
            h3 { "Exactly " (k) " heaps" }
            p {
                "Moore's rule (column sums of the binary sizes, divisible by k + 1) decides the \
                 game where a move takes from 1 to k heaps. Forced to take from exactly " (k)
                ", a player may not answer on fewer heaps, and the rule no longer holds: here \
                 the value of the whole position comes from a search of every move, G = "
                (value) "."
            }
            p data-testid="moore-exact-verdict" { (exact_verdict(game, whole)) }
            @if let Some(mv) = &winning {
                p {
                    "A winning move: "
                    code.moore-move { (game.format_move(&position, mv)) }
                    ", leaving " (join_heaps(&mv.after)) ", of value 0."
                }
            } @else if value.is_zero() {
                p { "No move wins: every move leaves a position of nonzero value." }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::MooreShown;
    use crate::games::counters::tests::scene;
    use crate::games::shown::Shown;
    use crate::testing::render;
    use grundy::games::moore::{is_losing, Moore};

    fn g() -> Moore {
        Moore { k: 2, exact: false }
    }

    /// The explanation of `game` at `heaps`, as markup.
    fn explained(game: Moore, heaps: &[u64]) -> String {
        render(MooreShown(game).explain(&scene(heaps.to_vec())))
    }

    #[test]
    fn the_column_sums_of_3_5_6_are_shown() {
        // 3 = 011, 5 = 101, 6 = 110: each column holds two 1s, and 2 mod 3
        // is 2, so no column is divisible by 3.
        let s = explained(g(), &[3, 5, 6]);
        let sums = "Column sum</th><td class=\"moore-bit\">2</td><td class=\"moore-bit\">2</td>\
                    <td class=\"moore-bit\">2</td>";
        assert!(s.contains(sums), "{s}");
        let mods = "Sum mod 3</th><td class=\"moore-bit moore-off\">2</td>\
                    <td class=\"moore-bit moore-off\">2</td><td class=\"moore-bit moore-off\">2</td>";
        assert!(s.contains(mods));
        assert!(s.contains("The sums of the 2², 2¹ and 2⁰ columns are not divisible by 3"));
    }

    #[test]
    fn a_winning_position_shows_the_rule_move_and_the_table_after_it() {
        // Clearing the 4s digit of 5 and 6 leaves them free below; they
        // then take the 2s and the 1s digits, as 3 has: 3 + 3 + 3, every
        // column summing to 3.
        let s = explained(g(), &[3, 5, 6]);
        assert!(s.contains("<code class=\"moore-move\">2: 5 → 3, 3: 6 → 3</code>"));
        assert!(s.contains("After the move"));
        assert!(s.contains(
            "Column sum</th><td class=\"moore-bit\">0</td><td class=\"moore-bit\">3</td>\
             <td class=\"moore-bit\">3</td></tr>"
        ));
        assert!(s.contains("Every column sum is divisible by 3"));
    }

    #[test]
    fn a_losing_position_has_no_winning_move() {
        let s = explained(g(), &[1, 1, 1]);
        assert!(s.contains("No move wins."));
        assert!(!s.contains("moore-move"));
        assert!(is_losing(&[1, 1, 1], 2));
    }

    #[test]
    fn nim_values_are_the_nim_sum() {
        let e = explained(Moore { k: 1, exact: false }, &[3, 5, 6]);
        assert!(e.contains("the nim-sum of the heaps, 0."));
        assert!(explained(g(), &[3, 5, 6]).contains("found by brute force"));
    }

    #[test]
    fn with_exactly_two_heaps_a_search_explains() {
        let e = explained(Moore::exactly(2).unwrap(), &[3, 5, 6]);
        // Nothing in it acts: it only tells.
        assert!(
            !e.contains("<button") && !e.contains("role=\"button\""),
            "{e}"
        );
        assert!(e.contains("Exactly 2 heaps"), "{e}");
        assert!(!e.contains("Moore's rule gives the move"));
    }
}
