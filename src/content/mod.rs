//! Content drawn on demand: what the page shows only where a reader goes
//! (the nim-sum and game-length panels once opened, the Nim primer's
//! working, why a heap has its value, the builder's figures and steps).
//! All of it is display only, written with maud by functions that need
//! neither Yew nor the page's state.
//!
//! It comes in a chunk of the page's binary loaded on first use
//! ([`crate::lazy`]), so the first load carries only what the default view
//! shows. A [`Request`] names what to draw, in the notation of the
//! address.

pub mod builder;
pub mod heap_explain;
pub mod length;
pub mod nim_sum;
pub mod primer;

use grundy::games::heaps::parse_heaps;
use grundy::manifold::builder::parse_features;
use grundy::manifold::Position;
use grundy::nim::explain;

/// What the page asks the content module to draw.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Request {
    /// The nim-sum panel's working for a surface-game position, with the
    /// selected surface's row marked.
    NimSum {
        /// The position, as `o3 + n5`.
        position: String,
        /// The selected surface, counted from 0.
        selected: Option<usize>,
    },
    /// The game-length panel's bounds, table and lines.
    Length {
        /// The position, as `o3 + n5`.
        position: String,
    },
    /// The Nim primer's panels for some heaps.
    Primer {
        /// The heaps, as `50 + 53 + 30 + 14`.
        heaps: String,
    },
    /// Why a heap or bar of a heap game has its value.
    HeapExplain {
        /// The game on the table itself, whose values (a table of Grundy's
        /// game to a heap of 100,000, say) are already computed.
        game: grundy::spec::AnyGame,
        /// The position.
        position: grundy::spec::AnyPosition,
        /// The selected component, counted from 0.
        selected: Option<usize>,
    },
    /// The builder's figures, facts and steps.
    Builder {
        /// The features attached, `h` for a handle and `c` for a
        /// cross-cap, in order.
        features: String,
    },
}

/// The markup for `request`, or a sentence saying what could not be read.
pub fn render(request: &Request) -> String {
    let unreadable = |what: &str| {
        maud::html! { p.field-error { "This panel could not read its " (what) "." } }.into_string()
    };
    match request {
        Request::NimSum { position, selected } => match position.parse::<Position>() {
            Ok(p) => {
                let heaps: Vec<u64> = p.values().iter().map(|v| v.get()).collect();
                nim_sum::working(&p, &explain(&heaps), *selected).into_string()
            }
            Err(_) => unreadable("position"),
        },
        Request::Length { position } => match position.parse::<Position>() {
            Ok(p) => length::panel(&p).into_string(),
            Err(_) => unreadable("position"),
        },
        Request::Primer { heaps } => match parse_heaps(heaps) {
            Ok(h) => primer::panels(&h).into_string(),
            Err(_) => unreadable("heaps"),
        },
        Request::HeapExplain {
            game,
            position,
            selected,
        } => heap_explain::panel(game, position, *selected).into_string(),
        Request::Builder { features } => match parse_features(features) {
            Some(f) => builder::panels(&f).into_string(),
            None => unreadable("surface"),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(request: Request) -> String {
        render(&request)
    }

    #[test]
    fn every_request_draws_its_panel() {
        let nim = text(Request::NimSum {
            position: "n4 + n3 + o2".into(),
            selected: Some(1),
        });
        assert_eq!(nim.matches("data-testid=\"nim-row\"").count(), 3);
        assert!(nim.contains("data-testid=\"nim-zero\""));
        let length = text(Request::Length {
            position: "n4 + n5 + o2".into(),
        });
        assert!(length.contains("data-testid=\"length-fewest\">7<"));
        let primer = text(Request::Primer {
            heaps: "50 + 53 + 30 + 14".into(),
        });
        assert_eq!(primer.matches("data-testid=\"nim-move\"").count(), 3);
        let builder = text(Request::Builder {
            features: "hc".into(),
        });
        assert!(builder.contains("data-surface=\"n3\""));
    }

    #[test]
    fn unreadable_requests_say_so() {
        let bad = text(Request::NimSum {
            position: "x9".into(),
            selected: None,
        });
        assert!(bad.contains("could not read its position"));
        assert!(text(Request::Builder {
            features: "hz".into()
        })
        .contains("could not read"));
    }
}
