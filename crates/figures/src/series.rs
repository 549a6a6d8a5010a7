//! Computed series as tables, every value computed with what is known of
//! its repetition (pre-period, period, status, the theorem and its
//! window, or how far it was checked): a heap game's G-series, a rule
//! set's two series, the rectangle game's table and the box game's. The
//! page's downloads and the command line's `series --format` write these
//! same files, and the page says the same sentences.

use crate::table::{write_rows, Cell, Format, Head};
use crate::text::with_separators;
use grundy::games::lab::{KindPeriod, LabPeriod, Status};
use grundy::periodicity::Value;
use grundy::Nimber;

fn sep(n: u64) -> String {
    with_separators(u128::from(n))
}

/// What is known of a series' repetition, in a word or two
/// (`Status::name` is the command line's JSON word).
pub fn status_label(status: Status) -> &'static str {
    match status {
        Status::Proved => "proved",
        Status::Arithmetic => "observed arithmetic-periodic",
        Status::Observed => "observed periodic",
        Status::Unknown => "unknown",
    }
}

/// A series' status in a word or two: a repetition a theorem covers is
/// proved, whether it is periodic or arithmetic-periodic.
pub fn status_words(k: &KindPeriod) -> &'static str {
    match k.status {
        Status::Arithmetic if k.theorem.is_some() => "proved arithmetic-periodic",
        status => status_label(status),
    }
}

/// A heap game's repetition in a sentence, counted in `unit`s (a heap, a
/// bar's side).
pub fn period_sentence(k: &KindPeriod, unit: &str) -> String {
    match k.status {
        Status::Proved | Status::Arithmetic if k.theorem.is_some() => {
            let window = k
                .window
                .map(|(a, b)| format!(" (the check it needs: {unit}s {} to {})", sep(a), sep(b)))
                .unwrap_or_default();
            let saltus = if k.saltus > 0 {
                format!(", gaining {} each period", k.saltus)
            } else {
                String::new()
            };
            format!(
                "Period {} from {unit} {}{saltus}, for every {unit}: proved by {}{window}.",
                k.period,
                k.preperiod,
                k.theorem.as_deref().unwrap_or_default()
            )
        }
        Status::Observed | Status::Arithmetic => format!(
            "Period {} from {unit} {} seen in the values computed; no theorem covers it: checked to {}.",
            k.period,
            k.preperiod,
            sep(k.checked_to)
        ),
        _ => format!(
            "No period in the values computed: checked to {}.",
            sep(k.checked_to)
        ),
    }
}

/// One kind of a rule set's series (`o` or `n`) in a sentence.
pub fn lab_sentence(kind: &str, k: &KindPeriod) -> String {
    match k.status {
        Status::Proved => {
            let (a, b) = k.window.unwrap_or_default();
            format!(
                "G({kind}g) has period {} from genus {}, for every genus: {} covers the \
                 values checked at genus {a} to {b} (computed to genus {}).",
                k.period,
                k.preperiod,
                k.theorem.as_deref().unwrap_or("a periodicity theorem"),
                k.checked_to
            )
        }
        Status::Arithmetic => format!(
            "G({kind}(g + {})) = G({kind}g) + {} from genus {}, checked to genus {}; no theorem applied.",
            k.period, k.saltus, k.preperiod, k.checked_to
        ),
        Status::Observed => format!(
            "G({kind}g) repeats with period {} from genus {}, checked to genus {}; no theorem covers these rules at this range.",
            k.period, k.preperiod, k.checked_to
        ),
        Status::Unknown => format!(
            "No period or arithmetic period shows in G({kind}g) to genus {}.",
            k.checked_to
        ),
    }
}

fn math(text: &str, latex: &str) -> Cell {
    Cell {
        text: text.to_string(),
        latex: latex.to_string(),
    }
}

fn number(n: u64) -> Cell {
    Cell::plain(n.to_string())
}

