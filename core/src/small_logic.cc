// Logic on the small grids: the techniques that apply to them, steps, grades and hints
// (small_grid.h). Steps are the 9x9 engine's Step values, with the small grid's cell and house
// numbers, and are rated and named by the technique registry; the explanations are the 9x9
// formatters' (SmallStepAsNineByNine).
//
// The "direct" forms of locked candidates and hidden subsets (technique.h) are not searched:
// a small grid's plain pointing or hidden pair is rated as such.
#include <algorithm>

#include "small_tables.h"
#include "sudoku/bits.h"
#include "sudoku/small_grid.h"

namespace sudoku {
namespace {

using detail::SmallTables;
using detail::TablesOf;

// Where each digit can go in each house: bit k = the house's k-th cell (house_cells order).
struct SmallView {
  const CandidateGrid& grid;
  const GridShape& shape;
  const SmallTables& t;
  std::array<std::array<uint8_t, detail::kMaxSmallHouses>, detail::kMaxSmallSize> where{};

  SmallView(const CandidateGrid& g, const GridShape& s) : grid(g), shape(s), t(TablesOf(s)) {
    for (int house = 0; house < shape.houses(); ++house) {
      for (int k = 0; k < shape.size; ++k) {
        const int cell = t.house_cells[house][k];
        const Mask candidates = Candidates(cell);
        for (int d = 1; d <= shape.size; ++d) {
          if (candidates & DigitBit(d)) where[d - 1][house] |= static_cast<uint8_t>(1u << k);
        }
      }
    }
  }
  Mask Candidates(int cell) const { return grid.values[cell] != 0 ? 0 : grid.candidates[cell]; }
  int Cell(int house, int k) const { return t.house_cells[house][k]; }
  bool InHouse(int cell, int house) const {
    const auto& h = t.houses_of[cell];
    return h[0] == house || h[1] == house || h[2] == house;
  }
};

bool FindFullHouse(const SmallView& v, Step& step) {
  for (int house = 0; house < v.shape.houses(); ++house) {
    int empty_cell = -1;
    int empty_count = 0;
    Mask present = 0;
    for (int k = 0; k < v.shape.size; ++k) {
      const int cell = v.Cell(house, k);
      if (v.grid.values[cell] == 0) {
        empty_cell = cell;
        ++empty_count;
      } else {
        present |= DigitBit(v.grid.values[cell]);
      }
    }
    if (empty_count != 1) continue;
    const Mask missing = static_cast<Mask>(v.shape.all_digits() & ~present);
    if (!HasOneBit(missing) || (v.Candidates(empty_cell) & missing) == 0) continue;
    step.placements.push_back({empty_cell, LowestBit(missing) + 1});
    step.cells = {empty_cell};
    step.houses = {house};
    step.digits = missing;
    return true;
  }
  return false;
}

bool FindHiddenSingle(const SmallView& v, bool boxes, Step& step) {
  const int n = v.shape.size;
  const int first = boxes ? 2 * n : 0;
  const int last = boxes ? 3 * n : 2 * n;
  for (int house = first; house < last; ++house) {
    for (int digit = 1; digit <= n; ++digit) {
      const uint32_t places = v.where[digit - 1][house];
      if (!HasOneBit(places)) continue;
      const int cell = v.Cell(house, LowestBit(places));
      step.placements.push_back({cell, digit});
      step.cells = {cell};
      step.houses = {house};
      step.digits = DigitBit(digit);
      return true;
    }
  }
  return false;
}

bool FindNakedSingle(const SmallView& v, Step& step) {
  for (int cell = 0; cell < v.shape.cells(); ++cell) {
    const Mask candidates = v.Candidates(cell);
    if (v.grid.values[cell] != 0 || !HasOneBit(candidates)) continue;
    step.placements.push_back({cell, LowestBit(candidates) + 1});
    step.cells = {cell};
    step.digits = candidates;
    return true;
  }
  return false;
}

// Pointing (source a box, target a line) or claiming (source a line, target a box): the digit's
// places in the source (two or more) all lie in the target, so the rest of the target loses it.
bool FindLockedCandidates(const SmallView& v, bool pointing, Step& step) {
  const int n = v.shape.size;
  for (int digit = 1; digit <= n; ++digit) {
    for (int box = 2 * n; box < 3 * n; ++box) {
      for (int line = 0; line < 2 * n; ++line) {
        const int source = pointing ? box : line;
        const int target = pointing ? line : box;
        // Every house lists its cells in increasing order (boxes in reading order too), so
        // the pattern's cells and the eliminations come out sorted.
        const uint32_t places = v.where[digit - 1][source];
        if (PopCount(places) < 2) continue;
        bool confined = true;
        for (uint32_t m = places; m; m = ClearLowestBit(m)) {
          confined = confined && v.InHouse(v.Cell(source, LowestBit(m)), target);
        }
        if (!confined) continue;
        step.eliminations.clear();  // a fresh step: only what an earlier try left
        step.cells.clear();
        for (int k = 0; k < n; ++k) {
          const int cell = v.Cell(target, k);
          if (v.InHouse(cell, source) || !(v.Candidates(cell) & DigitBit(digit))) continue;
          step.eliminations.push_back({cell, digit});
        }
        if (step.eliminations.empty()) continue;
        for (uint32_t m = places; m; m = ClearLowestBit(m)) {
          step.cells.push_back(v.Cell(source, LowestBit(m)));
        }
        step.houses = {source, target};
        step.digits = DigitBit(digit);
        return true;
      }
    }
  }
  return false;
}

// Two cells of a house with the same two candidates: no other cell of the house holds them.
bool FindNakedPair(const SmallView& v, Step& step) {
  const int n = v.shape.size;
  for (int house = 0; house < v.shape.houses(); ++house) {
    for (int i = 0; i < n; ++i) {
      const Mask pair = v.Candidates(v.Cell(house, i));
      if (PopCount(pair) != 2) continue;
      for (int j = i + 1; j < n; ++j) {
        if (v.Candidates(v.Cell(house, j)) != pair) continue;
        step.eliminations.clear();  // a fresh step: only what an earlier try left
        step.cells.clear();
        for (int k = 0; k < n; ++k) {
          const int cell = v.Cell(house, k);
          if (k == i || k == j) continue;
          for (uint32_t m = v.Candidates(cell) & pair; m; m = ClearLowestBit(m)) {
            step.eliminations.push_back({cell, LowestBit(m) + 1});
          }
        }
        if (step.eliminations.empty()) continue;
        step.cells = {v.Cell(house, i), v.Cell(house, j)};  // increasing: house order
        step.houses = {house};
        step.digits = pair;
        return true;
      }
    }
  }
  return false;
}

// Two digits of a house that fit only in the same two cells: those cells lose every other
// candidate.
bool FindHiddenPair(const SmallView& v, Step& step) {
  const int n = v.shape.size;
  for (int house = 0; house < v.shape.houses(); ++house) {
    for (int a = 1; a <= n; ++a) {
      const uint32_t places = v.where[a - 1][house];
      if (PopCount(places) != 2) continue;
      for (int b = a + 1; b <= n; ++b) {
        if (v.where[b - 1][house] != places) continue;
        const Mask digits = static_cast<Mask>(DigitBit(a) | DigitBit(b));
        step.eliminations.clear();  // a fresh step: only what an earlier try left
        step.cells.clear();
        for (uint32_t p = places; p; p = ClearLowestBit(p)) {
          const int cell = v.Cell(house, LowestBit(p));
          step.cells.push_back(cell);
          for (uint32_t m = v.Candidates(cell) & ~digits; m; m = ClearLowestBit(m)) {
            step.eliminations.push_back({cell, LowestBit(m) + 1});
          }
        }
        if (step.eliminations.empty()) continue;
        step.houses = {house};
        step.digits = digits;
        return true;
      }
    }
  }
  return false;
}

bool Search(Technique technique, const SmallView& v, Step& step) {
  switch (technique) {
    case Technique::kFullHouse: return FindFullHouse(v, step);
    case Technique::kHiddenSingleBox: return FindHiddenSingle(v, true, step);
    case Technique::kHiddenSingleLine: return FindHiddenSingle(v, false, step);
    case Technique::kNakedSingle: return FindNakedSingle(v, step);
    case Technique::kPointing: return FindLockedCandidates(v, true, step);
    case Technique::kClaiming: return FindLockedCandidates(v, false, step);
    case Technique::kNakedPair: return FindNakedPair(v, step);
    case Technique::kHiddenPair: return FindHiddenPair(v, step);
    default: return false;
  }
}

bool IsSmallSolved(const CandidateGrid& grid, const GridShape& shape) {
  for (int cell = 0; cell < shape.cells(); ++cell) {
    if (grid.values[cell] == 0) return false;
  }
  return true;
}

}  // namespace

std::optional<Step> FindNextSmallStep(const CandidateGrid& grid, const GridShape& shape,
                                      const LogicOptions& options) {
  const SmallView view(grid, shape);
  for (const Technique technique : kSmallTechniques) {
    const int rating = TechniqueBaseRating(technique);
    if (options.max_rating != 0 && rating > options.max_rating) return std::nullopt;
    Step step;
    step.technique = technique;
    step.rating = rating;
    if (Search(technique, view, step)) return step;
  }
  return std::nullopt;
}

void ApplySmallStep(const Step& step, const GridShape& shape, CandidateGrid& grid) {
  const SmallTables& t = TablesOf(shape);
  for (const Placement& p : step.placements) {
    grid.values[p.cell] = static_cast<uint8_t>(p.digit);
    grid.candidates[p.cell] = 0;
    for (const int house : t.houses_of[p.cell]) {
      for (int k = 0; k < shape.size; ++k) {
        grid.candidates[t.house_cells[house][k]] &= static_cast<Mask>(~DigitBit(p.digit));
      }
    }
  }
  for (const Elimination& e : step.eliminations) {
    grid.candidates[e.cell] &= static_cast<Mask>(~DigitBit(e.digit));
  }
}

LogicSolve SolveSmallLogically(const Grid& puzzle, const GridShape& shape,
                               const LogicOptions& options) {
  LogicSolve solve;
  solve.final_grid = SmallCandidatesFromValues(puzzle, shape);
  const CountResult count = CountSmallSolutions(puzzle, shape, 2);
  if (count.count != 1) {
    solve.outcome = count.count == 0 ? LogicOutcome::kNoSolution : LogicOutcome::kMultipleSolutions;
    return solve;
  }
  // Every step places a digit or removes a candidate: at most size^3 of them.
  const int max_steps = shape.cells() * shape.size;
  while (!IsSmallSolved(solve.final_grid, shape) &&
         static_cast<int>(solve.steps.size()) < max_steps) {
    std::optional<Step> step = FindNextSmallStep(solve.final_grid, shape, options);
    if (!step) break;
    ApplySmallStep(*step, shape, solve.final_grid);
    solve.steps.push_back(std::move(*step));
  }
  solve.outcome =
      IsSmallSolved(solve.final_grid, shape) ? LogicOutcome::kSolved : LogicOutcome::kStuck;
  return solve;
}

Grade GradeSmallPuzzle(const Grid& puzzle, const GridShape& shape, const LogicOptions& options) {
  return GradeOfSolve(SolveSmallLogically(puzzle, shape, options));
}

Error AnswerSmallHint(const HintRequest& request, const GridShape& shape, Hint* out) {
  for (int cell = 0; cell < shape.cells(); ++cell) {
    if (request.puzzle[cell] != 0 && request.values[cell] != request.puzzle[cell]) {
      return BadOption("values", "must keep every given of the puzzle", cell);
    }
  }
  if (request.marks) {
    for (int cell = 0; cell < shape.cells(); ++cell) {
      if (((*request.marks)[cell] & ~shape.all_digits()) != 0) {
        return BadOption("candidates", "must hold only digits of the grid's size", cell);
      }
    }
  }
  Hint hint;
  const CountResult count = CountSmallSolutions(request.puzzle, shape, 2);
  if (count.count != 1) {
    hint.kind = count.count == 0 ? HintKind::kNoSolution : HintKind::kNotUnique;
    *out = std::move(hint);
    return Error{};
  }
  const Grid& solution = count.solution;
  // NextHint's order (hint.h): a wrong digit, then marks without the solution digit, then the
  // easiest step.
  for (int cell = 0; cell < shape.cells(); ++cell) {
    if (request.values[cell] != 0 && request.values[cell] != solution[cell]) {
      hint.kind = HintKind::kWrongValue;
      hint.cell = cell;
      hint.digit = request.values[cell];
      hint.correct_digit = solution[cell];
      *out = std::move(hint);
      return Error{};
    }
  }
  CandidateGrid grid = SmallCandidatesFromValues(request.values, shape);
  if (IsSmallSolved(grid, shape)) {
    hint.kind = HintKind::kSolved;
    *out = std::move(hint);
    return Error{};
  }
  if (request.marks) {
    for (int cell = 0; cell < shape.cells(); ++cell) {
      const Mask marks = (*request.marks)[cell];
      if (request.values[cell] != 0 || marks == 0) continue;
      if ((marks & DigitBit(solution[cell])) == 0) {
        hint.kind = HintKind::kWrongCandidate;
        hint.cell = cell;
        hint.digit = solution[cell];
        hint.correct_digit = solution[cell];
        *out = std::move(hint);
        return Error{};
      }
      grid.candidates[cell] &= marks;
    }
  }
  // The placed digits agree with the puzzle's one solution, so the grid has exactly one.
  std::optional<Step> step = FindNextSmallStep(grid, shape);
  if (step) {
    hint.kind = HintKind::kStep;
    hint.step = std::move(*step);
  } else {
    hint.kind = HintKind::kNoLogicalStep;
  }
  *out = std::move(hint);
  return Error{};
}

Step SmallStepAsNineByNine(const Step& step, const GridShape& shape) {
  const SmallTables& t = TablesOf(shape);
  const auto cell9 = [&](int cell) { return CellAt(t.RowOf(cell), t.ColumnOf(cell)); };
  const auto house9 = [&](int house) {
    const int n = shape.size;
    return house < n ? RowHouse(house) : house < 2 * n ? ColumnHouse(house - n)
                                                       : BoxHouse(house - 2 * n);
  };
  Step out = step;
  for (Placement& p : out.placements) p.cell = cell9(p.cell);
  for (Elimination& e : out.eliminations) e.cell = cell9(e.cell);
  for (int& cell : out.cells) cell = cell9(cell);
  for (int& house : out.houses) house = house9(house);
  for (ChainLink& link : out.links) {
    link.from_cell = cell9(link.from_cell);
    link.to_cell = cell9(link.to_cell);
  }
  return out;
}

std::string ExplainSmallStep(const Step& step, const GridShape& shape, Language language) {
  return ExplainStep(SmallStepAsNineByNine(step, shape), language);
}

}  // namespace sudoku
