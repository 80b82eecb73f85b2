#!/usr/bin/env bash
# Runs every test: native (GoogleTest via CTest), the WASM module under node (node:test), and the
# page in headless Chromium (playwright-core). Builds first.
set -euo pipefail
cd "$(dirname "$0")/.."
tools/build.sh

echo "== native tests (ctest)"
ctest --test-dir build --output-on-failure -j "$(nproc)"

echo "== wasm module tests (node --test)"
node --test tests/wasm/
echo "== package tests (the packed tarball installed in a temporary folder)"; tools/pack.sh && node --test tests/package/

echo "== browser tests (node --test, Chromium)"
node --test tests/web/
