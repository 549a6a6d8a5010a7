//! Why a graph game's position has its value: the notes' procedure as a
//! walkthrough (order the vertices topologically, then label them from
//! the last, one step per vertex), then the tokens' values added as Nim
//! heaps, and the winning slide.

use super::draw::{Badge, Drawing};
use super::layout::{self, short};
use super::verdict;
use crate::markup::{Builder as _, Markup};
use grundy::games::digraph::{Board, Digraph, Slide};
use grundy::{Game, Nimber};

/// Steps reachable by a button each; a longer walkthrough has only the
/// arrows.
const MAX_STEP_BUTTONS: usize = 30;
/// Vertices listed in the order; the rest are counted.
const MAX_ORDER: usize = 200;
/// Followers listed in a step; the rest are counted.
const MAX_FOLLOWERS: usize = 40;
/// Tokens listed in the sum; the rest are counted.
const MAX_TOKENS: usize = 40;
/// Winning slides offered.
const MAX_WINNING: usize = 12;

fn step_button(m: &mut Markup, text: &str, label: &str, step: usize, enabled: bool, here: bool) {
    m.el(
        "button",
        &[
            ("type", "button"),
            ("class", "digraph-step-button"),
            ("data-step", &step.to_string()),
            ("aria-label", label),
            ("aria-current", if here { "step" } else { "" }),
            ("disabled?", if enabled { "" } else { "disabled" }),
        ],
        text,
    );
}

/// "{0, 1, 3}": a set of values, each once, in order.
fn value_set(values: &[Nimber]) -> String {
    let mut v: Vec<u64> = values.iter().map(|n| n.get()).collect();
    v.sort_unstable();
    v.dedup();
    let words: Vec<String> = v.iter().map(u64::to_string).collect();
    format!("{{{}}}", words.join(", "))
}

/// The explanation panel.
pub fn explain(game: &Digraph, board: &Board, selected: Option<usize>, step: usize) -> Markup {
    let n = board.names.len();
    let labelling = board.label();
    let steps = labelling.steps.len();
    let step = step.min(steps);
    let mut m = Markup::new();
    m.open("section", &[("class", "digraph-explain")]);
    m.el("h3", &[], "Labelling the vertices");
    m.el(
        "p",
        &[],
        "The notes' procedure: sort the graph topologically, then go through the vertices in \
         reverse order. A vertex's followers are the vertices its edges lead to. Each vertex \
         gets the mex (least natural number missing) of its followers' values, so a vertex \
         with no followers gets 0. Value 0 marks a losing vertex (P), whose followers are all \
         winning; a vertex with a losing follower is winning (N).",
    );
    if n == 0 {
        m.el("p", &[], "The graph has no vertices yet.");
    } else {
        walkthrough(&mut m, board, &labelling, step);
    }
    m.close("section");
    sum(&mut m, game, board, &labelling.values, selected);
    m
}

