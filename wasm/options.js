// Reading the caller's option objects. Only own enumerable properties count: a property another
// script set on Object.prototype (say `seed` or `wasmUrl`) must never change what a call does or
// which file it loads.

/**
 * A copy of `value`'s own enumerable properties on a null prototype, or an empty one for
 * undefined. Throws TypeError naming `what` when `value` is not a plain object (an object
 * literal or one made with Object.create(null): a Map or a class instance would hold its
 * options somewhere this cannot see).
 */
export function ownOptions(value, what) {
  const own = Object.create(null);
  if (value === undefined) return own;
  const kind = value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value;
  if (kind !== 'object') throw new TypeError(`${what} must be an object; got ${kind}`);
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) {
    throw new TypeError(`${what} must be a plain object; got a ${prototype?.constructor?.name ?? 'special object'}`);
  }
  for (const key of Object.keys(value)) own[key] = value[key];
  return own;
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

/** A copy of an object we did not make (a message, a raw result) that reads no prototype. */
export const ownCopy = (object) => Object.assign(Object.create(null), object);

/** The callback `name` of `options` (own properties only), or undefined; TypeError otherwise. */
export function callbackOption(options, name) {
  const callback = options[name];
  if (callback !== undefined && typeof callback !== 'function') {
    throw new TypeError(`${name} must be a function; got ${callback === null ? 'null' : typeof callback}`);
  }
  return callback;
}
