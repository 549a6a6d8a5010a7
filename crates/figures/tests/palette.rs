//! The page's palette is one block of tokens in its style sheet, and an
//! exported figure writes the same colours: every colour of
//! `static/style.css` is a token of its palette (light and dark, and the
//! projector's), and each colour `figures::theme` names is that token's.

use figures::heaps::score::wood;
use figures::theme::{Colour, Theme};
use std::collections::HashMap;

const STYLE: &str = include_str!("../../../static/style.css");

/// The style sheet without its comments.
fn rules() -> String {
    let mut out = String::new();
    let mut rest = STYLE;
    while let Some(start) = rest.find("/*") {
        out.push_str(&rest[..start]);
        let end = rest[start..].find("*/").expect("a comment is closed") + start + 2;
        rest = &rest[end..];
    }
    out.push_str(rest);
    out
}

/// The blocks that hold the palettes: the page's and the projector's.
const PALETTES: [&str; 2] = [":root {", ":root[data-classroom=\"on\"] {"];

/// The body of the block opened by `head`, and the sheet without it.
fn take_block(sheet: &str, head: &str) -> (String, String) {
    let start = sheet
        .find(head)
        .unwrap_or_else(|| panic!("no block {head}"));
    let end = sheet[start..].find('}').expect("the block is closed") + start;
    let body = sheet[start + head.len()..end].to_string();
    (body, format!("{}{}", &sheet[..start], &sheet[end + 1..]))
}

/// The page's tokens: name (without `--`) to (light, dark).
fn tokens() -> HashMap<String, (String, String)> {
    let (body, _) = take_block(&rules(), PALETTES[0]);
    let mut map = HashMap::new();
    for decl in body.split(';') {
        let Some((name, value)) = decl.split_once(':') else {
            continue;
        };
        let Some(name) = name.trim().strip_prefix("--") else {
            continue;
        };
        let value = value.trim();
        let pair = match value
            .strip_prefix("light-dark(")
            .and_then(|v| v.strip_suffix(')'))
        {
            Some(inner) if !inner.contains('(') => {
                let (l, d) = inner.split_once(',').expect("light-dark has two colours");
                (l.trim().to_string(), d.trim().to_string())
            }
            _ => (value.to_string(), value.to_string()),
        };
        map.insert(name.to_string(), pair);
    }
    map
}

#[test]
fn every_colour_of_the_style_sheet_is_a_token_of_its_palette() {
    let mut sheet = rules();
    for head in PALETTES {
        sheet = take_block(&sheet, head).1;
    }
    let named = ["white", "black", "gray", "grey", "silver"];
    let mut found = Vec::new();
    for (n, line) in sheet.lines().enumerate() {
        let hex = line.match_indices('#').any(|(i, _)| {
            let tail: String = line[i + 1..]
                .chars()
                .take_while(char::is_ascii_hexdigit)
                .collect();
            matches!(tail.len(), 3 | 4 | 6 | 8)
                && !line[i + 1 + tail.len()..]
                    .starts_with(|c: char| c.is_alphanumeric() || c == '-')
        });
        let function = [
            "rgb(",
            "rgba(",
            "hsl(",
            "hsla(",
            "light-dark(",
            "color-mix(",
        ]
        .iter()
        .any(|f| line.contains(f) && !line.contains("color-mix(in srgb, var("));
        let word = line
            .split(|c: char| !c.is_ascii_alphanumeric() && c != '-')
            .any(|w| named.contains(&w));
        if hex || function || word {
            found.push(format!("{}: {}", n + 1, line.trim()));
        }
    }
    assert!(
        found.is_empty(),
        "colours outside the palette:\n{}",
        found.join("\n")
    );
}

#[test]
fn an_exported_figure_writes_the_palette_of_its_theme() {
    let tokens = tokens();
    let named = [
        (Colour::Surface, "surface"),
        (Colour::Surface2, "surface-2"),
        (Colour::Text, "text"),
        (Colour::Muted, "muted"),
        (Colour::Border, "border"),
        (Colour::Accent, "accent"),
        (Colour::AccentSoft, "accent-soft"),
        (Colour::AccentText, "accent-text"),
        (Colour::Warn, "warn"),
        (Colour::WarnSoft, "warn-soft"),
        (Colour::Win, "win"),
        (wood::FACE, "wood-face"),
        (wood::TOP, "wood-top"),
        (wood::SIDE, "wood-side"),
        (wood::EDGE, "wood-edge"),
    ];
    for (colour, token) in named {
        let (light, dark) = tokens
            .get(token)
            .unwrap_or_else(|| panic!("--{token} is not in the palette"));
        assert_eq!(Theme::Light.colour(colour), light, "--{token}, light");
        assert_eq!(Theme::Dark.colour(colour), dark, "--{token}, dark");
    }
}
