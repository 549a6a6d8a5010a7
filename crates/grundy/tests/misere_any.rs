//! `:misere` on any game: Bouton's rule for Nim against a search, and the
//! tame rule and the memoised search against a plain search of the whole
//! game tree, for heap, coin, graph and loop games and for sums.

use grundy::catalog;
use grundy::misere::{plain_outcome, MisereSolver, Outcome};
use grundy::nim::Nim;
use grundy::spec::{AnyGame, AnyPosition, SpecError};
use grundy::{Game, Session, Solver};

fn misere(spec: &str) -> AnyGame {
    catalog::game(spec).unwrap_or_else(|e| panic!("{spec}: {e}"))
}

#[test]
fn boutons_rule_agrees_with_search_on_every_position_of_four_heaps_to_seven() {
    let game = misere("nim:misere");
    let mut search = MisereSolver::new(Nim);
    let mut checked = 0;
    let mut lost = 0;
    for a in 0..=7u64 {
        for b in a..=7 {
            for c in b..=7 {
                for d in c..=7 {
                    for n in 1..=4 {
                        let heaps: Vec<u64> = [a, b, c, d][4 - n..].to_vec();
                        let by_rule =
                            game.misere_outcome(&AnyPosition::new::<Vec<u64>>(heaps.clone()));
                        assert_eq!(by_rule, Some(search.outcome(&heaps)), "{heaps:?}");
                        lost += usize::from(by_rule == Some(Outcome::Previous));
                        checked += 1;
                    }
                }
            }
        }
    }
    assert_eq!(checked, 330 * 4);
    assert!(lost > 50, "{lost} lost positions");
    // The rule holds at any size.
    let big = AnyPosition::new::<Vec<u64>>(vec![u64::MAX, u64::MAX]);
    assert_eq!(game.misere_outcome(&big), Some(Outcome::Previous));
    let ones = AnyPosition::new::<Vec<u64>>(vec![1, 1, 1]);
    assert_eq!(game.misere_outcome(&ones), Some(Outcome::Previous));
    assert_eq!(
        game.misere_outcome(&AnyPosition::new::<Vec<u64>>(vec![1, 1])),
        Some(Outcome::Next)
    );
}

/// Every position the text lists, read in the game, decided the same way
/// by the misère game (tame rule or memoised search) and by a plain search.
fn agrees_with_plain_search(spec: &str, positions: &[&str]) {
    let game = misere(spec);
    let normal = game.base().clone();
    let AnyGame::Misere(wrapper) = &game else {
        panic!("{spec} is not a misère game");
    };
    let mut reference = MisereSolver::new(normal.clone());
    for text in positions {
        let p = game.parse_position(text).unwrap();
        let verdict = wrapper.verdict(&p);
        assert!(verdict.way.is_some(), "{spec} {text}: not computed");
        assert_eq!(
            verdict.outcome,
            Some(reference.outcome(&p)),
            "{spec} {text}: {verdict:?}"
        );
        // The tree is small enough to walk with no memory at all.
        if small(&normal, &p) {
            assert_eq!(
                verdict.outcome,
                Some(plain_outcome(&normal, &p)),
                "{spec} {text}"
            );
        }
    }
    assert!(positions.len() >= 8, "{spec}: too few positions");
}

/// True when the whole game tree of `p` has at most 20,000 nodes, so a
/// search with no memory ends soon.
fn small(game: &AnyGame, p: &AnyPosition) -> bool {
    fn count(game: &AnyGame, p: &AnyPosition, left: &mut usize) -> bool {
        for q in game.options(p) {
            if *left == 0 {
                return false;
            }
            *left -= 1;
            if !count(game, &q, left) {
                return false;
            }
        }
        true
    }
    count(game, p, &mut 20_000)
}

#[test]
fn heap_games_in_misere_play_agree_with_a_plain_search() {
    let heaps: Vec<String> = (0..=5)
        .flat_map(|a| (a..=5).map(move |b| format!("{a} + {b}")))
        .chain((6..=9).map(|a| a.to_string()))
        .collect();
    let heaps: Vec<&str> = heaps.iter().map(String::as_str).collect();
    for spec in [
        "octal:0.77:misere",
        "octal:0.07:misere",
        "octal:4.3:misere",
        "subtraction:1,2,3:misere",
        "lasker:misere",
        "grundy:misere",
        "moore:2:misere",
    ] {
        agrees_with_plain_search(spec, &heaps);
    }
}

#[test]
fn coin_graph_and_loop_games_in_misere_play_agree_with_a_plain_search() {
    agrees_with_plain_search(
        "turtles:misere",
        &[
            "", "H", "TH", "HH", "HTH", "THHT", "HHHH", "HTHTH", "THHTHH", "HHTTHH",
        ],
    );
    agrees_with_plain_search(
        "mock-turtles:misere",
        &[
            "H", "HH", "THH", "HTHH", "HHHHH", "THTHTH", "HHTHH", "TTTHH",
        ],
    );
    agrees_with_plain_search(
        "ruler:misere",
        &[
            "H", "HH", "THH", "HTHH", "HHHHH", "THTHTH", "HHTHH", "TTTHH",
        ],
    );
    agrees_with_plain_search(
        "rugs:misere",
        &[
            "H", "HH", "HT/TH", "HH/HH", "THH/HTH", "HHH", "H/H/H", "TH/HT/HH",
        ],
    );
    agrees_with_plain_search(
        "hackenbush:misere",
        &[
            "g-1",
            "g-1 1-2",
            "g-1 g-2",
            "g-1 1-2 2-3 3-1",
            "g-1 g-1",
            "g-1 1-2 1-3",
            "g-1 1-1",
            "g-1 1-2 2-g",
        ],
    );
    agrees_with_plain_search(
        "sum:misere",
        &[
            "nim(1)",
            "nim(2)",
            "nim(1 + 1)",
            "nim(2) + turtles(HH)",
            "nim(1) + turtles(H)",
            "octal:0.77(3) + nim(1)",
            "turtles(HTH) + nim(2 + 2)",
            "nim(3) + octal:0.07(4)",
        ],
    );
}

