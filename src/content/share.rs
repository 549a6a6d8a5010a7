//! Share, run by the content module: the link to exactly this view, and
//! the code that embeds it in another page (an iframe of a chosen size,
//! theme and compactness, with the script that lets it grow to fit), each
//! copied with one click, and a live preview of the embed. Where the
//! browser will not copy (an iframe without permission, an insecure page),
//! the text is selected for the person to copy, with the reason.

use super::pages::{notify, EventKind, PageEffect, PageEvent};
use crate::markup::Markup;
use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// The embed's choices, and what a refused copy left to copy by hand.
struct Share {
    width: u32,
    height: u32,
    theme: String,
    compact: bool,
    /// Which text the browser would not copy (`link` or `embed`), and why.
    refused: Option<(String, String)>,
    /// Which text was copied last.
    copied: Option<String>,
    /// The embedded frame's title: the game on the table.
    title: String,
}

/// The frame's title before the page names the game.
const DEFAULT_TITLE: &str = "The manifold decomposition game";

thread_local! {
    static SHARE: RefCell<Share> = RefCell::new(Share {
        width: 600,
        height: 400,
        theme: "auto".to_string(),
        compact: true,
        title: DEFAULT_TITLE.to_string(),
        refused: None,
        copied: None,
    });
}

/// The address of the view inside an embed: the same view with the
/// embed's choices.
fn embed_address(address: &str, s: &Share) -> String {
    let (base, hash) = address.split_once('#').unwrap_or((address, ""));
    let mut parts: Vec<&str> = hash
        .split('&')
        .filter(|p| !p.is_empty() && !p.starts_with("embed=") && !p.starts_with("theme="))
        .collect();
    let theme = format!("theme={}", s.theme);
    if s.theme != "auto" {
        parts.push(&theme);
    }
    if s.compact {
        parts.push("embed=1");
    }
    format!("{base}#{}", parts.join("&"))
}

/// The code to paste into another page: the frame, titled by the game on
/// the table, and a script that lets any frame of the explorer grow to its
/// content's height.
fn embed_code(address: &str, s: &Share) -> String {
    let src = embed_address(address, s)
        .replace('&', "&amp;")
        .replace('"', "&quot;");
    let title = s
        .title
        .replace('&', "&amp;")
        .replace('"', "&quot;")
        .replace('<', "&lt;");
    format!(
        "<iframe src=\"{src}\" title=\"{title}\" width=\"{w}\" \
         height=\"{h}\" style=\"border:0;max-width:100%\" loading=\"lazy\"></iframe>\n\
         <script>\n  // The frame reports the height of its content; let it grow to fit.\n  \
         addEventListener('message', (e) => {{\n    \
         if (e.data && e.data.context === 'iframe.resize') {{\n      \
         for (const f of document.querySelectorAll('iframe')) {{\n        \
         if (f.contentWindow === e.source) f.height = e.data.height;\n      }}\n    }}\n  }});\n\
         </script>\n",
        w = s.width,
        h = s.height
    )
}

fn refuse(which: &str, reason: String) {
    SHARE.with(|s| {
        let mut s = s.borrow_mut();
        s.refused = Some((which.to_string(), reason));
        s.copied = None;
    });
    notify();
    let id = format!("share-{which}-text");
    let select = Closure::once(move || {
        let Some(document) = web_sys::window().and_then(|w| w.document()) else {
            return;
        };
        let Some(element) = document.get_element_by_id(&id) else {
            return;
        };
        if let Some(area) = element.dyn_ref::<web_sys::HtmlTextAreaElement>() {
            let _ = area.focus();
            area.select();
        } else if let Some(input) = element.dyn_ref::<web_sys::HtmlInputElement>() {
            let _ = input.focus();
            input.select();
        }
    });
    if let Some(w) = web_sys::window() {
        let _ = w.set_timeout_with_callback_and_timeout_and_arguments_0(
            select.as_ref().unchecked_ref(),
            50,
        );
    }
    select.forget();
}

