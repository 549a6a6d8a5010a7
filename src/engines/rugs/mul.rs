//! The nim-multiplication table, each entry a button that works it out:
//! by the mex definition for small entries, and by the Fermat 2-power
//! rules for any entry.

use super::super::coins::plural;
use crate::engines::protocol::{Block, Button, Cell, GroupTag, Table, TableRow, ViewAction};
use grundy::nimber::{mul_entry, nim_mul};
use maud::{html, Markup};

/// The table's side when none is asked for.
pub const DEFAULT_SIZE: u64 = 16;
/// The largest side drawn.
pub const MAX_SIZE: u64 = 32;
/// Entries whose factors are both below this are worked out by the mex
/// definition (at most 15 × 15 options).
pub const MEX_BELOW: u64 = 16;

/// The table `x ⊗ y` for `x, y < size` (clamped to 1..=32), each entry a
/// button choosing it (the editor's state `x,y`), with the chosen entry
/// worked out.
pub fn nim_mul_page(size: u64, chosen: Option<(u64, u64)>) -> Block {
    let size = size.clamp(1, MAX_SIZE);
    let lead = html! {
        p {
            "x ⊗ y = mex { (a ⊗ y) ⊕ (x ⊗ b) ⊕ (a ⊗ b) : a < x, b < y }. With nim-sum, this \
             product makes the numbers a field. Choose an entry to see it worked out."
        }
    };
    let table = Table {
        class: "rugs-mul-table".to_string(),
        caption: format!(
            "x ⊗ y for x and y from 0 to {}: rows x, columns y",
            size - 1
        ),
        head: std::iter::once("⊗".to_string())
            .chain((0..size).map(|y| y.to_string()))
            .collect(),
        rows: (0..size)
            .map(|x| TableRow {
                header: x.to_string(),
                cells: (0..size)
                    .map(|y| Cell {
                        buttons: vec![entry_button(x, y, chosen == Some((x, y)))],
                        ..Cell::default()
                    })
                    .collect(),
            })
            .collect(),
    };
    let mut blocks = vec![
        Block::Heading {
            id: None,
            text: "Nim-multiplication".to_string(),
        },
        Block::Markup(lead.into_string()),
        Block::group(GroupTag::Div, "rugs-mul-scroll", vec![Block::Table(table)]),
    ];
    if let Some((x, y)) = chosen {
        blocks.push(Block::Markup(worked(x, y).into_string()));
    }
    Block::group(GroupTag::Section, "rugs-mul", blocks)
}

/// The button of the entry `x ⊗ y`, marked when `here` is the one chosen.
fn entry_button(x: u64, y: u64, here: bool) -> Button {
    let v = nim_mul(x, y);
    // Not aria-pressed: the page marks pressed buttons with a tick, which
    // would widen one column of the table.
    Button {
        current: here,
        ..Button::new(
            v.to_string(),
            if here {
                "rugs-mul-cell rugs-mul-chosen"
            } else {
                "rugs-mul-cell"
            },
            ViewAction::State(format!("{x},{y}")),
        )
        .labelled(format!("{x} ⊗ {y} = {v}"))
    }
}

/// The entry `x ⊗ y` worked out.
fn worked(x: u64, y: u64) -> Markup {
    html! {
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
        return html! {};
    };
    if entry.options.is_empty() {
        return html! {
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
    html! {
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
        return html! {
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
    html! {
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
    use crate::engines::protocol::ModuleView;

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

    /// The page as the module sends it, as text.
    fn text(page: &Block) -> String {
        serde_json::to_string(page).unwrap()
    }

    /// The cells' buttons of the page.
    fn cells(page: Block) -> Vec<Button> {
        ModuleView { blocks: vec![page] }
            .buttons()
            .into_iter()
            .cloned()
            .collect()
    }

    /// The text of the button for `x,y`.
    fn cell(cells: &[Button], x: u64, y: u64) -> String {
        let want = ViewAction::State(format!("{x},{y}"));
        let found: Vec<&Button> = cells
            .iter()
            .filter(|b| b.action.as_ref() == Some(&want))
            .collect();
        assert_eq!(found.len(), 1);
        found[0].text.clone()
    }

    #[test]
    fn the_table_matches_the_transcribed_one() {
        let cells = cells(nim_mul_page(DEFAULT_SIZE, None));
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
        let cells = cells(nim_mul_page(16, None));
        assert_eq!(cells.len(), 256);
        assert_eq!(cells[17].action, Some(ViewAction::State("1,1".to_string())));
        assert_eq!(cells[17].label.as_deref(), Some("1 ⊗ 1 = 1"));
    }

    #[test]
    fn the_size_is_kept_within_bounds() {
        assert_eq!(cells(nim_mul_page(1000, None)).len(), 32 * 32);
        assert_eq!(cells(nim_mul_page(0, None)).len(), 1);
        assert!(text(&nim_mul_page(1000, Some((31, 31)))).len() < 200_000);
    }

    #[test]
    fn the_chosen_cell_is_marked_current() {
        let cells = cells(nim_mul_page(8, Some((2, 3))));
        let current: Vec<&Button> = cells.iter().filter(|b| b.current).collect();
        assert_eq!(current.len(), 1);
        assert_eq!(
            current[0].action,
            Some(ViewAction::State("2,3".to_string()))
        );
        assert_eq!(current[0].class, "rugs-mul-cell rugs-mul-chosen");
    }

    #[test]
    fn two_times_two_lists_its_options_and_their_mex() {
        // a, b < 2: (0,0) → 0, (0,1) → 2, (1,0) → 2, (1,1) → 1.
        let s = text(&nim_mul_page(8, Some((2, 2))));
        assert!(s.contains("2 ⊗ 2 = 3"));
        assert!(s.contains("{0, 1, 2}. The least number missing is 3"));
    }

    #[test]
    fn large_entries_are_worked_by_fermat_powers() {
        // 16 ⊗ 16 = 24: sixteen is a Fermat 2-power, 3/2 · 16 = 24.
        let s = text(&nim_mul_page(16, Some((16, 16))));
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
            let s = text(&nim_mul_page(4, Some((x, y))));
            let want = format!("= {}.</li>", nim_mul(x, y));
            assert!(s.contains(&want) || x.max(y) < 2, "{x} ⊗ {y}: {s}");
        }
    }

    #[test]
    fn a_zero_factor_has_no_options() {
        assert!(text(&nim_mul_page(8, Some((0, 5)))).contains("mex ∅ = 0"));
    }
}
