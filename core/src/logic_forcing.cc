// Forcing chains: the last resort, bounded by a nesting level.
//
// A propagation assumes one candidate true (or false) and derives what follows, recording for
// every derived fact the facts it came from. Conclusions:
//   contradiction     assuming s true leads to a fact and its opposite -> s is false
//                     (assuming s false does -> s is true)                     [Nishio]
//   binary forcing    s true and s false both imply X -> X                      [Forcing Chain]
//   cell forcing      every candidate of a cell implies X -> X                  [Cell Forcing]
//   region forcing    every place of a digit in a house implies X -> X         [Region Forcing]
//
// Levels (LogicOptions::max_forcing_level), after SE's chain families:
//   1 static    implications read from the grid as it is: strong links of bivalue cells and
//               conjugate pairs, weak links to peers. Ratings 7.0 / 7.5 / 8.0 + length.
//   2 dynamic   the assumption is played out on a copy of the grid with naked and hidden
//               singles, so links appear as candidates go. 8.5 + length.
//   3 dynamic+  also locked candidates, subsets and X-wings during propagation. 9.0 + length.
//   4 nested    also level-2 contradictions during propagation. 9.5 + length.
// "Length" is SE's complexity: how many distinct facts the conclusion rests on, summed over
// the branches of a cell or region forcing chain, fed to ChainLengthBonus.
//
// Work is bounded: each level runs at most two propagations per candidate, and the nested
// level shares a fixed budget of inner propagations per search.
#include <algorithm>
#include <array>
#include <climits>
#include <memory>
#include <vector>

#include "sudoku/logic_detail.h"

namespace sudoku::detail {
namespace {

constexpr int kNodes = kCells * kDigits;
constexpr int kFacts = 2 * kNodes;            // fact = 2 * node + (true ? 1 : 0)
constexpr int kNestedBudget = 30000;          // inner propagations per level-4 search
constexpr int kMaxForcingBranches = 4;
// Our dynamic propagation records fewer facts per conclusion than SE counts for the same kind of
// deduction (it finds short contradictions, e.g. a house losing its last place for a digit, that
// SE only reaches through longer chains), so without a correction every dynamic step rates 8.5
// while SE spreads such puzzles over 8.5-9.3. Multiplying the dynamic complexity by 3 before
// the length term was fitted on the SE-rated Sudoku Exchange sample (Spearman of the 7.5+ band
// 0.81 -> 0.84; scaling the static levels too made it worse). An empirical calibration, not
// SE's own formula.
constexpr int kDynamicComplexityScale = 3;        // cells / house places tried as forcing sources

int NodeOf(int cell, int digit) { return cell * 9 + digit - 1; }
int CellOfNode(int node) { return node / 9; }
int DigitOfNode(int node) { return node % 9 + 1; }
int FactOf(int node, bool is_true) { return 2 * node + (is_true ? 1 : 0); }
int Opposite(int fact) { return fact ^ 1; }

struct FactSet {
  std::array<uint64_t, (kFacts + 63) / 64> words{};
  void Add(int f) { words[f >> 6] |= uint64_t{1} << (f & 63); }
  bool Has(int f) const { return (words[f >> 6] >> (f & 63)) & 1; }
  void IntersectWith(const FactSet& o) {
    for (size_t i = 0; i < words.size(); ++i) words[i] &= o.words[i];
  }
  void UnionWith(const FactSet& o) {
    for (size_t i = 0; i < words.size(); ++i) words[i] |= o.words[i];
  }
  template <typename F>
  void ForEach(F&& f) const {
    for (size_t i = 0; i < words.size(); ++i) {
      for (uint64_t w = words[i]; w; w &= w - 1) f(static_cast<int>(i * 64 + __builtin_ctzll(w)));
    }
  }
};

// The facts derived from one assumption, each with the facts it was derived from.
class Propagation {
 public:
  explicit Propagation(int assumption) : begin_(new int[kFacts]) { Derive(assumption, nullptr, 0); }

  // Starts over from a new assumption, keeping the buffers (the nested level runs thousands
  // of inner propagations per search). Only the facts derived so far are cleared: count_ is
  // zero again for every fact, as in a new record, and begin_ is read only where count_ > 0.
  void Reset(int assumption) {
    for (const int f : order_) count_[f] = 0;
    derived_ = {};
    order_.clear();
    parents_.clear();
    conflict_.clear();
    Derive(assumption, nullptr, 0);
  }

  bool contradiction() const { return !conflict_.empty(); }
  // The derived facts in the order they were derived, the assumption first.
  const std::vector<int>& order() const { return order_; }
  const std::vector<int>& conflict() const { return conflict_; }
  const FactSet& facts() const { return derived_; }
  int assumption() const { return order_.front(); }

  // Adds a fact with its parents; returns false when it was already known. Deriving the
  // opposite of a known fact records a contradiction.
  bool Derive(int fact, const int* parents, int parent_count) {
    if (derived_.Has(fact)) return false;
    begin_[fact] = static_cast<int>(parents_.size());
    count_[fact] = static_cast<uint8_t>(parent_count > 255 ? 255 : parent_count);
    for (int i = 0; i < count_[fact]; ++i) parents_.push_back(static_cast<int16_t>(parents[i]));
    derived_.Add(fact);
    order_.push_back(fact);
    if (derived_.Has(Opposite(fact)) && conflict_.empty()) conflict_ = {fact, Opposite(fact)};
    return true;
  }

