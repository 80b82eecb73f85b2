// The table of JS values that C++ names by index (js_value.h), an Emscripten JS library linked
// into both modules (--js-library, wasm/CMakeLists.txt). The first four entries are undefined,
// null, true and false; every other entry lives for one call (load.js):
//   begin()            a mark of the table before a call;
//   answer(index, mark) the call's answer, its arrays made whole (below);
//   end(mark)          the table as it was at the mark (a call made while another one runs
//                      leaves the outer call's entries alone).
//
// No code of another script runs while the engine builds an answer: the built-ins used here are
// read once, when the module starts; an answer object's fields are defined through a descriptor
// of its own (no setter of Object.prototype is met), and an array is filled while it has no
// prototype (no setter of Array.prototype is met) and given Array.prototype when answered. The
// table itself has no prototype either.
mergeInto(LibraryManager.library, {
  $jsValues__deps: ['$makeJsValues'],
  $jsValues: {},
  $jsValues__postset: 'makeJsValues(jsValues); Module["jsValues"] = jsValues;',
  $makeJsValues: function (self) {
    var apply = Reflect.apply;
    var defineProperty = Object.defineProperty;
    var setPrototypeOf = Object.setPrototypeOf;
    var keys = Object.keys;
    var isArray = Array.isArray;
    var arrayPrototype = Array.prototype;
    var fromCharCode = String.fromCharCode;
    var charCodeAt = String.prototype.charCodeAt;
    var subarray = Uint8Array.prototype.subarray;
    var setBytes = Uint8Array.prototype.set;
    var encoder = new TextEncoder();
    // ignoreBOM: a U+FEFF the engine hands over (a bad character's `got`) is kept, not dropped.
    var decoder = new TextDecoder('utf-8', { ignoreBOM: true });
    var encode = TextEncoder.prototype.encode;
    var decode = TextDecoder.prototype.decode;
    var values = setPrototypeOf([undefined, null, true, false], null);
    var made = setPrototypeOf([], null);
    var field = setPrototypeOf({ value: undefined, writable: true, enumerable: true, configurable: true }, null);

    var put = function (value) {
      if (value === undefined) return 0;
      var index = values.length;
      values[index] = value;
      return index;
    };
    self.put = put;
    self.begin = function () { return [values.length, made.length]; };
    self.answer = function (index, mark) {
      for (var i = mark[1]; i < made.length; ++i) setPrototypeOf(made[i], arrayPrototype);
      return values[index];
    };
    self.end = function (mark) {
      values.length = mark[0];
      made.length = mark[1];
    };

    self.object = function () { return put({}); };
    self.array = function () {
      var array = setPrototypeOf([], null);
      made[made.length] = array;
      return put(array);
    };
    // Short ASCII text (the names and codes of answers) is read byte by byte, faster than a
    // TextDecoder call; anything else is decoded.
    self.string = function (utf8, bytes) {
      if (bytes <= 32) {
        var text = '';
        for (var i = 0; i < bytes; ++i) {
          var byte = HEAPU8[utf8 + i];
          if (byte >= 128) break;
          text += fromCharCode(byte);
        }
        if (i === bytes) return put(text);
      }
      return put(apply(decode, decoder, [apply(subarray, HEAPU8, [utf8, utf8 + bytes])]));
    };
    // A Uint8Array (element_bytes 1) or Int32Array (4) view of the module's memory.
    self.view = function (elementBytes, data, count) {
      var heap = elementBytes === 4 ? HEAP32 : HEAPU8;
      var first = data / elementBytes;
      return put(apply(subarray, heap, [first, first + count]));
    };
    self.get = function (object, key) { return put(values[object][values[key]]); };
    self.set = function (object, key, value) {
      var target = values[object];
      if (isArray(target)) {
        target[values[key]] = values[value];
      } else {
        field.value = values[value];
        defineProperty(target, values[key], field);
        field.value = undefined;
      }
    };
    // The kinds of JsValue::Kind, in its order.
    self.kind = function (index) {
      var value = values[index];
      switch (typeof value) {
        case 'undefined': return 0;
        case 'boolean': return value ? 2 : 3;
        case 'number': return 4;
        case 'string': return 5;
        case 'function': return 8;
        case 'symbol': return 9;
        case 'bigint': return 10;
        default: return value === null ? 1 : isArray(value) ? 6 : 7;
      }
    };
    self.numberOf = function (index) { return values[index]; };
    // A string's UTF-8 bytes (a lone surrogate as U+FFFD), copied to `out` when they fit in
    // `capacity`; the number of bytes either way. ASCII text is copied character by character.
    self.utf8 = function (index, out, capacity) {
      var text = values[index];
      if (text.length <= capacity) {
        for (var i = 0; i < text.length; ++i) {
          var code = apply(charCodeAt, text, [i]);
          if (code >= 128) break;
          HEAPU8[out + i] = code;
        }
        if (i === text.length) return i;
      }
      var bytes = apply(encode, encoder, [text]);
      if (bytes.length <= capacity) apply(setBytes, HEAPU8, [bytes, out]);
      return bytes.length;
    };
    // A string's UTF-16 code units, copied to `out` when they fit; their number either way.
    self.utf16 = function (index, out, capacity) {
      var text = values[index];
      if (text.length <= capacity) {
        for (var i = 0; i < text.length; ++i) HEAPU16[(out >> 1) + i] = apply(charCodeAt, text, [i]);
      }
      return text.length;
    };
    self.keys = function (object) { return put(keys(values[object])); };
  },

  sudoku_js_object__deps: ['$jsValues'],
  sudoku_js_object: function () { return jsValues.object(); },
  sudoku_js_array__deps: ['$jsValues'],
  sudoku_js_array: function () { return jsValues.array(); },
  sudoku_js_number__deps: ['$jsValues'],
  sudoku_js_number: function (number) { return jsValues.put(number); },
  sudoku_js_string__deps: ['$jsValues'],
  sudoku_js_string: function (utf8, bytes) { return jsValues.string(utf8, bytes); },
  sudoku_js_view__deps: ['$jsValues'],
  sudoku_js_view: function (elementBytes, data, count) { return jsValues.view(elementBytes, data, count); },
  sudoku_js_get__deps: ['$jsValues'],
  sudoku_js_get: function (object, key) { return jsValues.get(object, key); },
  sudoku_js_set__deps: ['$jsValues'],
  sudoku_js_set: function (object, key, value) { jsValues.set(object, key, value); },
  sudoku_js_kind__deps: ['$jsValues'],
  sudoku_js_kind: function (index) { return jsValues.kind(index); },
  sudoku_js_number_of__deps: ['$jsValues'],
  sudoku_js_number_of: function (index) { return jsValues.numberOf(index); },
  sudoku_js_utf8__deps: ['$jsValues'],
  sudoku_js_utf8: function (index, out, capacity) { return jsValues.utf8(index, out, capacity); },
  sudoku_js_utf16__deps: ['$jsValues'],
  sudoku_js_utf16: function (index, out, capacity) { return jsValues.utf16(index, out, capacity); },
  sudoku_js_keys__deps: ['$jsValues'],
  sudoku_js_keys: function (object) { return jsValues.keys(object); },
});
