// Hints of a chaining producer run inside another's propagation: SE 1.2.1's nested forcing
// chains (internal to the forcing-chain files).
//
// From nesting level 1 up, when a dynamic propagation stalls, SE runs helper rules on its working
// grid (Chaining.getAdvancedPotentials): the basic four (pointing/claiming, hidden pair, naked
// pair, X-wing), then by level Forcing Chains & Cycles (levels 2, 3), multiple forcing chains
// (3), dynamic forcing chains (4, 5) and dynamic forcing chains of level 2 (5). A helper's hint
// counts only when it rests on the assumption: when one of its "rule parents" (candidates the
// propagation removed, see below) exists. Every removal of such a hint becomes an "off" fact of
// the propagation whose parents are the rule parents, and a chain hint adds its complexity
// (once per distinct chain) to whatever rests on it.
//
// A chain hint's rule parents (ChainingHint.getRuleParents): for every "on" potential of its
// chains made by a bivalue cell (or a cell forcing chain's source), the candidates that cell
// lost to the propagation; for every "on" made as the last place of a digit in a house (or a
// region forcing chain's source), the places of that digit the house lost.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "forcing/forcing_facts.h"
#include "sudoku/logic_detail.h"

namespace sudoku::detail::forcing {

struct NestedHint {
  // The candidates it removes, as nodes (NodeOf), in the order SE queues them: cells in index
  // order, digits up within a cell.
  std::vector<int> removals;
  // Cells whose lost candidates the hint rests on (its "on" potentials made by a bivalue cell).
  CellSet cells;
  // Per house, the digits whose lost places the hint rests on (its "on" potentials made as the
  // last place of a digit in a house), bit d-1 for digit d.
  std::array<uint16_t, kHouses> house_digits{};
  // SE's complexity: flat (distinct potentials per target, summed over targets) plus the
  // complexity of each distinct nested chain it rests on.
  int complexity = 0;
  // The chain's structure (SE's FullChain: its targets and each target's potentials in
  // breadth-first order): hints with equal keys are the same nested chain.
  uint64_t key = 0;
  // Whether it is a chain (its complexity then counts where it is used; the basic helpers'
  // hints count as one potential each).
  bool chain = false;
  // The technique the hint is shown as, in the links of the step that uses it.
  Technique via = Technique::kAIC;
  // The facts of the outer propagation it rests on (its rule parents, as "off" facts); filled by
  // NestedRules, not by the producers.
  std::vector<int> parents;
};

// A stalled propagation as the helpers see it: the grid's placed digits (a propagation places
// none), the candidates when it started (SE's saveGrid) and now, and their places per house.
struct WorkingGrid {
  const Grid* values = nullptr;
  const std::array<Mask, kCells>* base = nullptr;  // 0 for a solved cell
  const std::array<Mask, kCells>* work = nullptr;
  const HousePlaces* base_places = nullptr;
  const HousePlaces* places = nullptr;
};

// SE's helper rules of one nesting level (Chaining.getAdvancedPotentials), run when a
// propagation stalls. Level 1: pointing/claiming, hidden pair, naked pair, X-wing; then level
// 2 Forcing Chains & Cycles, level 3 that and multiple forcing chains, level 4 dynamic forcing
// chains, level 5 that and dynamic forcing chains of level 2. The chain helpers spend the shared
// budget, one unit per propagation; once it is spent they conclude nothing and exhausted() says so.
class NestedRules {
 public:
  // `memo` (may be null): where the chain helpers' hints are remembered (NestedMemo).
  NestedRules(int level, int* budget, NestedMemo* memo = nullptr)
      : level_(level), budget_(budget), memo_(memo) {}

  // The hints of the first helper (in SE's order) with any hint resting on the propagation
  // (non-empty rule parents), each with its parents; hints without are left out.
  void Run(const WorkingGrid& w, std::vector<NestedHint>& out);

  bool exhausted() const { return exhausted_; }

 private:
  // Fills `parents` from the hint's cells and house_digits (a chain hint's rule parents).
  static void ChainParents(const WorkingGrid& w, NestedHint& hint);
  bool Keep(std::vector<NestedHint>& hints, std::vector<NestedHint>& out);

  // The chain helpers, in SE's order.
  enum HelperKind { kChainsAndCycles, kMultiple, kDynamic, kNestedDynamic };
  // One chain helper's hints on the working grid (`view` shows it), each with its rule parents,
  // taken from the memo when the grid came before; true when one rests on the propagation (the
  // hints that do are moved to `out`).
  bool Helper(HelperKind kind, const WorkingGrid& w, const LogicView& view,
              std::vector<NestedHint>& out);
  // Lists one chain helper's hints on `view` into scratch_ and, when `keep` (the memo has no
  // entry for this grid) and the budget held, remembers them under `hash` at `slot`.
  void Search(HelperKind kind, uint64_t hash, int slot, bool keep, const WorkingGrid& w,
              const LogicView& view);

  int level_;
  int* budget_;
  NestedMemo* memo_;
  bool exhausted_ = false;
  std::vector<NestedHint> scratch_;
};

// All hints of SE's Chaining producer (multiple, or dynamic of nesting `level`) on view's grid,
// in SE's sorted order, hints with equal removals kept once. Spends one unit of `*budget` per
// propagation; returns false (with what it has) when the budget ran out.
bool ListMultipleForcingChains(const LogicView& view, bool dynamic, int level, int* budget,
                               std::vector<NestedHint>& hints);

// Mixes `value` into a structure key (NestedHint::key).
inline uint64_t MixKey(uint64_t key, uint64_t value) {
  key ^= value + 0x9e3779b97f4a7c15ull + (key << 6) + (key >> 2);
  return key * 0xbf58476d1ce4e5b9ull;
}

// Where a hint sorts in its producer's list (SE's comparator): by rating (tenths), then
// complexity, then kind (SE's sort key; Forcing Chains & Cycles: 2 X links only, 3 Y links
// only, 4 both).
struct HintRank {
  int rating = 0;
  int complexity = 0;
  int kind = 0;
};

// Three integers that order a list of hints, compared lexicographically.
using HintOrderKey = std::array<int64_t, 3>;

// The indices 0..keys.size()-1 sorted by keys[i], ties by index: the order a stable sort of the
// hints by their keys gives (SE sorts its hint lists with Java's stable sort). One merge sort of
// plain indices serves every list of hints (forcing_multiple.cc, forcing_unary.cc): the module
// keeps one small loop instead of the standard library's sorts of each kind of hint, which move
// whole hints around. O(n log n) comparisons.
std::vector<int> StableOrder(const std::vector<HintOrderKey>& keys);

// Every hint of SE's Forcing Chains & Cycles producer (Chaining(false, false, false, 0), the
// helper of nesting levels 2 and 3) on `view`'s grid, into `hints` (cleared first): in SE's
// sorted order (rating, then complexity, then X links before Y before both, then the order
// found: pass, cell, digit, then the start's cycles, its chain from "on", from "off"), and of
// hints removing the same candidates only the first. `cells` and `house_digits` are the rule
// parents of each hint's chains as SE reads them off the grid it was given; the caller keeps
// those the propagation actually removed. With `ranks`, each hint's rank, in the same order.
// Defined in forcing_unary.cc.
void ListChainsAndCycles(const LogicView& view, std::vector<NestedHint>& hints,
                         std::vector<HintRank>* ranks = nullptr);

}  // namespace sudoku::detail::forcing
