//! Numbers and counts in words, as the figures' labels and names write
//! them.

/// `1000000` as `1,000,000`.
pub fn with_separators(n: u128) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// "five cross-caps", "one handle", "13 handles": words up to twelve,
/// digits beyond.
pub fn count_in_words(n: u64, one: &str, many: &str) -> String {
    const WORDS: [&str; 13] = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve",
    ];
    let number = match usize::try_from(n) {
        Ok(i) if i < WORDS.len() => WORDS[i].to_string(),
        _ => with_separators(u128::from(n)),
    };
    format!("{number} {}", plural(n, one, many))
}

/// `one` for 1, `many` otherwise.
pub fn plural<'a>(n: u64, one: &'a str, many: &'a str) -> &'a str {
    if n == 1 {
        one
    } else {
        many
    }
}

/// What is said of `n` things left undrawn: "… and 9,988 more surfaces".
pub fn and_more(n: u64, one: &str, many: &str) -> String {
    format!(
        "… and {} more {}",
        with_separators(u128::from(n)),
        plural(n, one, many)
    )
}

/// `items` joined by ` + `, the first `max` of them, then how many more:
/// `n5 + n5 + … (10,000 in all)`.
pub fn joined(items: impl ExactSizeIterator<Item = String>, max: usize) -> String {
    let total = items.len();
    let mut shown: Vec<String> = items.take(max).collect();
    if total > max {
        shown.push(format!("… ({} in all)", with_separators(total as u128)));
    }
    shown.join(" + ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_list_is_joined_a_few_then_counted() {
        let items = (1..6).map(|i| i.to_string());
        assert_eq!(joined(items.clone(), 5), "1 + 2 + 3 + 4 + 5");
        assert_eq!(joined(items, 2), "1 + 2 + … (5 in all)");
    }

    #[test]
    fn counts_are_words_up_to_twelve() {
        assert_eq!(count_in_words(3, "handle", "handles"), "three handles");
        assert_eq!(count_in_words(1_000, "dot", "dots"), "1,000 dots");
    }
}
