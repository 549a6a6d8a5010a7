//! Readers for the tables transcribed from the paper into `tests/data/`.
#![allow(dead_code)]

use grundy::manifold::{Orientability, Surface};
use grundy::Nimber;

/// One row of Table 2.1.
pub struct PaperRow {
    pub genus: u64,
    /// Sorted pieces of each resulting position, with its G-value.
    pub moves: Vec<(Vec<Surface>, Nimber)>,
    pub value: Nimber,
}

fn data(name: &str) -> String {
    // The core's tests, and the command line's, which share this module.
    let base = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let dir = if base.ends_with("grundy") {
        base.join("tests/data")
    } else {
        base.join("../grundy/tests/data")
    };
    let path = dir.join(name).display().to_string();
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {path}: {e}"))
}

fn lines(text: &str) -> impl Iterator<Item = &str> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
}

/// A surface written `o3` or `n5`, read without the crate's parser.
fn surface(text: &str) -> Surface {
    let (letter, digits) = text.split_at(1);
    let g: u64 = digits
        .parse()
        .unwrap_or_else(|_| panic!("bad genus in {text}"));
    match letter {
        "o" => Surface::orientable(g),
        "n" => Surface::nonorientable(g),
        _ => panic!("bad surface {text}"),
    }
}

pub fn table_2_1() -> Vec<PaperRow> {
    lines(&data("table_2_1.txt"))
        .map(|line| {
            let cols: Vec<&str> = line.split('|').map(str::trim).collect();
            assert_eq!(cols.len(), 3, "row: {line}");
            let moves = cols[1]
                .split_whitespace()
                .map(|cell| {
                    let (res, v) = cell.split_once('=').expect("result=value");
                    let mut pieces: Vec<Surface> = res
                        .trim_matches(|c| c == '(' || c == ')')
                        .split(',')
                        .map(surface)
                        .collect();
                    pieces.sort();
                    (pieces, Nimber(v.parse().expect("value")))
                })
                .collect();
            PaperRow {
                genus: cols[0].parse().expect("genus"),
                moves,
                value: Nimber(cols[2].parse().expect("G(ng)")),
            }
        })
        .collect()
}

/// The paper's statement of a G-series: pre-period values and the block.
pub struct PaperSeries {
    pub kind: Orientability,
    pub prefix: Vec<Nimber>,
    pub block: Vec<Nimber>,
}

impl PaperSeries {
    pub fn at(&self, g: u64) -> Nimber {
        let g = g as usize;
        if g < self.prefix.len() {
            self.prefix[g]
        } else {
            self.block[(g - self.prefix.len()) % self.block.len()]
        }
    }
}

pub fn g_series() -> Vec<PaperSeries> {
    let nums = |s: &str| -> Vec<Nimber> {
        s.split_whitespace()
            .map(|v| Nimber(v.parse().expect("value")))
            .collect()
    };
    lines(&data("g_series.txt"))
        .map(|line| {
            let cols: Vec<&str> = line.split('|').map(str::trim).collect();
            PaperSeries {
                kind: if cols[0] == "o" {
                    Orientability::Orientable
                } else {
                    Orientability::Nonorientable
                },
                prefix: nums(cols[1]),
                block: nums(cols[2]),
            }
        })
        .collect()
}
