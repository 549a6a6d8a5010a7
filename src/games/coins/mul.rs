//! The nim-multiplication table, each entry a button that works it out:
//! by the mex definition for small entries, and by the Fermat 2-power
//! rules for any entry.

use super::tell::plural;
use crate::display::raw;
use grundy::nimber::{mul_entry, nim_mul};
use maud::{html as markup, Markup};
use yew::prelude::*;

/// The table's side when none is asked for.
pub const DEFAULT_SIZE: u64 = 16;
/// The largest side drawn.
pub const MAX_SIZE: u64 = 32;
/// Entries whose factors are both below this are worked out by the mex
/// definition (at most 15 × 15 options).
pub const MEX_BELOW: u64 = 16;

/// The table `x ⊗ y` for `x, y < size` (clamped to 1..=32), each entry a
/// button choosing it (`on_choose`), with the chosen entry worked out.
pub fn nim_mul_page(
    size: u64,
    chosen: Option<(u64, u64)>,
    on_choose: &Callback<(u64, u64)>,
) -> Html {
    let size = size.clamp(1, MAX_SIZE);
    let lead = markup! {
        p {
            "x ⊗ y = mex { (a ⊗ y) ⊕ (x ⊗ b) ⊕ (a ⊗ b) : a < x, b < y }. With nim-sum, this \
             product makes the numbers a field. Choose an entry to see it worked out."
        }
    };
    let rows = (0..size).map(|x| {
        html! {
            <tr>
                <th scope="row">{x}</th>
                { for (0..size).map(|y| html! {
                    <td>{entry_button(x, y, chosen == Some((x, y)), on_choose)}</td>
                }) }
            </tr>
        }
    });
    html! {
        <section class="rugs-mul">
            <h3>{"Nim-multiplication"}</h3>
            {raw(lead)}
            <div class="rugs-mul-scroll">
                <table class="rugs-mul-table">
                    <caption>{format!("x ⊗ y for x and y from 0 to {}: rows x, columns y", size - 1)}</caption>
                    <thead>
                        <tr>
                            <th scope="col">{"⊗"}</th>
                            { for (0..size).map(|y| html! { <th scope="col">{y}</th> }) }
                        </tr>
                    </thead>
                    <tbody>{ for rows }</tbody>
                </table>
            </div>
            if let Some((x, y)) = chosen {
                {raw(worked(x, y))}
            }
        </section>
    }
}

/// The button of the entry `x ⊗ y`, marked when `here` is the one chosen.
fn entry_button(x: u64, y: u64, here: bool, on_choose: &Callback<(u64, u64)>) -> Html {
    let v = nim_mul(x, y);
    let onclick = on_choose.reform(move |_: MouseEvent| (x, y));
    // Not aria-pressed: the page marks pressed buttons with a tick, which
    // would widen one column of the table.
    html! {
        <button type="button" class={classes!("rugs-mul-cell", here.then_some("rugs-mul-chosen"))}
            aria-label={format!("{x} ⊗ {y} = {v}")} aria-current={here.then_some("true")}
            data-testid={format!("state {x},{y}")} {onclick}>
            {v}
        </button>
    }
}

/// The entry `x ⊗ y` worked out.
fn worked(x: u64, y: u64) -> Markup {
    markup! {
        h3 { (x) " ⊗ " (y) " = " (nim_mul(x, y)) }
        @if x < MEX_BELOW && y < MEX_BELOW {
            (by_mex(x, y))
        }
        (by_fermat(x, y))
    }
}

