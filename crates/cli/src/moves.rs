//! `moves`: every legal move, with the position and value it leads to. A
//! group of moves too large to list is summarised as the page does it: the
//! group, its count, and a move to each value found, winning moves first;
//! a listing of more than [`LONG_LISTING`] moves summarises every group by
//! its count and a winning move; `--all` lists every move anyway. Each listing is held to stated limits,
//! checked as the moves are gathered and before anything is written.
//!
//! In misère play a move is followed by the outcome of what it leaves (P:
//! the player then to move loses), never by a normal-play value, and it is
//! winning exactly when that outcome is P.

use crate::failure::{io, Failure};
use crate::report::json_string;
use grundy::misere::Outcome;
use grundy::spec::{AnyGame, AnyMove, AnyPosition};
use grundy::view::{MoveGroup, MoveRow};
use grundy::{Game, Nimber, Solver};
use std::io::{self, Write};

/// The most moves of one group listed without `--all`.
pub const LIST_LIMIT: u64 = 1000;

/// The most moves one listing writes, with `--all` or without.
pub const MAX_LISTED: u128 = 200_000;

/// Past this many moves in all, a listing without `--all` summarises every
/// group of more than one move by its count and a winning move in it, if
/// it has one.
pub const LONG_LISTING: u128 = 10_000;

/// The longest position (in characters) a row writes in full after its
/// move; past it a row gives what the move leaves in its component, when
/// that is no longer, and otherwise the move alone.
pub const RESULT_WIDTH: usize = 100;

/// How the moves are written.
#[derive(Clone, Copy, Debug, Default)]
pub struct Listing {
    /// As a JSON array.
    pub json: bool,
    /// Every move, however many.
    pub all: bool,
}

/// Each component with its groups of moves.
type Gathered = Vec<(usize, Vec<MoveGroup<AnyMove>>)>;

/// The groups gathered, and whether the listing is a long one.
struct Gathering {
    groups: Gathered,
    long: bool,
}

/// The groups of every component, refused past [`MAX_LISTED`] moves.
fn gather(
    game: &AnyGame,
    p: &AnyPosition,
    solver: &Solver<AnyGame>,
    all: bool,
) -> Result<Gathering, Failure> {
    let components = game.components(p).len();
    if all {
        // Count first, from the summaries, so a huge group is never listed.
        let mut count: u128 = 0;
        for c in 0..components {
            let groups = solver.move_groups(p, c, LIST_LIMIT);
            count = groups.iter().fold(count, |n, g| n.saturating_add(g.count));
            if count > MAX_LISTED {
                return Err(too_many(count, true, c + 1 < components));
            }
        }
    }
    let limit = if all { u64::MAX } else { LIST_LIMIT };
    let out = gather_within(solver, p, components, limit)?;
    let rows: u128 = out
        .iter()
        .flat_map(|(_, groups)| groups)
        .map(|g| (g.rows.len() + g.reach.len()) as u128)
        .sum();
    if all || rows <= LONG_LISTING {
        return Ok(Gathering {
            groups: out,
            long: false,
        });
    }
    // A long listing: every group of more than one move summarised, by
    // the winning move its summary keeps, if any.
    let mut groups = gather_within(solver, p, components, 1)?;
    for (_, gs) in &mut groups {
        for g in gs.iter_mut().filter(|g| g.count > 1) {
            // A game may list a group whatever the limit: it is cut here.
            let rows = std::mem::take(&mut g.rows);
            let mut reach = std::mem::take(&mut g.reach);
            reach.extend(rows);
            g.reach = reach.into_iter().filter(|r| r.winning).take(1).collect();
        }
    }
    Ok(Gathering { groups, long: true })
}

/// Each component's groups, a group of over `limit` moves summarised.
fn gather_within(
    solver: &Solver<AnyGame>,
    p: &AnyPosition,
    components: usize,
    limit: u64,
) -> Result<Gathered, Failure> {
    let mut written: u128 = 0;
    let mut out = Vec::with_capacity(components);
    for c in 0..components {
        let groups = solver.move_groups(p, c, limit);
        written += groups
            .iter()
            .map(|g| (g.rows.len() + g.reach.len()) as u128)
            .sum::<u128>();
        if written > MAX_LISTED {
            return Err(too_many(written, false, c + 1 < components));
        }
        out.push((c, groups));
    }
    Ok(out)
}

fn too_many(count: u128, all: bool, more: bool) -> Failure {
    let what = if all {
        "moves"
    } else {
        "moves in groups small enough to list (a group of over 1000 is summarised)"
    };
    Failure(
        format!(
            "this position has {}{count} {what}; a listing writes at most {MAX_LISTED} moves",
            if more { "more than " } else { "" }
        ),
        1,
    )
}

/// Writes the moves of `p`.
pub fn moves(
    game: &AnyGame,
    p: &AnyPosition,
    listing: Listing,
    out: &mut impl Write,
) -> Result<(), Failure> {
    let solver = Solver::new(game.clone());
    let gathered = gather(game, p, &solver, listing.all)?;
    let mut writer = Writer {
        game,
        p,
        json: listing.json,
        whole: game.format_position(p).chars().count() <= RESULT_WIDTH,
        first: true,
        long: gathered.long,
    };
    write(&mut writer, &gathered.groups, out).map_err(io)
}

