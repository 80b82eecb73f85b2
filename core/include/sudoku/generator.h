// Puzzle generation: a random complete grid from a seed, then holes dug while the puzzle keeps
// exactly one solution.
#pragma once

#include <cstdint>

#include "sudoku/grid.h"
#include "sudoku/rng.h"
#include "sudoku/status.h"

namespace sudoku {

// A random complete valid grid. Bounded time: the three diagonal boxes (which never constrain
// each other) are filled with random permutations, the solver completes the grid (always
// possible, a few microseconds), and random row and column swaps inside bands and stacks plus
// band and stack swaps spread the result further. Same Rng state -> same grid on every build.
Grid RandomSolution(Rng& rng);

struct HolesOptions {
  int level = 1;      // 1..4: per box, level L tries to dig L..L+3 cells (the original demo's rule)
  uint32_t seed = 0;  // any value; the same seed and level give the same puzzle on every build
};

struct GeneratedPuzzle {
  Grid puzzle{};    // 81 cells row-major, 0 = empty
  Grid solution{};  // the unique solution
  uint32_t seed = 0;
  int clues = 0;    // number of givens
};

// The original demo's generator with uniqueness kept: for each box in turn, a random count of
// cells in [level, level + 3] is dug out, trying the box's cells in random order and keeping a
// hole only if the puzzle still has exactly one solution (a count-to-2 check per hole, so at most
// 81 checks: bounded time). A box may end with fewer holes when no more can be dug uniquely.
// Errors: kBadOption (error.cell = -1) when level is outside 1..4; `out` is then untouched.
Error GenerateByHoles(const HolesOptions& options, GeneratedPuzzle* out);

}  // namespace sudoku
