//! The parts of an address: the keys it may hold, switches, repeated
//! keys, and percent-encoding.

use super::quote::clipped;
use super::settings::View;

/// Every key the address may hold.
pub const KEYS: [&str; 12] = [
    "game",
    "p",
    "mode",
    "turn",
    "view",
    "theme",
    "classroom",
    "embed",
    "n",
    "verify",
    "build",
    "rules",
];

/// The keys that belong to one page, with their page.
pub(super) const PAGE_KEYS: [(&str, View); 4] = [
    ("n", View::Series),
    ("verify", View::Series),
    ("build", View::Builder),
    ("rules", View::Lab),
];

/// A switch's value: `1` (or `true`, or nothing) is on, `0` (or `false`)
/// off; anything else is unreadable.
pub(super) fn switch(value: &str) -> Option<bool> {
    match value {
        "1" | "true" | "" => Some(true),
        "0" | "false" => Some(false),
        _ => None,
    }
}

/// Each key the address gives more than once, with a message: the last
/// readable value is followed, and the others are named as replaced.
pub(super) fn repeated(pairs: &[(&str, String)]) -> Vec<(String, String)> {
    let mut problems = Vec::new();
    let mut seen: Vec<&str> = Vec::new();
    for (key, _) in pairs {
        if seen.contains(key) || !KEYS.contains(key) {
            continue;
        }
        seen.push(key);
        let count = pairs.iter().filter(|(k, _)| k == key).count();
        if count > 1 {
            problems.push((
                key.to_string(),
                clipped(&format!(
                    "The address gives {key} {count} times: only the last readable one is followed."
                )),
            ));
        }
    }
    problems
}

/// Percent-encodes everything but unreserved characters, the notation's `+`
/// and `*`, and the spec's `:`, which are legal in a fragment and keep links
/// readable.
pub(super) fn encode(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() || b"-._~+*:".contains(&b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// Percent-decodes. A literal `+` stays `+` (a fragment is not a form, and
/// `+` is the notation's own separator); `%2B` also gives `+`.
pub(super) fn decode(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = text.get(i + 1..i + 3)?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}
