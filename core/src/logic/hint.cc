#include "sudoku/hint.h"

#include "sudoku/solver.h"

namespace sudoku {

Hint NextHint(const Grid& values, const std::optional<PencilMarks>& player_candidates,
              const Grid& solution, const LogicOptions& options, const GridShape& shape) {
  Hint hint;
  if (!IsValidSolution(solution, shape)) {
    hint.kind = HintKind::kNoSolution;
    return hint;
  }
  // A wrong digit first: every hint computed on top of it would be built on sand.
  for (int cell = 0; cell < shape.cells(); ++cell) {
    if (values[cell] != 0 && values[cell] != solution[cell]) {
      hint.kind = HintKind::kWrongValue;
      hint.cell = cell;
      hint.digit = values[cell];
      hint.correct_digit = solution[cell];
      return hint;
    }
  }
  CandidateGrid grid = CandidatesFromValues(values, shape);
  if (IsSolved(grid, shape)) {
    hint.kind = HintKind::kSolved;
    return hint;
  }
  if (player_candidates) {
    for (int cell = 0; cell < shape.cells(); ++cell) {
      // An empty cell without marks is one the player has not pencilled yet, not one whose
      // every digit was struck out: it keeps the candidates the placed digits allow.
      const Mask marks = (*player_candidates)[cell];
      if (values[cell] != 0 || marks == 0) continue;
      if ((marks & DigitBit(solution[cell])) == 0) {
        hint.kind = HintKind::kWrongCandidate;
        hint.cell = cell;
        hint.digit = solution[cell];  // the digit missing from the marks
        hint.correct_digit = solution[cell];
        return hint;
      }
      grid.candidates[cell] &= marks;
    }
  }
  // All placed digits agree with a valid solution, so the grid has at least one solution; make
  // sure it has only one before any uniqueness technique or long search runs.
  const CountResult count = CountSolutions(values, 2, UINT64_MAX, shape);
  if (count.count >= 2) {
    hint.kind = HintKind::kNotUnique;
    return hint;
  }
  LogicOptions unique_options = options;
  unique_options.assume_unique = true;
  unique_options.hint_patterns = true;  // a W-Wing or finned fish reads better than its chain
  std::optional<Step> step = FindNextStep(grid, unique_options, nullptr, shape);
  if (!step) {
    hint.kind = HintKind::kNoLogicalStep;
    return hint;
  }
  hint.kind = HintKind::kStep;
  hint.step = std::move(*step);
  return hint;
}

Error AnswerHint(const HintRequest& request, Hint* out, const LogicOptions& options,
                 const GridShape& shape) {
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
  const CountResult count = CountSolutions(request.puzzle, 2, UINT64_MAX, shape);
  if (count.count != 1) {
    hint.kind = count.count == 0 ? HintKind::kNoSolution : HintKind::kNotUnique;
  } else {
    hint = NextHint(request.values, request.marks, count.solution, options, shape);
  }
  *out = std::move(hint);
  return Error{};
}

std::vector<Step> SolvePath(const Grid& puzzle, const LogicOptions& options) {
  return SolveLogically(puzzle, options).steps;
}

}  // namespace sudoku
