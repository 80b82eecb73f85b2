// Locked candidates (intersections of a box with a row or column): pointing and claiming, and
// their "direct" forms that SE rates lower because they finish with a hidden single at once.
#include "sudoku/logic_detail.h"

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

namespace {

// SE's direct form of an intersection: another house of the source's kind (another box for
// pointing, a parallel line for claiming) crossing the target is left with one place for the
// digit once the target's cells lose it. Adds that placement.
bool AddCrossingSingle(const LogicView& view, int source, int target, int digit, Step& step) {
  const bool source_is_box = source >= BoxHouse(0);
  const int first = source_is_box ? BoxHouse(0) : (source < ColumnHouse(0) ? 0 : ColumnHouse(0));
  for (int other = first; other < first + 9; ++other) {
    if (other == source || (kHouseSets[other] & kHouseSets[target]).Empty()) continue;
    const CellSet places = view.HouseCells(other, digit);
    const CellSet left = places.Minus(kHouseSets[target]);
    if (places.Count() > 1 && left.Count() == 1) {
      step.placements.push_back({left.First(), digit});
      return true;
    }
  }
  return false;
}

}  // namespace

bool FindLockedCandidates(const LogicView& view, bool pointing, bool direct, Step& step) {
  //   pointing:  the digit's places in a box all lie in one row/column -> clear the rest of it.
  //   claiming:  the digit's places in a row/column all lie in one box -> clear the rest of it.
  for (int digit = 1; digit <= 9; ++digit) {
    const CellSet& cells = view.cells_of[digit - 1];
    for (int box = 0; box < 9; ++box) {
      const int box_house = BoxHouse(box);
      for (int line = 0; line < 18; ++line) {
        const CellSet overlap = kHouseSets[line] & kHouseSets[box_house];
        if (overlap.Empty()) continue;
        const int source = pointing ? box_house : line;
        const int target = pointing ? line : box_house;
        const CellSet in_source = kHouseSets[source] & cells;
        if (in_source.Count() < 2 || !(in_source.Minus(overlap)).Empty()) continue;
        const CellSet victims = (kHouseSets[target] & cells).Minus(overlap);
        if (victims.Empty()) continue;
        Step candidate = step;
        EliminateDigit(view, victims, digit, candidate);
        if (direct && !AddCrossingSingle(view, source, target, digit, candidate)) continue;
        in_source.ForEach([&](int cell) { candidate.cells.push_back(cell); });
        candidate.houses = {source, target};
        candidate.digits = DigitBit(digit);
        step = std::move(candidate);
        return true;
      }
    }
  }
  return false;
}

}  // namespace sudoku::detail
