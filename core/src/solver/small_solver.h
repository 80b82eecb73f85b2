// The counting solver of the 4x4 and 6x6 grids, internal to core: CountSolutions (solver.h)
// calls it for those shapes. The 9x9 grids keep the fast solver (solver.cc), the hot path.
#pragma once

#include <cstdint>

#include "sudoku/shape.h"
#include "sudoku/solver.h"

namespace sudoku {

// Counts the solutions of a small puzzle (shape 4x4 or 6x6) up to `limit` (>= 1), with the
// first one found, as CountSolutions does for 9x9: the same result type and counters.
// Depth-first search on the cell with the fewest candidates, an explicit stack of at most 36
// frames, no recursion and no allocation. Givens that break a rule give count 0.
// `guess_budget` bounds the guesses.
CountResult CountSmallSolutions(const Grid& puzzle, const GridShape& shape, uint32_t limit,
                                uint64_t guess_budget);

}  // namespace sudoku
