use super::*;

fn kind_at(text: &str) -> (ParseErrorKind, usize) {
    let e = parse_position(text).unwrap_err();
    (e.kind, e.offset)
}

#[test]
fn names_and_sums() {
    let p: Position = "torus # rp2 + Klein + 2*sphere".parse().unwrap();
    assert_eq!(p.to_string(), "n3 + n2 + 2*o0");
}

#[test]
fn multiplier_applies_to_the_whole_component() {
    let p: Position = "2 * o1 # o2".parse().unwrap();
    assert_eq!(p.to_string(), "2*o3");
}

#[test]
fn whitespace_inside_a_term_is_ignored() {
    assert_eq!("N 1 2".parse::<Position>().unwrap().to_string(), "n12");
}

#[test]
fn errors_point_at_the_problem() {
    assert_eq!(kind_at("n-3"), (ParseErrorKind::NegativeGenus, 1));
    assert_eq!(kind_at("o3 + o"), (ParseErrorKind::MissingGenus, 6));
    assert_eq!(
        kind_at("o1 + x5"),
        (ParseErrorKind::UnknownTerm("x5".into()), 5)
    );
    assert_eq!(kind_at("o3 + + n2"), (ParseErrorKind::EmptyTerm, 5));
    assert_eq!(kind_at("o3 #"), (ParseErrorKind::EmptyTerm, 4));
    assert_eq!(
        kind_at("o18446744073709551616"),
        (ParseErrorKind::GenusTooLarge, 1)
    );
    assert_eq!(kind_at("0*o1"), (ParseErrorKind::BadMultiplier, 0));
    assert_eq!(
        kind_at("o1 ; o2"),
        (ParseErrorKind::UnexpectedCharacter(';'), 3)
    );
}

#[test]
fn largest_genus_parses() {
    let p: Position = "n18446744073709551615".parse().unwrap();
    assert_eq!(p.surfaces()[0].genus(), u64::MAX);
}

#[test]
fn connected_sum_overflow_is_an_error() {
    let (kind, offset) = kind_at("o18446744073709551615 # n1");
    assert_eq!((kind, offset), (ParseErrorKind::SumTooLarge, 24));
}
