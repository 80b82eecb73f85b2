// The small core module's embind table (sudoku-core-engine.js and .wasm): the puzzle calls both
// modules have (puzzle_calls.h) and a generate that makes ungraded 9x9 puzzles only
// (GenerateUngraded), so the module links without the logic engine. Its JS entry is
// sudoku-core.js.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include "../puzzle_calls.h"
#include "sudoku/generator.h"

namespace sudoku::wasm::raw {
namespace {

// options as ReadGenerateOptions; random_seed stands in for an omitted seed. A level, score
// range, scale 'se' or small grid is badOption (see GenerateUngraded).
emscripten::val GenerateUngraded(const emscripten::val& options, double random_seed) {
  return GenerateWith(options, random_seed, &sudoku::GenerateUngraded, &UngradedToJs);
}

}  // namespace
}  // namespace sudoku::wasm::raw

EMSCRIPTEN_BINDINGS(sudoku_core) {
  using namespace sudoku::wasm;
  raw::BindPuzzleCalls();  // parse, solve, countSolutions, validate, candidates
  emscripten::function("generate", &raw::GenerateUngraded);
}
