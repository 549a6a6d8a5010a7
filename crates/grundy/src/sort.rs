//! Sorting in little code.
//!
//! The standard library's sorts are fast on every input, and each type they
//! are used with adds several kilobytes of WebAssembly to the page. The
//! vectors this crate sorts are short (a position's components, the values
//! of a few options), so an insertion sort serves them, with a heapsort
//! beyond a few dozen items to keep the worst case at O(n log n).

/// Sorts `v` in increasing order (not stable; equal items are
/// indistinguishable where it is used).
pub fn sort<T: Ord>(v: &mut [T]) {
    if v.len() <= 24 {
        insertion(v);
    } else {
        heapsort(v);
    }
}

fn insertion<T: Ord>(v: &mut [T]) {
    for i in 1..v.len() {
        let mut j = i;
        while j > 0 && v[j] < v[j - 1] {
            v.swap(j, j - 1);
            j -= 1;
        }
    }
}

fn heapsort<T: Ord>(v: &mut [T]) {
    // Make a max-heap, then move its top to the end, one item at a time.
    for start in (0..v.len() / 2).rev() {
        sift_down(v, start, v.len());
    }
    for end in (1..v.len()).rev() {
        v.swap(0, end);
        sift_down(v, 0, end);
    }
}

/// Restores the heap order below `node` within `v[..end]`.
fn sift_down<T: Ord>(v: &mut [T], mut node: usize, end: usize) {
    loop {
        let mut child = 2 * node + 1;
        if child >= end {
            return;
        }
        if child + 1 < end && v[child] < v[child + 1] {
            child += 1;
        }
        if v[node] >= v[child] {
            return;
        }
        v.swap(node, child);
        node = child;
    }
}

#[cfg(test)]
mod tests {
    use super::sort;

    /// A small deterministic generator, so the test needs no dependency.
    fn numbers(seed: u64, n: usize, modulus: u64) -> Vec<u64> {
        let mut x = seed;
        (0..n)
            .map(|_| {
                x = x
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                (x >> 33) % modulus
            })
            .collect()
    }

    #[test]
    fn agrees_with_the_standard_sort_on_every_length() {
        for n in 0..200 {
            for (seed, modulus) in [(1, 5), (2, 1000), (3, u64::MAX)] {
                let v = numbers(seed + n as u64, n, modulus);
                let mut ours = v.clone();
                sort(&mut ours);
                let mut theirs = v;
                theirs.sort_unstable();
                assert_eq!(ours, theirs, "length {n}");
            }
        }
    }

    #[test]
    fn sorted_and_reversed_inputs() {
        let up: Vec<u32> = (0..500).collect();
        let mut down: Vec<u32> = up.iter().rev().copied().collect();
        sort(&mut down);
        assert_eq!(down, up);
        let mut same = up.clone();
        sort(&mut same);
        assert_eq!(same, up);
    }
}
