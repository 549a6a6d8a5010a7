//! A rule set: which cut kinds (a)-(h) of Theorem 2.1 are allowed, and
//! whether play is normal or misère. Written in a game spec as
//! `manifold:rules=cgh`, `manifold:misere`, `manifold:rules=ab,misere`.

use crate::games::manifold::CutKind;
use std::fmt;

/// A non-empty set of cut kinds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Rules(u8);

impl Rules {
    /// Every cut kind: the paper's game.
    pub const ALL: Rules = Rules(0xff);

    /// The set with bit `i` for the kind at index `i` of [`CutKind::ALL`];
    /// `None` for the empty set.
    pub const fn from_bits(bits: u8) -> Option<Rules> {
        if bits == 0 {
            None
        } else {
            Some(Rules(bits))
        }
    }

    /// The bits, one per kind in the paper's order.
    pub const fn bits(self) -> u8 {
        self.0
    }

    /// Every non-empty rule set, 255 of them, in order of their bits.
    pub fn every() -> impl Iterator<Item = Rules> {
        (1..=255u8).map(Rules)
    }

    /// True when `kind` is allowed.
    pub const fn allows(self, kind: CutKind) -> bool {
        self.0 & (1 << kind as u8) != 0
    }

    /// The allowed kinds, in the paper's order.
    pub fn kinds(self) -> impl Iterator<Item = CutKind> {
        CutKind::ALL.into_iter().filter(move |&k| self.allows(k))
    }

    /// The letters of the allowed kinds, in the paper's order (`cgh`).
    pub fn letters(self) -> String {
        self.kinds().map(CutKind::letter).collect()
    }

    /// Reads letters `a` to `h` in any order.
    pub fn parse(text: &str) -> Result<Rules, RulesError> {
        let mut bits = 0u8;
        for (at, c) in text.char_indices() {
            let kind = CutKind::from_letter(c).ok_or(RulesError::NotAKind { at, found: c })?;
            bits |= 1 << kind as u8;
        }
        Rules::from_bits(bits).ok_or(RulesError::Empty)
    }

    /// How much of a surface's weight `w = 2 − χ` a cut of `kind` removes
    /// (`w(og) = 2g`, `w(ng) = g`): 2 for (a), (e), (f); 1 for (c), (d);
    /// none for the splits (b), (g), (h).
    pub const fn removal(kind: CutKind) -> u64 {
        match kind {
            CutKind::A | CutKind::E | CutKind::F => 2,
            CutKind::C | CutKind::D => 1,
            CutKind::B | CutKind::G | CutKind::H => 0,
        }
    }

    /// The most weight any allowed cut removes.
    pub fn max_removal(self) -> u64 {
        self.kinds().map(Rules::removal).max().unwrap_or(0)
    }
}

impl fmt::Display for Rules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.letters())
    }
}

/// Why a text is not a rule set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RulesError {
    /// A character that is not one of the letters `a` to `h`.
    NotAKind {
        /// Byte offset of the character.
        at: usize,
        /// The character.
        found: char,
    },
    /// No kind at all.
    Empty,
}

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RulesError::NotAKind { found, .. } => write!(
                f,
                "'{found}' is not a cut kind: the kinds are the letters a to h of Theorem 2.1"
            ),
            RulesError::Empty => f.write_str("a rule set needs at least one cut kind (a to h)"),
        }
    }
}

impl std::error::Error for RulesError {}

/// A variant of the surface game: its rules and its play convention.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Variant {
    /// The allowed cut kinds.
    pub rules: Rules,
    /// Misère play: whoever makes the last cut loses.
    pub misere: bool,
}

impl Variant {
    /// The paper's game: every cut, normal play.
    pub const PAPER: Variant = Variant {
        rules: Rules::ALL,
        misere: false,
    };

    /// True for the paper's own game.
    pub fn is_paper(self) -> bool {
        self == Variant::PAPER
    }

    /// The spec: `manifold`, `manifold:rules=cgh`, `manifold:misere`,
    /// `manifold:rules=ab,misere`.
    pub fn spec(self) -> String {
        let mut options = Vec::new();
        if self.rules != Rules::ALL {
            options.push(format!("rules={}", self.rules));
        }
        if self.misere {
            options.push("misere".to_string());
        }
        if options.is_empty() {
            "manifold".to_string()
        } else {
            format!("manifold:{}", options.join(","))
        }
    }

