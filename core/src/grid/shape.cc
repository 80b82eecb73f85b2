// Shapes by size or cell count (shape.h).
#include "sudoku/shape.h"

namespace sudoku {

const GridShape* ShapeOfCells(int cells) {
  return cells == kShape4.cells()   ? &kShape4
         : cells == kShape6.cells() ? &kShape6
         : cells == kShape9.cells() ? &kShape9
                                    : nullptr;
}

const GridShape* ShapeOfSize(int size) {
  return size == 4 ? &kShape4 : size == 6 ? &kShape6 : size == 9 ? &kShape9 : nullptr;
}

bool IsValidSolution(const Grid& grid, const GridShape& shape) {
  if (shape.size == 9) return IsValidSolution(grid);
  const ShapeTables& t = TablesOf(shape);
  for (int house = 0; house < t.houses; ++house) {
    Mask seen = 0;
    for (int k = 0; k < t.size; ++k) {
      const int value = grid[t.house_cells[house][k]];
      if (value < 1 || value > t.size) return false;
      seen |= DigitBit(value);
    }
    if (seen != shape.all_digits()) return false;
  }
  return true;
}

}  // namespace sudoku
