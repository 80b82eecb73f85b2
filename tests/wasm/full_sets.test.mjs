// Every puzzle of every shared set through the WASM build, compared with the published solutions
// (and the exact solution counts of serg_benchmark), plus the known worst cases of the counter
// with their time bounds. The native suite (tests/core/full_sets_test.cc) checks the same sets.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import createSudoku from '../../dist/sudoku-node.mjs';
import { DATA, readSet, readSolutions, solves } from './helpers.mjs';

const M = await createSudoku();
const SETS = readdirSync(DATA).filter((name) => name.endsWith('.txt') && !name.endsWith('.solutions.txt'));

test('the shared data folder has the twelve sets', () => {
  assert.equal(SETS.length, 12, SETS.join(', '));
});

for (const set of SETS.filter((name) => name !== 'serg_benchmark.txt')) {
  test(`${set}: every puzzle unique, equal to its published solution`, () => {
    const lines = readSet(set);
    const solutions = readSolutions(set);
    assert.equal(lines.length, solutions.length);
    const result = M.solveMany(lines.map((line) => line.puzzle));
    let mismatches = 0;
    lines.forEach(({ puzzle }, i) => {
      if (result.statuses[i] !== 'unique' || result.solutions[i] !== solutions[i]) ++mismatches;
    });
    assert.equal(mismatches, 0);
    // An independent rule check on a sample, so the comparison itself is not the only check.
    for (let i = 0; i < lines.length; i += 97) assert.ok(solves(lines[i].puzzle, result.solutions[i]));
  });
}

test('serg_benchmark.txt: exact solution counts of all 10,000 puzzles', () => {
  const lines = readSet('serg_benchmark.txt');
  const result = M.solveMany(lines.map((line) => line.puzzle), { limit: 2000 });
  assert.equal(result.statuses.length, 10000);
  let mismatches = 0;
  lines.forEach(({ puzzle, columns }) => {
    if (M.countSolutions(puzzle, 2000) !== Number(columns[0])) ++mismatches;
  });
  assert.equal(mismatches, 0);
  assert.ok(result.statuses.every((s) => s === 'multiple'));
});

test('worst cases are bounded: empty grid counted to 10^6, unsolvable grids that survive propagation', () => {
  let start = performance.now();
  assert.equal(M.countSolutions('.'.repeat(81), 1_000_000), 1_000_000);
  const emptyMs = performance.now() - start;
  assert.ok(emptyMs < 30_000, `${emptyMs} ms`);
  // No solution, but propagation alone does not show it: the first line gives 9 only one place
  // in row 1 while column 9 already holds a 9; the second is forum_hardest_1106 line 1 with a
  // wrong but locally consistent 2 added at r1c1, which takes the search 124 guesses to refute.
  const puzzles = [
    '12345678.........9' + '.'.repeat(63),
    '2.......8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3',
  ];
  start = performance.now();
  for (const puzzle of puzzles) assert.equal(M.countSolutions(puzzle, 2), 0, puzzle);
  assert.ok(performance.now() - start < 2000);
});
