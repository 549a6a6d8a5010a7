//! A side of a bar or a box, across which a score line breaks it.

/// A side of a bar (`M` rows by `N` columns) or of a box of three sides
/// (`L` deep); a box of more sides names its side by its place, from 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    L,
    M,
    N,
    Of(usize),
}

impl Side {
    /// What the score lines carry (`data-cut="n:2"`, `data-cut="s4:1"` for
    /// the fourth side).
    pub fn key(self) -> String {
        match self {
            Side::L => "l".to_string(),
            Side::M => "m".to_string(),
            Side::N => "n".to_string(),
            Side::Of(k) => format!("s{}", k + 1),
        }
    }
}

impl From<figures::heaps::score::Side> for Side {
    fn from(side: figures::heaps::score::Side) -> Side {
        use figures::heaps::score::Side as Drawn;
        match side {
            Drawn::L => Side::L,
            Drawn::M => Side::M,
            Drawn::N => Side::N,
        }
    }
}
