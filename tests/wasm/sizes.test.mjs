// 4x4 and 6x6 grids and the First steps level through the built module: the size option, the
// size read from the cell count by every call, typed errors, and the recorded seeds that the
// native build makes (tests/data/recorded_sized_seeds.tsv), so native and WASM agree.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import createSudoku, { SudokuError } from '../../dist/sudoku-node.mjs';
import { solvesSized } from '../rules.mjs';

const M = await createSudoku();

const givens = (p) => [...p].filter((c) => c !== '.').length;
const FIRST_STEPS = new Set(['fullHouse', 'hiddenSingleBox', 'hiddenSingleLine']);
const CLUES = { 4: [8, 10], 6: [18, 22], 9: [36, 45] };

function readRecorded() {
  const text = readFileSync(new URL('../data/recorded_sized_seeds.tsv', import.meta.url), 'utf8');
  return text.split('\n').filter((line) => line && !line.startsWith('#')).map((line) => {
    const [size, level, seed, puzzle] = line.split('\t');
    return { options: { size: Number(size), level: level === 'first' ? 'first' : Number(level) || undefined, seed: Number(seed) }, puzzle };
  });
}

test('the same seeds give the same small and First steps puzzles as the native build (recorded)', () => {
  const rows = readRecorded();
  assert.ok(rows.length >= 10);
  for (const { options, puzzle } of rows) {
    assert.equal(M.generate(options).puzzle, puzzle, JSON.stringify(options));
  }
  assert.equal(M.generate({ size: 6, seed: 'daily-2026-12-01' }).puzzle,
    M.generate({ size: 6, seed: 'daily-2026-12-01' }).puzzle);
});

test('generated small puzzles are unique (counted), minimal, and their solutions keep the rules', () => {
  for (const size of [4, 6]) {
    for (let seed = 0; seed < 25; ++seed) {
      const g = M.generate({ size, seed });
      assert.equal(g.size, size);
      assert.equal(g.puzzle.length, size * size);
      assert.equal(M.countSolutions(g.puzzle, 10), 1, `size ${size} seed ${seed}`);
      assert.ok(solvesSized(g.puzzle, g.solution, size));
      assert.ok(solvesSized(g.puzzle, M.solve(g.puzzle).solution, size));
      assert.equal(g.clues, givens(g.puzzle));
      assert.equal(g.minimal, true);
      for (let cell = 0; cell < g.puzzle.length; ++cell) {
        if (g.puzzle[cell] === '.') continue;
        const less = `${g.puzzle.slice(0, cell)}.${g.puzzle.slice(cell + 1)}`;
        assert.ok(M.countSolutions(less, 2) >= 2, `size ${size} seed ${seed}: given ${cell} is needed`);
      }
    }
  }
  assert.equal(M.countSolutions('.'.repeat(16), 1000), 288);
});

test('First steps needs only full houses and hidden singles, with many givens, at every size', () => {
  for (const size of [4, 6, 9]) {
    const [low, high] = CLUES[size];
    for (let seed = 0; seed < 12; ++seed) {
      const g = M.generate({ size, level: seed % 2 ? 'first' : 0, seed });
      assert.equal(g.level, 0);
      assert.ok(g.clues >= low && g.clues <= high, `size ${size} seed ${seed}: ${g.clues} givens`);
      assert.equal(M.countSolutions(g.puzzle, 10), 1);
      assert.ok(solvesSized(g.puzzle, g.solution, size));
      const { outcome, steps } = M.steps(g.puzzle);
      assert.equal(outcome, 'solved');
      for (const step of steps) assert.ok(FIRST_STEPS.has(step.technique), `size ${size} seed ${seed}: ${step.technique}`);
      const grade = M.grade(g.puzzle);
      assert.deepEqual([g.score, g.hardest], [grade.score, grade.hardest]);
      assert.ok(grade.score <= 1.5);
    }
  }
});

test('graded small levels are exact; higher levels are refused by name', () => {
  for (const [size, level] of [[4, 1], [6, 1], [6, 2], [6, 'medium']]) {
    const g = M.generate({ size, level, seed: 3 });
    const grade = M.grade(g.puzzle);
    assert.equal(grade.level, typeof level === 'number' ? level : 2);
    assert.deepEqual([g.level, g.score, g.hardest], [grade.level, grade.score, grade.hardest]);
  }
  assert.throws(() => M.generate({ size: 4, level: 2 }), (e) => e.code === 'badOption' && e.option === 'level');
  assert.throws(() => M.generate({ size: 6, level: 'hard' }), (e) => e.code === 'badOption' && e.option === 'level');
});

