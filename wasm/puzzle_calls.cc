// The raw calls both modules have (puzzle_calls.h).
#include "puzzle_calls.h"

#include "sudoku/logic.h"
#include "sudoku/parse.h"
#include "sudoku/rules.h"
#include "sudoku/solver.h"

namespace sudoku::wasm::raw {
namespace {

using val = JsValue;

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

val GenerateWith(const val& options, double random_seed,
                 Error (*make)(const GenerateOptions&, GeneratedPuzzle*),
                 val (*to_js)(const GeneratedPuzzle&)) {
  OptionsReader reader(options, "generate");
  const GenerateOptions generate = ReadGenerateOptions(reader, static_cast<uint32_t>(random_seed));
  if (!reader.ok()) return reader.error();
  GeneratedPuzzle puzzle;
  const Error error = make(generate, &puzzle);
  if (error.status != Status::kOk) return reader.Explain(error);
  return to_js(puzzle);
}

}  // namespace sudoku::wasm::raw
