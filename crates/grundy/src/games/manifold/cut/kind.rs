//! The eight kinds of cut of Theorem 2.1, (a) to (h): their letters, what
//! each curve does, and which surfaces each applies to.

use std::fmt;

/// The eight kinds of cut of Theorem 2.1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum CutKind {
    /// (a) `og -> o(g-1)`: a meridian around one handle.
    A,
    /// (b) `og -> (oa, ob)`: a circle with `a` handles on one side, `b` on the other.
    B,
    /// (c) `ng -> n(g-1)`: a one-sided curve through one cross-cap.
    C,
    /// (d) `ng -> o((g-1)/2)`, g odd: through the single cross-cap of `o((g-1)/2) # n1`.
    D,
    /// (e) `ng -> n(g-2)`: a two-sided curve through two cross-caps.
    E,
    /// (f) `ng -> o((g-2)/2)`, g even: through both cross-caps of `o((g-2)/2) # n2`.
    F,
    /// (g) `ng -> (na, nb)`: a circle with `a` cross-caps on one side, `b` on the other.
    G,
    /// (h) `ng -> (o(a/2), nb)`, a even: a circle between the handles and
    /// the cross-caps of `o(a/2) # nb`.
    H,
}

impl CutKind {
    /// All kinds, in the paper's order.
    pub const ALL: [CutKind; 8] = [
        CutKind::A,
        CutKind::B,
        CutKind::C,
        CutKind::D,
        CutKind::E,
        CutKind::F,
        CutKind::G,
        CutKind::H,
    ];

    /// The paper's letter, `'a'` to `'h'`.
    pub const fn letter(self) -> char {
        match self {
            CutKind::A => 'a',
            CutKind::B => 'b',
            CutKind::C => 'c',
            CutKind::D => 'd',
            CutKind::E => 'e',
            CutKind::F => 'f',
            CutKind::G => 'g',
            CutKind::H => 'h',
        }
    }

    /// The kind for a letter `a`..`h` (either case).
    pub fn from_letter(c: char) -> Option<CutKind> {
        CutKind::ALL
            .into_iter()
            .find(|k| k.letter() == c.to_ascii_lowercase())
    }

    /// True for the kinds with a split parameter: (b), (g) and (h).
    pub const fn is_split(self) -> bool {
        matches!(self, CutKind::B | CutKind::G | CutKind::H)
    }

    /// True for the kinds that apply to orientable surfaces, (a) and (b).
    pub const fn is_orientable_kind(self) -> bool {
        matches!(self, CutKind::A | CutKind::B)
    }

    /// What the curve J does, in a few words.
    pub const fn summary(self) -> &'static str {
        match self {
            CutKind::A => "meridian of one handle",
            CutKind::B => "separating circle between handles",
            CutKind::C => "one-sided curve through one cross-cap",
            CutKind::D => "through the one cross-cap of the mixed form",
            CutKind::E => "two-sided curve through two cross-caps",
            CutKind::F => "through the two cross-caps of the mixed form",
            CutKind::G => "separating circle between cross-caps",
            CutKind::H => "separating circle between handles and cross-caps",
        }
    }
}

impl fmt::Display for CutKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({})", self.letter())
    }
}
