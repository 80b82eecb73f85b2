#include "sudoku/rules.h"

namespace sudoku {
namespace {

// Walks every house (rows, columns, boxes) in reading order and calls visit(conflict) for each
// cell that repeats an earlier digit of the house, once per earlier cell holding it, until
// visit returns false. A value above the shape's digits calls bad(cell) when met, which returns
// whether to go on. Inlined into each call, so the 9x9 walk reads constant tables.
template <typename Visit, typename Bad>
[[gnu::always_inline]] inline void VisitConflicts(const ShapeTables& T, const Grid& grid,
                                                  Visit&& visit, Bad&& bad) {
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

[[gnu::always_inline]] inline std::vector<Conflict> ConflictsOf(const ShapeTables& T,
                                                              const Grid& grid) {
  std::vector<Conflict> conflicts;
  VisitConflicts(T, 
      grid,
      [&](const Conflict& conflict) {
        conflicts.push_back(conflict);
        return true;
      },
      [](int) { return true; });
  return conflicts;
}

[[gnu::always_inline]] inline Error FirstConflictOf(const ShapeTables& T, const Grid& grid) {
  Error error;
  VisitConflicts(T, 
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
  if (shape.size == 9) return ConflictsOf(kTables9, grid);
  return ConflictsOf(TablesOf(shape), grid);
}

Error FindConflict(const Grid& grid, const GridShape& shape) {
  if (shape.size == 9) return FirstConflictOf(kTables9, grid);
  return FirstConflictOf(TablesOf(shape), grid);
}

}  // namespace sudoku
