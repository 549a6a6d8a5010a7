//! The misère search of a heap game that remembers: positions in
//! canonical form (heaps sorted, heaps with no move dropped, since such a
//! heap is the empty game in misère play too), each settled once and
//! kept, so a later question about a nearby position costs only what is
//! new. Where the game's misère quotient covers every heap of a position
//! (heaps up to its bound, or any heap once proved) the quotient answers
//! at once and the search goes no deeper.
//!
//! The quotient is never applied to part of a position: the quotient of
//! heaps up to `n` tells two positions of those heaps apart only by what
//! smaller heaps can add to them, and a larger heap can tell more (in
//! misère Kayles `5 + 5` acts as no heap until a heap of 9 is added). So
//! a position with a heap past the bound is searched whole, and only its
//! descendants whose heaps are all covered are read from the quotient.
//!
//! The search is depth first with a stack of its own; at each position it
//! first looks for an option already known to be lost, then opens the
//! others, those whose normal-play nim-sum is 0 first (in misère play
//! with a heap of two or more the winning move is most often the
//! normal-play one). The order only decides how soon an answer comes,
//! never what it is. How much it may use is a [`Budget`](super::Budget) of memory and
//! time, checked through a [`Meter`].

mod memo;
mod moves;

use super::budget::{Halt, Meter};
use super::heaps::{HeapQuotient, Leaves, Movable};
use super::monoid::{Element, Table};
use crate::outcome::Outcome;
use memo::Memo;
use moves::Moves;

/// Work (a position opened, a move read) between two looks at the
/// meter: counted by moves, not positions, since one position with a
/// heap of 100,000 has as many moves as a thousand small ones.
const CHECK_EVERY: u64 = 1 << 16;

/// The largest quotient multiplied by a table (`order²` entries); a
/// larger one multiplies by its words.
const TABLED: usize = 4096;

/// A heap game's misère positions, searched and remembered.
pub struct HeapSearch {
    moves: Moves,
    cover: Option<Cover>,
    memo: Memo,
    /// Positions opened by the search, over every question.
    opened: u64,
    /// Work done since the meter was last read ([`CHECK_EVERY`]).
    unmetered: u64,
}

/// The quotient the search reads covered positions from.
struct Cover {
    quotient: HeapQuotient,
    table: Option<Table>,
}

impl Cover {
    fn new(quotient: HeapQuotient) -> Cover {
        let table = (quotient.monoid.order() <= TABLED).then(|| quotient.monoid.table());
        Cover { quotient, table }
    }

    /// Whether every heap up to `largest` is covered.
    fn covers(&self, largest: u64) -> bool {
        self.quotient.proved() || largest <= self.quotient.bound()
    }

    fn mul(&self, x: Element, y: Element) -> Element {
        match &self.table {
            Some(t) => t.mul(x, y),
            None => self.quotient.monoid.mul(x, y),
        }
    }

    /// The class of a covered heap.
    fn heap(&self, h: u64) -> Element {
        self.quotient.heap(h).unwrap_or(Element::ONE)
    }

    fn class(&self, heaps: &[u64]) -> Element {
        heaps
            .iter()
            .fold(Element::ONE, |x, &h| self.mul(x, self.heap(h)))
    }

    fn lost(&self, x: Element) -> bool {
        self.quotient.monoid.is_p(x)
    }

    fn bytes(&self) -> u64 {
        let n = self.quotient.monoid.order() as u64;
        if self.table.is_some() {
            4 * n * n
        } else {
            0
        }
    }
}

/// A position being searched: its moves not known to lose, likeliest to
/// win first, each as the heap it is made on (an index into the
/// position) and which of that heap's options it leaves; and the move
/// being looked at.
struct Frame {
    position: Vec<u64>,
    moves: Vec<(u32, u32)>,
    next: usize,
}

/// What opening a position found.
enum Opened {
    /// Settled at once: whether it is lost.
    Settled(bool),
    /// Moves to search.
    Frame(Frame),
}

fn outcome_of(lost: bool) -> Outcome {
    if lost {
        Outcome::Previous
    } else {
        Outcome::Next
    }
}

impl HeapSearch {
    /// A search of the game whose moves are `leaves` (`has_move` says
    /// whether a heap has any), knowing nothing yet.
    pub fn new(leaves: Leaves, has_move: Movable) -> HeapSearch {
        HeapSearch {
            moves: Moves::new(leaves, has_move),
            cover: None,
            memo: Memo::default(),
            opened: 0,
            unmetered: CHECK_EVERY,
        }
    }

