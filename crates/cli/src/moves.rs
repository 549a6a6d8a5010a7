//! `moves`: every legal move, with the position and value it leads to.

use crate::report::json_string;
use grundy::spec::{AnyGame, AnyPosition};
use grundy::{Game, Nimber, Solver};
use std::io::{self, Write};

pub fn moves(game: &AnyGame, p: &AnyPosition, json: bool, out: &mut impl Write) -> io::Result<()> {
    let solver = Solver::new(game.clone());
    if json {
        write!(out, "[")?;
    }
    for (i, mv) in game.moves(p).enumerate() {
        let Ok(after) = game.apply(p, &mv) else {
            continue;
        };
        let value: Nimber = solver.value(&after);
        let text = game.format_move(p, &mv);
        let result = game.format_position(&after);
        let component = game.component_of(&mv);
        if json {
            let pieces: Vec<String> = game
                .pieces(&mv)
                .split('+')
                .filter(|s| !s.is_empty())
                .map(|s| json_string(s.trim()))
                .collect();
            let kind = match &mv {
                grundy::AnyMove::Cut(m) => format!(",\"kind\":\"{}\"", m.cut.kind().letter()),
                _ => String::new(),
            };
            write!(
                out,
                "{}\n{{\"component\":{component}{kind},\"move\":{},\"pieces\":[{}],\"result\":{},\"value\":{value},\"winning\":{}}}",
                if i == 0 { "" } else { "," },
                json_string(&text),
                pieces.join(","),
                json_string(&result),
                value.is_zero()
            )?;
        } else {
            writeln!(
                out,
                "{:>3}  {text}  gives {result}  value {value}{}",
                component,
                if value.is_zero() { "  winning" } else { "" }
            )?;
        }
    }
    if json {
        writeln!(out, "\n]")?;
    }
    Ok(())
}
