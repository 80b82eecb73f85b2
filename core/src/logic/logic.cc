// The step dispatcher: tries the registry's techniques easiest first and solves puzzles step by
// step.
#include "sudoku/logic.h"

#include <algorithm>
#include <climits>
#include <span>

#include "logic/shape_generic.h"
#include "sudoku/solver.h"
#include "sudoku/technique_registry.h"

namespace sudoku {

CandidateGrid CandidatesFromValues(const Grid& values, const GridShape& shape) {
  if (shape.size != 9) return detail::SmallCandidatesFromValues(TablesOf(shape), values);
  return detail::CandidatesIn(kTables9, values);
}

void ApplyStep(const Step& step, CandidateGrid& grid, const GridShape& shape) {
  if (shape.size != 9) return detail::SmallApplyStep(TablesOf(shape), step, grid);
  detail::ApplyStepIn(kTables9, step, grid);
}

bool IsSolved(const CandidateGrid& grid, const GridShape& shape) {
  return std::all_of(grid.values.begin(), grid.values.begin() + shape.cells(),
                     [](uint8_t v) { return v != 0; });
}

namespace detail {

LogicView::LogicView(const CandidateGrid& g, const GridShape& shape)
    : grid(g), tables(&TablesOf(shape)) {
  if (tables == &kTables9) {
    FillViewIn(kTables9, *this);
  } else {
    FillSmallView(*this);
  }
}

LogicView::LogicView(const CandidateGrid& g,
                     const std::array<std::array<uint16_t, kHouses>, kDigits>& known_where)
    : grid(g), tables(&kTables9), where(known_where) {
  for (int cell = 0; cell < kCells; ++cell) {
    for (uint32_t m = grid.candidates[cell]; m; m = ClearLowestBit(m)) {
      cells_of[LowestBit(m)].Add(cell);
    }
  }
}

int EliminateDigit(const LogicView& view, const CellSet& cells, int digit, Step& step) {
  int count = 0;
  (cells & view.cells_of[digit - 1]).ForEach([&](int cell) {
    step.eliminations.push_back({cell, digit});
    ++count;
  });
  return count;
}

namespace {

// Sorts `items` by key(item) and drops repeats. Insertion sort: a step's lists are short (a few
// cells, rarely more than a few dozen eliminations), and one small loop per element type keeps
// the WebAssembly module smaller than std::sort's introsort would.
template <typename T, typename Key>
void SortUnique(std::vector<T>& items, Key key) {
  size_t kept = 0;
  for (size_t i = 0; i < items.size(); ++i) {
    const T item = items[i];
    const int k = key(item);
    size_t at = kept;
    while (at > 0 && key(items[at - 1]) > k) --at;
    if (at > 0 && key(items[at - 1]) == k) continue;  // a repeat
    for (size_t j = kept; j > at; --j) items[j] = items[j - 1];
    items[at] = item;
    ++kept;
  }
  items.resize(kept);
}

}  // namespace

void Normalize(Step& step) {
  const auto by_cell_digit = [](const auto& e) { return e.cell * 16 + e.digit; };
  SortUnique(step.placements, by_cell_digit);
  SortUnique(step.eliminations, by_cell_digit);
  SortUnique(step.cells, [](int cell) { return cell; });
}

}  // namespace detail

namespace {

// FindNextStep, adding the nested searches' work units to *nested_spent when it is given, the
// nested searches remembering their helpers' hints in *memo.
std::optional<Step> FindNextStepCounted(const CandidateGrid& grid, const LogicOptions& options,
                                        int* budget_floor, const GridShape& shape,
                                        uint64_t* nested_spent, detail::NestedMemo* memo) {
  if (IsSolved(grid, shape)) return std::nullopt;
  detail::LogicView view(grid, shape);
  view.nested_spent = nested_spent;
  view.nested_memo = memo;
  // A smaller grid takes only the rows that apply to every size (TechniqueRow::all_sizes).
  const bool nine = shape.size == 9;
  view.nested_budget = options.nested_budget > 0 ? options.nested_budget : kDefaultNestedBudget;
  view.scale = options.scale;
  std::optional<Step> best;
  // The registry's rows in search order, without those the scale lacks. Techniques rated
  // exactly their base (and the few TakenAtOnce) give the step at once (the first found wins,
  // as in SE); the others
  // (chains, forcing chains, unique loops) rate each step by its size, so the search goes on
  // through the rows whose floor is still below the best step so far, each looking only below
  // min(best, ceiling + 1). Floors never decrease around those rows (technique_registry.h), so
  // the search stops at the first row whose floor reaches the best step. Under a ceiling, a
  // row above it is still searched where the scale's order puts it before a row within it
  // (Sukaku's empty rectangle before XY-Wing): a step there is the step the solve without a
  // ceiling takes, so the answer is "harder than the ceiling".
  const int ceiling = options.max_rating > 0 ? options.max_rating : INT_MAX - 1;
  const std::span<const detail::TechniqueRow> rows = detail::TechniqueRows();
  size_t last_within = 0;  // the last row of the scale whose floor is within the ceiling
  for (size_t i = 0; i < rows.size(); ++i) {
    const int floor = detail::RatingFloor(rows[i], options.scale);
    if (!nine && !rows[i].all_sizes) continue;
    if (rows[i].find != nullptr && floor != 0 && floor <= ceiling) last_within = i;
  }
  for (size_t i = 0; i < rows.size(); ++i) {
    const detail::TechniqueRow& row = rows[i];
    if (row.find == nullptr) continue;  // found by an earlier row's search
    if (!nine && !row.all_sizes) continue;
    const int floor = detail::RatingFloor(row, options.scale);
    if (floor == 0) continue;  // not a technique of this scale
    if (row.hint_pattern && !options.hint_patterns) continue;
    if (best && (floor >= best->rating || row.only_if_none_found)) break;
    if (floor > ceiling && i > last_within) break;
    if (row.unique_only && !options.assume_unique) continue;
    if (row.forcing_level > 0 && row.forcing_level > options.max_forcing_level) continue;
    Step step;
    step.technique = row.technique;
    step.rating = floor;
    const int limit = std::min(best ? best->rating : INT_MAX, ceiling + 1);
    if (!row.find(view, limit, step)) continue;
    if (step.placements.empty() && step.eliminations.empty()) {
      // A nested forcing-chain search cut short by its budget (FindForcingChain).
      if (row.forcing_level >= 4) {
        if (budget_floor) *budget_floor = floor;
        return std::nullopt;
      }
      continue;
    }
    detail::Normalize(step);
    if (detail::TakenAtOnce(row)) {
      // Above the ceiling: the step the solve without one takes here (see above).
      if (step.rating > ceiling) return std::nullopt;
      return step;
    }
    if (!best || step.rating < best->rating) best = std::move(step);
  }
  // A search that ignores its limit (simple colouring) may still rate a step above it.
  if (best && best->rating > ceiling) return std::nullopt;
  return best;
}

}  // namespace

std::optional<Step> FindNextStep(const CandidateGrid& grid, const LogicOptions& options,
                                 int* budget_floor, const GridShape& shape) {
  detail::NestedMemo memo;
  return FindNextStepCounted(grid, options, budget_floor, shape, nullptr, &memo);
}

LogicSolve SolveLogically(const Grid& puzzle, const LogicOptions& options,
                          const GridShape& shape) {
  LogicSolve result;
  result.final_grid = CandidatesFromValues(puzzle, shape);
  const CountResult count = CountSolutions(puzzle, 2, UINT64_MAX, shape);
  if (count.count == 0) {
    result.outcome = LogicOutcome::kNoSolution;
    return result;
  }
  if (count.count > 1) {
    result.outcome = LogicOutcome::kMultipleSolutions;
    return result;
  }
  LogicOptions unique_options = options;
  unique_options.assume_unique = true;
  // Every step removes at least one of at most 729 candidates, so this bound is never the
  // reason a solve stops; it only makes termination evident.
  const int rounds = shape.cells() * shape.size;
  detail::NestedMemo memo;
  for (int round = 0; round < rounds && !IsSolved(result.final_grid, shape); ++round) {
    std::optional<Step> step =
        FindNextStepCounted(result.final_grid, unique_options, &result.budget_floor, shape,
                            &result.nested_work, &memo);
    if (!step) {
      result.budget_exhausted = result.budget_floor > 0;
      break;
    }
    ApplyStep(*step, result.final_grid, shape);
    result.steps.push_back(std::move(*step));
  }
  result.outcome =
      IsSolved(result.final_grid, shape) ? LogicOutcome::kSolved : LogicOutcome::kStuck;
  return result;
}

}  // namespace sudoku
