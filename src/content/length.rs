//! The game-length panel's working: Corollary 2.2's fewest and most moves
//! for the position, surface by surface, and the shortest and longest
//! lines written out.

use crate::text::with_separators;
use grundy::manifold::view::pieces_text;
use grundy::manifold::{
    length_bounds, line, longest_line_move, shortest_line_move, surface_length_bounds,
};
use grundy::{Move, Position, Surface};
use maud::{html, Markup};

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

/// One line of play written out, `total` moves long, of which `moves`
/// are listed.
fn line_text(moves: &[Move], total: u128, id: &str, label: &str) -> Markup {
    let more = total.saturating_sub(moves.len() as u128);
    html! {
        div.line {
            h3 id=(id) { (label) }
            @if moves.is_empty() {
                p.muted.small { "No moves: only spheres are left." }
            } @else {
                ol.line-moves aria-labelledby=(id) data-testid=(id) {
                    @for mv in moves {
                        li { (mv.cut.kind()) " " (mv.cut.surface()) " → " (pieces_text(&mv.cut, " + ")) }
                    }
                    @if more > 0 {
                        li.more { "… " (with_separators(more)) " more" }
                    }
                }
            }
        }
    }
}

/// The panel's explanation, bounds and table (its buttons come after).
pub fn facts(position: &Position) -> Markup {
    let bounds = length_bounds(position);
    let surfaces: Vec<Surface> = position
        .surfaces()
        .iter()
        .copied()
        .filter(|s| !s.is_sphere())
        .collect();
    let hidden = surfaces.len().saturating_sub(MAX_ROWS);
    html! {
        p.small {
            "Corollary 2.2: from og or ng the game ends after at most 2g moves; the longest line has \
             2g − 1: split off genus 1 with (b) or (g) until every piece has genus 1, then cut each \
             once. The fewest is g for og, k for n(2k) and k + 1 for n(2k + 1). Surfaces are played \
             independently, so the bounds add up."
        }
        dl.length-bounds {
            div { dt { "Fewest moves left" } dd data-testid="length-fewest" { (with_separators(bounds.fewest)) } }
            div { dt { "Most moves left" } dd data-testid="length-most" { (with_separators(bounds.most)) } }
        }
        @if !surfaces.is_empty() {
            div.table-scroll {
                table.length-table {
                    thead { tr {
                        @for h in ["Surface", "Fewest", "Most", "Shortest way"] { th scope="col" { (h) } }
                    } }
                    tbody {
                        @for &s in surfaces.iter().take(MAX_ROWS) {
                            @let b = surface_length_bounds(s);
                            tr data-testid="length-row" data-surface=(s) data-fewest=(b.fewest) data-most=(b.most) {
                                th scope="row" { (s) }
                                td { (with_separators(b.fewest)) }
                                td { (with_separators(b.most)) }
                                td.small { (fewest_reason(s)) }
                            }
                        }
                    }
                }
            }
            @if hidden > 0 {
                p.muted.small { "… and " (hidden) " more surfaces, counted but not listed." }
            }
        }
    }
}

/// The shortest and longest lines, written out.
pub fn lines(position: &Position) -> Markup {
    let bounds = length_bounds(position);
    html! {
        div.lines {
            (line_text(&line(position, shortest_line_move), bounds.fewest, "shortest-line", "The shortest line"))
            (line_text(&line(position, longest_line_move), bounds.most, "longest-line", "The longest line"))
        }
    }
}

/// The bounds and table, then both lines.
pub fn panel(position: &Position) -> Markup {
    html! { (facts(position)) (lines(position)) }
}
