//! Tables for notes, slides and papers: one table, written as CSV, as a
//! LaTeX tabular in the paper's notation, or as Markdown, the same from
//! the app and the command line.

use grundy::manifold::{
    closed_value, explain::reachable, format_position, table_row, total_count, Orientability,
    Position, Surface,
};
use grundy::Nimber;

/// A table: its caption, its column heads and its rows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table {
    /// What the table shows.
    pub caption: String,
    /// The column heads.
    pub header: Vec<Cell>,
    /// Right-aligned columns (numbers), by index.
    pub numeric: Vec<bool>,
    /// The rows.
    pub rows: Vec<Vec<Cell>>,
}

mod write;
pub use write::{write_rows, Cell, Format, Head};

impl Table {
    /// The table written in `format`.
    pub fn write(&self, format: Format) -> String {
        let head = Head {
            caption: &self.caption,
            notes: &[],
            header: &self.header,
            numeric: &self.numeric,
        };
        write_rows(&head, self.rows.iter().cloned(), format)
    }
}

/// A surface in the paper's notation: `n6` as text, `n_{6}` in LaTeX.
fn surface_latex(s: Surface) -> String {
    let letter = match s.orientability() {
        Orientability::Orientable => 'o',
        Orientability::Nonorientable => 'n',
    };
    format!("{letter}_{{{}}}", s.genus())
}

/// Table 2.1 of the paper for `g = 0..=max`: every position one move from
/// `ng` with its value, and `G(ng)`. The text form of a row is the one the
/// paper's transcription uses: `n6=3 (n1,n5)=1`.
pub fn table_2_1(max: u64) -> Table {
    let rows = (0..=max)
        .map(|g| {
            let row = table_row(g);
            let mut text = Vec::new();
            let mut latex = Vec::new();
            for (pieces, value) in &row.moves {
                let names: Vec<String> = pieces.iter().map(|s| s.to_string()).collect();
                let tex: Vec<String> = pieces.iter().map(|&s| surface_latex(s)).collect();
                if names.len() == 1 {
                    text.push(format!("{}={value}", names[0]));
                    latex.push(format!("${}$: {value}", tex[0]));
                } else {
                    text.push(format!("({})={value}", names.join(",")));
                    latex.push(format!("$({})$: {value}", tex.join(", ")));
                }
            }
            vec![
                Cell::plain(g.to_string()),
                Cell {
                    text: text.join(" "),
                    latex: latex.join(", "),
                },
                Cell::plain(row.value.to_string()),
            ]
        })
        .collect();
    Table {
        caption: format!(
            "Table 2.1: the positions one move from ng with their G-values, and G(ng), g = 0..{max}"
        ),
        header: vec![
            Cell {
                text: "g".into(),
                latex: "$g$".into(),
            },
            Cell {
                text: "positions one move away, with G-values".into(),
                latex: "positions one move from $n_g$, with their $G$-values".into(),
            },
            Cell {
                text: "G(ng)".into(),
                latex: "$G(n_g)$".into(),
            },
        ],
        numeric: vec![true, false, true],
        rows,
    }
}

/// The most genera a series table lists.
pub const MAX_SERIES_ROWS: u64 = 100_000;

/// `G(og)` and `G(ng)` for `g = 0..=n`, by the closed forms of Theorems 2.3
/// and 2.4 (at most [`MAX_SERIES_ROWS`] rows).
pub fn series_table(n: u64) -> Table {
    let n = n.min(MAX_SERIES_ROWS - 1);
    let rows = (0..=n)
        .map(|g| {
            vec![
                Cell::plain(g.to_string()),
                Cell::plain(closed_value(Orientability::Orientable, g).to_string()),
                Cell::plain(closed_value(Orientability::Nonorientable, g).to_string()),
            ]
        })
        .collect();
    Table {
        caption: format!("The G-series of og and ng, g = 0..{n} (Theorems 2.3 and 2.4)"),
        header: vec![
            Cell {
                text: "g".into(),
                latex: "$g$".into(),
            },
            Cell {
                text: "G(og)".into(),
                latex: "$G(o_g)$".into(),
            },
            Cell {
                text: "G(ng)".into(),
                latex: "$G(n_g)$".into(),
            },
        ],
        numeric: vec![true, true, true],
        rows,
    }
}

/// The most cuts a surface's tables list.
pub const MAX_LISTED: u128 = 5_000;

