//! The markup of a diagram: the `<svg>` and the `<figure>` around it, the
//! same the Yew component renders, written as text for native tests.

use super::{Diagram, Element};
use crate::text::escape;
use std::fmt::Write as _;

impl Diagram {
    /// The classes of the `<figure>`: `surface-diagram`, plus `sphere` and `compact`.
    pub fn figure_class(&self) -> String {
        let mut class = String::from("surface-diagram");
        if self.sphere {
            class.push_str(" sphere");
        }
        if self.compact {
            class.push_str(" compact");
        }
        class
    }

    /// The attributes of the `<svg>` element.
    pub fn svg_attributes(&self) -> Vec<(&'static str, String)> {
        // A natural size in attributes, so a one-feature drawing does not fill
        // a wide column; style sheets shrink it to its container (no inline
        // style, which the page's Content-Security-Policy forbids).
        let scale = if self.compact { 0.8 } else { 1.25 };
        vec![
            ("xmlns", "http://www.w3.org/2000/svg".to_string()),
            (
                "viewBox",
                format!("0 0 {} {}", num(self.width), num(self.height)),
            ),
            ("width", num((self.width * scale).round())),
            ("height", num((self.height * scale).round())),
            ("preserveAspectRatio", "xMidYMid meet".to_string()),
            ("role", "img".to_string()),
            ("aria-label", self.label.clone()),
            ("data-handles", self.handles.to_string()),
            ("data-cross-caps", self.cross_caps.to_string()),
        ]
    }

    /// The `<svg>` markup, the same the component renders.
    pub fn to_svg(&self) -> String {
        let mut out = String::from("<svg");
        write_attributes(&mut out, &self.svg_attributes());
        let _ = write!(out, "><title>{}</title>", escape(&self.label));
        for element in &self.elements {
            write_element(element, &mut out);
        }
        out.push_str("</svg>");
        out
    }

    /// The whole `<figure>`: the svg and, for a mixed form, its caption.
    pub fn to_html(&self) -> String {
        let mut out = format!(
            "<figure class=\"{}\">{}",
            escape(&self.figure_class()),
            self.to_svg()
        );
        if let Some(caption) = &self.caption {
            let _ = write!(
                out,
                "<figcaption class=\"mixed-form\" data-testid=\"mixed-form\">{}</figcaption>",
                escape(caption)
            );
        }
        out.push_str("</figure>");
        out
    }
}

/// One element and its children as markup.
pub(crate) fn write_element(element: &Element, out: &mut String) {
    let _ = write!(out, "<{}", element.tag());
    write_attributes(out, &element.attributes());
    out.push('>');
    if let Some(text) = element.text() {
        out.push_str(&escape(text));
    }
    for child in element.children() {
        write_element(child, out);
    }
    let _ = write!(out, "</{}>", element.tag());
}

/// A number for SVG: at most two decimals, no trailing zeros.
pub(crate) fn num(x: f64) -> String {
    // Hundredths by integer arithmetic: the float formatter would add tens
    // of kilobytes to the first load for this one use.
    let h = (x * 100.0).round() as i64;
    let (sign, h) = if h < 0 { ("-", -h) } else { ("", h) };
    let (whole, frac) = (h / 100, h % 100);
    match frac {
        0 => format!("{sign}{whole}"),
        f if f % 10 == 0 => format!("{sign}{whole}.{}", f / 10),
        f => format!("{sign}{whole}.{f:02}"),
    }
}

