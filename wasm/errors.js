// The package's errors: SudokuError and the one converter from the engine's error objects. (The
// plain form they take to cross a worker's postMessage is in worker-messages.js.)
import { ownCopy } from './options.js';

/**
 * Thrown for caller mistakes the engine can name. `code` is stable ('badLength', 'badChar',
 * 'conflictingGivens', 'badOption', 'budgetExhausted', and 'timeout' from the Worker entry);
 * `cell` is 0..80 or -1. Other fields where they apply: otherCell, digit, house
 * (conflictingGivens), option (badOption, and the hint input at fault), found (badLength),
 * index (an invalid puzzle of solveMany), partial (the results a batch made before its budget
 * ran out). The engine stays usable after any error.
 */
export class SudokuError extends Error {
  constructor(code, message, details = {}) {
    super(message);
    this.name = 'SudokuError';
    this.code = code;
    this.cell = Object.hasOwn(details, 'cell') ? details.cell ?? -1 : -1;
    for (const field of OPTIONAL_FIELDS) {
      if (Object.hasOwn(details, field) && details[field] !== undefined) this[field] = details[field];
    }
  }
}

// The fields a SudokuError may carry besides code and cell, in one list for the constructor and
// for the worker's plain form.
export const OPTIONAL_FIELDS = ['otherCell', 'digit', 'house', 'option', 'found', 'index', 'partial'];

export const cellName = (cell) => `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;
export const houseName = (house) =>
  house < 9 ? `row ${house + 1}` : house < 18 ? `column ${house - 8}` : `box ${house - 17}`;

const shown = (value) => (typeof value === 'string' ? JSON.stringify(value)
  : typeof value === 'number' || typeof value === 'boolean' ? String(value)
    : value === null ? 'null' : typeof value);

// `raw`: an engine error object { code, cell, otherCell, digit, house, option, detail, got,
// partial } (wasm/to_js.h). Each code's message, made in one place.
const MESSAGES = {
  badLength: (r) => (r.option === undefined ? '' : `${r.option}: `) + `expected 81 cells, found ${r.cell}`,
  badChar: (r) => (r.option === undefined ? '' : `${r.option}: `) + `cell ${cellName(r.cell)} (index ${r.cell}) ` +
    (r.got === undefined ? '' : `holds ${JSON.stringify(r.got)}, which `) + 'is neither a digit 1-9 nor a blank',
  conflictingGivens: (r) => `digit ${r.digit} appears twice in ${houseName(r.house)}: ` +
    `${cellName(r.cell)} and ${cellName(r.otherCell)}`,
  badOption: (r) => `${r.option} ${r.detail}` + (r.got === undefined ? '' : `; got ${shown(r.got)}`) +
    (r.cell >= 0 ? ` (${cellName(r.cell)})` : ''),
  budgetExhausted: (r) => `the budget ran out ${r.detail ?? 'before the work was done'}`,
};

/** The Error to throw for an engine error object: a SudokuError, or a TypeError. */
export function errorFrom(engineError) {
  const raw = ownCopy(engineError);
  if (raw.code === 'typeError') {
    return new TypeError(`${raw.option} ${raw.detail}` + (raw.got === undefined ? '' : `; got ${raw.got}`));
  }
  const message = (MESSAGES[raw.code] ?? ((r) => `engine error: ${r.code}`))(raw);
  const details = Object.create(null);
  details.cell = raw.cell;
  if (raw.code === 'badLength') {
    details.cell = -1;
    details.found = raw.cell;
  } else if (raw.code === 'conflictingGivens') {
    Object.assign(details, { otherCell: raw.otherCell, digit: raw.digit, house: raw.house });
  }
  if (raw.option !== undefined) details.option = raw.option;
  if (raw.partial !== undefined) details.partial = raw.partial;
  return new SudokuError(raw.code, message, details);
}

/** A raw call's answer: its value, or the error it stands for, thrown. */
export function unwrap(answer) {
  if (answer !== null && typeof answer === 'object' && Object.hasOwn(answer, 'code')) throw errorFrom(answer);
  return answer;
}

/**
 * Errors that are data, not throws (a batch's invalid puzzles): made without a stack trace,
 * which would cost more than the rest of the item. Error.stackTraceLimit is where V8 reads the
 * depth; elsewhere it is an unused property, restored all the same.
 */
export function withoutStacks(make) {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return make();
  } finally {
    Error.stackTraceLimit = limit;
  }
}
