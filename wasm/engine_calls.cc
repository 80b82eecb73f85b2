// The raw calls of the full engine's table of calls (call_table.h), each documented where it is
// defined, and the table itself at the end of this file (the batch calls are defined in
// batch_buffers.cc; the calls the small core module has too, in puzzle_calls.h). Each call reads
// its arguments (from_js.h), calls the core and converts the answer (to_js.h): no policy lives
// here. Adding a call is a function here and its row in the table.
//
// Every call returns its result, or a JS error object carrying `code` (see ToJs(Error)); the
// wrapper (wasm/api.js) throws the error and adds `ms` to a result that is an object (not a
// list). Texts are puzzle texts the wrapper made from any accepted input form
// (wasm/puzzle-input.js).
//
// A call whose parameters are (puzzle text) or (puzzle text, options) is public under its name
// as it is (wasm/api.js wraps every such call the same way): adding one is its
// function here, its row in the table, its declaration in sudoku.d.ts, its test and its row in
// API.md (docs/CHANGING.md).
#include <string>
#include <vector>

#include "batch_buffers.h"
#include "call_table.h"
#include "from_js.h"
#include "puzzle_calls.h"
#include "sudoku/generator.h"
#include "sudoku/grade.h"
#include "sudoku/hint.h"
#include "sudoku/logic.h"
#include "sudoku/parse.h"
#include "sudoku/rules.h"
#include "sudoku/shape.h"
#include "sudoku/solver.h"
#include "sudoku/tag_solver.h"
#include "to_js.h"

