// Single-digit patterns built from conjugate pairs (a digit with exactly two places in a house):
// skyscraper, two-string kite, turbot fish, empty rectangle and simple colouring. SE finds all
// of them as X-chains; they get their own names because players know them by these names.
#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#include "sudoku/logic_detail.h"

namespace sudoku::detail {
namespace {

struct Pair {
  int house;
  int a;
  int b;
};

// A digit's conjugate pairs over a run of houses (at most all 27), in house order: held in
// place, since the single-digit searches ask for them hundreds of thousands of times a sample.
struct Pairs {
  std::array<Pair, kHouses> items;
  size_t count = 0;
  size_t size() const { return count; }
  const Pair& operator[](size_t i) const { return items[i]; }
  const Pair* begin() const { return items.data(); }
  const Pair* end() const { return items.data() + count; }
};

// Each pair's `a` is its lower cell (a house's places are in increasing cell order).
Pairs ConjugatePairs(const LogicView& view, int digit, int first_house, int last_house) {
  Pairs pairs;
  for (int house = first_house; house <= last_house; ++house) {
    const uint32_t places = view.where[digit - 1][house];
    if (PopCount9(places) != 2) continue;
    pairs.items[pairs.count++] = {house, kHouseCells[house][LowestBit(places)],
                                  kHouseCells[house][LowestBit(ClearLowestBit(places))]};
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

// A strong link of one digit in a house whose places fall into two nodes, each a single cell
// or a group of cells inside one box and one line (if no cell of one node holds the digit, a
// cell of the other does). `grouped`: a node has two or more cells.
struct StrongLink {
  int house;
  CellSet ends[2];
  bool grouped;
  CellSet seen[2];  // the cells that see every cell of ends[0], of ends[1]
};

// A link between two nodes of `digit`, each one cell or a group of cells of one box-line
// intersection (ChainLink::from_more, to_more).
ChainLink NodeLink(const CellSet& from, const CellSet& to, int digit, bool strong) {
  ChainLink link;
  link.from_digit = digit;
  link.to_digit = digit;
  link.strong = strong;
  const auto fill = [](const CellSet& node, int& first, std::array<int8_t, 2>& more) {
    int k = -1;
    node.ForEach([&](int cell) {
      if (k < 0) {
        first = cell;
      } else if (k < 2) {
        more[static_cast<size_t>(k)] = static_cast<int8_t>(cell);
      }
      ++k;
    });
  };
  fill(from, link.from_cell, link.from_more);
  fill(to, link.to_cell, link.to_more);
  return link;
}

// The cells that see every cell of `nodes`.
CellSet SeeingAll(const CellSet& nodes) {
  CellSet common{~uint64_t{0}, (uint64_t{1} << 17) - 1};
  nodes.ForEach([&](int cell) { common = common & kPeerSets[cell]; });
  return common;
}

StrongLink MakeLink(int house, const CellSet& first, const CellSet& second, bool grouped) {
  return {house, {first, second}, grouped, {SeeingAll(first), SeeingAll(second)}};
}

// Whether some of a house's places (`positions`, bit k for its k-th cell) form one node: all
// in one box-line intersection. In a row or column those are positions 0-2, 3-5 or 6-8; in a
// box, one of its rows (0-2, 3-5, 6-8) or one of its columns (0, 3, 6 and the like).
constexpr bool IsNodeOfHouse(bool box, uint32_t positions) {
  for (const uint32_t part : {0x7u, 0x38u, 0x1C0u}) {
    if ((positions & ~part) == 0) return true;
  }
  if (!box) return false;
  for (const uint32_t part : {0x49u, 0x92u, 0x124u}) {
    if ((positions & ~part) == 0) return true;
  }
  return false;
}

// The digit's grouped strong links (at least one node of two or more cells), every house, into
// `links` (emptied first).
void GroupedLinks(const LogicView& view, int digit, std::vector<StrongLink>& links) {
  links.clear();
  for (int house = 0; house < kHouses; ++house) {
    const uint32_t places = view.where[digit - 1][house];
    const int n = PopCount9(places);
    if (n < 3 || n > 6) continue;
    uint32_t bits[6];
    int k = 0;
    for (uint32_t m = places; m; m = ClearLowestBit(m)) bits[k++] = m & (~m + 1);
    const bool box = house >= BoxHouse(0);
    // Every split into two parts, the last place always in the second.
    for (int mask = 1; mask < (1 << (n - 1)); ++mask) {
      uint32_t first = 0;
      for (int i = 0; i < n - 1; ++i) {
        if ((mask >> i) & 1) first |= bits[i];
      }
      if (!IsNodeOfHouse(box, first) || !IsNodeOfHouse(box, places & ~first)) continue;
      CellSet first_cells, second_cells;
      for (uint32_t m = places; m; m = ClearLowestBit(m)) {
        const int cell = kHouseCells[house][LowestBit(m)];
        ((first >> LowestBit(m)) & 1 ? first_cells : second_cells).Add(cell);
      }
      links.push_back(MakeLink(house, first_cells, second_cells, true));
    }
  }
}

// The digit's strong links: plain conjugate pairs, then `grouped` (GroupedLinks), into `links`
// (emptied first).
void AllLinks(const LogicView& view, int digit, const std::vector<StrongLink>& grouped,
              std::vector<StrongLink>& links) {
  links.clear();
  for (const Pair& pair : ConjugatePairs(view, digit, RowHouse(0), BoxHouse(8))) {
    CellSet a, b;
    a.Add(pair.a);
    b.Add(pair.b);
    links.push_back(MakeLink(pair.house, a, b, false));
  }
  links.insert(links.end(), grouped.begin(), grouped.end());
}

// A chain of strong links (2 or 3) with at least one grouped node: its start and end nodes
// cannot both be false, so cells seeing every cell of both lose the digit. Fills the step with
// the first such chain that removes something.
//
// The link ends are numbered 2 * link + side, so end e's link is e / 2 and the other end of its
// link e ^ 1. Each end's weak links are listed once per digit, in increasing order, so the
// chains are met in the order of a plain loop over every link and side; and a
// start whose node sees no other place of the digit is skipped, since every elimination is such
// a place.
bool FindGroupedChain(const LogicView& view, int strong_links, Step& step) {
  std::vector<uint32_t> weak, weak_begin;
  std::vector<uint64_t> ends_at, held;  // held: the ends holding a place x sees
  std::vector<StrongLink> grouped, links;
  std::vector<CellSet> far_seen, far_seen2;
  for (int digit = 1; digit <= 9; ++digit) {
    // Every chain found has a grouped link: a digit without one has no chain.
    GroupedLinks(view, digit, grouped);
    if (grouped.empty()) continue;
    AllLinks(view, digit, grouped, links);
    const size_t ends = 2 * links.size();
    const auto node = [&](size_t e) -> const CellSet& { return links[e / 2].ends[e % 2]; };
    const auto seen = [&](size_t e) -> const CellSet& { return links[e / 2].seen[e % 2]; };
    // weak[weak_begin[x] .. weak_begin[x + 1]): the ends y of other links that a weak link from
    // end x reaches: every cell of y is seen by every cell of x (a cell never sees itself, so
    // the two share none). Every node lies among the digit's places, so such a y holds one of
    // the places x sees: the ends holding each place (bit sets over the ends) give the few to
    // test.
    const CellSet places = view.cells_of[digit - 1];
    const size_t words = (ends + 63) / 64;
    ends_at.assign(kCells * words, 0);
    for (size_t e = 0; e < ends; ++e) {
      node(e).ForEach([&](int cell) { ends_at[cell * words + e / 64] |= uint64_t{1} << (e % 64); });
    }
    weak.clear();
    weak_begin.assign(1, 0);
    for (size_t x = 0; x < ends; ++x) {
      held.assign(words, 0);
      (places & seen(x)).ForEach([&](int cell) {
        for (size_t w = 0; w < words; ++w) held[w] |= ends_at[cell * words + w];
      });
      // Those wholly seen, a word at a time, in increasing order; x's own link is not one.
      for (size_t w = 0; w < words; ++w) {
        for (uint64_t left = held[w]; left; left &= left - 1) {
          const size_t y = 64 * w + static_cast<size_t>(__builtin_ctzll(left));
          if (y / 2 != x / 2 && node(y).Minus(seen(x)).Empty()) {
            weak.push_back(static_cast<uint32_t>(y));
          }
        }
      }
      weak_begin.push_back(static_cast<uint32_t>(weak.size()));
    }
    // The cells the last node of a chain going on from end x can see: over one more strong
    // link (a weak link from x, then that link), far_seen[x]; over two more, far_seen2[x]. A
    // chain's eliminations are among them, so a start (and, with three links, a second link)
    // whose set shares no cell with reach_a below leads to no chain.
    far_seen.assign(ends, CellSet{});
    for (size_t x = 0; x < ends; ++x) {
      for (size_t k = weak_begin[x]; k < weak_begin[x + 1]; ++k) {
        far_seen[x] = far_seen[x] | seen(weak[k] ^ 1);
      }
    }
    if (strong_links == 3) {
      far_seen2.assign(ends, CellSet{});
      for (size_t x = 0; x < ends; ++x) {
        for (size_t k = weak_begin[x]; k < weak_begin[x + 1]; ++k) {
          far_seen2[x] = far_seen2[x] | far_seen[weak[k] ^ 1];
        }
      }
    }
    const std::vector<CellSet>& chain_seen = strong_links == 3 ? far_seen2 : far_seen;
    for (size_t ea = 0; ea < ends; ++ea) {
      const CellSet a = node(ea), b = node(ea ^ 1);
      const CellSet reach_a = seen(ea) & places;  // every elimination is among these
      if ((reach_a & chain_seen[ea ^ 1]).Empty()) continue;
      const auto finish = [&](const CellSet& end, const CellSet& seen_end, bool grouped,
                              std::initializer_list<int> houses, const CellSet& all) {
        if (!grouped || !(a & end).Empty()) return false;
        const CellSet targets = (reach_a & seen_end).Minus(a | end);
        if (targets.Empty()) return false;
        Step candidate = step;
        EliminateDigit(view, targets, digit, candidate);
        all.ForEach([&](int cell) { candidate.cells.push_back(cell); });
        candidate.houses = houses;
        candidate.digits = DigitBit(digit);
        step = std::move(candidate);
        return true;
      };
      const StrongLink& link_ab = links[ea / 2];
      for (size_t wc = weak_begin[ea ^ 1]; wc < weak_begin[(ea ^ 1) + 1]; ++wc) {
        const size_t ec = weak[wc];
        const CellSet c = node(ec), d = node(ec ^ 1);
        if (!(a & (c | d)).Empty() || !(b & d).Empty()) continue;
        const StrongLink& second = links[ec / 2];
        const bool grouped_ij = link_ab.grouped || second.grouped;
        if (strong_links == 2) {
          if (finish(d, seen(ec ^ 1), grouped_ij, {link_ab.house, second.house}, a | b | c | d)) {
            step.links = {NodeLink(a, b, digit, true), NodeLink(b, c, digit, false),
                          NodeLink(c, d, digit, true)};
            return true;
          }
          continue;
        }
        if ((reach_a & far_seen[ec ^ 1]).Empty()) continue;
        for (size_t we = weak_begin[ec ^ 1]; we < weak_begin[(ec ^ 1) + 1]; ++we) {
          const size_t ee = weak[we];
          if (ee / 2 == ea / 2) continue;
          const StrongLink& third = links[ee / 2];
          if (!grouped_ij && !third.grouped) continue;
          const CellSet e = node(ee), f = node(ee ^ 1);
          if (!((a | b | c) & (e | f)).Empty()) continue;
          if (finish(f, seen(ee ^ 1), true, {link_ab.house, second.house, third.house},
                     a | b | c | d | e | f)) {
            step.links = {NodeLink(a, b, digit, true), NodeLink(b, c, digit, false),
                          NodeLink(c, d, digit, true), NodeLink(d, e, digit, false),
                          NodeLink(e, f, digit, true)};
            return true;
          }
        }
      }
    }
  }
  return false;
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
          if (!Sees(b, c)) continue;  // the same cell, or no house in common
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
  //   5.4 all on parallel lines, 5.5 with a box, 5.6 with both a row and a column, 5.7 with a
  //   grouped node (two or three cells of a box on one line). The lowest-rated instance below
  //   the limit is kept, with its own eliminations only (each instance starts from the step as
  //   passed in).
  const Step base = step;
  const auto link_house = [](int x, int y) {
    if (x == y) return -1;
    if (RowOf(x) == RowOf(y)) return RowHouse(RowOf(x));
    if (ColumnOf(x) == ColumnOf(y)) return ColumnHouse(ColumnOf(x));
    if (BoxOf(x) == BoxOf(y)) return BoxHouse(BoxOf(x));
    return -1;
  };
  // A strong link's house as a bit: row 1, column 2, box 4.
  const auto kind = [](int house) { return house < ColumnHouse(0) ? 1 : house < BoxHouse(0) ? 2 : 4; };
  bool found = false;
  int best = rating_limit;
  for (int digit = 1; digit <= 9; ++digit) {
    const auto pairs = ConjugatePairs(view, digit, RowHouse(0), BoxHouse(8));
    const size_t n = pairs.size();
    // Chains a-b ~ c-d ~ e-f: pairs i, j, k in that order, k > i so that each chain is met
    // once, not also reversed; the weak link b ~ c is checked before the third pair is tried.
    for (size_t i = 0; i < n; ++i) {
      for (int fi = 0; fi < 2; ++fi) {
        const int a = fi ? pairs[i].b : pairs[i].a, b = fi ? pairs[i].a : pairs[i].b;
        for (size_t j = 0; j < n; ++j) {
          if (j == i) continue;
          for (int fj = 0; fj < 2; ++fj) {
            const int c = fj ? pairs[j].b : pairs[j].a, d = fj ? pairs[j].a : pairs[j].b;
            if (a == c || a == d || b == d) continue;
            if (!Sees(b, c)) continue;  // the weak link b ~ c
            for (size_t k = i + 1; k < n; ++k) {
              if (k == j) continue;
              const Pair* p[3] = {&pairs[i], &pairs[j], &pairs[k]};
              const int kinds = kind(p[0]->house) | kind(p[1]->house) | kind(p[2]->house);
              const int rating = (kinds & 3) == 3 ? 56 : (kinds & 4) ? 55 : 54;
              if (rating >= best) continue;
              for (int fk = 0; fk < 2; ++fk) {
                const int e = fk ? pairs[k].b : pairs[k].a, f = fk ? pairs[k].a : pairs[k].b;
                if (e == a || e == b || e == c || f == a || f == b || f == c || f == d) continue;
                if (!Sees(d, e)) continue;  // the weak link d ~ e
                Step candidate = base;
                candidate.rating = rating;
                if (EliminateDigit(view, kPeerSets[a] & kPeerSets[f], digit, candidate) == 0) {
                  continue;
                }
                candidate.cells = {a, b, c, d, e, f};
                candidate.houses = {p[0]->house, p[1]->house, p[2]->house, link_house(b, c),
                                    link_house(d, e)};
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
    }
  }
  // Grouped links, Sukaku's 5.7, only when no ungrouped chain rates lower.
  if (!found && 57 < rating_limit) {
    Step grouped = step;
    grouped.rating = 57;
    if (FindGroupedChain(view, 3, grouped)) {
      step = std::move(grouped);
      found = true;
    }
  }
  return found;
}

bool FindGroupedTurbotFish(const LogicView& view, Step& step) {
  //   The turbot fish with grouped nodes: a skyscraper, kite or turbot fish one of whose ends is
  //   two or three cells of a box on one line (Sukaku Explainer: 4.3, like the empty rectangle).
  return FindGroupedChain(view, 2, step);
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
              // The chain: if the target were the digit, Q would not be, P would, the box's
              // places on P's line would not, those on the other line would, and the target
              // (on that line) would not. The box's places split into two group nodes.
              const CellSet p_line = pair_in_column ? on_row : on_column;
              const CellSet other_line = pair_in_column ? on_column : on_row;
              CellSet target_node, p_node, q_node;
              target_node.Add(target);
              p_node.Add(p);
              q_node.Add(q);
              step.links = {NodeLink(target_node, q_node, digit, false),
                            NodeLink(q_node, p_node, digit, true),
                            NodeLink(p_node, p_line.Minus(other_line), digit, false),
                            NodeLink(p_line.Minus(other_line), other_line, digit, true),
                            NodeLink(other_line, target_node, digit, false)};
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
      std::array<int8_t, kCells> parent;  // the cell each was coloured from, -1 for the seed
      parent[pairs[seed].a] = -1;
      colour[pairs[seed].a] = 0;
      for (size_t i = 0; i < cluster.size(); ++i) {
        const int cell = cluster[i];
        for (const Pair& pair : pairs) {
          int other = -1;
          if (pair.a == cell) other = pair.b;
          if (pair.b == cell) other = pair.a;
          if (other < 0 || colour[other] >= 0) continue;
          colour[other] = static_cast<int8_t>(1 - colour[cell]);
          parent[other] = static_cast<int8_t>(cell);
          cluster.push_back(other);
        }
      }
      if (cluster.size() < 4) continue;  // two or three cells: nothing a pair cannot do
      CellSet sides[2];
      for (const int cell : cluster) sides[colour[cell]].Add(cell);
      // The conjugate pairs from `from` to `to` through the cluster's tree, as links that
      // alternate from `from` false (strong, weak, ...).
      const auto path = [&](int from, int to, std::vector<ChainLink>& links) {
        std::vector<int> up, down;  // from, to and their ancestors up to the common one
        for (int c = from; c >= 0; c = parent[c]) up.push_back(c);
        for (int c = to; c >= 0; c = parent[c]) {
          const auto it = std::find(up.begin(), up.end(), c);
          if (it != up.end()) {
            up.erase(it + 1, up.end());
            break;
          }
          down.push_back(c);
        }
        up.insert(up.end(), down.rbegin(), down.rend());
        for (size_t i = 0; i + 1 < up.size(); ++i) {
          links.push_back({up[i], digit, up[i + 1], digit, i % 2 == 0});
        }
      };
      Step candidate = step;
      std::vector<ChainLink> links;
      for (int side = 0; side < 2 && candidate.eliminations.empty(); ++side) {
        CellSet wrap;
        for (int house = 0; house < kHouses && wrap.Empty(); ++house) {
          const CellSet in_house = sides[side] & kHouseSets[house];
          if (in_house.Count() >= 2) wrap = in_house;
        }
        if (wrap.Empty()) continue;
        EliminateDigit(view, sides[side], digit, candidate);
        // Two cells of one colour in a house: if the first were the digit, the second would
        // not be, and round the cluster the first would not be either.
        const int u = wrap.First();
        wrap.Remove(u);
        const int w = wrap.First();
        links.push_back({u, digit, w, digit, false});
        path(w, u, links);
      }
      if (candidate.eliminations.empty()) {
        CellSet seen_by[2];
        for (int side = 0; side < 2; ++side) {
          sides[side].ForEach([&](int cell) { seen_by[side] = seen_by[side] | kPeerSets[cell]; });
        }
        EliminateDigit(view, (seen_by[0] & seen_by[1]).Minus(sides[0] | sides[1]), digit,
                       candidate);
        if (!candidate.eliminations.empty()) {
          // A cell seeing both colours: if it were the digit, a cell of each colour it sees
          // would not be, yet the path between them makes one of the two true.
          const int t = candidate.eliminations[0].cell;
          const int u = (sides[0] & kPeerSets[t]).First();
          const int v = (sides[1] & kPeerSets[t]).First();
          links.push_back({t, digit, u, digit, false});
          path(u, v, links);
          links.push_back({v, digit, t, digit, false});
        }
      }
      if (candidate.eliminations.empty()) continue;
      candidate.cells = cluster;
      candidate.digits = DigitBit(digit);
      candidate.links = std::move(links);
      candidate.rating = TechniqueBaseRating(Technique::kSimpleColouring) +
                         ChainLengthBonus(static_cast<int>(cluster.size()));
      step = std::move(candidate);
      return true;
    }
  }
  return false;
}

}  // namespace sudoku::detail
