//! The page's binary keeps the linker's relocations when it is built to be
//! split (the `split` feature, for wasm): wasm-split reads them to cut it at
//! its split points (scripts/split-wasm.mjs). Nothing else is built with
//! them, since wasm-opt cannot work on a module that has them.
//!
//! The build also writes what `static/modules.js` asks for early, derived
//! from the catalogue of games (src/preloads.rs), as `games.json` in its
//! output folder, where the post-build hook finds it.

#[path = "src/preloads.rs"]
mod preloads;

fn main() {
    let wasm = std::env::var("CARGO_CFG_TARGET_ARCH").is_ok_and(|a| a == "wasm32");
    let split = std::env::var_os("CARGO_FEATURE_SPLIT").is_some();
    if wasm && split {
        println!("cargo:rustc-link-arg-bin=manifold-explorer=--emit-relocs");
    }
    if let Some(out) = std::env::var_os("OUT_DIR") {
        let path = std::path::Path::new(&out).join("games.json");
        if let Err(e) = std::fs::write(&path, preloads::table()) {
            println!("cargo:warning=games.json could not be written: {e}");
        }
    }
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=src/preloads.rs");
    println!("cargo:rerun-if-changed=crates/grundy/src");
}
