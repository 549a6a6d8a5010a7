//! One step of the quotient from the lightest position of each class: the
//! outcomes of `Y + k·H` column by column ([`super::run`]).

use super::heaps::Stop;
use super::monoid::{Element, Monoid, Table};
use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};

/// The quotient a step starts from: its monoid and table, each heap's
/// class, moves and options' classes.
pub struct Base<'a> {
    /// The monoid.
    pub monoid: &'a Monoid,
    /// Its table.
    pub table: &'a Table,
    /// Each heap's class.
    pub phi: &'a [Element],
    /// Each heap's options, as heaps.
    pub options: &'a [Vec<Vec<u64>>],
    /// Each heap's options' classes.
    pub option_classes: &'a [Vec<Element>],
}

impl Base<'_> {
    /// The outcome columns: `lost[k][y]` for `Y + k·H`, until a column
    /// repeats.
    pub fn columns(&self, new_options: &[Element]) -> Result<Columns, Stop> {
        let m = &self.monoid;
        let order = m.order();
        let lightest = self.lightest();
        // Elements by the weight of their lightest position, so that each
        // one's options come before it.
        let mut by_weight: Vec<usize> = (0..order).collect();
        by_weight.sort_by_key(|&y| lightest[y].0);
        let follow: Vec<Vec<Element>> = (0..order)
            .map(|y| self.options_of_lightest(&lightest, y))
            .collect();
        let mut lost: Vec<Vec<bool>> =
            vec![(0..order as u32).map(|y| m.is_p(Element(y))).collect()];
        let mut seen: HashMap<Vec<bool>, usize> = HashMap::new();
        seen.insert(lost[0].clone(), 0);
        loop {
            let before = lost.last().expect("column 0");
            let mut column = vec![false; order];
            for &y in &by_weight {
                let from_heap = new_options
                    .iter()
                    .all(|&o| !before[self.table.mul(Element(y as u32), o).index()]);
                column[y] = from_heap && follow[y].iter().all(|y2| !column[y2.index()]);
            }
            let k = lost.len();
            if let Some(&first) = seen.get(&column) {
                lost.push(column);
                return Ok(Columns {
                    lost,
                    shape: (first, k - first),
                });
            }
            if k > 4 * order + 8 {
                return Err(Stop::Split);
            }
            seen.insert(column.clone(), k);
            lost.push(column);
        }
    }

    /// For each element: the weight (sum of squared heap sizes, which
    /// every move lowers) of its lightest position, and the last heap of
    /// that position with the element before it.
    fn lightest(&self) -> Vec<(u128, Option<(usize, u64)>)> {
        let order = self.monoid.order();
        // One heap per class: the lightest.
        let mut cheapest: HashMap<Element, u64> = HashMap::new();
        for h in 1..self.phi.len() as u64 {
            if !self.options[h as usize].is_empty() {
                cheapest.entry(self.phi[h as usize]).or_insert(h);
            }
        }
        let mut best = vec![(u128::MAX, None); order];
        best[0] = (0, None);
        let mut queue = BinaryHeap::new();
        queue.push(Reverse((0u128, 0usize)));
        while let Some(Reverse((w, x))) = queue.pop() {
            if w > best[x].0 {
                continue;
            }
            for (&g, &h) in &cheapest {
                let y = self.table.mul(Element(x as u32), g).index();
                let w2 = w + u128::from(h) * u128::from(h);
                if w2 < best[y].0 {
                    best[y] = (w2, Some((x, h)));
                    queue.push(Reverse((w2, y)));
                }
            }
        }
        best
    }

    /// The classes of the options of element `y`'s lightest position.
    fn options_of_lightest(
        &self,
        lightest: &[(u128, Option<(usize, u64)>)],
        y: usize,
    ) -> Vec<Element> {
        let mut heaps = Vec::new();
        let mut at = y;
        while let Some((from, h)) = lightest[at].1 {
            heaps.push(h);
            at = from;
        }
        heaps.sort_unstable();
        heaps.dedup();
        let mut out = Vec::new();
        for &h in &heaps {
            // The rest: the position less one heap of h.
            let mut rest = Element::ONE;
            let mut skipped = false;
            let mut at = y;
            while let Some((from, k)) = lightest[at].1 {
                if k == h && !skipped {
                    skipped = true;
                } else {
                    rest = self.table.mul(rest, self.phi[k as usize]);
                }
                at = from;
            }
            out.extend(
                self.option_classes[h as usize]
                    .iter()
                    .map(|&o| self.table.mul(rest, o)),
            );
        }
        out.sort();
        out.dedup();
        out
    }
}

/// The outcome columns and where they repeat: `(index, period)`.
pub struct Columns {
    /// `lost[k][y]`: whether `Y + k·H` is lost, `Y` the lightest of `y`.
    pub lost: Vec<Vec<bool>>,
    /// Where the columns repeat: `(index, period)`.
    pub shape: (usize, usize),
}