// In their own namespace: their names are the API's (Grade, Hint), which are core types too.
namespace sudoku::wasm::raw {
namespace {

using val = JsValue;

// The tag method guesses far more than the fast solver on sparse puzzles: bound it so that
// explain() answers within about a second whatever the input (budgetExhausted otherwise).
constexpr uint64_t kExplainStateBudget = 100000;

// grade() and steps() options, every other name refused: scale (the rating scale's id) and
// nestedBudget (LogicOptions::nested_budget, work units of each nested forcing-chain search).
void ReadLogicOptions(OptionsReader& reader, LogicOptions* logic) {
  reader.Scale("scale", &logic->scale);
  reader.IntegerIn("nestedBudget", 1, 1'000'000'000, "must be an integer from 1 to 1000000000",
                   &logic->nested_budget);
  reader.RejectOthers();
}

}  // namespace

// The original demo's tag method, bounded to 100,000 saved states (budgetExhausted beyond).
val Explain(const std::string& text) {
  // The original demo's method is for 9x9 grids only: a small grid is the wrong length here.
  const ParseResult parsed = ParsePuzzle(text);
  if (parsed.error.status != Status::kOk) return ParseErrorToJs(parsed, text, kShape9, true);
  const TagSolveResult solved = TagSolve(parsed.grid, 2, kExplainStateBudget);
  if (!solved.budget_exhausted) return ToJs(solved);
  Error exhausted{Status::kBudgetExhausted};
  exhausted.detail = "after the original demo's method saved 100,000 states";
  return ToJs(exhausted);
}

// options: { scale, nestedBudget }. ToJs(Grade): the puzzle rated by its hardest step.
val Grade(const std::string& text, const val& options) {
  OptionsReader reader(options, "grade");
  LogicOptions logic;
  ReadLogicOptions(reader, &logic);
  if (!reader.ok()) return reader.error();
  return OnPuzzle(text, [&](const Grid& grid, const GridShape& shape) {
    return ToJs(GradePuzzle(grid, logic, shape), logic.scale);
  });
}

// options: { scale, nestedBudget }. ToJs(LogicSolve): the logical solve path, the easiest step
// each time.
val Steps(const std::string& text, const val& options) {
  OptionsReader reader(options, "steps");
  LogicOptions logic;
  ReadLogicOptions(reader, &logic);
  if (!reader.ok()) return reader.error();
  return OnPuzzle(text, [&](const Grid& grid, const GridShape& shape) {
    return ToJs(SolveLogically(grid, logic, shape), shape);
  });
}

// state: { puzzle, values, candidates } (AnswerHint in hint.h holds the policy).
val Hint(const val& state) {
  HintRequest request;
  GridShape shape;
  const val problem = ReadHintState(state, &request, &shape);
  if (!problem.isUndefined()) return problem;
  sudoku::Hint hint;
  const Error error = AnswerHint(request, &hint, {}, shape);
  if (error.status != Status::kOk) return ToJs(error, shape);
  return ToJs(hint, shape);
}

// options as ReadGenerateOptions; random_seed stands in for an omitted seed.
val Generate(const val& options, double random_seed) {
  return GenerateWith(options, random_seed, &sudoku::Generate,
                      [](const GeneratedPuzzle& puzzle) { return ToJs(puzzle); });
}

namespace {

struct PuzzleSink {
  val puzzles = val::array();
  int made = 0;
};

bool AddPuzzle(void* context, const GeneratedPuzzle& puzzle) {
  PuzzleSink& sink = *static_cast<PuzzleSink*>(context);
  sink.puzzles.set(sink.made++, ToJs(puzzle));
  return true;
}

}  // namespace

// `count` puzzles; options as ReadGenerateOptions plus firstIndex (0..2^32-1, default 0: puzzle i
// gets the batch seed of index firstIndex + i). An error object carries the puzzles made before
// it in `partial`. Nothing of the caller's runs during the call: progress is reported by the
// wrapper between calls of a chunk each (wasm/generate-many.js).
val GenerateMany(const val& options, const val& count, double random_seed) {
  OptionsReader reader(options, "generateMany");
  // Puzzle i of this call is puzzle firstIndex + i of the batch started with `seed`, so a batch
  // cut into pieces (chunks for progress, a pool of workers) makes the same puzzles as one call.
  uint64_t first_index = 0;
  reader.Integer64("firstIndex", 0, 4294967295u, "must be an integer from 0 to 4294967295",
                   &first_index);
  const GenerateOptions generate = ReadGenerateOptions(reader, static_cast<uint32_t>(random_seed));
  if (!reader.ok()) return reader.error();
  if (!count.isNumber()) {
    val problem = TypeErrorToJs("count", "must be a number");
    problem.set("got", count.typeOf());
    return problem;
  }
  const double wanted = count.as<double>();
  PuzzleSink sink;
  // The puzzles go to JS one by one as they are made (AddPuzzle), not kept in C++ as well.
  const int n = wanted >= 0 && wanted <= 1e9 && wanted == static_cast<int>(wanted)
                    ? static_cast<int>(wanted)
                    : -1;
  const Error error = sudoku::GenerateMany(generate, static_cast<uint32_t>(first_index), n, PuzzleCallback{&AddPuzzle, &sink});
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

// The technique registry's rows.
val Techniques() { return TechniquesToJs(); }

// The grid sizes generate() makes, with their levels and options.
val Sizes() { return SizesToJs(); }

// The statuses a batch reports, by the code SolveBatch writes (for wasm/solve-many.js).
val BatchStatuses() { return BatchStatusesToJs(); }

// The id of each core Status value, indexed by the value (for the batch's numeric errors).
val StatusCodes() {
  val codes = val::array();
  for (int status = 0; status <= static_cast<int>(Status::kBudgetExhausted); ++status) {
    codes.set(status, std::string(StatusCode(static_cast<Status>(status))));
  }
  return codes;
}

}  // namespace sudoku::wasm::raw

namespace sudoku::wasm {
namespace {
#define SUDOKU_CALL_ROW(name, call) CallRow<&raw::call>(#name),
constexpr ModuleCall kEngineCalls[] = {
    SUDOKU_PUZZLE_CALLS(SUDOKU_CALL_ROW)  // parse, solve, countSolutions, validate, candidates
    CallRow<&raw::Explain>("explain", Part::kLogic),
    CallRow<&raw::Grade>("grade", Part::kLogic),
    CallRow<&raw::Steps>("steps", Part::kLogic),
    CallRow<&raw::Hint>("hint", Part::kLogic),
    CallRow<&raw::Generate>("generate", Part::kLogic),
    CallRow<&raw::GenerateMany>("generateMany", Part::kLogic),
    CallRow<&raw::Techniques>("techniques"),
    CallRow<&raw::Sizes>("sizes"),
    CallRow<&raw::StatusCodes>("statusCodes"),
    CallRow<&raw::BatchStatuses>("batchStatuses"),
    // The batch calls (batch_buffers.h): wasm/solve-many.js's plumbing, not public calls, so
    // their names begin with '_' (wasm/api.js).
    CallRow<&BatchInput>("_batchInput"),
    CallRow<&SolveBatch>("_solveBatch"),
    CallRow<&ReleaseBatch>("_releaseBatch"),
};
#undef SUDOKU_CALL_ROW
}  // namespace

const std::span<const ModuleCall> kModuleCalls(kEngineCalls);

}  // namespace sudoku::wasm
