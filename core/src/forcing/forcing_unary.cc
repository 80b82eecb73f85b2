// SE 1.2.1's "Forcing Chains & Cycles" producer (its Chaining producer with neither multiple nor
// dynamic set: se-rating-rules.md sections 2-4), found and rated as SE does. Chains start from
// one candidate of an unsolved cell and follow links read off the grid as it is:
//   on  -> off   the digit's other places in the box, row and column; with Y links also the
//                cell's other candidates
//   off -> on    with Y links, the other candidate of a bivalue cell; with X links, the other
//                place of a digit with two places in a house
// in three passes: X links only, Y links only (cycles from bivalue cells), then both. Hints:
//   cycle          from "c is d" back to itself (four potentials or more): a candidate that
//                  sees an "on" and an "off" of its digit on the loop is false. X or Y links
//                  alone 6.5, both 7.0
//   forcing chain  (X links, and both) "c is d" leads to "c is not d" (d is removed), or
//                  "c is not d" to "c is d" (d is placed). X links alone 6.6, both 7.0
// plus SE's length term on the complexity: the potentials on the loop, or from the start to
// the end of the chain. The breadth-first order is SE's: a forcing chain is the shortest from
// its start; a cycle search keeps every "off" reached by a new path (only "on"s are met once),
// so loops of every length are found. The lowest rating wins, then the lower complexity, then
// X before Y before both, then the order found (cells in order, digits up, cycles before the
// chains from "on", before those from "off").
//
// The same search lists every hint (ListChainsAndCycles, forcing_nested.h) for SE's nested
// forcing chains, which take the producer's whole sorted list: then nothing is pruned by rating,
// only by what no hint can get past (the closures).
//
// Steps are labelled by the strong links their chain uses: X-chain (between places of one
// digit), XY-chain (inside bivalue cells), alternating inference chain (both).
#include <algorithm>
#include <array>
#include <climits>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "forcing/forcing_facts.h"
#include "forcing/forcing_nested.h"
#include "forcing/forcing_static.h"
#include "sudoku/logic_detail.h"

namespace sudoku::detail {
namespace {

using namespace forcing;

struct Links {
  bool y;
  bool x;
};

// One potential reached in a search, with the one it was reached from (-1 for the start) and
// how many potentials the path to it holds, itself included.
struct Reached {
  int16_t fact;
  int16_t depth;
  int32_t parent;
  // Bit f % 64 for every fact f on the path before this one: a fact whose bit is clear is not
  // on it (OnPath looks no further).
  uint64_t path_bits;
};

// One hint of the producer with where SE's sorted list puts it: by rank, then `order` (see
// UnaryChaining::Offer).
struct Listed {
  HintRank rank;
  int64_t order;
  NestedHint hint;
};

// The search, in one of two modes: the hint SE's sorted list puts first below a rating limit
// (FindChainsAndCycles), or every hint (ListChainsAndCycles: nothing is pruned by rating, since
// the limit stays above every rating).
class UnaryChaining {
 public:
  // The first hint rated below `limit` (tenths).
  UnaryChaining(const LogicView& view, int limit) : view_(view), best_rating_(limit) {
    for (int cell = 0; cell < kCells; ++cell) {
      candidates_[cell] = view.grid.values[cell] != 0 ? Mask{0} : view.grid.candidates[cell];
    }
    places_ = PlacesOf(candidates_);
  }
  // Every hint, appended to `listed` in the order found.
  UnaryChaining(const LogicView& view, std::vector<Listed>& listed) : UnaryChaining(view, INT_MAX) {
    listed_ = &listed;
  }

  // Runs the search; in the first mode, the hint found (if any) is moved to `out`.
  bool Run(Step* out) {
    // The forcing chains are searched first: they are quick, and the best of them bounds how
    // long a cycle may be. The hint kept is the one SE's sorted list puts first (Offer's
    // order), whichever is searched first.
    // Most starts lead to no hint at all; the closures (everything each potential leads to
    // over X and Y links, a superset of what one kind of link reaches) say which cannot.
    closures_ = &ClosuresOf(view_);
    Round();
    if (!found_) return false;
    if (out != nullptr) {
      *out = std::move(best_);
      out->rating = best_rating_;
    }
    return true;
  }

