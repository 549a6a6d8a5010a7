//! The cuts the crate enumerates are exactly those of Theorem 2.1, at every
//! genus up to 200, checked against a fresh enumeration written from the
//! theorem's words alone (none of the crate's cut code builds the expected
//! list).

use grundy::manifold::{count, CutKind, Cuts, Manifold, Position, Surface};
use grundy::Game;

const MAX_GENUS: u64 = 200;

/// One cut as the theorem states it: the case letter, the split parameter
/// `a` (for (b), (g), (h)), and the resulting surfaces, sorted.
type Expected = (char, Option<u64>, Vec<String>);

/// `og` written as the paper writes it.
fn o(g: u64) -> String {
    format!("o{g}")
}

/// `ng` written as the paper writes it, except that `n0` is the sphere,
/// which the crate writes `o0`.
fn n(g: u64) -> String {
    if g == 0 {
        o(0)
    } else {
        format!("n{g}")
    }
}

fn cut(letter: char, a: Option<u64>, mut result: Vec<String>) -> Expected {
    result.sort();
    (letter, a, result)
}

/// Theorem 2.1 for `og`: (a) and (b).
fn theorem_orientable(g: u64) -> Vec<Expected> {
    let mut cuts = Vec::new();
    // (a) og -> o(g-1), g - 1 >= 0.
    if g >= 1 {
        cuts.push(cut('a', None, vec![o(g - 1)]));
    }
    // (b) og -> (oa, ob), a, b > 0, a + b = g; unordered, so a <= b.
    for a in 1..g {
        let b = g - a;
        if a <= b {
            cuts.push(cut('b', Some(a), vec![o(a), o(b)]));
        }
    }
    cuts
}

/// Theorem 2.1 for `ng`, g >= 1: (c) to (h).
fn theorem_nonorientable(g: u64) -> Vec<Expected> {
    assert!(g >= 1, "n0 is the sphere");
    let mut cuts = Vec::new();
    // (c) ng -> n(g-1), g - 1 >= 0.
    cuts.push(cut('c', None, vec![n(g - 1)]));
    // (d) ng -> o((g-1)/2), g - 1 >= 0 and even.
    if (g - 1) % 2 == 0 {
        cuts.push(cut('d', None, vec![o((g - 1) / 2)]));
    }
    if g >= 2 {
        // (e) ng -> n(g-2), g - 2 >= 0.
        cuts.push(cut('e', None, vec![n(g - 2)]));
        // (f) ng -> o((g-2)/2), g - 2 >= 0 and even.
        if (g - 2) % 2 == 0 {
            cuts.push(cut('f', None, vec![o((g - 2) / 2)]));
        }
    }
    for a in 1..g {
        let b = g - a;
        // (g) ng -> (na, nb), a, b > 0, a + b = g; unordered, so a <= b.
        if a <= b {
            cuts.push(cut('g', Some(a), vec![n(a), n(b)]));
        }
        // (h) ng -> (o(a/2), nb), a, b > 0, a even, a + b = g.
        if a % 2 == 0 {
            cuts.push(cut('h', Some(a), vec![o(a / 2), n(b)]));
        }
    }
    cuts
}

/// A surface the crate produced, written from its parts (not its Display).
fn name(s: Surface) -> String {
    if s.is_orientable() {
        o(s.genus())
    } else {
        n(s.genus())
    }
}

/// The crate's cuts of `s` in the same form, sorted.
fn crate_cuts(s: Surface) -> Vec<Expected> {
    let mut cuts: Vec<Expected> = Cuts::new(s)
        .map(|c| {
            assert_eq!(c.surface(), s, "a cut of {s} names its surface");
            cut(
                c.kind().letter(),
                c.params().map(|(a, _)| a),
                c.result().iter().map(|&r| name(r)).collect(),
            )
        })
        .collect();
    cuts.sort();
    cuts
}

fn sorted(mut v: Vec<Expected>) -> Vec<Expected> {
    v.sort();
    v
}

