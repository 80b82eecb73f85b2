// Grid geometry in the field's terms, for every grid size the engine plays: an N x N grid
// (N = 4, 6 or 9) has N² cells numbered row-major, and 3N houses in the engine's numbering:
// rows 0..N-1, then columns N..2N-1, then boxes 2N..3N-1 (row-major), as in the package's
// "Grid sizes" (wasm/API.md). Which sizes exist is the engine's fact (sizes()); the cells a
// size implies are geometry, worked out here once per size.
// Geometry only: the rules (which digits clash, which are still possible) are the engine's
// validate() and candidates(). Used by the board element (sudoku-board.js) and the page.

/**
 * Box height and width of an N x N grid: as many box rows as the largest divisor of N that is
 * not above √N, so 2x2 boxes for 4, 2 rows x 3 columns for 6, 3x3 for 9 (the engine's shapes).
 */
export function boxShape(n) {
  let boxRows = Math.floor(Math.sqrt(n));
  while (n % boxRows) boxRows -= 1;
  return [boxRows, n / boxRows];
}

/**
 * Whether an N x N grid is one this geometry can describe: N up to 9 (one character per digit)
 * with boxes of at least 2 rows (a prime N such as 5 has none).
 */
export const isGridSize = (n) => Number.isInteger(n) && n > 0 && n <= 9 && boxShape(n)[0] >= 2;

const grids = new Map();

/**
 * The geometry of an N x N grid (isGridSize(n)), made once per size and frozen:
 * { size (N), cells (N²), boxRows, boxColumns, houses (3N lists of N cells, engine numbering),
 * peers (per cell, the other cells of its row, column and box: 3 for 4x4, 12 for 6x6, 20 for 9x9),
 * rowOf(cell), colOf(cell), boxOf(cell), cellInBox(box, index) }. Throws RangeError for any other N.
 */
export function gridOf(n) {
  if (grids.has(n)) return grids.get(n);
  if (!isGridSize(n)) throw new RangeError(`no ${n} x ${n} grid`);
  const [boxRows, boxColumns] = boxShape(n);
  const stacks = n / boxColumns;
  const rowOf = (cell) => Math.floor(cell / n);
  const colOf = (cell) => cell % n;
  const boxOf = (cell) => Math.floor(rowOf(cell) / boxRows) * stacks + Math.floor(colOf(cell) / boxColumns);
  const cellInBox = (box, index) => (Math.floor(box / stacks) * boxRows + Math.floor(index / boxColumns)) * n
    + (box % stacks) * boxColumns + (index % boxColumns);
  const list = (f) => Array.from({ length: n }, (_, i) => Object.freeze(Array.from({ length: n }, (_, k) => f(i, k))));
  const houses = Object.freeze([...list((r, k) => r * n + k), ...list((c, k) => k * n + c), ...list(cellInBox)]);
  const all = Array.from({ length: n * n }, (_, i) => i);
  const peers = Object.freeze(all.map((cell) => Object.freeze(all.filter((other) => other !== cell && (
    rowOf(other) === rowOf(cell) || colOf(other) === colOf(cell) || boxOf(other) === boxOf(cell))))));
  const grid = Object.freeze({ size: n, cells: n * n, boxRows, boxColumns, houses, peers, rowOf, colOf, boxOf, cellInBox });
  grids.set(n, grid);
  return grid;
}

/** The geometry of a grid of `cells` cells (16, 36 or 81), or null when no grid has that many. */
export function gridOfCells(cells) {
  const n = Math.round(Math.sqrt(cells));
  return n * n === cells && isGridSize(n) ? gridOf(n) : null;
}

/** The houses of an N x N grid (4, 6 or 9) in the engine's numbering, each a list of N cells. */
export const housesOf = (n) => gridOf(n).houses;

// The 9x9 grid, which the Play, Explain and booklet views draw: cells 0..80, rows, columns and
// boxes 0..8.
const NINE = gridOf(9);
export const { rowOf, colOf, boxOf } = NINE;
/** The cell at position `index` (0..8, row-major) inside box `box`. */
export const { cellInBox } = NINE;
/** The 27 houses: rows 0..8, columns 9..17, boxes 18..26, each a list of 9 cells. */
export const HOUSES = NINE.houses;
/** The 20 peers of each cell: the other cells of its row, column and box. */
export const PEERS = NINE.peers;

/** Puzzle text of any size ('.' or '0' blank) -> one number per cell, 0 for blank. */
export const toValues = (text) => Array.from(text, (c) => (c >= '1' && c <= '9' ? c.charCodeAt(0) - 48 : 0));

/** One number per cell -> text with '.' for blanks (81, 36 or 16 characters). */
export const toText = (values) => values.map((v) => (v ? String(v) : '.')).join('');
