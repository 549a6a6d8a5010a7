//! The page's binary keeps the linker's relocations when it is built to be
//! split (the `split` feature, for wasm): wasm-split reads them to cut it at
//! its split points (scripts/split-wasm.mjs). Nothing else is built with
//! them, since wasm-opt cannot work on a module that has them.

fn main() {
    let wasm = std::env::var("CARGO_CFG_TARGET_ARCH").is_ok_and(|a| a == "wasm32");
    let split = std::env::var_os("CARGO_FEATURE_SPLIT").is_some();
    if wasm && split {
        println!("cargo:rustc-link-arg-bin=manifold-explorer=--emit-relocs");
    }
    println!("cargo:rerun-if-changed=build.rs");
}