    /// Takes `quotient` to answer the positions whose heaps it covers,
    /// when it covers more than the one held.
    pub fn use_quotient(&mut self, quotient: HeapQuotient) {
        let better = self.cover.as_ref().is_none_or(|c| {
            let q = &c.quotient;
            !q.proved() && (quotient.proved() || quotient.bound() > q.bound())
        });
        if better {
            self.cover = Some(Cover::new(quotient));
        }
    }

    /// The quotient held, if any.
    pub fn quotient(&self) -> Option<&HeapQuotient> {
        self.cover.as_ref().map(|c| &c.quotient)
    }

    /// Positions settled by search and kept.
    pub fn known(&self) -> usize {
        self.memo.len()
    }

    /// Positions opened by the search so far, over every question.
    pub fn opened(&self) -> u64 {
        self.opened
    }

    /// The memory the search holds, estimated from its tables' sizes.
    pub fn bytes(&self) -> u64 {
        self.memo.bytes() + self.moves.bytes() + self.cover.as_ref().map_or(0, Cover::bytes)
    }

    /// The canonical form of `heaps`: sorted, without the heaps that have
    /// no move.
    pub fn canonical(&mut self, heaps: &[u64]) -> Vec<u64> {
        let mut x: Vec<u64> = heaps
            .iter()
            .copied()
            .filter(|&h| self.moves.moves_from(h))
            .collect();
        x.sort_unstable();
        x
    }

    /// Whether the player to move loses the canonical `x`, if known
    /// without searching: from the quotient, or settled before.
    fn settled(&mut self, x: &[u64]) -> Option<bool> {
        if let Some(c) = &self.cover {
            if c.covers(x.last().copied().unwrap_or(0)) {
                return Some(c.lost(c.class(x)));
            }
        }
        self.memo.write(x.iter().copied(), &[]);
        self.memo.get()
    }

    /// The outcome of `heaps` if known without searching.
    pub fn known_outcome(&mut self, heaps: &[u64]) -> Option<Outcome> {
        let x = self.canonical(heaps);
        self.settled(&x).map(outcome_of)
    }

    /// Takes the outcome of `heaps` found elsewhere (the page's worker).
    pub fn learn(&mut self, heaps: &[u64], outcome: Outcome) {
        let x = self.canonical(heaps);
        self.remember(&x, outcome == Outcome::Previous);
    }

    fn remember(&mut self, x: &[u64], lost: bool) {
        self.memo.write(x.iter().copied(), &[]);
        self.memo.insert(lost);
    }

    /// What move `(i, j)` of `x` leaves: heap `i` replaced by its option `j`.
    fn child(&mut self, x: &[u64], (i, j): (u32, u32)) -> Vec<u64> {
        let (i, j) = (i as usize, j as usize);
        let options = self.moves.options_of(x[i]);
        let mut y = Vec::with_capacity(x.len() + 1);
        y.extend_from_slice(&x[..i]);
        y.extend_from_slice(&x[i + 1..]);
        y.extend_from_slice(&options[j]);
        y.sort_unstable();
        y
    }

    /// Whether what move `(i, j)` of `x` leaves is lost, if settled.
    fn settled_move(&mut self, x: &[u64], (i, j): (u32, u32)) -> Option<bool> {
        let (i, j) = (i as usize, j as usize);
        let options = self.moves.options_of(x[i]);
        let rest = x[..i].iter().chain(&x[i + 1..]).copied();
        self.memo.write(rest, &options[j]);
        self.memo.get()
    }

