// The digits placed in each house, as 27 masks: the bookkeeping of the generator's small
// searches (the random solution grid, the solution listing, the singles check). Internal.
#pragma once

#include <array>
#include <cstdint>

#include "sudoku/grid.h"

namespace sudoku {
namespace house_masks_detail {

// The row, column and box house of each cell: one load instead of three divisions.
struct CellHouses {
  uint8_t row, column, box;
};

constexpr std::array<CellHouses, kCells> MakeCellHouses() {
  std::array<CellHouses, kCells> houses{};
  for (int cell = 0; cell < kCells; ++cell) {
    houses[cell] = {static_cast<uint8_t>(RowHouse(RowOf(cell))),
                    static_cast<uint8_t>(ColumnHouse(ColumnOf(cell))),
                    static_cast<uint8_t>(BoxHouse(BoxOf(cell)))};
  }
  return houses;
}

inline constexpr std::array<CellHouses, kCells> kCellHouses = MakeCellHouses();

}  // namespace house_masks_detail

// used[h] holds bit d-1 when digit d is placed in house h (0..8 rows, 9..17 columns, 18..26
// boxes, as in grid.h). A cell's free digits are those none of its three houses uses:
//
//   Free(cell) = all digits & ~(used[row] | used[column] | used[box])
//
// Place and Remove keep the three masks of a cell in step; Remove must only take back a digit
// that Place put there.
struct HouseMasks {
  std::array<Mask, kHouses> used{};

  void Place(int cell, int digit) {
    const auto& h = house_masks_detail::kCellHouses[cell];
    const Mask bit = DigitBit(digit);
    used[h.row] |= bit;
    used[h.column] |= bit;
    used[h.box] |= bit;
  }

  void Remove(int cell, int digit) {
    const auto& h = house_masks_detail::kCellHouses[cell];
    const Mask keep = static_cast<Mask>(~DigitBit(digit));
    used[h.row] &= keep;
    used[h.column] &= keep;
    used[h.box] &= keep;
  }

  Mask Free(int cell) const {
    const auto& h = house_masks_detail::kCellHouses[cell];
    return static_cast<Mask>(kAllDigits & ~(used[h.row] | used[h.column] | used[h.box]));
  }
};

}  // namespace sudoku
