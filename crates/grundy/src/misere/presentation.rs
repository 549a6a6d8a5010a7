//! A heap game's quotient as the literature writes it (Plambeck and
//! Siegel): generators named `a, b, c, …` after the first heaps that need
//! them, relations such as `a² = 1` and `b³ = b`, each element as a word in
//! the generators, the P-portion, and the word of each heap (the
//! pretending function).
//!
//! Each element's word is the first met in a breadth-first walk over the
//! generators (fewest letters, then the earlier generators first); a
//! relation says that a word one letter longer than such a word is not
//! itself one, and names the element's word. Taken as rewriting rules, the
//! relations turn any word into its element's word, so they present the
//! monoid.

use super::heaps::HeapQuotient;
use super::monoid::Element;
use std::collections::{BTreeSet, HashMap};

/// The quotient written out.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Presentation {
    /// Each generator's name and the first heap of its class.
    pub generators: Vec<(String, u64)>,
    /// Each relation: a word, and the word of the element it equals.
    pub relations: Vec<(String, String)>,
    /// Each element's word, in the monoid's numbering.
    pub words: Vec<String>,
    /// The P-portion's words.
    pub p_portion: Vec<String>,
    /// Each heap's word, from heap 1 to the last computed.
    pub heaps: Vec<String>,
}

/// Generator names: `a` to `z`, then `g27`, `g28`, ….
fn name(i: usize) -> String {
    if i < 26 {
        char::from(b'a' + i as u8).to_string()
    } else {
        format!("g{}", i + 1)
    }
}

/// An exponent written as superscript digits.
fn superscript(n: u32) -> String {
    const DIGITS: [char; 10] = ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹'];
    n.to_string()
        .bytes()
        .map(|b| DIGITS[(b - b'0') as usize])
        .collect()
}

/// A word from its exponents: `ab²c`, or `1` for the empty word.
pub fn word_text(exponents: &[u32]) -> String {
    let mut out = String::new();
    for (i, &e) in exponents.iter().enumerate() {
        match e {
            0 => {}
            1 => out.push_str(&name(i)),
            e => {
                out.push_str(&name(i));
                out.push_str(&superscript(e));
            }
        }
    }
    if out.is_empty() {
        out.push('1');
    }
    out
}

/// The presentation of a computed quotient.
pub fn present(q: &HeapQuotient) -> Presentation {
    let m = &q.monoid;
    let table = m.table();
    let order = m.order();
    // Generators: the first heap of each class not yet generated.
    let mut generated: BTreeSet<Element> = BTreeSet::from([Element::ONE]);
    let mut gens: Vec<(Element, u64)> = Vec::new();
    for (h, &g) in q.phi.iter().enumerate().skip(1) {
        if generated.contains(&g) {
            continue;
        }
        gens.push((g, h as u64));
        // Close the generated set under the new generator.
        let mut frontier: Vec<Element> = generated.iter().copied().collect();
        while let Some(x) = frontier.pop() {
            for &(gen, _) in &gens {
                let y = table.mul(x, gen);
                if generated.insert(y) {
                    frontier.push(y);
                }
            }
        }
    }
    // Normal forms: breadth first, earlier generators first.
    let k = gens.len();
    let mut nf: Vec<Option<Vec<u32>>> = vec![None; order];
    nf[0] = Some(vec![0; k]);
    let mut layer = vec![Element::ONE];
    while !layer.is_empty() {
        let mut next = Vec::new();
        for &x in &layer {
            for (i, &(g, _)) in gens.iter().enumerate() {
                let y = table.mul(x, g);
                if nf[y.index()].is_none() {
                    let mut w = nf[x.index()].clone().expect("a word");
                    w[i] += 1;
                    nf[y.index()] = Some(w);
                    next.push(y);
                }
            }
        }
        layer = next;
    }
    let words: Vec<Vec<u32>> = nf.into_iter().map(|w| w.unwrap_or_default()).collect();
    let index: HashMap<&[u32], usize> = words
        .iter()
        .enumerate()
        .map(|(e, w)| (w.as_slice(), e))
        .collect();
    // Relations: the least words, one letter past a normal form, that are
    // not normal forms.
    let mut relations: BTreeSet<(u32, Vec<u32>)> = BTreeSet::new();
    for (x, w) in words.iter().enumerate() {
        for (i, &(g, _)) in gens.iter().enumerate() {
            let mut v = w.clone();
            v[i] += 1;
            let y = table.mul(Element(x as u32), g);
            if words[y.index()] == v {
                continue;
            }
            let least = (0..k).all(|j| {
                v[j] == 0 || {
                    let mut u = v.clone();
                    u[j] -= 1;
                    index.contains_key(u.as_slice())
                }
            });
            if least {
                relations.insert((v.iter().sum(), v));
            }
        }
    }
    let value = |v: &[u32]| -> Element {
        v.iter().enumerate().fold(Element::ONE, |x, (i, &e)| {
            (0..e).fold(x, |x, _| table.mul(x, gens[i].0))
        })
    };
    let text: Vec<String> = words.iter().map(|w| word_text(w)).collect();
    Presentation {
        generators: gens
            .iter()
            .enumerate()
            .map(|(i, &(_, h))| (name(i), h))
            .collect(),
        relations: relations
            .into_iter()
            .map(|(_, v)| (word_text(&v), text[value(&v).index()].clone()))
            .collect(),
        p_portion: m
            .p_portion()
            .iter()
            .map(|x| text[x.index()].clone())
            .collect(),
        heaps: q
            .phi
            .iter()
            .skip(1)
            .map(|g| text[g.index()].clone())
            .collect(),
        words: text,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_are_written_as_the_literature_does() {
        assert_eq!(word_text(&[0, 0]), "1");
        assert_eq!(word_text(&[1, 2, 0, 12]), "ab²d¹²");
    }

    #[test]
    fn names_run_past_z() {
        assert_eq!(name(0), "a");
        assert_eq!(name(25), "z");
        assert_eq!(name(26), "g27");
    }
}
