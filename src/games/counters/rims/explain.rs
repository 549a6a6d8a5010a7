//! The explanation under the board: each region's free dots are a Nim
//! heap, why splitting a heap changes nothing, and the winning move.

use crate::text::with_separators;
use figures::rims::figure::MAX_NAMED;
use figures::rims::names::region_name;
use grundy::games::rims::{value, Region, Rims};
use grundy::Game;
use maud::{html, Markup};

/// The explanation of `whole`, with component `selected` marked in the
/// table of values.
pub(super) fn explain(whole: &Region, selected: Option<usize>) -> Markup {
    let regions: Vec<(Vec<usize>, u64)> = whole
        .regions()
        .into_iter()
        .filter(|(_, r)| r.dots > 0)
        .map(|(p, r)| (p, r.dots))
        .collect();
    let total = value(whole);
    html! {
        section class="rims-explain" {
            h3 { "Each region is a Nim heap" }
            p {
                "Dots on a loop can never be used again: a new loop through one would cross \
                 it. Free dots that can reach one another without crossing a loop form a \
                 class, and the notes treat each class as a pile of chips. Here a class is \
                 the free dots of one region."
            }
            table class="rims-table" {
                caption { "Regions with free dots, and their values" }
                thead {
                    tr {
                        th scope="col" { "Region" }
                        th scope="col" { "Free dots" }
                        th scope="col" { "Value" }
                    }
                }
                tbody {
                    @for (i, (path, dots)) in regions.iter().enumerate().take(MAX_NAMED) {
                        @let chosen = selected == Some(i);
                        @let count = with_separators(u128::from(*dots));
                        tr class=[chosen.then_some("rims-row-selected")] {
                            th scope="row" {
                                (region_name(path))
                                @if chosen { " (selected)" }
                            }
                            // A region of n free dots has value n.
                            td { (count) }
                            td { (count) }
                        }
                    }
                    @if regions.len() > MAX_NAMED {
                        tr {
                            td colspan="3" {
                                "… and " (regions.len() - MAX_NAMED) " more regions"
                            }
                        }
                    }
                }
                tfoot {
                    tr {
                        th scope="row" { "Nim-sum" }
                        td {}
                        td { (total) }
                    }
                }
            }
        }
        section class="rims-explain" {
            h3 { "Splitting a heap changes nothing" }
            p {
                "A new loop passes through at least one free dot of one region, and may \
                 enclose some of the others: a heap of n loses at least one chip and the rest \
                 may split into u inside and v outside, with u + v < n. So Rims is Nim in which \
                 a move may also split what is left into two heaps (the octal game 0.777…)."
            }
            p {
                "A loop that encloses no free dots is a Nim move, so every smaller heap can be \
                 reached. A split leaves u ⊕ v, and u ⊕ v ≤ u + v, since nim-addition drops the \
                 powers of two that ordinary addition carries; so u ⊕ v < n, the value of a heap \
                 Nim can also reach. The notes conclude that Rims and Nim have the same \
                 P-positions; the same inequality shows, by induction on n, that a region of n \
                 free dots has value exactly n: its options' values are all below n and include \
                 each of 0, 1, …, n − 1, so their mex is n."
            }
        }
        section class="rims-explain" {
            h3 { "The winning move" }
            @match Rims.winning_move(whole, &|p: &Region| value(p)) {
                None => {
                    p {
                        @if regions.is_empty() {
                            "No free dot is left, so no loop can be drawn: the player to move \
                             has lost."
                        } @else {
                            "The nim-sum is 0: a P-position. Every loop leaves a nonzero \
                             nim-sum, so the player to move loses against good play."
                        }
                    }
                }
                Some(mv) => {
                    @let n = mv.through + mv.enclose + mv.left;
                    p {
                        "The nim-sum is " (total) ", not 0. In the region "
                        (region_name(&mv.region)) " the heap of " (n) " becomes "
                        (n) " ⊕ " (total) " = " (mv.left) ": draw a loop through "
                        (mv.through) " of its free dots enclosing none, written "
                        code class="rims-move" { (Rims.format_move(whole, &mv)) }
                        ". The nim-sum after it is 0."
                    }
                }
            }
            p class="rims-legend" {
                "Reading a move: k:a draws a loop through k free dots around a of the others; \
                 \"in 0.1\" first names the region inside loop 0.1 (loops are numbered as \
                 drawn, at their lower left); \"around 0,2\" also encloses those loops of the \
                 region."
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::RimsShown;
    use crate::games::counters::tests::scene;
    use crate::games::shown::Shown;
    use crate::testing::render;
    use grundy::games::rims::parse_rims;

    /// The explanation of `text` as markup.
    fn explained(text: &str) -> String {
        render(RimsShown.explain(&scene(parse_rims(text).unwrap())))
    }

    #[test]
    fn the_explanation_states_the_values_and_the_winning_move() {
        // 5 (2: 3 (1:)): heaps 5 and 3, nim-sum 6; the outside heap of 5
        // goes to 5 xor 6 = 3, a loop through 2 dots.
        let s = explained("5 (2: 3 (1:))");
        // Nothing in it acts: it only tells.
        assert!(
            !s.contains("<button") && !s.contains("role=\"button\""),
            "{s}"
        );
        assert!(s.contains("<td>5</td><td>5</td>") && s.contains("<td>3</td><td>3</td>"));
        assert!(s.contains("Nim-sum</th><td></td><td>6</td>"));
        assert!(s.contains("<code class=\"rims-move\">2:0</code>"));
        // 3 (1: 1 (2: 2)): 3 xor 1 xor 2 = 0.
        let lost = explained("3 (1: 1 (2: 2))");
        assert!(lost.contains("The nim-sum is 0: a P-position"));
        assert!(!lost.contains("rims-move\""));
    }
}
