#!/usr/bin/env bash
# Installs whatever is missing, then serves the app (release build) on
# http://127.0.0.1:8080/ and rebuilds on change.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
# wasm-opt comes from the binaryen npm package (Debian's is too old).
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
. scripts/remap.sh
echo "Serving the explorer at http://127.0.0.1:8080/ (Ctrl-C to stop)"
exec trunk serve --release --offline --address 127.0.0.1 --port 8080
