//! Rims drawn as the notes describe it: dots in the plane and loops that
//! never cross. The regions form a tree (a loop's inside is a region of its
//! own), so the drawing nests: each loop is a rounded outline sized to hold
//! what it encloses, the dots it passes through sit on its top edge, and
//! each region's free dots are a small grid labelled with their count.
//! A previewed move is drawn as the position after it, with the new loop
//! dashed, so the board shows exactly which dots it takes and encloses.

use super::{Info, Shown};
use crate::markup::{Builder as _, Markup};
use crate::text::{plural, with_separators};
use grundy::games::rims::{value, LoopMove, Region, Rims};
use grundy::Game;

/// Distance between neighbouring dots.
const GAP: i64 = 18;
/// A dot's radius.
const DOT: i64 = 5;
/// Space between a loop's sides and what it encloses.
const PAD: i64 = 12;
/// Room under a loop's top edge, where its dots sit.
const TOP: i64 = 18;
/// Room above a loop's bottom edge for its number.
const FOOT: i64 = 18;
/// The line under a grid of free dots that gives their count.
const LABEL: i64 = 14;
/// Space between neighbouring items of a region.
const SPACE: i64 = 12;
/// A region's items wrap onto a new row past this width.
const ROW: i64 = 560;
/// Margin around the whole figure.
const MARGIN: i64 = 8;
/// Free dots drawn per region; the count says how many there are.
const MAX_FREE: u64 = 24;
/// Dots drawn on one loop's outline.
const MAX_ON_LOOP: u64 = 8;
/// Loops drawn in one figure; the rest are counted.
const MAX_LOOPS: usize = 30;
/// Nesting drawn on the board; deeper insides are summarised.
const MAX_DEPTH: usize = 10;
/// Regions named in a figure's text alternative or the value table.
const MAX_NAMED: usize = 30;

/// The width `text` takes at the figures' 11-unit font, roughly.
fn text_width(text: &str) -> i64 {
    text.chars().count() as i64 * 13 / 2
}

/// A loop's name as move texts use it: indices from the outside in.
fn loop_name(path: &[usize]) -> String {
    path.iter()
        .map(|i| i.to_string())
        .collect::<Vec<_>>()
        .join(".")
}

