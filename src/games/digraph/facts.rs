//! The graph game's lead paragraph.

use yew::{html, Html};

/// The graph game's lead paragraph.
pub fn intro() -> Html {
    html! {
        <p>
            {"Tokens sit on the vertices of a directed graph without cycles. A move slides \
              one token along an edge, the way the edge points; the player who cannot slide \
              any token loses. Each token is a graph game of its own, and the whole position \
              is their sum."}
        </p>
    }
}
