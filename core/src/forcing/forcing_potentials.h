// Propagation of potentials in SE's own order (internal to the forcing-chain files).
//
// SE 1.2.1 (Chaining.doChaining; se-rating-rules.md section 4) derives what follows from an
// assumption one potential (a candidate "on" or "off") at a time, breadth first: the pending
// "on"s are expanded, then one pending "off", and again, until nothing is pending or a potential
// is derived both on and off (the contradiction, found at the first such derivation). The links:
//   on  -> off   the candidate's peers in its box, row and column lose that digit;
//                with Y links also the cell's other candidates
//   off -> on    with Y links, a cell left with two candidates: the other one;
//                a house left with two places for the digit: the other one (X links)
// Dynamic propagation removes each "off" from a working grid once it is expanded, so the two-left
// tests see the grid the assumption has made; a potential derived that way rests also on the
// earlier removals in its cell or house ("hidden parents"), which SE counts in the complexity.
//
// The order matters: which contradiction is met first, and so how many potentials it rests on
// (the rating), follows from it. From nesting level 1 up, a stalled propagation also takes the
// conclusions of SE's helper rules on its working grid (NestedRules, forcing_nested.h).
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "forcing/forcing_facts.h"
#include "forcing/forcing_nested.h"
#include "forcing/forcing_propagation.h"
#include "sudoku/logic_detail.h"

namespace sudoku::detail::forcing {

class PotentialPropagator {
 public:
  // `y_links`: the cell rules too (SE's XY chains); without them only houses link (X chains,
  // SE's Nishio). `dynamic`: expanded "off"s leave the working grid.
  // `rules`, from nesting level 1 up: the helpers run when the propagation stalls (SE's
  // getAdvancedPotentials): every removal of their hints is an "off" fact whose parents are the
  // hint's rule parents, queued in the order of the hints and their removals.
  PotentialPropagator(bool y_links, bool dynamic, NestedRules* rules = nullptr)
      : y_links_(y_links), dynamic_(dynamic), rules_(rules) {}

  // Sets the grid propagations start from; it must stay unchanged while they run.
  void SetBase(const CandidateGrid& grid) {
    values_ = &grid.values;
    for (int cell = 0; cell < kCells; ++cell) {
      base_[cell] = grid.values[cell] != 0 ? Mask{0} : grid.candidates[cell];
    }
    base_places_ = PlacesOf(base_);
    work_ = base_;
    places_ = base_places_;
  }

  // Plays out the assumption of `p` (a record holding only its assumption), recording every
  // potential derived into `p`, until nothing more follows or the first contradiction.
  void Run(Propagation& p) {
    if (dynamic_) {  // a static propagation leaves them as SetBase made them
      work_ = base_;
      places_ = base_places_;
    }
    p_ = &p;
    on_.clear();
    off_.clear();
    (p.assumption() & 1 ? on_ : off_).push_back(p.assumption());
    size_t on_next = 0, off_next = 0;
    // Every pending "on" first, then one "off", as SE's doChaining takes them; when nothing is
    // pending, the helpers of the nesting level.
    while (true) {
      while (on_next < on_.size() || off_next < off_.size()) {
        const bool ok =
            on_next < on_.size() ? ExpandOn(on_[on_next++]) : ExpandOff(off_[off_next++]);
        if (!ok) return;
      }
      if (!rules_ || !Advance()) return;
    }
  }

 private:
  // The houses SE visits a cell's in: box, row, column (kCellHouses slots 2, 0, 1).
  static constexpr int kSeSlots[3] = {2, 0, 1};

  // Runs the helpers on the stalled working grid; false when they add no fact.
  bool Advance() {
    const WorkingGrid w{values_, &base_, &work_, &base_places_, &places_};
    rules_->Run(w, hints_);
    const size_t before = off_.size();
    for (const NestedHint& hint : hints_) {
      const int chain = hint.chain ? p_->NewNestedChain(hint.complexity, hint.key) : -1;
      for (const int node : hint.removals) {
        const int fact = FactOf(node, false);
        if (p_->facts().Has(fact)) continue;
        p_->Derive(fact, hint.parents.data(), static_cast<int>(hint.parents.size()), chain,
                   ViaCode(hint.via));
        if (p_->contradiction()) return false;
        off_.push_back(fact);
      }
    }
    return off_.size() > before;
  }

