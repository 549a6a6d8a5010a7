//! Every cut of a surface, one at a time: Theorem 2.1's kinds in the
//! paper's order, and each split kind by increasing parameter.

use super::{split_range, Cut, CutKind, SplitRange};
use crate::games::manifold::surface::Surface;

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
