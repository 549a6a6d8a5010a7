//! Sums of different games: each part drawn as its own game draws it, the
//! parts side by side, and the explanation that the value of the whole is
//! the nim-sum of the parts' values whatever their games.

use super::host;
use super::protocol::{Block, Button, GroupTag, ModuleView, ViewAction};
use super::{Info, Shown};
use figures::text::with_separators;
use grundy::games::sum::{SumGame, SumMove, SumPart};
use grundy::spec::{AnyGame, AnyMove, AnyPosition};
use grundy::{Game, Nimber, Solver};
use maud::{html, Markup, PreEscaped};

/// Counters drawn per heap; the rest are counted.
const MAX_DOTS: u64 = 40;

/// The part that the sum's component `index` is: the parts with a move
/// left are its components, in order.
fn locate(parts: &[SumPart], index: usize) -> Option<usize> {
    parts
        .iter()
        .enumerate()
        .filter(|(_, p)| !p.game.components(&p.position).is_empty())
        .nth(index)
        .map(|(i, _)| i)
}

/// The part's move when `preview` acts in part `part`.
fn inner(preview: Option<&SumMove>, part: usize) -> Option<&AnyMove> {
    preview.filter(|m| m.part == part).map(|m| m.inner.as_ref())
}

/// What a click on a part's board does in the sum: a move is written as
/// the sum writes it, the part's number then a colon, and whatever selects
/// one of the part's own components selects the part itself (`component`,
/// the sum's component it is; nothing once it has no move) or, in the part
/// `chosen`, that component inside it.
fn rescoped(
    action: ViewAction,
    part: usize,
    component: Option<usize>,
    chosen: bool,
) -> Option<ViewAction> {
    match action {
        ViewAction::Play(m) => Some(ViewAction::Play(format!("{}:{m}", part + 1))),
        ViewAction::Select(own) => component.map(|c| {
            if chosen {
                ViewAction::SelectWithin(c, own)
            } else {
                ViewAction::Select(c)
            }
        }),
        // A part's board offers nothing else the sum could do.
        _ => None,
    }
}

/// The value of one part, by its game's closed forms where it has them.
fn part_value(p: &SumPart) -> Nimber {
    Solver::new(p.game.clone()).value(&p.position)
}

/// A heap as a row of counters, with the counters a previewed move takes
/// marked.
fn heap(size: u64, keep: Option<u64>) -> Markup {
    let label = match size {
        1 => "a heap of 1 counter".to_string(),
        n => format!("a heap of {} counters", with_separators(u128::from(n))),
    };
    html! {
        span.sum-heap role="img" aria-label=(label) {
            @for k in 0..size.min(MAX_DOTS) {
                span.dot.taken[keep.is_some_and(|to| k >= to)] {}
            }
            @if size > MAX_DOTS {
                span.sum-more { "… " (with_separators(u128::from(size))) }
            }
        }
    }
}

/// Component `index` of a part (its `large` picture when asked).
fn part_picture(part: &SumPart, index: usize, preview: Option<&AnyMove>, large: bool) -> Markup {
    match (&part.game, &part.position) {
        (_, AnyPosition::Surfaces(s)) => match s.surfaces().get(index) {
            Some(&surface) => {
                let cut = match preview {
                    Some(AnyMove::Cut(c)) if c.component == index => Some(c.cut),
                    _ => None,
                };
                PreEscaped(figures::surface::layout(surface, cut.as_ref(), !large).to_html())
            }
            None => html! {},
        },
        (_, AnyPosition::Heaps(h)) => match h.get(index) {
            Some(&size) => {
                let keep = preview.and_then(|mv| {
                    (part.game.component_of(mv) == index)
                        .then(|| part.game.pieces(mv).split('+').next()?.trim().parse().ok())
                        .flatten()
                });
                html! { figure.heap-picture.sum-part-figure { (heap(size, keep)) } }
            }
            None => html! {},
        },
        (_, AnyPosition::Boxes(b)) => html! {
            @if let Some(b) = b.get(index) {
                p.sum-bar { "a box of " (b.to_string().replace('x', " × ")) " cubes" }
            }
        },
        (_, AnyPosition::Rectangles(r)) => html! {
            @if let Some(bar) = r.get(index) {
                p.sum-bar { "a bar of " (bar.m) " × " (bar.n) " squares" }
            }
        },
        _ => html! {},
    }
}

