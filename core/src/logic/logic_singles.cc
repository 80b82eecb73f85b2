// Singles: full house, hidden single, naked single, written once over the shape's tables
// (shape_generic.h); these are the 9x9 copies, small_shapes.cc holds the small grids'.
#include "logic/shape_generic.h"

namespace sudoku::detail {

bool FindFullHouse(const LogicView& view, Step& step) {
  if (view.tables != &kTables9) return FindSmallFullHouse(view, step);
  return FullHouseIn(kTables9, view, step);
}

bool FindHiddenSingle(const LogicView& view, bool boxes, Step& step) {
  if (view.tables != &kTables9) return FindSmallHiddenSingle(view, boxes, step);
  return HiddenSingleIn(kTables9, view, boxes, step);
}

bool FindNakedSingle(const LogicView& view, Step& step) {
  if (view.tables != &kTables9) return FindSmallNakedSingle(view, step);
  return NakedSingleIn(kTables9, view, step);
}

}  // namespace sudoku::detail
