//! Why a spec names no game.

use crate::games::heap::spread::GrundySpecError;
use crate::games::heap::SubtractionError;
use crate::games::lab::VariantError;
use crate::games::octal::OctalCodeError;
use std::fmt;

/// Why a spec names no game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SpecError {
    /// No game has this name: the spec, and the form of every game
    /// (`octal:CODE`).
    Unknown {
        /// The spec as it was given.
        spec: String,
        /// How each game's spec is written.
        forms: Vec<&'static str>,
    },
    /// A game whose spec takes nothing after its name, given something.
    NoArgument(String),
    /// A game whose spec needs something after its name, given nothing:
    /// how its spec is written (`octal:CODE`).
    NeedsArgument(&'static str),
    /// A game whose engine the program reading the spec does not carry.
    NotLinked(String),
    /// An octal code that cannot be read.
    Octal(OctalCodeError),
    /// Options of the surface game that cannot be read.
    Variant(VariantError),
    /// A subtraction set that cannot be used.
    Subtraction(SubtractionError),
    /// Moore's Nim_k without a whole k of at least 1.
    MooreK(String),
    /// Options of Grundy's game or the rectangle game other than `d=D`.
    Grundy(GrundySpecError),
    /// `:misere` on a game already in misère play.
    MisereTwice(String),
    /// `tartan:A*B` whose factors are not two row games.
    Tartan(String),
    /// `coins2d:RULE` whose rule cannot be read, and why.
    Plane(String),
    /// `coins:RULE` whose rule cannot be read, and why.
    Coins(String),
}

impl fmt::Display for SpecError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SpecError::Unknown { spec, forms } => write!(
                f,
                "'{spec}' is not a game: use one of {}, as in octal:0.77, subtraction:1,3,4, \
                 grundy:d=2, tartan:turtles*ruler or moore:2 (moore:=K takes from exactly K \
                 heaps); a game takes :misere for misère play",
                forms.join(", ")
            ),
            SpecError::NoArgument(spec) => {
                let name = spec.split(':').next().unwrap_or(spec);
                write!(
                    f,
                    "'{spec}' is not a game: {name} takes nothing after its name"
                )
            }
            SpecError::NeedsArgument(form) => {
                write!(f, "the game is written {form}, with what follows its name")
            }
            SpecError::NotLinked(spec) => write!(f, "the game {spec} is not part of this program"),
            SpecError::MooreK(k) => write!(
                f,
                "Moore's Nim takes from at most K heaps (moore:2) or exactly K (moore:=2), \
                 K a whole number from 1, not '{k}'"
            ),
            SpecError::Octal(e) => write!(f, "the octal code {e}"),
            SpecError::Plane(why) => write!(f, "in the rule of coins2d, {why}"),
            SpecError::Coins(why) => write!(f, "in the rule of coins, {why}"),
            SpecError::Tartan(why) => write!(
                f,
                "a Tartan game is tartan:A*B, A and B each turtles, mock-turtles, ruler or \
                 coins:RULE (as in tartan:turtles*ruler or tartan:coins:a*ruler): {why}"
            ),
            SpecError::Variant(e) => write!(f, "in the surface game's options, {e}"),
            SpecError::Subtraction(e) => write!(f, "in the subtraction set, {e}"),
            SpecError::Grundy(e) => e.fmt(f),
            SpecError::MisereTwice(spec) => {
                write!(
                    f,
                    "'{spec}' is already in misère play: ':misere' is written once"
                )
            }
        }
    }
}

impl std::error::Error for SpecError {}
