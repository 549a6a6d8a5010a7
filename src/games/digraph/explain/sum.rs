//! The tokens' values as Nim heaps, their nim-sum, and the slides that
//! win: each a button playing it.

use crate::display::raw;
use crate::games::digraph::board::play;
use crate::games::shown::Scene;
use figures::digraph::layout::short;
use grundy::games::digraph::{Board, Digraph, Slide};
use grundy::{Game, Nimber};
use maud::{html, Markup};
use yew::Html;

/// Tokens listed in the sum; the rest are counted.
const MAX_TOKENS: usize = 40;
/// Winning slides offered.
const MAX_WINNING: usize = 12;

/// The section on the sum of the tokens' games.
pub fn section(board: &Board, values: &[Nimber], scene: &Scene) -> Html {
    let head = raw(html! { h3 { "The sum of the tokens' games" } });
    let body = if board.tokens.is_empty() {
        raw(html! {
            p {
                "No token is on the graph: no slide is possible, so the position has value \
                 0 and the player to move loses (P)."
            }
        })
    } else {
        yew::html! {
            <>
                {raw(heaps(board, values, scene.selected))}
                {winning(board, values, scene)}
            </>
        }
    };
    yew::html! {
        <section class="digraph-explain digraph-sum-section">{head}{body}</section>
    }
}

/// Each token as a Nim heap, and their nim-sum.
fn heaps(board: &Board, values: &[Nimber], selected: Option<usize>) -> Markup {
    let s: Nimber = board.tokens.iter().map(|&t| values[t]).sum();
    let mut terms: Vec<String> = board
        .tokens
        .iter()
        .take(MAX_TOKENS)
        .map(|&t| values[t].to_string())
        .collect();
    if board.tokens.len() > MAX_TOKENS {
        terms.push("…".to_string());
    }
    html! {
        p {
            "Each token is a graph game of its own, and a move slides one of them: the position \
             is their sum. By the Sprague-Grundy theorem its value is the nim-sum (⊕, binary \
             addition without carries) of the tokens' values, so it plays like Nim with one heap \
             per token, of that size."
        }
        table.digraph-table {
            caption { "Each token as a Nim heap" }
            thead {
                tr {
                    th scope="col" { "Token" }
                    th scope="col" { "Vertex" }
                    th scope="col" { "Value (heap)" }
                }
            }
            tbody {
                @for (i, &t) in board.tokens.iter().enumerate().take(MAX_TOKENS) {
                    @let chosen = selected == Some(i);
                    tr class=[chosen.then_some("digraph-row-chosen")] {
                        td {
                            (i + 1)
                            @if chosen { " (chosen)" }
                        }
                        td { (short(&board.names[t])) }
                        td { (values[t].to_string()) }
                    }
                }
            }
        }
        @if board.tokens.len() > MAX_TOKENS {
            p.digraph-more { "… and " (board.tokens.len() - MAX_TOKENS) " more tokens" }
        }
        p.digraph-mex { "g = " (terms.join(" ⊕ ")) " = " (s.to_string()) }
    }
}

/// Whether the player to move wins, and with which slides.
fn winning(board: &Board, values: &[Nimber], scene: &Scene) -> Html {
    let s: Nimber = board.tokens.iter().map(|&t| values[t]).sum();
    if s.is_zero() {
        return raw(html! {
            p {
                "The nim-sum is 0: the player to move loses (P). Any slide changes one token's \
                 value and so leaves a nonzero nim-sum for the opponent."
            }
        });
    }
    let top = 1u64 << (63 - s.get().leading_zeros());
    let winning: Vec<Slide> = Digraph
        .moves(board)
        .filter(|mv| (s ^ values[mv.from] ^ values[mv.to]).is_zero())
        .collect();
    let text = match winning.first() {
        Some(w) => {
            let g = values[w.from];
            format!(
                "The nim-sum is {s}, not 0: the player to move wins (N). The highest bit of {s} \
                 is {top}, and the token on {} has value {g}, which has that bit. It slides to a \
                 follower of value {g} ⊕ {s} = {}, which exists because {g} is the mex of its \
                 followers' values; then the nim-sum is 0.",
                short(&board.names[w.from]),
                g ^ s
            )
        }
        None => format!("The nim-sum is {s}, not 0: the player to move wins (N)."),
    };
    let said = raw(html! { p { (text) } });
    if winning.is_empty() {
        return said;
    }
    let items = winning.iter().take(MAX_WINNING).map(|mv| {
        let t = Digraph.format_move(board, mv);
        let act = play(scene, &t, mv, format!("play the winning slide {t}"));
        let onclick = act.act.reform(|_| ());
        yew::html! {
            <li>
                <button type="button" class="digraph-move-button" aria-label={act.label}
                    disabled={act.disabled} data-testid={act.hook} {onclick}>
                    {t}
                </button>
                {format!(" (to value {}: winning)", values[mv.to])}
            </li>
        }
    });
    let more = (winning.len() > MAX_WINNING)
        .then(|| raw(html! { p.digraph-more { "… and " (winning.len() - MAX_WINNING) " more" } }));
    yew::html! {
        <>
            {said}
            {raw(html! { p { "The winning slides:" } })}
            <ul class="digraph-winning">{ for items }</ul>
            {more}
        </>
    }
}
