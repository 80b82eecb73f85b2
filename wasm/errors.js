// The package's errors: SudokuError and the one converter from the engine's error objects. (The
// plain form they take to cross a worker's postMessage is in worker-messages.js.)

/** A copy of an object we did not make (a message, a raw result) that reads no prototype. */
export const ownCopy = (object) => Object.assign(Object.create(null), object);

/**
 * Thrown for caller mistakes the engine can name. `code` is stable ('badLength', 'badChar',
 * 'conflictingGivens', 'badOption', 'budgetExhausted', 'logicNotLoaded', and 'timeout' from the
 * Worker entry);
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

// Cells and houses of a grid of `size` digits (9, or 4 and 6: cell = size * row + column; houses
// rows 0..size-1, then columns, then boxes), named as the explanations name them.
// How many puzzles a batch got through, for its messages: '1 puzzle', '2 puzzles'.
export const puzzleCount = (count) => `${count} puzzle${count === 1 ? '' : 's'}`;
export const cellName = (cell, size = 9) => `r${Math.floor(cell / size) + 1}c${(cell % size) + 1}`;
export const houseName = (house, size = 9) => (house < size ? `row ${house + 1}`
  : house < 2 * size ? `column ${house - size + 1}` : `box ${house - 2 * size + 1}`);

/** The grid lengths the engine reads: 4x4, 6x6 and 9x9. */
export const ACCEPTED_CELLS = '16, 36 or 81';

const shown = (value) => (typeof value === 'string' ? JSON.stringify(value)
  : typeof value === 'number' || typeof value === 'boolean' ? String(value)
    : value === null ? 'null'
      : Array.isArray(value) && value.length <= 4 ? `[${value.map(shown).join(', ')}]` : typeof value);

// `raw`: an engine error object { code, cell, otherCell, digit, house, option, detail, got,
// partial } (wasm/to_js.h). Each code's message, made in one place.
// `r.size`, when the engine sets it: the grid's digits per house (a small grid's, or the one
// size a call or an input accepts); else every size is meant.
const MESSAGES = {
  badLength: (r) => (r.option === undefined ? '' : `${r.option}: `) +
    `expected ${r.size === undefined ? ACCEPTED_CELLS : r.size * r.size} cells, found ${r.cell}`,
  badChar: (r) => (r.option === undefined ? '' : `${r.option}: `) + `cell ${cellName(r.cell, r.size)} (index ${r.cell}) ` +
    (r.got === undefined ? '' : `holds ${JSON.stringify(r.got)}, which `) + `is neither a digit 1-${r.size ?? 9} nor a blank`,
  conflictingGivens: (r) => `digit ${r.digit} appears twice in ${houseName(r.house, r.size)}: ` +
    `${cellName(r.cell, r.size)} and ${cellName(r.otherCell, r.size)}`,
  badOption: (r) => `${r.option} ${r.detail}` + (r.got === undefined ? '' : `; got ${shown(r.got)}`) +
    (r.cell >= 0 ? ` (${cellName(r.cell, r.size)})` : ''),
  budgetExhausted: (r) => `the budget ran out ${r.detail ?? 'before the work was done'}`,
};

/**
 * The error of a call of the full engine's logic part (`call`: its name) made before that part
 * was loaded (createSudoku({ logic: false }) without loadLogic()).
 */
export const logicNotLoaded = (call) => new SudokuError('logicNotLoaded',
  `${call} needs the engine's logic part: await loadLogic() first, or create the engine without logic: false`);

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
