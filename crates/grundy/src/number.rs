//! Numbers as people type them: one syntax for every number a page field
//! or the command line reads (a genus, a heap, a bound).

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
}
