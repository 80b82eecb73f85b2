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
#include <array>
#include <climits>
#include <cstdint>

#include "sudoku/logic_detail.h"

namespace sudoku::detail {

bool FindAlignedPairExclusion(const LogicView& view, Step& step) {
  CellSet bivalue;
  std::array<int, kCells> open{};  // the cells with two or more candidates, in order
  int open_count = 0;
  for (int cell = 0; cell < kCells; ++cell) {
    const int count = PopCount9(view.CandidatesOf(cell));
    if (count == 2) bivalue.Add(cell);
    if (count >= 2) open[open_count++] = cell;
  }
  for (int i = 0; i < open_count; ++i) {
    const int a = open[i];
    const Mask ma = view.CandidatesOf(a);
    // Only cells with two bivalue peers in common with `a` can be its partner.
    const CellSet near = kPeerSets[a] & bivalue;
    if (!near.HasTwo()) continue;
    for (int j = i + 1; j < open_count; ++j) {
      const int b = open[j];
      const Mask mb = view.CandidatesOf(b);
      const CellSet excluders = kPeerSets[b] & near;
      if (!excluders.HasTwo()) continue;
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
          // Further ways with this digit of A could only allow more of B's: none left.
          if (allowed_b == mb) break;
        }
        // Every candidate of both has a way: nothing to remove.
        if (allowed_a == ma && allowed_b == mb) break;
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

// Aligned triplet exclusion (SE 7.5, no length term), as SE 1.2.1 and Sukaku Explainer search it
// (their AlignedExclusion producer with degree 3), so that the first step found is theirs:
//
//   base cell   an empty cell with two or more candidates, no peer down to one candidate
//               (naked singles come first), and at least one peer with two or three candidates;
//   excluder    of a base cell: a peer with two or three candidates;
//   the three   two base cells anywhere, and a third base cell taken from the excluders of the
//               first two; the three need at least two excluders in common.
//
//       A {1,2,4}     B {2,3,4}     C {1,3}          common excluders {1,2}, {2,3}, {1,3,4}
//
// Every way of filling A, B and C is tried. It is ruled out when two of them that share a house
// take the same digit, or when it uses every candidate of a common excluder (that cell would be
// left empty). A candidate of A, B or C that takes part in no allowed way is removed.
//
// Scan order (SE's): base cells in row-major order; pairs by the later cell, then the earlier
// (0-1, 0-2, 1-2, 0-3, ...); the third cell in the order of the excluder lists, the first cell's
// then the second's, each a cell's box, then its row, then its column, as SE lists a cell's
// house cells.
namespace {

// The 20 peers of each cell in SE's house-cell order: box (row-major), then row, then column.
constexpr std::array<std::array<uint8_t, 20>, kCells> MakeSePeerOrder() {
  std::array<std::array<uint8_t, 20>, kCells> order{};
  for (int cell = 0; cell < kCells; ++cell) {
    const int houses[3] = {BoxHouse(BoxOf(cell)), RowHouse(RowOf(cell)),
                           ColumnHouse(ColumnOf(cell))};
    bool taken[kCells] = {};
    taken[cell] = true;
    int n = 0;
    for (const int house : houses) {
      for (int k = 0; k < 9; ++k) {
        const int other = kHouseCells[house][k];
        if (taken[other]) continue;
        taken[other] = true;
        order[cell][n++] = static_cast<uint8_t>(other);
      }
    }
  }
  return order;
}
constexpr auto kSePeerOrder = MakeSePeerOrder();

// The candidates of base cells `cells` (as masks, in their order) that take part in no allowed
// way of filling the three, given their common excluders; all 0 when there are none.
std::array<Mask, 3> ExcludedByTriplet(const LogicView& view, const std::array<int, 3>& cells,
                                      const CellSet& excluders) {
  const Mask m0 = view.CandidatesOf(cells[0]);
  const Mask m1 = view.CandidatesOf(cells[1]);
  const Mask m2 = view.CandidatesOf(cells[2]);
  // Only an excluder within the three cells' candidates can be left empty.
  const Mask all = static_cast<Mask>(m0 | m1 | m2);
  std::array<Mask, 20> excluder_masks{};
  int excluder_count = 0;
  excluders.ForEach([&](int cell) {
    const Mask mask = view.CandidatesOf(cell);
    if ((mask & ~all) == 0) excluder_masks[excluder_count++] = mask;
  });
  // With none, only repeated digits rule ways out, and they remove a candidate only when two of
  // the three are the same bivalue cell (a naked pair seen by the third): skip the rest.
  const bool pair_like = (m0 == m1 && PopCount9(m0) == 2) || (m0 == m2 && PopCount9(m0) == 2) ||
                         (m1 == m2 && PopCount9(m1) == 2);
  if (excluder_count == 0 && !pair_like) return {};
  // The fillings that leave an excluder empty, by the digits they use (two or three, as an
  // excluder has two or three candidates): bit `used` of `empties`. One look-up per filling
  // instead of a pass over the excluders.
  std::array<uint64_t, 8> empties{};
  const auto mark = [&](uint32_t used) { empties[used >> 6] |= uint64_t{1} << (used & 63); };
  for (int k = 0; k < excluder_count; ++k) {
    const Mask e = excluder_masks[k];
    mark(e);
    if (PopCount9(e) != 2) continue;
    for (uint32_t m = all & ~e; m; m = ClearLowestBit(m)) mark(e | (m & (~m + 1)));
  }
  const bool sees01 = Sees(cells[0], cells[1]);
  const bool sees02 = Sees(cells[0], cells[2]);
  const bool sees12 = Sees(cells[1], cells[2]);
  std::array<Mask, 3> allowed{};
  for (uint32_t x = m0; x; x = ClearLowestBit(x)) {
    const Mask b0 = static_cast<Mask>(x & (~x + 1));
    for (uint32_t y = m1; y; y = ClearLowestBit(y)) {
      const Mask b1 = static_cast<Mask>(y & (~y + 1));
      if (b0 == b1 && sees01) continue;
      for (uint32_t z = m2; z; z = ClearLowestBit(z)) {
        const Mask b2 = static_cast<Mask>(z & (~z + 1));
        if ((b0 == b2 && sees02) || (b1 == b2 && sees12)) continue;
        const uint32_t used = b0 | b1 | b2;
        if ((empties[used >> 6] >> (used & 63)) & 1) continue;
        allowed[0] |= b0;
        allowed[1] |= b1;
        allowed[2] |= b2;
        // Every candidate has a way out: nothing to remove (most triples end here, early).
        if (allowed[0] == m0 && allowed[1] == m1 && allowed[2] == m2) return {};
        // Further ways with these b0 and b1 could only allow more of the third cell's: none left.
        if (allowed[2] == m2) break;
      }
      // Likewise for further ways with this b0, once b0 is allowed.
      if ((allowed[0] & b0) != 0 && allowed[1] == m1 && allowed[2] == m2) break;
    }
  }
  return {static_cast<Mask>(m0 & ~allowed[0]), static_cast<Mask>(m1 & ~allowed[1]),
          static_cast<Mask>(m2 & ~allowed[2])};
}

}  // namespace

bool FindAlignedTripletExclusion(const LogicView& view, Step& step) {
  // excluders[cell]: its peers with two or three candidates; base: the base cells.
  std::array<CellSet, kCells> excluders{};
  std::array<int, kCells> base_list{};
  std::array<int, kCells> base_index{};  // a base cell's place in base_list
  int base_count = 0;
  CellSet base;
  // The cells by candidate count: one (naked singles), two or three (excluders), more.
  CellSet singles;
  CellSet small;
  CellSet many;
  for (int cell = 0; cell < kCells; ++cell) {
    const int count = PopCount9(view.CandidatesOf(cell));
    if (count == 1) singles.Add(cell);
    if (count == 2 || count == 3) small.Add(cell);
    if (count > 3) many.Add(cell);
  }
  (small | many).ForEach([&](int cell) {
    if (!(kPeerSets[cell] & singles).Empty()) return;
    excluders[cell] = kPeerSets[cell] & small;
    if (excluders[cell].Empty()) return;
    base.Add(cell);
    base_index[cell] = base_count;
    base_list[base_count++] = cell;
  });
  for (int j = 1; j < base_count; ++j) {
    const int second = base_list[j];
    for (int i = 0; i < j; ++i) {
      const int first = base_list[i];
      const CellSet pair_excluders = excluders[first] & excluders[second];
      if (!pair_excluders.HasTwo()) continue;  // the third cell can only narrow them
      // The third cells, tried in SE's order of the excluder lists (the first cell's, then the
      // second's): each is tried here in any order, and of those that remove something the one
      // SE meets first is taken. Its place in SE's list: the first cell's box, row, column
      // order, then the second cell's, for its excluders not already in the first's.
      const auto place = [&](int third) {
        const auto& order = excluders[first].Has(third) ? kSePeerOrder[first]
                                                        : kSePeerOrder[second];
        int k = 0;
        while (order[k] != third) ++k;
        return excluders[first].Has(third) ? k : 20 + k;
      };
      CellSet thirds = (excluders[first] | excluders[second]) & base;
      thirds.Remove(first);
      thirds.Remove(second);
      int best_place = INT_MAX;
      int best_third = -1;
      std::array<Mask, 3> best_removed{};
      thirds.ForEach([&](int third) {
        const CellSet common = pair_excluders & excluders[third];
        if (!common.HasTwo()) return;
        // The same three cells may have been tried from an earlier pair (pairs go by the later
        // cell, then the earlier): that try removed nothing, or the search would have ended.
        // With the three at places p < q < r of base_list, pair (p, q) reaches r when r is an
        // excluder of p or q, and pair (p, r) reaches q likewise.
        const int t = base_index[third];
        if (t < j) {
          const bool first_third_reached_second = (excluders[third] | excluders[first]).Has(second);
          if (t > i ? first_third_reached_second
                    : first_third_reached_second ||
                          (excluders[third] | excluders[second]).Has(first)) {
            return;
          }
        }
        const std::array<Mask, 3> removed = ExcludedByTriplet(view, {first, second, third}, common);
        if ((removed[0] | removed[1] | removed[2]) == 0) return;
        const int at = place(third);
        if (at < best_place) {
          best_place = at;
          best_third = third;
          best_removed = removed;
        }
      });
      if (best_third < 0) continue;
      const std::array<int, 3> cells = {first, second, best_third};
      for (int k = 0; k < 3; ++k) {
        for (uint32_t m = best_removed[k]; m; m = ClearLowestBit(m)) {
          step.eliminations.push_back({cells[k], LowestBit(m) + 1});
        }
      }
      step.cells = {first, second, best_third};
      step.digits = static_cast<Mask>(view.CandidatesOf(first) | view.CandidatesOf(second) |
                                      view.CandidatesOf(best_third));
      return true;
    }
  }
  return false;
}

}  // namespace sudoku::detail
