// The small core entry (dist/sudoku-core-node.mjs, its own sudoku-core-engine.wasm) against the
// full engine in the same process: the same answers for the calls both have, checked against
// the rules and the givens; the recorded seeds' puzzles, ungraded; typed errors for what needs
// the full engine, after which the module keeps working.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import createSudokuCore, { SudokuError, VERSION } from '../../dist/sudoku-core-node.mjs';
import createSudoku from '../../dist/sudoku-node.mjs';
import { DIST, readRecordedSeeds, readSet, readSolutions, solves } from './helpers.mjs';

const core = await createSudokuCore();
const full = await createSudoku();

const expectError = (call, code, option) => {
  assert.throws(call, (error) => {
    assert.ok(error instanceof SudokuError, `${error}`);
    assert.equal(error.code, code);
    if (option !== undefined) assert.equal(error.option, option);
    return true;
  });
};

test('the core has the calls of the small core and nothing of the grader', () => {
  assert.deepEqual(Object.keys(core).sort(),
    ['candidates', 'countSolutions', 'generate', 'memoryBytes', 'parse', 'solve', 'validate', 'version']);
  assert.equal(core.version, VERSION);
  assert.equal(core.version, full.version);
  assert.ok(Object.isFrozen(core));
});

test('solve and countSolutions answer as the full engine on shared puzzles, checked against the rules', () => {
  for (const set of ['sudoku17_49158.txt', 'magictour_top1465.txt', 'forum_hardest_1106.txt']) {
    const puzzles = readSet(set, 150).map((row) => row.puzzle);
    const solutions = readSolutions(set, 150);
    puzzles.forEach((puzzle, i) => {
      const answer = core.solve(puzzle);
      assert.equal(answer.solution, solutions[i], `${set} line ${i + 1}`);
      assert.ok(solves(puzzle, answer.solution), `${set} line ${i + 1}`);
      assert.equal(answer.count, 1);
      const reference = full.solve(puzzle);
      assert.deepEqual({ ...answer, ms: 0 }, { ...reference, ms: 0 });
      assert.equal(core.countSolutions(puzzle), 1);
    });
  }
  // Many solutions, counted up to the limit, as the full engine counts them.
  const sparse = '1' + '.'.repeat(80);
  assert.equal(core.countSolutions(sparse, 50), 50);
  assert.equal(core.solve(sparse, { limit: 5 }).count, 5);
  // r1c9 can only be 9, which r2c9 holds: no solution, and no two givens clash.
  assert.equal(core.countSolutions('12345678.' + '........9' + '.'.repeat(63)), 0);
});

test('parse, validate and candidates answer as the full engine', () => {
  const puzzle = readSet('norvig_top95.txt', 1)[0].puzzle;
  assert.equal(core.parse(puzzle), full.parse(puzzle));
  const asRows = Array.from({ length: 9 }, (_, r) => [...puzzle.slice(r * 9, r * 9 + 9)].map((c) => (c === '.' ? 0 : Number(c))));
  assert.equal(core.parse(asRows), puzzle.replace(/0/g, '.'));
  const clash = '55' + '.'.repeat(79);
  assert.deepEqual(core.validate(clash), full.validate(clash));
  assert.equal(core.validate(clash).length, 2);  // the row and the box
  assert.deepEqual(core.candidates(puzzle), full.candidates(puzzle));
  assert.deepEqual(core.candidates(clash)[2], full.candidates(clash)[2]);
  // The small grids are read too (only their generator is the full engine's).
  const small = '1...' + '.'.repeat(12);
  assert.equal(core.parse(small), small);
  assert.deepEqual({ ...core.solve(small, { limit: 3 }), ms: 0 }, { ...full.solve(small, { limit: 3 }), ms: 0 });
});

test('generate gives the recorded seeds\' puzzles, unique and ungraded, as the full engine does', () => {
  const recorded = readRecordedSeeds();
  assert.ok(recorded.length >= 18);
  for (const { kind, options, puzzle } of recorded) {
    const made = core.generate(options);
    const what = JSON.stringify(options);
    assert.equal(made.puzzle, puzzle, what);
    assert.ok(solves(made.puzzle, made.solution), what);
    assert.equal(full.countSolutions(made.puzzle, 2), 1, what);
    assert.equal(made.level, null, what);
    assert.equal(made.score, null, what);
    assert.equal(made.hardest, null, what);
    const reference = full.generate(options);
    assert.equal(made.solution, reference.solution, what);
    if (kind === 'generate') {
      assert.deepEqual({ ...made, ms: 0 }, { ...reference, ms: 0 }, what);
    } else {
      assert.ok(Number.isInteger(reference.level) && reference.level >= 1, what);
    }
  }
  // Without a seed each call draws one, reported so the puzzle can be made again.
  const drawn = core.generate({ clues: 30, symmetry: 'rotational' });
  assert.equal(drawn.clues, 30);
  assert.equal(core.generate({ clues: 30, symmetry: 'rotational', seed: drawn.seed }).puzzle, drawn.puzzle);
  const minimal = core.generate({ seed: 'core', minimal: true });
  assert.equal(minimal.minimal, true);
  for (let cell = 0; cell < 81; ++cell) {
    if (minimal.puzzle[cell] === '.') continue;
    const fewer = minimal.puzzle.slice(0, cell) + '.' + minimal.puzzle.slice(cell + 1);
    assert.equal(full.countSolutions(fewer, 2), 2, `given ${cell} is needed`);
  }
});

