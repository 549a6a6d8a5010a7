use super::*;
use crate::games::lab::Rules;
use crate::misere::tame_outcome;

fn variant(rules: &str) -> Variant {
    Variant {
        rules: Rules::parse(rules).unwrap(),
        misere: true,
    }
}

/// Whether the tame rule gives the searched outcome of every position of
/// weight at most `max` whose surfaces all have tame genera.
fn tame_rule_holds(v: Variant, max: u64) -> usize {
    let game = LabGame::new(v);
    let mut genera = GenusSolver::new(game.clone());
    let mut outcomes = MisereSolver::new(game);
    let mut checked = 0;
    for p in positions_to(max) {
        let parts: Vec<Genus> = p
            .surfaces()
            .iter()
            .map(|&s| genera.genus(&Position::new(vec![s])).unwrap())
            .collect();
        if let Some(o) = tame_outcome(&parts) {
            assert_eq!(o, outcomes.outcome(&p), "{p:?}");
            checked += 1;
        }
    }
    checked
}

#[test]
fn positions_are_counted_by_weight() {
    // Multisets of n_w (every weight w) and o_{w/2} (even w), counted by
    // the generating function 1 / ((1 - x)(1 - x^2)^2(1 - x^3)(1 - x^4)^2...):
    // 1, 1, 3, 4, 9, 12, ... positions of each weight, 734 to weight 12.
    assert_eq!(positions_to(12).len(), 734);
    assert_eq!(positions_to(4).len(), 1 + 1 + 3 + 4 + 9);
    assert!(positions_to(0)[0].is_empty());
    for max in [0, 5, 12] {
        assert_eq!(positions_to_count(max), positions_to(max).len() as u64);
    }
    assert_eq!(positions_to_count(36), 889_844);
}

#[test]
fn the_papers_rules_in_misere_play() {
    let report = misere_report(variant("abcdefgh"), 10, 6).unwrap();
    assert_eq!(report.surfaces.len(), surfaces_to(10).len());
    assert_eq!(report.surfaces[0].surface, "n1");
    // n1 has one move, to the sphere: its genus is that of *1.
    assert_eq!(report.surfaces[0].genus.to_string(), "1^031");
}

#[test]
fn the_tame_rule_decides_sums_of_tame_surfaces() {
    for rules in ["abcdefgh", "a", "cgh", "d", "be"] {
        tame_rule_holds(variant(rules), 9);
    }
}

#[test]
fn a_wild_rule_set_gets_an_observed_quotient() {
    let wild = ["abcdefgh", "cgh", "bd", "adf", "ce"]
        .into_iter()
        .map(|r| misere_report(variant(r), 12, 6).unwrap())
        .find(|r| !r.tame())
        .expect("some rule set is wild within weight 12");
    let q = wild.quotient.as_ref().unwrap();
    assert!(q.classes.len() >= 2);
    assert_eq!(q.classes[0].representative, "0");
    assert!(
        !q.classes[0].p,
        "the empty position is won by the player to move"
    );
    assert_eq!(q.sums.len(), q.classes.len());
}
