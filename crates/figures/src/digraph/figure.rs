//! Where the board puts an edge's arrowhead, a vertex's badge and its
//! tokens, and the figure of a whole board drawn from them.

use super::layout::{layout, short, EdgeShape, Layout, RADIUS};
use crate::figure::Figure;
use crate::mark::{Font, Look, Mark};
use crate::text::{count_in_words, with_separators};
use crate::theme::Colour;
use grundy::games::digraph::Board;
use grundy::Nimber;

/// The most edges drawn; a denser graph is drawn in part.
pub const MAX_EDGES: usize = 300;
/// Past this many edges drawn, lines are drawn finer, so the vertices
/// stay readable.
pub const DENSE: usize = 60;
/// A token's disc's radius.
pub const TOKEN: f64 = 9.0;

impl EdgeShape {
    /// The arrowhead's path: a triangle 10 long and 9 wide whose point is
    /// the tip.
    pub fn head(&self) -> String {
        let num = super::layout::num;
        let (tx, ty) = self.tip;
        let (dx, dy) = self.dir;
        let (bx, by) = (tx - dx * 10.0, ty - dy * 10.0);
        format!(
            "M{} {}L{} {}L{} {}Z",
            num(tx),
            num(ty),
            num(bx - dy * 4.5),
            num(by + dx * 4.5),
            num(bx + dy * 4.5),
            num(by - dx * 4.5)
        )
    }
}

/// Where the badge of a vertex centred at (`x`, `y`), `half` wide each
/// side, is centred.
pub fn badge_at(x: f64, y: f64, half: f64) -> (f64, f64) {
    (x + half - 4.0, y - RADIUS - 2.0)
}

/// A badge's width for `text`.
pub fn badge_width(text: &str) -> f64 {
    8.0 + 7.0 * text.chars().count() as f64
}

/// Where the tokens of a vertex centred at (`x`, `y`), `half` wide each
/// side, are drawn: on its left side (edges leave at the bottom and arrive
/// at the top, and the badge is on the right).
pub fn token_at(x: f64, y: f64, half: f64) -> (f64, f64) {
    (x - half - 1.0, y)
}

/// The number of tokens on each vertex.
pub fn token_counts(board: &Board) -> Vec<usize> {
    let mut counts = vec![0; board.names.len()];
    for &t in &board.tokens {
        if let Some(c) = counts.get_mut(t) {
            *c += 1;
        }
    }
    counts
}

/// The board in words, as its figure is named.
pub fn board_label(board: &Board) -> String {
    format!(
        "A graph of {} and {}; each vertex shows its value",
        count_in_words(board.names.len() as u64, "vertex", "vertices"),
        count_in_words(board.tokens.len() as u64, "token", "tokens"),
    )
}

/// The edges drawn, each once, at most [`MAX_EDGES`] of them, with their
/// shapes in the layout `l`.
pub fn drawn_edges(board: &Board, l: &Layout) -> Vec<(usize, usize, EdgeShape)> {
    let mut seen = std::collections::HashSet::new();
    board
        .edges
        .iter()
        .filter(|&&e| seen.insert(e))
        .filter_map(|&(a, b)| Some((a, b, l.edge(a, b)?)))
        .take(MAX_EDGES)
        .collect()
}

/// A value's badge centred at (`x`, `y`), marked when it is 0.
fn badge(value: Nimber, x: f64, y: f64) -> Vec<Mark> {
    let text = value.to_string();
    let w = badge_width(&text);
    let (fill, ink) = if value.is_zero() {
        (Colour::WarnSoft, Colour::Warn)
    } else {
        (Colour::AccentSoft, Colour::Accent)
    };
    vec![
        Mark::rect(
            x - w / 2.0,
            y - 8.0,
            w,
            16.0,
            8.0,
            Look::outlined(fill, ink, 1.0),
        ),
        Mark::text(
            x,
            y,
            text,
            Look::text(ink, Font::Sans, 10.5).bold().central(),
        ),
    ]
}

