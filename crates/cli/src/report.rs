//! Writing results shared by several commands: series with their period,
//! periodicity in words and JSON, JSON strings.

use grundy::games::lab;
use grundy::manifold::find_periodicity;
use grundy::periodicity::Value;
use grundy::series::Summary;
use std::io::{self, Write};

pub fn period_json(k: &lab::KindPeriod) -> String {
    let mut s = format!(
        "{{\"status\": \"{}\", \"preperiod\": {}, \"period\": {}, \"saltus\": {}, \"checked_to\": {}",
        k.status.name(),
        k.preperiod,
        k.period,
        k.saltus,
        k.checked_to
    );
    if let Some((first, last)) = k.window {
        s.push_str(&format!(", \"window\": [{first}, {last}]"));
    }
    if let Some(t) = &k.theorem {
        s.push_str(&format!(", \"theorem\": {}", json_string(t)));
    }
    s.push('}');
    s
}

/// A heap game's periodicity in words.
pub fn heap_period_words(k: &lab::KindPeriod) -> String {
    let theorem = k.theorem.as_deref().unwrap_or("");
    match k.status {
        lab::Status::Proved => format!(
            "proved: period {} from heap {} by {theorem}{}, computed to heap {}",
            k.period,
            k.preperiod,
            k.window
                .map(|w| format!(" (window heaps {w:?})"))
                .unwrap_or_default(),
            k.checked_to
        ),
        lab::Status::Arithmetic if !theorem.is_empty() => format!(
            "arithmetic-periodic for every heap: G(n + {}) = G(n) + {} from heap {}, proved by {theorem}",
            k.period, k.saltus, k.preperiod
        ),
        _ => period_words(k).replace("genus", "heap"),
    }
}

pub fn period_words(k: &lab::KindPeriod) -> String {
    match k.status {
        lab::Status::Proved => format!(
            "proved: period {} from genus {} by {} (window genus {:?}), computed to genus {}",
            k.period,
            k.preperiod,
            k.theorem.as_deref().unwrap_or(""),
            k.window.unwrap_or_default(),
            k.checked_to
        ),
        lab::Status::Arithmetic => format!(
            "observed arithmetic-periodic: G(g + {}) = G(g) + {} from genus {}, checked to genus {}",
            k.period, k.saltus, k.preperiod, k.checked_to
        ),
        lab::Status::Observed => format!(
            "observed periodic: period {} from genus {}, checked to genus {}",
            k.period, k.preperiod, k.checked_to
        ),
        lab::Status::Unknown => format!("unknown: no pattern to genus {}", k.checked_to),
    }
}

/// A JSON string literal.
pub fn json_string(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// A series, then its period (with the values before it and one block of
/// it) and the theorem that proves it, if any. The values are written as
/// they are read, never held as text.
pub fn series_report<V: Value>(
    values: &[V],
    summary: &Summary,
    index: &str,
    out: &mut impl Write,
) -> io::Result<()> {
    write_values(values, " ", "", "\n", out)?;
    let periodicity = summary.periodicity.or_else(|| find_periodicity(values));
    match periodicity {
        Some(p) => {
            let (pre, period) = (p.preperiod as usize, p.period as usize);
            write!(out, "pre-period {pre} (")?;
            match pre {
                0 => write!(out, "none")?,
                _ => write_values(&values[..pre], " ", "", "", out)?,
            }
            write!(out, "), period {period} (")?;
            write_values(&values[pre..pre + period], " ", "", "", out)?;
            writeln!(out, "), checked to {index} {}", p.checked_to)?;
            match &summary.certificate {
                Some(c) => writeln!(
                    out,
                    "proved for every {index} by {}: {}",
                    c.theorem, c.statement
                ),
                None => writeln!(out, "no theorem applied: periodic as far as checked"),
            }
        }
        None => writeln!(
            out,
            "no period shows within {index} 0..{}",
            values.len().saturating_sub(1)
        ),
    }
}

/// Values separated by `sep` between `open` and `close`, written one at a
/// time: a series of millions of values is never held as text.
pub fn write_values<V: Value>(
    values: &[V],
    sep: &str,
    open: &str,
    close: &str,
    out: &mut impl Write,
) -> io::Result<()> {
    out.write_all(open.as_bytes())?;
    for (i, v) in values.iter().enumerate() {
        if i > 0 {
            out.write_all(sep.as_bytes())?;
        }
        write!(out, "{}", v.get())?;
    }
    out.write_all(close.as_bytes())
}
