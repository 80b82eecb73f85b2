// Reading the caller's option objects. Only own enumerable properties count: a property another
// script set on Object.prototype (say `seed` or `wasmUrl`) must never change what a call does or
// which file it loads.

/**
 * A copy of `value`'s own enumerable properties on a null prototype, or an empty one for
 * undefined. Throws TypeError naming `what` when `value` is not a plain object.
 */
export function ownOptions(value, what) {
  const own = Object.create(null);
  if (value === undefined) return own;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new TypeError(`${what} must be an object; got ${value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value}`);
  }
  for (const key of Object.keys(value)) own[key] = value[key];
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
