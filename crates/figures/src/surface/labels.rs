//! The text of a drawing at a legible size: font sizes chosen from the
//! drawing's width, and the rows of labels under the body.
//!
//! The app scales a drawing down to fit its column: a compact drawing to a
//! card about 240 px wide, a normal one to a picture about 270 px wide. A
//! long row is wide in viewBox units, so its labels would shrink to a few
//! pixels; instead every text is set at least [`MIN_TEXT_PX`] at that width.
//! The body's geometry does not depend on the font size (an ellipsis is as
//! wide as its count at the smallest size), so the size follows from the
//! width without going round in circles; labels wider than their slot may
//! reach under the neighbouring features, and a label that would touch its
//! neighbour in the row moves down a row.

use super::style::{CURVE_LABEL_SIZE, DOTS_SIZE, LABEL_SIZE};

/// The smallest height of a text on screen, in CSS pixels.
pub const MIN_TEXT_PX: f64 = 11.0;
/// The width a normal drawing is shown at, in CSS pixels.
pub const DISPLAY_WIDTH: f64 = 270.0;
/// The width a compact drawing is shown at, in CSS pixels.
pub const COMPACT_DISPLAY_WIDTH: f64 = 240.0;

/// The font sizes of one drawing, in viewBox units.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Fonts {
    /// Counts and split labels.
    pub label: f64,
    /// The letter J.
    pub curve: f64,
    /// The "⋯" of a collapsed row.
    pub dots: f64,
}

impl Fonts {
    /// The sizes for a drawing `width` units wide: each style's own size, or
    /// more when that would be under [`MIN_TEXT_PX`] at the display width.
    pub fn for_width(width: f64, compact: bool) -> Fonts {
        let display = if compact {
            COMPACT_DISPLAY_WIDTH
        } else {
            DISPLAY_WIDTH
        };
        // From the width as written in the viewBox, rounded up to the
        // hundredths the font size is written in, so the written numbers
        // keep the promise too.
        let written = (width * 100.0).round() / 100.0;
        let least = (MIN_TEXT_PX * written / display * 100.0).ceil() / 100.0;
        Fonts {
            label: LABEL_SIZE.max(least),
            curve: CURVE_LABEL_SIZE.max(least),
            dots: DOTS_SIZE.max(least),
        }
    }

    /// How much the labels grew over their smallest size: 1 for a narrow
    /// drawing. Spacing between rows of labels scales with it.
    pub fn label_scale(&self) -> f64 {
        self.label / LABEL_SIZE
    }
}

/// A generous estimate of a label's width, enough to keep labels apart.
pub(super) fn text_width(text: &str, size: f64) -> f64 {
    text.chars().count() as f64 * size * 0.6
}

/// Rows of labels of one size, each label centred where it is wanted but
/// kept inside the drawing and off its neighbours.
pub(super) struct Shelf {
    width: f64,
    size: f64,
    /// The spans taken in each row.
    rows: Vec<Vec<(f64, f64)>>,
}

impl Shelf {
    /// An empty shelf for a drawing `width` units wide, labels at `size`.
    pub fn new(width: f64, size: f64) -> Shelf {
        Shelf {
            width,
            size,
            rows: Vec::new(),
        }
    }

    /// How many rows hold labels.
    pub fn rows(&self) -> usize {
        self.rows.len()
    }

