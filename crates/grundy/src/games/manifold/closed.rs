//! The closed forms of Theorems 2.3 and 2.4: `G(og)` and `G(ng)` at every
//! genus, and the certificates that make the finitely many values behind
//! them a proof.

use super::surface::{Orientability, Surface};
use crate::periodicity::{guy_smith, Certificate, Periodicity};
use crate::Nimber;

/// `G(og)` by Theorem 2.3: the series `0 1 (2 0)` repeating.
pub const fn orientable_value(g: u64) -> Nimber {
    Nimber(match g {
        0 => 0,
        1 => 1,
        g if g % 2 == 0 => 2,
        _ => 0,
    })
}

/// `G(ng)` by Theorem 2.4: the series `0 1 2 (4 6 0 3)` repeating.
pub const fn nonorientable_value(g: u64) -> Nimber {
    const PERIOD: [u64; 4] = [4, 6, 0, 3];
    Nimber(match g {
        0 => 0,
        1 => 1,
        2 => 2,
        g => PERIOD[((g - 3) % 4) as usize],
    })
}

/// `G(og)` or `G(ng)` by the closed forms.
pub const fn closed_value(kind: Orientability, g: u64) -> Nimber {
    match kind {
        Orientability::Orientable => orientable_value(g),
        Orientability::Nonorientable => nonorientable_value(g),
    }
}

/// The G-value of one surface, by the closed forms.
pub const fn surface_value(s: Surface) -> Nimber {
    closed_value(s.orientability(), s.genus())
}

/// The certificate that the series seen in `values` (brute force, index =
/// genus) repeats for ever, where the paper's argument covers it:
///
/// - `og` is octal game 4.3 (Theorem 2.3): a move takes at most one
///   counter and leaves at most two heaps, so the theorem of Guy and Smith
///   applies to any period seen in a long enough run.
/// - `ng` (Theorem 2.4): the paper checks `G(n(g + 4)) = G(ng)` for
///   `3 <= g <= 10` on Table 2.1 and shows by induction, case by case over
///   the cuts (c)-(h), that it then holds for every larger genus; that
///   argument is for period 4 from genus 3, with `og` periodic from genus 2.
pub fn certificate(
    kind: Orientability,
    values: &[Nimber],
    seen: &Periodicity,
) -> Option<Certificate> {
    match kind {
        Orientability::Orientable => {
            guy_smith(values, seen.preperiod, seen.period, 1).map(|c| Certificate {
                theorem: "Theorem 2.3 (og is octal game 4.3), by the periodicity theorem of Guy \
                          and Smith"
                    .to_string(),
                ..c
            })
        }
        Orientability::Nonorientable => {
            let (pre, period, last) = (3u64, 4u64, 10u64);
            let covered = values.len() as u64 > last + period;
            let holds = covered
                && (pre..=last).all(|g| values[(g + period) as usize] == values[g as usize]);
            (holds && seen.preperiod == pre && seen.period == period).then(|| Certificate {
                theorem: "Theorem 2.4 (Berman and Leonard)".to_string(),
                statement: format!(
                    "G(n(g + {period})) = G(ng) checked for {pre} ≤ g ≤ {last}, as in Table 2.1; \
                     the paper's induction over the cuts (c)–(h) carries it to every g ≥ {pre}"
                ),
                preperiod: pre,
                period,
                window: (pre, last),
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::periodicity::find_periodicity;

    fn series(kind: Orientability, n: u64) -> Vec<Nimber> {
        (0..=n).map(|g| closed_value(kind, g)).collect()
    }

    #[test]
    fn both_series_have_certificates_from_short_runs() {
        for kind in [Orientability::Orientable, Orientability::Nonorientable] {
            let v = series(kind, 40);
            let p = find_periodicity(&v).unwrap();
            let c = certificate(kind, &v, &p).unwrap();
            assert_eq!((c.preperiod, c.period), (p.preperiod, p.period));
        }
    }

    #[test]
    fn too_short_a_run_proves_nothing() {
        let v = series(Orientability::Nonorientable, 12);
        // Too few values to report the period as observed, and too few for
        // the paper's check.
        assert_eq!(find_periodicity(&v), None);
        let p = Periodicity {
            preperiod: 3,
            period: 4,
            checked_to: 12,
        };
        assert_eq!(certificate(Orientability::Nonorientable, &v, &p), None);
    }
}
