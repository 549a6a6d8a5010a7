//! The G-series range as a file for notes, slides and papers: CSV, a
//! LaTeX tabular or a Markdown table (`figures::table`), downloaded by the
//! browser.

use figures::table::{series_table, Format};

/// A file the page offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TableFile(Format);

impl TableFile {
    /// Every file offered, in the order of the buttons.
    pub const ALL: [TableFile; 3] = [
        TableFile(Format::Csv),
        TableFile(Format::Latex),
        TableFile(Format::Markdown),
    ];

    /// The format's short name, as the buttons' test ids end.
    pub fn name(self) -> &'static str {
        match self.0 {
            Format::Csv => "csv",
            Format::Latex => "latex",
            Format::Markdown => "markdown",
        }
    }

    /// The button's label.
    pub fn label(self) -> &'static str {
        match self.0 {
            Format::Csv => "CSV",
            Format::Latex => "LaTeX",
            Format::Markdown => "Markdown",
        }
    }

    /// The file's extension and media type.
    fn kind(self) -> (&'static str, &'static str) {
        match self.0 {
            Format::Csv => ("csv", "text/csv"),
            Format::Latex => ("tex", "application/x-tex"),
            Format::Markdown => ("md", "text/markdown"),
        }
    }
}

/// Downloads both series to genus `n` as `file`.
pub fn download(file: TableFile, n: u64) {
    let (extension, mime) = file.kind();
    let text = series_table(n).write(file.0);
    crate::download::text(&format!("g-series-0-{n}.{extension}"), &text, mime);
}
