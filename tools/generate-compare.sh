#!/bin/sh
# Generator speed in one run: our generate_bench (native and WASM under node) and the qqwing CLI
# (Debian package qqwing) on the option sets both offer: no symmetry, 180 and 90 degree rotation,
# and a mirror. qqwing has no clue-count or minimal option and no seed; its puzzles are dug
# orbit by orbit until no orbit can go, like our symmetric sets without `minimal`, and like our
# "minimal" set when there is no symmetry. qqwing is timed as the wall clock of one process
# making N puzzles, so its rate includes process start-up (a few ms).
#
# Usage: tools/generate-compare.sh [seconds-per-set] [qqwing-puzzles-per-set]
# Timings on a shared 2-core machine are noisy: compare rows of the same run only.
set -eu
cd "$(dirname "$0")/.."
SECONDS_PER_SET="${1:-1}"
QQ_N="${2:-500}"

echo "## generate_bench, native"
if [ ! -x build-gen/bench/generate_bench ]; then
  cmake -S . -B build-gen >/dev/null && cmake --build build-gen -j2 --target generate_bench >/dev/null
fi
build-gen/bench/generate_bench "$SECONDS_PER_SET"

echo
echo "## generate_bench, WASM (node, one thread)"
if [ -f build-wasm/bench/generate_bench.cjs ]; then
  node --no-experimental-fetch build-wasm/bench/generate_bench.cjs "$SECONDS_PER_SET"
else
  echo "(build-wasm/bench/generate_bench.cjs missing: NODE_PATH=/usr/share/nodejs cmake --build build-wasm)"
fi

echo
echo "## qqwing $(qqwing --version 2>/dev/null | head -1 || echo missing)"
if ! command -v qqwing >/dev/null; then
  echo "qqwing not installed (apt-get install -y qqwing)"
  exit 0
fi
echo "| qqwing --symmetry | our comparable set | puzzles | puzzles/s | mean clues |"
echo "|---|---|---:|---:|---:|"
for pair in none:minimal rotate180:"rotational 180" rotate90:"rotational 90" mirror:"mirror horizontal"; do
  sym="${pair%%:*}"
  ours="${pair#*:}"
  start=$(date +%s.%N)
  out=$(qqwing --generate "$QQ_N" --symmetry "$sym" --one-line --difficulty any)
  end=$(date +%s.%N)
  echo "$out" | awk -v s="$start" -v e="$end" -v sym="$sym" -v ours="$ours" '
    length($0) >= 81 { n++; c += gsub(/[1-9]/, "&") }
    END { printf "| %s | %s | %d | %.0f | %.1f |\n", sym, ours, n, n / (e - s), (n ? c / n : 0) }'
done
