// JS values in C++: a JsValue names a value in a table that the module's JavaScript keeps
// (js-values.js, an Emscripten JS library), and offers what the boundary's converters use
// (from_js.h, to_js.h) with the names of embind's emscripten::val, which the boundary used
// before. Both modules (the full engine and the small core) speak through it, without embind's
// runtime, which was 6.3 KB of each module's gzipped JS glue and 2.5 KB of its .wasm.
//
// A value lives for one call: the table is put back as it was when the call returns
// (call_table.h, load.js), so a JsValue is never kept between calls and owns nothing.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <type_traits>

namespace sudoku::wasm {

// What js-values.js gives C++, each a function of the module's JavaScript taking and giving
// indices in the table.
extern "C" {
int sudoku_js_object();
int sudoku_js_array();
int sudoku_js_number(double number);
int sudoku_js_string(const char* utf8, size_t bytes);
int sudoku_js_view(int element_bytes, const void* data, size_t count);
int sudoku_js_get(int object, int key);
void sudoku_js_set(int object, int key, int value);
int sudoku_js_kind(int value);
double sudoku_js_number_of(int value);
size_t sudoku_js_utf8(int value, char* out, size_t capacity);
size_t sudoku_js_utf16(int value, char16_t* out, size_t capacity);
int sudoku_js_keys(int object);
}

class JsValue {
 public:
  // The kinds sudoku_js_kind tells apart; the first four are also the indices of their values,
  // which the table always holds.
  enum Kind : int {
    kUndefined = 0, kNull = 1, kTrue = 2, kFalse = 3,
    kNumber, kString, kArray, kObject, kFunction, kSymbol, kBigInt,
  };

  static JsValue undefined() { return JsValue(Index{kUndefined}); }
  static JsValue null() { return JsValue(Index{kNull}); }
  static JsValue object() { return JsValue(Index{sudoku_js_object()}); }
  static JsValue array() { return JsValue(Index{sudoku_js_array()}); }
  // The value at `index` of the table (what the page's JavaScript passed).
  static JsValue AtIndex(int index) { return JsValue(Index{index}); }
  // A Uint8Array or Int32Array view of `count` elements of the module's memory from `data`,
  // valid until the memory grows (embind's typed_memory_view).
  template <typename Element>
  static JsValue View(const Element* data, size_t count) {
    static_assert(std::is_same_v<Element, uint8_t> || std::is_same_v<Element, int32_t>);
    return JsValue(Index{sudoku_js_view(sizeof(Element), data, count)});
  }

  // A JS boolean, number (every C++ arithmetic type, as a double) or string (UTF-8 text).
  template <typename T>
  explicit JsValue(const T& value) : index_(IndexOf(value)) {}

  int index() const { return index_; }

  template <typename Key>
  JsValue operator[](const Key& key) const {
    return JsValue(Index{sudoku_js_get(index_, IndexOf(key))});
  }
  template <typename Key, typename Value>
  void set(const Key& key, const Value& value) {
    sudoku_js_set(index_, IndexOf(key), IndexOf(value));
  }

  bool isUndefined() const { return kind() == kUndefined; }
  bool isNull() const { return kind() == kNull; }
  bool isTrue() const { return kind() == kTrue; }
  bool isFalse() const { return kind() == kFalse; }
  bool isNumber() const { return kind() == kNumber; }
  bool isString() const { return kind() == kString; }
  bool isArray() const { return kind() == kArray; }
  // JS typeof, as a string value.
  JsValue typeOf() const;

  // A number as T, a string as std::string (UTF-8, a lone surrogate as U+FFFD) or
  // std::u16string (its UTF-16 code units, lone surrogates kept), or a boolean as bool; the
  // caller checks the kind first.
  template <typename T>
  T as() const {
    if constexpr (std::is_same_v<T, std::string>) {
      // One call for a text that fits a puzzle's length, a second for a longer one.
      std::string text(kShortText, '\0');
      const size_t bytes = sudoku_js_utf8(index_, text.data(), text.size());
      text.resize(bytes);
      if (bytes > kShortText) sudoku_js_utf8(index_, text.data(), text.size());
      return text;
    } else if constexpr (std::is_same_v<T, std::u16string>) {
      std::u16string text(sudoku_js_utf16(index_, nullptr, 0), u'\0');
      sudoku_js_utf16(index_, text.data(), text.size());
      return text;
    } else if constexpr (std::is_same_v<T, bool>) {
      return isTrue();
    } else {
      static_assert(std::is_arithmetic_v<T>, "a JsValue reads numbers, strings and booleans");
      return static_cast<T>(sudoku_js_number_of(index_));
    }
  }

 private:
  static constexpr size_t kShortText = 96;
  struct Index { int value; };
  explicit JsValue(Index index) : index_(index.value) {}
  int kind() const { return sudoku_js_kind(index_); }

  template <typename T>
  static int IndexOf(const T& value) {
    if constexpr (std::is_same_v<T, JsValue>) {
      return value.index_;
    } else if constexpr (std::is_same_v<T, bool>) {
      return value ? kTrue : kFalse;
    } else if constexpr (std::is_arithmetic_v<T>) {
      return sudoku_js_number(static_cast<double>(value));
    } else {
      const std::string_view text(value);
      return sudoku_js_string(text.data(), text.size());
    }
  }

  int index_;
};

inline JsValue JsValue::typeOf() const {
  static constexpr const char* kNames[] = {"undefined", "object", "boolean", "boolean", "number",
                                           "string", "object", "object", "function", "symbol",
                                           "bigint"};
  return JsValue(kNames[kind()]);
}

// Object.keys(object): the names of its own enumerable properties, as a JS array.
inline JsValue OwnKeys(const JsValue& object) {
  return JsValue::AtIndex(sudoku_js_keys(object.index()));
}

}  // namespace sudoku::wasm
