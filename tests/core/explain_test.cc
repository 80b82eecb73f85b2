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

// Forcing chains say what each form assumed and how it was followed (the step's data as the
// forcing search fills it: the source cell, its digit(s), one path per branch).
TEST(Explain, ForcingChainSentencesSayWhatEachFormAssumed) {
  const int r1c1 = CellAt(0, 0);
  Step binary;
  binary.technique = Technique::kForcingChain;
  binary.eliminations = {{r1c1, 8}};
  binary.cells = {r1c1};
  binary.digits = DigitBit(7);
  EXPECT_EQ(ExplainStep(binary, Language::kEnglish),
            "Forcing Chain: whether r1c1 is 7 or not, the same result follows by strong and weak "
            "links, so r1c1 <> 8.");
  EXPECT_EQ(ExplainStep(binary, Language::kChinese),
            "强制链：无论 r1c1 是否为 7，沿强弱链都得到同一结论，因此删去 r1c1 的 8。");

  // A contradiction from "r2c7 is not 1" places the 1: the sentence says what was assumed.
  Step nishio;
  nishio.technique = Technique::kNishioForcingChain;
  nishio.placements = {{CellAt(1, 6), 1}};
  nishio.cells = {CellAt(1, 6)};
  nishio.digits = DigitBit(1);
  EXPECT_EQ(ExplainStep(nishio, Language::kEnglish),
            "Nishio Forcing Chain: assuming r2c7 is not 1 leads to a contradiction by strong and "
            "weak links, so r2c7 = 1.");
  EXPECT_EQ(ExplainStep(nishio, Language::kChinese),
            "归谬强制链：假设 r2c7 不填 1，沿强弱链会导致矛盾，因此 r2c7 填 1。");

  // Candidates 2 and 8 each lead to r1c1 <> 7; the paths of 7 end in a contradiction (r1c3 is
  // 4 and is not), not at the result.
  Step cell;
  cell.technique = Technique::kDynamicForcingChain;
  cell.eliminations = {{r1c1, 7}};
  cell.cells = {r1c1};
  cell.digits = static_cast<Mask>(DigitBit(2) | DigitBit(7) | DigitBit(8));
  const int r1c2 = CellAt(0, 1), r1c3 = CellAt(0, 2);
  cell.links = {{r1c1, 7, r1c2, 7, false}, {r1c2, 7, r1c2, 4, true},
                {r1c2, 4, r1c3, 4, false}, {r1c1, 7, r1c3, 7, false},
                {r1c3, 7, r1c3, 4, true},  {r1c1, 2, r1c1, 7, false},
                {r1c1, 8, r1c1, 7, false}};
  EXPECT_EQ(ExplainStep(cell, Language::kEnglish),
            "Dynamic Forcing Chain: each candidate of r1c1 (2, 7, 8) leads to the same result when "
            "played out on the grid with naked and hidden singles, except 7, which leads to a "
            "contradiction, so r1c1 <> 7.");
  EXPECT_EQ(ExplainStep(cell, Language::kChinese),
            "动态强制链：r1c1 的每个候选数（2、7、8）在盘面上用唯一余数和宫内、行列排除推演后都得到"
            "同一结论，只有 7 导致矛盾，因此删去 r1c1 的 7。");

  Step region;
  region.technique = Technique::kRegionForcingChain;
  region.eliminations = {{CellAt(7, 7), 3}};
  region.cells = {CellAt(6, 3), CellAt(6, 7), CellAt(6, 8)};
  region.houses = {RowHouse(6)};
  region.digits = DigitBit(3);
  EXPECT_EQ(ExplainStep(region, Language::kEnglish),
            "Region Forcing Chain: each place of 3 in row 7 that does not lead to a contradiction "
            "(r7c4, r7c8, r7c9) leads to the same result by strong and weak links, so r8c8 <> 3.");
  EXPECT_EQ(ExplainStep(region, Language::kChinese),
            "区域强制链：第7行中 3 的每个不导致矛盾的位置（r7c4、r7c8、r7c9）沿强弱链都得到同一结论，"
            "因此删去 r8c8 的 3。");
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
