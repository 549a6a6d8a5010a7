//! A table written row by row, so a series of millions of values is
//! written without first holding every row as cells: CSV, a LaTeX
//! tabular or a Markdown table, with the table's notes where each format
//! keeps them (`#` lines before a CSV, `%` lines before the tabular,
//! lines before the Markdown table).

/// How a table is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// Comma-separated values, with a header line.
    Csv,
    /// A LaTeX `tabular`, ready to paste.
    Latex,
    /// A Markdown table.
    Markdown,
}

impl Format {
    /// Reads `csv`, `latex` or `markdown`.
    pub fn parse(text: &str) -> Option<Format> {
        match text {
            "csv" => Some(Format::Csv),
            "latex" | "tex" => Some(Format::Latex),
            "markdown" | "md" => Some(Format::Markdown),
            _ => None,
        }
    }
}

/// A cell: its plain text, and its LaTeX when that differs (math).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cell {
    /// As text: `n6=3 (n1,n5)=1`.
    pub text: String,
    /// As LaTeX: `$n_{6}$: 3, $(n_{1}, n_{5})$: 1`.
    pub latex: String,
}

impl Cell {
    /// A cell that reads the same everywhere (a number, say).
    pub fn plain(text: impl Into<String>) -> Cell {
        let text = text.into();
        Cell {
            latex: latex_escape(&text),
            text,
        }
    }
}

pub(crate) fn latex_escape(text: &str) -> String {
    let mut out = String::new();
    for c in text.chars() {
        match c {
            '&' | '%' | '$' | '#' | '_' | '{' | '}' => {
                out.push('\\');
                out.push(c);
            }
            '\\' => out.push_str("\\textbackslash{}"),
            c => out.push(c),
        }
    }
    out
}

/// What is written above a table's rows.
#[derive(Clone, Copy, Debug)]
pub struct Head<'a> {
    /// What the table shows (LaTeX's `%` line; the first note elsewhere
    /// when there are notes).
    pub caption: &'a str,
    /// What the reader must know of the values: how they were computed
    /// and what is known of them.
    pub notes: &'a [String],
    /// The column heads.
    pub header: &'a [Cell],
    /// Right-aligned columns (numbers), by index.
    pub numeric: &'a [bool],
}

fn csv_field(text: &str) -> String {
    if text.contains([',', '"', '\n']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text.to_string()
    }
}

fn markdown_field(text: &str) -> String {
    text.replace('|', "\\|")
}

/// The table with `head` and `rows`, written in `format`.
pub fn write_rows(
    head: &Head<'_>,
    rows: impl Iterator<Item = Vec<Cell>>,
    format: Format,
) -> String {
    let mut out = String::new();
    // A table without notes is written as it always was: its caption in
    // LaTeX only.
    let notes: Vec<&str> = if head.notes.is_empty() {
        Vec::new()
    } else {
        std::iter::once(head.caption)
            .chain(head.notes.iter().map(String::as_str))
            .collect()
    };
    match format {
        Format::Csv => {
            for note in &notes {
                out.push_str(&format!("# {note}\n"));
            }
            let line = |out: &mut String, cells: &[Cell]| {
                let fields: Vec<String> = cells.iter().map(|c| csv_field(&c.text)).collect();
                out.push_str(&fields.join(","));
                out.push('\n');
            };
            line(&mut out, head.header);
            for row in rows {
                line(&mut out, &row);
            }
        }
        Format::Markdown => {
            for note in &notes {
                out.push_str(&format!("{}\n\n", markdown_field(note)));
            }
            let line = |out: &mut String, cells: &[Cell]| {
                let fields: Vec<String> = cells.iter().map(|c| markdown_field(&c.text)).collect();
                out.push_str(&format!("| {} |\n", fields.join(" | ")));
            };
            line(&mut out, head.header);
            let rule: Vec<&str> = head
                .numeric
                .iter()
                .map(|&n| if n { "---:" } else { "---" })
                .collect();
            out.push_str(&format!("| {} |\n", rule.join(" | ")));
            for row in rows {
                line(&mut out, &row);
            }
        }
        Format::Latex => {
            let columns: String = head
                .numeric
                .iter()
                .map(|&n| if n { 'r' } else { 'l' })
                .collect();
            out.push_str(&format!("% {}\n", head.caption));
            for note in notes.iter().skip(1) {
                out.push_str(&format!("% {note}\n"));
            }
            out.push_str(&format!("\\begin{{tabular}}{{{columns}}}\n\\hline\n"));
            let line = |out: &mut String, cells: &[Cell]| {
                let fields: Vec<&str> = cells.iter().map(|c| c.latex.as_str()).collect();
                out.push_str(&format!("{} \\\\\n", fields.join(" & ")));
            };
            line(&mut out, head.header);
            out.push_str("\\hline\n");
            for row in rows {
                line(&mut out, &row);
            }
            out.push_str("\\hline\n\\end{tabular}\n");
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn csv_quotes_what_needs_quoting() {
        assert_eq!(csv_field("a,b"), "\"a,b\"");
        assert_eq!(csv_field("say \"x\""), "\"say \"\"x\"\"\"");
        assert_eq!(csv_field("n6=3"), "n6=3");
    }

    #[test]
    fn notes_go_where_each_format_keeps_them() {
        let notes = ["Status: proved.".to_string()];
        let header = [Cell::plain("n"), Cell::plain("G")];
        let head = Head {
            caption: "The values",
            notes: &notes,
            header: &header,
            numeric: &[true, true],
        };
        let rows = || (0..2u64).map(|n| vec![Cell::plain(n.to_string()), Cell::plain("0")]);
        assert_eq!(
            write_rows(&head, rows(), Format::Csv),
            "# The values\n# Status: proved.\nn,G\n0,0\n1,0\n"
        );
        let md = write_rows(&head, rows(), Format::Markdown);
        assert!(
            md.starts_with("The values\n\nStatus: proved.\n\n| n | G |\n| ---: | ---: |\n"),
            "{md}"
        );
        let tex = write_rows(&head, rows(), Format::Latex);
        assert!(
            tex.starts_with("% The values\n% Status: proved.\n\\begin{tabular}{rr}"),
            "{tex}"
        );
    }
}
