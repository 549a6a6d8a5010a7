//! The usage text, the failure that quotes it, and what a command that
//! is not understood takes.

use crate::failure::Failure;

const COMMANDS: &str = "\
usage:
  grundy [--game SPEC] value POSITION            the position's G-value
  grundy [--game SPEC] moves POSITION [--json] [--all]
                                                 every legal move, with the position and value it leads to
                                                 (a position over 200 characters is not written again on
                                                 each row: the row gives what the move leaves in its part);
                                                 a group of over 1000 moves is summarised by a move to each
                                                 value found, winning moves first, unless --all
  grundy table [--max-genus N] [--format F]      Table 2.1: the moves from ng and G(ng), g = 0..N (default 14,
                                                 at most 1000);
                                                 F is csv, latex (a tabular in the paper's notation) or markdown
  grundy [--game SPEC] figure POSITION [--cut KIND[:A]] [--theme light|dark] --svg
                                                 the figure as the app exports it: one surface (with the
                                                 curve J of a cut, g:2 for a split) or a whole position of
                                                 the surface game; for any other game its board (heaps,
                                                 bars, boxes, coins, graphs, loops, counters; a sum's parts
                                                 each with its value). A large position is drawn in part
                                                 and the rest counted (12 surfaces, 24 heaps, 100 counters
                                                 a heap, 12 parts of a Hackenbush graph, 80 vertices ...)
  grundy series o|n N                            the brute-force G-series of og or ng for genus 0..N and its period
  grundy --game SPEC series N [--json | --format csv|latex|markdown] [--stats]
                                                 a heap game's G-series for heaps 0..N and its period
                                                 (--json: the values with the status, pre-period and
                                                 period; --format: the file the page's G-series downloads)
                                                 (for rectangles, the N x N table from 1x1, as rows;
                                                 for boxes, N layers of N x N; --sides K for boxes of
                                                 K sides, a block for each choice of the first K - 2);
                                                 octal games, grundy and grundy:d=D to heap 268435455 by
                                                 the sparse method (two bytes a value), progress on
                                                 stderr; --stats (grundy, grundy:d=D): the largest value
                                                 and its first heap, the rare class, the rare values from
                                                 heap 0 and the last rare heap at each power of two,
                                                 instead of the values
  grundy --game SPEC period [--to N] [--json] [--stats]
                                                 a heap game's periodicity: proved, arithmetic, observed or
                                                 unknown; an octal game is computed until its period is
                                                 proved (400, 800, ... heaps, progress on stderr), to heap N
                                                 at most; other heap games to heap N (default 400); N as
                                                 far as the game's limit below (grundy and grundy:d=D up
                                                 to 268435455, with --stats as for series)
  grundy [--game SPEC] series o|n N [--json]     G(g) for g = 0..N under a rule set, and its period (a JSON
                                                 array with --json)
  grundy [--game SPEC] series W --json|--format csv|latex|markdown
                                                 both series of a rule set to weight W with their periods,
                                                 as the rule lab downloads them
  grundy [--game SPEC] period [--to W] [--json]  the periodicity of og and ng under the rules, from the
                                                 values to weight W (default 400): proved, arithmetic,
                                                 observed or unknown
  grundy [--game SPEC] outcome POSITION [--why]  N (the player to move wins) or P, in normal or misère play;
                                                 --why adds how it is known in misère play (the rule, the
                                                 quotient or the search)
  grundy --game SPEC:misere quotient [--to N] [--json]
                                                 a heap game's misère quotient: order, generators and
                                                 relations, P-portion, each heap's element; computed until
                                                 proved for every heap, to heap N at most (default 1000)
  --time SECONDS, --memory GIB                   the budget of a misère outcome or quotient (default 60 s
                                                 and 4 GiB), anywhere on the line
  grundy [--game SPEC] length POSITION [--json]  Corollary 2.2: the fewest and most moves left in the surface
                                                 game, and the shortest and longest lines of play (the first 30
                                                 moves of each written out)
  grundy nim-mul X Y                             the nim-product of two 64-bit values

";

/// What the command line says after the list of games.
const NOTES: &str = "\
The surface game takes options:
manifold:rules=cgh allows only cuts (c), (g), (h); manifold:misere is misère
play (the last cut loses); manifold:rules=ab,misere both. The option may come
anywhere. Any other game is played in misère play with :misere at the end
(nim:misere, octal:0.77:misere, turtles:misere): outcome then says N or P,
by Bouton's rule for Nim, by the game's misère quotient where it covers the
heaps, by Conway's rule where every part is tame, or by a search that
remembers (a heap game's quotient is computed on a thread beside the search,
the first to answer answers), and past the budget says how far it got; moves
gives each result's outcome and marks winning the moves to P-positions.

A manifold POSITION is in the paper's notation: surfaces o<g> and n<g> (or
sphere, torus, rp2, projective-plane, klein) joined by '+', connected sums
with '#', copies with a multiplier: \"o3 + n5\", \"torus # rp2\", \"3*n2\".
A heap POSITION is heap sizes joined by '+': \"50 + 53 + 30 + 14\", \"2*4 + 1\".
Numbers N, W, X, Y may be grouped or powers of ten: 20,000, 10^6, 1e5.";

/// The usage text: the commands, every game of the catalogue with its
/// form, and how positions and numbers are written.
pub fn usage_text() -> String {
    let mut games = String::from("SPEC names the game, one of:\n");
    for entry in grundy::catalogue::entries() {
        let line = match entry.about {
            "" => entry.form.to_string(),
            about => format!("{} {about}", entry.form),
        };
        games.push_str(&wrapped(&line, "  ", "      "));
    }
    format!("{COMMANDS}\n{games}\n{NOTES}")
}

/// `text` in lines of at most 80 characters, the first after `first`, the
/// others after `rest`.
fn wrapped(text: &str, first: &str, rest: &str) -> String {
    let mut out = String::new();
    let mut line = first.to_string();
    let mut fresh = true;
    for word in text.split_whitespace() {
        if !fresh && line.chars().count() + 1 + word.chars().count() > 80 {
            out.push_str(&line);
            out.push('\n');
            line = rest.to_string();
            fresh = true;
        }
        if !fresh {
            line.push(' ');
        }
        line.push_str(word);
        fresh = false;
    }
    out.push_str(&line);
    out.push('\n');
    out
}

/// A usage failure: the message, then the usage text; status 2.
pub fn usage(msg: &str) -> Failure {
    Failure(format!("{msg}\n\n{}", usage_text()), 2)
}

/// What is wrong with `cmd` followed by `rest`, naming what it takes.
pub fn unknown(cmd: &str, rest: &[String]) -> String {
    let takes = match cmd {
        "value" | "outcome" => "one position",
        "moves" => "a position, then --json and --all",
        "length" => "a position, then --json",
        "table" => "--max-genus N and --format F",
        "figure" => "a position, then --cut KIND[:A], --theme light|dark and --svg",
        "series" => "o or n and a genus for the surface game, or a heap count for a heap game",
        "period" => "--to N and --json",
        "nim-mul" => "two numbers",
        _ => return format!("'{cmd}' is not a command"),
    };
    match rest {
        [] => format!("{cmd} takes {takes}, and was given nothing"),
        _ => format!("{cmd} takes {takes}, not '{}'", rest.join(" ")),
    }
}
