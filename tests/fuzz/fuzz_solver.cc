// Fuzz target: the counting solver on arbitrary grids, against the rules and against the
// dancing-links reference. Aborts on a wrong answer: a reported solution that breaks a rule or a
// given, a count that differs from the reference's, solutions despite conflicting givens, a
// search on conflicting givens, a budget overrun, or a different result on the same input.
//
// Input layout:
//   byte 0      the limit: 1, 2, 3, 10 or 100 (byte % 5)
//   byte 1      bit 0 set: cell bytes are used raw (values 10..255 are out of range and must
//               give count 0); otherwise each cell is byte % 10
//   bytes 2..82 the 81 cells row-major (missing bytes are empty cells)
// Work is bounded: the solver gets a guess budget and the reference a node budget, and counts
// are compared only when both finished.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include "reference_oracle.h"
#include "sudoku/parse.h"
#include "sudoku/solver.h"

namespace sudoku {
namespace {

constexpr uint64_t kGuessBudget = 2000;
constexpr uint64_t kNodeBudget = 100000;

void Check(bool condition, const char* what, const Grid& grid) {
  if (!condition) {
    std::fprintf(stderr, "fuzz_solver: %s\n", what);
    for (uint8_t value : grid) std::fprintf(stderr, "%d,", value);
    std::fprintf(stderr, "\n");
    std::abort();
  }
}

}  // namespace
}  // namespace sudoku

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace sudoku;
  if (size < 2) return 0;
  static constexpr uint32_t kLimits[] = {1, 2, 3, 10, 100};
  const uint32_t limit = kLimits[data[0] % 5];
  const bool raw = (data[1] & 1) != 0;
  Grid grid{};
  bool out_of_range = false;
  for (int cell = 0; cell < kCells && 2 + static_cast<size_t>(cell) < size; ++cell) {
    const uint8_t byte = data[2 + cell];
    grid[cell] = raw ? byte : static_cast<uint8_t>(byte % 10);
    out_of_range |= grid[cell] > 9;
  }

  const CountResult result = CountSolutions(grid, limit, kGuessBudget);
  Check(result.count >= 0 && static_cast<uint32_t>(result.count) <= limit, "count above limit",
        grid);
  Check(result.stats.guesses <= kGuessBudget, "guess budget overrun", grid);
  Check(!result.budget_exhausted || static_cast<uint32_t>(result.count) < limit,
        "budget exhausted after reaching the limit", grid);
  if (result.count >= 1) Check(SolvesPuzzle(grid, result.solution), "wrong solution", grid);
  if (out_of_range) {
    Check(result.count == 0, "solution with an out-of-range given", grid);
    return 0;  // FindConflict and the reference take only 0..9
  }

  const bool conflict = FindConflict(grid).status == Status::kConflictingGivens;
  if (conflict) {
    Check(result.count == 0, "solutions despite conflicting givens", grid);
    Check(result.stats.guesses == 0, "search on conflicting givens", grid);
  }

  const CountResult again = CountSolutions(grid, limit, kGuessBudget);
  Check(again.count == result.count && again.solution == result.solution &&
            again.stats.guesses == result.stats.guesses,
        "same input, different result", grid);

  // The reference's plain count (its smallest-solution search is not needed here).
  const fuzzing::OracleResult ref =
      fuzzing::ReferenceCount(grid, static_cast<int>(limit), kNodeBudget);
  Check(ref.valid != conflict, "FindConflict and the reference disagree", grid);
  if (!ref.budget_exhausted && !result.budget_exhausted) {
    Check(result.count == ref.count, "count differs from the reference", grid);
    if (ref.count == 1 && limit > 1) {
      Check(result.solution == ref.solutions[0], "unique solution differs from the reference",
            grid);
    }
    if (ref.count >= 1 && ref.count < static_cast<int>(limit)) {
      bool listed = false;
      for (const Grid& solution : ref.solutions) listed |= solution == result.solution;
      Check(listed, "solution not among the reference's", grid);
    }
  }
  return 0;
}
