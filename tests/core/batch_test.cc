// SolveMany: one call for many puzzles, with per-puzzle statuses and solutions.
#include <gtest/gtest.h>

#include "sudoku/batch.h"
#include "sudoku/grid.h"
#include "sudoku/parse.h"
#include "test_data.h"

namespace sudoku {
namespace {

TEST(SolveMany, MagictourTop1465MatchesPublishedSolutions) {
  const auto lines = testing::ReadPuzzleSet("magictour_top1465.txt");
  const auto solutions = testing::ReadSolutions("magictour_top1465.txt");
  std::string text;
  for (const auto& line : lines) text += line.puzzle + "\r\n";
  const BatchSolveResult result = SolveMany(text, 2);
  ASSERT_EQ(result.puzzles, static_cast<int>(lines.size()));
  ASSERT_EQ(result.statuses, std::string(lines.size(), '1'));
  ASSERT_EQ(result.solutions.size(), 81 * lines.size());
  for (size_t i = 0; i < lines.size(); ++i) {
    ASSERT_EQ(result.solutions.substr(81 * i, 81), solutions[i]) << i;
  }
  EXPECT_TRUE(result.errors.empty());
  EXPECT_GT(result.guesses, 0u);
}

TEST(SolveMany, MixedStatusesAndAnInvalidLineThatDoesNotStopTheBatch) {
  const std::string unique = testing::ReadPuzzleSet("norvig_top95.txt", 1).at(0).puzzle;
  const std::string none = "12345678.........9" + std::string(63, '.');
  const std::string text = unique + "\n\n" + std::string(81, '.') + "\n11" + std::string(79, '.') +
                           "\n" + none + "\nabc\n";
  const BatchSolveResult result = SolveMany(text, 2);
  ASSERT_EQ(result.puzzles, 5);
  EXPECT_EQ(result.statuses, "12x0x");
  ASSERT_EQ(result.errors.size(), 2u);
  EXPECT_EQ(result.errors[0].index, 2);
  EXPECT_EQ(result.errors[0].error.status, Status::kConflictingGivens);
  EXPECT_EQ(result.errors[1].index, 4);
  EXPECT_EQ(result.errors[1].error.status, Status::kBadChar);
  EXPECT_TRUE(SolvesPuzzle(testing::GridOf(unique), testing::GridOf(result.solutions.substr(0, 81))));
  EXPECT_TRUE(IsValidSolution(testing::GridOf(result.solutions.substr(81, 81))));
  EXPECT_EQ(result.solutions.substr(162, 81), std::string(81, '.'));
  EXPECT_EQ(result.solutions.substr(243, 81), std::string(81, '.'));
}

TEST(SolveMany, EmptyTextIsAnEmptyBatch) {
  const BatchSolveResult result = SolveMany("", 2);
  EXPECT_EQ(result.puzzles, 0);
  EXPECT_TRUE(result.statuses.empty());
}

}  // namespace
}  // namespace sudoku
