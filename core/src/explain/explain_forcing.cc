// Explanations of forcing chains: each form says what it assumed and how it followed the
// assumption, in words a player can check against the step's links.
//
// What a forcing step holds (forcing_binary.cc, forcing_multiple.cc): cells = the source cell (a region form: the
// places it tried), digits = the source digit (a cell form: all candidates of the cell),
// houses = the region form's house, links = the paths one after the other (logic.h, Step),
// each from an assumption; and exactly one placement or elimination. A cell or region form's
// branch whose propagation met a contradiction may be left out of the conclusion (such a
// candidate or place cannot be true, so the remaining branches alone decide): its paths then
// end in the contradiction instead of at the conclusion.
#include <string>
#include <vector>

#include "explain/explain_phrases.h"
#include "sudoku/explain.h"
#include "sudoku/bits.h"
#include "sudoku/technique_registry.h"

namespace sudoku::detail {
namespace {

enum class Form : uint8_t { kBinary, kContradiction, kCell, kRegion };

// The one candidate a forcing step decides.
struct Conclusion {
  int cell = -1;
  int digit = 0;
  bool placed = false;
};

Conclusion ConclusionOf(const Step& step) {
  if (!step.placements.empty()) return {step.placements[0].cell, step.placements[0].digit, true};
  if (!step.eliminations.empty()) {
    return {step.eliminations[0].cell, step.eliminations[0].digit, false};
  }
  return {};
}

int SourceCell(const Step& step) { return step.cells.empty() ? -1 : step.cells[0]; }

// The dynamic levels label every form with their own technique, so the form is read off the
// step: a house for the region form, several digits for the cell form, a conclusion about the
// source candidate itself for a contradiction (a binary chain never concludes about it: its
// two branches would disagree).
Form FormOf(const Step& step) {
  if (!step.houses.empty()) return Form::kRegion;
  if (PopCount(step.digits) > 1) return Form::kCell;
  const Conclusion conclusion = ConclusionOf(step);
  if (conclusion.cell == SourceCell(step) && DigitBit(conclusion.digit) == step.digits) {
    return Form::kContradiction;
  }
  return Form::kBinary;
}

// The candidates of a cell form's source, by what their paths in the links reach: `concluding`
// those with a path ending at the conclusion, `refuted` those whose paths all end elsewhere (in
// a contradiction). A path starts where a link's from-node is not the previous link's to-node,
// at a candidate of the source (ChainLink). Both 0 when the links do not read that way, or do
// not give every candidate its paths.
struct Branches {
  Mask concluding = 0;
  Mask refuted = 0;
};

Branches BranchesOf(const Step& step) {
  const Conclusion conclusion = ConclusionOf(step);
  const int source = SourceCell(step);
  Mask started = 0, concluding = 0;
  Mask digit = 0;  // the current path's candidate
  for (size_t i = 0; i < step.links.size(); ++i) {
    const ChainLink& link = step.links[i];
    const bool starts = i == 0 || link.from_cell != step.links[i - 1].to_cell ||
                        link.from_digit != step.links[i - 1].to_digit;
    if (starts) {
      digit = link.from_digit >= 1 && link.from_digit <= 9 ? DigitBit(link.from_digit) : 0;
      if (link.from_cell != source || (step.digits & digit) == 0) return {};
      started |= digit;
    }
    const bool last = i + 1 == step.links.size() || step.links[i + 1].from_cell != link.to_cell ||
                      step.links[i + 1].from_digit != link.to_digit;
    if (last && link.to_cell == conclusion.cell && link.to_digit == conclusion.digit) {
      concluding |= digit;
    }
  }
  if (started != step.digits || PopCount(concluding) < 2) return {};
  return {concluding, static_cast<Mask>(started & ~concluding)};
}

// The digits of `digits` as a list: "2, 5, 7" (zh "2、5、7"); with `and_last`, "3 and 7".
std::string DigitWords(Mask digits, Language language, bool and_last = false) {
  std::string out;
  for (uint32_t m = digits; m; m = ClearLowestBit(m)) {
    if (!out.empty()) {
      if (IsChinese(language)) {
        out += "、";
      } else {
        out += and_last && ClearLowestBit(m) == 0 ? " and " : ", ";
      }
    }
    out += static_cast<char>('1' + LowestBit(m));
  }
  return out;
}

// "Pointing, Claiming, ..., Swordfish and Hidden Triple" (zh "宫区块、行列区块……隐性三数组"):
// the techniques dynamic (+) propagation uses, read from the registry.
std::string DynamicPlusTechniques(Language language) {
  std::vector<std::string> names;
  for (const TechniqueRow& row : TechniqueRows()) {
    if (row.in_dynamic_plus) names.push_back(NameOf(row.technique, language));
  }
  std::string out;
  for (size_t i = 0; i < names.size(); ++i) {
    if (i > 0) {
      if (IsChinese(language)) {
        out += "、";
      } else {
        out += i + 1 == names.size() ? " and " : ", ";
      }
    }
    out += names[i];
  }
  return out;
}

// How the assumption is followed at the step's forcing level (the registry's forcing_level):
// English "by strong and weak links" / "when played out on the grid with ...", Chinese
// "沿强弱链" / "在盘面上用……推演后".
std::string HowFollowed(const Step& step, Language language) {
  const int level = RowOf(step.technique).forcing_level;
  const bool zh = IsChinese(language);
  if (level <= 1) return zh ? "沿强弱链" : "by strong and weak links";
  if (level == 2) {
    return zh ? "在盘面上用唯一余数和宫内、行列排除推演后"
              : "when played out on the grid with naked and hidden singles";
  }
  const std::string basics = DynamicPlusTechniques(language);
  if (level == 3) {
    return zh ? "在盘面上用唯一余数、宫内与行列排除以及" + basics + "推演后"
              : "when played out on the grid with naked and hidden singles and with " + basics;
  }
  if (level == 4 || level == 5) {
    const bool multiple = level == 5;
    return zh ? "在盘面上用唯一余数、宫内与行列排除、" + basics + "以及当时盘面上的强制链" +
                    (multiple ? "（含单元格与区域强制链）" : "") + "推演后"
              : "when played out on the grid with naked and hidden singles, with " + basics +
                    ", and with the forcing chains" +
                    (multiple ? " (cell and region forcing chains too)" : "") +
                    " of the grid as it stands then";
  }
  return zh ? "在盘面上用唯一余数、宫内与行列排除、" + basics +
                  "推演，并删去填入后仅凭唯一余数和排除即导致矛盾的候选数之后"
            : "when played out on the grid with naked and hidden singles, with " + basics +
                  ", and with removing candidates whose placement leads to a contradiction by "
                  "singles alone";
}

std::string Binary(const Step& step, Language language) {
  const std::string source = CellList(step.cells, language);
  const std::string digit = DigitList(step.digits, language);
  const std::string how = HowFollowed(step, language);
  return Sentence(step, language,
                  IsChinese(language)
                      ? ZhJoin({"无论", source, "是否为", digit, "，", how, "都得到同一结论"})
                      : "whether " + source + " is " + digit + " or not, the same result follows " +
                            how);
}

std::string Contradiction(const Step& step, Language language) {
  const std::string source = CellList(step.cells, language);
  const std::string digit = DigitList(step.digits, language);
  const std::string how = HowFollowed(step, language);
  // Assuming the candidate true ends in the elimination, assuming it false in the placement.
  const bool assumed_true = !ConclusionOf(step).placed;
  if (IsChinese(language)) {
    return Sentence(step, language,
                    ZhJoin({"假设", source, assumed_true ? "填" : "不填", digit, "，", how,
                            "会导致矛盾"}));
  }
  const std::string assumption =
      assumed_true ? digit + " at " + source : source + " is not " + digit;
  return Sentence(step, language,
                  "assuming " + assumption + " leads to a contradiction " + how);
}

std::string CellForm(const Step& step, Language language) {
  const bool zh = IsChinese(language);
  const std::string source = CellList(step.cells, language);
  const std::string candidates = DigitWords(step.digits, language);
  const std::string how = HowFollowed(step, language);
  // A candidate whose paths end in a contradiction, not at the conclusion, is refuted. When
  // the links do not give every candidate its paths (levels 3 and up may derive a fact without
  // parents: a pattern or an inner contradiction already in the grid), the words say both.
  const Branches read = BranchesOf(step);
  const Mask branches = read.concluding;
  const Mask refuted = read.refuted;
  std::string why = zh ? ZhJoin({source, "的每个候选数（", candidates, "）", how, "都得到同一结论"})
                       : "each candidate of " + source + " (" + candidates +
                             ") leads to the same result";
  if (branches == 0) {
    why = zh ? why + "或导致矛盾" : why + " or to a contradiction";
  }
  if (!zh) why += " " + how;
  if (refuted) {
    const std::string list = DigitWords(refuted, language, true);
    why += zh ? ZhJoin({"，只有", list, "导致矛盾"})
              : ", except " + list + (PopCount(refuted) > 1 ? ", which lead" : ", which leads") +
                    " to a contradiction";
  }
  return Sentence(step, language, why);
}

std::string RegionForm(const Step& step, Language language) {
  const std::string digit = DigitList(step.digits, language);
  const std::string house = HouseAt(step, 0, language);
  const std::string places = CellList(step.cells, language);
  const std::string how = HowFollowed(step, language);
  return Sentence(step, language,
                  IsChinese(language)
                      ? ZhJoin({house, "中", digit, "的每个不导致矛盾的位置（", places, "）", how,
                                "都得到同一结论"})
                      : "each place of " + digit + " in " + house +
                            " that does not lead to a contradiction (" + places +
                            ") leads to the same result " + how);
}

}  // namespace

std::string ExplainForcingChain(const Step& step, Language language) {
  return Binary(step, language);
}

std::string ExplainNishioForcingChain(const Step& step, Language language) {
  return Contradiction(step, language);
}

std::string ExplainCellForcingChain(const Step& step, Language language) {
  return CellForm(step, language);
}

std::string ExplainRegionForcingChain(const Step& step, Language language) {
  return RegionForm(step, language);
}

std::string ExplainDynamicForcingChain(const Step& step, Language language) {
  switch (FormOf(step)) {
    case Form::kBinary: return Binary(step, language);
    case Form::kContradiction: return Contradiction(step, language);
    case Form::kCell: return CellForm(step, language);
    case Form::kRegion: return RegionForm(step, language);
  }
  return Binary(step, language);
}

}  // namespace sudoku::detail
