//! The surface game's title and lead: the rule, and where the values on
//! the table come from (the paper's closed forms, or what is computed here
//! for a variant of its rules).

use crate::route::View;
use grundy::spec::AnyGame;
use yew::prelude::*;

/// Where the surface game's values come from: the paper's closed forms
/// for its own game; for a variant of its rules, what is computed here and
/// how far.
pub fn values_source(game: &AnyGame, view: View) -> String {
    use grundy::games::lab::{MISERE_REACH, REACH};
    let lab = game.downcast::<grundy::games::lab::LabGame>();
    match lab {
        // The games index speaks of the paper's game, whatever is on the table.
        _ if view == View::Games => {
            "Values from Berman and Leonard's closed forms, exact at every genus.".to_string()
        }
        Some(g) if g.variant().misere => format!(
            "With {}: who wins is computed here, by a search of every position of weight up to {} \
             (2 − χ for each surface), not taken from the paper.",
            g.variant().describe(),
            MISERE_REACH
        ),
        Some(g) => format!(
            "With {}: values computed here from the allowed cuts, exact to genus {} for og and {} for \
             ng; the paper's closed forms are for its own rules.",
            g.variant().describe(),
            crate::text::with_separators(u128::from(REACH / 2)),
            crate::text::with_separators(u128::from(REACH))
        ),
        None => "Values from Berman and Leonard's closed forms, exact at every genus.".to_string(),
    }
}

/// The title and lead of the page.
pub fn masthead(misere: bool, source: &str) -> Html {
    let rule = if misere {
        "In misère play whoever makes the last cut loses."
    } else {
        "Whoever cannot cut loses."
    };
    html! {
        <header class="masthead">
            <h1>{"The manifold decomposition game"}</h1>
            <p class="lede" data-testid="lede">
                {format!("Players take turns cutting a surface along a closed curve and capping the holes. \
                  {rule} {source}")}
            </p>
        </header>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn source(spec: &str, view: View) -> String {
        values_source(&AnyGame::from_spec(spec).unwrap(), view)
    }

    #[test]
    fn the_papers_game_takes_its_values_from_the_closed_forms() {
        assert_eq!(
            source("manifold", View::Play),
            "Values from Berman and Leonard's closed forms, exact at every genus."
        );
    }

    #[test]
    fn a_variant_says_its_values_are_computed_and_how_far() {
        let normal = source("manifold:rules=cgh", View::Play);
        assert!(!normal.contains("closed forms, exact"), "{normal}");
        assert!(
            normal.contains("computed here")
                && normal.contains("genus 1,000 for og and 2,000 for ng"),
            "{normal}"
        );
        let misere = source("manifold:rules=cgh,misere", View::Play);
        assert!(!misere.contains("closed forms, exact"), "{misere}");
        assert!(misere.contains("weight up to 36"), "{misere}");
        // The games index speaks of the paper's game.
        assert!(source("manifold:rules=cgh", View::Games).contains("closed forms"));
    }
}