  void SetConflict(std::vector<int> facts) {
    if (conflict_.empty()) conflict_ = std::move(facts);
  }

  // Number of distinct facts `targets` rest on, themselves included (SE's complexity).
  int Complexity(const std::vector<int>& targets) const {
    return Complexity(targets.data(), static_cast<int>(targets.size()));
  }
  int Complexity(const int* targets, int target_count) const {
    FactSet seen;
    std::vector<int>& stack = stack_;  // scratch, kept between calls
    stack.clear();
    int count = 0;
    for (int k = 0; k < target_count; ++k) {
      const int t = targets[k];
      if (!derived_.Has(t) || seen.Has(t)) continue;
      seen.Add(t);
      stack.push_back(t);
    }
    while (!stack.empty()) {
      const int f = stack.back();
      stack.pop_back();
      ++count;
      for (int i = 0; i < count_[f]; ++i) {
        const int p = parents_[begin_[f] + i];
        if (seen.Has(p)) continue;
        seen.Add(p);
        stack.push_back(p);
      }
    }
    return count;
  }

  // The first-parent path from the assumption to `fact`, as links.
  void AppendPath(int fact, std::vector<ChainLink>& links) const {
    std::vector<int> path = {fact};
    while (count_[path.back()] > 0 && path.size() < 64) {
      path.push_back(parents_[begin_[path.back()]]);
    }
    for (size_t i = path.size() - 1; i > 0; --i) {
      const int from = path[i] / 2;
      const int to = path[i - 1] / 2;
      links.push_back({CellOfNode(from), DigitOfNode(from), CellOfNode(to), DigitOfNode(to),
                       (path[i - 1] & 1) != 0});
    }
  }

 private:
  FactSet derived_;
  std::vector<int> order_;
  // Where each derived fact's parents start in parents_. Left uninitialised (it is read only
  // for facts with count_ > 0, all written first): filling 1,458 entries per record was a
  // measurable share of the nested level's time.
  std::unique_ptr<int[]> begin_;
  std::array<uint8_t, kFacts> count_{};
  std::vector<int16_t> parents_;
  std::vector<int> conflict_;
  mutable std::vector<int> stack_;  // Complexity's scratch
};

// Position of each cell inside each of its three houses (bit k of LogicView::where is
// kHouseCells[house][k]), and the houses through each cell as a mask over 0..26.
struct CellHouses {
  std::array<std::array<uint8_t, 3>, kCells> house{};
  std::array<std::array<uint8_t, 3>, kCells> index{};
  std::array<uint32_t, kCells> mask{};
};
constexpr CellHouses MakeCellHouses() {
  CellHouses t{};
  std::array<int, kCells> filled{};
  for (int house = 0; house < kHouses; ++house) {
    for (int k = 0; k < 9; ++k) {
      const int cell = kHouseCells[house][k];
      t.house[cell][filled[cell]] = static_cast<uint8_t>(house);
      t.index[cell][filled[cell]] = static_cast<uint8_t>(k);
      t.mask[cell] |= uint32_t{1} << house;
      ++filled[cell];
    }
  }
  return t;
}
inline constexpr CellHouses kCellHouses = MakeCellHouses();

// Level 1: implications read from the unchanged grid, breadth first.
// The record's derivation order is the queue: a fact is queued exactly when it is first derived.
// With `max_depth`, facts more than that many links from the assumption are not derived; those
// up to it are derived in the same order and from the same parents as without the bound.
void PropagateStatic(const LogicView& view, Propagation& p, int max_depth = INT_MAX) {
  size_t level_end = 1;  // order()[0, level_end) lie at most `depth` links from the assumption
  int depth = 0;
  for (size_t i = 0; i < p.order().size() && !p.contradiction(); ++i) {
    if (i == level_end) {
      ++depth;
      level_end = p.order().size();
    }
    if (depth >= max_depth) break;  // would derive facts beyond max_depth
    const int fact = p.order()[i];
    const int node = fact / 2;
    const int cell = CellOfNode(node);
    const int digit = DigitOfNode(node);
    auto derive = [&](int to) { p.Derive(to, &fact, 1); };
    if (fact & 1) {
      (kPeerSets[cell] & view.cells_of[digit - 1]).ForEach([&](int peer) {
        derive(FactOf(NodeOf(peer, digit), false));
      });
      for (uint32_t m = view.CandidatesOf(cell) & ~DigitBit(digit); m; m = ClearLowestBit(m)) {
        derive(FactOf(NodeOf(cell, LowestBit(m) + 1), false));
      }
    } else {
      const Mask candidates = view.CandidatesOf(cell);
      if (PopCount(candidates) == 2) {
        derive(FactOf(NodeOf(cell, LowestBit(candidates & ~DigitBit(digit)) + 1), true));
      }
      // Conjugate pairs, read off the house's 9-bit place mask of the digit.
      for (int i = 0; i < 3; ++i) {
        const int house = kCellHouses.house[cell][i];
        const uint32_t places = view.where[digit - 1][house];
        if (PopCount9(places) != 2) continue;
        const uint32_t other = places & ~(1u << kCellHouses.index[cell][i]);
        derive(FactOf(NodeOf(kHouseCells[house][LowestBit(other)], digit), true));
      }
    }
  }
}


// The lowest cell of `set` at or after `from`, or -1.
int FirstFrom(const CellSet& set, int from) {
  if (from < 64) {
    const uint64_t w = set.lo & (~uint64_t{0} << from);
    if (w) return __builtin_ctzll(w);
    from = 64;
  }
  if (from < kCells) {
    const uint64_t w = set.hi & (~uint64_t{0} << (from - 64));
    if (w) return 64 + __builtin_ctzll(w);
  }
  return -1;
}

// The lowest house of `houses` at or after `from`, or -1.
int FirstHouseFrom(uint32_t houses, int from) {
  const uint32_t w = from < kHouses ? houses & (~uint32_t{0} << from) : 0;
  return w ? LowestBit(w) : -1;
}

// Of `digits`, those the hidden-single scan acts on in `house`: not placed there and with at
// most one place left (none is a contradiction, one a hidden single).
uint32_t HouseSingles(const LogicView& view, uint32_t placed, int house, uint32_t digits) {
  uint32_t act = 0;
  for (uint32_t d = digits & ~placed; d; d = ClearLowestBit(d)) {
    const uint32_t places = view.where[LowestBit(d)][house];
    if ((places & (places - 1)) == 0) act |= uint32_t{1} << LowestBit(d);
  }
  return act;
}

// Level 1 under a ceiling below the Nishio rating (7.5): only binary forcing chains can give a
// step, and a node gives one only when neither of its two propagations meets a contradiction
// and they share a fact that is still a candidate of the grid. Both tests need only the set of
// facts a propagation derives, which (without a contradiction it runs to the end) is everything
// reachable from the assumption along PropagateStatic's links. Those sets come for all
// assumptions at once from the strongly connected components of the links, in an order where
// every component follows those it reaches; the breadth-first propagations (for parents and
// lengths) are then run only for the nodes that pass.
class StaticClosures {
 public:
  explicit StaticClosures(const LogicView& view) : view_(view) {
    BuildLinks();
    Components();
  }

