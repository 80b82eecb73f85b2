#include "sudoku/grade.h"

#include <algorithm>

#include "sudoku/search_effort.h"

namespace sudoku {

int LevelOfRating(int rating, bool solved) {
  if (!solved || rating >= 75) return 5;
  if (rating >= 55) return 4;
  if (rating >= 35) return 3;
  if (rating >= 24) return 2;
  return 1;
}

Grade GradePuzzle(const Grid& puzzle, const LogicOptions& options, const GridShape& shape) {
  Grade grade = GradeOfSolve(SolveLogically(puzzle, options, shape));
  if (grade.level != 0 && shape.size == 9) grade.effort = SearchEffort(puzzle).mean_guesses;
  return grade;
}

Grade GradeOfSolve(const LogicSolve& solve) {
  Grade grade;
  grade.outcome = solve.outcome;
  if (solve.outcome == LogicOutcome::kNoSolution ||
      solve.outcome == LogicOutcome::kMultipleSolutions) {
    return grade;
  }
  for (const Step& step : solve.steps) {
    ++grade.technique_counts[static_cast<int>(step.technique)];
    if (step.rating > grade.rating) {
      grade.rating = step.rating;
      grade.hardest = step.technique;
    }
  }
  grade.steps = static_cast<int>(solve.steps.size());
  grade.solved_by_logic = solve.outcome == LogicOutcome::kSolved;
  bool placed = false;
  for (const Step& step : solve.steps) {
    grade.pearl_rating = std::max(grade.pearl_rating, step.rating);
    if (!step.placements.empty()) {
      placed = true;
      break;
    }
  }
  if (!solve.steps.empty()) grade.diamond_rating = solve.steps.front().rating;
  if (!grade.solved_by_logic) {
    // Cut short by a nested search's budget: the next step is rated at least budget_floor (and
    // maybe no more: a nested level's chains start at its base), so that is all a lower bound
    // may say. Otherwise no technique applied: SE would need nesting beyond ours.
    const int unfinished = solve.budget_exhausted ? solve.budget_floor : kUnfinishedRating;
    grade.budget_exhausted = solve.budget_exhausted;
    grade.rating = std::max(grade.rating, unfinished);
    if (!placed) grade.pearl_rating = std::max(grade.pearl_rating, unfinished);
    if (solve.steps.empty()) grade.diamond_rating = unfinished;
  }
  grade.score = grade.rating / 10.0;
  grade.level = LevelOfRating(grade.rating, grade.solved_by_logic);
  return grade;
}

}  // namespace sudoku
