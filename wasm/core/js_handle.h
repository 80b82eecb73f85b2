// The small core's JS values: a JsHandle names a value in a table that the module's JavaScript
// keeps (js-handles.js), and offers the part of embind's emscripten::val that the boundary's
// converters use (from_js.h, to_js.h), with the same names and meanings, so they compile
// unchanged for either module (js_value.h).
//
// A handle lives for one call: the table is emptied when the call the page made returns
// (core_calls.cc, sudoku-core.js), so a JsHandle is never kept between calls and owns nothing.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <type_traits>

namespace sudoku::wasm {

// The values js-handles.js gives to C++, each a function of the module's JavaScript.
extern "C" {
int sudoku_js_object();
int sudoku_js_array();
int sudoku_js_number(double number);
int sudoku_js_string(const char* utf8, size_t bytes);
int sudoku_js_get(int object, int key);
void sudoku_js_set(int object, int key, int value);
int sudoku_js_kind(int value);
double sudoku_js_number_of(int value);
size_t sudoku_js_utf8(int value, char* out, size_t capacity);
size_t sudoku_js_utf16(int value, char16_t* out, size_t capacity);
int sudoku_js_keys(int object);
}

class JsHandle {
 public:
  // The kinds sudoku_js_kind tells apart; the first four are also the handles of their values,
  // which the table always holds.
  enum Kind : int {
    kUndefined = 0, kNull = 1, kTrue = 2, kFalse = 3,
    kNumber, kString, kArray, kObject, kFunction, kSymbol, kBigInt,
  };

  static JsHandle undefined() { return JsHandle(Handle{kUndefined}); }
  static JsHandle null() { return JsHandle(Handle{kNull}); }
  static JsHandle object() { return JsHandle(Handle{sudoku_js_object()}); }
  static JsHandle array() { return JsHandle(Handle{sudoku_js_array()}); }
  // The value the table holds under `handle` (what the page's JavaScript passed).
  static JsHandle FromHandle(int handle) { return JsHandle(Handle{handle}); }

  // A JS boolean, number (every C++ arithmetic type, as a double) or string (UTF-8 text).
  template <typename T>
  explicit JsHandle(const T& value) : handle_(HandleOf(value)) {}

  int handle() const { return handle_; }

  template <typename Key>
  JsHandle operator[](const Key& key) const {
    return JsHandle(Handle{sudoku_js_get(handle_, HandleOf(key))});
  }
  template <typename Key, typename Value>
  void set(const Key& key, const Value& value) {
    sudoku_js_set(handle_, HandleOf(key), HandleOf(value));
  }

  bool isUndefined() const { return kind() == kUndefined; }
  bool isNull() const { return kind() == kNull; }
  bool isTrue() const { return kind() == kTrue; }
  bool isFalse() const { return kind() == kFalse; }
  bool isNumber() const { return kind() == kNumber; }
  bool isString() const { return kind() == kString; }
  bool isArray() const { return kind() == kArray; }
  // JS typeof, as a string value.
  JsHandle typeOf() const;

  // A number as T, a string as std::string (UTF-8) or std::u16string (its UTF-16 code units,
  // lone surrogates kept), or a boolean as bool; the caller checks the kind first.
  template <typename T>
  T as() const {
    if constexpr (std::is_same_v<T, std::string>) {
      std::string text(sudoku_js_utf8(handle_, nullptr, 0), '\0');
      sudoku_js_utf8(handle_, text.data(), text.size());
      return text;
    } else if constexpr (std::is_same_v<T, std::u16string>) {
      std::u16string text(sudoku_js_utf16(handle_, nullptr, 0), u'\0');
      sudoku_js_utf16(handle_, text.data(), text.size());
      return text;
    } else if constexpr (std::is_same_v<T, bool>) {
      return isTrue();
    } else {
      static_assert(std::is_arithmetic_v<T>, "a JsHandle reads numbers, strings and booleans");
      return static_cast<T>(sudoku_js_number_of(handle_));
    }
  }

 private:
  struct Handle { int value; };
  explicit JsHandle(Handle handle) : handle_(handle.value) {}
  int kind() const { return sudoku_js_kind(handle_); }

  template <typename T>
  static int HandleOf(const T& value) {
    if constexpr (std::is_same_v<T, JsHandle>) {
      return value.handle_;
    } else if constexpr (std::is_same_v<T, bool>) {
      return value ? kTrue : kFalse;
    } else if constexpr (std::is_arithmetic_v<T>) {
      return sudoku_js_number(static_cast<double>(value));
    } else {
      const std::string_view text(value);
      return sudoku_js_string(text.data(), text.size());
    }
  }

  int handle_;
};

inline JsHandle JsHandle::typeOf() const {
  static constexpr const char* kNames[] = {"undefined", "object", "boolean", "boolean", "number",
                                           "string", "object", "object", "function", "symbol",
                                           "bigint"};
  return JsHandle(kNames[kind()]);
}

// Object.keys(object): the names of its own enumerable properties, as a JS array.
inline JsHandle OwnKeys(const JsHandle& object) {
  return JsHandle::FromHandle(sudoku_js_keys(object.handle()));
}

}  // namespace sudoku::wasm
