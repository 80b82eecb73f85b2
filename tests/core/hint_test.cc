// Hints: the next step on the player's grid, mistakes first, and the case rows C11 and C12.
#include <gtest/gtest.h>


#include "sudoku/hint.h"
#include "sudoku/solver.h"
#include "test_data.h"

namespace sudoku {
namespace {

using testing::CaseInput;
using testing::GridOf;


Grid SolutionOf(const Grid& puzzle) { return CountSolutions(puzzle, 1).solution; }

bool IsSingle(Technique t) {
  return t == Technique::kFullHouse || t == Technique::kHiddenSingleBox ||
         t == Technique::kHiddenSingleLine || t == Technique::kNakedSingle;
}

TEST(Hint, C12FirstHintIsASingle) {
  const Grid puzzle = GridOf(CaseInput("C12"));
  const Hint hint = NextHint(puzzle, std::nullopt, SolutionOf(puzzle));
  ASSERT_EQ(hint.kind, HintKind::kStep);
  EXPECT_TRUE(IsSingle(hint.step.technique)) << TechniqueId(hint.step.technique);
  ASSERT_EQ(hint.step.placements.size(), 1u);
  const Placement p = hint.step.placements[0];
  const bool expected = (p.cell == CellAt(3, 8) && p.digit == 7) ||
                        (p.cell == CellAt(5, 1) && p.digit == 8) ||
                        (p.cell == CellAt(8, 0) && p.digit == 8);
  EXPECT_TRUE(expected) << "cell " << p.cell << " digit " << p.digit;
  EXPECT_TRUE(hint.step.eliminations.empty());
}

TEST(Hint, C11SeveralSolutionsStopsAtOnce) {
  const Grid puzzle = GridOf(CaseInput("C11"));
  const Grid some_solution = SolutionOf(puzzle);
  // Not looped by construction: solutions are counted up to two before any step is tried.
  const Hint hint = NextHint(puzzle, std::nullopt, some_solution);
  const std::vector<Step> path = SolvePath(puzzle);
  EXPECT_EQ(hint.kind, HintKind::kNotUnique);
  EXPECT_TRUE(path.empty());
}

TEST(Hint, WrongDigitIsReportedBeforeAnyStep) {
  const Grid puzzle = GridOf(CaseInput("C12"));
  const Grid solution = SolutionOf(puzzle);
  Grid player = puzzle;
  // r4c9 must be 7; the player wrote 1 there (and a correct digit elsewhere).
  player[CellAt(3, 8)] = 1;
  player[CellAt(0, 0)] = solution[CellAt(0, 0)];
  const Hint hint = NextHint(player, std::nullopt, solution);
  EXPECT_EQ(hint.kind, HintKind::kWrongValue);
  EXPECT_EQ(hint.cell, CellAt(3, 8));
  EXPECT_EQ(hint.digit, 1);
  EXPECT_EQ(hint.correct_digit, 7);
}

TEST(Hint, WrongPencilMarkIsReported) {
  const Grid puzzle = GridOf(CaseInput("C12"));
  const Grid solution = SolutionOf(puzzle);
  PencilMarks marks;
  marks.fill(kAllDigits);
  marks[CellAt(8, 0)] = static_cast<Mask>(kAllDigits & ~DigitBit(solution[CellAt(8, 0)]));
  const Hint hint = NextHint(puzzle, marks, solution);
  EXPECT_EQ(hint.kind, HintKind::kWrongCandidate);
  EXPECT_EQ(hint.cell, CellAt(8, 0));
  EXPECT_EQ(hint.correct_digit, solution[CellAt(8, 0)]);
  // The hint names the digit the marks lack, as `digit` too (not 0).
  EXPECT_EQ(hint.digit, solution[CellAt(8, 0)]);
  EXPECT_EQ(hint.digit, 8);
}

TEST(Hint, EmptyMarksMeanNoMarksGiven) {
  // 81 empty mark sets are no pencil marks at all: the same step as without marks, not a wrong
  // candidate in the first empty cell.
  const Grid puzzle = GridOf(CaseInput("C12"));
  const Grid solution = SolutionOf(puzzle);
  PencilMarks none{};
  const Hint plain = NextHint(puzzle, std::nullopt, solution);
  const Hint with_none = NextHint(puzzle, none, solution);
  ASSERT_EQ(plain.kind, HintKind::kStep);
  ASSERT_EQ(with_none.kind, HintKind::kStep);
  EXPECT_TRUE(with_none.step == plain.step);  // the whole step: technique, pattern, effect
  EXPECT_EQ(with_none.cell, -1);
}

TEST(Hint, UnmarkedCellsBesideMarkedOnesAreNotWrong) {
  // The player marked one cell (wrongly: without its digit) and no other: that cell is reported,
  // not the first unmarked one.
  const Grid puzzle = GridOf(CaseInput("C12"));
  const Grid solution = SolutionOf(puzzle);
  ASSERT_EQ(puzzle[0], 0);
  const int cell = CellAt(8, 0);
  PencilMarks marks{};
  marks[cell] = static_cast<Mask>(kAllDigits & ~DigitBit(solution[cell]));
  const Hint hint = NextHint(puzzle, marks, solution);
  EXPECT_EQ(hint.kind, HintKind::kWrongCandidate);
  EXPECT_EQ(hint.cell, cell);
  EXPECT_EQ(hint.digit, solution[cell]);
  // Marked rightly (its own digit alone), that cell is a naked single at hand; the unmarked
  // cells around it do not stop the hint.
  marks[cell] = DigitBit(solution[cell]);
  const Hint step = NextHint(puzzle, marks, solution);
  ASSERT_EQ(step.kind, HintKind::kStep);
  ASSERT_FALSE(step.step.placements.empty());
}

TEST(Hint, PencilMarksAreUsed) {
  // With full marks the hint is the same as without; with the player's marks narrowed to the
  // solution digit in one cell, that cell's naked single is at hand (or something easier).
  const Grid puzzle = GridOf(CaseInput("C04b"));
  const Grid solution = SolutionOf(puzzle);
  PencilMarks full;
  full.fill(kAllDigits);
  const Hint plain = NextHint(puzzle, std::nullopt, solution);
  const Hint with_full = NextHint(puzzle, full, solution);
  ASSERT_EQ(plain.kind, HintKind::kStep);
  ASSERT_EQ(with_full.kind, HintKind::kStep);
  EXPECT_TRUE(with_full.step == plain.step);  // the whole step: technique, pattern, effect
}

TEST(Hint, SolvedAndBadSolution) {
  const Grid solution = GridOf(
      "947165283823974516651328947478596132516432879239817465764251398385749621192683754");
  EXPECT_EQ(NextHint(solution, std::nullopt, solution).kind, HintKind::kSolved);
  Grid broken = solution;
  std::swap(broken[0], broken[1]);
  EXPECT_EQ(NextHint(Grid{}, std::nullopt, broken).kind, HintKind::kNoSolution);
}

TEST(Hint, FollowingTheHintsSolvesThePuzzle) {
  const Grid puzzle = GridOf(CaseInput("C04b"));
  const Grid solution = SolutionOf(puzzle);
  CandidateGrid grid = CandidatesFromValues(puzzle);
  PencilMarks marks = grid.candidates;
  int hints = 0;
  for (; hints < 729; ++hints) {
    const Hint hint = NextHint(grid.values, marks, solution);
    if (hint.kind == HintKind::kSolved) break;
    ASSERT_EQ(hint.kind, HintKind::kStep);
    ApplyStep(hint.step, grid);
    marks = grid.candidates;
  }
  EXPECT_EQ(grid.values, solution);
  // The same path as SolvePath, step for step.
  const std::vector<Step> path = SolvePath(puzzle);
  EXPECT_EQ(static_cast<int>(path.size()), hints);
}

// AnswerHint: the whole policy from the puzzle, the player's values and marks.

TEST(AnswerHint, ValuesThatChangeAGivenAreBadOptionNamingTheCell) {
  const Grid puzzle = GridOf(CaseInput("C12"));
  Grid values = puzzle;
  const int given = CellAt(0, 7);  // r1c8 holds a 7
  ASSERT_NE(puzzle[given], 0);
  values[given] = 0;
  Hint hint;
  hint.cell = 99;
  const Error error = AnswerHint(HintRequest{puzzle, values, std::nullopt}, &hint);
  EXPECT_EQ(error.status, Status::kBadOption);
  EXPECT_STREQ(error.option, "values");
  EXPECT_EQ(error.cell, given);
  EXPECT_EQ(hint.cell, 99);  // untouched
  values[given] = puzzle[given] == 9 ? 1 : puzzle[given] + 1;
  EXPECT_EQ(AnswerHint(HintRequest{puzzle, values, std::nullopt}, &hint).cell, given);
}

TEST(AnswerHint, PuzzlesWithoutOneSolutionAreSaidSoBeforeAnyStep) {
  const Grid several = GridOf(CaseInput("C11"));
  Hint hint;
  ASSERT_EQ(AnswerHint(HintRequest{several, several, std::nullopt}, &hint).status, Status::kOk);
  EXPECT_EQ(hint.kind, HintKind::kNotUnique);
  EXPECT_EQ(hint.cell, -1);
  // Row 1 leaves r1c9 no digit: no solution, and no conflict among the givens.
  const Grid none = GridOf("12345678.........9" + std::string(63, '.'));
  ASSERT_EQ(AnswerHint(HintRequest{none, none, std::nullopt}, &hint).status, Status::kOk);
  EXPECT_EQ(hint.kind, HintKind::kNoSolution);
}

TEST(AnswerHint, TwoEqualDigitsEnteredPointAtTheWrongOne) {
  const Grid puzzle = GridOf(CaseInput("C12"));
  const Grid solution = SolutionOf(puzzle);
  // r1c1 gets its right digit, and the same digit goes into r1c2 too: a clash in row 1.
  Grid values = puzzle;
  values[CellAt(0, 0)] = solution[CellAt(0, 0)];
  values[CellAt(0, 1)] = solution[CellAt(0, 0)];
  Hint hint;
  ASSERT_EQ(AnswerHint(HintRequest{puzzle, values, std::nullopt}, &hint).status, Status::kOk);
  EXPECT_EQ(hint.kind, HintKind::kWrongValue);
  EXPECT_EQ(hint.cell, CellAt(0, 1));
  EXPECT_EQ(hint.digit, solution[CellAt(0, 0)]);
  EXPECT_EQ(hint.correct_digit, solution[CellAt(0, 1)]);
}

TEST(AnswerHint, AProperPuzzleGetsNextHintsAnswer) {
  const Grid puzzle = GridOf(CaseInput("C04b"));
  const Grid solution = SolutionOf(puzzle);
  CandidateGrid grid = CandidatesFromValues(puzzle);
  for (int k = 0; k < 5; ++k) {
    Hint hint;
    ASSERT_EQ(AnswerHint(HintRequest{puzzle, grid.values, grid.candidates}, &hint).status,
              Status::kOk);
    const Hint expected = NextHint(grid.values, grid.candidates, solution);
    ASSERT_EQ(hint.kind, HintKind::kStep);
    EXPECT_EQ(hint.step, expected.step);
    ApplyStep(hint.step, grid);
  }
}

}  // namespace
}  // namespace sudoku
