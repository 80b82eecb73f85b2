// Singles: full house, hidden single, naked single.
#include "sudoku/logic_detail.h"

namespace sudoku::detail {

bool FindFullHouse(const LogicView& view, Step& step) {
  for (int house = 0; house < kHouses; ++house) {
    int empty_cell = -1;
    int empty_count = 0;
    Mask present = 0;
    for (const uint8_t cell : kHouseCells[house]) {
      const int value = view.grid.values[cell];
      if (value == 0) {
        empty_cell = cell;
        ++empty_count;
      } else {
        present |= DigitBit(value);
      }
    }
    if (empty_count != 1) continue;
    const Mask missing = static_cast<Mask>(kAllDigits & ~present);
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

bool FindHiddenSingle(const LogicView& view, bool boxes, Step& step) {
  const int first = boxes ? BoxHouse(0) : RowHouse(0);
  const int last = boxes ? BoxHouse(8) : ColumnHouse(8);
  for (int house = first; house <= last; ++house) {
    for (int digit = 1; digit <= 9; ++digit) {
      const uint16_t positions = view.where[digit - 1][house];
      if (!HasOneBit(positions)) continue;
      const int cell = kHouseCells[house][LowestBit(positions)];
      step.placements.push_back({cell, digit});
      step.cells = {cell};
      step.houses = {house};
      step.digits = DigitBit(digit);
      return true;
    }
  }
  return false;
}

bool FindNakedSingle(const LogicView& view, Step& step) {
  for (int cell = 0; cell < kCells; ++cell) {
    const Mask candidates = view.CandidatesOf(cell);
    if (view.grid.values[cell] != 0 || !HasOneBit(candidates)) continue;
    step.placements.push_back({cell, LowestBit(candidates) + 1});
    step.cells = {cell};
    step.digits = candidates;
    return true;
  }
  return false;
}

}  // namespace sudoku::detail