    /// Reads what follows `manifold:` in a spec (empty for the paper's
    /// game): comma-separated `rules=LETTERS` and `misere` (or `misère`,
    /// `normal`), each at most once.
    pub fn parse_options(text: &str) -> Result<Variant, VariantError> {
        let mut variant = Variant::PAPER;
        let (mut rules_seen, mut play_seen) = (false, false);
        if text.is_empty() {
            return Ok(variant);
        }
        for option in text.split(',') {
            let option = option.trim();
            if let Some(letters) = option.strip_prefix("rules=") {
                if std::mem::replace(&mut rules_seen, true) {
                    return Err(VariantError::Repeated("rules"));
                }
                variant.rules = Rules::parse(letters).map_err(VariantError::Rules)?;
            } else if matches!(option, "misere" | "misère" | "normal") {
                if std::mem::replace(&mut play_seen, true) {
                    return Err(VariantError::Repeated("misere"));
                }
                variant.misere = option != "normal";
            } else {
                return Err(VariantError::Unknown(option.chars().take(40).collect()));
            }
        }
        Ok(variant)
    }

    /// The variant in words: "cuts (c), (g), (h), misère play".
    pub fn describe(self) -> String {
        let kinds: Vec<String> = self.rules.kinds().map(|k| k.to_string()).collect();
        let cuts = if self.rules == Rules::ALL {
            "every cut (a)–(h)".to_string()
        } else if kinds.len() == 1 {
            format!("only cut {}", kinds[0])
        } else {
            format!("cuts {}", kinds.join(", "))
        };
        format!(
            "{cuts}, {} play",
            if self.misere { "misère" } else { "normal" }
        )
    }
}

/// Why the options of a `manifold:` spec cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VariantError {
    /// The letters after `rules=`.
    Rules(RulesError),
    /// An option given twice.
    Repeated(&'static str),
    /// An option that is not `rules=…` or `misere`.
    Unknown(String),
}

impl fmt::Display for VariantError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VariantError::Rules(e) => e.fmt(f),
            VariantError::Repeated(name) => write!(f, "the option '{name}' is given twice"),
            VariantError::Unknown(option) => write!(
                f,
                "'{option}' is not an option of the surface game: use rules=LETTERS (a to h) \
                 and misere, as in manifold:rules=cgh,misere"
            ),
        }
    }
}

impl std::error::Error for VariantError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_read_in_any_order_and_print_in_the_papers() {
        let r = Rules::parse("hgc").unwrap();
        assert_eq!(r.letters(), "cgh");
        assert!(r.allows(CutKind::G) && !r.allows(CutKind::A));
        assert_eq!(r.max_removal(), 1);
        assert_eq!(Rules::ALL.letters(), "abcdefgh");
        assert_eq!(Rules::ALL.max_removal(), 2);
        assert_eq!(Rules::parse("bgh").unwrap().max_removal(), 0);
        assert_eq!(Rules::every().count(), 255);
    }

    #[test]
    fn bad_rule_sets_say_what_is_wrong() {
        assert_eq!(Rules::parse(""), Err(RulesError::Empty));
        assert_eq!(
            Rules::parse("abz"),
            Err(RulesError::NotAKind { at: 2, found: 'z' })
        );
        assert!(Rules::parse("abz").unwrap_err().to_string().contains("'z'"));
    }

    #[test]
    fn specs_round_trip() {
        for text in [
            "",
            "rules=cgh",
            "misere",
            "rules=ab,misere",
            "misere,rules=ba",
        ] {
            let v = Variant::parse_options(text).unwrap();
            let spec = v.spec();
            let options = spec
                .strip_prefix("manifold")
                .unwrap()
                .trim_start_matches(':');
            assert_eq!(Variant::parse_options(options).unwrap(), v, "{text}");
        }
        assert_eq!(Variant::parse_options("").unwrap().spec(), "manifold");
        assert_eq!(
            Variant::parse_options("rules=abcdefgh").unwrap(),
            Variant::PAPER
        );
        assert_eq!(
            Variant::parse_options("rules=ba,misere").unwrap().spec(),
            "manifold:rules=ab,misere"
        );
        assert_eq!(
            Variant::parse_options("rules=a,rules=b"),
            Err(VariantError::Repeated("rules"))
        );
        assert!(matches!(
            Variant::parse_options("fast"),
            Err(VariantError::Unknown(_))
        ));
        assert!(matches!(
            Variant::parse_options("rules="),
            Err(VariantError::Rules(RulesError::Empty))
        ));
    }
}
