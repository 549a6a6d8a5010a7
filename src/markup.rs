//! Markup written as text, for what the page only shows: figures, tables
//! and worked explanations. Such content is built as one escaped string and
//! drawn by Yew as raw HTML ([`Markup::html`]), which costs far less code
//! than a tree of elements built one by one, and gives the same text a file
//! export can use. Everything interactive stays Yew elements; a click in
//! shown markup reaches a Yew listener on an element around it, which reads
//! the `data-` attributes of the target.

use std::fmt::Write as _;
use yew::Html;

/// `text` with `&`, `<`, `>` and `"` escaped, for text and attribute values
/// (the figures' own, so a page and an exported file escape alike).
pub use figures::text::escape;

/// A class attribute: `base`, then each name whose condition holds.
/// (Yew's `classes!` builds an ordered set for the same result, in more
/// code than a string.)
pub fn class_list(base: &str, optional: &[(bool, &str)]) -> String {
    let mut out = base.to_string();
    for (on, name) in optional {
        if *on {
            out.push(' ');
            out.push_str(name);
        }
    }
    out
}

/// Markup under construction: maud's own type, with the writers that the
/// files not yet written as maud templates still call.
pub use maud::Markup;

/// The writers of [`Markup`] built piece by piece.
pub trait Builder: Sized {
    /// Empty markup.
    fn new() -> Self;
    /// Opens `<tag a="v" ...>`: attribute values are escaped, an attribute
    /// with an empty name or value is left out, and a name ending in `?` is
    /// written bare (`open?` gives `open`) when its value is not empty.
    fn open(&mut self, tag: &str, attrs: &[(&str, &str)]) -> &mut Self;
    /// Closes `</tag>`.
    fn close(&mut self, tag: &str) -> &mut Self;
    /// Text, escaped.
    fn text(&mut self, text: &str) -> &mut Self;
    /// An element holding text: `<tag ...>text</tag>`.
    fn el(&mut self, tag: &str, attrs: &[(&str, &str)], text: &str) -> &mut Self {
        self.open(tag, attrs).text(text).close(tag)
    }
    /// Markup written elsewhere (already escaped).
    fn markup(&mut self, other: &Self) -> &mut Self;
    /// Trusted markup from this crate's own writers (an SVG figure).
    fn trusted(&mut self, text: &str) -> &mut Self;
    /// The text.
    fn as_str(&self) -> &str;
    /// The markup as a Yew node.
    fn html(self) -> Html;
}

impl Builder for Markup {
    fn new() -> Markup {
        maud::PreEscaped(String::new())
    }

    fn open(&mut self, tag: &str, attrs: &[(&str, &str)]) -> &mut Markup {
        let _ = write!(self.0, "<{tag}");
        for (name, value) in attrs {
            match name.strip_suffix('?') {
                Some(flag) if !value.is_empty() => {
                    let _ = write!(self.0, " {flag}");
                }
                Some(_) => {}
                None if value.is_empty() || name.is_empty() => {}
                None => {
                    let _ = write!(self.0, " {name}=\"{}\"", escape(value));
                }
            }
        }
        self.0.push('>');
        self
    }

    fn close(&mut self, tag: &str) -> &mut Markup {
        let _ = write!(self.0, "</{tag}>");
        self
    }

    fn text(&mut self, text: &str) -> &mut Markup {
        self.0.push_str(&escape(text));
        self
    }

    fn markup(&mut self, other: &Markup) -> &mut Markup {
        self.0.push_str(&other.0);
        self
    }

    fn trusted(&mut self, text: &str) -> &mut Markup {
        self.0.push_str(text);
        self
    }

    fn as_str(&self) -> &str {
        &self.0
    }

    fn html(self) -> Html {
        crate::display::raw(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_and_attributes_are_escaped() {
        let mut m = Markup::new();
        m.el("p", &[("title", "a \"b\" <c>")], "x < y & z");
        assert_eq!(
            m.as_str(),
            "<p title=\"a &quot;b&quot; &lt;c&gt;\">x &lt; y &amp; z</p>"
        );
    }

    #[test]
    fn flags_are_written_bare_or_left_out() {
        let mut m = Markup::new();
        m.open(
            "details",
            &[("open?", "yes"), ("hidden?", ""), ("class", "")],
        )
        .close("details");
        assert_eq!(m.as_str(), "<details open></details>");
    }

    #[test]
    fn an_attribute_without_a_name_is_left_out() {
        let mut m = Markup::new();
        m.el("p", &[("", "o1 # n1"), ("data-x", "1")], "o1 # n1");
        assert_eq!(m.as_str(), "<p data-x=\"1\">o1 # n1</p>");
    }
}
