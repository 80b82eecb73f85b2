// Uniqueness techniques: valid only for puzzles known to have exactly one solution (the
// dispatcher runs them only when LogicOptions::assume_unique is set).
//
// Unique rectangle: four empty cells on two rows, two columns and two boxes. If all four could
// end as {a,b} only, a and b could be swapped around the rectangle, giving a second solution; so
// the extra candidates of the rectangle cannot all be false.
//
// Unique loop: the same argument for any closed chain of cells holding {a,b} in which every
// house that holds a loop cell holds exactly two, one at an even and one at an odd position of
// the loop. Writing a on the even cells and b on the odd ones, or the other way round, both keep
// every house valid, so the loop cannot end as {a,b} only. A rectangle is the 4-cell loop.
//
//     r1c1 ab --- r1c4 ab          r1 ab . ab . . .       a 6-cell loop: rows 1, 4, 7,
//       |           |              r4 .  . ab . ab .      columns 1, 3, 5 (via c1, c3,
//     r2c1 ab --- r2c4 abx         r7 ab . .  . ab .      c5) and three box pairs
//
// SE's ratings (its UniqueLoops rule): 4.5 for a rectangle, +0.1 for 6 cells, +0.2 for 8, +0.5
// for 10 or more (SE adds the 8+ and 10+ terms together); types 1, 2 and 4 add nothing; type 3
// adds 0.1 per digit of its naked subset beyond one, or of its hidden subset beyond two (SE's
// UniqueLoopType3HiddenHint: a rectangle's hidden pair is 4.5). The rated sample agrees: its 4.6 and 4.7
// bands are 6- and 8-cell type-2 loops (with +0.1 for type 2 they rated 0.1 high).
#include <array>
#include <climits>
#include <vector>

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

// SE's loop term in tenths: 4 cells 0, 6 cells 1, 8 cells 2, 10 or more 5.
int LoopRatingTerm(int size) {
  if (size >= 10) return 5;
  if (size >= 8) return 2;
  return size >= 6 ? 1 : 0;
}

// Depth-first search for unique loops on the digits `ab`, starting from bivalue cells (as SE
// does; a loop without a bivalue cell leaves nothing to conclude but type 2, which SE does not
// look for either). The parity rule is checked as cells are added, so dead branches stop early.
class LoopSearch {
 public:
  LoopSearch(const LogicView& view, Mask ab, int rating_limit, Step& best, int& best_rating)
      : view_(view), ab_(ab), limit_(rating_limit), best_(best), best_rating_(best_rating) {}

  void Run() {
    const int a = LowestBit(ab_) + 1;
    const int b = LowestBit(ab_ & ~DigitBit(a)) + 1;
    holders_ = view_.cells_of[a - 1] & view_.cells_of[b - 1];
    holders_.ForEach([&](int start) {
      if (view_.CandidatesOf(start) != ab_) return;
      start_ = start;
      Visit(start, -1, 0);
    });
  }

 private:
  // Adds `cell` at position loop_.size(); false when it breaks the two-per-house parity rule.
  bool Push(int cell) {
    const int parity = static_cast<int>(loop_.size()) & 1;
    for (const int house : HousesOf(cell)) {
      if (used_[house][parity] > 0 || count_[house] >= 2) return false;
    }
    for (const int house : HousesOf(cell)) {
      ++used_[house][parity];
      ++count_[house];
    }
    loop_.push_back(cell);
    return true;
  }
  void Pop() {
    const int cell = loop_.back();
    loop_.pop_back();
    const int parity = static_cast<int>(loop_.size()) & 1;
    for (const int house : HousesOf(cell)) {
      --used_[house][parity];
      --count_[house];
    }
  }

