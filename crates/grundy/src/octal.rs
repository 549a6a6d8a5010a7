//! Octal games (Guy and Smith): heap games given by a code such as `4.3` or
//! `0.07`.
//!
//! Digit `k` of the code (digit 0 stands before the point) says what may be
//! done after taking `k` counters from one heap: bit 1 allows it when that
//! empties the heap, bit 2 when one heap is left, bit 4 when the rest is
//! split into two heaps. The game `4.3` (split a heap in two, or take one
//! counter) has the same values as `og` (Theorem 2.3).

use crate::game::ImpartialGame;
use crate::Nimber;
use std::fmt;

/// An octal game.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct OctalGame {
    digits: Vec<u8>,
}

/// Why an octal code is not valid.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OctalCodeError(String);

impl fmt::Display for OctalCodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for OctalCodeError {}

impl OctalGame {
    /// Reads a code such as `4.3`, `0.07` or `.6`.
    pub fn parse(code: &str) -> Result<OctalGame, OctalCodeError> {
        let code = code.trim();
        let (before, after) = code.split_once('.').unwrap_or((code, ""));
        let before = if before.is_empty() { "0" } else { before };
        if before.len() != 1 {
            return Err(OctalCodeError(format!(
                "'{code}': write one digit before the point, as in 4.3 or 0.07"
            )));
        }
        let mut digits = Vec::new();
        for c in before.chars().chain(after.chars()) {
            match c.to_digit(8) {
                Some(d) => digits.push(d as u8),
                None => {
                    return Err(OctalCodeError(format!(
                        "'{code}': octal digits are 0 to 7, not '{c}'"
                    )))
                }
            }
        }
        if digits.len() > 64 {
            return Err(OctalCodeError(format!(
                "'{code}' is too long (64 digits at most)"
            )));
        }
        Ok(OctalGame { digits })
    }

    fn digit(&self, k: usize) -> u8 {
        self.digits.get(k).copied().unwrap_or(0)
    }

    /// The values of single heaps of size `0..=n`, by the definition.
    pub fn series(&self, n: usize) -> Vec<Nimber> {
        let mut v: Vec<Nimber> = Vec::with_capacity(n + 1);
        for h in 0..=n {
            let mut options = Vec::new();
            for k in 0..=h.min(self.digits.len().saturating_sub(1)) {
                let d = self.digit(k);
                let rest = h - k;
                if d & 1 != 0 && rest == 0 && k > 0 {
                    options.push(Nimber(0));
                }
                if d & 2 != 0 && rest > 0 && k > 0 {
                    options.push(v[rest]);
                }
                if d & 4 != 0 && rest >= 2 {
                    for a in 1..=rest / 2 {
                        options.push(v[a] ^ v[rest - a]);
                    }
                }
            }
            v.push(Nimber::mex(options));
        }
        v
    }
}

impl fmt::Display for OctalGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut s: String = self.digits.iter().map(|d| char::from(b'0' + d)).collect();
        if s.len() > 1 {
            s.insert(1, '.');
        }
        f.write_str(&s)
    }
}

impl ImpartialGame for OctalGame {
    /// Heap sizes, sorted, empty heaps left out.
    type Position = Vec<u64>;

    fn moves(&self, heaps: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        for (i, &h) in heaps.iter().enumerate() {
            let others: Vec<u64> = heaps[..i].iter().chain(&heaps[i + 1..]).copied().collect();
            for k in 0..=h.min(self.digits.len() as u64 - 1) {
                let d = self.digit(k as usize);
                let rest = h - k;
                let mut push = |parts: &[u64]| {
                    let mut next = others.clone();
                    next.extend_from_slice(parts);
                    next.sort_unstable();
                    out.push(next);
                };
                if d & 1 != 0 && rest == 0 && k > 0 {
                    push(&[]);
                }
                if d & 2 != 0 && rest > 0 && k > 0 {
                    push(&[rest]);
                }
                if d & 4 != 0 && rest >= 2 {
                    for a in 1..=rest / 2 {
                        push(&[a, rest - a]);
                    }
                }
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Evaluator;

    #[test]
    fn codes_print_as_read() {
        assert_eq!(OctalGame::parse("4.3").unwrap().to_string(), "4.3");
        assert_eq!(OctalGame::parse(".07").unwrap().to_string(), "0.07");
        assert!(OctalGame::parse("4.9").is_err());
        assert!(OctalGame::parse("44.3").is_err());
    }

    #[test]
    fn dawsons_kayles_is_0_07() {
        // Dawson's Kayles: 0 0 1 1 2 0 3 1 1 0 3 3 2 2 4 0 5 2 2 3 3 (a
        // standard sequence, Winning Ways).
        let v: Vec<u64> = OctalGame::parse("0.07")
            .unwrap()
            .series(20)
            .iter()
            .map(|n| n.0)
            .collect();
        assert_eq!(
            v,
            [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3]
        );
    }

    #[test]
    fn series_equals_brute_force_on_heaps() {
        let game = OctalGame::parse("4.3").unwrap();
        let series = game.series(12);
        let mut eval = Evaluator::new(game);
        for (h, v) in series.iter().enumerate() {
            let p = if h == 0 { vec![] } else { vec![h as u64] };
            assert_eq!(eval.value(&p), *v, "heap {h}");
        }
    }
}
