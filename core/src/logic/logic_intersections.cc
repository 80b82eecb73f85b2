// Locked candidates (intersections of a box with a row or column): pointing and claiming on
// every shape, written once over the shape's tables (shape_generic.h; these are the 9x9 copies,
// small_shapes.cc holds the small grids'), and their 9x9 "direct" forms that SE rates lower
// because they finish with a hidden single at once.
#include "logic/shape_generic.h"

namespace sudoku::detail {

bool FindLockedCandidates(const LogicView& view, bool pointing, bool direct, Step& step) {
  if (view.tables != &kTables9) {
    // The direct forms are SE's, for 9x9 grids only (their crossing single reads 9x9 houses).
    return !direct && FindSmallLockedCandidates(view, pointing, step);
  }
  return LockedCandidatesIn(kTables9, view, pointing, direct, view.scale == RatingScale::kSe, step);
}

}  // namespace sudoku::detail
