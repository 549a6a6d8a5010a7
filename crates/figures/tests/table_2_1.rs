//! Table 2.1 as exported (CSV and LaTeX) against the paper's table as
//! transcribed in the core's test data.

use figures::table::{table_2_1, Format};

/// The transcribed row for `g`: its results (`n6=3 (n1,n5)=1`) and G(ng).
fn paper_row(g: u64) -> (String, String) {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../grundy/tests/data/table_2_1.txt"
    );
    let text = std::fs::read_to_string(path).expect("the transcription is readable");
    text.lines()
        .filter(|l| !l.trim_start().starts_with('#'))
        .map(|l| l.split('|').map(str::trim).collect::<Vec<_>>())
        .find(|cols| cols.len() == 3 && cols[0] == g.to_string())
        .map(|cols| {
            let results: Vec<&str> = cols[1].split_whitespace().collect();
            (results.join(" "), cols[2].to_string())
        })
        .expect("the row is transcribed")
}

/// Splits one CSV line into fields, honouring quotes.
fn csv_fields(line: &str) -> Vec<String> {
    let mut fields = vec![String::new()];
    let mut quoted = false;
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match (c, quoted) {
            ('"', true) if chars.peek() == Some(&'"') => {
                chars.next();
                fields.last_mut().unwrap().push('"');
            }
            ('"', _) => quoted = !quoted,
            (',', false) => fields.push(String::new()),
            (c, _) => fields.last_mut().unwrap().push(c),
        }
    }
    fields
}

#[test]
fn the_csv_row_of_n7_is_the_papers_row() {
    let (results, value) = paper_row(7);
    let csv = table_2_1(14).write(Format::Csv);
    let line = csv
        .lines()
        .find(|l| l.starts_with("7,"))
        .expect("a row for n7");
    assert_eq!(csv_fields(line), vec!["7".to_string(), results, value]);
}

#[test]
fn the_latex_row_of_n7_is_the_papers_row_in_its_notation() {
    let (results, value) = paper_row(7);
    // The transcription's `n6=3 (n1,n5)=1`, set as `$n_{6}$: 3, $(n_{1}, n_{5})$: 1`.
    let sub = |s: &str| format!("{}_{{{}}}", &s[..1], &s[1..]);
    let expected: Vec<String> = results
        .split(' ')
        .map(|cell| {
            let (result, v) = cell.split_once('=').unwrap();
            match result.strip_prefix('(').and_then(|r| r.strip_suffix(')')) {
                Some(pair) => {
                    let parts: Vec<String> = pair.split(',').map(sub).collect();
                    format!("$({})$: {v}", parts.join(", "))
                }
                None => format!("${}$: {v}", sub(result)),
            }
        })
        .collect();
    let latex = table_2_1(14).write(Format::Latex);
    let line = latex
        .lines()
        .find(|l| l.starts_with("7 & "))
        .expect("a row for n7");
    assert_eq!(line, format!("7 & {} & {value} \\\\", expected.join(", ")));
    assert!(latex.contains("\\begin{tabular}{rlr}"));
}
