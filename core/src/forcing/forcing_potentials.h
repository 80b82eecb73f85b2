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
// (the rating), follows from it. The propagators of forcing_static.h and forcing_dynamic.h place
// digits and scan for singles instead; they serve the levels whose ratings were fitted on them.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "forcing/forcing_facts.h"
#include "forcing/forcing_propagation.h"
#include "sudoku/logic_detail.h"

namespace sudoku::detail::forcing {

class PotentialPropagator {
 public:
  // `y_links`: the cell rules too (SE's XY chains); without them only houses link (X chains,
  // SE's Nishio). `dynamic`: expanded "off"s leave the working grid.
  PotentialPropagator(bool y_links, bool dynamic) : y_links_(y_links), dynamic_(dynamic) {}

  // Sets the grid propagations start from; it must stay unchanged while they run.
  void SetBase(const CandidateGrid& grid) {
    for (int cell = 0; cell < kCells; ++cell) {
      base_[cell] = grid.values[cell] != 0 ? Mask{0} : grid.candidates[cell];
    }
  }

  // Plays out the assumption of `p` (a record holding only its assumption), recording every
  // potential derived into `p`, until nothing more follows or the first contradiction.
  void Run(Propagation& p) {
    work_ = base_;
    p_ = &p;
    on_.clear();
    off_.clear();
    (p.assumption() & 1 ? on_ : off_).push_back(p.assumption());
    size_t on_next = 0, off_next = 0;
    // Every pending "on" first, then one "off", as SE's doChaining takes them.
    while (on_next < on_.size() || off_next < off_.size()) {
      const bool ok = on_next < on_.size() ? ExpandOn(on_[on_next++]) : ExpandOff(off_[off_next++]);
      if (!ok) return;
    }
  }

 private:
  // The houses SE visits a cell's in: box, row, column.
  static std::array<int, 3> HousesOf(int cell) {
    return {BoxHouse(BoxOf(cell)), RowHouse(RowOf(cell)), ColumnHouse(ColumnOf(cell))};
  }

  // Derives `fact` from `parents`; false at a contradiction. A new fact waits in its queue.
  bool Emit(int fact, const int* parents, int count) {
    if (!p_->Derive(fact, parents, count)) return true;
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
    for (const int house : HousesOf(cell)) {
      for (const uint8_t other : kHouseCells[house]) {
        if (other == cell || !(work_[other] & DigitBit(digit))) continue;
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
                static_cast<int>(parents.size()))) {
        return false;
      }
    }
    for (const int house : HousesOf(cell)) {
      int other = -1, places = 0;
      for (const uint8_t c : kHouseCells[house]) {
        if (!(work_[c] & DigitBit(digit))) continue;
        ++places;
        if (c != cell) other = c;
      }
      if (places != 2 || other < 0) continue;
      parents.assign(1, fact);
      if (dynamic_) {
        for (const uint8_t c : kHouseCells[house]) {
          if ((base_[c] & ~work_[c]) & DigitBit(digit)) {
            parents.push_back(FactOf(NodeOf(c, digit), false));
          }
        }
      }
      if (!Emit(FactOf(NodeOf(other, digit), true), parents.data(),
                static_cast<int>(parents.size()))) {
        return false;
      }
    }
    if (dynamic_) work_[cell] &= static_cast<Mask>(~DigitBit(digit));
    return true;
  }

  bool y_links_;
  bool dynamic_;
  std::array<Mask, kCells> base_{};
  std::array<Mask, kCells> work_{};
  Propagation* p_ = nullptr;
  std::vector<int> on_, off_;  // the queues, in derivation order
  std::vector<int> parents_;   // scratch
};

}  // namespace sudoku::detail::forcing
