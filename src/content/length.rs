//! The game-length panel's working: Corollary 2.2's fewest and most moves
//! for the position, surface by surface, and the shortest and longest
//! lines written out.

use crate::markup::Markup;
use crate::text::with_separators;
use grundy::manifold::view::pieces_text;
use grundy::manifold::{
    length_bounds, line, longest_line_move, shortest_line_move, surface_length_bounds,
};
use grundy::{Move, Position, Surface};

/// At most this many surfaces get a row in the breakdown.
const MAX_ROWS: usize = 12;

/// Why a surface needs at least so many cuts, in the corollary's words.
fn fewest_reason(s: Surface) -> String {
    let g = s.genus();
    if s.is_orientable() {
        format!("{g} cuts (a), each lowering the genus by 1")
    } else if g.is_multiple_of(2) {
        format!("n(2k) with k = {}: k cuts (e)", g / 2)
    } else {
        format!(
            "n(2k+1) with k = {}: (d) to o{}, then k cuts (a)",
            g / 2,
            g / 2
        )
    }
}

fn line_text(m: &mut Markup, moves: &[Move], total: u128, id: &str, label: &str) {
    let more = total.saturating_sub(moves.len() as u128);
    m.open("div", &[("class", "line")])
        .el("h3", &[("id", id)], label);
    if moves.is_empty() {
        m.el(
            "p",
            &[("class", "muted small")],
            "No moves: only spheres are left.",
        );
    } else {
        m.open(
            "ol",
            &[
                ("class", "line-moves"),
                ("aria-labelledby", id),
                ("data-testid", id),
            ],
        );
        for mv in moves {
            m.el(
                "li",
                &[],
                &format!(
                    "{} {} → {}",
                    mv.cut.kind(),
                    mv.cut.surface(),
                    pieces_text(&mv.cut, " + ")
                ),
            );
        }
        if more > 0 {
            m.el(
                "li",
                &[("class", "more")],
                &format!("… {} more", with_separators(more)),
            );
        }
        m.close("ol");
    }
    m.close("div");
}

/// The panel's explanation, bounds and table (its buttons come after).
pub fn facts(position: &Position) -> Markup {
    let bounds = length_bounds(position);
    let mut m = Markup::new();
    m.el(
        "p",
        &[("class", "small")],
        "Corollary 2.2: from og or ng the game ends after at most 2g moves; the longest line has \
         2g − 1: split off genus 1 with (b) or (g) until every piece has genus 1, then cut each \
         once. The fewest is g for og, k for n(2k) and k + 1 for n(2k + 1). Surfaces are played \
         independently, so the bounds add up.",
    );
    m.open("dl", &[("class", "length-bounds")])
        .open("div", &[])
        .el("dt", &[], "Fewest moves left")
        .el(
            "dd",
            &[("data-testid", "length-fewest")],
            &with_separators(bounds.fewest),
        )
        .close("div")
        .open("div", &[])
        .el("dt", &[], "Most moves left")
        .el(
            "dd",
            &[("data-testid", "length-most")],
            &with_separators(bounds.most),
        )
        .close("div")
        .close("dl");
    let surfaces: Vec<Surface> = position
        .surfaces()
        .iter()
        .copied()
        .filter(|s| !s.is_sphere())
        .collect();
    if !surfaces.is_empty() {
        m.open("div", &[("class", "table-scroll")])
            .open("table", &[("class", "length-table")])
            .open("thead", &[])
            .open("tr", &[]);
        for h in ["Surface", "Fewest", "Most", "Shortest way"] {
            m.el("th", &[("scope", "col")], h);
        }
        m.close("tr").close("thead").open("tbody", &[]);
        for &s in surfaces.iter().take(MAX_ROWS) {
            let b = surface_length_bounds(s);
            m.open(
                "tr",
                &[
                    ("data-testid", "length-row"),
                    ("data-surface", &s.to_string()),
                    ("data-fewest", &b.fewest.to_string()),
                    ("data-most", &b.most.to_string()),
                ],
            )
            .el("th", &[("scope", "row")], &s.to_string())
            .el("td", &[], &with_separators(b.fewest))
            .el("td", &[], &with_separators(b.most))
            .el("td", &[("class", "small")], &fewest_reason(s))
            .close("tr");
        }
        m.close("tbody").close("table").close("div");
        let hidden = surfaces.len().saturating_sub(MAX_ROWS);
        if hidden > 0 {
            m.el(
                "p",
                &[("class", "muted small")],
                &format!("… and {hidden} more surfaces, counted but not listed."),
            );
        }
    }
    m
}

/// The shortest and longest lines, written out.
pub fn lines(position: &Position) -> Markup {
    let bounds = length_bounds(position);
    let mut m = Markup::new();
    m.open("div", &[("class", "lines")]);
    line_text(
        &mut m,
        &line(position, shortest_line_move),
        bounds.fewest,
        "shortest-line",
        "The shortest line",
    );
    line_text(
        &mut m,
        &line(position, longest_line_move),
        bounds.most,
        "longest-line",
        "The longest line",
    );
    m.close("div");
    m
}

/// The bounds and table, then both lines.
pub fn panel(position: &Position) -> Markup {
    let mut m = facts(position);
    m.markup(&lines(position));
    m
}
