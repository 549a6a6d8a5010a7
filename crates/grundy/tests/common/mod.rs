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

/// One line of the statistics of Grundy's game at a power of two.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GrundyStatistics {
    /// `n = 2^log` values, G(0) to G(n - 1).
    pub log: u32,
    pub largest: u64,
    pub first_at: u64,
    /// The rare class's mask as printed, in hexadecimal.
    pub mask: String,
    /// Rare values counted from heap 0.
    pub rare: u64,
    pub last_rare: u64,
}

/// The peer analyser's statistics of Grundy's game, `grundy_statistics.txt`.
pub fn grundy_statistics() -> Vec<GrundyStatistics> {
    lines(&data("grundy_statistics.txt"))
        .map(|line| {
            let field = |key: &str| -> &str {
                line.split_whitespace()
                    .find_map(|w| w.strip_prefix(key))
                    .unwrap_or_else(|| panic!("no {key} in {line}"))
            };
            let number = |text: &str| -> u64 {
                text.parse()
                    .unwrap_or_else(|_| panic!("bad number {text} in {line}"))
            };
            let (first, largest) = field("G[").split_once("]=").expect("G[heap]=value");
            GrundyStatistics {
                log: number(field("n=2^")) as u32,
                largest: number(largest),
                first_at: number(first),
                mask: field("rare_mask=").to_string(),
                rare: number(field("num_rare=")),
                last_rare: number(field("last_rare=")),
            }
        })
        .collect()
}
