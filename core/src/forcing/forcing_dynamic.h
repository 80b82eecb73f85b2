// Dynamic forcing-chain propagation (levels 2-6, internal to the forcing-chain files): the
// assumption is played out on a copy of the grid. When singles stall, helpers run on the
// working grid, the first that concludes anything wins the round (SE's nesting levels,
// Chaining.getAdvancedPotentials; se-rating-rules.md section 4):
//
//   level 2  naked and hidden singles, so links appear as candidates go          [SE DFC]
//   level 3  also one step of the basic techniques (FindBasicStep)               [SE level 1]
//   level 4  also every static forcing chain and Nishio contradiction of the
//            working grid (forcing_static.h): binary chains and contradictions  [SE level 2]
//   level 5  also, when those conclude nothing, static cell and region forcing  [SE level 3]
//   level 6  basic techniques, then removing a candidate whose placement leads
//            to a contradiction by level-2 propagation                          [SE level 4]
//
// A nested conclusion's parents are this propagation's removals in the cells its chain passes
// through; its chain's own complexity is added to whatever rests on it (Propagation::Complexity).
// Levels 4-6 spend a shared budget (one unit per static closure pass or inner propagation);
// once it is spent the helpers conclude nothing and budget_exhausted() is true.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <memory>
#include <vector>

#include "forcing/forcing_facts.h"
#include "forcing/forcing_propagation.h"
#include "forcing/forcing_static.h"
#include "sudoku/logic_detail.h"

