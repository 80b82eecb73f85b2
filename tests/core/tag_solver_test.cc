// The instrumented tag solver: right answers, honest counters, and the first-pass snapshot.
#include <gtest/gtest.h>

#include "sudoku/bits.h"
#include "sudoku/logic.h"
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

// The first pass is the original demo's: tags, then naked singles in cascade and nothing else,
// so it stops at the naked-singles fixpoint: every open cell holds exactly the digits its filled
// peers leave, two or more of them.
void ExpectNakedSinglesFixpoint(const Grid& puzzle, const TagSolveResult& result) {
  const CandidateSnapshot& pass = result.first_pass;
  const CandidateGrid left = CandidatesFromValues(pass.values);
  for (int cell = 0; cell < kCells; ++cell) {
    if (puzzle[cell] != 0) {
      EXPECT_EQ(pass.values[cell], puzzle[cell]) << cell;
      EXPECT_FALSE(pass.deduced[cell]) << cell;
    } else if (pass.values[cell] != 0) {
      EXPECT_TRUE(pass.deduced[cell]) << cell;
      EXPECT_EQ(pass.values[cell], result.solution[cell]) << "a deduced digit must be right";
    } else {
      EXPECT_FALSE(pass.deduced[cell]) << cell;
      EXPECT_EQ(pass.candidates[cell], left.candidates[cell]) << cell;
      EXPECT_GE(PopCount(pass.candidates[cell]), 2) << cell;
      EXPECT_TRUE(pass.candidates[cell] & DigitBit(result.solution[cell])) << cell;
    }
  }
}

int CountDeduced(const CandidateSnapshot& pass) {
  int count = 0;
  for (bool deduced : pass.deduced) count += deduced;
  return count;
}

TEST(TagSolve, FirstPassPlacesNakedSinglesOnlyAndHiddenSinglesComeBeforeAnyGuess) {
  // Norvig's easy puzzle 2: 30 givens; naked singles alone fill 1 cell and stop with 50 open,
  // then 23 hidden singles and the 27 naked singles after them finish it before any guess.
  const Grid puzzle = GridOf(testing::ReadPuzzleSet("norvig_easy50.txt", 2).at(1).puzzle);
  const TagSolveResult result = TagSolve(puzzle, 2);
  ASSERT_EQ(result.count, 1);
  ASSERT_TRUE(SolvesPuzzle(puzzle, result.solution));
  EXPECT_FALSE(result.first_pass.contradiction);
  ExpectNakedSinglesFixpoint(puzzle, result);
  EXPECT_EQ(CountDeduced(result.first_pass), 1);
  EXPECT_EQ(result.before_guess.hidden_singles, 23);
  EXPECT_EQ(result.before_guess.naked_singles, 27);  // 1 + 23 + 27: the 51 blanks, so no guess
  EXPECT_EQ(result.counters.saved_states, 0u);
  EXPECT_EQ(result.counters.backtracks, 0u);
  EXPECT_EQ(result.counters.candidate_ops, 495u);
}

TEST(TagSolve, NakedSinglesAloneMayFinishThePuzzle) {
  // Norvig's easy puzzle 1 falls to naked singles: the first pass fills its 49 blanks, and
  // nothing is left for hidden singles or guesses.
  const Grid puzzle = GridOf(testing::ReadPuzzleSet("norvig_easy50.txt", 1).at(0).puzzle);
  const TagSolveResult result = TagSolve(puzzle, 2);
  ASSERT_EQ(result.count, 1);
  EXPECT_EQ(result.first_pass.values, result.solution);
  for (int cell = 0; cell < kCells; ++cell) {
    EXPECT_EQ(result.first_pass.deduced[cell], puzzle[cell] == 0) << cell;
    EXPECT_EQ(result.first_pass.candidates[cell], 0) << cell;
  }
  EXPECT_EQ(result.before_guess.hidden_singles, 0);
  EXPECT_EQ(result.before_guess.naked_singles, 0);
  EXPECT_EQ(result.counters.saved_states, 0u);
  EXPECT_EQ(result.counters.candidate_ops, 508u);
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
  // No naked single among its 23 givens' 58 blanks; one hidden single, then 71 guesses.
  EXPECT_EQ(open, 58);
  ExpectNakedSinglesFixpoint(puzzle, result);
  EXPECT_EQ(result.before_guess.hidden_singles, 1);
  EXPECT_EQ(result.before_guess.naked_singles, 0);
  EXPECT_EQ(result.counters.saved_states, 71u);
  EXPECT_EQ(result.counters.backtracks, 71u);
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
