//! Numbers as people type and read them: one syntax for every number field
//! of the app (a genus, a heap, a split parameter, a series bound), and
//! large numbers and durations written for reading.

/// What a typed number is, when it is not a number in range.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NumberError {
    /// Nothing typed.
    Empty,
    /// Not a whole number in any accepted form.
    NotANumber,
    /// A whole number above the field's largest value.
    TooLarge,
}

/// Reads a whole number as typed anywhere in the app: digits, optionally
/// grouped with `,`, `_`, spaces or thin spaces (`20,000`), or a power of
/// ten, `10^6` or `2e5`. Values above `max` are [`NumberError::TooLarge`].
pub fn parse_number(text: &str, max: u64) -> Result<u64, NumberError> {
    let t: String = text
        .trim()
        .chars()
        .filter(|c| !matches!(c, ',' | '_' | ' ' | '\u{2009}' | '\u{202f}'))
        .collect();
    if t.is_empty() {
        return Err(NumberError::Empty);
    }
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    // Anything that is all digits but too long for u64 is too large, not
    // malformed.
    let whole = |s: &str| -> Result<u128, NumberError> {
        if !digits(s) {
            return Err(NumberError::NotANumber);
        }
        Ok(s.parse::<u128>().unwrap_or(u128::MAX))
    };
    let n: u128 = if let Some((base, exp)) = t.split_once('^') {
        if base != "10" {
            return Err(NumberError::NotANumber);
        }
        let e = whole(exp)?;
        10u128.checked_pow(e.min(64) as u32).unwrap_or(u128::MAX)
    } else if let Some((base, exp)) = t.split_once(['e', 'E']) {
        let (b, e) = (whole(base)?, whole(exp)?);
        10u128
            .checked_pow(e.min(64) as u32)
            .and_then(|p| b.checked_mul(p))
            .unwrap_or(u128::MAX)
    } else {
        whole(&t)?
    };
    if n > u128::from(max) {
        Err(NumberError::TooLarge)
    } else {
        Ok(n as u64)
    }
}

/// A stepper's next value: one up or down from what is typed, kept within
/// `min..=max`. A value past `max` (too large to read) steps down to `max`,
/// not to the bottom; text that is not a number starts again from `min`.
pub fn step_number(text: &str, min: u64, max: u64, up: bool) -> u64 {
    match parse_number(text, max) {
        Ok(n) if up => n.saturating_add(1).clamp(min, max),
        Ok(n) => n.saturating_sub(1).clamp(min, max),
        Err(NumberError::TooLarge) => max,
        Err(_) => min,
    }
}

pub use figures::text::{count_in_words, plural, with_separators};

/// Milliseconds for people: "812 ms", "3.4 s", "1 min 12 s". Whole numbers
/// only, so no float formatting is needed.
pub fn format_ms(ms: u64) -> String {
    if ms < 1_000 {
        format!("{ms} ms")
    } else if ms < 60_000 {
        let tenths = (ms + 50) / 100;
        format!("{}.{} s", tenths / 10, tenths % 10)
    } else {
        let s = (ms + 500) / 1_000;
        format!("{} min {} s", s / 60, s % 60)
    }
}

/// `word` with its first letter capitalised (ASCII words only).
pub fn capitalised(word: &str) -> String {
    let mut out = word.to_string();
    if let Some(first) = out.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_syntax_for_every_number_field() {
        for (text, n) in [
            ("40", 40),
            (" 20,000 ", 20_000),
            ("1_000", 1_000),
            ("10^6", 1_000_000),
            ("2e4", 20_000),
            ("1e5", 100_000),
            ("18446744073709551615", u64::MAX),
        ] {
            assert_eq!(parse_number(text, u64::MAX), Ok(n), "{text}");
        }
        assert_eq!(parse_number("", 9), Err(NumberError::Empty));
        for text in ["-3", "4.5", "x", "3^2", "e5", "1e", "10^"] {
            assert_eq!(
                parse_number(text, u64::MAX),
                Err(NumberError::NotANumber),
                "{text}"
            );
        }
        for text in [
            "18446744073709551616",
            "99999999999999999999999",
            "10^7",
            "1e99",
        ] {
            assert_eq!(
                parse_number(text, 1_000_000),
                Err(NumberError::TooLarge),
                "{text}"
            );
        }
    }

    #[test]
    fn the_stepper_steps_down_from_a_value_too_large() {
        assert_eq!(
            step_number("99999999999999999999999", 0, u64::MAX, false),
            u64::MAX
        );
        assert_eq!(
            step_number("18446744073709551615", 0, u64::MAX, false),
            u64::MAX - 1
        );
        assert_eq!(
            step_number("18446744073709551615", 0, u64::MAX, true),
            u64::MAX
        );
        assert_eq!(step_number("abc", 0, 10, true), 0);
        assert_eq!(step_number("0", 0, 10, false), 0);
        assert_eq!(step_number("1e3", 0, 5000, true), 1001);
    }

    #[test]
    fn large_numbers_and_durations_read_naturally() {
        assert_eq!(with_separators(0), "0");
        assert_eq!(with_separators(1_000_000), "1,000,000");
        assert_eq!(
            with_separators(u128::from(u64::MAX)),
            "18,446,744,073,709,551,615"
        );
        assert_eq!(
            count_in_words(5, "cross-cap", "cross-caps"),
            "five cross-caps"
        );
        assert_eq!(count_in_words(13, "handle", "handles"), "13 handles");
        assert_eq!(format_ms(812), "812 ms");
        assert_eq!(format_ms(3_420), "3.4 s");
        assert_eq!(format_ms(72_000), "1 min 12 s");
    }
}