    /// Puts `labels` (wanted centre, words) on consecutive rows, starting at
    /// the first row where none of them touches a label already there.
    /// Returns that row and the centres, moved inside the drawing.
    pub fn put(&mut self, labels: &[(f64, &str)]) -> (usize, Vec<f64>) {
        let spans: Vec<(f64, f64)> = labels
            .iter()
            .map(|&(x, text)| {
                let half = text_width(text, self.size) / 2.0 + 4.0;
                // Inside the drawing where it fits (not `clamp`, which
                // panics when a label is wider than the drawing).
                let cx = x.min(self.width - half).max(half);
                (cx - half, cx + half)
            })
            .collect();
        let free = |rows: &Vec<Vec<(f64, f64)>>, first: usize| {
            spans.iter().enumerate().all(|(i, &(lo, hi))| {
                rows.get(first + i)
                    .is_none_or(|taken| taken.iter().all(|&(a, b)| hi <= a || lo >= b))
            })
        };
        let first = (0..).find(|&r| free(&self.rows, r)).unwrap_or(0);
        for (i, &span) in spans.iter().enumerate() {
            if self.rows.len() <= first + i {
                self.rows.resize(first + i + 1, Vec::new());
            }
            self.rows[first + i].push(span);
        }
        (
            first,
            spans.iter().map(|(lo, hi)| (lo + hi) / 2.0).collect(),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_support::{every_cut_of, n, o, texts};
    use super::super::{layout, Diagram, Element};
    use super::*;

    /// The font size and the viewBox width as written in the markup, and the
    /// size on screen at the app's display width.
    fn on_screen(d: &Diagram) -> Vec<(String, f64)> {
        let view_box = d.view_box();
        let width: f64 = view_box.split(' ').nth(2).unwrap().parse().unwrap();
        let display = if d.compact {
            COMPACT_DISPLAY_WIDTH
        } else {
            DISPLAY_WIDTH
        };
        texts(d)
            .into_iter()
            .map(|e| {
                let Element::Text { style, size, .. } = e else {
                    unreachable!("texts() gives text elements")
                };
                let size: f64 = style.sized_paint(*size).font_size.unwrap().parse().unwrap();
                (e.text().unwrap().to_string(), size * display / width)
            })
            .collect()
    }

    #[test]
    fn every_label_is_legible_at_the_display_width() {
        let genera = (0..=40).chain([1_000_000_000_000_000, u64::MAX]);
        let mut checked = 0;
        for g in genera {
            for surface in [o(g), n(g)] {
                let cuts = every_cut_of(surface);
                let drawings = std::iter::once(None).chain(cuts.iter().map(Some));
                for cut in drawings {
                    for compact in [false, true] {
                        let d = layout(surface, cut, compact);
                        for (text, px) in on_screen(&d) {
                            // A hair of slack for the float product only.
                            assert!(
                                px >= MIN_TEXT_PX - 1e-9,
                                "{surface} {cut:?} compact={compact}: {text:?} at {px} px"
                            );
                            checked += 1;
                        }
                    }
                }
            }
        }
        assert!(checked > 1000, "only {checked} texts checked");
    }

    #[test]
    fn narrow_drawings_keep_their_sizes() {
        let f = Fonts::for_width(240.0, false);
        assert_eq!((f.label, f.curve, f.dots), (12.0, 16.0, 24.0));
        // 11 px at 270 px wide: 33 units in a drawing 810 wide.
        let f = Fonts::for_width(810.0, false);
        assert_eq!((f.label, f.curve, f.dots), (33.0, 33.0, 33.0));
        let f = Fonts::for_width(540.0, false);
        assert_eq!((f.label, f.curve, f.dots), (22.0, 22.0, 24.0));
        let f = Fonts::for_width(720.0, true);
        assert_eq!((f.label, f.curve, f.dots), (33.0, 33.0, 33.0));
    }

    #[test]
    fn labels_that_would_touch_move_down_a_row() {
        let mut shelf = Shelf::new(400.0, 12.0);
        assert_eq!(shelf.put(&[(100.0, "1,000"), (100.0, "more")]).0, 0);
        assert_eq!(shelf.put(&[(300.0, "1,000"), (300.0, "more")]).0, 0);
        assert_eq!(shelf.put(&[(120.0, "2,000")]).0, 2);
        let (row, centres) = shelf.put(&[(0.0, "far left")]);
        assert_eq!(row, 0);
        assert!(centres[0] > text_width("far left", 12.0) / 2.0);
        assert_eq!(shelf.rows(), 3);
    }
}