#[test]
fn the_spec_reads_and_writes_misere_and_refuses_it_twice() {
    for spec in [
        "nim:misere",
        "octal:0.77:misere",
        "turtles:misere",
        "moore:2:misere",
        "grundy:d=2:misere",
        "sum:misere",
    ] {
        let game = misere(spec);
        assert_eq!(game.spec(), spec);
        assert!(game.misere());
        assert!(!game.base().misere());
    }
    assert_eq!(misere("NIM:Misère").spec(), "nim:misere");
    // The surface game keeps its own option.
    assert_eq!(misere("manifold:misere").spec(), "manifold:misere");
    assert!(matches!(
        catalog::game("nim:misere:misere"),
        Err(SpecError::MisereTwice(_))
    ));
    assert!(matches!(
        catalog::game("manifold:rules=ab:misere"),
        Err(SpecError::Variant(_))
    ));
    // Misère games do not add as nim-sums, so a sum of them is refused.
    let sum = misere("sum");
    assert!(sum.parse_position("nim:misere(3)").is_err());
}

#[test]
fn the_computer_wins_misere_nim_from_a_won_position_whatever_the_opponent_does() {
    // 1 + 2 + 3 is lost for the player to move in misère Nim (nim-sum 0,
    // a heap of two or more), so the computer, moving second, must win
    // against every line of play.
    let game = misere("nim:misere");
    let solver = Solver::new(game.clone());
    fn every_line(game: &AnyGame, solver: &Solver<AnyGame>, p: AnyPosition) -> usize {
        let mut lines = 0;
        let moves: Vec<_> = game.moves(&p).collect();
        // The opponent always has a move: the computer never makes the
        // last move, which loses misère play.
        assert!(
            !moves.is_empty(),
            "the computer made the last move to {p:?}"
        );
        for mv in moves {
            let after = game.apply(&p, &mv).unwrap();
            match solver.computer_move(&after) {
                // The opponent took the last counter and loses.
                None => lines += 1,
                Some(reply) => {
                    let next = game.apply(&after, &reply).unwrap();
                    lines += every_line(game, solver, next);
                }
            }
        }
        lines
    }
    let lines = every_line(&game, &solver, AnyPosition::new::<Vec<u64>>(vec![1, 2, 3]));
    assert!(lines > 10, "{lines}");
    // A session names the winner by the misère rule.
    let mut s = Session::new(
        game.clone(),
        AnyPosition::new::<Vec<u64>>(vec![1]),
        grundy::Player::One,
    );
    let mv = game.moves(s.position()).next().unwrap();
    s.play(mv).unwrap();
    assert_eq!(s.winner(), Some(grundy::Player::Two));
}

#[test]
fn past_the_reach_the_outcome_is_not_computed_and_play_goes_on() {
    // A budget of a third of a second: no machine settles this in it.
    let budget = grundy::misere::Budget {
        bytes: 1 << 30,
        millis: 300,
    };
    let inner = AnyGame::from_spec("octal:0.07").unwrap();
    let wrapper = grundy::spec::MisereGame::searching_within(
        inner,
        budget,
        grundy::misere::budget::native_clock(),
    )
    .unwrap();
    let p = AnyPosition::new::<Vec<u64>>(vec![400, 401, 403, 407]);
    let verdict = wrapper.verdict(&p);
    assert_eq!(verdict.outcome, None);
    // It says why and how far it got.
    let Some(grundy::misere::Halt::Time(spent)) = verdict.halted else {
        panic!("{:?}", verdict.halted);
    };
    assert!(spent.positions > 0 && spent.millis >= 300, "{spent:?}");
    let game = AnyGame::Misere(Box::new(wrapper));
    let solver = Solver::new(game.clone());
    assert!(solver.computer_move(&p).is_some());
}

#[test]
fn without_its_search_a_misere_game_knows_only_boutons_rule() {
    // As the page has it before the search arrives (from_spec attaches none).
    let kayles = AnyGame::from_spec("octal:0.77:misere").unwrap();
    let AnyGame::Misere(g) = &kayles else {
        unreachable!()
    };
    assert!(!g.ready() && !g.attached());
    let p = AnyPosition::new::<Vec<u64>>(vec![2]);
    assert_eq!(kayles.misere_outcome(&p), None);
    assert_eq!(Solver::new(kayles.clone()).computer_move(&p), None);
    let clock = grundy::misere::budget::native_clock();
    g.attach(std::rc::Rc::new(grundy::spec::MisereSearch::new(
        g.inner().clone(),
        grundy::spec::MisereReach::Page,
        clock,
    )));
    assert!(g.ready());
    assert_eq!(kayles.misere_outcome(&p), Some(Outcome::Next));
    let nim = AnyGame::from_spec("nim:misere").unwrap();
    assert_eq!(
        nim.misere_outcome(&AnyPosition::new::<Vec<u64>>(vec![1, 1, 1])),
        Some(Outcome::Previous)
    );
}
