//! Closed surfaces by the classification theorem: the sphere, `og` and `ng`.

use std::fmt;

/// Whether a surface is orientable (`o`) or not (`n`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Orientability {
    /// A sphere with handles, `og`.
    Orientable,
    /// A sphere with cross-caps, `ng`.
    Nonorientable,
}

/// A compact connected surface: `og` (a sphere with `g` handles) or `ng` (a
/// sphere with `g` cross-caps), by Theorem 1.1.
///
/// The sphere `o0 = n0` has the single form `o0`, so equal surfaces compare
/// equal. Orientable surfaces order before nonorientable ones, each by genus.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(try_from = "String", into = "String")
)]
pub struct Surface {
    orientability: Orientability,
    genus: u64,
}

impl Surface {
    /// The sphere `o0 = n0`.
    pub const SPHERE: Surface = Surface {
        orientability: Orientability::Orientable,
        genus: 0,
    };

    /// `og`, the connected sum of `g` tori.
    pub const fn orientable(genus: u64) -> Surface {
        Surface {
            orientability: Orientability::Orientable,
            genus,
        }
    }

    /// `ng`, the connected sum of `g` projective planes (`n0` is the sphere).
    pub const fn nonorientable(genus: u64) -> Surface {
        if genus == 0 {
            Surface::SPHERE
        } else {
            Surface {
                orientability: Orientability::Nonorientable,
                genus,
            }
        }
    }

    /// A surface of the given kind and genus.
    pub const fn new(orientability: Orientability, genus: u64) -> Surface {
        match orientability {
            Orientability::Orientable => Surface::orientable(genus),
            Orientability::Nonorientable => Surface::nonorientable(genus),
        }
    }

    /// Orientable or not; the sphere counts as orientable.
    pub const fn orientability(self) -> Orientability {
        self.orientability
    }

    /// True for `og`, including the sphere.
    pub const fn is_orientable(self) -> bool {
        matches!(self.orientability, Orientability::Orientable)
    }

    /// The genus: handles for `og`, cross-caps for `ng`.
    pub const fn genus(self) -> u64 {
        self.genus
    }

    /// True for the sphere, from which no cut is possible.
    pub const fn is_sphere(self) -> bool {
        self.genus == 0
    }

    /// The Euler characteristic: `2 - 2g` for `og`, `2 - g` for `ng`.
    pub const fn euler_characteristic(self) -> i128 {
        let g = self.genus as i128;
        match self.orientability {
            Orientability::Orientable => 2 - 2 * g,
            Orientability::Nonorientable => 2 - g,
        }
    }

    /// The surface's common name, where it has one.
    pub const fn common_name(self) -> Option<&'static str> {
        match (self.orientability, self.genus) {
            (_, 0) => Some("sphere"),
            (Orientability::Orientable, 1) => Some("torus"),
            (Orientability::Orientable, 2) => Some("double torus"),
            (Orientability::Orientable, 3) => Some("triple torus"),
            (Orientability::Nonorientable, 1) => Some("projective plane"),
            (Orientability::Nonorientable, 2) => Some("Klein bottle"),
            (Orientability::Nonorientable, 3) => Some("Dyck's surface"),
            _ => None,
        }
    }

    /// A description in words: "nonorientable surface of genus 5", or the
    /// common name followed by that ("torus, orientable surface of genus 1").
    pub fn describe(self) -> String {
        let kind = match (self.is_sphere(), self.orientability) {
            (true, _) => return "sphere, genus 0".to_string(),
            (false, Orientability::Orientable) => "orientable",
            (false, Orientability::Nonorientable) => "nonorientable",
        };
        let words = format!("{kind} surface of genus {}", self.genus);
        match self.common_name() {
            Some(name) => format!("{name}, {words}"),
            None => words,
        }
    }

    /// The connected sum, normalised by Theorem 1.2 and Corollary 1.3:
    /// `o(a) # o(b) = o(a+b)`, `o(a) # n(b) = n(2a+b)` for `b > 0`,
    /// `n(a) # n(b) = n(a+b)`. `None` when the genus would exceed `u64`.
    pub fn connected_sum(self, other: Surface) -> Option<Surface> {
        use Orientability::*;
        match (self.orientability, other.orientability) {
            (Orientable, Orientable) => {
                Some(Surface::orientable(self.genus.checked_add(other.genus)?))
            }
            (Nonorientable, Nonorientable) => {
                Some(Surface::nonorientable(self.genus.checked_add(other.genus)?))
            }
            (Orientable, Nonorientable) => {
                let g = self.genus.checked_mul(2)?.checked_add(other.genus)?;
                Some(Surface::nonorientable(g))
            }
            (Nonorientable, Orientable) => other.connected_sum(self),
        }
    }
}

