#!/usr/bin/env bash
# Builds the native engine and tests (build/) and the WebAssembly module, then writes the
# deployable site (page, ES modules, .wasm) to dist/.
set -euo pipefail
cd "$(dirname "$0")/.."
tools/setup.sh

# Debian's Emscripten 3.1.6 needs the system acorn module for its JS optimizer.
export NODE_PATH=/usr/share/nodejs
jobs=$(nproc)

cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j "$jobs"

if [ ! -f build-wasm/CMakeCache.txt ]; then
  emcmake cmake -S . -B build-wasm -DCMAKE_BUILD_TYPE=Release >/dev/null
fi
cmake --build build-wasm -j "$jobs"
echo "build: site written to dist/"