/// A part whole: a game of the module draws its board, whose clicks act
/// in part `at` of the sum (its component `component`), with its own
/// component `within` selected when the part is the one chosen (`Some`);
/// the page's own games are drawn component by component.
fn part_board(
    part: &SumPart,
    preview: Option<&AnyMove>,
    at: usize,
    component: Option<usize>,
    within: Option<Option<usize>>,
) -> Vec<Block> {
    if let (AnyGame::Dyn(g), AnyPosition::Dyn(p)) = (&part.game, &part.position) {
        let preview = match preview {
            Some(AnyMove::Dyn(mv)) => Some(mv),
            _ => None,
        };
        let chosen = within.is_some();
        return host::part(&g.spec())
            .and_then(|e| e.board(p, preview, within.flatten(), None))
            .map(|v| {
                v.map_actions(&|a| rescoped(a, at, component, chosen))
                    .blocks
            })
            .unwrap_or_default();
    }
    let count = part.game.components(&part.position).len();
    vec![Block::markup(html! {
        div.sum-components {
            @for i in 0..count.min(12) {
                (part_picture(part, i, preview, false))
            }
            @if count > 12 {
                p.muted { "… and " (count - 12) " more" }
            }
        }
    })]
}

/// Part `i` as a card: its name, which chooses it while it has a move
/// left (`component`, the sum's component it is), its value and its board
/// (with its own component `within` selected when it is the part chosen,
/// `Some`).
fn card(
    part: &SumPart,
    i: usize,
    component: Option<usize>,
    within: Option<Option<usize>>,
    preview: Option<&AnyMove>,
) -> Block {
    let chosen = within.is_some();
    let value = part_value(part);
    let name = format!("{}. {}", i + 1, part.game.name());
    // The part's name chooses it: its moves are then listed.
    let title = match component {
        Some(c) => Block::Button(
            Button::new(name.clone(), "sum-pick", ViewAction::Select(c))
                .labelled(format!("{name}: show its moves"))
                .pressed(chosen),
        ),
        None => Block::markup(html! { span { (name) " (no move left)" } }),
    };
    let mut blocks = vec![Block::group(
        GroupTag::H3,
        "sum-part-title",
        vec![
            title,
            Block::markup(html! { span.value-chip { "G = " (value) } }),
        ],
    )];
    blocks.extend(part_board(part, preview, i, component, within));
    Block::Group {
        tag: GroupTag::Section,
        class: if chosen {
            "sum-part selected"
        } else {
            "sum-part"
        }
        .to_string(),
        labelled_by: None,
        label: Some(format!("Part {}: {}", i + 1, part.game.name())),
        id: None,
        // The hooks a card carries, for tests.
        testid: component.map(|_| "component".to_string()),
        value: Some(value.0),
        blocks,
    }
}

impl Shown for SumGame {
    fn info(&self) -> Info {
        Info {
            component: "part".to_string(),
            components: "parts".to_string(),
            one_move: "move".to_string(),
            moves: "moves".to_string(),
            all_done: "No part has a move left.".to_string(),
            add: Vec::new(),
            presets: [
                (
                    "Nim, Turning Turtles and Hackenbush",
                    "nim(3 + 5) + turtles(THHTH) + hackenbush(g-1 1-2)",
                ),
                (
                    "A surface, a rug and Kayles",
                    "manifold(o1 + n3) + rugs(HTH/THT) + octal:0.77(7)",
                ),
                (
                    "Lasker's Nim and a graph game",
                    "lasker(2 + 5) + digraph(a>b a>c b>c c>d; tokens a c)",
                ),
                (
                    "Ruler, Rims and Moore's Nim",
                    "ruler(THHT) + rims(5 (2: 3)) + moore:2(1 + 2 + 3)",
                ),
            ]
            .map(|(l, t)| (l.to_string(), t.to_string()))
            .to_vec(),
            intro: html! {
                p.view-lede {
                    "A sum of different games: a move is made in one part, by that part's rules. \
                     The Sprague-Grundy theorem does not ask the parts to be the same game, so the \
                     value of the whole is the nim-sum of the parts' values."
                }
            }
            .into_string(),
            notation: "parts joined by +, each its game's spec and its position in parentheses: \
                       nim(3 + 5) + turtles(THHTH) + hackenbush(g-1 1-2)"
                .to_string(),
        }
    }

