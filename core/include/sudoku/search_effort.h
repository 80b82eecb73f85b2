// The search-effort score: how much a solver that knows only singles has to guess.
//
// The original demo's measure of difficulty ("the more saved states and backtracks, the
// harder"), made reproducible: a depth-first search that propagates naked and hidden singles,
// and when they stall branches on a cell with the fewest candidates (drawn at random among the
// cells that tie), trying its candidates in a random order. How often it has to branch depends
// on those draws, so the score is the mean over several seeded runs. This is the kind of measure
// the difficulty column of the Kaggle set kaggle_radcliffe_rated_5000 follows (its 1,000
// puzzles at 0.0 are exactly those singles finish); bench/README.md ("Search effort") gives
// the rank correlation. It is no technique scale: a puzzle that needs a forcing chain can take
// fewer guesses than one that needs a direct hidden pair.
#pragma once

#include <cstdint>

#include "sudoku/grid.h"

namespace sudoku {

// Runs of the search that SearchEffort averages by default. Chosen by measurement on
// kaggle_radcliffe_rated_5000 (bench/README.md, "Search effort"): more runs cost time linearly,
// and the rank correlation with the set's difficulty has levelled off by then.
inline constexpr int kSearchEffortRuns = 16;
// The seed of the first run (run i uses kSearchEffortSeed + i), so the score of a puzzle is
// the same on every call, native and WASM.
inline constexpr uint64_t kSearchEffortSeed = 0x5EED5EEDu;

struct SearchEffortResult {
  // Mean guesses per run. A guess is a branch point, as in solver.h: a cell where the search
  // saved the board to try its candidates one after the other. 0.0 means naked and hidden
  // singles alone solve the puzzle.
  double mean_guesses = 0.0;
  int runs = 0;  // runs made; 0 for a puzzle without a solution
  // Some run stopped at the guess budget and counts the budget: the mean is a lower bound.
  bool budget_exhausted = false;
  // The grid the runs ended on: the solution (every run ends on it for a unique puzzle), unless
  // runs is 0 or a run stopped at the budget.
  Grid solution{};
};

// The search effort of `puzzle` (81 cells row-major, 0 = empty): the mean number of guesses of a
// singles-only depth-first search over `runs` (>= 1) random candidate orders, run i seeded with
// seed + i through Rng (rng.h). Each run stops at its first solution. A puzzle without a
// solution, or with conflicting givens, gives 0 runs and mean 0. `guess_budget` bounds each run
// (the hardest known puzzles need a few thousand guesses; the default never stops one of the
// shared sets). Deterministic; no global state.
SearchEffortResult SearchEffort(const Grid& puzzle, int runs = kSearchEffortRuns,
                                uint64_t seed = kSearchEffortSeed,
                                uint64_t guess_budget = 1000000);

}  // namespace sudoku
