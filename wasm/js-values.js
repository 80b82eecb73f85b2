// The table of JS values that C++ names by index (js_value.h), an Emscripten JS library linked
// into both modules (--js-library, wasm/CMakeLists.txt). The first four entries are undefined,
// null, true and false; every other entry lives for one call: `answer(index)` reads a call's
// answer and empties the table (load.js).
mergeInto(LibraryManager.library, {
  $jsValues: {
    values: [undefined, null, true, false],
    put: function (value) {
      if (value === undefined) return 0;
      return jsValues.values.push(value) - 1;
    },
    answer: function (index) {
      var value = jsValues.values[index];
      jsValues.values.length = 4;
      return value;
    },
    reset: function () {
      jsValues.values.length = 4;
    },
  },
  // The library's objects are written into the glue as data: what must be made is made here.
  $jsValues__postset: 'jsValues.decoder = new TextDecoder(); jsValues.encoder = new TextEncoder(); ' +
    'Module["jsValues"] = jsValues;',

  sudoku_js_object__deps: ['$jsValues'],
  sudoku_js_object: function () { return jsValues.put({}); },
  sudoku_js_array__deps: ['$jsValues'],
  sudoku_js_array: function () { return jsValues.put([]); },
  sudoku_js_number__deps: ['$jsValues'],
  sudoku_js_number: function (number) { return jsValues.put(number); },
  sudoku_js_string__deps: ['$jsValues'],
  // Short ASCII text (the names and codes of answers) is read byte by byte, faster than a
  // TextDecoder call; anything else is decoded.
  sudoku_js_string: function (utf8, bytes) {
    if (bytes <= 32) {
      var text = '';
      for (var i = 0; i < bytes; ++i) {
        var byte = HEAPU8[utf8 + i];
        if (byte >= 128) break;
        text += String.fromCharCode(byte);
      }
      if (i === bytes) return jsValues.put(text);
    }
    return jsValues.put(jsValues.decoder.decode(HEAPU8.subarray(utf8, utf8 + bytes)));
  },
  // A Uint8Array (element_bytes 1) or Int32Array (4) view of the module's memory.
  sudoku_js_view__deps: ['$jsValues'],
  sudoku_js_view: function (elementBytes, data, count) {
    var heap = elementBytes === 4 ? HEAP32 : HEAPU8;
    var first = data / elementBytes;
    return jsValues.put(heap.subarray(first, first + count));
  },
  sudoku_js_get__deps: ['$jsValues'],
  sudoku_js_get: function (object, key) {
    var values = jsValues.values;
    return jsValues.put(values[object][values[key]]);
  },
  // A field of an answer the engine builds. An object's fields are defined rather than assigned,
  // so a setter that another script put on Object.prototype is never called from the engine's
  // frames; an array's items, set in order, are assigned, three times as fast (a setter for an
  // index on Array.prototype would be met, and its throw survived: puzzle-calls.js).
  sudoku_js_set__deps: ['$jsValues'],
  sudoku_js_set: function (object, key, value) {
    var values = jsValues.values;
    var target = values[object];
    if (Array.isArray(target)) {
      target[values[key]] = values[value];
    } else {
      Object.defineProperty(target, values[key], {
        value: values[value], writable: true, enumerable: true, configurable: true,
      });
    }
  },
  // The kinds of JsValue::Kind, in its order.
  sudoku_js_kind__deps: ['$jsValues'],
  sudoku_js_kind: function (index) {
    var value = jsValues.values[index];
    switch (typeof value) {
      case 'undefined': return 0;
      case 'boolean': return value ? 2 : 3;
      case 'number': return 4;
      case 'string': return 5;
      case 'function': return 8;
      case 'symbol': return 9;
      case 'bigint': return 10;
      default: return value === null ? 1 : Array.isArray(value) ? 6 : 7;
    }
  },
  sudoku_js_number_of__deps: ['$jsValues'],
  sudoku_js_number_of: function (index) { return jsValues.values[index]; },
  // A string's UTF-8 bytes (a lone surrogate as U+FFFD), copied to `out` when they fit in
  // `capacity`; the number of bytes either way. ASCII text is copied character by character.
  sudoku_js_utf8__deps: ['$jsValues'],
  sudoku_js_utf8: function (index, out, capacity) {
    var text = jsValues.values[index];
    if (text.length <= capacity) {
      for (var i = 0; i < text.length; ++i) {
        var code = text.charCodeAt(i);
        if (code >= 128) break;
        HEAPU8[out + i] = code;
      }
      if (i === text.length) return i;
    }
    var bytes = jsValues.encoder.encode(text);
    if (bytes.length <= capacity) HEAPU8.set(bytes, out);
    return bytes.length;
  },
  // A string's UTF-16 code units, copied to `out` when they fit; their number either way.
  sudoku_js_utf16__deps: ['$jsValues'],
  sudoku_js_utf16: function (index, out, capacity) {
    var text = jsValues.values[index];
    if (text.length <= capacity) {
      for (var i = 0; i < text.length; ++i) HEAPU16[(out >> 1) + i] = text.charCodeAt(i);
    }
    return text.length;
  },
  sudoku_js_keys__deps: ['$jsValues'],
  sudoku_js_keys: function (object) { return jsValues.put(Object.keys(jsValues.values[object])); },
});
