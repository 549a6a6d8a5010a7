//! The positions an edit leads to, built whole: a button in the editor
//! names its new position in its test id, and a budget keeps the number
//! of such names bounded.

use grundy::games::digraph::{format_board, parse_board, Board};

/// The characters of full position texts one editor may carry.
const EDIT_BUDGET: usize = 200_000;

/// The first name not in use: a to z, then a1 to z1, a2 and so on.
pub fn next_name(board: &Board) -> String {
    (0usize..)
        .map(|k| {
            let letter = char::from(b'a' + (k % 26) as u8);
            if k < 26 {
                letter.to_string()
            } else {
                format!("{letter}{}", k / 26)
            }
        })
        .find(|name| !board.names.contains(name))
        .unwrap_or_default()
}

/// The position with a new vertex, named by [`next_name`].
pub fn with_vertex(board: &Board) -> Board {
    let mut b = board.clone();
    b.names.push(next_name(board));
    b
}

/// The position with the edge from `t` to `h` added.
pub fn with_edge(board: &Board, t: usize, h: usize) -> Board {
    let mut b = board.clone();
    b.edges.push((t, h));
    b
}

/// The position without the edge from `t` to `h`.
pub fn without_edge(board: &Board, t: usize, h: usize) -> Board {
    let mut b = board.clone();
    b.edges.retain(|&e| e != (t, h));
    b
}

/// The position with one more token on `v`.
pub fn with_token(board: &Board, v: usize) -> Board {
    let mut b = board.clone();
    b.tokens.push(v);
    b
}

/// The position with one token fewer on `v` (the last one listed).
pub fn without_token(board: &Board, v: usize) -> Board {
    let mut b = board.clone();
    if let Some(i) = b.tokens.iter().rposition(|&t| t == v) {
        b.tokens.remove(i);
    }
    b
}

/// The position without vertex `v`, its edges and its tokens.
pub fn without_vertex(board: &Board, v: usize) -> Board {
    let new = |w: usize| if w > v { w - 1 } else { w };
    Board {
        names: board
            .names
            .iter()
            .enumerate()
            .filter(|&(w, _)| w != v)
            .map(|(_, n)| n.clone())
            .collect(),
        edges: board
            .edges
            .iter()
            .filter(|&&(a, c)| a != v && c != v)
            .map(|&(a, c)| (new(a), new(c)))
            .collect(),
        tokens: board
            .tokens
            .iter()
            .filter(|&&t| t != v)
            .map(|&t| new(t))
            .collect(),
    }
}

/// `board` as its text reads: its vertices in the order the text first
/// names them, as the same position comes back from the address, so a
/// reload draws it alike. An edit never makes a cycle; one would be kept
/// as built.
pub fn settled(board: &Board) -> Board {
    parse_board(&format_board(board)).unwrap_or_else(|_| board.clone())
}

/// How many buttons may name a whole new position: each holds its text
/// once, so a long text gets fewer, and the markup stays bounded.
pub struct Edits {
    /// The texts still allowed.
    pub left: usize,
}

impl Edits {
    /// The budget for editing `board`.
    pub fn new(board: &Board) -> Edits {
        Edits {
            left: EDIT_BUDGET / (format_board(board).len() + 32),
        }
    }

    /// True, and one fewer left, when another may be written.
    pub fn take(&mut self) -> bool {
        let ok = self.left > 0;
        self.left = self.left.saturating_sub(1);
        ok
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_vertex_takes_the_next_free_name() {
        let b = parse_board("a>b c; tokens a").unwrap();
        assert_eq!(next_name(&b), "d");
        assert_eq!(format_board(&with_vertex(&b)), "a>b c d; tokens a");
        let letters: Vec<String> = (b'a'..=b'z').map(|c| char::from(c).to_string()).collect();
        let all = parse_board(&letters.join(" ")).unwrap();
        assert_eq!(next_name(&all), "a1");
    }

    #[test]
    fn an_edit_settles_in_the_order_its_text_names_the_vertices() {
        // The edge c>a is written first, so its text names c first.
        let b = parse_board("a b c; tokens a").unwrap();
        let joined = with_edge(&b, 2, 0);
        assert_eq!(joined.names, ["a", "b", "c"]);
        let settled = settled(&joined);
        assert_eq!(settled.names, ["c", "a", "b"]);
        assert_eq!(settled, parse_board("c>a b; tokens a").unwrap());
    }
}
