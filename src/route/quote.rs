//! Input quoted back in a message: at most a line of it, with its length
//! and, where the reader knows it, the place where it went wrong. A
//! notice that repeated a 100,000-character address whole would fill
//! screens and say nothing more.

use crate::text::with_separators;

/// Longest part of a value quoted back in a message.
pub const QUOTE_LIMIT: usize = 40;

/// Longest message about one part of an address, however much of the
/// input a reader's own message repeats.
pub const MESSAGE_LIMIT: usize = 700;

/// Longest run of characters without a space kept in a message: a
/// reader's message may repeat the input, which is then cut to a line.
/// (A quote of [`quoted_at`], with its marks, is a little longer than
/// [`QUOTE_LIMIT`], and stays whole.)
const RUN_LIMIT: usize = QUOTE_LIMIT + 8;

fn characters(n: usize) -> String {
    format!("{} characters", with_separators(n as u128))
}

/// The value quoted in a message: whole when short, else its first
/// [`QUOTE_LIMIT`] characters and its length.
pub fn quoted(value: &str) -> String {
    let total = value.chars().count();
    if total <= QUOTE_LIMIT {
        format!("'{value}'")
    } else {
        let head: String = value.chars().take(QUOTE_LIMIT).collect();
        format!("'{head}…' ({})", characters(total))
    }
}

/// The value quoted around the character at byte `offset`, where a reader
/// found a mistake: whole when short, else the [`QUOTE_LIMIT`] characters
/// around that place and its length (the message says the place).
pub fn quoted_at(value: &str, offset: usize) -> String {
    let total = value.chars().count();
    if total <= QUOTE_LIMIT {
        return format!("'{value}'");
    }
    let mut byte = offset.min(value.len());
    while !value.is_char_boundary(byte) {
        byte -= 1;
    }
    let at = value[..byte].chars().count();
    let start = at.saturating_sub(QUOTE_LIMIT / 2).min(total - QUOTE_LIMIT);
    let body: String = value.chars().skip(start).take(QUOTE_LIMIT).collect();
    let before = if start > 0 { "…" } else { "" };
    let after = if start + QUOTE_LIMIT < total {
        "…"
    } else {
        ""
    };
    format!("'{before}{body}{after}' ({})", characters(total))
}

/// A message cut to a line: every run of more than [`QUOTE_LIMIT`]
/// characters without a space shortened with its length, and the whole
/// to [`MESSAGE_LIMIT`] characters, for messages that repeat what was
/// typed.
pub fn clipped(message: &str) -> String {
    let mut out = String::new();
    let mut run = String::new();
    let mut run_len = 0;
    let flush = |out: &mut String, run: &mut String, run_len: &mut usize| {
        if *run_len > RUN_LIMIT {
            let head: String = run.chars().take(RUN_LIMIT).collect();
            out.push_str(&format!("{head}… ({})", characters(*run_len)));
        } else {
            out.push_str(run);
        }
        run.clear();
        *run_len = 0;
    };
    for c in message.chars() {
        if c.is_whitespace() {
            flush(&mut out, &mut run, &mut run_len);
            out.push(c);
        } else {
            if run_len <= RUN_LIMIT {
                run.push(c);
            }
            run_len += 1;
        }
    }
    flush(&mut out, &mut run, &mut run_len);
    if out.chars().count() > MESSAGE_LIMIT {
        let head: String = out.chars().take(MESSAGE_LIMIT).collect();
        format!("{}…", head.trim_end())
    } else {
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_short_value_is_quoted_whole() {
        assert_eq!(quoted("3+5"), "'3+5'");
        assert_eq!(quoted_at("3+zz", 2), "'3+zz'");
    }

    #[test]
    fn a_long_value_is_quoted_around_its_mistake_with_its_length() {
        let value = format!("{}zz", "3+".repeat(50_000));
        let q = quoted_at(&value, 100_000);
        assert!(q.contains("3+3+zz'"), "{q}");
        assert!(q.starts_with("'…"), "{q}");
        assert!(q.ends_with("zz' (100,002 characters)"), "{q}");
        assert!(q.chars().count() < 120, "{q}");
        // At the start: no ellipsis before.
        let q = quoted_at(&format!("x{}", "3".repeat(1000)), 0);
        assert!(q.starts_with("'x333"), "{q}");
    }

    #[test]
    fn a_place_inside_a_character_is_taken_at_its_start() {
        let value = format!("{}é{}", "a".repeat(60), "b".repeat(60));
        let q = quoted_at(&value, 61);
        assert!(q.starts_with(&format!("'…{}é", "a".repeat(20))), "{q}");
    }

    #[test]
    fn a_message_repeating_a_long_input_is_cut_to_a_line() {
        let echo = format!("the octal code '{}' cannot be read", "x".repeat(100_000));
        let m = clipped(&echo);
        assert!(m.chars().count() < 120, "{m}");
        assert!(m.contains("(100,002 characters)"), "{m}");
        assert!(m.ends_with("cannot be read"), "{m}");
        let spaced = "a ".repeat(10_000);
        let cut = clipped(&spaced);
        assert!(
            cut.chars().count() <= MESSAGE_LIMIT + 1 && cut.ends_with('…'),
            "{cut}"
        );
        assert_eq!(clipped("Moore's Nim takes k"), "Moore's Nim takes k");
    }
}
