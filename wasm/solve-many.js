// solveMany: many puzzles through the module's batch buffers (wasm/batch_buffers.h), a window of
// text at a time (batch-input.js), so that the memory a batch takes, in WebAssembly and in
// JavaScript, is bounded by a window whatever the batch's size: the module's memory grows on
// demand and never shrinks, and a page keeps it. The time limit runs from the call's start:
// reading the text is part of the call.
import { SudokuError, errorFrom, unwrap, withoutStacks } from './errors.js';
import {
  MAX_BATCH_CHARS, arrayBatch, notABatch, textBatch, textWindows, windowHasPuzzles,
} from './batch-input.js';
import { callbackOption, engineOptions, millisecondsOption, ownOptions } from './plain-data.js';
import { puzzleText } from './puzzle-input.js';

// A stand-in line for an array item that is not a puzzle text at all: the engine reads it as
// invalid, and the item's own error replaces the engine's.
const STAND_IN = '-';
// Array items converted between two looks at the clock.
const ITEMS_PER_TICK = 4096;

const UTF8 = new TextEncoder();
const ASCII = new TextDecoder();  // the solutions are ASCII digits
const isBlank = (line) => /^[ \t]*$/.test(line);
const now = () => globalThis.performance.now();

// An array batch (copied by arrayBatch) as one text, one line per item (item i is puzzle i),
// with the errors of items that are not puzzle text at all (over 4,096 characters, say) by index.
function arrayText(items, tick) {
  const own = new Map();
  let chars = 0;
  const lines = new Array(items.length);
  for (let index = 0; index < items.length; ++index) {
    if (index % ITEMS_PER_TICK === 0) tick();
    let text;
    try {
      text = puzzleText(items[index]);
    } catch (error) {
      if (!(error instanceof SudokuError)) throw error;
      own.set(index, error);
      lines[index] = STAND_IN;
      continue;
    }
    // The engine skips blank lines; a blank item must still take its index, as an invalid line.
    const line = text.replace(/[\r\n]+/g, ' ');
    chars += line.length + 1;
    if (chars > MAX_BATCH_CHARS) {
      throw new SudokuError('badLength', `a batch holds at most ${MAX_BATCH_CHARS} characters of text; these items hold more`);
    }
    lines[index] = isBlank(line) ? STAND_IN : line;
  }
  return { text: lines.join('\n'), total: items.length, own };
}

/**
 * The codes a batch's raw answers use, read once from the module `raw`: `errors` names the core's
 * status numbers (an invalid puzzle's error), `statuses` maps each puzzle status code to its row
 * of the core's one table of batch statuses, { id, solution } (kBatchStatuses in
 * core/include/sudoku/batch.h: the id the API reports, and whether a solution comes with it).
 */
export function batchCodes(raw) {
  const statuses = Object.create(null);
  for (const { code, id, solution } of raw.batchStatuses()) statuses[code] = { id, solution };
  return { errors: raw.statusCodes(), statuses };
}

/**
 * solveMany(puzzles, options) of the API (see sudoku.d.ts for shapes and errors) on the raw
 * module `raw`; `codes` (batchCodes) names what its raw answers hold.
 */
export function solveMany(raw, codes, puzzles, options) {
  const start = now();
  const own = ownOptions(options, 'solveMany options');
  const onProgress = callbackOption(own, 'onProgress');
  delete own.onProgress;
  const timeLimitMs = millisecondsOption(own, 'timeLimitMs');
  const engine = engineOptions(own, 'solveMany options');
  const budget = engine.budget;
  const result = { statuses: [], solutions: [], errors: [], guesses: 0, ms: 0 };
  const exhausted = () => {
    result.ms = now() - start;
    return new SudokuError('budgetExhausted',
      `the budget ran out after ${result.statuses.length} puzzles (raise budget or timeLimitMs)`,
      { partial: result });
  };
  const deadline = timeLimitMs === undefined ? Infinity : start + timeLimitMs;
  const tick = () => {
    if (now() >= deadline) throw exhausted();
  };
  // Options for the next raw call: the caller's, with what is left of the call's budget and time.
  const left = () => {
    const next = Object.assign(Object.create(null), engine);
    if (typeof budget === 'number') next.budget = Math.max(budget - result.guesses, 0);
    if (timeLimitMs !== undefined) {
      next.timeLimitMs = deadline - now();
      if (!(next.timeLimitMs > 0)) throw exhausted();
    }
    return next;
  };
  // The options are the engine's to check, before anything is read: an empty slice.
  solveSlice(raw, '', engine, () => {});

  let batch;
  if (typeof puzzles === 'string') batch = { ...textBatch(puzzles, onProgress !== undefined, tick), own: new Map() };
  else if (Array.isArray(puzzles)) batch = arrayText(arrayBatch(puzzles), tick);
  else throw notABatch();

  for (const window of textWindows(batch.text, tick)) {
    if (window.long) {
      const error = withoutStacks(() => new SudokuError('badLength', `a line of ${window.end - window.start} characters is not a puzzle`));
      error.index = result.statuses.length;
      result.errors.push(error);
      result.statuses.push('invalid');
      result.solutions.push(null);
      continue;
    }
    // A window of blank lines holds nothing to solve: one search, no copy into the module.
    if (!windowHasPuzzles(batch.text, window)) continue;
    solveSlice(raw, batch.text.slice(window.start, window.end), left, (r) => {
      appendSlice(result, r, codes, batch.own);
      if (r.exhausted) throw exhausted();
    });
    // Only now, with the module's batch buffers free: the callback may call the engine, even
    // solveMany itself.
    onProgress?.({ done: result.statuses.length, total: batch.total });
  }
  result.ms = now() - start;
  return result;
}

// Solves the lines of `text` through the batch buffers: `options` (an object, or a function
// making the options of each raw call) and `take(r)`, given each raw call's outputs, which are
// valid until the next raw call.
function solveSlice(raw, text, options, take) {
  let input = raw._batchInput(text.length);
  let size = text.length;
  if (UTF8.encodeInto(text, input).read !== text.length) {
    // Not ASCII: encode first to learn the size (at most three bytes a character).
    const bytes = UTF8.encode(text);
    input = raw._batchInput(bytes.length);
    input.set(bytes);
    size = bytes.length;
  }
  try {
    let offset = 0;
    do {
      const r = unwrap(raw._solveBatch(offset, typeof options === 'function' ? options() : options));
      take(r);
      offset = r.consumed;
    } while (offset < size);
  } finally {
    raw._releaseBatch();
  }
}

// Copies one raw slice's outputs (valid until the next raw call) onto the result.
function appendSlice(result, r, codes, ownErrors) {
  const base = result.statuses.length;
  const solved = ASCII.decode(r.solutions);
  for (let i = 0; i < r.puzzles; ++i) {
    const status = codes.statuses[r.statuses[i]];
    result.statuses.push(status.id);
    result.solutions.push(status.solution ? solved.slice(81 * i, 81 * i + 81) : null);
  }
  const numbers = r.errors;
  withoutStacks(() => {
    for (let k = 0; k < numbers.length; k += 6) {
      const index = base + numbers[k];
      const error = ownErrors.get(index) ?? errorFrom({
        code: codes.errors[numbers[k + 1]], cell: numbers[k + 2], otherCell: numbers[k + 3],
        digit: numbers[k + 4], house: numbers[k + 5], size: 9,  // batches are 9x9 only
      });
      error.index = index;
      result.errors.push(error);
    }
  });
  result.guesses += r.guesses;
}
