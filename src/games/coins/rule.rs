//! A row of coins played by a rule of shapes (`coins:;a;a,b;a,b,c`):
//! drawn as the named games' rows are, coin 0 leftmost; a chosen head's
//! moves are chosen on the row (a coin at or left of the head flips the
//! move of the fewest coins through both), and the explanation gives each
//! head's value as the search of its moves finds it, their nim-sum and a
//! winning move.

use super::row::{row_figure, RowClicks, RowFigure};
use super::row_explain::{flips_in_words, mex_text, row_explanation, Theory};
use crate::display::raw;
use crate::games::shown::{Scene, Shown};
use figures::theme::Theme;
use grundy::games::coins::{
    coins_in_words, format_row, heads, CoinGame, CoinMove, CoinRule, Flips, RowRule,
};
use grundy::{Game, Nimber};
use maud::{html as markup, Markup};
use yew::prelude::*;

/// How a row played by a rule is shown.
pub struct RuleShown(pub CoinGame<RowRule>);

/// A flip of `coins` (increasing, the head last) in words.
fn flip_words(coins: &[usize]) -> String {
    match coins {
        [one] => format!("flip coin {one} alone"),
        many => format!("flip coins {}", coins_in_words(many)),
    }
}

/// The row in words: its game, its length and where its heads are.
fn label(game: &CoinGame<RowRule>, row: &[bool]) -> String {
    let hs: Vec<String> = heads(row).iter().map(|h| h.to_string()).collect();
    let at = if hs.is_empty() {
        String::new()
    } else {
        format!(" at coins {}", hs.join(", "))
    };
    format!(
        "{}: a row of {} coins, {} heads{at}",
        game.name(),
        row.len(),
        hs.len()
    )
}

/// The values the moves of a lone head at coin `coin` leave, and their
/// mex, the head's value.
fn head_mex(rule: &RowRule, coin: usize) -> Markup {
    let options: Vec<Nimber> = rule
        .others(coin)
        .map(|set| set.iter().map(|&c| rule.head_value(c)).sum())
        .collect();
    markup! {
        h3 { "The mex for coin " (coin) }
        p {
            @if options.is_empty() {
                "A lone head at coin " (coin) " has no move: its value is 0."
            } @else {
                "The moves from a lone head at coin " (coin) " leave the values "
                (mex_text(options)) "."
            }
        }
    }
}

impl Shown for RuleShown {
    fn intro(&self) -> Option<Html> {
        Some({
            let rule = &self.0.rule;
            let intro = markup! {
                p {
                    "A row of coins, heads (H) and tails (T), played by the rule "
                    code { (rule.rule()) } ": a move flips " (rule.shape_words().join("; or "))
                    " (a letter stands for any distance, one number throughout its shape), the \
                     head going from heads to tails. Whoever cannot move loses. Each head is a game \
                     of its own, worth the mex over its moves of the nim-sum of the values of the \
                     other coins it flips."
                }
            };
            raw(intro)
        })
    }

    fn board(&self, scene: &Scene) -> Html {
        let Some(whole) = scene.position.get::<Vec<bool>>() else {
            return Html::default();
        };
        let preview = scene.preview.as_ref().and_then(|m| m.get::<CoinMove>());
        let chosen = scene.selected.and_then(|s| heads(whole).get(s).copied());
        let help = match chosen {
            Some(s) => format!(
                " Head {s} is chosen: choose a coin at or left of it to flip the move of the \
                 fewest coins through it; every flip is in the list."
            ),
            None => " Choose a head to see its flips.".to_string(),
        };
        let shown = preview
            .map(|mv| format!(" Shown: {}.", flips_in_words(whole, mv)))
            .unwrap_or_default();
        let clicks = RowClicks::new(&self.0, whole, chosen, scene);
        row_figure(
            &RowFigure {
                number: &|i| self.0.rule.number(i),
                act: &|i, head| clicks.act(i, head, &flip_words),
                row: whole,
                preview,
                selected: chosen,
                label: label(&self.0, whole),
            },
            format!("Under each coin: its index from 0.{help}{shown}"),
        )
    }

