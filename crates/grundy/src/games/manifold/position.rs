//! Positions: finite collections of surfaces, and moves between them.

use super::closed::surface_value;
use super::cut::{Cut, Cuts};
use super::surface::Surface;
use crate::Nimber;
use std::fmt;

/// A position of the game: a collection of surfaces, in the order given.
///
/// Order matters only for display and for naming a component by its index;
/// [`Position::canonical`] gives the order-free form. Spheres are kept,
/// since the game ends with a collection of spheres.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(try_from = "String", into = "String")
)]
pub struct Position {
    surfaces: Vec<Surface>,
}

/// A move: a cut on one component of a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Move {
    /// Index of the surface that is cut.
    pub component: usize,
    /// The cut.
    pub cut: Cut,
}

/// Why a move cannot be applied to a position.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum MoveError {
    /// The component index is past the end of the position.
    NoSuchComponent {
        /// The index asked for.
        component: usize,
        /// How many surfaces the position has.
        len: usize,
    },
    /// The cut belongs to another surface than the one at that index.
    WrongSurface {
        /// The index asked for.
        component: usize,
        /// The surface found there.
        found: Surface,
        /// The surface the cut was made for.
        expected: Surface,
    },
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::NoSuchComponent { component, len } => {
                write!(f, "there is no surface {component}: the position has {len}")
            }
            MoveError::WrongSurface {
                component,
                found,
                expected,
            } => write!(
                f,
                "surface {component} is {found}, but the cut is for {expected}"
            ),
        }
    }
}

impl std::error::Error for MoveError {}

impl Position {
    /// A position holding these surfaces in this order.
    pub fn new(surfaces: Vec<Surface>) -> Position {
        Position { surfaces }
    }

    /// The surfaces, in order.
    pub fn surfaces(&self) -> &[Surface] {
        &self.surfaces
    }

    /// How many surfaces, spheres included.
    pub fn len(&self) -> usize {
        self.surfaces.len()
    }

    /// True when the position holds no surface at all.
    pub fn is_empty(&self) -> bool {
        self.surfaces.is_empty()
    }

    /// Appends a surface.
    pub fn push(&mut self, s: Surface) {
        self.surfaces.push(s);
    }

    /// Removes and returns the surface at `index`, if there is one.
    pub fn remove(&mut self, index: usize) -> Option<Surface> {
        (index < self.surfaces.len()).then(|| self.surfaces.remove(index))
    }

    /// True when no move is possible: every surface is a sphere.
    pub fn is_terminal(&self) -> bool {
        self.surfaces.iter().all(|s| s.is_sphere())
    }

    /// The same collection in sorted order, so that equal multisets compare equal.
    pub fn canonical(&self) -> Position {
        let mut surfaces = self.surfaces.clone();
        surfaces.sort_unstable();
        Position { surfaces }
    }

    /// The G-value: the nim-sum of the surfaces' values (Sprague-Grundy).
    pub fn value(&self) -> Nimber {
        self.surfaces.iter().map(|&s| surface_value(s)).sum()
    }

    /// The G-values of the surfaces, in order.
    pub fn values(&self) -> Vec<Nimber> {
        self.surfaces.iter().map(|&s| surface_value(s)).collect()
    }

    /// Every legal move, component by component, lazily: a surface of genus
    /// g has about 3g/2 cuts.
    pub fn moves(&self) -> impl Iterator<Item = Move> + '_ {
        self.surfaces
            .iter()
            .enumerate()
            .flat_map(|(component, &s)| Cuts::new(s).map(move |cut| Move { component, cut }))
    }

    /// The position after `mv`: the cut surface is replaced, in place, by
    /// the surfaces the cut produces. The position itself is unchanged.
    pub fn apply(&self, mv: &Move) -> Result<Position, MoveError> {
        let found = *self
            .surfaces
            .get(mv.component)
            .ok_or(MoveError::NoSuchComponent {
                component: mv.component,
                len: self.len(),
            })?;
        if found != mv.cut.surface() {
            return Err(MoveError::WrongSurface {
                component: mv.component,
                found,
                expected: mv.cut.surface(),
            });
        }
        let mut surfaces = Vec::with_capacity(self.len() + 1);
        surfaces.extend_from_slice(&self.surfaces[..mv.component]);
        surfaces.extend(mv.cut.result());
        surfaces.extend_from_slice(&self.surfaces[mv.component + 1..]);
        Ok(Position { surfaces })
    }

    /// The G-value of the position after `mv`, without building it.
    /// The caller guarantees `mv` is legal here.
    pub fn value_after(&self, mv: &Move) -> Nimber {
        self.value() ^ surface_value(mv.cut.surface()) ^ mv.cut.result_value()
    }
}

impl FromIterator<Surface> for Position {
    fn from_iter<I: IntoIterator<Item = Surface>>(iter: I) -> Position {
        Position::new(iter.into_iter().collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::manifold::CutKind;

    #[test]
    fn applying_a_split_replaces_the_surface_in_place() {
        let p: Position = "o1 + n4 + o2".parse().unwrap();
        let cut = Cut::split(Surface::nonorientable(4), CutKind::G, 1).unwrap();
        let q = p.apply(&Move { component: 1, cut }).unwrap();
        assert_eq!(q.to_string(), "o1 + n1 + n3 + o2");
    }

    #[test]
    fn applying_a_cut_to_the_wrong_surface_fails() {
        let p: Position = "o1".parse().unwrap();
        let cut = Cuts::new(Surface::nonorientable(2)).next().unwrap();
        assert!(matches!(
            p.apply(&Move { component: 0, cut }),
            Err(MoveError::WrongSurface { .. })
        ));
        assert!(matches!(
            p.apply(&Move { component: 3, cut }),
            Err(MoveError::NoSuchComponent { .. })
        ));
    }

    #[test]
    fn value_after_matches_the_applied_position() {
        let p: Position = "o3 + n5 + n7".parse().unwrap();
        for mv in p.moves() {
            assert_eq!(p.value_after(&mv), p.apply(&mv).unwrap().value());
        }
    }
}
