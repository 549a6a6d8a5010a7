//! The rule lab: the surface game under any non-empty set of the cut kinds
//! (a)-(h), in normal or misère play.
//!
//! Layered: `rules`, then `series`, then `period`, then `game`.

pub mod game;
pub mod misere;
pub mod misere_table;
pub mod period;
pub mod rules;
pub mod series;
pub mod weight;

pub use game::{LabGame, LabMoveError, MISERE_REACH, REACH};
pub use misere::{misere_report, MisereReport};
pub use misere_table::{MisereTable, TableProgress};
pub use period::{analyze, find_pattern, KindPeriod, LabPeriod, Status};
pub use rules::{Rules, RulesError, Variant, VariantError};
pub use series::{lab_series, LabRun};

use crate::dynamic::{Erased, Shared};
use crate::games::manifold::Manifold;

/// The surface game's engine under the options `options` (`rules=cgh`,
/// `misere`): the paper's game, or its variant.
pub fn open(options: &str) -> Option<Shared> {
    let variant = Variant::parse_options(options).ok()?;
    Some(if variant.is_paper() {
        Shared::new(Erased::new(Manifold))
    } else {
        Shared::new(Erased::new(LabGame::new(variant)))
    })
}
