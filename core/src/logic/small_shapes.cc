// The 4x4 and 6x6 grids' copies of the calls written once over a shape's tables
// (shape_generic.h): one copy for both small shapes, reading the tables at run time. The public
// calls (logic*.cc, rules.cc) keep the 9x9 copies and send the small grids here. Built for size
// in the WebAssembly module (core/CMakeLists.txt): a small grid's search is a few dozen cells.
#include "logic/shape_generic.h"

namespace sudoku::detail {

CandidateGrid SmallCandidatesFromValues(const ShapeTables& tables, const Grid& values) {
  return CandidatesIn(tables, values);
}

void SmallApplyStep(const ShapeTables& tables, const Step& step, CandidateGrid& grid) {
  ApplyStepIn(tables, step, grid);
}

void FillSmallView(LogicView& view) { FillViewIn(*view.tables, view); }

std::vector<Conflict> FindSmallConflicts(const ShapeTables& tables, const Grid& grid) {
  return ConflictsIn(tables, grid);
}

Error FindSmallConflict(const ShapeTables& tables, const Grid& grid) {
  return FirstConflictIn(tables, grid);
}

bool FindSmallFullHouse(const LogicView& view, Step& step) {
  return FullHouseIn(*view.tables, view, step);
}

bool FindSmallHiddenSingle(const LogicView& view, bool boxes, Step& step) {
  return HiddenSingleIn(*view.tables, view, boxes, step);
}

bool FindSmallNakedSingle(const LogicView& view, Step& step) {
  return NakedSingleIn(*view.tables, view, step);
}

bool FindSmallLockedCandidates(const LogicView& view, bool pointing, Step& step) {
  return LockedCandidatesIn(*view.tables, view, pointing, /*direct=*/false, /*se=*/false, step);
}

bool FindSmallNakedSubset(const LogicView& view, int size, Step& step) {
  return NakedSubsetIn(*view.tables, view, size, /*se=*/false, step);
}

bool FindSmallHiddenSubset(const LogicView& view, int size, Step& step) {
  return HiddenSubsetIn(*view.tables, view, size, /*direct=*/false, /*se=*/false, step);
}

}  // namespace sudoku::detail