  // The facts derived from assuming `fact` (a candidate of the grid), the assumption included.
  const FactSet& Of(int fact) const { return closure_[component_[fact]]; }

  // Whether a fact and its opposite are both in `set`.
  static bool HasOpposites(const FactSet& set) {
    for (const uint64_t w : set.words) {
      if (w & (w >> 1) & 0x5555555555555555u) return true;
    }
    return false;
  }

 private:
  // The links of PropagateStatic out of every fact of a candidate: a true candidate makes its
  // peers' copies of the digit and the cell's other candidates false; a false one makes the
  // other candidate of a bivalue cell, and the other place of a digit in a house with two
  // places, true.
  void BuildLinks() {
    begin_.fill(0);
    targets_.clear();
    for (int fact = 0; fact < kFacts; ++fact) {
      const int node = fact / 2;
      const int cell = CellOfNode(node);
      const int digit = DigitOfNode(node);
      begin_[fact] = static_cast<int>(targets_.size());
      if (!view_.Has(cell, digit)) continue;
      if (fact & 1) {
        (kPeerSets[cell] & view_.cells_of[digit - 1]).ForEach([&](int peer) {
          targets_.push_back(static_cast<int16_t>(FactOf(NodeOf(peer, digit), false)));
        });
        for (uint32_t m = view_.CandidatesOf(cell) & ~DigitBit(digit); m; m = ClearLowestBit(m)) {
          targets_.push_back(static_cast<int16_t>(FactOf(NodeOf(cell, LowestBit(m) + 1), false)));
        }
      } else {
        const Mask candidates = view_.CandidatesOf(cell);
        if (PopCount(candidates) == 2) {
          targets_.push_back(static_cast<int16_t>(
              FactOf(NodeOf(cell, LowestBit(candidates & ~DigitBit(digit)) + 1), true)));
        }
        for (int i = 0; i < 3; ++i) {
          const int house = kCellHouses.house[cell][i];
          const uint32_t places = view_.where[digit - 1][house];
          if (PopCount9(places) != 2) continue;
          const uint32_t other = places & ~(1u << kCellHouses.index[cell][i]);
          targets_.push_back(
              static_cast<int16_t>(FactOf(NodeOf(kHouseCells[house][LowestBit(other)], digit), true)));
        }
      }
    }
    end_ = static_cast<int>(targets_.size());
  }

  int LinksEnd(int fact) const { return fact + 1 < kFacts ? begin_[fact + 1] : end_; }

