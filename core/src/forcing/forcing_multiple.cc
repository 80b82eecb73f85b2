// Nishio, multiple and dynamic forcing chains as SE 1.2.1 finds and rates them (its Chaining
// producer at nesting level 0 with Nishio, multiple or dynamic set; se-rating-rules.md sections
// 2 and 4). Candidates are assumed true (and, Nishio and dynamic, false) and played out over X
// and Y links (PotentialPropagator; Nishio: dynamically, X links only). The hints, in the order
// SE makes them:
//   contradiction  (Nishio, dynamic) the assumption derives a potential both on and off: it is
//                  wrong; Nishio gives no other kind
//   double forcing (dynamic, cells of 3+ candidates) "true" and "false" both derive the same
//   region forcing every place of the digit in a house (met at its first place) derives it
//   cell forcing   every candidate of the cell derives it
// Static chains start only from cells of 3+ candidates (two are a binary chain's); Nishio and
// dynamic ones from every unsolved cell. A branch cut short by a contradiction takes part with
// what it derived until then, as in SE.
//
// Rating: the base (Nishio 7.5, static 8.0, dynamic 8.5) plus SE's length term on the complexity,
// the
// potentials the conclusion rests on, counted per branch and summed
// (ChainingHint.getFlatComplexity). The lowest rating wins, then the lower complexity, then the
// kind (double 1, cell 5, region 6, contradiction 7), then the order found, as SE sorts its
// hint list.
#include <array>
#include <climits>
#include <memory>
#include <vector>

#include "forcing/forcing_potentials.h"
#include "forcing/forcing_propagation.h"
#include "forcing/forcing_record_pool.h"
#include "sudoku/logic_detail.h"

namespace sudoku::detail {
namespace {

using namespace forcing;

enum Kind { kDouble = 1, kCell = 5, kRegion = 6, kContradiction = 7 };

class MultipleChains {
 public:
  MultipleChains(const LogicView& view, ForcingProducer producer, int limit)
      : view_(view),
        producer_(producer),
        dynamic_(producer != ForcingProducer::kMultiple),
        best_rating_(limit) {}
  MultipleChains(const MultipleChains&) = delete;
  MultipleChains& operator=(const MultipleChains&) = delete;
  ~MultipleChains() {
    auto& pool = RecordPool();
    for (auto& p : props_) {
      if (p) pool.push_back(std::move(p));
    }
  }

  bool Run(Step& out) {
    base_ = TechniqueBaseRating(Label(kCell));
    if (base_ >= best_rating_) return false;
    const bool nishio = producer_ == ForcingProducer::kNishio;
    PotentialPropagator propagator(/*y_links=*/!nishio, dynamic_);
    propagator.SetBase(view_.grid);
    for (int cell = 0; cell < kCells; ++cell) {
      if (view_.grid.values[cell] != 0) continue;
      for (uint32_t m = view_.CandidatesOf(cell); m; m = ClearLowestBit(m)) {
        for (const bool is_true : {true, false}) {
          if (!is_true && !dynamic_) continue;  // static: cell and region forcing only
          const int fact = FactOf(NodeOf(cell, LowestBit(m) + 1), is_true);
          props_[fact] = NewRecord(fact);
          propagator.Run(*props_[fact]);
        }
      }
    }
    for (int cell = 0; cell < kCells; ++cell) {
      if (view_.grid.values[cell] != 0) continue;
      const Mask candidates = view_.CandidatesOf(cell);
      const int count = PopCount9(candidates);
      if (count < (dynamic_ ? 2 : 3)) continue;
      for (uint32_t m = candidates; m; m = ClearLowestBit(m)) {
        const int digit = LowestBit(m) + 1;
        const int on = FactOf(NodeOf(cell, digit), true);
        const int off = FactOf(NodeOf(cell, digit), false);
        if (dynamic_) {
          Contradiction(*props_[on]);
          Contradiction(*props_[off]);
        }
        if (nishio) continue;
        if (dynamic_ && count >= 3) {
          const Propagation* both[2] = {props_[on].get(), props_[off].get()};
          Common(both, 2, kDouble, {cell}, -1, DigitBit(digit));
        }
        Regions(cell, digit);
      }
      if (nishio) continue;
      std::vector<const Propagation*> branches;
      for (uint32_t b = candidates; b; b = ClearLowestBit(b)) {
        branches.push_back(props_[FactOf(NodeOf(cell, LowestBit(b) + 1), true)].get());
      }
      Common(branches.data(), static_cast<int>(branches.size()), kCell, {cell}, -1, candidates);
    }
    if (!found_) return false;
    out = std::move(best_);
    out.rating = best_rating_;
    return true;
  }

