//! How numbers are written in SVG attributes and path data.

/// A number for SVG: at most two decimals, no trailing zeros.
pub(crate) fn num(x: f64) -> String {
    let text = format!("{x:.2}");
    match text.trim_end_matches('0').trim_end_matches('.') {
        "-0" => "0".to_string(),
        t => t.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_written_to_hundredths() {
        let cases = [
            (1.0, "1"),
            (-0.001, "0"),
            (2.5, "2.5"),
            (4.567, "4.57"),
            (-7.25, "-7.25"),
            (0.05, "0.05"),
        ];
        for (x, text) in cases {
            assert_eq!(num(x), text, "{x}");
        }
    }
}
