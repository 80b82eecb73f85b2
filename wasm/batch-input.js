// Reading a batch of puzzles (solveMany, gradeMany and the pool): a text, one puzzle per line, or
// an array of puzzles. A text is read a window at a time and never split into an array of lines,
// so what a batch holds beside the caller's own text is bounded by one window, not by the text;
// and a clock is consulted before each window, so that a call's time limit covers the reading
// as well as the solving.
//
//   text    |.....\n.....\n...|...\n\n\n\n\n\n|\n.....\n|     windows of whole lines, at most
//            window 1           window 2       window 3       WINDOW_CHARS each; a window of
//                                (blank: skipped)              blank lines costs one search
import { SudokuError } from './errors.js';
import { copyArray } from './plain-data.js';
import { withoutByteOrderMark } from './puzzle-input.js';

/** The most puzzles one batch holds, and the most text, so that results fit in memory. */
export const MAX_BATCH = 1_000_000;
export const MAX_BATCH_CHARS = 128 * 1024 * 1024;
/**
 * Characters read at a time, and the longest line read as a line (longer is no puzzle: it comes
 * alone, as a long window). A window's text is at most 3 MiB in UTF-8, within the module's 4 MiB
 * input buffer.
 */
export const WINDOW_CHARS = 1 << 20;

// A line holding one of these is a puzzle line; a line of spaces and tabs alone is blank and
// takes no index.
const CONTENT = /[^ \t\r\n]/;
// A puzzle line from its first character that is not a space or tab to its end.
const PUZZLE_LINE = /[^ \t\r\n][^\r\n]*/g;
const LINE_BREAK = /[\r\n]/;

const tooManyPuzzles = (count) => new SudokuError('badLength', `a batch holds at most ${MAX_BATCH} puzzles; got ${count}`);
export const tooMuchText = (length) =>
  new SudokuError('badLength', `a batch holds at most ${MAX_BATCH_CHARS} characters of text; got ${length}`);

/** A clock that never runs out, for reading with no time limit. */
export const NO_LIMIT = () => {};

// Where the line that goes on past `from` ends (its line break, or the text's end), searched a
// window at a time.
function lineEnd(text, from, tick) {
  for (let at = from; at < text.length; at += WINDOW_CHARS) {
    tick();
    const found = text.slice(at, at + WINDOW_CHARS).search(LINE_BREAK);
    if (found >= 0) return at + found;
  }
  return text.length;
}

// Whether text[start, end) holds a character that is not a space, a tab or a line break.
function hasContent(text, start, end, tick) {
  for (let at = start; at < end; at += WINDOW_CHARS) {
    tick();
    if (CONTENT.test(text.slice(at, Math.min(at + WINDOW_CHARS, end)))) return true;
  }
  return false;
}

/**
 * The windows of `text`, in order: { start, end, long } runs of whole lines of at most
 * WINDOW_CHARS characters (a line ends at LF, CR or CRLF; a CRLF cut between its two characters
 * leaves a blank line, which takes no index); a line longer than that comes alone with `long`
 * true, and a long line of blanks not at all. `tick()` is called before each window is read and
 * may throw to stop the reading.
 */
export function* textWindows(text, tick) {
  for (let at = 0; at < text.length;) {
    tick();
    let end = Math.min(at + WINDOW_CHARS, text.length);
    if (end < text.length) {
      const window = text.slice(at, end);
      const cut = Math.max(window.lastIndexOf('\n'), window.lastIndexOf('\r'));
      if (cut < 0) {
        const longEnd = lineEnd(text, end, tick);
        if (hasContent(text, at, longEnd, tick)) yield { start: at, end: longEnd, long: true };
        at = longEnd;
        continue;
      }
      end = at + cut + 1;
    }
    yield { start: at, end, long: false };
    at = end;
  }
}

/** Whether a window (of textWindows) holds a puzzle line. */
export const windowHasPuzzles = (text, window) => window.long || CONTENT.test(text.slice(window.start, window.end));

/** The puzzle lines of a (not long) window of textWindows, without their leading blanks. */
export const windowLines = (text, window) => text.slice(window.start, window.end).match(PUZZLE_LINE) ?? [];

/**
 * The puzzle lines of `text` (lines that are not blank), counted a window at a time; the
 * counting stops once past `most` (the count is then some number above `most`).
 */
export function countPuzzleLines(text, tick, most = Infinity) {
  let count = 0;
  for (const window of textWindows(text, tick)) {
    count += window.long ? 1 : windowLines(text, window).length;
    if (count > most) break;
  }
  return count;
}

/**
 * A text batch checked for size: { text (without a byte-order mark), total (its puzzle lines,
 * counted when `wantTotal` or when the text is long enough to hold too many; else undefined) }.
 * Throws SudokuError 'badLength' past MAX_BATCH_CHARS characters or MAX_BATCH puzzles, before
 * anything is solved; `tick` as textWindows'.
 */
export function textBatch(text, wantTotal, tick) {
  if (text.length > MAX_BATCH_CHARS) throw tooMuchText(text.length);
  const own = withoutByteOrderMark(text);
  // A puzzle line takes at least two characters with its break, so only a text this long can
  // hold too many puzzles.
  const total = wantTotal || own.length > 2 * MAX_BATCH ? countPuzzleLines(own, tick, MAX_BATCH) : undefined;
  if (total > MAX_BATCH) throw tooManyPuzzles(`more than ${MAX_BATCH}`);
  return { text: own, total };
}

/**
 * An array batch copied (copyArray: its length and each item read once; more than MAX_BATCH
 * items is badLength before any is read). The items are as the caller gave them.
 */
export function arrayBatch(puzzles) {
  const items = copyArray(puzzles, 'puzzles', MAX_BATCH);
  if (items.length > MAX_BATCH) throw tooManyPuzzles(items.length);
  return items;
}

/** The TypeError of a batch that is neither a text nor an array. */
export const notABatch = () => new TypeError('puzzles must be a string (one puzzle per line) or an array of puzzles');