/// The file of a heap game's G-series: a row per heap, `n` and `G(n)`,
/// for every value computed, under notes that name the game and say
/// what is known of the repetition (`stopped`: why a search until proved
/// stopped before a proof). Written a row at a time.
pub fn heap_series_file<V: Value>(
    name: &str,
    spec: &str,
    values: &[V],
    k: &KindPeriod,
    stopped: Option<&str>,
    format: Format,
) -> String {
    let last = values.len().saturating_sub(1) as u64;
    let caption = format!(
        "G(n) of {name} for every heap n from 0 to {} (game {spec})",
        sep(last)
    );
    let mut notes = vec![format!(
        "Status: {}. {}",
        status_words(k),
        period_sentence(k, "heap")
    )];
    if k.status != Status::Unknown {
        notes.push(format!(
            "Pre-period {}, period {}{}.",
            k.preperiod,
            k.period,
            if k.saltus > 0 {
                format!(", saltus {}", k.saltus)
            } else {
                String::new()
            }
        ));
    }
    if let Some(why) = stopped {
        notes.push(format!("Stopped before a proof: {why}."));
    }
    let header = [math("n", "$n$"), math("G(n)", "$G(n)$")];
    let head = Head {
        caption: &caption,
        notes: &notes,
        header: &header,
        numeric: &[true, true],
    };
    let rows = (0u64..)
        .zip(values)
        .map(|(n, v)| vec![number(n), number(v.get())]);
    write_rows(&head, rows, format)
}

/// The file of a rule set's two series to weight `to`: a row per genus
/// `g`, with `G(og)` (computed to genus `to / 2`, the weight of og being
/// 2g; empty past it) and `G(ng)`, under notes that say what is known of
/// each.
pub fn lab_series_file(
    letters: &str,
    to: u64,
    o: &[Nimber],
    n: &[Nimber],
    period: &LabPeriod,
    format: Format,
) -> String {
    let caption = format!(
        "The G-series of og and ng under the rules {letters}, to weight {}: G(og) for genus 0 to {}, G(ng) for genus 0 to {}",
        sep(to),
        sep(o.len().saturating_sub(1) as u64),
        sep(n.len().saturating_sub(1) as u64)
    );
    let notes = [
        format!(
            "og: {}. {}",
            status_label(period.o.status),
            lab_sentence("o", &period.o)
        ),
        format!(
            "ng: {}. {}",
            status_label(period.n.status),
            lab_sentence("n", &period.n)
        ),
    ];
    let header = [
        math("g", "$g$"),
        math("G(og)", "$G(o_g)$"),
        math("G(ng)", "$G(n_g)$"),
    ];
    let head = Head {
        caption: &caption,
        notes: &notes,
        header: &header,
        numeric: &[true, true, true],
    };
    let rows = (0..o.len().max(n.len())).map(|g| {
        let cell = |v: Option<&Nimber>| v.map_or_else(|| Cell::plain(""), |v| number(v.0));
        vec![number(g as u64), cell(o.get(g)), cell(n.get(g))]
    });
    write_rows(&head, rows, format)
}

/// The file of the rectangle game's table: `moves[m-1][n-1]` is G(m × n)
/// from the breaks; `verdict` says how it stands against Schrage's
/// theorem.
pub fn rectangle_file(name: &str, moves: &[Vec<u64>], verdict: &str, format: Format) -> String {
    let size = moves.len();
    let caption = format!("{name}: G(M × N) for M and N from 1 to {size}, rows M");
    let notes = [verdict.to_string()];
    let header: Vec<Cell> = std::iter::once(math("M \\ N", "$M \\backslash N$"))
        .chain((1..=size).map(|n| number(n as u64)))
        .collect();
    let numeric = vec![true; size + 1];
    let head = Head {
        caption: &caption,
        notes: &notes,
        header: &header,
        numeric: &numeric,
    };
    let rows = moves.iter().enumerate().map(|(m, row)| {
        std::iter::once(number(m as u64 + 1))
            .chain(row.iter().map(|&v| number(v)))
            .collect()
    });
    write_rows(&head, rows, format)
}

