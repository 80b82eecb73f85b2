// The step dispatcher: tries the techniques easiest first and solves puzzles step by step.
#include "sudoku/logic.h"

#include <algorithm>
#include <climits>

#include "sudoku/logic_detail.h"
#include "sudoku/solver.h"

namespace sudoku {

CandidateGrid CandidatesFromValues(const Grid& values) {
  CandidateGrid grid;
  grid.values = values;
  for (int cell = 0; cell < kCells; ++cell) {
    if (values[cell] != 0) continue;
    Mask seen = 0;
    for (const uint8_t peer : kPeers[cell]) {
      // Values above 9 are not digits; they constrain nothing (and must not reach DigitBit).
      if (values[peer] >= 1 && values[peer] <= 9) seen |= DigitBit(values[peer]);
    }
    grid.candidates[cell] = static_cast<Mask>(kAllDigits & ~seen);
  }
  return grid;
}

void ApplyStep(const Step& step, CandidateGrid& grid) {
  for (const Placement& placement : step.placements) {
    grid.values[placement.cell] = static_cast<uint8_t>(placement.digit);
    grid.candidates[placement.cell] = 0;
    for (const uint8_t peer : kPeers[placement.cell]) {
      grid.candidates[peer] &= static_cast<Mask>(~DigitBit(placement.digit));
    }
  }
  for (const Elimination& elimination : step.eliminations) {
    grid.candidates[elimination.cell] &= static_cast<Mask>(~DigitBit(elimination.digit));
  }
}

bool IsSolved(const CandidateGrid& grid) {
  return std::all_of(grid.values.begin(), grid.values.end(), [](uint8_t v) { return v != 0; });
}

namespace detail {

LogicView::LogicView(const CandidateGrid& g) : grid(g) {
  for (int house = 0; house < kHouses; ++house) {
    for (int k = 0; k < 9; ++k) {
      const int cell = kHouseCells[house][k];
      for (uint32_t m = g.candidates[cell]; m; m = ClearLowestBit(m)) {
        where[LowestBit(m)][house] |= static_cast<uint16_t>(1u << k);
      }
    }
  }
  for (int cell = 0; cell < kCells; ++cell) {
    for (uint32_t m = g.candidates[cell]; m; m = ClearLowestBit(m)) {
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

void Normalize(Step& step) {
  auto by_cell_digit = [](const auto& a, const auto& b) {
    return a.cell != b.cell ? a.cell < b.cell : a.digit < b.digit;
  };
  std::sort(step.placements.begin(), step.placements.end(), by_cell_digit);
  step.placements.erase(std::unique(step.placements.begin(), step.placements.end()),
                        step.placements.end());
  std::sort(step.eliminations.begin(), step.eliminations.end(), by_cell_digit);
  step.eliminations.erase(std::unique(step.eliminations.begin(), step.eliminations.end()),
                          step.eliminations.end());
  std::sort(step.cells.begin(), step.cells.end());
  step.cells.erase(std::unique(step.cells.begin(), step.cells.end()), step.cells.end());
}

bool FindBasicStep(const LogicView& view, int max_rating, Step& step) {
  struct Basic {
    Technique technique;
    bool (*find)(const LogicView&, Step&);
  };
  static constexpr Basic kBasics[] = {
      {Technique::kPointing, [](const LogicView& v, Step& s) { return FindLockedCandidates(v, true, false, s); }},
      {Technique::kClaiming, [](const LogicView& v, Step& s) { return FindLockedCandidates(v, false, false, s); }},
      {Technique::kNakedPair, [](const LogicView& v, Step& s) { return FindNakedSubset(v, 2, s); }},
      {Technique::kXWing, [](const LogicView& v, Step& s) { return FindBasicFish(v, 2, s); }},
      {Technique::kHiddenPair, [](const LogicView& v, Step& s) { return FindHiddenSubset(v, 2, false, s); }},
      {Technique::kNakedTriple, [](const LogicView& v, Step& s) { return FindNakedSubset(v, 3, s); }},
      {Technique::kSwordfish, [](const LogicView& v, Step& s) { return FindBasicFish(v, 3, s); }},
      {Technique::kHiddenTriple, [](const LogicView& v, Step& s) { return FindHiddenSubset(v, 3, false, s); }},
  };
  for (const Basic& basic : kBasics) {
    if (TechniqueBaseRating(basic.technique) > max_rating) break;
    Step found;
    found.technique = basic.technique;
    if (basic.find(view, found)) {
      step = std::move(found);
      return true;
    }
  }
  return false;
}

}  // namespace detail

namespace {

using detail::LogicView;

// One entry of the search order. `fixed` techniques are rated exactly their base rating; the
// others (chains, colouring, forcing chains) rate each step by its length, so the dispatcher
// keeps looking at later entries whose base rating is still below the best step found so far.
enum class Kind : uint8_t { kFixed, kVariable };

struct Entry {
  Technique technique;
  Kind kind;
};

bool RunEntry(const LogicView& view, const LogicOptions& options, Technique technique,
              int rating_limit, Step& step) {
  using detail::ChainKind;
  switch (technique) {
    case Technique::kFullHouse: return detail::FindFullHouse(view, step);
    case Technique::kHiddenSingleBox: return detail::FindHiddenSingle(view, true, step);
    case Technique::kHiddenSingleLine: return detail::FindHiddenSingle(view, false, step);
    case Technique::kDirectPointing: return detail::FindLockedCandidates(view, true, true, step);
    case Technique::kDirectClaiming: return detail::FindLockedCandidates(view, false, true, step);
    case Technique::kDirectHiddenPair: return detail::FindHiddenSubset(view, 2, true, step);
    case Technique::kNakedSingle: return detail::FindNakedSingle(view, step);
    case Technique::kDirectHiddenTriple: return detail::FindHiddenSubset(view, 3, true, step);
    case Technique::kPointing: return detail::FindLockedCandidates(view, true, false, step);
    case Technique::kClaiming: return detail::FindLockedCandidates(view, false, false, step);
    case Technique::kNakedPair: return detail::FindNakedSubset(view, 2, step);
    case Technique::kXWing: return detail::FindBasicFish(view, 2, step);
    case Technique::kHiddenPair: return detail::FindHiddenSubset(view, 2, false, step);
    case Technique::kNakedTriple: return detail::FindNakedSubset(view, 3, step);
    case Technique::kSwordfish: return detail::FindBasicFish(view, 3, step);
    case Technique::kHiddenTriple: return detail::FindHiddenSubset(view, 3, false, step);
    case Technique::kXYWing: return detail::FindXYWing(view, step);
    case Technique::kXYZWing: return detail::FindXYZWing(view, step);
    case Technique::kUniqueRectangleType1:
    case Technique::kUniqueRectangleType2:
    case Technique::kUniqueRectangleType4:
      return options.assume_unique && detail::FindUniqueRectangle(view, technique, step);
    case Technique::kUniqueRectangleType3:
    case Technique::kUniqueLoop:
      return options.assume_unique && detail::FindUniqueLoop(view, rating_limit, step);
    case Technique::kNakedQuad: return detail::FindNakedSubset(view, 4, step);
    case Technique::kJellyfish: return detail::FindBasicFish(view, 4, step);
    case Technique::kHiddenQuad: return detail::FindHiddenSubset(view, 4, false, step);
    case Technique::kBugPlusOne: return options.assume_unique && detail::FindBugPlusOne(view, step);
    case Technique::kAlignedPairExclusion: return detail::FindAlignedPairExclusion(view, step);
    case Technique::kSkyscraper: return detail::FindSkyscraper(view, step);
    case Technique::kTwoStringKite: return detail::FindTwoStringKite(view, step);
    case Technique::kEmptyRectangle: return detail::FindEmptyRectangle(view, step);
    case Technique::kFinnedXWing: return detail::FindFinnedFish(view, 2, step);
    case Technique::kFinnedSwordfish: return detail::FindFinnedFish(view, 3, step);
    case Technique::kFinnedJellyfish: return detail::FindFinnedFish(view, 4, step);
    case Technique::kXChain: return detail::FindChain(view, ChainKind::kX, rating_limit, step);
    case Technique::kSimpleColouring: return detail::FindSimpleColouring(view, step);
    case Technique::kWWing: return detail::FindWWing(view, step);
    case Technique::kXYChain: return detail::FindChain(view, ChainKind::kXY, rating_limit, step);
    case Technique::kAIC: return detail::FindChain(view, ChainKind::kAIC, rating_limit, step);
    case Technique::kNishioForcingChain:
      return options.max_forcing_level >= 1 &&
             detail::FindForcingChain(view, 1, rating_limit, step);
    case Technique::kDynamicForcingChain:
      return options.max_forcing_level >= 2 &&
             detail::FindForcingChain(view, 2, rating_limit, step);
    case Technique::kDynamicForcingChainPlus:
      return options.max_forcing_level >= 3 &&
             detail::FindForcingChain(view, 3, rating_limit, step);
    case Technique::kNestedForcingChain:
      return options.max_forcing_level >= 4 &&
             detail::FindForcingChain(view, 4, rating_limit, step);
    default: return false;
  }
}

// The search order, by SE base rating. Cell and region forcing chains are found by the same
// search as Nishio chains (one propagation per candidate serves all three), so they have no
// entry of their own; the forcing searches label each step with the form they found.
constexpr Entry kOrder[] = {
    {Technique::kFullHouse, Kind::kFixed},
    {Technique::kHiddenSingleBox, Kind::kFixed},
    {Technique::kHiddenSingleLine, Kind::kFixed},
    {Technique::kDirectPointing, Kind::kFixed},
    {Technique::kDirectClaiming, Kind::kFixed},
    {Technique::kDirectHiddenPair, Kind::kFixed},
    {Technique::kNakedSingle, Kind::kFixed},
    {Technique::kDirectHiddenTriple, Kind::kFixed},
    {Technique::kPointing, Kind::kFixed},
    {Technique::kClaiming, Kind::kFixed},
    {Technique::kNakedPair, Kind::kFixed},
    {Technique::kXWing, Kind::kFixed},
    {Technique::kHiddenPair, Kind::kFixed},
    {Technique::kNakedTriple, Kind::kFixed},
    {Technique::kSwordfish, Kind::kFixed},
    {Technique::kSkyscraper, Kind::kFixed},
    {Technique::kHiddenTriple, Kind::kFixed},
    {Technique::kTwoStringKite, Kind::kFixed},
    {Technique::kEmptyRectangle, Kind::kFixed},
    {Technique::kXYWing, Kind::kFixed},
    {Technique::kXYZWing, Kind::kFixed},
    {Technique::kUniqueRectangleType1, Kind::kFixed},
    {Technique::kUniqueRectangleType2, Kind::kFixed},
    {Technique::kUniqueRectangleType4, Kind::kFixed},
    // Rectangle type 3 and loops of every type (4.6 and up), one search labelled by what it finds.
    {Technique::kUniqueRectangleType3, Kind::kVariable},
    {Technique::kNakedQuad, Kind::kFixed},
    {Technique::kJellyfish, Kind::kFixed},
    {Technique::kHiddenQuad, Kind::kFixed},
    {Technique::kBugPlusOne, Kind::kFixed},
    {Technique::kAlignedPairExclusion, Kind::kFixed},
    {Technique::kFinnedXWing, Kind::kFixed},
    {Technique::kSimpleColouring, Kind::kVariable},
    {Technique::kXChain, Kind::kVariable},
    {Technique::kWWing, Kind::kFixed},
    {Technique::kFinnedSwordfish, Kind::kFixed},
    {Technique::kXYChain, Kind::kVariable},
    {Technique::kFinnedJellyfish, Kind::kFixed},
    {Technique::kAIC, Kind::kVariable},
    {Technique::kNishioForcingChain, Kind::kVariable},
    {Technique::kDynamicForcingChain, Kind::kVariable},
    {Technique::kDynamicForcingChainPlus, Kind::kVariable},
    {Technique::kNestedForcingChain, Kind::kVariable},
};

// The base rating an entry can reach at least. Static forcing chains start at 7.0 (a binary
// forcing chain) although the family is named after its Nishio form (7.5).
int EntryFloor(Technique technique) {
  if (technique == Technique::kNishioForcingChain) return 70;
  return TechniqueBaseRating(technique);
}

}  // namespace

std::optional<Step> FindNextStep(const CandidateGrid& grid, const LogicOptions& options) {
  if (IsSolved(grid)) return std::nullopt;
  const LogicView view(grid);
  std::optional<Step> best;
  // kOrder's floors never decrease, so once an entry's floor is above the ceiling no later
  // entry can give a step within it; chain searches look only below min(best, ceiling + 1).
  const int ceiling = options.max_rating > 0 ? options.max_rating : INT_MAX - 1;
  for (const Entry& entry : kOrder) {
    const int floor = EntryFloor(entry.technique);
    if (best && floor >= best->rating) break;
    if (floor > ceiling) break;
    Step step;
    step.technique = entry.technique;
    step.rating = TechniqueBaseRating(entry.technique);
    const int limit = std::min(best ? best->rating : INT_MAX, ceiling + 1);
    if (!RunEntry(view, options, entry.technique, limit, step)) continue;
    if (step.placements.empty() && step.eliminations.empty()) continue;
    detail::Normalize(step);
    if (entry.kind == Kind::kFixed) return step;
    if (!best || step.rating < best->rating) best = std::move(step);
  }
  // A search that ignores its limit (simple colouring) may still rate a step above it.
  if (best && best->rating > ceiling) return std::nullopt;
  return best;
}

LogicSolve SolveLogically(const Grid& puzzle, const LogicOptions& options) {
  LogicSolve result;
  result.final_grid = CandidatesFromValues(puzzle);
  const CountResult count = CountSolutions(puzzle, 2);
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
  for (int round = 0; round < kCells * kDigits && !IsSolved(result.final_grid); ++round) {
    std::optional<Step> step = FindNextStep(result.final_grid, unique_options);
    if (!step) break;
    ApplyStep(*step, result.final_grid);
    result.steps.push_back(std::move(*step));
  }
  result.outcome = IsSolved(result.final_grid) ? LogicOutcome::kSolved : LogicOutcome::kStuck;
  return result;
}

}  // namespace sudoku
