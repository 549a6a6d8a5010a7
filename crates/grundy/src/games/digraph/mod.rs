//! Graph games: a directed acyclic graph with tokens on its vertices; a
//! move slides one token along an edge, and whoever cannot move loses.
//!
//! Text: edges `a>b` (chains `a>b>c` too) and lone vertices `d`,
//! separated by spaces, then `;` and the tokens' vertices after the word
//! `tokens`: `a>b a>c b>c; tokens a c`. Vertex names are letters, digits
//! and underscores. A cycle is refused, naming it.
//!
//! Each token is a game of its own (the components), and its value is
//! its vertex's Sprague-Grundy value, found by the notes' procedure
//! ([`label`]): order the vertices so that every edge goes forward, then
//! label them from the last: a vertex is losing (P) when no edge leads to
//! a losing vertex, and its value is the mex of its followers' values.

pub mod entry;

use super::notation::{NotationError, NotationErrorKind, Reader, RuleError};
use crate::game::{Game, MoveWords, PlayError, Values};
use crate::moves::{MoveGroup, MoveRow};
use crate::Nimber;

/// The most vertices, and the most tokens, a position may have.
pub const MAX_VERTICES: usize = 500;

/// Graph games.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Digraph;

/// A position: the graph, and a token list (vertex indices).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Board {
    /// The vertices' names, in order of first mention.
    pub names: Vec<String>,
    /// The edges, as vertex indices.
    pub edges: Vec<(usize, usize)>,
    /// The vertex of each token.
    pub tokens: Vec<usize>,
}

/// A move: token `token` slides from `from` to `to`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Slide {
    /// The token's index: the component.
    pub token: usize,
    /// Its vertex.
    pub from: usize,
    /// The vertex it goes to.
    pub to: usize,
    /// That vertex's name: what the move leaves in place of the token's
    /// game (its token on that vertex).
    pub name: String,
}

/// One step of the notes' procedure: a vertex labelled from its
/// followers, all labelled before it.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct LabelStep {
    /// The vertex.
    pub vertex: usize,
    /// Its followers and their values.
    pub followers: Vec<(usize, Nimber)>,
    /// True when no follower is losing: the vertex is losing (P).
    pub losing: bool,
    /// The mex of the followers' values.
    pub value: Nimber,
}

/// The notes' procedure on a whole graph.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Labelling {
    /// The vertices in an order where every edge goes forward.
    pub order: Vec<usize>,
    /// The labels, one vertex at a time, from the end of the order.
    pub steps: Vec<LabelStep>,
    /// Each vertex's value.
    pub values: Vec<Nimber>,
}

impl Board {
    /// The followers of vertex `v`, each once, in edge order.
    pub fn followers(&self, v: usize) -> Vec<usize> {
        let mut out = Vec::new();
        for &(a, b) in &self.edges {
            if a == v && !out.contains(&b) {
                out.push(b);
            }
        }
        out
    }

    /// An order of the vertices where every edge goes forward, or a cycle.
    pub fn order(&self) -> Result<Vec<usize>, Vec<usize>> {
        let n = self.names.len();
        let mut into = vec![0usize; n];
        for &(_, b) in &self.edges {
            into[b] += 1;
        }
        let mut ready: Vec<usize> = (0..n).rev().filter(|&v| into[v] == 0).collect();
        let mut order = Vec::new();
        while let Some(v) = ready.pop() {
            order.push(v);
            for &(a, b) in &self.edges {
                if a == v {
                    into[b] -= 1;
                    if into[b] == 0 {
                        ready.push(b);
                    }
                }
            }
        }
        if order.len() == n {
            return Ok(order);
        }
        // Every vertex left has an edge in from another left; walking such
        // edges backwards must repeat a vertex.
        let left: Vec<usize> = (0..n).filter(|v| !order.contains(v)).collect();
        let mut walk = vec![left[0]];
        loop {
            let v = walk[walk.len() - 1];
            let Some(&(u, _)) = self
                .edges
                .iter()
                .find(|&&(a, b)| b == v && left.contains(&a))
            else {
                return Err(walk);
            };
            if let Some(at) = walk.iter().position(|&w| w == u) {
                let mut cycle: Vec<usize> = walk[at..].to_vec();
                cycle.reverse();
                cycle.push(cycle[0]);
                return Err(cycle);
            }
            walk.push(u);
        }
    }

