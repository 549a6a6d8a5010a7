//! The cuts of Theorem 2.1: every proper decomposition of a surface, what
//! each produces, and all of a surface's cuts one at a time ([`Cuts`]).

use super::closed::surface_value;
pub use super::surface::Form;
use super::surface::Surface;
use crate::Nimber;
use std::fmt;

mod kind;
mod range;
pub use kind::CutKind;
pub use range::{split_range, SplitRange};

/// The one or two surfaces a cut produces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pieces {
    items: [Surface; 2],
    len: usize,
}

impl Pieces {
    fn one(s: Surface) -> Pieces {
        Pieces {
            items: [s, Surface::SPHERE],
            len: 1,
        }
    }

    fn two(s: Surface, t: Surface) -> Pieces {
        Pieces {
            items: [s, t],
            len: 2,
        }
    }

    /// The surfaces as a slice.
    pub fn as_slice(&self) -> &[Surface] {
        &self.items[..self.len]
    }
}

impl std::ops::Deref for Pieces {
    type Target = [Surface];
    fn deref(&self) -> &[Surface] {
        self.as_slice()
    }
}

impl IntoIterator for Pieces {
    type Item = Surface;
    type IntoIter = std::iter::Take<std::array::IntoIter<Surface, 2>>;
    fn into_iter(self) -> Self::IntoIter {
        self.items.into_iter().take(self.len)
    }
}

/// Why a cut cannot be made.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum CutError {
    /// This kind of cut does not exist on this surface (for example (d) on an
    /// even genus, or any cut on the sphere).
    NotAvailable {
        /// The kind asked for.
        kind: CutKind,
        /// The surface.
        surface: Surface,
    },
    /// A split kind needs its parameter; use [`Cut::split`].
    NeedsParameter(CutKind),
    /// The split parameter is outside the kind's range.
    BadParameter {
        /// The kind asked for.
        kind: CutKind,
        /// The surface.
        surface: Surface,
        /// The parameter given.
        a: u64,
    },
}

impl fmt::Display for CutError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CutError::NotAvailable { kind, surface } => {
                write!(f, "cut {kind} is not possible on {surface}")
            }
            CutError::NeedsParameter(kind) => write!(f, "cut {kind} needs a split parameter"),
            CutError::BadParameter { kind, surface, a } => match split_range(*surface, *kind) {
                Some(r) => write!(
                    f,
                    "cut {kind} on {surface} takes a from {} to {}{}, not {a}",
                    r.first,
                    r.last,
                    if r.step == 2 { " in steps of 2" } else { "" }
                ),
                None => write!(f, "cut {kind} is not possible on {surface}"),
            },
        }
    }
}

impl std::error::Error for CutError {}

/// A legal cut of one surface: its kind, its split parameters, and what it
/// produces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Cut {
    surface: Surface,
    kind: CutKind,
    /// `(a, b)` for the split kinds, `a + b = g`.
    params: Option<(u64, u64)>,
}

/// How many cuts of `kind` the surface has.
pub fn count(surface: Surface, kind: CutKind) -> u64 {
    if kind.is_split() {
        return split_range(surface, kind).map_or(0, SplitRange::len);
    }
    u64::from(Cut::new(surface, kind).is_ok())
}

/// How many cuts the surface has in all (more than `u64::MAX` is possible).
pub fn total_count(surface: Surface) -> u128 {
    CutKind::ALL
        .into_iter()
        .map(|k| u128::from(count(surface, k)))
        .sum()
}

impl Cut {
    /// The cut of a kind without parameters: (a), (c), (d), (e) or (f).
    pub fn new(surface: Surface, kind: CutKind) -> Result<Cut, CutError> {
        if kind.is_split() {
            return Err(CutError::NeedsParameter(kind));
        }
        let g = surface.genus();
        let ok = !surface.is_sphere()
            && surface.is_orientable() == kind.is_orientable_kind()
            && match kind {
                CutKind::D => g % 2 == 1,
                CutKind::E => g >= 2,
                CutKind::F => g >= 2 && g % 2 == 0,
                _ => true,
            };
        if ok {
            Ok(Cut {
                surface,
                kind,
                params: None,
            })
        } else {
            Err(CutError::NotAvailable { kind, surface })
        }
    }