  // Derives `fact` from `parents`; false at a contradiction. A new fact waits in its queue.
  bool Emit(int fact, const int* parents, int count, uint8_t cause = Propagation::kNoCause) {
    if (!p_->Derive(fact, parents, count, -1, 0, -1, cause)) return true;
    if (p_->contradiction()) return false;
    (fact & 1 ? on_ : off_).push_back(fact);
    return true;
  }

  bool ExpandOn(int fact) {
    const int cell = CellOfNode(fact / 2);
    const int digit = DigitOfNode(fact / 2);
    if (y_links_) {
      for (uint32_t m = work_[cell] & ~DigitBit(digit); m; m = ClearLowestBit(m)) {
        if (!Emit(FactOf(NodeOf(cell, LowestBit(m) + 1), false), &fact, 1)) return false;
      }
    }
    for (const int slot : kSeSlots) {
      const int house = kCellHouses.house[cell][slot];
      const uint32_t others = places_[digit - 1][house] & ~(1u << kCellHouses.index[cell][slot]);
      for (uint32_t m = others; m; m = ClearLowestBit(m)) {
        const int other = kHouseCells[house][LowestBit(m)];
        if (!Emit(FactOf(NodeOf(other, digit), false), &fact, 1)) return false;
      }
    }
    return true;
  }

  bool ExpandOff(int fact) {
    const int cell = CellOfNode(fact / 2);
    const int digit = DigitOfNode(fact / 2);
    std::vector<int>& parents = parents_;
    if (y_links_ && PopCount9(work_[cell]) == 2 && (work_[cell] & DigitBit(digit))) {
      const int other = LowestBit(work_[cell] & ~DigitBit(digit)) + 1;
      parents.assign(1, fact);
      if (dynamic_) {
        for (uint32_t m = base_[cell] & ~work_[cell]; m; m = ClearLowestBit(m)) {
          parents.push_back(FactOf(NodeOf(cell, LowestBit(m) + 1), false));
        }
      }
      if (!Emit(FactOf(NodeOf(cell, other), true), parents.data(),
                static_cast<int>(parents.size()), Propagation::kCauseCell)) {
        return false;
      }
    }
    for (const int slot : kSeSlots) {
      const int house = kCellHouses.house[cell][slot];
      const uint32_t places = places_[digit - 1][house];
      // Two places left: the other one (the last in the house's order that is not the cell).
      const uint32_t others = places & ~(1u << kCellHouses.index[cell][slot]);
      if (PopCount9(places) != 2 || others == 0) continue;
      const int other = kHouseCells[house][31 - __builtin_clz(others)];
      parents.assign(1, fact);
      if (dynamic_) {
        const uint32_t removed = base_places_[digit - 1][house] & ~places;
        for (uint32_t m = removed; m; m = ClearLowestBit(m)) {
          parents.push_back(FactOf(NodeOf(kHouseCells[house][LowestBit(m)], digit), false));
        }
      }
      if (!Emit(FactOf(NodeOf(other, digit), true), parents.data(),
                static_cast<int>(parents.size()),
                static_cast<uint8_t>(Propagation::kCauseHouse + house))) {
        return false;
      }
    }
    if (dynamic_) {
      work_[cell] &= static_cast<Mask>(~DigitBit(digit));
      for (int k = 0; k < 3; ++k) {
        places_[digit - 1][kCellHouses.house[cell][k]] &=
            static_cast<uint16_t>(~(1u << kCellHouses.index[cell][k]));
      }
    }
    return true;
  }

  bool y_links_;
  bool dynamic_;
  NestedRules* rules_;
  const Grid* values_ = nullptr;
  std::vector<NestedHint> hints_;
  std::array<Mask, kCells> base_{};
  std::array<Mask, kCells> work_{};
  HousePlaces base_places_{};  // of base_
  HousePlaces places_{};       // of work_
  Propagation* p_ = nullptr;
  std::vector<int> on_, off_;  // the queues, in derivation order
  std::vector<int> parents_;   // scratch
};

}  // namespace sudoku::detail::forcing
