// The fast counting solver against the shared puzzle sets: every answer is checked by an
// independent rule check (SolvesPuzzle) and against the set's published solution.
#include <gtest/gtest.h>

#include "sudoku/parse.h"
#include "sudoku/solver.h"
#include "test_data.h"

namespace sudoku {
namespace {

using testing::GridOf;
using testing::ReadPuzzleSet;
using testing::ReadSolutions;

void ExpectUniqueSolutions(const std::string& set_name, int max_lines = 0) {
  const auto set = ReadPuzzleSet(set_name, max_lines);
  const auto solutions = ReadSolutions(set_name, max_lines);
  ASSERT_EQ(set.size(), solutions.size());
  ASSERT_GT(set.size(), 0u);
  for (size_t i = 0; i < set.size(); ++i) {
    const Grid puzzle = GridOf(set[i].puzzle);
    const CountResult result = CountSolutions(puzzle, 2);
    ASSERT_EQ(result.count, 1) << set_name << " line " << i + 1;
    ASSERT_TRUE(SolvesPuzzle(puzzle, result.solution)) << set_name << " line " << i + 1;
    ASSERT_EQ(FormatGrid(result.solution), solutions[i]) << set_name << " line " << i + 1;
  }
}

TEST(CountSolutions, NorvigTop95) { ExpectUniqueSolutions("norvig_top95.txt"); }
TEST(CountSolutions, NorvigHardest) { ExpectUniqueSolutions("norvig_hardest.txt"); }
TEST(CountSolutions, MagictourTop1465) { ExpectUniqueSolutions("magictour_top1465.txt"); }
TEST(CountSolutions, ForumHardest1106) { ExpectUniqueSolutions("forum_hardest_1106.txt"); }
TEST(CountSolutions, Sudoku17First5000) { ExpectUniqueSolutions("sudoku17_49158.txt", 5000); }

TEST(CountSolutions, SergBenchmarkExactCountsFirst500) {
  const auto set = ReadPuzzleSet("serg_benchmark.txt", 500);
  const auto smallest = ReadSolutions("serg_benchmark.txt", 500);
  ASSERT_EQ(set.size(), 500u);
  for (size_t i = 0; i < set.size(); ++i) {
    const Grid puzzle = GridOf(set[i].puzzle);
    const int expected = std::stoi(set[i].columns.at(0));
    const CountResult result = CountSolutions(puzzle, 1'000'000);
    ASSERT_EQ(result.count, expected) << "serg_benchmark line " << i + 1;
    ASSERT_TRUE(SolvesPuzzle(puzzle, result.solution)) << "serg_benchmark line " << i + 1;
    // The search tries digits in increasing order on cells chosen by rule, so its first
    // solution need not be the lexicographically smallest; check the published one is valid.
    ASSERT_TRUE(SolvesPuzzle(puzzle, GridOf(smallest[i])));
  }
}

TEST(CountSolutions, LimitStopsTheCount) {
  const Grid empty{};
  const CountResult two = CountSolutions(empty, 2);
  EXPECT_EQ(two.count, 2);
  EXPECT_TRUE(IsValidSolution(two.solution));
  const CountResult many = CountSolutions(empty, 1000);
  EXPECT_EQ(many.count, 1000);
}

TEST(CountSolutions, EmptyGridGivesAValidGrid) {
  const CountResult result = CountSolutions(Grid{}, 1);
  EXPECT_EQ(result.count, 1);
  EXPECT_TRUE(IsValidSolution(result.solution));
}

TEST(CountSolutions, ConflictingGivensHaveNoSolution) {
  Grid grid{};
  grid[0] = 5;
  grid[80] = 5;
  EXPECT_EQ(CountSolutions(grid, 2).count, 2);  // legal: different houses
  grid[8] = 5;  // same row as cell 0
  EXPECT_EQ(CountSolutions(grid, 2).count, 0);
  // The givens are placed all at once, band by band: every kind of clash, within a band and
  // across bands, still gives no solution.
  const int clashes[][2] = {{0, 20}, {0, 18}, {0, 9}, {0, 27}, {4, 76}, {30, 50}, {40, 42}};
  for (const auto& pair : clashes) {
    Grid two{};
    two[pair[0]] = two[pair[1]] = 7;
    EXPECT_EQ(CountSolutions(two, 2).count, 0) << pair[0] << " " << pair[1];
    two[pair[1]] = 6;  // a different digit there is legal
    EXPECT_EQ(CountSolutions(two, 2).count, 2) << pair[0] << " " << pair[1];
  }
}

TEST(CountSolutions, NoSolutionAfterPropagation) {
  // Row 1 holds 1..8 and column 9 holds a 9 lower down: r1c9 has no candidate.
  const Grid grid = GridOf(
      "12345678." "........9" "........." "........." "........." "........." "........."
      "........." ".........");
  const CountResult result = CountSolutions(grid, 2);
  EXPECT_EQ(result.count, 0);
}

TEST(CountSolutions, GuessBudgetBoundsTheWork) {
  const CountResult result = CountSolutions(Grid{}, 1'000'000, 50);
  EXPECT_TRUE(result.budget_exhausted);
  EXPECT_LE(result.stats.guesses, 50u);
  EXPECT_LT(result.count, 1'000'000);
}

TEST(CountSolutions, SolvedGridIsItsOwnUniqueSolution) {
  const Grid grid = GridOf(ReadSolutions("norvig_top95.txt", 1).at(0));
  const CountResult result = CountSolutions(grid, 2);
  EXPECT_EQ(result.count, 1);
  EXPECT_EQ(result.solution, grid);
  EXPECT_EQ(result.stats.guesses, 0u);
}

}  // namespace
}  // namespace sudoku

