// Index tables of the small grids (internal to the small engine): the cells of each house and
// the houses of each cell, for 4x4 and 6x6 (see small_grid.h for the numbering).
#pragma once

#include <array>
#include <cstdint>

#include "sudoku/small_grid.h"

namespace sudoku::detail {

inline constexpr int kMaxSmallSize = 6;
inline constexpr int kMaxSmallHouses = 3 * kMaxSmallSize;

struct SmallTables {
  GridShape shape;
  // The cells of house h in reading order (size of them).
  std::array<std::array<uint8_t, kMaxSmallSize>, kMaxSmallHouses> house_cells{};
  // Row, column and box house of each cell.
  std::array<std::array<uint8_t, 3>, kMaxSmallCells> houses_of{};

  constexpr int RowOf(int cell) const { return cell / shape.size; }
  constexpr int ColumnOf(int cell) const { return cell % shape.size; }
  constexpr int BoxOf(int cell) const {
    return (RowOf(cell) / shape.box_rows) * (shape.size / shape.box_columns) +
           ColumnOf(cell) / shape.box_columns;
  }
  constexpr int RowHouse(int row) const { return row; }
  constexpr int ColumnHouse(int column) const { return shape.size + column; }
  constexpr int BoxHouse(int box) const { return 2 * shape.size + box; }
  constexpr bool IsBox(int house) const { return house >= 2 * shape.size; }
};

constexpr SmallTables MakeSmallTables(const GridShape& shape) {
  SmallTables t{shape};
  const int n = shape.size;
  const int boxes_per_band = n / shape.box_columns;
  for (int i = 0; i < n; ++i) {
    for (int k = 0; k < n; ++k) {
      t.house_cells[t.RowHouse(i)][k] = static_cast<uint8_t>(i * n + k);
      t.house_cells[t.ColumnHouse(i)][k] = static_cast<uint8_t>(k * n + i);
      const int row = (i / boxes_per_band) * shape.box_rows + k / shape.box_columns;
      const int column = (i % boxes_per_band) * shape.box_columns + k % shape.box_columns;
      t.house_cells[t.BoxHouse(i)][k] = static_cast<uint8_t>(row * n + column);
    }
  }
  for (int cell = 0; cell < n * n; ++cell) {
    t.houses_of[cell] = {static_cast<uint8_t>(t.RowHouse(t.RowOf(cell))),
                         static_cast<uint8_t>(t.ColumnHouse(t.ColumnOf(cell))),
                         static_cast<uint8_t>(t.BoxHouse(t.BoxOf(cell)))};
  }
  return t;
}

inline constexpr SmallTables kTables4 = MakeSmallTables(kShape4);
inline constexpr SmallTables kTables6 = MakeSmallTables(kShape6);

// The tables of a small shape (4x4 or 6x6).
inline const SmallTables& TablesOf(const GridShape& shape) {
  return shape.size == 4 ? kTables4 : kTables6;
}

}  // namespace sudoku::detail
