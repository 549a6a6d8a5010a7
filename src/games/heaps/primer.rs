//! The Nim primer, around a game of Nim on the play page: its lead (its
//! panels are [`crate::content::primer`]'s).

use yew::prelude::*;

/// The primer's lead paragraph, above the game.
pub fn intro() -> Html {
    html! {
        <p class="view-lede">
            {"Nim is played with heaps of counters. On a move, a player chooses a heap and removes \
              one or more counters; the last player who can move wins. The paper finds the \
              winning strategy with the nim-sum; it is worked out below the way the paper's \
              introduction works it out for the heaps 50, 53, 30 and 14, here for the heaps on \
              the table. Click a counter to take it and every counter after it, or choose a move \
              from the list."}
        </p>
    }
}
