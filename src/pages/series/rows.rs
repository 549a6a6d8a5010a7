//! The G-series rows: `G(og)` and `G(ng)` by the closed forms of Theorems
//! 2.3 and 2.4, with the pre-period and the repeating block marked and the
//! theorem that proves the period, and the downloads of the range. Each
//! cell is a button that plays its surface.

use super::download::{download, TableFile};
use super::limits::MAX_CELLS;
use crate::route::View;
use crate::state::play::PlayAction;
use crate::state::ui::UiAction;
use crate::state::{PlayContext, UiContext};
use crate::text::with_separators;
use grundy::manifold::{
    certificate, closed_value, find_periodicity, Orientability, Periodicity, Position, Surface,
};
use grundy::periodicity::Certificate;
use grundy::spec::{AnyGame, AnyPosition};
use grundy::Nimber;
use yew::prelude::*;

/// The closed-form series for genus `0..=n`.
pub fn closed_series(kind: Orientability, n: u64) -> Vec<Nimber> {
    (0..=n).map(|g| closed_value(kind, g)).collect()
}

/// Where a genus sits in a periodic series.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Block {
    /// Before the repeating part.
    Pre,
    /// In the repeating part, at `phase` within the block, in its
    /// `repeat`-th copy (0 for the first).
    Period {
        /// Position within the block, `0..period`.
        phase: u64,
        /// Which copy of the block, from 0.
        repeat: u64,
    },
}

/// The block genus `g` belongs to.
pub fn block_of(g: u64, p: &Periodicity) -> Block {
    if g < p.preperiod {
        Block::Pre
    } else {
        let k = g - p.preperiod;
        Block::Period {
            phase: k % p.period,
            repeat: k / p.period,
        }
    }
}

