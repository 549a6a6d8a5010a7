//! The surface game under other rules: a line naming the rules above the
//! play area, and a panel with what the rule lab knows of them.

use grundy::games::lab::{LabGame, Status, MISERE_REACH, REACH};
use yew::prelude::*;

/// The rules in one line, with a way to the lab.
pub fn intro(game: &LabGame) -> Html {
    let v = game.variant();
    let href = format!("#view=lab&rules={}", v.rules);
    html! {
        <p class="view-lede" data-testid="variant-intro">
            {format!("The surface game with {}. ", v.describe())}
            <a href={href}>{"Open these rules in the rule lab"}</a>
            {" · "}
            <a href="#game=manifold">{"Back to the paper's game"}</a>
        </p>
    }
}

/// What is known about the rules: each kind's series status and, in
/// misère play, how far outcomes are searched.
pub fn panel(game: &LabGame) -> Html {
    let v = game.variant();
    let period = game.period();
    let line = |kind: &str, k: &grundy::games::lab::KindPeriod| -> String {
        match k.status {
            Status::Proved => format!(
                "G({kind}g) repeats with period {} from genus {}, proved by {}.",
                k.period,
                k.preperiod,
                k.theorem.as_deref().unwrap_or("a periodicity theorem")
            ),
            Status::Arithmetic => format!(
                "G({kind}g) gains {} every {} genera from genus {} (observed to genus {}).",
                k.saltus, k.period, k.preperiod, k.checked_to
            ),
            Status::Observed => format!(
                "G({kind}g) repeats with period {} from genus {} (observed to genus {}, no theorem applied).",
                k.period, k.preperiod, k.checked_to
            ),
            Status::Unknown => format!("No pattern in G({kind}g) to genus {}.", k.checked_to),
        }
    };
    html! {
        <section class="panel" aria-labelledby="variant-title" data-testid="variant-panel">
            <h2 id="variant-title">{"These rules"}</h2>
            <p>{format!("Allowed cuts: {}.", v.rules.kinds().map(|k| k.to_string()).collect::<Vec<_>>().join(", "))}</p>
            <ul>
                <li>{line("o", &period.o)}</li>
                <li>{line("n", &period.n)}</li>
            </ul>
            if v.misere {
                <p>{format!("Misère play: the winner of a position is found by searching the whole position (sums are not nim-sums here), for positions of weight up to {MISERE_REACH}. Past that the page says so, and the computer plays the cut that leaves the most to play.")}</p>
            } else {
                <p>{format!("Values are computed by brute force for every surface up to genus {} (og) and {REACH} (ng); the computer plays perfectly on all of them.", REACH / 2)}</p>
            }
        </section>
    }
}