/// Checks the crate against `expected` for one surface: the same multiset
/// of cuts, and the same count of each kind.
fn check(s: Surface, expected: Vec<Expected>) {
    let expected = sorted(expected);
    assert_eq!(crate_cuts(s), expected, "cuts of {s}");
    for kind in CutKind::ALL {
        let ours = expected.iter().filter(|c| c.0 == kind.letter()).count() as u64;
        assert_eq!(count(s, kind), ours, "count of {kind} on {s}");
    }
}

#[test]
fn orientable_cuts_are_the_theorems_to_genus_200() {
    for g in 0..=MAX_GENUS {
        check(Surface::orientable(g), theorem_orientable(g));
    }
}

#[test]
fn nonorientable_cuts_are_the_theorems_to_genus_200() {
    for g in 1..=MAX_GENUS {
        check(Surface::nonorientable(g), theorem_nonorientable(g));
    }
}

#[test]
fn the_sphere_has_no_cuts_whichever_way_it_is_written() {
    // n0 is the sphere: the crate writes it o0, and neither (a)-(b) nor
    // (c)-(h) applies to it.
    assert_eq!(Surface::nonorientable(0), Surface::SPHERE);
    assert_eq!(Surface::orientable(0), Surface::SPHERE);
    assert!(theorem_orientable(0).is_empty());
    check(Surface::SPHERE, Vec::new());
    check(Surface::nonorientable(0), Vec::new());
}

#[test]
fn small_surfaces_have_the_cuts_worked_out_by_hand() {
    // A spot check of the enumerator itself, worked out by hand; the
    // results agree with Table 2.1's rows for n2 and n3, which list the
    // sphere from (e) and from (f) once and omit the case letters.
    // n2 -> n1 (c), n0 (e), o0 (f), (n1, n1) (g).
    let s = |v: &[&str]| v.iter().map(|x| x.to_string()).collect::<Vec<_>>();
    assert_eq!(
        sorted(theorem_nonorientable(2)),
        sorted(vec![
            cut('c', None, s(&["n1"])),
            cut('e', None, s(&["o0"])),
            cut('f', None, s(&["o0"])),
            cut('g', Some(1), s(&["n1", "n1"])),
        ])
    );
    // n3 -> n2 (c), o1 (d), n1 (e), (n1, n2) (g), (o1, n1) (h).
    assert_eq!(
        sorted(theorem_nonorientable(3)),
        sorted(vec![
            cut('c', None, s(&["n2"])),
            cut('d', None, s(&["o1"])),
            cut('e', None, s(&["n1"])),
            cut('g', Some(1), s(&["n1", "n2"])),
            cut('h', Some(2), s(&["n1", "o1"])),
        ])
    );
    // o4 -> o3 (a), (o1, o3) (b), (o2, o2) (b).
    assert_eq!(
        sorted(theorem_orientable(4)),
        sorted(vec![
            cut('a', None, s(&["o3"])),
            cut('b', Some(1), s(&["o1", "o3"])),
            cut('b', Some(2), s(&["o2", "o2"])),
        ])
    );
}

#[test]
fn every_cut_of_a_position_round_trips_as_text() {
    // Repeated surfaces need the component number in the text; spheres
    // have no cuts but must not confuse the numbering.
    for text in [
        "n7 + o4 + n7 + o0",
        "o0 + n2 + n2 + n2",
        "n12 + o9 + n1 + o1",
        "o3 + o3 + n5 + n6 + o0 + n5",
        "n30",
    ] {
        let p: Position = Manifold.parse_position(text).unwrap();
        let mut seen = 0;
        for mv in Manifold.moves(&p) {
            let written = Manifold.format_move(&p, &mv);
            assert_eq!(
                Manifold.parse_move(&p, &written),
                Ok(mv),
                "{text}: {written}"
            );
            seen += 1;
        }
        let expected: usize = p
            .surfaces()
            .iter()
            .map(|&s| match (s.is_sphere(), s.is_orientable()) {
                (true, _) => 0,
                (false, true) => theorem_orientable(s.genus()).len(),
                (false, false) => theorem_nonorientable(s.genus()).len(),
            })
            .sum();
        assert_eq!(seen, expected, "{text}: every cut was tried");
    }
}
