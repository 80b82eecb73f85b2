// The holes-per-box generator: unique puzzles, valid solutions, reproducible seeds.
#include <gtest/gtest.h>

#include "sudoku/generator.h"
#include "sudoku/grade.h"
#include "sudoku/parse.h"
#include "sudoku/solver.h"

namespace sudoku {
namespace {

TEST(RandomSolution, ValidAndSeeded) {
  for (uint32_t seed = 0; seed < 500; ++seed) {
    Rng a(seed), b(seed);
    const Grid grid = RandomSolution(a);
    ASSERT_TRUE(IsValidSolution(grid)) << seed;
    ASSERT_EQ(grid, RandomSolution(b)) << seed;
  }
  Rng first(1), second(2);
  EXPECT_NE(RandomSolution(first), RandomSolution(second));
}

TEST(GenerateByHoles, TwoHundredSeedsPerHolesPerBoxAreUniqueAndGraded) {
  int graded_levels[6] = {};
  for (int holes = 1; holes <= 4; ++holes) {
    int min_clues = 81, max_clues = 0;
    for (uint32_t seed = 0; seed < 200; ++seed) {
      GeneratedPuzzle generated;
      ASSERT_EQ(GenerateByHoles({holes, seed}, &generated).status, Status::kOk);
      ASSERT_TRUE(IsValidSolution(generated.solution));
      ASSERT_TRUE(SolvesPuzzle(generated.puzzle, generated.solution));
      const CountResult count = CountSolutions(generated.puzzle, 2);
      ASSERT_EQ(count.count, 1) << "holes per box " << holes << " seed " << seed;
      ASSERT_EQ(count.solution, generated.solution);
      ASSERT_EQ(generated.clues, CountGivens(generated.puzzle));
      ASSERT_EQ(generated.seed, seed);
      // Graded like any puzzle: the same level, rating and hardest technique GradePuzzle gives.
      const Grade grade = GradePuzzle(generated.puzzle);
      ASSERT_EQ(generated.level, grade.level) << "holes per box " << holes << " seed " << seed;
      ASSERT_EQ(generated.rating, grade.rating);
      ASSERT_EQ(generated.hardest, grade.hardest);
      ASSERT_TRUE(generated.hardest.has_value());
      ASSERT_GE(generated.level, 1);
      ++graded_levels[generated.level];
      // Each box loses at most holes + 3 cells.
      for (int box = 0; box < 9; ++box) {
        int holes_in_box = 0;
        for (uint8_t cell : kHouseCells[BoxHouse(box)]) holes_in_box += generated.puzzle[cell] == 0;
        ASSERT_LE(holes_in_box, holes + 3);
      }
      min_clues = std::min(min_clues, generated.clues);
      max_clues = std::max(max_clues, generated.clues);
    }
    // More holes per box: the clue range moves down.
    EXPECT_LE(max_clues, 81 - 9 * holes) << holes;
    EXPECT_GE(min_clues, 81 - 9 * (holes + 3)) << holes;
  }
  // Random holes are mostly easy, yet not all: the grade tells them apart.
  EXPECT_GT(graded_levels[1], 0);
  EXPECT_GT(graded_levels[2] + graded_levels[3] + graded_levels[4] + graded_levels[5], 0);
}

TEST(GenerateByHoles, SameSeedSamePuzzle) {
  GeneratedPuzzle a, b, c;
  ASSERT_EQ(GenerateByHoles({3, 12345}, &a).status, Status::kOk);
  ASSERT_EQ(GenerateByHoles({3, 12345}, &b).status, Status::kOk);
  ASSERT_EQ(GenerateByHoles({3, 12346}, &c).status, Status::kOk);
  EXPECT_EQ(a.puzzle, b.puzzle);
  EXPECT_EQ(a.solution, b.solution);
  EXPECT_NE(a.puzzle, c.puzzle);
}

TEST(GenerateByHoles, HolesPerBoxOutOfRangeIsBadOption) {
  for (const int holes : {0, 5, -1}) {
    GeneratedPuzzle untouched;
    untouched.clues = -7;
    const Error error = GenerateByHoles({holes, 1}, &untouched);
    EXPECT_EQ(error.status, Status::kBadOption) << holes;
    EXPECT_STREQ(error.option, "holesPerBox") << holes;
    EXPECT_NE(error.detail, nullptr);
    EXPECT_EQ(untouched.clues, -7);
  }
}

}  // namespace
}  // namespace sudoku
