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

TEST(Generate, HolesPerBoxIsGenerateByHolesAndRefusesWhatItCannotGive) {
  for (uint32_t seed = 1; seed <= 5; ++seed) {
    GenerateOptions options;
    options.holes_per_box = 2;
    options.seed = seed;
    GeneratedPuzzle via_generate, direct;
    ASSERT_EQ(Generate(options, &via_generate).status, Status::kOk);
    ASSERT_EQ(GenerateByHoles({2, seed}, &direct).status, Status::kOk);
    EXPECT_EQ(via_generate.puzzle, direct.puzzle);
    EXPECT_EQ(via_generate.level, direct.level);
    std::vector<GeneratedPuzzle> batch;
    ASSERT_EQ(GenerateMany(options, 0, 2, &batch).status, Status::kOk);
    EXPECT_EQ(batch[0].puzzle, direct.puzzle);
    GeneratedPuzzle second;
    ASSERT_EQ(GenerateByHoles({2, BatchSeed(seed, 1)}, &second).status, Status::kOk);
    EXPECT_EQ(batch[1].puzzle, second.puzzle);
  }
  const auto refused = [](void (*set)(GenerateOptions&)) {
    GenerateOptions options;
    options.holes_per_box = 3;
    set(options);
    GeneratedPuzzle out;
    return Generate(options, &out);
  };
  EXPECT_STREQ(refused([](GenerateOptions& o) { o.clues = 30; }).option, "clues");
  EXPECT_STREQ(refused([](GenerateOptions& o) { o.symmetry = Symmetry::kDiagonal; }).option, "symmetry");
  EXPECT_STREQ(refused([](GenerateOptions& o) { o.minimal = true; }).option, "minimal");
  EXPECT_STREQ(refused([](GenerateOptions& o) { o.level = 2; }).option, "level");
  EXPECT_STREQ(refused([](GenerateOptions& o) { o.budget = 100; }).option, "budget");
  EXPECT_STREQ(refused([](GenerateOptions& o) { o.time_limit_ms = 5; }).option, "timeLimitMs");
  EXPECT_STREQ(refused([](GenerateOptions& o) { o.holes_per_box = 5; }).option, "holesPerBox");
  EXPECT_EQ(refused([](GenerateOptions&) {}).status, Status::kOk);
}

TEST(GenerateMany, TheCallbackGetsEachPuzzleAndCanStopTheBatch) {
  GenerateOptions options;
  options.seed = 77;
  std::vector<GeneratedPuzzle> all;
  ASSERT_EQ(GenerateMany(options, 0, 6, &all).status, Status::kOk);
  struct Taken {
    std::vector<GeneratedPuzzle> puzzles;
    size_t stop_after;
  } taken{{}, 3};
  const PuzzleCallback callback{
      [](void* context, const GeneratedPuzzle& puzzle) {
        auto& t = *static_cast<Taken*>(context);
        t.puzzles.push_back(puzzle);
        return t.puzzles.size() < t.stop_after;
      },
      &taken};
  ASSERT_EQ(GenerateMany(options, 0, 6, callback).status, Status::kOk);
  ASSERT_EQ(taken.puzzles.size(), 3u);
  for (size_t i = 0; i < 3; ++i) EXPECT_EQ(taken.puzzles[i].puzzle, all[i].puzzle);
}

}  // namespace
}  // namespace sudoku