/// The mex definition: every option in an `x` by `y` grid, then the set.
fn by_mex(x: u64, y: u64) -> Markup {
    let Some(entry) = mul_entry(x, y) else {
        return markup! {};
    };
    if entry.options.is_empty() {
        return markup! {
            p {
                "By the definition: with " (if x == 0 { "x = 0" } else { "y = 0" })
                " there is no option, and mex ∅ = 0."
            }
        };
    }
    let mut set: Vec<u64> = entry.options.iter().map(|o| o.value.get()).collect();
    set.sort_unstable();
    set.dedup();
    let listed: Vec<String> = set.iter().map(|v| v.to_string()).collect();
    markup! {
        p {
            "By the definition: one option for each a < " (x) " and b < " (y) ", "
            (entry.options.len()) " in all."
        }
        div.rugs-mul-scroll {
            table.rugs-mul-table.rugs-mul-options {
                caption { "(a ⊗ " (y) ") ⊕ (" (x) " ⊗ b) ⊕ (a ⊗ b): rows a, columns b" }
                thead {
                    tr {
                        th scope="col" { "a \\ b" }
                        @for b in 0..y {
                            th scope="col" { (b) }
                        }
                    }
                }
                tbody {
                    @for a in 0..x {
                        tr {
                            th scope="row" { (a) }
                            @for o in entry.options.iter().filter(|o| o.a == a) {
                                td { (o.value) }
                            }
                        }
                    }
                }
            }
        }
        p {
            "The options take " (set.len()) " value" (plural(set.len() as u64)) ": {"
            (listed.join(", ")) "}. The least number missing is " (entry.mex) ", so " (x)
            " ⊗ " (y) " = " (entry.mex) "."
        }
    }
}

/// The largest Fermat 2-power (2, 4, 16, 256, …, 2^32) at most `n`.
fn fermat_at_most(n: u64) -> Option<u64> {
    [1u64 << 32, 1 << 16, 256, 16, 4, 2]
        .into_iter()
        .find(|&f| f <= n)
}