fn walkthrough(m: &mut Markup, board: &Board, l: &grundy::games::digraph::Labelling, step: usize) {
    let n = board.names.len();
    let last = l.steps.len();
    m.open(
        "nav",
        &[
            ("class", "digraph-steps"),
            ("aria-label", "Walkthrough steps"),
        ],
    );
    step_button(m, "«", "first step", 0, step > 0, false);
    step_button(
        m,
        "‹",
        "previous step",
        step.saturating_sub(1),
        step > 0,
        false,
    );
    m.el(
        "span",
        &[("class", "digraph-step-count")],
        &format!("Step {} of {}", step + 1, last + 1),
    );
    step_button(
        m,
        "›",
        "next step",
        (step + 1).min(last),
        step < last,
        false,
    );
    step_button(m, "»", "last step", last, step < last, false);
    if last < MAX_STEP_BUTTONS {
        m.open("span", &[("class", "digraph-step-list")]);
        step_button(m, "order", "step 1: the order", 0, true, step == 0);
        for (i, s) in l.steps.iter().enumerate() {
            let name = short(&board.names[s.vertex]);
            step_button(
                m,
                &name,
                &format!("step {}: label {name}", i + 2),
                i + 1,
                true,
                step == i + 1,
            );
        }
        m.close("span");
    }
    m.close("nav");
    m.open("div", &[("class", "digraph-step"), ("aria-live", "polite")]);
    let mut seeds: Vec<usize> = Vec::new();
    let mut badges = vec![Badge::None; n];
    let mut marks = vec![super::draw::Mark::default(); n];
    if step == 0 {
        m.el("h4", &[], "Step 1: a topological order");
        m.el(
            "p",
            &[],
            "In this order every edge leads from an earlier vertex to a later one, so each \
             vertex's followers come after it. Labelling from the last vertex back, every \
             follower is labelled before the vertex that leads to it. The badges give each \
             vertex's place in the order.",
        );
        m.open("ol", &[("class", "digraph-order")]);
        for &v in l.order.iter().take(MAX_ORDER) {
            m.el("li", &[], &short(&board.names[v]));
        }
        m.close("ol");
        if l.order.len() > MAX_ORDER {
            m.el(
                "p",
                &[("class", "digraph-more")],
                &format!("… and {} more", l.order.len() - MAX_ORDER),
            );
        }
        for (i, &v) in l.order.iter().enumerate() {
            badges[v] = Badge::Text(format!("#{}", i + 1), false);
        }
        seeds.extend(l.order.iter().take(1));
    } else if let Some(s) = l.steps.get(step - 1) {
        let v = s.vertex;
        let name = short(&board.names[v]);
        m.el("h4", &[], &format!("Step {}: vertex {name}", step + 1));
        let values: Vec<Nimber> = s.followers.iter().map(|f| f.1).collect();
        if s.followers.is_empty() {
            m.el(
                "p",
                &[],
                &format!(
                    "{name} has no followers: g({name}) = mex ∅ = 0. A token on {name} cannot \
                     slide, so {name} is losing (P)."
                ),
            );
        } else {
            m.open("table", &[("class", "digraph-table")]);
            m.el("caption", &[], &format!("The followers of {name}"));
            m.open("thead", &[]).open("tr", &[]);
            m.el("th", &[("scope", "col")], "Follower");
            m.el("th", &[("scope", "col")], "Value");
            m.el("th", &[("scope", "col")], "Is it");
            m.close("tr").close("thead").open("tbody", &[]);
            for &(w, g) in s.followers.iter().take(MAX_FOLLOWERS) {
                m.open("tr", &[]);
                m.el("td", &[], &short(&board.names[w]));
                m.el("td", &[], &g.to_string());
                m.el("td", &[], verdict(g));
                m.close("tr");
            }
            m.close("tbody").close("table");
            if s.followers.len() > MAX_FOLLOWERS {
                m.el(
                    "p",
                    &[("class", "digraph-more")],
                    &format!("… and {} more followers", s.followers.len() - MAX_FOLLOWERS),
                );
            }
            m.el(
                "p",
                &[("class", "digraph-mex")],
                &format!("g({name}) = mex {} = {}.", value_set(&values), s.value),
            );
            let why = if s.losing {
                format!("None of the followers of {name} is losing, so {name} is losing (P).")
            } else {
                let losing: Vec<String> = s
                    .followers
                    .iter()
                    .filter(|f| f.1.is_zero())
                    .take(5)
                    .map(|f| short(&board.names[f.0]))
                    .collect();
                format!(
                    "{name} has a losing follower ({}), so {name} is winning (N).",
                    losing.join(", ")
                )
            };
            m.el("p", &[], &why);
        }
        for d in l.steps.iter().take(step) {
            badges[d.vertex] = Badge::Text(d.value.to_string(), d.value.is_zero());
        }
        marks[v].current = true;
        for &(w, _) in &s.followers {
            marks[w].follower = true;
        }
        seeds.push(v);
        seeds.extend(s.followers.iter().map(|f| f.0));
    }
    let lay = layout::layout(board, &seeds);
    let label = if step == 0 {
        "The graph, each vertex marked with its place in the order".to_string()
    } else {
        format!(
            "The graph with {} of {} vertices labelled; the current vertex and its followers are marked",
            step, n
        )
    };
    let mut d = Drawing::new(board, &lay, label);
    d.badges = badges;
    d.marks = marks;
    m.open("figure", &[("class", "digraph-step-figure")]);
    m.markup(&d.svg());
    if step > 0 {
        m.el(
            "figcaption",
            &[("class", "digraph-legend")],
            "Thick outline: the vertex labelled in this step; dashed: its followers. Badges: \
             values found so far.",
        );
    }
    if lay.hidden > 0 {
        m.el(
            "figcaption",
            &[("class", "digraph-more")],
            &format!("… and {} more vertices not drawn", lay.hidden),
        );
    }
    m.close("figure");
    m.close("div");
}