    /// Drawn as Mock Turtles' row is, whose coins are numbered from 0 as
    /// a rule's are, under the rule's name.
    fn figure(&self, scene: &Scene, theme: Theme) -> Option<String> {
        let row = scene.position.get::<Vec<bool>>()?;
        let mut f = figures::coins::row::row_figure(CoinRule::MockTurtles, row);
        f.title = format!("{}: {}", self.0.name(), format_row(row));
        f.desc = label(&self.0, row);
        Some(f.to_svg(theme))
    }

    fn explain(&self, scene: &Scene) -> Html {
        let Some(row) = scene.position.get::<Vec<bool>>() else {
            return Html::default();
        };
        let chosen = scene.selected.and_then(|s| heads(row).get(s).copied());
        let how = markup! {
            "A lone head's value is the mex, over its moves, of the nim-sum of the values of \
             the other coins the move flips (they turn to heads), found coin by coin from the \
             left."
        };
        let after = markup! {
            @if let Some(coin) = chosen {
                (head_mex(&self.0.rule, coin))
            }
        };
        row_explanation(
            &self.0,
            row,
            scene,
            Theory {
                how,
                why: None,
                after,
            },
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::coins::testing::{parts, plays, selects, text_of, Drawn};
    use crate::testing::render;
    use grundy::games::coins::parse_row;

    fn row(text: &str) -> Vec<bool> {
        parse_row(text).expect("a row")
    }

    fn game(rule: &str) -> CoinGame<RowRule> {
        CoinGame::new(RowRule::parse(rule).expect("a rule"))
    }

    fn drawn(rule: &str) -> Drawn<CoinGame<RowRule>> {
        let g = game(rule);
        Drawn::new(g.clone(), RuleShown(g))
    }

    #[test]
    fn a_chosen_heads_clicks_are_its_legal_moves_parsed_back() {
        for rule in ["a", ";2;1-a", ";a;a,b;a,b,c", "1,3-a"] {
            let d = drawn(rule);
            let g = &d.game;
            let r = row("HTTHTHHTTTHH");
            for component in 0..heads(&r).len() {
                let board = d.board(&r, None, Some(component));
                let shown = plays(&board);
                let own: Vec<CoinMove> = g.moves(&r).filter(|m| m.component == component).collect();
                // A head with a move offers one on the row; none with none.
                assert_eq!(shown.is_empty(), own.is_empty(), "{rule} {component}");
                for text in &shown {
                    let mv = g.parse_move(&r, text).expect("parses");
                    assert_eq!(mv.component, component, "{rule} {text}");
                    assert!(g.apply(&r, &mv).is_ok(), "{rule} {text}");
                    assert!(own.contains(&mv), "{rule} {text}");
                    assert_eq!(shown.iter().filter(|s| *s == text).count(), 1, "{text}");
                }
                // Heads right of the chosen one still choose themselves.
                let right: Vec<usize> = (component + 1..heads(&r).len()).collect();
                assert_eq!(selects(&board), right, "{rule} {component}");
            }
        }
    }

    #[test]
    fn twins_flips_the_chosen_head_with_the_coin_chosen() {
        // Twins: the head and exactly one coin to its left.
        let d = drawn("a");
        let r = row("THTH");
        let board = d.board(&r, None, Some(1));
        assert_eq!(plays(&board), ["0,3", "1,3", "2,3"]);
        let named: Vec<Option<String>> = parts(&board).into_iter().map(|p| p.label).collect();
        assert_eq!(named[1].as_deref(), Some("flip coins 1 and 3"));
        let caption = text_of(&board, "class=\"coins-caption\"");
        assert!(
            caption.contains("Head 3 is chosen: choose a coin"),
            "{caption}"
        );
    }

    #[test]
    fn unchosen_heads_choose_themselves() {
        let d = drawn("a");
        let board = d.board(&row("HHTH"), None, None);
        assert!(plays(&board).is_empty());
        assert_eq!(selects(&board), [0, 1, 2]);
        let named: Vec<Option<String>> = parts(&board).into_iter().map(|p| p.label).collect();
        assert_eq!(
            named[2].as_deref(),
            Some("head at coin 3, value 3: choose it")
        );
    }

    #[test]
    fn twins_heads_are_worth_their_coin() {
        // A head at coin n may flip any one coin m < n with it, leaving
        // g(m): g(0) = mex {} = 0, and g(n) = mex {g(0), …, g(n − 1)} = n.
        let g = game("a");
        for i in 0..20 {
            assert_eq!(g.rule.head_value(i), Nimber(i as u64), "{i}");
        }
        // HHTH: heads worth 0, 1 and 3; 0 ⊕ 1 ⊕ 3 = 2, and flipping coins
        // 1 and 3 takes 1 ⊕ 3 = 2 away.
        let d = drawn("a");
        let r = row("HHTH");
        let s = d.explain(&r, None);
        assert!(s.contains("HHTH = H + TH + TTTH"), "{s}");
        for v in [0, 1, 3] {
            assert!(
                s.contains(&format!("<td class=\"coins-num\">{v}</td>")),
                "{v}"
            );
        }
        assert!(s.contains("0 ⊕ 1 ⊕ 3 = 2, not 0"), "{s}");
        assert_eq!(plays(&s), ["1,3"]);
        assert_eq!(text_of(&s, "class=\"coins-move\""), "coins 1,3");
    }

    #[test]
    fn each_heads_value_is_the_rules_and_the_winning_move_leaves_zero() {
        for rule in [";a;a,b;a,b,c", ";2;1-a", "1,3-a"] {
            let d = drawn(rule);
            let g = &d.game;
            let r = row("HTTHTHHTTTHH");
            let s = d.explain(&r, None);
            for p in g.explain(&r) {
                let cells = format!(
                    "<td>{}</td><td class=\"coins-num\">{}</td>",
                    p.coin, p.value
                );
                assert!(s.contains(&cells), "{rule}: {cells}");
                assert_eq!(p.value, g.rule.head_value(p.coin));
            }
            let total = g.value(&r);
            assert!(s.contains(&format!("<td class=\"coins-num\">{total}</td>")));
            let moves = plays(&s);
            if total.is_zero() {
                assert!(moves.is_empty(), "{rule}");
                continue;
            }
            assert_eq!(moves.len(), 1, "{rule}");
            let mv = g.parse_move(&r, &moves[0]).expect("parses");
            assert!(
                g.value(&g.apply(&r, &mv).expect("legal")).is_zero(),
                "{rule}"
            );
        }
    }

    #[test]
    fn the_chosen_heads_mex_lists_what_its_moves_leave() {
        let d = drawn("a");
        let s = d.explain(&row("TTTH"), Some(0));
        assert!(s.contains("{0, 1, 2}; the least value missing is 3"), "{s}");
        assert!(s.contains("coins-chosen"));
        let s = d.explain(&row("H"), Some(0));
        assert!(s.contains("has no move: its value is 0"), "{s}");
    }

    #[test]
    fn facts_name_the_rule_and_presets_parse() {
        let g = game(";a;a,b;a,b,c");
        let intro = render(RuleShown(g.clone()).intro().unwrap());
        assert!(intro.contains(";a;a,b;a,b,c"), "{intro}");
        assert!(intro.contains("the head alone; or the head and the coin a left of it"));
    }

    #[test]
    fn the_figure_is_titled_by_the_rule() {
        let d = drawn("a");
        let scene = d.scene(&row("THTH"), None, None, true);
        let svg = d.shown.figure(&scene, Theme::Light).expect("a figure");
        assert!(svg.contains("Coin turning a: THTH"), "{svg}");
        // Numbered from 0: no notes' numbers written under the coins.
        assert!(!svg.contains(">#"), "{svg}");
    }

    #[test]
    fn the_largest_row_stays_small() {
        let d = drawn(";a;a,b");
        // Two letters: three would spend long on the values alone.
        let r = vec![true; grundy::games::coins::MAX_COINS];
        assert!(d.board(&r, None, Some(99)).len() < 60_000);
        assert!(d.explain(&r, Some(99)).len() < 40_000);
    }
}
