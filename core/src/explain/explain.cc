#include "sudoku/explain.h"

#include "explain/explain_phrases.h"
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

std::string ExplainStep(const Step& step, Language language, const GridShape& shape) {
  if (shape.size != 9) return ExplainStep(StepAsNineByNine(step, shape), language);
  return detail::RowOf(step.technique).explain(step, language);
}

Step StepAsNineByNine(const Step& step, const GridShape& shape) {
  if (shape.size == 9) return step;
  const ShapeTables& t = TablesOf(shape);
  const auto cell9 = [&](int cell) { return CellAt(t.RowOf(cell), t.ColumnOf(cell)); };
  const auto house9 = [&](int house) {
    const int n = shape.size;
    return house < n ? RowHouse(house) : house < 2 * n ? ColumnHouse(house - n)
                                                       : BoxHouse(house - 2 * n);
  };
  Step out = step;
  for (Placement& p : out.placements) p.cell = cell9(p.cell);
  for (Elimination& e : out.eliminations) e.cell = cell9(e.cell);
  for (int& cell : out.cells) cell = cell9(cell);
  for (int& house : out.houses) house = house9(house);
  for (ChainLink& link : out.links) {
    link.from_cell = cell9(link.from_cell);
    link.to_cell = cell9(link.to_cell);
  }
  return out;
}

}  // namespace sudoku
