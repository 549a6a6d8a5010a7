#!/usr/bin/env bash
# Installs whatever serving needs (not the tests' browser), builds the app
# in release mode and serves it on http://127.0.0.1:8080/, rebuilding on
# change. Says what it is doing, how long each step took, and the address
# once the first build is served.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --serve
# wasm-opt comes from the binaryen npm package (Debian's is too old).
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
. scripts/remap.sh
address="http://127.0.0.1:8080/"
started=$(date +%s)
echo "[serve] building the app (a first build takes several minutes on 2 cores)"
# Says the address once the first build answers.
(
  until node -e "fetch('$address').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))" 2>/dev/null; do
    sleep 2
  done
  echo "[serve] the explorer is served at $address (first build in $(($(date +%s) - started)) s; Ctrl-C stops)"
) &
exec trunk serve --release --offline --address 127.0.0.1 --port 8080
