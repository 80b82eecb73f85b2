// The shapes of grid the engine knows: 4x4 with 2x2 boxes and 6x6 with boxes of 2 rows x 3
// columns (for children and beginners), and the classic 9x9 with 3x3 boxes. Every function that
// reads a grid of more than one size takes its shape (default 9x9) and reads its cells, houses
// and peers from the shape's tables below, built for all three by one constexpr function.
//
// The same terms and conventions as the 9x9 grid (grid.h), for an N x N grid (N = 4, 6 or 9):
//   cell     0..N*N-1 row-major (cell = N * row + column); digits 1..N; 0 = empty.
//   box      N boxes numbered row-major (box 0 top-left); a 6x6 box is 2 rows by 3 columns:
//
//              6x6:  c1 c2 c3 | c4 c5 c6        4x4:  c1 c2 | c3 c4
//                r1  box 0    | box 1                r1  box 0 | box 1
//                r2           |                      r2        |
//                ---------------------              -------------
//                r3  box 2    | box 3                r3  box 2 | box 3
//                    ...                             r4        |
//
//   house    3N houses: rows 0..N-1, columns N..2N-1, boxes 2N..3N-1 (for 9x9 that is 0..26).
//   grid     a Grid (81 bytes) of which cells 0..N*N-1 are used; the rest stay 0.
//   candidates   a Mask per cell, bit d-1, digits 1..N only.
// Steps (logic.h) found on a small grid use these cell and house numbers; ExplainStep renumbers
// them as on a 9x9 grid (StepAsNineByNine, explain.h), whose names (r2c3, "box 2") are then the
// right ones for the small grid too.
#pragma once

#include <array>
#include <cstdint>

#include "sudoku/grid.h"

namespace sudoku {

// The shape of a grid: `size` digits per house, boxes of `box_rows` x `box_columns` cells.
struct GridShape {
  int size = 9;
  int box_rows = 3;
  int box_columns = 3;
  constexpr int cells() const { return size * size; }
  constexpr int houses() const { return 3 * size; }
  constexpr Mask all_digits() const { return static_cast<Mask>((1u << size) - 1); }
  friend constexpr bool operator==(const GridShape&, const GridShape&) = default;
};

inline constexpr GridShape kShape4{4, 2, 2};
inline constexpr GridShape kShape6{6, 2, 3};
inline constexpr GridShape kShape9{9, 3, 3};

// Cells of the largest small grid (6x6).
inline constexpr int kMaxSmallCells = 36;

// The index tables of one shape. Arrays are sized for 9x9; a smaller shape uses the first
// `size` cells of a house, `houses` houses, `cells` cells and `peer_count` peers.
struct ShapeTables {
  GridShape shape;
  int size = 0;
  int cells = 0;
  int houses = 0;
  int peer_count = 0;  // 2(N-1) + (N - box_rows - box_columns + 1): 7, 12, 20
  // The cells of house h in reading order.
  std::array<std::array<uint8_t, 9>, kHouses> house_cells{};
  // Row, column and box house of each cell.
  std::array<std::array<uint8_t, 3>, kCells> houses_of{};
  // The peers of each cell, in increasing cell order.
  std::array<std::array<uint8_t, 20>, kCells> peers{};
  // For each box, the lines crossing it (its rows, then its columns: box_rows + box_columns of
  // them, in increasing house order) and, for each, the positions along the line (bit k = the
  // line's k-th cell) that lie in the box.
  std::array<std::array<uint8_t, 6>, 9> box_lines{};
  std::array<std::array<uint16_t, 6>, 9> box_lines_in_box{};
  // Positions in a box (bit k = the box's k-th cell) of each of its rows and columns.
  std::array<uint16_t, 3> box_row_positions{};
  std::array<uint16_t, 3> box_column_positions{};
  // The order subsets of a house are tried in (logic_subsets.cc): by first position on the
  // small grids, where their recorded puzzles and hints were made with it; on 9x9 by last
  // position, the grader's order. They differ only when one house holds two subsets that both
  // eliminate, which a 6x6 house can.
  bool subsets_by_first_position = false;

