//! The coin-turning games' entries in the catalogue: the row games, the
//! row games by rule, Rugs, the Tartan games and two-dimensional coin
//! turning.

use super::flips::named_rule;
use super::plane::PlaneCoins;
use super::tartan::Tartan;
use super::{CoinRule, Flips, RowRule};
use crate::catalogue::sources::{MISERE, SLIDES};
use crate::catalogue::{bare, Entry, Group, Hook, Layout, Listing, Preset, Words, PLAY};
use crate::catalogue::{CoinKind, Family};
use crate::game::Game;
use crate::spec::SpecError;

const COIN_WORDS: Words = Words {
    component: "head",
    components: "heads",
    one_move: "flip",
    moves: "flips",
    all_done: "Every coin shows tails: no flip is left.",
    drawn: "it is drawn",
};

const ROW_NOTATION: &str = "A row of H (heads) and T (tails), coin 0 leftmost: THHTH";

/// A coin game's entry with the fields every coin game shares.
const fn coin_entry(
    name: &'static str,
    kind: CoinKind,
    form: &'static str,
    check: fn(&str) -> Result<String, SpecError>,
    notation: &'static str,
    presets: fn(&str) -> Vec<Preset>,
    listings: &'static [Listing],
) -> Entry {
    Entry {
        name,
        family: Family::Coins(kind),
        form,
        check,
        about: "",
        words: COIN_WORDS,
        hook: Hook::Part,
        notation,
        compact: false,
        example: notation,
        add: &[],
        presets,
        start: None,
        misere_start: None,
        series: None,
        layout: Layout::Board,
        tabs: PLAY,
        row_of_coins: true,
        listings,
    }
}

/// Turning Turtles.
pub const TURTLES: Entry = Entry {
    about: "(a row of coins \"THHTH\", coin 0 leftmost)",
    ..coin_entry(
        "turtles",
        CoinKind::Row(CoinRule::Turtles),
        "turtles",
        |a| bare("turtles", a),
        ROW_NOTATION,
        |_| {
            Preset::fixed(&[
                ("The notes' row", "THHTH"),
                ("Heaps 1, 2, 3: a loss", "HHH"),
                ("Twelve coins", "HTTHTHHTTTHH"),
            ])
        },
        &[
            Listing {
                group: Group::Coins,
                title: "Turning Turtles",
                spec: "turtles",
                start: "THHTH",
                line:
                    "Turn a head to tails and maybe one coin to its left; each head is a Nim heap.",
                source: SLIDES,
            },
            Listing {
                group: Group::Misere,
                title: "Misère Turning Turtles",
                spec: "turtles:misere",
                start: "THHTH",
                line:
                    "Any game takes :misere in its address; a coin game is searched as a whole row.",
                source: MISERE,
            },
        ],
    )
};

/// Mock Turtles.
pub const MOCK_TURTLES: Entry = coin_entry(
    "mock-turtles",
    CoinKind::Row(CoinRule::MockTurtles),
    "mock-turtles",
    |a| bare("mock-turtles", a),
    ROW_NOTATION,
    |_| {
        Preset::fixed(&[
            ("The notes' row", "THHTH"),
            ("TTH, value 4", "TTH"),
            ("Four heads: a loss", "HHHH"),
            ("Twelve coins", "HTTHTHHTTTHH"),
        ])
    },
    &[Listing {
        group: Group::Coins,
        title: "Mock Turtles",
        spec: "mock-turtles",
        start: "THHTH",
        line: "Turn one, two or three coins, the rightmost head to tails; values are the odious numbers.",
        source: SLIDES,
    }],
);

/// Ruler.
pub const RULER: Entry = coin_entry(
    "ruler",
    CoinKind::Row(CoinRule::Ruler),
    "ruler",
    |a| bare("ruler", a),
    ROW_NOTATION,
    |_| {
        Preset::fixed(&[
            ("The notes' row", "THHTH"),
            ("Coins 1 and 3: a loss", "HTH"),
            ("Coin 8 alone: value 8", "TTTTTTTH"),
            ("Twelve coins", "HTTHTHHTTTHH"),
        ])
    },
    &[Listing {
        group: Group::Coins,
        title: "Ruler",
        spec: "ruler",
        start: "THHTH",
        line: "Turn any run of coins ending in a head; g(n) is the largest power of 2 dividing n.",
        source: SLIDES,
    }],
);

