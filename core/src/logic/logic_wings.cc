// Wings: XY-Wing, XYZ-Wing, WXYZ- and VWXYZ-Wing and W-Wing (short chains through bivalue
// cells).
#include <algorithm>

#include "sudoku/logic_detail.h"

namespace sudoku::detail {
namespace {

// Cells that see every cell of `cells` (the cells themselves excluded, since no cell is its own
// peer).
CellSet CommonPeers(std::initializer_list<int> cells) {
  CellSet common{~uint64_t{0}, (uint64_t{1} << 17) - 1};
  for (const int cell : cells) common = common & kPeerSets[cell];
  return common;
}

}  // namespace

bool FindXYWing(const LogicView& view, Step& step) {
  //   pivot {x,y} sees pincer {x,z} and pincer {y,z}: whichever the pivot is, one pincer is z,
  //   so z leaves every cell that sees both pincers.
  for (int pivot = 0; pivot < kCells; ++pivot) {
    const Mask xy = view.CandidatesOf(pivot);
    if (PopCount9(xy) != 2) continue;
    for (const uint8_t a : kPeers[pivot]) {
      const Mask xz = view.CandidatesOf(a);
      if (PopCount9(xz) != 2 || PopCount9(xz & xy) != 1) continue;
      const Mask z = static_cast<Mask>(xz & ~xy);
      for (const uint8_t b : kPeers[pivot]) {
        if (b <= a) continue;
        const Mask yz = view.CandidatesOf(b);
        if (yz != ((xy & ~xz) | z)) continue;
        const int digit = LowestBit(z) + 1;
        Step candidate = step;
        if (EliminateDigit(view, CommonPeers({a, b}), digit, candidate) == 0) continue;
        candidate.cells = {pivot, a, b};
        candidate.digits = static_cast<Mask>(xy | z);
        step = std::move(candidate);
        return true;
      }
    }
  }
  return false;
}

bool FindXYZWing(const LogicView& view, Step& step) {
  //   pivot {x,y,z} with pincers {x,z} and {y,z}: z is in one of the three, so it leaves the
  //   cells that see all three.
  for (int pivot = 0; pivot < kCells; ++pivot) {
    const Mask xyz = view.CandidatesOf(pivot);
    if (PopCount9(xyz) != 3) continue;
    for (const uint8_t a : kPeers[pivot]) {
      const Mask xz = view.CandidatesOf(a);
      if (PopCount9(xz) != 2 || (xz & ~xyz) != 0) continue;
      for (const uint8_t b : kPeers[pivot]) {
        if (b <= a) continue;
        const Mask yz = view.CandidatesOf(b);
        if (PopCount9(yz) != 2 || (yz & ~xyz) != 0 || yz == xz) continue;
        const Mask z = static_cast<Mask>(xz & yz);
        const int digit = LowestBit(z) + 1;
        Step candidate = step;
        if (EliminateDigit(view, CommonPeers({pivot, a, b}), digit, candidate) == 0) continue;
        candidate.cells = {pivot, a, b};
        candidate.digits = xyz;
        step = std::move(candidate);
        return true;
      }
    }
  }
  return false;
}

namespace {

// Ratings of an ALS wing in tenths by `most`, the most candidates of a cell of its set (Sukaku
// Explainer v1.15.10, WXYZWingHint and VWXYZWingHint): WXYZ 5.5 + 0.1 (1 - |3 - most|), VWXYZ
// 6.2 + 0.1 (2 - |3 - most|).
int AlsWingRating(int set_size, int most) {
  const int off = most > 3 ? most - 3 : 3 - most;
  return set_size == 3 ? 55 + (1 - off) : 62 + (2 - off);
}

}  // namespace

// A bivalue cell {x,z} and `size` cells of one house (not it) holding size + 1 digits among
// them, x and z included (an almost locked set: one digit too many), with every x of the set
// seeing the bivalue cell. If the bivalue cell is x, the set loses x and locks its other digits,
// z among them; if it is z, it is z. So z leaves every cell seeing the bivalue cell and all the
// z of the set. Size 3 is the WXYZ-Wing, size 4 the VWXYZ-Wing (Sukaku Explainer's names and
// ratings, AlsWingRating); the lowest-rated instance below the limit is kept, with its own
// eliminations only (each instance starts from the step as passed in, not from an instance kept
// earlier). (The doubly linked form, with z also restricted, is not searched.)
bool FindAlsWing(const LogicView& view, int size, int rating_limit, Step& step) {
  const Step base = step;
  bool found = false;
  int best = rating_limit;
  // The bivalue cells, once: the wing is one of them.
  CellSet bivalue;
  for (int cell = 0; cell < kCells; ++cell) {
    if (PopCount9(view.CandidatesOf(cell)) == 2) bivalue.Add(cell);
  }
  if (bivalue.Empty()) return false;
  for (int house = 0; house < kHouses; ++house) {
    const auto& cells = kHouseCells[house];
    // Positions of the house's cells with 2 to size + 1 candidates: the set's cells.
    uint32_t usable = 0;
    for (int k = 0; k < 9; ++k) {
      const int count = PopCount9(view.CandidatesOf(cells[k]));
      if (count >= 2 && count <= size + 1) usable |= 1u << k;
    }
    // Every set of `size` of the usable cells, as a 9-bit mask of positions, in increasing
    // order ((chosen - usable) & usable is the next mask inside `usable`; the last is usable).
    uint32_t chosen = usable;
    do {
      chosen = (chosen - usable) & usable;
      if (PopCount9(chosen) != size) continue;
      int set[4] = {};
      int n = 0;
      Mask digits = 0;
      int most = 0;
      bool open = true;
      CellSet near;  // the wing sees a cell of the set holding x
      for (int k = 0; k < 9; ++k) {
        if (!((chosen >> k) & 1)) continue;
        const int cell = cells[k];
        const Mask m = view.CandidatesOf(cell);
        open &= PopCount9(m) >= 2;
        most = std::max(most, PopCount9(m));
        digits = static_cast<Mask>(digits | m);
        set[n++] = cell;
        near = near | kPeerSets[cell];
      }
      if (!open || PopCount9(digits) != size + 1) continue;
      const int rating = AlsWingRating(size, most);
      if (rating >= best) continue;
      for (CellSet wings = bivalue & near; !wings.Empty() && best > rating;) {
        const int wing = wings.First();
        wings.Remove(wing);
        const Mask xz = view.CandidatesOf(wing);
        if ((xz & ~digits) != 0) continue;
        if (std::find(set, set + size, wing) != set + size) continue;
        for (uint32_t m = xz; m; m = ClearLowestBit(m)) {
          const int x = LowestBit(m) + 1;
          const int z = LowestBit(xz & ~DigitBit(x)) + 1;
          bool restricted = true;
          CellSet targets = kPeerSets[wing];
          for (int k = 0; k < size; ++k) {
            if (view.Has(set[k], x)) restricted &= Sees(set[k], wing);
            if (view.Has(set[k], z)) targets = targets & kPeerSets[set[k]];
          }
          if (!restricted) continue;
          for (int k = 0; k < size; ++k) targets.Remove(set[k]);
          if ((targets & view.cells_of[z - 1]).Empty()) continue;  // removes nothing
          Step candidate = base;
          candidate.rating = rating;
          if (EliminateDigit(view, targets, z, candidate) == 0) continue;
          candidate.cells.assign(set, set + size);
          candidate.cells.push_back(wing);
          candidate.houses = {house};
          candidate.digits = digits;
          best = rating;
          found = true;
          step = std::move(candidate);
          break;
        }
      }
    } while (chosen != usable);
  }
  return found;
}

bool FindWWing(const LogicView& view, Step& step) {
  //   two cells {x,y} that do not see each other, and a house where x has only two places, one
  //   seeing each cell: one of the two cells is y, so y leaves the cells that see both.
  for (int a = 0; a < kCells; ++a) {
    const Mask xy = view.CandidatesOf(a);
    if (PopCount9(xy) != 2) continue;
    for (int b = a + 1; b < kCells; ++b) {
      if (view.CandidatesOf(b) != xy || Sees(a, b)) continue;
      for (uint32_t m = xy; m; m = ClearLowestBit(m)) {
        const int x = LowestBit(m) + 1;
        const int y = LowestBit(xy & ~DigitBit(x)) + 1;
        const CellSet targets = CommonPeers({a, b}) & view.cells_of[y - 1];
        if (targets.Empty()) continue;
        for (int house = 0; house < kHouses; ++house) {
          const CellSet ends = view.HouseCells(house, x);
          if (ends.Count() != 2 || ends.Has(a) || ends.Has(b)) continue;
          const int e1 = ends.First();
          CellSet rest = ends;
          rest.Remove(e1);
          const int e2 = rest.First();
          int near_a = -1;
          int near_b = -1;
          if (Sees(e1, a) && Sees(e2, b)) {
            near_a = e1;
            near_b = e2;
          } else if (Sees(e2, a) && Sees(e1, b)) {
            near_a = e2;
            near_b = e1;
          } else {
            continue;
          }
          Step candidate = step;
          EliminateDigit(view, targets, y, candidate);
          candidate.cells = {a, b, near_a, near_b};
          candidate.houses = {house};
          candidate.digits = xy;
          candidate.links = {{a, y, a, x, true},
                             {a, x, near_a, x, false},
                             {near_a, x, near_b, x, true},
                             {near_b, x, b, x, false},
                             {b, x, b, y, true}};
          step = std::move(candidate);
          return true;
        }
      }
    }
  }
  return false;
}

}  // namespace sudoku::detail