  constexpr int RowOf(int cell) const { return cell / size; }
  constexpr int ColumnOf(int cell) const { return cell % size; }
  constexpr int BoxOf(int cell) const {
    return (RowOf(cell) / shape.box_rows) * (size / shape.box_columns) +
           ColumnOf(cell) / shape.box_columns;
  }
  constexpr int RowHouse(int row) const { return row; }
  constexpr int ColumnHouse(int column) const { return size + column; }
  constexpr int BoxHouse(int box) const { return 2 * size + box; }
  constexpr bool IsBox(int house) const { return house >= 2 * size; }
  constexpr int BoxLineCount() const { return shape.box_rows + shape.box_columns; }
};

constexpr ShapeTables MakeShapeTables(const GridShape& shape) {
  ShapeTables t{shape, shape.size, shape.cells(), shape.houses()};
  const int n = shape.size;
  const int r = shape.box_rows;
  const int c = shape.box_columns;
  const int boxes_per_band = n / c;
  t.subsets_by_first_position = n != 9;
  for (int i = 0; i < n; ++i) {
    for (int k = 0; k < n; ++k) {
      t.house_cells[t.RowHouse(i)][k] = static_cast<uint8_t>(i * n + k);
      t.house_cells[t.ColumnHouse(i)][k] = static_cast<uint8_t>(k * n + i);
      const int row = (i / boxes_per_band) * r + k / c;
      const int column = (i % boxes_per_band) * c + k % c;
      t.house_cells[t.BoxHouse(i)][k] = static_cast<uint8_t>(row * n + column);
    }
  }
  for (int cell = 0; cell < n * n; ++cell) {
    t.houses_of[cell] = {static_cast<uint8_t>(t.RowHouse(t.RowOf(cell))),
                         static_cast<uint8_t>(t.ColumnHouse(t.ColumnOf(cell))),
                         static_cast<uint8_t>(t.BoxHouse(t.BoxOf(cell)))};
    int count = 0;
    for (int other = 0; other < n * n; ++other) {
      if (other == cell) continue;
      if (t.RowOf(other) == t.RowOf(cell) || t.ColumnOf(other) == t.ColumnOf(cell) ||
          t.BoxOf(other) == t.BoxOf(cell)) {
        t.peers[cell][count++] = static_cast<uint8_t>(other);
      }
    }
    t.peer_count = count;
  }
  for (int box = 0; box < n; ++box) {
    const int band = box / boxes_per_band;
    const int stack = box % boxes_per_band;
    for (int i = 0; i < r; ++i) {
      t.box_lines[box][i] = static_cast<uint8_t>(t.RowHouse(band * r + i));
      t.box_lines_in_box[box][i] = static_cast<uint16_t>(((1u << c) - 1) << (stack * c));
    }
    for (int j = 0; j < c; ++j) {
      t.box_lines[box][r + j] = static_cast<uint8_t>(t.ColumnHouse(stack * c + j));
      t.box_lines_in_box[box][r + j] = static_cast<uint16_t>(((1u << r) - 1) << (band * r));
    }
  }
  for (int i = 0; i < r; ++i) {
    t.box_row_positions[i] = static_cast<uint16_t>(((1u << c) - 1) << (i * c));
  }
  for (int j = 0; j < c; ++j) {
    for (int i = 0; i < r; ++i) t.box_column_positions[j] |= static_cast<uint16_t>(1u << (i * c + j));
  }
  return t;
}

inline constexpr ShapeTables kTables4 = MakeShapeTables(kShape4);
inline constexpr ShapeTables kTables6 = MakeShapeTables(kShape6);
inline constexpr ShapeTables kTables9 = MakeShapeTables(kShape9);

namespace detail {
constexpr bool SameNineByNineTables() {
  for (int house = 0; house < kHouses; ++house) {
    for (int k = 0; k < 9; ++k) {
      if (kTables9.house_cells[house][k] != kHouseCells[house][k]) return false;
    }
  }
  for (int cell = 0; cell < kCells; ++cell) {
    for (int k = 0; k < 20; ++k) {
      if (kTables9.peers[cell][k] != kPeers[cell][k]) return false;
    }
  }
  return kTables9.peer_count == 20;
}
}  // namespace detail
// grid.h's tables are the 9x9 instance.
static_assert(detail::SameNineByNineTables());
static_assert(kTables4.peer_count == 7 && kTables6.peer_count == 12);

// The tables of `shape` (kShape4, kShape6 or kShape9; any other size reads as 9x9).
constexpr const ShapeTables& TablesOf(const GridShape& shape) {
  return shape.size == 4 ? kTables4 : shape.size == 6 ? kTables6 : kTables9;
}

// The shape with `cells` cells (16 -> 4x4, 36 -> 6x6, 81 -> 9x9), or nullptr.
const GridShape* ShapeOfCells(int cells);

// The shape of `size` digits (4, 6 or 9), or nullptr.
const GridShape* ShapeOfSize(int size);

// IsValidSolution (grid.h) for a grid of `shape`: every cell 0..shape.cells()-1 holds 1..size
// and no house repeats a digit.
bool IsValidSolution(const Grid& grid, const GridShape& shape);

}  // namespace sudoku
