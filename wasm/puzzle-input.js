// The input forms of a puzzle, read into the text the engine parses. The engine decides what a
// valid character of text is; this file turns arrays into text, refuses an array cell no
// character stands for (badChar, as the engine words it) and text too long to copy.
import { ACCEPTED_CELLS, SudokuError, errorFrom } from './errors.js';
import { MAX_ITEMS, copyArray } from './plain-data.js';

const ACCEPTED_FORMS =
  'a puzzle must be an 81-character string (36 or 16 for a 6x6 or 4x4 grid; digits, "." or "0" ' +
  'for blanks; whitespace and | - + separators ignored), an array of 81, 36 or 16 numbers or ' +
  'strings, or a 9x9, 6x6 or 4x4 array of them';

// The rows of a nested array: 9, 6 or 4 rows of as many cells.
const GRID_SIZES = [9, 6, 4];

/** Longer text cannot be a puzzle even with separators; it is refused before it is copied. */
export const MAX_TEXT_LENGTH = MAX_ITEMS;

// One array element -> one character the core parser reads; anything unknown becomes '?' (the
// bad character of cellsText's error, or of the core's when the cell count is wrong).
function cellChar(value) {
  if (typeof value === 'number') {
    return Number.isInteger(value) && value >= 0 && value <= 9 ? (value === 0 ? '.' : String(value)) : '?';
  }
  if (typeof value === 'string') {
    if (value === '' || value === '.' || value === '0' || value === 'N') return '.';
    return /^[1-9]$/.test(value) ? value : '?';
  }
  throw new TypeError(`${ACCEPTED_FORMS}; got a cell of type ${value === null ? 'null' : typeof value}`);
}

/** Text read from a file with readFileSync(file, 'utf8') keeps the file's byte-order mark. */
export const withoutByteOrderMark = (text) => (text.charCodeAt(0) === 0xFEFF ? text.slice(1) : text);

// A lone surrogate has no UTF-8 form: the engine would read it merged with the next character,
// and a bad-character message would show another character than the one typed. Each becomes
// U+FFFD, as TextEncoder makes it (solveMany's text goes that way).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const wellFormed = (text) => (typeof text.toWellFormed === 'function' ? text.toWellFormed()
  : text.replace(LONE_SURROGATE, '\uFFFD'));

/**
 * Any accepted puzzle form as text for the core parser, which tells the size by the cell count
 * (81, 36 or 16): a string (kept as it is but for a byte-order mark), an array of numbers or
 * strings, or a 9x9, 6x6 or 4x4 array. An array is copied first (copyArray: its length and each
 * item read once), so a Proxy or a getter is read once and never by the engine. Throws TypeError
 * for any other form, SudokuError badLength for text or arrays over 4,096 long.
 */
export function puzzleText(puzzle) {
  if (typeof puzzle === 'string') {
    if (puzzle.length > MAX_TEXT_LENGTH) {
      throw new SudokuError('badLength', `text of ${puzzle.length} characters is not a puzzle`);
    }
    return wellFormed(withoutByteOrderMark(puzzle));
  }
  if (Array.isArray(puzzle)) return cellsText(copyArray(puzzle, 'a puzzle', MAX_TEXT_LENGTH));
  throw new TypeError(`${ACCEPTED_FORMS}; got ${puzzle === null ? 'null' : typeof puzzle}`);
}

/**
 * `read(item)` for item `index` of a batch (solveMany, gradeMany, the pool): a TypeError it
 * throws names the item ("puzzles[3]: a puzzle must be ..."), as a SudokuError of an item
 * carries its index.
 */
export function readBatchItem(read, item, index) {
  try {
    return read(item);
  } catch (error) {
    if (error instanceof TypeError) throw new TypeError(`puzzles[${index}]: ${error.message}`);
    throw error;
  }
}

// The text of a copied array: its cells, or its rows of cells.
function cellsText(items) {
  const size = items.length;
  if (size > MAX_TEXT_LENGTH) {
    throw new SudokuError('badLength', `expected ${ACCEPTED_CELLS} cells, found ${size}`, { found: size });
  }
  const nested = items.map((item) => Array.isArray(item));
  if (GRID_SIZES.includes(size) && nested.every(Boolean)) {
    const rows = items.map((row) => copyArray(row, 'a row of a puzzle', MAX_TEXT_LENGTH));
    if (!rows.every((row) => row.length === size)) {
      throw new TypeError(`${ACCEPTED_FORMS}; got ${size} rows that are not ${size} cells long`);
    }
    // A hole of a sparse row was copied as undefined: an empty slot is a cell of the wrong type,
    // not a missing cell.
    return checkedCells(rows.flat());
  }
  if (nested.some(Boolean)) throw new TypeError(`${ACCEPTED_FORMS}; got a nested array of another shape`);
  if (GRID_SIZES.includes(size) && items.every((row) => typeof row === 'string' && row.length > 1)) {
    throw new TypeError(`${ACCEPTED_FORMS}; got ${size} strings (join the rows into one string)`);
  }
  return checkedCells(items);
}

// The text of a grid's cells, in reading order. A cell that is not a digit or a blank is the
// error the engine gives for text (badChar at the first bad cell among the first 81, whatever
// the count), but showing the value given (10, -1, 'x7'), which one character cannot hold.
function checkedCells(cells) {
  const text = cells.map(cellChar).join('');
  const bad = text.indexOf('?');
  if (bad >= 0 && bad < 81) throw errorFrom({ code: 'badChar', cell: bad, got: String(cells[bad]) });
  return text;
}
