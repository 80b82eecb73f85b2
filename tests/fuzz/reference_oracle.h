// The dancing-links reference as seen by the fuzz targets. It lives in its own file, compiled
// with the sanitizers but without libFuzzer's coverage instrumentation: coverage of the
// reference would only mislead the fuzzer (and the comparison tracing made it 20x slower).
#pragma once

#include <cstdint>
#include <vector>

#include "sudoku/grid.h"

namespace sudoku::fuzzing {

struct OracleResult {
  bool valid = true;              // false: a given out of 1..9 range or two equal in a house
  bool budget_exhausted = false;  // the node budget ran out: count is only a lower bound
  int count = 0;                  // 0..limit
  std::vector<Grid> solutions;    // every solution found
};

// Counts the solutions of `grid` up to `limit` with at most `node_budget` options tried.
OracleResult ReferenceCount(const Grid& grid, int limit, uint64_t node_budget);

}  // namespace sudoku::fuzzing
