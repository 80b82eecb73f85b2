// The small core module's table of calls (sudoku-core-engine.js and .wasm): the puzzle calls
// both modules have (puzzle_calls.h) and a generate that makes ungraded 9x9 puzzles only
// (GenerateUngraded), so the module links without the logic engine. Its JS entry is
// sudoku-core.js.
//
// The module has no embind: its values cross as JsHandles (js_handle.h). Two exports serve
// every call: sudoku_calls() answers [[name, parameter count], ...] and sudoku_call(index, a, b)
// makes call `index` with the handles of its arguments and answers the handle of its answer.
#include <emscripten/emscripten.h>

#include <cstddef>
#include <string>
#include <tuple>
#include <type_traits>
#include <utility>

#include "../puzzle_calls.h"
#include "sudoku/generator.h"

namespace sudoku::wasm::raw {
namespace {

// options as ReadGenerateOptions; random_seed stands in for an omitted seed. A level, score
// range, scale 'se' or small grid is badOption (see GenerateUngraded).
JsValue GenerateUngraded(const JsValue& options, double random_seed) {
  return GenerateWith(options, random_seed, &sudoku::GenerateUngraded, &UngradedToJs);
}

// An argument as the parameter type of a call: a string's text, a number, or the value itself.
template <typename Parameter>
std::decay_t<Parameter> Argument(const JsValue& value) {
  using Type = std::decay_t<Parameter>;
  if constexpr (std::is_same_v<Type, JsValue>) {
    return value;
  } else {
    return value.as<Type>();
  }
}

template <typename... Parameters, size_t... Index>
JsValue Invoke(JsValue (*call)(Parameters...), const JsValue* arguments,
               std::index_sequence<Index...>) {
  return call(Argument<Parameters>(arguments[Index])...);
}

struct CoreCall {
  const char* name;
  int parameters;
  JsValue (*invoke)(const JsValue* arguments);
};

template <auto kCall>
struct CallOf;
template <typename... Parameters, JsValue (*kCall)(Parameters...)>
struct CallOf<kCall> {
  static constexpr int kParameters = sizeof...(Parameters);
  static JsValue Invoke(const JsValue* arguments) {
    return raw::Invoke(kCall, arguments, std::index_sequence_for<Parameters...>{});
  }
};

#define SUDOKU_CORE_CALL(name, call) \
  CoreCall{#name, CallOf<&call>::kParameters, &CallOf<&call>::Invoke},
constexpr CoreCall kCalls[] = {
    SUDOKU_PUZZLE_CALLS(SUDOKU_CORE_CALL)  // parse, solve, countSolutions, validate, candidates
    SUDOKU_CORE_CALL(generate, GenerateUngraded)};
#undef SUDOKU_CORE_CALL

}  // namespace
}  // namespace sudoku::wasm::raw

extern "C" {

// [[name, parameter count], ...] in the order sudoku_call numbers the calls.
EMSCRIPTEN_KEEPALIVE int sudoku_calls() {
  using sudoku::wasm::JsValue;
  JsValue table = JsValue::array();
  int index = 0;
  for (const auto& call : sudoku::wasm::raw::kCalls) {
    JsValue row = JsValue::array();
    row.set(0, call.name);
    row.set(1, call.parameters);
    table.set(index++, row);
  }
  return table.handle();
}

// Call `index` of sudoku_calls() with the values of the handles `first` and `second` (as many
// as it takes); the handle of its answer.
EMSCRIPTEN_KEEPALIVE int sudoku_call(int index, int first, int second) {
  using sudoku::wasm::JsValue;
  const JsValue arguments[] = {JsValue::FromHandle(first), JsValue::FromHandle(second)};
  return sudoku::wasm::raw::kCalls[index].invoke(arguments).handle();
}

}  // extern "C"