test('every call reads the size from the cell count and answers in its numbers', () => {
  const g = M.generate({ size: 6, seed: 11 });
  assert.equal(M.parse(g.puzzle.replace(/\./g, '0')), g.puzzle);
  const rows = Array.from({ length: 6 }, (_, r) => [...g.puzzle.slice(6 * r, 6 * r + 6)].map((c) => (c === '.' ? 0 : Number(c))));
  assert.equal(M.parse(rows), g.puzzle);
  assert.equal(M.parse([['1', '', '', ''], ['', '', '', ''], ['', '', '', '2'], ['', '', '', '']]), '1..........2....');
  const solved = M.solve(g.puzzle);
  assert.equal(solved.status, 'unique');
  assert.equal(solved.solution, g.solution);
  assert.equal(M.solve('.'.repeat(36)).status, 'multiple');
  assert.equal(M.solve('12....3.....3...').status, 'none');
  // 6x6 boxes are 2 rows x 3 columns: r1c1 and r2c3 share box 1 (house 12), r1c4 and r2c6 box 2.
  const grid = `5..6....5..6${'.'.repeat(24)}`;
  assert.deepEqual(M.validate(grid), [
    { cell: 0, otherCell: 8, digit: 5, house: 12 },
    { cell: 3, otherCell: 11, digit: 6, house: 13 },
  ]);
  const candidates = M.candidates('1..4.2..........');
  assert.equal(candidates.length, 16);
  assert.deepEqual(candidates.slice(0, 4), [[], [3], [2, 3], []]);
  // A hint is the first step of the solve path, in the small grid's own cells, and its words
  // name that cell by the small grid's rows and columns.
  for (const size of [4, 6]) {
    const puzzle = M.generate({ size, seed: 4 }).puzzle;
    const hint = M.hint(puzzle);
    assert.equal(hint.kind, 'step');
    assert.deepEqual(hint.step, M.steps(puzzle).steps[0]);
    const { cell, digit } = hint.step.placements[0];
    assert.equal(M.solve(puzzle).solution[cell], String(digit));
    const name = `r${Math.floor(cell / size) + 1}c${(cell % size) + 1}`;
    assert.ok(hint.step.explanation.en.includes(`${name} = ${digit}`), hint.step.explanation.en);
    assert.ok(hint.step.explanation.zh.includes(`${name} 填 ${digit}`), hint.step.explanation.zh);
  }
  const first = M.generate({ size: 4, level: 'first', seed: 2 });
  const wrong = [...first.puzzle];
  const open = wrong.indexOf('.');
  wrong[open] = String((Number(first.solution[open]) % 4) + 1);
  const mistake = M.hint({ puzzle: first.puzzle, values: wrong.join('') });
  assert.deepEqual([mistake.kind, mistake.cell, mistake.correctDigit], ['wrongValue', open, Number(first.solution[open])]);
});

test('bad lengths, digits above the size and a bad size option are typed errors', () => {
  const fails = (run, check) => assert.throws(run, (e) => e instanceof SudokuError && check(e));
  for (const length of [15, 17, 35, 37, 80, 82]) {
    fails(() => M.solve('.'.repeat(length)), (e) => e.code === 'badLength' && e.found === length &&
      /expected 16, 36 or 81 cells/.test(e.message));
  }
  fails(() => M.validate(Array(20).fill(0)), (e) => e.code === 'badLength' && e.found === 20);
  fails(() => M.parse(`..5${'.'.repeat(13)}`), (e) => e.code === 'badChar' && e.cell === 2 && /digit 1-4/.test(e.message));
  fails(() => M.candidates(`${'.'.repeat(35)}7`), (e) => e.code === 'badChar' && e.cell === 35 && /r6c6/.test(e.message));
  fails(() => M.solve(`1..1${'.'.repeat(12)}`), (e) => e.code === 'conflictingGivens' && e.house === 0 &&
    /r1c1 and r1c4/.test(e.message));
  fails(() => M.explain('.'.repeat(16)), (e) => e.code === 'badLength' && /expected 81 cells/.test(e.message));
  // solveMany is 9x9 only: a small grid in a batch is an invalid item of the wrong length.
  const batch = M.solveMany(['.'.repeat(16), '1'.padEnd(81, '.')]);
  assert.deepEqual(batch.statuses, ['invalid', 'multiple']);
  assert.equal(batch.errors[0].code, 'badLength');
  assert.match(batch.errors[0].message, /expected 81 cells, found 16/);
  fails(() => M.hint({ puzzle: '.'.repeat(16), values: '.'.repeat(36) }), (e) => e.code === 'badLength' && e.option === 'values');
  fails(() => M.hint({ puzzle: '1'.padEnd(16, '.'), candidates: Array(16).fill([5]) }),
    (e) => e.code === 'badOption' && e.option === 'candidates');
  for (const size of [5, 8, 16, 0, -4, 4.5]) {
    fails(() => M.generate({ size }), (e) => e.code === 'badOption' && e.option === 'size');
  }
  assert.throws(() => M.generate({ size: '4' }), TypeError);
  for (const [option, value] of [['clues', 8], ['symmetry', 'rotational'], ['holesPerBox', 1]]) {
    fails(() => M.generate({ size: 4, [option]: value }), (e) => e.code === 'badOption' && e.option === option);
  }
  fails(() => M.generate({ level: 'first', clues: 40 }), (e) => e.code === 'badOption' && e.option === 'clues');
  fails(() => M.generateMany({ size: 7 }, 2), (e) => e.code === 'badOption' && e.option === 'size');
  fails(() => M.generate({ size: 6, level: 2, budget: 1 }), (e) => e.code === 'budgetExhausted');
  // The module keeps working.
  assert.equal(M.generate({ size: 4, seed: 0 }).size, 4);
});

test('generateMany makes each small puzzle again from its own seed', () => {
  const batch = M.generateMany({ size: 4, level: 'first', seed: 9 }, 4);
  assert.equal(batch.length, 4);
  for (const g of batch) assert.equal(M.generate({ size: 4, level: 'first', seed: g.seed }).puzzle, g.puzzle);
});
