// solveMany: many puzzles through the module's batch buffers (wasm/batch_buffers.h), slice by
// slice, so that the WebAssembly memory a batch takes is bounded whatever its size: the module's
// memory grows on demand and never shrinks, and a page keeps it.
import { SudokuError, errorFrom, unwrap, withoutStacks } from './errors.js';
import { callbackOption, ownOptions } from './options.js';
import { puzzleText, withoutByteOrderMark } from './puzzle-input.js';

/** The most puzzles one batch holds, and the most text, so that results fit in memory. */
export const MAX_BATCH = 1_000_000;
export const MAX_BATCH_CHARS = 128 * 1024 * 1024;
// Characters of text copied into the module per slice (at most 3 bytes each in UTF-8, within the
// 4 MiB input buffer).
const SLICE_CHARS = 1 << 20;
// A stand-in line for an array item that is not a puzzle text at all: the engine reads it as
// invalid, and the item's own error replaces the engine's.
const STAND_IN = '-';

const STATUS = { 0: 'none', 1: 'unique', 2: 'multiple', s: 'solved', x: 'invalid' };
const UTF8 = new TextEncoder();
const ASCII = new TextDecoder();  // the solutions are ASCII digits
const isBlank = (line) => /^[ \t]*$/.test(line);
const now = () => globalThis.performance.now();

// Puzzle lines of a text: lines that are not blank (only spaces and tabs).
function countPuzzleLines(text) {
  let count = 0;
  for (const match of text.matchAll(/[^\r\n]+/g)) if (!isBlank(match[0])) ++count;
  return count;
}

// An array batch as one text, one line per item (item i is puzzle i), with the errors of items
// that are not puzzle text at all (over 4,096 characters, say) by index.
function arrayText(puzzles) {
  if (puzzles.length > MAX_BATCH) {
    throw new SudokuError('badLength', `a batch holds at most ${MAX_BATCH} puzzles; got ${puzzles.length}`);
  }
  const own = new Map();
  let chars = 0;
  // Array.from, not map: a hole of a sparse array is an item too (undefined: a TypeError), so
  // that no item can vanish and shift the indexes after it.
  const lines = Array.from(puzzles, (p, index) => {
    let text;
    try {
      text = puzzleText(p);
    } catch (error) {
      if (!(error instanceof SudokuError)) throw error;
      own.set(index, error);
      return STAND_IN;
    }
    // The engine skips blank lines; a blank item must still take its index, as an invalid line.
    const line = text.replace(/[\r\n]+/g, ' ');
    chars += line.length + 1;
    if (chars > MAX_BATCH_CHARS) {
      throw new SudokuError('badLength', `a batch holds at most ${MAX_BATCH_CHARS} characters of text; these items hold more`);
    }
    return isBlank(line) ? STAND_IN : line;
  });
  return { text: lines.join('\n'), total: puzzles.length, own };
}

/**
 * A text batch checked for size: { text (without a byte-order mark), total (its puzzle lines,
 * counted when `wantTotal` or when the text is long enough to hold too many), own }. Throws
 * SudokuError 'badLength' past MAX_BATCH_CHARS characters or MAX_BATCH puzzles.
 */
export function textBatch(text, wantTotal) {
  if (text.length > MAX_BATCH_CHARS) {
    throw new SudokuError('badLength', `a batch holds at most ${MAX_BATCH_CHARS} characters of text; got ${text.length}`);
  }
  // A line takes at least two characters with its break, so only a text this long can hold too
  // many puzzles; it is refused before anything is solved.
  const total = wantTotal || text.length > 2 * MAX_BATCH ? countPuzzleLines(text) : undefined;
  if (total > MAX_BATCH) {
    throw new SudokuError('badLength', `a batch holds at most ${MAX_BATCH} puzzles; this text has ${total}`);
  }
  return { text: withoutByteOrderMark(text), total, own: new Map() };
}

/**
 * A batch's puzzles one item per index, for the batch calls that take puzzles one at a time
 * (gradeMany) or cut a batch into pieces (the pool): a text's lines that are not blank (LF, CRLF
 * or CR; a byte-order mark at its start dropped), or a copy of an array (a hole of a sparse array
 * is an item too). Throws TypeError for any other value; SudokuError 'badLength' past MAX_BATCH
 * puzzles or MAX_BATCH_CHARS characters of text, as solveMany does.
 */
export function puzzleItems(puzzles) {
  if (typeof puzzles === 'string') {
    if (puzzles.length > MAX_BATCH_CHARS) {
      throw new SudokuError('badLength', `a batch holds at most ${MAX_BATCH_CHARS} characters of text; got ${puzzles.length}`);
    }
    const lines = withoutByteOrderMark(puzzles).split(/\r\n|\r|\n/).filter((line) => !isBlank(line));
    if (lines.length > MAX_BATCH) {
      throw new SudokuError('badLength', `a batch holds at most ${MAX_BATCH} puzzles; this text has ${lines.length}`);
    }
    return lines;
  }
  if (!Array.isArray(puzzles)) throw new TypeError('puzzles must be a string (one puzzle per line) or an array of puzzles');
  if (puzzles.length > MAX_BATCH) {
    throw new SudokuError('badLength', `a batch holds at most ${MAX_BATCH} puzzles; got ${puzzles.length}`);
  }
  return Array.from(puzzles);
}

