// Explanations of forcing chains.
#include "explain_formatters.h"
#include "explain_phrases.h"

namespace sudoku::detail {
namespace {

std::string EverySourceAssumption(const Step& step, Language language) {
  const std::string cells = CellList(step.cells, language);
  return Sentence(step, language,
                  IsChinese(language)
                      ? ZhJoin({"从", cells, "出发的每一种假设都导致同一结论"})
                      : "every assumption starting from " + cells + " leads to the same conclusion");
}

}  // namespace

std::string ExplainForcingChain(const Step& step, Language language) {
  return EverySourceAssumption(step, language);
}

std::string ExplainNishioForcingChain(const Step& step, Language language) {
  const std::string cells = CellList(step.cells, language);
  const std::string digits = DigitList(step.digits, language);
  return Sentence(step, language,
                  IsChinese(language) ? ZhJoin({"假设", cells, "填", digits, "会导致矛盾"})
                                      : "assuming " + digits + " at " + cells +
                                            " leads to a contradiction");
}

std::string ExplainCellForcingChain(const Step& step, Language language) {
  return EverySourceAssumption(step, language);
}

std::string ExplainRegionForcingChain(const Step& step, Language language) {
  return EverySourceAssumption(step, language);
}

std::string ExplainDynamicForcingChain(const Step& step, Language language) {
  return EverySourceAssumption(step, language);
}

}  // namespace sudoku::detail
