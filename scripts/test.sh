#!/usr/bin/env bash
# Installs whatever is missing, then runs every test: formatting, lints,
# native unit and integration tests, component tests in headless Chromium,
# the release build, and end-to-end tests against it. Stops at the first
# failure with a non-zero status.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
. scripts/remap.sh
export CHROMEDRIVER="${CHROMEDRIVER:-/usr/bin/chromedriver}"
# A run from a clean checkout gains nothing from incremental compilation
# and its caches took 2.4 GB of disk; set CARGO_INCREMENTAL=1 to keep them
# when running the tests again and again while working.
export CARGO_INCREMENTAL="${CARGO_INCREMENTAL:-0}"

step() { printf '\n=== %s\n' "$*"; }

step "cargo fmt --check"
cargo fmt --all --check

step "source shape (scripts/structure.mjs: no file over 500 lines, no import cycles)"
node scripts/structure.mjs

step "links in README and docs (scripts/check-links.mjs)"
node scripts/check-links.mjs

step "cargo clippy"
cargo clippy --workspace --all-targets --all-features -- -D warnings

step "cargo doc (every link in the code's documentation resolves)"
RUSTDOCFLAGS="-D warnings" cargo doc --workspace --no-deps

step "native tests (core and shell)"
cargo test --workspace

step "the literature's octal periods, proved (optimised build)"
cargo test --release -p grundy --test literature

step "component tests in headless Chromium (wasm-bindgen-test)"
cargo test --target wasm32-unknown-unknown --test web

step "release build (trunk)"
trunk build --release --offline --public-url ./

# The load as a phone on a slow network meets it (see docs/measured.md, "Load on a slow network"):
# each view's first paint and time until complete, reported beside its
# target. A benchmark, not a gate: the run fails only when a view never
# completes or takes more than three times its target, after the end-to-end
# tests, so one run reports both.
step "slow load (scripts/slow-load.mjs)"
load_status=0
node scripts/slow-load.mjs || load_status=$?
if [ "$load_status" -eq 2 ]; then
  # A view never appeared: every end-to-end test would wait for it.
  step "FAILED: the built page does not start (see slow load above)"
  exit 2
fi

step "end-to-end tests (node --test, Playwright, headless Chromium)"
node --test --test-concurrency=1 --test-reporter=spec tests/e2e/

if [ "$load_status" -ne 0 ]; then
  step "FAILED: a view loads more than twice as slowly as its target (see slow load above)"
  exit "$load_status"
fi

step "all tests passed"