 private:
  void Round() {
    const Links passes[3] = {{false, true}, {true, false}, {true, true}};
    for (const bool cycles : {false, true}) {
      // A candidate a cycle removes sees an "on" and an "off" of the loop, so assuming it true
      // leads round the loop to it false: a forcing chain, over the same links (Y links too,
      // for a Y-cycle) and at most two potentials longer. No forcing chain, no cycle.
      if (cycles && !found_) return;
      for (int pass = 0; pass < 3; ++pass) {
        const Links links = passes[pass];
        kind_ = 2 + pass;
        if (!cycles && !links.x) continue;  // no forcing chain of Y links alone
        const int base = cycles ? (links.x && links.y ? TechniqueBaseRating(Technique::kAIC)
                                                      : TechniqueBaseRating(Technique::kXChain))
                                : (links.y ? TechniqueBaseRating(Technique::kAIC)
                                           : TechniqueBaseRating(Technique::kXChain) + 1);
        for (int cell = 0; cell < kCells; ++cell) {
          const int count = PopCount9(candidates_[cell]);
          if (count < 2) continue;
          if (count > 2 && !links.x) continue;  // Y-cycles start from bivalue cells
          for (uint32_t m = candidates_[cell]; m; m = ClearLowestBit(m)) {
            if (!Reachable(base)) break;
            const int digit = LowestBit(m) + 1;
            const int on = FactOf(NodeOf(cell, digit), true);
            // SE's list: by pass, then cell and digit, then the cycles from "on", the chain
            // from "on", the chain from "off".
            const int64_t order = ((int64_t{pass} * kCells + cell) * 10 + digit) * 3;
            if (cycles) {
              if (ComesBack(on)) Cycles(on, links, base, order << 20);
            } else {
              for (const int start : {on, Opposite(on)}) {
                if (!Leads(start, Opposite(start))) continue;
                ForcingChain(start, links, base, (order + (start == on ? 1 : 2)) << 20);
              }
            }
          }
        }
      }
    }
  }

  // Whether `fact` may lead to `target` (its closure holds it). A search skips facts that cannot:
  // whatever they lead to cannot either (a closure holds the closures of the facts in it), so
  // the facts it still reaches come in the same order, from the same parents, as without them.
  bool Leads(int fact, int target) const { return closures_->Reaches(fact, target); }

  // Whether some potential that `on` leads to leads back to it: a loop through it may exist.
  bool ComesBack(int on) {
    for (const int f : LinksOf(on, true, {/*y=*/true, /*x=*/true})) {
      if (Leads(f, on)) return true;
    }
    return false;
  }

  // The most potentials a hint of `base` can rest on and still sort first.
  int MaxComplexity(int base) {
    // When listing, none: a path holds each potential at most once.
    if (listed_ != nullptr) return kFacts + 1;
    // It changes only with the best hint so far, seldom: asked once per start, it is kept.
    if (base == most_for_.base && best_rating_ == most_for_.best_rating && found_ == most_for_.found) {
      return most_for_.most;
    }
    // The length term grows with the complexity: the largest that sorts, by bisection.
    int low = 0, high = 1024;  // Sorts at low (or low is 0), not at high
    while (high - low > 1) {
      const int mid = (low + high) / 2;
      (Sorts(base + ChainLengthBonus(mid)) ? low : high) = mid;
    }
    most_for_ = {base, best_rating_, found_, low};
    return low;
  }
  // (When listing, best_rating_ stays INT_MAX: every rating sorts.)
  bool Sorts(int rating) const { return found_ ? rating <= best_rating_ : rating < best_rating_; }
  // (ChainLengthBonus is a pure function: its value at 4, asked once per start, is kept.)
  bool Reachable(int base) const { return Sorts(base + bonus_of_4_); }

  void OnToOff(int fact, bool y_links, std::vector<int>& out) const {
    out.clear();
    const int cell = CellOfNode(fact / 2);
    const int digit = DigitOfNode(fact / 2);
    if (y_links) {
      for (uint32_t m = candidates_[cell] & ~DigitBit(digit); m; m = ClearLowestBit(m)) {
        out.push_back(FactOf(NodeOf(cell, LowestBit(m) + 1), false));
      }
    }
    // Box, row, column (kCellHouses slots 2, 0, 1); in a line, the cells of the cell's box
    // (three bits from its index rounded down to a multiple of 3) were met in the box.
    for (const int slot : {2, 0, 1}) {
      const int house = kCellHouses.house[cell][slot];
      const int index = kCellHouses.index[cell][slot];
      const uint32_t skip = slot == 2 ? 1u << index : 7u << (index / 3 * 3);
      for (uint32_t m = places_[digit - 1][house] & ~skip; m; m = ClearLowestBit(m)) {
        out.push_back(FactOf(NodeOf(kHouseCells[house][LowestBit(m)], digit), false));
      }
    }
  }

