#!/usr/bin/env bash
# Installs what building, serving and testing the app needs, skipping every
# step that is already done. Sourced or run by scripts/serve.sh and
# scripts/test.sh; safe to run any number of times.
set -euo pipefail

TRUNK_VERSION=0.21.14
# Must equal the wasm-bindgen crate version pinned in Cargo.toml / Cargo.lock.
WASM_BINDGEN_VERSION=0.2.130
# The splitter of the page's binary; its runtime is the wasm_split_helpers
# crate pinned in Cargo.toml.
WASM_SPLIT_VERSION=0.2.4

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

say() { printf '[setup] %s\n' "$*"; }

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

if rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "wasm32 target: present"
else
  say "wasm32 target: installing"
  rustup target add wasm32-unknown-unknown
fi

if command -v trunk >/dev/null 2>&1 && trunk --version | grep -q " $TRUNK_VERSION\$"; then
  say "trunk $TRUNK_VERSION: present"
else
  say "trunk $TRUNK_VERSION: installing (several minutes on 2 cores)"
  cargo install trunk --version "$TRUNK_VERSION" --locked
fi

if command -v wasm-bindgen >/dev/null 2>&1 && wasm-bindgen --version | grep -q " $WASM_BINDGEN_VERSION\$"; then
  say "wasm-bindgen-cli $WASM_BINDGEN_VERSION: present"
else
  say "wasm-bindgen-cli $WASM_BINDGEN_VERSION: installing"
  # Not --locked: the registry copy's lockfile names a version missing here.
  cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION" --force
fi

# The command has no --version of its own: cargo's list of installed
# packages tells.
if command -v wasm-split-cli >/dev/null 2>&1 && cargo install --list | grep -qx "wasm_split_cli_support v$WASM_SPLIT_VERSION:"; then
  say "wasm-split-cli $WASM_SPLIT_VERSION: present"
else
  say "wasm-split-cli $WASM_SPLIT_VERSION: installing"
  cargo install wasm_split_cli_support --version "$WASM_SPLIT_VERSION" --features build-binary --locked --force
fi

if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromedriver ]; then
  say "chromium and chromedriver: present"
else
  say "chromium and chromedriver: installing"
  as_root apt-get update
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y chromium chromium-driver
fi

# npm packages (wasm-opt, Playwright, axe) from the committed lockfile; a
# stamp of the lockfile's hash tells whether node_modules matches it.
stamp=node_modules/.lock-hash
want="$(sha256sum package-lock.json | cut -d' ' -f1)"
if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; then
  say "npm packages: present"
else
  say "npm packages: installing from package-lock.json"
  npm ci --no-audit --no-fund
  echo "$want" >"$stamp"
fi
