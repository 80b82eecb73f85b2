// SolveMany: one call for many puzzles, with per-puzzle statuses and solutions.
#include <gtest/gtest.h>

#include <set>
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
  const BatchSolveResult result = SolveMany(text);
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
  const BatchSolveResult result = SolveMany(text);
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

// kBatchStatuses is the one table of a batch's statuses: each status a batch reports is a row
// of it, and a puzzle's solution is there exactly when its row says so (else 81 '.').
TEST(SolveMany, EveryStatusIsARowOfTheTableAndCarriesASolutionExactlyWhenItSays) {
  std::set<char> codes;
  std::set<std::string> ids;
  for (const BatchStatusInfo& status : kBatchStatuses) {
    EXPECT_TRUE(codes.insert(status.code).second) << status.code;
    EXPECT_TRUE(ids.insert(status.id).second) << status.id;
    EXPECT_EQ(BatchStatusOf(status.code), &status);
  }
  EXPECT_EQ(BatchStatusOf('?'), nullptr);
  const std::string unique = testing::ReadPuzzleSet("norvig_top95.txt", 1).at(0).puzzle;
  const std::string none = "12345678.........9" + std::string(63, '.');
  const std::string text = unique + "\n" + std::string(81, '.') + "\n" + none + "\nabc\n";
  std::set<char> seen;
  for (const uint32_t limit : {1u, 2u}) {
    BatchOptions options;
    options.limit = limit;
    const BatchSolveResult result = SolveMany(text, options);
    ASSERT_EQ(result.puzzles, 4);
    for (int i = 0; i < result.puzzles; ++i) {
      const BatchStatusInfo* status = BatchStatusOf(result.statuses[i]);
      ASSERT_NE(status, nullptr) << result.statuses[i];
      seen.insert(status->code);
      const std::string solution = result.solutions.substr(81 * i, 81);
      EXPECT_EQ(solution != std::string(81, '.'), status->has_solution) << status->id;
      if (status->has_solution) EXPECT_TRUE(IsValidSolution(testing::GridOf(solution)));
    }
  }
  // Every row occurs: 'solved' at limit 1, 'unique' and 'multiple' at 2, 'none', 'invalid'.
  EXPECT_EQ(seen, codes);
}