    fn board(
        &self,
        whole: &Vec<SumPart>,
        preview: Option<&SumMove>,
        selected: Option<usize>,
    ) -> ModuleView {
        self.board_within(whole, preview, selected, None)
    }

    /// The part chosen has its own component `within` selected: a head of
    /// a row of coins, whose flips its board then offers.
    fn board_within(
        &self,
        whole: &Vec<SumPart>,
        preview: Option<&SumMove>,
        selected: Option<usize>,
        within: Option<usize>,
    ) -> ModuleView {
        let chosen = selected.and_then(|c| locate(whole, c));
        let mut live = 0;
        let cards = whole
            .iter()
            .enumerate()
            .map(|(i, part)| {
                // The sum's component this part is, while it has a move left.
                let component = (!part.game.components(&part.position).is_empty()).then(|| {
                    live += 1;
                    live - 1
                });
                let own = (chosen == Some(i)).then_some(within);
                card(part, i, component, own, inner(preview, i))
            })
            .collect();
        ModuleView {
            blocks: vec![Block::group(GroupTag::Div, "sum-board", cards)],
        }
    }

    /// Each part is named on the board, with its value and the button that
    /// lists its moves: a card would show it twice.
    fn parts_on_board(&self) -> bool {
        true
    }

    fn explain(&self, whole: &Vec<SumPart>, _selected: Option<usize>, _step: usize) -> ModuleView {
        ModuleView {
            blocks: vec![Block::markup(explanation(whole))],
        }
    }
}

/// Why the sum has its value: the parts' values and their nim-sum, and
/// the move that wins, if any.
fn explanation(whole: &[SumPart]) -> String {
    let values: Vec<Nimber> = whole.iter().map(part_value).collect();
    let total: Nimber = values.iter().copied().sum();
    let win = if total.is_zero() {
        "The nim-sum is 0: whatever the player to move does in one part, the other player \
             can answer in some part to bring it back to 0, so the player to move loses."
            .to_string()
    } else {
        match whole
            .iter()
            .zip(&values)
            .enumerate()
            .find(|(_, (_, v))| (**v ^ total).0 < v.0)
        {
            Some((i, (part, v))) => format!(
                "The nim-sum is {total}, not 0, so the player to move wins: in part {} ({}), \
                     of value {v}, move to a position of value {v} ⊕ {total} = {}, which leaves \
                     a nim-sum of 0.",
                i + 1,
                part.game.name(),
                *v ^ total
            ),
            None => format!("The nim-sum is {total}, so the player to move wins."),
        }
    };
    html! {
        section.panel.sum-explain aria-labelledby="sum-explain-title" {
            h2 #sum-explain-title { "Why this value: a sum of different games" }
            p {
                "Each part is a game of its own. A move is made in exactly one part, and a \
                 player who cannot move in any part loses. By the Sprague-Grundy theorem each \
                 part plays like a Nim heap of its G-value, whatever its game, so the whole \
                 plays like Nim on those heaps: its value is their nim-sum (binary addition \
                 without carries)."
            }
            table.sum-table {
                caption { "The parts and their G-values" }
                thead {
                    tr {
                        @for head in ["Part", "Game", "Position", "G-value", "Binary"] {
                            th scope="col" { (head) }
                        }
                    }
                }
                tbody {
                    @for (i, (part, v)) in whole.iter().zip(&values).enumerate() {
                        tr {
                            td { (i + 1) }
                            td { (part.game.name()) }
                            td.notation { (part.game.format_position(&part.position)) }
                            td { (v) }
                            td.mono { (format!("{:b}", v.0)) }
                        }
                    }
                    tr.sum-total {
                        th scope="row" colspan="3" { "Nim-sum of the parts" }
                        td { (total) }
                        td.mono { (format!("{:b}", total.0)) }
                    }
                }
            }
            p data-testid="sum-verdict" { (win) }
        }
    }
    .into_string()
}

#[cfg(test)]
mod tests;
