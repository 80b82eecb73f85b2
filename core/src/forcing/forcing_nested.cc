// SE 1.2.1's helper rules inside a stalled propagation (NestedRules, forcing_nested.h): the four
// basic ones as SE scans them, with the rule parents SE gives their hints
// (se-rating-rules.md section 4), and the chain producers run on the working grid.
//
// Scan orders (SE's Locking(false), HiddenSet(2), NakedSet(2), Fisherman(2)):
//   pointing/claiming  (box, column), (box, row), (column, box), (row, box) pairs, houses up,
//                      digits innermost; the digit's two or more places in the first house all
//                      in the second: the second's other places lose it
//   hidden pair        boxes, columns, rows, with more than 4 empty cells; digit pairs in
//                      co-lexicographic order ({1,2}, {1,3}, {2,3}, {1,4}, ...)
//   naked pair         the same houses with at least 4 empty cells; cell pairs co-lex
//   X-wing             columns as base lines, then rows; line pairs co-lex, digits innermost
// Rule parents (the candidates the propagation removed that the hint needs):
//   pointing/claiming  the first house's lost places of the digit outside the second
//   X-wing             the base lines' lost places of the digit outside the cover lines
//   hidden pair        the house's cells other than the pair that lost one of the two digits
//   naked pair         the pair's lost candidates
//   chains             NestedHint's cells and house_digits (forcing_nested.h)
// The chain producers' hints on a working grid (before their rule parents) are remembered for
// the solve (NestedMemo): grids come again from the other candidate of a bivalue cell, from the
// next nesting level (which runs the lower level's helpers first) and at the next step. A grid
// met again is charged the units its search took and gets the same hints, so ratings and
// budgets are what a fresh search gives. It takes a fifth off the hardest puzzles' grading time
// (bench/README.md, "Grader").
#include "forcing/forcing_nested.h"

#include <algorithm>
#include <memory>

namespace sudoku::detail {

// The chain helpers' hints on a working grid, before their rule parents, with the units of
// budget their search took. Those depend on the grid alone, not on the propagation that
// stalled there, so a grid met again is charged the same units and given the same hints; when
// the budget left would not cover them, the search runs again, to run out exactly as before.
struct NestedMemo::Entries {
  struct Entry {
    uint64_t hash;
    int kind;
    int cost;
    Grid values;
    std::array<Mask, kCells> work;
    std::vector<forcing::NestedHint> hints;
  };
  // Bounds on what is kept (a few MB at most): when either would be passed, all is forgotten.
  static constexpr int kMaxEntries = 8192;
  static constexpr size_t kMaxHints = 20000;
  static constexpr int kSlots = 2 * kMaxEntries;  // open addressing, at most half full
  // Made on the first helper search of the solve (most solves have none).
  std::unique_ptr<Entry[]> entries;
  std::unique_ptr<int16_t[]> slots;  // entry index by hash, -1 for none
  int count = 0;
  size_t hints = 0;
};

NestedMemo::NestedMemo() : entries_(std::make_unique<Entries>()) {}
NestedMemo::~NestedMemo() = default;

namespace forcing {
namespace {

// SE's region order for subsets and its own numbering: blocks, columns, rows.
constexpr int SeHouse(int index) {
  return index < 9 ? BoxHouse(index) : index < 18 ? ColumnHouse(index - 9) : RowHouse(index - 18);
}

// The pairs {a, b} of 0..8 in co-lexicographic order.
struct Pairs {
  std::array<std::array<uint8_t, 2>, 36> pair{};
};
constexpr Pairs MakePairs() {
  Pairs p{};
  int n = 0;
  for (int b = 1; b < 9; ++b) {
    for (int a = 0; a < b; ++a) p.pair[n++] = {static_cast<uint8_t>(a), static_cast<uint8_t>(b)};
  }
  return p;
}
constexpr Pairs kPairs = MakePairs();

class BasicRules {
 public:
  explicit BasicRules(const WorkingGrid& w) : w_(w) {
    for (int house = 0; house < kHouses; ++house) {
      int empty = 0;
      for (int k = 0; k < 9; ++k) empty += (*w.values)[kHouseCells[house][k]] == 0;
      empty_[house] = empty;
      for (int k = 0; k < 9; ++k) {
        const int cell = kHouseCells[house][k];
        if (Base(cell) != Work(cell)) changed_[house] |= static_cast<uint16_t>(1u << k);
      }
      for (int digit = 1; digit <= 9; ++digit) {
        lost_[digit - 1][house] = static_cast<uint16_t>(BasePlaces(digit, house) & ~Places(digit, house));
        if (lost_[digit - 1][house]) lost_digits_[house] |= static_cast<uint16_t>(DigitBit(digit));
      }
    }
  }

