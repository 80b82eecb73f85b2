// Nishio forcing chains as SE 1.2.1 finds and rates them (its Chaining producer with dynamic
// and Nishio set; se-rating-rules.md sections 2 and 4): every candidate of every unsolved cell
// is assumed true, then false, and played out dynamically over X links only
// (PotentialPropagator). An assumption that derives some potential both on and off is
// impossible: a true one's candidate is removed, a false one's placed.
//
// Rating: 7.5 plus SE's length term on the complexity, the potentials the "on" end of the
// contradiction rests on plus those its "off" end rests on (each end counted on its own, so
// what they share is counted twice: BinaryChainingHint's flat complexity). Of all the
// contradictions the lowest rating wins, then the lower complexity, then the first found
// (cells in order, digits up, "true" before "false"), as SE's sorted hint list gives it.
#include <climits>
#include <memory>

#include "forcing_potentials.h"
#include "forcing_propagation.h"
#include "forcing_record_pool.h"
#include "sudoku/logic_detail.h"

namespace sudoku::detail {

bool FindNishioForcingChain(const LogicView& view, int rating_limit, Step& step) {
  using namespace forcing;
  const int base = TechniqueBaseRating(Technique::kNishioForcingChain);
  if (base >= rating_limit) return false;
  PotentialPropagator propagator(/*y_links=*/false, /*dynamic=*/true);
  propagator.SetBase(view.grid);
  auto& pool = RecordPool();
  std::unique_ptr<Propagation> record;
  if (!pool.empty()) {
    record = std::move(pool.back());
    pool.pop_back();
  }
  int best_rating = rating_limit;
  int best_complexity = INT_MAX;
  bool found = false;
  for (int cell = 0; cell < kCells; ++cell) {
    if (view.grid.values[cell] != 0) continue;
    for (uint32_t m = view.CandidatesOf(cell); m; m = ClearLowestBit(m)) {
      const int digit = LowestBit(m) + 1;
      for (const bool is_true : {true, false}) {
        const int assumption = FactOf(NodeOf(cell, digit), is_true);
        if (record) {
          record->Reset(assumption);
        } else {
          record = std::make_unique<Propagation>(assumption);
        }
        propagator.Run(*record);
        if (!record->contradiction()) continue;
        const std::vector<int>& ends = record->conflict();
        const int complexity = record->Complexity(&ends[0], 1) + record->Complexity(&ends[1], 1);
        const int rating = base + ChainLengthBonus(complexity);
        if (rating > best_rating || (rating == best_rating && complexity >= best_complexity) ||
            rating >= rating_limit) {
          continue;
        }
        best_rating = rating;
        best_complexity = complexity;
        found = true;
        step = Step{};
        step.technique = Technique::kNishioForcingChain;
        step.rating = rating;
        if (is_true) {
          step.eliminations.push_back({cell, digit});
        } else {
          step.placements.push_back({cell, digit});
        }
        step.cells = {cell};
        step.digits = DigitBit(digit);
        for (const int f : ends) record->AppendPath(f, step.links);
      }
    }
  }
  if (record) pool.push_back(std::move(record));
  return found;
}

}  // namespace sudoku::detail
