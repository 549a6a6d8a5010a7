//! Moore's Nim_k drawn as heaps of counters, one row per heap, and told
//! through Moore's rule: the heap sizes in binary, each column summed as
//! ordinary numbers and reduced modulo k + 1. A move may act on several
//! heaps, so the whole position is the one component.

use super::{AddKind, Info, Shown};
use crate::markup::{Builder as _, Markup};
use crate::text::{plural, with_separators};
use grundy::games::moore::{column_sums, rule_move, Moore, MooreMove};
use grundy::{Game, Nimber};

/// Distance between neighbouring counters.
const GAP: i64 = 20;
/// A counter's radius.
const R: i64 = 7;
/// Height of one heap's row.
const ROW_H: i64 = 26;
/// Counters drawn per heap on the board; a larger heap gives its count.
const MAX_COUNTERS: u64 = 30;
/// Heaps drawn (and listed in tables); moves' heaps are drawn as well.
const MAX_ROWS: usize = 20;

/// The width `text` takes at the figures' 12-unit font, roughly.
fn text_width(text: &str) -> i64 {
    text.chars().count() as i64 * 7
}

/// The size heap `index` goes to in `mv`, if `mv` takes from it.
fn taken_to(mv: Option<&MooreMove>, index: usize) -> Option<u64> {
    mv?.takes
        .iter()
        .find(|t| t.0 == index)
        .map(|&(_, _, to)| to)
}

fn counters(n: u64) -> String {
    format!(
        "{} {}",
        with_separators(u128::from(n)),
        plural(n, "counter", "counters")
    )
}

/// The move in words: "heap 2 from 5 to 3 and heap 3 from 6 to 3".
fn move_words(mv: &MooreMove) -> String {
    mv.takes
        .iter()
        .map(|&(i, from, to)| format!("heap {} from {from} to {to}", i + 1))
        .collect::<Vec<_>>()
        .join(" and ")
}

