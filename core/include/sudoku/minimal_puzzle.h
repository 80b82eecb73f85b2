// Minimal puzzles: every given is needed for a unique solution.
#pragma once

#include "sudoku/grid.h"

namespace sudoku {

// True when `puzzle` has exactly one solution and removing any one given gives it more than
// one (every given is needed). One count-to-2 per given (solver.h), so about 25 checks.
bool IsMinimalPuzzle(const Grid& puzzle);

}  // namespace sudoku
