//! Where things go on the board: a position (with a previewed move's
//! effect) turned into nested bodies of placed items, each sized to hold
//! what it encloses. The board draws them with its clickable parts; a
//! file draws them plain ([`super::figure`]).

use super::names::loop_name;
use crate::text::{plural, with_separators};
use grundy::games::rims::{LoopMove, Region};

/// Distance between neighbouring dots.
pub const GAP: i64 = 18;
/// Space between a loop's sides and what it encloses.
pub const PAD: i64 = 12;
/// Room under a loop's top edge, where its dots sit.
pub const TOP: i64 = 18;
/// Room above a loop's bottom edge for its number.
const FOOT: i64 = 18;
/// The line under a grid of free dots that gives their count.
pub const LABEL: i64 = 14;
/// Space between neighbouring items of a region.
const SPACE: i64 = 12;
/// A region's items wrap onto a new row past this width.
const ROW: i64 = 560;
/// Free dots drawn per region; the count says how many there are.
const MAX_FREE: u64 = 24;
/// Dots drawn on one loop's outline.
pub const MAX_ON_LOOP: u64 = 8;
/// Loops drawn in one figure; the rest are counted.
const MAX_LOOPS: usize = 30;
/// Nesting drawn on the board; deeper insides are summarised.
const MAX_DEPTH: usize = 10;

/// The width `text` takes at the figures' 11-unit font, roughly.
fn text_width(text: &str) -> i64 {
    text.chars().count() as i64 * 13 / 2
}

/// The paths of the regions with free dots: the components, in order.
fn component_paths(position: &Region) -> Vec<Vec<usize>> {
    position
        .regions()
        .into_iter()
        .filter(|(_, r)| r.dots > 0)
        .map(|(p, _)| p)
        .collect()
}

/// Free dots of one region, drawn as a grid.
pub struct Cluster {
    /// Its free dots.
    pub dots: u64,
    /// The component this region is, when it is one and can be selected.
    pub component: Option<usize>,
    /// The region's path: loop indices from the outside in.
    pub path: Vec<usize>,
    /// Dots a previewed loop encloses (a region that does not exist yet).
    pub enclosed: bool,
}

impl Cluster {
    /// The dots drawn, at most `MAX_FREE`.
    pub fn drawn(&self) -> u64 {
        self.dots.min(MAX_FREE)
    }

    /// The columns of the grid of dots.
    pub fn columns(&self) -> i64 {
        // Wider than tall: the square root of one and a half times the dots.
        let n = self.drawn() as f64;
        ((n * 1.5).sqrt().ceil() as i64).clamp(1, 8)
    }

    /// The line under the dots: their count.
    pub fn label(&self) -> String {
        let count = with_separators(u128::from(self.dots));
        if self.dots > MAX_FREE {
            format!("{count} free, {MAX_FREE} shown")
        } else {
            format!("{count} free")
        }
    }

    /// Its width and height.
    pub fn size(&self) -> (i64, i64) {
        let cols = self.columns();
        let rows = (self.drawn() as i64 + cols - 1) / cols;
        let w = (cols * GAP).max(text_width(&self.label()) + 4);
        (w, rows * GAP + LABEL)
    }
}

/// What a drawn loop holds.
pub enum Inside {
    /// Drawn, as a body of its own.
    Drawn(Body),
    /// Too deep or past the loop budget: only counted.
    Hidden {
        /// The dots inside, counted.
        dots: u64,
    },
}

/// One loop's outline, with what it encloses.
pub struct Shape {
    /// The dots it passes through.
    pub through: u64,
    /// Its number ("0.1"); empty for the previewed loop.
    name: String,
    /// The previewed loop's move text.
    pub new: Option<String>,
    /// What it encloses.
    pub inside: Inside,
}

impl Shape {
    /// Its name under its outline: "loop 0.1", "new loop".
    pub fn caption(&self) -> String {
        let mut caption = if self.new.is_some() {
            "new loop".to_string()
        } else {
            format!("loop {}", self.name)
        };
        if self.through > MAX_ON_LOOP {
            caption.push_str(&format!(" ({} dots on it)", self.through));
        }
        caption
    }

    /// What is said of dots inside a loop that are not drawn.
    pub fn hidden_text(dots: u64) -> String {
        format!(
            "… {} {}",
            with_separators(u128::from(dots)),
            plural(dots, "dot", "dots")
        )
    }

    /// Its width and height.
    pub fn size(&self) -> (i64, i64) {
        let (bw, bh) = match &self.inside {
            Inside::Drawn(b) => (b.w, b.h),
            Inside::Hidden { dots } => (text_width(&Shape::hidden_text(*dots)), LABEL),
        };
        let on = self.through.min(MAX_ON_LOOP) as i64;
        let w = (bw + 2 * PAD)
            .max((on + 1) * GAP)
            .max(text_width(&self.caption()) + 2 * PAD);
        (w, TOP + bh + FOOT)
    }
}

/// One item of a region: its dots, a loop, or a count of loops.
pub enum Item {
    /// A region's free dots.
    Dots(Cluster),
    /// A loop and what it encloses.
    Loop(Box<Shape>),
    /// Loops left undrawn in a region, past the budget.
    More(usize),
}

