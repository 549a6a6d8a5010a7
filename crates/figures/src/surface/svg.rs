//! The markup of a diagram: the `<svg>` and the `<figure>` around it,
//! written with maud, the same text the page shows and the command line
//! writes.

use super::model::{Diagram, Element};
use super::number::num;
use maud::{html, Markup};

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

    /// The `viewBox` attribute.
    pub fn view_box(&self) -> String {
        format!("0 0 {} {}", num(self.width), num(self.height))
    }

    /// The `<svg>` element.
    pub fn svg(&self) -> Markup {
        // A natural size in attributes, so a one-feature drawing does not fill
        // a wide column; style sheets shrink it to its container (no inline
        // style, which the page's Content-Security-Policy forbids).
        let scale = if self.compact { 0.8 } else { 1.25 };
        html! {
            svg xmlns="http://www.w3.org/2000/svg" viewBox=(self.view_box())
                width=(num((self.width * scale).round())) height=(num((self.height * scale).round()))
                preserveAspectRatio="xMidYMid meet" role="img" aria-label=(self.label)
                data-handles=(self.handles) data-cross-caps=(self.cross_caps) {
                title { (self.label) }
                @for element in &self.elements { (element_markup(element)) }
            }
        }
    }

    /// The `<svg>` markup, as text.
    pub fn to_svg(&self) -> String {
        self.svg().into_string()
    }

    /// The whole `<figure>`: the svg and, for a mixed form, its caption.
    pub fn to_html(&self) -> String {
        html! {
            figure class=(self.figure_class()) {
                (self.svg())
                @if let Some(caption) = &self.caption {
                    figcaption class="mixed-form" data-testid="mixed-form" { (caption) }
                }
            }
        }
        .into_string()
    }
}

/// An element that is painted: its own attributes first, then its style's
/// class and presentation attributes, each written only when set.
macro_rules! painted {
    ($tag:ident [$($own:tt)*] $paint:expr, $body:tt) => {{
        let p = $paint;
        html! {
            $tag $($own)* class=(p.class) fill=[p.fill] fill-opacity=[p.fill_opacity]
                stroke=[p.stroke] stroke-width=[p.stroke_width] stroke-linecap=[p.stroke_linecap]
                stroke-linejoin=[p.stroke_linejoin] stroke-dasharray=[p.stroke_dasharray]
                stroke-opacity=[p.stroke_opacity] font-size=[p.font_size]
                text-anchor=[p.text_anchor] font-family=[p.font_family]
                font-style=[p.font_style] font-weight=[p.font_weight] $body
        }
    }};
}

/// One element and its children.
pub(crate) fn element_markup(element: &Element) -> Markup {
    match element {
        Element::Path { d, style } => painted!(path [d=(d)] style.paint(), {}),
        Element::Circle { cx, cy, r, style } => {
            painted!(circle [cx=(num(*cx)) cy=(num(*cy)) r=(num(*r))] style.paint(), {})
        }
        Element::Text {
            x,
            y,
            text,
            style,
            size,
        } => painted!(text [x=(num(*x)) y=(num(*y))] style.sized_paint(*size), { (text) }),
        Element::Group {
            class,
            facts,
            children,
        } => html! {
            g class=(class) data-kind=[facts.kind] data-hidden=[facts.hidden] opacity=[facts.opacity] {
                @for child in children { (element_markup(child)) }
            }
        },
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
        let mut items: Vec<(String, Diagram)> = Vec::new();
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
            html.push_str(
                &maud::html! { div class="cell" { h4 { (title) } (maud::PreEscaped(d.to_html())) } }
                    .into_string(),
            );
        }
        std::fs::write(path, html).unwrap();
    }
}
