// The embind table: declarations only. Conversions live in adapters.cc; defaults, validation and
// SudokuError live in the JS wrapper (api.js).
#include <emscripten/bind.h>

#include "adapters.h"
#include "generate_adapters.h"
#include "logic_adapters.h"

EMSCRIPTEN_BINDINGS(sudoku) {
  emscripten::function("solve", &sudoku::wasm::Solve);
  emscripten::function("explain", &sudoku::wasm::Explain);
  emscripten::function("generateByHoles", &sudoku::wasm::GenerateByHoles);
  emscripten::function("batchInput", &sudoku::wasm::BatchInput);
  emscripten::function("solveBatch", &sudoku::wasm::SolveBatch);
  emscripten::function("releaseBatch", &sudoku::wasm::ReleaseBatch);
  emscripten::function("parse", &sudoku::wasm::Parse);
  emscripten::function("grade", &sudoku::wasm::Grade);
  emscripten::function("steps", &sudoku::wasm::Steps);
  emscripten::function("hint", &sudoku::wasm::Hint);
  emscripten::function("generateWithOptions", &sudoku::wasm::GenerateWithOptions);
  emscripten::function("generateManyWithOptions", &sudoku::wasm::GenerateManyWithOptions);
  emscripten::function("seedFromString", &sudoku::wasm::SeedFromText);
}