    /// The split cut of `kind` ((b), (g) or (h)) with parameter `a`; see
    /// [`split_range`] for the admissible values.
    pub fn split(surface: Surface, kind: CutKind, a: u64) -> Result<Cut, CutError> {
        if !kind.is_split() {
            return Err(CutError::NotAvailable { kind, surface });
        }
        let range = split_range(surface, kind).ok_or(CutError::NotAvailable { kind, surface })?;
        if !range.contains(a) {
            return Err(CutError::BadParameter { kind, surface, a });
        }
        Ok(Cut {
            surface,
            kind,
            params: Some((a, surface.genus() - a)),
        })
    }

    /// The cut of `kind` on `surface`, with its split parameter `a` for
    /// (b), (g) and (h) and none for the other kinds: a cut rebuilt from
    /// its parts, as a move's text or a link names it.
    pub fn from_parts(surface: Surface, kind: CutKind, a: Option<u64>) -> Result<Cut, CutError> {
        match a {
            Some(a) => Cut::split(surface, kind, a),
            None => Cut::new(surface, kind),
        }
    }

    /// The surface being cut.
    pub const fn surface(&self) -> Surface {
        self.surface
    }

    /// The kind, (a) to (h).
    pub const fn kind(&self) -> CutKind {
        self.kind
    }

    /// `(a, b)` with `a + b = g` for the split kinds, `None` otherwise.
    pub const fn params(&self) -> Option<(u64, u64)> {
        self.params
    }

    /// The form of the surface the curve is drawn on: `o((g-1)/2) # n1` for
    /// (d), `o((g-2)/2) # n2` for (f), `o(a/2) # nb` for (h), the surface
    /// itself for the rest.
    pub const fn drawn_on(&self) -> Form {
        let g = self.surface.genus();
        match (self.kind, self.params) {
            (CutKind::A | CutKind::B, _) => Form {
                handles: g,
                cross_caps: 0,
            },
            (CutKind::D, _) => Form {
                handles: (g - 1) / 2,
                cross_caps: 1,
            },
            (CutKind::F, _) => Form {
                handles: (g - 2) / 2,
                cross_caps: 2,
            },
            (CutKind::H, Some((a, b))) => Form {
                handles: a / 2,
                cross_caps: b,
            },
            _ => Form {
                handles: 0,
                cross_caps: g,
            },
        }
    }

    /// The surfaces the cut produces (one or two; capped spheres included).
    pub fn result(&self) -> Pieces {
        let g = self.surface.genus();
        let (o, n) = (Surface::orientable, Surface::nonorientable);
        match (self.kind, self.params) {
            (CutKind::A, _) => Pieces::one(o(g - 1)),
            (CutKind::C, _) => Pieces::one(n(g - 1)),
            (CutKind::D, _) => Pieces::one(o((g - 1) / 2)),
            (CutKind::E, _) => Pieces::one(n(g - 2)),
            (CutKind::F, _) => Pieces::one(o((g - 2) / 2)),
            (CutKind::B, Some((a, b))) => Pieces::two(o(a), o(b)),
            (CutKind::G, Some((a, b))) => Pieces::two(n(a), n(b)),
            (CutKind::H, Some((a, b))) => Pieces::two(o(a / 2), n(b)),
            (_, None) => unreachable!("split cuts are only built with parameters"),
        }
    }

    /// The G-value of what the cut produces (the nim-sum of its pieces).
    pub fn result_value(&self) -> Nimber {
        self.result().into_iter().map(surface_value).sum()
    }

