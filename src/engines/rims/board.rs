//! The board drawn as SVG from the laid-out position: free dots select
//! their region, a previewed loop plays its move, and a text alternative
//! says in words what the figure shows.

use super::layout::{
    lay_out, Body, Cluster, Inside, Item, Shape, GAP, LABEL, MAX_ON_LOOP, PAD, TOP,
};
use super::{loop_name, region_name, MAX_NAMED};
use crate::text::{plural, with_separators};
use grundy::games::rims::{LoopMove, Region, Rims};
use grundy::Game;
use maud::{html, Markup};

/// A dot's radius.
const DOT: i64 = 5;
/// Margin around the whole figure.
const MARGIN: i64 = 8;

/// The board of `whole`, with `preview` drawn as the position after it and
/// component `selected` marked.
pub(super) fn board(whole: &Region, preview: Option<&LoopMove>, selected: Option<usize>) -> Markup {
    let body = lay_out(whole, preview.map(|mv| (mv, Rims.format_move(whole, mv))));
    figure(&body, &describe(whole, preview), &Writer { selected })
}

/// The loops of `region`, nested ones included.
fn count_loops(region: &Region) -> usize {
    region
        .loops
        .iter()
        .map(|l| 1 + count_loops(&l.inside))
        .sum()
}

/// Writes placed bodies as SVG: free dots select their region, a
/// previewed loop plays its move.
struct Writer {
    selected: Option<usize>,
}

fn circle(cx: i64, cy: i64, r: i64, class: &str) -> Markup {
    html! { circle class=(class) cx=(cx) cy=(cy) r=(r) {} }
}

fn text(x: i64, y: i64, class: &str, content: &str) -> Markup {
    html! { text class=(class) x=(x) y=(y) { (content) } }
}

impl Writer {
    fn body(&self, body: &Body, x0: i64, y0: i64) -> Markup {
        html! {
            @for (x, y, item) in &body.items {
                @let (x, y) = (x0 + x, y0 + y);
                @match item {
                    Item::Dots(c) => (self.cluster(c, x, y)),
                    Item::Loop(s) => (self.shape(s, x, y)),
                    Item::More(n) => (text(x + 4, y + 14, "rims-more", &Item::more_text(*n))),
                }
            }
        }
    }

    fn cluster(&self, c: &Cluster, x: i64, y: i64) -> Markup {
        let (w, h) = c.size();
        let selected = c.component.is_some() && c.component == self.selected;
        // Only a region that is a component is a button.
        let label = c.component.map(|_| {
            format!(
                "Region {}: {} free {}{}; show its moves",
                region_name(&c.path),
                with_separators(u128::from(c.dots)),
                plural(c.dots, "dot", "dots"),
                if selected { " (selected)" } else { "" }
            )
        });
        let class = if c.enclosed {
            "rims-cluster rims-enclosed"
        } else if selected {
            "rims-cluster rims-selected"
        } else {
            "rims-cluster"
        };
        let dot_class = if c.enclosed {
            "rims-dot rims-dot-enclosed"
        } else {
            "rims-dot"
        };
        let cols = c.columns();
        let left = x + (w - cols * GAP) / 2;
        html! {
            g class=(class)
                role=[c.component.map(|_| "button")]
                tabindex=[c.component.map(|_| "0")]
                aria-label=[label]
                data-component=[c.component]
            {
                rect class="rims-hit" x=(x - 3) y=(y - 3) width=(w + 6) height=(h + 4) rx="6" {}
                @for i in 0..c.drawn() as i64 {
                    @let (row, col) = (i / cols, i % cols);
                    (circle(left + col * GAP + GAP / 2, y + row * GAP + GAP / 2, DOT, dot_class))
                }
                (text(x + w / 2, y + h - 3, "rims-count", &c.label()))
            }
        }
    }

    fn shape(&self, s: &Shape, x: i64, y: i64) -> Markup {
        let (w, h) = s.size();
        let new = s.new.is_some();
        let on = s.through.min(MAX_ON_LOOP) as i64;
        let outline = html! {
            rect class=(if new { "rims-loop rims-loop-new" } else { "rims-loop" })
                x=(x) y=(y) width=(w) height=(h) rx="14" {}
            @for i in 0..on {
                (circle(
                    x + (i + 1) * w / (on + 1),
                    y,
                    DOT,
                    if new { "rims-on rims-on-new" } else { "rims-on" },
                ))
            }
            (text(x + 8, y + h - 6, "rims-name", &s.caption()))
        };
        html! {
            @if let Some(move_text) = &s.new {
                @let label = format!(
                    "Draw this loop ({move_text}): through {} {}",
                    s.through,
                    plural(s.through, "dot", "dots")
                );
                g class="rims-new"
                    role="button"
                    tabindex="0"
                    aria-label=(label)
                    data-move=(move_text)
                {
                    (outline)
                }
            } @else {
                (outline)
            }
            @match &s.inside {
                Inside::Drawn(b) => (self.body(b, x + (w - b.w) / 2, y + TOP)),
                Inside::Hidden { dots } => (text(
                    x + PAD,
                    y + TOP + LABEL - 3,
                    "rims-more",
                    &Shape::hidden_text(*dots),
                )),
            }
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
    html! {
        figure class="rims-figure rims-board" {
            svg class={ "rims-svg " (fit_class(vw * 13 / 10)) }
                viewBox={ "0 0 " (vw) " " (vh) }
                width="100%"
                role="img"
                aria-label=(label)
            {
                (w.body(body, MARGIN, MARGIN + DOT))
            }
        }
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
            let s = board(&p, Some(mv), None).into_string();
            let attr = format!("data-move=\"{}\"", html! { (text) }.into_string());
            assert_eq!(count(&s, &attr), 1, "{text}");
            assert_eq!(Rims.parse_move(&p, &text).unwrap(), *mv);
            assert_eq!(
                count(&s, "rims-on rims-on-new"),
                mv.through as usize,
                "{text}"
            );
            assert_eq!(
                count(&s, "rims-dot rims-dot-enclosed"),
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
            texts_of(&board(&p, None, None).into_string(), "rims-count"),
            heaps
        );
    }

    #[test]
    fn each_region_with_free_dots_selects_its_component() {
        let p = parse_rims("5 (2: 3 (1:)) (1: 4)").unwrap();
        let s = board(&p, None, Some(1)).into_string();
        for i in 0..3 {
            assert_eq!(count(&s, &format!("data-component=\"{i}\"")), 1);
        }
        assert_eq!(count(&s, "rims-selected"), 1);
        assert!(s.contains("Region inside loop 0: 3 free dots (selected)"));
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
            let s = board(pos, None, None).into_string();
            assert!(s.len() < 40_000, "{}", s.len());
        }
        assert!(board(&p, None, None)
            .into_string()
            .contains("+ 270 more loops"));
    }

    #[test]
    fn figures_are_labelled_images() {
        let p = parse_rims("4 (1: 2)").unwrap();
        assert!(board(&p, None, None).into_string().contains(
            "aria-label=\"Rims: 1 loop; free dots 4 outside every loop, 2 inside loop 0\""
        ));
    }
}