/// Values as text, separated by spaces.
pub fn values_text(values: &[Nimber]) -> String {
    values
        .iter()
        .map(|v| v.get().to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// One series to a genus, with what was found in it.
#[derive(PartialEq)]
pub struct Row {
    /// Orientable or not.
    kind: Orientability,
    /// The values, genus 0 on.
    values: Vec<Nimber>,
    /// Where they repeat, when they do.
    periodicity: Option<Periodicity>,
    /// The theorem proving the period, when the check it needs holds.
    proof: Option<Certificate>,
}

impl Row {
    /// The series of `kind` to genus `n`.
    pub fn new(kind: Orientability, n: u64) -> Row {
        let values = closed_series(kind, n);
        let periodicity = find_periodicity(&values);
        let proof = periodicity.and_then(|p| certificate(kind, &values, &p));
        Row {
            kind,
            values,
            periodicity,
            proof,
        }
    }

    /// The repeating block's values.
    fn block(&self, p: &Periodicity) -> &[Nimber] {
        &self.values[p.preperiod as usize..(p.preperiod + p.period) as usize]
    }
}

/// Properties of [`Rows`].
#[derive(Properties, PartialEq)]
pub struct RowsProps {
    /// The last genus, as the address holds it.
    pub n: u64,
}

/// Both series to genus `n`, each with at most [`MAX_CELLS`] cells, and
/// the downloads of the range.
#[component]
pub fn Rows(props: &RowsProps) -> Html {
    let ui = use_context::<UiContext>().expect("Rows is inside the app context");
    let play = use_context::<PlayContext>().expect("Rows is inside the app context");
    let n = props.n;
    // Up to a million values each: computed when the range changes only.
    let rows = use_memo(n, |&n| {
        [Orientability::Orientable, Orientability::Nonorientable].map(|kind| Row::new(kind, n))
    });
    let on_play = Callback::from(move |surface: Surface| {
        play.dispatch(PlayAction::Load(
            AnyGame::default(),
            AnyPosition::new(Position::new(vec![surface])),
        ));
        ui.dispatch(UiAction::Show(View::Play));
    });
    let shown = n.min(MAX_CELLS - 1);
    let last = n.min(figures::table::MAX_SERIES_ROWS - 1);
    let buttons = TableFile::ALL.iter().map(|&file| {
        let onclick = move |_: MouseEvent| download(file, last);
        html! {
            <button type="button" class="secondary" data-testid={format!("series-export-{}", file.name())}
                value={last.to_string()} {onclick}>{file.label()}</button>
        }
    });
    html! {
        <>
            {for rows.iter().map(|row| series_row(row, n, shown, &on_play))}
            <p class="export-buttons series-export">
                <span class="small">
                    {format!("Download G(og) and G(ng) for genus 0 to {}:", with_separators(u128::from(last)))}
                </span>
                {for buttons}
            </p>
        </>
    }
}

/// One series: its summary, its proof, then its cells grouped into the
/// pre-period and the copies of the repeating block.
fn series_row(row: &Row, n: u64, shown: u64, on_play: &Callback<Surface>) -> Html {
    let (l, theorem, name) = match row.kind {
        Orientability::Orientable => ("o", "Theorem 2.3", "orientable"),
        Orientability::Nonorientable => ("n", "Theorem 2.4", "nonorientable"),
    };
    let summary = match row.periodicity {
        Some(p) => {
            let pre = &row.values[..p.preperiod as usize];
            let block = row.block(&p);
            html! {
                <p class="series-summary" data-testid={format!("period-{l}")}
                    data-preperiod={p.preperiod.to_string()} data-period={p.period.to_string()}
                    data-block-values={values_text(block)}>
                    <span class="key pre-key">{format!("pre-period: {}", values_text(pre))}</span>
                    {" then "}
                    <span class="key period-key">{format!("period {}: {}", p.period, values_text(block))}</span>
                    {format!(
                        " repeating from genus {}, checked to genus {}.",
                        p.preperiod,
                        with_separators(u128::from(p.checked_to))
                    )}
                </p>
            }
        }
        None => html! {
            <p class="series-summary muted" data-testid={format!("period-{l}")}>
                {"Too few values to see the series repeat; show more genera."}
            </p>
        },
    };
    let proof = match &row.proof {
        Some(c) => format!("Proved for every genus by {}: {}.", c.theorem, c.statement),
        None => "Too few values for the theorem's check; show more genera.".to_string(),
    };
    let more = n.saturating_sub(shown);
    html! {
        <section class="panel series" data-testid={format!("series-row-{l}")}
            aria-labelledby={format!("series-{l}-title")}>
            <h3 id={format!("series-{l}-title")}>
                {format!("G({l}")}<var>{"g"}</var>{format!("), the {name} surfaces ({theorem})")}
            </h3>
            {summary}
            <p class="series-proof small" data-testid={format!("proof-{l}")}>{proof}</p>
            <ol class="groups" aria-label={format!("G-values of {l}0 to {l}{shown}")}>
                {for groups(row, shown).into_iter().map(|(key, genera)| group(row, key, &genera, on_play))}
            </ol>
            if more > 0 {
                <p class="muted small">
                    {format!("… and {} more genera, not drawn.", with_separators(u128::from(more)))}
                </p>
            }
        </section>
    }
}

/// The cells drawn, genus 0 to `shown`, in groups: consecutive genera of
/// the same block copy share a group, so the bracket under a group spans
/// exactly one block.
fn groups(row: &Row, shown: u64) -> Vec<(Option<Block>, Vec<u64>)> {
    let mut out: Vec<(Option<Block>, Vec<u64>)> = Vec::new();
    let drawn = (row.values.len() as u64).min(shown + 1);
    for g in 0..drawn {
        let key = row.periodicity.map(|p| match block_of(g, &p) {
            Block::Period { repeat, .. } => Block::Period { phase: 0, repeat },
            b => b,
        });
        match out.last_mut() {
            Some((k, genera)) if *k == key => genera.push(g),
            _ => out.push((key, vec![g])),
        }
    }
    out
}

/// One group of cells and the bracket under it, labelled under the
/// pre-period and the first copy of the block.
fn group(row: &Row, key: Option<Block>, genera: &[u64], on_play: &Callback<Surface>) -> Html {
    let class = match key {
        Some(Block::Pre) => "group pre",
        Some(Block::Period { repeat: 0, .. }) => "group period first",
        Some(Block::Period { .. }) => "group period",
        None => "group plain",
    };
    let label = match key {
        Some(Block::Pre) => Some("pre-period".to_string()),
        Some(Block::Period { repeat: 0, .. }) => row
            .periodicity
            .map(|p| format!("period {}: {}", p.period, values_text(row.block(&p)))),
        _ => None,
    };
    html! {
        <li {class}>
            <ol class="cells">
                {for genera.iter().map(|&g| cell(row, g, on_play))}
            </ol>
            <span class="bracket" aria-hidden="true">
                if let Some(label) = label {
                    <span class="bracket-label">{label}</span>
                }
            </span>
        </li>
    }
}

/// One cell: a button naming its surface and value, which plays it.
fn cell(row: &Row, g: u64, on_play: &Callback<Surface>) -> Html {
    let (l, surface) = match row.kind {
        Orientability::Orientable => ("o", Surface::orientable(g)),
        Orientability::Nonorientable => ("n", Surface::nonorientable(g)),
    };
    let v = row.values[g as usize].get().to_string();
    let block = row.periodicity.map(|p| block_of(g, &p));
    let (data_block, phase, note) = match block {
        Some(Block::Pre) => (Some("pre"), None, ", pre-period"),
        Some(Block::Period { phase, repeat }) => (
            Some("period"),
            Some(phase.to_string()),
            if phase == 0 && repeat == 0 {
                ", the repeating block starts here"
            } else {
                ""
            },
        ),
        None => (None, None, ""),
    };
    let start = block
        == Some(Block::Period {
            phase: 0,
            repeat: 0,
        });
    let on_play = on_play.clone();
    let onclick = move |_: MouseEvent| on_play.emit(surface);
    html! {
        <li>
            <button type="button" class={if start { "cell period-start" } else { "cell" }}
                data-testid="series-cell" value={format!("{l}{g}")} data-kind={l}
                data-genus={g.to_string()} data-value={v.clone()} data-block={data_block}
                data-period-index={phase}
                aria-label={format!("{l}{g}: G-value {v}{note}. Play this surface.")} {onclick}>
                <span class="cell-genus">{l}<sub>{g.to_string()}</sub></span>
                <span class="cell-value">{v}</span>
            </button>
        </li>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nonorientable_series_has_preperiod_three_and_period_four() {
        let p = find_periodicity(&closed_series(Orientability::Nonorientable, 40)).unwrap();
        assert_eq!((p.preperiod, p.period), (3, 4));
        assert_eq!(block_of(2, &p), Block::Pre);
        assert_eq!(
            block_of(3, &p),
            Block::Period {
                phase: 0,
                repeat: 0
            }
        );
        assert_eq!(
            block_of(8, &p),
            Block::Period {
                phase: 1,
                repeat: 1
            }
        );
    }

    #[test]
    fn orientable_series_has_preperiod_two_and_period_two() {
        let p = find_periodicity(&closed_series(Orientability::Orientable, 40)).unwrap();
        assert_eq!((p.preperiod, p.period), (2, 2));
    }

    #[test]
    fn groups_span_one_block_copy_each() {
        let row = Row::new(Orientability::Nonorientable, 40);
        let groups = groups(&row, 40);
        assert_eq!(groups[0], (Some(Block::Pre), vec![0, 1, 2]));
        assert_eq!(groups[1].1, vec![3, 4, 5, 6]);
        assert_eq!(groups.iter().map(|(_, g)| g.len()).sum::<usize>(), 41);
    }
}