  // Tarjan's algorithm without recursion. A component is complete when it is popped, and by
  // then every component it reaches is complete, so its closure is its own facts plus theirs.
  void Components() {
    index_.fill(-1);
    int next_index = 0;
    std::vector<int16_t> stack;
    struct Frame {
      int fact;
      int link;
    };
    std::vector<Frame> calls;
    for (int root = 0; root < kFacts; ++root) {
      if (index_[root] >= 0 || !view_.Has(CellOfNode(root / 2), DigitOfNode(root / 2))) continue;
      calls.push_back({root, begin_[root]});
      index_[root] = low_[root] = static_cast<int16_t>(next_index++);
      stack.push_back(static_cast<int16_t>(root));
      on_stack_[root] = true;
      while (!calls.empty()) {
        Frame& frame = calls.back();
        const int v = frame.fact;
        if (frame.link < LinksEnd(v)) {
          const int w = targets_[frame.link++];
          if (index_[w] < 0) {
            index_[w] = low_[w] = static_cast<int16_t>(next_index++);
            stack.push_back(static_cast<int16_t>(w));
            on_stack_[w] = true;
            calls.push_back({w, begin_[w]});
          } else if (on_stack_[w]) {
            low_[v] = std::min(low_[v], index_[w]);
          }
          continue;
        }
        if (low_[v] == index_[v]) {
          const int id = static_cast<int>(closure_.size());
          closure_.emplace_back();
          FactSet& closure = closure_.back();
          const size_t first = stack.size() - static_cast<size_t>(std::find(stack.rbegin(), stack.rend(), v) - stack.rbegin()) - 1;
          for (size_t k = first; k < stack.size(); ++k) {
            const int member = stack[k];
            on_stack_[member] = false;
            component_[member] = static_cast<int16_t>(id);
            closure.Add(member);
          }
          // Members' links lead into this component or into completed ones.
          for (size_t k = first; k < stack.size(); ++k) {
            const int member = stack[k];
            for (int link = begin_[member]; link < LinksEnd(member); ++link) {
              const int c = component_[targets_[link]];
              if (c != id) closure.UnionWith(closure_[c]);
            }
          }
          stack.resize(first);
        }
        calls.pop_back();
        if (!calls.empty()) {
          const int u = calls.back().fact;
          low_[u] = std::min(low_[u], low_[v]);
        }
      }
    }
  }

  const LogicView& view_;
  std::array<int, kFacts> begin_{};
  int end_ = 0;
  std::vector<int16_t> targets_;
  std::array<int16_t, kFacts> index_{};
  std::array<int16_t, kFacts> low_{};
  std::array<bool, kFacts> on_stack_{};
  std::array<int16_t, kFacts> component_{};
  std::vector<FactSet> closure_;
};

// Levels 2-4: the assumption played out on a copy of the grid.
//
// One propagator serves every propagation from the same base grid. The plain rounds rescanned
// all 81 cells and 27 houses for singles and rebuilt the candidate tables for locked
// candidates and subsets; a propagation changes few cells per round, so instead it keeps
//   trivial_  the empty cells with at most one candidate (exactly the cells the naked-single
//             scan acts on),
//   dirty_    per house, the digits that lost a place in it since the hidden-single scan last
//             looked at the house (a digit whose places did not shrink since a scan that found
//             it neither missing nor single still is neither), and the houses with any,
//   placed_   per house, the digits placed in it,
//   view_     the tables of LogicView for the working grid, which give each digit's places,
// all updated on every candidate removal. The scans still visit cells and houses in increasing
// order and see the grid as it is at that moment, so every fact, parent and conflict is the one
// the full rescans derived.
class DynamicPropagator {
 public:
  DynamicPropagator(int level, int* nested_budget)
      : level_(level), nested_budget_(nested_budget) {}

  // Sets the grid propagations start from; it must stay unchanged while they run.
  void SetBase(const CandidateGrid& base) {
    base_ = &base;
    base_trivial_ = {};
    base_dirty_houses_ = 0;
    base_placed_ = {};
    for (int cell = 0; cell < kCells; ++cell) {
      if (base.values[cell] == 0 && (base.candidates[cell] & (base.candidates[cell] - 1)) == 0) {
        base_trivial_.Add(cell);
      }
      if (base.values[cell] >= 1 && base.values[cell] <= 9) {
        for (const uint8_t house : kCellHouses.house[cell]) {
          base_placed_[house] |= DigitBit(base.values[cell]);
        }
      }
    }
    const LogicView tables(base);
    base_where_ = tables.where;
    base_cells_of_ = tables.cells_of;
    for (int house = 0; house < kHouses; ++house) {
      base_dirty_[house] =
          static_cast<uint16_t>(HouseSingles(tables, base_placed_[house], house, kAllDigits));
      if (base_dirty_[house]) base_dirty_houses_ |= uint32_t{1} << house;
    }
  }

  void Run(Propagation& p) {
    work_ = *base_;
    trivial_ = base_trivial_;
    dirty_ = base_dirty_;
    dirty_houses_ = base_dirty_houses_;
    placed_ = base_placed_;
    view_.where = base_where_;
    view_.cells_of = base_cells_of_;
    p_ = &p;
    const int fact = p.assumption();
    const int node = fact / 2;
    if (fact & 1) {
      PlaceFrom(CellOfNode(node), DigitOfNode(node), fact);
    } else {
      RemoveCandidate(CellOfNode(node), DigitOfNode(node), &fact, 1);
    }
    while (!p.contradiction()) {
      if (Singles()) continue;
      if (p.contradiction()) break;
      if (level_ >= 3 && BasicTechniques()) continue;
      if (level_ >= 4 && NestedContradictions()) continue;
      break;
    }
  }

