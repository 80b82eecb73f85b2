// The no-wrong-step property on the shared puzzle sets: no step of a logical solve ever removes
// the solution's digit from a cell or places a wrong digit, and a solve either finishes on the
// published solution or stops (never loops), on both rating scales (technique.h: each has its
// own techniques and order). Every shared set with unique puzzles is checked; sets are sampled to
// keep the run near a minute on one core; the sample covers every rating band.
#include <gtest/gtest.h>

#include <string>

#include "sudoku/logic.h"
#include "sudoku/technique.h"
#include "test_data.h"

namespace sudoku {
namespace {

using testing::GridOf;

struct SetStats {
  int puzzles = 0;
  int solved = 0;
};

// Solves every `stride`-th puzzle of the first `max_lines` lines of `set_name` (every
// (stride * SampleFactor())-th under the sanitizers: test_data.h).
SetStats CheckSet(const std::string& set_name, int max_lines, int stride,
                  const LogicOptions& options = {}, size_t first = 0) {
  SetStats stats;
  const auto set = testing::ReadPuzzleSet(set_name, max_lines);
  const auto solutions = testing::ReadSolutions(set_name, max_lines);
  EXPECT_EQ(set.size(), solutions.size());
  const size_t step = static_cast<size_t>(stride) * static_cast<size_t>(testing::SampleFactor());
  for (size_t i = first; i < set.size(); i += step) {
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

constexpr RatingScale kScales[] = {RatingScale::kSukaku, RatingScale::kSe};

LogicOptions On(RatingScale scale, int max_forcing_level = 4) {
  LogicOptions options;
  options.scale = scale;
  options.max_forcing_level = max_forcing_level;
  return options;
}

// The rated sample is stratified by SE rating (2.5 to 9.3), so every fourth line still covers
// every rating. Lines 1, 5, 9, ... ("even quarter") and 3, 7, 11, ... ("odd quarter") on the
// Sukaku scale and lines 1, 5, 9, ... on SE's, in three tests of about the same time, so that
// ctest runs them side by side. All of them need at most dynamic forcing chains.
TEST(LogicSets, SudokuExchangeRatedSampleEvenQuarterSukaku) {
  const SetStats stats = CheckSet("sudoku_exchange_rated_sample.txt", 0, 4, On(RatingScale::kSukaku));
  EXPECT_EQ(stats.puzzles, testing::Thinned(2440));
  EXPECT_EQ(stats.solved, stats.puzzles);
}

TEST(LogicSets, SudokuExchangeRatedSampleOddQuarterSukaku) {
  const SetStats stats =
      CheckSet("sudoku_exchange_rated_sample.txt", 0, 4, On(RatingScale::kSukaku), 2);
  EXPECT_EQ(stats.puzzles, testing::Thinned(2439));
  EXPECT_EQ(stats.solved, stats.puzzles);
}

TEST(LogicSets, SudokuExchangeRatedSampleQuarterSe) {
  const SetStats stats = CheckSet("sudoku_exchange_rated_sample.txt", 0, 4, On(RatingScale::kSe));
  EXPECT_EQ(stats.puzzles, testing::Thinned(2440));
  EXPECT_EQ(stats.solved, stats.puzzles);
}

TEST(LogicSets, SudokuExchangeEasyMediumAreSinglesOnly) {
  for (const RatingScale scale : kScales) {
    const SetStats stats = CheckSet("sudoku_exchange_easy_medium.txt", 0, 2, On(scale));
    EXPECT_EQ(stats.solved, stats.puzzles);
  }
}

TEST(LogicSets, MagictourTop1465Sample) {
  for (const RatingScale scale : kScales) {
    const SetStats stats = CheckSet("magictour_top1465.txt", 0, 5, On(scale));
    EXPECT_EQ(stats.puzzles, testing::Thinned(293));
    EXPECT_GE(stats.solved, stats.puzzles * 9 / 10) << RatingScaleId(scale);
  }
}

TEST(LogicSets, ForumHardestSample) {
  // SE 9.7-11.9: dynamic forcing chains are enough to check soundness on the way; nested
  // chains are exercised by the logic and grade tests on a few puzzles (they take seconds).
  for (const RatingScale scale : kScales) {
    const SetStats stats = CheckSet("forum_hardest_1106.txt", 0, 5, On(scale, 3));
    EXPECT_EQ(stats.puzzles, testing::Thinned(75));
  }
}

// Every level, nested ones included (SE's nesting levels 2-4), on every 75th puzzle of the forum
// list (the nested levels take seconds a puzzle): no step removes a solution candidate or places a wrong digit, and each solve ends.
TEST(LogicSets, ForumHardestNestedLevels) {
  for (const RatingScale scale : kScales) {
    const SetStats stats = CheckSet("forum_hardest_1106.txt", 0, 75, On(scale, 6));
    EXPECT_EQ(stats.puzzles, testing::Thinned(5));
    EXPECT_EQ(stats.solved, stats.puzzles) << RatingScaleId(scale);
  }
}

// The other shared sets of unique puzzles (serg_benchmark's have several solutions each).
TEST(LogicSets, EveryOtherSharedSetSampled) {
  struct Sampled {
    const char* set;
    int stride;
    int puzzles;
    int max_forcing_level;
  };
  constexpr Sampled kSampled[] = {
      {"norvig_easy50.txt", 1, 50, 4},
      {"norvig_top95.txt", 3, 32, 3},
      {"norvig_hardest.txt", 1, 11, 3},
      {"kaggle_radcliffe_rated_5000.txt", 25, 200, 4},
      {"kaggle_bryanpark_9999.txt", 50, 200, 4},
      {"sudoku17_49158.txt", 500, 99, 4},
      {"forum_hardest_1905_11plus_sample.txt", 250, 20, 3},
  };
  for (const RatingScale scale : kScales) {
    for (const Sampled& sampled : kSampled) {
      const SetStats stats =
          CheckSet(sampled.set, 0, sampled.stride, On(scale, sampled.max_forcing_level));
      EXPECT_EQ(stats.puzzles, testing::Thinned(sampled.puzzles)) << sampled.set;
    }
  }
}

}  // namespace
}  // namespace sudoku
