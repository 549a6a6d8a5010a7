//! Why a sum has its value: the parts' values and their nim-sum, and the
//! move that wins, if any. Display-only.

use figures::sum::part_value;
use grundy::games::sum::SumPart;
use grundy::{Game, Nimber};
use maud::{html, Markup};

/// The explanation of `whole`.
pub fn explanation(whole: &[SumPart]) -> Markup {
    let values: Vec<Nimber> = whole.iter().map(part_value).collect();
    let total: Nimber = values.iter().copied().sum();
    let win = if total.is_zero() {
        "The nim-sum is 0: whatever the player to move does in one part, the other player \
         can answer in some part to bring it back to 0, so the player to move loses."
            .to_string()
    } else {
        match whole
            .iter()
            .zip(&values)
            .enumerate()
            .find(|(_, (_, v))| (**v ^ total).0 < v.0)
        {
            Some((i, (part, v))) => format!(
                "The nim-sum is {total}, not 0, so the player to move wins: in part {} ({}), \
                 of value {v}, move to a position of value {v} ⊕ {total} = {}, which leaves \
                 a nim-sum of 0.",
                i + 1,
                part.game.name(),
                *v ^ total
            ),
            None => format!("The nim-sum is {total}, so the player to move wins."),
        }
    };
    html! {
        section.panel.sum-explain aria-labelledby="sum-explain-title" {
            h2 #sum-explain-title { "Why this value: a sum of different games" }
            p {
                "Each part is a game of its own. A move is made in exactly one part, and a \
                 player who cannot move in any part loses. By the Sprague-Grundy theorem each \
                 part plays like a Nim heap of its G-value, whatever its game, so the whole \
                 plays like Nim on those heaps: its value is their nim-sum (binary addition \
                 without carries)."
            }
            table.sum-table {
                caption { "The parts and their G-values" }
                thead {
                    tr {
                        @for head in ["Part", "Game", "Position", "G-value", "Binary"] {
                            th scope="col" { (head) }
                        }
                    }
                }
                tbody {
                    @for (i, (part, v)) in whole.iter().zip(&values).enumerate() {
                        tr {
                            td { (i + 1) }
                            td { (part.game.name()) }
                            td.notation { (part.game.format_position(&part.position)) }
                            td { (v) }
                            td.mono { (format!("{:b}", v.0)) }
                        }
                    }
                    tr.sum-total {
                        th scope="row" colspan="3" { "Nim-sum of the parts" }
                        td { (total) }
                        td.mono { (format!("{:b}", total.0)) }
                    }
                }
            }
            p data-testid="sum-verdict" { (win) }
        }
    }
}
