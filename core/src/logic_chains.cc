// Alternating inference chains: X-chains (one digit), XY-chains (bivalue cells) and general AICs.
//
// A chain alternates strong and weak links and starts and ends with a strong link:
//
//     s =strong= n1 -weak- n2 =strong= ... =strong= q
//
// Read from "s is false": each strong link makes the next candidate true, each weak link makes
// the next one false, so q is true. Hence s or q is true, and a candidate that is weakly linked
// to both (sees both, or shares a cell with both) is false. If the chain comes back to s itself
// ("s false implies s true"), s is true.
//
// Search: a breadth-first walk over (candidate, true/false) states from every "s is false", so
// the first conclusion met is the shortest chain from that start; the shortest chain overall
// has the lowest SE rating (base + ChainLengthBonus of its nodes, counted as RatedNodes says).
#include <array>
#include <climits>
#include <vector>

#include "sudoku/logic_detail.h"

namespace sudoku::detail {
namespace {

constexpr int kNodes = kCells * kDigits;
constexpr int kMaxChainNodes = 40;  // longer chains would be rated as forcing chains anyway

int NodeOf(int cell, int digit) { return cell * 9 + digit - 1; }
int CellOfNode(int node) { return node / 9; }
int DigitOfNode(int node) { return node % 9 + 1; }

int BaseRating(ChainKind kind) {
  switch (kind) {
    case ChainKind::kX: return TechniqueBaseRating(Technique::kXChain);
    case ChainKind::kXY: return TechniqueBaseRating(Technique::kXYChain);
    default: return TechniqueBaseRating(Technique::kAIC);
  }
}

Technique TechniqueOf(ChainKind kind) {
  switch (kind) {
    case ChainKind::kX: return Technique::kXChain;
    case ChainKind::kXY: return Technique::kXYChain;
    default: return Technique::kAIC;
  }
}

// Candidates weakly linked to both nodes s and q (the AIC's eliminations).
void CommonVictims(const LogicView& view, int s, int q, std::vector<Elimination>& out) {
  const int sc = CellOfNode(s), sd = DigitOfNode(s);
  const int qc = CellOfNode(q), qd = DigitOfNode(q);
  if (sd == qd) {
    (kPeerSets[sc] & kPeerSets[qc] & view.cells_of[sd - 1]).ForEach([&](int cell) {
      out.push_back({cell, sd});
    });
  } else if (sc == qc) {
    const Mask others = static_cast<Mask>(view.CandidatesOf(sc) & ~DigitBit(sd) & ~DigitBit(qd));
    for (uint32_t m = others; m; m = ClearLowestBit(m)) out.push_back({sc, LowestBit(m) + 1});
  } else if (Sees(sc, qc)) {
    if (view.Has(sc, qd)) out.push_back({sc, qd});
    if (view.Has(qc, sd)) out.push_back({qc, sd});
  }
}

class ChainSearch {
 public:
  ChainSearch(const LogicView& view, ChainKind kind) : view_(view), kind_(kind) {}

  // Best chain with rating below `limit`; fills `step` and returns true when found.
  bool Run(int limit, Step& step) {
    const int base = BaseRating(kind_);
    int max_nodes = 0;
    while (max_nodes < kMaxChainNodes &&
           base + ChainLengthBonus(RatedNodes(max_nodes + 1)) < limit) {
      ++max_nodes;
    }
    if (max_nodes < 4) return false;
    best_nodes_ = max_nodes + 1;
    for (int cell = 0; cell < kCells; ++cell) {
      const Mask candidates = view_.CandidatesOf(cell);
      if (kind_ == ChainKind::kXY && PopCount9(candidates) != 2) continue;
      for (uint32_t m = candidates; m; m = ClearLowestBit(m)) {
        Search(NodeOf(cell, LowestBit(m) + 1));
      }
    }
    if (best_start_ < 0) return false;
    step.technique = TechniqueOf(kind_);
    step.rating = base + ChainLengthBonus(RatedNodes(best_nodes_));
    step.eliminations = best_eliminations_;
    step.placements = best_placements_;
    step.links = best_links_;
    step.cells.clear();
    Mask digits = 0;
    for (const ChainLink& link : best_links_) {
      step.cells.push_back(link.from_cell);
      step.cells.push_back(link.to_cell);
      digits |= DigitBit(link.from_digit) | DigitBit(link.to_digit);
    }
    step.digits = digits;
    return true;
  }