test('what needs the full engine is badOption naming it, and the core keeps working', () => {
  const memory = core.memoryBytes();
  assert.ok(Number.isInteger(memory / 65536) && memory >= 4 * 1024 * 1024, `${memory}`);
  expectError(() => core.generate({ level: 3 }), 'badOption', 'level');
  expectError(() => core.generate({ level: 'first' }), 'badOption', 'level');
  expectError(() => core.generate({ score: [3, 4] }), 'badOption', 'score');
  expectError(() => core.generate({ scale: 'se' }), 'badOption', 'scale');
  expectError(() => core.generate({ size: 6 }), 'badOption', 'size');
  expectError(() => core.generate({ clues: 12 }), 'badOption', 'clues');
  expectError(() => core.generate({ clues: 17, budget: 1 }), 'budgetExhausted');
  expectError(() => core.solve('1...' + '.'.repeat(13)), 'badLength');
  expectError(() => core.solve('x'.repeat(81)), 'badChar');
  expectError(() => core.solve('11' + '.'.repeat(79)), 'conflictingGivens');
  expectError(() => core.solve('.'.repeat(81), { limit: 0 }), 'badOption', 'limit');
  assert.throws(() => core.generate({ clues: '30' }), TypeError);
  assert.throws(() => core.generate({ colour: 'red' }), TypeError);
  assert.throws(() => core.solve(42), TypeError);
  assert.match(String(core.generate.call(null, { seed: 1 }).puzzle), /^[1-9.]{81}$/);
  assert.equal(core.countSolutions(readSet('norvig_easy50.txt', 1)[0].puzzle), 1);
  // Errors take no memory: the core's memory is what it was.
  assert.equal(core.memoryBytes(), memory);
});

// The core builds its answers without calling a setter another script put on Object.prototype
// (wasm/js-values.js; the full engine's answers: hostile.test.mjs).
test('setters another script put on Object.prototype are never called by the core\'s answers', () => {
  const names = ['status', 'solution', 'counters', 'candidateOps', 'puzzle', 'clues', 'otherCell', 'house'];
  let calls = 0;
  for (const name of names) {
    Object.defineProperty(Object.prototype, name, { configurable: true, set() { ++calls; throw new Error(name); } });
  }
  let answers;
  try {
    answers = {
      solved: core.solve(readSet('norvig_easy50.txt', 1)[0].puzzle),
      solution: readSolutions('norvig_easy50.txt', 1)[0],
      conflicts: core.validate('11' + '.'.repeat(79)),
      made: core.generate({ seed: 7, clues: 30 }),
    };
  } finally {
    for (const name of names) delete Object.prototype[name];
  }
  assert.equal(calls, 0);
  assert.equal(answers.solved.status, 'unique');
  assert.equal(answers.solved.solution, answers.solution);
  assert.deepEqual(answers.conflicts.map(({ cell, otherCell, digit, house }) => [cell, otherCell, digit, house]), [[0, 1, 1, 0], [0, 1, 1, 18]]);
  assert.equal(answers.made.clues, 30);
  assert.equal(core.countSolutions(answers.made.puzzle, 2), 1);
});

test('generate draws a seed where the runtime has no Web Crypto (Node 18 without its flag)', () => {
  const own = Object.getOwnPropertyDescriptor(globalThis, 'crypto');
  delete globalThis.crypto;
  try {
    assert.equal(globalThis.crypto, undefined);
    for (const api of [core, full]) {
      const drawn = api.generate({ clues: 32 });
      assert.ok(Number.isInteger(drawn.seed) && drawn.seed >= 0 && drawn.seed < 2 ** 32, `${drawn.seed}`);
      assert.equal(full.countSolutions(drawn.puzzle, 2), 1);
      assert.equal(api.generate({ clues: 32, seed: drawn.seed }).puzzle, drawn.puzzle);
    }
  } finally {
    Object.defineProperty(globalThis, 'crypto', own);
  }
  assert.equal(typeof globalThis.crypto.getRandomValues, 'function');
});

test('a missing or wrong .wasm file is a clear Error, not a broken module', async () => {
  await assert.rejects(createSudokuCore({ wasmPath: '/nonexistent/sudoku-core-engine.wasm' }), /nonexistent/);
  const notWasm = new URL('./core.test.mjs', import.meta.url);
  await assert.rejects(createSudokuCore({ wasmPath: notWasm }), /not a WebAssembly file/);
  await assert.rejects(createSudokuCore({ wasmUrl: 'x' }), TypeError);
  // The other entry's module is refused by name, whichever way round.
  const fullWasm = new URL('sudoku-engine.wasm', DIST);
  await assert.rejects(createSudokuCore({ wasmPath: fullWasm }), /not the module of this entry/);
  // (Not against the checked build, SUDOKU_DIST: its loader's run-dependency watchdog polls
  // for a module that never loads, and its timer keeps node from exiting.)
  if (process.env.SUDOKU_DIST === undefined) {
    const coreWasm = new URL('sudoku-core-engine.wasm', DIST);
    await assert.rejects(createSudoku({ wasmPath: coreWasm }), /not the module of this entry/);
  }
  assert.equal(core.countSolutions(readSet('norvig_easy50.txt', 1)[0].puzzle), 1);
});
