// The raw calls both modules have (the full engine, engine_calls.cc, and the small core,
// core/core_calls.cc): a puzzle's parse, solve, solution count, rule conflicts and candidates,
// and generate's reading and answer around a generator of the module's own. Each reads its
// arguments (from_js.h), calls the core and converts the answer (to_js.h), as in
// engine_calls.cc, where the calls and their table are described.
#pragma once

#include <string>

#include "from_js.h"
#include "sudoku/generator.h"
#include "to_js.h"

namespace sudoku::wasm::raw {

// `answer(grid, shape)` for `text` read as a puzzle of its own size (ReadPuzzleText: 16, 36 or
// 81 cells, with the house check: givens must not clash), or the parse error.
template <typename Answer>
JsValue OnPuzzle(const std::string& text, Answer answer) {
  const SizedGrid read = ReadPuzzleText(text, true);
  if (read.parsed.error.status != Status::kOk) {
    return ParseErrorToJs(read.parsed, text, read.shape);
  }
  return answer(read.parsed.grid, read.shape);
}

// The same for an entered grid, whose digits may clash (that is what validate reports).
template <typename Answer>
JsValue OnCells(const std::string& text, Answer answer) {
  const SizedGrid read = ReadPuzzleText(text, false);
  if (read.parsed.error.status != Status::kOk) {
    return ParseErrorToJs(read.parsed, text, read.shape);
  }
  return answer(read.parsed.grid, read.shape);
}

// The 81-character form with '.' blanks (16 or 36 characters for the small grids).
JsValue Parse(const std::string& text);
// options: { limit }. ToJs(CountResult).
JsValue Solve(const std::string& text, const JsValue& options);
// options: { limit }. The number of solutions counted up to limit.
JsValue CountSolutions(const std::string& text, const JsValue& options);
// Every rule conflict of an entered grid (cells only are read: conflicts are the answer).
JsValue Validate(const std::string& text);
// The candidates the placed digits allow, per cell.
JsValue Candidates(const std::string& text);

// generate(): options as ReadGenerateOptions (random_seed stands in for an omitted seed), the
// puzzle made by `make` (Generate or GenerateUngraded) as `to_js` converts it (ToJs or
// UngradedToJs), or the error.
JsValue GenerateWith(const JsValue& options, double random_seed,
                             Error (*make)(const GenerateOptions&, GeneratedPuzzle*),
                             JsValue (*to_js)(const GeneratedPuzzle&));

// The calls above (but GenerateWith, which each module binds with its generator) as
// PUZZLE_CALL(name, call) rows, for each module's table of calls (call_table.h): the full
// engine's (engine_calls.cc) and the small core's (core/core_calls.cc). `name` is the call's
// public name.
#define SUDOKU_PUZZLE_CALLS(PUZZLE_CALL)       \
  PUZZLE_CALL(parse, Parse)                     \
  PUZZLE_CALL(solve, Solve)                     \
  PUZZLE_CALL(countSolutions, CountSolutions)   \
  PUZZLE_CALL(validate, Validate)               \
  PUZZLE_CALL(candidates, Candidates)

}  // namespace sudoku::wasm::raw