  // A hint is kept only when it rests on the propagation (non-empty rule parents, Keep), so each
  // rule passes over houses, pairs and digits where no candidate was lost: their hints would
  // have no parents. The hints found come in the same order as a full scan's kept ones.

  uint16_t Places(int digit, int house) const { return (*w_.places)[digit - 1][house]; }
  uint16_t BasePlaces(int digit, int house) const { return (*w_.base_places)[digit - 1][house]; }
  Mask Work(int cell) const { return (*w_.work)[cell]; }
  Mask Base(int cell) const { return (*w_.base)[cell]; }

  // Pointing and claiming.
  void Locking(std::vector<NestedHint>& out) const {
    const int pairs[4][2] = {{0, 9}, {0, 18}, {9, 0}, {18, 0}};  // (box, column) ... (row, box)
    for (const auto& pass : pairs) {
      for (int i = 0; i < 9; ++i) {
        const int base = SeHouse(pass[0] + i);
        if (lost_digits_[base] == 0) continue;
        const CellSet base_cells = kHouseSets[base];
        for (int j = 0; j < 9; ++j) {
          const int cover = SeHouse(pass[1] + j);
          const CellSet cover_cells = kHouseSets[cover];
          if ((base_cells & cover_cells).Empty()) continue;
          // The base house's places (bit k: its k-th cell) that lie in the cover house.
          uint32_t shared = 0;
          for (int k = 0; k < 9; ++k) shared |= uint32_t{cover_cells.Has(kHouseCells[base][k])} << k;
          for (uint32_t d = lost_digits_[base]; d; d = ClearLowestBit(d)) {
            const int digit = LowestBit(d) + 1;
            const uint16_t places = Places(digit, base);
            if (PopCount9(places) < 2 || (places & ~shared) != 0) continue;
            if ((lost_[digit - 1][base] & ~shared) == 0) continue;  // no parents
            NestedHint hint;
            for (int k = 0; k < 9; ++k) {
              const int cell = kHouseCells[cover][k];
              if (!base_cells.Has(cell) && (Work(cell) & DigitBit(digit))) {
                hint.removals.push_back(NodeOf(cell, digit));
              }
            }
            if (hint.removals.empty()) continue;
            hint.via = pass[0] == 0 ? Technique::kPointing : Technique::kClaiming;
            Lost(base, digit, cover_cells, hint.parents);
            Sort(hint.removals);
            out.push_back(std::move(hint));
          }
        }
      }
    }
  }

  void HiddenPairs(std::vector<NestedHint>& out) const {
    for (int index = 0; index < 27; ++index) {
      const int house = SeHouse(index);
      if (empty_[house] <= 4 || lost_digits_[house] == 0) continue;
      // A pair is two digits with the same two places: the pairs of digits with two places, in
      // the co-lexicographic order of kPairs.
      uint32_t two = 0;
      for (int digit = 1; digit <= 9; ++digit) {
        two |= uint32_t{PopCount9(Places(digit, house)) == 2} << (digit - 1);
      }
      for (uint32_t bs = two; bs; bs = ClearLowestBit(bs)) {
        const int b = LowestBit(bs);
        for (uint32_t as = two & ((1u << b) - 1); as; as = ClearLowestBit(as)) {
          const int a = LowestBit(as);
          const int d1 = a + 1, d2 = b + 1;
          if ((lost_digits_[house] & (DigitBit(d1) | DigitBit(d2))) == 0) continue;
          const uint16_t p1 = Places(d1, house), p2 = Places(d2, house);
          if (p1 != p2) continue;
          // Its parents: the digits' base places outside the pair.
          if (((BasePlaces(d1, house) | BasePlaces(d2, house)) & ~(p1 | p2)) == 0) continue;
          NestedHint hint;
          const Mask keep = static_cast<Mask>(DigitBit(d1) | DigitBit(d2));
          for (uint32_t m = p1 | p2; m; m = ClearLowestBit(m)) {
            const int cell = kHouseCells[house][LowestBit(m)];
            for (uint32_t o = Work(cell) & ~keep; o; o = ClearLowestBit(o)) {
              hint.removals.push_back(NodeOf(cell, LowestBit(o) + 1));
            }
          }
          if (hint.removals.empty()) continue;
          hint.via = Technique::kHiddenPair;
          for (int k = 0; k < 9; ++k) {
            if ((p1 | p2) & (1u << k)) continue;
            const int cell = kHouseCells[house][k];
            for (const int d : {d1, d2}) {
              if (Base(cell) & DigitBit(d)) hint.parents.push_back(FactOf(NodeOf(cell, d), false));
            }
          }
          Sort(hint.removals);
          out.push_back(std::move(hint));
        }
      }
    }
  }

