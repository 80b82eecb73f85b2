// Static forcing-chain propagation (level 1, internal to the forcing-chain files): the
// implications read from the grid as it stands, without playing anything out.
//
//   candidate true   ->  the digit is false in every peer, the cell's other candidates false
//   candidate false  ->  the other candidate of a bivalue cell is true, and the other place of
//                        the digit in a house where it has two places is true
//
// PropagateStatic follows these links breadth first from one assumption, recording parents;
// StaticClosures gives, for every assumption at once, the set of facts they reach.
#pragma once

#include <array>
#include <climits>
#include <cstdint>
#include <memory>
#include <vector>

#include "forcing/forcing_facts.h"
#include "forcing/forcing_propagation.h"
#include "sudoku/logic_detail.h"

namespace sudoku::detail::forcing {

// Level 1: implications read from the unchanged grid, breadth first.
// The record's derivation order is the queue: a fact is queued exactly when it is first derived.
// With `max_depth`, facts more than that many links from the assumption are not derived; those
// up to it are derived in the same order and from the same parents as without the bound.
// Inline, like the dynamic propagator and the record pool: out of line in their own files they
// cost grading 1.5% more instructions (callgrind), as the search no longer inlined them.
inline void PropagateStatic(const LogicView& view, Propagation& p, int max_depth = INT_MAX) {
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
  // The closures of the view's grid (which must not change while they are in use; ClosuresOf
  // shares them through the view).
  explicit StaticClosures(const LogicView& view) : view_(view) {
    // One set per component at most, one component at most per fact of a candidate: reserved
    // at once, the sets are not copied as the list grows.
    size_t facts = 0;
    for (int cell = 0; cell < kCells; ++cell) facts += 2 * PopCount9(view_.CandidatesOf(cell));
    closure_.reserve(facts);
    BuildLinks();
    Components();
  }

  // The facts derived from assuming `fact` (a candidate of the grid), the assumption included.
  // A fact that leads nowhere has no set until one is asked for (most are never asked); the
  // sets were reserved for one per fact at most, so none moves when one is added.
  const FactSet& Of(int fact) const {
    const int c = component_[fact];
    return c >= 0 ? closure_[c] : LoneClosure(fact);
  }

  // Whether assuming `fact` (a candidate of the grid) derives `target`: Of(fact).Has(target).
  bool Reaches(int fact, int target) const {
    const int c = component_[fact];
    return c < 0 ? fact == target : closure_[c].Has(target);
  }

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
  void BuildLinks();
  // The closure of a fact that leads nowhere (itself alone), made now.
  const FactSet& LoneClosure(int fact) const;

  int LinksEnd(int fact) const { return begin_[fact + 1]; }

  // Tarjan's algorithm without recursion. A component is complete when it is popped, and by
  // then every component it reaches is complete, so its closure is its own facts plus theirs.
  void Components();
  struct Frame {
    int fact;
    int link;
  };
  // Tarjan's search from `root` (a fact with links, not yet indexed), over the links to facts
  // with links; the facts that lead nowhere join the closures as bits.
  void Search(int root, int& next_index, std::vector<int16_t>& stack, std::vector<Frame>& calls);

  const LogicView& view_;
  // Whether a fact (of a candidate) has links: per cell, the digits whose "on" fact has, and
  // those whose "off" fact has.
  bool HasLinks(int fact) const {
    const int node = fact / 2;
    const Mask links = (fact & 1) ? on_links_[CellOfNode(node)] : off_links_[CellOfNode(node)];
    return (links & DigitBit(DigitOfNode(node))) != 0;
  }
  std::array<Mask, kCells> on_links_{};
  std::array<Mask, kCells> off_links_{};
  // Per digit, the "off" facts of its candidates that lead nowhere (most "off" facts).
  std::array<FactSet, kDigits> lone_off_{};
  // A fact's stored links are targets_[begin_[fact], begin_[fact + 1]): first those to facts
  // with links of their own, up to deep_end_[fact], then (an "off" fact's) those to facts that
  // lead nowhere, which the search never enters and a closure takes as one bit. An "on" fact's
  // links to "off" facts that lead nowhere are not stored: a closure takes them as a whole, its
  // peers' bits of lone_off_ (and its cell's other candidates).
  std::array<int, kFacts + 1> begin_{};
  std::array<int, kFacts> deep_end_{};
  std::unique_ptr<int16_t[]> targets_;
  std::array<int16_t, kFacts> index_{};
  std::array<int16_t, kFacts> low_{};
  std::array<bool, kFacts> on_stack_{};
  // Per fact, its component's closure in closure_, -1 for a fact that leads nowhere (Of).
  mutable std::array<int16_t, kFacts> component_{};
  mutable std::vector<FactSet> closure_;
};

// The static closures of the view's grid, made on first use and kept in the view
// (LogicView::closures) for the step's other chain searches.
inline const StaticClosures& ClosuresOf(const LogicView& view) {
  if (!view.closures) view.closures.reset(new StaticClosures(view));
  return *view.closures;
}

}  // namespace sudoku::detail::forcing
