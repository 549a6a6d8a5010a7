//! The nim-multiplication table, each entry a button that works it out:
//! by the mex definition for small entries, and by the Fermat 2-power
//! rules for any entry.

use super::super::coins::plural;
use crate::markup::{Builder as _, Markup};
use grundy::nimber::{mul_entry, nim_mul};

/// The table's side when none is asked for.
pub const DEFAULT_SIZE: u64 = 16;
/// The largest side drawn.
pub const MAX_SIZE: u64 = 32;
/// Entries whose factors are both below this are worked out by the mex
/// definition (at most 15 × 15 options).
pub const MEX_BELOW: u64 = 16;

/// The table `x ⊗ y` for `x, y < size` (clamped to 1..=32), each entry a
/// button (`data-editor="x,y"`), with the chosen entry worked out.
pub fn nim_mul_page(size: u64, chosen: Option<(u64, u64)>) -> Markup {
    let size = size.clamp(1, MAX_SIZE);
    let mut m = Markup::new();
    m.open("section", &[("class", "rugs-mul")]);
    m.el("h3", &[], "Nim-multiplication");
    m.el(
        "p",
        &[],
        "x ⊗ y = mex { (a ⊗ y) ⊕ (x ⊗ b) ⊕ (a ⊗ b) : a < x, b < y }. With nim-sum, this \
         product makes the numbers a field. Choose an entry to see it worked out.",
    );
    m.open("div", &[("class", "rugs-mul-scroll")]);
    m.open("table", &[("class", "rugs-mul-table")]);
    m.el(
        "caption",
        &[],
        &format!(
            "x ⊗ y for x and y from 0 to {}: rows x, columns y",
            size - 1
        ),
    );
    m.open("thead", &[]).open("tr", &[]);
    m.el("th", &[("scope", "col")], "⊗");
    for y in 0..size {
        m.el("th", &[("scope", "col")], &y.to_string());
    }
    m.close("tr").close("thead").open("tbody", &[]);
    for x in 0..size {
        m.open("tr", &[]);
        m.el("th", &[("scope", "row")], &x.to_string());
        for y in 0..size {
            let v = nim_mul(x, y);
            let here = chosen == Some((x, y));
            m.open("td", &[]);
            m.el(
                "button",
                &[
                    (
                        "class",
                        if here {
                            "rugs-mul-cell rugs-mul-chosen"
                        } else {
                            "rugs-mul-cell"
                        },
                    ),
                    ("data-editor", &format!("{x},{y}")),
                    // Not aria-pressed: the page marks pressed buttons with
                    // a tick, which would widen one column of the table.
                    ("aria-label", &format!("{x} ⊗ {y} = {v}")),
                    ("aria-current", if here { "true" } else { "" }),
                ],
                &v.to_string(),
            );
            m.close("td");
        }
        m.close("tr");
    }
    m.close("tbody").close("table").close("div");
    if let Some((x, y)) = chosen {
        worked(&mut m, x, y);
    }
    m.close("section");
    m
}

/// The entry `x ⊗ y` worked out.
fn worked(m: &mut Markup, x: u64, y: u64) {
    let v = nim_mul(x, y);
    m.el("h3", &[], &format!("{x} ⊗ {y} = {v}"));
    if x < MEX_BELOW && y < MEX_BELOW {
        by_mex(m, x, y);
    }
    by_fermat(m, x, y);
}

