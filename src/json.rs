//! Flat JSON objects: one level of keys whose values are strings, whole
//! numbers, booleans or null. That is all the saved data and the link to
//! the extras module carry, and reading and writing it by hand keeps a
//! general JSON library out of the first load.
//!
//! The reader is strict: anything else (nesting, fractions, negative or
//! oversized numbers, a repeated key, text after the object, a bad escape)
//! reads as `None`, so untrusted text is never half-read.

use std::fmt::Write;

/// A value in a flat object.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    /// A string.
    Str(String),
    /// A whole number from 0 to `u64::MAX`.
    Num(u64),
    /// `true` or `false`.
    Bool(bool),
    /// `null`.
    Null,
}

/// A parsed flat object, its keys in the order written.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Object(Vec<(String, Value)>);

impl Object {
    /// Parses `text` as one flat object; `None` for anything else.
    pub fn parse(text: &str) -> Option<Object> {
        let mut r = Reader {
            bytes: text.as_bytes(),
            at: 0,
        };
        let mut fields: Vec<(String, Value)> = Vec::new();
        r.expect(b'{')?;
        if !r.eat(b'}') {
            loop {
                let key = r.string()?;
                if fields.iter().any(|(k, _)| *k == key) {
                    return None;
                }
                r.expect(b':')?;
                let value = r.value()?;
                fields.push((key, value));
                if r.eat(b'}') {
                    break;
                }
                r.expect(b',')?;
            }
        }
        r.skip_space();
        (r.at == r.bytes.len()).then_some(Object(fields))
    }

    /// The keys, in the order written.
    pub fn keys(&self) -> impl Iterator<Item = &str> {
        self.0.iter().map(|(k, _)| k.as_str())
    }

    /// The value under `key`.
    pub fn get(&self, key: &str) -> Option<&Value> {
        self.0.iter().find(|(k, _)| k == key).map(|(_, v)| v)
    }

    /// The string under `key`.
    pub fn str(&self, key: &str) -> Option<&str> {
        match self.get(key)? {
            Value::Str(s) => Some(s),
            _ => None,
        }
    }

    /// The number under `key`.
    pub fn num(&self, key: &str) -> Option<u64> {
        match self.get(key)? {
            Value::Num(n) => Some(*n),
            _ => None,
        }
    }

    /// The boolean under `key`.
    pub fn bool(&self, key: &str) -> Option<bool> {
        match self.get(key)? {
            Value::Bool(b) => Some(*b),
            _ => None,
        }
    }

    /// The number under `key`, `Some(None)` for null, `None` when missing
    /// or of another type.
    pub fn opt_num(&self, key: &str) -> Option<Option<u64>> {
        match self.get(key)? {
            Value::Num(n) => Some(Some(*n)),
            Value::Null => Some(None),
            _ => None,
        }
    }

    /// True when the keys are exactly `keys`, in any order.
    pub fn has_exactly(&self, keys: &[&str]) -> bool {
        self.0.len() == keys.len() && keys.iter().all(|k| self.get(k).is_some())
    }
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn skip_space(&mut self) {
        while matches!(self.bytes.get(self.at), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            self.at += 1;
        }
    }

    fn eat(&mut self, byte: u8) -> bool {
        self.skip_space();
        let found = self.bytes.get(self.at) == Some(&byte);
        if found {
            self.at += 1;
        }
        found
    }

    fn expect(&mut self, byte: u8) -> Option<()> {
        self.eat(byte).then_some(())
    }

    fn word(&mut self, word: &[u8]) -> bool {
        let found = self.bytes[self.at..].starts_with(word);
        if found {
            self.at += word.len();
        }
        found
    }

    fn value(&mut self) -> Option<Value> {
        self.skip_space();
        match self.bytes.get(self.at)? {
            b'"' => self.string().map(Value::Str),
            b't' if self.word(b"true") => Some(Value::Bool(true)),
            b'f' if self.word(b"false") => Some(Value::Bool(false)),
            b'n' if self.word(b"null") => Some(Value::Null),
            b'0' => {
                self.at += 1;
                // JSON allows no leading zeros; a fraction is not whole.
                (!matches!(
                    self.bytes.get(self.at),
                    Some(b'0'..=b'9' | b'.' | b'e' | b'E')
                ))
                .then_some(Value::Num(0))
            }
            b'1'..=b'9' => {
                let mut n: u64 = 0;
                while let Some(&d @ b'0'..=b'9') = self.bytes.get(self.at) {
                    n = n.checked_mul(10)?.checked_add(u64::from(d - b'0'))?;
                    self.at += 1;
                }
                (!matches!(self.bytes.get(self.at), Some(b'.' | b'e' | b'E')))
                    .then_some(Value::Num(n))
            }
            _ => None,
        }
    }

