// The embind table: declarations only. Reading arguments lives in from_js.cc, converting
// results in to_js.cc, the calls themselves in engine_calls.cc and batch_buffers.cc; input forms,
// defaults and SudokuError live in the JS wrapper (api.js and the files it imports).
#include <emscripten/bind.h>

#include "batch_buffers.h"
#include "engine_calls.h"

EMSCRIPTEN_BINDINGS(sudoku) {
  using namespace sudoku::wasm;
  emscripten::function("parse", &raw::Parse);
  emscripten::function("solve", &raw::Solve);
  emscripten::function("countSolutions", &raw::CountSolutions);
  emscripten::function("explain", &raw::Explain);
  emscripten::function("validate", &raw::Validate);
  emscripten::function("candidates", &raw::Candidates);
  emscripten::function("grade", &raw::Grade);
  emscripten::function("steps", &raw::Steps);
  emscripten::function("hint", &raw::Hint);
  emscripten::function("generate", &raw::Generate);
  emscripten::function("generateMany", &raw::GenerateMany);
  emscripten::function("techniques", &raw::Techniques);
  emscripten::function("sizes", &raw::Sizes);
  emscripten::function("statusCodes", &raw::StatusCodes);
  emscripten::function("batchStatuses", &raw::BatchStatuses);
  emscripten::function("batchInput", &BatchInput);
  emscripten::function("solveBatch", &SolveBatch);
  emscripten::function("releaseBatch", &ReleaseBatch);
}
