//! The surface game's entry in the catalogue.

use crate::catalogue::sources::PAPER;
use crate::catalogue::{
    Add, Entry, Family, Group, Hook, Layout, Listing, Preset, SeriesPage, Tabs, Words,
};
use crate::game::Game;
use crate::games::lab::{LabGame, Variant};
use crate::spec::SpecError;

/// The manifold decomposition game, under the paper's rules or any other
/// set of its cuts, in normal or misère play.
pub const MANIFOLD: Entry = Entry {
    name: "manifold",
    family: Family::Surfaces,
    form: "manifold",
    check: |options| match Variant::parse_options(options) {
        Ok(v) if v.is_paper() => Ok("manifold".to_string()),
        Ok(v) => Ok(LabGame::new(v).spec()),
        Err(e) => Err(SpecError::Variant(e)),
    },
    about: "(the default; manifold:rules=SET,misere for other cuts or misère play, as in \
            manifold:rules=cgh,misere)",
    words: Words {
        component: "surface",
        components: "surfaces",
        one_move: "cut",
        moves: "cuts",
        all_done: "Every surface is a sphere: no cut is possible.",
        drawn: "its curve is drawn",
    },
    hook: Hook::Surface,
    notation: "og is a sphere with g handles, ng a sphere with g cross-caps; join surfaces with \
               +, connected sums with #, copies with 3*n2",
    compact: true,
    example: "e.g. o3 + n5, torus # rp2, 3*n2",
    add: &[
        Add {
            label: "Orientable og",
            prefix: "o",
            number: "genus",
        },
        Add {
            label: "Nonorientable ng",
            prefix: "n",
            number: "genus",
        },
    ],
    presets: |_| {
        Preset::fixed(&[
            ("Torus", "o1"),
            ("Klein bottle", "n2"),
            ("n5", "n5"),
            ("o3 + n4", "o3 + n4"),
            ("o2 + n3 + n1", "o2 + n3 + n1"),
        ])
    },
    start: Some("o2 + n3 + n1"),
    misere_start: None,
    series: Some(SeriesPage::Surfaces),
    layout: Layout::Cards,
    tabs: Tabs::Home,
    row_of_coins: false,
    listings: &[
        Listing {
            group: Group::Surfaces,
            title: "The manifold decomposition game",
            spec: "manifold",
            start: "o2 + n3 + n1",
            line: "Cut a surface along an essential closed curve and cap the holes; the cuts (a)–(h) of Theorem 2.1.",
            source: PAPER,
        },
        Listing {
            group: Group::Surfaces,
            title: "The surface game under other rules, or in misère play",
            spec: "manifold:rules=cgh,misere",
            start: "o2 + n3",
            line: "Any set of the cuts (a)–(h), in normal or misère play; the rule lab proves or observes their G-series.",
            source: "This explorer's rule lab, on the paper's cuts",
        },
    ],
};
