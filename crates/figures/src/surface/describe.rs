//! The accessible names of the drawings, in words: what the surface is, the
//! handles and cross-caps drawn, and what the curve J does.

use super::model::drawn_form;
use crate::text::{count_in_words, plural, with_separators};
use grundy::manifold::{CutKind, Form};
use grundy::{Cut, Surface};
use std::fmt::Write as _;

/// "sphere with one handle and one cross-cap, o1 # n1".
pub fn form_name(form: Form) -> String {
    let parts = features_in_words(form);
    if parts.is_empty() {
        return "sphere".to_string();
    }
    format!("sphere with {}, {form}", parts.join(" and "))
}

/// The accessible name in words: "nonorientable surface of genus 5: five
/// cross-caps", with the cut's curve J appended when one is given.
pub fn accessible_name(surface: Surface, cut: Option<&Cut>) -> String {
    if surface.is_sphere() {
        return "sphere".to_string();
    }
    let kind = if surface.is_orientable() {
        "orientable"
    } else {
        "nonorientable"
    };
    let form = drawn_form(surface, cut);
    let mut name = format!(
        "{kind} surface of genus {}",
        with_separators(u128::from(surface.genus()))
    );
    if form.is_mixed() {
        let _ = write!(name, ", drawn as {form}");
    }
    let _ = write!(name, ": {}", features_in_words(form).join(" and "));
    if let Some(cut) = cut {
        let _ = write!(
            name,
            "; curve J of cut {} {}",
            cut.kind(),
            curve_in_words(cut)
        );
    }
    name
}

/// "two handles", "one cross-cap": the form's features that it has.
fn features_in_words(form: Form) -> Vec<String> {
    let mut parts = Vec::new();
    if form.handles > 0 {
        parts.push(count_in_words(form.handles, "handle", "handles"));
    }
    if form.cross_caps > 0 {
        parts.push(count_in_words(form.cross_caps, "cross-cap", "cross-caps"));
    }
    parts
}

/// What the curve J does, for the accessible name.
fn curve_in_words(cut: &Cut) -> String {
    let (a, b) = cut.params().unwrap_or((0, 0));
    let n = |n: u64| with_separators(u128::from(n));
    match cut.kind() {
        CutKind::A => "is a meridian around one handle".to_string(),
        CutKind::B => format!(
            "separates {} {} from {}",
            n(a),
            plural(a, "handle", "handles"),
            n(b)
        ),
        CutKind::C => "passes through one cross-cap".to_string(),
        CutKind::D => "passes through the single cross-cap".to_string(),
        CutKind::E => "passes through two cross-caps".to_string(),
        CutKind::F => "passes through both cross-caps".to_string(),
        CutKind::G => format!(
            "separates {} {} from {}",
            n(a),
            plural(a, "cross-cap", "cross-caps"),
            n(b)
        ),
        CutKind::H => format!(
            "separates {} {} from {} {}",
            n(a / 2),
            plural(a / 2, "handle", "handles"),
            n(b),
            plural(b, "cross-cap", "cross-caps")
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_support::{n, o};
    use super::*;

    #[test]
    fn accessible_names() {
        assert_eq!(
            accessible_name(n(5), None),
            "nonorientable surface of genus 5: five cross-caps"
        );
        assert_eq!(
            accessible_name(o(3), None),
            "orientable surface of genus 3: three handles"
        );
        assert_eq!(
            accessible_name(o(1), None),
            "orientable surface of genus 1: one handle"
        );
        assert_eq!(
            accessible_name(o(13), None),
            "orientable surface of genus 13: 13 handles"
        );
        assert_eq!(accessible_name(Surface::SPHERE, None), "sphere");
        let g = Cut::split(n(5), CutKind::G, 2).unwrap();
        assert_eq!(
            accessible_name(n(5), Some(&g)),
            "nonorientable surface of genus 5: five cross-caps; \
             curve J of cut (g) separates 2 cross-caps from 3"
        );
        let d = Cut::new(n(5), CutKind::D).unwrap();
        assert_eq!(
            accessible_name(n(5), Some(&d)),
            "nonorientable surface of genus 5, drawn as o2 # n1: two handles and one \
             cross-cap; curve J of cut (d) passes through the single cross-cap"
        );
    }

    #[test]
    fn thousands_separators() {
        let sep = |n: u64| with_separators(u128::from(n));
        assert_eq!(sep(0), "0");
        assert_eq!(sep(999), "999");
        assert_eq!(sep(1_000_000), "1,000,000");
        assert_eq!(sep(u64::MAX), "18,446,744,073,709,551,615");
    }
}
