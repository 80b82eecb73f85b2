// The embind table: declarations only. Conversions live in adapters.cc; defaults, validation and
// SudokuError live in the JS wrapper (api.js).
#include <emscripten/bind.h>

#include "adapters.h"

EMSCRIPTEN_BINDINGS(sudoku) {
  emscripten::function("solve", &sudoku::wasm::Solve);
  emscripten::function("explain", &sudoku::wasm::Explain);
  emscripten::function("generateByHoles", &sudoku::wasm::GenerateByHoles);
  emscripten::function("solveMany", &sudoku::wasm::SolveMany);
  emscripten::function("parse", &sudoku::wasm::Parse);
}
