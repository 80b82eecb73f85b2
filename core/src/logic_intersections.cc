// Locked candidates (intersections of a box with a row or column): pointing and claiming on
// every shape (shape.h), and their 9x9 "direct" forms that SE rates lower because they finish
// with a hidden single at once.
#include <array>

#include "sudoku/logic_detail.h"

namespace sudoku::detail {

// After `step`'s eliminations, a house through an eliminated cell in which an eliminated digit
// has exactly one place left: the hidden single a direct technique ends with. Adds it to the
// step's placements and returns true.
bool AddDirectSingle(const LogicView& view, Step& step) {
  for (const Elimination& e : step.eliminations) {
    for (const int house : HousesOf(e.cell)) {
      CellSet left = view.HouseCells(house, e.digit);
      for (const Elimination& other : step.eliminations) {
        if (other.digit == e.digit) left.Remove(other.cell);
      }
      if (left.Count() == 1) {
        step.placements.push_back({left.First(), e.digit});
        return true;
      }
    }
  }
  return false;
}

namespace {

// SE's direct form of an intersection: another house of the source's kind (another box for
// pointing, a parallel line for claiming) crossing the target is left with one place for the
// digit once the target's cells lose it. Adds that placement.
bool AddCrossingSingle(const LogicView& view, int source, int target, int digit, Step& step) {
  const bool source_is_box = source >= BoxHouse(0);
  const int first = source_is_box ? BoxHouse(0) : (source < ColumnHouse(0) ? 0 : ColumnHouse(0));
  for (int other = first; other < first + 9; ++other) {
    if (other == source || (kHouseSets[other] & kHouseSets[target]).Empty()) continue;
    const CellSet places = view.HouseCells(other, digit);
    const CellSet left = places.Minus(kHouseSets[target]);
    if (places.Count() > 1 && left.Count() == 1) {
      step.placements.push_back({left.First(), digit});
      return true;
    }
  }
  return false;
}

}  // namespace

namespace {

// True when the digit's places in a box (box positions) can point: at least two, in one row or
// one column of the box.
SUDOKU_FORCE_INLINE bool CanPoint(const ShapeTables& T, uint32_t places) {
  if (PopCount9(places) < 2) return false;
  for (int i = 0; i < T.shape.box_rows; ++i) {
    if ((places & ~uint32_t{T.box_row_positions[i]}) == 0) return true;
  }
  for (int i = 0; i < T.shape.box_columns; ++i) {
    if ((places & ~uint32_t{T.box_column_positions[i]}) == 0) return true;
  }
  return false;
}

SUDOKU_FORCE_INLINE bool LockedCandidatesIn(const ShapeTables& T, const LogicView& view, bool pointing, bool direct, Step& step) {
  //   pointing:  the digit's places in a box all lie in one row/column -> clear the rest of it.
  //   claiming:  the digit's places in a row/column all lie in one box -> clear the rest of it.
  // Boxes and the lines crossing them are visited in increasing order (only crossing lines can
  // share cells with the box); the position masks of `where` reject a (box, line) pair before
  // any cell-set work, which matters because forcing chains call this on every dynamic round.
  const auto& house_sets = HouseSetsOf(T);
  for (int digit = 1; digit <= T.size; ++digit) {
    const CellSet& cells = view.cells_of[digit - 1];
    const auto& where = view.where[digit - 1];
    for (int box = 0; box < T.size; ++box) {
      const int box_house = T.BoxHouse(box);
      // Both forms need two places of the digit in the box (the source's places lie in it).
      if (pointing ? !CanPoint(T, where[box_house]) : PopCount9(where[box_house]) < 2) continue;
      for (int i = 0; i < T.BoxLineCount(); ++i) {
        const int line = T.box_lines[box][i];
        if (!pointing) {
          const uint32_t places = where[line];
          if (PopCount9(places) < 2 || (places & ~uint32_t{T.box_lines_in_box[box][i]}) != 0) {
            continue;
          }
        }
        const CellSet overlap = house_sets[line] & house_sets[box_house];
        const int source = pointing ? box_house : line;
        const int target = pointing ? line : box_house;
        const CellSet in_source = house_sets[source] & cells;
        if (in_source.Count() < 2 || !(in_source.Minus(overlap)).Empty()) continue;
        const CellSet victims = (house_sets[target] & cells).Minus(overlap);
        if (victims.Empty()) continue;
        Step candidate = step;
        EliminateDigit(view, victims, digit, candidate);
        if (direct && !AddCrossingSingle(view, source, target, digit, candidate)) continue;
        in_source.ForEach([&](int cell) { candidate.cells.push_back(cell); });
        candidate.houses = {source, target};
        candidate.digits = DigitBit(digit);
        step = std::move(candidate);
        return true;
      }
    }
  }
  return false;
}

}  // namespace

bool FindLockedCandidates(const LogicView& view, bool pointing, bool direct, Step& step) {
  // The direct forms are SE's, for 9x9 grids only (their crossing single reads 9x9 houses).
  if (direct && view.tables != &kTables9) return false;
  return ForShape(view, [&](const ShapeTables& t) __attribute__((always_inline)) {
    return LockedCandidatesIn(t, view, pointing, direct, step);
  });
}

}  // namespace sudoku::detail
