//! Geometry of the surface diagrams, free of Yew so it can be tested natively.
//!
//! A surface is drawn the way the paper's figures draw it: a rounded body
//! with handles (arches) and cross-caps (circled X) in a row, and for a cut
//! the curve J on the form the cut is drawn on (`Cut::drawn_on`). [`layout`]
//! computes a [`Diagram`], a small tree of SVG primitives; the Yew component
//! and [`Diagram::to_svg`] both render that tree, so native tests see exactly
//! what the browser shows.

use grundy::manifold::{CutKind, Form};
use grundy::{Cut, Surface};
use std::fmt::Write as _;

/// The most features of one kind drawn in full; more are collapsed with an
/// ellipsis, as the paper's figures do.
pub const MAX_FEATURES: u64 = 8;
/// The same limit for the compact drawing.
pub const COMPACT_MAX_FEATURES: u64 = 5;

/// Half the height of the body: the radius of its rounded ends.
const BODY_RADIUS: f64 = 36.0;
/// Horizontal room taken by one handle, one cross-cap, and the minimum for an ellipsis.
const HANDLE_SLOT: f64 = 80.0;
const CROSS_CAP_SLOT: f64 = 50.0;
const ELLIPSIS_SLOT: f64 = 46.0;
/// Extra room where a separating curve J runs between two groups.
const SEPARATOR_SLOT: f64 = 30.0;
/// Extra room beside the cross-cap that the one-sided loop of (c) and (d) goes round.
const LOOP_SLOT: f64 = 34.0;
const CROSS_CAP_RADIUS: f64 = 13.0;
/// A handle's tube: the outer and inner arcs' half-spans and heights above
/// the body, and the small fillet where the tube meets the body.
const HANDLE_OUTER: f64 = 29.0;
const HANDLE_INNER: f64 = 19.0;
const HANDLE_OUTER_HEIGHT: f64 = 46.0;
const HANDLE_INNER_HEIGHT: f64 = 36.0;
const FILLET: f64 = 5.0;
/// Room above the body: arches need it, a plain body only needs space for the label J.
const TOP_WITH_HANDLES: f64 = 66.0;
const TOP_PLAIN: f64 = 26.0;
const MARGIN_X: f64 = 12.0;
const LABEL_SIZE: f64 = 12.0;
/// The default colour of the curve J; an orange that reads on light and dark
/// backgrounds. Themes override it through the `curve-j-*` classes.
const CURVE_COLOUR: &str = "#e8590c";
const SPHERE_RADIUS: f64 = 42.0;

/// How a primitive is painted. Each style is a CSS class (so the app's themes
/// can restyle it) plus default presentation attributes (which any CSS rule
/// overrides), so the drawing also stands on its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    /// The faint fill of the body and the handles' tubes.
    Fill,
    /// The visible outline of the surface.
    Line,
    /// The X inside a cross-cap.
    Mark,
    /// Lines on the far side of the surface (the back of the sphere's equator).
    Hidden,
    /// The front, visible part of the curve J.
    Curve,
    /// The part of the curve J behind the surface or inside a cross-cap.
    CurveHidden,
    /// The letter J.
    CurveLabel,
    /// Counts and the split labels a, b.
    Label,
    /// The "⋯" of a collapsed row.
    Dots,
}

