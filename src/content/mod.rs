//! Content drawn on demand: what the page shows only where a reader goes
//! (the nim-sum and game-length panels once opened, the Nim primer's
//! working, why a heap has its value, the builder's figures and steps).
//! All of it is display only, written with maud by functions that need
//! neither Yew nor the page's state.
//!
//! It comes in a chunk of the page's binary loaded on first use
//! ([`crate::lazy`]), so the first load carries only what the default view
//! shows. A [`Request`] names what to draw, in the games' own
//! types.

pub mod builder;
pub mod length;
pub mod nim_sum;
pub mod primer;

use grundy::manifold::builder::Feature;
use grundy::manifold::Position;
use grundy::nim::explain;
use maud::Markup;

/// What the page asks the content module to draw, in the game's own types.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Request {
    /// The nim-sum panel's working for a surface-game position, with the
    /// selected surface's row marked.
    NimSum {
        position: Position,
        /// The selected surface, counted from 0.
        selected: Option<usize>,
    },
    /// The game-length panel's bounds, table and lines.
    Length { position: Position },
    /// The builder's figures, facts and steps for the features attached,
    /// in order.
    Builder { features: Vec<Feature> },
}

/// The markup for `request`.
pub fn render(request: &Request) -> Markup {
    match request {
        Request::NimSum { position, selected } => {
            let heaps: Vec<u64> = position.values().iter().map(|v| v.get()).collect();
            nim_sum::working(position, &explain(&heaps), *selected)
        }
        Request::Length { position } => length::panel(position),
        Request::Builder { features } => builder::panels(features),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use grundy::manifold::builder::parse_features;

    fn text(request: Request) -> String {
        render(&request).into_string()
    }

    fn position(text: &str) -> Position {
        text.parse().expect("a position")
    }

    #[test]
    fn every_request_draws_its_panel() {
        let nim = text(Request::NimSum {
            position: position("n4 + n3 + o2"),
            selected: Some(1),
        });
        assert_eq!(nim.matches("data-testid=\"nim-row\"").count(), 3);
        assert!(nim.contains("data-testid=\"nim-zero\""));
        let length = text(Request::Length {
            position: position("n4 + n5 + o2"),
        });
        assert!(length.contains("data-testid=\"length-fewest\">7<"));
        let primer = primer::panels(&[50, 53, 30, 14]).into_string();
        assert_eq!(primer.matches("data-testid=\"nim-move\"").count(), 3);
        let builder = text(Request::Builder {
            features: parse_features("hc").expect("features"),
        });
        assert!(builder.contains("data-surface=\"n3\""));
    }
}
