//! The nim-sum panel's working: the value of the whole position as a
//! nim-sum, worked out the way the paper's introduction does it. Every
//! value is written as powers of two, equal powers pair off, and what is
//! left adds up to the nim-sum; the winning cut follows from the largest
//! power left over.

use grundy::manifold::key_cut;
use grundy::manifold::Position;
use grundy::nim::PowerPairing;
use grundy::Nimber;
use maud::{html, Markup};

/// At most this many surfaces get a row; the nim-sum still counts them all.
const MAX_ROWS: usize = 16;

/// "4 + 2", or "0" for no powers.
fn powers_text(powers: &[u64]) -> String {
    if powers.is_empty() {
        "0".to_string()
    } else {
        powers
            .iter()
            .map(u64::to_string)
            .collect::<Vec<_>>()
            .join(" + ")
    }
}

/// One cell of a surface's row: the power when the value has it, struck
/// through when it pairs off, strong when it is left over.
fn power_cell(power: u64, has: bool, paired: bool) -> Markup {
    html! {
        @if !has {
            td.bit.zero { span aria-hidden="true" { "·" } }
        } @else if paired {
            td.bit.paired data-paired="true" { s { (power) } span.sr-only { " (paired)" } }
        } @else {
            td.bit.unpaired data-paired="false" { strong { (power) } span.sr-only { " (left over)" } }
        }
    }
}

/// The sentence naming the winning cut: the largest power left over, the
/// surface that has it and the value to cut it to.
fn key_move(position: &Position, pairing: &PowerPairing, total: u64) -> Markup {
    let Some(k) = key_cut(position) else {
        return html! {};
    };
    let key = pairing.key_power.unwrap_or(0);
    let step = &k.step;
    let steps = match (step.subtract.is_empty(), step.add.is_empty()) {
        (_, true) => format!("subtract {}", powers_text(&step.subtract)),
        (true, false) => format!("add {}", powers_text(&step.add)),
        (false, false) => format!(
            "subtract {} and add {}",
            powers_text(&step.subtract),
            powers_text(&step.add)
        ),
    };
    let (from, to) = (step.mv.from, step.mv.to);
    html! {
        div.nimsum-move data-testid="nim-move" data-key=(key) data-surface=(k.surface)
            data-index=(step.mv.heap) data-target=(to) {
            p {
                "The largest power left over is " strong { (key) }
                ". G(" (k.surface) ") = " (from) " contains it, so cut " (k.surface)
                " to a position of value "
                strong data-testid="nim-target" { (from) " ⊕ " (total) " = " (to) }
                " (" (steps) "). Then every power pairs off and the opponent faces 0."
            }
        }
    }
}

/// The panel's body: the table of powers, the multiset, the sum, and the
/// key move in words (its button is drawn after it).
pub fn working(position: &Position, pairing: &PowerPairing, selected: Option<usize>) -> Markup {
    let total = pairing.sum.get();
    let columns: Vec<u64> = pairing.powers.iter().map(|p| p.power).collect();
    // Rows for the surfaces that are not spheres; an occurrence of a power is
    // paired off unless it is the last one of an odd count.
    let mut seen = vec![0usize; columns.len()];
    let mut rows = Vec::new();
    let (mut shown, mut spheres) = (0usize, 0usize);
    for (i, (&surface, (value, powers))) in
        position.surfaces().iter().zip(&pairing.heaps).enumerate()
    {
        if surface.is_sphere() {
            spheres += 1;
            continue;
        }
        let mut cells = Vec::new();
        for (c, &power) in columns.iter().enumerate() {
            let has = value & power != 0;
            if has {
                seen[c] += 1;
            }
            let count = pairing.powers[c].count;
            cells.push(power_cell(power, has, seen[c] <= count - count % 2));
        }
        if shown < MAX_ROWS {
            shown += 1;
            let binary = format!("{value:b}");
            rows.push(html! {
                tr.selected[selected == Some(i)] data-testid="nim-row" data-surface=(surface)
                    data-value=(value) data-binary=(binary) {
                    th.nimsum-surface scope="row" { "G(" (surface) ")" }
                    td.nimsum-value { (value) }
                    td.nimsum-binary { code { (binary) } }
                    td.nimsum-powers { "= " (powers_text(powers)) }
                    @for cell in cells { (cell) }
                }
            });
        }
    }
    let live = position.len() - spheres;
    let hidden = live.saturating_sub(MAX_ROWS);
    let multiset: Vec<String> = pairing
        .powers
        .iter()
        .flat_map(|p| std::iter::repeat_n(p.power.to_string(), p.count))
        .collect();
    let left: Vec<u64> = Nimber(total).powers_of_two();
    html! {
        p.small {
            "Each surface's value written as powers of two, as the paper's introduction does for              Nim. Equal powers pair off (struck through); the powers left over add up to the nim-sum."
        }
        @if shown > 0 {
            div.table-scroll {
                table.nimsum-table {
                    caption.sr-only { "Values of the surfaces as powers of two" }
                    thead { tr {
                        @for h in ["Surface", "G", "binary", "powers"] { th scope="col" { (h) } }
                        @for p in &columns { th.bit scope="col" { (p) } }
                    } }
                    tbody { @for row in rows { (row) } }
                    tfoot { tr {
                        th scope="row" colspan="4" { "How often each power occurs" }
                        @for p in &pairing.powers {
                            @if p.is_odd() {
                                td.count.odd { "×" (p.count) ": one left over" }
                            } @else {
                                td.count { "×" (p.count) ": all paired" }
                            }
                        }
                    } }
                }
            }
        }
        @if hidden > 0 {
            p.muted.small { "… and " (hidden) " more surfaces, counted but not listed." }
        }
        @if spheres > 0 {
            p.muted.small { (spheres) " " (if spheres == 1 { "sphere" } else { "spheres" }) " of value 0 not listed." }
        }
        @if !multiset.is_empty() {
            p.nimsum-multiset { "The multiset: [" (multiset.join(", ")) "]" }
        }
        p.nimsum-total data-testid="nim-total" data-value=(total) {
            "Nim-sum = "
            @if left.len() > 1 { (powers_text(&left)) " = " }
            strong { (total) } " (binary " (format!("{total:b}")) ")"
        }
        @if live == 0 {
            p { "Only spheres are left: no cut is possible, and the nim-sum is 0." }
        } @else if total == 0 {
            p data-testid="nim-zero" {
                "Every power pairs off, so the nim-sum is 0. Any cut changes one surface's value,                  which leaves some power unpaired: the player to move loses against best play."
            }
        } @else {
            (key_move(position, pairing, total))
        }
    }
}
