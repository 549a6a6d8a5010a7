//! The move composer: a form to make any move, on one heap or several at
//! once, which the counters of the board cannot make with a click.

use super::explanation::{exact_verdict, verdict};
use super::{counters, join_heaps, MAX_ROWS};
use crate::text::{plural, with_separators};
use grundy::games::moore::{Moore, MooreMove};
use grundy::Game;
use maud::{html, Markup};

/// The move the sizes typed in the composer (`state`, one per heap shown,
/// joined by commas) describe, or why they describe none.
pub(super) fn composed(game: &Moore, heaps: &[u64], state: &str) -> Result<MooreMove, String> {
    let k = game.k;
    let mut takes = Vec::new();
    for (i, typed) in state.split(',').enumerate().take(heaps.len().min(MAX_ROWS)) {
        let typed = typed.trim().replace(['_', ' '], "");
        let to = if typed.is_empty() {
            heaps[i]
        } else {
            typed
                .parse::<u64>()
                .map_err(|_| format!("Heap {}: type a whole number of counters.", i + 1))?
        };
        if to > heaps[i] {
            return Err(format!(
                "Heap {} has {}: a move cannot add to it.",
                i + 1,
                counters(heaps[i])
            ));
        }
        if to < heaps[i] {
            takes.push((i, heaps[i], to));
        }
    }
    if takes.is_empty() {
        return Err("Lower at least one heap's size.".to_string());
    }
    if game.exact && takes.len() != k as usize {
        return Err(format!(
            "A move takes from exactly {k} {}; these sizes take from {}.",
            plural(u64::from(k), "heap", "heaps"),
            takes.len()
        ));
    }
    if takes.len() > k as usize {
        return Err(format!(
            "A move takes from at most {k} {}; these sizes take from {}.",
            plural(u64::from(k), "heap", "heaps"),
            takes.len()
        ));
    }
    Ok(MooreMove::new(heaps, takes))
}

/// What the composer says of the sizes typed: why they make no move, or
/// the move, Moore's verdict on what it leaves, and a button that plays
/// it.
fn checked(game: &Moore, heaps: &[u64], state: &str) -> Markup {
    match composed(game, heaps, state) {
        Err(why) => html! {
            p.field-error role="alert" data-testid="moore-compose-error" { (why) }
        },
        Ok(mv) => {
            let text = game.format_move(&heaps.to_vec(), &mv);
            let after = &mv.after;
            let said = if game.by_rule() {
                verdict(after, game.k)
            } else {
                exact_verdict(game, after)
            };
            html! {
                p data-testid="moore-composed" {
                    "The move " code.moore-move { (text) } " leaves " (join_heaps(after)) ". "
                    (said)
                }
                button type="button" data-move=(text) data-testid="moore-take" { "Take" }
            }
        }
    }
}

/// A form to make any move, on one heap or up to k at once: each heap's
/// new size typed, then the move checked and shown with Moore's verdict on
/// what it leaves, and a button that plays it.
pub(super) fn composer(game: &Moore, heaps: &[u64], state: &str) -> Markup {
    let k = game.k;
    let typed: Vec<&str> = state.split(',').collect();
    // A size typed over (an empty field included), else the heap's own.
    let field = |i: usize, h: u64| match typed.get(i) {
        Some(t) if !state.is_empty() => t.to_string(),
        _ => h.to_string(),
    };
    html! {
        h3 { "Make a move" }
        p.muted.small {
            @if game.exact && k > 1 {
                "Type the size each heap goes to, on exactly " (k) " heaps, then check the move."
            } @else {
                "Type the size each heap goes to, on up to " (k) " "
                (plural(u64::from(k), "heap", "heaps"))
                ", then check the move. A click on a counter above takes from its heap alone."
            }
        }
        // Enter in a field checks the move, as the button does.
        form.moore-compose data-testid="moore-compose" data-editor="form" {
            @for (i, &h) in heaps.iter().enumerate().take(MAX_ROWS) {
                @let value = field(i, h);
                label {
                    "Heap " (i + 1) " (" (with_separators(u128::from(h))) ") →"
                    input name=(format!("heap{}", i + 1)) type="text" inputmode="numeric"
                        autocomplete="off" value=[(!value.is_empty()).then_some(&value)];
                }
            }
            button type="button" class="secondary" data-editor="form" data-testid="moore-check" {
                "Check the move"
            }
        }
        @if heaps.len() > MAX_ROWS {
            p.muted.small {
                "Heaps after the " (MAX_ROWS) "th keep their size here; the move list has their \
                 moves."
            }
        }
        @if !state.is_empty() {
            (checked(game, heaps, state))
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::engines::reading::attr_values;
    use crate::engines::Shown;
    use grundy::games::moore::Moore;
    use grundy::Game;

    fn g() -> Moore {
        Moore { k: 2, exact: false }
    }

    #[test]
    fn the_composer_plays_moves_on_several_heaps_and_says_what_is_wrong() {
        let heaps = vec![3, 5, 6];
        // At first: the sizes as they are, nothing to play.
        let first = g().editor(&heaps, "").expect("a composer").into_string();
        assert_eq!(attr_values(&first, "value"), ["3", "5", "6"]);
        assert!(attr_values(&first, "data-move").is_empty());
        // The rule's move: heaps 2 and 3 down to 3 leave every column sum 0 or 3.
        let shown = g().editor(&heaps, "3,3,3").unwrap().into_string();
        let moves = attr_values(&shown, "data-move");
        assert_eq!(moves, ["2: 5 → 3, 3: 6 → 3"]);
        let mv = g().parse_move(&heaps, &moves[0]).unwrap();
        assert!(g().moves(&heaps).any(|m| m == mv));
        assert!(shown.contains("leaves 3 + 3 + 3."), "{shown}");
        assert!(shown.contains("P-position"), "{shown}");
        assert_eq!(attr_values(&shown, "value"), ["3", "3", "3"]);
        // What no move can be.
        for (state, why) in [
            ("2,4,5", "at most 2 heaps; these sizes take from 3"),
            ("3,6,6", "Heap 2 has 5 counters: a move cannot add to it"),
            ("3,5,6", "Lower at least one heap"),
            ("3,x,6", "Heap 2: type a whole number"),
        ] {
            let e = g().editor(&heaps, state).unwrap().into_string();
            assert!(attr_values(&e, "data-move").is_empty(), "{state}");
            assert!(e.contains(why), "{state}: {e}");
        }
        // With no counter left there is nothing to compose.
        assert!(g().editor(&vec![0, 0], "").is_none());
    }
}
