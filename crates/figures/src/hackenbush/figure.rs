//! Where the board puts the ground, the vertices, their names and the
//! parts' labels around a laid-out graph, and the figure drawn from it.

use super::layout::{layout, num, Frame, Layout, PartSpot, Spot};
use crate::figure::Figure;
use crate::mark::{Font, Look, Mark};
use crate::text::plural;
use crate::theme::Colour;
use grundy::games::hackenbush::{format_graph, vertex_name, Graph, Hackenbush};
use grundy::Game;

/// Parts drawn on the board; the rest are counted beside the ground.
pub const BOARD_PARTS: usize = 12;
/// Edges named in a figure's label before it gives a count instead.
pub const NAMED: usize = 12;

/// The board's frame: which parts are drawn and its least size.
pub const BOARD: Frame = Frame {
    max_parts: BOARD_PARTS,
    min_width: 480.0,
    min_height: 200.0,
    min_columns: 1.6,
};

/// The ground's line: a thick line under the parts.
pub fn ground_path(l: &Layout) -> String {
    format!("M4 {y}H{}", num(l.width - 4.0), y = num(l.ground_y + 3.0))
}

/// Where the ground's name, g, is written.
pub fn ground_name_at(l: &Layout) -> (f64, f64) {
    (8.0, l.ground_y - 6.0)
}

/// Where the count of the parts left out is written (its end), and what
/// it says; `None` when every part is drawn.
pub fn more(l: &Layout) -> Option<((f64, f64), String)> {
    (l.hidden > 0).then(|| {
        let words = format!(
            "… {} more part{}",
            l.hidden,
            plural(l.hidden as u64, "", "s")
        );
        ((l.width - 8.0, l.ground_y - 8.0), words)
    })
}

/// A vertex's radius: larger when lit, and shrunk with the rows.
pub fn dot_radius(l: &Layout, lit: bool) -> f64 {
    let r = if lit { 5.5 } else { 3.8 };
    r * l.scale.max(0.3)
}

/// Where a vertex's name is written (the middle of its baseline).
pub fn name_at(s: &Spot) -> (f64, f64) {
    (s.name.0, s.name.1 + 4.0)
}

/// Whether vertex names are written: not on squeezed rows (a long stalk),
/// where they would overlap one another.
pub fn names_fit(l: &Layout) -> bool {
    l.scale >= 0.5
}

/// A part's label under the ground: a pill at (`x`, `y`), `w` wide and
/// 18 high, with its words centred at `text_at`.
#[derive(Clone, Debug, PartialEq)]
pub struct Tag {
    /// Left.
    pub x: f64,
    /// Top.
    pub y: f64,
    /// Width.
    pub w: f64,
    /// Where its words are written.
    pub text_at: (f64, f64),
    /// Its words: `part 2`, or `2` under a narrow part, marked `●` when
    /// chosen.
    pub text: String,
}

/// The label of part `p` in the layout `l`, marked when `chosen`; `word`
/// names a part ("part", or "piece" where the graph is itself a part of a
/// sum).
pub fn tag(l: &Layout, p: &PartSpot, chosen: bool, word: &str) -> Tag {
    // A narrow part gets its number alone, so tags do not overlap.
    let word = if p.width >= 60.0 {
        format!("{word} ")
    } else {
        String::new()
    };
    let text = if chosen {
        format!("● {word}{}", p.part + 1)
    } else {
        format!("{word}{}", p.part + 1)
    };
    let w = (12.0 + 6.5 * text.chars().count() as f64).min(p.width.max(20.0) - 2.0);
    Tag {
        x: p.x - w / 2.0,
        y: l.ground_y + 9.0,
        w,
        text_at: (p.x, l.ground_y + 22.0),
        text,
    }
}

/// "g-1 1-2" for a few edges, "40 edges" for many.
pub fn edges_said(g: &Graph) -> String {
    match g.edges.len() {
        0 => "no edges".to_string(),
        n if n <= NAMED => format_graph(g),
        n => format!("{n} edges"),
    }
}

