// validate() and candidates() of the built module, checked against an independent reading of
// the rules (tests/rules.mjs), and the shared cases C28 and C29.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import createSudoku, { SudokuError } from '../../dist/sudoku-node.mjs';
import { readSet } from './helpers.mjs';

const M = await createSudoku();

const C22B = '000007004000006003860200000509082000640000080000000700000000042010030000703000009';
const C16 = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const HOUSES = [
  ...Array.from({ length: 9 }, (_, r) => Array.from({ length: 9 }, (_, k) => r * 9 + k)),
  ...Array.from({ length: 9 }, (_, c) => Array.from({ length: 9 }, (_, k) => k * 9 + c)),
  ...Array.from({ length: 9 }, (_, b) => Array.from({ length: 9 }, (_, k) =>
    (Math.floor(b / 3) * 3 + Math.floor(k / 3)) * 9 + (b % 3) * 3 + (k % 3))),
];
const digitAt = (text, cell) => (text[cell] >= '1' && text[cell] <= '9' ? Number(text[cell]) : 0);

// Every pair of equal digits in a house, by brute force over the house's cells.
function conflictsOf(text) {
  const out = [];
  HOUSES.forEach((cells, house) => {
    for (let i = 0; i < 9; ++i) {
      for (let j = i + 1; j < 9; ++j) {
        const d = digitAt(text, cells[i]);
        if (d && d === digitAt(text, cells[j])) out.push({ cell: cells[i], otherCell: cells[j], digit: d, house });
      }
    }
  });
  return out;
}
const sorted = (list) => [...list].sort((a, b) => a.house - b.house || a.cell - b.cell || a.otherCell - b.otherCell);

// The digits no peer holds, for each empty cell.
function candidatesOf(text) {
  return Array.from({ length: 81 }, (_, cell) => {
    if (digitAt(text, cell)) return [];
    const taken = new Set(HOUSES.filter((h) => h.includes(cell)).flat().map((c) => digitAt(text, c)));
    return [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => !taken.has(d));
  });
}

test('validate: [] for clean grids; every clash of an entered grid, as pairs with digit and house', () => {
  assert.deepEqual(M.validate(C16), []);
  assert.deepEqual(M.validate('.'.repeat(81)), []);
  const three = `5.5.....5${'.'.repeat(72)}`;
  assert.deepEqual(sorted(M.validate(three)), sorted(conflictsOf(three)));
  assert.equal(M.validate(three).length, 4, 'three pairs in row 1, one in box 1');
  // Random grids with clashes, against the brute-force listing.
  let state = 7;
  const next = (n) => { state = (state * 1103515245 + 12345) % 2147483648; return state % n; };
  for (let round = 0; round < 300; ++round) {
    const cells = Array.from({ length: 81 }, () => (next(3) === 0 ? String(1 + next(9)) : '.')).join('');
    assert.deepEqual(sorted(M.validate(cells)), sorted(conflictsOf(cells)), cells);
  }
  // Conflicts are the answer, not an error; length and characters are still checked.
  assert.throws(() => M.validate('1'), (e) => e instanceof SudokuError && e.code === 'badLength');
  assert.throws(() => M.validate(`x${'.'.repeat(80)}`), (e) => e.code === 'badChar' && e.cell === 0);
  assert.throws(() => M.validate(null), TypeError);
});

test('candidates: what the placed digits allow, no technique applied, [] for filled cells', () => {
  for (const { puzzle } of readSet('norvig_top95.txt', 20)) {
    assert.deepEqual(M.candidates(puzzle), candidatesOf(puzzle), puzzle);
  }
  assert.deepEqual(M.candidates('.'.repeat(81)), new Array(81).fill([1, 2, 3, 4, 5, 6, 7, 8, 9]));
});

test('C28: the candidates of C22b, then with r1c1 = 3 entered', () => {
  const before = M.candidates(C22B);
  [...C22B].forEach((c, cell) => { if (c !== '0') assert.deepEqual(before[cell], [], `given at ${cell}`); });
  assert.deepEqual(before[0], [1, 2, 3, 9]);
  assert.deepEqual(before[79], [1, 5, 6]);
  assert.deepEqual(before[80], []);
  assert.equal(before.flat().length, 237);
  const after = M.candidates(`3${C22B.slice(1)}`);
  assert.deepEqual(after[0], []);
  assert.deepEqual(after[1], [2, 5, 9]);
  assert.equal(after.flat().length, 230);
});

test('C29: a wrong entry is named before any step; the values alone have no solution', () => {
  const values = `2${C22B.slice(1)}`;
  const hint = M.hint({ puzzle: C22B, values });
  assert.equal(hint.kind, 'wrongValue');
  assert.equal(hint.cell, 0);
  assert.equal(hint.digit, 2);
  assert.equal(hint.correctDigit, 3);
  assert.equal(hint.step, undefined);
  assert.equal(M.countSolutions(values), 0);
  assert.equal(M.hint(values).kind, 'noSolution');
});
