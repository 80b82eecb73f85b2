// Values and errors as they cross a worker's postMessage: structured cloning keeps an Error's
// message but loses its class and custom fields, so errors travel as plain fields and are made
// again on the other side. Used by the Worker entry (sudoku-worker.js) and the worker itself.
import { OPTIONAL_FIELDS, SudokuError } from './errors.js';
import { ownCopy } from './options.js';

/** An error as structured-clone-safe fields; SudokuErrors inside `partial` are flattened too. */
export function errorToMessage(error) {
  if (error === null || typeof error !== 'object') return { name: 'Error', message: String(error) };
  const out = { name: error.name ?? 'Error', message: error.message ?? String(error) };
  for (const field of ['code', 'cell', ...OPTIONAL_FIELDS]) {
    if (Object.hasOwn(error, field) && error[field] !== undefined) out[field] = error[field];
  }
  if (out.partial !== undefined) out.partial = valueToMessage(out.partial);
  return out;
}

/** Rebuilds a SudokuError / TypeError / Error from its plain fields. */
export function errorFromMessage(message) {
  const e = ownCopy(message);
  if (e.name === 'SudokuError') {
    if (e.partial !== undefined) e.partial = valueFromMessage(e.partial);
    return new SudokuError(e.code, e.message, e);
  }
  if (e.name === 'TypeError') return new TypeError(e.message);
  const error = new Error(e.message);
  if (e.name) error.name = e.name;
  return error;
}

// Results hold SudokuErrors in one place only: solveMany's `errors`.
export const valueToMessage = (value) => (value && Object.hasOwn(value, 'errors') && Array.isArray(value.errors)
  ? { ...value, errors: value.errors.map(errorToMessage) } : value);
export const valueFromMessage = (value) => (value && Object.hasOwn(value, 'errors') && Array.isArray(value.errors)
  ? { ...value, errors: value.errors.map(errorFromMessage) } : value);
