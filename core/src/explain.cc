#include "sudoku/explain.h"

#include "sudoku/bits.h"

namespace sudoku {
namespace {

bool Zh(Language language) { return language == Language::kChinese; }

std::string Digits(Mask digits, bool zh) {
  std::string out;
  for (uint32_t m = digits; m; m = ClearLowestBit(m)) {
    if (!out.empty()) out += zh ? "、" : ",";
    out += static_cast<char>('1' + LowestBit(m));
  }
  return out;
}

std::string Cells(const std::vector<int>& cells, bool zh) {
  std::string out;
  for (const int cell : cells) {
    if (!out.empty()) out += zh ? "、" : ", ";
    out += CellName(cell);
  }
  return out;
}

std::string Houses(const std::vector<int>& houses, Language language) {
  std::string out;
  for (const int house : houses) {
    if (!out.empty()) out += Zh(language) ? "、" : ", ";
    out += HouseName(house, language);
  }
  return out;
}

// "r5c5 = 7" / "r1c4 <> 4, r1c5 <> 4" (zh: "r5c5 填 7", "删去 r1c4 的 4").
std::string Effect(const Step& step, bool zh) {
  std::string out;
  for (const Placement& p : step.placements) {
    if (!out.empty()) out += zh ? "，" : ", ";
    out += CellName(p.cell) + (zh ? " 填 " : " = ") + std::to_string(p.digit);
  }
  if (!step.eliminations.empty()) {
    if (!out.empty()) out += zh ? "，并" : ", and ";
    if (zh) out += "删去";
    bool first = true;
    for (const Elimination& e : step.eliminations) {
      if (!first) out += zh ? "、" : ", ";
      first = false;
      out += zh ? CellName(e.cell) + " 的 " + std::to_string(e.digit)
                : CellName(e.cell) + " <> " + std::to_string(e.digit);
    }
  }
  return out;
}

std::string Name(Technique technique, bool zh) {
  return zh ? TechniqueNameZh(technique) : TechniqueName(technique);
}

}  // namespace

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
  if (house < 9) return Zh(language) ? "第" + n + "行" : "row " + n;
  if (house < 18) return Zh(language) ? "第" + n + "列" : "column " + n;
  return Zh(language) ? "第" + n + "宫" : "box " + n;
}

std::string ExplainStep(const Step& step, Language language) {
  const bool zh = Zh(language);
  const std::string name = Name(step.technique, zh);
  const std::string digits = Digits(step.digits, zh);
  const std::string cells = Cells(step.cells, zh);
  const std::string houses = Houses(step.houses, language);
  const std::string effect = Effect(step, zh);
  const std::string first_house = step.houses.empty() ? "" : HouseName(step.houses[0], language);
  const std::string second_house =
      step.houses.size() < 2 ? "" : HouseName(step.houses[1], language);
  std::string why;
  switch (step.technique) {
    case Technique::kFullHouse:
      why = zh ? first_house + "只剩 " + cells + " 一个空格"
               : cells + " is the last empty cell of " + first_house;
      break;
    case Technique::kHiddenSingleBox:
    case Technique::kHiddenSingleLine:
      why = zh ? "在" + first_house + "中，" + digits + " 只能填在 " + cells
               : "in " + first_house + ", " + digits + " fits only " + cells;
      break;
    case Technique::kNakedSingle:
      why = zh ? cells + " 只剩候选数 " + digits : cells + " has only the candidate " + digits;
      break;
    case Technique::kPointing:
    case Technique::kClaiming:
    case Technique::kDirectPointing:
    case Technique::kDirectClaiming:
      why = zh ? "在" + first_house + "中，" + digits + " 只出现在与" + second_house + "相交的 " +
                     cells
               : "in " + first_house + ", " + digits + " lies only in " + cells +
                     ", which also belong to " + second_house;
      break;
    case Technique::kNakedPair:
    case Technique::kNakedTriple:
    case Technique::kNakedQuad:
      why = zh ? "在" + first_house + "中，" + cells + " 只含 " + digits
               : "in " + first_house + ", " + cells + " hold only " + digits;
      break;
    case Technique::kHiddenPair:
    case Technique::kHiddenTriple:
    case Technique::kHiddenQuad:
    case Technique::kDirectHiddenPair:
    case Technique::kDirectHiddenTriple:
      why = zh ? "在" + first_house + "中，" + digits + " 只能填在 " + cells
               : "in " + first_house + ", " + digits + " fit only " + cells;
      break;
    case Technique::kXWing:
    case Technique::kSwordfish:
    case Technique::kJellyfish:
    case Technique::kFinnedXWing:
    case Technique::kFinnedSwordfish:
    case Technique::kFinnedJellyfish:
      why = zh ? digits + " 在 " + houses + " 构成鱼形（" + cells + "）"
               : digits + " forms a fish on " + houses + " (" + cells + ")";
      break;
    case Technique::kXYWing:
    case Technique::kXYZWing:
    case Technique::kWWing:
      why = zh ? cells + " 构成" + name + "（" + digits + "）"
               : cells + " form a " + name + " on " + digits;
      break;
    case Technique::kUniqueRectangleType1:
    case Technique::kUniqueRectangleType2:
    case Technique::kUniqueRectangleType4:
    case Technique::kUniqueRectangleType3:
    case Technique::kUniqueLoop:
      why = zh ? cells + " 不能只含 " + digits + "，否则谜题有两个解"
               : cells + " cannot hold only " + digits + ", or the puzzle would have two solutions";
      break;
    case Technique::kBugPlusOne:
      why = zh ? "除 " + cells + " 外所有空格都只剩两个候选数，否则谜题有两个解"
               : "every other empty cell has two candidates, so " + cells +
                     " must avoid a second solution";
      break;
    case Technique::kAlignedPairExclusion:
      why = zh ? cells + " 的每种填法若使一个同时看到两格的双值格无数可填则被排除"
               : "every way of filling " + cells +
                     " that would leave a bivalue cell seeing both empty is excluded";
      break;
    case Technique::kSkyscraper:
    case Technique::kTwoStringKite:
    case Technique::kEmptyRectangle:
    case Technique::kSimpleColouring:
    case Technique::kXChain:
      why = zh ? "数字 " + digits + " 的强弱链经过 " + cells
               : "a chain of strong and weak links on " + digits + " runs through " + cells;
      break;
    case Technique::kXYChain:
    case Technique::kAIC:
      why = zh ? "一条交替的强弱链经过 " + cells
               : "an alternating chain of strong and weak links runs through " + cells;
      break;
    default:  // forcing chains
      why = zh ? "从 " + cells + " 出发的每一种假设都导致同一结论"
               : "every assumption starting from " + cells + " leads to the same conclusion";
      if (step.technique == Technique::kNishioForcingChain) {
        why = zh ? "假设 " + cells + " 填 " + digits + " 会导致矛盾"
                 : "assuming " + digits + " at " + cells + " leads to a contradiction";
      }
      break;
  }
  if (zh) return name + "：" + why + "，因此" + effect + "。";
  return name + ": " + why + ", so " + effect + ".";
}

}  // namespace sudoku
