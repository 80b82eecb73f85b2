// The rules' symmetries of the 9x9 grid: a puzzle and every grid made from it by relabelling
// digits, swapping rows within a band, swapping bands, the same for columns and stacks, and
// transposing (about 1.2 * 10^12 of them) have the same solution count, techniques and grade.
#pragma once

#include <array>
#include <cstdint>

#include "sudoku/grid.h"
#include "sudoku/rng.h"

namespace sudoku {

// One symmetry: cell (row, column) of the result holds digits[d] where the source holds d at
// (rows[row], columns[column]), or at (columns[column], rows[row]) when `transpose`; 0 (empty)
// stays 0. rows and columns keep bands and stacks whole.
struct Isomorphism {
  std::array<uint8_t, 10> digits{0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
  std::array<uint8_t, 9> rows{0, 1, 2, 3, 4, 5, 6, 7, 8};
  std::array<uint8_t, 9> columns{0, 1, 2, 3, 4, 5, 6, 7, 8};
  bool transpose = false;
};

// A uniformly random symmetry drawn from `rng`: the digits shuffled, then the bands and the rows
// within each, then the stacks and the columns within each, then a coin for transposing.
Isomorphism RandomIsomorphism(Rng& rng);

// `grid` (81 cells row-major, 0 = empty) under `isomorphism`.
Grid Apply(const Isomorphism& isomorphism, const Grid& grid);

}  // namespace sudoku
