#!/usr/bin/env bash
# Builds the release app and prints its speed figures: first render, a cut on
# a 50-surface position, the core's G-series in the browser against
# native, and Grundy's game by both methods in the browser's worker.
# Figures only; nothing here passes or fails on timing.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
. scripts/remap.sh
trunk build --release --offline --public-url ./
cargo build --quiet --release -p grundy --example bench
node tests/bench/bench.mjs
node tests/bench/grundy.mjs
