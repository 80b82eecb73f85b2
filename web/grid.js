// Grid geometry in the field's terms. Cells are 0..80 row-major; rows, columns and boxes 0..8.
// Geometry only: the rules (which digits clash, which are still possible) are the engine's
// validate() and candidates(), asked through the page's workers (engines.js).

export const CELLS = Array.from({ length: 81 }, (_, i) => i);

export const rowOf = (cell) => Math.floor(cell / 9);
export const colOf = (cell) => cell % 9;
export const boxOf = (cell) => Math.floor(rowOf(cell) / 3) * 3 + Math.floor(colOf(cell) / 3);

/** The cell at position `index` (0..8, row-major) inside box `box`. */
export const cellInBox = (box, index) =>
  (Math.floor(box / 3) * 3 + Math.floor(index / 3)) * 9 + (box % 3) * 3 + (index % 3);

/** The 27 houses: rows 0..8, columns 9..17, boxes 18..26, each a list of 9 cells. */
export const HOUSES = [
  ...Array.from({ length: 9 }, (_, r) => Array.from({ length: 9 }, (_, k) => r * 9 + k)),
  ...Array.from({ length: 9 }, (_, c) => Array.from({ length: 9 }, (_, k) => k * 9 + c)),
  ...Array.from({ length: 9 }, (_, b) => Array.from({ length: 9 }, (_, k) => cellInBox(b, k))),
];

/** The 20 peers of each cell: the other cells of its row, column and box. */
export const PEERS = CELLS.map((cell) => CELLS.filter((other) => other !== cell && (
  rowOf(other) === rowOf(cell) || colOf(other) === colOf(cell) || boxOf(other) === boxOf(cell))));

/** 81-char puzzle text ('.' or '0' blank) -> number[81] with 0 for blank. */
export const toValues = (text) => Array.from(text, (c) => (c >= '1' && c <= '9' ? c.charCodeAt(0) - 48 : 0));

/** number[81] -> 81-char text with '.' for blanks. */
export const toText = (values) => values.map((v) => (v ? String(v) : '.')).join('');

/** Box height and width of an n x n grid: 2x2 boxes for 4, 2 rows x 3 columns for 6, 3x3 for 9. */
export function boxShape(n) {
  if (n === 4) return [2, 2];
  if (n === 6) return [2, 3];
  return [3, 3];
}

/**
 * The houses of an n x n grid (4, 6 or 9) in the engine's numbering: rows 0..n-1, columns
 * n..2n-1, boxes 2n..3n-1 (row-major), each a list of n cells.
 */
export function housesOf(n) {
  const [boxRows, boxCols] = boxShape(n);
  const stacks = n / boxCols;
  const cellOfBox = (box, k) => (Math.floor(box / stacks) * boxRows + Math.floor(k / boxCols)) * n
    + (box % stacks) * boxCols + (k % boxCols);
  const list = (f) => Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, k) => f(i, k)));
  return [...list((r, k) => r * n + k), ...list((c, k) => k * n + c), ...list(cellOfBox)];
}
