#!/usr/bin/env bash
# Builds the native engine and tests (build/) and the WebAssembly module, then writes the
# deployable site (page, ES modules, .wasm) to dist/.
set -euo pipefail
cd "$(dirname "$0")/.."
tools/setup.sh

cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j "$(nproc)"

tools/wasm-build.sh
echo "build: site written to dist/"
