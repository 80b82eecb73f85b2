#!/usr/bin/env bash
# Runs every test: native (GoogleTest via CTest), the WASM module and the packed package under node
# (node:test), and the page in headless Chromium (playwright-core). Builds first.
set -euo pipefail
cd "$(dirname "$0")/.."
# The suites check the engine against the public puzzle sets and failure cases kept beside the
# checkout; say so plainly instead of failing dozens of tests.
for dir in ../shared/data ../shared/cases; do
  if [ ! -d "$dir" ]; then
    echo "tools/test.sh: $(cd .. && pwd)/${dir#../} is missing: the tests read the puzzle sets in" \
      "../shared/data and the failure cases in ../shared/cases, next to this checkout" >&2
    exit 1
  fi
done
tools/build.sh

echo "== native tests (ctest)"
ctest --test-dir build --output-on-failure -j "$(nproc)"

echo "== wasm module tests (node --test)"
node --test tests/wasm/
echo "== package tests (the packed tarball installed in a temporary folder)"; tools/pack.sh && node --test tests/package/

# The browser files run two at a time at least: each mostly waits on Chromium and the page's
# workers, and node's default on a 2-core machine is one at a time. The files share no port,
# profile or folder (tests/README.md).
echo "== browser tests (node --test, Chromium)"
node --test --test-concurrency="$(( $(nproc) > 3 ? $(nproc) - 1 : 2 ))" tests/web/