    /// The notes' procedure: order, then label from the end.
    pub fn label(&self) -> Labelling {
        let order = self.order().unwrap_or_default();
        let mut values = vec![Nimber::ZERO; self.names.len()];
        let mut steps = Vec::new();
        for &v in order.iter().rev() {
            let followers: Vec<(usize, Nimber)> = self
                .followers(v)
                .into_iter()
                .map(|w| (w, values[w]))
                .collect();
            let value = Nimber::mex(followers.iter().map(|f| f.1));
            values[v] = value;
            steps.push(LabelStep {
                vertex: v,
                losing: !followers.iter().any(|f| f.1.is_zero()),
                followers,
                value,
            });
        }
        Labelling {
            order,
            steps,
            values,
        }
    }

    fn with_tokens(&self, tokens: Vec<usize>) -> Board {
        Board {
            names: self.names.clone(),
            edges: self.edges.clone(),
            tokens,
        }
    }
}

/// The notes' procedure for `board`'s graph (see [`Board::label`]).
pub fn label(board: &Board) -> Labelling {
    board.label()
}

fn index_of(names: &mut Vec<String>, name: &str) -> usize {
    match names.iter().position(|n| n == name) {
        Some(i) => i,
        None => {
            names.push(name.to_string());
            names.len() - 1
        }
    }
}

/// Reads a board such as `a>b a>c b>c; tokens a c`.
pub fn parse_board(text: &str) -> Result<Board, NotationError> {
    let mut r = Reader::new(text);
    let mut board = Board::default();
    let mut edge_at = Vec::new();
    while !r.done() && r.peek() != Some(';') {
        let Some((_, first)) = r.word() else {
            return Err(r.unexpected("a vertex name"));
        };
        let mut from = index_of(&mut board.names, first);
        while r.eat('>') {
            let at = r.at;
            let Some((_, next)) = r.word() else {
                return Err(r.unexpected("the vertex the edge leads to"));
            };
            let to = index_of(&mut board.names, next);
            board.edges.push((from, to));
            edge_at.push(at);
            from = to;
        }
        if board.names.len() > MAX_VERTICES {
            return Err(r.error(NotationErrorKind::TooBig(format!(
                "a graph has at most {MAX_VERTICES} vertices"
            ))));
        }
    }
    if r.eat(';') {
        match r.word() {
            Some((_, w)) if w.eq_ignore_ascii_case("tokens") => {}
            _ => return Err(r.unexpected("the word tokens")),
        }
        while !r.done() {
            let at = r.at;
            let Some((_, name)) = r.word() else {
                return Err(r.unexpected("a vertex name for a token"));
            };
            match board.names.iter().position(|n| n == name) {
                Some(v) => board.tokens.push(v),
                None => {
                    return Err(r.error_at(
                        NotationErrorKind::NotAMove(format!(
                            "the graph has no vertex {name} to put a token on"
                        )),
                        at + (r.text[at..].len() - r.text[at..].trim_start().len()),
                    ))
                }
            }
            if board.tokens.len() > MAX_VERTICES {
                return Err(r.error(NotationErrorKind::TooBig(format!(
                    "a position has at most {MAX_VERTICES} tokens"
                ))));
            }
        }
    }
    if let Err(cycle) = board.order() {
        let (a, b) = (cycle[0], cycle[1]);
        let at = board
            .edges
            .iter()
            .position(|&e| e == (a, b))
            .map_or(0, |i| edge_at[i]);
        let names = cycle.iter().map(|&v| board.names[v].clone()).collect();
        return Err(r.error_at(NotationErrorKind::Cycle(names), at));
    }
    Ok(board)
}