impl Style {
    /// The CSS class of the style.
    pub const fn class(self) -> &'static str {
        match self {
            Style::Fill => "surface-fill",
            Style::Line => "surface-line",
            Style::Mark => "cross-cap-mark",
            Style::Hidden => "surface-hidden",
            Style::Curve => "curve-j-line",
            Style::CurveHidden => "curve-j-hidden",
            Style::CurveLabel => "curve-j-label",
            Style::Label => "diagram-label",
            Style::Dots => "ellipsis-dots",
        }
    }

    /// The class followed by the default presentation attributes.
    pub fn attributes(self) -> Vec<(&'static str, String)> {
        let stroke = |colour: &str, width: &str| {
            vec![
                ("fill", "none".to_string()),
                ("stroke", colour.to_string()),
                ("stroke-width", width.to_string()),
                ("stroke-linecap", "round".to_string()),
                ("stroke-linejoin", "round".to_string()),
            ]
        };
        let text = |fill: &str, size: f64, family: &str| {
            vec![
                ("fill", fill.to_string()),
                ("font-size", num(size)),
                ("text-anchor", "middle".to_string()),
                ("font-family", family.to_string()),
            ]
        };
        let sans = "system-ui, sans-serif";
        let mut attrs = vec![("class", self.class().to_string())];
        attrs.extend(match self {
            Style::Fill => vec![
                ("fill", "currentColor".to_string()),
                ("fill-opacity", "0.07".to_string()),
                ("stroke", "none".to_string()),
            ],
            Style::Line => stroke("currentColor", "2"),
            Style::Mark => stroke("currentColor", "1.8"),
            Style::Hidden => {
                let mut a = stroke("currentColor", "1.2");
                a.push(("stroke-dasharray", "3 3".to_string()));
                a.push(("stroke-opacity", "0.55".to_string()));
                a
            }
            // Butt caps keep the dash-dot pattern crisp: the pattern, not
            // only the colour, tells J apart from the surface's lines.
            Style::Curve => vec![
                ("fill", "none".to_string()),
                ("stroke", CURVE_COLOUR.to_string()),
                ("stroke-width", "3.5".to_string()),
                ("stroke-dasharray", "10 4 3 4".to_string()),
                ("stroke-linecap", "butt".to_string()),
            ],
            Style::CurveHidden => vec![
                ("fill", "none".to_string()),
                ("stroke", CURVE_COLOUR.to_string()),
                ("stroke-width", "2.4".to_string()),
                ("stroke-dasharray", "2.5 3.5".to_string()),
                ("stroke-opacity", "0.8".to_string()),
            ],
            Style::CurveLabel => {
                // An italic serif J, as the letter is set in the paper.
                let mut a = text(CURVE_COLOUR, 16.0, "Georgia, 'Times New Roman', serif");
                a.push(("font-style", "italic".to_string()));
                a.push(("font-weight", "700".to_string()));
                a
            }
            Style::Label => text("currentColor", LABEL_SIZE, sans),
            Style::Dots => text("currentColor", 24.0, sans),
        });
        attrs
    }
}

/// One SVG primitive of a diagram.
#[derive(Clone, Debug, PartialEq)]
pub enum Element {
    /// `<path d=…>`.
    Path {
        /// The path data.
        d: String,
        /// How it is painted.
        style: Style,
    },
    /// `<circle>`.
    Circle {
        /// Centre x.
        cx: f64,
        /// Centre y.
        cy: f64,
        /// Radius.
        r: f64,
        /// How it is painted.
        style: Style,
    },
    /// `<text>`, centred on `x`.
    Text {
        /// Centre x.
        x: f64,
        /// Baseline y.
        y: f64,
        /// The words.
        text: String,
        /// How it is painted.
        style: Style,
    },
    /// `<g>` with a class and data attributes, the hooks the app's tests use.
    Group {
        /// The group's class: `handle`, `cross-cap`, `ellipsis`, `curve-j`, ….
        class: &'static str,
        /// Further attributes, such as `data-kind`.
        attrs: Vec<(&'static str, String)>,
        /// The content.
        children: Vec<Element>,
    },
}

impl Element {
    /// The SVG tag name.
    pub const fn tag(&self) -> &'static str {
        match self {
            Element::Path { .. } => "path",
            Element::Circle { .. } => "circle",
            Element::Text { .. } => "text",
            Element::Group { .. } => "g",
        }
    }

    /// The attributes, in a fixed order.
    pub fn attributes(&self) -> Vec<(&'static str, String)> {
        match self {
            Element::Path { d, style } => {
                let mut a = vec![("d", d.clone())];
                a.extend(style.attributes());
                a
            }
            Element::Circle { cx, cy, r, style } => {
                let mut a = vec![("cx", num(*cx)), ("cy", num(*cy)), ("r", num(*r))];
                a.extend(style.attributes());
                a
            }
            Element::Text { x, y, style, .. } => {
                let mut a = vec![("x", num(*x)), ("y", num(*y))];
                a.extend(style.attributes());
                a
            }
            Element::Group { class, attrs, .. } => {
                let mut a = vec![("class", class.to_string())];
                a.extend(attrs.iter().cloned());
                a
            }
        }
    }

    /// The child elements of a group; empty for the rest.
    pub fn children(&self) -> &[Element] {
        match self {
            Element::Group { children, .. } => children,
            _ => &[],
        }
    }

    /// The words of a text element.
    pub fn text(&self) -> Option<&str> {
        match self {
            Element::Text { text, .. } => Some(text),
            _ => None,
        }
    }

    fn group(class: &'static str, children: Vec<Element>) -> Element {
        Element::Group {
            class,
            attrs: Vec::new(),
            children,
        }
    }

    fn path(d: String, style: Style) -> Element {
        Element::Path { d, style }
    }