/// The heaps as rows of counters, those a previewed move takes drawn
/// hollow and dashed, each row labelled with its size. With `moves`, a
/// click on a counter takes it and those after it, from that heap alone,
/// as in Nim. The move list and the composer ([`composer`]) make the same
/// moves from the keyboard, so the counters are not tab stops.
fn heaps_figure(heaps: &[u64], preview: Option<&MooreMove>, moves: bool) -> Markup {
    let rows: Vec<usize> = (0..heaps.len())
        .filter(|&i| i < MAX_ROWS || taken_to(preview, i).is_some())
        .collect();
    let labels: Vec<String> = rows
        .iter()
        .map(|&i| match taken_to(preview, i) {
            Some(to) => format!("heap {}: {} → {to}", i + 1, heaps[i]),
            None => format!("heap {}: {}", i + 1, heaps[i]),
        })
        .collect();
    let label_w = labels.iter().map(|l| text_width(l)).max().unwrap_or(0) + 12;
    let tails: Vec<String> = rows
        .iter()
        .map(|&i| {
            let size = heaps[i];
            if size <= MAX_COUNTERS {
                return String::new();
            }
            match taken_to(preview, i) {
                Some(to) => format!(
                    "… {}, {} taken",
                    counters(size),
                    with_separators(u128::from(size - to))
                ),
                None => format!("… {}", counters(size)),
            }
        })
        .collect();
    let widest = rows
        .iter()
        .zip(&tails)
        .map(|(&i, tail)| heaps[i].min(MAX_COUNTERS) as i64 * GAP + text_width(tail) + 8)
        .max()
        .unwrap_or(0);
    let skipped = heaps.len() - rows.len();
    let more = (skipped > 0).then(|| {
        format!(
            "… and {skipped} more {}",
            plural(skipped as u64, "heap", "heaps")
        )
    });
    let w = (label_w + widest).max(more.as_deref().map_or(0, text_width)) + 8;
    let h = (rows.len() + usize::from(more.is_some())).max(1) as i64 * ROW_H + 4;

    let mut aria: Vec<String> = heaps
        .iter()
        .take(MAX_ROWS)
        .map(|h| with_separators(u128::from(*h)))
        .collect();
    if heaps.len() > MAX_ROWS {
        aria.push(format!("and {} more", heaps.len() - MAX_ROWS));
    }
    let mut label = format!(
        "{} {}: {}",
        heaps.len(),
        plural(heaps.len() as u64, "heap", "heaps"),
        aria.join(", ")
    );
    if let Some(mv) = preview {
        label.push_str(&format!("; the move takes {}", move_words(mv)));
    }

    let mut m = Markup::new();
    m.open("figure", &[("class", "moore-figure moore-board")]);
    m.open(
        "svg",
        &[
            ("class", &format!("moore-svg {}", fit_class(w))),
            ("viewBox", &format!("0 0 {w} {h}")),
            ("width", "100%"),
            ("role", "img"),
            ("aria-label", &label),
        ],
    );
    for (row, ((&i, text), tail)) in rows.iter().zip(&labels).zip(&tails).enumerate() {
        let cy = row as i64 * ROW_H + ROW_H / 2 + 2;
        let to = taken_to(preview, i);
        m.el(
            "text",
            &[
                (
                    "class",
                    if to.is_some() {
                        "moore-label moore-touched"
                    } else {
                        "moore-label"
                    },
                ),
                ("x", "4"),
                ("y", &(cy + 4).to_string()),
            ],
            text,
        );
        let shown = heaps[i].min(MAX_COUNTERS);
        // A row of its own, so hovering a counter marks those after it alone.
        m.open("g", &[("class", if moves { "moore-row" } else { "" })]);
        for c in 0..shown {
            let taken = to.is_some_and(|to| c >= to);
            let class = match (taken, moves) {
                (true, _) => "moore-counter moore-taken",
                (false, true) => "moore-counter moore-target",
                (false, false) => "moore-counter",
            };
            let target = moves.then(|| format!("{}: {} → {c}", i + 1, heaps[i]));
            let mut attrs = vec![
                ("class", class.to_string()),
                ("cx", (label_w + c as i64 * GAP + GAP / 2).to_string()),
                ("cy", cy.to_string()),
                ("r", R.to_string()),
            ];
            if let Some(t) = &target {
                attrs.push(("data-move", t.clone()));
            }
            let attrs: Vec<(&str, &str)> = attrs.iter().map(|(k, v)| (*k, v.as_str())).collect();
            m.el("circle", &attrs, "");
        }
        m.close("g");
        if heaps[i] == 0 {
            m.el(
                "text",
                &[
                    ("class", "moore-tail"),
                    ("x", &label_w.to_string()),
                    ("y", &(cy + 4).to_string()),
                ],
                "empty",
            );
        }
        if !tail.is_empty() {
            m.el(
                "text",
                &[
                    ("class", "moore-tail"),
                    ("x", &(label_w + shown as i64 * GAP + 4).to_string()),
                    ("y", &(cy + 4).to_string()),
                ],
                tail,
            );
        }
    }
    if let Some(more) = more {
        m.el(
            "text",
            &[
                ("class", "moore-tail"),
                ("x", "4"),
                (
                    "y",
                    &(rows.len() as i64 * ROW_H + ROW_H / 2 + 6).to_string(),
                ),
            ],
            &more,
        );
    }
    m.close("svg").close("figure");
    m
}

