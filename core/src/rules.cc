#include "sudoku/rules.h"

namespace sudoku {
namespace {

// Walks every house (rows, columns, boxes) in reading order and calls visit(conflict) for each
// cell that repeats an earlier digit of the house, once per earlier cell holding it, until
// visit returns false. A value above the shape's digits calls bad(cell) when met, which returns
// whether to go on. One instance per shape, so the 9x9 walk reads constant tables.
template <const ShapeTables& T, typename Visit, typename Bad>
void VisitConflicts(const Grid& grid, Visit&& visit, Bad&& bad) {
  for (int house = 0; house < T.houses; ++house) {
    const auto& cells = T.house_cells[house];
    for (int j = 0; j < T.size; ++j) {
      const int digit = grid[cells[j]];
      if (digit == 0) continue;
      if (digit > T.size) {
        if (!bad(cells[j])) return;
        continue;
      }
      for (int i = 0; i < j; ++i) {
        if (grid[cells[i]] == digit && !visit(Conflict{cells[i], cells[j], digit, house})) return;
      }
    }
  }
}

template <const ShapeTables& T>
std::vector<Conflict> ConflictsOf(const Grid& grid) {
  std::vector<Conflict> conflicts;
  VisitConflicts<T>(
      grid,
      [&](const Conflict& conflict) {
        conflicts.push_back(conflict);
        return true;
      },
      [](int) { return true; });
  return conflicts;
}

template <const ShapeTables& T>
Error FirstConflictOf(const Grid& grid) {
  Error error;
  VisitConflicts<T>(
      grid,
      [&](const Conflict& c) {
        error = Error{Status::kConflictingGivens, c.cell, c.other_cell, c.digit, c.house};
        return false;
      },
      [&](int cell) {
        error = Error{Status::kBadChar, cell};
        return false;
      });
  return error;
}

}  // namespace

std::vector<Conflict> FindConflicts(const Grid& grid, const GridShape& shape) {
  return shape.size == 4   ? ConflictsOf<kTables4>(grid)
         : shape.size == 6 ? ConflictsOf<kTables6>(grid)
                           : ConflictsOf<kTables9>(grid);
}

Error FindConflict(const Grid& grid, const GridShape& shape) {
  return shape.size == 4   ? FirstConflictOf<kTables4>(grid)
         : shape.size == 6 ? FirstConflictOf<kTables6>(grid)
                           : FirstConflictOf<kTables9>(grid);
}

}  // namespace sudoku
