#!/usr/bin/env bash
# Configures (once) and builds the WebAssembly build folder build-wasm/: the given targets, or
# all of them (the module, the site in dist/, the WASM benchmarks). Callers that may run at the
# same time (tools/test.sh and tools/checked-wasm-tests.sh beside it in .ci/run) share the folder
# under a lock, so the core is compiled once for both and never by two builds at once.
#
# Usage: tools/wasm-build.sh [TARGET...]     Env: JOBS (default: the number of cores)
set -euo pipefail
cd "$(dirname "$0")/.."
# Debian's Emscripten 3.1.6 needs the system acorn module for its JS optimizer.
export NODE_PATH=/usr/share/nodejs
targets=()
for target in "$@"; do targets+=(--target "$target"); done
exec 9>build-wasm.lock
flock 9
if [ ! -f build-wasm/CMakeCache.txt ]; then
  emcmake cmake -S . -B build-wasm -DCMAKE_BUILD_TYPE=Release >/dev/null
fi
cmake --build build-wasm -j "${JOBS:-$(nproc)}" "${targets[@]}"
