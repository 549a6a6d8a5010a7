//! The files of a computed series: a button per format (CSV, LaTeX,
//! Markdown) that saves every value computed with what is known of its
//! repetition ([`crate::worker::tables`]). A light run's file is written
//! at once; a heavier one is computed again in the G-series worker, with
//! its progress and Cancel, and saved when it comes.

use crate::pages::store::{Run, Status};
use crate::worker::client::{self, Running};
use crate::worker::protocol::{Job, Report};
use crate::worker::tables::{light, table_file, TableOf, TableText};
use figures::table::Format;
use yew::prelude::*;

/// The formats offered, in the order of the buttons: the format, its
/// short name (the buttons' test ids end with it) and its label.
const FORMATS: [(Format, &str, &str); 3] = [
    (Format::Csv, "csv", "CSV"),
    (Format::Latex, "latex", "LaTeX"),
    (Format::Markdown, "markdown", "Markdown"),
];

/// Properties of [`SeriesFiles`].
#[derive(Properties, PartialEq, Clone)]
pub struct FilesProps {
    /// What the files hold.
    pub of: TableOf,
    /// What they hold, in words, before the buttons.
    pub what: AttrValue,
    /// The start of the buttons' test ids (`heap-export` gives
    /// `heap-export-csv`, ...).
    pub testid: AttrValue,
}

fn save(file: &TableText) {
    crate::download::text(&file.name, &file.text, &file.mime);
}

/// A button per format, and the progress of a file being computed.
#[component]
pub fn SeriesFiles(props: &FilesProps) -> Html {
    let run = use_state(|| Run::Idle);
    let failure = use_state(String::new);
    let worker = use_mut_ref(|| None::<Running>);
    // A file for other values is another file: a run for the last ones stops.
    {
        let (worker, run) = (worker.clone(), run.clone());
        use_effect_with(props.of.clone(), move |_| {
            worker.borrow_mut().take();
            run.set(Run::Idle);
        });
    }
    let busy = matches!(*run, Run::Running(_));
    let buttons = FORMATS.iter().map(|&(format, name, label)| {
        let of = props.of.clone();
        let (run, failure, worker) = (run.clone(), failure.clone(), worker.clone());
        let onclick = move |_: MouseEvent| {
            if light(&of) {
                match table_file(&of, format, &mut |_| {}) {
                    Ok(file) => save(&file),
                    Err(why) => {
                        failure.set(format!("The file could not be written: {why}."));
                        run.set(Run::Failed);
                    }
                }
                return;
            }
            let job = Job::Table {
                of: of.clone(),
                format: name.to_string(),
            };
            let (on_run, on_failure, on_worker) = (run.clone(), failure.clone(), worker.clone());
            let on_report = move |report: Report| match report {
                Report::LabProgress { permille } => on_run.set(Run::Running(permille)),
                Report::Table(file) => {
                    on_worker.borrow_mut().take();
                    match file {
                        Ok(file) => {
                            save(&file);
                            on_run.set(Run::Idle);
                        }
                        Err(why) => {
                            on_failure.set(format!("The file could not be written: {why}."));
                            on_run.set(Run::Failed);
                        }
                    }
                }
                _ => {}
            };
            let (err_run, err_failure) = (run.clone(), failure.clone());
            let on_error = move |why: String| {
                err_failure.set(format!("The worker stopped with an error: {why}."));
                err_run.set(Run::Failed);
            };
            match client::start(job, on_report, on_error) {
                Ok(handle) => {
                    *worker.borrow_mut() = Some(handle);
                    run.set(Run::Running(0));
                }
                Err(why) => {
                    failure.set(why);
                    run.set(Run::Failed);
                }
            }
        };
        html! {
            <button type="button" class="secondary" data-testid={format!("{}-{name}", props.testid)}
                disabled={busy} {onclick}>{label}</button>
        }
    });
    let cancel = {
        let (worker, run) = (worker.clone(), run.clone());
        move |_: MouseEvent| {
            worker.borrow_mut().take();
            run.set(Run::Cancelled);
        }
    };
    let running = matches!(*run, Run::Running(_));
    html! {
        <div class="series-files">
            <p class="export-buttons series-export">
                <span class="small">{props.what.clone()}</span>
                {for buttons}
                if running {
                    <button type="button" class="ghost" data-testid={format!("{}-cancel", props.testid)}
                        onclick={cancel}>{"Cancel"}</button>
                }
            </p>
            if running {
                <p class="muted small">{"Computing the values again for the file, in a background worker…"}</p>
            }
            <Status run={*run} failure={(*failure).clone()} testid={format!("{}-status", props.testid)}
                label="Progress of the file" />
        </div>
    }
}