/// A region in words: "outside every loop", "inside loop 0.1".
pub fn region_name(path: &[usize]) -> String {
    if path.is_empty() {
        "outside every loop".to_string()
    } else {
        format!("inside loop {}", loop_name(path))
    }
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

fn count_loops(region: &Region) -> usize {
    region
        .loops
        .iter()
        .map(|l| 1 + count_loops(&l.inside))
        .sum()
}

/// Free dots of one region, drawn as a grid.
struct Cluster {
    dots: u64,
    /// The component this region is, when it is one and can be selected.
    component: Option<usize>,
    path: Vec<usize>,
    /// Dots a previewed loop encloses (a region that does not exist yet).
    enclosed: bool,
}

impl Cluster {
    fn drawn(&self) -> u64 {
        self.dots.min(MAX_FREE)
    }

    fn columns(&self) -> i64 {
        // Wider than tall: the square root of one and a half times the dots.
        let n = self.drawn() as f64;
        ((n * 1.5).sqrt().ceil() as i64).clamp(1, 8)
    }

    fn label(&self) -> String {
        let count = with_separators(u128::from(self.dots));
        if self.dots > MAX_FREE {
            format!("{count} free, {MAX_FREE} shown")
        } else {
            format!("{count} free")
        }
    }

    fn size(&self) -> (i64, i64) {
        let cols = self.columns();
        let rows = (self.drawn() as i64 + cols - 1) / cols;
        let w = (cols * GAP).max(text_width(&self.label()) + 4);
        (w, rows * GAP + LABEL)
    }
}

/// What a drawn loop holds.
enum Inside {
    Drawn(Body),
    /// Too deep or past the loop budget: only counted.
    Hidden {
        dots: u64,
    },
}

/// One loop's outline, with what it encloses.
struct Shape {
    through: u64,
    /// Its number ("0.1"); empty for the previewed loop.
    name: String,
    /// The previewed loop's move text.
    new: Option<String>,
    inside: Inside,
}

impl Shape {
    fn caption(&self) -> String {
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

    fn hidden_text(dots: u64) -> String {
        format!(
            "… {} {}",
            with_separators(u128::from(dots)),
            plural(dots, "dot", "dots")
        )
    }

    fn size(&self) -> (i64, i64) {
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

enum Item {
    Dots(Cluster),
    Loop(Box<Shape>),
    /// Loops left undrawn in a region, past the budget.
    More(usize),
}

impl Item {
    fn more_text(n: usize) -> String {
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
struct Body {
    items: Vec<(i64, i64, Item)>,
    w: i64,
    h: i64,
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

/// Turns a position into [`Body`]s, spending a budget of drawn loops.
struct Builder<'a> {
    components: Vec<Vec<usize>>,
    preview: Option<(&'a LoopMove, String)>,
    budget: usize,
}

impl Builder<'_> {
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

/// Writes placed bodies as SVG: free dots select their region, a
/// previewed loop plays its move.
struct Writer {
    selected: Option<usize>,
}

fn circle(m: &mut Markup, cx: i64, cy: i64, r: i64, class: &str) {
    m.el(
        "circle",
        &[
            ("class", class),
            ("cx", &cx.to_string()),
            ("cy", &cy.to_string()),
            ("r", &r.to_string()),
        ],
        "",
    );
}

fn text(m: &mut Markup, x: i64, y: i64, class: &str, content: &str) {
    m.el(
        "text",
        &[
            ("class", class),
            ("x", &x.to_string()),
            ("y", &y.to_string()),
        ],
        content,
    );
}

impl Writer {
    fn body(&self, m: &mut Markup, body: &Body, x0: i64, y0: i64) {
        for (x, y, item) in &body.items {
            let (x, y) = (x0 + x, y0 + y);
            match item {
                Item::Dots(c) => self.cluster(m, c, x, y),
                Item::Loop(s) => self.shape(m, s, x, y),
                Item::More(n) => text(m, x + 4, y + 14, "rims-more", &Item::more_text(*n)),
            }
        }
    }

    fn cluster(&self, m: &mut Markup, c: &Cluster, x: i64, y: i64) {
        let (w, h) = c.size();
        let selected = c.component.is_some() && c.component == self.selected;
        let button = c.component.is_some();
        let index = c.component.map(|i| i.to_string()).unwrap_or_default();
        let label = format!(
            "Region {}: {} free {}{}; show its moves",
            region_name(&c.path),
            with_separators(u128::from(c.dots)),
            plural(c.dots, "dot", "dots"),
            if selected { " (selected)" } else { "" }
        );
        let class = if c.enclosed {
            "rims-cluster rims-enclosed"
        } else if selected {
            "rims-cluster rims-selected"
        } else {
            "rims-cluster"
        };
        if button {
            m.open(
                "g",
                &[
                    ("class", class),
                    ("role", "button"),
                    ("tabindex", "0"),
                    ("aria-label", &label),
                    ("data-component", &index),
                ],
            );
        } else {
            m.open("g", &[("class", class)]);
        }
        m.el(
            "rect",
            &[
                ("class", "rims-hit"),
                ("x", &(x - 3).to_string()),
                ("y", &(y - 3).to_string()),
                ("width", &(w + 6).to_string()),
                ("height", &(h + 4).to_string()),
                ("rx", "6"),
            ],
            "",
        );
        let cols = c.columns();
        let grid = cols * GAP;
        let left = x + (w - grid) / 2;
        for i in 0..c.drawn() as i64 {
            let (row, col) = (i / cols, i % cols);
            circle(
                m,
                left + col * GAP + GAP / 2,
                y + row * GAP + GAP / 2,
                DOT,
                if c.enclosed {
                    "rims-dot rims-dot-enclosed"
                } else {
                    "rims-dot"
                },
            );
        }
        text(m, x + w / 2, y + h - 3, "rims-count", &c.label());
        m.close("g");
    }

    fn shape(&self, m: &mut Markup, s: &Shape, x: i64, y: i64) {
        let (w, h) = s.size();
        let new = s.new.is_some();
        let button = s.new.as_ref();
        if let Some(move_text) = button {
            let label = format!(
                "Draw this loop ({move_text}): through {} {}",
                s.through,
                plural(s.through, "dot", "dots")
            );
            m.open(
                "g",
                &[
                    ("class", "rims-new"),
                    ("role", "button"),
                    ("tabindex", "0"),
                    ("aria-label", &label),
                    ("data-move", move_text),
                ],
            );
        }
        m.el(
            "rect",
            &[
                (
                    "class",
                    if new {
                        "rims-loop rims-loop-new"
                    } else {
                        "rims-loop"
                    },
                ),
                ("x", &x.to_string()),
                ("y", &y.to_string()),
                ("width", &w.to_string()),
                ("height", &h.to_string()),
                ("rx", "14"),
            ],
            "",
        );
        let on = s.through.min(MAX_ON_LOOP) as i64;
        for i in 0..on {
            circle(
                m,
                x + (i + 1) * w / (on + 1),
                y,
                DOT,
                if new {
                    "rims-on rims-on-new"
                } else {
                    "rims-on"
                },
            );
        }
        text(m, x + 8, y + h - 6, "rims-name", &s.caption());
        if button.is_some() {
            m.close("g");
        }
        match &s.inside {
            Inside::Drawn(b) => self.body(m, b, x + (w - b.w) / 2, y + TOP),
            Inside::Hidden { dots } => text(
                m,
                x + PAD,
                y + TOP + LABEL - 3,
                "rims-more",
                &Shape::hidden_text(*dots),
            ),
        }
    }
}

/// The smallest of the figure widths (CSS classes) at least `natural`.
fn fit_class(natural: i64) -> &'static str {
    const FITS: [(i64, &str); 8] = [
        (120, "rims-fit-120"),
        (160, "rims-fit-160"),
        (220, "rims-fit-220"),
        (300, "rims-fit-300"),
        (420, "rims-fit-420"),
        (560, "rims-fit-560"),
        (720, "rims-fit-720"),
        (900, "rims-fit-900"),
    ];
    FITS.iter()
        .find(|(w, _)| *w >= natural)
        .map_or("rims-fit-900", |(_, c)| c)
}

/// A text alternative: the free dots of each region, and the preview.
fn describe(position: &Region, preview: Option<&LoopMove>) -> String {
    let regions: Vec<(Vec<usize>, u64)> = position
        .regions()
        .into_iter()
        .filter(|(_, r)| r.dots > 0)
        .map(|(p, r)| (p, r.dots))
        .collect();
    let loops = count_loops(position);
    let mut out = format!(
        "Rims: {loops} {}; free dots ",
        plural(loops as u64, "loop", "loops")
    );
    if regions.is_empty() {
        out.push_str("none");
    }
    let named: Vec<String> = regions
        .iter()
        .take(MAX_NAMED)
        .map(|(p, d)| format!("{d} {}", region_name(p)))
        .collect();
    out.push_str(&named.join(", "));
    if regions.len() > MAX_NAMED {
        out.push_str(&format!(" and {} more regions", regions.len() - MAX_NAMED));
    }
    if let Some(mv) = preview {
        out.push_str(&format!(
            ". Dashed: a new loop {} through {} free {}, around {} of them",
            region_name(&mv.region),
            mv.through,
            plural(mv.through, "dot", "dots"),
            mv.enclose
        ));
        if !mv.loops.is_empty() {
            let names: Vec<String> = mv
                .loops
                .iter()
                .map(|j| {
                    let mut p = mv.region.clone();
                    p.push(*j);
                    loop_name(&p)
                })
                .collect();
            out.push_str(&format!(" and around loop {}", names.join(", ")));
        }
    }
    out
}

fn figure(body: &Body, label: &str, w: &Writer) -> Markup {
    let (vw, vh) = (body.w + 2 * MARGIN, body.h + 2 * MARGIN + DOT);
    let mut m = Markup::new();
    m.open("figure", &[("class", "rims-figure rims-board")]);
    m.open(
        "svg",
        &[
            ("class", &format!("rims-svg {}", fit_class(vw * 13 / 10))),
            ("viewBox", &format!("0 0 {vw} {vh}")),
            ("width", "100%"),
            ("role", "img"),
            ("aria-label", label),
        ],
    );
    w.body(&mut m, body, MARGIN, MARGIN + DOT);
    m.close("svg").close("figure");
    m
}

impl Shown for Rims {
    fn info(&self) -> Info {
        Info {
            component: "region".to_string(),
            components: "regions".to_string(),
            one_move: "loop".to_string(),
            moves: "loops".to_string(),
            all_done: "Every dot is on a loop: no new loop can be drawn.".to_string(),
            add: Vec::new(),
            presets: vec![
                ("Seven dots".to_string(), "7".to_string()),
                ("Loops in loops".to_string(), "5 (2: 3 (1:))".to_string()),
                (
                    "A losing position".to_string(),
                    "3 (1: 1 (2: 2))".to_string(),
                ),
            ],
            intro: "<p>Dots in the plane and closed loops, none crossing another or itself, \
                    each through at least one dot. A move draws a new loop through one or \
                    more free dots; whoever draws the last loop wins. The lecture notes \
                    (the game of rims) show that each region's free dots behave as a Nim \
                    heap.</p>"
                .to_string(),
            notation: "a region's free dots, then its loops, a loop through k dots around \
                       region R written (k: R): 5 (2: 3 (1:))"
                .to_string(),
        }
    }

    fn board(&self, whole: &Region, preview: Option<&LoopMove>, selected: Option<usize>) -> Markup {
        let mut b = Builder {
            components: component_paths(whole),
            preview: preview.map(|mv| (mv, self.format_move(whole, mv))),
            budget: MAX_LOOPS,
        };
        let body = b.region(whole, &[], 0);
        figure(&body, &describe(whole, preview), &Writer { selected })
    }

    fn explain(&self, whole: &Region, selected: Option<usize>, _step: usize) -> Markup {
        let regions: Vec<(Vec<usize>, u64)> = whole
            .regions()
            .into_iter()
            .filter(|(_, r)| r.dots > 0)
            .map(|(p, r)| (p, r.dots))
            .collect();
        let total = value(whole);
        let mut m = Markup::new();

        m.open("section", &[("class", "rims-explain")]);
        m.el("h3", &[], "Each region is a Nim heap");
        m.el(
            "p",
            &[],
            "Dots on a loop can never be used again: a new loop through one would cross \
             it. Free dots that can reach one another without crossing a loop form a \
             class, and the notes treat each class as a pile of chips. Here a class is \
             the free dots of one region.",
        );
        m.open("table", &[("class", "rims-table")]);
        m.el("caption", &[], "Regions with free dots, and their values");
        m.open("thead", &[]).open("tr", &[]);
        m.el("th", &[("scope", "col")], "Region");
        m.el("th", &[("scope", "col")], "Free dots");
        m.el("th", &[("scope", "col")], "Value");
        m.close("tr").close("thead").open("tbody", &[]);
        for (i, (path, dots)) in regions.iter().enumerate().take(MAX_NAMED) {
            let chosen = selected == Some(i);
            m.open(
                "tr",
                &[("class", if chosen { "rims-row-selected" } else { "" })],
            );
            m.el(
                "th",
                &[("scope", "row")],
                &format!(
                    "{}{}",
                    region_name(path),
                    if chosen { " (selected)" } else { "" }
                ),
            );
            m.el("td", &[], &with_separators(u128::from(*dots)));
            m.el("td", &[], &with_separators(u128::from(*dots)));
            m.close("tr");
        }
        if regions.len() > MAX_NAMED {
            m.open("tr", &[]);
            m.el(
                "td",
                &[("colspan", "3")],
                &format!("… and {} more regions", regions.len() - MAX_NAMED),
            );
            m.close("tr");
        }
        m.close("tbody").open("tfoot", &[]).open("tr", &[]);
        m.el("th", &[("scope", "row")], "Nim-sum");
        m.el("td", &[], "");
        m.el("td", &[], &total.to_string());
        m.close("tr").close("tfoot").close("table");
        m.close("section");

        m.open("section", &[("class", "rims-explain")]);
        m.el("h3", &[], "Splitting a heap changes nothing");
        m.el(
            "p",
            &[],
            "A new loop passes through at least one free dot of one region, and may \
             enclose some of the others: a heap of n loses at least one chip and the rest \
             may split into u inside and v outside, with u + v < n. So Rims is Nim in which \
             a move may also split what is left into two heaps (the octal game 0.777…).",
        );
        m.el(
            "p",
            &[],
            "A loop that encloses no free dots is a Nim move, so every smaller heap can be \
             reached. A split leaves u ⊕ v, and u ⊕ v ≤ u + v, since nim-addition drops the \
             powers of two that ordinary addition carries; so u ⊕ v < n, the value of a heap \
             Nim can also reach. The notes conclude that Rims and Nim have the same \
             P-positions; the same inequality shows, by induction on n, that a region of n \
             free dots has value exactly n: its options' values are all below n and include \
             each of 0, 1, …, n − 1, so their mex is n.",
        );
        m.close("section");

        m.open("section", &[("class", "rims-explain")]);
        m.el("h3", &[], "The winning move");
        match self.winning_move(whole, &|p: &Region| value(p)) {
            None => {
                m.el(
                    "p",
                    &[],
                    if regions.is_empty() {
                        "No free dot is left, so no loop can be drawn: the player to move \
                         has lost."
                    } else {
                        "The nim-sum is 0: a P-position. Every loop leaves a nonzero \
                         nim-sum, so the player to move loses against good play."
                    },
                );
            }
            Some(mv) => {
                let n = mv.through + mv.enclose + mv.left;
                m.open("p", &[]);
                m.text(&format!(
                    "The nim-sum is {total}, not 0. In the region {} the heap of {n} becomes \
                     {n} ⊕ {total} = {}: draw a loop through {} of its free dots enclosing none, \
                     written ",
                    region_name(&mv.region),
                    mv.left,
                    mv.through
                ));
                m.el(
                    "code",
                    &[("class", "rims-move")],
                    &self.format_move(whole, &mv),
                );
                m.text(". The nim-sum after it is 0.");
                m.close("p");
            }
        }
        m.el(
            "p",
            &[("class", "rims-legend")],
            "Reading a move: k:a draws a loop through k free dots around a of the others; \
             \"in 0.1\" first names the region inside loop 0.1 (loops are numbered as \
             drawn, at their lower left); \"around 0,2\" also encloses those loops of the \
             region.",
        );
        m.close("section");
        m
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use grundy::games::rims::parse_rims;

    fn count(haystack: &str, needle: &str) -> usize {
        haystack.matches(needle).count()
    }

    /// The texts of elements with class `class`, in order.
    fn texts_of(markup: &str, class: &str) -> Vec<String> {
        let open = format!("class=\"{class}\"");
        markup
            .split(&open)
            .skip(1)
            .filter_map(|rest| {
                let start = rest.find('>')? + 1;
                let end = rest[start..].find('<')? + start;
                Some(rest[start..end].to_string())
            })
            .collect()
    }

    #[test]
    fn every_move_of_a_small_position_is_drawn_when_previewed() {
        let p = parse_rims("3 (1: 2)").unwrap();
        let moves: Vec<LoopMove> = Rims.moves(&p).collect();
        assert!(moves.len() > 10);
        for mv in &moves {
            let text = Rims.format_move(&p, mv);
            let board = Rims.board(&p, Some(mv), None);
            let s = board.as_str();
            let attr = format!("data-move=\"{}\"", crate::markup::escape(&text));
            assert_eq!(count(s, &attr), 1, "{text}");
            assert_eq!(Rims.parse_move(&p, &text).unwrap(), *mv);
            assert_eq!(
                count(s, "rims-on rims-on-new"),
                mv.through as usize,
                "{text}"
            );
            assert_eq!(
                count(s, "rims-dot rims-dot-enclosed"),
                mv.enclose as usize,
                "{text}"
            );
        }
    }

    #[test]
    fn region_counts_are_the_heaps() {
        let p = parse_rims("5 (2: 3 (1:)) (1: 4 (3: 2))").unwrap();
        let heaps: Vec<String> = p
            .heaps()
            .into_iter()
            .filter(|&h| h > 0)
            .map(|h| format!("{h} free"))
            .collect();
        assert_eq!(
            texts_of(Rims.board(&p, None, None).as_str(), "rims-count"),
            heaps
        );
    }

    #[test]
    fn each_region_with_free_dots_selects_its_component() {
        let p = parse_rims("5 (2: 3 (1:)) (1: 4)").unwrap();
        let board = Rims.board(&p, None, Some(1));
        let s = board.as_str();
        for i in 0..3 {
            assert_eq!(count(s, &format!("data-component=\"{i}\"")), 1);
        }
        assert_eq!(count(s, "rims-selected"), 1);
        assert!(s.contains("Region inside loop 0: 3 free dots (selected)"));
    }

    #[test]
    fn the_explanation_states_the_values_and_the_winning_move() {
        // 5 (2: 3 (1:)): heaps 5 and 3, nim-sum 6; the outside heap of 5
        // goes to 5 xor 6 = 3, a loop through 2 dots.
        let p = parse_rims("5 (2: 3 (1:))").unwrap();
        let e = Rims.explain(&p, None, 0);
        let s = e.as_str();
        assert!(s.contains("<td>5</td><td>5</td>") && s.contains("<td>3</td><td>3</td>"));
        assert!(s.contains("Nim-sum</th><td></td><td>6</td>"));
        assert!(s.contains("<code class=\"rims-move\">2:0</code>"));
        // 3 (1: 1 (2: 2)): 3 xor 1 xor 2 = 0.
        let lost = Rims.explain(&parse_rims("3 (1: 1 (2: 2))").unwrap(), None, 0);
        assert!(lost.as_str().contains("The nim-sum is 0: a P-position"));
        assert!(!lost.as_str().contains("rims-move\""));
    }

    #[test]
    fn a_huge_position_stays_small() {
        let mut text = String::from("100");
        for _ in 0..300 {
            text.push_str(" (1: 1)");
        }
        let nested = format!("{}{}", "(1: ".repeat(60), ")".repeat(60));
        let p = parse_rims(&text).unwrap();
        let q = parse_rims(&format!("500 {nested}")).unwrap();
        for pos in [&p, &q] {
            let board = Rims.board(pos, None, None);
            assert!(board.as_str().len() < 40_000, "{}", board.as_str().len());
        }
        assert!(Rims
            .board(&p, None, None)
            .as_str()
            .contains("+ 270 more loops"));
    }

    #[test]
    fn figures_are_labelled_images() {
        let p = parse_rims("4 (1: 2)").unwrap();
        let board = Rims.board(&p, None, None);
        assert!(board.as_str().contains(
            "aria-label=\"Rims: 1 loop; free dots 4 outside every loop, 2 inside loop 0\""
        ));
    }
}
