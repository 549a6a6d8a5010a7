//! Wythoff's game on the page: the two heaps as rows of counters (a click
//! on a counter takes it and those after it, from that heap alone; a move
//! from both heaps is in the list), the losing positions explained by the
//! golden ratio, and the table of values as its G-series page.

use crate::display::raw;
use crate::games::shown::{BoardMsg, Scene, Shown};
use crate::games::target::{self, Named};
use figures::heaps::counters::heaps_figure;
use figures::moore::{counters, heaps_label, Layout, GAP, R};
use figures::theme::Theme;
use grundy::dynamic::DynMove;
use grundy::games::moore::MooreMove;
use grundy::games::wythoff::{is_p, lower, winning_move, Heaps, Wythoff, WythoffMove, TABLE};
use grundy::Nimber;
use maud::{html as markup, Markup};
use yew::prelude::*;

/// How Wythoff's game is shown.
pub struct WythoffShown(pub Wythoff);

/// The move drawn as the counters it takes, heap by heap.
fn drawn_move(m: &WythoffMove) -> MooreMove {
    let takes = (0..2)
        .filter(|&i| m.to[i] < m.from[i])
        .map(|i| (i, m.from[i], m.to[i]))
        .collect();
    MooreMove::new(&m.from, takes)
}

/// The board: a row of counters per heap, each counter a move.
fn board(heaps: &Heaps, scene: &Scene) -> Html {
    let preview = scene
        .preview
        .as_ref()
        .and_then(|m| m.get::<WythoffMove>())
        .map(drawn_move);
    let l = Layout::new(heaps, preview.as_ref());
    let rows = l.rows.iter().map(|r| {
        let counter = |c: u64| {
            let (cx, cy) = l.centre(r, c);
            let taken = r.to.is_some_and(|to| c >= to);
            let mut to = *heaps;
            to[r.i] = c;
            let Some(mv) = WythoffMove::new(*heaps, to) else {
                return Html::default();
            };
            let text = format!("→ {}, {}", to[0], to[1]);
            let inner = markup! {
                circle.moore-hit cx=(cx) cy=(cy) r=(GAP / 2) {}
                circle.moore-counter.moore-taken[taken].moore-target[!taken]
                    cx=(cx) cy=(cy) r=(R) {}
            };
            let label = format!("Heap {}: take down to {}", r.i + 1, counters(c));
            let named = Named::new("moore-pick", label)
                .hook(scene.play_hook(&text))
                .disabled(!scene.live);
            let act = if scene.live {
                scene
                    .send
                    .reform(move |()| BoardMsg::Play(DynMove::new(mv, 0)))
            } else {
                Callback::noop()
            };
            target::target(text, target::Shape::Group(raw(inner)), named, act)
        };
        let (lx, ly) = Layout::label_at(r);
        let (tx, ty) = l.tail_at(r);
        let (ex, ey) = l.empty_at(r);
        let around = markup! {
            text.moore-label.moore-touched[r.to.is_some()] x=(lx) y=(ly) { (r.label) }
            @if heaps[r.i] == 0 { text.moore-tail x=(ex) y=(ey) { "empty" } }
            @if !r.tail.is_empty() { text.moore-tail x=(tx) y=(ty) { (r.tail) } }
        };
        html! {
            <>
                {raw(around)}
                <g class="moore-row">{ for (0..r.shown).map(counter) }</g>
            </>
        }
    });
    html! {
        <figure class="moore-figure moore-board" data-testid="wythoff-board">
            <svg class={format!("moore-svg {}", super::moore::fit_class(l.w))} viewBox={format!("0 0 {} {}", l.w, l.h)}
                width="100%" preserveAspectRatio="xMidYMid meet" role="group"
                aria-label={heaps_label(heaps, preview.as_ref())}>
                { for rows }
            </svg>
        </figure>
    }
}

/// The first P-positions, k = 0 to `last`.
fn p_table(last: u64, heaps: &Heaps) -> Markup {
    let (a, b) = (heaps[0].min(heaps[1]), heaps[0].max(heaps[1]));
    markup! {
        div.table-scroll {
            table.closed-form.wythoff-p data-testid="wythoff-p-table" {
                thead { tr {
                    th scope="col" { "k" }
                    th scope="col" { "⌊kφ⌋" }
                    th scope="col" { "⌊kφ²⌋ = ⌊kφ⌋ + k" }
                } }
                tbody {
                    @for k in 0..=last {
                        @let l = lower(k) as u64;
                        tr.here[l == a && l + k == b] {
                            th scope="row" { (k) }
                            td.num { (l) }
                            td.num { (l + k) }
                        }
                    }
                }
            }
        }
    }
}