/// A surface written as a sphere with handles and cross-caps, `o(h) # n(c)`:
/// the picture a cut is drawn on (Corollary 1.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Form {
    /// Number of handles.
    pub handles: u64,
    /// Number of cross-caps.
    pub cross_caps: u64,
}

impl Form {
    /// True when the form has both handles and cross-caps, so it differs
    /// from the surface's own `ng` picture.
    pub const fn is_mixed(self) -> bool {
        self.handles > 0 && self.cross_caps > 0
    }
}

impl fmt::Display for Form {
    /// `o2 # n1`; a pure form is written as the surface itself (`n5`, `o3`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.handles, self.cross_caps) {
            (h, 0) => write!(f, "o{h}"),
            (0, c) => write!(f, "n{c}"),
            (h, c) => write!(f, "o{h} # n{c}"),
        }
    }
}

impl Form {
    /// The surface's own picture: `og` as `g` handles, `ng` as `g` cross-caps.
    pub const fn of(surface: Surface) -> Form {
        match surface.orientability() {
            Orientability::Orientable => Form {
                handles: surface.genus(),
                cross_caps: 0,
            },
            Orientability::Nonorientable => Form {
                handles: 0,
                cross_caps: surface.genus(),
            },
        }
    }

    /// The Euler characteristic of a sphere with these handles and
    /// cross-caps, `2 - 2h - c`, the same as the surface it normalises to.
    pub const fn euler_characteristic(self) -> i128 {
        2 - 2 * self.handles as i128 - self.cross_caps as i128
    }

    /// The surface this form is, by Theorem 1.2 and Corollary 1.3; `None`
    /// when its genus would exceed `u64::MAX`.
    pub fn surface(self) -> Option<Surface> {
        Surface::orientable(self.handles).connected_sum(Surface::nonorientable(self.cross_caps))
    }
}

impl fmt::Display for Surface {
    /// The paper's notation: `o3`, `n5`; the sphere is `o0`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let letter = if self.is_orientable() { 'o' } else { 'n' };
        write!(f, "{letter}{}", self.genus)
    }
}

impl From<Surface> for String {
    fn from(s: Surface) -> String {
        s.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn n0_is_the_sphere() {
        assert_eq!(Surface::nonorientable(0), Surface::SPHERE);
        assert_eq!(Surface::nonorientable(0).to_string(), "o0");
    }

    #[test]
    fn torus_plus_projective_plane_is_three_cross_caps() {
        let t = Surface::orientable(1);
        let p = Surface::nonorientable(1);
        assert_eq!(t.connected_sum(p), Some(Surface::nonorientable(3)));
        assert_eq!(p.connected_sum(t), Some(Surface::nonorientable(3)));
    }

    #[test]
    fn sphere_is_the_identity_of_connected_sum() {
        for s in [Surface::orientable(4), Surface::nonorientable(3)] {
            assert_eq!(s.connected_sum(Surface::SPHERE), Some(s));
            assert_eq!(Surface::SPHERE.connected_sum(s), Some(s));
        }
    }

    #[test]
    fn connected_sum_reports_overflow() {
        let big = Surface::orientable(u64::MAX);
        assert_eq!(big.connected_sum(Surface::orientable(1)), None);
        assert_eq!(big.connected_sum(Surface::nonorientable(1)), None);
    }

    #[test]
    fn euler_characteristic_at_the_extremes() {
        assert_eq!(Surface::SPHERE.euler_characteristic(), 2);
        assert_eq!(Surface::nonorientable(2).euler_characteristic(), 0);
        assert_eq!(
            Surface::orientable(u64::MAX).euler_characteristic(),
            2 - 2 * i128::from(u64::MAX)
        );
    }

    #[test]
    fn names() {
        assert_eq!(
            Surface::nonorientable(2).common_name(),
            Some("Klein bottle")
        );
        assert_eq!(Surface::nonorientable(9).common_name(), None);
        assert_eq!(
            Surface::nonorientable(5).describe(),
            "nonorientable surface of genus 5"
        );
    }
}
