#!/usr/bin/env bash
# Runs the solver benchmarks: native, WASM under node (same source), and the JS API of the built
# module. Each prints a Markdown table; the README's benchmark section quotes them.
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