  void OffToOn(int fact, Links links, std::vector<int>& out) const {
    out.clear();
    const int cell = CellOfNode(fact / 2);
    const int digit = DigitOfNode(fact / 2);
    if (links.y && PopCount9(candidates_[cell]) == 2) {
      out.push_back(FactOf(NodeOf(cell, LowestBit(candidates_[cell] & ~DigitBit(digit)) + 1), true));
    }
    if (!links.x) return;
    for (const int house : {BoxHouse(BoxOf(cell)), RowHouse(RowOf(cell)), ColumnHouse(ColumnOf(cell))}) {
      const uint32_t places = view_.where[digit - 1][house];
      if (PopCount9(places) != 2) continue;
      int other = kHouseCells[house][LowestBit(places)];
      if (other == cell) other = kHouseCells[house][LowestBit(ClearLowestBit(places))];
      const int on = FactOf(NodeOf(other, digit), true);
      bool seen = false;
      for (const int f : out) seen = seen || f == on;
      if (!seen) out.push_back(on);
    }
  }

  // LinksOf's lists: `to` holds each list read as its length, then its potentials; `at` where a
  // potential's list starts in `to`, or kUnread.
  struct LinkLists {
    std::vector<int> to;
    std::vector<uint32_t> at;
  };
  static constexpr uint32_t kUnread = UINT32_MAX;
  struct LinkRange {
    const int* first;
    const int* last;
    const int* begin() const { return first; }
    const int* end() const { return last; }
  };
  // A potential's links, as OnToOff (`on`) or OffToOn gives them, read off the grid once per
  // kind of link and kept: a round expands the same potentials from hundreds of starts, and
  // the grid does not change under it. Valid until the next call.
  LinkRange LinksOf(int fact, bool on, Links links) {
    // Lists: on -> off without and with Y links; off -> on over X, Y, both.
    LinkLists& lists = link_lists_[on ? (links.y ? 1 : 0) : 1 + (links.x ? 1 : 0) + (links.y ? 2 : 0)];
    const size_t f = static_cast<size_t>(fact);
    if (lists.at.empty() || lists.at[f] == kUnread) ReadLinks(fact, on, links, lists);
    const int* list = lists.to.data() + lists.at[f];
    return {list + 1, list + 1 + *list};
  }
  // LinksOf's first read of a list, out of line: one copy, not one in each search.
  [[gnu::noinline]] void ReadLinks(int fact, bool on, Links links, LinkLists& lists) {
    if (lists.at.empty()) lists.at.assign(kFacts, kUnread);
    if (on) {
      OnToOff(fact, links.y, scratch_);
    } else {
      OffToOn(fact, links, scratch_);
    }
    lists.at[static_cast<size_t>(fact)] = static_cast<uint32_t>(lists.to.size());
    lists.to.push_back(static_cast<int>(scratch_.size()));
    for (const int f : scratch_) lists.to.push_back(f);
  }

  // Marks `fact` reached in the current search; false when it already was.
  bool Mark(int fact) {
    if (stamp_[fact] == search_) return false;
    stamp_[fact] = search_;
    return true;
  }
  void NewSearch() {
    if (++search_ == 0) {
      stamp_.fill(0);
      search_ = 1;
    }
    reached_.clear();
    on_queue_.clear();
    off_queue_.clear();
    loops_.clear();
  }

  // Whether `fact` lies on the path that reached `index` (before it).
  bool OnPath(int index, int fact) const {
    if (!((reached_[index].path_bits >> (fact & 63)) & 1)) return false;
    for (int i = reached_[index].parent; i >= 0; i = reached_[i].parent) {
      if (reached_[i].fact == fact) return true;
    }
    return false;
  }
  // Records `fact` reached from `parent`; its index.
  int Reach(int fact, int parent) {
    const int depth = parent < 0 ? 1 : reached_[parent].depth + 1;
    const uint64_t path_bits =
        parent < 0 ? 0 : reached_[parent].path_bits | uint64_t{1} << (reached_[parent].fact & 63);
    reached_.push_back({static_cast<int16_t>(fact), static_cast<int16_t>(depth), parent, path_bits});
    return static_cast<int>(reached_.size()) - 1;
  }

