// Explanations: one sentence per step, English and Chinese, in r5c3 / "box 4" notation.
#include <gtest/gtest.h>

#include "sudoku/explain.h"
#include "sudoku/hint.h"
#include "test_data.h"

namespace sudoku {
namespace {

TEST(Explain, Names) {
  EXPECT_EQ(CellName(0), "r1c1");
  EXPECT_EQ(CellName(CellAt(4, 2)), "r5c3");
  EXPECT_EQ(CellName(80), "r9c9");
  EXPECT_EQ(HouseName(RowHouse(4), Language::kEnglish), "row 5");
  EXPECT_EQ(HouseName(ColumnHouse(2), Language::kEnglish), "column 3");
  EXPECT_EQ(HouseName(BoxHouse(3), Language::kEnglish), "box 4");
  EXPECT_EQ(HouseName(RowHouse(4), Language::kChinese), "第5行");
  EXPECT_EQ(HouseName(ColumnHouse(2), Language::kChinese), "第3列");
  EXPECT_EQ(HouseName(BoxHouse(3), Language::kChinese), "第4宫");
}

TEST(Explain, HiddenSingleSentence) {
  Step step;
  step.technique = Technique::kHiddenSingleBox;
  step.placements = {{CellAt(4, 4), 7}};
  step.cells = {CellAt(4, 4)};
  step.houses = {BoxHouse(4)};
  step.digits = DigitBit(7);
  EXPECT_EQ(ExplainStep(step, Language::kEnglish),
            "Hidden Single (box): in box 5, 7 fits only r5c5, so r5c5 = 7.");
  EXPECT_EQ(ExplainStep(step, Language::kChinese),
            "宫内排除：在第5宫中，7 只能填在 r5c5，因此 r5c5 填 7。");
}

TEST(Explain, PointingSentenceNamesBothHouses) {
  Step step;
  step.technique = Technique::kPointing;
  step.eliminations = {{CellAt(0, 3), 4}, {CellAt(0, 4), 4}};
  step.cells = {CellAt(0, 0), CellAt(0, 1)};
  step.houses = {BoxHouse(0), RowHouse(0)};
  step.digits = DigitBit(4);
  EXPECT_EQ(ExplainStep(step, Language::kEnglish),
            "Pointing: in box 1, 4 lies only in r1c1, r1c2, which also belong to row 1, so "
            "r1c4 <> 4, r1c5 <> 4.");
}

TEST(Explain, EveryStepOfAHardPathHasBothSentences) {
  const auto set = testing::ReadPuzzleSet("sudoku_exchange_rated_sample.txt");
  // The last line is the hardest of the sample (SE 9.3).
  const std::vector<Step> path = SolvePath(testing::GridOf(set.back().puzzle));
  ASSERT_FALSE(path.empty());
  for (const Step& step : path) {
    const std::string en = ExplainStep(step, Language::kEnglish);
    const std::string zh = ExplainStep(step, Language::kChinese);
    EXPECT_EQ(en.rfind(TechniqueName(step.technique), 0), 0u) << en;
    EXPECT_EQ(zh.rfind(TechniqueNameZh(step.technique), 0), 0u) << zh;
    EXPECT_EQ(en.back(), '.');
    for (const Elimination& e : step.eliminations) {
      EXPECT_NE(en.find(CellName(e.cell)), std::string::npos) << en;
    }
  }
}

}  // namespace
}  // namespace sudoku
