//! The plan of a drawing: runs of handles and cross-caps left to right, long
//! runs collapsed into an ellipsis with the count, the split labels under a
//! separating curve; and placing the body, the features and the labels.

use super::curve;
use super::labels::{text_width, Fonts, Shelf};
use super::model::{Element, GroupFacts};
use super::shapes::{body_outline, cross_cap, handle, Body, BODY_RADIUS};
use super::style::{Style, LABEL_SIZE};
use crate::text::{plural, with_separators};
use grundy::manifold::{CutKind, Form};
use grundy::Cut;

/// Horizontal room taken by one handle, one cross-cap, and the minimum for an ellipsis.
const HANDLE_SLOT: f64 = 80.0;
const CROSS_CAP_SLOT: f64 = 50.0;
const ELLIPSIS_SLOT: f64 = 46.0;
/// Extra room where a separating curve J runs between two groups.
const SEPARATOR_SLOT: f64 = 30.0;
/// Extra room beside the cross-cap that the one-sided loop of (c) and (d) goes round.
const LOOP_SLOT: f64 = 34.0;
/// Room above the body: arches need it, a plain body only needs space for the label J.
const TOP_WITH_HANDLES: f64 = 66.0;
const TOP_PLAIN: f64 = 26.0;
const MARGIN_X: f64 = 12.0;

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

    /// The words under the ellipsis: the count, and "more handles".
    fn ellipsis_words(&self) -> (String, &'static str) {
        let hidden = self.hidden();
        let noun = match self.feature {
            Feature::Handle => plural(hidden, "more handle", "more handles"),
            Feature::CrossCap => plural(hidden, "more cross-cap", "more cross-caps"),
        };
        (with_separators(u128::from(hidden)), noun)
    }

    /// The width of the ellipsis, which grows with the count so that long
    /// numbers never crowd their neighbours. Measured at the labels'
    /// smallest size, so the body does not depend on the font size.
    fn ellipsis_width(&self) -> f64 {
        let (count, noun) = self.ellipsis_words();
        ELLIPSIS_SLOT
            .max(text_width(&count, LABEL_SIZE) + 14.0)
            .max(text_width(noun, LABEL_SIZE) + 14.0)
    }
}

/// What goes along the body, left to right.
enum Item {
    Feature(Feature, f64),
    /// An ellipsis from `x`, `width` wide, standing for part of `run`.
    Ellipsis {
        run: Run,
        x: f64,
        width: f64,
    },
}

/// The features and ellipses along the body, the span of each run, where
/// the separating curve goes, and where the body's straight part ends.
struct Across {
    items: Vec<Item>,
    extents: Vec<(f64, f64)>,
    separator: Option<f64>,
    end: f64,
}

/// The runs of features, left to right, and whether a separating curve
/// runs between the first and the second.
pub(super) struct Plan {
    runs: Vec<Run>,
    separated: bool,
    side_labels: Option<[String; 2]>,
    /// Room after the first cross-cap, for the loop of (c) and (d).
    loop_room: f64,
    /// The kind of the cut whose curve J is drawn.
    kind: Option<CutKind>,
}

impl Plan {
    pub fn new(form: Form, cut: Option<&Cut>, max: u64) -> Plan {
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
        let kind = cut.map(Cut::kind);
        let loop_room = match kind {
            Some(CutKind::C | CutKind::D) => LOOP_SLOT,
            _ => 0.0,
        };
        Plan {
            runs,
            separated: side_labels.is_some(),
            side_labels,
            loop_room,
            kind,
        }
    }

    /// Where the features and ellipses go along the body, left to right.
    fn across(&self) -> Across {
        let mut x = MARGIN_X + BODY_RADIUS + 2.0;
        let mut items = Vec::new();
        let mut extents = Vec::new();
        let mut separator = None;
        let mut cross_caps = 0;
        for (i, run) in self.runs.iter().enumerate() {
            if i == 1 && self.separated {
                separator = Some(x + SEPARATOR_SLOT / 2.0);
                x += SEPARATOR_SLOT;
            }
            let run_start = x;
            let slot = match run.feature {
                Feature::Handle => HANDLE_SLOT,
                Feature::CrossCap => CROSS_CAP_SLOT,
            };
            for _ in 0..run.head {
                items.push(Item::Feature(run.feature, x + slot / 2.0));
                x += slot;
                if run.feature == Feature::CrossCap {
                    cross_caps += 1;
                    if cross_caps == 1 {
                        x += self.loop_room;
                    }
                }
            }
            if run.hidden() > 0 {
                let width = run.ellipsis_width();
                items.push(Item::Ellipsis {
                    run: *run,
                    x,
                    width,
                });
                x += width;
                for _ in 0..run.tail {
                    items.push(Item::Feature(run.feature, x + slot / 2.0));
                    x += slot;
                    if run.feature == Feature::CrossCap {
                        cross_caps += 1;
                    }
                }
            }
            extents.push((run_start, x));
        }
        Across {
            items,
            extents,
            separator,
            end: x + BODY_RADIUS + 2.0 + MARGIN_X,
        }
    }