/// The graph in words, as the board names it.
pub fn graph_label(g: &Graph) -> String {
    let parts = Hackenbush.components(g).len();
    format!(
        "The graph on the ground: {} in {} part{}",
        edges_said(g),
        parts,
        plural(parts as u64, "", "s")
    )
}

/// The graph as the board draws it with nothing chosen: the ground, the
/// edges, the vertices and their names, and each part's label.
pub fn graph_figure(g: &Graph) -> Figure {
    let l = layout(g, BOARD);
    let quiet = |size| Look::text(Colour::Muted, Font::Mono, size);
    let mut marks = vec![Mark::path(
        ground_path(&l),
        Look::stroke(Colour::Muted, 6.0).round(),
    )];
    let (gx, gy) = ground_name_at(&l);
    marks.push(Mark::text(gx, gy, "g", quiet(11.0)));
    let line = Look::stroke(Colour::Text, 3.0).round();
    marks.extend(
        l.paths
            .iter()
            .flatten()
            .map(|d| Mark::path(d.as_str(), line)),
    );
    for s in &l.spots {
        marks.push(Mark::circle(
            s.x,
            s.y,
            dot_radius(&l, false),
            Look::fill(Colour::Text),
        ));
        if names_fit(&l) {
            let (x, y) = name_at(s);
            marks.push(Mark::text(x, y, vertex_name(s.vertex), quiet(11.0)));
        }
    }
    for p in &l.parts {
        let t = tag(&l, p, false, "part");
        let pill = Look::outlined(Colour::Surface2, Colour::Border, 1.0);
        marks.push(Mark::rect(t.x, t.y, t.w, 18.0, 9.0, pill));
        let words = Look::text(Colour::Text, Font::Sans, 11.0);
        marks.push(Mark::text(t.text_at.0, t.text_at.1, t.text, words));
    }
    if let Some(((x, y), words)) = more(&l) {
        let look = Look::text(Colour::Muted, Font::Sans, 12.0).anchored("end");
        marks.push(Mark::text(x, y, words, look));
    }
    let text = format_graph(g);
    Figure {
        width: l.width,
        height: l.height,
        title: format!(
            "Green Hackenbush: {}",
            if g.edges.len() <= NAMED {
                text.as_str()
            } else {
                "a graph"
            }
        ),
        desc: graph_label(g),
        marks,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use grundy::games::hackenbush::parse_graph;

    #[test]
    fn a_figure_draws_each_edge_and_labels_each_part() {
        let g = parse_graph("g-1 1-2 2-3 3-1 g-4").unwrap();
        let f = graph_figure(&g);
        let paths = f
            .marks
            .iter()
            .filter(|m| matches!(m, Mark::Path { .. }))
            .count();
        assert_eq!(paths, 1 + 5);
        assert!(f.words().contains(&"part 1") && f.words().contains(&"part 2"));
        assert_eq!(
            f.desc,
            "The graph on the ground: g-1 1-2 2-3 1-3 g-4 in 2 parts"
        );
    }

    #[test]
    fn a_narrow_part_is_labelled_by_its_number() {
        let g = parse_graph("g-1").unwrap();
        let l = layout(&g, BOARD);
        let narrow = PartSpot {
            part: 4,
            x: 100.0,
            width: 40.0,
        };
        assert_eq!(tag(&l, &narrow, true, "part").text, "● 5");
        assert_eq!(tag(&l, &l.parts[0], false, "part").text, "part 1");
        assert_eq!(tag(&l, &l.parts[0], false, "piece").text, "piece 1");
    }

    #[test]
    fn parts_past_the_board_are_counted() {
        let edges: Vec<String> = (1..=20).map(|v| format!("g-{v}")).collect();
        let g = parse_graph(&edges.join(" ")).unwrap();
        let f = graph_figure(&g);
        assert!(f.words().contains(&"… 8 more parts"));
        assert!(f.desc.contains("20 edges in 20 parts"));
    }
}
