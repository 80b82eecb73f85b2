// solveMany: many puzzles through the module's batch buffers (wasm/batch_buffers.h), a window of
// text (batch-input.js) or of an array's lines at a time, so that the memory a batch takes, in WebAssembly and in
// JavaScript, is bounded by a window whatever the batch's size: the module's memory grows on
// demand and never shrinks, and a page keeps it. The time limit runs from the call's start:
// reading the text is part of the call.
import { SudokuError, errorFrom, puzzleCount, unwrap, withoutStacks } from './errors.js';
import {
  MAX_BATCH_CHARS, WINDOW_CHARS, arrayBatch, notABatch, textBatch, textWindows, tooMuchText, windowHasPuzzles,
} from './batch-input.js';
import { callbackOption, engineOptions, millisecondsOption, ownOptions } from './plain-data.js';
import { MAX_TEXT_LENGTH, puzzleText, readBatchItem } from './puzzle-input.js';

// A stand-in line for an array item that is not a puzzle text at all: the engine reads it as
// invalid, and the item's own error replaces the engine's.
const STAND_IN = '-';
// Array items converted between two looks at the clock.
const ITEMS_PER_TICK = 4096;

const UTF8 = new TextEncoder();
// ignoreBOM: a bad character that is U+FEFF is named as itself, not dropped (the solutions are ASCII).
const UTF8_TEXT = new TextDecoder('utf-8', { ignoreBOM: true });
const isBlank = (line) => /^[ \t]*$/.test(line);
const now = () => globalThis.performance.now();

// An array batch (copied by arrayBatch) as its lines, one per item (item i is puzzle i), never
// joined into one text: { lines, total, own (the errors of items that are not puzzle text at all,
// over 4,096 characters say, by index) }. A line is a puzzle text with its line breaks as spaces,
// or a stand-in. The usual item, a string that starts with neither a blank nor a byte-order mark
// and holds no line break, is its own line: a few tests of it, where reading it as any puzzle
// form (puzzleText) costs several string operations.
function arrayLines(items, tick) {
  const own = new Map();
  let chars = 0;
  const lines = new Array(items.length);
  for (let index = 0; index < items.length; ++index) {
    if (index % ITEMS_PER_TICK === 0) tick();
    const item = items[index];
    const first = typeof item === 'string' ? item.charCodeAt(0) : 0;
    if (first > 0x20 && first !== 0xFEFF && item.length <= MAX_TEXT_LENGTH && item.indexOf('\n') < 0 &&
        item.indexOf('\r') < 0) {
      // TextEncoder writes a lone surrogate as U+FFFD, as puzzleText would have made it.
      lines[index] = item;
      chars += item.length + 1;
    } else {
      let text;
      try {
        text = readBatchItem(puzzleText, item, index);
      } catch (error) {
        if (!(error instanceof SudokuError)) throw error;
        own.set(index, error);
        lines[index] = STAND_IN;
        continue;
      }
      // The engine skips blank lines; a blank item must still take its index, as an invalid line.
      const line = text.replace(/[\r\n]+/g, ' ');
      lines[index] = isBlank(line) ? STAND_IN : line;
      chars += line.length + 1;
    }
    if (chars > MAX_BATCH_CHARS) throw tooMuchText('more');
  }
  return { lines, total: items.length, own };
}

