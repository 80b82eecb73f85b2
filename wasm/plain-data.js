// The one reader of what callers pass. Every option and input is copied here into plain data
// before any engine call, each value read once: a caller's getter, Proxy trap, toString or
// valueOf runs (and may throw) only while this copies, in JavaScript, never while an engine frame
// is on the stack (an exception thrown through the engine's frames would leave its stack
// unwound, and the module broken), and a trap that answers differently on a second read cannot
// make two checks see two values. Only own enumerable properties count: a property another
// script set on Object.prototype (say `seed` or `wasmUrl`) never changes what a call does.
import { SudokuError } from './errors.js';

/** The most items an array inside a call's options or a puzzle may hold (4,096, as puzzle text). */
export const MAX_ITEMS = 4096;

// A copied value holds at most this many values in all (arrays nest: a batch of 9x9 arrays).
const MAX_VALUES = 128 * 1024 * 1024;
// Arrays and plain objects nest at most this deep (a batch of 9x9 arrays: three levels).
const MAX_DEPTH = 3;

const kindOf = (value) => (value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value);

// The name of an object's kind for messages, from its prototype (read once by the caller).
const objectKind = (prototype) => {
  const name = prototype === null || typeof prototype !== 'object' ? undefined
    : Object.getOwnPropertyDescriptor(prototype, 'constructor')?.value?.name;
  return typeof name === 'string' && name !== '' ? `a ${name}` : 'a special object';
};

const isPlainPrototype = (prototype) => prototype === Object.prototype || prototype === null;

/**
 * A copy of `array`'s items, read once: its length once (a valid array length, else TypeError
 * naming `what`), then each index once, a hole as undefined. An array longer than `maxItems` is
 * not read at all: the copy is an empty array of the same length, which every reader refuses by
 * its length alone (so a Proxy that claims a billion items costs nothing).
 */
export function copyArray(array, what, maxItems) {
  const length = array.length;
  if (!(Number.isInteger(length) && length >= 0 && length <= 2 ** 32 - 1)) {
    throw new TypeError(`${what} is an array whose length is not a whole number; got ${String(length)}`);
  }
  if (length > maxItems) {
    const stub = [];
    stub.length = length;
    return stub;
  }
  const copy = new Array(length);
  for (let index = 0; index < length; ++index) copy[index] = array[index];
  return copy;
}

/**
 * `value` as plain data, read once: strings, numbers, booleans, bigints, null and undefined as
 * they are; an array (a Proxy of one included) as a new array of plain data (copyArray; at most
 * `maxItems` items, MAX_ITEMS for the arrays inside it); a plain object (prototype
 * Object.prototype or null) as a null-prototype object of its own enumerable properties, each
 * plain data. Nesting stops at three levels and 128 Mi values in all. Throws TypeError naming
 * `what` for anything else (a function, a symbol, a Map, a Date, an AbortSignal: nothing the
 * engine reads or a worker's message carries), and the caller's own error when a getter or trap
 * throws.
 */
export function plainValue(value, what, maxItems = MAX_ITEMS) {
  const budget = { values: MAX_VALUES };
  return plainAt(value, what, maxItems, 0, budget);
}

function plainAt(value, what, maxItems, depth, budget) {
  if (value === null || (typeof value !== 'object' && typeof value !== 'function')) {
    if (typeof value === 'symbol') throw new TypeError(`${what} must be plain data (a number, string, boolean, array or plain object); got a symbol`);
    return value;
  }
  if (typeof value === 'function') {
    throw new TypeError(`${what} must be plain data (a number, string, boolean, array or plain object); got a function`);
  }
  if (depth >= MAX_DEPTH) throw new TypeError(`${what} nests arrays or objects more than ${MAX_DEPTH} deep`);
  if (Array.isArray(value)) {
    const copy = copyArray(value, what, maxItems);
    // An over-long array is a stub of its length alone (copyArray): nothing in it to read.
    if (copy.length > maxItems) return copy;
    spend(budget, copy.length, what);
    for (let index = 0; index < copy.length; ++index) {
      copy[index] = plainAt(copy[index], what, MAX_ITEMS, depth + 1, budget);
    }
    return copy;
  }
  const prototype = Object.getPrototypeOf(value);
  if (!isPlainPrototype(prototype)) {
    throw new TypeError(`${what} must be plain data (a number, string, boolean, array or plain object); got ${objectKind(prototype)}`);
  }
  const copy = Object.create(null);
  const keys = Object.keys(value);
  spend(budget, keys.length, what);
  for (const key of keys) copy[key] = plainAt(value[key], what, MAX_ITEMS, depth + 1, budget);
  return copy;
}

function spend(budget, count, what) {
  budget.values -= count;
  if (budget.values < 0) throw new SudokuError('badLength', `${what} holds more than ${MAX_VALUES} values`);
}

