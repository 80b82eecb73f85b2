#include "sudoku/rules.h"

namespace sudoku {
namespace {

// Walks every house (rows, columns, boxes) in reading order and calls visit(conflict) for each
// cell that repeats an earlier digit of the house, once per earlier cell holding it, until
// visit returns false. A value above 9 calls bad(cell) when met, which returns whether to go on.
template <typename Visit, typename Bad>
void VisitConflicts(const Grid& grid, Visit&& visit, Bad&& bad) {
  for (int house = 0; house < kHouses; ++house) {
    const auto& cells = kHouseCells[house];
    for (int j = 0; j < 9; ++j) {
      const int digit = grid[cells[j]];
      if (digit == 0) continue;
      if (digit > 9) {
        if (!bad(cells[j])) return;
        continue;
      }
      for (int i = 0; i < j; ++i) {
        if (grid[cells[i]] == digit && !visit(Conflict{cells[i], cells[j], digit, house})) return;
      }
    }
  }
}

}  // namespace

std::vector<Conflict> FindConflicts(const Grid& grid) {
  std::vector<Conflict> conflicts;
  VisitConflicts(
      grid,
      [&](const Conflict& conflict) {
        conflicts.push_back(conflict);
        return true;
      },
      [](int) { return true; });
  return conflicts;
}

Error FindConflict(const Grid& grid) {
  Error error;
  VisitConflicts(
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

}  // namespace sudoku
