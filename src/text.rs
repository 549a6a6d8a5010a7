//! Numbers as people type and read them: one syntax for every number field
//! of the app (a genus, a heap, a split parameter, a series bound), and
//! large numbers, durations and what a series is known to do written for
//! reading.

pub use grundy::number::{parse_number, NumberError};

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

pub use figures::series::{period_sentence, status_label, status_words};

#[cfg(test)]
mod tests {
    use super::*;

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
