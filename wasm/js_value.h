// The JS value type the boundary's converters (from_js.h, to_js.h, puzzle_calls.h) are written
// against, so that one text of each converter serves both modules:
// - the full engine: embind's emscripten::val;
// - the small core (built with SUDOKU_JS_HANDLES): JsHandle (core/js_handle.h), the same calls
//   on a table of values kept by the module's JavaScript, without the embind runtime, which
//   would be a sixth of the core's download.
#pragma once

#ifdef SUDOKU_JS_HANDLES
#include "core/js_handle.h"
#else
#include <emscripten/val.h>
#endif

namespace sudoku::wasm {

#ifdef SUDOKU_JS_HANDLES
using JsValue = JsHandle;
#else
using JsValue = emscripten::val;

// Object.keys(object): the names of its own enumerable properties, as a JS array.
inline JsValue OwnKeys(const JsValue& object) {
  return emscripten::val::global("Object").call<emscripten::val>("keys", object);
}
#endif

}  // namespace sudoku::wasm