/// The board as it is drawn with nothing chosen: the arrows, each vertex
/// with its name and value, the tokens.
pub fn board_figure(board: &Board) -> Figure {
    let l = layout(board, &board.tokens);
    let values = board.label().values;
    let counts = token_counts(board);
    let edges = drawn_edges(board, &l);
    let dense = edges.len() > DENSE;
    let line = if dense {
        Look {
            stroke_opacity: Some(0.7),
            ..Look::stroke(Colour::Muted, 0.8)
        }
    } else {
        Look::stroke(Colour::Muted, 1.6)
    };
    let head = Look {
        fill_opacity: dense.then_some(0.8),
        ..Look::fill(Colour::Muted)
    };
    let mut marks = Vec::new();
    for (_, _, shape) in &edges {
        marks.push(Mark::path(shape.d.as_str(), line));
        marks.push(Mark::path(shape.head(), head));
    }
    let placed = || {
        l.at.iter()
            .enumerate()
            .filter_map(|(v, at)| at.map(|(x, y)| (v, x, y)))
    };
    for (v, x, y) in placed() {
        let hw = l.half[v];
        let shape = Look::outlined(Colour::Surface, Colour::Text, 1.5);
        marks.push(Mark::rect(
            x - hw,
            y - RADIUS,
            2.0 * hw,
            2.0 * RADIUS,
            RADIUS,
            shape,
        ));
        let name = Look::text(Colour::Text, Font::Mono, 13.0).bold().central();
        marks.push(Mark::text(x, y, short(&board.names[v]), name));
        let (bx, by) = badge_at(x, y, hw);
        marks.extend(badge(values[v], bx, by));
    }
    for (v, x, y) in placed().filter(|&(v, _, _)| counts[v] > 0) {
        let (cx, cy) = token_at(x, y, l.half[v]);
        let disc = Look::outlined(Colour::Accent, Colour::Surface, 2.0);
        marks.push(Mark::circle(cx, cy, TOKEN, disc));
        if counts[v] > 1 {
            let look = Look::text(Colour::AccentText, Font::Sans, 11.0)
                .bold()
                .central();
            marks.push(Mark::text(cx, cy, counts[v].to_string(), look));
        }
    }
    let mut height = l.height;
    let mut desc = board_label(board);
    if l.hidden > 0 {
        let more = format!(
            "… and {} more vertices not drawn",
            with_separators(l.hidden as u128)
        );
        let look = Look::text(Colour::Muted, Font::Sans, 12.0)
            .anchored("start")
            .italic();
        marks.push(Mark::text(0.0, height + 14.0, &more, look));
        height += 20.0;
        desc.push_str("; ");
        desc.push_str(&more);
    }
    let sum: Nimber = board.tokens.iter().map(|&t| values[t]).sum();
    Figure {
        width: l.width,
        height,
        title: format!("Graph game: tokens' values add to {sum}"),
        desc,
        marks,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use grundy::games::digraph::parse_board;

    #[test]
    fn every_vertex_shows_its_value_and_every_token_is_a_disc() {
        let b = parse_board("a>b a>c b>c c>d; tokens a c").unwrap();
        let f = board_figure(&b);
        let words = f.words();
        for name in ["a", "b", "c", "d"] {
            assert!(words.contains(&name), "{name} in {words:?}");
        }
        let discs = f
            .marks
            .iter()
            .filter(|m| matches!(m, Mark::Circle { r, .. } if *r == TOKEN))
            .count();
        assert_eq!(discs, 2);
        assert_eq!(
            f.desc,
            "A graph of four vertices and two tokens; each vertex shows its value"
        );
    }

    #[test]
    fn an_arrowhead_points_at_the_tip() {
        let shape = EdgeShape {
            d: String::new(),
            tip: (10.0, 20.0),
            dir: (0.0, 1.0),
        };
        assert_eq!(shape.head(), "M10 20L5.5 10L14.5 10Z");
    }

    #[test]
    fn a_large_graph_is_drawn_in_part_and_says_so() {
        let text: Vec<String> = (0..300).map(|i| format!("v{i}>v{}", i + 1)).collect();
        let b = parse_board(&format!("{}; tokens v0", text.join(" "))).unwrap();
        let f = board_figure(&b);
        assert!(
            f.desc.contains("… and 221 more vertices not drawn"),
            "{}",
            f.desc
        );
    }
}
