// A random complete grid from a seeded generator: the start of every generated puzzle.
#pragma once

#include "sudoku/grid.h"
#include "sudoku/rng.h"

namespace sudoku {

// A random complete valid grid: randomized backtracking that fills the empty cell with the
// fewest candidates, trying its digits in random order. Bounded time: after 1,000 steps without
// finishing (not seen in 20,000 seeds) it restarts with fresh random choices. It does not use the
// fast solver, so tuning the solver never changes the grid a seed gives. Same Rng state -> same
// grid on every build.
Grid RandomSolution(Rng& rng);

}  // namespace sudoku