 private:
  // Keeps trivial_, dirty_ and view_ in step with candidate `digit` leaving `cell`.
  void Track(int cell, int digit) {
    dirty_houses_ |= kCellHouses.mask[cell];
    view_.cells_of[digit - 1].Remove(cell);
    for (int i = 0; i < 3; ++i) {
      const int house = kCellHouses.house[cell][i];
      view_.where[digit - 1][house] &= static_cast<uint16_t>(~(1u << kCellHouses.index[cell][i]));
      dirty_[house] |= static_cast<uint16_t>(DigitBit(digit));
    }
  }

  // Places digit in cell as a consequence of `cause` (already derived as true).
  void PlaceFrom(int cell, int digit, int cause) {
    if (work_.values[cell] != 0) return;
    work_.values[cell] = static_cast<uint8_t>(digit);
    const Mask all = work_.candidates[cell];
    const Mask others = static_cast<Mask>(all & ~DigitBit(digit));
    work_.candidates[cell] = 0;
    trivial_.Remove(cell);
    for (const uint8_t house : kCellHouses.house[cell]) placed_[house] |= DigitBit(digit);
    for (uint32_t m = all; m; m = ClearLowestBit(m)) Track(cell, LowestBit(m) + 1);
    for (uint32_t m = others; m; m = ClearLowestBit(m)) {
      p_->Derive(FactOf(NodeOf(cell, LowestBit(m) + 1), false), &cause, 1);
    }
    for (const uint8_t peer : kPeers[cell]) {
      if (work_.candidates[peer] & DigitBit(digit)) RemoveCandidate(peer, digit, &cause, 1);
    }
  }

  void RemoveCandidate(int cell, int digit, const int* parents, int count) {
    work_.candidates[cell] &= static_cast<Mask>(~DigitBit(digit));
    Track(cell, digit);
    const Mask left = work_.candidates[cell];
    if (work_.values[cell] == 0 && (left & (left - 1)) == 0) trivial_.Add(cell);
    p_->Derive(FactOf(NodeOf(cell, digit), false), parents, count);
  }

  // Derives `digit` true in `cell` from `parents` and places it; a cell that no longer holds
  // the digit is a contradiction.
  void Force(int cell, int digit, const std::vector<int>& parents) {
    const int fact = FactOf(NodeOf(cell, digit), true);
    p_->Derive(fact, parents.data(), static_cast<int>(parents.size()));
    if (p_->contradiction()) return;
    PlaceFrom(cell, digit, fact);
  }

  // One round of naked and hidden singles; true when something was placed. Cells and houses
  // are visited in increasing order, each seen as the round has left it so far.
  bool Singles() {
    bool progress = false;
    std::vector<int>& parents = parents_;
    for (int cell = FirstFrom(trivial_, 0); cell >= 0 && !p_->contradiction();
         cell = FirstFrom(trivial_, cell + 1)) {
      const Mask m = work_.candidates[cell];
      parents.clear();
      for (uint32_t b = base_->candidates[cell] & ~m; b; b = ClearLowestBit(b)) {
        parents.push_back(FactOf(NodeOf(cell, LowestBit(b) + 1), false));
      }
      if (m == 0) {
        p_->SetConflict(parents);
        return false;
      }
      Force(cell, LowestBit(m) + 1, parents);
      progress = true;
    }
    for (int house = FirstHouseFrom(dirty_houses_, 0); house >= 0 && !p_->contradiction();
         house = FirstHouseFrom(dirty_houses_, house + 1)) {
      const uint32_t act = HouseSingles(view_, placed_[house], house, dirty_[house]);
      dirty_[house] = 0;
      dirty_houses_ &= ~(uint32_t{1} << house);
      for (uint32_t d = act; d && !p_->contradiction(); d = ClearLowestBit(d)) {
        const int digit = LowestBit(d) + 1;
        // The last place of the digit in the house, as a scan of its cells would find it.
        const uint32_t places = view_.where[digit - 1][house];
        const int place = places ? kHouseCells[house][31 - __builtin_clz(places)] : -1;
        if (place >= 0 && work_.values[place] != 0) continue;
        parents.clear();
        for (const uint8_t cell : kHouseCells[house]) {
          if (cell != place && (base_->candidates[cell] & DigitBit(digit))) {
            parents.push_back(FactOf(NodeOf(cell, digit), false));
          }
        }
        if (place < 0) {
          p_->SetConflict(parents);
          return false;
        }
        Force(place, digit, parents);
        progress = true;
      }
    }
    return progress;
  }

  // Eliminations of one pointing/claiming/subset/X-wing step on the working grid. Their
  // parents are the removed candidates of the pattern's cells: what made the pattern appear.
  bool BasicTechniques() {
    Step step;
    if (!FindBasicStep(view_, TechniqueBaseRating(Technique::kHiddenTriple), step)) return false;
    std::vector<int>& parents = parents_;
    parents.clear();
    for (const int cell : step.cells) {
      for (uint32_t b = base_->candidates[cell] & ~work_.candidates[cell]; b;
           b = ClearLowestBit(b)) {
        const int fact = FactOf(NodeOf(cell, LowestBit(b) + 1), false);
        if (p_->facts().Has(fact)) parents.push_back(fact);
      }
    }
    for (const Elimination& e : step.eliminations) {
      RemoveCandidate(e.cell, e.digit, parents.data(), static_cast<int>(parents.size()));
    }
    return !step.eliminations.empty();
  }

