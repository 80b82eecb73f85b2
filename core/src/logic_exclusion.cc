// Aligned pair exclusion (SE 6.2): two cells and the bivalue cells that see both of them.
//
//     A {1,2,5}   B {1,5,7}        common peers {1,5}, {2,7}, {5,7}
//
// Each way of filling A and B is tried: (1,1) is impossible when A and B see each other, and a
// pair that uses both digits of a common bivalue peer (1,5 / 2,7 / 5,7) would leave that peer
// empty. A digit of A (or B) that appears in no possible pair is removed: here 5 leaves A when
// (5,1) and (5,7) are both excluded. As in SE, the two cells need not see each other, and only
// bivalue peers seen by both exclude pairs; at least two of them are needed to exclude anything
// that simpler techniques would not already find.
#include "sudoku/logic_detail.h"

namespace sudoku::detail {

bool FindAlignedPairExclusion(const LogicView& view, Step& step) {
  CellSet bivalue;
  for (int cell = 0; cell < kCells; ++cell) {
    if (PopCount(view.CandidatesOf(cell)) == 2) bivalue.Add(cell);
  }
  for (int a = 0; a < kCells; ++a) {
    const Mask ma = view.CandidatesOf(a);
    if (PopCount(ma) < 2) continue;
    for (int b = a + 1; b < kCells; ++b) {
      const Mask mb = view.CandidatesOf(b);
      if (PopCount(mb) < 2) continue;
      const CellSet excluders = kPeerSets[a] & kPeerSets[b] & bivalue;
      if (excluders.Count() < 2) continue;
      Mask allowed_a = 0;
      Mask allowed_b = 0;
      const bool aligned = Sees(a, b);
      for (uint32_t x = ma; x; x = ClearLowestBit(x)) {
        const int da = LowestBit(x) + 1;
        for (uint32_t y = mb; y; y = ClearLowestBit(y)) {
          const int db = LowestBit(y) + 1;
          if (da == db && aligned) continue;
          const Mask used = static_cast<Mask>(DigitBit(da) | DigitBit(db));
          bool excluded = false;
          excluders.ForEach([&](int peer) {
            excluded = excluded || (view.CandidatesOf(peer) & ~used) == 0;
          });
          if (excluded) continue;
          allowed_a |= DigitBit(da);
          allowed_b |= DigitBit(db);
        }
      }
      const Mask gone_a = static_cast<Mask>(ma & ~allowed_a);
      const Mask gone_b = static_cast<Mask>(mb & ~allowed_b);
      if (gone_a == 0 && gone_b == 0) continue;
      for (uint32_t m = gone_a; m; m = ClearLowestBit(m)) {
        step.eliminations.push_back({a, LowestBit(m) + 1});
      }
      for (uint32_t m = gone_b; m; m = ClearLowestBit(m)) {
        step.eliminations.push_back({b, LowestBit(m) + 1});
      }
      step.cells = {a, b};
      step.digits = static_cast<Mask>(ma | mb);
      return true;
    }
  }
  return false;
}

}  // namespace sudoku::detail