namespace sudoku::detail::forcing {

// The lowest cell of `set` at or after `from`, or -1.
inline int FirstFrom(const CellSet& set, int from) {
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
inline int FirstHouseFrom(uint32_t houses, int from) {
  const uint32_t w = from < kHouses ? houses & (~uint32_t{0} << from) : 0;
  return w ? LowestBit(w) : -1;
}

// Of `digits`, those the hidden-single scan acts on in `house`: not placed there and with at
// most one place left (none is a contradiction, one a hidden single).
inline uint32_t HouseSingles(const LogicView& view, uint32_t placed, int house, uint32_t digits) {
  uint32_t act = 0;
  for (uint32_t d = digits & ~placed; d; d = ClearLowestBit(d)) {
    const uint32_t places = view.where[LowestBit(d)][house];
    if ((places & (places - 1)) == 0) act |= uint32_t{1} << LowestBit(d);
  }
  return act;
}

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

  // Plays out the assumption of `p` (a record holding only its assumption) on a copy of the
  // base grid, recording every fact into `p`, until nothing more follows or a contradiction.
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
      if ((level_ == 4 || level_ == 5) && StaticChains()) continue;
      if (level_ == 6 && NestedContradictions()) continue;
      break;
    }
  }

  // Whether a helper wanted to run after the shared budget was spent.
  bool budget_exhausted() const { return exhausted_; }

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

  void RemoveCandidate(int cell, int digit, const int* parents, int count, int nested = -1,
                       uint8_t via = 0, int shown = -1) {
    work_.candidates[cell] &= static_cast<Mask>(~DigitBit(digit));
    Track(cell, digit);
    const Mask left = work_.candidates[cell];
    if (work_.values[cell] == 0 && (left & (left - 1)) == 0) trivial_.Add(cell);
    p_->Derive(FactOf(NodeOf(cell, digit), false), parents, count, nested, via, shown);
  }

  // Takes one unit of the shared budget; false (and exhausted) when none is left.
  bool Spend() {
    if (*nested_budget_ <= 0) {
      exhausted_ = true;
      return false;
    }
    --*nested_budget_;
    return true;
  }

  // The outer facts a nested chain rests on: this propagation's removals in the cells of the
  // facts in `seen` (the nested chain's facts).
  void NestedParents(const FactSet& seen, std::vector<int>& parents) const {
    CellSet cells;
    seen.ForEach([&](int f) { cells.Add(CellOfNode(f / 2)); });
    parents.clear();
    cells.ForEach([&](int c) {
      for (uint32_t b = base_->candidates[c] & ~work_.candidates[c]; b; b = ClearLowestBit(b)) {
        const int fact = FactOf(NodeOf(c, LowestBit(b) + 1), false);
        if (p_->facts().Has(fact)) parents.push_back(fact);
      }
    });
  }

  // A conclusion of a static chain on the working grid, waiting to be applied.
  struct NestedConclusion {
    int fact;
    int complexity;
    std::vector<int> parents;
    uint8_t via;  // ViaCode of the inner chain's technique
  };

  // Rates the static propagations from `assumptions` (each a fact of the working grid) that
  // all reach `target` (or, with `target` -1, the first's contradiction) and queues the
  // conclusion `conclusion`. False when the budget ran out.
  bool QueueStatic(const int* assumptions, int count, int target, int conclusion, Technique via) {
    FactSet seen;
    int complexity = 0;
    for (int k = 0; k < count; ++k) {
      if (!Spend()) return false;
      if (!inner_record_) {
        inner_record_ = std::make_unique<Propagation>(assumptions[k]);
      } else {
        inner_record_->Reset(assumptions[k]);
      }
      PropagateStatic(view_, *inner_record_);
      if (target < 0) {
        complexity += inner_record_->Ancestors(inner_record_->conflict().data(),
                                               static_cast<int>(inner_record_->conflict().size()),
                                               seen);
      } else {
        FactSet branch;
        complexity += inner_record_->Ancestors(&target, 1, branch);
        seen.UnionWith(branch);
      }
    }
    NestedConclusion c{conclusion, complexity, {}, ViaCode(via)};
    NestedParents(seen, c.parents);
    queued_.push_back(std::move(c));
    return true;
  }

  // Whether `fact` (of a candidate) would change the working grid: an elimination of a
  // candidate still there, or a placement in a cell still empty.
  bool Changes(int fact) const {
    const int node = fact / 2;
    const int cell = CellOfNode(node);
    return work_.values[cell] == 0 && (work_.candidates[cell] & DigitBit(DigitOfNode(node))) &&
           !p_->facts().Has(fact);
  }

  bool Queued(int fact) const {
    for (const NestedConclusion& c : queued_) {
      if (c.fact == fact) return true;
    }
    return false;
  }

  // Levels 4-5: every conclusion of the static forcing chains of the working grid (SE's
  // "Forcing Chains & Cycles" helper: all its hints are taken), or else (level 5) of the static
  // cell and region forcing chains. Each conclusion is a nested chain of its own.
  bool StaticChains() {
    if (!Spend()) return false;
    if (!closures_) {
      closures_ = std::make_unique<StaticClosures>(view_);
    } else {
      closures_->Update();
    }
    queued_.clear();
    for (int cell = 0; cell < kCells && !exhausted_; ++cell) {
      for (uint32_t m = work_.candidates[cell]; m && !exhausted_; m = ClearLowestBit(m)) {
        const int node = NodeOf(cell, LowestBit(m) + 1);
        const int on = FactOf(node, true);
        const int off = FactOf(node, false);
        const FactSet& if_on = closures_->Of(on);
        const FactSet& if_off = closures_->Of(off);
        const bool on_breaks = StaticClosures::HasOpposites(if_on);
        const bool off_breaks = StaticClosures::HasOpposites(if_off);
        // Both breaking: the working grid is broken, and the two conclusions applied together
        // are this propagation's contradiction.
        if (on_breaks && Changes(off) && !Queued(off)) {
          QueueStatic(&on, 1, -1, off, Technique::kForcingChain);
        }
        if (off_breaks && Changes(on) && !Queued(on)) {
          QueueStatic(&off, 1, -1, on, Technique::kForcingChain);
        }
        if (on_breaks || off_breaks) continue;
        FactSet common = if_on;
        common.IntersectWith(if_off);
        common.ForEach([&](int fact) {
          if (exhausted_ || !Changes(fact) || Queued(fact)) return;
          const int both[2] = {on, off};
          QueueStatic(both, 2, fact, fact, Technique::kForcingChain);
        });
      }
    }
    if (queued_.empty() && level_ == 5 && !exhausted_) StaticMultiple();
    return ApplyQueued();
  }

  // Level 5: cell forcing (cells of 3 to 4 candidates) and region forcing (digits with 3 to 4
  // places in a house) on the working grid, read off the closures of StaticChains.
  void StaticMultiple() {
    std::vector<int> branches;
    // A branch that breaks the grid is no branch (StaticChains took its contradiction first).
    auto add_branch = [&](int fact) {
      if (!StaticClosures::HasOpposites(closures_->Of(fact))) branches.push_back(fact);
    };
    auto common_of = [&](Technique via) {
      if (branches.size() < 2) return;
      FactSet common = closures_->Of(branches[0]);
      for (size_t i = 1; i < branches.size(); ++i) common.IntersectWith(closures_->Of(branches[i]));
      common.ForEach([&](int fact) {
        if (exhausted_ || !Changes(fact) || Queued(fact)) return;
        QueueStatic(branches.data(), static_cast<int>(branches.size()), fact, fact, via);
      });
    };
    for (int cell = 0; cell < kCells && !exhausted_; ++cell) {
      const Mask candidates = work_.candidates[cell];
      const int count = PopCount(candidates);
      if (count < 3 || count > 4) continue;
      branches.clear();
      for (uint32_t m = candidates; m; m = ClearLowestBit(m)) {
        add_branch(FactOf(NodeOf(cell, LowestBit(m) + 1), true));
      }
      common_of(Technique::kCellForcingChain);
    }
    for (int house = 0; house < kHouses && !exhausted_; ++house) {
      for (int digit = 1; digit <= 9 && !exhausted_; ++digit) {
        const uint32_t places = view_.where[digit - 1][house];
        const int count = PopCount9(places);
        if (count < 3 || count > 4) continue;
        branches.clear();
        for (uint32_t b = places; b; b = ClearLowestBit(b)) {
          add_branch(FactOf(NodeOf(kHouseCells[house][LowestBit(b)], digit), true));
        }
        common_of(Technique::kRegionForcingChain);
      }
    }
  }

  // Applies the queued nested conclusions; true when any was queued.
  bool ApplyQueued() {
    if (queued_.empty()) return false;
    std::vector<NestedConclusion> queued = std::move(queued_);
    queued_.clear();
    for (const NestedConclusion& c : queued) {
      if (p_->contradiction()) break;
      // Not Changes(): a conclusion opposite to an earlier one is this propagation's
      // contradiction (Derive records it).
      if (p_->facts().Has(c.fact)) continue;
      const int chain = p_->NewNestedChain(c.complexity);
      const int node = c.fact / 2;
      const int cell = CellOfNode(node);
      const int digit = DigitOfNode(node);
      const int shown = c.parents.empty() ? LastRemoval() : -1;
      if (c.fact & 1) {
        p_->Derive(c.fact, c.parents.data(), static_cast<int>(c.parents.size()), chain, c.via,
                   shown);
        if (!p_->contradiction()) PlaceFrom(cell, digit, c.fact);
      } else if (work_.candidates[cell] & DigitBit(digit)) {
        RemoveCandidate(cell, digit, c.parents.data(), static_cast<int>(c.parents.size()), chain,
                        c.via, shown);
      } else {
        p_->Derive(c.fact, c.parents.data(), static_cast<int>(c.parents.size()), chain, c.via,
                   shown);
      }
    }
    return true;
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
    if (!FindBasicStep(view_, step)) return false;
    std::vector<int>& parents = parents_;
    parents.clear();
    for (const int cell : step.cells) {
      for (uint32_t b = base_->candidates[cell] & ~work_.candidates[cell]; b;
           b = ClearLowestBit(b)) {
        const int fact = FactOf(NodeOf(cell, LowestBit(b) + 1), false);
        if (p_->facts().Has(fact)) parents.push_back(fact);
      }
    }
    int shown = PatternCause(step);
    if (shown < 0 && parents.empty()) shown = LastRemoval();
    for (const Elimination& e : step.eliminations) {
      RemoveCandidate(e.cell, e.digit, parents.data(), static_cast<int>(parents.size()), -1,
                      ViaCode(step.technique), shown);
    }
    return !step.eliminations.empty();
  }

  // What a path shows a basic step's eliminations derived from: a removal this propagation
  // made of one of the pattern's digits in one of its houses, outside the pattern's cells (what
  // let the pattern appear: a pointing's other places in the box, ...); -1 for none, when the
  // first parent is shown.
  int PatternCause(const Step& step) const {
    for (const int house : step.houses) {
      for (const uint8_t cell : kHouseCells[house]) {
        if (std::find(step.cells.begin(), step.cells.end(), cell) != step.cells.end()) continue;
        for (uint32_t m = step.digits & base_->candidates[cell] & ~work_.candidates[cell]; m;
             m = ClearLowestBit(m)) {
          const int fact = FactOf(NodeOf(cell, LowestBit(m) + 1), false);
          if (p_->facts().Has(fact)) return fact;
        }
      }
    }
    return -1;
  }

  // What a path shows an inner step derived from when the step rests on no fact of this
  // propagation (it rests on the grid it left): the propagation's latest removal.
  int LastRemoval() const {
    const std::vector<int>& order = p_->order();
    for (size_t i = order.size(); i-- > 0;) {
      if ((order[i] & 1) == 0) return order[i];
    }
    return -1;
  }

  // A candidate whose truth leads to a contradiction by level-2 propagation is removed.
  bool NestedContradictions() {
    bool inner_ready = false;
    for (int cell = 0; cell < kCells; ++cell) {
      for (uint32_t m = work_.candidates[cell]; m; m = ClearLowestBit(m)) {
        if (!Spend()) return false;
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
        const int chain = p_->NewNestedChain(inner.Complexity(inner.conflict()));
        RemoveCandidate(cell, digit, parents.data(), static_cast<int>(parents.size()), chain,
                        ViaCode(Technique::kDynamicForcingChain),
                        parents.empty() ? LastRemoval() : -1);
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
  std::unique_ptr<StaticClosures> closures_;
  std::vector<NestedConclusion> queued_;
  bool exhausted_ = false;
};

}  // namespace sudoku::detail::forcing