  void NakedPairs(std::vector<NestedHint>& out) const {
    for (int index = 0; index < 27; ++index) {
      const int house = SeHouse(index);
      if (empty_[house] < 4 || changed_[house] == 0) continue;
      // A pair is two cells of the same two candidates: the pairs of bivalue cells, in the
      // co-lexicographic order of kPairs.
      uint32_t bivalue = 0;
      for (int k = 0; k < 9; ++k) {
        bivalue |= uint32_t{PopCount9(Work(kHouseCells[house][k])) == 2} << k;
      }
      for (uint32_t bs = bivalue; bs; bs = ClearLowestBit(bs)) {
        const int b = LowestBit(bs);
        for (uint32_t as = bivalue & ((1u << b) - 1); as; as = ClearLowestBit(as)) {
          const int a = LowestBit(as);
          if ((changed_[house] & ((1u << a) | (1u << b))) == 0) continue;
          const int c1 = kHouseCells[house][a], c2 = kHouseCells[house][b];
          const Mask m1 = Work(c1), m2 = Work(c2);
          if (m1 != m2) continue;
          const Mask digits = static_cast<Mask>(m1 | m2);
          if (((Base(c1) | Base(c2)) & ~digits) == 0) continue;  // no parents
          NestedHint hint;
          for (int k = 0; k < 9; ++k) {
            const int cell = kHouseCells[house][k];
            if (cell == c1 || cell == c2) continue;
            for (uint32_t o = Work(cell) & digits; o; o = ClearLowestBit(o)) {
              hint.removals.push_back(NodeOf(cell, LowestBit(o) + 1));
            }
          }
          if (hint.removals.empty()) continue;
          hint.via = Technique::kNakedPair;
          for (const int cell : {c1, c2}) {
            for (uint32_t o = Base(cell) & ~digits; o; o = ClearLowestBit(o)) {
              hint.parents.push_back(FactOf(NodeOf(cell, LowestBit(o) + 1), false));
            }
          }
          Sort(hint.removals);
          out.push_back(std::move(hint));
        }
      }
    }
  }

  void XWings(std::vector<NestedHint>& out) const {
    std::array<int, 10> placed{};
    for (int cell = 0; cell < kCells; ++cell) ++placed[(*w_.values)[cell] <= 9 ? (*w_.values)[cell] : 0];
    for (const bool columns : {true, false}) {
      const auto line = [columns](int i) { return columns ? ColumnHouse(i) : RowHouse(i); };
      const auto cross = [columns](int i) { return columns ? RowHouse(i) : ColumnHouse(i); };
      for (const auto& pair : kPairs.pair) {
        const int b1 = line(pair[0]), b2 = line(pair[1]);
        for (uint32_t d = lost_digits_[b1] | lost_digits_[b2]; d; d = ClearLowestBit(d)) {
          const int digit = LowestBit(d) + 1;
          if (placed[digit] + 4 > 9) continue;
          const uint16_t p1 = Places(digit, b1), p2 = Places(digit, b2);
          if (PopCount9(p1) < 2 || PopCount9(p2) < 2 || PopCount9(p1 | p2) != 2) continue;
          const int k1 = LowestBit(p1 | p2), k2 = 31 - __builtin_clz(p1 | p2);
          // Its parents: the base lines' lost places off the cover lines.
          if (((lost_[digit - 1][b1] | lost_[digit - 1][b2]) & ~(p1 | p2)) == 0) continue;
          const CellSet bases = kHouseSets[b1] | kHouseSets[b2];
          const CellSet covers = kHouseSets[cross(k1)] | kHouseSets[cross(k2)];
          NestedHint hint;
          for (const int cover : {cross(k1), cross(k2)}) {
            for (int k = 0; k < 9; ++k) {
              const int cell = kHouseCells[cover][k];
              if (!bases.Has(cell) && (Work(cell) & DigitBit(digit))) {
                hint.removals.push_back(NodeOf(cell, digit));
              }
            }
          }
          if (hint.removals.empty()) continue;
          hint.via = Technique::kXWing;
          Lost(b1, digit, covers, hint.parents);
          Lost(b2, digit, covers, hint.parents);
          Sort(hint.removals);
          out.push_back(std::move(hint));
        }
      }
    }
  }