  // The path to `index` from the start, as links.
  void AppendLinks(int index, Step& step) const {
    std::vector<int> path;
    for (int i = index; i >= 0; i = reached_[i].parent) path.push_back(reached_[i].fact);
    Mask digits = 0;
    for (size_t k = path.size() - 1; k > 0; --k) {
      const int from = path[k] / 2;
      const int to = path[k - 1] / 2;
      step.links.push_back({CellOfNode(from), DigitOfNode(from), CellOfNode(to), DigitOfNode(to),
                            (path[k - 1] & 1) != 0});
    }
    for (const int f : path) {
      step.cells.push_back(CellOfNode(f / 2));
      digits |= DigitBit(DigitOfNode(f / 2));
    }
    step.digits = digits;
  }

  // The name of the chain in `step.links` by the strong links it uses ("off" to "on"): inside
  // cells only, an XY-chain; between the places of one digit only, an X-chain; else an AIC.
  static Technique Label(const Step& step) {
    bool in_cells = false, in_houses = false;
    for (const ChainLink& link : step.links) {
      if (!link.strong) continue;
      (link.from_cell == link.to_cell ? in_cells : in_houses) = true;
    }
    if (in_cells && !in_houses) return Technique::kXYChain;
    if (in_houses && !in_cells && PopCount9(step.digits) == 1) return Technique::kXChain;
    return Technique::kAIC;
  }

  // The hint ending at reached_[end]: a forcing chain from the search's start (reached_[0]) to
  // its opposite, or (`cycle`) a loop back to the start. Kept if SE's sorted list puts it
  // before the best so far, by rating, complexity, then `order` (the pass, X before Y before
  // both, then the order SE makes its hints in); when listing, every hint that removes
  // something is kept.
  void Offer(int end, bool cycle, int base, int64_t order) {
    // SE's complexity: the distinct potentials from the end back, the start of a loop (met
    // twice) once.
    const int complexity = reached_[end].depth - (cycle ? 1 : 0);
    const int rating = base + ChainLengthBonus(complexity);
    if (!Sorts(rating)) return;
    if (listed_ == nullptr && found_ && rating == best_rating_ &&
        (complexity > best_complexity_ || (complexity == best_complexity_ && order >= best_order_))) {
      return;
    }
    Step step;
    if (cycle) {
      LoopEliminations(end, step);
      if (step.eliminations.empty()) return;
    } else {
      const int node = reached_[0].fact / 2;
      if (reached_[0].fact & 1) {
        step.eliminations.push_back({CellOfNode(node), DigitOfNode(node)});
      } else {
        step.placements.push_back({CellOfNode(node), DigitOfNode(node)});
      }
    }
    found_ = true;
    if (listed_ != nullptr) {
      listed_->push_back(
          {{rating, complexity, kind_}, order, Nested(end, cycle, complexity, step)});
      return;
    }
    AppendLinks(end, step);
    step.technique = Label(step);
    best_rating_ = rating;
    best_complexity_ = complexity;
    best_order_ = order;
    best_ = std::move(step);
  }

  // The hint ending at reached_[end] as SE's nested rules see it (NestedHint). Its targets
  // (SE's getChainsTargets) and their chains, breadth first over parents from each: a forcing
  // chain's one target, the end, its chain the path back to the start; a cycle's two, the loop
  // from its end (the start, met again, left out) and SE's reversed loop (getReversedCycle):
  // the opposite of every potential from the start on, each with the cause of the link that
  // made the potential it reverses.
  NestedHint Nested(int end, bool cycle, int complexity, const Step& step) const {
    NestedHint hint;
    hint.complexity = complexity;
    for (const Elimination& e : step.eliminations) hint.removals.push_back(NodeOf(e.cell, e.digit));
    for (const Placement& p : step.placements) {
      for (uint32_t m = candidates_[p.cell] & ~DigitBit(p.digit); m; m = ClearLowestBit(m)) {
        hint.removals.push_back(NodeOf(p.cell, LowestBit(m) + 1));
      }
    }
    std::sort(hint.removals.begin(), hint.removals.end());
    std::vector<int> path;  // reached_ indices, the end first, the start last
    for (int i = end; i >= 0; i = reached_[i].parent) path.push_back(i);
    // A potential of a chain: into the key, and if it is an "on" with a cause (`made`, the
    // reached_ index of the potential made by the link read), its rule parents.
    const auto visit = [&](int fact, int made) {
      hint.key = MixKey(hint.key, static_cast<uint64_t>(fact));
      if ((fact & 1) && reached_[made].parent >= 0) {
        AddRuleParents(reached_[reached_[made].parent].fact, reached_[made].fact, hint);
      }
    };
    const size_t first_chain = cycle ? path.size() - 1 : path.size();
    for (size_t k = 0; k < first_chain; ++k) visit(reached_[path[k]].fact, path[k]);
    if (cycle) {
      for (size_t k = path.size() - 1; k > 0; --k) visit(Opposite(reached_[path[k]].fact), path[k]);
    }
    return hint;
  }

