//! Rims in text: a region is its free dots and its loops, `5 (2: 3 (1:))`.

use super::super::notation::{NotationError, NotationErrorKind, Reader};
use super::region::{Loop, Region, MAX_DOTS};

/// Reads a region (free dots and loops) at nesting `depth`.
fn read_region(r: &mut Reader, depth: usize) -> Result<Region, NotationError> {
    let mut region = Region::default();
    loop {
        r.skip_space();
        match r.peek() {
            Some('0'..='9') => {
                let at = r.at;
                let n = r.number("a number of dots")?;
                region.dots = region
                    .dots
                    .checked_add(n)
                    .filter(|&d| d <= MAX_DOTS)
                    .ok_or_else(|| {
                        r.error_at(
                            NotationErrorKind::TooBig(format!(
                                "a position holds at most {MAX_DOTS} dots"
                            )),
                            at,
                        )
                    })?;
            }
            Some('(') => {
                if depth >= 64 {
                    return Err(r.error(NotationErrorKind::TooBig(
                        "loops nest at most 64 deep".to_string(),
                    )));
                }
                r.at += 1;
                let at = r.at;
                let through = r.number("the number of dots the loop passes through")?;
                if through == 0 {
                    return Err(r.error_at(
                        NotationErrorKind::NotAMove(
                            "a loop passes through at least one dot".to_string(),
                        ),
                        at,
                    ));
                }
                if !r.eat(':') {
                    return Err(r.unexpected("a colon after the loop's dots"));
                }
                let inside = read_region(r, depth + 1)?;
                if !r.eat(')') {
                    return Err(r.unexpected("a closing parenthesis"));
                }
                region.loops.push(Loop { through, inside });
            }
            _ => return Ok(region),
        }
    }
}

/// Reads a position such as `5 (2: 3 (1:))`.
pub fn parse_rims(text: &str) -> Result<Region, NotationError> {
    let mut r = Reader::new(text);
    let region = read_region(&mut r, 0)?;
    if !r.done() {
        return Err(r.unexpected("a number of dots or a loop"));
    }
    if region.total_dots() > MAX_DOTS {
        return Err(r.error_at(
            NotationErrorKind::TooBig(format!("a position holds at most {MAX_DOTS} dots")),
            0,
        ));
    }
    Ok(region)
}

/// Writes a region: its free dots (when any), then its loops.
pub fn format_rims(region: &Region) -> String {
    let mut items = Vec::new();
    if region.dots > 0 {
        items.push(region.dots.to_string());
    }
    for l in &region.loops {
        let inside = format_rims(&l.inside);
        items.push(if inside.is_empty() {
            format!("({}:)", l.through)
        } else {
            format!("({}: {inside})", l.through)
        });
    }
    items.join(" ")
}
