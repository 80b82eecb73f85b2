// The record of one forcing-chain propagation (internal to the forcing-chain files).
//
// A propagation assumes one candidate true (or false) and derives what follows; the record keeps
// every derived fact with the facts it was derived from, so a conclusion can be rated by how
// many facts it rests on (SE's complexity, fed to ChainLengthBonus) and shown as the path of
// links that led to it. Who derives the facts is up to the propagators (forcing_static.h,
// forcing_dynamic.h).
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <memory>
#include <vector>

#include "forcing/forcing_facts.h"
#include "sudoku/logic.h"

namespace sudoku::detail::forcing {

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
    nested_complexity_.clear();
    Derive(assumption, nullptr, 0);
  }

  bool contradiction() const { return !conflict_.empty(); }
  // The derived facts in the order they were derived, the assumption first.
  const std::vector<int>& order() const { return order_; }
  const std::vector<int>& conflict() const { return conflict_; }
  const FactSet& facts() const { return derived_; }
  int assumption() const { return order_.front(); }

  // Adds a fact with its parents; returns false when it was already known. Deriving the
  // opposite of a known fact records a contradiction. `nested` is the nested chain the fact was
  // concluded by (NewNestedChain), -1 for none.
  bool Derive(int fact, const int* parents, int parent_count, int nested = -1) {
    if (derived_.Has(fact)) return false;
    nested_[fact] = static_cast<int16_t>(nested);
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

  // A nested chain (a forcing chain run on this propagation's working grid, whose conclusions
  // become facts here) of `complexity`; its id, for Derive. -1 when the record holds the most.
  int NewNestedChain(int complexity) {
    if (nested_complexity_.size() >= 32000) return -1;
    nested_complexity_.push_back(complexity);
    return static_cast<int>(nested_complexity_.size()) - 1;
  }

  // Number of distinct facts `targets` rest on, themselves included, plus the complexity of
  // each distinct nested chain among them (SE's complexity: ChainingHint.getComplexity plus
  // getNestedComplexity, se-rating-rules.md section 4).
  int Complexity(const std::vector<int>& targets) const {
    return Complexity(targets.data(), static_cast<int>(targets.size()));
  }
  int Complexity(const int* targets, int target_count) const {
    FactSet seen;
    return Ancestors(targets, target_count, seen);
  }

  // Adds to `seen` the facts `targets` rest on (themselves included) and returns Complexity.
  // Facts already in `seen` are not followed (nor counted).
  int Ancestors(const int* targets, int target_count, FactSet& seen) const {
    std::vector<int>& stack = stack_;  // scratch, kept between calls
    stack.clear();
    int count = 0;
    std::vector<int>& chains = chains_seen_;
    chains.clear();
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
      if (const int chain = nested_[f]; chain >= 0 &&
                                        std::find(chains.begin(), chains.end(), chain) == chains.end()) {
        chains.push_back(chain);
        count += nested_complexity_[static_cast<size_t>(chain)];
      }
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
  std::array<int16_t, kFacts> nested_{};  // per derived fact: its nested chain, or -1
  std::vector<int> nested_complexity_;    // per nested chain id
  mutable std::vector<int> stack_;        // Complexity's scratch
  mutable std::vector<int> chains_seen_;  // Complexity's scratch
};

}  // namespace sudoku::detail::forcing