/// Any row game by its rule.
pub const COINS: Entry = Entry {
    about: "(any row game: shapes separated by ;, each the coins flipped left of the head \
            separated by commas, a distance, a letter for any distance from 1, or a run X-Y, \
            each coin named once: coins:;a is turtles, coins:;1-a ruler, coins:a Twins)",
    ..coin_entry(
        "coins",
        CoinKind::Rule,
        "coins:RULE",
        // A rule that is a named game's own is that game.
        |rule| {
            RowRule::parse(rule)
                .map(|r| match named_rule(&r) {
                    Some(named) => named.spec().to_string(),
                    None => Flips::spec(&r),
                })
                .map_err(|e| SpecError::Coins(e.to_string()))
        },
        ROW_NOTATION,
        |_| {
            Preset::fixed(&[
                ("The notes' row", "THHTH"),
                ("Four heads", "HHHH"),
                ("Twelve coins", "HTTHTHHTTTHH"),
            ])
        },
        &[Listing {
            group: Group::Coins,
            title: "Coin turning by rule",
            spec: "coins:;a;a,b;a,b,c",
            start: "THHTH",
            line: "Any row game given by the coins a move flips left of the head (coins:RULE: shapes separated by ;, each distances, letters for any distance, runs X-Y); here up to four coins, values by search.",
            source: SLIDES,
        }],
    )
};

/// Rugs, Ruler × Ruler.
pub const RUGS: Entry = Entry {
    about: "(rows top first \"HTH/THT\")",
    ..coin_entry(
        "rugs",
        CoinKind::Rugs,
        "rugs",
        |a| bare("rugs", a),
        "Rows of H and T separated by /, top row first: HTH/THT",
        |_| {
            Preset::fixed(&[
                ("Three heads", "HTH/THT"),
                ("Four by four", "HTTH/THHT/TTHT/HTTH"),
                ("A lone head worth 3", "TT/TH"),
                (
                    "Six by eight",
                    "HTTHTTTH/TTHTHTTT/THTTTHTT/TTTHTTHT/HTTTTTTT/TTHTTHTH",
                ),
            ])
        },
        &[Listing {
            group: Group::Coins,
            title: "Rugs",
            spec: "rugs",
            start: "HTH/THT",
            line: "Turn every coin of a rectangle whose bottom-right coin is a head; the Tartan theorem and nim-multiplication.",
            source: SLIDES,
        }],
    )
};

/// The Tartan games.
pub const TARTAN: Entry = Entry {
    about: "(the product of two row games, each turtles, mock-turtles, ruler or coins:RULE, on \
            a grid as rugs is written; a move is its rows x its columns \"0,1 x 1,2\"; \
            tartan:ruler*ruler is rugs)",
    ..coin_entry(
        "tartan",
        CoinKind::Tartan,
        "tartan:A*B",
        // Ruler × Ruler is Rugs, under its own name.
        |arg| match Tartan::parse_factors(arg) {
            Ok(t) if t.named() == Some(Tartan::new(CoinRule::Ruler, CoinRule::Ruler)) => {
                Ok("rugs".to_string())
            }
            Ok(t) => Ok(t.spec()),
            Err(why) => Err(SpecError::Tartan(why)),
        },
        "rows of H and T separated by /, top row first (HTH/THT), at most 12 by 12; a move is \
         its rows × its columns (1,3 × 0,2)",
        |_| {
            Preset::fixed(&[
                ("Three heads", "HTH/THT"),
                ("Four by four", "HTTH/THHT/TTHT/HTTH"),
                ("A lone head", "TTT/TTT/TTH"),
                ("Five by six", "HTTHTT/TTHTHT/THTTTH/TTTHTT/HTTTTH"),
            ])
        },
        &[Listing {
            group: Group::Coins,
            title: "Turning Turtles × Ruler",
            spec: "tartan:turtles*ruler",
            start: "HTH/THT",
            line: "A Tartan game: a Turtles move down the rows times a Ruler run along the columns (tartan:A*B for any two of turtles, mock-turtles, ruler and coins:RULE); g(x, y) = g1(x) ⊗ g2(y).",
            source: SLIDES,
        }],
    )
};

/// Two-dimensional coin turning by rule.
pub const COINS2D: Entry = Entry {
    about: "(any two-dimensional coin game: shapes separated by ;, each the coins flipped \
            besides the corner as UP.LEFT separated by commas, a letter any distance from 1: \
            coins2d:a.0,0.b,a.b is Turning Corners; a move is its coins \"0,0 0,2 2,0 2,2\")",
    ..coin_entry(
        "coins2d",
        CoinKind::Plane,
        "coins2d:RULE",
        |rule| {
            PlaneCoins::parse(rule)
                .map(|g| g.spec())
                .map_err(|e| SpecError::Plane(e.to_string()))
        },
        "rows of H and T separated by /, top row first (HTH/THT), at most 12 by 12; a move is \
         its coins as row,column (0,0 0,2 2,0 2,2)",
        |_| {
            Preset::fixed(&[
                ("Three heads", "HTH/THT"),
                ("Four by four", "HTTH/THHT/TTHT/HTTH"),
                ("A lone head", "TTT/TTT/TTH"),
            ])
        },
        &[Listing {
            group: Group::Coins,
            title: "Turning Corners",
            spec: "coins2d:0.b,a.0,a.b",
            start: "HTH/THT",
            line: "Two-dimensional coin turning by any rule of shapes (coins2d:RULE); here the four corners of a rectangle, values by search: x ⊗ y.",
            source: SLIDES,
        }],
    )
};
