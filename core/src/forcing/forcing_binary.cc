// Binary forcing chains over static links (the Forcing Chain row, 7.0 + length): a candidate
// assumed true and assumed false both lead to the same fact, over the links read off the grid
// as it is: strong links of bivalue cells and conjugate pairs, weak links to peers
// (forcing_static.h). SE has no static binary forcing chain; its Nishio, cell, region and
// dynamic forcing chains and its nesting levels are forcing_multiple.cc and forcing_nested.cc.
//
// "Length" is how many distinct facts the conclusion rests on in the two branches, summed, fed
// to ChainLengthBonus after a factor of 3: our static propagation reaches a conclusion through
// fewer facts than SE counts for chains of the same kind, and the factor was fitted on the
// SE-rated Sudoku Exchange sample (Spearman of its 7.5+ band 0.81 -> 0.84). An empirical
// calibration, not SE's formula.
#include <algorithm>
#include <climits>
#include <memory>
#include <vector>

#include "forcing/forcing_facts.h"
#include "forcing/forcing_propagation.h"
#include "forcing/forcing_record_pool.h"
#include "forcing/forcing_static.h"
#include "sudoku/logic_detail.h"

namespace sudoku::detail {
namespace {

using namespace forcing;

constexpr int kComplexityScale = 3;

class BinaryForcing {
 public:
  BinaryForcing(const LogicView& view, int limit) : view_(view), best_rating_(limit) {}

  // The lowest-rated step below the limit. Most candidates lead to no conclusion at all; the
  // closures (everything each assumption reaches) say which can, and only those are propagated
  // with parents, to the depth a conclusion below the best so far can have.
  bool Run(Step& out) {
    const int base = TechniqueBaseRating(Technique::kForcingChain);
    if (base >= best_rating_) return false;
    const StaticClosures& closures = ClosuresOf(view_);
    std::unique_ptr<Propagation> on, off;
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
      while (max_nodes < 256 && base + ChainLengthBonus(max_nodes + 1) < best_rating_) ++max_nodes;
      for (auto* record : {&on, &off}) {
        const int fact = FactOf(node, record == &on);
        if (*record) {
          (*record)->Reset(fact);
        } else {
          *record = NewRecord(fact);
        }
        PropagateStatic(view_, **record, max_nodes - 2);
      }
      Common(*on, *off, base, CellOfNode(node), DigitBit(DigitOfNode(node)));
    }
    auto& pool = RecordPool();
    if (on) pool.push_back(std::move(on));
    if (off) pool.push_back(std::move(off));
    if (!found_) return false;
    out = std::move(best_);
    out.rating = best_rating_;
    return true;
  }

 private:
  // A conclusion both branches derive that changes the grid, rated below the best so far.
  void Common(const Propagation& on, const Propagation& off, int base, int cell, Mask digits) {
    FactSet common = on.facts();
    common.IntersectWith(off.facts());
    const Propagation* const branches[2] = {&on, &off};
    common.ForEach([&](int fact) {
      const int node = fact / 2;
      if (!view_.Has(CellOfNode(node), DigitOfNode(node))) return;
      int complexity = 0;
      for (const Propagation* b : branches) {
        complexity += b->Complexity(&fact, 1);
        if (base + ChainLengthBonus(complexity * kComplexityScale) >= best_rating_) return;
      }
      Step step;
      step.technique = Technique::kForcingChain;
      if (fact & 1) {
        step.placements.push_back({CellOfNode(node), DigitOfNode(node)});
      } else {
        step.eliminations.push_back({CellOfNode(node), DigitOfNode(node)});
      }
      step.cells = {cell};
      step.digits = digits;
      AppendBranchPaths(branches, 2, fact, step.links);
      best_rating_ = base + ChainLengthBonus(complexity * kComplexityScale);
      best_ = std::move(step);
      found_ = true;
    });
  }

  const LogicView& view_;
  int best_rating_;
  bool found_ = false;
  Step best_;
};

}  // namespace

bool FindStaticForcingChain(const LogicView& view, int rating_limit, Step& step) {
  BinaryForcing search(view, rating_limit);
  return search.Run(step);
}

}  // namespace sudoku::detail
