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