  // `last_kind`: 0 row, 1 column, 2 box, the kind of house joining `cell` to the previous cell;
  // the next cell is reached through another kind (three loop cells in one house would break the
  // two-per-house rule anyway).
  void Visit(int cell, int last_kind, int extra_cells) {
    if (!Push(cell)) return;
    const std::array<int, 3> houses = HousesOf(cell);
    for (int kind = 0; kind < 3; ++kind) {
      if (kind == last_kind) continue;
      (kHouseSets[houses[kind]] & holders_).ForEach([&](int next) {
        if (next == start_) {
          if (loop_.size() >= 4 && (loop_.size() & 1) == 0) Conclude();
          return;
        }
        // A loop through an earlier start (a bivalue cell of ab before this one) was met, with
        // the same steps, in that start's search; meeting it again offers nothing better.
        if (next < start_ && view_.CandidatesOf(next) == ab_) return;
        if (InLoop(next)) return;
        const bool extra = view_.CandidatesOf(next) != ab_;
        // At most two cells with extra digits, or any number sharing one single extra digit.
        if (extra && extra_cells >= 2 && PopCount(ExtrasWith(next)) != 1) return;
        Visit(next, kind, extra_cells + (extra ? 1 : 0));
      });
    }
    Pop();
  }

  bool InLoop(int cell) const {
    for (const int c : loop_) {
      if (c == cell) return true;
    }
    return false;
  }

  Mask ExtrasWith(int cell) const {
    Mask extras = static_cast<Mask>(view_.CandidatesOf(cell) & ~ab_);
    for (const int c : loop_) extras |= static_cast<Mask>(view_.CandidatesOf(c) & ~ab_);
    return extras;
  }

  void Conclude() {
    // Every house touched must hold one even and one odd cell.
    for (const int cell : loop_) {
      for (const int house : HousesOf(cell)) {
        if (count_[house] != 2) return;
      }
    }
    std::vector<int> extra_cells;
    Mask extras = 0;
    for (const int cell : loop_) {
      const Mask more = static_cast<Mask>(view_.CandidatesOf(cell) & ~ab_);
      if (more == 0) continue;
      extra_cells.push_back(cell);
      extras |= more;
    }
    const int size = static_cast<int>(loop_.size());
    const int base = TechniqueBaseRating(Technique::kUniqueRectangleType1) + LoopRatingTerm(size);
    const bool rectangle = size == 4;
    if (extra_cells.size() == 1) {
      // Type 1: the only cell with extra digits cannot be a or b.
      Step step;
      for (uint32_t m = ab_; m; m = ClearLowestBit(m)) {
        step.eliminations.push_back({extra_cells[0], LowestBit(m) + 1});
      }
      Offer(rectangle ? Technique::kUniqueRectangleType1 : Technique::kUniqueLoop, base, {},
            std::move(step));
      return;
    }
    if (extra_cells.size() < 2) return;
    if (PopCount(extras) == 1) {
      // Type 2: one of the extra cells is x, so x leaves every cell that sees them all.
      CellSet seen{~uint64_t{0}, (uint64_t{1} << 17) - 1};
      for (const int cell : extra_cells) seen = seen & kPeerSets[cell];
      Step step;
      EliminateDigit(view_, seen, LowestBit(extras) + 1, step);
      Offer(rectangle ? Technique::kUniqueRectangleType2 : Technique::kUniqueLoop, base, {},
            std::move(step));
    }
    if (extra_cells.size() != 2) return;
    const int c1 = extra_cells[0];
    const int c2 = extra_cells[1];
    if (PopCount(extras) >= 2) Type3(c1, c2, extras, base, rectangle);
    for (const int house : HousesOf(c1)) {
      if (kHouseSets[house].Has(c2) && !rectangle) Type4(house, c1, c2, base);
    }
  }

