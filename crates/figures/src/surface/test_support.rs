//! Helpers shared by the diagram tests: surfaces, cuts, and finding
//! elements in a laid-out drawing.

use super::style::Style;
use super::{Diagram, Element};
use grundy::manifold::{split_range, CutKind};
use grundy::{Cut, Surface};

pub fn o(g: u64) -> Surface {
    Surface::orientable(g)
}

pub fn n(g: u64) -> Surface {
    Surface::nonorientable(g)
}

fn groups<'a>(elements: &'a [Element], class: &str, found: &mut Vec<&'a Element>) {
    for e in elements {
        if let Element::Group { class: c, .. } = e {
            if *c == class {
                found.push(e);
            }
        }
        groups(e.children(), class, found);
    }
}

/// How many groups of `class` the drawing holds.
pub fn count(d: &Diagram, class: &str) -> usize {
    let mut found = Vec::new();
    groups(&d.elements, class, &mut found);
    found.len()
}

/// The `data-kind` of the drawing's one `curve-j` group.
pub fn curve_kind(d: &Diagram) -> Option<String> {
    let mut found = Vec::new();
    groups(&d.elements, "curve-j", &mut found);
    match found.as_slice() {
        [Element::Group { facts, .. }] => facts.kind.map(String::from),
        _ => None,
    }
}

/// Every text element of the drawing, in order.
pub fn texts(d: &Diagram) -> Vec<&Element> {
    fn walk<'a>(elements: &'a [Element], found: &mut Vec<&'a Element>) {
        for e in elements {
            if e.text().is_some() {
                found.push(e);
            }
            walk(e.children(), found);
        }
    }
    let mut found = Vec::new();
    walk(&d.elements, &mut found);
    found
}

/// Where the letters J are: baseline position and font size.
pub fn letters(d: &Diagram) -> Vec<(f64, f64, f64)> {
    texts(d)
        .into_iter()
        .filter_map(|e| match e {
            Element::Text {
                x,
                y,
                size,
                style: Style::CurveLabel,
                ..
            } => Some((*x, *y, *size)),
            _ => None,
        })
        .collect()
}

/// One cut of each kind, on small surfaces.
pub fn every_kind() -> Vec<Cut> {
    vec![
        Cut::new(o(3), CutKind::A).unwrap(),
        Cut::split(o(4), CutKind::B, 1).unwrap(),
        Cut::new(n(3), CutKind::C).unwrap(),
        Cut::new(n(5), CutKind::D).unwrap(),
        Cut::new(n(4), CutKind::E).unwrap(),
        Cut::new(n(6), CutKind::F).unwrap(),
        Cut::split(n(5), CutKind::G, 2).unwrap(),
        Cut::split(n(7), CutKind::H, 4).unwrap(),
    ]
}

/// Each kind of cut that `surface` has: the kinds without a parameter, and
/// the split kinds at their smallest, middle and largest `a`.
pub fn every_cut_of(surface: Surface) -> Vec<Cut> {
    let mut cuts = Vec::new();
    for kind in CutKind::ALL {
        if !kind.is_split() {
            cuts.extend(Cut::new(surface, kind));
        } else if let Some(range) = split_range(surface, kind) {
            let mut params = vec![range.first, range.nth(range.len() / 2), range.last];
            params.dedup();
            for a in params {
                cuts.push(Cut::split(surface, kind, a).unwrap());
            }
        }
    }
    cuts
}