// The slices of `text`, each a run of whole lines of at most SLICE_CHARS characters. A line
// longer than that is no puzzle: it comes as { longLine: length } (or is skipped when blank).
function* slices(text) {
  for (let at = 0; at < text.length;) {
    let end = Math.min(at + SLICE_CHARS, text.length);
    if (end < text.length) {
      const window = text.slice(at, end);
      const cut = Math.max(window.lastIndexOf('\n'), window.lastIndexOf('\r'));
      if (cut < 0) {
        const rest = text.slice(at).search(/[\r\n]/);
        const lineEnd = rest < 0 ? text.length : at + rest;
        if (!isBlank(text.slice(at, lineEnd))) yield { longLine: lineEnd - at };
        at = lineEnd;
        continue;
      }
      end = at + cut + 1;
    }
    yield { text: text.slice(at, end) };
    at = end;
  }
}

/**
 * solveMany(puzzles, options) of the API (see sudoku.d.ts for shapes and errors) on the raw
 * module `raw`; `statusCodes` names the core's status numbers.
 */
export function solveMany(raw, statusCodes, puzzles, options) {
  const own = ownOptions(options, 'solveMany options');
  const onProgress = callbackOption(own, 'onProgress');
  delete own.onProgress;
  let batch;
  if (typeof puzzles === 'string') batch = textBatch(puzzles, onProgress !== undefined);
  else if (Array.isArray(puzzles)) batch = arrayText(puzzles);
  else throw new TypeError('puzzles must be a string (one puzzle per line) or an array of puzzles');

  const start = now();
  const result = { statuses: [], solutions: [], errors: [], guesses: 0, ms: 0 };
  const budget = own.budget;
  const timeLimitMs = own.timeLimitMs;
  const exhausted = () => {
    result.ms = now() - start;
    return new SudokuError('budgetExhausted',
      `the budget ran out after ${result.statuses.length} puzzles (raise budget or timeLimitMs)`,
      { partial: result });
  };
  // Options for the next raw call: the caller's, with what is left of the call's budget.
  const left = () => {
    const next = Object.assign(Object.create(null), own);
    if (typeof budget === 'number' && result.statuses.length > 0) next.budget = Math.max(budget - result.guesses, 0);
    if (typeof timeLimitMs === 'number' && result.statuses.length > 0) {
      next.timeLimitMs = timeLimitMs - (now() - start);
      if (!(next.timeLimitMs > 0)) throw exhausted();
    }
    return next;
  };
  const invalid = (error) => {
    error.index = result.statuses.length;
    result.errors.push(error);
    result.statuses.push('invalid');
    result.solutions.push(null);
  };

  let first = true;
  const pieces = batch.text.length === 0 ? [{ text: '' }] : slices(batch.text);
  for (const piece of pieces) {
    if (piece.longLine !== undefined) {
      invalid(withoutStacks(() => new SudokuError('badLength', `a line of ${piece.longLine} characters is not a puzzle`)));
      continue;
    }
    const text = piece.text;
    let input = raw.batchInput(text.length);
    let size = text.length;
    if (UTF8.encodeInto(text, input).read !== text.length) {
      // Not ASCII: encode first to learn the size (at most three bytes a character).
      const bytes = UTF8.encode(text);
      input = raw.batchInput(bytes.length);
      input.set(bytes);
      size = bytes.length;
    }
    try {
      let offset = 0;
      do {
        const r = unwrap(raw.solveBatch(offset, first ? own : left()));
        first = false;
        appendSlice(result, r, statusCodes, batch.own);
        offset = r.consumed;
        if (r.exhausted) throw exhausted();
      } while (offset < size);
    } finally {
      raw.releaseBatch();
    }
    // Only now, with the module's batch buffers free: the callback may call the engine, even
    // solveMany itself.
    onProgress?.({ done: result.statuses.length, total: batch.total });
  }
  result.ms = now() - start;
  return result;
}

// Copies one raw slice's outputs (valid until the next raw call) onto the result.
function appendSlice(result, r, statusCodes, ownErrors) {
  const base = result.statuses.length;
  const solved = ASCII.decode(r.solutions);
  for (let i = 0; i < r.puzzles; ++i) {
    const status = r.statuses[i];
    result.statuses.push(STATUS[status]);
    result.solutions.push(status === '1' || status === '2' || status === 's' ? solved.slice(81 * i, 81 * i + 81) : null);
  }
  const numbers = r.errors;
  withoutStacks(() => {
    for (let k = 0; k < numbers.length; k += 6) {
      const index = base + numbers[k];
      const error = ownErrors.get(index) ?? errorFrom({
        code: statusCodes[numbers[k + 1]], cell: numbers[k + 2], otherCell: numbers[k + 3],
        digit: numbers[k + 4], house: numbers[k + 5], size: 9,  // batches are 9x9 only
      });
      error.index = index;
      result.errors.push(error);
    }
  });
  result.guesses += r.guesses;
}

