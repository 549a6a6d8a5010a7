//! Reading the drawings' markup back, for their tests.

/// The opening tags of `markup` (without `<` and `>`) holding `needle`.
pub(crate) fn tags_with<'a>(markup: &'a str, needle: &str) -> Vec<&'a str> {
    markup
        .split('<')
        .filter(|t| t.contains(needle))
        .map(|t| t.split('>').next().unwrap_or(t))
        .collect()
}
