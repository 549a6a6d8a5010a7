//! The curve J of each kind of cut, drawn on the laid-out form, with its
//! letter J.

use super::model::{Element, GroupFacts};
use super::number::num;
use super::shapes::{
    half_ellipse, Body, BODY_RADIUS, CROSS_CAP_RADIUS, HANDLE_INNER_HEIGHT, HANDLE_OUTER_HEIGHT,
};
use super::style::{Style, CURVE_LABEL_SIZE};
use grundy::manifold::CutKind;
use grundy::Cut;

/// The height of a capital letter over its baseline, as a share of the font
/// size (generous for the serif faces J is set in).
const CAP_HEIGHT: f64 = 0.75;

/// The room above the body's top line that the letter J of `kind` needs at
/// font size `size`: (a) writes it above a handle's arch, (b), (g), (h)
/// above the separating circle; the rest inside the body.
pub(super) fn room_above(kind: Option<CutKind>, size: f64) -> f64 {
    let baseline = match kind {
        // Two below the top of the meridian loop.
        Some(CutKind::A) => -(meridian_top(0.0) + 2.0),
        Some(CutKind::B | CutKind::G | CutKind::H) => size / 2.0,
        _ => return 0.0,
    };
    baseline + CAP_HEIGHT * size + 1.0
}

/// The curve J of a cut, on the laid-out form.
pub(super) fn curve_j(cut: &Cut, body: &Body) -> Element {
    let size = body.fonts.curve;
    let mut children = match cut.kind() {
        CutKind::A => meridian(body.handles[0], body.top, size),
        CutKind::B | CutKind::G | CutKind::H => {
            separating_circle(body.separator.unwrap_or(body.width / 2.0), body, size)
        }
        CutKind::C | CutKind::D => through_one(body.cross_caps[0], body.mid, size),
        CutKind::E | CutKind::F => {
            through_two(body.cross_caps[0], body.cross_caps[1], body.mid, size)
        }
    };
    // Front strokes after hidden ones, the letter last, so J sits on top.
    children.sort_by_key(|e| match e {
        Element::Path {
            style: Style::CurveHidden,
            ..
        } => 0,
        Element::Path { .. } => 1,
        _ => 2,
    });
    Element::Group {
        class: "curve-j",
        facts: GroupFacts {
            kind: Some(cut.kind().letter()),
            ..GroupFacts::default()
        },
        children,
    }
}

/// The letter J at font size `size`, with its baseline at `y`.
fn letter(x: f64, y: f64, size: f64) -> Element {
    Element::text_at(x, y, "J", Style::CurveLabel, size)
}

/// How much a letter J larger than its smallest size moves aside, to keep
/// clear of the curve it names.
fn growth(size: f64) -> f64 {
    (size - CURVE_LABEL_SIZE) / 4.0
}

/// The top of the meridian loop of (a), over a handle on the body's top line `top`.
fn meridian_top(top: f64) -> f64 {
    top - HANDLE_OUTER_HEIGHT - 8.0
}

/// (a): a small loop around the tube at the top of a handle, its back half dotted.
fn meridian(x: f64, top: f64, size: f64) -> Vec<Element> {
    let (upper, lower) = (meridian_top(top), top - HANDLE_INNER_HEIGHT + 8.0);
    let ry = (lower - upper) / 2.0;
    let rx = 8.5;
    vec![
        Element::path(
            half_ellipse((x, upper), (x, lower), rx, ry, true),
            Style::Curve,
        ),
        Element::path(
            half_ellipse((x, lower), (x, upper), rx, ry, true),
            Style::CurveHidden,
        ),
        letter(x - 22.0 - growth(size), upper + 2.0, size),
    ]
}

/// (b), (g), (h): a circle around the body, its front half solid and its back half dotted.
fn separating_circle(x: f64, body: &Body, size: f64) -> Vec<Element> {
    let rx = 10.0;
    let arc = |from: f64, to: f64| half_ellipse((x, from), (x, to), rx, BODY_RADIUS, true);
    vec![
        Element::path(arc(body.top, body.bottom), Style::Curve),
        Element::path(arc(body.bottom, body.top), Style::CurveHidden),
        letter(x, body.top - size / 2.0, size),
    ]
}

