// The grid model shared by every part of the engine.
//
// Glossary (the field's standard terms, used in every name of this project):
//   cell       one of the 81 squares, indexed 0..80 row-major (cell = 9 * row + column).
//   row, column, box   the nine rows, nine columns and nine 3x3 boxes, each indexed 0..8;
//              boxes are numbered row-major too (box 0 top-left, box 8 bottom-right).
//   house      any row, column or box (also called unit); houses are indexed 0..26:
//              0..8 rows, 9..17 columns, 18..26 boxes.
//   band       three boxes side by side (rows 0-2, 3-5, 6-8); stack: three boxes stacked.
//   peer       a cell that shares a house with a given cell; every cell has 20 peers.
//   given      a digit placed in the puzzle (a clue); value 0 means the cell is empty.
//   candidate  a digit still possible in an empty cell; stored as a 9-bit mask, bit d-1.
//   solution count   how many complete grids agree with the givens (counted up to a limit).
//
// Human text alone uses 1-based names such as r5c3 (row 5, column 3) and "box 4".
#pragma once

#include <array>
#include <cstdint>

namespace sudoku {

inline constexpr int kCells = 81;
inline constexpr int kDigits = 9;
inline constexpr int kHouses = 27;

// Values of the 81 cells, row-major; 0 = empty, 1..9 = digit.
using Grid = std::array<uint8_t, kCells>;

// A set of candidates: bit d-1 stands for digit d, so all nine digits are 0x1FF.
using Mask = uint16_t;
inline constexpr Mask kAllDigits = 0x1FF;

constexpr Mask DigitBit(int digit) { return static_cast<Mask>(1u << (digit - 1)); }
constexpr int RowOf(int cell) { return cell / 9; }
constexpr int ColumnOf(int cell) { return cell % 9; }
constexpr int BoxOf(int cell) { return (cell / 27) * 3 + (cell % 9) / 3; }
constexpr int BandOf(int cell) { return cell / 27; }
constexpr int StackOf(int cell) { return (cell % 9) / 3; }
constexpr int CellAt(int row, int column) { return row * 9 + column; }

// House index of a cell's row, column and box (0..8, 9..17, 18..26).
constexpr int RowHouse(int row) { return row; }
constexpr int ColumnHouse(int column) { return 9 + column; }
constexpr int BoxHouse(int box) { return 18 + box; }

namespace detail {

constexpr std::array<std::array<uint8_t, 9>, kHouses> MakeHouseCells() {
  std::array<std::array<uint8_t, 9>, kHouses> houses{};
  for (int i = 0; i < 9; ++i) {
    for (int k = 0; k < 9; ++k) {
      houses[RowHouse(i)][k] = static_cast<uint8_t>(CellAt(i, k));
      houses[ColumnHouse(i)][k] = static_cast<uint8_t>(CellAt(k, i));
      houses[BoxHouse(i)][k] =
          static_cast<uint8_t>(CellAt((i / 3) * 3 + k / 3, (i % 3) * 3 + k % 3));
    }
  }
  return houses;
}

constexpr std::array<std::array<uint8_t, 20>, kCells> MakePeers() {
  std::array<std::array<uint8_t, 20>, kCells> peers{};
  for (int cell = 0; cell < kCells; ++cell) {
    int n = 0;
    for (int other = 0; other < kCells; ++other) {
      if (other == cell) continue;
      if (RowOf(other) == RowOf(cell) || ColumnOf(other) == ColumnOf(cell) ||
          BoxOf(other) == BoxOf(cell)) {
        peers[cell][n++] = static_cast<uint8_t>(other);
      }
    }
  }
  return peers;
}

}  // namespace detail

// The nine cells of each house, in reading order.
inline constexpr auto kHouseCells = detail::MakeHouseCells();
// The 20 peers of each cell, in increasing cell order.
inline constexpr auto kPeers = detail::MakePeers();

// True when every cell holds 1..9 and no house repeats a digit.
bool IsValidSolution(const Grid& grid);

// True when `solution` is a valid complete grid that keeps every given of `puzzle`.
bool SolvesPuzzle(const Grid& puzzle, const Grid& solution);

// Number of non-empty cells (givens).
int CountGivens(const Grid& grid);

}  // namespace sudoku
