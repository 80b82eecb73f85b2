// The small core module's table of calls (sudoku-core-engine.js and .wasm; call_table.h): the
// puzzle calls both modules have (puzzle_calls.h) and a generate that makes ungraded 9x9 puzzles
// only (GenerateUngraded), so the module links without the logic engine. Its JS entry is
// sudoku-core.js.
#include "../call_table.h"
#include "../puzzle_calls.h"
#include "sudoku/generator.h"

namespace sudoku::wasm {
namespace raw {
namespace {

// options as ReadGenerateOptions; random_seed stands in for an omitted seed. A level, score
// range, scale 'se' or small grid is badOption (see GenerateUngraded).
JsValue GenerateUngraded(const JsValue& options, double random_seed) {
  return GenerateWith(options, random_seed, &sudoku::GenerateUngraded, &UngradedToJs);
}

}  // namespace
}  // namespace raw

namespace {
#define SUDOKU_CALL_ROW(name, call) CallRow<&raw::call>(#name),
constexpr ModuleCall kCoreCalls[] = {
    SUDOKU_PUZZLE_CALLS(SUDOKU_CALL_ROW)  // parse, solve, countSolutions, validate, candidates
    CallRow<&raw::GenerateUngraded>("generate"),
};
#undef SUDOKU_CALL_ROW
}  // namespace

const std::span<const ModuleCall> kModuleCalls(kCoreCalls);

}  // namespace sudoku::wasm
