//! How long the game can still last: Corollary 2.2's fewest and most moves
//! for the position on the table, and the shortest and longest lines, one
//! step at a time.

use crate::state::play::PlayAction;
use crate::state::PlayContext;
use crate::text::with_separators;

use grundy::manifold::view::pieces_text;
use grundy::manifold::{
    length_bounds, line, longest_line_move, shortest_line_move, surface_length_bounds,
};
use grundy::spec::AnyMove;
use grundy::{Move, Position, Surface};
use yew::prelude::*;

/// At most this many surfaces get a row in the breakdown.
const MAX_ROWS: usize = 12;

/// Why a surface needs at least so many cuts, in the corollary's words.
fn fewest_reason(s: Surface) -> String {
    let g = s.genus();
    if s.is_orientable() {
        format!("{g} cuts (a), each lowering the genus by 1")
    } else if g % 2 == 0 {
        format!("n(2k) with k = {}: k cuts (e)", g / 2)
    } else {
        format!(
            "n(2k+1) with k = {}: (d) to o{}, then k cuts (a)",
            g / 2,
            g / 2
        )
    }
}

fn line_text(moves: &[Move], total: u128, id: &str, label: &str) -> Html {
    let more = total.saturating_sub(moves.len() as u128);
    html! {
        <div class="line">
            <h3 id={id.to_string()}>{label}</h3>
            if moves.is_empty() {
                <p class="muted small">{"No moves: only spheres are left."}</p>
            } else {
                <ol class="line-moves" aria-labelledby={id.to_string()} data-testid={id.to_string()}>
                    { for moves.iter().map(|mv| html! {
                        <li>{format!("{} {} → {}", mv.cut.kind(), mv.cut.surface(),
                            pieces_text(&mv.cut, " + "))}</li>
                    }) }
                    if more > 0 {
                        <li class="more">{format!("… {} more", with_separators(more))}</li>
                    }
                </ol>
            }
        </div>
    }
}

/// The game-length panel.
#[component]
pub fn LengthPanel() -> Html {
    let state = use_context::<PlayContext>().expect("LengthPanel is inside the app context");
    let table = state.table();
    let Some(position) = table.position().surfaces().cloned() else {
        return Html::default();
    };
    let bounds = length_bounds(&position);
    let lines = use_memo(position.clone(), |p| {
        (line(p, shortest_line_move), line(p, longest_line_move))
    });
    let (shortest, longest) = (&lines.0, &lines.1);
    let blocked = table.session.is_over() || table.session.computer_to_move();
    let step = |next: fn(&Position) -> Option<Move>| {
        let d = state.dispatcher();
        let mv = next(&position);
        move |_: MouseEvent| {
            if let Some(mv) = mv {
                d.dispatch(PlayAction::Play(AnyMove::Cut(mv)));
            }
        }
    };
    let surfaces: Vec<Surface> = position
        .surfaces()
        .iter()
        .copied()
        .filter(|s| !s.is_sphere())
        .collect();
    let hidden = surfaces.len().saturating_sub(MAX_ROWS);
    html! {
        <details class="teach panel length" data-testid="length-panel">
            <summary><h2>{format!("Game length: {} to {} moves left", with_separators(bounds.fewest), with_separators(bounds.most))}</h2></summary>
            <p class="small">
                {"Corollary 2.2: from o"}<var>{"g"}</var>{" or n"}<var>{"g"}</var>
                {" the game ends after at most 2"}<var>{"g"}</var>{" moves; the longest line has 2"}<var>{"g"}</var>
                {" − 1: split off genus 1 with (b) or (g) until every piece has genus 1, then cut each once. \
                  The fewest is "}<var>{"g"}</var>{" for o"}<var>{"g"}</var>{", "}<var>{"k"}</var>
                {" for n(2"}<var>{"k"}</var>{") and "}<var>{"k"}</var>{" + 1 for n(2"}<var>{"k"}</var>
                {" + 1). Surfaces are played independently, so the bounds add up."}
            </p>
            <dl class="length-bounds">
                <div><dt>{"Fewest moves left"}</dt><dd data-testid="length-fewest">{with_separators(bounds.fewest)}</dd></div>
                <div><dt>{"Most moves left"}</dt><dd data-testid="length-most">{with_separators(bounds.most)}</dd></div>
            </dl>
            if !surfaces.is_empty() {
                <div class="table-scroll">
                <table class="length-table">
                    <thead><tr>
                        <th scope="col">{"Surface"}</th><th scope="col">{"Fewest"}</th>
                        <th scope="col">{"Most"}</th><th scope="col">{"Shortest way"}</th>
                    </tr></thead>
                    <tbody>
                        { for surfaces.iter().take(MAX_ROWS).map(|&s| {
                            let b = surface_length_bounds(s);
                            html! {
                                <tr data-testid="length-row" data-surface={s.to_string()}
                                    data-fewest={b.fewest.to_string()} data-most={b.most.to_string()}>
                                    <th scope="row">{s.to_string()}</th>
                                    <td>{with_separators(b.fewest)}</td>
                                    <td>{with_separators(b.most)}</td>
                                    <td class="small">{fewest_reason(s)}</td>
                                </tr>
                            }
                        }) }
                    </tbody>
                </table>
                </div>
                if hidden > 0 {
                    <p class="muted small">{format!("… and {hidden} more surfaces, counted but not listed.")}</p>
                }
            }
            <div class="button-row">
                <button type="button" class="secondary" data-testid="shortest-step" disabled={blocked || shortest.is_empty()}
                    onclick={step(shortest_line_move)}>{"Play one step of the shortest line"}</button>
                <button type="button" class="secondary" data-testid="longest-step" disabled={blocked || longest.is_empty()}
                    onclick={step(longest_line_move)}>{"Play one step of the longest line"}</button>
            </div>
            <div class="lines">
                {line_text(shortest, bounds.fewest, "shortest-line", "The shortest line")}
                {line_text(longest, bounds.most, "longest-line", "The longest line")}
            </div>
        </details>
    }
}