impl Item {
    /// What is said of loops left undrawn.
    pub fn more_text(n: usize) -> String {
        format!("+ {n} more {}", plural(n as u64, "loop", "loops"))
    }

    fn size(&self) -> (i64, i64) {
        match self {
            Item::Dots(c) => c.size(),
            Item::Loop(s) => s.size(),
            Item::More(n) => (text_width(&Item::more_text(*n)) + 8, 20),
        }
    }
}

/// A region's items, placed in rows.
pub struct Body {
    /// Each item and its top left corner.
    pub items: Vec<(i64, i64, Item)>,
    /// Its width.
    pub w: i64,
    /// Its height.
    pub h: i64,
}

impl Body {
    /// Places items left to right, wrapping past [`ROW`], each centred
    /// vertically in its row.
    fn lay(items: Vec<Item>) -> Body {
        let mut rows: Vec<Vec<(i64, i64, i64, Item)>> = vec![Vec::new()];
        let mut x = 0;
        for item in items {
            let (w, h) = item.size();
            if x > 0 && x + w > ROW {
                rows.push(Vec::new());
                x = 0;
            }
            if let Some(row) = rows.last_mut() {
                row.push((x, w, h, item));
            }
            x += w + SPACE;
        }
        let mut placed = Vec::new();
        let (mut width, mut y) = (0, 0);
        for row in rows.into_iter().filter(|r| !r.is_empty()) {
            let height = row.iter().map(|r| r.2).max().unwrap_or(0);
            for (x, w, h, item) in row {
                width = width.max(x + w);
                placed.push((x, y + (height - h) / 2, item));
            }
            y += height + SPACE;
        }
        if placed.is_empty() {
            // An empty region still has room inside its loop.
            return Body {
                items: placed,
                w: 24,
                h: 12,
            };
        }
        Body {
            items: placed,
            w: width,
            h: y - SPACE,
        }
    }
}

/// The whole position laid out, with `preview` (a move and its text)
/// drawn as the position after it when it fits its region.
pub fn lay_out(whole: &Region, preview: Option<(&LoopMove, String)>) -> Body {
    let mut planner = Planner {
        components: component_paths(whole),
        preview,
        budget: MAX_LOOPS,
    };
    planner.region(whole, &[], 0)
}

/// Turns a position into [`Body`]s, spending a budget of drawn loops.
struct Planner<'a> {
    components: Vec<Vec<usize>>,
    preview: Option<(&'a LoopMove, String)>,
    budget: usize,
}

impl Planner<'_> {
    fn region(&mut self, region: &Region, path: &[usize], depth: usize) -> Body {
        let component = self.components.iter().position(|p| p == path);
        let here = self.preview.clone().filter(|(mv, _)| {
            // Only a move that fits the region is drawn (no overflow either).
            let total = mv
                .through
                .checked_add(mv.enclose)
                .and_then(|d| d.checked_add(mv.left));
            mv.region == path && total == Some(region.dots)
        });
        let dots = here.as_ref().map_or(region.dots, |(mv, _)| mv.left);
        let mut items = Vec::new();
        if dots > 0 {
            items.push(Item::Dots(Cluster {
                dots,
                component,
                path: path.to_vec(),
                enclosed: false,
            }));
        }
        let enclosed: Vec<usize> = here.as_ref().map_or(Vec::new(), |(mv, _)| mv.loops.clone());
        let kept: Vec<usize> = (0..region.loops.len())
            .filter(|j| !enclosed.contains(j))
            .collect();
        self.loops(region, path, &kept, depth, &mut items);
        if let Some((mv, text)) = here {
            let mut inner = Vec::new();
            if mv.enclose > 0 {
                inner.push(Item::Dots(Cluster {
                    dots: mv.enclose,
                    component: None,
                    path: path.to_vec(),
                    enclosed: true,
                }));
            }
            self.loops(region, path, &enclosed, depth + 1, &mut inner);
            items.push(Item::Loop(Box::new(Shape {
                through: mv.through,
                name: String::new(),
                new: Some(text),
                inside: Inside::Drawn(Body::lay(inner)),
            })));
        }
        Body::lay(items)
    }

    /// Loops `which` of `region` (at `depth`), drawn while the budget
    /// lasts, then counted.
    fn loops(
        &mut self,
        region: &Region,
        path: &[usize],
        which: &[usize],
        depth: usize,
        items: &mut Vec<Item>,
    ) {
        let mut hidden = 0;
        for &j in which {
            let Some(l) = region.loops.get(j) else {
                continue;
            };
            if self.budget == 0 {
                hidden += 1;
                continue;
            }
            self.budget -= 1;
            let mut p = path.to_vec();
            p.push(j);
            let empty = l.inside.dots == 0 && l.inside.loops.is_empty();
            let inside = if depth + 1 >= MAX_DEPTH && !empty {
                Inside::Hidden {
                    dots: l.inside.total_dots(),
                }
            } else {
                Inside::Drawn(self.region(&l.inside, &p, depth + 1))
            };
            items.push(Item::Loop(Box::new(Shape {
                through: l.through,
                name: loop_name(&p),
                new: None,
                inside,
            })));
        }
        if hidden > 0 {
            items.push(Item::More(hidden));
        }
    }
}