  // The rule parents of a potential made by the link `from` -> `to` (SE's cause of `to`): the
  // cell, for a link inside a cell; else the house the link was read in (box, row, column,
  // the first that holds both cells and, from "off" to "on", only these two places of the
  // digit), with the digit.
  void AddRuleParents(int from, int to, NestedHint& hint) const {
    const int from_cell = CellOfNode(from / 2);
    const int cell = CellOfNode(to / 2);
    const int digit = DigitOfNode(to / 2);
    if (from_cell == cell) {
      hint.cells.Add(cell);
      return;
    }
    for (const int slot : {2, 0, 1}) {
      const int house = kCellHouses.house[cell][slot];
      if (kCellHouses.house[from_cell][slot] != house) continue;
      if ((to & 1) && PopCount9(view_.where[digit - 1][house]) != 2) continue;
      hint.house_digits[house] |= static_cast<uint16_t>(DigitBit(digit));
      return;
    }
  }

  // The shortest chain from `start` to its opposite. SE's order: every queued "on", then every
  // queued "off", and again; the graph is bipartite (on -> off -> on), so this is breadth first.
  void ForcingChain(int start, Links links, int base, int64_t order) {
    const int most = MaxComplexity(base);
    NewSearch();
    Mark(start);
    std::vector<int>& on_queue = on_queue_;
    std::vector<int>& off_queue = off_queue_;
    (start & 1 ? on_queue : off_queue).push_back(Reach(start, -1));
    size_t on_next = 0, off_next = 0;
    while (on_next < on_queue.size() || off_next < off_queue.size()) {
      for (const bool expand_on : {true, false}) {
        std::vector<int>& queue = expand_on ? on_queue : off_queue;
        size_t& at = expand_on ? on_next : off_next;
        for (; at < queue.size(); ++at) {
          const int index = queue[at];
          if (reached_[index].depth >= most) continue;  // its end would rest on too many
          for (const int f : LinksOf(reached_[index].fact, expand_on, links)) {
            if (f == Opposite(start)) {
              Offer(Reach(f, index), false, base, order);
              return;
            }
            if (!Mark(f) || !Leads(f, Opposite(start))) continue;
            (f & 1 ? on_queue : off_queue).push_back(Reach(f, index));
          }
        }
      }
    }
  }

  // Every loop from `start` (an "on") back to itself. Only "on"s are met once: an "off" is
  // queued again for every new path to it that does not already pass through it (SE's doCycles).
  void Cycles(int start, Links links, int base, int64_t order) {
    const int most = MaxComplexity(base);
    NewSearch();
    Mark(start);
    std::vector<int>& on_queue = on_queue_;
    std::vector<int>& off_queue = off_queue_;
    std::vector<int>& loops = loops_;
    on_queue.push_back(Reach(start, -1));
    int length = 0;
    size_t on_next = 0, off_next = 0;
    while (on_next < on_queue.size() || off_next < off_queue.size()) {
      ++length;
      for (; on_next < on_queue.size(); ++on_next) {
        const int index = on_queue[on_next];
        if (reached_[index].depth > most) continue;  // a loop through it rests on too many
        for (const int f : LinksOf(reached_[index].fact, true, links)) {
          if (Leads(f, start) && !OnPath(index, f)) off_queue.push_back(Reach(f, index));
        }
      }
      ++length;
      for (; off_next < off_queue.size(); ++off_next) {
        const int index = off_queue[off_next];
        if (reached_[index].depth > most) continue;
        for (const int f : LinksOf(reached_[index].fact, false, links)) {
          if (length >= 4 && f == start) loops.push_back(Reach(f, index));
          if (!Mark(f) || !Leads(f, start)) continue;
          on_queue.push_back(Reach(f, index));
        }
      }
    }
    for (size_t k = 0; k < loops.size(); ++k) {
      Offer(loops[k], true, base, order + static_cast<int64_t>(k));
    }
  }