TEST(SolveMany, LoneCrAndCrlfEndLinesAndBlankLinesGetNoIndex) {
  const auto lines = testing::ReadPuzzleSet("norvig_top95.txt", 3);
  const std::string text = lines[0].puzzle + "\r" + lines[1].puzzle + "\r\n \t \r\n\n" +
                           lines[2].puzzle;  // the last line has no line break
  const BatchSolveResult result = SolveMany(text);
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
  const BatchSolveResult result = SolveMany(text);
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
  const BatchSolveResult result = SolveMany(text);
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

TEST(SolveMany, MaxPuzzlesStopsReadingAndConsumedSaysWhere) {
  const std::string puzzle = testing::ReadPuzzleSet("norvig_top95.txt", 1).at(0).puzzle;
  // Four puzzle lines among blank ones.
  const std::string four = puzzle + "\n \n" + puzzle + "\r\n\r" + puzzle + "\n\t\n" + puzzle;
  BatchOptions options;
  options.max_puzzles = 4;
  const BatchSolveResult all = SolveMany(four, options);
  EXPECT_EQ(all.statuses, "1111");
  EXPECT_EQ(all.consumed, four.size());
  EXPECT_FALSE(all.budget_exhausted);
  options.max_puzzles = 3;
  const BatchSolveResult three = SolveMany(four, options);
  EXPECT_EQ(three.statuses, "111");
  EXPECT_FALSE(three.budget_exhausted);
  ASSERT_LT(three.consumed, four.size());
  // The rest of the text, read on its own, is the fourth puzzle.
  const BatchSolveResult rest = SolveMany(std::string_view(four).substr(three.consumed), options);
  EXPECT_EQ(rest.statuses, "1");
  EXPECT_EQ(rest.solutions, all.solutions.substr(3 * 81));
  options.max_puzzles = 3;
  EXPECT_EQ(SolveMany("x\ny\nz", options).statuses, "xxx");
  EXPECT_EQ(SolveMany("x\ny\nz\nw", options).consumed, 6u);
}

TEST(SolveMany, SlicesOfALongTextGiveTheResultsOfOneCall) {
  const auto lines = testing::ReadPuzzleSet("magictour_top1465.txt");
  std::string text;
  for (const auto& line : lines) text += line.puzzle + "\n";
  const BatchSolveResult whole = SolveMany(text);
  BatchOptions slice;
  slice.max_puzzles = 100;
  std::string statuses, solutions;
  uint64_t guesses = 0;
  for (std::string_view rest = text; !rest.empty();) {
    const BatchSolveResult part = SolveMany(rest, slice);
    ASSERT_LE(part.puzzles, 100);
    statuses += part.statuses;
    solutions += part.solutions;
    guesses += part.guesses;
    rest.remove_prefix(part.consumed);
  }
  EXPECT_EQ(statuses, whole.statuses);
  EXPECT_EQ(solutions, whole.solutions);
  EXPECT_EQ(guesses, whole.guesses);
}

TEST(SolveMany, AGuessBudgetEndsTheCallBeforeThePuzzleItCannotFinish) {
  const auto lines = testing::ReadPuzzleSet("forum_hardest_1106.txt", 40);
  std::string text;
  std::vector<uint64_t> guesses;
  for (const auto& line : lines) {
    text += line.puzzle + "\n";
    guesses.push_back(CountSolutions(testing::GridOf(line.puzzle), 2).stats.guesses);
  }
  // A budget that covers the first ten puzzles and part of the eleventh.
  uint64_t first_ten = 0;
  for (int i = 0; i < 10; ++i) first_ten += guesses[i];
  ASSERT_GT(guesses[10], 1u);
  BatchOptions options;
  options.guess_budget = first_ten + guesses[10] / 2;
  const BatchSolveResult cut = SolveMany(text, options);
  EXPECT_TRUE(cut.budget_exhausted);
  EXPECT_EQ(cut.puzzles, 10);
  EXPECT_EQ(cut.guesses, first_ten);
  EXPECT_EQ(cut.consumed, 10 * 82u);  // the start of the eleventh line
  const BatchSolveResult whole = SolveMany(text);
  EXPECT_EQ(cut.statuses, whole.statuses.substr(0, 10));
  EXPECT_EQ(cut.solutions, whole.solutions.substr(0, 810));
}

TEST(SolveMany, ATimeLimitEndsTheCallBetweenPuzzles) {
  // Counting a million solutions of the empty grid is far more than a millisecond of work on
  // any machine, so a 1 ms limit is always over after the first line.
  const std::string empty(81, '.');
  BatchOptions options;
  options.limit = 1'000'000;
  options.time_limit_ms = 1;
  const std::string text = empty + "\n" + empty + "\n" + empty + "\n";
  const BatchSolveResult cut = SolveMany(text, options);
  EXPECT_TRUE(cut.budget_exhausted);
  EXPECT_EQ(cut.statuses, "2");
  EXPECT_EQ(cut.consumed, 82u);
  EXPECT_TRUE(IsValidSolution(testing::GridOf(cut.solutions)));
  // Without a limit to run out, the last puzzle ends the call normally.
  options.time_limit_ms = 0;
  options.limit = 2;
  EXPECT_FALSE(SolveMany(text, options).budget_exhausted);
  EXPECT_EQ(SolveMany(text, options).statuses, "222");
}

TEST(SolveMany, EmptyTextIsAnEmptyBatch) {
  const BatchSolveResult result = SolveMany("");
  EXPECT_EQ(result.puzzles, 0);
  EXPECT_TRUE(result.statuses.empty());
}

}  // namespace
}  // namespace sudoku