    fn hex4(&mut self) -> Option<u32> {
        let digits = self.bytes.get(self.at..self.at + 4)?;
        self.at += 4;
        digits
            .iter()
            .try_fold(0u32, |n, &d| Some(n * 16 + char::from(d).to_digit(16)?))
    }

    fn string(&mut self) -> Option<String> {
        self.skip_space();
        if self.bytes.get(self.at) != Some(&b'"') {
            return None;
        }
        self.at += 1;
        let mut out = String::new();
        loop {
            let start = self.at;
            while let Some(&b) = self.bytes.get(self.at) {
                if b == b'"' || b == b'\\' || b < 0x20 {
                    break;
                }
                self.at += 1;
            }
            // The input is a str and the stops are ASCII, so this is a
            // whole run of characters.
            out.push_str(std::str::from_utf8(&self.bytes[start..self.at]).ok()?);
            match *self.bytes.get(self.at)? {
                b'"' => {
                    self.at += 1;
                    return Some(out);
                }
                b'\\' => {
                    self.at += 1;
                    let escape = *self.bytes.get(self.at)?;
                    self.at += 1;
                    out.push(match escape {
                        b'"' => '"',
                        b'\\' => '\\',
                        b'/' => '/',
                        b'b' => '\u{8}',
                        b'f' => '\u{c}',
                        b'n' => '\n',
                        b'r' => '\r',
                        b't' => '\t',
                        b'u' => {
                            let first = self.hex4()?;
                            let code = if (0xD800..0xDC00).contains(&first) {
                                if !self.word(b"\\u") {
                                    return None;
                                }
                                let second = self.hex4()?;
                                if !(0xDC00..0xE000).contains(&second) {
                                    return None;
                                }
                                0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
                            } else {
                                first
                            };
                            char::from_u32(code)?
                        }
                        _ => return None,
                    });
                }
                // A raw control character.
                _ => return None,
            }
        }
    }
}

/// Writes a flat object, field by field.
pub struct Writer {
    out: String,
}

impl Default for Writer {
    fn default() -> Self {
        Writer::new()
    }
}

impl Writer {
    /// An empty object.
    pub fn new() -> Writer {
        Writer {
            out: String::from("{"),
        }
    }

    fn key(&mut self, key: &str) {
        if self.out.len() > 1 {
            self.out.push(',');
        }
        quote(&mut self.out, key);
        self.out.push(':');
    }

    /// Adds a string.
    pub fn str(mut self, key: &str, value: &str) -> Writer {
        self.key(key);
        quote(&mut self.out, value);
        self
    }

    /// Adds a whole number.
    pub fn num(mut self, key: &str, value: u64) -> Writer {
        self.key(key);
        let _ = write!(self.out, "{value}");
        self
    }

    /// Adds a number, or null for `None`.
    pub fn opt_num(mut self, key: &str, value: Option<u64>) -> Writer {
        match value {
            Some(n) => self.num(key, n),
            None => {
                self.key(key);
                self.out.push_str("null");
                self
            }
        }
    }

    /// Adds a boolean.
    pub fn bool(mut self, key: &str, value: bool) -> Writer {
        self.key(key);
        self.out.push_str(if value { "true" } else { "false" });
        self
    }

    /// The text of the object.
    pub fn finish(mut self) -> String {
        self.out.push('}');
        self.out
    }
}

