#include "sudoku/explain.h"

#include "explain_phrases.h"
#include "sudoku/technique_registry.h"

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
  return detail::RowOf(step.technique).explain(step, language);
}

}  // namespace sudoku
