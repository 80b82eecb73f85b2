#!/usr/bin/env bash
# Writes tests/data/technique-row-steps.tsv: a step of each technique hint() never gives
# (directClaiming, finnedXWing, forcingChain), found by the technique's own search on states of
# real solve paths (tests/tools/row_steps.cc says how), for the word tests. Builds the native
# program it needs in build/ first. With --check it writes nothing and says whether the file is
# what it would write.
set -euo pipefail
cd "$(dirname "$0")/.."
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j "${JOBS:-$(nproc)}" --target sudoku_row_steps >/dev/null
out=tests/data/technique-row-steps.tsv
if [[ "${1:-}" == --check ]]; then
  if build/tests/sudoku_row_steps ../shared/data | cmp -s - "$out"; then
    echo "the file is up to date"
  else
    echo "the file differs from what this run writes" >&2
    exit 1
  fi
else
  build/tests/sudoku_row_steps ../shared/data > "$out.new"
  mv "$out.new" "$out"
fi
