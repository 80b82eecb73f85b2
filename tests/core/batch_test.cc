// SolveMany: one call for many puzzles, with per-puzzle statuses and solutions.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "sudoku/batch.h"
#include "sudoku/grid.h"
#include "sudoku/parse.h"
#include "sudoku/solver.h"
#include "test_data.h"

namespace sudoku {
namespace {

bool IsBlankForTest(const std::string& line) {
  return line.find_first_not_of(" \t") == std::string::npos;
}

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

TEST(SolveMany, LoneCrAndCrlfEndLinesAndBlankLinesGetNoIndex) {
  const auto lines = testing::ReadPuzzleSet("norvig_top95.txt", 3);
  const std::string text = lines[0].puzzle + "\r" + lines[1].puzzle + "\r\n \t \r\n\n" +
                           lines[2].puzzle;  // the last line has no line break
  const BatchSolveResult result = SolveMany(text, 2);
  ASSERT_EQ(result.puzzles, 3);
  EXPECT_EQ(result.statuses, "111");
  EXPECT_TRUE(result.errors.empty());
  for (int i = 0; i < 3; ++i) {
    EXPECT_TRUE(SolvesPuzzle(testing::GridOf(lines[i].puzzle),
                             testing::GridOf(result.solutions.substr(81 * i, 81))))
        << i;
  }
}

TEST(SolveMany, ManyShortLinesGrowTheOutputsPastTheirFirstSize) {
  // 2,000 three-byte lines: the outputs are first sized for 82 bytes per puzzle.
  std::string text;
  for (int i = 0; i < 2000; ++i) text += i % 2 == 0 ? "ab\n" : "12\n";
  const BatchSolveResult result = SolveMany(text, 2);
  ASSERT_EQ(result.puzzles, 2000);
  EXPECT_EQ(result.statuses, std::string(2000, 'x'));
  EXPECT_EQ(result.solutions, std::string(2000 * 81, '.'));
  ASSERT_EQ(result.errors.size(), 2000u);
  EXPECT_EQ(result.errors[0].error.status, Status::kBadChar);
  EXPECT_EQ(result.errors[1].error.status, Status::kBadLength);
  EXPECT_EQ(result.errors[1999].index, 1999);
}

// The one-pass reading of 81-character lines must agree with the general parser on every
// line: random lines near 81 characters, mixing cell, layout and bad characters, each checked
// against ParsePuzzle and CountSolutions on that line alone.
TEST(SolveMany, EveryLineReadsAsParsePuzzleReadsIt) {
  const std::string solved = testing::ReadSolutions("norvig_top95.txt").at(0);
  const std::string alphabet = "..........0123456789 |-+\tx";
  uint32_t state = 12345;
  const auto next = [&state](uint32_t n) {
    state = state * 1664525u + 1013904223u;
    return (state >> 8) % n;
  };
  std::vector<std::string> lines;
  for (int i = 0; i < 3000; ++i) {
    // Mostly a solution with holes (so many lines are valid puzzles), then a few edits.
    std::string line = solved;
    for (char& c : line) {
      if (next(3) != 0) c = '.';
    }
    const int edits = static_cast<int>(next(4));
    for (int e = 0; e < edits; ++e) {
      const size_t at = next(static_cast<uint32_t>(line.size() + 1));
      switch (next(3)) {
        case 0: line.insert(at, 1, alphabet[next(static_cast<uint32_t>(alphabet.size()))]); break;
        case 1: if (at < line.size()) line.erase(at, 1); break;
        default: if (at < line.size()) line[at] = alphabet[next(static_cast<uint32_t>(alphabet.size()))];
      }
    }
    if (IsBlankForTest(line)) continue;
    lines.push_back(line);
  }
  std::string text;
  for (const std::string& line : lines) text += line + "\n";
  const BatchSolveResult result = SolveMany(text, 2);
  ASSERT_EQ(result.puzzles, static_cast<int>(lines.size()));
  size_t next_error = 0;
  int valid = 0;
  for (size_t i = 0; i < lines.size(); ++i) {
    const ParseResult parsed = ParsePuzzle(lines[i]);
    if (parsed.error.status != Status::kOk) {
      ASSERT_EQ(result.statuses[i], 'x') << lines[i];
      ASSERT_LT(next_error, result.errors.size());
      EXPECT_EQ(result.errors[next_error].index, static_cast<int>(i));
      EXPECT_EQ(result.errors[next_error].error.status, parsed.error.status) << lines[i];
      EXPECT_EQ(result.errors[next_error].error.cell, parsed.error.cell) << lines[i];
      ++next_error;
      continue;
    }
    ++valid;
    const CountResult counted = CountSolutions(parsed.grid, 2);
    EXPECT_EQ(result.statuses[i], static_cast<char>('0' + counted.count)) << lines[i];
    if (counted.count > 0) {
      EXPECT_TRUE(SolvesPuzzle(parsed.grid, testing::GridOf(result.solutions.substr(81 * i, 81))));
    }
  }
  EXPECT_EQ(next_error, result.errors.size());
  EXPECT_GT(valid, 500);  // the test reaches the solver, not only the error paths
}

TEST(SolveMany, MoreThanMaxPuzzlesIsRefusedWholeBeforeSolving) {
  const std::string puzzle = testing::ReadPuzzleSet("norvig_top95.txt", 1).at(0).puzzle;
  // Four puzzle lines among blank ones: within a cap of 4, over a cap of 3, however the text's
  // length compares with the cap (short lines, long lines).
  const std::string four = puzzle + "\n \n" + puzzle + "\r\n\r" + puzzle + "\n\t\n" + puzzle;
  EXPECT_FALSE(SolveMany(four, 2, 4).too_many);
  EXPECT_EQ(SolveMany(four, 2, 4).statuses, "1111");
  const BatchSolveResult refused = SolveMany(four, 2, 3);
  EXPECT_TRUE(refused.too_many);
  EXPECT_EQ(refused.puzzles, 0);
  EXPECT_TRUE(refused.statuses.empty());
  EXPECT_TRUE(refused.solutions.empty());
  EXPECT_TRUE(refused.errors.empty());
  EXPECT_EQ(SolveMany("x\ny\nz", 2, 3).statuses, "xxx");
  EXPECT_TRUE(SolveMany("x\ny\nz\nw", 2, 3).too_many);
  EXPECT_TRUE(SolveMany("x\ny\nz\nw\n", 2, 3).too_many);
  EXPECT_FALSE(SolveMany("x\ny\nz\n \n\n\t", 2, 3).too_many);
  // The default cap: a million and one two-byte lines (2 MB) are refused, a million are read.
  std::string lines;
  for (int i = 0; i < 1'000'000; ++i) lines += "x\n";
  EXPECT_EQ(SolveMany(lines, 2).puzzles, 1'000'000);
  EXPECT_TRUE(SolveMany(lines + "x", 2).too_many);
}

TEST(SolveMany, EmptyTextIsAnEmptyBatch) {
  const BatchSolveResult result = SolveMany("", 2);
  EXPECT_EQ(result.puzzles, 0);
  EXPECT_TRUE(result.statuses.empty());
}

}  // namespace
}  // namespace sudoku