fn quote(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if u32::from(c) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", u32::from(c));
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn written_objects_read_back() {
        let text = Writer::new()
            .str("name", "a \"quoted\" \\ line\nwith\ttabs, \u{1} and ünï 𝔊")
            .num("zero", 0)
            .num("max", u64::MAX)
            .bool("yes", true)
            .bool("no", false)
            .opt_num("none", None)
            .opt_num("some", Some(7))
            .finish();
        let o = Object::parse(&text).unwrap();
        assert_eq!(
            o.str("name"),
            Some("a \"quoted\" \\ line\nwith\ttabs, \u{1} and ünï 𝔊")
        );
        assert_eq!(o.num("zero"), Some(0));
        assert_eq!(o.num("max"), Some(u64::MAX));
        assert_eq!(o.bool("yes"), Some(true));
        assert_eq!(o.bool("no"), Some(false));
        assert_eq!(o.opt_num("none"), Some(None));
        assert_eq!(o.opt_num("some"), Some(Some(7)));
        assert_eq!(
            o.keys().collect::<Vec<_>>(),
            ["name", "zero", "max", "yes", "no", "none", "some"]
        );
        assert!(o.has_exactly(&["some", "none", "no", "yes", "max", "zero", "name"]));
        assert!(!o.has_exactly(&["name"]));
    }

    #[test]
    fn the_written_form_is_plain_json() {
        let text = Writer::new()
            .num("version", 1)
            .str("p", "o3+n2")
            .bool("b", true)
            .opt_num("s", None)
            .finish();
        assert_eq!(text, r#"{"version":1,"p":"o3+n2","b":true,"s":null}"#);
        assert_eq!(Writer::new().finish(), "{}");
        assert_eq!(Object::parse("{}"), Some(Object::default()));
    }

    #[test]
    fn json_from_elsewhere_reads() {
        let o = Object::parse(
            " {\n \"a\" : \"\\u00e9\\ud835\\udd0a\\/\\b\\f\\r\" ,\t\"b\":10 , \"c\":null } \n",
        )
        .unwrap();
        assert_eq!(o.str("a"), Some("é𝔊/\u{8}\u{c}\r"));
        assert_eq!(o.num("b"), Some(10));
        assert_eq!(o.get("c"), Some(&Value::Null));
        assert_eq!(o.num("a"), None);
        assert_eq!(o.str("b"), None);
        assert_eq!(o.bool("b"), None);
        assert_eq!(o.opt_num("a"), None);
        assert_eq!(o.get("d"), None);
    }

    #[test]
    fn anything_else_is_refused() {
        for text in [
            "",
            "{",
            "}",
            "null",
            "42",
            "\"a\"",
            "[1]",
            "{\"a\"}",
            "{\"a\":}",
            "{\"a\":1,}",
            "{,\"a\":1}",
            "{\"a\":1 \"b\":2}",
            "{\"a\":1}x",
            "{\"a\":1}{}",
            "{a:1}",
            "{'a':1}",
            "{\"a\":{}}",
            "{\"a\":[]}",
            "{\"a\":-1}",
            "{\"a\":1.5}",
            "{\"a\":1e3}",
            "{\"a\":01}",
            "{\"a\":0.0}",
            "{\"a\":18446744073709551616}",
            "{\"a\":tru}",
            "{\"a\":True}",
            "{\"a\":nul}",
            "{\"a\":\"x}",
            "{\"a\":\"\\x\"}",
            "{\"a\":\"\\u12\"}",
            "{\"a\":\"\\ud835\"}",
            "{\"a\":\"\\ud835\\u0041\"}",
            "{\"a\":\"\\udd0a\"}",
            "{\"a\":\"line\nbreak\"}",
            "{\"a\":1,\"a\":2}",
        ] {
            assert_eq!(Object::parse(text), None, "{text:?}");
        }
    }

    #[test]
    fn arbitrary_bytes_never_panic() {
        // A fixed xorshift sequence over JSON-ish characters and a few
        // multi-byte ones.
        let alphabet: Vec<char> = "{}[]\":,\\/ux0123456789abcdeftrnl-.eE \n\té𝔊"
            .chars()
            .collect();
        let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
        for _ in 0..20_000 {
            let mut text = String::new();
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            for _ in 0..(x % 24) {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                text.push(alphabet[(x % alphabet.len() as u64) as usize]);
            }
            if let Some(o) = Object::parse(&text) {
                // Whatever reads must read again the same once rewritten.
                let mut w = Writer::new();
                for (k, v) in &o.0 {
                    w = match v {
                        Value::Str(s) => w.str(k, s),
                        Value::Num(n) => w.num(k, *n),
                        Value::Bool(b) => w.bool(k, *b),
                        Value::Null => w.opt_num(k, None),
                    };
                }
                assert_eq!(Object::parse(&w.finish()), Some(o), "{text:?}");
            }
        }
    }
}
