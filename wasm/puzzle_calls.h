// The raw calls both modules have (the full engine, engine_calls.cc, and the small core,
// core/core_calls.cc): a puzzle's parse, solve, solution count, rule conflicts and candidates,
// and generate's reading and answer around a generator of the module's own. Each reads its
// arguments (from_js.h), calls the core and converts the answer (to_js.h), as in
// engine_calls.cc, where the calls and their table are described.
#pragma once

#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <string>

#include "from_js.h"
#include "sudoku/generator.h"
#include "to_js.h"

namespace sudoku::wasm::raw {

// `answer(grid, shape)` for `text` read as a puzzle of its own size (ReadPuzzleText: 16, 36 or
// 81 cells, with the house check: givens must not clash), or the parse error.
template <typename Answer>
emscripten::val OnPuzzle(const std::string& text, Answer answer) {
  const SizedGrid read = ReadPuzzleText(text, true);
  if (read.parsed.error.status != Status::kOk) {
    return ParseErrorToJs(read.parsed, text, read.shape);
  }
  return answer(read.parsed.grid, read.shape);
}

// The same for an entered grid, whose digits may clash (that is what validate reports).
template <typename Answer>
emscripten::val OnCells(const std::string& text, Answer answer) {
  const SizedGrid read = ReadPuzzleText(text, false);
  if (read.parsed.error.status != Status::kOk) {
    return ParseErrorToJs(read.parsed, text, read.shape);
  }
  return answer(read.parsed.grid, read.shape);
}

// The 81-character form with '.' blanks (16 or 36 characters for the small grids).
emscripten::val Parse(const std::string& text);
// options: { limit }. ToJs(CountResult).
emscripten::val Solve(const std::string& text, const emscripten::val& options);
// options: { limit }. The number of solutions counted up to limit.
emscripten::val CountSolutions(const std::string& text, const emscripten::val& options);
// Every rule conflict of an entered grid (cells only are read: conflicts are the answer).
emscripten::val Validate(const std::string& text);
// The candidates the placed digits allow, per cell.
emscripten::val Candidates(const std::string& text);

// generate(): options as ReadGenerateOptions (random_seed stands in for an omitted seed), the
// puzzle made by `make` (Generate or GenerateUngraded) as `to_js` converts it (ToJs or
// UngradedToJs), or the error.
emscripten::val GenerateWith(const emscripten::val& options, double random_seed,
                             Error (*make)(const GenerateOptions&, GeneratedPuzzle*),
                             emscripten::val (*to_js)(const GeneratedPuzzle&));

// Puts the calls above (but GenerateWith, which each module binds with its generator) into
// the module's embind table; called from its EMSCRIPTEN_BINDINGS block.
inline void BindPuzzleCalls() {
  emscripten::function("parse", &Parse);
  emscripten::function("solve", &Solve);
  emscripten::function("countSolutions", &CountSolutions);
  emscripten::function("validate", &Validate);
  emscripten::function("candidates", &Candidates);
}

}  // namespace sudoku::wasm::raw
