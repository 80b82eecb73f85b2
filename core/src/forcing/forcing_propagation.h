// The record of one forcing-chain propagation (internal to the forcing-chain files).
//
// A propagation assumes one candidate true (or false) and derives what follows; the record keeps
// every derived fact with the facts it was derived from, so a conclusion can be rated by how
// many facts it rests on (SE's complexity, fed to ChainLengthBonus) and shown as the path of
// links that led to it. Who derives the facts is up to the propagators (forcing_static.h,
// forcing_potentials.h).
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <memory>
#include <vector>

#include "forcing/forcing_facts.h"
#include "sudoku/logic.h"

namespace sudoku::detail::forcing {

// How a fact derived by an inner step records that step's technique (Propagation::Derive).
inline uint8_t ViaCode(Technique technique) {
  return static_cast<uint8_t>(static_cast<int>(technique) + 1);
}

// The facts derived from one assumption, each with the facts it was derived from.
class Propagation {
 public:
  explicit Propagation(int assumption) : of_(new Derivation[kFacts]) { Derive(assumption, nullptr, 0); }

  // Starts over from a new assumption, keeping the buffers (the nested level runs thousands
  // of inner propagations per search). The per-fact table (of_) is read only for derived
  // facts, and Derive writes it, so it is left as it is.
  void Reset(int assumption) {
    derived_ = {};
    order_.clear();
    parents_.clear();
    conflict_.clear();
    nested_complexity_.clear();
    nested_key_.clear();
    inner_.clear();
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
  // concluded by (NewNestedChain), -1 for none; `via` the technique of the inner step that
  // concluded it (ViaCode), 0 for a fact read directly (shown with the paths only).
  // `shown`, for a fact derived by an inner step, is the fact its path shows it derived from
  // (a removal that made the inner step's pattern appear), -1 for its first parent; only the
  // paths read it, never the complexity.
  bool Derive(int fact, const int* parents, int parent_count, int nested = -1, uint8_t via = 0,
              int shown = -1, uint8_t cause = kNoCause) {
    if (derived_.Has(fact)) return false;
    if (via != 0) inner_.push_back({static_cast<int16_t>(fact), via, static_cast<int16_t>(shown)});
    const int count = parent_count > 255 ? 255 : parent_count;
    of_[fact] = {static_cast<int>(parents_.size()), static_cast<int16_t>(nested),
                 static_cast<uint8_t>(count), cause};
    for (int i = 0; i < count; ++i) parents_.push_back(static_cast<int16_t>(parents[i]));
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
  // `key` (NestedHint::key), when not 0, names the chain's structure: a chain already recorded
  // with the same key gets its id again.
  int NewNestedChain(int complexity, uint64_t key = 0) {
    if (key != 0) {
      for (size_t i = 0; i < nested_key_.size(); ++i) {
        if (nested_key_[i] == key) return static_cast<int>(i);
      }
    }
    if (nested_complexity_.size() >= 32000) return -1;
    nested_complexity_.push_back(complexity);
    nested_key_.push_back(key);
    return static_cast<int>(nested_complexity_.size()) - 1;
  }

  // How a derived "on" fact was made (Derive's `cause`): kNoCause (an assumption, or a fact a
  // propagator does not say), kCauseCell (the last candidate of a bivalue cell), or
  // kCauseHouse + house (the last place of its digit in that house).
  static constexpr uint8_t kNoCause = 0;
  static constexpr uint8_t kCauseCell = 1;
  static constexpr uint8_t kCauseHouse = 2;
  uint8_t CauseOf(int fact) const { return of_[fact].cause; }
  // The parents of a derived fact.
  const int16_t* ParentsOf(int fact) const { return parents_.data() + of_[fact].begin; }
  int ParentCountOf(int fact) const { return of_[fact].count; }
  // The nested chain a derived fact was concluded by: its complexity and key, or -1 / 0.
  int NestedChainOf(int fact) const { return of_[fact].nested; }
  // Whether any fact was concluded by a nested chain (NewNestedChain gave an id).
  bool HasNestedChains() const { return !nested_complexity_.empty(); }
  int NestedComplexity(int chain) const { return nested_complexity_[static_cast<size_t>(chain)]; }
  uint64_t NestedKey(int chain) const { return nested_key_[static_cast<size_t>(chain)]; }

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
  // Without `nested`, the nested chains' complexity is left out (the facts alone).
  int Ancestors(const int* targets, int target_count, FactSet& seen, bool nested = true) const {
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
      if (const int chain = of_[f].nested; nested && chain >= 0 &&
                                        std::find(chains.begin(), chains.end(), chain) == chains.end()) {
        chains.push_back(chain);
        count += nested_complexity_[static_cast<size_t>(chain)];
      }
      const Derivation& d = of_[f];
      for (int i = 0; i < d.count; ++i) {
        const int p = parents_[d.begin + i];
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
    while (path.size() <= static_cast<size_t>(kFacts)) {  // parents come first: no cycle
      const int f = path.back();
      if (const InnerStep* inner = InnerStepOf(f); inner && inner->shown >= 0) {
        path.push_back(inner->shown);
      } else if (of_[f].count > 0) {
        path.push_back(parents_[of_[f].begin]);
      } else {
        break;
      }
    }
    for (size_t i = path.size() - 1; i > 0; --i) {
      const int from = path[i] / 2;
      const int to = path[i - 1] / 2;
      ChainLink link{CellOfNode(from), DigitOfNode(from), CellOfNode(to), DigitOfNode(to),
                     (path[i - 1] & 1) != 0};
      if (const InnerStep* inner = InnerStepOf(path[i - 1])) {
        link.via = static_cast<Technique>(inner->via - 1);
      }
      links.push_back(link);
    }
  }

 private:
  FactSet derived_;
  std::vector<int> order_;
  // Per derived fact, written together by Derive: where its parents start in parents_ and how
  // many, its nested chain (or -1) and its CauseOf. Left uninitialised (it is read only for
  // derived facts, all written first): filling 1,458 entries per record was a measurable share
  // of the nested level's time. One table, not four: a fact derived touches one cache line.
  struct Derivation {
    int begin;
    int16_t nested;
    uint8_t count;
    uint8_t cause;
  };
  std::unique_ptr<Derivation[]> of_;
  std::vector<int16_t> parents_;
  std::vector<int> conflict_;
  // The facts derived by an inner step, with its ViaCode and the fact the path shows (see
  // Derive): few per propagation, so a list, not a per-fact table (a search keeps hundreds of
  // propagations at once, and two tables of kFacts each grew its peak memory by 2 MB).
  struct InnerStep {
    int16_t fact;
    uint8_t via;
    int16_t shown;
  };
  std::vector<InnerStep> inner_;
  const InnerStep* InnerStepOf(int fact) const {
    for (const InnerStep& inner : inner_) {
      if (inner.fact == fact) return &inner;
    }
    return nullptr;
  }
  std::vector<int> nested_complexity_;    // per nested chain id
  std::vector<uint64_t> nested_key_;      // per nested chain id
  mutable std::vector<int> stack_;        // Complexity's scratch
  mutable std::vector<int> chains_seen_;  // Complexity's scratch
};

// The links of a forcing step (Step::links): for each of `branches`, in order, its path to
// `fact` or, when it did not derive `fact` (a refuted branch; every branch when `fact` is -1,
// a contradiction form), its paths to the ends of its contradiction. A reader takes a link
// whose from-node is the previous link's to-node to go on from there, so the paths are ordered
// (branches kept in order where they can be) so that none starts where the one before ended.
inline void AppendBranchPaths(const Propagation* const* branches, int count, int fact,
                              std::vector<ChainLink>& links) {
  std::vector<std::vector<ChainLink>> paths;
  for (int i = 0; i < count; ++i) {
    const Propagation& b = *branches[i];
    const auto add = [&](int end) {
      paths.emplace_back();
      b.AppendPath(end, paths.back());
      if (paths.back().empty()) paths.pop_back();  // the assumption itself
    };
    if (fact >= 0 && b.facts().Has(fact)) {
      add(fact);
    } else {
      for (const int end : b.conflict()) add(end);
    }
  }
  // Each path goes after the last one when it does not start where that one ends, else at the
  // last place between two paths (or at the front) where it neither starts where the path
  // before ends nor ends where the path after starts.
  const auto same = [](int cell, int digit, const ChainLink& link) {
    return link.from_cell == cell && link.from_digit == digit;
  };
  const auto fits = [&](const std::vector<size_t>& order, size_t at, size_t path) {
    const ChainLink* before = at > 0 ? &paths[order[at - 1]].back()
                                     : (links.empty() ? nullptr : &links.back());
    if (before && same(before->to_cell, before->to_digit, paths[path].front())) return false;
    if (at == order.size()) return true;
    const ChainLink& end = paths[path].back();
    return !same(end.to_cell, end.to_digit, paths[order[at]].front());
  };
  std::vector<size_t> order;
  for (size_t i = 0; i < paths.size(); ++i) {
    size_t at = order.size();
    if (!fits(order, at, i)) {
      for (size_t j = order.size(); j-- > 0;) {
        if (fits(order, j, i)) {
          at = j;
          break;
        }
      }
    }
    order.insert(order.begin() + static_cast<std::ptrdiff_t>(at), i);
  }
  for (const size_t i : order) links.insert(links.end(), paths[i].begin(), paths[i].end());
}

}  // namespace sudoku::detail::forcing
