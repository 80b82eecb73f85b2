#!/usr/bin/env bash
# Runs the solver benchmarks: native, WASM under node (same source), solveMany and the solver
# alone against tdoku (../shared/bench/tdoku) in one node process, the JS API of the built
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
# tdoku, built as its README says, the solver alone (bench/solver_alone.cc) and our solveMany in
# one node process, 5 interleaved rounds (about a minute and a half).
echo; echo "## solveMany against tdoku (../shared/bench/tdoku/README.md)"
../shared/bench/tdoku/build.sh build-wasm/bench/tdoku.wasm >/dev/null
em++ -std=c++20 -O3 -fno-exceptions -fno-rtti -Icore/include -Icore/src -sSTANDALONE_WASM --no-entry \
  -sINITIAL_MEMORY=16MB \
  -sEXPORTED_FUNCTIONS=_alone_in,_alone_out,_alone_status,_alone_capacity,_alone_solve_batch \
  -o build-wasm/bench/solver-alone.wasm bench/solver_alone.cc core/src/solver/solver.cc \
  core/src/solver/small_solver.cc
node bench/tdoku_ratio.mjs build-wasm/bench/tdoku.wasm build-wasm/bench/solver-alone.wasm 5 0.5
echo; echo "## JS API"; node bench/api_bench.mjs "$seconds"
# solveMany against the raw WASM rate, from alternating runs (about two minutes).
echo; echo "## solveMany / raw WASM"; node bench/api_ratio.mjs 5 1
# solveMany of 100,000 puzzles and gradeMany on pools of 1 and 2 worker_threads (about a minute).
echo; echo "## pool (createSudokuPool)"; node bench/pool_bench.mjs 5
