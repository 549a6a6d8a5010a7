//! `moves`: every legal move, with the position and value it leads to. A
//! group of moves too large to list is summarised as the page does it: the
//! group, its count, and one move for each value it reaches; `--all` lists
//! every move anyway.
//!
//! In misère play a move is followed by the outcome of what it leaves (P:
//! the player then to move loses), never by a normal-play value, and it is
//! winning exactly when that outcome is P.

use crate::report::json_string;
use grundy::misere::Outcome;
use grundy::spec::{AnyGame, AnyMove, AnyPosition};
use grundy::view::{MoveGroup, MoveRow};
use grundy::{Game, Nimber, Solver};
use std::io::{self, Write};

/// The most moves of one group listed without `--all`.
pub const LIST_LIMIT: u64 = 1000;

/// How the moves are written.
#[derive(Clone, Copy, Debug, Default)]
pub struct Listing {
    /// As a JSON array.
    pub json: bool,
    /// Every move, however many.
    pub all: bool,
}

/// Writes the moves of `p`.
pub fn moves(
    game: &AnyGame,
    p: &AnyPosition,
    listing: Listing,
    out: &mut impl Write,
) -> io::Result<()> {
    let solver = Solver::new(game.clone());
    let mut writer = Writer {
        game,
        p,
        json: listing.json,
        first: true,
    };
    if listing.json {
        write!(out, "[")?;
    }
    if listing.all {
        for mv in game.moves(p) {
            if let Ok(after) = game.apply(p, &mv) {
                let value = if game.misere() {
                    Nimber(0)
                } else {
                    solver.value(&after)
                };
                writer.row(&mv, value, None, out)?;
            }
        }
    } else {
        for component in 0..game.components(p).len() {
            for group in solver.move_groups(p, component, LIST_LIMIT) {
                if group.is_listed() {
                    for row in &group.rows {
                        writer.row(&row.mv, row.value, None, out)?;
                    }
                } else {
                    writer.summary(component, &group, out)?;
                }
            }
        }
    }
    if listing.json {
        writeln!(out, "\n]")?;
    }
    Ok(())
}

struct Writer<'a> {
    game: &'a AnyGame,
    p: &'a AnyPosition,
    json: bool,
    first: bool,
}

impl Writer<'_> {
    /// One move as a line, or a JSON object (`indent` inside a summary).
    fn row(
        &mut self,
        mv: &AnyMove,
        value: Nimber,
        indent: Option<&str>,
        out: &mut impl Write,
    ) -> io::Result<()> {
        let Ok(after) = self.game.apply(self.p, mv) else {
            return Ok(());
        };
        let text = self.game.format_move(self.p, mv);
        let result = self.game.format_position(&after);
        let component = self.game.component_of(mv);
        // Misère play: the outcome of what is left, where it is known.
        let misere = self.game.misere().then(|| self.game.misere_outcome(&after));
        let winning = match misere {
            Some(outcome) => outcome == Some(Outcome::Previous),
            None => value.is_zero(),
        };
        let judged = match misere {
            Some(Some(o)) => format!("outcome {}", o.letter()),
            Some(None) => "outcome not computed".to_string(),
            None => format!("value {value}"),
        };
        if !self.json {
            return writeln!(
                out,
                "{}{component:>3}  {text}  gives {result}  {judged}{}",
                indent.unwrap_or(""),
                if winning { "  winning" } else { "" }
            );
        }
        let pieces: Vec<String> = self
            .game
            .pieces(mv)
            .split('+')
            .filter(|s| !s.is_empty())
            .map(|s| json_string(s.trim()))
            .collect();
        let kind = match mv {
            AnyMove::Cut(m) => format!(",\"kind\":\"{}\"", m.cut.kind().letter()),
            _ => String::new(),
        };
        let separator = match indent {
            Some(_) if self.first => "",
            Some(_) => ",",
            None if self.first => "\n",
            None => ",\n",
        };
        self.first = false;
        let judged = match misere {
            Some(Some(o)) => format!("\"outcome\":\"{}\"", o.letter()),
            Some(None) => "\"outcome\":null".to_string(),
            None => format!("\"value\":{value}"),
        };
        write!(
            out,
            "{separator}{{\"component\":{component}{kind},\"move\":{},\"pieces\":[{}],\"result\":{},{judged},\"winning\":{winning}}}",
            json_string(&text),
            pieces.join(","),
            json_string(&result),
        )
    }

    /// A group too large to list: its title, its count and the moves that
    /// reach each value it reaches.
    fn summary(
        &mut self,
        component: usize,
        group: &MoveGroup<AnyMove>,
        out: &mut impl Write,
    ) -> io::Result<()> {
        let range = group.range.as_ref().map(|r| {
            if r.step == 1 {
                format!("{} from {} to {}", r.name, r.first, r.last)
            } else {
                format!(
                    "{} from {} to {} in steps of {}",
                    r.name, r.first, r.last, r.step
                )
            }
        });
        if !self.json {
            writeln!(
                out,
                "{component:>3}  {}: {} moves, too many to list (--all lists them){}; one move for each value they reach:",
                group.title,
                group.count,
                range.map(|r| format!(", {r}")).unwrap_or_default()
            )?;
            return self.reach(&group.reach, Some("     "), out);
        }
        write!(
            out,
            "{}{{\"component\":{component},\"group\":{},\"title\":{},\"count\":{},\"listed\":false{},\"reach\":[",
            if self.first { "\n" } else { ",\n" },
            json_string(&group.key),
            json_string(&group.title),
            group.count,
            range
                .map(|r| format!(",\"range\":{}", json_string(&r)))
                .unwrap_or_default()
        )?;
        self.first = true;
        self.reach(&group.reach, Some(""), out)?;
        self.first = false;
        write!(out, "]}}")
    }

    fn reach(
        &mut self,
        rows: &[MoveRow<AnyMove>],
        indent: Option<&str>,
        out: &mut impl Write,
    ) -> io::Result<()> {
        for row in rows {
            self.row(&row.mv, row.value, indent, out)?;
        }
        Ok(())
    }
}
