//! A game in play, for every game on the engine: written once over
//! `AnyGame`, so the manifold game, Nim and Kayles go through the same
//! session code as the app drives it (spec, position text, solver moves).

use grundy::{AnyGame, AnyMove, AnyPosition, Evaluator, Game, Player, Session, Solver};

/// One game and the positions its session is played from.
struct Case {
    spec: &'static str,
    /// Small starting positions: one the first player wins, one they lose.
    starts: [&'static str; 2],
    /// Another position, for a new game.
    other: &'static str,
    /// Positions with no move at all.
    terminal: [&'static str; 2],
}

const CASES: [Case; 16] = [
    Case {
        spec: "manifold",
        // G(n3) = 4, G(o2) = 2; G(n5) = 0, G(o1) = G(n1) = 1 (Theorems 2.3, 2.4).
        starts: ["n3 + o2", "n5 + o1 + n1"],
        other: "klein + o1",
        terminal: ["", "sphere + o0 + n0"],
    },
    Case {
        spec: "nim",
        starts: ["3 + 4", "1 + 2 + 3"],
        other: "5",
        terminal: ["", "0 + 0"],
    },
    Case {
        spec: "octal:0.77",
        // Kayles: K(4) = 1, K(2) = 2, so 4 + 2 is a win and 4 + 4 a loss.
        starts: ["4 + 2", "4 + 4"],
        other: "3",
        terminal: ["", "0"],
    },
    Case {
        spec: "subtraction:1,3,4",
        // {1, 3, 4}: 0 1 0 1 2 3 2, then again: G(5) = 3, G(2) = 0.
        starts: ["5 + 2", "4 + 4"],
        other: "6",
        terminal: ["", "0"],
    },
    Case {
        spec: "lasker",
        // The lecture notes' 2 + 5 + 7 has value 2 ⊕ 5 ⊕ 8 = 15; 3 + 3 is 0.
        starts: ["2 + 5 + 7", "3 + 3"],
        other: "5",
        terminal: ["", "0"],
    },
    Case {
        spec: "grundy",
        // Table 1 of Schrage: G(5) = 2, G(7) = 0, G(8) = 2.
        starts: ["5 + 7", "5 + 8"],
        other: "9",
        terminal: ["", "1 + 2 + 2"],
    },
    Case {
        spec: "rectangles",
        // Table 2 of Schrage: G(3x4) = 1, G(5x5) = 1, G(1x7) = 0.
        starts: ["3x4 + 1x7", "3x4 + 5x5"],
        other: "4x5",
        terminal: ["", "1x1 + 2x2 + 2x1"],
    },
    Case {
        spec: "turtles",
        // Heads at the notes' coins 2, 3, 4: 2 ⊕ 3 ⊕ 4 = 5; at 1, 2, 3: 0.
        starts: ["THHH", "HHH"],
        other: "TTTH",
        terminal: ["", "TTT"],
    },
    Case {
        spec: "mock-turtles",
        // g(0..4) = 1, 2, 4, 7, 8 (the notes' table): 8 and 0.
        starts: ["HHHHH", "HHHH"],
        other: "TH",
        terminal: ["", "TT"],
    },
    Case {
        spec: "ruler",
        // Ruler's values 1, 2, 1, 4: 2 ⊕ 4 = 6, and 1 ⊕ 1 = 0.
        starts: ["THTH", "HTH"],
        other: "TH",
        terminal: ["", "T"],
    },
    Case {
        spec: "rugs",
        // Corners of value 1 (row or column numbers odd) and 1 ⊗ 4 = 4.
        starts: ["HTHH/TTTT/HTHT", "HTH/TTT/HTH"],
        other: "TT/TH",
        terminal: ["", "TT/TT"],
    },
    Case {
        spec: "hackenbush",
        // A triangle on the ground (1) and a stalk of 2; two stalks of 2.
        starts: ["g-1 1-2 2-g g-3 3-4", "g-1 1-2 g-3 3-4"],
        other: "g-1 1-2 2-3 3-1",
        terminal: ["", ""],
    },
    Case {
        spec: "digraph",
        // Values by the notes' procedure: e 0, d 1, c mex{1, 0} = 2,
        // b mex{2, 1} = 0, a mex{0, 2} = 1; tokens on a and c make 3, two
        // on c cancel.
        starts: [
            "a>b b>c c>d a>c b>d d>e c>e; tokens a c",
            "a>b b>c c>d a>c b>d d>e c>e; tokens c c",
        ],
        other: "a>b a>c b>c; tokens a",
        terminal: ["", "a>b; tokens b"],
    },
    Case {
        spec: "rims",
        // Regions of 3 and 1 free dots: 2; of 2 and 2: 0.
        starts: ["3 (1: 1)", "2 (1: 2)"],
        other: "4",
        terminal: ["", "(2: (1:))"],
    },
    Case {
        spec: "moore:2",
        // Column sums 2, 1 and 3, 0 modulo 3.
        starts: ["1 + 1 + 2", "1 + 1 + 1"],
        other: "3",
        terminal: ["", "0 + 0"],
    },
    Case {
        spec: "sum",
        // 3 ⊕ (2 ⊕ 3) = 2; 1 ⊕ 1 ⊕ 0 = 0.
        starts: [
            "nim(3) + turtles(THH)",
            "nim(1) + turtles(H) + rims(2 (1: 2))",
        ],
        other: "ruler(TH)",
        terminal: ["", "nim(0) + turtles(TT)"],
    },
];

fn game(spec: &str) -> AnyGame {
    grundy::catalog::game(spec).unwrap_or_else(|e| panic!("{spec}: {e}"))
}

fn position(game: &AnyGame, text: &str) -> AnyPosition {
    game.parse_position(text)
        .unwrap_or_else(|e| panic!("{}: '{text}': {e}", game.spec()))
}

/// What a state of the record is: the position and who is to move.
fn state(s: &Session<AnyGame>) -> (AnyPosition, Player) {
    (s.position().clone(), s.to_move())
}

/// A game played to the end by the solver on both sides.
struct Played {
    session: Session<AnyGame>,
    /// Every state from the start to the end.
    states: Vec<(AnyPosition, Player)>,
    /// The moves between them.
    moves: Vec<AnyMove>,
}

/// Plays the solver's moves from `start` until nobody can move, checking
/// as it goes that the turn passes and the game is not over early.
fn play_out(game: &AnyGame, start: &AnyPosition, first: Player) -> Played {
    let solver = Solver::new(game.clone());
    let mut session = Session::new(game.clone(), start.clone(), first);
    let mut states = vec![state(&session)];
    let mut moves = Vec::new();
    while !game.is_terminal(session.position()) {
        assert!(!session.is_over(), "{}: over with a move left", game.spec());
        assert_eq!(session.winner(), None);
        assert!(moves.len() < 100, "{}: the game does not end", game.spec());
        let mv = solver
            .computer_move(session.position())
            .expect("a move where the position has one");
        let by = session.to_move();
        session
            .play(mv.clone())
            .expect("the solver's move is legal");
        assert_eq!(session.to_move(), by.other(), "the turn passes");
        moves.push(mv);
        states.push(state(&session));
    }
    assert_eq!(session.moves_made(), moves.len());
    assert_eq!(session.history().len(), moves.len());
    Played {
        session,
        states,
        moves,
    }
}

#[test]
fn the_solver_plays_each_game_to_the_end_and_the_last_mover_wins() {
    for case in &CASES {
        let game = game(case.spec);
        for text in case.starts {
            let start = position(&game, text);
            for first in Player::BOTH {
                let Played {
                    session, states, ..
                } = play_out(&game, &start, first);
                assert!(states.len() > 1, "{}: {text} has a move", case.spec);
                let last_mover = states[states.len() - 2].1;
                assert!(session.is_over(), "{}: {text}", case.spec);
                assert_eq!(session.winner(), Some(last_mover), "{}: {text}", case.spec);
                // Both sides play perfectly, so the first player wins exactly
                // when the start has a value other than 0 (by brute force).
                let v = Evaluator::new(game.clone()).value(&start);
                let expected = if v.is_zero() { first.other() } else { first };
                assert_eq!(session.winner(), Some(expected), "{}: {text}", case.spec);
                assert_eq!(session.start(), &start);
                assert_eq!(session.first(), first);
            }
        }
    }
}

#[test]
fn undo_and_redo_walk_the_record_and_a_new_move_drops_the_redo_line() {
    for case in &CASES {
        let game = game(case.spec);
        for text in case.starts {
            let start = position(&game, text);
            let Played {
                mut session,
                states,
                moves,
            } = play_out(&game, &start, Player::One);
            let end = states.len() - 1;
            assert!(end >= 2, "{}: {text} lasts two moves or more", case.spec);
            let winner = session.winner();

            // Back to the start, one state at a time.
            for i in (0..end).rev() {
                assert!(session.undo(), "{}: {text}: undo to {i}", case.spec);
                assert_eq!(
                    state(&session),
                    states[i],
                    "{}: {text}: undo to {i}",
                    case.spec
                );
                assert_eq!(session.moves_made(), i);
                assert!(!session.is_over());
                assert!(session.can_redo());
            }
            assert!(!session.can_undo());
            assert!(!session.undo(), "nothing before the start");
            assert_eq!(state(&session), states[0]);

            // Forward again to the end.
            for (i, expected) in states.iter().enumerate().skip(1) {
                assert!(session.redo(), "{}: {text}: redo to {i}", case.spec);
                assert_eq!(
                    &state(&session),
                    expected,
                    "{}: {text}: redo to {i}",
                    case.spec
                );
            }
            assert!(!session.can_redo());
            assert!(!session.redo(), "nothing after the end");
            assert!(session.is_over());
            assert_eq!(session.winner(), winner);
            for (i, line) in session.history().iter().enumerate() {
                assert_eq!(line.number, i + 1);
                assert_eq!(line.by, states[i].1);
                assert_eq!(line.text, game.format_move(&states[i].0, &moves[i]));
            }

            // Back to a late state (not the first) with a move that goes
            // somewhere else than the recorded line did; play it there.
            let elsewhere = |k: usize| {
                let (from, next) = (&states[k].0, &states[k + 1].0);
                game.moves(from)
                    .find(|m| game.apply(from, m).ok().as_ref() != Some(next))
            };
            let (k, other) = (1..end)
                .rev()
                .find_map(|k| elsewhere(k).map(|m| (k, m)))
                .unwrap_or_else(|| panic!("{}: {text}: no other line", case.spec));
            for _ in k..end {
                assert!(session.undo());
            }
            assert_eq!(state(&session), states[k]);
            session.play(other.clone()).unwrap();
            let after = game.apply(&states[k].0, &other).unwrap();
            assert_eq!(state(&session), (after.clone(), states[k].1.other()));
            // The redo line is gone: the new move replaced it.
            assert!(!session.can_redo(), "{}: {text}", case.spec);
            assert!(!session.redo());
            assert_eq!(session.moves_made(), k + 1);
            assert!(session.undo());
            assert_eq!(state(&session), states[k]);
            assert!(session.undo());
            assert_eq!(state(&session), states[k - 1]);
            assert!(session.redo());
            assert_eq!(state(&session), states[k]);
            assert!(session.redo(), "the new move is the redo line now");
            assert_eq!(state(&session).0, after, "{}: {text}", case.spec);
            assert_ne!(after, states[k + 1].0);
            assert!(!session.can_redo());
        }
    }
}

#[test]
fn a_new_game_can_be_undone_back_to_the_old_one() {
    for case in &CASES {
        let game = game(case.spec);
        let start = position(&game, case.starts[0]);
        let other = position(&game, case.other);
        let Played {
            mut session,
            states,
            ..
        } = play_out(&game, &start, Player::One);
        let finished = state(&session);
        let winner = session.winner();
        let made = session.moves_made();

        session.new_game(other.clone(), Player::Two);
        assert_eq!(
            state(&session),
            (other.clone(), Player::Two),
            "{}",
            case.spec
        );
        assert_eq!(session.moves_made(), 0);
        assert!(session.history().is_empty());
        assert!(!session.is_over());
        assert_eq!(session.winner(), None);
        assert_eq!((session.start(), session.first()), (&other, Player::Two));

        // Undo goes back to the finished game, as it was.
        assert!(session.undo(), "{}", case.spec);
        assert_eq!(state(&session), finished);
        assert!(session.is_over());
        assert_eq!(session.winner(), winner);
        assert_eq!(session.moves_made(), made);
        assert_eq!(session.history().len(), made);
        assert_eq!((session.start(), session.first()), (&start, Player::One));

        // Redo starts the new game again; a move in it, then undoing past
        // its start, reaches the old game.
        assert!(session.redo());
        assert_eq!(state(&session), (other.clone(), Player::Two));
        let mv = Solver::new(game.clone())
            .computer_move(&other)
            .expect("the other start has a move");
        session.play(mv).unwrap();
        assert_eq!(session.moves_made(), 1);
        assert!(session.undo() && session.undo());
        assert_eq!(state(&session), finished);
        // Further back, through the old game to its start.
        while session.undo() {}
        assert_eq!(state(&session), states[0]);
    }
}

#[test]
fn play_again_restarts_from_the_start_with_the_same_first_player() {
    for case in &CASES {
        let game = game(case.spec);
        let start = position(&game, case.starts[0]);

        // Starting again an untouched game changes nothing.
        let mut fresh = Session::new(game.clone(), start.clone(), Player::Two);
        fresh.play_again();
        assert!(!fresh.can_undo(), "{}", case.spec);
        assert_eq!(state(&fresh), (start.clone(), Player::Two));

        // After a finished game: the same start, the same first player.
        let Played { mut session, .. } = play_out(&game, &start, Player::Two);
        let finished = state(&session);
        session.play_again();
        assert_eq!(
            state(&session),
            (start.clone(), Player::Two),
            "{}",
            case.spec
        );
        assert_eq!((session.start(), session.first()), (&start, Player::Two));
        assert_eq!(session.moves_made(), 0);
        assert!(!session.is_over());
        assert!(session.undo(), "play again can be undone");
        assert_eq!(state(&session), finished);
        assert!(session.is_over());
        assert!(session.redo());

        // In the middle of a game, and after a new game: from that game's start.
        let other = position(&game, case.other);
        session.new_game(other.clone(), Player::One);
        let mv = Solver::new(game.clone()).computer_move(&other).unwrap();
        session.play(mv).unwrap();
        assert_eq!(session.to_move(), Player::Two);
        session.play_again();
        assert_eq!(
            state(&session),
            (other.clone(), Player::One),
            "{}",
            case.spec
        );
        assert_eq!((session.start(), session.first()), (&other, Player::One));
    }
}

#[test]
fn a_starting_position_with_no_move_is_not_a_game_over() {
    for case in &CASES {
        let game = game(case.spec);
        let solver = Solver::new(game.clone());
        let empty = game.empty_position();
        for p in case
            .terminal
            .iter()
            .map(|t| position(&game, t))
            .chain([empty])
        {
            assert!(game.is_terminal(&p), "{}: {p:?} has no move", case.spec);
            for first in Player::BOTH {
                let mut s = Session::new(game.clone(), p.clone(), first);
                assert!(!s.is_over(), "{}: {p:?}", case.spec);
                assert_eq!(s.winner(), None);
                assert!(!s.can_undo() && !s.can_redo());
                assert_eq!(solver.computer_move(&p), None);
                s.set_computer(Some(first));
                assert!(!s.computer_to_move(), "the computer has nothing to play");
            }
        }

        // A new game from such a position, after a finished one, is not
        // over either: nobody has moved in it.
        let start = position(&game, case.starts[0]);
        let Played { mut session, .. } = play_out(&game, &start, Player::One);
        assert!(session.is_over());
        session.new_game(game.empty_position(), Player::One);
        assert!(!session.is_over(), "{}", case.spec);
        assert_eq!(session.winner(), None);
    }
}

#[test]
fn against_the_computer_undo_returns_to_the_persons_turn() {
    for case in &CASES {
        let game = game(case.spec);
        let solver = Solver::new(game.clone());
        for text in case.starts {
            let start = position(&game, text);
            let mut session = Session::new(game.clone(), start.clone(), Player::One);
            session.set_computer(Some(Player::Two));
            // The states where the person (Player 1) is to move and can.
            let mut persons_turns = Vec::new();
            while !game.is_terminal(session.position()) {
                let mv = if session.computer_to_move() {
                    assert_eq!(session.to_move(), Player::Two);
                    solver.computer_move(session.position()).unwrap()
                } else {
                    assert_eq!(session.to_move(), Player::One);
                    persons_turns.push(state(&session));
                    // The person plays the last move the game lists, not
                    // necessarily a good one.
                    game.moves(session.position()).last().unwrap()
                };
                session.play(mv).unwrap();
            }
            let end = state(&session);
            assert!(!session.computer_to_move());
            assert!(session.is_over());

            // Each undo takes back the computer's answer too.
            for expected in persons_turns.iter().rev() {
                assert!(session.undo(), "{}: {text}", case.spec);
                assert_eq!(&state(&session), expected, "{}: {text}", case.spec);
                assert_eq!(session.to_move(), Player::One);
                assert!(!session.computer_to_move());
            }
            assert!(!session.can_undo(), "{}: {text}", case.spec);
            assert_eq!(state(&session), (start.clone(), Player::One));

            // Each redo replays the person's move with the computer's answer.
            for expected in persons_turns.iter().skip(1) {
                assert!(session.redo(), "{}: {text}", case.spec);
                assert_eq!(&state(&session), expected, "{}: {text}", case.spec);
            }
            assert!(session.redo());
            assert_eq!(state(&session), end);
            assert!(!session.can_redo());
        }

        // The computer moving first: its opening move is not undone, since
        // it would only make it again.
        let start = position(&game, case.starts[0]);
        let mut session = Session::new(game.clone(), start.clone(), Player::Two);
        session.set_computer(Some(Player::Two));
        assert!(session.computer_to_move());
        session.play(solver.computer_move(&start).unwrap()).unwrap();
        assert_eq!(session.to_move(), Player::One);
        assert!(!session.can_undo(), "{}", case.spec);
    }
}