  // Type 3, naked and hidden, in SE's order (its UniqueLoops rule; ties go to the first found):
  // by subset size k, then by the houses c1 and c2 share (box, row, column), the naked form
  // before the hidden one. SE looks for a naked subset only in a house with at least 2k empty
  // cells and for a hidden one only with more than 2k. SE 1.2.1 starts at k = the number of
  // extra digits, so it misses hidden subsets smaller than that; Sukaku Explainer, with
  // lksudoku's fix on, starts at 2.
  void Type3(int c1, int c2, Mask extras, int base, bool rectangle) {
    const int first = view_.scale == RatingScale::kSe ? PopCount(extras) : 2;
    const std::array<int, 3> houses = HousesOf(c1);
    for (int k = first; k <= 7; ++k) {
      for (const int house : {houses[2], houses[0], houses[1]}) {
        if (!kHouseSets[house].Has(c2)) continue;
        int empty = 0;
        for (const uint8_t cell : kHouseCells[house]) empty += view_.grid.values[cell] == 0;
        if (2 * k <= empty) Type3Naked(house, c1, c2, extras, k, base, rectangle);
        if (2 * k < empty) {
          // SE meets each loop in both directions, so either extra cell is the one left out.
          Type3Hidden(house, c1, c2, extras, k, base, rectangle);
          Type3Hidden(house, c2, c1, extras, k, base, rectangle);
        }
      }
    }
  }

  // Naked type 3: c1 or c2 holds one of `extras`, so together they act as one cell with
  // candidates `extras`; with k-1 other cells of `house` they can form a naked subset of k
  // digits, which then leave the rest of the house. Rated base + 0.1 (k - 1).
  void Type3Naked(int house, int c1, int c2, Mask extras, int k, int base, bool rectangle) {
    int others[9];
    int n = 0;
    for (const uint8_t cell : kHouseCells[house]) {
      if (cell == c1 || cell == c2 || view_.CandidatesOf(cell) == 0) continue;
      others[n++] = cell;
    }
    for (uint32_t subset = 1; subset < (1u << n); ++subset) {
      if (PopCount(subset) != k - 1) continue;
      Mask digits = extras;
      for (uint32_t s = subset; s; s = ClearLowestBit(s)) {
        digits |= view_.CandidatesOf(others[LowestBit(s)]);
      }
      if (PopCount(digits) != k) continue;
      Step step;
      for (int i = 0; i < n; ++i) {
        if (subset >> i & 1) continue;
        for (uint32_t m = view_.CandidatesOf(others[i]) & digits; m; m = ClearLowestBit(m)) {
          step.eliminations.push_back({others[i], LowestBit(m) + 1});
        }
      }
      Offer(rectangle ? Technique::kUniqueRectangleType3 : Technique::kUniqueLoop, base + k - 1,
            {house}, std::move(step));
    }
  }

  // Hidden type 3: c1 and c2 cannot both take a or b (the loop would end as {a,b} only), so in
  // `house` the two act as one cell that takes at most one of them. If a, b and k-2 more digits
  // (none of them a candidate of c1 or c2) have, leaving c2 out, only k places in `house` (c1
  // and k-1 others), each at least one, those k-1 others must take k-1 of the k digits: a
  // hidden subset, so they lose every other candidate. Rated base + 0.1 (k - 2): a rectangle's
  // hidden pair is 4.5, triple 4.6, quad 4.7.
  void Type3Hidden(int house, int c1, int c2, Mask extras, int k, int base, bool rectangle) {
    int c2_at = 0;
    for (int i = 0; i < 9; ++i) {
      if (kHouseCells[house][i] == c2) c2_at = i;
    }
    const uint32_t without_c2 = ~(1u << c2_at) & 0x1FF;
    // The digits that may join a and b: not a, b or an extra digit, and with a place left.
    int more[9];
    int n = 0;
    for (int d = 1; d <= 9; ++d) {
      if (((ab_ | extras) & DigitBit(d)) != 0) continue;
      if ((view_.where[d - 1][house] & without_c2) == 0) continue;
      more[n++] = d;
    }
    const uint32_t ab_places = (view_.where[LowestBit(ab_)][house] |
                                view_.where[LowestBit(ClearLowestBit(ab_))][house]) &
                               without_c2;
    for (uint32_t subset = 0; subset < (1u << n); ++subset) {
      if (PopCount(subset) != k - 2) continue;
      Mask digits = ab_;
      uint32_t places = ab_places;
      for (uint32_t s = subset; s; s = ClearLowestBit(s)) {
        const int d = more[LowestBit(s)];
        digits |= DigitBit(d);
        places |= view_.where[d - 1][house] & without_c2;
      }
      if (PopCount(places) != k) continue;
      Step step;
      for (uint32_t p = places; p; p = ClearLowestBit(p)) {
        const int cell = kHouseCells[house][LowestBit(p)];
        if (cell == c1) continue;
        for (uint32_t m = view_.CandidatesOf(cell) & ~digits; m; m = ClearLowestBit(m)) {
          step.eliminations.push_back({cell, LowestBit(m) + 1});
        }
      }
      Offer(rectangle ? Technique::kUniqueRectangleHiddenType3 : Technique::kUniqueLoop,
            base + k - 2, {house}, std::move(step), digits);
    }
  }

