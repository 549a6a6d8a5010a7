use super::*;

fn listing(s: Surface) -> Vec<String> {
    Cuts::new(s).map(|c| c.to_string()).collect()
}

#[test]
fn sphere_has_no_cuts() {
    assert_eq!(Cuts::new(Surface::SPHERE).count(), 0);
    assert_eq!(total_count(Surface::SPHERE), 0);
}

#[test]
fn klein_bottle_cuts_keep_their_kinds() {
    assert_eq!(
        listing(Surface::nonorientable(2)),
        [
            "(c) n2 -> n1",
            "(e) n2 -> o0",
            "(f) n2 -> o0",
            "(g) n2 -> n1 + n1"
        ]
    );
}

#[test]
fn n5_cuts() {
    assert_eq!(
        listing(Surface::nonorientable(5)),
        [
            "(c) n5 -> n4",
            "(d) n5 -> o2",
            "(e) n5 -> n3",
            "(g) n5 -> n1 + n4",
            "(g) n5 -> n2 + n3",
            "(h) n5 -> o1 + n3",
            "(h) n5 -> o2 + n1"
        ]
    );
}

#[test]
fn counts_match_enumeration() {
    for g in 0..40 {
        for s in [Surface::orientable(g), Surface::nonorientable(g)] {
            assert_eq!(total_count(s), Cuts::new(s).count() as u128, "{s}");
            for k in CutKind::ALL {
                assert_eq!(count(s, k), Cuts::of_kind(s, k).count() as u64, "{s} {k}");
            }
        }
    }
}

#[test]
fn huge_genus_is_lazy_and_exact() {
    let s = Surface::nonorientable(u64::MAX);
    assert_eq!(count(s, CutKind::G), u64::MAX / 2);
    let last = Cut::split(s, CutKind::H, u64::MAX - 1).unwrap();
    assert_eq!(
        last.result().as_slice(),
        [Surface::orientable(u64::MAX / 2), Surface::nonorientable(1)]
    );
    assert_eq!(Cuts::new(s).take(5).count(), 5);
}

#[test]
fn mixed_forms() {
    let n5 = Surface::nonorientable(5);
    assert_eq!(
        Cut::new(n5, CutKind::D).unwrap().drawn_on().to_string(),
        "o2 # n1"
    );
    let n6 = Surface::nonorientable(6);
    assert_eq!(
        Cut::new(n6, CutKind::F).unwrap().drawn_on().to_string(),
        "o2 # n2"
    );
    assert_eq!(
        Cut::split(n6, CutKind::H, 4)
            .unwrap()
            .drawn_on()
            .to_string(),
        "o2 # n2"
    );
}

#[test]
fn bad_parameters_are_rejected() {
    let n6 = Surface::nonorientable(6);
    assert!(matches!(
        Cut::split(n6, CutKind::H, 3),
        Err(CutError::BadParameter { .. })
    ));
    assert!(matches!(
        Cut::split(n6, CutKind::G, 4),
        Err(CutError::BadParameter { .. })
    ));
    assert!(matches!(
        Cut::new(n6, CutKind::D),
        Err(CutError::NotAvailable { .. })
    ));
    assert!(matches!(
        Cut::new(n6, CutKind::G),
        Err(CutError::NeedsParameter(_))
    ));
}
