#!/usr/bin/env bash
# Runs the solver benchmarks: native, WASM under node (same source), the JS API of the built
# module, solveMany's share of the raw WASM rate, and the pool's speed-up with 1 and 2 workers. Each prints a Markdown table; the README's
# benchmark section quotes them.
# Usage: tools/bench.sh [min-seconds-per-set]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-2}"
tools/build.sh >/dev/null
echo "## native"; build/bench/solve_bench ../shared/data "$seconds"
echo; echo "## wasm (node $(node --version))"
# Node 20's fetch cannot read file paths; the benchmark's loader then reads the file itself.
node --no-experimental-fetch build-wasm/bench/solve_bench.cjs ../shared/data "$seconds"
echo; echo "## JS API"; node bench/api_bench.mjs "$seconds"
# solveMany against the raw WASM rate, from alternating runs (about two minutes).
echo; echo "## solveMany / raw WASM"; node bench/api_ratio.mjs 5 1
# solveMany of 100,000 puzzles and gradeMany on pools of 1 and 2 worker_threads (about a minute).
echo; echo "## pool (createSudokuPool)"; node bench/pool_bench.mjs 5
