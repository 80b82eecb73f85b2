#include "engine_calls.h"

#include <vector>

#include "from_js.h"
#include "sudoku/generator.h"
#include "sudoku/grade.h"
#include "sudoku/hint.h"
#include "sudoku/logic.h"
#include "sudoku/parse.h"
#include "sudoku/rules.h"
#include "sudoku/solver.h"
#include "sudoku/tag_solver.h"
#include "to_js.h"

namespace sudoku::wasm::raw {
namespace {

using emscripten::val;

// The tag method guesses far more than the fast solver on sparse puzzles: bound it so that
// explain() answers within about a second whatever the input (budgetExhausted otherwise).
constexpr uint64_t kExplainStateBudget = 100000;

// A puzzle's text read with the house check (givens must not clash).
bool ReadPuzzle(const std::string& text, Grid* grid, val* error) {
  const ParseResult parsed = ParsePuzzle(text);
  if (parsed.error.status != Status::kOk) {
    *error = ParseErrorToJs(parsed, text);
    return false;
  }
  *grid = parsed.grid;
  return true;
}

// An entered grid's cells, which may clash (that is what validate reports).
bool ReadCells(const std::string& text, Grid* grid, val* error) {
  const ParseResult parsed = ParseCells(text);
  if (parsed.error.status != Status::kOk) {
    *error = ParseErrorToJs(parsed, text);
    return false;
  }
  *grid = parsed.grid;
  return true;
}

}  // namespace

val Parse(const std::string& text) {
  Grid grid;
  val error = val::undefined();
  if (!ReadPuzzle(text, &grid, &error)) return error;
  return GridToJs(grid);
}

val Solve(const std::string& text, const val& options) {
  OptionsReader reader(options, "solve");
  const uint32_t limit = ReadLimit(reader);
  reader.RejectOthers();
  if (!reader.ok()) return reader.error();
  Grid grid;
  val error = val::undefined();
  if (!ReadPuzzle(text, &grid, &error)) return error;
  return ToJs(sudoku::CountSolutions(grid, limit));
}

val CountSolutions(const std::string& text, const val& options) {
  OptionsReader reader(options, "countSolutions");
  const uint32_t limit = ReadLimit(reader);
  reader.RejectOthers();
  if (!reader.ok()) return reader.error();
  Grid grid;
  val error = val::undefined();
  if (!ReadPuzzle(text, &grid, &error)) return error;
  return val(sudoku::CountSolutions(grid, limit).count);
}

val Explain(const std::string& text) {
  Grid grid;
  val error = val::undefined();
  if (!ReadPuzzle(text, &grid, &error)) return error;
  const TagSolveResult solved = TagSolve(grid, 2, kExplainStateBudget);
  if (solved.budget_exhausted) {
    Error exhausted{Status::kBudgetExhausted};
    exhausted.detail = "after the original demo's method saved 100,000 states";
    return ToJs(exhausted);
  }
  return ToJs(solved);
}

val Validate(const std::string& text) {
  Grid grid;
  val error = val::undefined();
  if (!ReadCells(text, &grid, &error)) return error;
  return ToJs(FindConflicts(grid));
}

val Candidates(const std::string& text) {
  Grid grid;
  val error = val::undefined();
  if (!ReadCells(text, &grid, &error)) return error;
  return CandidatesToJs(CandidatesFromValues(grid).candidates);
}

val Grade(const std::string& text) {
  Grid grid;
  val error = val::undefined();
  if (!ReadPuzzle(text, &grid, &error)) return error;
  return ToJs(GradePuzzle(grid));
}

val Steps(const std::string& text) {
  Grid grid;
  val error = val::undefined();
  if (!ReadPuzzle(text, &grid, &error)) return error;
  return ToJs(SolveLogically(grid));
}

val Hint(const val& state) {
  HintRequest request;
  const val problem = ReadHintState(state, &request);
  if (!problem.isUndefined()) return problem;
  sudoku::Hint hint;
  const Error error = AnswerHint(request, &hint);
  if (error.status != Status::kOk) return ToJs(error);
  return ToJs(hint);
}

val Generate(const val& options, double random_seed) {
  OptionsReader reader(options, "generate");
  const GenerateOptions generate = ReadGenerateOptions(reader, static_cast<uint32_t>(random_seed));
  if (!reader.ok()) return reader.error();
  GeneratedPuzzle puzzle;
  const Error error = sudoku::Generate(generate, &puzzle);
  if (error.status != Status::kOk) return reader.Explain(error);
  return ToJs(puzzle);
}

namespace {

struct PuzzleSink {
  val puzzles = val::array();
  const val* on_puzzle = nullptr;
  int made = 0;
};

// Returns false when the JS callback asks to stop the batch.
bool AddPuzzle(void* context, const GeneratedPuzzle& puzzle) {
  PuzzleSink& sink = *static_cast<PuzzleSink*>(context);
  const val item = ToJs(puzzle);
  sink.puzzles.set(sink.made++, item);
  if (sink.on_puzzle->isUndefined()) return true;
  return !(*sink.on_puzzle)(item, sink.made).isFalse();
}

}  // namespace

val GenerateMany(const val& options, const val& count, double random_seed, const val& on_puzzle) {
  OptionsReader reader(options, "generateMany");
  const GenerateOptions generate = ReadGenerateOptions(reader, static_cast<uint32_t>(random_seed));
  if (!reader.ok()) return reader.error();
  if (!count.isNumber()) {
    val problem = TypeErrorToJs("count", "must be a number");
    problem.set("got", count.typeOf());
    return problem;
  }
  const double wanted = count.as<double>();
  PuzzleSink sink;
  sink.on_puzzle = &on_puzzle;
  // The puzzles go to JS one by one as they are made (AddPuzzle), not kept in C++ as well.
  const int n = wanted >= 0 && wanted <= 1e9 && wanted == static_cast<int>(wanted)
                    ? static_cast<int>(wanted)
                    : -1;
  const Error error = sudoku::GenerateMany(generate, 0, n, PuzzleCallback{&AddPuzzle, &sink});
  if (error.status != Status::kOk) {
    val result = reader.Explain(error);
    if (error.status == Status::kBadOption && error.option != nullptr &&
        std::string(error.option) == "count") {
      result.set("got", count);
    }
    result.set("partial", sink.puzzles);
    return result;
  }
  return sink.puzzles;
}

val Techniques() { return TechniquesToJs(); }

val StatusCodes() {
  val codes = val::array();
  for (int status = 0; status <= static_cast<int>(Status::kBudgetExhausted); ++status) {
    codes.set(status, std::string(StatusCode(static_cast<Status>(status))));
  }
  return codes;
}

}  // namespace sudoku::wasm::raw
