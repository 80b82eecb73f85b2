// The rules check, written once over the shape's tables (shape_generic.h): the 9x9 copy here,
// the small grids' in small_shapes.cc.
#include "sudoku/rules.h"

#include "logic/shape_generic.h"

namespace sudoku {

std::vector<Conflict> FindConflicts(const Grid& grid, const GridShape& shape) {
  if (shape.size != 9) return detail::FindSmallConflicts(TablesOf(shape), grid);
  return detail::ConflictsIn(kTables9, grid);
}

Error FindConflict(const Grid& grid, const GridShape& shape) {
  if (shape.size != 9) return detail::FindSmallConflict(TablesOf(shape), grid);
  return detail::FirstConflictIn(kTables9, grid);
}

}  // namespace sudoku
