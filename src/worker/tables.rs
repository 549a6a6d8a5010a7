//! The files of a computed series: every value the run computed (not only
//! the first ones the page draws), with what is known of its repetition,
//! as CSV, LaTeX or Markdown (`figures::series`, the same files the
//! command line's `series --format` writes). A run's result carries only
//! what its drawing shows, so a file computes its run again: on the page
//! when the run is light ([`light`]), in the G-series worker otherwise.

use super::jobs::{light_heap, light_lab};
use figures::series::{box_file, heap_series_file, lab_series_file, rectangle_file};
use figures::table::Format;
use grundy::games::heap::boxes::box_table_by_breaks;
use grundy::games::heap::rectangles::table_by_breaks;
use grundy::games::heap::run::{box_table, rectangle_table};
use grundy::games::heap::{analyze as heap_analyze, until, GrundySparse, HeapGame, HeapRun};
use grundy::games::lab::{analyze, LabRun, Rules};
use grundy::series::SeriesRun;
use grundy::spec::AnyGame;
use grundy::{Game, Nimber};
use serde::{Deserialize, Serialize};

/// What a file holds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TableOf {
    /// A heap game's series to heap `last`; for the rectangle and box
    /// games, their tables to side `last`.
    Heap {
        /// The game's spec.
        game: String,
        /// The last heap, or the table's side.
        last: u64,
    },
    /// An octal game's series computed until its period is proved, at
    /// most to heap `limit`.
    HeapProof {
        /// The game's spec.
        game: String,
        /// The last heap the search may reach.
        limit: u64,
    },
    /// A rule set's two series to weight `to`.
    Lab {
        /// The rule set's bits.
        rules: u8,
        /// The last weight.
        to: u64,
    },
}

/// A file to save.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableText {
    /// Its name, with its extension.
    pub name: String,
    /// Its media type.
    pub mime: String,
    /// Its text.
    pub text: String,
}

/// The format a file's name ends in (`csv`, `latex`, `markdown`): its
/// extension and media type.
pub fn kind(format: Format) -> (&'static str, &'static str) {
    match format {
        Format::Csv => ("csv", "text/csv"),
        Format::Latex => ("tex", "application/x-tex"),
        Format::Markdown => ("md", "text/markdown"),
    }
}

/// The most rows a file the page writes itself may have: a moment's work.
pub const LIGHT_ROWS: u64 = 20_000;

/// Whether the page writes the file of `of` itself, at once: the runs it
/// computes itself ([`light_heap`], [`light_lab`]) of at most
/// [`LIGHT_ROWS`] rows.
pub fn light(of: &TableOf) -> bool {
    match of {
        TableOf::Heap { game, last } => {
            *last <= LIGHT_ROWS && AnyGame::from_spec(game).is_ok_and(|g| light_heap(&g, *last))
        }
        TableOf::HeapProof { .. } => false,
        TableOf::Lab { to, .. } => light_lab(*to),
    }
}

/// The file of `of` in `format`, its run computed again; `progress` hears
/// the share done, in thousandths.
pub fn table_file(
    of: &TableOf,
    format: Format,
    progress: &mut dyn FnMut(u32),
) -> Result<TableText, String> {
    let (extension, mime) = kind(format);
    let (stem, text) = match of {
        TableOf::Heap { game, last } => {
            let game = AnyGame::from_spec(game).map_err(|e| e.to_string())?;
            let h = HeapGame::of_game(&game)
                .ok_or(format!("{} has no G-series of heaps", game.spec()))?;
            let text = heap_file(&game, &h, *last, format, progress)?;
            (format!("{}-0-{last}", figure_stem(&game.spec())), text)
        }
        TableOf::HeapProof { game, limit } => {
            let Some(HeapGame::Octal(octal)) = HeapGame::from_spec(game) else {
                return Err(format!("{game} is not an octal game"));
            };
            let limit = (*limit).max(1);
            let (report, search) = until::prove_octal_search(&octal, Some(limit), |p| {
                progress((p.heap as f64 / limit as f64 * 1000.0).min(1000.0) as u32)
            });
            let stopped = report.stopped.map(|s| s.words());
            let values = search.values();
            let text = heap_series_file(
                &octal.name(),
                game,
                values,
                &report.period(),
                stopped.as_deref(),
                format,
            );
            let last = values.len().saturating_sub(1);
            (format!("{}-0-{last}", figure_stem(game)), text)
        }
        TableOf::Lab { rules, to } => {
            let rules = Rules::from_bits(*rules).ok_or("an unknown rule set")?;
            let mut run = LabRun::new(rules, *to);
            while !run.advance(16) {
                progress((run.progress() * 1000.0) as u32);
            }
            let period = analyze(rules, run.o(), run.n());
            let letters = rules.letters();
            let text = lab_series_file(&letters, *to, run.o(), run.n(), &period, format);
            (format!("rules-{letters}-weight-{to}"), text)
        }
    };
    Ok(TableText {
        name: format!("g-series-{stem}.{extension}"),
        mime: mime.to_string(),
        text,
    })
}

/// A spec as part of a file's name (`octal:0.77` is `octal-0.77`).
fn figure_stem(spec: &str) -> String {
    spec.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '.' || c == '-' {
                c
            } else {
                '-'
            }
        })
        .collect()
}

