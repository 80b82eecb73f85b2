// The small core's table of JS values (core/js_handle.h), an Emscripten JS library
// (--js-library, wasm/CMakeLists.txt). C++ names a value by its index in the table; the first
// four entries are undefined, null, true and false, and every other entry lives for one call:
// `answer(handle)` reads a call's answer and empties the table (sudoku-core.js).
mergeInto(LibraryManager.library, {
  $jsHandles: {
    values: [undefined, null, true, false],
    put: function (value) {
      if (value === undefined) return 0;
      return jsHandles.values.push(value) - 1;
    },
    answer: function (handle) {
      var value = jsHandles.values[handle];
      jsHandles.values.length = 4;
      return value;
    },
    reset: function () {
      jsHandles.values.length = 4;
    },
  },
  $jsHandles__postset: 'Module["jsHandles"] = jsHandles;',

  sudoku_js_object__deps: ['$jsHandles'],
  sudoku_js_object: function () { return jsHandles.put({}); },
  sudoku_js_array__deps: ['$jsHandles'],
  sudoku_js_array: function () { return jsHandles.put([]); },
  sudoku_js_number__deps: ['$jsHandles'],
  sudoku_js_number: function (number) { return jsHandles.put(number); },
  sudoku_js_string__deps: ['$jsHandles'],
  sudoku_js_string: function (utf8, bytes) {
    return jsHandles.put(new TextDecoder().decode(HEAPU8.subarray(utf8, utf8 + bytes)));
  },
  sudoku_js_get__deps: ['$jsHandles'],
  sudoku_js_get: function (object, key) {
    var values = jsHandles.values;
    return jsHandles.put(values[object][values[key]]);
  },
  // A field of an answer the engine builds, defined rather than assigned: a setter that another
  // script put on Object.prototype or Array.prototype is never called from the engine's frames.
  sudoku_js_set__deps: ['$jsHandles'],
  sudoku_js_set: function (object, key, value) {
    var values = jsHandles.values;
    Object.defineProperty(values[object], values[key], {
      value: values[value], writable: true, enumerable: true, configurable: true,
    });
  },
  // The kinds of JsHandle::Kind, in its order.
  sudoku_js_kind__deps: ['$jsHandles'],
  sudoku_js_kind: function (handle) {
    var value = jsHandles.values[handle];
    if (value === undefined || value === null || value === true || value === false) {
      return [undefined, null, true, false].indexOf(value);
    }
    if (Array.isArray(value)) return 6;
    return ['number', 'string', '', 'object', 'function', 'symbol', 'bigint'].indexOf(typeof value) + 4;
  },
  sudoku_js_number_of__deps: ['$jsHandles'],
  sudoku_js_number_of: function (handle) { return jsHandles.values[handle]; },
  // A string's UTF-8 bytes (lone surrogates as U+FFFD), copied to `out` when they fit in
  // `capacity`; the number of bytes either way.
  sudoku_js_utf8__deps: ['$jsHandles'],
  sudoku_js_utf8: function (handle, out, capacity) {
    var bytes = new TextEncoder().encode(jsHandles.values[handle]);
    if (bytes.length <= capacity) HEAPU8.set(bytes, out);
    return bytes.length;
  },
  // A string's UTF-16 code units, copied to `out` when they fit; their number either way.
  sudoku_js_utf16__deps: ['$jsHandles'],
  sudoku_js_utf16: function (handle, out, capacity) {
    var text = jsHandles.values[handle];
    if (text.length <= capacity) {
      for (var i = 0; i < text.length; ++i) HEAPU16[(out >> 1) + i] = text.charCodeAt(i);
    }
    return text.length;
  },
  sudoku_js_keys__deps: ['$jsHandles'],
  sudoku_js_keys: function (object) { return jsHandles.put(Object.keys(jsHandles.values[object])); },
});
