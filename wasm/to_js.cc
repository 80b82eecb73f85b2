#include "to_js.h"

#include <string>

#include "sudoku/parse.h"
#include "sudoku/technique.h"

namespace sudoku::wasm {
namespace {

using val = JsValue;

const char* OutcomeId(LogicOutcome outcome) {
  switch (outcome) {
    case LogicOutcome::kSolved: return "solved";
    case LogicOutcome::kStuck: return "stuck";
    case LogicOutcome::kNoSolution: return "noSolution";
    case LogicOutcome::kMultipleSolutions: return "multiple";
  }
  return "stuck";
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

// A search stopped at its first solution (limit 1) has not looked for a second: 'solved'.
const char* StatusOfCount(int count, uint32_t limit) {
  return count == 0 ? "none" : limit == 1 ? "solved" : count == 1 ? "unique" : "multiple";
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

val DigitsOf(Mask mask) {
  val digits = val::array();
  for (int d = 1, n = 0; d <= kDigits; ++d) {
    if (mask & DigitBit(d)) digits.set(n++, d);
  }
  return digits;
}

// What solve() and explain() share: { status, solution, count, counters }.
val SolveResultToJs(int count, const Grid& solution, uint64_t candidate_ops, uint64_t saved_states,
                    uint64_t backtracks, const GridShape& shape = kShape9, uint32_t limit = 2) {
  val result = val::object();
  result.set("status", std::string(StatusOfCount(count, limit)));
  result.set("solution", count > 0 ? GridToJs(solution, shape) : val::null());
  result.set("count", count);
  val counters = val::object();
  counters.set("candidateOps", static_cast<double>(candidate_ops));
  counters.set("savedStates", static_cast<double>(saved_states));
  counters.set("backtracks", static_cast<double>(backtracks));
  result.set("counters", counters);
  return result;
}

val TechniqueOrNull(const std::optional<Technique>& technique) {
  return technique ? val(std::string(TechniqueId(*technique))) : val::null();
}

}  // namespace

val ToJs(const Error& error) {
  val result = val::object();
  result.set("code", std::string(StatusCode(error.status)));
  result.set("cell", error.cell);
  result.set("otherCell", error.other_cell);
  result.set("digit", error.digit);
  result.set("house", error.house);
  if (error.option != nullptr) result.set("option", std::string(error.option));
  if (error.detail != nullptr) result.set("detail", std::string(error.detail));
  return result;
}

val ToJs(const Error& error, const GridShape& shape) {
  val result = ToJs(error);
  if (shape.size != 9) result.set("size", shape.size);
  return result;
}

val ParseErrorToJs(const ParseResult& failed, std::string_view text, const GridShape& shape,
                   bool only_size) {
  val result = ToJs(failed.error, shape);
  if (only_size && shape.size == 9) result.set("size", 9);
  if (failed.error.status == Status::kBadChar && failed.bad_offset < text.size()) {
    // The whole UTF-8 sequence that starts there (1 to 4 bytes), so '５' shows as itself.
    const uint8_t lead = static_cast<uint8_t>(text[failed.bad_offset]);
    const size_t length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1;
    result.set("got", std::string(text.substr(failed.bad_offset, length)));
  }
  return result;
}

val TypeErrorToJs(const char* option, const char* detail) {
  val result = val::object();
  result.set("code", std::string("typeError"));
  result.set("option", std::string(option));
  result.set("detail", std::string(detail));
  return result;
}

val GridToJs(const Grid& grid, const GridShape& shape) {
  return val(FormatGrid(grid, shape));
}

val ToJs(const CountResult& count, const GridShape& shape, uint32_t limit) {
  // The same three counters as explain()'s, read off the fast solver: digits placed, guesses,
  // backtracks.
  return SolveResultToJs(count.count, count.solution, count.stats.placements, count.stats.guesses,
                         count.stats.backtracks, shape, limit);
}

val ToJs(const TagSolveResult& solved) {
  val result = SolveResultToJs(solved.count, solved.solution, solved.counters.candidate_ops,
                               solved.counters.saved_states, solved.counters.backtracks);
  const CandidateSnapshot& snapshot = solved.first_pass;
  val values = val::array(), candidates = val::array(), deduced = val::array();
  for (int cell = 0; cell < kCells; ++cell) {
    values.set(cell, snapshot.values[cell]);
    candidates.set(cell, DigitsOf(snapshot.values[cell] != 0 ? 0 : snapshot.candidates[cell]));
    deduced.set(cell, snapshot.deduced[cell]);
  }
  val first_pass = val::object();
  first_pass.set("values", values);
  first_pass.set("candidates", candidates);
  first_pass.set("deduced", deduced);
  result.set("firstPass", first_pass);
  val before_guess = val::object();
  before_guess.set("hiddenSingles", solved.before_guess.hidden_singles);
  before_guess.set("nakedSingles", solved.before_guess.naked_singles);
  result.set("beforeGuess", before_guess);
  return result;
}

val ToJs(const std::vector<Conflict>& conflicts) {
  return ArrayOf(conflicts, [](const Conflict& c) {
    val item = val::object();
    item.set("cell", c.cell);
    item.set("otherCell", c.other_cell);
    item.set("digit", c.digit);
    item.set("house", c.house);
    return item;
  });
}

val CandidatesToJs(const std::array<Mask, kCells>& candidates, const GridShape& shape) {
  val cells = val::array();
  for (int cell = 0; cell < shape.cells(); ++cell) cells.set(cell, DigitsOf(candidates[cell]));
  return cells;
}

val ToJs(const Step& step, const GridShape& shape) {
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
  result.set("digits", DigitsOf(step.digits));
  result.set("links", ArrayOf(step.links, [](const ChainLink& link) {
    val item = val::object();
    item.set("fromCell", link.from_cell);
    item.set("fromDigit", link.from_digit);
    item.set("toCell", link.to_cell);
    item.set("toDigit", link.to_digit);
    item.set("strong", link.strong);
    const auto node = [](int cell, const std::array<int8_t, 2>& more) {
      val cells = val::array();
      int n = 0;
      cells.set(n++, cell);
      for (const int8_t c : more) {
        if (c >= 0) cells.set(n++, static_cast<int>(c));
      }
      return cells;
    };
    item.set("fromCells", node(link.from_cell, link.from_more));
    item.set("toCells", node(link.to_cell, link.to_more));
    item.set("via", link.via ? std::string(TechniqueId(*link.via)) : std::string());
    return item;
  }));
  const auto explain = [&](Language language) {
    return ExplainStep(step, language, shape);
  };
  val explanation = val::object();
  explanation.set("en", explain(Language::kEnglish));
  explanation.set("zh", explain(Language::kChinese));
  result.set("explanation", explanation);
  return result;
}

val ToJs(const Grade& grade, RatingScale scale) {
  val result = val::object();
  result.set("outcome", std::string(OutcomeId(grade.outcome)));
  result.set("scale", std::string(RatingScaleId(scale)));
  result.set("score", grade.score);
  result.set("er", grade.score);
  result.set("ep", grade.pearl_rating / 10.0);
  result.set("ed", grade.diamond_rating / 10.0);
  result.set("level", grade.level);
  result.set("hardest", TechniqueOrNull(grade.hardest));
  val counts = val::object();
  for (int t = 0; t < kTechniqueCount; ++t) {
    if (grade.technique_counts[t] > 0) {
      counts.set(TechniqueId(static_cast<Technique>(t)), grade.technique_counts[t]);
    }
  }
  result.set("counts", counts);
  result.set("steps", grade.steps);
  result.set("solvedByLogic", grade.solved_by_logic);
  result.set("budgetExhausted", grade.budget_exhausted);
  result.set("effort", grade.effort);
  return result;
}

val ToJs(const LogicSolve& solve, const GridShape& shape) {
  val result = val::object();
  result.set("outcome", std::string(OutcomeId(solve.outcome)));
  result.set("steps", ArrayOf(solve.steps, [&](const Step& step) { return ToJs(step, shape); }));
  result.set("budgetExhausted", solve.budget_exhausted);
  return result;
}

val ToJs(const Hint& hint, const GridShape& shape) {
  val result = val::object();
  result.set("kind", std::string(HintKindId(hint.kind)));
  if (hint.kind == HintKind::kStep) result.set("step", ToJs(hint.step, shape));
  result.set("cell", hint.cell);
  result.set("digit", hint.digit);
  result.set("correctDigit", hint.correct_digit);
  return result;
}

namespace {

// ToJs(GeneratedPuzzle), with `hardest` converting the grade's hardest technique.
val PuzzleToJs(const GeneratedPuzzle& puzzle,
               val (*hardest)(const std::optional<Technique>& technique)) {
  const GridShape* const known = ShapeOfSize(puzzle.size);
  const GridShape shape = known != nullptr ? *known : kShape9;
  val result = val::object();
  result.set("puzzle", GridToJs(puzzle.puzzle, shape));
  result.set("solution", GridToJs(puzzle.solution, shape));
  result.set("size", shape.size);
  result.set("seed", puzzle.seed);
  result.set("clues", puzzle.clues);
  result.set("symmetry", std::string(SymmetryName(puzzle.symmetry)));
  result.set("minimal", puzzle.minimal);
  const bool graded = puzzle.level != 0 || puzzle.first_steps;  // First steps is level 0
  result.set("level", graded ? val(puzzle.level) : val::null());
  result.set("score", graded ? val(puzzle.rating / 10.0) : val::null());
  result.set("hardest", graded ? hardest(puzzle.hardest) : val::null());
  result.set("work", static_cast<double>(puzzle.work));
  return result;
}

}  // namespace

val ToJs(const GeneratedPuzzle& puzzle) { return PuzzleToJs(puzzle, &TechniqueOrNull); }

val UngradedToJs(const GeneratedPuzzle& puzzle) {
  return PuzzleToJs(puzzle, [](const std::optional<Technique>&) { return val::null(); });
}

val TechniquesToJs() {
  val rows = val::array();
  int n = 0;
  for (const TechniqueInfo& info : sudoku::Techniques()) {
    val row = val::object();
    row.set("id", std::string(info.id));
    row.set("name", std::string(info.name));
    row.set("nameZh", std::string(info.name_zh));
    row.set("rating", info.rating / 10.0);
    const int se = TechniqueRatingOn(info.technique, RatingScale::kSe);
    row.set("seRating", se == 0 ? val::null() : val(se / 10.0));
    row.set("lengthRated", info.length_rated);
    row.set("inference", std::string(InferenceId(info.inference)));
    row.set("forcingLevel", static_cast<int>(info.forcing_level));
    rows.set(n++, row);
  }
  return rows;
}

val SizesToJs() {
  val rows = val::array();
  int n = 0;
  for (const GridSizeInfo& info : kGridSizes) {
    val row = val::object();
    row.set("size", info.size);
    val levels = val::array();
    for (int level = 0; level <= info.highest_level; ++level) levels.set(level, val(level));
    row.set("levels", levels);
    val options = val::array();
    int k = 0;
    for (int bit = 0; bit < static_cast<int>(std::size(kGenerateOptionNames)); ++bit) {
      if (info.options & (1 << bit)) options.set(k++, val(kGenerateOptionNames[bit]));
    }
    row.set("options", options);
    rows.set(n++, row);
  }
  return rows;
}

val BatchStatusesToJs() {
  val rows = val::array();
  int n = 0;
  for (const BatchStatusInfo& status : kBatchStatuses) {
    const char code[] = {status.code, '\0'};
    val row = val::object();
    row.set("code", val(code));
    row.set("id", val(status.id));
    row.set("solution", status.has_solution);
    rows.set(n++, row);
  }
  return rows;
}

}  // namespace sudoku::wasm
