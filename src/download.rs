//! Files handed to the person through the browser's download: a text (a
//! table, an SVG) saved as it is, and an SVG drawn on a canvas at a scale
//! and saved as PNG.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// `text` made a file's name: letters, digits and dashes kept, anything
/// else an underscore (`hackenbush-g-1 1-2` is `hackenbush-g-1_1-2`).
pub fn file_stem(text: &str) -> String {
    text.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' {
                c
            } else {
                '_'
            }
        })
        .collect()
}

/// Saves `blob` as a file called `name`.
pub fn blob(name: &str, blob: &web_sys::Blob) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(blob) else {
        return;
    };
    if let Ok(a) = document.create_element("a") {
        if let Ok(a) = a.dyn_into::<web_sys::HtmlAnchorElement>() {
            a.set_href(&url);
            a.set_download(name);
            a.click();
        }
    }
    let _ = web_sys::Url::revoke_object_url(&url);
}

/// Saves `text` as a file called `name` of type `mime`.
pub fn text(name: &str, text: &str, mime: &str) {
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    if let Ok(made) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options) {
        blob(name, &made);
    }
}

/// Draws `svg` on a canvas `scale` times its size and saves it as PNG,
/// called `name`, once the browser has read the picture.
pub fn png(name: String, svg: &str, scale: u32) {
    let Ok(image) = web_sys::HtmlImageElement::new() else {
        return;
    };
    let source = format!(
        "data:image/svg+xml;charset=utf-8,{}",
        String::from(js_sys::encode_uri_component(svg))
    );
    let loaded = image.clone();
    let on_load = Closure::once(move || {
        let Some(document) = web_sys::window().and_then(|w| w.document()) else {
            return;
        };
        let Some(canvas) = document
            .create_element("canvas")
            .ok()
            .and_then(|c| c.dyn_into::<web_sys::HtmlCanvasElement>().ok())
        else {
            return;
        };
        let (w, h) = (
            loaded.natural_width() * scale,
            loaded.natural_height() * scale,
        );
        canvas.set_width(w);
        canvas.set_height(h);
        let context = canvas
            .get_context("2d")
            .ok()
            .flatten()
            .and_then(|c| c.dyn_into::<web_sys::CanvasRenderingContext2d>().ok());
        if let Some(context) = context {
            let _ = context.draw_image_with_html_image_element_and_dw_and_dh(
                &loaded,
                0.0,
                0.0,
                f64::from(w),
                f64::from(h),
            );
            let on_blob = Closure::once(move |made: JsValue| {
                if let Ok(made) = made.dyn_into::<web_sys::Blob>() {
                    blob(&name, &made);
                }
            });
            let _ = canvas.to_blob(on_blob.as_ref().unchecked_ref());
            // The browser calls it once, after this closure has returned.
            on_blob.forget();
        }
    });
    image.set_onload(Some(on_load.as_ref().unchecked_ref()));
    // Called once, when the picture has been read.
    on_load.forget();
    image.set_src(&source);
}