    /// Draws the body, the features and the labels into `out`, and returns
    /// where things went.
    pub fn place(&self, compact: bool, out: &mut Vec<Element>) -> Body {
        // Across: the body's width fixes the font sizes.
        let Across {
            items,
            extents,
            separator,
            end,
        } = self.across();
        let width = end + MARGIN_X;
        let fonts = Fonts::for_width(width, compact);

        // Down: room above for the arches and the letter J, then the body,
        // then rows of labels spaced for their size.
        let any_handle = self
            .runs
            .iter()
            .any(|r| r.feature == Feature::Handle && r.count > 0);
        let top = if any_handle {
            TOP_WITH_HANDLES
        } else {
            TOP_PLAIN
        };
        let top = top.max(curve::room_above(self.kind, fonts.curve));
        let mid = top + BODY_RADIUS;
        let bottom = top + 2.0 * BODY_RADIUS;
        let size = fonts.label;
        let step = 14.0 * fonts.label_scale();
        let mut upper = Shelf::new(width, size);
        let mut counts = Vec::new();
        for item in &items {
            if let Item::Ellipsis { run, x, width } = item {
                let (count, noun) = run.ellipsis_words();
                let cx = x + width / 2.0;
                let (row, centres) = upper.put(&[(cx, &count), (cx, noun)]);
                counts.push((row, centres, count, noun));
            }
        }
        let count_row = |row: usize| bottom + 6.0 + size + row as f64 * step;
        let mut lower = Shelf::new(width, size);
        let mut sides = Vec::new();
        if let Some(texts) = &self.side_labels {
            for (text, &(a, b)) in texts.iter().zip(&extents) {
                let (row, centres) = lower.put(&[((a + b) / 2.0, text)]);
                sides.push((row, centres[0], text));
            }
        }
        let side_row = |row: usize| {
            let first = match upper.rows() {
                0 => bottom + 8.0 + size,
                n => count_row(n - 1) + 20.0 * fonts.label_scale(),
            };
            first + row as f64 * step
        };
        let height = match (lower.rows(), upper.rows()) {
            (0, 0) => bottom + 12.0,
            (0, n) => count_row(n - 1) + size,
            (n, _) => side_row(n - 1) + size,
        };

        let mut body = Body {
            top,
            mid,
            bottom,
            handles: Vec::new(),
            cross_caps: Vec::new(),
            separator,
            width,
            height,
            fonts,
        };
        let mut counts = counts.into_iter();
        let mut features = Vec::new();
        for item in items {
            features.push(match item {
                Item::Feature(Feature::Handle, x) => {
                    body.handles.push(x);
                    handle(x, top)
                }
                Item::Feature(Feature::CrossCap, x) => {
                    body.cross_caps.push(x);
                    cross_cap(x, mid)
                }
                Item::Ellipsis { run, x, width } => {
                    let (row, centres, count, noun) = counts.next().expect("one per ellipsis");
                    let words = [(centres[0], count), (centres[1], noun.to_string())];
                    ellipsis(&run, x + width / 2.0, &body, count_row(row), step, words)
                }
            });
        }
        out.push(body_outline(
            MARGIN_X,
            end - MARGIN_X,
            top,
            bottom,
            &body.handles,
        ));
        out.extend(features);
        out.extend(sides.into_iter().map(|(row, cx, text)| {
            Element::text_at(cx, side_row(row), text.clone(), Style::Label, size)
        }));
        body
    }
}

/// The split label under one side of a separating curve: "a = 2".
fn side(name: &str, n: u64) -> String {
    format!("{name} = {}", with_separators(u128::from(n)))
}

/// The "⋯" centred at `cx` standing for a run's hidden features, with their
/// count and noun (each with its centre) on two rows below the body from
/// `row`.
fn ellipsis(
    run: &Run,
    cx: f64,
    body: &Body,
    row: f64,
    step: f64,
    words: [(f64, String); 2],
) -> Element {
    // Between handles the dots sit at the arches' height, between cross-caps
    // on the body's middle line, so they continue the row they stand for;
    // the glyph's middle is about a third of its size above the baseline.
    let centre = match run.feature {
        Feature::Handle => body.top - 24.0,
        Feature::CrossCap => body.mid,
    };
    let dots = body.fonts.dots;
    let [(count_x, count), (noun_x, noun)] = words;
    let size = body.fonts.label;
    Element::Group {
        class: "ellipsis",
        facts: GroupFacts {
            hidden: Some(run.hidden()),
            ..GroupFacts::default()
        },
        children: vec![
            Element::text_at(cx, centre + dots / 3.0, "⋯", Style::Dots, dots),
            Element::text_at(count_x, row, count, Style::Label, size),
            Element::text_at(noun_x, row + step, noun, Style::Label, size),
        ],
    }
}
