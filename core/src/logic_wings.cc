// Wings: XY-Wing, XYZ-Wing and W-Wing (short chains through bivalue cells).
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
    if (PopCount(xy) != 2) continue;
    for (const uint8_t a : kPeers[pivot]) {
      const Mask xz = view.CandidatesOf(a);
      if (PopCount(xz) != 2 || PopCount(xz & xy) != 1) continue;
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
    if (PopCount(xyz) != 3) continue;
    for (const uint8_t a : kPeers[pivot]) {
      const Mask xz = view.CandidatesOf(a);
      if (PopCount(xz) != 2 || (xz & ~xyz) != 0) continue;
      for (const uint8_t b : kPeers[pivot]) {
        if (b <= a) continue;
        const Mask yz = view.CandidatesOf(b);
        if (PopCount(yz) != 2 || (yz & ~xyz) != 0 || yz == xz) continue;
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

bool FindWWing(const LogicView& view, Step& step) {
  //   two cells {x,y} that do not see each other, and a house where x has only two places, one
  //   seeing each cell: one of the two cells is y, so y leaves the cells that see both.
  for (int a = 0; a < kCells; ++a) {
    const Mask xy = view.CandidatesOf(a);
    if (PopCount(xy) != 2) continue;
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
