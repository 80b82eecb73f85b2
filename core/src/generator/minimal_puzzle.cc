// The minimality check (minimal_puzzle.h).
#include "sudoku/minimal_puzzle.h"

#include "sudoku/solver.h"

namespace sudoku {

bool IsMinimalPuzzle(const Grid& puzzle) {
  if (CountSolutions(puzzle, 2).count != 1) return false;
  Grid trial = puzzle;
  for (int cell = 0; cell < kCells; ++cell) {
    if (puzzle[cell] == 0) continue;
    trial[cell] = 0;
    const bool still_unique = CountSolutions(trial, 2).count == 1;
    trial[cell] = puzzle[cell];
    if (still_unique) return false;
  }
  return true;
}

}  // namespace sudoku