/// The smallest of the figure widths (CSS classes) at least `natural`.
fn fit_class(natural: i64) -> &'static str {
    const FITS: [(i64, &str); 6] = [
        (160, "moore-fit-160"),
        (220, "moore-fit-220"),
        (300, "moore-fit-300"),
        (420, "moore-fit-420"),
        (640, "moore-fit-640"),
        (900, "moore-fit-900"),
    ];
    FITS.iter()
        .find(|(w, _)| *w >= natural)
        .map_or("moore-fit-900", |(_, c)| c)
}

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
    let mut m = Markup::new();
    // Wide tables (heaps of thousands) scroll inside their box on a phone.
    m.open(
        "div",
        &[
            ("class", "moore-scroll"),
            ("role", "region"),
            ("tabindex", "0"),
            ("aria-label", caption),
        ],
    );
    m.open("table", &[("class", "moore-table")]);
    m.el("caption", &[], caption);
    m.open("thead", &[]).open("tr", &[]);
    m.el("th", &[("scope", "col")], "Heap");
    m.el("th", &[("scope", "col")], "Size");
    for &b in &bits {
        m.open("th", &[("scope", "col"), ("class", "moore-bit")])
            .text("2")
            .el("sup", &[], &b.to_string())
            .close("th");
    }
    m.close("tr").close("thead").open("tbody", &[]);
    for (i, &h) in heaps.iter().enumerate().take(MAX_ROWS) {
        let moved = changed.contains(&i);
        m.open(
            "tr",
            &[("class", if moved { "moore-row-moved" } else { "" })],
        );
        m.el(
            "th",
            &[("scope", "row")],
            &format!("{}{}", i + 1, if moved { " (changed)" } else { "" }),
        );
        m.el("td", &[], &with_separators(u128::from(h)));
        for &b in &bits {
            m.el(
                "td",
                &[("class", "moore-bit")],
                if h >> b & 1 == 1 { "1" } else { "0" },
            );
        }
        m.close("tr");
    }
    if heaps.len() > MAX_ROWS {
        m.open("tr", &[]);
        m.el(
            "td",
            &[("colspan", &(bits.len() + 2).to_string())],
            &format!(
                "… and {} more heaps, counted in the sums",
                heaps.len() - MAX_ROWS
            ),
        );
        m.close("tr");
    }
    m.close("tbody").open("tfoot", &[]).open("tr", &[]);
    m.el("th", &[("scope", "row"), ("colspan", "2")], "Column sum");
    for &b in &bits {
        m.el("td", &[("class", "moore-bit")], &sums[b].to_string());
    }
    m.close("tr").open("tr", &[]);
    m.el(
        "th",
        &[("scope", "row"), ("colspan", "2")],
        &format!("Sum mod {modulus}"),
    );
    for &b in &bits {
        let r = sums[b] % modulus;
        m.el(
            "td",
            &[(
                "class",
                if r == 0 {
                    "moore-bit"
                } else {
                    "moore-bit moore-off"
                },
            )],
            &r.to_string(),
        );
    }
    m.close("tr").close("tfoot").close("table").close("div");
    m
}

/// The explanation of Moore's Nim with exactly k heaps, where no rule is
/// known: the value by search, and a winning move where there is one.
fn explain_exact(game: &Moore, whole: &[u64]) -> Markup {
    let k = game.k;
    let solver = grundy::Solver::new(*game);
    let position = whole.to_vec();
    let value = solver.value(&position);
    let mut m = Markup::new();
    m.open("section", &[("class", "moore-explain")]);
    m.el("h3", &[], &format!("Exactly {k} heaps"));
    m.el(
        "p",
        &[],
        &format!(
            "Moore's rule (column sums of the binary sizes, divisible by k + 1) decides the game \
             where a move takes from 1 to k heaps. Forced to take from exactly {k}, a player may \
             not answer on fewer heaps, and the rule no longer holds: here the value of the whole \
             position comes from a search of every move, G = {value}."
        ),
    );
    m.el(
        "p",
        &[("data-testid", "moore-exact-verdict")],
        &exact_verdict(game, whole),
    );
    match grundy::game::first_winning_move(game, &position, &|p| solver.value(p)) {
        Some(mv) => {
            m.open("p", &[]);
            m.text("A winning move: ");
            m.el(
                "code",
                &[("class", "moore-move")],
                &game.format_move(&position, &mv),
            );
            m.text(&format!(", leaving {}, of value 0.", join_heaps(&mv.after)));
            m.close("p");
        }
        None if value.is_zero() => {
            m.el(
                "p",
                &[],
                "No move wins: every move leaves a position of nonzero value.",
            );
        }
        None => {}
    }
    m.close("section");
    m
}

/// Who wins with exactly k heaps, from the searched value.
fn exact_verdict(game: &Moore, heaps: &[u64]) -> String {
    let value = grundy::Solver::new(*game).value(&heaps.to_vec());
    if value.is_zero() {
        format!("G = {value}: the player to move loses (a P-position).")
    } else {
        format!("G = {value}: the player to move wins (an N-position).")
    }
}