    /// One line of plain language saying what the cut does.
    pub fn description(&self) -> String {
        let g = self.surface.genus();
        let form = self.drawn_on();
        let result = self
            .result()
            .iter()
            .map(|s| s.to_string())
            .collect::<Vec<_>>();
        match (self.kind, self.params) {
            (CutKind::A, _) => format!(
                "Cut around one handle and cap both holes: the handle is gone, leaving {}.",
                result[0]
            ),
            (CutKind::B, Some((a, b))) => format!(
                "Cut along a circle with {a} {} on one side and {b} on the other: two pieces, {} and {}.",
                plural(a, "handle", "handles"),
                result[0],
                result[1]
            ),
            (CutKind::C, _) => format!(
                "Cut along a one-sided curve through one cross-cap: it disappears, leaving {}.",
                result[0]
            ),
            (CutKind::D, _) => format!(
                "Seen as {form}, cut through the single cross-cap: it disappears, leaving {}.",
                result[0]
            ),
            (CutKind::E, _) => format!(
                "Cut along a curve through two cross-caps: both disappear, leaving {}.",
                result[0]
            ),
            (CutKind::F, _) => format!(
                "Seen as {form}, cut through both cross-caps: they disappear, leaving {}.",
                result[0]
            ),
            (CutKind::G, Some((a, b))) => format!(
                "Cut along a circle with {a} {} on one side and {b} on the other: two pieces, {} and {}.",
                plural(a, "cross-cap", "cross-caps"),
                result[0],
                result[1]
            ),
            (CutKind::H, Some((_, b))) => format!(
                "Seen as {form}, cut along a circle between the {} {} and the {b} {}: two pieces, {} and {}.",
                form.handles,
                plural(form.handles, "handle", "handles"),
                plural(b, "cross-cap", "cross-caps"),
                result[0],
                result[1]
            ),
            (_, None) => format!("Cut {} on genus {g}.", self.kind),
        }
    }
}

fn plural(n: u64, one: &'static str, many: &'static str) -> &'static str {
    if n == 1 {
        one
    } else {
        many
    }
}

impl fmt::Display for Cut {
    /// `(g) n7 -> n2 + n5`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let result: Vec<String> = self.result().iter().map(|s| s.to_string()).collect();
        write!(
            f,
            "{} {} -> {}",
            self.kind,
            self.surface,
            result.join(" + ")
        )
    }
}

/// Every cut of one surface, lazily, kind by kind in the paper's order and
/// each split kind by increasing `a`.
#[derive(Clone, Debug)]
pub struct Cuts {
    surface: Surface,
    kinds: std::slice::Iter<'static, CutKind>,
    current: Option<(CutKind, SplitRange, u64)>,
}

/// The kinds of an orientable surface, (a) and (b); the rest, (c) to (h),
/// are a nonorientable surface's.
const ORIENTABLE: usize = 2;

impl Cuts {
    /// All cuts of `surface` (none for the sphere).
    pub fn new(surface: Surface) -> Cuts {
        let kinds: &'static [CutKind] = if surface.is_sphere() {
            &[]
        } else if surface.is_orientable() {
            &CutKind::ALL[..ORIENTABLE]
        } else {
            &CutKind::ALL[ORIENTABLE..]
        };
        Cuts {
            surface,
            kinds: kinds.iter(),
            current: None,
        }
    }

    /// The cuts of one kind only.
    pub fn of_kind(surface: Surface, kind: CutKind) -> Cuts {
        let mut cuts = Cuts::new(surface);
        let only: &'static [CutKind] = match CutKind::ALL.iter().position(|&k| k == kind) {
            Some(i) if cuts.kinds.as_slice().contains(&kind) => &CutKind::ALL[i..=i],
            _ => &[],
        };
        cuts.kinds = only.iter();
        cuts
    }
}

impl Iterator for Cuts {
    type Item = Cut;

    fn next(&mut self) -> Option<Cut> {
        loop {
            if let Some((kind, range, i)) = self.current {
                if i < range.len() {
                    self.current = Some((kind, range, i + 1));
                    let a = range.nth(i);
                    return Some(Cut {
                        surface: self.surface,
                        kind,
                        params: Some((a, self.surface.genus() - a)),
                    });
                }
                self.current = None;
            }
            let &kind = self.kinds.next()?;
            if kind.is_split() {
                if let Some(range) = split_range(self.surface, kind) {
                    self.current = Some((kind, range, 0));
                }
            } else if let Ok(cut) = Cut::new(self.surface, kind) {
                return Some(cut);
            }
        }
    }
}

#[cfg(test)]
mod tests;