namespace sudoku {
namespace {

TEST(CountSolutionsExcluding, RemovedGivenStaysUniqueExactlyWhenNoOtherDigitFits) {
  // top95 puzzles are minimal (every removal breaks uniqueness); the Kaggle ones have spare
  // givens (most removals keep it), so both answers are exercised.
  auto lines = testing::ReadPuzzleSet("norvig_top95.txt", 10);
  for (const auto& line : testing::ReadPuzzleSet("kaggle_bryanpark_9999.txt", 10)) {
    lines.push_back(line);
  }
  int still_unique = 0, not_unique = 0;
  for (const auto& line : lines) {
    const Grid puzzle = testing::GridOf(line.puzzle);
    const Grid solution = CountSolutions(puzzle, 2).solution;
    for (int cell = 0; cell < kCells; ++cell) {
      if (puzzle[cell] == 0) {
        // Excluding the solution digit of an empty cell leaves no solution; excluding any other
        // candidate keeps the unique one.
        const Exclusion right{cell, solution[cell]};
        ASSERT_EQ(CountSolutionsExcluding(puzzle, &right, 1, 2).count, 0);
        const Exclusion wrong{cell, solution[cell] % 9 + 1};
        const CountResult kept = CountSolutionsExcluding(puzzle, &wrong, 1, 2);
        ASSERT_EQ(kept.count, 1);
        ASSERT_EQ(kept.solution, solution);
        continue;
      }
      Grid loose = puzzle;
      loose[cell] = 0;
      const Exclusion given{cell, puzzle[cell]};
      const bool unique = CountSolutions(loose, 2).count == 1;
      ASSERT_EQ(CountSolutionsExcluding(loose, &given, 1, 1).count == 0, unique) << cell;
      (unique ? still_unique : not_unique) += 1;
    }
  }
  EXPECT_GT(still_unique, 0);
  EXPECT_GT(not_unique, 0);
}

TEST(CountSolutionsExcluding, OutOfRangeExclusionsAreIgnored) {
  const Exclusion bad[] = {{-1, 3}, {81, 3}, {0, 0}, {0, 10}};
  EXPECT_EQ(CountSolutionsExcluding(Grid{}, bad, 4, 2).count, 2);
}

}  // namespace
}  // namespace sudoku
