#include "reference_oracle.h"

#include "../reference/dancing_links.h"

namespace sudoku::fuzzing {

OracleResult ReferenceCount(const Grid& grid, int limit, uint64_t node_budget) {
  OracleResult out;
  reference::DancingLinks links(grid);
  out.valid = links.valid();
  reference::DlxResult result = links.Count(limit, true, node_budget);
  out.budget_exhausted = result.budget_exhausted;
  out.count = result.count;
  out.solutions = std::move(result.solutions);
  return out;
}

}  // namespace sudoku::fuzzing
