//! The shapes a surface is drawn with: the rounded body, a handle's tube, a
//! cross-cap's circled X, and the sphere; and their fixed dimensions.

use super::labels::Fonts;
use super::model::{Diagram, Element, GroupFacts};
use super::number::num;
use super::style::Style;
use std::fmt::Write as _;

/// Where the laid-out parts are, for drawing the curve J.
pub(super) struct Body {
    pub top: f64,
    pub mid: f64,
    pub bottom: f64,
    /// Centres of the drawn handles, left to right.
    pub handles: Vec<f64>,
    /// Centres of the drawn cross-caps, left to right.
    pub cross_caps: Vec<f64>,
    /// The x of the separating curve of (b), (g), (h).
    pub separator: Option<f64>,
    pub width: f64,
    pub height: f64,
    /// The font sizes of the drawing.
    pub fonts: Fonts,
}

/// Half the height of the body: the radius of its rounded ends.
pub(super) const BODY_RADIUS: f64 = 36.0;
pub(super) const CROSS_CAP_RADIUS: f64 = 13.0;
/// A handle's tube: the outer and inner arcs' half-spans and heights above
/// the body, and the small fillet where the tube meets the body.
const HANDLE_OUTER: f64 = 29.0;
const HANDLE_INNER: f64 = 19.0;
pub(super) const HANDLE_OUTER_HEIGHT: f64 = 46.0;
pub(super) const HANDLE_INNER_HEIGHT: f64 = 36.0;
const FILLET: f64 = 5.0;
const SPHERE_RADIUS: f64 = 42.0;

/// The sphere: a circle with a faint equator, dimmed.
pub(super) fn sphere(label: String, compact: bool) -> Diagram {
    let r = SPHERE_RADIUS;
    let (cx, cy) = (r + 12.0, r + 10.0);
    let (left, right) = (cx - r, cx + r);
    let ry = r * 0.27;
    let elements = vec![Element::Group {
        class: "surface-body",
        facts: GroupFacts {
            opacity: Some("0.6"),
            ..GroupFacts::default()
        },
        children: vec![
            Element::Circle {
                cx,
                cy,
                r,
                style: Style::Fill,
            },
            Element::Circle {
                cx,
                cy,
                r,
                style: Style::Line,
            },
            // The equator: its back half dashed, its front half solid, so the
            // circle reads as a ball.
            Element::path(
                half_ellipse((left, cy), (right, cy), r, ry, true),
                Style::Hidden,
            ),
            Element::path(
                half_ellipse((left, cy), (right, cy), r, ry, false),
                Style::Mark,
            ),
        ],
    }];
    Diagram {
        width: 2.0 * cx,
        height: 2.0 * cy,
        label,
        handles: 0,
        cross_caps: 0,
        sphere: true,
        compact,
        caption: None,
        elements,
    }
}

/// The rounded body from `left` to `right` between `top` and `bottom`, its
/// top line broken where the tubes of the handles centred at `handles` rise
/// from it.
pub(super) fn body_outline(
    left: f64,
    right: f64,
    top: f64,
    bottom: f64,
    handles: &[f64],
) -> Element {
    let r = BODY_RADIUS;
    let capsule = format!(
        "M{l},{t} H{rr} A{r},{r} 0 0 1 {rr},{b} H{l} A{r},{r} 0 0 1 {l},{t} Z",
        l = num(left + r),
        rr = num(right - r),
        t = num(top),
        b = num(bottom),
        r = num(r)
    );
    let mut outline = format!("M{},{}", num(left + r), num(top));
    for &x in handles {
        let outer = HANDLE_OUTER + FILLET;
        let inner = HANDLE_INNER - FILLET;
        for (from, to) in [(x - outer, x - inner), (x + inner, x + outer)] {
            let _ = write!(outline, " H{} M{},{}", num(from), num(to), num(top));
        }
    }
    let _ = write!(
        outline,
        " H{rr} A{r},{r} 0 0 1 {rr},{b} H{l} A{r},{r} 0 0 1 {l},{t}",
        l = num(left + r),
        rr = num(right - r),
        t = num(top),
        b = num(bottom),
        r = num(r)
    );
    Element::group(
        "surface-body",
        vec![
            Element::path(capsule, Style::Fill),
            Element::path(outline, Style::Line),
        ],
    )
}

/// The arc of a handle's tube with half-span `half` and height `height`: half
/// an ellipse, flaring into the body's top line at both feet.
fn arch(x: f64, top: f64, half: f64, height: f64, outward: f64) -> String {
    format!(
        "M{a},{t} Q{l},{t} {l},{f} A{half},{ry} 0 0 1 {r},{f} Q{r},{t} {b},{t}",
        a = num(x - half - outward),
        b = num(x + half + outward),
        l = num(x - half),
        r = num(x + half),
        t = num(top),
        f = num(top - FILLET),
        half = num(half),
        ry = num(height - FILLET)
    )
}

/// One handle: a tube rising from the body's top and coming back, its hole
/// showing the body behind.
pub(super) fn handle(x: f64, top: f64) -> Element {
    let outer = arch(x, top, HANDLE_OUTER, HANDLE_OUTER_HEIGHT, FILLET);
    let inner = arch(x, top, HANDLE_INNER, HANDLE_INNER_HEIGHT, -FILLET);
    // The tube's fill: along the outer arc, back along the inner one.
    let tube = format!(
        "{outer} L{ir},{t} Q{r},{t} {r},{f} A{half},{ry} 0 0 0 {l},{f} Q{l},{t} {il},{t} Z",
        ir = num(x + HANDLE_INNER - FILLET),
        il = num(x - HANDLE_INNER + FILLET),
        r = num(x + HANDLE_INNER),
        l = num(x - HANDLE_INNER),
        t = num(top),
        f = num(top - FILLET),
        half = num(HANDLE_INNER),
        ry = num(HANDLE_INNER_HEIGHT - FILLET)
    );
    Element::group(
        "handle",
        vec![
            Element::path(tube, Style::Fill),
            Element::path(outer, Style::Line),
            Element::path(inner, Style::Line),
        ],
    )
}

/// One cross-cap: the standard circle with an X.
pub(super) fn cross_cap(x: f64, y: f64) -> Element {
    let r = CROSS_CAP_RADIUS;
    let d = r * std::f64::consts::FRAC_1_SQRT_2;
    let mark = format!(
        "M{},{} L{},{} M{},{} L{},{}",
        num(x - d),
        num(y - d),
        num(x + d),
        num(y + d),
        num(x - d),
        num(y + d),
        num(x + d),
        num(y - d)
    );
    Element::group(
        "cross-cap",
        vec![
            Element::Circle {
                cx: x,
                cy: y,
                r,
                style: Style::Fill,
            },
            Element::Circle {
                cx: x,
                cy: y,
                r,
                style: Style::Line,
            },
            Element::path(mark, Style::Mark),
        ],
    )
}

/// Half an ellipse with radii `rx`, `ry` from one end of a diameter to the
/// other, as an SVG path; `sweep` picks the side (clockwise when true).
pub(super) fn half_ellipse(
    from: (f64, f64),
    to: (f64, f64),
    rx: f64,
    ry: f64,
    sweep: bool,
) -> String {
    format!(
        "M{},{} A{},{} 0 0 {} {},{}",
        num(from.0),
        num(from.1),
        num(rx),
        num(ry),
        u8::from(sweep),
        num(to.0),
        num(to.1)
    )
}
