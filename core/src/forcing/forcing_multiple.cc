// Nishio, multiple and dynamic forcing chains as SE 1.2.1 finds and rates them (its Chaining
// producer with Nishio, multiple or dynamic set, the dynamic one at nesting levels 0-4;
// se-rating-rules.md sections 2 and 4; the nesting: forcing_nested.h). Candidates are assumed true (and, Nishio and dynamic, false) and played out over X
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
// Rating: the base (Nishio 7.5, static 8.0, dynamic 8.5, nesting level n 8.5 + 0.5 n) plus SE's
// length term on the complexity: the potentials the conclusion rests on, counted per branch and
// summed (ChainingHint.getFlatComplexity), plus the complexity of each distinct nested chain
// among them (getNestedComplexity). The lowest rating wins, then the lower complexity, then the
// kind (double 1, cell 5, region 6, contradiction 7), then the order found, as SE sorts its
// hint list; listed for a nested helper, hints with the same removals are kept once.
#include <algorithm>
#include <array>
#include <climits>
#include <memory>
#include <span>
#include <vector>

#include "forcing/forcing_nested.h"
#include "forcing/forcing_potentials.h"
#include "forcing/forcing_propagation.h"
#include "forcing/forcing_record_pool.h"
#include "forcing/forcing_static.h"
#include "sudoku/logic_detail.h"

namespace sudoku::detail {
namespace {

using namespace forcing;

enum Kind { kDouble = 1, kCell = 5, kRegion = 6, kContradiction = 7 };

// SE's complexity of a hint with several targets (ChainingHint.getComplexity): the potentials
// each target rests on, counted target by target (its flat complexity), plus the complexity of
// every distinct nested chain among them, once for the whole hint. Targets are added one at a
// time, so a search can stop once the total is out of reach.
class HintComplexity {
 public:
  int Add(const Propagation& record, int target) {
    FactSet seen;
    const int flat = record.Ancestors(&target, 1, seen, /*nested=*/false);
    total_ += flat;
    if (!record.HasNestedChains()) return total_;  // every fact's NestedChainOf is -1
    seen.ForEach([&](int fact) {
      const int chain = record.NestedChainOf(fact);
      if (chain < 0) return;
      const uint64_t key = record.NestedKey(chain);
      if (std::find(keys_.begin(), keys_.end(), key) != keys_.end()) return;
      keys_.push_back(key);
      total_ += record.NestedComplexity(chain);
    });
    return total_;
  }
  int total() const { return total_; }

 private:
  int total_ = 0;
  std::vector<uint64_t> keys_;
};

// What a listed hint needs until it is described (ListMultipleForcingChains).
struct Listed {
  int rating;
  int complexity;
  int kind;
  int order;
  int removal_key;  // cell * 512 + removed digits
  std::vector<const Propagation*> records;
  std::vector<int> targets;
  uint8_t source_cause;
};

class MultipleChains {
 public:
  // `level`: SE's nesting level (dynamic only). `list`: every hint goes there, none is kept as
  // the best.
  MultipleChains(const LogicView& view, ForcingProducer producer, int level, int limit,
                 int* budget, std::vector<Listed>* list = nullptr)
      : view_(view),
        producer_(producer),
        dynamic_(producer != ForcingProducer::kMultiple),
        level_(level),
        best_rating_(limit),
        budget_(budget),
        list_(list),
        rules_(level, budget, view.nested_memo) {}
  MultipleChains(const MultipleChains&) = delete;
  MultipleChains& operator=(const MultipleChains&) = delete;
  ~MultipleChains() {
    auto& pool = RecordPool();
    for (auto& p : props_) {
      if (p) pool.push_back(std::move(p));
    }
  }

  // Whether the helpers or the propagations wanted more than the budget.
  bool exhausted() const { return exhausted_ || rules_.exhausted(); }

