//! Moore's Nim_k drawn as heaps of counters, one row per heap, and told
//! through Moore's rule: the heap sizes in binary, each column summed as
//! ordinary numbers and reduced modulo k + 1. A move may act on several
//! heaps, so the whole position is the one component.

mod board;
mod composer;
mod explanation;

use super::protocol::{Block, EditorState, ModuleView};
use super::{AddKind, Info, Shown};
use crate::text::{plural, with_separators};
use grundy::games::moore::{Moore, MooreMove};
use grundy::Game;
use maud::html;

/// Heaps drawn (and listed in tables and the composer); moves' heaps are
/// drawn as well.
const MAX_ROWS: usize = 20;

/// "4,000 counters".
fn counters(n: u64) -> String {
    format!(
        "{} {}",
        with_separators(u128::from(n)),
        plural(n, "counter", "counters")
    )
}

/// Heap sizes as the notation writes them: 3 + 5 + 6.
fn join_heaps(heaps: &[u64]) -> String {
    heaps
        .iter()
        .map(|h| with_separators(u128::from(*h)))
        .collect::<Vec<_>>()
        .join(" + ")
}

/// The lead paragraph: the game's rule, and how it stands to the notes'
/// exercise and to Moore's rule.
fn intro(game: &Moore) -> String {
    let k = game.k;
    let heaps = plural(u64::from(k), "heap", "heaps");
    let lead = if game.exact {
        html! {
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
        html! {
            p {
                "Heaps of counters. A move takes any number of counters from each of at least \
                 one and at most " (k) " " (heaps) " (Moore's Nim" sub { (k) } "); whoever \
                 takes the last counter wins. De Silva's notes leave solving Moore's Nim"
                sub { "k" } " as an exercise, stated there with exactly k heaps ("
                code { "moore:=" (k) } " plays that game); the classic game, played here, \
                 allows 1 to k. With k = 1 it is Nim."
            }
        }
    };
    lead.into_string()
}

impl Shown for Moore {
    fn info(&self) -> Info {
        let k = self.k;
        let ones = vec!["1"; k as usize + 1].join(" + ");
        let fives = vec!["5"; k as usize + 1].join(" + ");
        let presets: Vec<(String, String)> = [
            ("Heaps 3, 5 and 6".to_string(), "3 + 5 + 6".to_string()),
            (format!("{} single counters", k + 1), ones),
            (format!("{} heaps of 5", k + 1), fives),
        ]
        .into_iter()
        .filter(|(_, text)| self.parse_position(text).is_ok())
        .collect();
        Info {
            component: "position".to_string(),
            components: "positions".to_string(),
            one_move: "move".to_string(),
            moves: "moves".to_string(),
            all_done: "Every heap is empty: no move is left.".to_string(),
            add: vec![AddKind {
                label: "Heap".to_string(),
                prefix: String::new(),
                number: "counters".to_string(),
            }],
            presets,
            intro: intro(self),
            notation: "heap sizes joined by +: 3 + 5 + 6".to_string(),
        }
    }

    fn board(
        &self,
        whole: &Vec<u64>,
        preview: Option<&MooreMove>,
        _selected: Option<usize>,
    ) -> ModuleView {
        // With exactly k > 1 heaps a move never takes from one heap alone,
        // so the counters are not moves: the composer makes them.
        board::heaps_figure(whole, preview, !(self.exact && self.k > 1))
    }

    fn explain(&self, whole: &Vec<u64>, _selected: Option<usize>, _step: usize) -> ModuleView {
        let told = if self.by_rule() {
            explanation::explain_rule(self, whole)
        } else {
            explanation::explain_exact(self, whole)
        };
        ModuleView {
            blocks: vec![Block::markup(told.into_string())],
        }
    }

    /// Not an editor of positions: the composer of a move on several heaps
    /// at once, its state the sizes typed, one per heap.
    fn editor(&self, whole: &Vec<u64>, state: &EditorState) -> Option<ModuleView> {
        whole
            .iter()
            .any(|&h| h > 0)
            .then(|| composer::composer(self, whole, state))
    }
}

#[cfg(test)]
mod tests {
    use super::composer::composed;
    use super::*;

    fn g() -> Moore {
        Moore { k: 2, exact: false }
    }

    #[test]
    fn with_exactly_two_heaps_the_counters_are_no_moves_and_search_explains() {
        let exact = Moore::exactly(2).unwrap();
        let heaps = vec![3, 5, 6];
        let board = exact.board(&heaps, None, None);
        assert!(board.actions().is_empty(), "{board:?}");
        // Nothing on it acts: it is an image.
        assert!(
            matches!(&board.blocks[..], [Block::Figure(f)] if f.svg.role == "img"),
            "{board:?}"
        );
        let e = exact.explain(&heaps, None, 0);
        assert!(e.actions().is_empty());
        let e = e.markup();
        assert!(e.contains("Exactly 2 heaps"), "{e}");
        assert!(!e.contains("Moore's rule gives the move"));
        assert_eq!(
            composed(&exact, &heaps, &["2".into(), "5".into(), "6".into()]),
            Err("A move takes from exactly 2 heaps; these sizes take from 1.".to_string())
        );
        let mv = composed(&exact, &heaps, &["2".into(), "4".into(), "6".into()]).unwrap();
        assert_eq!(mv.after, vec![2, 4, 6]);
        assert!(exact.info().intro.contains("exactly 2 heaps"));
    }

    #[test]
    fn the_one_component_is_the_whole_position() {
        assert_eq!(g().info().component, "position");
    }

    #[test]
    fn presets_parse_and_the_intro_names_the_exercise() {
        let info = g().info();
        assert_eq!(info.presets.len(), 3);
        assert_eq!(info.presets[1].1, "1 + 1 + 1");
        for (_, text) in &info.presets {
            assert!(g().parse_position(text).is_ok());
        }
        assert!(info.intro.contains("exercise"));
    }
}
