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

/// Text for XML and HTML, in text or in a double-quoted attribute.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            c => out.push(c),
        }
    }
    out
}