/// Writes a board: edges as chains where they follow on, lone vertices,
/// then the tokens.
pub fn format_board(board: &Board) -> String {
    let mut items: Vec<String> = board
        .edges
        .iter()
        .map(|&(a, b)| format!("{}>{}", board.names[a], board.names[b]))
        .collect();
    for (v, name) in board.names.iter().enumerate() {
        if !board.edges.iter().any(|&(a, b)| a == v || b == v) {
            items.push(name.clone());
        }
    }
    let tokens: Vec<&str> = board
        .tokens
        .iter()
        .map(|&t| board.names[t].as_str())
        .collect();
    let mut text = items.join(" ");
    text.push_str("; tokens");
    for t in tokens {
        text.push(' ');
        text.push_str(t);
    }
    text
}

impl Game for Digraph {
    type Position = Board;
    type Move = Slide;
    type IllegalMove = RuleError;
    type TextError = NotationError;

    fn spec(&self) -> String {
        "digraph".to_string()
    }

    fn name(&self) -> String {
        "Graph game".to_string()
    }

    fn moves<'a>(&'a self, board: &'a Board) -> Box<dyn Iterator<Item = Slide> + 'a> {
        // Tokens on one vertex are interchangeable: moves of the first only.
        Box::new(
            board
                .tokens
                .iter()
                .enumerate()
                .filter(|&(i, t)| !board.tokens[..i].contains(t))
                .flat_map(move |(token, &from)| {
                    board.followers(from).into_iter().map(move |to| Slide {
                        token,
                        from,
                        to,
                        name: board.names[to].clone(),
                    })
                }),
        )
    }

    fn play(&self, mut board: Board, mv: &Slide) -> Result<Board, PlayError<Board, RuleError>> {
        let error = if board.tokens.get(mv.token) != Some(&mv.from) {
            RuleError::NotInPosition(format!("token {} on that vertex", mv.token + 1))
        } else if !board.edges.contains(&(mv.from, mv.to)) {
            RuleError::AgainstRule("a token moves along an edge, in its direction".to_string())
        } else {
            board.tokens[mv.token] = mv.to;
            return Ok(board);
        };
        Err(PlayError {
            position: board,
            error,
        })
    }

    fn parse_position(&self, text: &str) -> Result<Board, NotationError> {
        parse_board(text)
    }

    fn format_position(&self, board: &Board) -> String {
        format_board(board)
    }

    fn parse_move(&self, board: &Board, text: &str) -> Result<Slide, NotationError> {
        let mut r = Reader::new(text);
        let find = |r: &mut Reader| -> Result<usize, NotationError> {
            r.skip_space();
            let at = r.at;
            let Some((_, name)) = r.word() else {
                return Err(r.unexpected("a vertex name"));
            };
            board.names.iter().position(|n| n == name).ok_or_else(|| {
                r.error_at(
                    NotationErrorKind::NotAMove(format!("the graph has no vertex {name}")),
                    at,
                )
            })
        };
        let from = find(&mut r)?;
        if !r.eat('>') {
            return Err(r.unexpected("> and the vertex the token goes to"));
        }
        let to = find(&mut r)?;
        if !r.done() {
            return Err(r.unexpected("the end of the move"));
        }
        let Some(token) = board.tokens.iter().position(|&t| t == from) else {
            return Err(r.error_at(
                NotationErrorKind::NotAMove(format!("no token is on {}", board.names[from])),
                0,
            ));
        };
        let mv = Slide {
            token,
            from,
            to,
            name: board.names[to].clone(),
        };
        self.apply(board, &mv)
            .map(|_| mv)
            .map_err(|e| r.error_at(NotationErrorKind::NotAMove(e.error.to_string()), 0))
    }