/// The product by halves: with `F` the largest Fermat 2-power at most
/// the larger factor, both factors are below `F·F` and split as `x1·F ⊕
/// x0`.
fn by_fermat(x: u64, y: u64) -> Markup {
    let Some(f) = fermat_at_most(x.max(y)) else {
        return markup! {
            p { "Both factors are 0 or 1, where nim-multiplication is the ordinary product." }
        };
    };
    let (x1, x0) = (x / f, x % f);
    let (y1, y0) = (y / f, y % f);
    let high = nim_mul(x1, y1);
    let middle = nim_mul(x1, y0) ^ nim_mul(x0, y1);
    let low = nim_mul(x0, y0);
    let carry = nim_mul(high, f / 2);
    let result = ((high ^ middle) * f) ^ low ^ carry;
    markup! {
        p {
            "By Fermat 2-powers (2, 4, 16, 256, …, the numbers 2^(2^n)): for such a power F, \
             F ⊗ a = F · a, the ordinary product, when a < F, and F ⊗ F = 3/2 · F = F ⊕ F/2. \
             Here F = " (f) ", so F ⊗ F = " (nim_mul(f, f)) "."
        }
        ul.rugs-mul-steps {
            li { (x) " = " (x1) " · " (f) " ⊕ " (x0) " and " (y) " = " (y1) " · " (f) " ⊕ " (y0) "." }
            li {
                "(x1·F ⊕ x0) ⊗ (y1·F ⊕ y0) = (x1 ⊗ y1 ⊕ x1 ⊗ y0 ⊕ x0 ⊗ y1) · F ⊕ x0 ⊗ y0 ⊕ \
                 (x1 ⊗ y1) ⊗ F/2."
            }
            li {
                "x1 ⊗ y1 = " (x1) " ⊗ " (y1) " = " (high) "; x1 ⊗ y0 ⊕ x0 ⊗ y1 = "
                (nim_mul(x1, y0)) " ⊕ " (nim_mul(x0, y1)) " = " (middle) "; x0 ⊗ y0 = "
                (x0) " ⊗ " (y0) " = " (low) "; " (high) " ⊗ " (f / 2) " = " (carry) "."
            }
            li {
                "(" (high) " ⊕ " (middle) ") · " (f) " ⊕ " (low) " ⊕ " (carry) " = "
                ((high ^ middle) * f) " ⊕ " (low) " ⊕ " (carry) " = " (result) "."
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{attributes, render, tags_with};

    /// The standard table of `x ⊗ y` for `x, y < 8`, as transcribed for the
    /// core's tests.
    fn transcribed() -> Vec<Vec<u64>> {
        include_str!("../../../crates/grundy/tests/data/nim_mul_8.txt")
            .lines()
            .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
            .map(|l| {
                l.split_whitespace()
                    .map(|v| v.parse().expect("a number"))
                    .collect()
            })
            .collect()
    }

    /// The page as markup.
    fn text(size: u64, chosen: Option<(u64, u64)>) -> String {
        render(nim_mul_page(size, chosen, &Callback::noop()))
    }

    /// A cell's button: its test id, name, classes, whether it is the
    /// current one, and its words.
    #[derive(Debug)]
    struct Cell {
        hook: String,
        label: String,
        class: String,
        current: bool,
        text: String,
    }

    /// The cells' buttons of the page.
    fn cells(size: u64, chosen: Option<(u64, u64)>) -> Vec<Cell> {
        let markup = text(size, chosen);
        markup
            .split("<button ")
            .skip(1)
            .map(|b| {
                let tag = format!("<{}>", b.split('>').next().unwrap_or_default());
                let one = |name| {
                    attributes(&tag, name)
                        .into_iter()
                        .next()
                        .unwrap_or_default()
                };
                Cell {
                    hook: one("data-testid"),
                    label: one("aria-label"),
                    class: one("class"),
                    current: one("aria-current") == "true",
                    text: b[b.find('>').map_or(0, |i| i + 1)..]
                        .split("</button>")
                        .next()
                        .unwrap_or_default()
                        .to_string(),
                }
            })
            .collect()
    }

    /// The words of the button for `x,y`.
    fn cell(cells: &[Cell], x: u64, y: u64) -> String {
        let want = format!("state {x},{y}");
        let found: Vec<&Cell> = cells.iter().filter(|c| c.hook == want).collect();
        assert_eq!(found.len(), 1);
        found[0].text.clone()
    }

    #[test]
    fn the_table_matches_the_transcribed_one() {
        let cells = cells(DEFAULT_SIZE, None);
        let table = transcribed();
        assert_eq!(table.len(), 8);
        for (x, row) in table.iter().enumerate() {
            for (y, v) in row.iter().enumerate() {
                assert_eq!(cell(&cells, x as u64, y as u64), v.to_string());
            }
        }
    }

    #[test]
    fn every_cell_is_a_button_once() {
        let cells = cells(16, None);
        assert_eq!(cells.len(), 256);
        assert_eq!(cells[17].hook, "state 1,1");
        assert_eq!(cells[17].label, "1 ⊗ 1 = 1");
    }

    #[test]
    fn the_size_is_kept_within_bounds() {
        assert_eq!(cells(1000, None).len(), 32 * 32);
        assert_eq!(cells(0, None).len(), 1);
        assert!(text(1000, Some((31, 31))).len() < 200_000);
    }

    #[test]
    fn the_chosen_cell_is_marked_current() {
        let cells = cells(8, Some((2, 3)));
        let current: Vec<&Cell> = cells.iter().filter(|c| c.current).collect();
        assert_eq!(current.len(), 1);
        assert_eq!(current[0].hook, "state 2,3");
        assert_eq!(current[0].class, "rugs-mul-cell rugs-mul-chosen");
        // Not pressed: the page would mark it with a tick.
        assert!(tags_with(&text(8, Some((2, 3))), "aria-pressed").is_empty());
    }

    #[test]
    fn two_times_two_lists_its_options_and_their_mex() {
        // a, b < 2: (0,0) → 0, (0,1) → 2, (1,0) → 2, (1,1) → 1.
        let s = text(8, Some((2, 2)));
        assert!(s.contains("2 ⊗ 2 = 3"));
        assert!(s.contains("{0, 1, 2}. The least number missing is 3"));
    }

    #[test]
    fn large_entries_are_worked_by_fermat_powers() {
        // 16 ⊗ 16 = 24: sixteen is a Fermat 2-power, 3/2 · 16 = 24.
        let s = text(16, Some((16, 16)));
        assert!(s.contains("16 ⊗ 16 = 24"));
        assert!(s.contains("Here F = 16, so F ⊗ F = 24"));
        assert!(!s.contains("By the definition"));
    }

    #[test]
    fn the_fermat_working_agrees_with_the_product() {
        for (x, y) in [
            (5, 7),
            (3, 4),
            (200, 256),
            (u64::MAX, 12345),
            (1, 1),
            (0, 9),
        ] {
            let s = text(4, Some((x, y)));
            let want = format!("= {}.</li>", nim_mul(x, y));
            assert!(s.contains(&want) || x.max(y) < 2, "{x} ⊗ {y}: {s}");
        }
    }

    #[test]
    fn a_zero_factor_has_no_options() {
        assert!(text(8, Some((0, 5))).contains("mex ∅ = 0"));
    }
}