    /// Opens the canonical `x`: settled at once when it has no move (won:
    /// the opponent made the last move), a move the quotient covers
    /// leaves a lost position, or every move leaves a position the
    /// quotient says is won; otherwise its other moves, those to a
    /// normal-play nim-sum of 0 first.
    fn open(&mut self, x: Vec<u64>) -> Opened {
        self.opened += 1;
        self.unmetered += 1;
        let n = x.len();
        // With a quotient: the class of the rest of the position beside
        // each heap, to read the moves it covers from.
        let rests: Option<Vec<Element>> = self.cover.as_ref().map(|c| {
            let mut before = vec![Element::ONE; n + 1];
            for i in 0..n {
                before[i + 1] = c.mul(before[i], c.heap(x[i]));
            }
            let mut after = Element::ONE;
            let mut rest = vec![Element::ONE; n];
            for i in (0..n).rev() {
                rest[i] = c.mul(before[i], after);
                after = c.mul(after, c.heap(x[i]));
            }
            rest
        });
        let sum = self.moves.sum(&x);
        let mut ranked: Vec<(u8, (u32, u32))> = Vec::new();
        let mut any = false;
        for i in 0..n {
            if i > 0 && x[i] == x[i - 1] {
                continue;
            }
            // The largest heap beside heap i.
            let beside = match (i + 1 < n, n > 1) {
                (true, _) => x[n - 1],
                (false, true) => x[n - 2],
                (false, false) => 0,
            };
            let value = self.moves.value(x[i]);
            let options = self.moves.options_of(x[i]);
            self.unmetered += options.len() as u64;
            for (j, left) in options.iter().enumerate() {
                any = true;
                if let (Some(c), Some(r)) = (&self.cover, &rests) {
                    if c.covers(beside.max(left.last().copied().unwrap_or(0))) {
                        if c.lost(c.mul(r[i], c.class(left))) {
                            return Opened::Settled(false);
                        }
                        continue;
                    }
                }
                let rank = match (sum, value, self.moves.sum(left)) {
                    (Some(s), Some(v), Some(l)) if s ^ v ^ l == 0 => 0,
                    (Some(_), Some(_), Some(_)) => 1,
                    _ => 2,
                };
                // A likely winning move is looked up at once; the others
                // when the search comes to them.
                if rank == 0 {
                    let rest = x[..i].iter().chain(&x[i + 1..]).copied();
                    self.memo.write(rest, left);
                    match self.memo.get() {
                        Some(true) => return Opened::Settled(false),
                        Some(false) => continue,
                        None => {}
                    }
                }
                ranked.push((rank, (i as u32, j as u32)));
            }
        }
        if !any {
            return Opened::Settled(false);
        }
        if ranked.is_empty() {
            return Opened::Settled(true);
        }
        ranked.sort_by_key(|&(rank, _)| rank);
        Opened::Frame(Frame {
            position: x,
            moves: ranked.into_iter().map(|(_, m)| m).collect(),
            next: 0,
        })
    }

    /// Moves the frame past moves to positions settled meanwhile:
    /// `Some(lost)` when the frame itself is then settled (won when a
    /// move leaves a lost position, lost when every move leaves a won
    /// one), `None` when a move's position is left to open.
    fn advance(&mut self, frame: &mut Frame) -> Option<bool> {
        while frame.next < frame.moves.len() {
            match self.settled_move(&frame.position, frame.moves[frame.next]) {
                Some(true) => return Some(false),
                Some(false) => frame.next += 1,
                None => return None,
            }
        }
        Some(true)
    }

    /// Whether the player to move loses `heaps` in misère play, searching
    /// within the meter's budget; past it, why it stopped and how far it
    /// got, with what it settled kept for the next question.
    pub fn lost(&mut self, heaps: &[u64], meter: &mut Meter<'_>) -> Result<bool, Halt> {
        let x = self.canonical(heaps);
        if let Some(known) = self.settled(&x) {
            return Ok(known);
        }
        let mut stack: Vec<Frame> = Vec::new();
        let mut next = x;
        loop {
            if self.unmetered >= CHECK_EVERY {
                self.unmetered = 0;
                let held: u64 = stack
                    .iter()
                    .map(|f| 48 + 8 * (f.position.len() + f.moves.len()) as u64)
                    .sum();
                meter.check(self.opened, self.bytes() + held)?;
            }
            let mut lost = match self.open(next.clone()) {
                Opened::Settled(lost) => {
                    self.remember(&next, lost);
                    lost
                }
                Opened::Frame(mut frame) => match self.advance(&mut frame) {
                    Some(lost) => {
                        self.remember(&frame.position, lost);
                        lost
                    }
                    None => {
                        next = self.child(&frame.position, frame.moves[frame.next]);
                        stack.push(frame);
                        continue;
                    }
                },
            };
            // Hand the result down the stack as far as it settles frames.
            loop {
                let Some(mut top) = stack.pop() else {
                    return Ok(lost);
                };
                let settled = if lost {
                    // A move the opponent loses: this position is won.
                    Some(false)
                } else {
                    top.next += 1;
                    self.advance(&mut top)
                };
                match settled {
                    Some(s) => {
                        self.remember(&top.position, s);
                        lost = s;
                    }
                    None => {
                        next = self.child(&top.position, top.moves[top.next]);
                        stack.push(top);
                        break;
                    }
                }
            }
        }
    }

    /// The outcome of `heaps` in misère play, searched within the meter's
    /// budget.
    pub fn outcome(&mut self, heaps: &[u64], meter: &mut Meter<'_>) -> Result<Outcome, Halt> {
        self.lost(heaps, meter).map(outcome_of)
    }
}

/// Learning a quotient's next step asks the search.
impl super::learn::Oracle for HeapSearch {
    fn lost(&mut self, heaps: &[u64], meter: &mut Meter<'_>) -> Result<bool, Halt> {
        HeapSearch::lost(self, heaps, meter)
    }

    fn bytes(&self) -> u64 {
        HeapSearch::bytes(self)
    }
}