  // A candidate off the loop that sees an "on" and an "off" of its digit on the loop.
  void LoopEliminations(int loop, Step& step) const {
    CellSet cells;
    for (int i = loop; reached_[i].parent >= 0; i = reached_[i].parent) {
      cells.Add(CellOfNode(reached_[i].fact / 2));
    }
    std::array<CellSet, kDigits> sees_on{}, sees_off{};
    for (int i = loop; reached_[i].parent >= 0; i = reached_[i].parent) {
      const int fact = reached_[i].fact;
      const int digit = DigitOfNode(fact / 2);
      CellSet& seen = fact & 1 ? sees_on[digit - 1] : sees_off[digit - 1];
      seen = seen | kPeerSets[CellOfNode(fact / 2)];
    }
    for (int digit = 1; digit <= 9; ++digit) {
      const CellSet victims = sees_on[digit - 1] & sees_off[digit - 1] & view_.cells_of[digit - 1];
      victims.ForEach([&](int cell) {
        if (!cells.Has(cell)) step.eliminations.push_back({cell, digit});
      });
    }
  }

  const LogicView& view_;
  const int bonus_of_4_ = ChainLengthBonus(4);
  std::array<Mask, kCells> candidates_{};
  HousePlaces places_{};  // of candidates_
  int best_rating_;
  int best_complexity_ = INT_MAX;
  int64_t best_order_ = INT64_MAX;
  bool found_ = false;
  std::vector<Listed>* listed_ = nullptr;  // when listing
  int kind_ = 0;                           // SE's sort key of the current pass's hints
  const StaticClosures* closures_ = nullptr;
  Step best_;
  std::vector<Reached> reached_;
  // The queues of the search under way (reached_ indices), kept between searches for their
  // memory: a search is often over in a few steps, and its allocations cost more than it.
  std::vector<int> on_queue_, off_queue_, loops_;
  std::vector<int> scratch_;
  LinkLists link_lists_[5];
  // MaxComplexity's last answer, and what it depended on.
  struct {
    int base = -1;
    int best_rating = 0;
    bool found = false;
    int most = 0;
  } most_for_;
  std::array<uint32_t, kFacts> stamp_{};
  uint32_t search_ = 0;
};

}  // namespace

bool FindChainsAndCycles(const LogicView& view, int rating_limit, Step& step) {
  UnaryChaining search(view, rating_limit);
  return search.Run(&step);
}

namespace forcing {

void ListChainsAndCycles(const LogicView& view, std::vector<NestedHint>& hints,
                         std::vector<HintRank>* ranks) {
  hints.clear();
  if (ranks != nullptr) ranks->clear();
  std::vector<Listed> listed;
  UnaryChaining search(view, listed);
  search.Run(nullptr);
  // SE's stable sort of the hints in the order found (`order` is unique).
  std::vector<HintOrderKey> keys;
  keys.reserve(listed.size());
  for (const Listed& l : listed) keys.push_back({l.rank.rating, l.rank.complexity, l.order});
  // SE's hints are equal when their removals are: the first in order stays. The hints kept,
  // by a hash of their removals in an open-addressing table (indices into `hints`, -1 free),
  // each hash's hints compared in full.
  size_t slots = 16;
  while (slots < 2 * listed.size()) slots *= 2;
  std::vector<int> kept(slots, -1);
  for (const int index : StableOrder(keys)) {
    Listed& l = listed[index];
    uint64_t hash = 0;
    for (const int node : l.hint.removals) hash = MixKey(hash, static_cast<uint64_t>(node));
    size_t slot = hash & (slots - 1);
    bool repeated = false;
    for (; kept[slot] >= 0 && !repeated; slot = (slot + 1) & (slots - 1)) {
      repeated = hints[static_cast<size_t>(kept[slot])].removals == l.hint.removals;
    }
    if (repeated) continue;
    kept[slot] = static_cast<int>(hints.size());
    hints.push_back(std::move(l.hint));
    if (ranks != nullptr) ranks->push_back(l.rank);
  }
}

}  // namespace forcing

}  // namespace sudoku::detail
