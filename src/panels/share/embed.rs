//! The Share panel's state: the embed's choices (size, theme,
//! compactness) and how the last copy went, changed by typed messages;
//! and the address and the code of the embed they make.

use crate::route::Theme;

/// The smallest and largest width of the embedded frame, in pixels.
pub const WIDTHS: (u32, u32) = (240, 2000);
/// The smallest and largest height of the embedded frame, in pixels.
pub const HEIGHTS: (u32, u32) = (200, 2000);

/// The frame's title when the page names no game.
const DEFAULT_TITLE: &str = "The manifold decomposition game";

/// A text the panel copies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Copyable {
    /// The link to the view.
    Link,
    /// The code that embeds the view.
    Embed,
}

impl Copyable {
    /// The text's name in a sentence.
    pub const fn name(self) -> &'static str {
        match self {
            Copyable::Link => "link",
            Copyable::Embed => "embed code",
        }
    }
}

/// What a person does in the Share panel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ShareMsg {
    /// The frame's width, as typed (kept within [`WIDTHS`]).
    Width(u32),
    /// The frame's height, as typed (kept within [`HEIGHTS`]).
    Height(u32),
    /// The embedded view's theme.
    Theme(Theme),
    /// The game alone, without the page around it.
    Compact(bool),
    /// Copy a text to the clipboard.
    Copy(Copyable),
}

/// How the last copy went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Note {
    /// The text is on the clipboard.
    Copied(Copyable),
    /// The browser would not copy the text, for this reason.
    Refused(Copyable, String),
}

/// The embed's choices and how the last copy went, kept for the visit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShareState {
    /// The frame's width.
    pub width: u32,
    /// The frame's height.
    pub height: u32,
    /// The embedded view's theme.
    pub theme: Theme,
    /// The game alone, without the page around it.
    pub compact: bool,
    /// How the last copy went.
    pub note: Option<Note>,
    /// How many copies have been tried, so a second refusal selects the
    /// text again.
    pub attempts: u32,
}

impl Default for ShareState {
    fn default() -> ShareState {
        ShareState {
            width: 600,
            height: 400,
            theme: Theme::Auto,
            compact: true,
            note: None,
            attempts: 0,
        }
    }
}

impl ShareState {
    /// Takes a choice; a copy is the component's to make, and comes back
    /// through [`ShareState::copied`].
    pub fn update(&mut self, msg: ShareMsg) {
        match msg {
            ShareMsg::Width(w) => self.width = w.clamp(WIDTHS.0, WIDTHS.1),
            ShareMsg::Height(h) => self.height = h.clamp(HEIGHTS.0, HEIGHTS.1),
            ShareMsg::Theme(t) => self.theme = t,
            ShareMsg::Compact(c) => self.compact = c,
            ShareMsg::Copy(_) => {}
        }
    }

    /// How copying `which` went: copied, or refused with the reason.
    pub fn copied(&mut self, which: Copyable, outcome: Result<(), String>) {
        self.attempts += 1;
        self.note = Some(match outcome {
            Ok(()) => Note::Copied(which),
            Err(reason) => Note::Refused(which, reason),
        });
    }

    /// The address of the view inside an embed: the view at `address`
    /// with the embed's choices.
    pub fn embed_address(&self, address: &str) -> String {
        let (base, hash) = address.split_once('#').unwrap_or((address, ""));
        let mut parts: Vec<&str> = hash
            .split('&')
            .filter(|p| !p.is_empty() && !p.starts_with("embed=") && !p.starts_with("theme="))
            .collect();
        let theme = format!("theme={}", self.theme.key());
        if self.theme != Theme::Auto {
            parts.push(&theme);
        }
        if self.compact {
            parts.push("embed=1");
        }
        format!("{base}#{}", parts.join("&"))
    }

    /// The code to paste into another page: the frame of the view at
    /// `address`, titled by the game on the table (`title`), and a script
    /// that lets any frame of the explorer grow to its content's height.
    pub fn embed_code(&self, address: &str, title: &str) -> String {
        let src = self
            .embed_address(address)
            .replace('&', "&amp;")
            .replace('"', "&quot;");
        let title = if title.is_empty() {
            DEFAULT_TITLE
        } else {
            title
        };
        let title = title
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
            w = self.width,
            h = self.height
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn share() -> ShareState {
        ShareState {
            width: 640,
            height: 420,
            theme: Theme::Dark,
            ..ShareState::default()
        }
    }

    #[test]
    fn the_embed_shows_the_same_view_with_its_choices() {
        let a = share().embed_address("https://x.org/app/#p=o3+n4&mode=computer&theme=light");
        assert_eq!(
            a,
            "https://x.org/app/#p=o3+n4&mode=computer&theme=dark&embed=1"
        );
    }

    #[test]
    fn the_code_has_the_frame_its_size_and_the_resize_script() {
        let code = share().embed_code("https://x.org/#p=o3&mode=two", "Kayles (octal game 0.77)");
        assert!(
            code.contains("src=\"https://x.org/#p=o3&amp;mode=two&amp;theme=dark&amp;embed=1\"")
        );
        assert!(code.contains("width=\"640\" height=\"420\""));
        assert!(code.contains("iframe.resize"));
        // Titled by the game, and resized whatever its title.
        assert!(code.contains("title=\"Kayles (octal game 0.77)\""));
        assert!(code.contains("querySelectorAll('iframe')"));
    }

    #[test]
    fn an_untitled_view_is_titled_by_the_surface_game() {
        let code = share().embed_code("https://x.org/#p=o3", "");
        assert!(code.contains("title=\"The manifold decomposition game\""));
    }

    #[test]
    fn a_size_is_kept_within_its_bounds() {
        let mut s = ShareState::default();
        s.update(ShareMsg::Width(20));
        s.update(ShareMsg::Height(9000));
        assert_eq!((s.width, s.height), (WIDTHS.0, HEIGHTS.1));
    }

    #[test]
    fn a_refusal_is_noted_with_its_reason_and_a_copy_clears_it() {
        let mut s = ShareState::default();
        s.copied(Copyable::Embed, Err("denied".into()));
        assert_eq!(
            s.note,
            Some(Note::Refused(Copyable::Embed, "denied".into()))
        );
        s.copied(Copyable::Link, Ok(()));
        assert_eq!(s.note, Some(Note::Copied(Copyable::Link)));
        assert_eq!(s.attempts, 2);
    }
}
