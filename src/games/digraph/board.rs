//! The graph game's board: the graph, each vertex with its value, the
//! tokens a person chooses and the slides offered clickable parts of the
//! drawing; under it, the tokens' values and their nim-sum in words.

use super::draw::{Act, Badge, Drawing};
use crate::display::raw;
use crate::games::shown::{BoardMsg, Scene};
use figures::digraph::figure::{board_label, token_counts};
use figures::digraph::layout::{self, short, Layout};
use grundy::dynamic::DynMove;
use grundy::games::digraph::{Board, Digraph, Slide};
use grundy::{Game, Nimber};
use maud::{html, Markup};
use yew::{Callback, Html};

/// Tokens listed one by one under the board; more are counted.
const MAX_LISTED: usize = 40;

/// "winning (N)" or "losing (P)", for a value.
pub fn verdict(value: Nimber) -> &'static str {
    if value.is_zero() {
        "losing (P)"
    } else {
        "winning (N)"
    }
}

/// A vertex's words: its name, value and whether it is losing.
fn vertex_title(board: &Board, values: &[Nimber], v: usize) -> String {
    format!(
        "{}: value {}, {}",
        short(&board.names[v]),
        values[v],
        verdict(values[v])
    )
}

/// The act of playing `mv`, named `label`: it plays only while a person
/// may move.
pub fn play(scene: &Scene, text: &str, mv: &Slide, label: String) -> Act {
    let act = if scene.live {
        let mv = mv.clone();
        scene
            .send
            .reform(move |()| BoardMsg::Play(DynMove::new(mv.clone(), Digraph.component_of(&mv))))
    } else {
        Callback::noop()
    };
    Act {
        disabled: !scene.live,
        ..Act::new(text, label, Some(scene.play_hook(text)), act)
    }
}

/// The whole board of `whole` in `scene`.
pub fn board(whole: &Board, scene: &Scene) -> Html {
    let n = whole.names.len();
    let values = whole.label().values;
    let chosen = scene.selected.filter(|&i| i < whole.tokens.len());
    let from = chosen.map(|i| whole.tokens[i]);
    let preview = scene
        .preview
        .as_ref()
        .and_then(|m| m.get::<Slide>())
        .filter(|p| p.from < n && p.to < n);
    let slides: Vec<Slide> = Digraph
        .moves(whole)
        .filter(|mv| from.is_none_or(|f| mv.from == f))
        .collect();
    // On the target vertices when the slides shown all leave one vertex
    // (a bigger place to click); on the edges otherwise, where they are
    // never ambiguous.
    let one_source = slides.windows(2).all(|w| w[0].from == w[1].from);
    let mut seeds = whole.tokens.clone();
    seeds.extend(preview.map(|p| p.to));
    let lay = layout::layout(whole, &seeds);
    let counts = token_counts(whole);
    let sum: Nimber = whole.tokens.iter().map(|&t| values[t]).sum();
    let label = board_label(whole);
    let mut d = Drawing::new(whole, &lay, label);
    d.badges = values
        .iter()
        .map(|v| Badge::Text(v.to_string(), v.is_zero()))
        .collect();
    d.titles = (0..n).map(|v| vertex_title(whole, &values, v)).collect();
    d.tokens = counts.clone();
    for (v, &c) in counts.iter().enumerate() {
        let Some(first) = whole.tokens.iter().position(|&t| t == v) else {
            continue;
        };
        let what = if c == 1 {
            format!("the token on {}", short(&whole.names[v]))
        } else {
            format!("the {c} tokens on {}", short(&whole.names[v]))
        };
        let label = format!("choose {what}, value {}", values[v]);
        let pick = scene.send.reform(move |()| BoardMsg::Select(first));
        let act = Act::new(first.to_string(), label, scene.pick_hook(first), pick);
        d.token_actions[v] = Some((act, from == Some(v)));
    }
    for mv in &slides {
        let text = Digraph.format_move(whole, mv);
        let after = sum ^ values[mv.from] ^ values[mv.to];
        let label = format!(
            "slide the token on {} to {} ({text}); the tokens' values then add to {after}",
            short(&whole.names[mv.from]),
            short(&whole.names[mv.to]),
        );
        let act = play(scene, &text, mv, label);
        if one_source {
            d.marks[mv.to].target = true;
            d.vertex_actions[mv.to] = Some(act);
        } else {
            d.edge_actions.insert((mv.from, mv.to), act);
        }
    }
    if let Some(p) = preview {
        d.path = Some((p.from, p.to));
        d.marks[p.from].from = true;
        d.marks[p.to].to = true;
    }
    let caption = caption(whole, &values, &counts, &lay, preview);
    // The drawing in a figure of its own, so the words under it stay the
    // whole board's caption.
    yew::html! {
        <figure class="digraph-board">
            <figure class="digraph-drawing">{d.figure()}</figure>
            {raw(caption)}
        </figure>
    }
}

/// The words under the board: how to read it, the slide shown, each
/// token's value and their nim-sum.
fn caption(
    whole: &Board,
    values: &[Nimber],
    counts: &[usize],
    lay: &Layout,
    preview: Option<&Slide>,
) -> Markup {
    let sum: Nimber = whole.tokens.iter().map(|&t| values[t]).sum();
    let shown_preview = preview.map(|p| {
        format!(
            "Shown: the token on {} slides to {} (value {}), along the highlighted arrow.",
            short(&whole.names[p.from]),
            short(&whole.names[p.to]),
            values[p.to]
        )
    });
    let listed: Vec<String> = counts
        .iter()
        .enumerate()
        .filter(|(_, &c)| c > 0)
        .take(MAX_LISTED)
        .map(|(v, &c)| {
            let name = short(&whole.names[v]);
            if c == 1 {
                format!(
                    "A token on {name}: value {}, {}",
                    values[v],
                    verdict(values[v])
                )
            } else {
                format!(
                    "{c} tokens on {name}: value {} each, {}",
                    values[v],
                    verdict(values[v])
                )
            }
        })
        .collect();
    let places = counts.iter().filter(|&&c| c > 0).count();
    html! {
        figcaption.digraph-caption {
            p.digraph-legend {
                "Each badge is the vertex's Sprague-Grundy value: 0 marks a losing vertex \
                 (P) for the player to move, any other value a winning one (N). Choose a \
                 token, then a vertex or an arrow to slide it along."
            }
            @if let Some(text) = shown_preview {
                p.digraph-preview-text { (text) }
            }
            ul.digraph-token-list {
                @for text in &listed {
                    li { (text) }
                }
                @if places > listed.len() {
                    li { "and tokens on " (places - listed.len()) " more vertices" }
                }
                @if whole.tokens.is_empty() {
                    li { "No tokens: the player to move has lost." }
                }
            }
            p.digraph-sum {
                "The tokens' values add (nim-sum) to " (sum.to_string()) ": the position is "
                (verdict(sum)) " for the player to move."
            }
            @if lay.hidden > 0 {
                p.digraph-more {
                    "… and " (lay.hidden)
                    " more vertices not drawn; the text of the position lists them all."
                }
            }
        }
    }
}
