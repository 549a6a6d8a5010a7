//! The nim-sum panel's working: the value of the whole position as a
//! nim-sum, worked out the way the paper's introduction does it. Every
//! value is written as powers of two, equal powers pair off, and what is
//! left adds up to the nim-sum; the winning cut follows from the largest
//! power left over.

use crate::markup::Markup;
use grundy::manifold::key_cut;
use grundy::manifold::Position;
use grundy::nim::PowerPairing;
use grundy::Nimber;

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

/// The panel's body: the table of powers, the multiset, the sum, and the
/// key move in words (its button is drawn after it).
pub fn working(position: &Position, pairing: &PowerPairing, selected: Option<usize>) -> Markup {
    let total = pairing.sum.get();
    let columns: Vec<u64> = pairing.powers.iter().map(|p| p.power).collect();
    let mut m = Markup::new();
    m.el(
        "p",
        &[("class", "small")],
        "Each surface's value written as powers of two, as the paper's introduction does for \
         Nim. Equal powers pair off (struck through); the powers left over add up to the nim-sum.",
    );
    // Rows for the surfaces that are not spheres; an occurrence of a power is
    // paired off unless it is the last one of an odd count.
    let mut seen = vec![0usize; columns.len()];
    let mut rows = Markup::new();
    let (mut shown, mut spheres) = (0usize, 0usize);
    for (i, (&surface, (value, powers))) in
        position.surfaces().iter().zip(&pairing.heaps).enumerate()
    {
        if surface.is_sphere() {
            spheres += 1;
            continue;
        }
        let mut cells = Markup::new();
        for (c, &power) in columns.iter().enumerate() {
            if value & power == 0 {
                cells
                    .open("td", &[("class", "bit zero")])
                    .el("span", &[("aria-hidden", "true")], "·")
                    .close("td");
                continue;
            }
            seen[c] += 1;
            let count = pairing.powers[c].count;
            let (class, paired, mark, note) = if seen[c] <= count - count % 2 {
                ("bit paired", "true", "s", " (paired)")
            } else {
                ("bit unpaired", "false", "strong", " (left over)")
            };
            cells
                .open("td", &[("class", class), ("data-paired", paired)])
                .el(mark, &[], &power.to_string())
                .el("span", &[("class", "sr-only")], note)
                .close("td");
        }
        if shown < MAX_ROWS {
            shown += 1;
            let binary = format!("{value:b}");
            let class = if selected == Some(i) { "selected" } else { "" };
            rows.open(
                "tr",
                &[
                    ("data-testid", "nim-row"),
                    ("data-surface", &surface.to_string()),
                    ("data-value", &value.to_string()),
                    ("data-binary", &binary),
                    ("class", class),
                ],
            )
            .el(
                "th",
                &[("scope", "row"), ("class", "nimsum-surface")],
                &format!("G({surface})"),
            )
            .el("td", &[("class", "nimsum-value")], &value.to_string())
            .open("td", &[("class", "nimsum-binary")])
            .el("code", &[], &binary)
            .close("td")
            .el(
                "td",
                &[("class", "nimsum-powers")],
                &format!("= {}", powers_text(powers)),
            )
            .markup(&cells)
            .close("tr");
        }
    }
    let live = position.len() - spheres;
    if shown > 0 {
        m.open("div", &[("class", "table-scroll")])
            .open("table", &[("class", "nimsum-table")])
            .el(
                "caption",
                &[("class", "sr-only")],
                "Values of the surfaces as powers of two",
            )
            .open("thead", &[])
            .open("tr", &[]);
        for h in ["Surface", "G", "binary", "powers"] {
            m.el("th", &[("scope", "col")], h);
        }
        for p in &columns {
            m.el("th", &[("scope", "col"), ("class", "bit")], &p.to_string());
        }
        m.close("tr")
            .close("thead")
            .open("tbody", &[])
            .markup(&rows)
            .close("tbody");
        m.open("tfoot", &[]).open("tr", &[]).el(
            "th",
            &[("scope", "row"), ("colspan", "4")],
            "How often each power occurs",
        );
        for p in &pairing.powers {
            let (class, text) = if p.is_odd() {
                ("count odd", format!("×{}: one left over", p.count))
            } else {
                ("count", format!("×{}: all paired", p.count))
            };
            m.el("td", &[("class", class)], &text);
        }
        m.close("tr").close("tfoot").close("table").close("div");
    }
    let hidden = live.saturating_sub(MAX_ROWS);
    if hidden > 0 {
        m.el(
            "p",
            &[("class", "muted small")],
            &format!("… and {hidden} more surfaces, counted but not listed."),
        );
    }
    if spheres > 0 {
        m.el(
            "p",
            &[("class", "muted small")],
            &format!(
                "{spheres} {} of value 0 not listed.",
                if spheres == 1 { "sphere" } else { "spheres" }
            ),
        );
    }
    let multiset: Vec<String> = pairing
        .powers
        .iter()
        .flat_map(|p| std::iter::repeat_n(p.power.to_string(), p.count))
        .collect();
    if !multiset.is_empty() {
        m.el(
            "p",
            &[("class", "nimsum-multiset")],
            &format!("The multiset: [{}]", multiset.join(", ")),
        );
    }
    let left: Vec<u64> = Nimber(total).powers_of_two();
    m.open(
        "p",
        &[
            ("class", "nimsum-total"),
            ("data-testid", "nim-total"),
            ("data-value", &total.to_string()),
        ],
    )
    .text("Nim-sum = ");
    if left.len() > 1 {
        m.text(&format!("{} = ", powers_text(&left)));
    }
    m.el("strong", &[], &total.to_string())
        .text(&format!(" (binary {total:b})"))
        .close("p");
    if live == 0 {
        m.el(
            "p",
            &[],
            "Only spheres are left: no cut is possible, and the nim-sum is 0.",
        );
    } else if total == 0 {
        m.el(
            "p",
            &[("data-testid", "nim-zero")],
            "Every power pairs off, so the nim-sum is 0. Any cut changes one surface's value, \
             which leaves some power unpaired: the player to move loses against best play.",
        );
    } else if let Some(k) = key_cut(position) {
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
        m.open(
            "div",
            &[
                ("class", "nimsum-move"),
                ("data-testid", "nim-move"),
                ("data-key", &key.to_string()),
                ("data-surface", &k.surface.to_string()),
                ("data-index", &step.mv.heap.to_string()),
                ("data-target", &to.to_string()),
            ],
        )
        .open("p", &[])
        .text("The largest power left over is ")
        .el("strong", &[], &key.to_string())
        .text(&format!(
            ". G({}) = {from} contains it, so cut {} to a position of value ",
            k.surface, k.surface
        ))
        .el(
            "strong",
            &[("data-testid", "nim-target")],
            &format!("{from} ⊕ {total} = {to}"),
        )
        .text(&format!(
            " ({steps}). Then every power pairs off and the opponent faces 0."
        ))
        .close("p")
        .close("div");
    }
    m
}