/// (c), (d): leaving the cross-cap at its top and coming back at the
/// antipodal bottom point, which the cross-cap identifies: a closed one-sided
/// curve. The dotted chord shows the passage through the cross-cap.
fn through_one(x: f64, y: f64, size: f64) -> Vec<Element> {
    let r = CROSS_CAP_RADIUS;
    let reach = 3.6 * r;
    vec![
        Element::path(
            format!(
                "M{x},{t} C{o},{ct} {o},{cb} {x},{b}",
                x = num(x),
                t = num(y - r),
                b = num(y + r),
                o = num(x + reach),
                ct = num(y - 2.6 * r),
                cb = num(y + 2.6 * r)
            ),
            Style::Curve,
        ),
        chord(x, y),
        letter(x + 2.7 * r + 11.0 + growth(size), centred(y, size), size),
    ]
}

/// (e), (f): through two cross-caps: over from one top to the other, under
/// from one bottom to the other, and through both; a two-sided curve.
fn through_two(x1: f64, x2: f64, y: f64, size: f64) -> Vec<Element> {
    let r = CROSS_CAP_RADIUS;
    let bulge = 1.6 * r;
    let arc = |from_y: f64, control_y: f64| {
        format!(
            "M{a},{f} C{a},{c} {b},{c} {b},{f}",
            a = num(x1),
            b = num(x2),
            f = num(from_y),
            c = num(control_y)
        )
    };
    vec![
        Element::path(arc(y - r, y - r - bulge), Style::Curve),
        Element::path(arc(y + r, y + r + bulge), Style::Curve),
        chord(x1, y),
        chord(x2, y),
        letter((x1 + x2) / 2.0, centred(y, size), size),
    ]
}

/// The baseline that centres a capital of font size `size` on the line `y`.
fn centred(y: f64, size: f64) -> f64 {
    y + size * 0.375
}

/// The dotted passage of J through a cross-cap, top to bottom.
fn chord(x: f64, y: f64) -> Element {
    let r = CROSS_CAP_RADIUS;
    Element::path(
        format!("M{x},{t} V{b}", x = num(x), t = num(y - r), b = num(y + r)),
        Style::CurveHidden,
    )
}

#[cfg(test)]
mod tests {
    use super::super::test_support::{count, curve_kind, every_cut_of, every_kind, letters, n, o};
    use super::super::{layout, MAX_FEATURES};
    use super::*;

    #[test]
    fn every_kind_draws_its_curve_j() {
        for cut in every_kind() {
            for compact in [false, true] {
                let d = layout(cut.surface(), Some(&cut), compact);
                let letter = cut.kind().letter().to_string();
                assert_eq!(curve_kind(&d), Some(letter), "{cut}");
            }
        }
    }

    #[test]
    fn every_kind_draws_its_curve_j_at_huge_genus() {
        let g = 1_000_000_000_000_000;
        let cuts = [
            Cut::new(o(g), CutKind::A).unwrap(),
            Cut::split(o(g), CutKind::B, g / 2).unwrap(),
            Cut::new(n(g + 1), CutKind::C).unwrap(),
            Cut::new(n(g + 1), CutKind::D).unwrap(),
            Cut::new(n(g), CutKind::E).unwrap(),
            Cut::new(n(g), CutKind::F).unwrap(),
            Cut::split(n(g), CutKind::G, 1).unwrap(),
            Cut::split(n(g), CutKind::H, 2).unwrap(),
        ];
        for cut in cuts {
            let d = layout(cut.surface(), Some(&cut), false);
            assert!(curve_kind(&d).is_some(), "{cut}");
            assert!(count(&d, "handle") as u64 <= MAX_FEATURES);
            assert!(count(&d, "cross-cap") as u64 <= MAX_FEATURES);
        }
    }

    #[test]
    fn the_letter_j_stays_inside_the_drawing() {
        let genera = [1, 2, 3, 4, 5, 8, 9, 40, 1_000_000_000_000_000, u64::MAX];
        for surface in genera.into_iter().flat_map(|g| [o(g), n(g)]) {
            for cut in every_cut_of(surface) {
                for compact in [false, true] {
                    let d = layout(surface, Some(&cut), compact);
                    let letters = letters(&d);
                    assert_eq!(letters.len(), 1, "{cut}");
                    for (x, y, size) in letters {
                        assert!(y - CAP_HEIGHT * size >= 0.0, "{cut}: J above the top");
                        assert!(x > 0.0 && x < d.width && y < d.height, "{cut}");
                    }
                }
            }
        }
    }
}