/// The file of the box game's table: `moves[l-1][m-1][n-1]` is
/// G(l × m × n) from the breaks, a row per box; `verdict` says how it
/// stands against Schrage's rule.
pub fn box_file(name: &str, moves: &[Vec<Vec<u64>>], verdict: &str, format: Format) -> String {
    let size = moves.len();
    let caption = format!("{name}: G(L × M × N) for L, M and N from 1 to {size}");
    let notes = [verdict.to_string()];
    let header = [
        math("L", "$L$"),
        math("M", "$M$"),
        math("N", "$N$"),
        math("G", "$G$"),
    ];
    let head = Head {
        caption: &caption,
        notes: &notes,
        header: &header,
        numeric: &[true; 4],
    };
    let rows = moves.iter().enumerate().flat_map(|(l, layer)| {
        layer.iter().enumerate().flat_map(move |(m, row)| {
            row.iter().enumerate().map(move |(n, &v)| {
                vec![
                    number(l as u64 + 1),
                    number(m as u64 + 1),
                    number(n as u64 + 1),
                    number(v),
                ]
            })
        })
    });
    write_rows(&head, rows, format)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kayles() -> KindPeriod {
        KindPeriod {
            status: Status::Proved,
            preperiod: 71,
            period: 12,
            saltus: 0,
            checked_to: 1000,
            window: Some((71, 166)),
            theorem: Some("the periodicity theorem of Guy and Smith".into()),
        }
    }

    #[test]
    fn a_heap_series_file_has_every_value_and_its_period() {
        let values: Vec<u16> = (0..1001).map(|n| (n % 7) as u16).collect();
        let csv = heap_series_file(
            "Kayles",
            "octal:0.77",
            &values,
            &kayles(),
            None,
            Format::Csv,
        );
        let lines: Vec<&str> = csv.lines().collect();
        assert_eq!(
            lines[0],
            "# G(n) of Kayles for every heap n from 0 to 1,000 (game octal:0.77)"
        );
        assert!(
            lines[1].starts_with("# Status: proved. Period 12 from heap 71"),
            "{}",
            lines[1]
        );
        assert_eq!(lines[2], "# Pre-period 71, period 12.");
        assert_eq!(lines[3], "n,G(n)");
        assert_eq!(lines.len(), 4 + 1001);
        assert_eq!(lines[4 + 1000], "1000,6");
        let tex = heap_series_file(
            "Kayles",
            "octal:0.77",
            &values,
            &kayles(),
            None,
            Format::Latex,
        );
        assert!(tex.contains("$n$ & $G(n)$ \\\\"), "{tex}");
    }

    #[test]
    fn a_proof_that_stopped_says_why() {
        let k = KindPeriod {
            status: Status::Unknown,
            theorem: None,
            window: None,
            ..kayles()
        };
        let md = heap_series_file(
            "G",
            "octal:0.16",
            &[0u16, 1],
            &k,
            Some("the limit"),
            Format::Markdown,
        );
        assert!(
            md.contains("Status: unknown. No period in the values computed: checked to 1,000."),
            "{md}"
        );
        assert!(md.contains("Stopped before a proof: the limit."), "{md}");
        assert!(!md.contains("Pre-period"), "{md}");
    }

    #[test]
    fn a_rule_sets_file_leaves_og_empty_past_its_weight() {
        let period = LabPeriod {
            o: kayles(),
            n: kayles(),
        };
        let o = [0, 1, 2].map(Nimber);
        let n = [0, 1, 2, 4, 6].map(Nimber);
        let csv = lab_series_file("cgh", 4, &o, &n, &period, Format::Csv);
        let rows: Vec<&str> = csv.lines().filter(|l| !l.starts_with('#')).collect();
        assert_eq!(
            rows,
            ["g,G(og),G(ng)", "0,0,0", "1,1,1", "2,2,2", "3,,4", "4,,6"]
        );
    }

    #[test]
    fn the_bar_tables_list_every_cell() {
        let csv = rectangle_file("R", &[vec![0, 0], vec![0, 1]], "agrees", Format::Csv);
        assert!(csv.ends_with("M \\ N,1,2\n1,0,0\n2,0,1\n"), "{csv}");
        let boxes = box_file(
            "B",
            &[vec![vec![0, 1], vec![1, 0]], vec![vec![1, 0], vec![0, 1]]],
            "agrees",
            Format::Csv,
        );
        assert_eq!(boxes.lines().filter(|l| !l.starts_with('#')).count(), 1 + 8);
        assert!(boxes.ends_with("2,2,2,1\n"), "{boxes}");
    }
}
