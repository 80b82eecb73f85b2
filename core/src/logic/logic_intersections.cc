// Locked candidates (intersections of a box with a row or column): pointing and claiming on
// every shape, written once over the shape's tables (shape_generic.h; these are the 9x9 copies,
// small_shapes.cc holds the small grids'), and their 9x9 "direct" forms that SE rates lower
// because they finish with a hidden single at once.
#include "logic/shape_generic.h"

namespace sudoku::detail {

// After `step`'s eliminations, a house through an eliminated cell in which an eliminated digit
// has exactly one place left: the hidden single a direct technique ends with. Adds it to the
// step's placements and returns true.
bool AddDirectSingle(const LogicView& view, Step& step) {
  for (const Elimination& e : step.eliminations) {
    for (const int house : HousesOf(e.cell)) {
      CellSet left = view.HouseCells(house, e.digit);
      for (const Elimination& other : step.eliminations) {
        if (other.digit == e.digit) left.Remove(other.cell);
      }
      if (left.Count() == 1) {
        step.placements.push_back({left.First(), e.digit});
        return true;
      }
    }
  }
  return false;
}

bool FindLockedCandidates(const LogicView& view, bool pointing, bool direct, Step& step) {
  if (view.tables != &kTables9) {
    // The direct forms are SE's, for 9x9 grids only (their crossing single reads 9x9 houses).
    return !direct && FindSmallLockedCandidates(view, pointing, step);
  }
  return LockedCandidatesIn(kTables9, view, pointing, direct, step);
}

}  // namespace sudoku::detail
