//! The parameter of a split cut ((b), (g) and (h)): which values it takes
//! on a surface.

use super::kind::CutKind;
use crate::games::manifold::surface::Surface;

/// The admissible values of a split parameter `a`: `first, first + step, ..., last`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct SplitRange {
    /// Smallest `a`.
    pub first: u64,
    /// Largest `a`.
    pub last: u64,
    /// 1, or 2 for (h) whose `a` is even.
    pub step: u64,
}

impl SplitRange {
    /// How many values the range holds.
    pub const fn len(self) -> u64 {
        (self.last - self.first) / self.step + 1
    }

    /// Never empty: a range exists only when the kind has a member.
    pub const fn is_empty(self) -> bool {
        false
    }

    /// True when `a` is one of the range's values.
    pub const fn contains(self, a: u64) -> bool {
        a >= self.first && a <= self.last && (a - self.first) % self.step == 0
    }

    /// The `i`-th value (0-based).
    pub const fn nth(self, i: u64) -> u64 {
        self.first + i * self.step
    }
}

/// The range of the split parameter `a` of a split kind on a surface, or
/// `None` when the kind has no member there. (b) and (g) are unordered, so
/// `a <= b`; for (h), `a` is the even number of cross-caps that become `a/2`
/// handles, and `b >= 1`.
pub fn split_range(surface: Surface, kind: CutKind) -> Option<SplitRange> {
    let g = surface.genus();
    let fits = surface.is_orientable() == kind.is_orientable_kind() && !surface.is_sphere();
    match kind {
        CutKind::B | CutKind::G if fits && g >= 2 => Some(SplitRange {
            first: 1,
            last: g / 2,
            step: 1,
        }),
        CutKind::H if fits && g >= 3 => Some(SplitRange {
            first: 2,
            last: (g - 1) & !1,
            step: 2,
        }),
        _ => None,
    }
}
