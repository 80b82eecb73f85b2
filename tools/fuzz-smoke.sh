#!/usr/bin/env bash
# Builds the libFuzzer targets (tests/fuzz) with clang, seeds their corpora from the shared
# puzzle sets and runs each target for a fixed time, then prints executions per target.
#
# Usage: tools/fuzz-smoke.sh [seconds per target, default 60]
# Env:   BUILD_DIR (default build-fuzz), DATA_DIR (default ../shared/data), JOBS (default 2)
# Exit status is non-zero when a build fails or any target finds a crash; crash inputs are
# left in $BUILD_DIR/fuzz-artifacts/<target>/.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
seconds="${1:-60}"
build="${BUILD_DIR:-$root/build-fuzz}"
data="${DATA_DIR:-$root/../shared/data}"
jobs="${JOBS:-2}"

CC=clang CXX=clang++ cmake -S "$root" -B "$build" -DSUDOKU_FUZZ=ON \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null

# The logic and generator targets exist only once their engine headers do (as in
# tests/fuzz/CMakeLists.txt).
targets=(fuzz_parse fuzz_solver)
[[ -f "$root/core/include/sudoku/logic.h" ]] && targets+=(fuzz_logic)
[[ -f "$root/core/include/sudoku/generator.h" ]] && targets+=(fuzz_generator)
cmake --build "$build" -j"$jobs" --target "${targets[@]}"

corpus="$build/fuzz-corpus"
python3 "$root/tests/fuzz/seed_corpus.py" "$data" "$corpus"

status=0
summary=()
for target in "${targets[@]}"; do
  artifacts="$build/fuzz-artifacts/$target"
  mkdir -p "$artifacts" "$corpus/$target"
  log="$build/fuzz-$target.log"
  echo "== $target: ${seconds}s"
  if "$build/tests/fuzz/$target" "$corpus/$target" -max_total_time="$seconds" -timeout=20 \
      -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$artifacts/" >"$log" 2>&1; then
    result="ok"
  else
    result="FAILED (see $log)"
    status=1
  fi
  execs="$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)"
  rate="$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)"
  cov="$(grep -o 'cov: [0-9]*' "$log" | tail -1 || true)"
  summary+=("$(printf '%-16s %10s execs %8s/s  %-9s %s' "$target" "${execs:-?}" "${rate:-?}" \
    "${cov:-}" "$result")")
done

echo
echo "fuzz smoke, ${seconds}s per target:"
printf '%s\n' "${summary[@]}"
exit "$status"