/// The tokens' values as Nim heaps, their nim-sum, and the winning slides.
fn sum(m: &mut Markup, game: &Digraph, board: &Board, values: &[Nimber], selected: Option<usize>) {
    m.open(
        "section",
        &[("class", "digraph-explain digraph-sum-section")],
    );
    m.el("h3", &[], "The sum of the tokens' games");
    if board.tokens.is_empty() {
        m.el(
            "p",
            &[],
            "No token is on the graph: no slide is possible, so the position has value 0 and \
             the player to move loses (P).",
        );
        m.close("section");
        return;
    }
    m.el(
        "p",
        &[],
        "Each token is a graph game of its own, and a move slides one of them: the position is \
         their sum. By the Sprague-Grundy theorem its value is the nim-sum (⊕, binary addition \
         without carries) of the tokens' values, so it plays like Nim with one heap per token, \
         of that size.",
    );
    m.open("table", &[("class", "digraph-table")]);
    m.el("caption", &[], "Each token as a Nim heap");
    m.open("thead", &[]).open("tr", &[]);
    m.el("th", &[("scope", "col")], "Token");
    m.el("th", &[("scope", "col")], "Vertex");
    m.el("th", &[("scope", "col")], "Value (heap)");
    m.close("tr").close("thead").open("tbody", &[]);
    for (i, &t) in board.tokens.iter().enumerate().take(MAX_TOKENS) {
        let chosen = selected == Some(i);
        m.open(
            "tr",
            &[("class", if chosen { "digraph-row-chosen" } else { "" })],
        );
        m.el(
            "td",
            &[],
            &if chosen {
                format!("{} (chosen)", i + 1)
            } else {
                (i + 1).to_string()
            },
        );
        m.el("td", &[], &short(&board.names[t]));
        m.el("td", &[], &values[t].to_string());
        m.close("tr");
    }
    m.close("tbody").close("table");
    if board.tokens.len() > MAX_TOKENS {
        m.el(
            "p",
            &[("class", "digraph-more")],
            &format!("… and {} more tokens", board.tokens.len() - MAX_TOKENS),
        );
    }
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
    m.el(
        "p",
        &[("class", "digraph-mex")],
        &format!("g = {} = {s}", terms.join(" ⊕ ")),
    );
    if s.is_zero() {
        m.el(
            "p",
            &[],
            "The nim-sum is 0: the player to move loses (P). Any slide changes one token's \
             value and so leaves a nonzero nim-sum for the opponent.",
        );
        m.close("section");
        return;
    }
    let top = 1u64 << (63 - s.get().leading_zeros());
    let winning: Vec<Slide> = game
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
    m.el("p", &[], &text);
    if !winning.is_empty() {
        m.el("p", &[], "The winning slides:");
        m.open("ul", &[("class", "digraph-winning")]);
        for mv in winning.iter().take(MAX_WINNING) {
            let t = game.format_move(board, mv);
            m.open("li", &[]);
            m.el(
                "button",
                &[
                    ("type", "button"),
                    ("class", "digraph-move-button"),
                    ("data-move", &t),
                    ("aria-label", &format!("play the winning slide {t}")),
                ],
                &t,
            );
            m.text(&format!(" (to value {}: winning)", values[mv.to]));
            m.close("li");
        }
        m.close("ul");
        if winning.len() > MAX_WINNING {
            m.el(
                "p",
                &[("class", "digraph-more")],
                &format!("… and {} more", winning.len() - MAX_WINNING),
            );
        }
    }
    m.close("section");
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engines::reading::attr_values;
    use crate::engines::Shown;
    use grundy::games::digraph::parse_board;

    #[test]
    fn walkthrough_has_one_step_per_vertex_plus_the_ordering() {
        let b = parse_board("a>b a>c b>c c>d e; tokens a").unwrap();
        let m = Digraph.explain(&b, None, 0);
        let mut steps: Vec<usize> = attr_values(m.as_str(), "data-step")
            .iter()
            .map(|s| s.parse().unwrap())
            .collect();
        steps.sort_unstable();
        steps.dedup();
        assert_eq!(steps, (0..=5).collect::<Vec<_>>());
        assert!(m.as_str().contains("Step 1 of 6"));
        // Asking beyond the end shows the last step.
        assert!(Digraph
            .explain(&b, None, 99)
            .as_str()
            .contains("Step 6 of 6"));
    }

    #[test]
    fn a_step_works_out_the_mex_of_the_followers() {
        let b = parse_board("a>b a>c b>c; tokens a").unwrap();
        // The order is a, b, c: step 2 labels c, step 3 b, step 4 a.
        let c = Digraph.explain(&b, None, 1);
        assert!(c.as_str().contains("c has no followers: g(c) = mex ∅ = 0"));
        let a = Digraph.explain(&b, None, 3);
        assert!(a.as_str().contains("g(a) = mex {0, 1} = 2."));
        assert!(a
            .as_str()
            .contains("a has a losing follower (c), so a is winning (N)."));
        assert!(a.as_str().contains("digraph-current"));
    }

    #[test]
    fn the_notes_lasker_sum_is_fifteen_with_the_three_splits_of_seven() {
        // The notes: g(2, 5, 7) = 2 ⊕ 5 ⊕ 8 = 15; win by splitting the 7
        // into 1 and 6, 2 and 5, or 3 and 4.
        let b = Digraph
            .info()
            .presets
            .iter()
            .find(|p| p.0.contains("2, 5 and 7"))
            .and_then(|p| parse_board(&p.1).ok())
            .unwrap();
        let m = Digraph.explain(&b, None, 0);
        assert!(m.as_str().contains("g = 2 ⊕ 5 ⊕ 8 = 15"));
        let mut wins = attr_values(m.as_str(), "data-move");
        wins.sort();
        assert_eq!(wins, vec!["7>4_3", "7>5_2", "7>6_1"]);
    }

    #[test]
    fn a_zero_sum_is_said_to_lose() {
        let b = parse_board("a>b; tokens a a").unwrap();
        let m = Digraph.explain(&b, None, 0);
        assert!(m.as_str().contains("g = 1 ⊕ 1 = 0"));
        assert!(m.as_str().contains("the player to move loses (P)"));
    }
}
