// A module's table of calls: each row a public name, its parameter count and its function, whose
// parameters are read from the JS values the page passed (a string's text, a number, or the
// value itself) and whose answer is a JsValue (or nothing). Each module defines its own table
// once, kModuleCalls (engine_calls.cc, core/core_calls.cc); call_table.cc exports it to the
// module's JavaScript as two functions (load.js turns them into one JS function per call):
//   sudoku_calls()                  the table as [[name, parameter count, logic, function], ...]:
//                                   logic is true for a call of the logic part, function the
//                                   row's function as an index of the module's function table
//                                   (what tools/split-wasm.mjs reads to split the module)
//   sudoku_call(row, a, b, c)       row's call with the arguments at table indices a, b, c (as
//                                   many as it takes); the index of its answer.
#pragma once

#include <cstddef>
#include <span>
#include <string>
#include <type_traits>
#include <utility>

#include "js_value.h"

namespace sudoku::wasm {

inline constexpr int kMaxCallParameters = 3;

// Which part of the full engine a call's code lives in. The full engine's .wasm is split after
// linking (tools/split-wasm.mjs) into the core part, which a page loads first, and the logic
// part (the grader, hints, steps, graded generation), loaded beside it or on first use
// (wasm/load.js). A core call reaches no function of the logic part; a logic call may only be
// made once the logic part is in. The small core module has core calls only.
enum class Part { kCore, kLogic };

struct ModuleCall {
  const char* name;
  int parameters;
  JsValue (*invoke)(const JsValue* arguments);
  Part part;
};

namespace call_table {

// An argument as the parameter type of a call.
template <typename Parameter>
std::decay_t<Parameter> Argument(const JsValue& value) {
  using Type = std::decay_t<Parameter>;
  if constexpr (std::is_same_v<Type, JsValue>) {
    return value;
  } else {
    return value.as<Type>();
  }
}

template <auto kCall>
struct Row;
template <typename Answer, typename... Parameters, Answer (*kCall)(Parameters...)>
struct Row<kCall> {
  static_assert(sizeof...(Parameters) <= kMaxCallParameters);
  static constexpr int kParameters = sizeof...(Parameters);
  static JsValue Invoke(const JsValue* arguments) {
    return Apply(arguments, std::index_sequence_for<Parameters...>{});
  }
  template <size_t... Index>
  static JsValue Apply(const JsValue* arguments, std::index_sequence<Index...>) {
    if constexpr (std::is_void_v<Answer>) {
      kCall(Argument<Parameters>(arguments[Index])...);
      return JsValue::undefined();
    } else {
      return kCall(Argument<Parameters>(arguments[Index])...);
    }
  }
};

}  // namespace call_table

// The row of function kCall, public as `name`, whose code is in `part`.
template <auto kCall>
constexpr ModuleCall CallRow(const char* name, Part part = Part::kCore) {
  using Row = call_table::Row<kCall>;
  return ModuleCall{name, Row::kParameters, &Row::Invoke, part};
}

// The module's table, defined by the module (one definition per module links).
extern const std::span<const ModuleCall> kModuleCalls;

}  // namespace sudoku::wasm
