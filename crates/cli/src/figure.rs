//! `figure`: the SVG files the app exports, for every game.

use crate::failure::{io, Failure};
use crate::read::{number, placed, position};
use crate::usage::usage;
use figures::export::{position_svg, surface_svg, Theme};
use grundy::catalogue::Family;
use grundy::manifold::{Cut, CutKind, Position};
use grundy::spec::AnyGame;
use grundy::TextError;
use std::io::Write;

/// The largest file `figure` writes. Every drawing draws a bounded part of
/// a large position and counts the rest, so this is a guard that is never
/// met, not a way of working.
const MAX_BYTES: usize = 8 << 20;

/// What `figure` was asked: the theme, the cut, and `--svg`.
struct Asked {
    theme: Theme,
    cut: Option<String>,
}

/// Reads `figure`'s flags.
fn flags(rest: &[String]) -> Result<Asked, Failure> {
    let mut asked = Asked {
        theme: Theme::Light,
        cut: None,
    };
    let mut svg = false;
    let mut rest = rest.iter();
    while let Some(flag) = rest.next() {
        match flag.as_str() {
            "--svg" => svg = true,
            "--theme" => {
                let t = rest.next().map(String::as_str).unwrap_or("");
                asked.theme = Theme::parse(t)
                    .ok_or_else(|| usage(&format!("--theme is light or dark, not '{t}'")))?;
            }
            "--cut" => asked.cut = Some(rest.next().cloned().unwrap_or_default()),
            other => return Err(usage(&format!("figure does not take '{other}'"))),
        }
    }
    if !svg {
        return Err(usage("figure writes SVG: add --svg"));
    }
    Ok(asked)
}

/// `figure POSITION [--cut KIND[:A]] [--theme light|dark] --svg`: the SVG
/// file the app exports for the same figure: a surface (with the curve J
/// of a cut) or a whole position of the surface game, or the board of any
/// other game.
pub fn figure(
    game: &AnyGame,
    pos: &str,
    rest: &[String],
    out: &mut impl Write,
) -> Result<(), Failure> {
    let asked = flags(rest)?;
    let text = match game.entry().family {
        Family::Surfaces => {
            let p = grundy::manifold::parse_position(pos).map_err(|e| {
                let Failure(message, _) =
                    placed("invalid position", pos, e.offset(), &e.to_string());
                Failure(message, 2)
            })?;
            surfaces(&p, asked)?
        }
        _ if asked.cut.is_some() => {
            return Err(usage("--cut is for the surface game (manifold)"));
        }
        _ => {
            let p = position(game, pos)?;
            figures::game::figure(game, &p)
                .map_err(|e| Failure(format!("figure: {e}"), 1))?
                .to_svg(asked.theme)
        }
    };
    if text.len() > MAX_BYTES {
        return Err(Failure(
            format!(
                "the figure would take {} bytes, past the {MAX_BYTES} a figure may take",
                text.len()
            ),
            1,
        ));
    }
    out.write_all(text.as_bytes()).map_err(io)
}

/// The figure of a position of surfaces, with the curve of a cut of its one
/// surface when asked.
fn surfaces(p: &Position, asked: Asked) -> Result<String, Failure> {
    let theme = asked.theme;
    Ok(match (asked.cut, p.surfaces()) {
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
    })
}
