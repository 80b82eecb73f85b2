#include "engine_calls.h"

#include <vector>

#include "from_js.h"
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

namespace sudoku::wasm::raw {
namespace {

using emscripten::val;

// The tag method guesses far more than the fast solver on sparse puzzles: bound it so that
// explain() answers within about a second whatever the input (budgetExhausted otherwise).
constexpr uint64_t kExplainStateBudget = 100000;

// `answer(grid, shape)` for `text` read as a puzzle of its own size (ReadPuzzleText: 16, 36 or
// 81 cells, with the house check: givens must not clash), or the parse error.
template <typename Answer>
val OnPuzzle(const std::string& text, Answer answer) {
  const SizedGrid read = ReadPuzzleText(text, true);
  if (read.parsed.error.status != Status::kOk) {
    return ParseErrorToJs(read.parsed, text, read.shape);
  }
  return answer(read.parsed.grid, read.shape);
}

// The same for an entered grid, whose digits may clash (that is what validate reports).
template <typename Answer>
val OnCells(const std::string& text, Answer answer) {
  const SizedGrid read = ReadPuzzleText(text, false);
  if (read.parsed.error.status != Status::kOk) {
    return ParseErrorToJs(read.parsed, text, read.shape);
  }
  return answer(read.parsed.grid, read.shape);
}

// The solution limit of solve() or countSolutions(), or the options' problem in `error`.
bool ReadLimitOf(const val& options, const char* what, uint32_t* limit, val* error) {
  OptionsReader reader(options, what);
  *limit = ReadLimit(reader);
  reader.RejectOthers();
  if (!reader.ok()) *error = reader.error();
  return reader.ok();
}

}  // namespace

val Parse(const std::string& text) {
  return OnPuzzle(text, [](const Grid& grid, const GridShape& shape) {
    return GridToJs(grid, shape);
  });
}

val Solve(const std::string& text, const val& options) {
  uint32_t limit = 0;
  val error = val::undefined();
  if (!ReadLimitOf(options, "solve", &limit, &error)) return error;
  return OnPuzzle(text, [&](const Grid& grid, const GridShape& shape) {
    return ToJs(sudoku::CountSolutions(grid, limit, UINT64_MAX, shape), shape, limit);
  });
}

val CountSolutions(const std::string& text, const val& options) {
  uint32_t limit = 0;
  val error = val::undefined();
  if (!ReadLimitOf(options, "countSolutions", &limit, &error)) return error;
  return OnPuzzle(text, [&](const Grid& grid, const GridShape& shape) {
    return val(sudoku::CountSolutions(grid, limit, UINT64_MAX, shape).count);
  });
}

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

val Validate(const std::string& text) {
  return OnCells(text, [](const Grid& grid, const GridShape& shape) {
    return ToJs(FindConflicts(grid, shape));
  });
}

val Candidates(const std::string& text) {
  return OnCells(text, [](const Grid& grid, const GridShape& shape) {
    return CandidatesToJs(CandidatesFromValues(grid, shape).candidates, shape);
  });
}

val Grade(const std::string& text, const val& options) {
  OptionsReader reader(options, "grade");
  LogicOptions logic;
  reader.Scale("scale", &logic.scale);
  reader.RejectOthers();
  if (!reader.ok()) return reader.error();
  return OnPuzzle(text, [&](const Grid& grid, const GridShape& shape) {
    return ToJs(GradePuzzle(grid, logic, shape), logic.scale);
  });
}

val Steps(const std::string& text, const val& options) {
  OptionsReader reader(options, "steps");
  LogicOptions logic;
  reader.Scale("scale", &logic.scale);
  reader.RejectOthers();
  if (!reader.ok()) return reader.error();
  return OnPuzzle(text, [&](const Grid& grid, const GridShape& shape) {
    return ToJs(SolveLogically(grid, logic, shape), shape);
  });
}

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
  int made = 0;
};

bool AddPuzzle(void* context, const GeneratedPuzzle& puzzle) {
  PuzzleSink& sink = *static_cast<PuzzleSink*>(context);
  sink.puzzles.set(sink.made++, ToJs(puzzle));
  return true;
}

}  // namespace

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

val Techniques() { return TechniquesToJs(); }

val Sizes() { return SizesToJs(); }

val BatchStatuses() { return BatchStatusesToJs(); }

val StatusCodes() {
  val codes = val::array();
  for (int status = 0; status <= static_cast<int>(Status::kBudgetExhausted); ++status) {
    codes.set(status, std::string(StatusCode(static_cast<Status>(status))));
  }
  return codes;
}

}  // namespace sudoku::wasm::raw
