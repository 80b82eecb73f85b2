// The orbits of a symmetry: the cells a generator removes and puts back together, so that the
// givens keep the symmetry at every step. Internal to the generator.
#pragma once

#include <array>
#include <cstdint>

#include "sudoku/grid.h"
#include "sudoku/symmetry.h"

namespace sudoku {

// An orbit is a cell and its images under the symmetry's map, applied until it comes back:
//
//   180:  (r,c) (8-r,8-c)                   size 2, the centre r5c5 alone
//   90:   (r,c) (c,8-r) (8-r,8-c) (8-c,r)   size 4, the centre alone
//   mirrors: a pair, or one cell on the axis
//
// Orbits are numbered in the order of their lowest cell.
struct Orbits {
  int count = 0;
  std::array<std::array<uint8_t, 4>, kCells> cells{};  // cells of orbit i, size[i] of them
  std::array<uint8_t, kCells> size{};
  std::array<uint8_t, kCells> of_cell{};  // orbit index of each cell
};

// The orbits of `symmetry`, which must be one of the enum's kSymmetryCount values. A constant
// table: the reference stays valid for the program's lifetime.
const Orbits& OrbitsOf(Symmetry symmetry);

}  // namespace sudoku
