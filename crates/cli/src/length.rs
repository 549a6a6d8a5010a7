//! `length`: Corollary 2.2, the shortest and longest games from a surface
//! position, with a line of play for each.

use crate::failure::{io, Failure};
use crate::read::position;
use crate::report::json_string;
use crate::usage::usage;
use grundy::games::lab;
use grundy::manifold::view::pieces_text;
use grundy::manifold::Manifold;
use grundy::manifold::{
    length_bounds, line, longest_line_move, shortest_line_move, surface_length_bounds,
    LengthBounds, LINE_LIMIT,
};
use grundy::spec::AnyGame;
use grundy::{Game, Move, Position, Surface};
use std::io::Write;

/// `length POSITION [--json]`.
pub fn length_command(
    game: &AnyGame,
    pos: &str,
    rest: &[String],
    out: &mut impl Write,
) -> Result<(), Failure> {
    let json = match rest {
        [] => false,
        [flag] if flag == "--json" => true,
        _ => return Err(usage("length takes a position and --json")),
    };
    let every_cut = game.downcast::<Manifold>().is_some()
        || game
            .downcast::<lab::LabGame>()
            .is_some_and(|g| g.rules() == lab::Rules::ALL);
    if !every_cut {
        return Err(Failure(
            format!(
                "length is Corollary 2.2 of the manifold game, where every cut (a) to (h) is \
                 allowed; {} has no such bounds",
                game.name()
            ),
            2,
        ));
    }
    let p = position(game, pos)?;
    let Some(p) = p.get::<Position>() else {
        return Err(usage("length takes a surface position"));
    };
    let report = Report::of(p);
    if json {
        report.json(out)
    } else {
        report.text(out)
    }
    .map_err(io)
}

/// One line of play: its first moves (at most [`LINE_LIMIT`]), each with
/// the position it leaves, and its whole length.
struct Line {
    moves: Vec<(String, String)>,
    total: u128,
}

impl Line {
    fn of(start: &Position, next: fn(&Position) -> Option<Move>, total: u128) -> Line {
        let mut p = start.clone();
        let mut moves = Vec::new();
        for mv in line(start, next) {
            let text = format!(
                "{} {} → {}",
                mv.cut.kind(),
                mv.cut.surface(),
                pieces_text(&mv.cut, " + ")
            );
            match p.apply(&mv) {
                Ok(after) => p = after,
                Err(_) => break,
            }
            moves.push((text, p.to_string()));
        }
        Line { moves, total }
    }

    fn more(&self) -> u128 {
        self.total.saturating_sub(self.moves.len() as u128)
    }
}

struct Report {
    bounds: LengthBounds,
    /// Each surface other than a sphere, with how many times it occurs.
    surfaces: Vec<(Surface, usize)>,
    shortest: Line,
    longest: Line,
}

impl Report {
    fn of(p: &Position) -> Report {
        let bounds = length_bounds(p);
        let mut surfaces: Vec<(Surface, usize)> = Vec::new();
        for &s in p.surfaces().iter().filter(|s| !s.is_sphere()) {
            match surfaces.iter_mut().find(|(t, _)| *t == s) {
                Some((_, n)) => *n += 1,
                None => surfaces.push((s, 1)),
            }
        }
        Report {
            bounds,
            surfaces,
            shortest: Line::of(p, shortest_line_move, bounds.fewest),
            longest: Line::of(p, longest_line_move, bounds.most),
        }
    }

    fn text(&self, out: &mut impl Write) -> std::io::Result<()> {
        writeln!(out, "fewest moves: {}", self.bounds.fewest)?;
        writeln!(out, "most moves: {}", self.bounds.most)?;
        for &(s, n) in &self.surfaces {
            let b = surface_length_bounds(s);
            let each = if n > 1 {
                format!("{n}*{s}: each")
            } else {
                format!("{s}:")
            };
            writeln!(out, "  {each} fewest {}, most {}", b.fewest, b.most)?;
        }
        for (name, l) in [("shortest", &self.shortest), ("longest", &self.longest)] {
            if l.total == 0 {
                writeln!(out, "{name} line: no moves, only spheres are left")?;
                continue;
            }
            writeln!(out, "{name} line, {} moves:", l.total)?;
            for (i, (mv, after)) in l.moves.iter().enumerate() {
                writeln!(out, "  {:>2}. {mv}  leaves {after}", i + 1)?;
            }
            if l.more() > 0 {
                writeln!(
                    out,
                    "  … {} more (the first {LINE_LIMIT} are written out)",
                    l.more()
                )?;
            }
        }
        Ok(())
    }

    fn json(&self, out: &mut impl Write) -> std::io::Result<()> {
        let surfaces: Vec<String> = self
            .surfaces
            .iter()
            .map(|&(s, n)| {
                let b = surface_length_bounds(s);
                format!(
                    "{{\"surface\": {}, \"count\": {n}, \"fewest\": {}, \"most\": {}}}",
                    json_string(&s.to_string()),
                    b.fewest,
                    b.most
                )
            })
            .collect();
        let line_json = |l: &Line| {
            let moves: Vec<String> = l
                .moves
                .iter()
                .map(|(mv, after)| {
                    format!(
                        "{{\"move\": {}, \"result\": {}}}",
                        json_string(mv),
                        json_string(after)
                    )
                })
                .collect();
            format!(
                "{{\"moves\": {}, \"line\": [{}], \"more\": {}}}",
                l.total,
                moves.join(", "),
                l.more()
            )
        };
        writeln!(
            out,
            "{{\"fewest\": {}, \"most\": {}, \"surfaces\": [{}], \"shortest\": {}, \"longest\": {}}}",
            self.bounds.fewest,
            self.bounds.most,
            surfaces.join(", "),
            line_json(&self.shortest),
            line_json(&self.longest)
        )
    }
}