  // A candidate whose truth leads to a contradiction by level-2 propagation is removed.
  bool NestedContradictions() {
    bool inner_ready = false;
    for (int cell = 0; cell < kCells; ++cell) {
      for (uint32_t m = work_.candidates[cell]; m; m = ClearLowestBit(m)) {
        if (*nested_budget_ <= 0) return false;
        --*nested_budget_;
        const int digit = LowestBit(m) + 1;
        // The inner propagator and record are reused: the working grid does not change while
        // this loop tries its candidates, so one SetBase serves them all.
        if (!inner_) {
          inner_ = std::make_unique<DynamicPropagator>(2, nested_budget_);
          inner_record_ = std::make_unique<Propagation>(FactOf(NodeOf(cell, digit), true));
        } else {
          inner_record_->Reset(FactOf(NodeOf(cell, digit), true));
        }
        if (!inner_ready) {
          inner_->SetBase(work_);
          inner_ready = true;
        }
        Propagation& inner = *inner_record_;
        inner_->Run(inner);
        if (!inner.contradiction()) continue;
        // The inner chain rests on the grid as this propagation left it: take the facts of
        // this propagation about the cells the inner conflict touches as its parents.
        std::vector<int>& parents = parents_;
        parents.clear();
        for (const int f : inner.conflict()) {
          const int c = CellOfNode(f / 2);
          for (uint32_t b = base_->candidates[c] & ~work_.candidates[c]; b;
               b = ClearLowestBit(b)) {
            const int fact = FactOf(NodeOf(c, LowestBit(b) + 1), false);
            if (p_->facts().Has(fact)) parents.push_back(fact);
          }
        }
        RemoveCandidate(cell, digit, parents.data(), static_cast<int>(parents.size()));
        return true;
      }
    }
    return false;
  }

  const CandidateGrid* base_ = nullptr;
  int level_;
  int* nested_budget_;
  CandidateGrid work_;
  LogicView view_{work_};
  CellSet trivial_;
  std::array<uint16_t, kHouses> dirty_{};
  uint32_t dirty_houses_ = 0;
  std::array<uint16_t, kHouses> placed_{};
  CellSet base_trivial_;
  std::array<uint16_t, kHouses> base_dirty_{};
  uint32_t base_dirty_houses_ = 0;
  std::array<uint16_t, kHouses> base_placed_{};
  std::array<std::array<uint16_t, kHouses>, kDigits> base_where_{};
  std::array<CellSet, kDigits> base_cells_of_{};
  std::vector<int> parents_;  // scratch, reused so rounds do not allocate
  Propagation* p_ = nullptr;
  std::unique_ptr<DynamicPropagator> inner_;
  std::unique_ptr<Propagation> inner_record_;
};

struct Best {
  int rating = INT_MAX;
  Step step;
};

// Records of finished searches, reused by the next one: a search fills one per candidate and
// truth value (hundreds), and allocating and freeing them was a large share of its time. The
// pool never holds more records than one search used at once. One pool per thread, so searches
// on different threads share nothing.
std::vector<std::unique_ptr<Propagation>>& RecordPool() {
  thread_local std::vector<std::unique_ptr<Propagation>> pool;
  return pool;
}

class ForcingSearch {
 public:
  ForcingSearch(const LogicView& view, int level) : view_(view), level_(level) {}
  ForcingSearch(const ForcingSearch&) = delete;
  ForcingSearch& operator=(const ForcingSearch&) = delete;
  ~ForcingSearch() {
    auto& pool = RecordPool();
    for (auto& p : props_) {
      if (p) pool.push_back(std::move(p));
    }
  }

  bool Run(int limit, Step& out) {
    best_.rating = limit;
    // Static ratings: binary 7.0, Nishio 7.5, cell/region 8.0; dynamic levels one base each.
    const int dynamic_base = level_ == 2   ? TechniqueBaseRating(Technique::kDynamicForcingChain)
                             : level_ == 3 ? TechniqueBaseRating(Technique::kDynamicForcingChainPlus)
                                           : TechniqueBaseRating(Technique::kNestedForcingChain);
    const int binary_base = level_ == 1 ? TechniqueBaseRating(Technique::kForcingChain) : dynamic_base;
    if (binary_base >= limit) return false;
    if (level_ == 1 && TechniqueBaseRating(Technique::kNishioForcingChain) >= limit) {
      return StaticBinaryOnly(limit, binary_base, out);
    }
    DynamicPropagator dynamic(level_, &nested_budget_);
    if (level_ >= 2) dynamic.SetBase(view_.grid);
    for (int cell = 0; cell < kCells; ++cell) {
      for (uint32_t m = view_.CandidatesOf(cell); m; m = ClearLowestBit(m)) {
        const int node = NodeOf(cell, LowestBit(m) + 1);
        for (const bool is_true : {true, false}) {
          std::unique_ptr<Propagation> p = NewRecord(FactOf(node, is_true));
          if (level_ == 1) {
            PropagateStatic(view_, *p);
          } else {
            dynamic.Run(*p);
          }
          props_[FactOf(node, is_true)] = std::move(p);
        }
      }
    }
    const int nishio_base = level_ == 1 ? TechniqueBaseRating(Technique::kNishioForcingChain) : dynamic_base;
    const int multiple_base = level_ == 1 ? TechniqueBaseRating(Technique::kCellForcingChain) : dynamic_base;
    Contradictions(nishio_base);
    Binary(binary_base);
    if (multiple_base < best_.rating) Multiple(multiple_base);
    if (best_.rating >= limit) return false;
    out = std::move(best_.step);
    out.rating = best_.rating;
    return true;
  }

