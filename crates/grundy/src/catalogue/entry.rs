//! The data an entry of the catalogue holds: a game's names and spec,
//! its words, notation, presets and views, and its lines in the games
//! index.

use super::family::Family;
use crate::spec::error::SpecError;

/// A game of the catalogue.
#[derive(Debug)]
pub struct Entry {
    /// The name its spec starts with (`octal` in `octal:0.77`).
    pub name: &'static str,
    /// The code that plays and shows it.
    pub family: Family,
    /// How its spec is written, for people (`octal:CODE`).
    pub form: &'static str,
    /// The spec the game's argument (after `name:`, or empty) names,
    /// written as the game writes it (`0.770` gives `octal:0.77`), or why
    /// it names none.
    pub check: fn(&str) -> Result<String, SpecError>,
    /// What the game is, for the command line's list of games: a phrase
    /// after its form (`(Lasker's Nim)`), or empty.
    pub about: &'static str,
    /// How the page speaks of its parts and moves.
    pub words: Words,
    /// How the page marks a part and a move for its tests.
    pub hook: Hook,
    /// How its positions are written, in one line.
    pub notation: &'static str,
    /// True when its positions read the same without their spaces
    /// (`o3+2*n2`), as the address and saved data then keep them.
    pub compact: bool,
    /// The position field's example.
    pub example: &'static str,
    /// Parts a person can add by number, besides typing them.
    pub add: &'static [Add],
    /// Positions to start from, for the game of a checked spec: label and
    /// position. The first is the default.
    pub presets: fn(&str) -> Vec<Preset>,
    /// The position it starts from, where it is not the first preset.
    pub start: Option<&'static str>,
    /// The position misère play starts from, where it is not the normal
    /// play's.
    pub misere_start: Option<&'static str>,
    /// Its G-series page, if it has one.
    pub series: Option<SeriesPage>,
    /// How the play page lays out its parts.
    pub layout: Layout,
    /// Its tabs.
    pub tabs: Tabs,
    /// True when a row of coins: its parts (heads) add as values but are
    /// not games played side by side, so misère play looks at the whole
    /// row.
    pub row_of_coins: bool,
    /// Its lines in the games index.
    pub listings: &'static [Listing],
}

/// How the page speaks of a game's parts and moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Words {
    /// One part: "surface", "heap", "head".
    pub component: &'static str,
    /// Several: "surfaces", "heaps".
    pub components: &'static str,
    /// One move: "cut", "move", "flip".
    pub one_move: &'static str,
    /// Moves: "cuts", "moves".
    pub moves: &'static str,
    /// What is said when no move is left.
    pub all_done: &'static str,
    /// What the page does with a move chosen in the list ("its curve is
    /// drawn").
    pub drawn: &'static str,
}

/// How the page marks a game's parts and moves for its tests: the data
/// attribute of a part's card, and the test id of a move's button.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hook {
    /// `data-surface` on a card, `cut` on a move (the surface game).
    Surface,
    /// `data-heap` on a card, `move` on a move.
    Heap,
    /// `data-bar` on a card, `move` on a move.
    Bar,
    /// `data-box` on a card, `move` on a move.
    Box,
    /// `data-part` on a card, `move` on a move.
    Part,
}

/// A kind of part the editor adds by number: its button's label, the text
/// before the number, and what the number is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Add {
    /// The button's label ("Heap").
    pub label: &'static str,
    /// The text before the number (`n` for ng).
    pub prefix: &'static str,
    /// What the number is ("counters").
    pub number: &'static str,
}

/// A position to start from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Preset {
    /// What the preset is called.
    pub label: String,
    /// The position.
    pub position: String,
}

impl Preset {
    /// Presets from fixed pairs of label and position.
    pub fn fixed(pairs: &[(&str, &str)]) -> Vec<Preset> {
        pairs
            .iter()
            .map(|&(label, position)| Preset {
                label: label.to_string(),
                position: position.to_string(),
            })
            .collect()
    }
}

/// Which G-series page a game has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeriesPage {
    /// The surfaces' page: G(og) and G(ng) by genus.
    Surfaces,
    /// A heap game's page: the value of each heap (a table of bars or
    /// boxes), its period and how it is known.
    Heaps,
    /// A page the game's own code draws.
    Own,
}

/// The tabs a game's pages have.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tabs {
    /// The site's own: the surface game's play page, its G-series, the
    /// Nim primer, the rule lab, the builder and the games index.
    Home,
    /// The surface game, the game's play tab (its label and key), its
    /// G-series where it has one, and the games index.
    Play {
        /// The tab's label ("Play").
        label: &'static str,
        /// Its key, as the tests find it (`game`).
        key: &'static str,
    },
}

/// The play tab most games have.
pub const PLAY: Tabs = Tabs::Play {
    label: "Play",
    key: "game",
};

/// How the play page lays out a game's parts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layout {
    /// A card per part, each with its picture (surfaces, heaps, bars).
    Cards,
    /// The whole position as one board above a card per part, the cards
    /// naming the parts without drawing them again (coins, graphs).
    Board,
    /// One board that names each part with its value and lists its
    /// moves: no cards (sums).
    BoardOfParts,
}

/// A group of the games index.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Group {
    /// The surface game and its variants.
    Surfaces,
    /// Games of heaps, bars and boxes.
    Heaps,
    /// Coin turning.
    Coins,
    /// Graphs, loops and sums.
    Graphs,
    /// Misère play.
    Misere,
}

impl Group {
    /// Every group, in the index's order.
    pub const ALL: [Group; 5] = [
        Group::Surfaces,
        Group::Heaps,
        Group::Coins,
        Group::Graphs,
        Group::Misere,
    ];

    /// The group's heading.
    pub fn title(self) -> &'static str {
        match self {
            Group::Surfaces => "Surfaces",
            Group::Heaps => "Heaps",
            Group::Coins => "Coins",
            Group::Graphs => "Graphs, loops and sums",
            Group::Misere => "Misère play",
        }
    }
}

/// A line of the games index: a game started from a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Listing {
    /// The group it is listed in.
    pub group: Group,
    /// Its title.
    pub title: &'static str,
    /// The spec it opens (a variant of the entry's game, or the game in
    /// misère play).
    pub spec: &'static str,
    /// The position it starts from.
    pub start: &'static str,
    /// What the game is, in a line.
    pub line: &'static str,
    /// The document it comes from.
    pub source: &'static str,
}

/// Where the games come from, as the index cites them.
pub mod sources {
    /// The paper of the surface game.
    pub const PAPER: &str = "Berman and Leonard, A 2-person game decomposing 2-manifolds";
    /// The slides on combinatorial game theory.
    pub const SLIDES: &str = "de Silva, Combinatorial Game Theory (UNSW)";
    /// The lecture notes.
    pub const NOTES: &str = "Lecture notes 4–6";
    /// Schrage's paper.
    pub const SCHRAGE: &str = "Schrage, Grundy's game and its generalisation to rectangles";
    /// The misère play rule in the notes.
    pub const MISERE: &str = "The misère play rule, lecture notes 4–6";
}

/// The check of a game whose spec takes no argument: its name alone.
pub fn bare(name: &str, arg: &str) -> Result<String, SpecError> {
    if arg.is_empty() {
        Ok(name.to_string())
    } else {
        Err(SpecError::NoArgument(format!("{name}:{arg}")))
    }
}