/// The mex definition: every option in an `x` by `y` grid, then the set.
fn by_mex(m: &mut Markup, x: u64, y: u64) {
    let Some(entry) = mul_entry(x, y) else {
        return;
    };
    if entry.options.is_empty() {
        m.el(
            "p",
            &[],
            &format!(
                "By the definition: with {} there is no option, and mex ∅ = 0.",
                if x == 0 { "x = 0" } else { "y = 0" }
            ),
        );
        return;
    }
    m.el(
        "p",
        &[],
        &format!(
            "By the definition: one option for each a < {x} and b < {y}, {} in all.",
            entry.options.len()
        ),
    );
    m.open("div", &[("class", "rugs-mul-scroll")]);
    m.open("table", &[("class", "rugs-mul-table rugs-mul-options")]);
    m.el(
        "caption",
        &[],
        &format!("(a ⊗ {y}) ⊕ ({x} ⊗ b) ⊕ (a ⊗ b): rows a, columns b"),
    );
    m.open("thead", &[]).open("tr", &[]);
    m.el("th", &[("scope", "col")], "a \\ b");
    for b in 0..y {
        m.el("th", &[("scope", "col")], &b.to_string());
    }
    m.close("tr").close("thead").open("tbody", &[]);
    for a in 0..x {
        m.open("tr", &[]);
        m.el("th", &[("scope", "row")], &a.to_string());
        for o in entry.options.iter().filter(|o| o.a == a) {
            m.el("td", &[], &o.value.to_string());
        }
        m.close("tr");
    }
    m.close("tbody").close("table").close("div");
    let mut set: Vec<u64> = entry.options.iter().map(|o| o.value.get()).collect();
    set.sort_unstable();
    set.dedup();
    let listed: Vec<String> = set.iter().map(|v| v.to_string()).collect();
    m.el(
        "p",
        &[],
        &format!(
            "The options take {} value{}: {{{}}}. The least number missing is {}, so {x} ⊗ {y} = {}.",
            set.len(),
            plural(set.len() as u64),
            listed.join(", "),
            entry.mex,
            entry.mex
        ),
    );
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
fn by_fermat(m: &mut Markup, x: u64, y: u64) {
    let Some(f) = fermat_at_most(x.max(y)) else {
        m.el(
            "p",
            &[],
            "Both factors are 0 or 1, where nim-multiplication is the ordinary product.",
        );
        return;
    };
    let (x1, x0) = (x / f, x % f);
    let (y1, y0) = (y / f, y % f);
    let high = nim_mul(x1, y1);
    let middle = nim_mul(x1, y0) ^ nim_mul(x0, y1);
    let low = nim_mul(x0, y0);
    let carry = nim_mul(high, f / 2);
    let result = ((high ^ middle) * f) ^ low ^ carry;
    m.el(
        "p",
        &[],
        &format!(
            "By Fermat 2-powers (2, 4, 16, 256, …, the numbers 2^(2^n)): for such a power F, \
             F ⊗ a = F · a, the ordinary product, when a < F, and F ⊗ F = 3/2 · F = F ⊕ F/2. \
             Here F = {f}, so F ⊗ F = {}.",
            nim_mul(f, f)
        ),
    );
    m.open("ul", &[("class", "rugs-mul-steps")]);
    m.el(
        "li",
        &[],
        &format!("{x} = {x1} · {f} ⊕ {x0} and {y} = {y1} · {f} ⊕ {y0}."),
    );
    m.el(
        "li",
        &[],
        "(x1·F ⊕ x0) ⊗ (y1·F ⊕ y0) = (x1 ⊗ y1 ⊕ x1 ⊗ y0 ⊕ x0 ⊗ y1) · F ⊕ x0 ⊗ y0 ⊕ (x1 ⊗ y1) ⊗ F/2.",
    );
    m.el(
        "li",
        &[],
        &format!(
            "x1 ⊗ y1 = {x1} ⊗ {y1} = {high}; x1 ⊗ y0 ⊕ x0 ⊗ y1 = {} ⊕ {} = {middle}; \
             x0 ⊗ y0 = {x0} ⊗ {y0} = {low}; {high} ⊗ {} = {carry}.",
            nim_mul(x1, y0),
            nim_mul(x0, y1),
            f / 2
        ),
    );
    m.el(
        "li",
        &[],
        &format!(
            "({high} ⊕ {middle}) · {f} ⊕ {low} ⊕ {carry} = {} ⊕ {low} ⊕ {carry} = {result}.",
            (high ^ middle) * f
        ),
    );
    m.close("ul");
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engines::reading::{attr_values, tags_with};

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

    /// The text of the button for `x,y`.
    fn cell(page: &str, x: u64, y: u64) -> String {
        let key = format!("data-editor=\"{x},{y}\"");
        let tag = tags_with(page, &key);
        let after = page.split(&key).nth(1).expect("the cell");
        assert_eq!(tag.len(), 1);
        after
            .split('>')
            .nth(1)
            .and_then(|t| t.split('<').next())
            .expect("a value")
            .to_string()
    }

    #[test]
    fn the_table_matches_the_transcribed_one() {
        let page = nim_mul_page(DEFAULT_SIZE, None);
        let table = transcribed();
        assert_eq!(table.len(), 8);
        for (x, row) in table.iter().enumerate() {
            for (y, v) in row.iter().enumerate() {
                assert_eq!(cell(page.as_str(), x as u64, y as u64), v.to_string());
            }
        }
    }

    #[test]
    fn every_cell_is_a_button_once() {
        let page = nim_mul_page(16, None);
        let cells = attr_values(page.as_str(), "data-editor");
        assert_eq!(cells.len(), 256);
        assert_eq!(cells[17], "1,1");
        assert_eq!(page.as_str().matches("<button").count(), 256);
    }

    #[test]
    fn the_size_is_kept_within_bounds() {
        assert_eq!(
            attr_values(nim_mul_page(1000, None).as_str(), "data-editor").len(),
            32 * 32
        );
        assert_eq!(
            attr_values(nim_mul_page(0, None).as_str(), "data-editor").len(),
            1
        );
        assert!(nim_mul_page(1000, Some((31, 31))).as_str().len() < 150_000);
    }

    #[test]
    fn the_chosen_cell_is_marked_current() {
        let page = nim_mul_page(8, Some((2, 3)));
        let pressed = tags_with(page.as_str(), "aria-current=\"true\"");
        assert_eq!(pressed.len(), 1);
        assert!(pressed[0].contains("data-editor=\"2,3\""));
    }

    #[test]
    fn two_times_two_lists_its_options_and_their_mex() {
        // a, b < 2: (0,0) → 0, (0,1) → 2, (1,0) → 2, (1,1) → 1.
        let page = nim_mul_page(8, Some((2, 2)));
        let s = page.as_str();
        assert!(s.contains("2 ⊗ 2 = 3"));
        assert!(s.contains("{0, 1, 2}. The least number missing is 3"));
    }

    #[test]
    fn large_entries_are_worked_by_fermat_powers() {
        // 16 ⊗ 16 = 24: sixteen is a Fermat 2-power, 3/2 · 16 = 24.
        let page = nim_mul_page(16, Some((16, 16)));
        let s = page.as_str();
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
            let page = nim_mul_page(4, Some((x, y)));
            let want = format!("= {}.</li>", nim_mul(x, y));
            let s = page.as_str();
            assert!(s.contains(&want) || x.max(y) < 2, "{x} ⊗ {y}: {s}");
        }
    }

    #[test]
    fn a_zero_factor_has_no_options() {
        let page = nim_mul_page(8, Some((0, 5)));
        assert!(page.as_str().contains("mex ∅ = 0"));
    }
}