fn write(writer: &mut Writer, gathered: &Gathered, out: &mut impl Write) -> io::Result<()> {
    if writer.json {
        write!(out, "[")?;
    } else if writer.long {
        let count: u128 = gathered
            .iter()
            .flat_map(|(_, groups)| groups)
            .map(|g| g.count)
            .sum();
        writeln!(
            out,
            "{count} moves in all, a long listing: each group by its count and a winning move in \
             it (--all lists every move, up to {MAX_LISTED})"
        )?;
    }
    for (component, groups) in gathered {
        for group in groups {
            // A long listing empties a summary of its rows but the winning.
            if group.is_listed() && !(writer.long && group.rows.is_empty()) {
                for row in &group.rows {
                    writer.row(row, None, out)?;
                }
            } else {
                writer.summary(*component, group, out)?;
            }
        }
    }
    if writer.json {
        writeln!(out, "\n]")?;
    }
    Ok(())
}

struct Writer<'a> {
    game: &'a AnyGame,
    p: &'a AnyPosition,
    json: bool,
    /// True when the position is short enough to write whole on each row.
    whole: bool,
    first: bool,
    /// A long listing: a summary keeps a winning move only.
    long: bool,
}

impl Writer<'_> {
    /// One move as a line, or a JSON object (`indent` inside a summary).
    fn row(
        &mut self,
        row: &MoveRow<AnyMove>,
        indent: Option<&str>,
        out: &mut impl Write,
    ) -> io::Result<()> {
        let (mv, value): (&AnyMove, Nimber) = (&row.mv, row.value);
        // What the move leaves: needed whole for a short position, and in
        // misère play for its outcome.
        let after = if self.whole || self.game.misere() {
            match self.game.apply(self.p, mv) {
                Ok(after) => Some(after),
                Err(_) => return Ok(()),
            }
        } else {
            None
        };
        let result = match &after {
            Some(a) if self.whole => Some(self.game.format_position(a)),
            _ => None,
        };
        // Misère play: the outcome of what is left, where it is known.
        let misere = match &after {
            Some(a) if self.game.misere() => Some(self.game.misere_outcome(a)),
            _ => None,
        };
        let winning = match misere {
            Some(outcome) => outcome == Some(Outcome::Previous),
            None => value.is_zero(),
        };
        let text = &row.text;
        let component = self.game.component_of(mv);
        if !self.json {
            let gives = match &result {
                Some(r) => format!("gives {r}  "),
                None if row.pieces.is_empty() => "leaves nothing  ".to_string(),
                None if row.pieces.chars().count() <= RESULT_WIDTH => {
                    format!("leaves {}  ", row.pieces)
                }
                None => String::new(),
            };
            let judged = match misere {
                Some(Some(o)) => format!("outcome {}", o.letter()),
                Some(None) => "outcome not computed".to_string(),
                None => format!("value {value}"),
            };
            return writeln!(
                out,
                "{}{component:>3}  {text}  {gives}{judged}{}",
                indent.unwrap_or(""),
                if winning { "  winning" } else { "" }
            );
        }
        // Pieces as long as a whole position are left out with it.
        let pieces_field = if result.is_some() || row.pieces.chars().count() <= RESULT_WIDTH {
            let pieces: Vec<String> = (row.pieces.split('+'))
                .filter(|s| !s.trim().is_empty())
                .map(|s| json_string(s.trim()))
                .collect();
            format!(",\"pieces\":[{}]", pieces.join(","))
        } else {
            String::new()
        };
        let kind = mv
            .get::<grundy::manifold::Move>()
            .map_or_else(String::new, |m| {
                format!(",\"kind\":\"{}\"", m.cut.kind().letter())
            });
        let separator = match indent {
            Some(_) if self.first => "",
            Some(_) => ",",
            None if self.first => "\n",
            None => ",\n",
        };
        self.first = false;
        let result = result
            .map(|r| format!(",\"result\":{}", json_string(&r)))
            .unwrap_or_default();
        let judged = match misere {
            Some(Some(o)) => format!("\"outcome\":\"{}\"", o.letter()),
            Some(None) => "\"outcome\":null".to_string(),
            None => format!("\"value\":{value}"),
        };
        write!(
            out,
            "{separator}{{\"component\":{component}{kind},\"move\":{}{pieces_field}{result},{judged},\"winning\":{winning}}}",
            json_string(text),
        )
    }

    /// A group too large to list: its title, its count and a move to each
    /// value found, winning moves first.
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
        let mut reach: Vec<&MoveRow<AnyMove>> = group.reach.iter().collect();
        reach.sort_by_key(|r| !r.winning);
        if !self.json {
            let which = match (self.long, reach.is_empty()) {
                (false, _) => "a move to each value below, winning moves first",
                (true, false) => "a winning move below",
                (true, true) => "no winning move",
            };
            writeln!(
                out,
                "{component:>3}  {}: {} moves, too many to list (--all lists them){}; {which}{}",
                group.title,
                group.count,
                range.map(|r| format!(", {r}")).unwrap_or_default(),
                if reach.is_empty() { "" } else { ":" }
            )?;
            for row in reach {
                self.row(row, Some("     "), out)?;
            }
            return Ok(());
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
        for row in reach {
            self.row(row, Some(""), out)?;
        }
        self.first = false;
        write!(out, "]}}")
    }
}