/// A heap game's file: its series to `last`, or its bar table to side
/// `last`.
fn heap_file(
    game: &AnyGame,
    h: &HeapGame,
    last: u64,
    format: Format,
    progress: &mut dyn FnMut(u32),
) -> Result<String, String> {
    let name = game.name();
    let spec = game.spec();
    Ok(match h {
        HeapGame::Rectangles(g) => {
            let size = last.clamp(1, 60) as usize;
            let moves = numbers(table_by_breaks(g.d(), size));
            let line = line_values(size, g.d());
            let rule = numbers(rectangle_table(&line, size));
            rectangle_file(
                &name,
                &moves,
                &verdict(moves == rule, "Schrage's theorem"),
                format,
            )
        }
        HeapGame::Boxes(g) => {
            let size = last.clamp(1, 24) as usize;
            let moves: Vec<Vec<Vec<u64>>> = box_table_by_breaks(g.d(), size)
                .into_iter()
                .map(numbers)
                .collect();
            let line = line_values(size, g.d());
            let rule: Vec<Vec<Vec<u64>>> =
                box_table(&line, size).into_iter().map(numbers).collect();
            box_file(
                &name,
                &moves,
                &verdict(moves == rule, "Schrage's rule for three sides"),
                format,
            )
        }
        HeapGame::Grundy(g) if g.d() == 1 => {
            let mut sparse = GrundySparse::new();
            while !sparse.step(last, 20_000) {
                progress((sparse.len() as f64 / (last + 1) as f64 * 1000.0) as u32);
            }
            let values = sparse.values();
            heap_series_file(&name, &spec, values, &heap_analyze(h, values), None, format)
        }
        _ => {
            let mut run = HeapRun::new(h, last).map_err(|e| e.to_string())?;
            while !run.advance(256) {
                progress((run.progress() * 1000.0) as u32);
            }
            let values = run.values();
            heap_series_file(&name, &spec, values, &heap_analyze(h, values), None, format)
        }
    })
}

/// A table of values as numbers.
fn numbers(rows: Vec<Vec<Nimber>>) -> Vec<Vec<u64>> {
    rows.into_iter()
        .map(|row| row.into_iter().map(|v| v.0).collect())
        .collect()
}

/// How a table from the breaks stands against the rule named.
fn verdict(agrees: bool, rule: &str) -> String {
    if agrees {
        format!("Computed from the breaks themselves; every cell agrees with {rule}.")
    } else {
        format!("Computed from the breaks themselves; some cells disagree with {rule}.")
    }
}

/// `G(0..=size + 1)` of the split game with difference `d` (Grundy's game
/// for `d = 1`), whose values give the bars' values by Schrage's rule.
fn line_values(size: usize, d: u64) -> Vec<Nimber> {
    let spec = if d == 1 {
        "grundy".to_string()
    } else {
        format!("grundy:d={d}")
    };
    let run = HeapGame::from_spec(&spec).and_then(|g| HeapRun::new(&g, size as u64 + 1).ok());
    match run {
        Some(mut run) => {
            while !run.advance(4096) {}
            run.values().to_vec()
        }
        None => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn file(of: TableOf, format: Format) -> TableText {
        table_file(&of, format, &mut |_| {}).expect("a file")
    }

    #[test]
    fn kayles_to_1000_is_every_value_with_its_proof() {
        let csv = file(
            TableOf::Heap {
                game: "octal:0.77".into(),
                last: 1000,
            },
            Format::Csv,
        );
        assert_eq!(csv.name, "g-series-octal-0.77-0-1000.csv");
        let rows: Vec<&str> = csv.text.lines().filter(|l| !l.starts_with('#')).collect();
        assert_eq!(rows.len(), 1 + 1001);
        // Kayles: 0 1 2 3 1 4 3 2 1 4 2 6 (Berlekamp, Conway and Guy).
        let first: Vec<&str> = rows[1..13]
            .iter()
            .map(|r| r.split(',').nth(1).unwrap())
            .collect();
        assert_eq!(
            first,
            ["0", "1", "2", "3", "1", "4", "3", "2", "1", "4", "2", "6"]
        );
        assert!(
            csv.text.contains("# Pre-period 71, period 12.\n"),
            "{}",
            &csv.text[..400]
        );
    }

    #[test]
    fn a_proof_run_writes_the_values_it_searched() {
        let md = file(
            TableOf::HeapProof {
                game: "octal:0.07".into(),
                limit: 10_000,
            },
            Format::Markdown,
        );
        // Dawson's Kayles: period 34 from heap 53, proved.
        assert!(
            md.text.contains("Pre-period 53, period 34."),
            "{}",
            &md.text[..600]
        );
        assert!(md.text.contains("Status: proved."));
        assert!(md.name.ends_with(".md"));
    }

    #[test]
    fn a_rule_sets_file_has_both_series_to_its_weight() {
        let csv = file(
            TableOf::Lab {
                rules: Rules::ALL.bits(),
                to: 40,
            },
            Format::Csv,
        );
        let rows: Vec<&str> = csv.text.lines().filter(|l| !l.starts_with('#')).collect();
        assert_eq!(rows.len(), 1 + 41);
        // Theorem 2.4: G(n3) = 4; Theorem 2.3: G(o2) = 2.
        assert_eq!(rows[4], "3,0,4");
        assert_eq!(rows[3], "2,2,2");
        assert!(rows[30].starts_with("29,,"), "{}", rows[30]);
    }

    #[test]
    fn the_light_runs_are_written_on_the_page() {
        let heap = |game: &str, last| TableOf::Heap {
            game: game.into(),
            last,
        };
        assert!(light(&heap("octal:0.77", 1000)));
        assert!(!light(&heap("grundy", 100_000)));
        assert!(!light(&TableOf::HeapProof {
            game: "octal:0.77".into(),
            limit: 10
        }));
        assert!(light(&TableOf::Lab {
            rules: 255,
            to: 400
        }));
    }
}
