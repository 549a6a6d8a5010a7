//! Moore's Nim_k drawn as heaps of counters, one row per heap, and told
//! through Moore's rule: the heap sizes in binary, each column summed as
//! ordinary numbers and reduced modulo k + 1. A move may act on several
//! heaps, so the whole position is the one component.

mod board;

pub(super) use board::fit_class;
mod composer;
mod explanation;
mod words;

pub use composer::{Composer, ComposerProps};

use crate::display::raw;
use crate::games::shown::{Scene, Shown};
use crate::text::plural;
use figures::theme::Theme;
use grundy::games::moore::{Moore, MooreMove};
use grundy::Game;
use yew::prelude::*;

/// The lead paragraph: the game's rule, and how it stands to the notes'
/// exercise and to Moore's rule.
fn intro(game: &Moore) -> Html {
    let k = game.k;
    let heaps = plural(u64::from(k), "heap", "heaps");
    raw(if game.exact {
        maud::html! {
            p {
                "Heaps of counters. A move takes any number of counters from each of exactly "
                (k) " " (heaps) ", as de Silva's notes state Moore's Nim" sub { "k" }
                "; whoever takes the last counter wins, and with fewer than " (k)
                " heaps left no move remains. Moore's rule is for the classic game (from 1 to \
                 k heaps, " code { "moore:" (k) } ") and does not decide this one: values here \
                 come from a search of the position."
            }
        }
    } else {
        maud::html! {
            p {
                "Heaps of counters. A move takes any number of counters from each of at least \
                 one and at most " (k) " " (heaps) " (Moore's Nim" sub { (k) } "); whoever \
                 takes the last counter wins. De Silva's notes leave solving Moore's Nim"
                sub { "k" } " as an exercise, stated there with exactly k heaps ("
                code { "moore:=" (k) } " plays that game); the classic game, played here, \
                 allows 1 to k. With k = 1 it is Nim."
            }
        }
    })
}

/// How Moore's Nim_k (or its variant on exactly k heaps) is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MooreShown(pub Moore);

impl Shown for MooreShown {
    fn intro(&self) -> Option<Html> {
        Some(intro(&self.0))
    }

    fn board(&self, scene: &Scene) -> Html {
        let Some(heaps) = scene.position.get::<Vec<u64>>() else {
            return Html::default();
        };
        let preview = scene.preview.as_ref().and_then(|m| m.get::<MooreMove>());
        board::heaps_figure(&self.0, heaps, preview, scene)
    }

    fn figure(&self, scene: &Scene, theme: Theme) -> Option<String> {
        let heaps = scene.position.get::<Vec<u64>>()?;
        Some(figures::moore::moore_figure(&self.0, heaps).to_svg(theme))
    }

    fn explain(&self, scene: &Scene) -> Html {
        let Some(heaps) = scene.position.get::<Vec<u64>>() else {
            return Html::default();
        };
        raw(if self.0.by_rule() {
            explanation::explain_rule(&self.0, heaps)
        } else {
            explanation::explain_exact(&self.0, heaps)
        })
    }

    /// Not an editor of positions: the composer of a move on several heaps
    /// at once, drawn afresh for each position.
    fn editor(&self, scene: &Scene) -> Option<Html> {
        let heaps = scene.position.get::<Vec<u64>>()?;
        heaps.iter().any(|&h| h > 0).then(|| {
            html! {
                <Composer key={self.0.format_position(heaps)} game={self.0}
                    heaps={heaps.clone()} send={scene.send.clone()} />
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::render;

    fn g() -> MooreShown {
        MooreShown(Moore { k: 2, exact: false })
    }

    #[test]
    fn the_intro_names_the_exercise() {
        assert!(render(g().intro().unwrap()).contains("exercise"));
    }

    #[test]
    fn with_exactly_k_heaps_the_intro_says_so() {
        let exact = MooreShown(Moore::exactly(2).unwrap());
        assert!(render(exact.intro().unwrap()).contains("exactly 2 heaps"));
    }
}