  bool Run(Step& out) {
    base_ = Base();
    if (!list_ && base_ >= best_rating_) return false;
    const bool nishio = producer_ == ForcingProducer::kNishio;
    for (int cell = 0; cell < kCells; ++cell) {
      if (view_.grid.values[cell] != 0) continue;
      for (uint32_t m = view_.CandidatesOf(cell); m; m = ClearLowestBit(m)) {
        const int node = NodeOf(cell, LowestBit(m) + 1);
        if (Worth(FactOf(node, true))) worth_.Add(FactOf(node, true));
        if (Worth(FactOf(node, false))) worth_.Add(FactOf(node, false));
      }
    }
    PotentialPropagator propagator(/*y_links=*/!nishio, dynamic_, level_ > 0 ? &rules_ : nullptr);
    propagator.SetBase(view_.grid);
    propagator_ = &propagator;
    // Static chains: a branch derives only facts in its assumption's closure, so a cell or house
    // whose closures share no conclusion worth a hint needs no branch played out (see Common).
    if (!dynamic_) closures_ = &ClosuresOf(view_);
    for (int cell = 0; cell < kCells; ++cell) {
      if (view_.grid.values[cell] != 0) continue;
      for (uint32_t m = view_.CandidatesOf(cell); m; m = ClearLowestBit(m)) {
        for (const bool is_true : {true, false}) {
          if (!is_true && !dynamic_) continue;  // static: cell and region forcing only
          if (budget_ && level_ == 0 && list_) {
            if (*budget_ <= 0) {
              exhausted_ = true;
              return false;
            }
            --*budget_;
          }
          // Static branches are played out when first needed (Record), in any order: the
          // grid does not change under them.
          if (dynamic_) Record(FactOf(NodeOf(cell, LowestBit(m) + 1), is_true));
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
          const int both[2] = {on, off};
          Common(both, 2, kDouble, {&cell, 1}, -1, DigitBit(digit));
        }
        Regions(cell, digit);
      }
      if (nishio) continue;
      int assumptions[9];
      int n = 0;
      for (uint32_t b = candidates; b; b = ClearLowestBit(b)) {
        assumptions[n++] = FactOf(NodeOf(cell, LowestBit(b) + 1), true);
      }
      Common(assumptions, n, kCell, {&cell, 1}, -1, candidates);
    }
    if (list_ || !found_) return false;
    out = std::move(best_);
    out.rating = best_rating_;
    return true;
  }

 private:
  // SE's base of the producer (Chaining.getDifficulty): Nishio 7.5, multiple 8.0, dynamic 8.5,
  // nesting level n 8.5 + 0.5 n, the technique rows' own bases at the top level.
  int Base() const {
    if (level_ > 0) return 85 + 5 * level_;
    return TechniqueBaseRating(Label(kCell));
  }

  Technique Label(int kind) const {
    switch (producer_) {
      case ForcingProducer::kNishio: return Technique::kNishioForcingChain;
      case ForcingProducer::kMultiple:
        return kind == kRegion ? Technique::kRegionForcingChain : Technique::kCellForcingChain;
      default:
        switch (level_) {
          case 0: return Technique::kDynamicForcingChain;
          case 1: return Technique::kDynamicForcingChainPlus;
          case 2: return Technique::kNestedForcingChain;
          case 3: return Technique::kNestedMultipleForcingChain;
          default: return Technique::kNestedDynamicForcingChain;
        }
    }
  }

  // Whether a conclusion is worth a hint (SE's isWorth): a removal of a candidate still there,
  // or a placement in a cell with other candidates to remove.
  bool Worth(int fact) const {
    const int node = fact / 2;
    const int cell = CellOfNode(node);
    const Mask candidates = view_.grid.values[cell] != 0 ? Mask{0} : view_.CandidatesOf(cell);
    const Mask bit = static_cast<Mask>(DigitBit(DigitOfNode(node)));
    if (!(candidates & bit)) return false;
    return !(fact & 1) || (candidates & ~bit) != 0;
  }

  // The removals of a conclusion, as cell * 512 + digits (one cell each).
  int RemovalKey(int fact) const {
    const int node = fact / 2;
    const int cell = CellOfNode(node);
    const Mask bit = static_cast<Mask>(DigitBit(DigitOfNode(node)));
    const Mask removed = (fact & 1) ? static_cast<Mask>(view_.CandidatesOf(cell) & ~bit) : bit;
    return cell * 512 + removed;
  }

  // A conclusion into the step: an "on" fact places its digit, an "off" fact removes it.
  static void AddConclusion(int fact, Step& step) {
    const int node = fact / 2;
    if (fact & 1) {
      step.placements.push_back({CellOfNode(node), DigitOfNode(node)});
    } else {
      step.eliminations.push_back({CellOfNode(node), DigitOfNode(node)});
    }
  }

