// Values and errors as they cross a worker's postMessage: structured cloning keeps an Error's
// message but loses its class and custom fields, so errors travel as plain fields and are made
// again on the other side. Used by the Worker entry (sudoku-worker.js) and the worker itself.
import { OPTIONAL_FIELDS, SudokuError, ownCopy } from './errors.js';

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

// solveMany's statuses and solutions travel as a few strings instead of two per puzzle:
// structured cloning then copies three strings and a short list (100,000 puzzles: 200,000
// strings fewer to make on each side and to collect). Nothing here knows what a status is or
// which statuses carry a solution (the engine's table says that, core/include/sudoku/batch.h,
// read by solve-many.js alone): a column of a few distinct strings travels as one character per
// item, its place in the list of those strings, and the solutions as one text, a line each, an
// empty line for none.
const FIRST_LETTER = 0x30;
const isSolveMany = (value) => Array.isArray(value.statuses) && Array.isArray(value.solutions);

// [the distinct values of `column` in order of first use, one letter per item].
function packColumn(column) {
  const values = [];
  const letters = new Map();
  const text = column.map((value) => {
    let letter = letters.get(value);
    if (letter === undefined) {
      letter = String.fromCharCode(FIRST_LETTER + values.length);
      letters.set(value, letter);
      values.push(value);
    }
    return letter;
  }).join('');
  return [values, text];
}

const unpackColumn = (values, text) => Array.from(text, (letter) => values[letter.charCodeAt(0) - FIRST_LETTER]);

// `count` lines of `text` (solutions contain no line break), an empty one as null.
const unpackLines = (text, count) => (count === 0 ? [] : text.split('\n').map((line) => (line === '' ? null : line)));

/**
 * A call's result as structured-clone-safe fields. Results hold SudokuErrors in one place only,
 * the batches' `errors`, flattened here; solveMany's columns are packed (see above).
 */
export function valueToMessage(value) {
  if (!(value && Object.hasOwn(value, 'errors') && Array.isArray(value.errors))) return value;
  const out = { ...value, errors: value.errors.map(errorToMessage) };
  if (isSolveMany(value)) {
    [out.statusValues, out.statuses] = packColumn(value.statuses);
    out.solutions = value.solutions.join('\n');  // a null joins as ''
  }
  return out;
}
/** A result made again from valueToMessage's fields: its SudokuErrors rebuilt, its columns unpacked. */
export function valueFromMessage(value) {
  if (!(value && Object.hasOwn(value, 'errors') && Array.isArray(value.errors))) return value;
  const out = { ...value, errors: value.errors.map(errorFromMessage) };
  if (typeof value.statuses === 'string' && Array.isArray(value.statusValues) && typeof value.solutions === 'string') {
    delete out.statusValues;
    out.statuses = unpackColumn(value.statusValues, value.statuses);
    out.solutions = unpackLines(value.solutions, out.statuses.length);
  }
  return out;
}
