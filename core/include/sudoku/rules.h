// The rules of the grid checked on entered digits: which cells break them.
#pragma once

#include <vector>

#include "sudoku/grid.h"
#include "sudoku/shape.h"
#include "sudoku/status.h"

namespace sudoku {

// Two cells of one house holding the same digit. `cell` < `other_cell` (0..80), `digit` 1..9,
// `house` 0..26 (rows 0..8, columns 9..17, boxes 18..26, see grid.h).
struct Conflict {
  int cell = -1;
  int other_cell = -1;
  int digit = 0;
  int house = -1;
  friend bool operator==(const Conflict&, const Conflict&) = default;
};

// Every rule conflict of `grid`, a grid of `shape` (shape.h: 16, 36 or 81 cells row-major,
// 0 = empty, digits 1..size; cell and house numbers are the shape's): one entry per
// house and pair of cells in it that hold the same digit, so a digit three times in a row gives
// three pairs, and two cells sharing a row and a box give one entry for each. Ordered by house
// (rows, then columns, then boxes), then by the pair's later cell in the house's reading order,
// then by its earlier cell. Empty for a grid that breaks no rule. Values above the shape's size
// are not digits and are skipped.
std::vector<Conflict> FindConflicts(const Grid& grid, const GridShape& shape = kShape9);

// The first pair of equal givens in one house (the first entry FindConflicts would list), as a
// kConflictingGivens error, or status kOk when the givens break no rule. A cell value above the
// shape's size (possible in a Grid built by hand) met before any pair, in the same walk, is kBadChar naming
// that cell. Allocates nothing.
Error FindConflict(const Grid& grid, const GridShape& shape = kShape9);

}  // namespace sudoku
