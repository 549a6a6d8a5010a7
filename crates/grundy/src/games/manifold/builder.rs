//! Building a surface one handle or cross-cap at a time, normalised by the
//! classification (Theorem 1.2, Corollary 1.3), with the reason for each step.

use super::surface::{Form, Surface};
use std::fmt;

/// What can be attached to a surface.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Feature {
    /// A handle: connected sum with a torus.
    Handle,
    /// A cross-cap: connected sum with a projective plane.
    CrossCap,
}

impl Feature {
    /// The surface the feature is a connected sum with.
    pub const fn surface(self) -> Surface {
        match self {
            Feature::Handle => Surface::orientable(1),
            Feature::CrossCap => Surface::nonorientable(1),
        }
    }
}

impl fmt::Display for Feature {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Feature::Handle => "handle",
            Feature::CrossCap => "cross-cap",
        })
    }
}

/// One step of the builder: what was added and why the result is what it is.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct BuildStep {
    /// The feature attached.
    pub added: Feature,
    /// The surface before.
    pub before: Surface,
    /// The normalised surface after.
    pub after: Surface,
    /// The rule that gives `after`, in words.
    pub reason: String,
}

/// Attaches one feature; `None` when the genus would exceed `u64::MAX`.
pub fn attach(before: Surface, added: Feature) -> Option<BuildStep> {
    let after = before.connected_sum(added.surface())?;
    let (g, h) = (before.genus(), after.genus());
    let reason = match (before.is_sphere(), before.is_orientable(), added) {
        (true, _, Feature::Handle) => "a sphere with one handle is the torus o1".to_string(),
        (true, _, Feature::CrossCap) => {
            "a sphere with one cross-cap is the projective plane n1".to_string()
        }
        (false, true, Feature::Handle) => format!("handles add up: o{g} # o1 = o{h}"),
        (false, false, Feature::CrossCap) => format!("cross-caps add up: n{g} # n1 = n{h}"),
        (false, true, Feature::CrossCap) => format!(
            "o{g} # n1 = n{h}: next to a cross-cap, every handle turns into two cross-caps \
             (Theorem 1.2: a torus plus a projective plane is three projective planes)"
        ),
        (false, false, Feature::Handle) => format!(
            "n{g} # o1 = n{h}: next to a cross-cap, a handle turns into two cross-caps \
             (Theorem 1.2: a torus plus a projective plane is three projective planes)"
        ),
    };
    Some(BuildStep {
        added,
        before,
        after,
        reason,
    })
}

/// Builds a surface from a sphere by attaching `features` in order, keeping
/// every step; stops early if the genus would overflow.
pub fn build(features: &[Feature]) -> Vec<BuildStep> {
    let mut steps: Vec<BuildStep> = Vec::with_capacity(features.len());
    let mut s = Surface::SPHERE;
    for &f in features {
        match attach(s, f) {
            Some(step) => {
                s = step.after;
                steps.push(step);
            }
            None => break,
        }
    }
    steps
}

/// What was attached, counted as handles and cross-caps before normalising
/// (`o2 # n1`).
pub fn raw_form(features: &[Feature]) -> Form {
    let handles = features.iter().filter(|&&f| f == Feature::Handle).count() as u64;
    Form {
        handles,
        cross_caps: features.len() as u64 - handles,
    }
}

/// The Euler characteristic of a form worked out: `2 − 2·1 − 1 = −1`.
pub fn euler_working(form: Form) -> String {
    let mut text = String::from("2");
    if form.handles > 0 {
        text.push_str(&format!(" − 2·{}", form.handles));
    }
    if form.cross_caps > 0 {
        text.push_str(&format!(" − {}", form.cross_caps));
    }
    if form.handles > 0 || form.cross_caps > 0 {
        text.push_str(&format!(" = {}", signed(form.euler_characteristic())));
    }
    text
}

/// A number with a typographic minus for negatives.
pub fn signed(n: i128) -> String {
    if n < 0 {
        format!("−{}", n.unsigned_abs())
    } else {
        n.to_string()
    }
}

/// The features as letters, `h` for a handle and `c` for a cross-cap (for
/// an address), and back.
pub fn features_text(features: &[Feature]) -> String {
    features
        .iter()
        .map(|f| match f {
            Feature::Handle => 'h',
            Feature::CrossCap => 'c',
        })
        .collect()
}

/// Reads [`features_text`]; `None` for any other letter.
pub fn parse_features(text: &str) -> Option<Vec<Feature>> {
    text.chars()
        .map(|c| match c {
            'h' => Some(Feature::Handle),
            'c' => Some(Feature::CrossCap),
            _ => None,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn handle_then_cross_cap_is_n3() {
        let steps = build(&[Feature::Handle, Feature::CrossCap]);
        assert_eq!(steps[1].after, Surface::nonorientable(3));
        assert!(steps[1].reason.contains("Theorem 1.2"));
    }

    #[test]
    fn order_does_not_matter() {
        let a = build(&[Feature::CrossCap, Feature::Handle, Feature::Handle]);
        let b = build(&[Feature::Handle, Feature::Handle, Feature::CrossCap]);
        assert_eq!(a.last().unwrap().after, Surface::nonorientable(5));
        assert_eq!(b.last().unwrap().after, Surface::nonorientable(5));
    }

    #[test]
    fn raw_form_counts_what_was_attached() {
        let f = raw_form(&[Feature::Handle, Feature::CrossCap, Feature::Handle]);
        assert_eq!((f.handles, f.cross_caps), (2, 1));
        assert_eq!(f.to_string(), "o2 # n1");
    }

    #[test]
    fn euler_working_of_a_handle_and_a_cross_cap_is_minus_one() {
        let f = raw_form(&[Feature::Handle, Feature::CrossCap]);
        assert_eq!(euler_working(f), "2 − 2·1 − 1 = −1");
        assert_eq!(f.euler_characteristic(), -1);
        assert_eq!(Surface::nonorientable(3).euler_characteristic(), -1);
        assert_eq!(f.surface(), Some(Surface::nonorientable(3)));
    }

    #[test]
    fn euler_working_of_the_sphere_is_two() {
        assert_eq!(euler_working(raw_form(&[])), "2");
    }

    #[test]
    fn features_round_trip_as_letters() {
        let f = [Feature::Handle, Feature::CrossCap, Feature::Handle];
        assert_eq!(features_text(&f), "hch");
        assert_eq!(parse_features("hch").as_deref(), Some(&f[..]));
        assert_eq!(parse_features("hx"), None);
    }

    #[test]
    fn overflow_stops_the_builder() {
        assert_eq!(
            attach(Surface::nonorientable(u64::MAX), Feature::CrossCap),
            None
        );
        assert_eq!(
            attach(Surface::nonorientable(u64::MAX - 1), Feature::Handle),
            None
        );
    }
}