    fn text_at(x: f64, y: f64, text: impl Into<String>, style: Style) -> Element {
        Element::Text {
            x,
            y,
            text: text.into(),
            style,
        }
    }

    fn write_svg(&self, out: &mut String) {
        let _ = write!(out, "<{}", self.tag());
        write_attributes(out, &self.attributes());
        out.push('>');
        if let Some(text) = self.text() {
            out.push_str(&escape(text));
        }
        for child in self.children() {
            child.write_svg(out);
        }
        let _ = write!(out, "</{}>", self.tag());
    }
}

/// A laid-out drawing of one surface, with the curve J of a cut when one is shown.
#[derive(Clone, Debug, PartialEq)]
pub struct Diagram {
    /// Width of the viewBox.
    pub width: f64,
    /// Height of the viewBox.
    pub height: f64,
    /// The accessible name, also the svg's `<title>`.
    pub label: String,
    /// Handles of the drawn form, including those hidden by an ellipsis.
    pub handles: u64,
    /// Cross-caps of the drawn form, including those hidden by an ellipsis.
    pub cross_caps: u64,
    /// True for the sphere, which the app dims.
    pub sphere: bool,
    /// True for the smaller drawing.
    pub compact: bool,
    /// `n5 = o2 # n1` when a cut is drawn on a mixed form.
    pub caption: Option<String>,
    /// The drawing, back to front.
    pub elements: Vec<Element>,
}

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
            element.write_svg(&mut out);
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

/// Lays out the drawing of `surface`, on the cut's form when a cut is given.
pub fn layout(surface: Surface, cut: Option<&Cut>, compact: bool) -> Diagram {
    let label = accessible_name(surface, cut);
    if surface.is_sphere() {
        return sphere(label, compact);
    }
    let form = form_of(surface, cut);
    let caption = match cut {
        Some(_) if form.is_mixed() => Some(format!("{surface} = {form}")),
        _ => None,
    };
    drawn(form, cut, label, caption, compact)
}

/// Lays out a sphere with the form's handles and cross-caps exactly as
/// given, mixed or not (the surface builder draws what was attached before
/// it is normalised, such as `o1 # n1`).
pub fn layout_form(form: Form, compact: bool) -> Diagram {
    let label = form_name(form);
    if form.handles == 0 && form.cross_caps == 0 {
        return sphere(label, compact);
    }
    drawn(form, None, label, None, compact)
}

/// The drawing of a form that is not a sphere, with the curve of `cut`.
fn drawn(
    form: Form,
    cut: Option<&Cut>,
    label: String,
    caption: Option<String>,
    compact: bool,
) -> Diagram {
    let max = if compact {
        COMPACT_MAX_FEATURES
    } else {
        MAX_FEATURES
    };
    let mut elements = Vec::new();
    let body = Plan::new(form, cut, max).place(&mut elements);
    if let Some(cut) = cut {
        elements.push(curve_j(cut, &body));
    }
    Diagram {
        width: body.width,
        height: body.height,
        label,
        handles: form.handles,
        cross_caps: form.cross_caps,
        sphere: false,
        compact,
        caption,
        elements,
    }
}

