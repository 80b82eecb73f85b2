#!/usr/bin/env bash
# Rewrites the sections of the documents derived from the engine's tables (tests/tools/
# derived_tables.cc lists them): from the technique registry, the TechniqueId and Inference
# unions of wasm/sudoku.d.ts and the technique table of core/TECHNIQUES.md; from the generate
# options (kGenerateOptionRows, generator.h), the GenerateOptions members of the d.ts, the
# options table of wasm/API.md and tests/wasm/generate-options.mjs. Run it after changing either
# table; the DerivedTables tests fail until it has been run. Builds the native program it needs in
# build/ first.
set -euo pipefail
cd "$(dirname "$0")/.."
# Configured each time: a build folder made before the program existed learns its target.
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j "$(nproc)" --target sudoku_tables >/dev/null
build/tests/sudoku_tables "$PWD"
