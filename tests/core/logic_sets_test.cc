// The no-wrong-step property on the shared puzzle sets: no step of a logical solve ever removes
// the solution's digit from a cell or places a wrong digit, and a solve either finishes on the
// published solution or stops (never loops). Sets are sampled to keep the run near a minute on
// one core; the sample covers every rating band.
#include <gtest/gtest.h>

#include <string>

#include "sudoku/logic.h"
#include "test_data.h"

namespace sudoku {
namespace {

using testing::GridOf;

struct SetStats {
  int puzzles = 0;
  int solved = 0;
};

// Solves every `stride`-th puzzle of the first `max_lines` lines of `set_name`.
SetStats CheckSet(const std::string& set_name, int max_lines, int stride,
                  const LogicOptions& options = {}) {
  SetStats stats;
  const auto set = testing::ReadPuzzleSet(set_name, max_lines);
  const auto solutions = testing::ReadSolutions(set_name, max_lines);
  EXPECT_EQ(set.size(), solutions.size());
  for (size_t i = 0; i < set.size(); i += static_cast<size_t>(stride)) {
    const Grid puzzle = GridOf(set[i].puzzle);
    const Grid solution = GridOf(solutions[i]);
    const LogicSolve solve = SolveLogically(puzzle, options);
    ++stats.puzzles;
    EXPECT_NE(solve.outcome, LogicOutcome::kNoSolution) << set_name << " line " << i + 1;
    EXPECT_NE(solve.outcome, LogicOutcome::kMultipleSolutions) << set_name << " line " << i + 1;
    EXPECT_LE(solve.steps.size(), 729u);
    for (const Step& step : solve.steps) {
      EXPECT_FALSE(step.placements.empty() && step.eliminations.empty());
      for (const Placement& p : step.placements) {
        EXPECT_EQ(solution[p.cell], p.digit)
            << set_name << " line " << i + 1 << ": " << TechniqueId(step.technique);
      }
      for (const Elimination& e : step.eliminations) {
        EXPECT_NE(solution[e.cell], e.digit)
            << set_name << " line " << i + 1 << ": " << TechniqueId(step.technique);
      }
    }
    if (solve.outcome == LogicOutcome::kSolved) {
      ++stats.solved;
      EXPECT_EQ(solve.final_grid.values, solution) << set_name << " line " << i + 1;
    }
  }
  return stats;
}

TEST(LogicSets, SudokuExchangeRatedSampleEverySecond) {
  // Stratified by SE rating (2.5 to 9.3), so every second line still covers every rating.
  const SetStats stats = CheckSet("sudoku_exchange_rated_sample.txt", 0, 2);
  EXPECT_EQ(stats.puzzles, 4879);
  EXPECT_EQ(stats.solved, stats.puzzles);  // all of them need at most dynamic forcing chains
}

TEST(LogicSets, SudokuExchangeEasyMediumAreSinglesOnly) {
  const SetStats stats = CheckSet("sudoku_exchange_easy_medium.txt", 0, 2);
  EXPECT_EQ(stats.solved, stats.puzzles);
}

TEST(LogicSets, MagictourTop1465Sample) {
  const SetStats stats = CheckSet("magictour_top1465.txt", 0, 5);
  EXPECT_EQ(stats.puzzles, 293);
  EXPECT_GE(stats.solved, stats.puzzles * 9 / 10);
}

TEST(LogicSets, ForumHardestSample) {
  // SE 9.7-11.9: dynamic forcing chains are enough to check soundness on the way; nested
  // chains are exercised by the logic and grade tests on a few puzzles (they take seconds).
  LogicOptions options;
  options.max_forcing_level = 3;
  const SetStats stats = CheckSet("forum_hardest_1106.txt", 0, 5, options);
  EXPECT_EQ(stats.puzzles, 75);
}

}  // namespace
}  // namespace sudoku
