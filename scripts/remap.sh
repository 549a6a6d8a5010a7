# Sourced by the scripts that build the app: the wasm keeps the source
# locations of its panic messages, and these say them relative to the
# crate ("yew-0.23.0/src/...", "src/app.rs") rather than as paths of the
# machine that built it. Applies to WebAssembly builds only.
remap=""
cargo_home="${CARGO_HOME:-$HOME/.cargo}"
for dir in "$cargo_home"/registry/src/*/ "$cargo_home"/git/checkouts/ "$PWD"/; do
  case "$dir" in
    *' '*|*'*'*) ;;  # a path with a space cannot go in the flags; a glob that matched nothing
    *) [ -d "$dir" ] && remap="$remap --remap-path-prefix=$dir=" ;;
  esac
done
export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="${remap# }"
unset remap cargo_home dir