  // Keeps the step if it sorts before the best so far, or lists it.
  void Offer(int complexity, int kind, const Propagation* const* records, const int* targets,
             int count, uint8_t source_cause, Step&& step) {
    const int rating = base_ + ChainLengthBonus(complexity);
    if (list_) {
      Listed l{rating, complexity, kind, static_cast<int>(list_->size()),
               RemovalKey(targets[0]), {records, records + count}, {targets, targets + count},
               source_cause};
      if (kind == kContradiction) l.removal_key = RemovalKey(Opposite(records[0]->assumption()));
      list_->push_back(std::move(l));
      return;
    }
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

  // Whether a conclusion of `complexity` could still sort first (every one, when listing).
  bool InReach(int complexity) const {
    if (list_) return true;
    const int rating = base_ + ChainLengthBonus(complexity);
    return found_ ? rating <= best_rating_ : rating < best_rating_;
  }

  void Contradiction(const Propagation& p) {
    if (!p.contradiction()) return;
    const int assumption = p.assumption();
    if (!Worth(Opposite(assumption))) return;
    const std::vector<int>& ends = p.conflict();
    // SE's targets: the "on" end, then the "off" end.
    const int targets[2] = {(ends[0] & 1) ? ends[0] : ends[1], (ends[0] & 1) ? ends[1] : ends[0]};
    HintComplexity count;
    count.Add(p, targets[0]);
    const int complexity = count.Add(p, targets[1]);
    if (!InReach(complexity)) return;
    Step step;
    if (!list_) {
      const int node = assumption / 2;
      AddConclusion(Opposite(assumption), step);
      step.cells = {CellOfNode(node)};
      step.digits = DigitBit(DigitOfNode(node));
      const Propagation* const branch = &p;
      AppendBranchPaths(&branch, 1, -1, step.links);
    }
    const Propagation* const records[2] = {&p, &p};
    Offer(complexity, kContradiction, records, targets, 2, Propagation::kNoCause,
          std::move(step));
  }

  // The record of the propagation from `fact`, played out on first use.
  const Propagation* Record(int fact) {
    std::unique_ptr<Propagation>& record = props_[fact];
    if (!record) {
      record = NewRecord(fact);
      propagator_->Run(*record);
    }
    return record.get();
  }

  // The conclusions every branch (the propagations from `assumptions`) derives: those "on" in
  // the first branch's order, then those "off" (SE's order).
  // `count` is at most 9 (a cell's candidates, a house's places).
  void Common(const int* assumptions, int count, Kind kind, std::span<const int> cells, int house,
              Mask digits) {
    FactSet common = worth_;
    if (closures_ != nullptr) {
      for (int i = 0; i < count; ++i) {
        if (!common.IntersectWith(closures_->Of(assumptions[i]))) return;
      }
    }
    // Most cells and houses have no conclusion worth a hint: no walk of the first branch then,
    // and no branch played out past the one that leaves none.
    const Propagation* branches[9];
    for (int i = 0; i < count; ++i) {
      branches[i] = Record(assumptions[i]);
      if (!common.IntersectWith(branches[i]->facts())) return;
    }
    const uint8_t source_cause =
        kind == kCell ? Propagation::kCauseCell
        : kind == kRegion ? static_cast<uint8_t>(Propagation::kCauseHouse + house)
                          : Propagation::kNoCause;
    int targets[9];
    for (const int truth : {1, 0}) {
      for (const int fact : branches[0]->order()) {
        if ((fact & 1) != truth || !common.Has(fact)) continue;  // common: Worth() only
        HintComplexity counter;
        bool reach = true;
        for (int i = 0; i < count && reach; ++i) {
          targets[i] = fact;
          reach = InReach(counter.Add(*branches[i], fact));
        }
        if (!reach) continue;
        Step step;
        if (!list_) {
          AddConclusion(fact, step);
          step.cells.assign(cells.begin(), cells.end());
          if (house >= 0) step.houses = {house};
          step.digits = digits;
          AppendBranchPaths(branches, count, fact, step.links);
        }
        Offer(counter.total(), kind, branches, targets, count, source_cause,
              std::move(step));
      }
    }
  }

  // Region forcing through `cell`'s houses (box, row, column) where it is the digit's first
  // place and the digit has two or more places.
  void Regions(int cell, int digit) {
    const int houses[3] = {BoxHouse(BoxOf(cell)), RowHouse(RowOf(cell)), ColumnHouse(ColumnOf(cell))};
    for (const int house : houses) {
      const uint32_t places = view_.where[digit - 1][house];
      if (PopCount9(places) < 2 || kHouseCells[house][LowestBit(places)] != cell) continue;
      int assumptions[9];
      int cells[9];
      int n = 0;
      for (uint32_t b = places; b; b = ClearLowestBit(b)) {
        const int c = kHouseCells[house][LowestBit(b)];
        cells[n] = c;
        assumptions[n++] = FactOf(NodeOf(c, digit), true);
      }
      Common(assumptions, n, kRegion, {cells, static_cast<size_t>(n)}, house, DigitBit(digit));
    }
  }

  const LogicView& view_;
  ForcingProducer producer_;
  bool dynamic_;
  int level_;
  int base_ = 0;
  int best_rating_;
  int best_complexity_ = INT_MAX;
  int best_kind_ = INT_MAX;
  bool found_ = false;
  bool exhausted_ = false;
  int* budget_;
  std::vector<Listed>* list_;
  NestedRules rules_;
  Step best_;
  FactSet worth_;  // the facts Worth() a hint on the view's grid
  PotentialPropagator* propagator_ = nullptr;     // Run's, for Record
  const StaticClosures* closures_ = nullptr;      // Run's, static chains only
  std::array<std::unique_ptr<Propagation>, kFacts> props_;
};

// SE's FullChain key and rule-parent data of a listed hint (NestedHint).
void Describe(const Listed& l, bool dynamic, int level, NestedHint& hint) {
  hint.complexity = l.complexity;
  hint.chain = true;
  hint.via = level > 0   ? Technique::kNestedForcingChain
             : dynamic   ? Technique::kDynamicForcingChain
             : l.kind == kRegion ? Technique::kRegionForcingChain
                                 : Technique::kCellForcingChain;
  uint64_t key = static_cast<uint64_t>(l.kind);
  for (size_t i = 0; i < l.targets.size(); ++i) {
    const Propagation& record = *l.records[i];
    FactSet seen;
    const int target = l.targets[i];
    record.Ancestors(&target, 1, seen, /*nested=*/false);
    uint64_t sum = 0;
    seen.ForEach([&](int fact) {
      sum += MixKey(0x51ed27u, static_cast<uint64_t>(fact) + 1);
      if (!(fact & 1)) return;
      uint8_t cause = record.CauseOf(fact);
      if (cause == Propagation::kNoCause && fact == record.assumption()) cause = l.source_cause;
      if (cause == Propagation::kCauseCell) {
        hint.cells.Add(CellOfNode(fact / 2));
      } else if (cause >= Propagation::kCauseHouse) {
        hint.house_digits[cause - Propagation::kCauseHouse] |=
            static_cast<uint16_t>(DigitBit(DigitOfNode(fact / 2)));
      }
    });
    key = MixKey(MixKey(key, static_cast<uint64_t>(target) + 1), sum);
  }
  hint.key = key == 0 ? 1 : key;
}

}  // namespace

bool forcing::ListMultipleForcingChains(const LogicView& view, bool dynamic, int level,
                                        int* budget, std::vector<NestedHint>& hints) {
  std::vector<Listed> list;
  MultipleChains search(view, dynamic ? ForcingProducer::kDynamic : ForcingProducer::kMultiple,
                        level, INT_MAX, budget, &list);
  Step unused;
  search.Run(unused);
  std::vector<HintOrderKey> keys;
  keys.reserve(list.size());
  for (const Listed& l : list) keys.push_back({l.rating, l.complexity, l.kind});
  std::vector<int> seen;
  for (const int index : StableOrder(keys)) {
    const Listed& l = list[index];
    if (std::find(seen.begin(), seen.end(), l.removal_key) != seen.end()) continue;
    seen.push_back(l.removal_key);
    NestedHint hint;
    const int cell = l.removal_key / 512;
    for (uint32_t m = static_cast<uint32_t>(l.removal_key % 512); m; m = ClearLowestBit(m)) {
      hint.removals.push_back(NodeOf(cell, LowestBit(m) + 1));
    }
    Describe(l, dynamic, level, hint);
    hints.push_back(std::move(hint));
  }
  return !search.exhausted();
}

bool FindNestedForcingChain(const LogicView& view, int level, int rating_limit, Step& step) {
  const int granted = view.nested_budget > 0 ? view.nested_budget : kDefaultNestedBudget;
  int budget = granted;
  MultipleChains search(view, ForcingProducer::kDynamic, level, rating_limit, &budget);
  const bool found = search.Run(step);
  if (view.nested_spent != nullptr) *view.nested_spent += static_cast<uint64_t>(granted - std::max(budget, 0));
  if (!search.exhausted()) return found;
  // Cut short: the rating is a lower bound (FindForcingChain). So even when a step was found
  // before the budget ran out: SE takes the easiest of all the search's hints, and a hint the
  // search did not reach may have been easier (or harder, and the solve's path another).
  step = Step{};
  step.technique = level == 1 ? Technique::kDynamicForcingChainPlus
                   : level == 2 ? Technique::kNestedForcingChain
                   : level == 3 ? Technique::kNestedMultipleForcingChain
                                : Technique::kNestedDynamicForcingChain;
  step.rating = 85 + 5 * level;
  return true;
}

bool FindMultipleForcingChain(const LogicView& view, ForcingProducer producer, int rating_limit,
                              Step& step) {
  MultipleChains search(view, producer, 0, rating_limit, nullptr);
  return search.Run(step);
}

}  // namespace sudoku::detail