/// A surface's row of the paper's Table 2.1, for any surface: every
/// position one cut away with its value, and the surface's value (their
/// mex). `None` past [`MAX_LISTED`] cuts.
pub fn mex_table(surface: Surface) -> Option<Table> {
    if total_count(surface) > MAX_LISTED {
        return None;
    }
    let rows = reachable(surface);
    let mut text = Vec::new();
    let mut latex = Vec::new();
    for row in &rows {
        let names: Vec<String> = row.pieces.iter().map(|s| s.to_string()).collect();
        let tex: Vec<String> = row.pieces.iter().map(|&s| surface_latex(s)).collect();
        if names.len() == 1 {
            text.push(format!("{}={}", names[0], row.value));
            latex.push(format!("${}$: {}", tex[0], row.value));
        } else {
            text.push(format!("({})={}", names.join(","), row.value));
            latex.push(format!("$({})$: {}", tex.join(", "), row.value));
        }
    }
    let value = Nimber::mex(rows.iter().map(|r| r.value));
    Some(Table {
        caption: format!(
            "The positions one cut away from {surface}, with their G-values, and its G-value"
        ),
        header: vec![
            Cell::plain("surface"),
            Cell {
                text: "positions one cut away, with G-values".into(),
                latex: "positions one cut away, with their $G$-values".into(),
            },
            Cell {
                text: "G".into(),
                latex: "$G$".into(),
            },
        ],
        numeric: vec![false, false, true],
        rows: vec![vec![
            Cell {
                text: surface.to_string(),
                latex: format!("${}$", surface_latex(surface)),
            },
            Cell {
                text: text.join(" "),
                latex: latex.join(", "),
            },
            Cell::plain(value.to_string()),
        ]],
    })
}

/// The cuts of surface `component` of a position, each with what it
/// leaves and the value of the whole position after it (0 wins). `None`
/// past [`MAX_LISTED`] cuts.
pub fn moves_table(position: &Position, component: usize) -> Option<Table> {
    let surface = *position.surfaces().get(component)?;
    if total_count(surface) > MAX_LISTED {
        return None;
    }
    let rows = position
        .moves()
        .filter(|m| m.component == component)
        .map(|m| {
            let after = position.value_after(&m);
            let pieces: Vec<String> = m
                .cut
                .result()
                .to_vec()
                .iter()
                .map(|s| s.to_string())
                .collect();
            vec![
                Cell::plain(format!("({})", m.cut.kind().letter())),
                Cell::plain(pieces.join(" + ")),
                Cell::plain(after.to_string()),
                Cell::plain(if after.is_zero() { "yes" } else { "no" }),
            ]
        })
        .collect();
    Some(Table {
        caption: format!("The cuts of {surface} in {}", format_position(position)),
        header: ["cut", "leaves", "G after", "winning"]
            .into_iter()
            .map(Cell::plain)
            .collect(),
        numeric: vec![false, false, true, false],
        rows,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn latex_escapes_its_specials() {
        assert_eq!(write::latex_escape("50% & #1"), "50\\% \\& \\#1");
    }

    #[test]
    fn markdown_has_a_rule_line_with_alignment() {
        let md = table_2_1(2).write(Format::Markdown);
        let lines: Vec<&str> = md.lines().collect();
        assert_eq!(lines[1], "| ---: | --- | ---: |");
        assert_eq!(lines.len(), 2 + 3);
    }
}

#[cfg(test)]
mod surface_tables {
    use super::*;

    #[test]
    fn a_surfaces_mex_table_is_its_row_of_table_2_1() {
        let n7: Surface = "n7".parse().unwrap();
        let mine = mex_table(n7).unwrap().write(Format::Csv);
        let paper = table_2_1(7).write(Format::Csv);
        let row = |csv: &str| {
            csv.lines()
                .last()
                .unwrap()
                .split_once(',')
                .unwrap()
                .1
                .to_string()
        };
        assert_eq!(row(&mine), row(&paper));
    }

    #[test]
    fn the_moves_table_marks_the_winning_cuts() {
        let p: Position = "n4 + o2".parse().unwrap();
        let t = moves_table(&p, 0).unwrap();
        assert!(t.rows.iter().any(|r| r[3].text == "yes"));
        assert_eq!(
            t.rows.len(),
            t.rows.iter().filter(|r| r[0].text.starts_with('(')).count()
        );
    }

    #[test]
    fn the_series_table_gives_the_papers_first_values() {
        // Theorem 2.4: G(ng) = 0 1 2 4 6 0 3 4 6 0 3 ...; Theorem 2.3: 0 1 2 0 2 0 ...
        let csv = series_table(6).write(Format::Csv);
        let lines: Vec<&str> = csv.lines().collect();
        assert_eq!(lines[0], "g,G(og),G(ng)");
        assert_eq!(lines[4], "3,0,4");
        assert_eq!(lines[6], "5,0,0");
    }

    #[test]
    fn huge_surfaces_are_not_listed() {
        let big: Surface = "n1000000".parse().unwrap();
        assert!(mex_table(big).is_none());
    }
}