/// "sphere with one handle and one cross-cap, o1 # n1".
pub fn form_name(form: Form) -> String {
    let mut parts = Vec::new();
    if form.handles > 0 {
        parts.push(count_in_words(form.handles, "handle", "handles"));
    }
    if form.cross_caps > 0 {
        parts.push(count_in_words(form.cross_caps, "cross-cap", "cross-caps"));
    }
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
    let form = form_of(surface, cut);
    let mut parts = Vec::new();
    if form.handles > 0 {
        parts.push(count_in_words(form.handles, "handle", "handles"));
    }
    if form.cross_caps > 0 {
        parts.push(count_in_words(form.cross_caps, "cross-cap", "cross-caps"));
    }
    let mut name = format!(
        "{kind} surface of genus {}",
        with_separators(surface.genus())
    );
    if form.is_mixed() {
        let _ = write!(name, ", drawn as {form}");
    }
    let _ = write!(name, ": {}", parts.join(" and "));
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

/// What the curve J does, for the accessible name.
fn curve_in_words(cut: &Cut) -> String {
    let (a, b) = cut.params().unwrap_or((0, 0));
    match cut.kind() {
        CutKind::A => "is a meridian around one handle".to_string(),
        CutKind::B => format!(
            "separates {} {} from {}",
            with_separators(a),
            plural(a, "handle", "handles"),
            with_separators(b)
        ),
        CutKind::C => "passes through one cross-cap".to_string(),
        CutKind::D => "passes through the single cross-cap".to_string(),
        CutKind::E => "passes through two cross-caps".to_string(),
        CutKind::F => "passes through both cross-caps".to_string(),
        CutKind::G => format!(
            "separates {} {} from {}",
            with_separators(a),
            plural(a, "cross-cap", "cross-caps"),
            with_separators(b)
        ),
        CutKind::H => format!(
            "separates {} {} from {} {}",
            with_separators(a / 2),
            plural(a / 2, "handle", "handles"),
            with_separators(b),
            plural(b, "cross-cap", "cross-caps")
        ),
    }
}

/// The form drawn: the cut's, or the surface's own `og` / `ng`.
fn form_of(surface: Surface, cut: Option<&Cut>) -> Form {
    match cut {
        Some(cut) => cut.drawn_on(),
        None if surface.is_orientable() => Form {
            handles: surface.genus(),
            cross_caps: 0,
        },
        None => Form {
            handles: 0,
            cross_caps: surface.genus(),
        },
    }
}

/// The sphere: a circle with a faint equator, dimmed.
fn sphere(label: String, compact: bool) -> Diagram {
    let r = SPHERE_RADIUS;
    let (cx, cy) = (r + 12.0, r + 10.0);
    let (left, right) = (cx - r, cx + r);
    let ry = r * 0.27;
    let elements = vec![Element::Group {
        class: "surface-body",
        attrs: vec![("opacity", "0.6".to_string())],
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

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Feature {
    Handle,
    CrossCap,
}

/// A row of equal features, collapsed to `head`, an ellipsis and `tail`
/// when it is too long to draw in full.
#[derive(Clone, Copy, Debug)]
struct Run {
    feature: Feature,
    count: u64,
    head: u64,
    tail: u64,
}

impl Run {
    fn new(feature: Feature, count: u64, budget: u64) -> Run {
        let (head, tail) = if count <= budget {
            (count, 0)
        } else if budget >= 8 {
            (3, 2)
        } else if budget >= 4 {
            (2, 1)
        } else {
            (1, 1)
        };
        Run {
            feature,
            count,
            head,
            tail,
        }
    }

    /// How many features the ellipsis stands for; zero when the run is drawn in full.
    fn hidden(&self) -> u64 {
        self.count - self.head - self.tail
    }
}

/// The runs of features, left to right, and whether a separating curve
/// runs between the first and the second.
struct Plan {
    runs: Vec<Run>,
    separated: bool,
    side_labels: Option<[String; 2]>,
    /// Room after the first cross-cap, for the loop of (c) and (d).
    loop_room: f64,
}

impl Plan {
    fn new(form: Form, cut: Option<&Cut>, max: u64) -> Plan {
        let split = cut.and_then(|c| c.params().map(|p| (c.kind(), p)));
        let (runs, side_labels) = match split {
            Some((CutKind::B, (a, b))) => (
                vec![(Feature::Handle, a), (Feature::Handle, b)],
                Some([side("a", a), side("b", b)]),
            ),
            Some((CutKind::G, (a, b))) => (
                vec![(Feature::CrossCap, a), (Feature::CrossCap, b)],
                Some([side("a", a), side("b", b)]),
            ),
            Some((CutKind::H, (a, b))) => (
                vec![(Feature::Handle, a / 2), (Feature::CrossCap, b)],
                Some([side("a/2", a / 2), side("b", b)]),
            ),
            _ => (
                vec![
                    (Feature::Handle, form.handles),
                    (Feature::CrossCap, form.cross_caps),
                ]
                .into_iter()
                .filter(|&(_, n)| n > 0)
                .collect(),
                None,
            ),
        };
        // Each kind may show `max` features; two runs of the same kind share them.
        let runs = runs
            .iter()
            .map(|&(feature, count)| {
                let same: Vec<u64> = runs
                    .iter()
                    .filter(|r| r.0 == feature)
                    .map(|r| r.1)
                    .collect();
                let total = same.iter().fold(0u64, |t, &n| t.saturating_add(n));
                let budget = if total <= max {
                    max
                } else {
                    max / same.len() as u64
                };
                Run::new(feature, count, budget)
            })
            .collect();
        let loop_room = match cut.map(Cut::kind) {
            Some(CutKind::C | CutKind::D) => LOOP_SLOT,
            _ => 0.0,
        };
        Plan {
            runs,
            separated: side_labels.is_some(),
            side_labels,
            loop_room,
        }
    }

    /// Draws the body and the features into `out`, and returns where things went.
    fn place(&self, out: &mut Vec<Element>) -> Body {
        let any_handle = self
            .runs
            .iter()
            .any(|r| r.feature == Feature::Handle && r.count > 0);
        let top = if any_handle {
            TOP_WITH_HANDLES
        } else {
            TOP_PLAIN
        };
        let mid = top + BODY_RADIUS;
        let bottom = top + 2.0 * BODY_RADIUS;
        let any_ellipsis = self.runs.iter().any(|r| r.hidden() > 0);
        let count_row = bottom + 18.0;
        let side_row = if any_ellipsis {
            bottom + 52.0
        } else {
            bottom + 20.0
        };
        let mut body = Body {
            top,
            mid,
            bottom,
            handles: Vec::new(),
            cross_caps: Vec::new(),
            separator: None,
            width: 0.0,
            height: 0.0,
        };

        let start = MARGIN_X + BODY_RADIUS + 2.0;
        let mut x = start;
        let mut features = Vec::new();
        let mut extents = Vec::new();
        for (i, run) in self.runs.iter().enumerate() {
            if i == 1 && self.separated {
                body.separator = Some(x + SEPARATOR_SLOT / 2.0);
                x += SEPARATOR_SLOT;
            }
            let run_start = x;
            let slot = match run.feature {
                Feature::Handle => HANDLE_SLOT,
                Feature::CrossCap => CROSS_CAP_SLOT,
            };
            for _ in 0..run.head {
                features.push(self.feature(run.feature, x + slot / 2.0, &mut body));
                x += slot;
                if run.feature == Feature::CrossCap && body.cross_caps.len() == 1 {
                    x += self.loop_room;
                }
            }
            if run.hidden() > 0 {
                let (group, width) = ellipsis(run, x, &body, count_row);
                features.push(group);
                x += width;
                for _ in 0..run.tail {
                    features.push(self.feature(run.feature, x + slot / 2.0, &mut body));
                    x += slot;
                }
            }
            extents.push((run_start, x));
        }
        let end = x + BODY_RADIUS + 2.0 + MARGIN_X;
        body.width = end + MARGIN_X;

        let mut labels = Vec::new();
        let mut last_row = if any_ellipsis {
            count_row + 14.0
        } else {
            bottom
        };
        if let Some(sides) = &self.side_labels {
            for (text, &(a, b)) in sides.iter().zip(&extents) {
                let half = text_width(text, LABEL_SIZE) / 2.0 + 4.0;
                // Inside the body where it fits (not `clamp`, which panics
                // when a label is wider than the body).
                let cx = ((a + b) / 2.0).min(body.width - half).max(half);
                labels.push(Element::text_at(cx, side_row, text.clone(), Style::Label));
            }
            last_row = side_row;
        }
        body.height = last_row + 12.0;

        out.push(body_outline(MARGIN_X, end - MARGIN_X, &body));
        out.extend(features);
        out.extend(labels);
        body
    }

    fn feature(&self, feature: Feature, x: f64, body: &mut Body) -> Element {
        match feature {
            Feature::Handle => {
                body.handles.push(x);
                handle(x, body.top)
            }
            Feature::CrossCap => {
                body.cross_caps.push(x);
                cross_cap(x, body.mid)
            }
        }
    }
}

/// The split label under one side of a separating curve: "a = 2".
fn side(name: &str, n: u64) -> String {
    format!("{name} = {}", with_separators(n))
}

/// Where the laid-out parts are, for drawing the curve J.
struct Body {
    top: f64,
    mid: f64,
    bottom: f64,
    /// Centres of the drawn handles, left to right.
    handles: Vec<f64>,
    /// Centres of the drawn cross-caps, left to right.
    cross_caps: Vec<f64>,
    /// The x of the separating curve of (b), (g), (h).
    separator: Option<f64>,
    width: f64,
    height: f64,
}

/// The rounded body from `left` to `right`, its top line broken where the
/// handles' tubes rise from it.
fn body_outline(left: f64, right: f64, body: &Body) -> Element {
    let r = BODY_RADIUS;
    let (top, bottom) = (body.top, body.bottom);
    let capsule = format!(
        "M{l},{t} H{rr} A{r},{r} 0 0 1 {rr},{b} H{l} A{r},{r} 0 0 1 {l},{t} Z",
        l = num(left + r),
        rr = num(right - r),
        t = num(top),
        b = num(bottom),
        r = num(r)
    );
    let mut outline = format!("M{},{}", num(left + r), num(top));
    for &x in &body.handles {
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
fn handle(x: f64, top: f64) -> Element {
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
fn cross_cap(x: f64, y: f64) -> Element {
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

/// The "⋯" standing for a run's hidden features, with their count below the
/// body. Returns the group and the width it takes, which grows with the count
/// so that long numbers never overlap their neighbours.
fn ellipsis(run: &Run, x: f64, body: &Body, count_row: f64) -> (Element, f64) {
    let hidden = run.hidden();
    let count = with_separators(hidden);
    let noun = match run.feature {
        Feature::Handle => plural(hidden, "more handle", "more handles"),
        Feature::CrossCap => plural(hidden, "more cross-cap", "more cross-caps"),
    };
    let width = ELLIPSIS_SLOT
        .max(text_width(&count, LABEL_SIZE) + 14.0)
        .max(text_width(noun, LABEL_SIZE) + 14.0);
    let cx = x + width / 2.0;
    // Between handles the dots sit at the arches' height, between cross-caps
    // on the body's middle line, so they continue the row they stand for.
    let dots_y = match run.feature {
        Feature::Handle => body.top - 16.0,
        Feature::CrossCap => body.mid + 8.0,
    };
    let group = Element::Group {
        class: "ellipsis",
        attrs: vec![("data-hidden", hidden.to_string())],
        children: vec![
            Element::text_at(cx, dots_y, "⋯", Style::Dots),
            Element::text_at(cx, count_row, count, Style::Label),
            Element::text_at(cx, count_row + 14.0, noun, Style::Label),
        ],
    };
    (group, width)
}

/// The curve J of a cut, on the laid-out form.
fn curve_j(cut: &Cut, body: &Body) -> Element {
    let mut children = match cut.kind() {
        CutKind::A => meridian(body.handles[0], body.top),
        CutKind::B | CutKind::G | CutKind::H => {
            separating_circle(body.separator.unwrap_or(body.width / 2.0), body)
        }
        CutKind::C | CutKind::D => through_one(body.cross_caps[0], body.mid),
        CutKind::E | CutKind::F => through_two(body.cross_caps[0], body.cross_caps[1], body.mid),
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
        attrs: vec![("data-kind", cut.kind().letter().to_string())],
        children,
    }
}

/// (a): a small loop around the tube at the top of a handle, its back half dotted.
fn meridian(x: f64, top: f64) -> Vec<Element> {
    let (upper, lower) = (
        top - HANDLE_OUTER_HEIGHT - 8.0,
        top - HANDLE_INNER_HEIGHT + 8.0,
    );
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
        Element::text_at(x - 22.0, upper + 2.0, "J", Style::CurveLabel),
    ]
}

/// (b), (g), (h): a circle around the body, its front half solid and its back half dotted.
fn separating_circle(x: f64, body: &Body) -> Vec<Element> {
    let rx = 10.0;
    let arc = |from: f64, to: f64| half_ellipse((x, from), (x, to), rx, BODY_RADIUS, true);
    vec![
        Element::path(arc(body.top, body.bottom), Style::Curve),
        Element::path(arc(body.bottom, body.top), Style::CurveHidden),
        Element::text_at(x, body.top - 8.0, "J", Style::CurveLabel),
    ]
}

/// (c), (d): leaving the cross-cap at its top and coming back at the
/// antipodal bottom point, which the cross-cap identifies: a closed one-sided
/// curve. The dotted chord shows the passage through the cross-cap.
fn through_one(x: f64, y: f64) -> Vec<Element> {
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
        Element::text_at(x + 2.7 * r + 11.0, y + 6.0, "J", Style::CurveLabel),
    ]
}

/// (e), (f): through two cross-caps: over from one top to the other, under
/// from one bottom to the other, and through both; a two-sided curve.
fn through_two(x1: f64, x2: f64, y: f64) -> Vec<Element> {
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
        Element::text_at((x1 + x2) / 2.0, y + 6.0, "J", Style::CurveLabel),
    ]
}

/// The dotted passage of J through a cross-cap, top to bottom.
fn chord(x: f64, y: f64) -> Element {
    let r = CROSS_CAP_RADIUS;
    Element::path(
        format!("M{x},{t} V{b}", x = num(x), t = num(y - r), b = num(y + r)),
        Style::CurveHidden,
    )
}

/// A number for SVG: at most two decimals, no trailing zeros.
/// Half an ellipse with radii `rx`, `ry` from one end of a diameter to the
/// other, as an SVG path; `sweep` picks the side (clockwise when true).
fn half_ellipse(from: (f64, f64), to: (f64, f64), rx: f64, ry: f64, sweep: bool) -> String {
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

fn num(x: f64) -> String {
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

/// `1000000` as `1,000,000`.
pub fn with_separators(n: u64) -> String {
    let digits = n.to_string();
    // The first group holds one to three digits, every later group three.
    let head = match digits.len() % 3 {
        0 => 3,
        r => r,
    };
    let mut out = digits[..head].to_string();
    for i in (head..digits.len()).step_by(3) {
        out.push(',');
        out.push_str(&digits[i..i + 3]);
    }
    out
}

/// "five cross-caps", "one handle", "13 handles": words up to twelve, digits beyond.
fn count_in_words(n: u64, one: &str, many: &str) -> String {
    const WORDS: [&str; 13] = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve",
    ];
    let number = match usize::try_from(n) {
        Ok(i) if i < WORDS.len() => WORDS[i].to_string(),
        _ => with_separators(n),
    };
    format!("{number} {}", plural(n, one, many))
}

fn plural<'a>(n: u64, one: &'a str, many: &'a str) -> &'a str {
    if n == 1 {
        one
    } else {
        many
    }
}

/// A generous estimate of a label's width, enough to keep labels apart.
fn text_width(text: &str, size: f64) -> f64 {
    text.chars().count() as f64 * size * 0.6
}

fn write_attributes(out: &mut String, attrs: &[(&'static str, String)]) {
    for (key, value) in attrs {
        let _ = write!(out, " {key}=\"{}\"", escape(value));
    }
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

#[cfg(test)]
mod tests {
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

    use super::*;

    fn o(g: u64) -> Surface {
        Surface::orientable(g)
    }

    fn n(g: u64) -> Surface {
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

    fn count(d: &Diagram, class: &str) -> usize {
        let mut found = Vec::new();
        groups(&d.elements, class, &mut found);
        found.len()
    }

    fn curve_kind(d: &Diagram) -> Option<String> {
        let mut found = Vec::new();
        groups(&d.elements, "curve-j", &mut found);
        match found.as_slice() {
            [Element::Group { attrs, .. }] => attrs
                .iter()
                .find(|(k, _)| *k == "data-kind")
                .map(|(_, v)| v.clone()),
            _ => None,
        }
    }

    fn every_kind() -> Vec<Cut> {
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

    #[test]
    fn small_genus_draws_every_feature() {
        for g in 1..=MAX_FEATURES {
            let d = layout(o(g), None, false);
            assert_eq!(count(&d, "handle") as u64, g);
            assert_eq!(count(&d, "cross-cap"), 0);
            let d = layout(n(g), None, false);
            assert_eq!(count(&d, "cross-cap") as u64, g);
            assert_eq!(count(&d, "ellipsis"), 0);
        }
    }

    #[test]
    fn the_sphere_is_a_dimmed_ball_without_features() {
        let d = layout(Surface::SPHERE, None, false);
        assert!(d.sphere);
        assert_eq!(d.figure_class(), "surface-diagram sphere");
        assert_eq!((d.handles, d.cross_caps), (0, 0));
        assert_eq!(count(&d, "handle") + count(&d, "cross-cap"), 0);
        assert_eq!(d.label, "sphere");
    }

    #[test]
    fn genus_nine_collapses_into_an_ellipsis() {
        let d = layout(n(9), None, false);
        assert_eq!(count(&d, "cross-cap"), 5);
        assert_eq!(count(&d, "ellipsis"), 1);
        assert!(d.to_svg().contains(">4</text>"));
    }

    #[test]
    fn huge_genus_draws_a_few_and_counts_the_rest() {
        let d = layout(o(1_000_000_000_000_000), None, false);
        assert_eq!(count(&d, "handle"), 5);
        assert_eq!(count(&d, "ellipsis"), 1);
        let svg = d.to_svg();
        assert!(svg.contains("data-handles=\"1000000000000000\""));
        assert!(svg.contains(">999,999,999,999,995</text>"));
        assert!(svg.contains(">more handles</text>"));
    }

    #[test]
    fn u64_max_keeps_its_full_count() {
        let d = layout(n(u64::MAX), None, false);
        assert_eq!(d.cross_caps, u64::MAX);
        assert!(d
            .to_svg()
            .contains(&format!("data-cross-caps=\"{}\"", u64::MAX)));
        assert_eq!(count(&d, "cross-cap"), 5);
        let cut = Cut::split(n(u64::MAX), CutKind::H, u64::MAX - 1).unwrap();
        let d = layout(n(u64::MAX), Some(&cut), true);
        assert_eq!((d.handles, d.cross_caps), (u64::MAX / 2, 1));
        assert_eq!(curve_kind(&d).as_deref(), Some("h"));
    }

    #[test]
    fn compact_draws_at_most_five_of_a_kind() {
        assert_eq!(count(&layout(n(5), None, true), "cross-cap"), 5);
        assert_eq!(count(&layout(n(6), None, true), "cross-cap"), 3);
        assert_eq!(count(&layout(n(6), None, false), "cross-cap"), 6);
    }

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
    fn mixed_forms_for_d_f_h() {
        let expect = [
            (Cut::new(n(5), CutKind::D).unwrap(), (2, 1), "n5 = o2 # n1"),
            (Cut::new(n(6), CutKind::F).unwrap(), (2, 2), "n6 = o2 # n2"),
            (
                Cut::split(n(7), CutKind::H, 4).unwrap(),
                (2, 3),
                "n7 = o2 # n3",
            ),
        ];
        for (cut, (h, c), caption) in expect {
            let d = layout(cut.surface(), Some(&cut), false);
            assert_eq!((d.handles, d.cross_caps), (h, c));
            assert_eq!(count(&d, "handle") as u64, h);
            assert_eq!(count(&d, "cross-cap") as u64, c);
            assert_eq!(d.caption.as_deref(), Some(caption));
            assert!(d.to_html().contains("data-testid=\"mixed-form\""));
        }
    }

    #[test]
    fn pure_forms_have_no_caption() {
        for cut in every_kind() {
            let d = layout(cut.surface(), Some(&cut), false);
            assert_eq!(d.caption.is_some(), cut.drawn_on().is_mixed(), "{cut}");
        }
        assert_eq!(layout(n(5), None, false).caption, None);
    }

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
    fn svg_carries_the_name_and_counts() {
        let svg = layout(o(3), None, false).to_svg();
        assert!(svg.starts_with("<svg "));
        assert!(svg.contains("role=\"img\""));
        assert!(svg.contains("aria-label=\"orientable surface of genus 3: three handles\""));
        assert!(svg.contains("<title>orientable surface of genus 3: three handles</title>"));
        assert!(svg.contains("data-handles=\"3\" data-cross-caps=\"0\""));
    }

    #[test]
    fn width_grows_with_the_features() {
        let widths: Vec<f64> = (1..=4).map(|g| layout(n(g), None, false).width).collect();
        assert!(widths.windows(2).all(|w| w[0] < w[1]));
    }

    #[test]
    fn thousands_separators() {
        assert_eq!(with_separators(0), "0");
        assert_eq!(with_separators(999), "999");
        assert_eq!(with_separators(1_000_000), "1,000,000");
        assert_eq!(with_separators(u64::MAX), "18,446,744,073,709,551,615");
    }

    /// Writes a gallery page for looking at the drawings:
    /// `DIAGRAM_GALLERY=gallery.html cargo test --lib diagram -- --ignored`.
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
        items.push((
            "(h) at u64::MAX".into(),
            layout(n(u64::MAX), Some(&h), false),
        ));
        let gg = Cut::split(n(u64::MAX), CutKind::G, u64::MAX / 2).unwrap();
        items.push((
            "(g) at u64::MAX".into(),
            layout(n(u64::MAX), Some(&gg), false),
        ));
        for cut in every_kind() {
            items.push((
                format!("compact {cut}"),
                layout(cut.surface(), Some(&cut), true),
            ));
        }
        items.push(("compact n40".into(), layout(n(40), None, true)));
        let (bg, fg) = if dark {
            ("#16181d", "#f1f3f5")
        } else {
            ("#ffffff", "#212529")
        };
        let mut html = format!(
            "<!doctype html><meta charset=utf-8><style>body{{background:{bg};color:{fg};\
             font-family:sans-serif;display:flex;flex-wrap:wrap;gap:14px;margin:10px}}\
             .cell{{border:1px solid #8884;padding:4px 8px;width:430px}}\
             .cell h4{{margin:2px 0;font-size:12px}} .mixed-form{{font-size:13px}}</style>"
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
    #[test]
    fn mixed_form_draws_its_handles_and_cross_caps_together() {
        let d = layout_form(
            Form {
                handles: 1,
                cross_caps: 1,
            },
            false,
        );
        assert_eq!(count(&d, "handle"), 1);
        assert_eq!(count(&d, "cross-cap"), 1);
        assert_eq!(d.label, "sphere with one handle and one cross-cap, o1 # n1");
    }

    #[test]
    fn empty_form_is_the_sphere() {
        let d = layout_form(
            Form {
                handles: 0,
                cross_caps: 0,
            },
            true,
        );
        assert!(d.sphere);
        assert_eq!(d.label, "sphere");
    }
}