/**
 * A copy of `value`'s own enumerable properties on a null prototype, or an empty one for
 * undefined, each property read once (its value as given: callbacks, signals and URLs are read
 * by JavaScript; what goes to the engine is copied again by engineOptions). Throws TypeError
 * naming `what` when `value` is not a plain object (an object literal or one made with
 * Object.create(null): a Map or a class instance would hold its options somewhere this cannot
 * see).
 */
export function ownOptions(value, what) {
  const own = Object.create(null);
  if (value === undefined) return own;
  const kind = kindOf(value);
  if (kind !== 'object') throw new TypeError(`${what} must be an object; got ${kind}`);
  const prototype = Object.getPrototypeOf(value);
  if (!isPlainPrototype(prototype)) {
    throw new TypeError(`${what} must be a plain object; got ${objectKind(prototype)}`);
  }
  for (const key of Object.keys(value)) own[key] = value[key];
  return own;
}

/**
 * The options object an engine call reads: `own` (from ownOptions, with what JavaScript reads
 * itself taken out) with every value copied as plain data (plainValue), on a null prototype.
 * An option set to undefined is left out, as if absent.
 */
export function engineOptions(own, what) {
  const options = Object.create(null);
  for (const name of Object.keys(own)) {
    if (own[name] !== undefined) options[name] = plainValue(own[name], `${what}: ${name}`);
  }
  return options;
}

/** Throws TypeError naming `what` when `own` (from ownOptions) holds a name not in `known`. */
export function onlyOptions(own, known, what) {
  for (const name of Object.keys(own)) {
    if (own[name] !== undefined && !known.includes(name)) {
      throw new TypeError(`${name} is not an option of ${what} (known: ${known.join(', ')})`);
    }
  }
  return own;
}

/** The callback `name` of `options` (own properties only), or undefined; TypeError otherwise. */
export function callbackOption(options, name) {
  const callback = options[name];
  if (callback !== undefined && typeof callback !== 'function') {
    throw new TypeError(`${name} must be a function; got ${callback === null ? 'null' : typeof callback}`);
  }
  return callback;
}

// The longest time limit a call takes: the engine's limits are 32-bit milliseconds.
const MAX_MILLISECONDS = 4294967295;

/**
 * A time limit in ms, checked: the one place the rule of a time limit is written, for every
 * `timeLimitMs` option (the calls', the Worker entry's and the pools') and within(ms). `ms` is
 * undefined (no limit: undefined is returned) or a number (else TypeError naming `what`) above
 * 0 (else SudokuError 'badOption' with `option`). A limit the call itself keeps (`timer` false)
 * is at most 2^32-1 ms, as the engine reads it, and a larger one, Infinity included, is
 * 'badOption'; a limit a timer keeps on the caller's side (`timer` true: worker-client.js) may
 * be larger.
 */
export function checkedMilliseconds(ms, what, option, timer) {
  if (ms === undefined) return ms;
  if (typeof ms !== 'number') throw new TypeError(`${what} must be a number; got ${kindOf(ms)}`);
  if (!(ms > 0) || (!timer && ms > MAX_MILLISECONDS)) {
    throw new SudokuError('badOption', `${what} must be a positive number of milliseconds; got ${ms}`, { option });
  }
  return ms;
}

/**
 * The time limit `name` of a call's options `own` (from ownOptions) in ms, or undefined when
 * absent: a positive number of at most 2^32-1 (about 49.7 days), which the engine reads as it
 * is (checkedMilliseconds: TypeError for another type, badOption for zero, a negative number,
 * NaN, Infinity or more). Every call that takes a timeLimitMs checks it here first.
 */
export const millisecondsOption = (own, name) => checkedMilliseconds(own[name], name, name, false);


/**
 * The `logic` option of the full engine's entries (createSudoku, createSudokuWorker): whether
 * its logic part loads with its core part (logic-part.js). undefined is true; another value that
 * is not a boolean is a TypeError.
 */
export function logicOption(logic) {
  if (logic === undefined) return true;
  if (typeof logic !== 'boolean') throw new TypeError(`logic must be true or false; got ${kindOf(logic)}`);
  return logic;
}

/**
 * A browser entry's URL option (wasmUrl, logicWasmUrl) as an absolute URL string: a relative one
 * is read against the page's (or the worker's own) address, as fetch() would read it there, so
 * that a worker that gets it reads it the same way and a URL derived from it (the logic part
 * beside the core part) can be made. undefined stays undefined; a string or URL that makes no URL
 * is a TypeError naming the option.
 */
export function urlOption(own, name) {
  const value = own[name];
  if (value === undefined) return undefined;
  try {
    return new URL(String(value), globalThis.location?.href).href;
  } catch {
    throw new TypeError(`${name} must be a URL, absolute or relative to the page; got ${JSON.stringify(String(value)).slice(0, 200)}`);
  }
}