fn write_attributes(out: &mut String, attrs: &[(&'static str, String)]) {
    for (key, value) in attrs {
        let _ = write!(out, " {key}=\"{}\"", escape(value));
    }
}

#[cfg(test)]
mod tests {
    use super::super::labels::{COMPACT_DISPLAY_WIDTH, DISPLAY_WIDTH};
    use super::super::layout;
    use super::super::test_support::{every_kind, n, o};
    use super::*;
    use grundy::manifold::CutKind;
    use grundy::Cut;

    #[test]
    fn numbers_are_written_to_hundredths() {
        let cases = [
            (1.0, "1"),
            (-0.001, "0"),
            (2.5, "2.5"),
            (4.567, "4.57"),
            (-7.25, "-7.25"),
            (0.05, "0.05"),
        ];
        for (x, text) in cases {
            assert_eq!(num(x), text, "{x}");
        }
    }

    #[test]
    fn svg_carries_the_name_and_counts() {
        let svg = layout(o(3), None, false).to_svg();
        assert!(svg.starts_with("<svg "));
        assert!(svg.contains("role=\"img\""));
        assert!(svg.contains("aria-label=\"orientable surface of genus 3: three handles\""));
        assert!(svg.contains("<title>orientable surface of genus 3: three handles</title>"));
        assert!(svg.contains("data-handles=\"3\" data-cross-caps=\"0\""));
    }

    /// Writes a gallery page for looking at the drawings, each shown at the
    /// width the app gives it (270 px, or 240 px when compact):
    /// `DIAGRAM_GALLERY=gallery.html cargo test -p figures -- --ignored`.
    #[test]
    #[ignore]
    fn gallery() {
        let Ok(path) = std::env::var("DIAGRAM_GALLERY") else {
            return;
        };
        let dark = std::env::var("DIAGRAM_GALLERY_DARK").is_ok();
        let mut items: Vec<(String, super::super::Diagram)> = Vec::new();
        for s in [o(0), o(1), o(2), o(3), n(1), n(2), n(5), o(12), n(40)] {
            items.push((s.to_string(), layout(s, None, false)));
        }
        for cut in every_kind() {
            items.push((cut.to_string(), layout(cut.surface(), Some(&cut), false)));
        }
        let g = 1_000_000_000_000_000;
        items.push(("o10^15".into(), layout(o(g), None, false)));
        let b = Cut::split(o(g), CutKind::B, 3).unwrap();
        items.push((b.to_string(), layout(o(g), Some(&b), false)));
        let h = Cut::split(n(u64::MAX), CutKind::H, u64::MAX - 1).unwrap();
        let gg = Cut::split(n(u64::MAX), CutKind::G, u64::MAX / 2).unwrap();
        let bb = Cut::split(o(u64::MAX), CutKind::B, u64::MAX / 2).unwrap();
        let d = Cut::new(n(u64::MAX), CutKind::D).unwrap();
        for compact in [false, true] {
            let prefix = if compact { "compact " } else { "" };
            for (name, cut) in [("(h)", h), ("(g)", gg), ("(b)", bb), ("(d)", d)] {
                items.push((
                    format!("{prefix}{name} at u64::MAX"),
                    layout(cut.surface(), Some(&cut), compact),
                ));
            }
        }
        for cut in every_kind() {
            items.push((
                format!("compact {cut}"),
                layout(cut.surface(), Some(&cut), true),
            ));
        }
        items.push(("compact n40".into(), layout(n(40), None, true)));
        items.push(("compact o12".into(), layout(o(12), None, true)));
        let (bg, fg) = if dark {
            ("#16181d", "#f1f3f5")
        } else {
            ("#ffffff", "#212529")
        };
        let mut html = format!(
            "<!doctype html><meta charset=utf-8><style>body{{background:{bg};color:{fg};\
             font-family:sans-serif;display:flex;flex-wrap:wrap;gap:14px;margin:10px}}\
             .cell{{border:1px solid #8884;padding:4px 8px;width:430px}}\
             .cell h4{{margin:2px 0;font-size:12px}} .mixed-form{{font-size:13px}}\
             .surface-diagram{{margin:0}} .surface-diagram svg{{display:block;\
             width:{DISPLAY_WIDTH}px;height:auto}} .surface-diagram.compact svg\
             {{width:{COMPACT_DISPLAY_WIDTH}px}}</style>"
        );
        for (title, d) in items {
            let _ = write!(
                html,
                "<div class=cell><h4>{}</h4>{}</div>",
                escape(&title),
                d.to_html()
            );
        }
        std::fs::write(path, html).unwrap();
    }
}
