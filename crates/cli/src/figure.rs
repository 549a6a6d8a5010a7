//! `figure`: the SVG files the app exports.

use crate::failure::{io, Failure};
use crate::read::{number, placed};
use crate::usage::usage;
use figures::export::{position_svg, surface_svg, Theme};
use grundy::manifold::{Cut, CutKind};
use grundy::TextError;
use std::io::Write;

/// The most surfaces a figure of a whole position draws: each is about a
/// kilobyte of SVG.
pub const MAX_SURFACES: usize = 500;

/// `figure POSITION [--cut KIND[:A]] [--theme light|dark] --svg`: the SVG
/// file the app exports for the same figure.
pub fn figure(pos: &str, rest: &[String], out: &mut impl Write) -> Result<(), Failure> {
    let p = grundy::manifold::parse_position(pos).map_err(|e| {
        let Failure(message, _) = placed("invalid position", pos, e.offset(), &e.to_string());
        Failure(message, 2)
    })?;
    if p.surfaces().len() > MAX_SURFACES {
        return Err(Failure(
            format!(
                "a figure draws at most {MAX_SURFACES} surfaces; this position has {}",
                p.surfaces().len()
            ),
            2,
        ));
    }
    let mut theme = Theme::Light;
    let mut cut = None;
    let mut svg = false;
    let mut rest = rest.iter();
    while let Some(flag) = rest.next() {
        match flag.as_str() {
            "--svg" => svg = true,
            "--theme" => {
                let t = rest.next().map(String::as_str).unwrap_or("");
                theme = Theme::parse(t)
                    .ok_or_else(|| usage(&format!("--theme is light or dark, not '{t}'")))?;
            }
            "--cut" => cut = Some(rest.next().cloned().unwrap_or_default()),
            other => return Err(usage(&format!("figure does not take '{other}'"))),
        }
    }
    if !svg {
        return Err(usage("figure writes SVG: add --svg"));
    }
    let text = match (cut, p.surfaces()) {
        (None, [s]) => surface_svg(*s, None, theme),
        (None, surfaces) => position_svg(surfaces, theme),
        (Some(spec), [s]) => {
            let (kind, a) = spec.split_once(':').unwrap_or((spec.as_str(), ""));
            let kind = kind
                .chars()
                .next()
                .filter(|_| kind.chars().count() == 1)
                .and_then(CutKind::from_letter)
                .ok_or_else(|| {
                    usage(&format!("--cut is a kind a to h, as in g:2, not '{spec}'"))
                })?;
            let cut = if a.is_empty() {
                Cut::new(*s, kind)
            } else {
                Cut::split(*s, kind, number(a, "--cut")?)
            }
            .map_err(|e| Failure(format!("no such cut: {e}"), 2))?;
            surface_svg(*s, Some(&cut), theme)
        }
        (Some(_), _) => return Err(usage("--cut is for a position of one surface")),
    };
    out.write_all(text.as_bytes()).map_err(io)
}
