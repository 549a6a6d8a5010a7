//! Drawings read back, for the shell's native tests: a Yew element
//! rendered to markup (yew's server renderer), and the opening tags and
//! attributes found in it.

use yew::prelude::*;
use yew::LocalServerRenderer;

#[derive(Properties, PartialEq)]
struct Props {
    html: Html,
}

#[component]
fn Holder(props: &Props) -> Html {
    props.html.clone()
}

/// `html` as markup.
pub fn render(html: Html) -> String {
    futures::executor::block_on(
        LocalServerRenderer::<Holder>::with_props(Props { html })
            .hydratable(false)
            .render(),
    )
}

/// The opening tags of `markup` (without `<` and `>`) holding `needle`.
pub fn tags_with<'a>(markup: &'a str, needle: &str) -> Vec<&'a str> {
    markup
        .split('<')
        .filter(|t| t.contains(needle))
        .map(|t| t.split('>').next().unwrap_or(t))
        .collect()
}

/// The values of attribute `name` in `markup`, in order.
pub fn attributes(markup: &str, name: &str) -> Vec<String> {
    let key = format!(" {name}=\"");
    markup
        .match_indices(&key)
        .map(|(at, _)| {
            let rest = &markup[at + key.len()..];
            unescape(&rest[..rest.find('"').unwrap_or(rest.len())])
        })
        .collect()
}

/// The test ids of `markup` that start with `prefix`, the prefix taken
/// away (`move 2:1-2` with `move ` gives `2:1-2`).
pub fn hooks(markup: &str, prefix: &str) -> Vec<String> {
    attributes(markup, "data-testid")
        .into_iter()
        .filter_map(|t| t.strip_prefix(prefix).map(str::to_string))
        .collect()
}

fn unescape(text: &str) -> String {
    text.replace("&quot;", "\"")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&#39;", "'")
        .replace("&amp;", "&")
}
