// Fuzz target: the logic engine must be sound and must terminate on any grid. Soundness is
// checked against the unique solution found by the counting solver: every placement of every
// step is the solution's digit and no elimination removes the solution's digit. The outcome must
// match the solution count (none, one, several), and a solve is at most 729 steps.
//
// Input layout:
//   byte 0      forcing-chain level 0..2 (byte % 3). Levels 3 and 4 (dynamic forcing chains
//               with subsets, nested chains) take seconds per hard puzzle under the sanitizers,
//               which would stall the fuzzer; the full-level engine is covered by the logic
//               tests on the rated sets.
//   bytes 1..81 the 81 cells row-major, each byte % 10 (missing bytes are empty cells)
// Arbitrary grids (conflicting, unsolvable, many solutions) also go through
// CandidatesFromValues and one FindNextStep, which must return without a crash.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include "sudoku/logic.h"
#include "sudoku/solver.h"

namespace sudoku {
namespace {

void Check(bool condition, const char* what, const Grid& grid) {
  if (!condition) {
    std::fprintf(stderr, "fuzz_logic: %s\n", what);
    for (uint8_t value : grid) std::fprintf(stderr, "%d", value);
    std::fprintf(stderr, "\n");
    std::abort();
  }
}

void CheckStepAgainstSolution(const Step& step, const Grid& solution, const Grid& puzzle) {
  for (const Placement& p : step.placements) {
    Check(p.cell >= 0 && p.cell < kCells && p.digit >= 1 && p.digit <= 9, "placement range",
          puzzle);
    Check(solution[p.cell] == p.digit, "placement contradicts the solution", puzzle);
  }
  for (const Elimination& e : step.eliminations) {
    Check(e.cell >= 0 && e.cell < kCells && e.digit >= 1 && e.digit <= 9, "elimination range",
          puzzle);
    Check(solution[e.cell] != e.digit, "elimination removes the solution digit", puzzle);
  }
  Check(!step.placements.empty() || !step.eliminations.empty(), "step without progress",
        puzzle);
}

}  // namespace
}  // namespace sudoku

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace sudoku;
  if (size < 1) return 0;
  LogicOptions options;
  options.max_forcing_level = data[0] % 3;
  Grid grid{};
  for (int cell = 0; cell < kCells && 1 + static_cast<size_t>(cell) < size; ++cell) {
    grid[cell] = static_cast<uint8_t>(data[1 + cell] % 10);
  }

  const CountResult count = CountSolutions(grid, 2);

  // One step on any grid: must not crash; on a unique puzzle it must be sound.
  const CandidateGrid candidates = CandidatesFromValues(grid);
  LogicOptions plain = options;
  plain.assume_unique = count.count == 1;
  const auto first = FindNextStep(candidates, plain);
  if (first && count.count == 1) CheckStepAgainstSolution(*first, count.solution, grid);

  const LogicSolve solve = SolveLogically(grid, options);
  switch (count.count) {
    case 0:
      Check(solve.outcome == LogicOutcome::kNoSolution, "outcome should be kNoSolution", grid);
      return 0;
    case 2:
      Check(solve.outcome == LogicOutcome::kMultipleSolutions,
            "outcome should be kMultipleSolutions", grid);
      return 0;
    default:
      break;
  }
  Check(solve.outcome == LogicOutcome::kSolved || solve.outcome == LogicOutcome::kStuck,
        "unique puzzle reported as not unique", grid);
  Check(solve.steps.size() <= 729, "more than 729 steps", grid);
  for (const Step& step : solve.steps) CheckStepAgainstSolution(step, count.solution, grid);
  for (int cell = 0; cell < kCells; ++cell) {
    const int value = solve.final_grid.values[cell];
    Check(value == 0 || value == count.solution[cell], "final grid contradicts the solution",
          grid);
    if (value == 0) {
      Check((solve.final_grid.candidates[cell] & DigitBit(count.solution[cell])) != 0,
            "solution digit lost from the candidates", grid);
    }
  }
  if (solve.outcome == LogicOutcome::kSolved) {
    Check(solve.final_grid.values == count.solution, "solved grid is not the solution", grid);
  }
  return 0;
}
