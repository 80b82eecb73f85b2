#include "logic_adapters.h"

#include <optional>

#include "sudoku/explain.h"
#include "sudoku/grade.h"
#include "sudoku/hint.h"
#include "sudoku/parse.h"

namespace sudoku::wasm {
namespace {

using emscripten::val;

val ErrorResult(const Error& error) {
  val result = val::object();
  result.set("code", std::string(StatusCode(error.status)));
  result.set("cell", error.cell);
  result.set("otherCell", error.other_cell);
  result.set("digit", error.digit);
  result.set("house", error.house);
  return result;
}

val Ok() {
  val result = val::object();
  result.set("code", std::string("ok"));
  return result;
}

const char* OutcomeId(LogicOutcome outcome) {
  switch (outcome) {
    case LogicOutcome::kSolved: return "solved";
    case LogicOutcome::kStuck: return "stuck";
    case LogicOutcome::kNoSolution: return "noSolution";
    case LogicOutcome::kMultipleSolutions: return "multiple";
  }
  return "stuck";
}

template <typename T, typename F>
val ArrayOf(const std::vector<T>& items, F convert) {
  val array = val::array();
  for (size_t i = 0; i < items.size(); ++i) array.set(i, convert(items[i]));
  return array;
}

val CellDigit(int cell, int digit) {
  val item = val::object();
  item.set("cell", cell);
  item.set("digit", digit);
  return item;
}

val StepValue(const Step& step) {
  val result = val::object();
  result.set("technique", std::string(TechniqueId(step.technique)));
  result.set("name", std::string(TechniqueName(step.technique)));
  result.set("nameZh", std::string(TechniqueNameZh(step.technique)));
  result.set("rating", step.rating / 10.0);
  result.set("placements", ArrayOf(step.placements, [](const Placement& p) {
    return CellDigit(p.cell, p.digit);
  }));
  result.set("eliminations", ArrayOf(step.eliminations, [](const Elimination& e) {
    return CellDigit(e.cell, e.digit);
  }));
  result.set("cells", ArrayOf(step.cells, [](int cell) { return val(cell); }));
  result.set("houses", ArrayOf(step.houses, [](int house) { return val(house); }));
  val digits = val::array();
  for (int d = 1, n = 0; d <= 9; ++d) {
    if (step.digits & DigitBit(d)) digits.set(n++, d);
  }
  result.set("digits", digits);
  result.set("links", ArrayOf(step.links, [](const ChainLink& link) {
    val item = val::object();
    item.set("fromCell", link.from_cell);
    item.set("fromDigit", link.from_digit);
    item.set("toCell", link.to_cell);
    item.set("toDigit", link.to_digit);
    item.set("strong", link.strong);
    return item;
  }));
  val explanation = val::object();
  explanation.set("en", ExplainStep(step, Language::kEnglish));
  explanation.set("zh", ExplainStep(step, Language::kChinese));
  result.set("explanation", explanation);
  return result;
}

// Parses "m0,m1,...,m80" (decimal masks). False on anything else.
bool ParseMasks(const std::string& text, PencilMarks& marks) {
  int cell = 0;
  int value = 0;
  bool has_digit = false;
  for (char c : text) {
    if (c >= '0' && c <= '9') {
      value = value * 10 + (c - '0');
      has_digit = true;
      if (value > static_cast<int>(kAllDigits)) return false;
    } else if (c == ',') {
      if (!has_digit || cell >= kCells) return false;
      marks[cell++] = static_cast<Mask>(value);
      value = 0;
      has_digit = false;
    } else {
      return false;
    }
  }
  if (!has_digit || cell != kCells - 1) return false;
  marks[cell] = static_cast<Mask>(value);
  return true;
}

const char* HintKindId(HintKind kind) {
  switch (kind) {
    case HintKind::kStep: return "step";
    case HintKind::kWrongValue: return "wrongValue";
    case HintKind::kWrongCandidate: return "wrongCandidate";
    case HintKind::kSolved: return "solved";
    case HintKind::kNotUnique: return "notUnique";
    case HintKind::kNoSolution: return "noSolution";
    case HintKind::kNoLogicalStep: return "noLogicalStep";
  }
  return "noLogicalStep";
}

}  // namespace

val Grade(const std::string& text) {
  const ParseResult parsed = ParsePuzzle(text);
  if (parsed.error.status != Status::kOk) return ErrorResult(parsed.error);
  const sudoku::Grade grade = GradePuzzle(parsed.grid);
  val result = Ok();
  result.set("outcome", std::string(OutcomeId(grade.outcome)));
  result.set("score", grade.score);
  result.set("level", grade.level);
  result.set("hardest", grade.hardest ? val(std::string(TechniqueId(*grade.hardest))) : val::null());
  val counts = val::object();
  for (int t = 0; t < kTechniqueCount; ++t) {
    if (grade.technique_counts[t] > 0) {
      counts.set(TechniqueId(static_cast<Technique>(t)), grade.technique_counts[t]);
    }
  }
  result.set("counts", counts);
  result.set("steps", grade.steps);
  result.set("solvedByLogic", grade.solved_by_logic);
  return result;
}

val Steps(const std::string& text) {
  const ParseResult parsed = ParsePuzzle(text);
  if (parsed.error.status != Status::kOk) return ErrorResult(parsed.error);
  const LogicSolve solve = SolveLogically(parsed.grid);
  val result = Ok();
  result.set("outcome", std::string(OutcomeId(solve.outcome)));
  result.set("steps", ArrayOf(solve.steps, StepValue));
  return result;
}

val Hint(const std::string& values, const std::string& candidates, const std::string& solution) {
  const ParseResult grid = ParsePuzzle(values);
  if (grid.error.status != Status::kOk) return ErrorResult(grid.error);
  const ParseResult solved = ParsePuzzle(solution);
  if (solved.error.status != Status::kOk) return ErrorResult(solved.error);
  std::optional<PencilMarks> marks;
  if (!candidates.empty()) {
    PencilMarks parsed_marks{};
    if (!ParseMasks(candidates, parsed_marks)) return ErrorResult(Error{Status::kBadOption});
    marks = parsed_marks;
  }
  const sudoku::Hint hint = NextHint(grid.grid, marks, solved.grid);
  val result = Ok();
  result.set("kind", std::string(HintKindId(hint.kind)));
  if (hint.kind == HintKind::kStep) result.set("step", StepValue(hint.step));
  result.set("cell", hint.cell);
  result.set("digit", hint.digit);
  result.set("correctDigit", hint.correct_digit);
  return result;
}

}  // namespace sudoku::wasm