/// Why the position is won or lost, in the terms of the golden ratio.
fn why(heaps: &Heaps) -> Markup {
    let (a, b) = (heaps[0].min(heaps[1]), heaps[0].max(heaps[1]));
    let k = b - a;
    let l = lower(k);
    markup! {
        p {
            "The heaps differ by k = " (k) ", and ⌊kφ⌋ = ⌊" (k) " × 1.6180…⌋ = " (l) ". "
            @if is_p(*heaps) {
                "The smaller heap is " (a) ": this is the P-position (⌊kφ⌋, ⌊kφ⌋ + k), so the \
                 player to move loses against best play."
            } @else {
                "The smaller heap is " (a) ", not " (l) ": this is not a P-position, so the \
                 player to move wins."
            }
        }
        @if let Some(m) = winning_move(*heaps) {
            p data-testid="wythoff-win" {
                "The winning move goes to " (m.to[0]) ", " (m.to[1]) ", a P-position: "
                @match m.taken() {
                    [0, t] => { "take " (t) " from heap 2." }
                    [t, 0] => { "take " (t) " from heap 1." }
                    [t, _] => { "take " (t) " from both heaps." }
                }
            }
        }
    }
}

/// The values of the positions with both heaps below `side`, rows by the
/// first heap, the zeros (P-positions) marked.
fn value_rows(game: &Wythoff, side: u64) -> Markup {
    markup! {
        div.table-scroll {
            table.series-table.wythoff-values data-testid="wythoff-values" {
                thead { tr {
                    th scope="col" { "G" }
                    @for b in 0..side { th scope="col" { (b) } }
                } }
                tbody {
                    @for a in 0..side {
                        tr {
                            th scope="row" { (a) }
                            @for b in 0..side {
                                @let v = game.value(&[a, b]).unwrap_or(Nimber::ZERO);
                                td.num.p-position[v.is_zero()] data-testid="wythoff-cell" { (v) }
                            }
                        }
                    }
                }
            }
        }
    }
}

impl Shown for WythoffShown {
    fn intro(&self) -> Option<Html> {
        Some(html! {
            <p>
                {"Two heaps of counters. A move takes any number of counters from one heap, or \
                  the same number from both; whoever cannot move loses. Wythoff found the \
                  losing positions in 1907: the pairs (⌊kφ⌋, ⌊kφ²⌋) for k = 0, 1, 2, …, φ the \
                  golden ratio (1 + √5)/2. So the winning move is known at any size; the \
                  Sprague-Grundy values are computed for heaps below "}
                {TABLE.to_string()}
                {"."}
            </p>
        })
    }

    fn board(&self, scene: &Scene) -> Html {
        match scene.position.get::<Heaps>() {
            Some(heaps) => board(heaps, scene),
            None => Html::default(),
        }
    }

    fn explain(&self, scene: &Scene) -> Html {
        let Some(heaps) = scene.position.get::<Heaps>() else {
            return Html::default();
        };
        raw(markup! {
            section.panel aria-labelledby="wythoff-title" data-testid="wythoff-explain" {
                h2 id="wythoff-title" { "The golden ratio decides" }
                p {
                    "Every whole number is in exactly one of the sequences ⌊kφ⌋ (0, 1, 3, 4, 6, \
                     8, …) and ⌊kφ²⌋ (0, 2, 5, 7, 10, 13, …), k from 1 (Beatty's theorem, as \
                     1/φ + 1/φ² = 1). A move from one pair (⌊kφ⌋, ⌊kφ²⌋) never reaches another, \
                     and from any other position one move reaches a pair: these are the \
                     positions the player to move loses."
                }
                (why(heaps))
                (p_table(12, heaps))
            }
        })
    }

    fn figure(&self, scene: &Scene, theme: Theme) -> Option<String> {
        let heaps = scene.position.get::<Heaps>()?;
        Some(heaps_figure("Wythoff's game", heaps).to_svg(theme))
    }

    fn series(&self) -> Option<Html> {
        Some(raw(markup! {
            section.view aria-labelledby="view-title" data-testid="wythoff-series" {
                h2 id="view-title" { "Values of Wythoff's game" }
                p.view-lede {
                    "G(a, b) for heaps a and b below 24, a row for each first heap; the zeros \
                     (marked) are the P-positions (⌊kφ⌋, ⌊kφ²⌋) and their mirror images. \
                     No value is twice in a row, a column or a diagonal: of two positions \
                     there, one is an option of the other. The page computes the values for \
                     heaps below "
                    (TABLE) "; past that, play goes by who wins."
                }
                (value_rows(&self.0, 24))
                h3 { "The first P-positions" }
                (p_table(30, &[0, 0]))
            }
        }))
    }
}
