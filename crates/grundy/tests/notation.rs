//! The notation: round trips, every kind of bad input, and no panic on any
//! input (a deterministic generator produces the cases).

use grundy::manifold::{parse_position, ParseErrorKind, Position, Surface, MAX_SURFACES};

/// A small deterministic generator (xorshift), so failures reproduce.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
    fn genus(&mut self) -> u64 {
        match self.below(4) {
            0 => self.below(4),
            1 => self.below(100),
            2 => u64::MAX - self.below(3),
            _ => self.next(),
        }
    }
}

const CASES: u64 = 100_000;

#[test]
fn print_then_parse_is_the_identity() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    for _ in 0..CASES {
        let n = rng.below(6) as usize;
        let p: Position = (0..n)
            .map(|_| {
                let g = rng.genus();
                if rng.below(2) == 0 {
                    Surface::orientable(g)
                } else {
                    Surface::nonorientable(g)
                }
            })
            .collect();
        let text = p.to_string();
        assert_eq!(text.parse::<Position>().as_ref(), Ok(&p), "{text}");
    }
}

#[test]
fn runs_of_equal_surfaces_print_with_a_multiplier() {
    let p: Position = "n2 + n2 + n2 + o1 + n2".parse().unwrap();
    assert_eq!(p.to_string(), "3*n2 + o1 + n2");
    assert_eq!(p.to_string().parse::<Position>().unwrap(), p);
}

#[test]
fn case_and_whitespace_do_not_matter() {
    let a: Position = "  O3+N5 ".parse().unwrap();
    let b: Position = "o3 + n5".parse().unwrap();
    assert_eq!(a, b);
}

#[test]
fn names_are_the_common_surfaces() {
    let p: Position = "sphere + torus + rp2 + projective-plane + klein + Klein-Bottle"
        .parse()
        .unwrap();
    assert_eq!(p.to_string(), "o0 + o1 + 2*n1 + 2*n2");
}

#[test]
fn connected_sums_follow_the_classification() {
    for (text, expect) in [
        ("o2 # o3", "o5"),
        ("o2 # n1", "n5"),
        ("n1 # o2", "n5"),
        ("n2 # n3", "n5"),
        ("torus # rp2", "n3"),
        ("sphere # klein", "n2"),
        ("2*torus # torus", "2*o2"),
    ] {
        assert_eq!(
            text.parse::<Position>().unwrap().to_string(),
            expect,
            "{text}"
        );
    }
}

#[test]
fn the_empty_text_is_the_empty_position() {
    assert_eq!("".parse::<Position>().unwrap(), Position::default());
    assert_eq!("   ".parse::<Position>().unwrap().to_string(), "");
}

#[test]
fn bad_input_is_reported_with_its_place() {
    let cases: &[(&str, ParseErrorKind, usize)] = &[
        ("n-3", ParseErrorKind::NegativeGenus, 1),
        ("o", ParseErrorKind::MissingGenus, 1),
        ("n2 + o", ParseErrorKind::MissingGenus, 6),
        ("x5", ParseErrorKind::UnknownTerm("x5".into()), 0),
        (
            "o3 + torusx",
            ParseErrorKind::UnknownTerm("torusx".into()),
            5,
        ),
        ("o18446744073709551616", ParseErrorKind::GenusTooLarge, 1),
        ("n99999999999999999999999", ParseErrorKind::GenusTooLarge, 1),
        ("o1 +", ParseErrorKind::EmptyTerm, 4),
        ("+ o1", ParseErrorKind::EmptyTerm, 0),
        ("o1 + + o2", ParseErrorKind::EmptyTerm, 5),
        ("o1 # # o2", ParseErrorKind::EmptyTerm, 5),
        ("0*n2", ParseErrorKind::BadMultiplier, 0),
        ("10001*n2", ParseErrorKind::BadMultiplier, 0),
        ("3*", ParseErrorKind::EmptyTerm, 2),
        ("o1 & o2", ParseErrorKind::UnexpectedCharacter('&'), 3),
        ("o1 ⊕ o2", ParseErrorKind::UnexpectedCharacter('⊕'), 3),
        (
            "n9223372036854775808 # n9223372036854775808",
            ParseErrorKind::SumTooLarge,
            23,
        ),
        ("o9223372036854775808 # n1", ParseErrorKind::SumTooLarge, 23),
    ];
    for (text, kind, offset) in cases {
        let err = parse_position(text).unwrap_err();
        assert_eq!((&err.kind, err.offset), (kind, *offset), "{text}: {err}");
        assert!(!err.to_string().is_empty());
    }
}

#[test]
fn too_many_surfaces_is_an_error() {
    let text = format!("{MAX_SURFACES}*o1 + n1");
    let err = parse_position(&text).unwrap_err();
    assert_eq!(err.kind, ParseErrorKind::TooManySurfaces);
    assert!(parse_position(&format!("{MAX_SURFACES}*o1")).is_ok());
}

#[test]
fn no_input_makes_the_parser_panic() {
    let alphabet: Vec<char> = "on0123456789+#* -_()\u{2295}xXkleinrp2torusphe\t\n,;ß9"
        .chars()
        .collect();
    let mut rng = Rng(42);
    for _ in 0..CASES {
        let len = rng.below(24) as usize;
        let text: String = (0..len)
            .map(|_| alphabet[rng.below(alphabet.len() as u64) as usize])
            .collect();
        match parse_position(&text) {
            Ok(p) => assert_eq!(p.to_string().parse::<Position>().unwrap(), p, "{text:?}"),
            Err(e) => assert!(
                e.offset <= text.len() && text.is_char_boundary(e.offset),
                "{text:?}: {e:?}"
            ),
        }
    }
}

#[test]
fn very_long_and_deeply_summed_input_is_handled() {
    let long = vec!["o1"; 20_000].join(" # ");
    assert_eq!(long.parse::<Position>().unwrap().to_string(), "o20000");
    let wide = vec!["n1"; MAX_SURFACES as usize + 1].join("+");
    assert_eq!(
        parse_position(&wide).unwrap_err().kind,
        ParseErrorKind::TooManySurfaces
    );
}
