//! The page's side of a worker: start it, send the job once it listens,
//! and hand its reports to a callback. Dropping the [`Running`] handle
//! terminates the worker, which is how a run is cancelled.

use super::protocol::{Job, Report};
use gloo::events::EventListener;
use std::cell::Cell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use web_sys::{MessageEvent, Worker, WorkerOptions, WorkerType};

#[wasm_bindgen]
extern "C" {
    /// A worker that static/modules.js started beside the page's module,
    /// for a view that needs one at once, with what it said before the
    /// page took it.
    type Spare;

    /// The spare worker, once; absent when there is none (or where the
    /// page's scripts are not).
    #[wasm_bindgen(catch, js_name = manifoldTakeWorker)]
    fn take_spare() -> Result<Option<Spare>, JsValue>;

    #[wasm_bindgen(method, getter)]
    fn worker(this: &Spare) -> Worker;

    /// The data of the messages it sent before it was taken, in order.
    #[wasm_bindgen(method, getter)]
    fn early(this: &Spare) -> js_sys::Array;

    /// Whether it stopped with an error before it was taken.
    #[wasm_bindgen(method, getter)]
    fn failed(this: &Spare) -> bool;
}

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
    /// Cleared on drop, so what a spare worker said before it was taken
    /// is not handed on for a run already stopped.
    live: Rc<Cell<bool>>,
}

impl Drop for Running {
    fn drop(&mut self) {
        self.live.set(false);
        self.worker.terminate();
    }
}

/// Starts the G-series worker on `job`; every report goes to `on_report`,
/// and a failure of the worker to `on_error`. The worker the page started
/// early for this view is used if it is there (its first messages are
/// handed on once this call has returned, as a new worker's would be).
pub fn start(
    job: Job,
    on_report: impl Fn(Report) + 'static,
    on_error: impl Fn(String) + 'static,
) -> Result<Running, String> {
    let spare = take_spare().ok().flatten();
    let worker = match &spare {
        Some(spare) => spare.worker(),
        None => {
            let options = WorkerOptions::new();
            options.set_type(WorkerType::Module);
            Worker::new_with_options(&versioned(SERIES_WORKER), &options)
                .map_err(|_| "The browser refused to start the verification worker.".to_string())?
        }
    };
    let live = Rc::new(Cell::new(true));
    let on_message = {
        let sender = worker.clone();
        Rc::new(move |data: JsValue| {
            let Ok(report) = serde_wasm_bindgen::from_value::<Report>(data) else {
                return;
            };
            if report == Report::Ready {
                // Sent only once the worker listens, so it cannot arrive
                // before its module has loaded.
                if let Ok(message) = serde_wasm_bindgen::to_value(&job) {
                    let _ = sender.post_message(&message);
                }
            }
            on_report(report);
        })
    };
    let on_error: Rc<dyn Fn()> =
        Rc::new(move || on_error("The verification worker stopped with an error.".to_string()));
    let listeners = [
        EventListener::new(&worker, "message", {
            let on_message = on_message.clone();
            move |event| {
                if let Some(event) = event.dyn_ref::<MessageEvent>() {
                    on_message(event.data());
                }
            }
        }),
        EventListener::new(&worker, "error", {
            let on_error = on_error.clone();
            move |_| on_error()
        }),
    ];
    if let Some(spare) = spare {
        let (early, failed, live) = (spare.early(), spare.failed(), live.clone());
        wasm_bindgen_futures::spawn_local(async move {
            for data in early.iter() {
                if live.get() {
                    on_message(data);
                }
            }
            if failed && live.get() {
                on_error();
            }
        });
    }
    Ok(Running {
        worker,
        _listeners: listeners,
        live,
    })
}
