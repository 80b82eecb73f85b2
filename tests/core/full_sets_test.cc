// Every puzzle of every shared set (../shared/data, about 91,000 puzzles) through the counting
// solver. solver_test.cc samples the sets; this file leaves nothing out, because a solver that is
// wrong on one puzzle in 50,000 is still wrong. For each puzzle it checks:
//   * the count with limit 2 (1 for the unique sets, 2 for serg_benchmark), so uniqueness
//     checks are right;
//   * the solution against the published line and with the independent rule check SolvesPuzzle;
//   * for serg_benchmark (2 to 1,555 solutions) the exact count from the set's second column,
//     counted with a limit above the maximum.
// Mismatches are counted over the whole set and the first few are printed, so one run shows the
// size of a failure, not only its first line. The number of lines per set is pinned to the data
// README, so a truncated or missing file fails instead of passing on fewer puzzles.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <ostream>
#include <string>
#include <vector>

#include "sudoku/parse.h"
#include "sudoku/solver.h"
#include "test_data.h"

namespace sudoku {
namespace {

using testing::GridOf;
using testing::ReadPuzzleSet;
using testing::ReadSolutions;

struct SetInfo {
  const char* name;  // file name under SUDOKU_DATA_DIR
  size_t puzzles;    // line count from the data README's summary table
};

// The sets whose every puzzle has exactly one solution.
constexpr SetInfo kUniqueSets[] = {
    {"sudoku17_49158.txt", 49158},
    {"magictour_top1465.txt", 1465},
    {"norvig_top95.txt", 95},
    {"norvig_hardest.txt", 11},
    {"norvig_easy50.txt", 50},
    {"forum_hardest_1106.txt", 375},
    {"forum_hardest_1905_11plus_sample.txt", 5000},
    {"sudoku_exchange_rated_sample.txt", 9758},
    {"sudoku_exchange_easy_medium.txt", 1000},
    {"kaggle_radcliffe_rated_5000.txt", 5000},
    {"kaggle_bryanpark_9999.txt", 9999},
};

// Names the set in test listings (ctest shows GetParam() values) instead of raw bytes.
void PrintTo(const SetInfo& info, std::ostream* os) { *os << info.name; }

constexpr int kMaxPrinted = 5;

class UniqueSet : public ::testing::TestWithParam<SetInfo> {};

// Count (limit 2) is exactly 1 and the solution is the published one and obeys the rules.
TEST_P(UniqueSet, EveryPuzzleHasThePublishedUniqueSolution) {
  const SetInfo info = GetParam();
  const auto set = ReadPuzzleSet(info.name);
  const auto solutions = ReadSolutions(info.name);
  ASSERT_EQ(set.size(), info.puzzles);
  ASSERT_EQ(solutions.size(), info.puzzles);
  int mismatches = 0;
  for (size_t i = 0; i < set.size(); ++i) {
    const Grid puzzle = GridOf(set[i].puzzle);
    const CountResult result = CountSolutions(puzzle, 2);
    const bool ok = result.count == 1 && !result.budget_exhausted &&
                    SolvesPuzzle(puzzle, result.solution) &&
                    FormatGrid(result.solution) == solutions[i];
    if (!ok && ++mismatches <= kMaxPrinted) {
      ADD_FAILURE() << info.name << " line " << i + 1 << ": count " << result.count
                    << ", solution " << FormatGrid(result.solution) << ", expected "
                    << solutions[i];
    }
  }
  EXPECT_EQ(mismatches, 0) << "of " << set.size() << " puzzles in " << info.name;
}

INSTANTIATE_TEST_SUITE_P(AllSets, UniqueSet, ::testing::ValuesIn(kUniqueSets),
                         [](const ::testing::TestParamInfo<SetInfo>& param) {
                           std::string name = param.param.name;
                           name = name.substr(0, name.find('.'));
                           for (char& c : name) {
                             if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
                           }
                           return name;
                         });

// serg_benchmark: limit 2 must say "2" (not unique), and a limit above the set's maximum
// (1,555) must give the exact published count. The first solution found must obey the rules;
// the published line is the lexicographically smallest solution, which this solver does not
// promise to find first, so it is checked as a valid solution of the puzzle instead.
TEST(SergBenchmark, EveryPuzzleHasTheExactPublishedCount) {
  constexpr uint32_t kAboveMaximum = 2000;
  const auto set = ReadPuzzleSet("serg_benchmark.txt");
  const auto smallest = ReadSolutions("serg_benchmark.txt");
  ASSERT_EQ(set.size(), 10000u);
  ASSERT_EQ(smallest.size(), 10000u);
  int mismatches = 0;
  int largest = 0;
  for (size_t i = 0; i < set.size(); ++i) {
    ASSERT_EQ(set[i].columns.size(), 1u) << "line " << i + 1;
    const int expected = std::stoi(set[i].columns[0]);
    largest = std::max(largest, expected);
    // Every line, or every SampleFactor()-th under the sanitizers (test_data.h).
    if (i % testing::SampleFactor() != 0) continue;
    const Grid puzzle = GridOf(set[i].puzzle);
    const CountResult two = CountSolutions(puzzle, 2);
    const CountResult all = CountSolutions(puzzle, kAboveMaximum);
    const bool ok = two.count == 2 && all.count == expected && !all.budget_exhausted &&
                    SolvesPuzzle(puzzle, two.solution) && SolvesPuzzle(puzzle, all.solution) &&
                    SolvesPuzzle(puzzle, GridOf(smallest[i]));
    if (!ok && ++mismatches <= kMaxPrinted) {
      ADD_FAILURE() << "serg_benchmark line " << i + 1 << ": limit 2 gave " << two.count
                    << ", limit " << kAboveMaximum << " gave " << all.count << ", expected "
                    << expected;
    }
  }
  EXPECT_EQ(mismatches, 0) << "of " << set.size() << " puzzles";
  // The limit must stay above every count, or "exact" would silently become "at least".
  EXPECT_EQ(largest, 1555);
  EXPECT_LT(static_cast<uint32_t>(largest), kAboveMaximum);
}

}  // namespace
}  // namespace sudoku
