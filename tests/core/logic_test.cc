// Each technique on a fixed grid with the exact expected placements and eliminations.
//
// Most grids are "open" candidate grids: every cell empty with all nine candidates, then a few
// candidates removed to draw exactly one pattern. Nothing else in such a grid is restricted, so
// the step found is forced and its eliminations can be listed by hand (worked out in comments).
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <set>
#include <sstream>
#include <string>

#include "forcing/forcing_nested.h"
#include "sudoku/grade.h"
#include "sudoku/logic.h"
#include "sudoku/logic_detail.h"
#include "sudoku/parse.h"
#include "sudoku/solver.h"
#include "sudoku/technique_registry.h"
#include "test_data.h"

namespace sudoku {
namespace {

using testing::GridOf;

CandidateGrid Open() {
  CandidateGrid grid;
  grid.candidates.fill(kAllDigits);
  return grid;
}

int Cell(int row, int column) { return CellAt(row - 1, column - 1); }  // 1-based, as in r5c3

void Keep(CandidateGrid& grid, int cell, std::initializer_list<int> digits) {
  Mask mask = 0;
  for (const int d : digits) mask |= DigitBit(d);
  grid.candidates[cell] = mask;
}

void Remove(CandidateGrid& grid, int digit, std::initializer_list<int> cells) {
  for (const int cell : cells) grid.candidates[cell] &= static_cast<Mask>(~DigitBit(digit));
}

// Removes `digit` from every cell of `house` except `keep`.
void OnlyIn(CandidateGrid& grid, int digit, int house, std::initializer_list<int> keep) {
  for (const uint8_t cell : kHouseCells[house]) {
    if (std::find(keep.begin(), keep.end(), cell) == keep.end()) {
      grid.candidates[cell] &= static_cast<Mask>(~DigitBit(digit));
    }
  }
}

std::vector<Elimination> Elims(int digit, std::initializer_list<int> cells) {
  std::vector<Elimination> out;
  for (const int cell : cells) out.push_back({cell, digit});
  std::sort(out.begin(), out.end(), [](const Elimination& a, const Elimination& b) {
    return a.cell != b.cell ? a.cell < b.cell : a.digit < b.digit;
  });
  return out;
}

Step Next(const CandidateGrid& grid, bool unique = false) {
  LogicOptions options;
  options.assume_unique = unique;
  const std::optional<Step> step = FindNextStep(grid, options);
  EXPECT_TRUE(step.has_value());
  return step.value_or(Step{});
}

Step NextOn(const CandidateGrid& grid, RatingScale scale) {
  LogicOptions options;
  options.scale = scale;
  const std::optional<Step> step = FindNextStep(grid, options);
  EXPECT_TRUE(step.has_value());
  return step.value_or(Step{});
}

TEST(Logic, FullHouse) {
  Grid grid = GridOf("947165283823974516651328947478596132516432879239817465764251398385749621192683754");
  grid[Cell(5, 5)] = 0;
  const Step step = Next(CandidatesFromValues(grid));
  EXPECT_EQ(step.technique, Technique::kFullHouse);
  EXPECT_EQ(step.rating, 10);
  EXPECT_EQ(step.placements, (std::vector<Placement>{{Cell(5, 5), 3}}));
}

TEST(Logic, HiddenSingleInBox) {
  CandidateGrid grid = Open();
  OnlyIn(grid, 3, BoxHouse(0), {Cell(2, 2)});
  const Step step = Next(grid);
  EXPECT_EQ(step.technique, Technique::kHiddenSingleBox);
  EXPECT_EQ(step.placements, (std::vector<Placement>{{Cell(2, 2), 3}}));
  EXPECT_EQ(step.houses, (std::vector<int>{BoxHouse(0)}));
}

TEST(Logic, HiddenSingleInRow) {
  CandidateGrid grid = Open();
  // 8 only at r6c1 and r6c9 of row 6... and then r6c9 removed: one place left in the row, but
  // the boxes still have several places for 8.
  OnlyIn(grid, 8, RowHouse(5), {Cell(6, 9)});
  const Step step = Next(grid);
  EXPECT_EQ(step.technique, Technique::kHiddenSingleLine);
  EXPECT_EQ(step.placements, (std::vector<Placement>{{Cell(6, 9), 8}}));
}

TEST(Logic, NakedSingle) {
  CandidateGrid grid = Open();
  Keep(grid, Cell(5, 5), {7});
  const Step step = Next(grid);
  EXPECT_EQ(step.technique, Technique::kNakedSingle);
  EXPECT_EQ(step.rating, 23);
  EXPECT_EQ(step.placements, (std::vector<Placement>{{Cell(5, 5), 7}}));
}

TEST(Logic, Pointing) {
  // 4 in box 1 only on row 1 (r1c1-3): it leaves r1c4-r1c9.
  CandidateGrid grid = Open();
  OnlyIn(grid, 4, BoxHouse(0), {Cell(1, 1), Cell(1, 2), Cell(1, 3)});
  const Step step = Next(grid);
  EXPECT_EQ(step.technique, Technique::kPointing);
  EXPECT_EQ(step.eliminations,
            Elims(4, {Cell(1, 4), Cell(1, 5), Cell(1, 6), Cell(1, 7), Cell(1, 8), Cell(1, 9)}));
}

TEST(Logic, Claiming) {
  // 6 in row 5 only inside box 5 (r5c4-6): it leaves the rest of box 5 (rows 4 and 6).
  CandidateGrid grid = Open();
  OnlyIn(grid, 6, RowHouse(4), {Cell(5, 4), Cell(5, 5), Cell(5, 6)});
  const Step step = Next(grid);
  EXPECT_EQ(step.technique, Technique::kClaiming);
  EXPECT_EQ(step.eliminations, Elims(6, {Cell(4, 4), Cell(4, 5), Cell(4, 6), Cell(6, 4),
                                         Cell(6, 5), Cell(6, 6)}));
}

TEST(Logic, DirectPointingEndsWithTheHiddenSingle) {
  // 2 in box 1 only on row 1; box 2 has 2 only on row 1 and at r2c5. Pointing clears row 1 of
  // box 2, leaving r2c5 as box 2's only 2.
  CandidateGrid grid = Open();
  OnlyIn(grid, 2, BoxHouse(0), {Cell(1, 1), Cell(1, 2)});
  OnlyIn(grid, 2, BoxHouse(1), {Cell(1, 4), Cell(1, 6), Cell(2, 5)});
  const Step step = Next(grid);
  EXPECT_EQ(step.technique, Technique::kDirectPointing);
  EXPECT_EQ(step.rating, 17);
  EXPECT_EQ(step.placements, (std::vector<Placement>{{Cell(2, 5), 2}}));
}

TEST(Logic, NakedPair) {
  CandidateGrid grid = Open();
  Keep(grid, Cell(1, 1), {1, 2});
  Keep(grid, Cell(1, 5), {1, 2});
  const Step step = Next(grid);
  EXPECT_EQ(step.technique, Technique::kNakedPair);
  std::vector<Elimination> expected;
  for (const int column : {2, 3, 4, 6, 7, 8, 9}) {
    expected.push_back({Cell(1, column), 1});
    expected.push_back({Cell(1, column), 2});
  }
  EXPECT_EQ(step.eliminations, expected);
  EXPECT_EQ(step.cells, (std::vector<int>{Cell(1, 1), Cell(1, 5)}));
}

TEST(Logic, XWing) {
  // 5 on rows 1 and 4 only in columns 2 and 7: it leaves columns 2 and 7 elsewhere.
  CandidateGrid grid = Open();
  OnlyIn(grid, 5, RowHouse(0), {Cell(1, 2), Cell(1, 7)});
  OnlyIn(grid, 5, RowHouse(3), {Cell(4, 2), Cell(4, 7)});
  const Step step = Next(grid);
  EXPECT_EQ(step.technique, Technique::kXWing);
  EXPECT_EQ(step.rating, 32);
  std::vector<Elimination> expected;
  for (const int row : {2, 3, 5, 6, 7, 8, 9}) {
    expected.push_back({Cell(row, 2), 5});
    expected.push_back({Cell(row, 7), 5});
  }
  std::sort(expected.begin(), expected.end(),
            [](const Elimination& a, const Elimination& b) { return a.cell < b.cell; });
  EXPECT_EQ(step.eliminations, expected);
}

TEST(Logic, HiddenPair) {
  // 8 and 9 of row 9 fit only r9c1 and r9c9 (different boxes, so no claiming first).
  CandidateGrid grid = Open();
  OnlyIn(grid, 8, RowHouse(8), {Cell(9, 1), Cell(9, 9)});
  OnlyIn(grid, 9, RowHouse(8), {Cell(9, 1), Cell(9, 9)});
  const Step step = Next(grid);
  EXPECT_EQ(step.technique, Technique::kHiddenPair);
  std::vector<Elimination> expected;
  for (const int cell : {Cell(9, 1), Cell(9, 9)}) {
    for (int d = 1; d <= 7; ++d) expected.push_back({cell, d});
  }
  EXPECT_EQ(step.eliminations, expected);
}

TEST(Logic, NakedTriple) {
  CandidateGrid grid = Open();
  Keep(grid, Cell(3, 1), {1, 2});
  Keep(grid, Cell(3, 5), {2, 3});
  Keep(grid, Cell(3, 9), {1, 3});
  const Step step = Next(grid);
  EXPECT_EQ(step.technique, Technique::kNakedTriple);
  std::vector<Elimination> expected;
  for (const int column : {2, 3, 4, 6, 7, 8}) {
    for (int d = 1; d <= 3; ++d) expected.push_back({Cell(3, column), d});
  }
  EXPECT_EQ(step.eliminations, expected);
}

TEST(Logic, Swordfish) {
  // 7 on rows 1, 4, 7 only in columns 1, 5, 9 (two places each, no two rows alike).
  CandidateGrid grid = Open();
  OnlyIn(grid, 7, RowHouse(0), {Cell(1, 1), Cell(1, 5)});
  OnlyIn(grid, 7, RowHouse(3), {Cell(4, 5), Cell(4, 9)});
  OnlyIn(grid, 7, RowHouse(6), {Cell(7, 1), Cell(7, 9)});
  const Step step = Next(grid);
  EXPECT_EQ(step.technique, Technique::kSwordfish);
  std::vector<Elimination> expected;
  for (const int row : {2, 3, 5, 6, 8, 9}) {
    for (const int column : {1, 5, 9}) expected.push_back({Cell(row, column), 7});
  }
  EXPECT_EQ(step.eliminations, expected);
}

TEST(Logic, Skyscraper) {
  // 4 on row 1 only at r1c2, r1c5; on row 5 only at r5c2, r5c6. Base column 2; one of r1c5 and
  // r5c6 is 4, so cells seeing both lose it: r2c6, r3c6 (box 2 + column 6) and r4c5, r6c5
  // (column 5 + box 5).
  CandidateGrid grid = Open();
  OnlyIn(grid, 4, RowHouse(0), {Cell(1, 2), Cell(1, 5)});
  OnlyIn(grid, 4, RowHouse(4), {Cell(5, 2), Cell(5, 6)});
  const Step step = Next(grid);
  EXPECT_EQ(step.technique, Technique::kSkyscraper);
  EXPECT_EQ(step.rating, 40);
  EXPECT_EQ(step.eliminations, Elims(4, {Cell(2, 6), Cell(3, 6), Cell(4, 5), Cell(6, 5)}));
}

TEST(Logic, TwoStringKite) {
  // 6 on row 1 only at r1c2, r1c7; on column 1 only at r3c1, r8c1. r1c2 and r3c1 share box 1,
  // so r1c7 or r8c1 is 6: r8c7 loses 6.
  CandidateGrid grid = Open();
  OnlyIn(grid, 6, RowHouse(0), {Cell(1, 2), Cell(1, 7)});
  OnlyIn(grid, 6, ColumnHouse(0), {Cell(3, 1), Cell(8, 1)});
  const Step step = Next(grid);
  EXPECT_EQ(step.technique, Technique::kTwoStringKite);
  EXPECT_EQ(step.rating, 41);
  EXPECT_EQ(step.eliminations, Elims(6, {Cell(8, 7)}));
  // SE 1.2.1 has no kite: a forcing X-chain of 6 potentials there, 6.6.
  const Step on_se = NextOn(grid, RatingScale::kSe);
  EXPECT_EQ(on_se.technique, Technique::kXChain);
  EXPECT_EQ(on_se.rating, 66);
  EXPECT_EQ(on_se.eliminations, step.eliminations);
}


// The turbot fish grid: 5 in box 1 only at r1c1 and r3c3, in column 7 only at r3c7 and r8c7.
// r3c3 and r3c7 share row 3, so r1c1 or r8c7 is 5; r1c7 and r8c1 see both, and r1c7 has no 5
// (column 7), so r8c1 loses 5.
CandidateGrid TurbotFishGrid() {
  CandidateGrid grid = Open();
  OnlyIn(grid, 5, BoxHouse(0), {Cell(1, 1), Cell(3, 3)});
  OnlyIn(grid, 5, ColumnHouse(6), {Cell(3, 7), Cell(8, 7)});
  return grid;
}

TEST(Logic, TurbotFishOnTheSukakuScale) {
  const Step step = NextOn(TurbotFishGrid(), RatingScale::kSukaku);
  EXPECT_EQ(step.technique, Technique::kTurbotFish);
  EXPECT_EQ(step.rating, 42);
  EXPECT_EQ(step.eliminations, Elims(5, {Cell(8, 1)}));
  EXPECT_EQ(step, Next(TurbotFishGrid()));  // the default scale
}

// The empty rectangle grid: 3 in box 5 only at r5c4, r4c5 and r6c5 (row 5 and column 5 of the
// box, three places, so no conjugate pair in the box and no turbot fish), in column 8 only at
// r5c8 and r2c8. If r2c8 is not 3, r5c8 is, box 5's 3 is then on column 5 and r2c5 loses it;
// if r2c8 is 3, r2c5 sees it.
CandidateGrid EmptyRectangleGrid() {
  CandidateGrid grid = Open();
  OnlyIn(grid, 3, BoxHouse(4), {Cell(5, 4), Cell(4, 5), Cell(6, 5)});
  OnlyIn(grid, 3, ColumnHouse(7), {Cell(5, 8), Cell(2, 8)});
  return grid;
}

TEST(Logic, EmptyRectangleOnTheSukakuScale) {
  const Step step = NextOn(EmptyRectangleGrid(), RatingScale::kSukaku);
  EXPECT_EQ(step.technique, Technique::kEmptyRectangle);
  EXPECT_EQ(step.rating, 43);
  EXPECT_EQ(step.eliminations, Elims(3, {Cell(2, 5)}));
}

// Three conjugate pairs of 7 on columns 1, 4 and 7: r1c1-r5c1, r5c4-r8c4, r8c7-r2c7, joined by
// rows 5 and 8. r1c1 or r2c7 is 7; the cells seeing both are r2c2, r2c3 (box 1, row 2), r1c8,
// r1c9 (box 3, row 1), and r1c7, r2c1, which hold no 7. (The two skyscrapers inside, columns 1
// and 4, and 4 and 7, remove nothing.) Three parallel lines: 5.4 on Sukaku's scale.
TEST(Logic, ThreeStrongLinksOnTheSukakuScale) {
  CandidateGrid grid = Open();
  OnlyIn(grid, 7, ColumnHouse(0), {Cell(1, 1), Cell(5, 1)});
  OnlyIn(grid, 7, ColumnHouse(3), {Cell(5, 4), Cell(8, 4)});
  OnlyIn(grid, 7, ColumnHouse(6), {Cell(8, 7), Cell(2, 7)});
  const Step step = NextOn(grid, RatingScale::kSukaku);
  EXPECT_EQ(step.technique, Technique::kThreeStrongLinks);
  EXPECT_EQ(step.rating, 54);
  EXPECT_EQ(step.eliminations, Elims(7, {Cell(1, 8), Cell(1, 9), Cell(2, 2), Cell(2, 3)}));
  // Not a technique of SE 1.2.1: there a forcing X-chain of 8 potentials removes one of the same
  // candidates, 6.7 (se-rating-rules.md section 4).
  const Step on_se = NextOn(grid, RatingScale::kSe);
  EXPECT_EQ(on_se.technique, Technique::kXChain);
  EXPECT_EQ(on_se.rating, 67);
  ASSERT_EQ(on_se.eliminations.size(), 1u);
  EXPECT_NE(std::find(step.eliminations.begin(), step.eliminations.end(), on_se.eliminations[0]),
            step.eliminations.end());
}

// Grouped turbot fish: 8 on row 1 only at r1c2 and r1c7, on row 5 only at r5c2 and the group
// r5c8-r5c9 (box 6). If r1c7 is not 8, r1c2 is, r5c2 is not, and the group holds 8: so r1c7 or
// the group does, and r4c7, r6c7 (column 7 and box 6) lose 8 (r5c7 has none).
TEST(Logic, GroupedTurbotFishOnTheSukakuScale) {
  CandidateGrid grid = Open();
  OnlyIn(grid, 8, RowHouse(0), {Cell(1, 2), Cell(1, 7)});
  OnlyIn(grid, 8, RowHouse(4), {Cell(5, 2), Cell(5, 8), Cell(5, 9)});
  const Step step = NextOn(grid, RatingScale::kSukaku);
  EXPECT_EQ(step.technique, Technique::kGroupedTurbotFish);
  EXPECT_EQ(step.rating, 43);
  EXPECT_EQ(step.eliminations, Elims(8, {Cell(4, 7), Cell(6, 7)}));
  EXPECT_NE(NextOn(grid, RatingScale::kSe).technique, Technique::kGroupedTurbotFish);
}

// Three strong links with a grouped node: 7 on column 1 only at r1c1, r5c1, on column 4 only at
// r5c4, r8c4, in box 9 only at r8c7, r8c8 (a group on row 8) and r9c9. r1c1 or r9c9 is 7, so
// r1c9 loses it (r9c1 has none): 5.7. (The grid also holds a grouped turbot fish, r5c4-r8c4 and
// box 9, which the dispatcher takes first, so the search is called directly.)
TEST(Logic, GroupedThreeStrongLinks) {
  CandidateGrid grid = Open();
  OnlyIn(grid, 7, ColumnHouse(0), {Cell(1, 1), Cell(5, 1)});
  OnlyIn(grid, 7, ColumnHouse(3), {Cell(5, 4), Cell(8, 4)});
  OnlyIn(grid, 7, BoxHouse(8), {Cell(8, 7), Cell(8, 8), Cell(9, 9)});
  const detail::LogicView view(grid);
  Step step;
  step.technique = Technique::kThreeStrongLinks;
  step.rating = 54;
  ASSERT_TRUE(detail::FindThreeStrongLinks(view, 1000, step));
  detail::Normalize(step);
  EXPECT_EQ(step.rating, 57);
  EXPECT_EQ(step.eliminations, Elims(7, {Cell(1, 9)}));
  // Below a limit of 5.7 it is not reported.
  Step capped;
  capped.rating = 54;
  EXPECT_FALSE(detail::FindThreeStrongLinks(view, 57, capped));
}

// Two chains of three strong links, one per digit. 1 only at r2c2, r2c6 on row 2, r3c5, r6c5 on
// column 5, r6c9, r9c9 on column 9: r2c2-r2c6 ~ r3c5-r6c5 ~ r6c9-r9c9 (row and column, 5.6), so
// r9c2 loses 1. 2 only at r1c1, r1c5 on row 1, r4c5, r4c8 on row 4, r7c8, r7c3 on row 7:
// r1c1-r1c5 ~ r4c5-r4c8 ~ r7c8-r7c3 (rows only, 5.4), so r2c3, r3c3, r8c1, r9c1 lose 2. The search
// keeps the 5.4 chain, found after the 5.6 one, with its own eliminations only.
TEST(Logic, ThreeStrongLinksKeepsOnlyItsOwnEliminations) {
  CandidateGrid grid = Open();
  OnlyIn(grid, 1, RowHouse(1), {Cell(2, 2), Cell(2, 6)});
  OnlyIn(grid, 1, ColumnHouse(4), {Cell(3, 5), Cell(6, 5)});
  OnlyIn(grid, 1, ColumnHouse(8), {Cell(6, 9), Cell(9, 9)});
  OnlyIn(grid, 2, RowHouse(0), {Cell(1, 1), Cell(1, 5)});
  OnlyIn(grid, 2, RowHouse(3), {Cell(4, 5), Cell(4, 8)});
  OnlyIn(grid, 2, RowHouse(6), {Cell(7, 8), Cell(7, 3)});
  const detail::LogicView view(grid);
  Step step;
  step.technique = Technique::kThreeStrongLinks;
  step.rating = 54;
  ASSERT_TRUE(detail::FindThreeStrongLinks(view, 1000, step));
  detail::Normalize(step);
  EXPECT_EQ(step.rating, 54);
  EXPECT_EQ(step.digits, DigitBit(2));
  EXPECT_EQ(step.eliminations, Elims(2, {Cell(2, 3), Cell(3, 3), Cell(8, 1), Cell(9, 1)}));
}

// WXYZ-Wing: row 2 holds r2c4 {1,3}, r2c5 {1,4}, r2c6 {1,2,4} (three cells, four digits) and
// r7c4 {2,3} sees the set's only 3 (r2c4, column 4). If r7c4 is 3 the set is a naked triple
// {1,2,4} with its 2 on r2c6; else r7c4 is 2. Cells seeing r7c4 and r2c6 lose 2: r1c4, r3c4
// (column 4, box 2), r7c6, r8c6, r9c6 (column 6, box 8). A cell of the set has 3 candidates:
// 5.6 on Sukaku's scale.
CandidateGrid WXYZWingGrid() {
  CandidateGrid grid = Open();
  Keep(grid, Cell(2, 4), {1, 3});
  Keep(grid, Cell(2, 5), {1, 4});
  Keep(grid, Cell(2, 6), {1, 2, 4});
  Keep(grid, Cell(7, 4), {2, 3});
  return grid;
}

TEST(Logic, WXYZWingOnTheSukakuScale) {
  const Step step = NextOn(WXYZWingGrid(), RatingScale::kSukaku);
  EXPECT_EQ(step.technique, Technique::kWXYZWing);
  EXPECT_EQ(step.rating, 56);
  EXPECT_EQ(step.eliminations,
            Elims(2, {Cell(1, 4), Cell(3, 4), Cell(7, 6), Cell(8, 6), Cell(9, 6)}));
  EXPECT_NE(NextOn(WXYZWingGrid(), RatingScale::kSe).technique, Technique::kWXYZWing);
}

// VWXYZ-Wing: row 2 holds r2c4 {1,3}, r2c5 {1,4}, r2c6 {1,4,5}, r2c7 {2,5} (four cells, five
// digits) and r7c4 {2,3} sees the set's only 3. Either r7c4 is 2 or the set locks {1,2,4,5}
// with its 2 on r2c7: r7c7, the one other cell seeing both, loses 2. Most candidates 3: 6.4.
CandidateGrid VWXYZWingGrid() {
  CandidateGrid grid = Open();
  Keep(grid, Cell(2, 4), {1, 3});
  Keep(grid, Cell(2, 5), {1, 4});
  Keep(grid, Cell(2, 6), {1, 4, 5});
  Keep(grid, Cell(2, 7), {2, 5});
  Keep(grid, Cell(7, 4), {2, 3});
  return grid;
}

TEST(Logic, VWXYZWingOnTheSukakuScale) {
  const Step step = NextOn(VWXYZWingGrid(), RatingScale::kSukaku);
  EXPECT_EQ(step.technique, Technique::kVWXYZWing);
  EXPECT_EQ(step.rating, 64);
  EXPECT_EQ(step.eliminations, Elims(2, {Cell(7, 7)}));
  EXPECT_NE(NextOn(VWXYZWingGrid(), RatingScale::kSe).technique, Technique::kVWXYZWing);
}

// A real position (tests/data/technique-positions.tsv, row wxyzWing) holding two WXYZ-Wings.
// Column 1: r1c1 {3,7}, r3c1 {3,7,8}, r6c1 {5,8} with r4c3 {5,7} seeing the set's only 5: r5c1
// loses 7 (5.6, a cell of three candidates). Box 2: r1c4 {1,7}, r3c4 {2,7}, r3c6 {2,4} with r4c6
// {1,4} seeing the set's only 4: r5c4 loses 1 (5.5). The lower-rated wing is the step, with its
// own elimination only; r5c1 sees neither r1c4 nor r3c4, so box 2's wing does not take its 7.
TEST(Logic, WXYZWingKeepsOnlyItsOwnEliminations) {
  const std::string values =
      ".52..86.9491635872..6.9.1.56.....92..29..645..43...7162...6.384934827561.684.3297";
  const std::string marks =
      "37,,,17,147,,,34,,,,,,,,,,,378,78,,27,,24,,34,,,178,57,357,478,14,,,38,178,,,137,178,,,,38,"
      "58,,,29,58,29,,,,,17,57,59,,19,,,,,,,,,,,,,15,,,,15,,,,";
  CandidateGrid grid;
  grid.values = GridOf(values);
  std::istringstream groups(marks);
  std::string group;
  for (int cell = 0; cell < kCells; ++cell) {
    ASSERT_TRUE(std::getline(groups, group, ',') || cell == kCells - 1);
    for (const char c : group) grid.candidates[cell] |= DigitBit(c - '0');
  }
  const Step step = NextOn(grid, RatingScale::kSukaku);
  EXPECT_EQ(step.technique, Technique::kWXYZWing);
  EXPECT_EQ(step.rating, 55);
  EXPECT_EQ(step.cells, (std::vector<int>{Cell(1, 4), Cell(3, 4), Cell(3, 6), Cell(4, 6)}));
  EXPECT_EQ(step.eliminations, Elims(1, {Cell(5, 4)}));
}

// SE 1.2.1 has no turbot fish family: on its scale the same eliminations come from chains, one
// candidate at a time: a forcing X-chain of 6 potentials, 6.6; the empty rectangle, a grouped
// link X-chains lack, is left to SE's Nishio (its contradiction, found by assuming the
// candidate true, rates 7.6).
TEST(Logic, TheTurbotFishFamilyIsNotOnTheSeScale) {
  const Step turbot = NextOn(TurbotFishGrid(), RatingScale::kSe);
  EXPECT_EQ(turbot.technique, Technique::kXChain);
  EXPECT_EQ(turbot.rating, 66);
  EXPECT_EQ(turbot.eliminations, Elims(5, {Cell(8, 1)}));
  const Step rectangle = NextOn(EmptyRectangleGrid(), RatingScale::kSe);
  EXPECT_EQ(rectangle.technique, Technique::kNishioForcingChain);
  EXPECT_EQ(rectangle.rating, 76);
  EXPECT_EQ(rectangle.eliminations, Elims(3, {Cell(2, 5)}));
  // The Skyscraper test's grid.
  CandidateGrid skyscraper = Open();
  OnlyIn(skyscraper, 4, RowHouse(0), {Cell(1, 2), Cell(1, 5)});
  OnlyIn(skyscraper, 4, RowHouse(4), {Cell(5, 2), Cell(5, 6)});
  const Step step = NextOn(skyscraper, RatingScale::kSe);
  EXPECT_EQ(step.technique, Technique::kXChain);
  EXPECT_EQ(step.rating, 66);
  const std::vector<Elimination> by_skyscraper =
      Elims(4, {Cell(2, 6), Cell(3, 6), Cell(4, 5), Cell(6, 5)});
  ASSERT_EQ(step.eliminations.size(), 1u);
  EXPECT_NE(std::find(by_skyscraper.begin(), by_skyscraper.end(), step.eliminations[0]),
            by_skyscraper.end());
  EXPECT_EQ(NextOn(skyscraper, RatingScale::kSukaku).technique, Technique::kSkyscraper);
  // A hint may name the friendlier finned X-Wing instead, with two of those eliminations.
  LogicOptions for_a_hint;
  for_a_hint.scale = RatingScale::kSe;
  for_a_hint.hint_patterns = true;
  const std::optional<Step> hinted = FindNextStep(skyscraper, for_a_hint);
  ASSERT_TRUE(hinted.has_value());
  EXPECT_EQ(hinted->technique, Technique::kFinnedXWing);
  EXPECT_EQ(hinted->eliminations, Elims(4, {Cell(4, 5), Cell(6, 5)}));
}

// W-Wing: r1c1 and r5c9 both {1,2}; 2 in row 9 only at r9c1 and r9c9, which see one each. One of
// the two cells is 1, so r1c9 and r5c1, which see both, lose 1. A hint pattern: a hint names it
// (6.6), while a grade takes SE's chain for the same elimination, a forcing chain of 7.0 or more.
TEST(Logic, WWingIsOfferedAsAHint) {
  CandidateGrid grid = Open();
  Keep(grid, Cell(1, 1), {1, 2});
  Keep(grid, Cell(5, 9), {1, 2});
  OnlyIn(grid, 2, RowHouse(8), {Cell(9, 1), Cell(9, 9)});
  LogicOptions for_a_hint;
  for_a_hint.scale = RatingScale::kSe;
  for_a_hint.hint_patterns = true;
  const std::optional<Step> hinted = FindNextStep(grid, for_a_hint);
  ASSERT_TRUE(hinted.has_value());
  EXPECT_EQ(hinted->technique, Technique::kWWing) << TechniqueId(hinted->technique);
  EXPECT_EQ(hinted->rating, 66);
  EXPECT_EQ(hinted->eliminations, Elims(1, {Cell(1, 9), Cell(5, 1)}));
  const Step graded = NextOn(grid, RatingScale::kSe);
  EXPECT_NE(graded.technique, Technique::kWWing);
  EXPECT_GE(graded.rating, 70);
}

TEST(Logic, XYWing) {
  // Pivot r1c1 {1,2}, pincers r1c5 {1,3} and r5c1 {2,3}: r5c5 sees both pincers and loses 3.
  CandidateGrid grid = Open();
  Keep(grid, Cell(1, 1), {1, 2});
  Keep(grid, Cell(1, 5), {1, 3});
  Keep(grid, Cell(5, 1), {2, 3});
  const Step step = Next(grid);
  EXPECT_EQ(step.technique, Technique::kXYWing);
  EXPECT_EQ(step.eliminations, Elims(3, {Cell(5, 5)}));
  EXPECT_EQ(step.cells, (std::vector<int>{Cell(1, 1), Cell(1, 5), Cell(5, 1)}));
}

TEST(Logic, XYZWing) {
  // Pivot r1c1 {1,2,3}, pincers r1c2 {1,3} and r4c1 {2,3}: cells seeing all three are r2c1 and
  // r3c1 (column 1 inside box 1); they lose 3.
  CandidateGrid grid = Open();
  Keep(grid, Cell(1, 1), {1, 2, 3});
  Keep(grid, Cell(1, 2), {1, 3});
  Keep(grid, Cell(4, 1), {2, 3});
  const Step step = Next(grid);
  EXPECT_EQ(step.technique, Technique::kXYZWing);
  EXPECT_EQ(step.eliminations, Elims(3, {Cell(2, 1), Cell(3, 1)}));
}

TEST(Logic, UniqueRectangleType1OnlyWhenUnique) {
  // r1c1, r1c4, r2c1 are {1,2}; r2c4 is {1,2,5}: it must be 5. (A naked pair in row 1 exists
  // too, so the finder is called directly.)
  CandidateGrid grid = Open();
  Keep(grid, Cell(1, 1), {1, 2});
  Keep(grid, Cell(1, 4), {1, 2});
  Keep(grid, Cell(2, 1), {1, 2});
  Keep(grid, Cell(2, 4), {1, 2, 5});
  const detail::LogicView view(grid);
  Step step;
  ASSERT_TRUE(detail::FindUniqueRectangle(view, Technique::kUniqueRectangleType1, step));
  EXPECT_EQ(step.eliminations,
            (std::vector<Elimination>{{Cell(2, 4), 1}, {Cell(2, 4), 2}}));
  // The dispatcher never offers it without the caller's word that the puzzle is unique.
  CandidateGrid only_ur = Open();
  Keep(only_ur, Cell(1, 1), {1, 2, 7});
  Keep(only_ur, Cell(1, 4), {1, 2, 8});
  Keep(only_ur, Cell(2, 1), {1, 2});
  Keep(only_ur, Cell(2, 4), {1, 2, 5});
  LogicOptions options;
  options.max_forcing_level = 0;
  const auto without = FindNextStep(only_ur, options);
  if (without) EXPECT_NE(without->technique, Technique::kUniqueRectangleType1);
}

// Removes `digits` from every cell but `keep`, so only the pattern's cells hold them.
void OnlyCellsHold(CandidateGrid& grid, std::initializer_list<int> digits,
                   std::initializer_list<int> keep) {
  for (int cell = 0; cell < kCells; ++cell) {
    if (std::find(keep.begin(), keep.end(), cell) != keep.end()) continue;
    for (const int d : digits) grid.candidates[cell] &= static_cast<Mask>(~DigitBit(d));
  }
}

TEST(Logic, UniqueRectangleType3NakedPair) {
  // Rectangle r1c1 r1c4 r2c1 r2c4 on {1,2}; the roof r2c1 {1,2,3}, r2c4 {1,2,4} holds 3 or 4,
  // so with r2c7 {3,4} it forms a naked pair of row 2: 3 and 4 leave r2c2 r2c3 r2c5 r2c6 r2c8
  // r2c9. SE 4.5 + 0.1 for the pair's second digit.
  CandidateGrid grid = Open();
  OnlyCellsHold(grid, {1, 2}, {Cell(1, 1), Cell(1, 4), Cell(2, 1), Cell(2, 4)});
  Keep(grid, Cell(1, 1), {1, 2});
  Keep(grid, Cell(1, 4), {1, 2});
  Keep(grid, Cell(2, 1), {1, 2, 3});
  Keep(grid, Cell(2, 4), {1, 2, 4});
  Keep(grid, Cell(2, 7), {3, 4});
  Step step;
  ASSERT_TRUE(detail::FindUniqueLoop(detail::LogicView(grid), 1000, step));
  EXPECT_EQ(step.technique, Technique::kUniqueRectangleType3);
  EXPECT_EQ(step.rating, 46);
  std::vector<Elimination> expected;
  for (const int column : {2, 3, 5, 6, 8, 9}) {
    expected.push_back({Cell(2, column), 3});
    expected.push_back({Cell(2, column), 4});
  }
  detail::Normalize(step);
  EXPECT_EQ(step.eliminations, expected);
  EXPECT_EQ(step.houses, (std::vector<int>{RowHouse(1)}));

  // With r2c7 {3,5} and r2c8 {4,5} the subset is a triple {3,4,5}: 4.7.
  Keep(grid, Cell(2, 7), {3, 5});
  Keep(grid, Cell(2, 8), {4, 5});
  Step triple;
  ASSERT_TRUE(detail::FindUniqueLoop(detail::LogicView(grid), 1000, triple));
  EXPECT_EQ(triple.rating, 47);
  detail::Normalize(triple);
  expected.clear();
  for (const int column : {2, 3, 5, 6, 9}) {
    for (const int digit : {3, 4, 5}) expected.push_back({Cell(2, column), digit});
  }
  EXPECT_EQ(triple.eliminations, expected);
  // Below the limit only: a search capped at 4.7 finds nothing cheaper.
  Step capped;
  EXPECT_FALSE(detail::FindUniqueLoop(detail::LogicView(grid), 47, capped));
}

TEST(Logic, UniqueRectangleHiddenType3OnEachScale) {
  // Rectangle r1c1 r1c4 r2c1 r2c4 on {1,2}; the roof r2c1 {1,2,3,5}, r2c4 {1,2,4} cannot both
  // take 1 or 2, so in row 2 they take at most one of them. 1 and 2 have, r2c4 left out, only
  // r2c1 and r2c7 in row 2: a hidden pair, so r2c7 is 1 or 2 and loses 3-9. SE 4.5 + 0 for a
  // pair. 6 has only r2c7 and r2c8 in row 2: {1,2,6} is a hidden triple over r2c1 r2c7 r2c8
  // (4.6), which SE 1.2.1 finds instead: it looks for subsets of at least as many digits as the
  // roof has extra ones (3, 4, 5), so it misses the pair.
  CandidateGrid grid = Open();
  OnlyCellsHold(grid, {1, 2}, {Cell(1, 1), Cell(1, 4), Cell(2, 1), Cell(2, 4), Cell(2, 7)});
  Keep(grid, Cell(1, 1), {1, 2});
  Keep(grid, Cell(1, 4), {1, 2});
  Keep(grid, Cell(2, 1), {1, 2, 3, 5});
  Keep(grid, Cell(2, 4), {1, 2, 4});
  for (const int column : {2, 3, 5, 6, 9}) {
    grid.candidates[Cell(2, column)] &= static_cast<Mask>(~DigitBit(6));
  }
  detail::LogicView view(grid);
  Step pair;
  ASSERT_TRUE(detail::FindUniqueLoop(view, 1000, pair));
  detail::Normalize(pair);
  EXPECT_EQ(pair.technique, Technique::kUniqueRectangleHiddenType3);
  EXPECT_EQ(pair.rating, 45);
  std::vector<Elimination> expected;
  for (int digit = 3; digit <= 9; ++digit) expected.push_back({Cell(2, 7), digit});
  EXPECT_EQ(pair.eliminations, expected);
  EXPECT_EQ(pair.houses, (std::vector<int>{RowHouse(1)}));
  EXPECT_EQ(pair.digits, static_cast<Mask>(DigitBit(1) | DigitBit(2)));

  view.scale = RatingScale::kSe;
  Step triple;
  ASSERT_TRUE(detail::FindUniqueLoop(view, 1000, triple));
  detail::Normalize(triple);
  EXPECT_EQ(triple.technique, Technique::kUniqueRectangleHiddenType3);
  EXPECT_EQ(triple.rating, 46);
  expected.clear();
  for (const int column : {7, 8}) {
    for (const int digit : {3, 4, 5, 7, 8, 9}) expected.push_back({Cell(2, column), digit});
  }
  std::sort(expected.begin(), expected.end(), [](const Elimination& x, const Elimination& y) {
    return x.cell * 16 + x.digit < y.cell * 16 + y.digit;
  });
  EXPECT_EQ(triple.eliminations, expected);
  EXPECT_EQ(triple.digits, static_cast<Mask>(DigitBit(1) | DigitBit(2) | DigitBit(6)));
  // Both scales give the technique the same base; a search capped at 4.6 finds nothing on SE's.
  const detail::TechniqueRow& row = detail::RowOf(Technique::kUniqueRectangleHiddenType3);
  EXPECT_EQ(detail::RatingOn(row, RatingScale::kSukaku), 45);
  EXPECT_EQ(detail::RatingOn(row, RatingScale::kSe), 45);
  Step capped;
  EXPECT_FALSE(detail::FindUniqueLoop(view, 46, capped));

  // Neither subset holds when 1 has another place in row 2 (r2c9).
  grid.candidates[Cell(2, 9)] |= DigitBit(1);
  Step none;
  EXPECT_FALSE(detail::FindUniqueLoop(detail::LogicView(grid), 1000, none));
}

TEST(Logic, UniqueLoopOfSixCellsHiddenType3) {
  // The six-cell loop below on {1,2}; its extra cells r2c4 {1,2,3} and r2c7 {1,2,4,5} share
  // row 2, where 1 and 2 have, r2c7 left out, only r2c4 and r2c9: a hidden pair, so r2c9 loses
  // 3-9. SE 4.5 + 0.1 for 6 cells + 0 for a pair. SE 1.2.1 looks for sets of three or more
  // here (three extra digits) and finds none.
  CandidateGrid grid = Open();
  const auto loop = {Cell(1, 1), Cell(1, 4), Cell(2, 4), Cell(2, 7), Cell(3, 7), Cell(3, 1)};
  OnlyCellsHold(grid, {1, 2},
                {Cell(1, 1), Cell(1, 4), Cell(2, 4), Cell(2, 7), Cell(3, 7), Cell(3, 1),
                 Cell(2, 9)});
  for (const int cell : loop) Keep(grid, cell, {1, 2});
  Keep(grid, Cell(2, 4), {1, 2, 3});
  Keep(grid, Cell(2, 7), {1, 2, 4, 5});
  detail::LogicView view(grid);
  Step step;
  ASSERT_TRUE(detail::FindUniqueLoop(view, 1000, step));
  detail::Normalize(step);
  EXPECT_EQ(step.technique, Technique::kUniqueLoop);
  EXPECT_EQ(step.rating, 46);
  std::vector<Elimination> expected;
  for (int digit = 3; digit <= 9; ++digit) expected.push_back({Cell(2, 9), digit});
  EXPECT_EQ(step.eliminations, expected);
  EXPECT_EQ(step.cells.size(), 6u);
  EXPECT_EQ(step.houses, (std::vector<int>{RowHouse(1)}));
  view.scale = RatingScale::kSe;
  Step on_se;
  EXPECT_FALSE(detail::FindUniqueLoop(view, 1000, on_se));
}

TEST(Logic, UniqueLoopOfSixCellsType1) {
  // r1c1-r1c4 (row 1), r1c4-r2c4 (column 4, box 2), r2c4-r2c7 (row 2), r2c7-r3c7 (column 7,
  // box 3), r3c7-r3c1 (row 3), r3c1-r1c1 (column 1, box 1): every house holds two loop cells,
  // one even and one odd. Five are {1,2}, so r3c1 {1,2,5} must be 5. SE 4.5 + 0.1 for 6 cells.
  CandidateGrid grid = Open();
  const auto loop = {Cell(1, 1), Cell(1, 4), Cell(2, 4), Cell(2, 7), Cell(3, 7), Cell(3, 1)};
  OnlyCellsHold(grid, {1, 2}, loop);
  for (const int cell : loop) Keep(grid, cell, {1, 2});
  Keep(grid, Cell(3, 1), {1, 2, 5});
  Step step;
  ASSERT_TRUE(detail::FindUniqueLoop(detail::LogicView(grid), 1000, step));
  EXPECT_EQ(step.technique, Technique::kUniqueLoop);
  EXPECT_EQ(step.rating, 46);
  EXPECT_EQ(step.eliminations, (std::vector<Elimination>{{Cell(3, 1), 1}, {Cell(3, 1), 2}}));
  EXPECT_EQ(step.cells.size(), 6u);

  // Only with the caller's word that the puzzle is unique.
  LogicOptions options;
  options.max_forcing_level = 0;
  const auto without = FindNextStep(grid, options);
  if (without) {
    EXPECT_NE(without->technique, Technique::kUniqueLoop);
    EXPECT_NE(without->technique, Technique::kUniqueRectangleType1);
  }
}

// A candidate grid written as 81 fields: "=d" a placed digit, else the cell's candidates ("16").
CandidateGrid GridFromFields(const std::string& text) {
  CandidateGrid grid;
  std::istringstream in(text);
  std::string field;
  for (int cell = 0; cell < kCells; ++cell) {
    EXPECT_TRUE(static_cast<bool>(in >> field)) << "field " << cell;
    if (field[0] == '=') {
      grid.values[cell] = static_cast<uint8_t>(field[1] - '0');
      continue;
    }
    for (const char c : field) grid.candidates[cell] |= DigitBit(c - '0');
  }
  return grid;
}

// BUG types 2, 3 and 4 on states of exchange puzzles' solve paths (the puzzles' lines are
// given; Sukaku Explainer rates lines 4222, 4257, 4414 and 4516 5.7, 5.7, 5.8 and 6.0 with the
// BUG as the hardest step; line 5656, 6.8 there, reaches this state after a different chain).
// Each grid is checked against the puzzle's solution first (placed digits right, every cell
// still holding its solution digit), then the step on both scales: technique, rating and
// exact eliminations, none of them the solution's digit. Only with the word that the puzzle
// is unique (a grave proves nothing about a puzzle with two solutions).
TEST(Logic, BugTypes2To4OnBothScales) {
  struct Case {
    int line;  // of sudoku_exchange_rated_sample.txt
    const char* grid;
    const char* solution;
    Technique technique;
    int rating;
    std::vector<Elimination> eliminations;
  };
  const Case cases[] = {
      // Type 2: box 1 holds 1 in r1c3 r3c2 r3c3, box 4 in r5c2 r5c3 r6c3; only r3c3 and r5c3
      // have three candidates, so 1 is their BUG digit; without it every cell is bivalue and
      // every digit twice in each house. One of them is 1: r1c3 and r6c3 (column 3) lose it.
      {4222,
       "56 =7 19 =2 =4 =3 16 =8 59  =4 =8 36 =5 =9 =1 36 =2 =7  35 12 129 =7 =8 =6 13 =4 59 "
       "=9 23 23 =6 =5 =7 =8 =1 =4  =8 16 146 =9 12 24 =5 =7 =3  =7 =5 14 38 13 48 =2 =9 =6 "
       "23 =9 =5 38 =7 28 =4 =6 =1  26 =4 =7 =1 26 =5 =9 =3 =8  =1 36 =8 =4 36 =9 =7 =5 =2",
       "679243185483591627521786349932657814816924573754318296395872461247165938168439752",
       Technique::kBugType2, 57, {{Cell(1, 3), 1}, {Cell(6, 3), 1}}},
      // Type 2 with lksudoku's case: 9 is the only digit off two places in any house. Columns
      // 1, 3 and 8 single out r3c1 {3,6,9}, r3c3 {5,7,9} and r1c8 {4,5,9}, but r1c7 {2,4,9} and
      // r3c7 {2,8,9} always share their house's 9 with another 3-candidate cell: they are BUG
      // cells for 9 too (SE 1.2.1 would leave them out, and then the rest is no grave). r3c8 and
      // r3c9 see all five.
      {5656,
       "39 =1 59 =7 =8 23 249 459 =6  =8 =2 =4 =5 =9 =6 =1 =3 =7  369 67 579 =1 =4 23 289 59 89 "
       "69 68 =3 48 =5 =1 49 =7 =2  =2 =4 =1 =3 =7 =9 =6 =8 =5  =7 =5 89 =6 =2 48 =3 49 =1 "
       "=1 78 27 29 =3 =5 89 =6 =4  =5 =9 =6 48 =1 48 =7 =2 =3  =4 =3 28 29 =6 =7 =5 =1 89",
       "315782496824596137967143258683451972241379685759628341172935864596814723438267519",
       Technique::kBugType2, 57, {{Cell(3, 8), 9}, {Cell(3, 9), 9}}},
      // Type 4: r6c9 {2,3,6} (BUG digit 6: row 6 holds 6 three times) and r7c9 {1,3,5} (BUG
      // digit 1) share column 9, where 3 lies only in them. Whichever holds its BUG digit, the
      // other is 3: each is its BUG digit or 3, so r6c9 loses 2 and r7c9 5.
      {4257,
       "=1 =6 =5 =8 =2 =4 =3 =7 =9  =8 =4 =9 =7 =3 =5 =2 16 16  =3 =7 =2 =1 =9 =6 58 =4 58 "
       "=5 12 16 =4 =8 =3 =7 =9 26  =9 =3 =4 =6 =7 =2 18 =5 18  26 =8 =7 =5 =1 =9 =4 36 236 "
       "26 =9 16 23 =4 =7 15 =8 135  =4 12 =3 =9 =5 =8 =6 12 =7  =7 =5 =8 23 =6 =1 =9 23 =4",
       "165824379849735261372196845516483792934672158287519436691247583423958617758361924",
       Technique::kBugType4, 57, {{Cell(6, 9), 2}, {Cell(7, 9), 5}}},
      // Type 3, a pair: r7c7 {1,5,9} (BUG digit 1) and r8c9 {2,6,7} (BUG digit 7) in box 9; one
      // holds 1 or 7, and r8c8 {1,7} the other: 1 and 7 leave r9c7 and r9c9. 5.7 + 0.1.
      {4414,
       "=9 =1 =8 =2 =5 =7 =6 =3 =4  =5 =4 =2 =9 =3 =6 18 17 78  =7 =6 =3 =8 =1 =4 =2 =5 =9 "
       "=4 =3 =7 =1 =9 =2 58 =6 58  =1 =8 =9 =7 =6 =5 =4 =2 =3  =6 =2 =5 =3 =4 =8 =7 =9 =1 "
       "=3 =7 16 =4 =2 19 159 =8 56  28 59 =4 56 78 19 =3 17 267  28 59 16 56 78 =3 19 =4 27",
       "918257634542936817763814259437192568189765423625348791376429185294581376851673942",
       Technique::kBugType3, 58, {{Cell(9, 7), 1}, {Cell(9, 9), 7}}},
      // Type 3, a quad: r3c6 {1,5,8} (BUG digit 8) and r8c6 {1,2,6} (BUG digit 1) in column 6,
      // with r2c6 {7,9}, r7c6 {1,9}, r9c6 {7,8}: {1,7,8,9} in four "cells", so r1c6 loses 8
      // (no smaller set: no cell of the column is {1,8}, no two hold three digits with 1 and 8).
      // 5.7 + 0.3.
      {4516,
       "=1 =9 =5 =3 =4 28 68 26 =7  =3 =6 =8 79 12 79 15 25 =4  =2 =4 =7 58 =6 158 18 =3 =9 "
       "=5 =7 =6 =1 =8 =4 =3 =9 =2  =4 =1 =3 =2 =9 56 =7 56 =8  =9 =8 =2 56 =7 =3 56 =4 =1 "
       "=7 =5 14 49 =3 19 =2 =8 =6  =8 =3 14 46 12 126 =9 =7 =5  =6 =2 =9 78 =5 78 =4 =1 =3",
       "195342867368917524247865139576184392413296758982573641751439286834621975629758413",
       Technique::kBugType3, 60, {{Cell(1, 6), 8}}},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.line);
    const CandidateGrid grid = GridFromFields(c.grid);
    const Grid solution = GridOf(c.solution);
    for (int cell = 0; cell < kCells; ++cell) {
      if (grid.values[cell] != 0) {
        ASSERT_EQ(grid.values[cell], solution[cell]) << CellName(cell);
      } else {
        ASSERT_TRUE(grid.candidates[cell] & DigitBit(solution[cell])) << CellName(cell);
      }
    }
    for (const RatingScale scale : {RatingScale::kSukaku, RatingScale::kSe}) {
      LogicOptions options;
      options.scale = scale;
      options.assume_unique = true;
      const std::optional<Step> step = FindNextStep(grid, options);
      ASSERT_TRUE(step.has_value());
      EXPECT_EQ(step->technique, c.technique) << TechniqueId(step->technique);
      EXPECT_EQ(step->rating, c.rating);
      EXPECT_EQ(step->eliminations, c.eliminations);
      EXPECT_TRUE(step->placements.empty());
      for (const Elimination& e : step->eliminations) EXPECT_NE(solution[e.cell], e.digit);
      // Without the word that the puzzle is unique, some other step (or none).
      options.assume_unique = false;
      const std::optional<Step> without = FindNextStep(grid, options);
      if (without) EXPECT_NE(without->technique, c.technique);
    }
  }
}

TEST(Logic, AlignedPairExclusion) {
  // r1c1 {1,2,5} and r1c2 {1,5,7} see each other and the bivalue cells r1c5 {1,5}, r1c6 {2,7},
  // r1c7 {5,7}. Pairs for (r1c1, r1c2): (1,1) (5,5) repeat a digit in row 1; (1,5) (5,1) empty
  // r1c5, (2,7) empties r1c6, (5,7) empties r1c7. Left: (1,7) (2,1) (2,5): r1c1 is never 5.
  CandidateGrid grid = Open();
  Keep(grid, Cell(1, 1), {1, 2, 5});
  Keep(grid, Cell(1, 2), {1, 5, 7});
  Keep(grid, Cell(1, 5), {1, 5});
  Keep(grid, Cell(1, 6), {2, 7});
  Keep(grid, Cell(1, 7), {5, 7});
  Step step;
  ASSERT_TRUE(detail::FindAlignedPairExclusion(detail::LogicView(grid), step));
  EXPECT_EQ(step.eliminations, (std::vector<Elimination>{{Cell(1, 1), 5}}));
  EXPECT_EQ(step.cells, (std::vector<int>{Cell(1, 1), Cell(1, 2)}));
  EXPECT_EQ(TechniqueBaseRating(Technique::kAlignedPairExclusion), 62);
}

TEST(Logic, AlignedTripletExclusion) {
  // r1c1 {1,4,5}, r1c2 {3,4,5} and r1c3 {2,4} share row 1 and box 1; r1c5 {2,4,5} and r2c2 {1,5}
  // (two and three candidates) see all three. With r1c2 = 5: r1c1 = 1 empties r2c2, r1c1 = 4
  // leaves r1c3 = 2 and empties r1c5. Every other candidate has a way out (r1c1 = 1 with r1c2 =
  // 3 or 4 and r1c3 = 2 or 4, ...), so only 5 leaves r1c2. SE finds the three from the pair
  // r1c1, r1c2 (the first two base cells) and r1c3, the first excluder of r1c1 in its box.
  CandidateGrid grid = Open();
  Keep(grid, Cell(1, 1), {1, 4, 5});
  Keep(grid, Cell(1, 2), {3, 4, 5});
  Keep(grid, Cell(1, 3), {2, 4});
  Keep(grid, Cell(1, 5), {2, 4, 5});
  Keep(grid, Cell(2, 2), {1, 5});
  Step step;
  ASSERT_TRUE(detail::FindAlignedTripletExclusion(detail::LogicView(grid), step));
  EXPECT_EQ(step.eliminations, (std::vector<Elimination>{{Cell(1, 2), 5}}));
  EXPECT_EQ(step.cells, (std::vector<int>{Cell(1, 1), Cell(1, 2), Cell(1, 3)}));
  EXPECT_EQ(step.digits, Mask{0b11111});
  // 7.5 on both scales, with no length term.
  EXPECT_EQ(TechniqueRatingOn(Technique::kAlignedTripletExclusion, RatingScale::kSukaku), 75);
  EXPECT_EQ(TechniqueRatingOn(Technique::kAlignedTripletExclusion, RatingScale::kSe), 75);
  EXPECT_EQ(detail::RowOf(Technique::kAlignedTripletExclusion).rating_rule, RatingRule::kBase);

  // Pairs alone exclude nothing here: r1c3 = 2 and r1c1 = 4 are both needed to empty r1c5.
  Step pair;
  EXPECT_FALSE(detail::FindAlignedPairExclusion(detail::LogicView(grid), pair));

  // One common excluder is not enough (SE asks for two): without r2c2 nothing is excluded.
  CandidateGrid one = grid;
  one.candidates[Cell(2, 2)] = kAllDigits;
  Step none;
  EXPECT_FALSE(detail::FindAlignedTripletExclusion(detail::LogicView(one), none));

  // An excluder with four candidates does not count: r2c2 {1,5,8,9} leaves r1c5 alone.
  CandidateGrid four = grid;
  Keep(four, Cell(2, 2), {1, 5, 8, 9});
  EXPECT_FALSE(detail::FindAlignedTripletExclusion(detail::LogicView(four), none));
}

TEST(Logic, ChainsFindTheSamePatterns) {
  // The skyscraper grid seen as SE's forcing X-chain: 4r1c2 on - 4r1c5 off ... of 6 potentials,
  // 6.6 (se-rating-rules.md section 4), removing one of the skyscraper's candidates.
  CandidateGrid grid = Open();
  OnlyIn(grid, 4, RowHouse(0), {Cell(1, 2), Cell(1, 5)});
  OnlyIn(grid, 4, RowHouse(4), {Cell(5, 2), Cell(5, 6)});
  Step x_chain;
  ASSERT_TRUE(detail::FindChainsAndCycles(detail::LogicView(grid), 1000, x_chain));
  EXPECT_EQ(x_chain.technique, Technique::kXChain);
  EXPECT_EQ(x_chain.rating, 66);
  ASSERT_EQ(x_chain.eliminations.size(), 1u);
  EXPECT_EQ(x_chain.eliminations[0].digit, 4);
  const int cell = x_chain.eliminations[0].cell;
  EXPECT_TRUE(cell == Cell(2, 6) || cell == Cell(3, 6) || cell == Cell(4, 5) || cell == Cell(6, 5));
  EXPECT_EQ(x_chain.links.size(), 5u);  // six potentials, the start and its opposite included

  // The XY-wing grid as SE's XY forcing chain: 3r5c5 on - 3r1c5 off - 1r1c5 on - 1r1c1 off -
  // 2r1c1 on - 2r5c1 off - 3r5c1 on - 3r5c5 off, 8 potentials: 7.0 + 0.1.
  CandidateGrid wing = Open();
  Keep(wing, Cell(1, 1), {1, 2});
  Keep(wing, Cell(1, 5), {1, 3});
  Keep(wing, Cell(5, 1), {2, 3});
  Step xy_chain;
  ASSERT_TRUE(detail::FindChainsAndCycles(detail::LogicView(wing), 1000, xy_chain));
  EXPECT_EQ(xy_chain.technique, Technique::kXYChain);
  EXPECT_EQ(xy_chain.rating, 71);
  EXPECT_EQ(xy_chain.eliminations, Elims(3, {Cell(5, 5)}));
  EXPECT_EQ(xy_chain.links.size(), 7u);
}

TEST(Logic, ChainsAndCyclesListRestsOnTheLinksItReads) {
  // The skyscraper grid: every hint is a forcing X-chain of 6 potentials removing one 4, and
  // rests on the two strong links, the last two places of 4 in rows 1 and 5 (SE's rule parents:
  // what those rows lost).
  CandidateGrid grid = Open();
  OnlyIn(grid, 4, RowHouse(0), {Cell(1, 2), Cell(1, 5)});
  OnlyIn(grid, 4, RowHouse(4), {Cell(5, 2), Cell(5, 6)});
  std::vector<detail::forcing::NestedHint> hints;
  detail::forcing::ListChainsAndCycles(detail::LogicView(grid), hints);
  ASSERT_EQ(hints.size(), 4u);
  std::array<uint16_t, kHouses> rows_1_and_5{};
  rows_1_and_5[RowHouse(0)] = rows_1_and_5[RowHouse(4)] = DigitBit(4);
  std::vector<int> removed;
  std::set<uint64_t> keys;
  for (const detail::forcing::NestedHint& hint : hints) {
    ASSERT_EQ(hint.removals.size(), 1u);
    EXPECT_EQ(detail::forcing::DigitOfNode(hint.removals[0]), 4);
    removed.push_back(detail::forcing::CellOfNode(hint.removals[0]));
    EXPECT_EQ(hint.complexity, 6);
    EXPECT_TRUE(hint.cells.Empty());
    EXPECT_EQ(hint.house_digits, rows_1_and_5);
    keys.insert(hint.key);
  }
  std::sort(removed.begin(), removed.end());
  EXPECT_EQ(removed, (std::vector<int>{Cell(2, 6), Cell(3, 6), Cell(4, 5), Cell(6, 5)}));
  EXPECT_EQ(keys.size(), 4u);  // four different chains

  // The XY-wing grid: the XY forcing chain rests on its three bivalue cells, no house.
  CandidateGrid wing = Open();
  Keep(wing, Cell(1, 1), {1, 2});
  Keep(wing, Cell(1, 5), {1, 3});
  Keep(wing, Cell(5, 1), {2, 3});
  detail::forcing::ListChainsAndCycles(detail::LogicView(wing), hints);
  ASSERT_FALSE(hints.empty());
  EXPECT_EQ(hints[0].removals, (std::vector<int>{detail::forcing::NodeOf(Cell(5, 5), 3)}));
  EXPECT_EQ(hints[0].complexity, 8);
  detail::CellSet wing_cells;
  for (const int cell : {Cell(1, 1), Cell(1, 5), Cell(5, 1)}) wing_cells.Add(cell);
  EXPECT_TRUE(hints[0].cells == wing_cells);
  EXPECT_EQ(hints[0].house_digits, (std::array<uint16_t, kHouses>{}));

  // A Y-cycle of four bivalue cells, 1r1c1 on - 1r5c1 off - 4r5c1 on - 4r5c5 off - 3r5c5 on -
  // 3r1c5 off - 2r1c5 on - 2r1c1 off - 1r1c1 on, 6.5 + 0.1, first: it rests on its four cells
  // (the "on"s made in them) and, through SE's reversed loop (the "off"s turned "on"), on the
  // houses its weak links were read in: 1 in column 1, 4 in row 5, 3 in column 5, 2 in row 1.
  CandidateGrid loop = Open();
  Keep(loop, Cell(1, 1), {1, 2});
  Keep(loop, Cell(1, 5), {2, 3});
  Keep(loop, Cell(5, 5), {3, 4});
  Keep(loop, Cell(5, 1), {1, 4});
  std::vector<detail::forcing::HintRank> ranks;
  detail::forcing::ListChainsAndCycles(detail::LogicView(loop), hints, &ranks);
  ASSERT_FALSE(hints.empty());
  EXPECT_EQ(ranks[0].rating, 66);
  EXPECT_EQ(ranks[0].kind, 3);
  EXPECT_EQ(hints[0].complexity, 8);
  EXPECT_EQ(hints[0].removals.size(), 28u);  // seven each of 1, 2, 3 and 4
  detail::CellSet loop_cells;
  for (const int cell : {Cell(1, 1), Cell(1, 5), Cell(5, 5), Cell(5, 1)}) loop_cells.Add(cell);
  EXPECT_TRUE(hints[0].cells == loop_cells);
  std::array<uint16_t, kHouses> weak_houses{};
  weak_houses[ColumnHouse(0)] = DigitBit(1);
  weak_houses[RowHouse(4)] = DigitBit(4);
  weak_houses[ColumnHouse(4)] = DigitBit(3);
  weak_houses[RowHouse(0)] = DigitBit(2);
  EXPECT_EQ(hints[0].house_digits, weak_houses);
}

TEST(Logic, ChainLengthBonusFollowsSE) {
  EXPECT_EQ(ChainLengthBonus(4), 0);
  EXPECT_EQ(ChainLengthBonus(6), 0);
  EXPECT_EQ(ChainLengthBonus(7), 1);
  EXPECT_EQ(ChainLengthBonus(8), 1);
  EXPECT_EQ(ChainLengthBonus(10), 2);
  EXPECT_EQ(ChainLengthBonus(11), 3);
  EXPECT_EQ(ChainLengthBonus(14), 3);
  EXPECT_EQ(ChainLengthBonus(15), 4);
}

TEST(Logic, ApplyStepPlacesAndClearsPeers) {
  CandidateGrid grid = CandidatesFromValues(Grid{});
  Step step;
  step.placements = {{Cell(1, 1), 5}};
  step.eliminations = {{Cell(9, 9), 1}};
  ApplyStep(step, grid);
  EXPECT_EQ(grid.values[Cell(1, 1)], 5);
  EXPECT_EQ(grid.candidates[Cell(1, 1)], 0);
  EXPECT_FALSE(grid.candidates[Cell(1, 9)] & DigitBit(5));
  EXPECT_FALSE(grid.candidates[Cell(3, 3)] & DigitBit(5));
  EXPECT_TRUE(grid.candidates[Cell(5, 5)] & DigitBit(5));
  EXPECT_FALSE(grid.candidates[Cell(9, 9)] & DigitBit(1));
}

TEST(Logic, ForcingChainStepsAreSound) {
  // The first puzzles of the forum's hardest list need nested forcing chains (SE 9.7+); every
  // step of their solve must agree with the solution.
  const auto set = testing::ReadPuzzleSet("forum_hardest_1106.txt", 2);
  const auto solutions = testing::ReadSolutions("forum_hardest_1106.txt", 2);
  for (size_t i = 0; i < set.size(); ++i) {
    const Grid solution = GridOf(solutions[i]);
    const LogicSolve solve = SolveLogically(GridOf(set[i].puzzle));
    int hardest = 0;
    for (const Step& step : solve.steps) {
      hardest = std::max(hardest, step.rating);
      for (const Elimination& e : step.eliminations) {
        ASSERT_NE(solution[e.cell], e.digit) << TechniqueId(step.technique);
      }
      for (const Placement& p : step.placements) {
        ASSERT_EQ(solution[p.cell], p.digit) << TechniqueId(step.technique);
      }
    }
    EXPECT_GE(hardest, 85) << "line " << i + 1;
    if (solve.outcome == LogicOutcome::kSolved) {
      EXPECT_EQ(solve.final_grid.values, solution);
    } else {
      EXPECT_EQ(solve.outcome, LogicOutcome::kStuck);
    }
  }
}

// SE's nesting levels 2-4 (forcing levels 4-6, forcing_nested.cc) on puzzles of forum_hardest_1106 whose
// first step needs them (lines 19, 34 and 50; serate rates those first steps 10.4, 11.4, 11.6):
// the step is that level's, with its rating, every elimination and placement true of the
// solution, and the levels below find nothing (the capped search gives no step).
TEST(Logic, NestedLevelsGiveTheFirstStepOfForumPuzzles) {
  struct Case {
    const char* puzzle;
    const char* solution;
    Technique technique;
    int level;
    int rating;
  };
  const Case cases[] = {
      {"........5..8..79...6..1..4....1.2.7.4...7...3.7.6......3..2..6...5...8..9.......7",
       "194863725328457916567219348859132674416975283273684591731528469645791832982346157",
       Technique::kNestedForcingChain, 4, 104},
      {"2.......6.5..8..1...4...9...7.3.1......82.......7.5.3...9...4...8..1..5.6.......2",
       "238197546957684213164253978576341829341829765892765134729536481483912657615478392",
       Technique::kNestedMultipleForcingChain, 5, 114},
      {"..9...4...7.3...2.8...6...71..8....6....1..7.....56...3....5..1.4.....9...2...7..",
       "239187465675394128814562937123879546456213879798456312367945281541728693982631754",
       Technique::kNestedDynamicForcingChain, 6, 116},
  };
  for (const Case& c : cases) {
    const Grid solution = GridOf(c.solution);
    const CandidateGrid grid = CandidatesFromValues(GridOf(c.puzzle));
    LogicOptions options;
    options.scale = RatingScale::kSe;
    options.assume_unique = true;
    int budget_floor = 0;
    const std::optional<Step> step = FindNextStep(grid, options, &budget_floor);
    ASSERT_TRUE(step.has_value()) << c.puzzle;
    EXPECT_EQ(budget_floor, 0) << "the default budget is enough";
    EXPECT_EQ(step->technique, c.technique) << TechniqueId(step->technique);
    EXPECT_EQ(detail::RowOf(step->technique).forcing_level, c.level);
    EXPECT_EQ(step->rating, c.rating) << TechniqueId(step->technique);
    EXPECT_FALSE(step->eliminations.empty() && step->placements.empty());
    for (const Elimination& e : step->eliminations) EXPECT_NE(solution[e.cell], e.digit);
    for (const Placement& p : step->placements) EXPECT_EQ(solution[p.cell], p.digit);
    LogicOptions below = options;
    below.max_forcing_level = c.level - 1;
    EXPECT_FALSE(FindNextStep(grid, below).has_value()) << "level " << c.level << " is needed";
  }
}

// A solve keeps its nested helpers' hints from step to step (NestedMemo, forcing_nested.cc), where
// FindNextStep keeps them for one step only: the memo must change nothing, so the solve's steps
// are the ones FindNextStep gives one at a time. Forum line 65 (serate 10.3) takes nested forcing
// chains at three of its 139 steps.
TEST(Logic, NestedMemoKeptAcrossStepsChangesNoStep) {
  const auto set = testing::ReadPuzzleSet("forum_hardest_1106.txt", 65);
  const Grid puzzle = GridOf(set[64].puzzle);
  LogicOptions options;
  options.scale = RatingScale::kSe;
  const LogicSolve solve = SolveLogically(puzzle, options);
  ASSERT_EQ(solve.outcome, LogicOutcome::kSolved);
  options.assume_unique = true;
  CandidateGrid grid = CandidatesFromValues(puzzle);
  int nested_steps = 0;
  for (const Step& expected : solve.steps) {
    const std::optional<Step> step = FindNextStep(grid, options);
    ASSERT_TRUE(step.has_value());
    ASSERT_EQ(*step, expected) << TechniqueId(expected.technique);
    nested_steps += detail::RowOf(step->technique).forcing_level >= 4;
    ApplyStep(*step, grid);
  }
  EXPECT_EQ(grid.values, solve.final_grid.values);
  EXPECT_GE(nested_steps, 2) << "the memo is met again from one step to the next";
}

// A nested search that spends its budget stops the solve at that step, and says so: the step
// needs at least that level (its base rating), and the grade is a lower bound.
TEST(Logic, NestedBudgetSpentStopsTheSolve) {
  const Grid puzzle =
      GridOf("..9...4...7.3...2.8...6...71..8....6....1..7.....56...3....5..1.4.....9...2...7..");
  LogicOptions options;
  options.scale = RatingScale::kSe;
  options.nested_budget = 1;  // one closure pass: the first nested search cannot finish
  const LogicSolve solve = SolveLogically(puzzle, options);
  EXPECT_EQ(solve.outcome, LogicOutcome::kStuck);
  EXPECT_TRUE(solve.budget_exhausted);
  EXPECT_EQ(solve.budget_floor, 95);  // level 4, SE's nesting level 2
  EXPECT_TRUE(solve.steps.empty());   // that search was the first step's
  const Grade grade = GradeOfSolve(solve);
  EXPECT_TRUE(grade.budget_exhausted);
  // The level's base and no more: its search might have found a step rated just that.
  EXPECT_EQ(grade.rating, 95);
  EXPECT_EQ(grade.pearl_rating, 95);
  EXPECT_EQ(grade.diamond_rating, 95);

  options.nested_budget = 0;  // the default
  const LogicSolve full = SolveLogically(puzzle, options);
  EXPECT_FALSE(full.budget_exhausted);
  EXPECT_EQ(full.outcome, LogicOutcome::kSolved);
  EXPECT_FALSE(GradeOfSolve(full).budget_exhausted);
}

// A nested search that had found a step when its budget ran out is cut short too: SE's step is
// the easiest of all its hints, and the ones not reached may be easier. Puzzles of
// forum_hardest_1106 whose full grades are the list's ER, EP and ED: each budget below spends out during a search that had already found a step, and those
// grades came out above the list's, unflagged, before searches were cut short this way. A
// budget spent is never a higher rating: the grade is then flagged and at most the list's.
TEST(Logic, NestedBudgetSpentAfterAStepIsStillALowerBound) {
  struct Case {
    int line;
    int budget;
  };
  const Case cases[] = {{185, 20000}, {237, 20000}, {169, 50000}};
  const auto set = testing::ReadPuzzleSet("forum_hardest_1106.txt", 237);
  for (const Case& c : cases) {
    SCOPED_TRACE("forum_hardest_1106.txt line " + std::to_string(c.line));
    const testing::PuzzleLine& line = set[static_cast<size_t>(c.line - 1)];
    const int listed_er = static_cast<int>(std::lround(std::stod(line.columns.at(0)) * 10));
    LogicOptions options;
    options.scale = RatingScale::kSe;
    options.nested_budget = c.budget;
    const Grade grade = GradeOfSolve(SolveLogically(GridOf(line.puzzle), options));
    EXPECT_TRUE(grade.budget_exhausted);
    EXPECT_GE(grade.rating, 95);  // at least nesting level 2's base: the search was one of those
    EXPECT_LE(grade.rating, listed_er);
  }
}


// SE's chaining producers (forcing_multiple.cc) on puzzles of
// sudoku_exchange_rated_sample (lines 7129, 8139, 8347, 9588) whose hardest step is theirs: that
// step rates exactly what Sukaku Explainer rated the puzzle, and every step of the solve is true
// of the solution.
TEST(Logic, ChainingProducersRateTheHardestStepAsSukakuExplainer) {
  struct Case {
    int line;
    Technique technique;
    int rating;
  };
  const Case cases[] = {
      {7129, Technique::kNishioForcingChain, 77},
      {8139, Technique::kCellForcingChain, 83},
      {8347, Technique::kRegionForcingChain, 84},
      {9588, Technique::kDynamicForcingChain, 91},
  };
  const auto set = testing::ReadPuzzleSet("sudoku_exchange_rated_sample.txt");
  const auto solutions = testing::ReadSolutions("sudoku_exchange_rated_sample.txt");
  for (const Case& c : cases) {
    const auto& line = set.at(static_cast<size_t>(c.line - 1));
    EXPECT_EQ(static_cast<int>(std::stod(line.columns.at(0)) * 10 + 0.5), c.rating);
    const Grid solution = GridOf(solutions.at(static_cast<size_t>(c.line - 1)));
    const LogicSolve solve = SolveLogically(GridOf(line.puzzle));
    ASSERT_EQ(solve.outcome, LogicOutcome::kSolved) << c.line;
    EXPECT_EQ(solve.final_grid.values, solution);
    const Step* hardest = nullptr;
    for (const Step& step : solve.steps) {
      if (!hardest || step.rating > hardest->rating) hardest = &step;
      for (const Elimination& e : step.eliminations) EXPECT_NE(solution[e.cell], e.digit);
      for (const Placement& p : step.placements) EXPECT_EQ(solution[p.cell], p.digit);
    }
    ASSERT_NE(hardest, nullptr);
    EXPECT_EQ(hardest->technique, c.technique) << c.line << " " << TechniqueId(hardest->technique);
    EXPECT_EQ(hardest->rating, c.rating) << c.line;
    EXPECT_FALSE(hardest->links.empty()) << "the chain is shown";
  }
}

}  // namespace
}  // namespace sudoku
