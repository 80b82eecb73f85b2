// Uniqueness techniques: valid only for puzzles known to have exactly one solution (the
// dispatcher runs them only when LogicOptions::assume_unique is set).
//
// Unique rectangle: four empty cells on two rows, two columns and two boxes. If all four could
// end as {a,b} only, a and b could be swapped around the rectangle, giving a second solution; so
// the extra candidates of the rectangle cannot all be false.
#include "sudoku/logic_detail.h"

namespace sudoku::detail {
namespace {

CellSet SeenByAll(const CellSet& cells) {
  CellSet common{~uint64_t{0}, (uint64_t{1} << 17) - 1};
  cells.ForEach([&](int cell) { common = common & kPeerSets[cell]; });
  return common;
}

// Tries one rectangle (corners c[0..3], with c[0],c[1] on one row and c[0],c[2] on one column)
// for digits {a,b} and the requested type.
bool TryRectangle(const LogicView& view, const int (&c)[4], Mask ab, Technique type,
                  Step& step) {
  // Floor: corners holding exactly {a,b}; roof: corners with extra candidates.
  int roof[4];
  int floors = 0;
  int roofs = 0;
  for (const int cell : c) {
    if (view.CandidatesOf(cell) == ab) {
      ++floors;
    } else {
      roof[roofs++] = cell;
    }
  }
  Step candidate = step;
  if (type == Technique::kUniqueRectangleType1) {
    //   three corners exactly {a,b}: the fourth cannot be a or b.
    if (floors != 3) return false;
    for (uint32_t m = ab; m; m = ClearLowestBit(m)) {
      candidate.eliminations.push_back({roof[0], LowestBit(m) + 1});
    }
  } else {
    if (floors != 2 || roofs != 2) return false;
    // The two roof cells must share a row or a column (not lie on a diagonal).
    if (RowOf(roof[0]) != RowOf(roof[1]) && ColumnOf(roof[0]) != ColumnOf(roof[1])) return false;
    const Mask extra0 = static_cast<Mask>(view.CandidatesOf(roof[0]) & ~ab);
    const Mask extra1 = static_cast<Mask>(view.CandidatesOf(roof[1]) & ~ab);
    if (type == Technique::kUniqueRectangleType2) {
      //   both roofs are {a,b,x}: one of them is x, so x leaves the cells seeing both.
      if (extra0 != extra1 || PopCount(extra0) != 1) return false;
      CellSet roofs_set;
      roofs_set.Add(roof[0]);
      roofs_set.Add(roof[1]);
      EliminateDigit(view, SeenByAll(roofs_set), LowestBit(extra0) + 1, candidate);
    } else {
      //   a has no other place in a house holding both roofs: one roof is a, so neither is b.
      for (const int house : HousesOf(roof[0])) {
        if (!kHouseSets[house].Has(roof[1])) continue;
        for (uint32_t m = ab; m; m = ClearLowestBit(m)) {
          const int a = LowestBit(m) + 1;
          const int b = LowestBit(ab & ~DigitBit(a)) + 1;
          if (view.HouseCells(house, a).Count() != 2) continue;
          candidate.eliminations.push_back({roof[0], b});
          candidate.eliminations.push_back({roof[1], b});
          candidate.houses = {house};
          break;
        }
        if (!candidate.eliminations.empty()) break;
      }
    }
  }
  if (candidate.eliminations.empty()) return false;
  candidate.cells = {c[0], c[1], c[2], c[3]};
  candidate.digits = ab;
  step = std::move(candidate);
  return true;
}

}  // namespace

bool FindUniqueRectangle(const LogicView& view, Technique type, Step& step) {
  for (int r1 = 0; r1 < 9; ++r1) {
    for (int r2 = r1 + 1; r2 < 9; ++r2) {
      for (int c1 = 0; c1 < 9; ++c1) {
        for (int c2 = c1 + 1; c2 < 9; ++c2) {
          // Exactly two boxes: the rows share a band or the columns share a stack, not both.
          const bool same_band = r1 / 3 == r2 / 3;
          const bool same_stack = c1 / 3 == c2 / 3;
          if (same_band == same_stack) continue;
          const int c[4] = {CellAt(r1, c1), CellAt(r1, c2), CellAt(r2, c1), CellAt(r2, c2)};
          Mask common = kAllDigits;
          for (const int cell : c) common &= view.CandidatesOf(cell);
          if (PopCount(common) < 2) continue;
          for (uint32_t m = common; m; m = ClearLowestBit(m)) {
            for (uint32_t n = ClearLowestBit(m); n; n = ClearLowestBit(n)) {
              const Mask ab = static_cast<Mask>((1u << LowestBit(m)) | (1u << LowestBit(n)));
              if (TryRectangle(view, c, ab, type, step)) return true;
            }
          }
        }
      }
    }
  }
  return false;
}

bool FindBugPlusOne(const LogicView& view, Step& step) {
  //   Every empty cell bivalue except one with three candidates: if that cell lost its extra
  //   digit, the grid would be a "bivalue universal grave" with two solutions. The extra digit
  //   is the one appearing three times in that cell's row (and column and box), so it is placed.
  int odd_cell = -1;
  for (int cell = 0; cell < kCells; ++cell) {
    const int count = PopCount(view.CandidatesOf(cell));
    if (count == 0 || count == 2) continue;
    if (count != 3 || odd_cell >= 0) return false;
    odd_cell = cell;
  }
  if (odd_cell < 0) return false;
  for (uint32_t m = view.CandidatesOf(odd_cell); m; m = ClearLowestBit(m)) {
    const int digit = LowestBit(m) + 1;
    bool three_everywhere = true;
    for (const int house : HousesOf(odd_cell)) {
      three_everywhere = three_everywhere && view.HouseCells(house, digit).Count() == 3;
    }
    if (!three_everywhere) continue;
    // Without that digit in the odd cell, every digit must have 0 or 2 places in every house,
    // or the rest is not a grave and proves nothing.
    bool grave = true;
    for (int house = 0; house < kHouses && grave; ++house) {
      for (int d = 1; d <= 9 && grave; ++d) {
        CellSet places = view.HouseCells(house, d);
        if (d == digit) places.Remove(odd_cell);
        const int count = places.Count();
        grave = count == 0 || count == 2;
      }
    }
    if (!grave) continue;
    step.placements.push_back({odd_cell, digit});
    step.cells = {odd_cell};
    step.digits = view.CandidatesOf(odd_cell);
    return true;
  }
  return false;
}

}  // namespace sudoku::detail
