#include "explain_phrases.h"

#include "sudoku/bits.h"

namespace sudoku::detail {

std::string NameOf(Technique technique, Language language) {
  return IsChinese(language) ? TechniqueNameZh(technique) : TechniqueName(technique);
}

std::string DigitList(Mask digits, Language language) {
  std::string out;
  for (uint32_t m = digits; m; m = ClearLowestBit(m)) {
    if (!out.empty()) out += IsChinese(language) ? "、" : ",";
    out += static_cast<char>('1' + LowestBit(m));
  }
  return out;
}

std::string CellList(const std::vector<int>& cells, Language language) {
  std::string out;
  for (const int cell : cells) {
    if (!out.empty()) out += IsChinese(language) ? "、" : ", ";
    out += CellName(cell);
  }
  return out;
}

std::string HouseList(const std::vector<int>& houses, Language language) {
  std::string out;
  for (const int house : houses) {
    if (!out.empty()) out += IsChinese(language) ? "、" : ", ";
    out += HouseName(house, language);
  }
  return out;
}

std::string HouseAt(const Step& step, size_t index, Language language) {
  return index < step.houses.size() ? HouseName(step.houses[index], language) : "";
}

std::string EffectText(const Step& step, Language language) {
  const bool zh = IsChinese(language);
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

std::string Sentence(const Step& step, Language language, const std::string& why) {
  const std::string name = NameOf(step.technique, language);
  const std::string effect = EffectText(step, language);
  if (IsChinese(language)) return name + "：" + why + "，因此" + effect + "。";
  return name + ": " + why + ", so " + effect + ".";
}

}  // namespace sudoku::detail