fn copy(which: &'static str, text: String) {
    let Some(window) = web_sys::window() else {
        return;
    };
    if !window.is_secure_context() {
        refuse(
            which,
            "the page is not served securely, so it may not use the clipboard".into(),
        );
        return;
    }
    let promise = window.navigator().clipboard().write_text(&text);
    wasm_bindgen_futures::spawn_local(async move {
        match wasm_bindgen_futures::JsFuture::from(promise).await {
            Ok(_) => {
                SHARE.with(|s| {
                    let mut s = s.borrow_mut();
                    s.refused = None;
                    s.copied = Some(which.to_string());
                });
                notify();
            }
            Err(e) => {
                let reason = js_sys::Reflect::get(&e, &JsValue::from_str("message"))
                    .ok()
                    .and_then(|m| m.as_string())
                    .unwrap_or_else(|| "the browser refused".to_string());
                refuse(which, reason);
            }
        }
    });
}

/// The current address, as the browser has it.
fn address() -> String {
    web_sys::window()
        .and_then(|w| w.location().href().ok())
        .unwrap_or_default()
}

/// What a person did in the Share panel.
pub fn event(e: &PageEvent) -> PageEffect {
    let mut effect = PageEffect::default();
    let number =
        |text: &str, min: u32, max: u32| text.trim().parse::<u32>().ok().map(|n| n.clamp(min, max));
    match (e.kind, e.id.as_str()) {
        (EventKind::Change, "share-width") => SHARE.with(|s| {
            if let Some(w) = number(&e.value, 240, 2000) {
                s.borrow_mut().width = w;
            }
        }),
        (EventKind::Change, "share-height") => SHARE.with(|s| {
            if let Some(h) = number(&e.value, 200, 2000) {
                s.borrow_mut().height = h;
            }
        }),
        (EventKind::Change, "share-theme") => SHARE.with(|s| {
            if ["auto", "light", "dark"].contains(&e.value.as_str()) {
                s.borrow_mut().theme = e.value.clone();
            }
        }),
        (EventKind::Change, "share-compact") => SHARE.with(|s| {
            let mut s = s.borrow_mut();
            s.compact = !s.compact;
        }),
        (EventKind::Click, "share-copy-link") => copy("link", address()),
        (EventKind::Click, "share-copy-embed") => {
            let code = SHARE.with(|s| embed_code(&address(), &s.borrow()));
            copy("embed", code);
        }
        _ => effect.redraw = false,
    }
    effect
}

