// Values and errors as they cross a worker's postMessage: structured cloning keeps an Error's
// message but loses its class and custom fields, so errors travel as plain fields and are made
// again on the other side. Used by the Worker entry (sudoku-worker.js) and the worker itself.
import { OPTIONAL_FIELDS, SudokuError } from './errors.js';

/** An error as structured-clone-safe fields; SudokuErrors inside `partial` are flattened too. */
export function errorToMessage(error) {
  const out = { name: error?.name ?? 'Error', message: error?.message ?? String(error) };
  if (error?.code !== undefined) out.code = error.code;
  if (error?.cell !== undefined) out.cell = error.cell;
  for (const field of OPTIONAL_FIELDS) if (error?.[field] !== undefined) out[field] = error[field];
  if (out.partial !== undefined) out.partial = valueToMessage(out.partial);
  return out;
}

/** Rebuilds a SudokuError / TypeError / Error from its plain fields. */
export function errorFromMessage(e) {
  if (e.name === 'SudokuError') {
    const details = { ...e };
    if (details.partial !== undefined) details.partial = valueFromMessage(details.partial);
    return new SudokuError(e.code, e.message, details);
  }
  if (e.name === 'TypeError') return new TypeError(e.message);
  const error = new Error(e.message);
  if (e.name) error.name = e.name;
  return error;
}

// Results hold SudokuErrors in one place only: solveMany's `errors`.
export const valueToMessage = (value) => (value && Array.isArray(value.errors)
  ? { ...value, errors: value.errors.map(errorToMessage) } : value);
export const valueFromMessage = (value) => (value && Array.isArray(value.errors)
  ? { ...value, errors: value.errors.map(errorFromMessage) } : value);