// The windows of an array batch's lines: { start, end, chars } runs of lines [start, end) of at
// most WINDOW_CHARS characters with their line breaks (a line is at most MAX_TEXT_LENGTH + 1).
function* lineWindows(lines, tick) {
  for (let start = 0; start < lines.length;) {
    tick();
    let end = start;
    let chars = 0;
    while (end < lines.length && (end === start || chars + lines[end].length + 1 <= WINDOW_CHARS)) {
      chars += lines[end].length + 1;
      ++end;
    }
    yield { start, end, chars };
    start = end;
  }
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
      `the budget ran out after ${puzzleCount(result.statuses.length)} (raise budget or timeLimitMs)`,
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
  solveSlice(raw, textWriter(''), engine, () => {});
  const solveWindow = (write) => {
    solveSlice(raw, write, left, (r) => {
      appendSlice(result, r, codes, ownErrors);
      if (r.exhausted) throw exhausted();
    });
    // Only now, with the module's batch buffers free: the callback may call the engine, even
    // solveMany itself.
    onProgress?.({ done: result.statuses.length, total });
  };

  let ownErrors = new Map();
  let total;
  if (typeof puzzles === 'string') {
    const batch = textBatch(puzzles, onProgress !== undefined, tick);
    total = batch.total;
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
      solveWindow(textWriter(batch.text.slice(window.start, window.end)));
    }
  } else if (Array.isArray(puzzles)) {
    const batch = arrayLines(arrayBatch(puzzles), tick);
    ({ own: ownErrors, total } = batch);
    for (const window of lineWindows(batch.lines, tick)) solveWindow(linesWriter(batch.lines, window));
  } else {
    throw notABatch();
  }
  result.ms = now() - start;
  return result;
}

// Writes `text` into the module's batch input; returns its size in bytes.
const textWriter = (text) => (raw) => {
  const input = raw._batchInput(text.length);
  if (UTF8.encodeInto(text, input).read === text.length) return text.length;
  // Not ASCII: encode first to learn the size (at most three bytes a character).
  const bytes = UTF8.encode(text);
  raw._batchInput(bytes.length).set(bytes);
  return bytes.length;
};

// Lines of an array batch joined into one text before encoding: one encodeInto per 256 lines.
// Encoding line by line made a view of the input for every line, and joining a whole window's
// lines took V8 longer than solving an easy puzzle; this way an array of Kaggle's easy puzzles
// is read 3 to 6% faster.
const LINES_PER_ENCODE = 256;

// Writes the lines [window.start, window.end) of an array batch into the module's batch input,
// one after another with a line break between; returns the size in bytes. Room for ASCII first,
// three bytes a character if that does not fit.
const linesWriter = (lines, window) => (raw) => {
  for (let room = window.chars; ; room = 3 * window.chars) {
    const input = raw._batchInput(room);
    let at = 0;
    let i = window.start;
    for (; i < window.end; i += LINES_PER_ENCODE) {
      const text = lines.slice(i, Math.min(i + LINES_PER_ENCODE, window.end)).join('\n');
      const { read, written } = UTF8.encodeInto(text, input.subarray(at));
      if (read < text.length || at + written >= room) break;
      at += written + 1;
    }
    if (i >= window.end) return room;
  }
};

// Solves the lines `write(raw)` puts into the batch buffers (returning their size): `options` (an
// object, or a function making the options of each raw call) and `take(r)`, given each raw call's
// outputs, which are valid until the next raw call.
function solveSlice(raw, write, options, take) {
  const size = write(raw);
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

// Copies one raw slice's outputs (valid until the next raw call) onto the result. The solutions
// are decoded 256 puzzles at a time: node 20 took over ten times as long a puzzle to decode a
// whole slice's (up to 1.3 MB) at once.
function appendSlice(result, r, codes, ownErrors) {
  const base = result.statuses.length;
  let solved;
  for (let i = 0; i < r.puzzles; ++i) {
    const at = 81 * (i % 256);
    if (at === 0) solved = UTF8_TEXT.decode(r.solutions.subarray(81 * i, 81 * (i + 256)));
    const status = codes.statuses[r.statuses[i]];
    result.statuses.push(status.id);
    result.solutions.push(status.solution ? solved.slice(at, at + 81) : null);
  }
  const numbers = r.errors;
  withoutStacks(() => {
    for (let k = 0; k < numbers.length; k += 7) {
      const index = base + numbers[k];
      const error = ownErrors.get(index) ?? errorFrom({
        code: codes.errors[numbers[k + 1]], cell: numbers[k + 2], otherCell: numbers[k + 3],
        digit: numbers[k + 4], house: numbers[k + 5], size: 9,  // batches are 9x9 only
        // The first character of the four bytes from the one at fault (badChar's message shows it).
        got: [...UTF8_TEXT.decode(Int32Array.of(numbers[k + 6]))][0],
      });
      error.index = index;
      result.errors.push(error);
    }
  });
  result.guesses += r.guesses;
}
