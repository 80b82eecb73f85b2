// Naked and hidden subsets (pairs, triples, quads) inside one house, written once over the
// shape's tables (shape_generic.h); these are the 9x9 copies, small_shapes.cc holds the small
// grids'. The direct hidden subsets are 9x9's only.
#include "logic/shape_generic.h"

namespace sudoku::detail {

bool FindNakedSubset(const LogicView& view, int size, Step& step) {
  if (view.tables != &kTables9) return FindSmallNakedSubset(view, size, step);
  return NakedSubsetIn(kTables9, view, size, view.scale == RatingScale::kSe, step);
}

bool FindHiddenSubset(const LogicView& view, int size, bool direct, Step& step) {
  if (view.tables != &kTables9) {
    // The direct forms are SE's, for 9x9 grids only.
    return !direct && FindSmallHiddenSubset(view, size, step);
  }
  return HiddenSubsetIn(kTables9, view, size, direct, view.scale == RatingScale::kSe, step);
}

}  // namespace sudoku::detail
