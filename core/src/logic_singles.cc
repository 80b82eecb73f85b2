// Singles: full house, hidden single, naked single. Written once over the shape's tables
// (shape.h); each public finder runs the instance of the view's shape.
#include "sudoku/logic_detail.h"

namespace sudoku::detail {
namespace {

SUDOKU_FORCE_INLINE bool FullHouseIn(const ShapeTables& T, const LogicView& view, Step& step) {
  for (int house = 0; house < T.houses; ++house) {
    int empty_cell = -1;
    int empty_count = 0;
    Mask present = 0;
    for (int k = 0; k < T.size; ++k) {
      const int cell = T.house_cells[house][k];
      const int value = view.grid.values[cell];
      if (value == 0) {
        empty_cell = cell;
        ++empty_count;
      } else {
        present |= DigitBit(value);
      }
    }
    if (empty_count != 1) continue;
    const Mask missing = static_cast<Mask>(T.shape.all_digits() & ~present);
    // A broken grid may have lost the missing digit from the cell; that is not a full house.
    if (!HasOneBit(missing) || (view.CandidatesOf(empty_cell) & missing) == 0) continue;
    const int digit = LowestBit(missing) + 1;
    step.placements.push_back({empty_cell, digit});
    step.cells = {empty_cell};
    step.houses = {house};
    step.digits = missing;
    return true;
  }
  return false;
}

SUDOKU_FORCE_INLINE bool HiddenSingleIn(const ShapeTables& T, const LogicView& view, bool boxes, Step& step) {
  const int first = boxes ? T.BoxHouse(0) : T.RowHouse(0);
  const int last = boxes ? T.BoxHouse(T.size - 1) : T.ColumnHouse(T.size - 1);
  for (int house = first; house <= last; ++house) {
    for (int digit = 1; digit <= T.size; ++digit) {
      const uint16_t positions = view.where[digit - 1][house];
      if (!HasOneBit(positions)) continue;
      const int cell = T.house_cells[house][LowestBit(positions)];
      step.placements.push_back({cell, digit});
      step.cells = {cell};
      step.houses = {house};
      step.digits = DigitBit(digit);
      return true;
    }
  }
  return false;
}

SUDOKU_FORCE_INLINE bool NakedSingleIn(const ShapeTables& T, const LogicView& view, Step& step) {
  for (int cell = 0; cell < T.cells; ++cell) {
    const Mask candidates = view.CandidatesOf(cell);
    if (view.grid.values[cell] != 0 || !HasOneBit(candidates)) continue;
    step.placements.push_back({cell, LowestBit(candidates) + 1});
    step.cells = {cell};
    step.digits = candidates;
    return true;
  }
  return false;
}

}  // namespace

bool FindFullHouse(const LogicView& view, Step& step) {
  return ForShape(view, [&](const ShapeTables& t) __attribute__((always_inline)) { return FullHouseIn(t, view, step); });
}

bool FindHiddenSingle(const LogicView& view, bool boxes, Step& step) {
  return ForShape(view,
                  [&](const ShapeTables& t) __attribute__((always_inline)) { return HiddenSingleIn(t, view, boxes, step); });
}

bool FindNakedSingle(const LogicView& view, Step& step) {
  return ForShape(view, [&](const ShapeTables& t) __attribute__((always_inline)) { return NakedSingleIn(t, view, step); });
}

}  // namespace sudoku::detail