/// What the table says: which columns are off, so who wins.
fn verdict(heaps: &[u64], k: u32) -> String {
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

impl Shown for Moore {
    fn info(&self) -> Info {
        let k = self.k;
        let ones = vec!["1"; k as usize + 1].join(" + ");
        let fives = vec!["5"; k as usize + 1].join(" + ");
        let presets: Vec<(String, String)> = [
            ("Heaps 3, 5 and 6".to_string(), "3 + 5 + 6".to_string()),
            (format!("{} single counters", k + 1), ones),
            (format!("{} heaps of 5", k + 1), fives),
        ]
        .into_iter()
        .filter(|(_, text)| self.parse_position(text).is_ok())
        .collect();
        Info {
            component: "position".to_string(),
            components: "positions".to_string(),
            one_move: "move".to_string(),
            moves: "moves".to_string(),
            all_done: "Every heap is empty: no move is left.".to_string(),
            add: vec![AddKind {
                label: "Heap".to_string(),
                prefix: String::new(),
                number: "counters".to_string(),
            }],
            presets,
            intro: if self.exact {
                format!(
                    "<p>Heaps of counters. A move takes any number of counters from each of \
                     exactly {k} {}, as de Silva's notes state Moore's Nim<sub>k</sub>; whoever \
                     takes the last counter wins, and with fewer than {k} heaps left no move \
                     remains. Moore's rule is for the classic game (from 1 to k heaps, \
                     <code>moore:{k}</code>) and does not decide this one: values here come \
                     from a search of the position.</p>",
                    plural(u64::from(k), "heap", "heaps")
                )
            } else {
                format!(
                    "<p>Heaps of counters. A move takes any number of counters from each of at \
                     least one and at most {k} {} (Moore's Nim<sub>{k}</sub>); whoever takes the \
                     last counter wins. De Silva's notes leave solving Moore's Nim<sub>k</sub> as an \
                     exercise, stated there with exactly k heaps (<code>moore:={k}</code> plays \
                     that game); the classic game, played here, allows 1 to k. With k = 1 it is \
                     Nim.</p>",
                    plural(u64::from(k), "heap", "heaps")
                )
            },
            notation: "heap sizes joined by +: 3 + 5 + 6".to_string(),
        }
    }

    fn board(
        &self,
        whole: &Vec<u64>,
        preview: Option<&MooreMove>,
        _selected: Option<usize>,
    ) -> Markup {
        // With exactly k > 1 heaps a move never takes from one heap alone,
        // so the counters are not moves: the composer makes them.
        heaps_figure(whole, preview, !(self.exact && self.k > 1))
    }

    fn explain(&self, whole: &Vec<u64>, _selected: Option<usize>, _step: usize) -> Markup {
        if !self.by_rule() {
            return explain_exact(self, whole);
        }
        let k = self.k;
        let modulus = u64::from(k) + 1;
        let mut m = Markup::new();

        m.open("section", &[("class", "moore-explain")]);
        m.el("h3", &[], "Moore's rule");
        m.el(
            "p",
            &[],
            &format!(
                "Write each heap size in binary and add each column's digits as ordinary \
                 numbers, without carrying. The player to move loses exactly when every \
                 column sum is divisible by k + 1 = {modulus}."
            ),
        );
        m.markup(&rule_table(whole, k, "The heaps in binary", &[], 0));
        m.el("p", &[], &verdict(whole, k));
        m.close("section");

        m.open("section", &[("class", "moore-explain")]);
        m.el("h3", &[], "The winning move");
        match rule_move(whole, k) {
            None => {
                m.el(
                    "p",
                    &[],
                    &format!(
                        "No move wins. A move changes at most {k} {}; in the highest column \
                         where a changed heap's digit changes, each such digit drops from 1 to \
                         0, so that column's sum falls by between 1 and {k} and stops being \
                         divisible by {modulus}. The opponent then has a winning move again.",
                        plural(u64::from(k), "heap", "heaps")
                    ),
                );
            }
            Some(mv) => {
                let after = self.apply(whole, &mv).unwrap_or_else(|e| e.position);
                m.open("p", &[]);
                m.text("Moore's rule gives the move ");
                m.el(
                    "code",
                    &[("class", "moore-move")],
                    &self.format_move(whole, &mv),
                );
                m.text(&format!(
                    ", taking from {} {}. Going down the columns from the highest, it clears a \
                     1 from as many heaps as the column's remainder (while at most {k} heaps \
                     are chosen), or else gives heaps already chosen a 1 there; a chosen heap \
                     may take any digits below its first change. Afterwards every column sum \
                     is a multiple of {modulus}.",
                    mv.takes.len(),
                    plural(mv.takes.len() as u64, "heap", "heaps")
                ));
                m.close("p");
                let changed: Vec<usize> = mv.takes.iter().map(|t| t.0).collect();
                m.markup(&rule_table(
                    &after,
                    k,
                    "After the move",
                    &changed,
                    column_sums(whole).len(),
                ));
                m.el("p", &[], &verdict(&after, k));
            }
        }
        m.close("section");

        m.open("section", &[("class", "moore-explain")]);
        m.el("h3", &[], "Values");
        if k == 1 {
            let sum: Nimber = whole.iter().map(|&h| Nimber(h)).sum();
            m.el(
                "p",
                &[],
                &format!(
                    "With k = 1 the sums modulo 2 are the digits of the nim-sum, and this is \
                     Bouton's rule for Nim: the value of the position is the nim-sum of the \
                     heaps, {sum}."
                ),
            );
        } else {
            m.el(
                "p",
                &[],
                &format!(
                    "With k = 1 the rule is Bouton's rule for Nim. For k = {k} it tells only \
                     which positions have value 0. A move may take from several heaps, so the \
                     position is not a sum of single heaps and its value is not the nim-sum \
                     of theirs; Moore's rule gives no formula for the other values, and the \
                     values on this page are found by brute force over the whole position."
                ),
            );
        }
        m.close("section");
        m
    }

    /// Not an editor of positions: the composer of a move on several heaps
    /// at once, its state the sizes typed, one per heap.
    fn editor(&self, whole: &Vec<u64>, state: &str) -> Option<Markup> {
        whole
            .iter()
            .any(|&h| h > 0)
            .then(|| composer(self, whole, state))
    }
}

/// The move the sizes typed in the composer (`state`, one per heap shown,
/// joined by commas) describe, or why they describe none.
fn composed(game: &Moore, heaps: &[u64], state: &str) -> Result<MooreMove, String> {
    let k = game.k;
    let mut takes = Vec::new();
    for (i, typed) in state.split(',').enumerate().take(heaps.len().min(MAX_ROWS)) {
        let typed = typed.trim().replace(['_', ' '], "");
        let to = if typed.is_empty() {
            heaps[i]
        } else {
            typed
                .parse::<u64>()
                .map_err(|_| format!("Heap {}: type a whole number of counters.", i + 1))?
        };
        if to > heaps[i] {
            return Err(format!(
                "Heap {} has {}: a move cannot add to it.",
                i + 1,
                counters(heaps[i])
            ));
        }
        if to < heaps[i] {
            takes.push((i, heaps[i], to));
        }
    }
    if takes.is_empty() {
        return Err("Lower at least one heap's size.".to_string());
    }
    if game.exact && takes.len() != k as usize {
        return Err(format!(
            "A move takes from exactly {k} {}; these sizes take from {}.",
            plural(u64::from(k), "heap", "heaps"),
            takes.len()
        ));
    }
    if takes.len() > k as usize {
        return Err(format!(
            "A move takes from at most {k} {}; these sizes take from {}.",
            plural(u64::from(k), "heap", "heaps"),
            takes.len()
        ));
    }
    Ok(MooreMove::new(heaps, takes))
}

/// A form to make any move, on one heap or up to k at once: each heap's
/// new size typed, then the move checked and shown with Moore's verdict on
/// what it leaves, and a button that plays it.
fn composer(game: &Moore, heaps: &[u64], state: &str) -> Markup {
    let k = game.k;
    let typed: Vec<&str> = state.split(',').collect();
    let mut m = Markup::new();
    m.el("h3", &[], "Make a move");
    m.el(
        "p",
        &[("class", "muted small")],
        &(if game.exact && k > 1 {
            format!("Type the size each heap goes to, on exactly {k} heaps, then check the move.")
        } else {
            format!(
                "Type the size each heap goes to, on up to {k} {}, then check the move. A \
                     click on a counter above takes from its heap alone.",
                plural(u64::from(k), "heap", "heaps")
            )
        }),
    );
    // Enter in a field checks the move, as the button does.
    m.open(
        "form",
        &[
            ("class", "moore-compose"),
            ("data-testid", "moore-compose"),
            ("data-editor", "form"),
        ],
    );
    for (i, &h) in heaps.iter().enumerate().take(MAX_ROWS) {
        let value = match typed.get(i) {
            Some(t) if !state.is_empty() => t.to_string(),
            _ => h.to_string(),
        };
        m.open("label", &[])
            .text(&format!(
                "Heap {} ({}) →",
                i + 1,
                with_separators(u128::from(h))
            ))
            .open(
                "input",
                &[
                    ("name", &format!("heap{}", i + 1)),
                    ("type", "text"),
                    ("inputmode", "numeric"),
                    ("autocomplete", "off"),
                    ("value", &value),
                ],
            )
            .close("label");
    }
    m.el(
        "button",
        &[
            ("type", "button"),
            ("class", "secondary"),
            ("data-editor", "form"),
            ("data-testid", "moore-check"),
        ],
        "Check the move",
    );
    m.close("form");
    if heaps.len() > MAX_ROWS {
        m.el(
            "p",
            &[("class", "muted small")],
            &format!(
                "Heaps after the {MAX_ROWS}th keep their size here; the move list has their \
                 moves."
            ),
        );
    }
    if state.is_empty() {
        return m;
    }
    match composed(game, heaps, state) {
        Err(why) => {
            m.el(
                "p",
                &[
                    ("class", "field-error"),
                    ("role", "alert"),
                    ("data-testid", "moore-compose-error"),
                ],
                &why,
            );
        }
        Ok(mv) => {
            let text = game.format_move(&heaps.to_vec(), &mv);
            let after = &mv.after;
            m.open("p", &[("data-testid", "moore-composed")]);
            m.text("The move ");
            m.el("code", &[("class", "moore-move")], &text);
            let said = if game.by_rule() {
                verdict(after, k)
            } else {
                exact_verdict(game, after)
            };
            m.text(&format!(" leaves {}. {said}", join_heaps(after)));
            m.close("p");
            m.el(
                "button",
                &[
                    ("type", "button"),
                    ("data-move", &text),
                    ("data-testid", "moore-take"),
                ],
                "Take",
            );
        }
    }
    m
}

/// Heap sizes as the notation writes them: 3 + 5 + 6.
fn join_heaps(heaps: &[u64]) -> String {
    heaps
        .iter()
        .map(|h| with_separators(u128::from(*h)))
        .collect::<Vec<_>>()
        .join(" + ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use grundy::games::moore::is_losing;

    fn count(haystack: &str, needle: &str) -> usize {
        haystack.matches(needle).count()
    }

    fn g() -> Moore {
        Moore { k: 2, exact: false }
    }

    #[test]
    fn with_exactly_two_heaps_the_counters_are_no_moves_and_search_explains() {
        use crate::engines::reading::attr_values;
        let exact = Moore::exactly(2).unwrap();
        let heaps = vec![3, 5, 6];
        assert!(attr_values(exact.board(&heaps, None, None).as_str(), "data-move").is_empty());
        let e = exact.explain(&heaps, None, 0);
        assert!(e.as_str().contains("Exactly 2 heaps"), "{}", e.as_str());
        assert!(!e.as_str().contains("Moore's rule gives the move"));
        assert_eq!(
            composed(&exact, &heaps, "2,5,6"),
            Err("A move takes from exactly 2 heaps; these sizes take from 1.".to_string())
        );
        let mv = composed(&exact, &heaps, "2,4,6").unwrap();
        assert_eq!(mv.after, vec![2, 4, 6]);
        assert!(exact.info().intro.contains("exactly 2 heaps"));
    }

    #[test]
    fn each_counter_of_the_board_takes_it_and_those_after_it_from_its_heap() {
        use crate::engines::reading::attr_values;
        let heaps = vec![3, 0, 2];
        let board = g().board(&heaps, None, None);
        let moves = attr_values(board.as_str(), "data-move");
        // One per counter: heap 1's three leave 0, 1 or 2; heap 3's two leave 0 or 1.
        assert_eq!(
            moves,
            ["1: 3 → 0", "1: 3 → 1", "1: 3 → 2", "3: 2 → 0", "3: 2 → 1"]
        );
        for text in &moves {
            let mv = g().parse_move(&heaps, text).expect(text);
            assert!(g().moves(&heaps).any(|m| m == mv), "{text}");
        }
    }

    #[test]
    fn the_composer_plays_moves_on_several_heaps_and_says_what_is_wrong() {
        use crate::engines::reading::attr_values;
        let heaps = vec![3, 5, 6];
        // At first: the sizes as they are, nothing to play.
        let first = g()
            .editor(&heaps, "")
            .expect("a composer")
            .as_str()
            .to_string();
        assert_eq!(attr_values(&first, "value"), ["3", "5", "6"]);
        assert!(attr_values(&first, "data-move").is_empty());
        // The rule's move: heaps 2 and 3 down to 3 leave every column sum 0 or 3.
        let shown = g().editor(&heaps, "3,3,3").unwrap().as_str().to_string();
        let moves = attr_values(&shown, "data-move");
        assert_eq!(moves, ["2: 5 → 3, 3: 6 → 3"]);
        let mv = g().parse_move(&heaps, &moves[0]).unwrap();
        assert!(g().moves(&heaps).any(|m| m == mv));
        assert!(shown.contains("leaves 3 + 3 + 3."), "{shown}");
        assert!(shown.contains("P-position"), "{shown}");
        assert_eq!(attr_values(&shown, "value"), ["3", "3", "3"]);
        // What no move can be.
        for (state, why) in [
            ("2,4,5", "at most 2 heaps; these sizes take from 3"),
            ("3,6,6", "Heap 2 has 5 counters: a move cannot add to it"),
            ("3,5,6", "Lower at least one heap"),
            ("3,x,6", "Heap 2: type a whole number"),
        ] {
            let e = g().editor(&heaps, state).unwrap().as_str().to_string();
            assert!(attr_values(&e, "data-move").is_empty(), "{state}");
            assert!(e.contains(why), "{state}: {e}");
        }
        // With no counter left there is nothing to compose.
        assert!(g().editor(&vec![0, 0], "").is_none());
    }

    #[test]
    fn the_column_sums_of_3_5_6_are_shown() {
        // 3 = 011, 5 = 101, 6 = 110: each column holds two 1s, and 2 mod 3
        // is 2, so no column is divisible by 3.
        let e = g().explain(&vec![3, 5, 6], None, 0);
        let s = e.as_str();
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
        let e = g().explain(&vec![3, 5, 6], None, 0);
        let s = e.as_str();
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
        let e = g().explain(&vec![1, 1, 1], None, 0);
        let s = e.as_str();
        assert!(s.contains("No move wins."));
        assert!(!s.contains("moore-move"));
        assert!(is_losing(&[1, 1, 1], 2));
    }

    #[test]
    fn nim_values_are_the_nim_sum() {
        let e = Moore { k: 1, exact: false }.explain(&vec![3, 5, 6], None, 0);
        assert!(e.as_str().contains("the nim-sum of the heaps, 0."));
        let e = g().explain(&vec![3, 5, 6], None, 0);
        assert!(e.as_str().contains("found by brute force"));
    }

    #[test]
    fn a_preview_marks_the_counters_it_takes() {
        let heaps = vec![3, 5, 6];
        let mv = g().parse_move(&heaps, "2: 5 -> 3, 3: 6 -> 3").unwrap();
        let b = g().board(&heaps, Some(&mv), None);
        let s = b.as_str();
        assert_eq!(count(s, "moore-counter moore-taken"), 2 + 3);
        assert_eq!(count(s, "<circle"), 14);
        assert!(s.contains("heap 2: 5 → 3") && s.contains("heap 3: 6 → 3"));
        assert!(s.contains("the move takes heap 2 from 5 to 3 and heap 3 from 6 to 3"));
    }

    #[test]
    fn huge_heaps_are_drawn_up_to_a_limit() {
        let heaps: Vec<u64> = std::iter::once(4000).chain(vec![0; 200]).collect();
        let b = g().board(&heaps, None, None);
        let s = b.as_str();
        assert!(s.len() < 12_000, "{}", s.len());
        assert_eq!(count(s, "<circle"), MAX_COUNTERS as usize);
        assert!(s.contains("… 4,000 counters"));
        assert!(s.contains("… and 181 more heaps"));
    }

    #[test]
    fn the_one_component_is_the_whole_position() {
        assert_eq!(g().info().component, "position");
    }

    #[test]
    fn presets_parse_and_the_intro_names_the_exercise() {
        let info = g().info();
        assert_eq!(info.presets.len(), 3);
        assert_eq!(info.presets[1].1, "1 + 1 + 1");
        for (_, text) in &info.presets {
            assert!(g().parse_position(text).is_ok());
        }
        assert!(info.intro.contains("exercise"));
    }
}
