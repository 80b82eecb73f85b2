#include "sudoku/grid.h"

namespace sudoku {

bool IsValidSolution(const Grid& grid) {
  for (const auto& house : kHouseCells) {
    Mask seen = 0;
    for (uint8_t cell : house) {
      const int value = grid[cell];
      if (value < 1 || value > 9) return false;
      seen |= DigitBit(value);
    }
    if (seen != kAllDigits) return false;
  }
  return true;
}

bool SolvesPuzzle(const Grid& puzzle, const Grid& solution) {
  for (int cell = 0; cell < kCells; ++cell) {
    if (puzzle[cell] != 0 && puzzle[cell] != solution[cell]) return false;
  }
  return IsValidSolution(solution);
}

int CountGivens(const Grid& grid) {
  int givens = 0;
  for (uint8_t value : grid) givens += value != 0;
  return givens;
}

}  // namespace sudoku
