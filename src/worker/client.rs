//! The page's side of a worker: start it, send the job once it listens,
//! and hand its reports to a callback. Dropping the [`Running`] handle
//! terminates the worker, which is how a run is cancelled.

use super::protocol::{Job, Report};
use gloo::events::EventListener;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker, WorkerOptions, WorkerType};

/// The G-series worker's loader, named after its bin (Trunk does not hash
/// worker names, so it is asked for with the page's release; see
/// scripts/postbuild.mjs).
const SERIES_WORKER: &str = "./series_worker_loader.js";

fn versioned(url: &str) -> String {
    let release = gloo::utils::document()
        .query_selector("meta[name=release]")
        .ok()
        .flatten()
        .and_then(|m| m.get_attribute("content"))
        .filter(|v| v.bytes().all(|b| b.is_ascii_alphanumeric()));
    match release {
        Some(v) => format!("{url}?v={v}"),
        None => url.to_string(),
    }
}

/// A worker at work; dropping it stops the worker.
pub struct Running {
    worker: Worker,
    _listeners: [EventListener; 2],
}

impl Drop for Running {
    fn drop(&mut self) {
        self.worker.terminate();
    }
}

/// Starts the G-series worker on `job`; every report goes to `on_report`,
/// and a failure of the worker to `on_error`.
pub fn start(
    job: Job,
    on_report: impl Fn(Report) + 'static,
    on_error: impl Fn(String) + 'static,
) -> Result<Running, String> {
    let options = WorkerOptions::new();
    options.set_type(WorkerType::Module);
    let worker = Worker::new_with_options(&versioned(SERIES_WORKER), &options)
        .map_err(|_| "The browser refused to start the verification worker.".to_string())?;
    let sender = worker.clone();
    let on_message = EventListener::new(&worker, "message", move |event| {
        let Some(event) = event.dyn_ref::<MessageEvent>() else {
            return;
        };
        let Ok(report) = serde_wasm_bindgen::from_value::<Report>(event.data()) else {
            return;
        };
        if report == Report::Ready {
            // Sent only once the worker listens, so it cannot arrive before
            // its module has loaded.
            if let Ok(message) = serde_wasm_bindgen::to_value(&job) {
                let _ = sender.post_message(&message);
            }
        }
        on_report(report);
    });
    let on_failure = EventListener::new(&worker, "error", move |_| {
        on_error("The verification worker stopped with an error.".to_string())
    });
    Ok(Running {
        worker,
        _listeners: [on_message, on_failure],
    })
}
