// Naked and hidden subsets (pairs, triples, quads) inside one house, written once over the
// shape's tables (shape.h); the direct hidden subsets are 9x9's only.
#include "sudoku/logic_detail.h"

namespace sudoku::detail {
namespace {

// Calls visit(mask) for every `size`-element subset of the bits of `items` (9 bits), in
// increasing order, or with `by_first_position` ordered by their lowest bit, then the next
// (ShapeTables::subsets_by_first_position); stops and returns true as soon as visit returns
// true.
template <typename F>
bool ForEachSubset(uint32_t items, int size, bool by_first_position, F&& visit) {
  // Submasks of the allowed set only, smallest first (ascending order keeps results stable).
  uint32_t subsets[512];
  int count = 0;
  for (uint32_t set = items;; set = (set - 1) & items) {
    if (PopCount9(set) == size) subsets[count++] = set;
    if (set == 0) break;
  }
  if (by_first_position) {
    // Lowest bit first: the reversed masks (bit k -> bit 8-k) in decreasing order, made by
    // an insertion sort (a small grid's house has at most 15 pairs).
    const auto reversed = [](uint32_t m) {
      uint32_t r = 0;
      for (int k = 0; k < 9; ++k) r |= ((m >> k) & 1u) << (8 - k);
      return r;
    };
    for (int i = 1; i < count; ++i) {
      const uint32_t item = subsets[i];
      int at = i;
      while (at > 0 && reversed(subsets[at - 1]) > reversed(item)) {
        subsets[at] = subsets[at - 1];
        --at;
      }
      subsets[at] = item;
    }
  }
  for (int i = count - 1; i >= 0; --i) {
    if (visit(subsets[i])) return true;
  }
  return false;
}

// After removing the other digits from the subset cells (house positions `positions`), a digit
// outside `digits` with exactly one place left in the house: adds that placement.
bool AddHouseSingle(const LogicView& view, int house, uint32_t positions, uint32_t digits,
                    Step& step) {
  for (int digit = 1; digit <= 9; ++digit) {
    if (digits & (1u << (digit - 1))) continue;
    const uint32_t places = view.where[digit - 1][house];
    if (PopCount9(places) < 2 || PopCount9(places & ~positions) != 1) continue;
    step.placements.push_back({kHouseCells[house][LowestBit(places & ~positions)], digit});
    return true;
  }
  return false;
}

SUDOKU_FORCE_INLINE bool NakedSubsetIn(const ShapeTables& T, const LogicView& view, int size, Step& step) {
  // `size` empty cells of a house whose candidates together are only `size` digits: those digits
  // go into those cells, so no other cell of the house can hold them.
  for (int house = 0; house < T.houses; ++house) {
    uint32_t usable = 0;  // house positions with 2..size candidates
    int empty = 0;
    for (int k = 0; k < T.size; ++k) {
      const int count = PopCount9(view.CandidatesOf(T.house_cells[house][k]));
      if (count > 0) ++empty;
      if (count >= 2 && count <= size) usable |= 1u << k;
    }
    if (empty <= size) continue;  // the subset would be the whole rest of the house
    const bool found = ForEachSubset(usable, size, T.subsets_by_first_position, [&](uint32_t positions) {
      Mask digits = 0;
      for (uint32_t m = positions; m; m = ClearLowestBit(m)) {
        digits |= view.CandidatesOf(T.house_cells[house][LowestBit(m)]);
      }
      if (PopCount9(digits) != size) return false;
      Step candidate = step;
      for (int k = 0; k < T.size; ++k) {
        const int cell = T.house_cells[house][k];
        if (positions & (1u << k)) continue;
        for (uint32_t m = view.CandidatesOf(cell) & digits; m; m = ClearLowestBit(m)) {
          candidate.eliminations.push_back({cell, LowestBit(m) + 1});
        }
      }
      if (candidate.eliminations.empty()) return false;
      for (uint32_t m = positions; m; m = ClearLowestBit(m)) {
        candidate.cells.push_back(T.house_cells[house][LowestBit(m)]);
      }
      candidate.houses = {house};
      candidate.digits = digits;
      step = std::move(candidate);
      return true;
    });
    if (found) return true;
  }
  return false;
}

SUDOKU_FORCE_INLINE bool HiddenSubsetIn(const ShapeTables& T, const LogicView& view, int size, bool direct, Step& step) {
  // `size` digits of a house that fit only in the same `size` cells: those cells hold exactly
  // those digits, so every other candidate in them goes.
  for (int house = 0; house < T.houses; ++house) {
    uint32_t usable = 0;  // digits (bit d-1) with 2..size places in the house
    int open_digits = 0;
    for (int digit = 1; digit <= T.size; ++digit) {
      const int count = PopCount9(view.where[digit - 1][house]);
      if (count > 0) ++open_digits;
      if (count >= 2 && count <= size) usable |= 1u << (digit - 1);
    }
    if (open_digits <= size) continue;
    const bool found = ForEachSubset(usable, size, T.subsets_by_first_position, [&](uint32_t digits) {
      uint32_t positions = 0;
      for (uint32_t m = digits; m; m = ClearLowestBit(m)) {
        positions |= view.where[LowestBit(m)][house];
      }
      if (PopCount9(positions) != size) return false;
      Step candidate = step;
      for (uint32_t p = positions; p; p = ClearLowestBit(p)) {
        const int cell = T.house_cells[house][LowestBit(p)];
        candidate.cells.push_back(cell);
        for (uint32_t m = view.CandidatesOf(cell) & ~digits; m; m = ClearLowestBit(m)) {
          candidate.eliminations.push_back({cell, LowestBit(m) + 1});
        }
      }
      if (candidate.eliminations.empty()) return false;
      // SE's direct form: another digit of the same house is left with one place.
      if (direct && !AddHouseSingle(view, house, positions, digits, candidate)) return false;
      candidate.houses = {house};
      candidate.digits = static_cast<Mask>(digits);
      step = std::move(candidate);
      return true;
    });
    if (found) return true;
  }
  return false;
}

}  // namespace

bool FindNakedSubset(const LogicView& view, int size, Step& step) {
  return ForShape(view,
                  [&](const ShapeTables& t) __attribute__((always_inline)) { return NakedSubsetIn(t, view, size, step); });
}

bool FindHiddenSubset(const LogicView& view, int size, bool direct, Step& step) {
  // The direct forms are SE's, for 9x9 grids only.
  if (direct && view.tables != &kTables9) return false;
  return ForShape(view, [&](const ShapeTables& t) __attribute__((always_inline)) {
    return HiddenSubsetIn(t, view, size, direct, step);
  });
}

}  // namespace sudoku::detail
