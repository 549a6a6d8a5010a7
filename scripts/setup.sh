#!/usr/bin/env bash
# Installs what building, serving and testing the app needs, skipping every
# step that is already done, and says how long each step took. Run by
# scripts/serve.sh (with --serve: what serving needs, no browser) and
# scripts/test.sh (everything); safe to run any number of times.
#   scripts/setup.sh [--serve]
set -euo pipefail

serve_only=false
[ "${1:-}" = "--serve" ] && serve_only=true

TRUNK_VERSION=0.21.14
# Must equal the wasm-bindgen crate version pinned in Cargo.toml / Cargo.lock.
WASM_BINDGEN_VERSION=0.2.130
# The splitter of the page's binary; its runtime is the wasm_split_helpers
# crate pinned in Cargo.toml.
WASM_SPLIT_VERSION=0.2.4

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

say() { printf '[setup] %s\n' "$*"; }

# Runs a step and says how long it took.
timed() {
  local what="$1" started
  shift
  started=$(date +%s)
  "$@"
  say "$what: done in $(($(date +%s) - started)) s"
}

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

if rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "wasm32 target: present"
else
  say "wasm32 target: installing (about 20 s)"
  timed "wasm32 target" rustup target add wasm32-unknown-unknown
fi

if command -v trunk >/dev/null 2>&1 && trunk --version | grep -q " $TRUNK_VERSION\$"; then
  say "trunk $TRUNK_VERSION: present"
else
  say "trunk $TRUNK_VERSION: installing (several minutes on 2 cores)"
  timed "trunk" cargo install trunk --version "$TRUNK_VERSION" --locked
fi

if command -v wasm-bindgen >/dev/null 2>&1 && wasm-bindgen --version | grep -q " $WASM_BINDGEN_VERSION\$"; then
  say "wasm-bindgen-cli $WASM_BINDGEN_VERSION: present"
else
  say "wasm-bindgen-cli $WASM_BINDGEN_VERSION: installing (about 2 minutes)"
  # Not --locked: the registry copy's lockfile names a version missing here.
  timed "wasm-bindgen-cli" cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION" --force
fi

# The command has no --version of its own: cargo's list of installed
# packages tells.
if command -v wasm-split-cli >/dev/null 2>&1 && cargo install --list | grep -qx "wasm_split_cli_support v$WASM_SPLIT_VERSION:"; then
  say "wasm-split-cli $WASM_SPLIT_VERSION: present"
else
  say "wasm-split-cli $WASM_SPLIT_VERSION: installing (a few minutes)"
  timed "wasm-split-cli" cargo install wasm_split_cli_support --version "$WASM_SPLIT_VERSION" --features build-binary --locked --force
fi

# The browser runs the tests only: serving does without it.
if $serve_only; then
  say "chromium and chromedriver: not needed to serve"
elif [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromedriver ]; then
  say "chromium and chromedriver: present"
else
  say "chromium and chromedriver: installing (about 30 s)"
  timed "chromium and chromedriver" as_root sh -c 'apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium chromium-driver'
fi

# npm packages (wasm-opt, Playwright, axe) from the committed lockfile; a
# stamp of the lockfile's hash tells whether node_modules matches it.
stamp=node_modules/.lock-hash
want="$(sha256sum package-lock.json | cut -d' ' -f1)"
if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; then
  say "npm packages: present"
else
  say "npm packages: installing from package-lock.json"
  timed "npm packages" npm ci --no-audit --no-fund
  echo "$want" >"$stamp"
fi
