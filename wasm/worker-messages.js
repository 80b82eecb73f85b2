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

// solveMany's statuses and solutions travel as one string each: structured cloning copies two
// strings instead of two per puzzle (100,000 puzzles: 200,000 strings fewer to make on each side
// and to collect). A solution is there exactly for 'unique', 'multiple' and 'solved' (81
// characters each).
const STATUS_LETTERS = { none: 'n', unique: 'u', multiple: 'm', solved: 's', invalid: 'x' };
const STATUS_OF_LETTER = Object.fromEntries(Object.entries(STATUS_LETTERS).map(([status, letter]) => [letter, status]));
const isSolveMany = (value) => Array.isArray(value.statuses) && Array.isArray(value.solutions);

function unpackSolutions(statuses, text) {
  const solutions = new Array(statuses.length);
  let at = 0;
  for (let i = 0; i < statuses.length; ++i) {
    const solved = statuses[i] === 'unique' || statuses[i] === 'multiple' || statuses[i] === 'solved';
    solutions[i] = solved ? text.slice(at, at += 81) : null;
  }
  return solutions;
}

// Results hold SudokuErrors in one place only: the batches' `errors`.
export function valueToMessage(value) {
  if (!(value && Object.hasOwn(value, 'errors') && Array.isArray(value.errors))) return value;
  const out = { ...value, errors: value.errors.map(errorToMessage) };
  if (isSolveMany(value)) {
    out.statuses = value.statuses.map((status) => STATUS_LETTERS[status]).join('');
    out.solutions = value.solutions.join('');  // a null joins as ''
  }
  return out;
}
export function valueFromMessage(value) {
  if (!(value && Object.hasOwn(value, 'errors') && Array.isArray(value.errors))) return value;
  const out = { ...value, errors: value.errors.map(errorFromMessage) };
  if (typeof value.statuses === 'string' && typeof value.solutions === 'string') {
    out.statuses = Array.from(value.statuses, (letter) => STATUS_OF_LETTER[letter]);
    out.solutions = unpackSolutions(out.statuses, value.solutions);
  }
  return out;
}
