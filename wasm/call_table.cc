// The two exports through which a module's JavaScript makes every call of its table
// (call_table.h).
#include "call_table.h"

#include <cstdint>

#include <emscripten/emscripten.h>

using sudoku::wasm::JsValue;
using sudoku::wasm::kModuleCalls;

extern "C" {

EMSCRIPTEN_KEEPALIVE int sudoku_calls() {
  JsValue table = JsValue::array();
  for (size_t row = 0; row < kModuleCalls.size(); ++row) {
    JsValue call = JsValue::array();
    call.set(0, kModuleCalls[row].name);
    call.set(1, kModuleCalls[row].parameters);
    call.set(2, kModuleCalls[row].part == sudoku::wasm::Part::kLogic);
    call.set(3, static_cast<double>(reinterpret_cast<uintptr_t>(kModuleCalls[row].invoke)));
    table.set(row, call);
  }
  return table.index();
}

EMSCRIPTEN_KEEPALIVE int sudoku_call(int row, int first, int second, int third) {
  const JsValue arguments[] = {JsValue::AtIndex(first), JsValue::AtIndex(second),
                               JsValue::AtIndex(third)};
  return kModuleCalls[row].invoke(arguments).index();
}

}  // extern "C"
