//! Moore's Nim_k's entry in the catalogue.

use super::MAX_WORK;
use crate::catalogue::sources::{NOTES, SLIDES};
use crate::catalogue::{Add, Entry, Group, Hook, Layout, Listing, Preset, Words, PLAY};
use crate::catalogue::{CounterKind, Family};
use crate::games::heaps::MAX_HEAPS;
use crate::spec::SpecError;

/// Moore's Nim_k, and its variant on exactly k heaps.
pub const MOORE: Entry = Entry {
    name: "moore",
    family: Family::Counters(CounterKind::Moore),
    form: "moore:K",
    check: |k| {
        let (exact, n) = k
            .strip_prefix('=')
            .map_or((false, k), |n| (true, n.trim()));
        match n.parse::<u32>() {
            Ok(n) if n >= 1 && exact => Ok(format!("moore:={n}")),
            Ok(n) if n >= 1 => Ok(format!("moore:{n}")),
            _ => Err(SpecError::MooreK(k.to_string())),
        }
    },
    about: "(Moore's Nim: take from 1 to K heaps, as in moore:2; moore:=K takes from exactly K \
            heaps)",
    words: Words {
        component: "position",
        components: "positions",
        one_move: "move",
        moves: "moves",
        all_done: "Every heap is empty: no move is left.",
        drawn: "it is drawn",
    },
    hook: Hook::Part,
    notation: "heap sizes joined by +: 3 + 5 + 6",
    compact: false,
    example: "heap sizes joined by +: 3 + 5 + 6",
    add: &[Add {
        label: "Heap",
        prefix: "",
        number: "counters",
    }],
    presets: moore_presets,
    start: None,
    misere_start: None,
    series: None,
    layout: Layout::Board,
    tabs: PLAY,
    row_of_coins: false,
    listings: &[
        Listing {
            group: Group::Heaps,
            title: "Moore's Nimₖ",
            spec: "moore:2",
            start: "3 + 5 + 6",
            line: "Take from one to k heaps at once; binary digits summed column by column modulo k + 1.",
            source: SLIDES,
        },
        Listing {
            group: Group::Heaps,
            title: "Moore's Nim, exactly k heaps",
            spec: "moore:=2",
            start: "3 + 5 + 6",
            line: "Moore's Nim as the notes state it: every move takes from exactly k heaps; Moore's rule fails, values by search.",
            source: NOTES,
        },
    ],
};

/// Moore's presets for `moore:K`: heaps 3, 5 and 6, and k + 1 heaps of 1
/// and of 5 (a loss), those the game reads: on exactly k heaps, those
/// whose search is surely within the game's reach (it costs at most the
/// square of the positions below them).
fn moore_presets(spec: &str) -> Vec<Preset> {
    let arg = spec.split_once(':').map_or("", |(_, a)| a).trim();
    let exact = arg.starts_with('=');
    let k = arg
        .trim_start_matches('=')
        .trim()
        .parse::<u64>()
        .unwrap_or(1);
    let shown = |heaps: &[u64]| {
        let states = heaps
            .iter()
            .fold(1u128, |a, &h| a.saturating_mul(u128::from(h) + 1));
        !exact || states.saturating_mul(states) <= MAX_WORK
    };
    let mut out = Vec::new();
    if shown(&[3, 5, 6]) {
        out.push(preset("Heaps 3, 5 and 6", "3 + 5 + 6".to_string()));
    }
    // No more heaps than a position may hold.
    let count = k.saturating_add(1);
    for (n, what) in [(1, "single counters"), (5, "heaps of 5")] {
        if count > MAX_HEAPS {
            break;
        }
        let heaps = vec![n; count as usize];
        if shown(&heaps) {
            let text: Vec<String> = heaps.iter().map(u64::to_string).collect();
            out.push(preset(&format!("{} {what}", k + 1), text.join(" + ")));
        }
    }
    out
}

fn preset(label: &str, position: String) -> Preset {
    Preset {
        label: label.to_string(),
        position,
    }
}
