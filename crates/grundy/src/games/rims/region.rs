//! A Rims position: a region's free dots and the loops in it, each loop
//! around a region of its own.

/// The most dots a position may hold.
pub const MAX_DOTS: u64 = 1000;

/// A region: its free dots and the loops in it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Region {
    /// Dots on no loop.
    pub dots: u64,
    /// The loops directly in this region.
    pub loops: Vec<Loop>,
}

/// A loop: the dots it passes through and the region it encloses.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Loop {
    /// How many dots it passes through (at least 1).
    pub through: u64,
    /// What it encloses.
    pub inside: Region,
}

impl Region {
    /// Every region, outside first, depth first, with its path.
    pub fn regions(&self) -> Vec<(Vec<usize>, &Region)> {
        let mut out = vec![(Vec::new(), self)];
        let mut i = 0;
        while i < out.len() {
            let (path, region) = (out[i].0.clone(), out[i].1);
            let mut children: Vec<(Vec<usize>, &Region)> = region
                .loops
                .iter()
                .enumerate()
                .map(|(j, l)| {
                    let mut p = path.clone();
                    p.push(j);
                    (p, &l.inside)
                })
                .collect();
            // Depth first: a region's children come right after it.
            let tail = out.split_off(i + 1);
            out.append(&mut children);
            out.extend(tail);
            i += 1;
        }
        out
    }

    /// The free dots of each region, in the order of [`Region::regions`]:
    /// the Nim heaps.
    pub fn heaps(&self) -> Vec<u64> {
        self.regions().iter().map(|(_, r)| r.dots).collect()
    }

    /// Every dot, free or on a loop.
    pub fn total_dots(&self) -> u64 {
        self.dots
            + self
                .loops
                .iter()
                .map(|l| l.through + l.inside.total_dots())
                .sum::<u64>()
    }

    pub(super) fn at(&self, path: &[usize]) -> Option<&Region> {
        match path.split_first() {
            None => Some(self),
            Some((&i, rest)) => self.loops.get(i)?.inside.at(rest),
        }
    }

    pub(super) fn at_mut(&mut self, path: &[usize]) -> Option<&mut Region> {
        match path.split_first() {
            None => Some(self),
            Some((&i, rest)) => self.loops.get_mut(i)?.inside.at_mut(rest),
        }
    }

    pub(super) fn sorted(&self) -> Region {
        let mut loops: Vec<Loop> = self
            .loops
            .iter()
            .map(|l| Loop {
                through: l.through,
                inside: l.inside.sorted(),
            })
            .collect();
        loops.sort_unstable();
        Region {
            dots: self.dots,
            loops,
        }
    }
}

/// A move: a new loop in one region.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct LoopMove {
    /// The region's place among the regions with free dots: the component.
    pub component: usize,
    /// The region: loop indices from the outside in (empty: outside).
    pub region: Vec<usize>,
    /// Free dots the loop passes through (at least 1).
    pub through: u64,
    /// Free dots it encloses.
    pub enclose: u64,
    /// Loops of the region it encloses, increasing.
    pub loops: Vec<usize>,
    /// Free dots left outside it in the region.
    pub left: u64,
}