    fn format_move(&self, board: &Board, mv: &Slide) -> String {
        let name = |v: usize| board.names.get(v).cloned().unwrap_or_default();
        format!("{}>{}", name(mv.from), name(mv.to))
    }

    fn components(&self, board: &Board) -> Vec<Board> {
        board
            .tokens
            .iter()
            .map(|&t| board.with_tokens(vec![t]))
            .collect()
    }

    fn component_of(&self, mv: &Slide) -> usize {
        mv.token
    }

    fn pieces(&self, mv: &Slide) -> String {
        mv.name.clone()
    }

    fn canonical(&self, board: &Board) -> Board {
        let mut tokens = board.tokens.clone();
        tokens.sort_unstable();
        board.with_tokens(tokens)
    }

    fn closed_value(&self, board: &Board) -> Option<Nimber> {
        let values = board.label().values;
        Some(board.tokens.iter().map(|&t| values[t]).sum())
    }

    fn describe_component(&self, board: &Board) -> String {
        match board.tokens.as_slice() {
            [t] => format!("a token on {}", board.names[*t]),
            _ => format_board(board),
        }
    }

    fn describe_move(&self, board: &Board, mv: &Slide) -> String {
        format!(
            "the token on {} to {}",
            board.names[mv.from], board.names[mv.to]
        )
    }

    fn words(&self) -> MoveWords {
        MoveWords::fixed("move", "moved", "move")
    }

    fn move_groups(
        &self,
        board: &Board,
        component: usize,
        _limit: u64,
        _values: Values<'_, Board>,
    ) -> Vec<MoveGroup<Slide>> {
        // One labelling for every row: a move changes one token's value.
        let values = board.label().values;
        let total: Nimber = board.tokens.iter().map(|&t| values[t]).sum();
        // Tokens on one vertex are interchangeable: moves of the first only.
        let Some(&from) = board.tokens.get(component) else {
            return Vec::new();
        };
        if board.tokens[..component].contains(&from) {
            return Vec::new();
        }
        let row = |to: usize| {
            let name = board.names[to].clone();
            let (token, after) = (component, total ^ values[from] ^ values[to]);
            let mv = Slide {
                token,
                from,
                to,
                name,
            };
            let (text, pieces) = (self.format_move(board, &mv), self.pieces(&mv));
            let mut row = MoveRow::new(mv, String::new(), text, pieces, after);
            row.description = self.describe_move(board, &row.mv);
            row
        };
        let rows: Vec<MoveRow<Slide>> = board.followers(from).into_iter().map(row).collect();
        let count = rows.len() as u128;
        let group = MoveGroup {
            key: String::new(),
            title: "Moves".to_string(),
            count,
            rows,
            reach: Vec::new(),
            range: None,
        };
        if count == 0 {
            Vec::new()
        } else {
            vec![group]
        }
    }

    fn computer_move(&self, board: &Board, values: Values<'_, Board>) -> Option<Slide> {
        super::modest_computer_move(self, board, values)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boards_read_and_write_back() {
        let b = parse_board("a>b>c a>c d; tokens a c").unwrap();
        assert_eq!(b.edges, vec![(0, 1), (1, 2), (0, 2)]);
        assert_eq!(format_board(&b), "a>b b>c a>c d; tokens a c");
    }

    #[test]
    fn cycles_are_refused_by_name() {
        let e = parse_board("a>b b>c c>a; tokens a").unwrap_err();
        match e.kind {
            NotationErrorKind::Cycle(names) => assert_eq!(names.len(), 4),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn labels_go_from_the_end_of_the_order() {
        let b = parse_board("a>b a>c b>c; tokens a").unwrap();
        let l = b.label();
        assert_eq!(l.steps[0].vertex, 2);
        assert!(l.steps[0].losing);
        assert_eq!(l.values, vec![Nimber(2), Nimber(1), Nimber(0)]);
    }

    #[test]
    fn unknown_token_vertex_is_refused() {
        assert!(parse_board("a>b; tokens z").is_err());
    }
}
