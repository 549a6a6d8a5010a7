//! A heap game's misère quotient as the literature shows it: order,
//! generators and relations, the P-portion, each heap's element, and the
//! table of products while it is small; with what is proved or only
//! observed, and to which heap. Display only (maud), in the misère chunk.

use grundy::misere::{present, HeapQuotient};
use maud::{html, Markup};

/// The table of products is drawn up to this many elements.
const MAX_TABLE: usize = 24;

/// A sentence's first letter in capitals.
fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// The quotient block.
pub fn quotient_view(q: &HeapQuotient) -> Markup {
    let p = present(q);
    let order = q.monoid.order();
    html! {
        div data-testid="misere-quotient" data-order=(order) data-p=(p.p_portion.len()) {
            h3 { "The misère quotient" }
            p {
                (format!(
                    "Two positions share an element when adding any position to each gives the \
                     same outcome; elements add as positions do. Order {order}, P-portion {} \
                     (the elements whose positions the player to move loses): ",
                    p.p_portion.len()
                ))
                strong data-testid="quotient-p" { (format!("{{{}}}", p.p_portion.join(", "))) }
                "."
            }
            p data-testid="quotient-status" {
                (format!("{}. {}", capitalised(&q.status()), if q.proved() { "" } else { "Larger heaps are decided by search." }))
            }
            p data-testid="quotient-presentation" {
                "Generators: "
                (p.generators.iter().map(|(n, h)| format!("{n} (heap {h})")).collect::<Vec<_>>().join(", "))
                ". Relations: "
                (p.relations.iter().map(|(l, r)| format!("{l} = {r}")).collect::<Vec<_>>().join(", "))
                "."
            }
            div.table-scroll {
                table.quotient data-testid="quotient-heaps" {
                    caption { "Each heap's element (the pretending function)" }
                    thead { tr { th scope="col" { "heap" } th scope="col" { "element" } } }
                    tbody {
                        @for (i, w) in p.heaps.iter().enumerate().take(60) {
                            tr { th scope="row" { (i + 1) } td { (w) } }
                        }
                    }
                }
            }
            @if order <= MAX_TABLE {
                div.table-scroll {
                    table.quotient-sums data-testid="quotient-table" {
                        caption { "Products of elements" }
                        thead { tr {
                            th scope="col" { "·" }
                            @for w in &p.words { th scope="col" { (w) } }
                        } }
                        tbody {
                            @for (x, wx) in p.words.iter().enumerate() {
                                tr {
                                    th scope="row" { (wx) }
                                    @for y in 0..order {
                                        td.num { (p.words[q.monoid.mul(grundy::misere::Element(x as u32), grundy::misere::Element(y as u32)).index()]) }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