/// The Share panel for the view at `address`, where `title` is played.
pub fn panel(address: &str, title: &str) -> Markup {
    SHARE.with(|s| {
        s.borrow_mut().title = title.to_string();
        let s = s.borrow();
        let code = embed_code(address, &s);
        let mut m = Markup::new();
        m.open(
            "section",
            &[
                ("class", "panel share-panel"),
                ("aria-labelledby", "share-title"),
                ("data-testid", "share-panel"),
            ],
        )
        .el("h2", &[("id", "share-title")], "Share this view")
        .el(
            "label",
            &[("for", "share-link-text")],
            "Link to exactly this view",
        )
        .open("div", &[("class", "input-row")])
        .open(
            "input",
            &[
                ("id", "share-link-text"),
                ("data-testid", "share-link-text"),
                ("readonly?", "on"),
                ("value", address),
            ],
        )
        .el(
            "button",
            &[("type", "button"), ("data-testid", "share-copy-link")],
            "Copy link",
        )
        .close("div");
        m.el("h3", &[], "Embed in a page")
            .open("div", &[("class", "share-choices")])
            .el("label", &[("for", "share-width")], "Width")
            .open(
                "input",
                &[
                    ("id", "share-width"),
                    ("data-testid", "share-width"),
                    ("class", "num"),
                    ("type", "number"),
                    ("min", "240"),
                    ("max", "2000"),
                    ("value", &s.width.to_string()),
                ],
            )
            .el("label", &[("for", "share-height")], "Height")
            .open(
                "input",
                &[
                    ("id", "share-height"),
                    ("data-testid", "share-height"),
                    ("class", "num"),
                    ("type", "number"),
                    ("min", "200"),
                    ("max", "2000"),
                    ("value", &s.height.to_string()),
                ],
            )
            .el("label", &[("for", "share-theme")], "Theme")
            .open(
                "select",
                &[("id", "share-theme"), ("data-testid", "share-theme")],
            );
        for t in ["auto", "light", "dark"] {
            m.el(
                "option",
                &[
                    ("value", t),
                    ("selected?", if s.theme == t { "on" } else { "" }),
                ],
                t,
            );
        }
        m.close("select")
            .open("label", &[])
            .open(
                "input",
                &[
                    ("type", "checkbox"),
                    ("data-testid", "share-compact"),
                    ("checked?", if s.compact { "on" } else { "" }),
                ],
            )
            .text(" compact (the game alone, no page around it)")
            .close("label")
            .close("div");
        m.el(
            "textarea",
            &[
                ("id", "share-embed-text"),
                ("data-testid", "share-embed-text"),
                ("readonly?", "on"),
                ("rows", "7"),
                ("aria-label", "The embed code"),
            ],
            &code,
        )
        .open("p", &[])
        .el(
            "button",
            &[("type", "button"), ("data-testid", "share-copy-embed")],
            "Copy embed code",
        )
        .close("p");
        match (&s.refused, &s.copied) {
            (Some((which, reason)), _) => {
                m.el(
                    "p",
                    &[
                        ("class", "small"),
                        ("role", "status"),
                        ("data-testid", "share-note"),
                    ],
                    &format!(
                        "The browser would not copy the {} ({reason}); it is selected above: \
                         copy it with Ctrl+C or ⌘C.",
                        if which == "link" {
                            "link"
                        } else {
                            "embed code"
                        }
                    ),
                );
            }
            (None, Some(which)) => {
                m.el(
                    "p",
                    &[
                        ("class", "small"),
                        ("role", "status"),
                        ("data-testid", "share-note"),
                    ],
                    if which == "link" {
                        "The link is copied."
                    } else {
                        "The embed code is copied."
                    },
                );
            }
            (None, None) => {}
        }
        // The preview at the chosen size, scaled down to fit the panel.
        m.el("h3", &[], "Preview")
            .open("div", &[("class", "share-preview")])
            .open(
                "iframe",
                &[
                    ("src", &embed_address(address, &s)),
                    ("title", "Preview of the embed"),
                    ("data-testid", "share-preview"),
                    ("width", &s.width.to_string()),
                    ("height", &s.height.to_string()),
                ],
            )
            .close("iframe")
            .close("div")
            .close("section");
        m
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn share() -> Share {
        Share {
            width: 640,
            height: 420,
            theme: "dark".into(),
            compact: true,
            refused: None,
            copied: None,
            title: "Kayles (octal game 0.77)".into(),
        }
    }

    #[test]
    fn the_embed_shows_the_same_view_with_its_choices() {
        let a = embed_address(
            "https://x.org/app/#p=o3+n4&mode=computer&theme=light",
            &share(),
        );
        assert_eq!(
            a,
            "https://x.org/app/#p=o3+n4&mode=computer&theme=dark&embed=1"
        );
    }

    #[test]
    fn the_code_has_the_frame_its_size_and_the_resize_script() {
        let code = embed_code("https://x.org/#p=o3&mode=two", &share());
        assert!(
            code.contains("src=\"https://x.org/#p=o3&amp;mode=two&amp;theme=dark&amp;embed=1\"")
        );
        assert!(code.contains("width=\"640\" height=\"420\""));
        assert!(code.contains("iframe.resize"));
        // Titled by the game, and resized whatever its title.
        assert!(code.contains("title=\"Kayles (octal game 0.77)\""));
        assert!(code.contains("querySelectorAll('iframe')"));
    }
}
