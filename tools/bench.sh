#!/usr/bin/env bash
# Runs the solver benchmarks: native, WASM under node (same source), solveMany over the shared
# ruler (../shared/bench/ref_solver.cc) beside tdoku's published ratio, the JS API of the built
# module, solveMany's share of the raw WASM rate, and the pool's speed-up with 1 and 2 workers.
# Each prints a Markdown table; bench/README.md quotes them.
# Usage: tools/bench.sh [min-seconds-per-set]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-2}"
tools/build.sh >/dev/null
echo "## native"; build/bench/solve_bench ../shared/data "$seconds"
echo; echo "## wasm (node $(node --version))"
# Node 20's fetch cannot read file paths; the benchmark's loader then reads the file itself.
node --no-experimental-fetch build-wasm/bench/solve_bench.cjs ../shared/data "$seconds"
# The ruler, built as its README says, and our solveMany against it in one node process,
# 5 interleaved rounds (about a minute).
echo; echo "## solveMany over the ruler (../shared/bench/README.md)"
em++ -O3 -sSTANDALONE_WASM --no-entry -sINITIAL_MEMORY=16MB \
  -sEXPORTED_FUNCTIONS=_ref_in,_ref_out,_ref_status,_ref_capacity,_ref_solve_batch \
  -o build-wasm/bench/ref.wasm ../shared/bench/ref_solver.cc
# The solver alone behind the ruler's interface, for the JS wrapper's share (its last column).
em++ -std=c++20 -O3 -fno-exceptions -fno-rtti -Icore/include -sSTANDALONE_WASM --no-entry \
  -sINITIAL_MEMORY=16MB -sEXPORTED_FUNCTIONS=_ref_in,_ref_out,_ref_status,_ref_capacity,_ref_solve_batch \
  -o build-wasm/bench/solver-alone.wasm bench/ruler_harness.cc core/src/solver/solver.cc
node bench/ref_ratio.mjs build-wasm/bench/ref.wasm 5 0.5 build-wasm/bench/solver-alone.wasm
echo; echo "## JS API"; node bench/api_bench.mjs "$seconds"
# solveMany against the raw WASM rate, from alternating runs (about two minutes).
echo; echo "## solveMany / raw WASM"; node bench/api_ratio.mjs 5 1
# solveMany of 100,000 puzzles and gradeMany on pools of 1 and 2 worker_threads (about a minute).
echo; echo "## pool (createSudokuPool)"; node bench/pool_bench.mjs 5
