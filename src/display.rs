//! Display-only markup: figures, tables and worked explanations written
//! with maud (compile-time templates, balanced tags, text escaped by
//! default) and shown as they are. Nothing in such markup is interactive:
//! whatever a person clicks, types into or focuses is a Yew element with a
//! typed message.

use yew::{AttrValue, Html};

/// Shows `markup` (written with maud, so already escaped) in the page.
pub fn raw(markup: maud::Markup) -> Html {
    Html::from_html_unchecked(AttrValue::from(markup.into_string()))
}

#[cfg(test)]
mod tests {
    use maud::html;

    #[test]
    fn maud_escapes_text_and_attributes() {
        let m = html! { p title="a \"b\" <c>" { "x < y & z" } };
        assert_eq!(
            m.into_string(),
            "<p title=\"a &quot;b&quot; &lt;c&gt;\">x &lt; y &amp; z</p>"
        );
    }
}
