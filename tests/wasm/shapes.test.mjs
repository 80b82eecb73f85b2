// Every function's result, and every kind of error, walked against the declarations in
// wasm/sudoku.d.ts: a field the module returns but the d.ts does not declare, a declared field
// that is missing, or a value of another kind fails here. The d.ts is the one description of the
// shapes; this keeps it true.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import createSudoku, { createSudokuPool } from '../../dist/sudoku-node.mjs';
import { check, membersOf, readDeclarations } from '../dts.mjs';
import { readSet } from './helpers.mjs';

const M = await createSudoku();
const dts = readDeclarations(fileURLToPath(new URL('../../wasm/sudoku.d.ts', import.meta.url)));
const sudokuMembers = membersOf(dts, 'Sudoku');

const C16 = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const HARD = readSet('forum_hardest_1106.txt', 1)[0].puzzle;
const EXCHANGE = readSet('sudoku_exchange_rated_sample.txt').map((l) => l.puzzle);
const CLASH = `55${'.'.repeat(79)}`;

// Small grids (4x4 and 6x6): what their calls return is declared by the same types.
const FOUR = M.generate({ size: 4, seed: 1 }).puzzle;
const SIX = M.generate({ size: 6, level: 2, seed: 7 }).puzzle;

// For each function of Sudoku, calls whose results cover its shapes (every branch of a union).
const CALLS = {
  memoryBytes: [() => M.memoryBytes()],
  logicLoaded: [() => M.logicLoaded()],
  loadLogic: [() => M.loadLogic()],
  techniques: [() => M.techniques()],
  sizes: [() => M.sizes()],
  parse: [() => M.parse(C16), () => M.parse(FOUR)],
  solve: [() => M.solve(C16), () => M.solve('.'.repeat(81)), () => M.solve(`12345678.........9${'.'.repeat(63)}`),
    () => M.solve(SIX), () => M.solve('.'.repeat(16)), () => M.solve('12....3.....3...')],
  countSolutions: [() => M.countSolutions(C16, 5), () => M.countSolutions(SIX, 5)],
  solveMany: [() => M.solveMany([C16, 'x', '.'.repeat(81), CLASH, `12345678.........9${'.'.repeat(63)}`])],
  explain: [() => M.explain(C16)],
  validate: [() => M.validate(C16), () => M.validate(`555${'.'.repeat(78)}`), () => M.validate(`44${'.'.repeat(34)}`)],
  candidates: [() => M.candidates(C16), () => M.candidates(FOUR)],
  grade: [() => M.grade(C16), () => M.grade(SIX), () => M.grade(HARD), () => M.grade(C16, { scale: 'se' }), () => M.grade('.'.repeat(81)), ...EXCHANGE.slice(-3).map((p) => () => M.grade(p))],
  gradeMany: [() => M.gradeMany([C16, 'x', '.'.repeat(81), CLASH, HARD]), () => M.gradeMany('')],
  steps: [() => M.steps(C16), ...EXCHANGE.slice(-2).map((p) => () => M.steps(p)), () => M.steps(SIX)],
  hint: [
    () => M.hint({ puzzle: C16 }),
    () => M.hint({ puzzle: C16, values: `539${C16.slice(3)}` }),
    () => M.hint({ puzzle: C16, candidates: Array.from({ length: 81 }, () => [1]) }),
    () => M.hint({ puzzle: '.'.repeat(81) }),
    () => M.hint({ puzzle: M.solve(C16).solution }),
    () => M.hint(SIX),
    () => M.hint({ puzzle: FOUR, candidates: Array.from({ length: 16 }, () => [1, 2]) }),
  ],
  generate: [() => M.generate({ seed: 1 }), () => M.generate({ level: 4, seed: 2 }), () => M.generate({ holesPerBox: 2, seed: 3 }),
    () => M.generate({ clues: 30, symmetry: 'rotational', minimal: false, seed: 4 }),
    () => M.generate({ size: 4, seed: 6 }), () => M.generate({ size: 6, level: 'first', seed: 7 }),
    () => M.generate({ level: 0, seed: 8 }), () => M.generate({ score: [3.0, 4.5], scale: 'se', seed: 9 })],
  generateMany: [() => M.generateMany({ level: 'easy', seed: 5 }, 3), () => M.generateMany({ size: 6, seed: 5 }, 2),
    () => M.generateMany({ seed: 5, firstIndex: 7 }, 2)],
};

