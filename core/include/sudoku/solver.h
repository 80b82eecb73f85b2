// The fast counting solver: the engine behind solving, uniqueness checks, generation and batches.
//
// Representation (why bitboards): for each digit and each band we keep one 27-bit word of the
// cells of that band where the digit is still possible, so a whole house is tested with one mask:
//
//     band word bit = 9 * (row within band) + column
//     row 0 of band:  bits  0..8     box columns: bits 0-2 | 3-5 | 6-8 of each row
//     row 1 of band:  bits  9..17
//     row 2 of band:  bits 18..26
//
// Placing a digit clears it from the row and box (one AND in the band), from the column in the
// other two bands (one AND each) and clears the cell from the other eight digits. Naked singles
// come from a bit-sliced count of candidates per cell across the nine digit words; hidden singles
// from rows, boxes and columns with exactly one bit; locked candidates (pointing and claiming)
// from a 512-entry table over the band's row x box occupancy. When propagation stalls, the search
// branches on the two-candidate cell whose guess reaches the most open peers (two-candidate peers
// counting three times; a cell with the fewest candidates when there is none), copying the 120-byte
// state (no heap allocation, an explicit stack of at most 81 frames, no recursion). What was
// measured to choose this, and the branch-free loops: core/solver-design.md.
#pragma once

#include <cstdint>

#include "sudoku/grid.h"
#include "sudoku/shape.h"

namespace sudoku {

// Work done by one search. `guesses` counts the branch points where the search saved a state to
// try a cell's other candidates later; `backtracks` counts the dead ends after which it restored
// one; `placements` counts digits placed by propagation and by guesses (each one updates the
// candidates of the cell's 20 peers).
struct SolveStats {
  uint64_t guesses = 0;
  uint64_t backtracks = 0;
  uint64_t placements = 0;
};

struct CountResult {
  int count = 0;               // solutions found, 0..limit; == limit means "at least limit"
  Grid solution{};             // the first solution found (valid when count >= 1)
  SolveStats stats{};
  bool budget_exhausted = false;  // the guess budget ran out first: count is a lower bound
};

// Counts the solutions of `puzzle` (81 cells row-major, 0 = empty) up to `limit` (>= 1) and
// returns the first one found. limit 1 = "solve", limit 2 = "is it unique". Givens that break a
// rule give count 0 (call FindConflict first to report which). `guess_budget` bounds the work:
// when that many guesses were made without finishing, the search stops and reports
// budget_exhausted. Never allocates; thread-safe (no global state).
CountResult CountSolutions(const Grid& puzzle, uint32_t limit,
                           uint64_t guess_budget = UINT64_MAX);

// CountSolutions for a puzzle of `shape` (shape.h): the 9x9 solver above for 9x9, a small
// depth-first counter for 4x4 and 6x6 (the same result type, counters and budget; cells past
// shape.cells() are not read).
CountResult CountSolutions(const Grid& puzzle, uint32_t limit, uint64_t guess_budget,
                           const GridShape& shape);

// CountSolutions that also lists what it finds: the first min(count, limit) solutions, in the
// order the search meets them, go to solutions[0..count) (room for `limit` grids, at least 1).
// When the count is below `limit` and the guess budget did not run out, these are all the
// solutions of the puzzle. Used by the generator's moves, which need every solution of a puzzle
// with a few; the same search as CountSolutions, so the same count, guesses and first solution.
CountResult EnumerateSolutions(const Grid& puzzle, uint32_t limit, uint64_t guess_budget,
                               Grid* solutions);

// A candidate ruled out before the search starts: `digit` (1..9) may not stand in `cell`
// (0..80). Out-of-range entries are ignored.
struct Exclusion {
  int cell = 0;
  int digit = 0;
};

// CountSolutions over the solutions that also avoid every exclusion. The generator's quick
// uniqueness test: a unique puzzle with one given removed stays unique exactly when no solution
// puts another digit in that cell, which a search limited to 1 with that digit excluded decides
// without exploring the branch that holds the known solution.
CountResult CountSolutionsExcluding(const Grid& puzzle, const Exclusion* excluded,
                                    int excluded_count, uint32_t limit,
                                    uint64_t guess_budget = UINT64_MAX);

}  // namespace sudoku