 private:
  // Run's result when only binary static chains are below `limit` (see StaticClosures): Binary
  // over the nodes that can give a step, with the same records and in the same order.
  bool StaticBinaryOnly(int limit, int base, Step& out) {
    const StaticClosures closures(view_);
    std::unique_ptr<Propagation> on, off;
    std::vector<const Propagation*> pair(2);
    for (int node = 0; node < kNodes; ++node) {
      if (!view_.Has(CellOfNode(node), DigitOfNode(node))) continue;
      const FactSet& if_true = closures.Of(FactOf(node, true));
      const FactSet& if_false = closures.Of(FactOf(node, false));
      if (StaticClosures::HasOpposites(if_true) || StaticClosures::HasOpposites(if_false)) continue;
      FactSet common = if_true;
      common.IntersectWith(if_false);
      bool changes = false;
      common.ForEach([&](int fact) {
        changes = changes || view_.Has(CellOfNode(fact / 2), DigitOfNode(fact / 2));
      });
      if (!changes) continue;
      // A conclusion's length is its depth plus one in each branch (one parent per fact), so
      // facts deeper than max_nodes - 2 cannot give a rating below the best: they are not
      // derived. Shallower ones get the same parents as in the full propagation.
      int max_nodes = 2;
      while (max_nodes < 256 && base + ChainLengthBonus(max_nodes + 1) < best_.rating) ++max_nodes;
      for (auto* record : {&on, &off}) {
        const int fact = FactOf(node, record == &on);
        if (*record) {
          (*record)->Reset(fact);
        } else {
          *record = NewRecord(fact);
        }
        PropagateStatic(view_, **record, max_nodes - 2);
      }
      pair[0] = on.get();
      pair[1] = off.get();
      Common(pair, base, Label(Technique::kForcingChain), CellOfNode(node), -1,
             DigitBit(DigitOfNode(node)));
    }
    auto& pool = RecordPool();
    if (on) pool.push_back(std::move(on));
    if (off) pool.push_back(std::move(off));
    if (best_.rating >= limit) return false;
    out = std::move(best_.step);
    out.rating = best_.rating;
    return true;
  }

  static std::unique_ptr<Propagation> NewRecord(int assumption) {
    auto& pool = RecordPool();
    if (pool.empty()) return std::make_unique<Propagation>(assumption);
    std::unique_ptr<Propagation> p = std::move(pool.back());
    pool.pop_back();
    p->Reset(assumption);
    return p;
  }

  Technique Label(Technique static_label) const {
    switch (level_) {
      case 1: return static_label;
      case 2: return Technique::kDynamicForcingChain;
      case 3: return Technique::kDynamicForcingChainPlus;
      default: return Technique::kNestedForcingChain;
    }
  }

  // Dynamic levels: see kDynamicComplexityScale.
  int Scaled(int complexity) const {
    return level_ == 1 ? complexity : complexity * kDynamicComplexityScale;
  }

  bool Offer(int rating, Step&& step) {
    if (rating >= best_.rating) return false;
    best_.rating = rating;
    best_.step = std::move(step);
    return true;
  }

  void Contradictions(int base) {
    if (base >= best_.rating) return;  // the length term only adds
    for (const auto& p : props_) {
      if (!p || !p->contradiction()) continue;
      const int rating = base + ChainLengthBonus(Scaled(p->Complexity(p->conflict())));
      if (rating >= best_.rating) continue;
      const int node = p->assumption() / 2;
      Step step;
      step.technique = Label(Technique::kNishioForcingChain);
      if (p->assumption() & 1) {
        step.eliminations.push_back({CellOfNode(node), DigitOfNode(node)});
      } else {
        step.placements.push_back({CellOfNode(node), DigitOfNode(node)});
      }
      step.cells = {CellOfNode(node)};
      step.digits = DigitBit(DigitOfNode(node));
      for (const int f : p->conflict()) p->AppendPath(f, step.links);
      Offer(rating, std::move(step));
    }
  }