// A function whose first parameter is a puzzle and that CALLS does not list is called on these.
const PUZZLES = [C16, FOUR, SIX, HARD];
const callsOf = (member) => CALLS[member.name]
  ?? (member.parameters[0] === 'PuzzleInput' ? PUZZLES.map((puzzle) => () => M[member.name](puzzle)) : []);

test('every function of the Sudoku interface is covered here, and the API has no undeclared one', () => {
  const declared = sudokuMembers.filter((m) => m.method).map((m) => m.name).sort();
  assert.deepEqual(Object.keys(CALLS).filter((name) => !declared.includes(name)), []);
  assert.deepEqual(sudokuMembers.filter((m) => m.method && callsOf(m).length === 0).map((m) => m.name), []);
  const api = Object.keys(M).filter((key) => typeof M[key] === 'function').sort();
  assert.deepEqual(api, declared);
  assert.deepEqual(Object.keys(M).filter((key) => typeof M[key] !== 'function'), ['version']);
});

for (const member of sudokuMembers.filter((m) => m.method)) {
  test(`${member.name}() returns what sudoku.d.ts declares`, () => {
    for (const [k, call] of callsOf(member).entries()) {
      const problems = check(dts, call(), member.type, `${member.name}() #${k + 1}`);
      assert.deepEqual(problems, []);
    }
  });
}

test('every kind of SudokuError carries the declared fields and no others', () => {
  const thrown = (run) => { try { run(); } catch (error) { return error; } throw new Error('did not throw'); };
  const errors = [
    thrown(() => M.parse('1')),
    thrown(() => M.parse(`x${'.'.repeat(80)}`)),
    thrown(() => M.parse(CLASH)),
    thrown(() => M.solve(C16, { limit: 0 })),
    thrown(() => M.generate({ clues: 5 })),
    thrown(() => M.hint({ puzzle: C16, values: `.${C16.slice(1)}` })),
    thrown(() => M.generate({ clues: 17, budget: 1, seed: 1 })),
    thrown(() => M.generateMany({ clues: 24, budget: 3000, seed: 1 }, 50)),
    thrown(() => M.solveMany([HARD, HARD, 'x'], { budget: 1 })),
    thrown(() => M.parse(`5${'.'.repeat(15)}`)),
    thrown(() => M.parse(`1..1${'.'.repeat(12)}`)),
    thrown(() => M.generate({ size: 5 })),
    thrown(() => M.hint({ puzzle: FOUR, values: C16 })),
    thrown(() => M.gradeMany([C16, HARD], { timeLimitMs: Number.MIN_VALUE })),
    ...M.gradeMany(['x', CLASH]).errors,
    ...M.solveMany(['x', CLASH, '1']).errors,
  ];
  assert.deepEqual(new Set(errors.map((e) => e.code)), new Set(['badLength', 'badChar', 'conflictingGivens', 'badOption', 'budgetExhausted']));
  for (const [k, error] of errors.entries()) {
    assert.deepEqual(check(dts, error, 'SudokuError', `error #${k + 1} (${error.code})`), []);
  }
});

// The pool (SudokuPool): every member, its results and its own errors ('timeout', 'aborted', with
// `partial`) against the declarations.
test('a pool answers what SudokuPool declares, and its errors are declared SudokuErrors', async () => {
  const pool = await createSudokuPool({ size: 2 });
  try {
    const poolMembers = membersOf(dts, 'SudokuPool');
    assert.deepEqual(Object.keys(pool).sort(), poolMembers.map((m) => m.name).sort());
    assert.deepEqual(Object.keys(pool.within(1000)).sort(), poolMembers.map((m) => m.name).sort());
    const results = [
      [await pool.solveMany([C16, 'x', CLASH, HARD]), 'SolveManyResult'],
      [await pool.gradeMany(`${C16}\nx\n${HARD}`), 'GradeManyResult'],
      ...(await pool.generateMany({ seed: 9 }, 3)).map((puzzle) => [puzzle, 'GeneratedPuzzle']),
    ];
    for (const [k, [value, type]] of results.entries()) assert.deepEqual(check(dts, value, type, `pool #${k + 1}`), []);
    const rejected = async (promise) => { try { await promise; } catch (error) { return error; } throw new Error('did not reject'); };
    const aborted = await rejected(pool.solveMany([C16, C16], { signal: AbortSignal.abort() }));
    const late = await rejected(pool.within(1).gradeMany(Array(200).fill(HARD)));
    assert.deepEqual([aborted.code, late.code], ['aborted', 'timeout']);
    for (const error of [aborted, late]) assert.deepEqual(check(dts, error, 'SudokuError', error.code), []);
  } finally {
    pool.terminate();
  }
});
