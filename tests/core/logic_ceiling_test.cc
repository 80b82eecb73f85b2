// The rating ceiling of LogicOptions (max_rating): a solve under a ceiling takes exactly the steps
// of the solve without one, up to the first step rated above the ceiling, and stops there.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "sudoku/grade.h"
#include "sudoku/logic.h"
#include "test_data.h"

namespace sudoku {
namespace {

using testing::GridOf;
using testing::ReadPuzzleSet;

// Checks one puzzle against every level's upper bound; returns the number of ceilings hit.
int CheckCeilings(const std::string& text) {
  const Grid puzzle = GridOf(text);
  const LogicSolve full = SolveLogically(puzzle);
  EXPECT_EQ(full.outcome == LogicOutcome::kSolved || full.outcome == LogicOutcome::kStuck, true);
  const Grade grade = GradePuzzle(puzzle);
  int hits = 0;
  for (const int ceiling : {23, 34, 54, 74}) {
    LogicOptions options;
    options.max_rating = ceiling;
    const LogicSolve capped = SolveLogically(puzzle, options);
    // The full solve's steps up to (not including) its first step above the ceiling.
    size_t within = 0;
    while (within < full.steps.size() && full.steps[within].rating <= ceiling) ++within;
    EXPECT_EQ(capped.steps.size(), within) << text << " ceiling " << ceiling;
    for (size_t i = 0; i < within && i < capped.steps.size(); ++i) {
      EXPECT_TRUE(capped.steps[i] == full.steps[i]) << text << " step " << i;
    }
    if (within == full.steps.size()) {
      // Nothing above the ceiling: the same outcome and grid as without one.
      EXPECT_EQ(capped.outcome, full.outcome) << text << " ceiling " << ceiling;
      EXPECT_EQ(capped.final_grid.values, full.final_grid.values);
      EXPECT_EQ(capped.final_grid.candidates, full.final_grid.candidates);
    } else {
      EXPECT_EQ(capped.outcome, LogicOutcome::kStuck) << text << " ceiling " << ceiling;
      ++hits;
    }
    // The grade's level agrees: within the ceiling's level exactly when the capped solve ends.
    EXPECT_EQ(capped.outcome == LogicOutcome::kSolved, grade.solved_by_logic && grade.rating <= ceiling)
        << text << " ceiling " << ceiling;
  }
  return hits;
}

TEST(LogicCeiling, StepsUpToTheCeilingAreTheUncappedSteps) {
  int hits = 0, puzzles = 0;
  for (const auto& line : ReadPuzzleSet("sudoku_exchange_easy_medium.txt", 60)) {
    hits += CheckCeilings(line.puzzle);
    ++puzzles;
  }
  // The rated sample spans SE 2.5-9.3 in rising order: every 400th row.
  const auto rated = ReadPuzzleSet("sudoku_exchange_rated_sample.txt");
  for (size_t i = 0; i < rated.size(); i += 400) {
    hits += CheckCeilings(rated[i].puzzle);
    ++puzzles;
  }
  EXPECT_EQ(puzzles, 85);
  // Both kinds of case occur: puzzles finished under a ceiling and puzzles stopped by one.
  EXPECT_GT(hits, 0);
  EXPECT_LT(hits, 4 * puzzles);
}

TEST(LogicCeiling, NoCeilingIsTheDefault) {
  EXPECT_EQ(LogicOptions{}.max_rating, 0);
}

TEST(LogicCeiling, FindNextStepNeverReturnsAStepAboveTheCeiling) {
  // Case C04b needs forcing chains (level 5): every step found under a ceiling is within it.
  const Grid hard = GridOf(testing::CaseInput("C04b"));
  for (const int ceiling : {23, 34, 54, 74}) {
    LogicOptions options;
    options.max_rating = ceiling;
    const LogicSolve capped = SolveLogically(hard, options);
    EXPECT_EQ(capped.outcome, LogicOutcome::kStuck);
    for (const Step& step : capped.steps) EXPECT_LE(step.rating, ceiling);
  }
}

}  // namespace
}  // namespace sudoku