  // A conclusion common to every branch in `branches` (propagations without contradiction).
  void Common(const std::vector<const Propagation*>& branches, int base, Technique label,
              int source_cell, int source_house, Mask digits) {
    if (base >= best_.rating) return;  // the length term only adds
    FactSet common = branches[0]->facts();
    for (size_t i = 1; i < branches.size(); ++i) common.IntersectWith(branches[i]->facts());
    common.ForEach([&](int fact) {
      const int node = fact / 2;
      const int cell = CellOfNode(node);
      const int digit = DigitOfNode(node);
      // Only facts that change the grid: a candidate still there.
      if (!view_.Has(cell, digit)) return;
      // The rating grows with the summed complexity: stop adding once it is out of reach.
      int complexity = 0;
      for (const Propagation* b : branches) {
        complexity += b->Complexity(&fact, 1);
        if (base + ChainLengthBonus(Scaled(complexity)) >= best_.rating) return;
      }
      const int rating = base + ChainLengthBonus(Scaled(complexity));
      Step step;
      step.technique = label;
      if (fact & 1) {
        step.placements.push_back({cell, digit});
      } else {
        step.eliminations.push_back({cell, digit});
      }
      if (source_cell >= 0) step.cells = {source_cell};
      if (source_house >= 0) {
        step.houses = {source_house};
        for (const Propagation* b : branches) step.cells.push_back(CellOfNode(b->assumption() / 2));
      }
      step.digits = digits;
      for (const Propagation* b : branches) b->AppendPath(fact, step.links);
      Offer(rating, std::move(step));
    });
  }

  void Binary(int base) {
    if (base >= best_.rating) return;
    std::vector<const Propagation*> pair(2);
    for (int node = 0; node < kNodes; ++node) {
      const Propagation* on = props_[FactOf(node, true)].get();
      const Propagation* off = props_[FactOf(node, false)].get();
      if (!on || !off || on->contradiction() || off->contradiction()) continue;
      pair[0] = on;
      pair[1] = off;
      Common(pair, base, Label(Technique::kForcingChain), CellOfNode(node), -1,
             DigitBit(DigitOfNode(node)));
    }
  }

  void Multiple(int base) {
    for (int cell = 0; cell < kCells; ++cell) {
      const Mask candidates = view_.CandidatesOf(cell);
      const int count = PopCount(candidates);
      if (count < 3 || count > kMaxForcingBranches) continue;  // bivalue = binary forcing
      std::vector<const Propagation*> branches;
      for (uint32_t m = candidates; m; m = ClearLowestBit(m)) {
        const Propagation* p = props_[FactOf(NodeOf(cell, LowestBit(m) + 1), true)].get();
        if (!p->contradiction()) branches.push_back(p);
      }
      if (branches.size() < 2) continue;
      Common(branches, base, Label(Technique::kCellForcingChain), cell, -1, candidates);
    }
    for (int house = 0; house < kHouses; ++house) {
      for (int digit = 1; digit <= 9; ++digit) {
        const CellSet places = view_.HouseCells(house, digit);
        const int count = places.Count();
        if (count < 3 || count > kMaxForcingBranches) continue;  // two places = binary
        std::vector<const Propagation*> branches;
        places.ForEach([&](int cell) {
          const Propagation* p = props_[FactOf(NodeOf(cell, digit), true)].get();
          if (!p->contradiction()) branches.push_back(p);
        });
        if (branches.size() < 2) continue;
        Common(branches, base, Label(Technique::kRegionForcingChain), -1, house,
               DigitBit(digit));
      }
    }
  }

  const LogicView& view_;
  int level_;
  int nested_budget_ = kNestedBudget;
  std::array<std::unique_ptr<Propagation>, kFacts> props_;
  Best best_;
};

}  // namespace

bool FindForcingChain(const LogicView& view, int level, int rating_limit, Step& step) {
  ForcingSearch search(view, level);
  return search.Run(rating_limit, step);
}

bool FindBasicStep(const LogicView& view, int max_rating, Step& step) {
  struct Basic {
    Technique technique;
    bool (*find)(const LogicView&, Step&);
  };
  static constexpr Basic kBasics[] = {
      {Technique::kPointing, [](const LogicView& v, Step& s) { return FindLockedCandidates(v, true, false, s); }},
      {Technique::kClaiming, [](const LogicView& v, Step& s) { return FindLockedCandidates(v, false, false, s); }},
      {Technique::kNakedPair, [](const LogicView& v, Step& s) { return FindNakedSubset(v, 2, s); }},
      {Technique::kXWing, [](const LogicView& v, Step& s) { return FindBasicFish(v, 2, s); }},
      {Technique::kHiddenPair, [](const LogicView& v, Step& s) { return FindHiddenSubset(v, 2, false, s); }},
      {Technique::kNakedTriple, [](const LogicView& v, Step& s) { return FindNakedSubset(v, 3, s); }},
      {Technique::kSwordfish, [](const LogicView& v, Step& s) { return FindBasicFish(v, 3, s); }},
      {Technique::kHiddenTriple, [](const LogicView& v, Step& s) { return FindHiddenSubset(v, 3, false, s); }},
  };
  for (const Basic& basic : kBasics) {
    if (TechniqueBaseRating(basic.technique) > max_rating) break;
    Step found;
    found.technique = basic.technique;
    if (basic.find(view, found)) {
      step = std::move(found);
      return true;
    }
  }
  return false;
}

}  // namespace sudoku::detail
