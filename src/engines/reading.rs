//! Reading the drawings' markup back, for their tests.

/// Every value of attribute `name` in `markup`, in order, unescaped.
pub(crate) fn attr_values(markup: &str, name: &str) -> Vec<String> {
    let key = format!(" {name}=\"");
    markup
        .split(&key)
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .map(|v| {
            v.replace("&gt;", ">")
                .replace("&lt;", "<")
                .replace("&quot;", "\"")
                .replace("&amp;", "&")
        })
        .collect()
}

/// The opening tags of `markup` (without `<` and `>`) holding `needle`.
pub(crate) fn tags_with<'a>(markup: &'a str, needle: &str) -> Vec<&'a str> {
    markup
        .split('<')
        .filter(|t| t.contains(needle))
        .map(|t| t.split('>').next().unwrap_or(t))
        .collect()
}
