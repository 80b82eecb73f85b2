// The shapes of grid the engine knows: 4x4 with 2x2 boxes and 6x6 with boxes of 2 rows x 3
// columns (for children and beginners), and the classic 9x9 with 3x3 boxes. Every function that
// reads a grid of more than one size takes its shape (default 9x9) and reads its cells and houses
// from the shape's tables below (ShapeTables), built for all three by the same constexpr
// functions.
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

// The index tables of one shape. The cells of each house are a table sized for the shape (the
// 9x9 instance's is grid.h's kHouseCells, so the 9x9 engine reads one copy); a cell's houses are
// worked out (HousesOf), and its peers are the other cells of its houses (9x9 code reads
// grid.h's kPeers). No more is stored: the module is downloaded.
struct ShapeTables {
  GridShape shape;
  int size = 0;
  int cells = 0;
  int houses = 0;
  // The cells of house h in reading order: house_cells[h][0..size-1].
  const std::array<uint8_t, 9>* house_cells = nullptr;
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
  // Row, column and box house of a cell.
  constexpr std::array<int, 3> HousesOf(int cell) const {
    return {RowHouse(RowOf(cell)), ColumnHouse(ColumnOf(cell)), BoxHouse(BoxOf(cell))};
  }
  constexpr int BoxLineCount() const { return shape.box_rows + shape.box_columns; }
};

namespace detail {

// The numbering of `shape` (ShapeTables' RowOf, BoxHouse, ...) without its tables.
constexpr ShapeTables NumberingOf(const GridShape& shape) {
  return ShapeTables{shape, shape.size, shape.cells(), shape.houses()};
}

template <GridShape S>
constexpr std::array<std::array<uint8_t, 9>, 3 * S.size> MakeHouseCellsOf() {
  const ShapeTables t = NumberingOf(S);
  const int n = S.size;
  const int boxes_per_band = n / S.box_columns;
  std::array<std::array<uint8_t, 9>, 3 * S.size> houses{};
  for (int i = 0; i < n; ++i) {
    for (int k = 0; k < n; ++k) {
      houses[t.RowHouse(i)][k] = static_cast<uint8_t>(i * n + k);
      houses[t.ColumnHouse(i)][k] = static_cast<uint8_t>(k * n + i);
      const int row = (i / boxes_per_band) * S.box_rows + k / S.box_columns;
      const int column = (i % boxes_per_band) * S.box_columns + k % S.box_columns;
      houses[t.BoxHouse(i)][k] = static_cast<uint8_t>(row * n + column);
    }
  }
  return houses;
}

template <GridShape S>
inline constexpr auto kHouseCellsOf = MakeHouseCellsOf<S>();

// The tables of `shape`, whose house cells are `house_cells`.
constexpr ShapeTables MakeShapeTables(const GridShape& shape,
                                      const std::array<uint8_t, 9>* house_cells) {
  ShapeTables t = NumberingOf(shape);
  t.house_cells = house_cells;
  const int n = shape.size;
  const int r = shape.box_rows;
  const int c = shape.box_columns;
  const int boxes_per_band = n / c;
  t.subsets_by_first_position = n != 9;
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

template <GridShape S>
constexpr ShapeTables MakeShapeTablesOf() {
  return MakeShapeTables(S, kHouseCellsOf<S>.data());
}

// grid.h's 9x9 house cells are the ones MakeHouseCellsOf builds for 9x9.
constexpr bool SameNineByNineTables() {
  for (int house = 0; house < kHouses; ++house) {
    for (int k = 0; k < 9; ++k) {
      if (kHouseCellsOf<kShape9>[house][k] != kHouseCells[house][k]) return false;
    }
  }
  return true;
}
static_assert(SameNineByNineTables());

}  // namespace detail

inline constexpr ShapeTables kTables4 = detail::MakeShapeTablesOf<kShape4>();
inline constexpr ShapeTables kTables6 = detail::MakeShapeTablesOf<kShape6>();
inline constexpr ShapeTables kTables9 = detail::MakeShapeTables(
    kShape9, kHouseCells.data());

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