 private:
  Technique Label(int kind) const {
    switch (producer_) {
      case ForcingProducer::kNishio: return Technique::kNishioForcingChain;
      case ForcingProducer::kMultiple:
        return kind == kRegion ? Technique::kRegionForcingChain : Technique::kCellForcingChain;
      default: return Technique::kDynamicForcingChain;
    }
  }

  // Whether a fact would change the grid: removes a candidate, or places one.
  bool Changes(int fact) const {
    const int node = fact / 2;
    return view_.grid.values[CellOfNode(node)] == 0 && view_.Has(CellOfNode(node), DigitOfNode(node));
  }

  // Keeps the step if it sorts before the best so far.
  void Offer(int complexity, int kind, Step&& step) {
    const int rating = base_ + ChainLengthBonus(complexity);
    if (rating > best_rating_ || (found_ && rating == best_rating_ &&
                                  (complexity > best_complexity_ ||
                                   (complexity == best_complexity_ && kind >= best_kind_)))) {
      return;
    }
    if (!found_ && rating >= best_rating_) return;  // at or above the caller's limit
    best_rating_ = rating;
    best_complexity_ = complexity;
    best_kind_ = kind;
    best_ = std::move(step);
    best_.technique = Label(kind);
    found_ = true;
  }

  // Whether a conclusion of `complexity` could still sort first.
  bool InReach(int complexity) const {
    const int rating = base_ + ChainLengthBonus(complexity);
    return found_ ? rating <= best_rating_ : rating < best_rating_;
  }

  void Contradiction(const Propagation& p) {
    if (!p.contradiction()) return;
    const std::vector<int>& ends = p.conflict();
    const int complexity = p.Complexity(&ends[0], 1) + p.Complexity(&ends[1], 1);
    if (!InReach(complexity)) return;
    const int node = p.assumption() / 2;
    Step step;
    if (p.assumption() & 1) {
      step.eliminations.push_back({CellOfNode(node), DigitOfNode(node)});
    } else {
      step.placements.push_back({CellOfNode(node), DigitOfNode(node)});
    }
    step.cells = {CellOfNode(node)};
    step.digits = DigitBit(DigitOfNode(node));
    const Propagation* const branch = &p;
    AppendBranchPaths(&branch, 1, -1, step.links);
    Offer(complexity, kContradiction, std::move(step));
  }

  // The conclusions every branch derives, in the first branch's order.
  void Common(const Propagation* const* branches, int count, Kind kind, std::vector<int> cells,
              int house, Mask digits) {
    FactSet common = branches[0]->facts();
    for (int i = 1; i < count; ++i) common.IntersectWith(branches[i]->facts());
    for (const int fact : branches[0]->order()) {
      if (!common.Has(fact) || !Changes(fact)) continue;
      int complexity = 0;
      bool reach = true;
      for (int i = 0; i < count && reach; ++i) {
        complexity += branches[i]->Complexity(&fact, 1);
        reach = InReach(complexity);
      }
      if (!reach) continue;
      Step step;
      const int node = fact / 2;
      if (fact & 1) {
        step.placements.push_back({CellOfNode(node), DigitOfNode(node)});
      } else {
        step.eliminations.push_back({CellOfNode(node), DigitOfNode(node)});
      }
      step.cells = cells;
      if (house >= 0) step.houses = {house};
      step.digits = digits;
      AppendBranchPaths(branches, count, fact, step.links);
      Offer(complexity, kind, std::move(step));
    }
  }

  // Region forcing through `cell`'s houses (box, row, column) where it is the digit's first
  // place and the digit has two or more places.
  void Regions(int cell, int digit) {
    const int houses[3] = {BoxHouse(BoxOf(cell)), RowHouse(RowOf(cell)), ColumnHouse(ColumnOf(cell))};
    for (const int house : houses) {
      const uint32_t places = view_.where[digit - 1][house];
      if (PopCount9(places) < 2 || kHouseCells[house][LowestBit(places)] != cell) continue;
      std::vector<const Propagation*> branches;
      std::vector<int> cells;
      for (uint32_t b = places; b; b = ClearLowestBit(b)) {
        const int c = kHouseCells[house][LowestBit(b)];
        branches.push_back(props_[FactOf(NodeOf(c, digit), true)].get());
        cells.push_back(c);
      }
      Common(branches.data(), static_cast<int>(branches.size()), kRegion, cells, house,
             DigitBit(digit));
    }
  }

  const LogicView& view_;
  ForcingProducer producer_;
  bool dynamic_;
  int base_ = 0;
  int best_rating_;
  int best_complexity_ = INT_MAX;
  int best_kind_ = INT_MAX;
  bool found_ = false;
  Step best_;
  std::array<std::unique_ptr<Propagation>, kFacts> props_;
};

}  // namespace

bool FindMultipleForcingChain(const LogicView& view, ForcingProducer producer, int rating_limit,
                              Step& step) {
  MultipleChains search(view, producer, rating_limit);
  return search.Run(step);
}

}  // namespace sudoku::detail
