#include "sudoku/explain.h"

#include "explain_formatters.h"
#include "explain_phrases.h"

namespace sudoku {

std::string CellName(int cell) {
  // Built char by char: g++ 12 warns (-Wrestrict, a known false positive) on "r" + to_string.
  std::string name = "r0c0";
  name[1] = static_cast<char>('1' + RowOf(cell));
  name[3] = static_cast<char>('1' + ColumnOf(cell));
  return name;
}

std::string HouseName(int house, Language language) {
  const int index = house % 9 + 1;
  const std::string n = std::to_string(index);
  const bool zh = detail::IsChinese(language);
  if (house < 9) return zh ? "第" + n + "行" : "row " + n;
  if (house < 18) return zh ? "第" + n + "列" : "column " + n;
  return zh ? "第" + n + "宫" : "box " + n;
}

std::string ExplainStep(const Step& step, Language language) {
  using namespace detail;
  switch (step.technique) {
    case Technique::kFullHouse: return ExplainFullHouse(step, language);
    case Technique::kHiddenSingleBox:
    case Technique::kHiddenSingleLine: return ExplainHiddenSingle(step, language);
    case Technique::kNakedSingle: return ExplainNakedSingle(step, language);
    case Technique::kPointing:
    case Technique::kClaiming:
    case Technique::kDirectPointing:
    case Technique::kDirectClaiming: return ExplainLockedCandidates(step, language);
    case Technique::kNakedPair:
    case Technique::kNakedTriple:
    case Technique::kNakedQuad: return ExplainNakedSubset(step, language);
    case Technique::kHiddenPair:
    case Technique::kHiddenTriple:
    case Technique::kHiddenQuad:
    case Technique::kDirectHiddenPair:
    case Technique::kDirectHiddenTriple: return ExplainHiddenSubset(step, language);
    case Technique::kXWing:
    case Technique::kSwordfish:
    case Technique::kJellyfish:
    case Technique::kFinnedXWing:
    case Technique::kFinnedSwordfish:
    case Technique::kFinnedJellyfish: return ExplainFish(step, language);
    case Technique::kXYWing:
    case Technique::kXYZWing:
    case Technique::kWWing: return ExplainWing(step, language);
    case Technique::kUniqueRectangleType1:
    case Technique::kUniqueRectangleType2:
    case Technique::kUniqueRectangleType4:
    case Technique::kUniqueRectangleType3:
    case Technique::kUniqueLoop: return ExplainUniqueness(step, language);
    case Technique::kBugPlusOne: return ExplainBugPlusOne(step, language);
    case Technique::kAlignedPairExclusion: return ExplainAlignedPairExclusion(step, language);
    case Technique::kSkyscraper:
    case Technique::kTwoStringKite:
    case Technique::kEmptyRectangle:
    case Technique::kSimpleColouring:
    case Technique::kXChain: return ExplainSingleDigitChain(step, language);
    case Technique::kXYChain:
    case Technique::kAIC: return ExplainChain(step, language);
    case Technique::kForcingChain: return ExplainForcingChain(step, language);
    case Technique::kNishioForcingChain: return ExplainNishioForcingChain(step, language);
    case Technique::kCellForcingChain: return ExplainCellForcingChain(step, language);
    case Technique::kRegionForcingChain: return ExplainRegionForcingChain(step, language);
    case Technique::kDynamicForcingChain:
    case Technique::kDynamicForcingChainPlus:
    case Technique::kNestedForcingChain: return ExplainDynamicForcingChain(step, language);
    case Technique::kCount: break;
  }
  return ExplainFullHouse(step, language);  // not a technique: never reached by a real step
}

}  // namespace sudoku
