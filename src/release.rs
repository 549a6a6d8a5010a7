//! After a new release, a tab opened before it asks for chunks of its own
//! release that the server no longer has: no Try again can bring them
//! back. Where a chunk fails, [`NewRelease`] asks the server which release
//! it now holds (its page's `<meta name="release">`, written by
//! `scripts/postbuild.mjs`) and, when that is not the tab's, says so with
//! one button that opens the new release, the position kept (the address
//! holds it).

use yew::prelude::*;

/// The release a page's text names, if any.
pub fn release_of(page: &str) -> Option<&str> {
    const MARK: &str = "name=\"release\" content=\"";
    let start = page.find(MARK)? + MARK.len();
    let length = page[start..].find('"')?;
    Some(&page[start..start + length])
}

/// The release this tab was loaded from.
fn own_release() -> Option<String> {
    gloo::utils::document()
        .query_selector("meta[name=release]")
        .ok()
        .flatten()
        .and_then(|meta| meta.get_attribute("content"))
}

/// The release the server holds now; `None` when it cannot be asked
/// (offline, say). The query keeps the service worker's copy of the page
/// out of the answer.
async fn served_release() -> Option<String> {
    let response = gloo_net::http::Request::get("index.html?release-check")
        .cache(web_sys::RequestCache::NoStore)
        .send()
        .await
        .ok()
        .filter(|r| r.ok())?;
    let page = response.text().await.ok()?;
    release_of(&page).map(str::to_string)
}

/// Where a chunk failed: nothing, or, when the server holds a release
/// other than the tab's, why and one button to open it.
#[component]
pub fn NewRelease() -> Html {
    let newer = use_state(|| false);
    {
        let newer = newer.clone();
        use_effect_with((), move |_| {
            wasm_bindgen_futures::spawn_local(async move {
                if let (Some(own), Some(served)) = (own_release(), served_release().await) {
                    newer.set(own != served);
                }
            });
        });
    }
    if !*newer {
        return Html::default();
    }
    let reload = |_| {
        let _ = gloo::utils::window().location().reload();
    };
    html! {
        <div class="new-release" data-testid="new-release">
            <p>{"A new release of the explorer came out after this tab was opened, and this part \
                of the release the tab holds is no longer on the server. Reload to open the new \
                release: the position on the table is kept."}</p>
            <button type="button" data-testid="new-release-reload" onclick={reload}>{"Reload the new release"}</button>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_page_names_its_release() {
        let page = r#"<head><meta name="release" content="0123abcd" /><script"#;
        assert_eq!(release_of(page), Some("0123abcd"));
        assert_eq!(release_of("<head></head>"), None);
        assert_eq!(release_of(r#"<meta name="release" content="cut"#), None);
    }
}
