// Explanations of the pattern techniques: singles, locked candidates, subsets, fish, wings,
// uniqueness, aligned pair and triplet exclusion and chains.
#include "explain/explain_phrases.h"
#include "sudoku/explain.h"

namespace sudoku::detail {

std::string ExplainFullHouse(const Step& step, Language language) {
  const std::string cells = CellList(step.cells, language);
  const std::string house = HouseAt(step, 0, language);
  return Sentence(step, language,
                  IsChinese(language) ? ZhJoin({house, "只剩", cells, "一个空格"})
                                      : cells + " is the last empty cell of " + house);
}

std::string ExplainHiddenSingle(const Step& step, Language language) {
  const std::string cells = CellList(step.cells, language);
  const std::string digits = DigitList(step.digits, language);
  const std::string house = HouseAt(step, 0, language);
  return Sentence(step, language,
                  IsChinese(language) ? ZhJoin({"在", house, "中，", digits, "只能填在", cells})
                                      : "in " + house + ", " + digits + " fits only " + cells);
}

std::string ExplainNakedSingle(const Step& step, Language language) {
  const std::string cells = CellList(step.cells, language);
  const std::string digits = DigitList(step.digits, language);
  return Sentence(step, language,
                  IsChinese(language) ? ZhJoin({cells, "只剩候选数", digits})
                                      : cells + " has only the candidate " + digits);
}

std::string ExplainLockedCandidates(const Step& step, Language language) {
  const std::string cells = CellList(step.cells, language);
  const std::string digits = DigitList(step.digits, language);
  const std::string first = HouseAt(step, 0, language);
  const std::string second = HouseAt(step, 1, language);
  return Sentence(step, language,
                  IsChinese(language)
                      ? ZhJoin({"在", first, "中，", digits, "只出现在与", second, "相交的", cells})
                      : "in " + first + ", " + digits + " lies only in " + cells +
                            ", which also belong to " + second);
}

std::string ExplainNakedSubset(const Step& step, Language language) {
  const std::string cells = CellList(step.cells, language);
  const std::string digits = DigitList(step.digits, language);
  const std::string house = HouseAt(step, 0, language);
  return Sentence(step, language,
                  IsChinese(language) ? ZhJoin({"在", house, "中，", cells, "只含", digits})
                                      : "in " + house + ", " + cells + " hold only " + digits);
}

std::string ExplainHiddenSubset(const Step& step, Language language) {
  const std::string cells = CellList(step.cells, language);
  const std::string digits = DigitList(step.digits, language);
  const std::string house = HouseAt(step, 0, language);
  return Sentence(step, language,
                  IsChinese(language) ? ZhJoin({"在", house, "中，", digits, "只能填在", cells})
                                      : "in " + house + ", " + digits + " fit only " + cells);
}

std::string ExplainFish(const Step& step, Language language) {
  const std::string cells = CellList(step.cells, language);
  const std::string digits = DigitList(step.digits, language);
  const std::string houses = HouseList(step.houses, language);
  return Sentence(step, language,
                  IsChinese(language) ? ZhJoin({digits, "在", houses, "构成鱼形（", cells, "）"})
                                      : digits + " forms a fish on " + houses + " (" + cells + ")");
}

std::string ExplainWing(const Step& step, Language language) {
  const std::string cells = CellList(step.cells, language);
  const std::string digits = DigitList(step.digits, language);
  const std::string name = NameOf(step.technique, language);
  return Sentence(step, language,
                  IsChinese(language) ? ZhJoin({cells, "构成", name, "（", digits, "）"})
                                      : cells + " form " + (name[0] == 'X' ? "an " : "a ") +
                                            name + " on " + digits);  // "an XY-Wing" ("ex")
}

std::string ExplainUniqueness(const Step& step, Language language) {
  const std::string cells = CellList(step.cells, language);
  const std::string digits = DigitList(step.digits, language);
  return Sentence(step, language,
                  IsChinese(language)
                      ? ZhJoin({cells, "不能只含", digits, "，否则谜题有两个解"})
                      : cells + " cannot hold only " + digits +
                            ", or the puzzle would have two solutions");
}

// The cells are the loop's, the digits the hidden subset's (the two loop digits among them).
std::string ExplainUniqueHidden(const Step& step, Language language) {
  const std::string cells = CellList(step.cells, language);
  const std::string digits = DigitList(step.digits, language);
  const std::string house = HouseAt(step, 0, language);
  return Sentence(step, language,
                  IsChinese(language)
                      ? ZhJoin({cells, "不能只含它们共有的两个候选数，否则谜题有两个解；所以",
                                house, "中两个多出候选数的格最多填其中一个，", digits,
                                "构成隐性数组"})
                      : cells + " cannot hold only their two common digits, or the puzzle " +
                            "would have two solutions; so in " + house + " the two cells " +
                            "with extra candidates take at most one of them, and " + digits +
                            " make a hidden set");
}

std::string ExplainBugPlusOne(const Step& step, Language language) {
  const std::string cells = CellList(step.cells, language);
  return Sentence(step, language,
                  IsChinese(language)
                      ? ZhJoin({"除", cells, "外所有空格都只剩两个候选数，否则谜题有两个解"})
                      : "every other empty cell has two candidates, so " + cells +
                            " must avoid a second solution");
}

std::string ExplainBug(const Step& step, Language language) {
  const std::string cells = CellList(step.cells, language);
  const std::string digits = DigitList(step.digits, language);
  const bool zh = IsChinese(language);
  const std::string two_solutions =
      zh ? "否则所有空格都只剩两个候选数，谜题有两个解"
         : "or every empty cell would have two candidates and the puzzle two solutions";
  std::string why;
  if (step.technique == Technique::kBugType3) {
    // The cells are the BUG cells and the naked set's other cells, in cell order.
    const std::string house = HouseAt(step, 0, language);
    why = zh ? ZhJoin({house, "中有多出候选数的格必有一格填多出的数（", two_solutions,
                       "），它与", cells, "中的其余格构成", digits, "的显性数组"})
             : "in " + house + ", a cell with extra candidates must take an extra digit (" +
                   two_solutions + "), which with the other cells of " + cells +
                   " makes a naked set of " + digits;
    return Sentence(step, language, why);
  }
  const std::string grave = zh ? ZhJoin({cells, "中必有一格填其多出的候选数，", two_solutions})
                               : "one of " + cells + " must take an extra digit, " + two_solutions;
  if (step.technique == Technique::kBugType2) {
    why = zh ? ZhJoin({grave, "；多出的都是", digits, "，同时看到它们的格都不能是", digits})
             : grave + "; the extra digit is " + digits + " in each, and a cell seeing them all " +
                   "cannot be " + digits;
  } else {
    const std::string house = HouseAt(step, 0, language);
    why = zh ? ZhJoin({grave, "；", house, "中", digits, "只能填在这两格，每格只能是多出的数或",
                       digits})
             : grave + "; in " + house + ", " + digits +
                   " fits only these two, which leaves each an extra digit or " + digits;
  }
  return Sentence(step, language, why);
}

std::string ExplainAlignedPairExclusion(const Step& step, Language language) {
  const std::string cells = CellList(step.cells, language);
  return Sentence(step, language,
                  IsChinese(language)
                      ? ZhJoin({cells, "的每种填法若使一个同时看到两格的双值格无数可填则被排除"})
                      : "every way of filling " + cells +
                            " that would leave a bivalue cell seeing both empty is excluded");
}

std::string ExplainAlignedTripletExclusion(const Step& step, Language language) {
  const std::string cells = CellList(step.cells, language);
  return Sentence(step, language,
                  IsChinese(language)
                      ? ZhJoin({cells, "的每种填法，若在同一区域重复一个数字，",
                                "或使一个同时看到三格、只有两三个候选数的格子无数可填，就被排除"})
                      : "every way of filling " + cells +
                            " that repeats a digit in a house, or leaves empty a cell with two "
                            "or three candidates that sees all three, is excluded");
}

std::string ExplainSingleDigitChain(const Step& step, Language language) {
  const std::string cells = CellList(step.cells, language);
  const std::string digits = DigitList(step.digits, language);
  return Sentence(step, language,
                  IsChinese(language)
                      ? ZhJoin({"数字", digits, "的强弱链经过", cells})
                      : "a chain of strong and weak links on " + digits + " runs through " + cells);
}

std::string ExplainChain(const Step& step, Language language) {
  const std::string cells = CellList(step.cells, language);
  return Sentence(step, language,
                  IsChinese(language)
                      ? ZhJoin({"一条交替的强弱链经过", cells})
                      : "an alternating chain of strong and weak links runs through " + cells);
}

}  // namespace sudoku::detail