 private:
  // The places of `digit` `house` lost, outside `except`, as "off" facts.
  void Lost(int house, int digit, const CellSet& except, std::vector<int>& parents) const {
    for (uint32_t m = BasePlaces(digit, house) & ~Places(digit, house); m; m = ClearLowestBit(m)) {
      const int cell = kHouseCells[house][LowestBit(m)];
      if (!except.Has(cell)) parents.push_back(FactOf(NodeOf(cell, digit), false));
    }
  }
  static void Sort(std::vector<int>& nodes) { std::sort(nodes.begin(), nodes.end()); }

  const WorkingGrid& w_;
  std::array<int, kHouses> empty_{};
  std::array<uint16_t, kHouses> changed_{};      // bit k: the house's k-th cell lost a candidate
  HousePlaces lost_{};                           // base places less places, by digit and house
  std::array<uint16_t, kHouses> lost_digits_{};  // the digits (bit d-1) that lost a place there
};

}  // namespace

void NestedRules::ChainParents(const WorkingGrid& w, NestedHint& hint) {
  hint.parents.clear();
  hint.cells.ForEach([&](int cell) {
    for (uint32_t m = (*w.base)[cell] & ~(*w.work)[cell]; m; m = ClearLowestBit(m)) {
      hint.parents.push_back(FactOf(NodeOf(cell, LowestBit(m) + 1), false));
    }
  });
  for (int house = 0; house < kHouses; ++house) {
    for (uint32_t d = hint.house_digits[house]; d; d = ClearLowestBit(d)) {
      const int digit = LowestBit(d) + 1;
      const uint32_t lost = (*w.base_places)[digit - 1][house] & ~(*w.places)[digit - 1][house];
      for (uint32_t m = lost; m; m = ClearLowestBit(m)) {
        hint.parents.push_back(FactOf(NodeOf(kHouseCells[house][LowestBit(m)], digit), false));
      }
    }
  }
  std::sort(hint.parents.begin(), hint.parents.end());
  hint.parents.erase(std::unique(hint.parents.begin(), hint.parents.end()), hint.parents.end());
}

bool NestedRules::Keep(std::vector<NestedHint>& hints, std::vector<NestedHint>& out) {
  for (NestedHint& hint : hints) {
    if (!hint.parents.empty()) out.push_back(std::move(hint));
  }
  hints.clear();
  return !out.empty();
}

bool NestedRules::Helper(HelperKind kind, const WorkingGrid& w, const LogicView& view,
                         std::vector<NestedHint>& out) {
  std::vector<NestedHint>& hints = scratch_;
  hints.clear();
  NestedMemo::Entries* memo = memo_ ? &memo_->entries() : nullptr;
  uint64_t hash = kind;
  for (int cell = 0; cell < kCells; ++cell) {
    hash = MixKey(hash, (*w.work)[cell] | (static_cast<uint64_t>((*w.values)[cell]) << 16));
  }
  constexpr int kSlots = NestedMemo::Entries::kSlots;
  int slot = static_cast<int>(hash % kSlots);
  NestedMemo::Entries::Entry* e = nullptr;
  if (memo && memo->slots) {
    for (int i; (i = memo->slots[slot]) >= 0; slot = (slot + 1) % kSlots) {
      e = &memo->entries[i];
      if (e->hash == hash) break;
      e = nullptr;
    }
  }
  if (e && e->kind == kind && e->values == *w.values && e->work == *w.work && *budget_ > e->cost) {
    *budget_ -= e->cost;
    hints = e->hints;
  } else {
    Search(kind, hash, slot, e == nullptr, w, view);
  }
  for (NestedHint& hint : hints) {
    hint.chain = true;
    ChainParents(w, hint);
  }
  return Keep(hints, out);
}

void NestedRules::Search(HelperKind kind, uint64_t hash, int slot, bool keep, const WorkingGrid& w,
                         const LogicView& view) {
  const std::vector<NestedHint>& hints = scratch_;
  const int before = *budget_;
  if (kind == kChainsAndCycles) {
    --*budget_;
    ListChainsAndCycles(view, scratch_);
  } else if (!ListMultipleForcingChains(view, kind != kMultiple, kind == kNestedDynamic ? level_ - 3 : 0,
                                        budget_, scratch_)) {
    exhausted_ = true;
  }
  NestedMemo::Entries* memo = memo_ ? &memo_->entries() : nullptr;
  constexpr int kSlots = NestedMemo::Entries::kSlots;
  if (memo && keep && !exhausted_) {
    if (!memo->slots) {
      memo->entries.reset(new NestedMemo::Entries::Entry[NestedMemo::Entries::kMaxEntries]);
      memo->slots.reset(new int16_t[kSlots]);
    }
    if (memo->count == 0 || memo->count >= NestedMemo::Entries::kMaxEntries ||
        memo->hints + hints.size() > NestedMemo::Entries::kMaxHints) {
      std::fill_n(memo->slots.get(), kSlots, int16_t{-1});
      memo->count = 0;
      memo->hints = 0;
      slot = static_cast<int>(hash % kSlots);
    }
    memo->slots[slot] = static_cast<int16_t>(memo->count);
    memo->hints += hints.size();
    NestedMemo::Entries::Entry* e = &memo->entries[memo->count++];
    e->hash = hash;
    e->kind = kind;
    e->cost = before - *budget_;
    e->values = *w.values;
    e->work = *w.work;
    e->hints = hints;
  }
}

void NestedRules::Run(const WorkingGrid& w, std::vector<NestedHint>& out) {
  out.clear();
  std::vector<NestedHint>& hints = scratch_;
  hints.clear();
  const BasicRules basic(w);
  basic.Locking(hints);
  if (Keep(hints, out)) return;
  basic.HiddenPairs(hints);
  if (Keep(hints, out)) return;
  basic.NakedPairs(hints);
  if (Keep(hints, out)) return;
  basic.XWings(hints);
  if (Keep(hints, out) || level_ < 2) return;
  if (exhausted_ || *budget_ <= 0) {
    exhausted_ = true;
    return;
  }
  CandidateGrid grid;
  grid.values = *w.values;
  for (int cell = 0; cell < kCells; ++cell) grid.candidates[cell] = (*w.work)[cell];
  // The working grid's places are the view's `where` (PlacesOf reads cells as FillViewIn reads
  // houses: bit k of a house is its k-th cell), so the view takes them as they are.
  LogicView view(grid, *w.places);
  view.nested_memo = memo_;
  if (level_ < 4) {
    if (Helper(kChainsAndCycles, w, view, out) || level_ < 3) return;
    Helper(kMultiple, w, view, out);
    return;
  }
  if (Helper(kDynamic, w, view, out) || level_ < 5) return;
  Helper(kNestedDynamic, w, view, out);
}

std::vector<int> StableOrder(const std::vector<HintOrderKey>& keys) {
  // A bottom-up merge sort: runs of `width` merged in pairs, the left one first on equal keys.
  const int count = static_cast<int>(keys.size());
  std::vector<int> order(keys.size());
  std::vector<int> merged(keys.size());
  for (int i = 0; i < count; ++i) order[i] = i;
  for (int width = 1; width < count; width *= 2) {
    for (int low = 0; low < count; low += 2 * width) {
      const int middle = std::min(low + width, count);
      const int high = std::min(low + 2 * width, count);
      int left = low;
      int right = middle;
      int out = low;
      while (left < middle && right < high) {
        merged[out++] = keys[order[right]] < keys[order[left]] ? order[right++] : order[left++];
      }
      while (left < middle) merged[out++] = order[left++];
      while (right < high) merged[out++] = order[right++];
    }
    order.swap(merged);
  }
  return order;
}

}  // namespace forcing
}  // namespace sudoku::detail
