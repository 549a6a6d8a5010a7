//! The move composer: a form to make any move, on one heap or several at
//! once, which the counters of the board cannot make with a click.

use super::explanation::{exact_verdict, verdict};
use super::{counters, join_heaps, MAX_ROWS};
use crate::engines::protocol::{Block, Button, EditorState, Field, Form, ModuleView, ViewAction};
use crate::text::{plural, with_separators};
use grundy::games::moore::{Moore, MooreMove};
use grundy::Game;
use maud::html;

/// The move the sizes typed in the composer (one per heap shown) describe,
/// or why they describe none.
pub(super) fn composed(game: &Moore, heaps: &[u64], typed: &[String]) -> Result<MooreMove, String> {
    let k = game.k;
    let mut takes = Vec::new();
    for (i, typed) in typed.iter().enumerate().take(heaps.len().min(MAX_ROWS)) {
        let typed = typed.trim().replace([',', '_', ' '], "");
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
fn checked(game: &Moore, heaps: &[u64], typed: &[String]) -> Vec<Block> {
    match composed(game, heaps, typed) {
        Err(why) => vec![Block::Status {
            class: "field-error".to_string(),
            role: Some("alert".to_string()),
            live: None,
            testid: Some("moore-compose-error".to_string()),
            text: why,
        }],
        Ok(mv) => {
            let text = game.format_move(&heaps.to_vec(), &mv);
            let after = &mv.after;
            let said = if game.by_rule() {
                verdict(after, game.k)
            } else {
                exact_verdict(game, after)
            };
            let composed = html! {
                p data-testid="moore-composed" {
                    "The move " code.moore-move { (text) } " leaves " (join_heaps(after)) ". "
                    (said)
                }
            };
            vec![
                Block::Markup(composed.into_string()),
                Block::Button(Button::new("Take", "", ViewAction::Play(text)).testid("moore-take")),
            ]
        }
    }
}

/// A form to make any move, on one heap or up to k at once: each heap's
/// new size typed, then the move checked and shown with Moore's verdict on
/// what it leaves, and a button that plays it. Its state is the sizes
/// typed (the form's fields), or nothing typed yet.
pub(super) fn composer(game: &Moore, heaps: &[u64], state: &EditorState) -> ModuleView {
    let k = game.k;
    let typed: &[String] = match state {
        EditorState::Fields(values) => values,
        EditorState::Start | EditorState::Named(_) => &[],
    };
    // A size typed over (an empty field included), else the heap's own.
    let field = |i: usize, h: u64| typed.get(i).cloned().unwrap_or_else(|| h.to_string());
    let help = html! {
        p.muted.small {
            @if game.exact && k > 1 {
                "Type the size each heap goes to, on exactly " (k) " heaps, then check the move."
            } @else {
                "Type the size each heap goes to, on up to " (k) " "
                (plural(u64::from(k), "heap", "heaps"))
                ", then check the move. A click on a counter above takes from its heap alone."
            }
        }
    };
    let fields = heaps
        .iter()
        .enumerate()
        .take(MAX_ROWS)
        .map(|(i, &h)| Field {
            label: format!("Heap {} ({}) →", i + 1, with_separators(u128::from(h))),
            name: format!("heap{}", i + 1),
            testid: None,
            value: field(i, h),
        })
        .collect();
    // Enter in a field checks the move, as the button does.
    let mut blocks = vec![
        Block::Heading {
            id: None,
            text: "Make a move".to_string(),
        },
        Block::Markup(help.into_string()),
        Block::Form(Form {
            class: "moore-compose".to_string(),
            testid: Some("moore-compose".to_string()),
            between: String::new(),
            fields,
            submit: Button::new("Check the move", "secondary", ViewAction::Submit)
                .testid("moore-check"),
        }),
    ];
    if heaps.len() > MAX_ROWS {
        let rest = html! {
            p.muted.small {
                "Heaps after the " (MAX_ROWS) "th keep their size here; the move list has their \
                 moves."
            }
        };
        blocks.push(Block::Markup(rest.into_string()));
    }
    if !typed.is_empty() {
        blocks.extend(checked(game, heaps, typed));
    }
    ModuleView { blocks }
}

#[cfg(test)]
mod tests {
    use crate::engines::protocol::{EditorState, ModuleView, ViewAction};
    use crate::engines::Shown;
    use grundy::games::moore::Moore;
    use grundy::Game;

    fn g() -> Moore {
        Moore { k: 2, exact: false }
    }

    /// The form's fields as typed.
    fn typed(sizes: &[&str]) -> EditorState {
        EditorState::Fields(sizes.iter().map(|s| s.to_string()).collect())
    }

    /// The values the form's fields start with.
    fn values(view: &ModuleView) -> Vec<&str> {
        let form = view.form().expect("a form");
        assert_eq!(form.submit.action, Some(ViewAction::Submit));
        form.fields.iter().map(|f| f.value.as_str()).collect()
    }

    /// The moves the composer's buttons play.
    fn moves(view: &ModuleView) -> Vec<&str> {
        view.actions()
            .into_iter()
            .filter_map(|a| match a {
                ViewAction::Play(m) => Some(m.as_str()),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn the_composer_plays_moves_on_several_heaps_and_says_what_is_wrong() {
        let heaps = vec![3, 5, 6];
        // At first: the sizes as they are, nothing to play.
        let first = g().editor(&heaps, &EditorState::Start).expect("a composer");
        assert_eq!(values(&first), ["3", "5", "6"]);
        assert!(moves(&first).is_empty());
        // The rule's move: heaps 2 and 3 down to 3 leave every column sum 0 or 3.
        let shown = g().editor(&heaps, &typed(&["3", "3", "3"])).unwrap();
        assert_eq!(moves(&shown), ["2: 5 → 3, 3: 6 → 3"]);
        let mv = g().parse_move(&heaps, moves(&shown)[0]).unwrap();
        assert!(g().moves(&heaps).any(|m| m == mv));
        let said = serde_json::to_string(&shown).unwrap();
        assert!(said.contains("leaves 3 + 3 + 3."), "{said}");
        assert!(said.contains("P-position"), "{said}");
        assert_eq!(values(&shown), ["3", "3", "3"]);
        // What no move can be.
        for (state, why) in [
            (["2", "4", "5"], "at most 2 heaps; these sizes take from 3"),
            (
                ["3", "6", "6"],
                "Heap 2 has 5 counters: a move cannot add to it",
            ),
            (["3", "5", "6"], "Lower at least one heap"),
            (["3", "x", "6"], "Heap 2: type a whole number"),
            (
                ["3", "4,5", "6"],
                "Heap 2 has 5 counters: a move cannot add to it",
            ),
        ] {
            let e = g().editor(&heaps, &typed(&state)).unwrap();
            assert!(moves(&e).is_empty(), "{state:?}");
            let said = serde_json::to_string(&e).unwrap();
            assert!(said.contains(why), "{state:?}: {said}");
        }
        // A size typed with a comma between its digits is one size, not two.
        let big = vec![1_500, 2, 3];
        let e = g().editor(&big, &typed(&["1,000", "2", "3"])).unwrap();
        assert_eq!(moves(&e), ["1: 1500 → 1000"]);
        assert_eq!(values(&e), ["1,000", "2", "3"]);
        // With no counter left there is nothing to compose.
        assert!(g().editor(&vec![0, 0], &EditorState::Start).is_none());
    }
}
