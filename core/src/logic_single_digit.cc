// Single-digit patterns built from conjugate pairs (a digit with exactly two places in a house):
// skyscraper, two-string kite, turbot fish, empty rectangle and simple colouring. SE finds all
// of them as X-chains; they get their own names because players know them by these names.
#include <vector>

#include "sudoku/logic_detail.h"

namespace sudoku::detail {
namespace {

struct Pair {
  int house;
  int a;
  int b;
};

std::vector<Pair> ConjugatePairs(const LogicView& view, int digit, int first_house,
                                 int last_house) {
  std::vector<Pair> pairs;
  for (int house = first_house; house <= last_house; ++house) {
    const CellSet cells = view.HouseCells(house, digit);
    if (cells.Count() != 2) continue;
    const int a = cells.First();
    CellSet rest = cells;
    rest.Remove(a);
    pairs.push_back({house, a, rest.First()});
  }
  return pairs;
}

// Two conjugate pairs (p: a-b, q: c-d) whose ends b and c see each other through `link_house`:
// a or d is the digit, so it leaves every cell seeing both. Fills the step when that removes
// something.
bool TryTwoPairs(const LogicView& view, int digit, const Pair& p, bool p_flip, const Pair& q,
                 bool q_flip, int link_house, Step& step) {
  const int a = p_flip ? p.b : p.a;
  const int b = p_flip ? p.a : p.b;
  const int c = q_flip ? q.b : q.a;
  const int d = q_flip ? q.a : q.b;
  if (a == c || a == d || b == c || b == d) return false;
  if (!kHouseSets[link_house].Has(b) || !kHouseSets[link_house].Has(c)) return false;
  const CellSet targets = kPeerSets[a] & kPeerSets[d];
  Step candidate = step;
  if (EliminateDigit(view, targets, digit, candidate) == 0) return false;
  candidate.cells = {a, b, c, d};
  candidate.houses = {p.house, q.house, link_house};
  candidate.digits = DigitBit(digit);
  candidate.links = {{a, digit, b, digit, true},
                     {b, digit, c, digit, false},
                     {c, digit, d, digit, true}};
  step = std::move(candidate);
  return true;
}

}  // namespace

bool FindSkyscraper(const LogicView& view, Step& step) {
  //   two rows with two places each, one end of both in the same column (the "base"); the two
  //   other ends cannot both be false. Likewise with columns.
  for (int digit = 1; digit <= 9; ++digit) {
    for (const bool rows : {true, false}) {
      const auto pairs = rows ? ConjugatePairs(view, digit, RowHouse(0), RowHouse(8))
                              : ConjugatePairs(view, digit, ColumnHouse(0), ColumnHouse(8));
      for (size_t i = 0; i < pairs.size(); ++i) {
        for (size_t j = i + 1; j < pairs.size(); ++j) {
          for (int flips = 0; flips < 4; ++flips) {
            const Pair& p = pairs[i];
            const Pair& q = pairs[j];
            const int b = (flips & 1) ? p.a : p.b;
            const int c = (flips & 2) ? q.b : q.a;
            const int link = rows ? ColumnHouse(ColumnOf(b)) : RowHouse(RowOf(b));
            if ((rows ? ColumnOf(b) != ColumnOf(c) : RowOf(b) != RowOf(c))) continue;
            // Both other ends on one line too would be an X-wing, found earlier.
            const int a = (flips & 1) ? p.b : p.a;
            const int d = (flips & 2) ? q.a : q.b;
            if (rows ? ColumnOf(a) == ColumnOf(d) : RowOf(a) == RowOf(d)) continue;
            if (TryTwoPairs(view, digit, p, flips & 1, q, flips & 2, link, step)) {
              step.technique = Technique::kSkyscraper;
              return true;
            }
          }
        }
      }
    }
  }
  return false;
}

bool FindTwoStringKite(const LogicView& view, Step& step) {
  //   a row pair and a column pair with one end of each in the same box: the other two ends
  //   cannot both be false.
  for (int digit = 1; digit <= 9; ++digit) {
    const auto row_pairs = ConjugatePairs(view, digit, RowHouse(0), RowHouse(8));
    const auto column_pairs = ConjugatePairs(view, digit, ColumnHouse(0), ColumnHouse(8));
    for (const Pair& p : row_pairs) {
      for (const Pair& q : column_pairs) {
        for (int flips = 0; flips < 4; ++flips) {
          const int b = (flips & 1) ? p.a : p.b;
          const int c = (flips & 2) ? q.b : q.a;
          if (BoxOf(b) != BoxOf(c) || b == c) continue;
          const int a = (flips & 1) ? p.b : p.a;
          const int d = (flips & 2) ? q.a : q.b;
          if (BoxOf(a) == BoxOf(b) || BoxOf(d) == BoxOf(c)) continue;
          if (TryTwoPairs(view, digit, p, flips & 1, q, flips & 2, BoxHouse(BoxOf(b)), step)) {
            step.technique = Technique::kTwoStringKite;
            return true;
          }
        }
      }
    }
  }
  return false;
}

bool FindTurbotFish(const LogicView& view, Step& step) {
  //   Two conjugate pairs a-b and c-d of one digit, at least one of them in a box, with b and c
  //   in one house (a weak link): if a is false, b is true, c false and d true, so a or d is the
  //   digit and cells seeing both lose it. (Two pairs on lines are the skyscraper and the kite,
  //   tried before; Sukaku Explainer rates this box form 4.2.)
  for (int digit = 1; digit <= 9; ++digit) {
    const auto pairs = ConjugatePairs(view, digit, RowHouse(0), BoxHouse(8));
    for (size_t i = 0; i < pairs.size(); ++i) {
      for (size_t j = 0; j < pairs.size(); ++j) {
        const Pair& p = pairs[i];
        const Pair& q = pairs[j];
        if (i == j || (p.house < BoxHouse(0) && q.house < BoxHouse(0))) continue;
        for (int flips = 0; flips < 4; ++flips) {
          const int b = (flips & 1) ? p.a : p.b;
          const int c = (flips & 2) ? q.b : q.a;
          if (b == c) continue;
          const int link = RowOf(b) == RowOf(c)       ? RowHouse(RowOf(b))
                           : ColumnOf(b) == ColumnOf(c) ? ColumnHouse(ColumnOf(b))
                           : BoxOf(b) == BoxOf(c)       ? BoxHouse(BoxOf(b))
                                                        : -1;
          if (link < 0) continue;
          if (TryTwoPairs(view, digit, p, flips & 1, q, flips & 2, link, step)) {
            step.technique = Technique::kTurbotFish;
            return true;
          }
        }
      }
    }
  }
  return false;
}

bool FindThreeStrongLinks(const LogicView& view, int rating_limit, Step& step) {
  //   Three conjugate pairs a-b, c-d, e-f of one digit, b seeing c and d seeing e (weak links):
  //   if a is false then b, d and f are true, so a or f is the digit and cells seeing both lose
  //   it. Sukaku Explainer (v1.15.10, StrongLinksHint) rates it by the strong links' houses:
  //   5.4 all on parallel lines, 5.5 with a box, 5.6 with both a row and a column (5.7, grouped
  //   links, is not searched here). The lowest-rated instance below the limit is kept.
  const auto link_house = [](int x, int y) {
    if (x == y) return -1;
    if (RowOf(x) == RowOf(y)) return RowHouse(RowOf(x));
    if (ColumnOf(x) == ColumnOf(y)) return ColumnHouse(ColumnOf(x));
    if (BoxOf(x) == BoxOf(y)) return BoxHouse(BoxOf(x));
    return -1;
  };
  bool found = false;
  int best = rating_limit;
  for (int digit = 1; digit <= 9; ++digit) {
    const auto pairs = ConjugatePairs(view, digit, RowHouse(0), BoxHouse(8));
    const size_t n = pairs.size();
    for (size_t i = 0; i < n; ++i) {
      for (size_t j = 0; j < n; ++j) {
        if (j == i) continue;
        for (size_t k = i + 1; k < n; ++k) {  // k > i: each chain once, not also reversed
          if (k == j) continue;
          const Pair* p[3] = {&pairs[i], &pairs[j], &pairs[k]};
          bool row = false, column = false, box = false;
          for (const Pair* q : p) {
            row |= q->house < ColumnHouse(0);
            column |= q->house >= ColumnHouse(0) && q->house < BoxHouse(0);
            box |= q->house >= BoxHouse(0);
          }
          const int rating = row && column ? 56 : box ? 55 : 54;
          if (rating >= best) continue;
          for (int flips = 0; flips < 8; ++flips) {
            int ends[3][2];
            for (int e = 0; e < 3; ++e) {
              const bool flip = (flips >> e) & 1;
              ends[e][0] = flip ? p[e]->b : p[e]->a;
              ends[e][1] = flip ? p[e]->a : p[e]->b;
            }
            const int a = ends[0][0], b = ends[0][1], c = ends[1][0], d = ends[1][1];
            const int e = ends[2][0], f = ends[2][1];
            const int cells[6] = {a, b, c, d, e, f};
            bool distinct = true;
            for (int x = 0; x < 6; ++x) {
              for (int y = x + 1; y < 6; ++y) distinct &= cells[x] != cells[y];
            }
            if (!distinct) continue;
            const int first_link = link_house(b, c);
            const int second_link = link_house(d, e);
            if (first_link < 0 || second_link < 0) continue;
            Step candidate = step;
            candidate.rating = rating;
            if (EliminateDigit(view, kPeerSets[a] & kPeerSets[f], digit, candidate) == 0) continue;
            candidate.cells = {a, b, c, d, e, f};
            candidate.houses = {p[0]->house, p[1]->house, p[2]->house, first_link, second_link};
            candidate.digits = DigitBit(digit);
            candidate.links = {{a, digit, b, digit, true},  {b, digit, c, digit, false},
                               {c, digit, d, digit, true},  {d, digit, e, digit, false},
                               {e, digit, f, digit, true}};
            best = rating;
            found = true;
            step = std::move(candidate);
            break;
          }
        }
      }
    }
  }
  return found;
}

bool FindEmptyRectangle(const LogicView& view, Step& step) {
  //   A box whose places for the digit all lie on one row r and one column c of the box (the
  //   rest of the box is an "empty rectangle"), and a conjugate pair P-Q on a line crossing r
  //   (or c) outside the box, with P on r: if Q is false, P is true, the box's digit is then on
  //   c, and so the cell on c in Q's line is false; if Q is true, that cell sees Q. Either way
  //   the cell (row of Q, column c) loses the digit (and symmetrically for columns).
  for (int digit = 1; digit <= 9; ++digit) {
    for (int box = 0; box < 9; ++box) {
      const CellSet in_box = view.HouseCells(BoxHouse(box), digit);
      if (in_box.Count() < 2) continue;
      for (int r = (box / 3) * 3; r < (box / 3) * 3 + 3; ++r) {
        for (int c = (box % 3) * 3; c < (box % 3) * 3 + 3; ++c) {
          const CellSet cross = kHouseSets[RowHouse(r)] | kHouseSets[ColumnHouse(c)];
          if (!in_box.Minus(cross).Empty()) continue;
          // Needs places both off column c (on row r) and off row r (on column c); otherwise
          // it is plain pointing.
          const CellSet on_row = in_box & kHouseSets[RowHouse(r)];
          const CellSet on_column = in_box & kHouseSets[ColumnHouse(c)];
          if (on_row.Minus(on_column).Empty() || on_column.Minus(on_row).Empty()) continue;
          for (const bool pair_in_column : {true, false}) {
            for (int line = 0; line < 9; ++line) {
              // pair_in_column: pair on column `line`, P on row r, target (row of Q, c).
              const int house = pair_in_column ? ColumnHouse(line) : RowHouse(line);
              if (pair_in_column ? line / 3 == box % 3 : line / 3 == box / 3) continue;
              const CellSet ends = view.HouseCells(house, digit);
              if (ends.Count() != 2) continue;
              const int p = pair_in_column ? CellAt(r, line) : CellAt(line, c);
              if (!ends.Has(p)) continue;
              CellSet rest = ends;
              rest.Remove(p);
              const int q = rest.First();
              const int target = pair_in_column ? CellAt(RowOf(q), c) : CellAt(r, ColumnOf(q));
              if (BoxOf(target) == box || !view.Has(target, digit)) continue;
              step.eliminations.push_back({target, digit});
              in_box.ForEach([&](int cell) { step.cells.push_back(cell); });
              step.cells.push_back(p);
              step.cells.push_back(q);
              step.houses = {BoxHouse(box), house};
              step.digits = DigitBit(digit);
              return true;
            }
          }
        }
      }
    }
  }
  return false;
}

bool FindSimpleColouring(const LogicView& view, Step& step) {
  //   Colour each connected cluster of conjugate pairs in two colours: one colour is all true.
  //   Wrap: two cells of one colour in one house -> that colour is false everywhere.
  //   Trap: a cell outside the cluster seeing both colours -> it is false.
  // Rated as an X-chain of the cluster's size (how SE would find it).
  for (int digit = 1; digit <= 9; ++digit) {
    const auto pairs = ConjugatePairs(view, digit, 0, kHouses - 1);
    std::array<int8_t, kCells> colour;
    colour.fill(-1);
    for (size_t seed = 0; seed < pairs.size(); ++seed) {
      if (colour[pairs[seed].a] >= 0) continue;
      // Flood fill one cluster.
      std::vector<int> cluster = {pairs[seed].a};
      std::vector<ChainLink> links;
      colour[pairs[seed].a] = 0;
      for (size_t i = 0; i < cluster.size(); ++i) {
        const int cell = cluster[i];
        for (const Pair& pair : pairs) {
          int other = -1;
          if (pair.a == cell) other = pair.b;
          if (pair.b == cell) other = pair.a;
          if (other < 0 || colour[other] >= 0) continue;
          colour[other] = static_cast<int8_t>(1 - colour[cell]);
          cluster.push_back(other);
          links.push_back({cell, digit, other, digit, true});
        }
      }
      if (cluster.size() < 4) continue;  // two or three cells: nothing a pair cannot do
      CellSet sides[2];
      for (const int cell : cluster) sides[colour[cell]].Add(cell);
      Step candidate = step;
      for (int side = 0; side < 2 && candidate.eliminations.empty(); ++side) {
        bool wrap = false;
        for (int house = 0; house < kHouses && !wrap; ++house) {
          wrap = (sides[side] & kHouseSets[house]).Count() >= 2;
        }
        if (wrap) EliminateDigit(view, sides[side], digit, candidate);
      }
      if (candidate.eliminations.empty()) {
        CellSet seen_by[2];
        for (int side = 0; side < 2; ++side) {
          sides[side].ForEach([&](int cell) { seen_by[side] = seen_by[side] | kPeerSets[cell]; });
        }
        EliminateDigit(view, (seen_by[0] & seen_by[1]).Minus(sides[0] | sides[1]), digit,
                       candidate);
      }
      if (candidate.eliminations.empty()) continue;
      candidate.cells = cluster;
      candidate.digits = DigitBit(digit);
      candidate.links = links;
      candidate.rating = TechniqueBaseRating(Technique::kSimpleColouring) +
                         ChainLengthBonus(static_cast<int>(cluster.size()));
      step = std::move(candidate);
      return true;
    }
  }
  return false;
}

}  // namespace sudoku::detail
