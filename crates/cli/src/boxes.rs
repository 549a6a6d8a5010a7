//! `series N [--sides K] [--json]` for the box game: G of every box of K
//! sides (three unless asked) with each side from 1 to N, by Schrage's
//! rule folded over the sides from the line game's values.

use crate::failure::{io, Failure};
use crate::read::number;
use crate::usage::usage;
use grundy::games::heap::boxes::{bar_table_by_rule, MAX_BOX_SIDES};
use grundy::games::heap::run::heap_series;
use grundy::games::heap::HeapGame;
use grundy::spec::AnyGame;
use grundy::{Game, Nimber};
use std::io::Write;

/// The most boxes a table holds: N to the power K.
pub const MAX_CELLS: u64 = 1_000_000;

/// `[--sides K] [--json]` after `series N`, in any order.
pub fn options(rest: &[String]) -> Result<(usize, bool), Failure> {
    let (mut sides, mut json) = (3, false);
    let mut i = 0;
    while i < rest.len() {
        match rest[i].as_str() {
            "--json" => json = true,
            "--sides" => {
                let k = rest
                    .get(i + 1)
                    .ok_or_else(|| usage("--sides needs a number of sides"))?;
                let k = number(k, "--sides")?;
                if !(3..=MAX_BOX_SIDES as u64).contains(&k) {
                    return Err(usage(&format!(
                        "--sides is a box's number of sides, from 3 to {MAX_BOX_SIDES}, not {k}"
                    )));
                }
                sides = k as usize;
                i += 1;
            }
            other => {
                return Err(usage(&format!(
                    "the box game's series takes N, --sides K and --json, not '{other}'"
                )))
            }
        }
        i += 1;
    }
    Ok((sides, json))
}

/// The largest N whose table of `sides` sides holds at most
/// [`MAX_CELLS`] boxes.
pub fn largest_side(sides: usize) -> u64 {
    (1..=MAX_CELLS)
        .take_while(|n| n.checked_pow(sides as u32).is_some_and(|c| c <= MAX_CELLS))
        .last()
        .unwrap_or(1)
}

/// The table, refused before any work when it is larger than
/// [`MAX_CELLS`] boxes.
pub fn series(
    game: &AnyGame,
    h: &HeapGame,
    n: u64,
    sides: usize,
    json: bool,
    out: &mut impl Write,
) -> Result<(), Failure> {
    let most = largest_side(sides);
    if n == 0 || n > most {
        return Err(Failure(
            format!(
                "N is from 1 to {most} for the box game's table of {sides} sides (at most \
                 {MAX_CELLS} boxes), not {n}"
            ),
            2,
        ));
    }
    let line = heap_series(h, n + 1).map_err(|e| Failure(e.to_string(), 2))?;
    let table = bar_table_by_rule(sides, &line, n as usize);
    let size = n as usize;
    if json {
        let mut text = String::new();
        nested(&table, size, sides, &mut text);
        return writeln!(out, "{text}").map_err(io);
    }
    let header = if sides == 3 {
        format!(
            "G(L × M × N) of {} for L, M, N = 1..{n} (a layer for each L, rows M):",
            game.name()
        )
    } else {
        let firsts: Vec<String> = (1..=sides - 2).map(|k| format!("S{k}")).collect();
        format!(
            "G of {}'s boxes of {sides} sides S1 × … × S{sides}, each side 1..{n} (a block for \
             each {}, rows S{}):",
            game.name(),
            firsts.join(", "),
            sides - 1
        )
    };
    writeln!(out, "{header}").map_err(io)?;
    for (b, block) in table.chunks(size * size).enumerate() {
        let mut firsts = Vec::with_capacity(sides - 2);
        let mut rest = b;
        for _ in 0..sides - 2 {
            firsts.push(rest % size + 1);
            rest /= size;
        }
        firsts.reverse();
        let name = if sides == 3 {
            format!("L = {}:", firsts[0])
        } else {
            let each: Vec<String> = (firsts.iter().enumerate())
                .map(|(k, s)| format!("S{} = {s}", k + 1))
                .collect();
            format!("{}:", each.join(", "))
        };
        writeln!(out, "{name}").map_err(io)?;
        for row in block.chunks(size) {
            writeln!(out, "{}", words(row).join(" ")).map_err(io)?;
        }
    }
    Ok(())
}

fn words(row: &[Nimber]) -> Vec<String> {
    row.iter().map(Nimber::to_string).collect()
}

/// The table as nested JSON arrays, one level per side.
fn nested(cells: &[Nimber], size: usize, depth: usize, text: &mut String) {
    text.push('[');
    if depth == 1 {
        text.push_str(&words(cells).join(","));
    } else {
        for (i, part) in cells.chunks(cells.len() / size).enumerate() {
            if i > 0 {
                text.push(',');
            }
            nested(part, size, depth - 1, text);
        }
    }
    text.push(']');
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_largest_side_keeps_a_table_within_its_cells() {
        assert_eq!(largest_side(3), 100);
        assert_eq!(largest_side(4), 31);
        assert_eq!(largest_side(5), 15);
        assert_eq!(largest_side(8), 5);
    }

    #[test]
    fn nested_arrays_have_one_level_per_side() {
        let mut text = String::new();
        nested(&[0, 1, 2, 3].map(Nimber), 2, 2, &mut text);
        assert_eq!(text, "[[0,1],[2,3]]");
    }
}
