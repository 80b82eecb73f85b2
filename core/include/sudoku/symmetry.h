// Symmetries of the givens' positions, as generators ask for them and checks verify them.
#pragma once

#include <cstdint>
#include <string_view>

#include "sudoku/grid.h"

namespace sudoku {

// The symmetry of the givens' positions (values are not constrained). A puzzle has symmetry S
// when every given's image under S is also a given:
//
//   kRotational180    (r, c) -> (8-r, 8-c)   half turn about the centre cell
//   kRotational90     (r, c) -> (c, 8-r)     quarter turn (so also the half turn)
//   kMirrorHorizontal (r, c) -> (r, 8-c)     left-right mirror: the axis is the middle column
//   kMirrorVertical   (r, c) -> (8-r, c)     top-bottom mirror: the axis is the middle row
//   kDiagonal         (r, c) -> (c, r)       mirror in the main diagonal r1c1-r9c9
//   kAntiDiagonal     (r, c) -> (8-c, 8-r)   mirror in the anti-diagonal r1c9-r9c1
enum class Symmetry : uint8_t {
  kNone,
  kRotational180,
  kRotational90,
  kMirrorHorizontal,
  kMirrorVertical,
  kDiagonal,
  kAntiDiagonal,
};
inline constexpr int kSymmetryCount = 7;

// The stable string id of a symmetry, as JS uses it: "none", "rotational", "rotational90",
// "mirrorHorizontal", "mirrorVertical", "diagonal", "antiDiagonal".
const char* SymmetryName(Symmetry symmetry);

// Reads a symmetry id (the names of SymmetryName, plus "rotational180" for kRotational180).
// Returns false, leaving *symmetry untouched, for any other text.
bool SymmetryFromName(std::string_view name, Symmetry* symmetry);

// The image of `cell` (0..80) under the symmetry's map (see Symmetry); kNone, and a value
// outside the enum, map a cell to itself.
constexpr int SymmetricCell(int cell, Symmetry symmetry) {
  const int r = RowOf(cell), c = ColumnOf(cell);
  switch (symmetry) {
    case Symmetry::kNone: return cell;
    case Symmetry::kRotational180: return CellAt(8 - r, 8 - c);
    case Symmetry::kRotational90: return CellAt(c, 8 - r);
    case Symmetry::kMirrorHorizontal: return CellAt(r, 8 - c);
    case Symmetry::kMirrorVertical: return CellAt(8 - r, c);
    case Symmetry::kDiagonal: return CellAt(c, r);
    case Symmetry::kAntiDiagonal: return CellAt(8 - c, 8 - r);
  }
  return cell;
}

// True when the givens of `puzzle` (81 cells, 0 = empty) are closed under `symmetry`.
bool HasSymmetry(const Grid& puzzle, Symmetry symmetry);

}  // namespace sudoku
