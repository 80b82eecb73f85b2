// Symmetry names, the symmetry check and the orbit tables (symmetry.h, symmetry_orbits.h).
#include "sudoku/symmetry.h"

#include "grid/symmetry_orbits.h"

namespace sudoku {
namespace {

constexpr Orbits MakeOrbits(Symmetry symmetry) {
  Orbits orbits;
  std::array<bool, kCells> seen{};
  for (int cell = 0; cell < kCells; ++cell) {
    if (seen[cell]) continue;
    const int id = orbits.count++;
    int at = cell;
    do {
      seen[at] = true;
      orbits.of_cell[at] = static_cast<uint8_t>(id);
      orbits.cells[id][orbits.size[id]++] = static_cast<uint8_t>(at);
      at = SymmetricCell(at, symmetry);
    } while (at != cell);
  }
  return orbits;
}

constexpr std::array<Orbits, kSymmetryCount> MakeAllOrbits() {
  std::array<Orbits, kSymmetryCount> all{};
  for (int s = 0; s < kSymmetryCount; ++s) all[s] = MakeOrbits(static_cast<Symmetry>(s));
  return all;
}

constexpr std::array<Orbits, kSymmetryCount> kOrbits = MakeAllOrbits();

}  // namespace

const Orbits& OrbitsOf(Symmetry symmetry) { return kOrbits[static_cast<int>(symmetry)]; }

const char* SymmetryName(Symmetry symmetry) {
  switch (symmetry) {
    case Symmetry::kNone: return "none";
    case Symmetry::kRotational180: return "rotational";
    case Symmetry::kRotational90: return "rotational90";
    case Symmetry::kMirrorHorizontal: return "mirrorHorizontal";
    case Symmetry::kMirrorVertical: return "mirrorVertical";
    case Symmetry::kDiagonal: return "diagonal";
    case Symmetry::kAntiDiagonal: return "antiDiagonal";
  }
  return "none";
}

bool SymmetryFromName(std::string_view name, Symmetry* symmetry) {
  for (int s = 0; s < kSymmetryCount; ++s) {
    if (name == SymmetryName(static_cast<Symmetry>(s))) {
      *symmetry = static_cast<Symmetry>(s);
      return true;
    }
  }
  if (name == "rotational180") {
    *symmetry = Symmetry::kRotational180;
    return true;
  }
  return false;
}

bool HasSymmetry(const Grid& puzzle, Symmetry symmetry) {
  for (int cell = 0; cell < kCells; ++cell) {
    if ((puzzle[cell] != 0) != (puzzle[SymmetricCell(cell, symmetry)] != 0)) return false;
  }
  return true;
}

}  // namespace sudoku
