#!/usr/bin/env bash
# Builds the native test suite with AddressSanitizer and UndefinedBehaviorSanitizer (any report
# is fatal: -fno-sanitize-recover=all) into build-asan and runs it with ctest.
#
# Usage: tools/sanitize-tests.sh [extra ctest arguments, e.g. -R cases_test]
# Env:   BUILD_DIR (default build-asan), JOBS (default 2), CXX (default: cmake's choice),
#        TEST_COMPILE_OPTIONS (default -O0: the test files, not the engine, unoptimized; the build
#        took 131 s instead of 329 s and the suite ran no slower, the engine doing the work)
# The flags go in through the cmake command line only (SUDOKU_TEST_COMPILE_OPTIONS is a cache
# variable of tests/CMakeLists.txt).
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
build="${BUILD_DIR:-$root/build-asan}"
jobs="${JOBS:-2}"
flags="-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer"

cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSUDOKU_BENCH=OFF \
  -DCMAKE_CXX_FLAGS="$flags" \
  -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=address,undefined" \
  -DSUDOKU_TEST_COMPILE_OPTIONS="${TEST_COMPILE_OPTIONS--O0}" >/dev/null
cmake --build "$build" -j"$jobs"

export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1:strict_string_checks=1:detect_stack_use_after_return=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
cd "$build"
ctest --output-on-failure -j"$jobs" "$@"
