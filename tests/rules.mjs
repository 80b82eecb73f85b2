// The independent rule check shared by the node, package and browser tests: written apart from
// the engine, so a solver answer is never judged by the code that produced it.

const boxCell = (box, k) => (Math.floor(box / 3) * 3 + Math.floor(k / 3)) * 9 + (box % 3) * 3 + (k % 3);
const HOUSES = [];
for (let h = 0; h < 9; ++h) {
  HOUSES.push(Array.from({ length: 9 }, (_, k) => h * 9 + k));
  HOUSES.push(Array.from({ length: 9 }, (_, k) => k * 9 + h));
  HOUSES.push(Array.from({ length: 9 }, (_, k) => boxCell(h, k)));
}

/** True when `grid` (81 digits) is complete, every row, column and box holds 1..9 once, and the
 *  givens of `puzzle` (81 chars, '.' or '0' blank) are kept. */
export function solves(puzzle, grid) {
  if (typeof grid !== 'string' || !/^[1-9]{81}$/.test(grid)) return false;
  for (let i = 0; i < 81; ++i) if (/[1-9]/.test(puzzle[i]) && puzzle[i] !== grid[i]) return false;
  return HOUSES.every((house) => new Set(house.map((c) => grid[c])).size === 9);
}

// The houses of an N x N grid: 4x4 has 2x2 boxes, 6x6 boxes of 2 rows x 3 columns, 9x9 3x3.
const BOX_SHAPE = { 4: [2, 2], 6: [2, 3], 9: [3, 3] };
function housesOf(size) {
  const [rows, columns] = BOX_SHAPE[size];
  const perBand = size / columns;
  const houses = [];
  for (let h = 0; h < size; ++h) {
    houses.push(Array.from({ length: size }, (_, k) => h * size + k));
    houses.push(Array.from({ length: size }, (_, k) => k * size + h));
    houses.push(Array.from({ length: size }, (_, k) =>
      (Math.floor(h / perBand) * rows + Math.floor(k / columns)) * size + (h % perBand) * columns + (k % columns)));
  }
  return houses;
}

/** solves() for a grid of `size` digits (4, 6 or 9): `grid` holds size*size digits 1..size,
 *  every row, column and box holds each once, and the givens of `puzzle` are kept. */
export function solvesSized(puzzle, grid, size) {
  const cells = size * size;
  if (typeof grid !== 'string' || grid.length !== cells || puzzle.length !== cells) return false;
  for (let i = 0; i < cells; ++i) {
    const digit = Number(grid[i]);
    if (!(digit >= 1 && digit <= size)) return false;
    if (puzzle[i] !== '.' && puzzle[i] !== '0' && puzzle[i] !== grid[i]) return false;
  }
  return housesOf(size).every((house) => new Set(house.map((c) => grid[c])).size === size);
}
