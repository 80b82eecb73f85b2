// The instrumented tag solver: right answers, honest counters, and the first-pass snapshot.
#include <gtest/gtest.h>

#include "sudoku/parse.h"
#include "sudoku/solver.h"
#include "sudoku/tag_solver.h"
#include "test_data.h"

namespace sudoku {
namespace {

using testing::GridOf;

TEST(TagSolve, MatchesPublishedSolutionsOnTop95AndHardest) {
  for (const std::string set : {"norvig_top95.txt", "norvig_hardest.txt", "norvig_easy50.txt"}) {
    const auto lines = testing::ReadPuzzleSet(set);
    const auto solutions = testing::ReadSolutions(set);
    ASSERT_EQ(lines.size(), solutions.size());
    for (size_t i = 0; i < lines.size(); ++i) {
      const Grid puzzle = GridOf(lines[i].puzzle);
      const TagSolveResult result = TagSolve(puzzle, 2);
      ASSERT_EQ(result.count, 1) << set << " line " << i + 1;
      ASSERT_TRUE(SolvesPuzzle(puzzle, result.solution));
      ASSERT_EQ(FormatGrid(result.solution), solutions[i]);
    }
  }
}

TEST(TagSolve, CountsAgreeWithTheFastSolverOnSergBenchmark) {
  for (const auto& line : testing::ReadPuzzleSet("serg_benchmark.txt", 200)) {
    const Grid puzzle = GridOf(line.puzzle);
    const int expected = std::stoi(line.columns.at(0));
    EXPECT_EQ(TagSolve(puzzle, 100000).count, expected) << line.puzzle;
  }
}

TEST(TagSolve, EasyPuzzleNeedsNoGuessAndMarksDeducedDigits) {
  const Grid puzzle = GridOf(testing::ReadPuzzleSet("norvig_easy50.txt", 1).at(0).puzzle);
  const TagSolveResult result = TagSolve(puzzle, 2);
  ASSERT_EQ(result.count, 1);
  EXPECT_EQ(result.counters.saved_states, 0u);
  EXPECT_EQ(result.counters.backtracks, 0u);
  EXPECT_GT(result.counters.candidate_ops, 0u);
  // Singles alone solve it, so the first pass already shows the whole solution, and exactly the
  // blank cells are marked deduced.
  EXPECT_EQ(result.first_pass.values, result.solution);
  for (int cell = 0; cell < kCells; ++cell) {
    EXPECT_EQ(result.first_pass.deduced[cell], puzzle[cell] == 0) << cell;
    EXPECT_EQ(result.first_pass.candidates[cell], 0) << cell;
  }
}

TEST(TagSolve, HardPuzzleStopsWithCandidatesThatContainTheSolution) {
  const auto line = testing::ReadPuzzleSet("norvig_hardest.txt", 6).back();  // AI Escargot
  const Grid puzzle = GridOf(line.puzzle);
  const TagSolveResult result = TagSolve(puzzle, 2);
  ASSERT_EQ(result.count, 1);
  EXPECT_GT(result.counters.saved_states, 0u);
  int open = 0;
  for (int cell = 0; cell < kCells; ++cell) {
    const int value = result.first_pass.values[cell];
    if (value != 0) {
      EXPECT_EQ(value, result.solution[cell]) << "a deduced digit must be right";
      continue;
    }
    ++open;
    EXPECT_TRUE(result.first_pass.candidates[cell] & DigitBit(result.solution[cell])) << cell;
  }
  EXPECT_GT(open, 0);
}

TEST(TagSolve, EmptyGridIsMultipleAndConflictIsNone) {
  const TagSolveResult empty = TagSolve(Grid{}, 2);
  EXPECT_EQ(empty.count, 2);
  EXPECT_TRUE(IsValidSolution(empty.solution));
  Grid conflict{};
  conflict[0] = 3;
  conflict[1] = 3;
  const TagSolveResult none = TagSolve(conflict, 2);
  EXPECT_EQ(none.count, 0);
  EXPECT_TRUE(none.first_pass.contradiction);
}

}  // namespace
}  // namespace sudoku

namespace sudoku {
namespace {

TEST(TagSolve, StateBudgetBoundsTheWork) {
  // Sparse and without a solution: the tag method needs many guesses to refute it.
  const Grid puzzle = testing::GridOf(
      ".....5.8....6.1.43..........1.5........1.6...3.......553.....61........4.........");
  const TagSolveResult bounded = TagSolve(puzzle, 2, 1000);
  EXPECT_TRUE(bounded.budget_exhausted);
  EXPECT_LE(bounded.counters.saved_states, 1000u);
  const TagSolveResult easy = TagSolve(testing::GridOf(
      testing::ReadPuzzleSet("norvig_easy50.txt", 1).at(0).puzzle), 2, 1000);
  EXPECT_FALSE(easy.budget_exhausted);
  EXPECT_EQ(easy.count, 1);
}

}  // namespace
}  // namespace sudoku
