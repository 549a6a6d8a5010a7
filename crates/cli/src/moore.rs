//! Moore's Nim_k past the reach of a search of its values: Moore's rule
//! still says who wins and gives the winning move at any size, so `moves`
//! gives the count of moves and that move, and `value` says why it has no
//! number and what the rule decides.

use crate::failure::{io, Failure};
use crate::read::placed;
use crate::report::json_string;
use grundy::games::moore::{brute_force_work, move_count, rule_move, Moore, MAX_WORK};
use grundy::spec::AnyGame;
use grundy::{Game, TextError};
use std::io::Write;

/// Moore's Nim_k decided by his rule, and a position too large to search,
/// if `game` and `text` are that; `None` for any other game or position.
pub fn past_search(game: &AnyGame, text: &str) -> Result<Option<(Moore, Vec<u64>)>, Failure> {
    let Some(arg) = game.spec().strip_prefix("moore:").map(str::to_string) else {
        return Ok(None);
    };
    let Some(moore) = Moore::from_arg(&arg).filter(Moore::by_rule) else {
        return Ok(None);
    };
    let heaps = moore
        .read_heaps(text)
        .map_err(|e| placed("invalid position", text, e.offset(), &e.message()))?;
    Ok((brute_force_work(&heaps, moore.k) > MAX_WORK).then_some((moore, heaps)))
}

/// The value of such a position where it is known (Moore's Nim₁ is Nim:
/// the nim-sum), or why it has none here, with the rule's verdict.
pub fn value(moore: &Moore, heaps: &[u64], out: &mut impl Write) -> Result<(), Failure> {
    if moore.k == 1 {
        let sum = heaps.iter().fold(0, |a, &h| a ^ h);
        return writeln!(out, "{sum}").map_err(io);
    }
    Err(Failure(
        format!(
            "{} has no formula for values, and a search of this position's values would take \
             more than {MAX_WORK} steps, the most a search takes; Moore's rule decides it at any \
             size: {} (outcome says N or P, moves gives the winning move)",
            moore.name(),
            moore.verdict(heaps).unwrap_or_default()
        ),
        1,
    ))
}

/// `moves` of such a position: one summary of every move, with the
/// winning move Moore's rule gives, or the rule's word that none wins.
pub fn moves(
    moore: &Moore,
    heaps: &[u64],
    json: bool,
    all: bool,
    out: &mut impl Write,
) -> Result<(), Failure> {
    if all {
        return Err(Failure(
            format!(
                "--all lists every move with its value, and past a search of {MAX_WORK} steps \
                 only the winning move's value is known (0, by Moore's rule); moves without \
                 --all gives it"
            ),
            2,
        ));
    }
    let count = move_count(heaps, moore.k, false);
    let title = match moore.k {
        1 => "Take from one heap".to_string(),
        k => format!("Take from 1 to {k} heaps"),
    };
    let position = heaps.to_vec();
    let win = rule_move(heaps, moore.k).map(|mv| {
        let after = moore.format_position(&mv.after);
        (moore.format_move(&position, &mv), moore.pieces(&mv), after)
    });
    if json {
        let reach = win
            .map(|(text, pieces, after)| {
                let pieces: Vec<String> = pieces
                    .split('+')
                    .filter(|s| !s.trim().is_empty())
                    .map(|s| json_string(s.trim()))
                    .collect();
                format!(
                    "{{\"component\":0,\"move\":{},\"pieces\":[{}],\"result\":{},\"value\":0,\"winning\":true}}",
                    json_string(&text),
                    pieces.join(","),
                    json_string(&after)
                )
            })
            .unwrap_or_default();
        return writeln!(
            out,
            "[\n{{\"component\":0,\"group\":\"\",\"title\":{},\"count\":{count},\"listed\":false,\"by\":\"Moore's rule\",\"reach\":[{reach}]}}\n]",
            json_string(&title)
        )
        .map_err(io);
    }
    let head = format!(
        "  0  {title}: {count} moves, too many to value by search (more than {MAX_WORK} steps)"
    );
    match win {
        Some((text, _, after)) => writeln!(
            out,
            "{head}; the winning move by Moore's rule:\n       0  {text}  gives {after}  value 0  winning"
        ),
        None => writeln!(
            out,
            "{head}; Moore's rule: every binary column's digits sum to a multiple of {}, so no \
             move wins",
            u64::from(moore.k) + 1
        ),
    }
    .map_err(io)
}
