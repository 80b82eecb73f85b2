// The checks that keep a graded level's digging within the level: the level's rating range and
// a quick "singles alone solve it" test. Internal to the generator.
#pragma once

#include <cstdint>

#include "sudoku/grid.h"

namespace sudoku {

// SE's naked single (2.3), the hardest of the singles: a puzzle that singles alone solve is
// rated at most this.
inline constexpr int kSinglesRating = 23;

// The lowest and highest SE rating (tenths) of a graded level 1..5 (grade.h), read off
// LevelOfRating so the two never disagree. Level 5's highest is INT32_MAX ("no ceiling":
// kUnfinishedRating and above).
int LowestRatingOf(int level);
int HighestRatingOf(int level);

// Naked and hidden singles on `puzzle` (81 cells, 0 = empty) until they run out, in `grid`.
// True when they fill the grid or, given `watch` (cells of `puzzle`'s solution that were just
// emptied), as soon as they fill those cells: when the puzzle with those cells given falls to
// singles, so does the puzzle without them once singles have put them back (more givens never
// stop a single), so the rest need not be run. On false, `grid` is where singles get stuck.
// Works on house masks only: a few microseconds, against hundreds for a step-by-step solve.
bool SolvedBySingles(const Grid& puzzle, Grid& grid, const uint8_t* watch = nullptr,
                     int watch_count = 0);

}  // namespace sudoku