 private:
  // The nodes the rating counts for a chain of `candidates`. A general AIC is SE's XY forcing
  // chain, whose complexity also counts the two states of the candidate it acts on ("on", then
  // "off" at the chain's end): two more. Measured on sudoku_exchange_rated_sample (every second
  // puzzle): exactly the same rating 62.9% -> 66.8% on the Sukaku scale, 39.5% -> 42.9% on SE's.
  // X- and XY-chains keep their own count: the same two more gave no gain for X-chains and a loss
  // for XY-chains (66.6%, within 0.1 76.0% -> 74.3%), whose bases already stand for SE's picks.
  int RatedNodes(int candidates) const {
    return kind_ == ChainKind::kAIC ? candidates + 2 : candidates;
  }
  // State index: 2 * node + (true ? 1 : 0). A state is reached in this walk when its stamp
  // is the walk's number (stamps replace clearing the parent table for every start), and the
  // two level lists are kept between walks, so a walk allocates nothing.
  void Search(int start) {
    if (++walk_ == 0) {  // the stamps wrapped around: none may look current
      stamp_.fill(0);
      walk_ = 1;
    }
    std::vector<int>& frontier = frontier_;
    std::vector<int>& next = next_;
    frontier.assign(1, 2 * start);
    stamp_[2 * start] = walk_;
    parent_[2 * start] = -1;
    for (int nodes = 1; !frontier.empty() && nodes + 1 < best_nodes_; ++nodes) {
      next.clear();
      for (const int state : frontier) {
        const int node = state / 2;
        const bool is_true = state & 1;
        Expand(node, is_true, [&](int to_node) {
          const int to_state = 2 * to_node + (is_true ? 0 : 1);
          if (stamp_[to_state] == walk_) return;
          stamp_[to_state] = walk_;
          parent_[to_state] = static_cast<int16_t>(state);
          next.push_back(to_state);
        });
      }
      // Conclusions are read at "true" states: `nodes + 1` candidates from start to there.
      for (const int state : next) {
        if (!(state & 1)) continue;
        const int q = state / 2;
        std::vector<Elimination> eliminations;
        std::vector<Placement> placements;
        if (q == start) {
          placements.push_back({CellOfNode(q), DigitOfNode(q)});
        } else {
          CommonVictims(view_, start, q, eliminations);
        }
        if (eliminations.empty() && placements.empty()) continue;
        best_nodes_ = nodes + 1;
        best_start_ = start;
        best_eliminations_ = std::move(eliminations);
        best_placements_ = std::move(placements);
        best_links_.clear();
        for (int s = state; parent_[s] >= 0; s = parent_[s]) {
          const int from = parent_[s] / 2;
          const int to = s / 2;
          best_links_.insert(best_links_.begin(),
                             ChainLink{CellOfNode(from), DigitOfNode(from), CellOfNode(to),
                                       DigitOfNode(to), (s & 1) != 0});
        }
        return;  // shortest conclusion from this start
      }
      frontier.swap(next);
    }
  }

  // Calls f(to_node) for every link out of (node, is_true): strong links out of a false
  // candidate, weak links out of a true one, restricted to the kinds this chain may use.
  template <typename F>
  void Expand(int node, bool is_true, F&& f) {
    const int cell = CellOfNode(node);
    const int digit = DigitOfNode(node);
    const bool x_links = kind_ != ChainKind::kXY;
    const bool y_links = kind_ != ChainKind::kX;
    if (!is_true) {
      const Mask candidates = view_.CandidatesOf(cell);
      if (y_links && PopCount9(candidates) == 2) {
        f(NodeOf(cell, LowestBit(candidates & ~DigitBit(digit)) + 1));
      }
      if (x_links) {
        // Conjugate pairs, read off the house's 9-bit place mask of the digit.
        for (const int house : HousesOf(cell)) {
          const uint32_t places = view_.where[digit - 1][house];
          if (PopCount9(places) != 2) continue;
          const int first = kHouseCells[house][LowestBit(places)];
          const int second = kHouseCells[house][LowestBit(ClearLowestBit(places))];
          f(NodeOf(first == cell ? second : first, digit));
        }
      }
    } else {
      (kPeerSets[cell] & view_.cells_of[digit - 1]).ForEach([&](int peer) {
        f(NodeOf(peer, digit));
      });
      if (kind_ == ChainKind::kAIC) {
        for (uint32_t m = view_.CandidatesOf(cell) & ~DigitBit(digit); m; m = ClearLowestBit(m)) {
          f(NodeOf(cell, LowestBit(m) + 1));
        }
      }
    }
  }

  const LogicView& view_;
  ChainKind kind_;
  std::array<int16_t, 2 * kNodes> parent_{};  // read only where stamp_ is walk_
  std::array<uint32_t, 2 * kNodes> stamp_{};
  uint32_t walk_ = 0;
  std::vector<int> frontier_, next_;
  int best_nodes_ = INT_MAX;
  int best_start_ = -1;
  std::vector<Elimination> best_eliminations_;
  std::vector<Placement> best_placements_;
  std::vector<ChainLink> best_links_;
};

}  // namespace

bool FindChain(const LogicView& view, ChainKind kind, int rating_limit, Step& step) {
  ChainSearch search(view, kind);
  return search.Run(rating_limit, step);
}

}  // namespace sudoku::detail
