// The embind table: declarations only. Reading arguments lives in from_js.cc, converting
// results in to_js.cc, the calls themselves in engine_calls.cc and batch_buffers.cc; input forms,
// defaults and SudokuError live in the JS wrapper (api.js and the files it imports).
#include <emscripten/bind.h>

#include "batch_buffers.h"
#include "engine_calls.h"

EMSCRIPTEN_BINDINGS(sudoku) {
  using namespace sudoku::wasm;
  emscripten::function("parse", &Parse);
  emscripten::function("solve", &Solve);
  emscripten::function("countSolutions", &CountSolutions);
  emscripten::function("explain", &Explain);
  emscripten::function("validate", &Validate);
  emscripten::function("candidates", &Candidates);
  emscripten::function("grade", &Grade);
  emscripten::function("steps", &Steps);
  emscripten::function("hint", &Hint);
  emscripten::function("generate", &Generate);
  emscripten::function("generateMany", &GenerateMany);
  emscripten::function("techniques", &Techniques);
  emscripten::function("statusCodes", &StatusCodes);
  emscripten::function("batchInput", &BatchInput);
  emscripten::function("solveBatch", &SolveBatch);
  emscripten::function("releaseBatch", &ReleaseBatch);
}
