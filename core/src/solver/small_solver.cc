// The counting solver of the small grids (small_solver.h). The 9x9 grids have their own, the
// fast solver (solver.cc); CountSolutions (solver.h) picks one by the puzzle's shape.
#include "solver/small_solver.h"

#include "sudoku/bits.h"
#include "sudoku/rules.h"

namespace sudoku {

// Depth-first search: each frame is an empty cell and the digits of it still to try. The
// digits each house holds are kept as masks, so a cell's candidates are one OR away, and the
// next cell is the empty one with the fewest (a dead end as soon as one has none).
CountResult CountSmallSolutions(const Grid& puzzle, const GridShape& shape, uint32_t limit,
                                uint64_t guess_budget) {
  const ShapeTables& t = TablesOf(shape);
  CountResult result;
  if (FindConflict(puzzle, shape).status != Status::kOk) return result;
  Grid values = puzzle;
  std::array<Mask, 3 * 6> present{};
  for (int cell = 0; cell < shape.cells(); ++cell) {
    if (values[cell] == 0) continue;
    for (const int house : t.HousesOf(cell)) present[house] |= DigitBit(values[cell]);
  }
  const auto candidates_of = [&](int cell) {
    const auto h = t.HousesOf(cell);
    return static_cast<Mask>(shape.all_digits() & ~(present[h[0]] | present[h[1]] | present[h[2]]));
  };
  const auto set = [&](int cell, int digit, bool on) {
    values[cell] = static_cast<uint8_t>(on ? digit : 0);
    for (const int house : t.HousesOf(cell)) present[house] ^= DigitBit(digit);
  };

  struct Frame {
    int cell;
    Mask untried;
    int digit;  // the digit placed now, 0 before the first
  };
  std::array<Frame, kMaxSmallCells + 1> stack{};
  int depth = 0;
  // Opens a frame on the empty cell with the fewest candidates; false when the grid is full
  // (a solution) and true otherwise (a frame with no candidates is a dead end).
  const auto open = [&]() {
    int best = -1;
    int best_count = 99;
    for (int cell = 0; cell < shape.cells(); ++cell) {
      if (values[cell] != 0) continue;
      const int count = PopCount(candidates_of(cell));
      if (count < best_count) {
        best = cell;
        best_count = count;
        if (count <= 1) break;
      }
    }
    if (best < 0) return false;
    const Mask untried = candidates_of(best);
    if (PopCount(untried) > 1) ++result.stats.guesses;
    if (untried == 0) ++result.stats.backtracks;  // a dead end: an empty cell with no digit
    stack[depth++] = Frame{best, untried, 0};
    return true;
  };

  bool full = !open();
  while (true) {
    if (full) {
      if (result.count == 0) result.solution = values;
      if (++result.count >= static_cast<int>(limit)) break;
    }
    if (result.stats.guesses > guess_budget) {
      result.budget_exhausted = true;
      break;
    }
    // Next digit of the top frame, or pop it when none is left.
    bool advanced = false;
    while (depth > 0) {
      Frame& top = stack[depth - 1];
      if (top.digit != 0) set(top.cell, top.digit, false);
      if (top.untried == 0) {
        --depth;
        continue;
      }
      top.digit = LowestBit(top.untried) + 1;
      top.untried = static_cast<Mask>(ClearLowestBit(top.untried));
      set(top.cell, top.digit, true);
      ++result.stats.placements;
      advanced = true;
      break;
    }
    if (!advanced) break;
    full = !open();
  }
  return result;
}

}  // namespace sudoku
