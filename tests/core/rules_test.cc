// FindConflicts: every pair of equal digits in a house, checked against a brute-force listing;
// FindConflict is its first entry.
#include <gtest/gtest.h>

#include <algorithm>
#include <tuple>
#include <vector>

#include "sudoku/rules.h"
#include "test_data.h"

namespace sudoku {
namespace {

// Every (house, cell pair) with equal digits, by comparing all 81 x 81 cell pairs.
std::vector<Conflict> BruteForce(const Grid& grid) {
  std::vector<Conflict> all;
  for (int a = 0; a < kCells; ++a) {
    for (int b = a + 1; b < kCells; ++b) {
      if (grid[a] == 0 || grid[a] != grid[b]) continue;
      if (RowOf(a) == RowOf(b)) all.push_back({a, b, grid[a], RowHouse(RowOf(a))});
      if (ColumnOf(a) == ColumnOf(b)) all.push_back({a, b, grid[a], ColumnHouse(ColumnOf(a))});
      if (BoxOf(a) == BoxOf(b)) all.push_back({a, b, grid[a], BoxHouse(BoxOf(a))});
    }
  }
  return all;
}

std::vector<Conflict> Sorted(std::vector<Conflict> list) {
  std::sort(list.begin(), list.end(), [](const Conflict& x, const Conflict& y) {
    return std::tie(x.house, x.cell, x.other_cell) < std::tie(y.house, y.cell, y.other_cell);
  });
  return list;
}

TEST(FindConflicts, ACleanGridHasNone) {
  const Grid solution = testing::GridOf(testing::ReadSolutions("norvig_top95.txt").at(0));
  EXPECT_TRUE(FindConflicts(solution).empty());
  EXPECT_TRUE(FindConflicts(Grid{}).empty());
  EXPECT_EQ(FindConflict(solution).status, Status::kOk);
}

TEST(FindConflicts, ThreeEqualDigitsInARowAreThreePairsAndABoxPairCountsTwice) {
  Grid grid{};
  grid[CellAt(0, 0)] = 5;
  grid[CellAt(0, 1)] = 5;  // same row and same box as r1c1
  grid[CellAt(0, 8)] = 5;
  const std::vector<Conflict> conflicts = FindConflicts(grid);
  const std::vector<Conflict> expected = {
      {CellAt(0, 0), CellAt(0, 1), 5, RowHouse(0)},
      {CellAt(0, 0), CellAt(0, 8), 5, RowHouse(0)},
      {CellAt(0, 1), CellAt(0, 8), 5, RowHouse(0)},
      {CellAt(0, 0), CellAt(0, 1), 5, BoxHouse(0)},
  };
  EXPECT_EQ(conflicts, expected);
  const Error first = FindConflict(grid);
  EXPECT_EQ(first.status, Status::kConflictingGivens);
  EXPECT_EQ(first.cell, CellAt(0, 0));
  EXPECT_EQ(first.other_cell, CellAt(0, 1));
  EXPECT_EQ(first.digit, 5);
  EXPECT_EQ(first.house, RowHouse(0));
}

TEST(FindConflicts, RandomGridsMatchABruteForceListingAndFindConflictIsTheFirst) {
  uint32_t state = 2024;
  const auto next = [&state](uint32_t n) {
    state = state * 1664525u + 1013904223u;
    return (state >> 8) % n;
  };
  int with_conflicts = 0;
  for (int round = 0; round < 2000; ++round) {
    Grid grid{};
    const int filled = static_cast<int>(next(40));
    for (int k = 0; k < filled; ++k) grid[next(kCells)] = static_cast<uint8_t>(1 + next(9));
    const std::vector<Conflict> found = FindConflicts(grid);
    ASSERT_EQ(Sorted(found), Sorted(BruteForce(grid)));
    const Error first = FindConflict(grid);
    if (found.empty()) {
      EXPECT_EQ(first.status, Status::kOk);
      continue;
    }
    ++with_conflicts;
    EXPECT_EQ(first.status, Status::kConflictingGivens);
    EXPECT_EQ(first.cell, found[0].cell);
    EXPECT_EQ(first.other_cell, found[0].other_cell);
    EXPECT_EQ(first.digit, found[0].digit);
    EXPECT_EQ(first.house, found[0].house);
  }
  EXPECT_GT(with_conflicts, 500);
}

}  // namespace
}  // namespace sudoku