  // Type 4: a has no place in `house` but c1 and c2, so one of them is a and neither can be b.
  void Type4(int house, int c1, int c2, int base) {
    for (uint32_t m = ab_; m; m = ClearLowestBit(m)) {
      const int a = LowestBit(m) + 1;
      const int b = LowestBit(ab_ & ~DigitBit(a)) + 1;
      if (view_.HouseCells(house, a).Count() != 2) continue;
      Step step;
      step.eliminations = {{c1, b}, {c2, b}};
      Offer(Technique::kUniqueLoop, base, {house}, std::move(step));
      return;
    }
  }

  // Keeps `step` when it removes something and is the lowest-rated so far. The pattern is the
  // loop's cells and digits (and for types 3 and 4 the house of the extra cells).
  // The step's digits are a and b, or for a hidden type 3 its hidden subset's digits.
  void Offer(Technique technique, int rating, std::vector<int> houses, Step&& step,
             Mask digits = 0) {
    if (step.eliminations.empty() || rating >= limit_ || rating >= best_rating_) return;
    step.technique = technique;
    step.rating = rating;
    step.cells = loop_;
    step.houses = std::move(houses);
    step.digits = digits != 0 ? digits : ab_;
    best_ = std::move(step);
    best_rating_ = rating;
  }

  const LogicView& view_;
  Mask ab_;
  int limit_;
  Step& best_;
  int& best_rating_;
  CellSet holders_;
  int start_ = -1;
  std::vector<int> loop_;
  std::array<std::array<int, 2>, kHouses> used_{};
  std::array<int, kHouses> count_{};
};

}  // namespace

bool FindUniqueLoop(const LogicView& view, int rating_limit, Step& step) {
  int best_rating = INT_MAX;
  Step best;
  for (int a = 1; a <= 9; ++a) {
    for (int b = a + 1; b <= 9; ++b) {
      LoopSearch(view, static_cast<Mask>(DigitBit(a) | DigitBit(b)), rating_limit, best,
                 best_rating)
          .Run();
    }
  }
  if (best_rating == INT_MAX) return false;
  step = std::move(best);
  return true;
}

bool FindUniqueRectangle(const LogicView& view, Technique type, Step& step) {
  for (int r1 = 0; r1 < 9; ++r1) {
    for (int r2 = r1 + 1; r2 < 9; ++r2) {
      // The candidates each column holds in both rows: a rectangle needs two in all four cells.
      std::array<Mask, 9> both{};
      for (int col = 0; col < 9; ++col) {
        both[col] = static_cast<Mask>(view.CandidatesOf(CellAt(r1, col)) &
                                      view.CandidatesOf(CellAt(r2, col)));
      }
      for (int c1 = 0; c1 < 9; ++c1) {
        if (PopCount9(both[c1]) < 2) continue;
        for (int c2 = c1 + 1; c2 < 9; ++c2) {
          // Exactly two boxes: the rows share a band or the columns share a stack, not both.
          const bool same_band = r1 / 3 == r2 / 3;
          const bool same_stack = c1 / 3 == c2 / 3;
          if (same_band == same_stack) continue;
          const Mask common = static_cast<Mask>(both[c1] & both[c2]);
          if (PopCount9(common) < 2) continue;
          const int c[4] = {CellAt(r1, c1), CellAt(r1, c2), CellAt(r2, c1), CellAt(r2, c2)};
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

}  // namespace sudoku::detail
