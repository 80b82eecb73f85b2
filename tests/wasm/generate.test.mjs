// generate() / generateMany() of the built module: every option through JS,
// typed errors, recorded seeds equal to the native build, and the shared cases C01b and C03.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import createSudoku, { SudokuError } from '../../dist/sudoku-node.mjs';
import { readRecordedSeeds, solves } from './helpers.mjs';

const M = await createSudoku();

const givens = (p) => [...p].filter((c) => c !== '.').length;

// The symmetry maps by rows and columns (core/include/sudoku/generator.h).
const IMAGE = {
  none: (r, c) => [r, c],
  rotational: (r, c) => [8 - r, 8 - c],
  rotational90: (r, c) => [c, 8 - r],
  mirrorHorizontal: (r, c) => [r, 8 - c],
  mirrorVertical: (r, c) => [8 - r, c],
  diagonal: (r, c) => [c, r],
  antiDiagonal: (r, c) => [8 - c, 8 - r],
};
const SYMMETRIES = Object.keys(IMAGE);

function symmetric(puzzle, symmetry) {
  for (let cell = 0; cell < 81; ++cell) {
    const [r, c] = IMAGE[symmetry](Math.floor(cell / 9), cell % 9);
    if ((puzzle[cell] === '.') !== (puzzle[r * 9 + c] === '.')) return false;
  }
  return true;
}

function everyGivenNeeded(puzzle) {
  for (let cell = 0; cell < 81; ++cell) {
    if (puzzle[cell] === '.') continue;
    if (M.countSolutions(puzzle.slice(0, cell) + '.' + puzzle.slice(cell + 1), 2) === 1) return false;
  }
  return true;
}

function assertProper(g, what) {
  assert.ok(solves(g.puzzle, g.solution), what);
  assert.equal(M.countSolutions(g.puzzle, 2), 1, `${what}: ${g.puzzle}`);
  assert.equal(M.solve(g.puzzle).solution, g.solution, what);
  assert.equal(g.clues, givens(g.puzzle), what);
  assert.ok(Number.isInteger(g.seed) && g.seed >= 0 && g.seed <= 0xFFFFFFFF, what);
}

// Recorded from the native build; tests/core/generator_options_test.cc reads the same file.
const RECORDED = readRecordedSeeds();

test('recorded seeds give the same puzzles as the native build', () => {
  assert.ok(RECORDED.length >= 18);
  for (const { kind, options, puzzle } of RECORDED) {
    const g = M.generate(options);
    assert.equal(g.puzzle, puzzle, JSON.stringify(options));
    if (kind === 'generate') assertProper(g, JSON.stringify(options));
  }
  // A string seed is hashed in the engine (FNV-1a 32) and reported as the number.
  const hello = M.generate({ seed: 'hello' });
  assert.equal(hello.seed, 1335831723);
  assert.equal(hello.puzzle, RECORDED.find((r) => r.options.seed === 1335831723).puzzle);
});

test('default options: unique, reproducible, reported seed, a fresh puzzle without a seed', () => {
  for (let seed = 0; seed < 300; ++seed) {
    const g = M.generate({ seed });
    assertProper(g, `seed ${seed}`);
    assert.equal(g.seed, seed);
    assert.equal(g.symmetry, 'none');
    assert.deepEqual([g.level, g.score, g.hardest], [null, null, null], 'not graded unless a level is asked');
  }
  const a = M.generate();
  const b = M.generate();
  assert.notEqual(a.puzzle, b.puzzle);
  assert.equal(M.generate({ seed: a.seed }).puzzle, a.puzzle, 'the reported seed reproduces it');
});

test('every symmetry holds in the givens', () => {
  for (const symmetry of SYMMETRIES) {
    for (let seed = 0; seed < 40; ++seed) {
      const g = M.generate({ symmetry, seed });
      assertProper(g, `${symmetry} ${seed}`);
      assert.ok(symmetric(g.puzzle, symmetry), `${symmetry} ${seed}: ${g.puzzle}`);
      assert.equal(g.symmetry, symmetry);
    }
  }
  assert.equal(M.generate({ symmetry: 'rotational180', seed: 7 }).puzzle,
    RECORDED.find((r) => r.options.symmetry === 'rotational' && r.options.seed === 7).puzzle);
});

test('minimal: removing any given makes the puzzle non-unique', () => {
  for (let seed = 0; seed < 60; ++seed) {
    const g = M.generate({ minimal: true, seed });
    assertProper(g, `minimal ${seed}`);
    assert.equal(g.minimal, true);
    assert.ok(everyGivenNeeded(g.puzzle), `seed ${seed}: ${g.puzzle}`);
  }
  for (const symmetry of ['rotational', 'diagonal']) {
    const g = M.generate({ minimal: true, symmetry, seed: 3 });
    assert.ok(symmetric(g.puzzle, symmetry) && everyGivenNeeded(g.puzzle), symmetry);
  }
});

test('exact clue counts, alone and with symmetry', () => {
  for (let clues = 22; clues <= 35; ++clues) {
    for (let seed = 0; seed < 5; ++seed) {
      const g = M.generate({ clues, seed });
      assertProper(g, `clues ${clues} seed ${seed}`);
      assert.equal(g.clues, clues);
    }
  }
  const g = M.generate({ clues: 29, symmetry: 'rotational90', seed: 1 });
  assert.equal(g.clues, 29);
  assert.ok(symmetric(g.puzzle, 'rotational90'));
  const m = M.generate({ clues: 24, minimal: true, seed: 1 });
  assert.equal(m.clues, 24);
  assert.ok(everyGivenNeeded(m.puzzle));
});

test('20 clues succeed (time reported); 17 clues under a small budget end in budgetExhausted', (t) => {
  const start = performance.now();
  const g = M.generate({ clues: 20, seed: 2 });
  t.diagnostic(`clues 20 seed 2: ${(performance.now() - start).toFixed(0)} ms, ${g.work} work units`);
  assertProper(g, 'clues 20');
  assert.equal(g.clues, 20);
  assert.throws(() => M.generate({ clues: 17, seed: 1, budget: 20000 }),
    (e) => e instanceof SudokuError && e.code === 'budgetExhausted');
  // A time limit turns the same search into budgetExhausted too: a millisecond is far too
  // little for 17 clues on any machine.
  assert.throws(() => M.generate({ clues: 17, seed: 1, timeLimitMs: 1 }),
    (e) => e instanceof SudokuError && e.code === 'budgetExhausted');
  assert.equal(M.countSolutions(M.generate({ seed: 1 }).puzzle), 1, 'usable after the error');
});

test('the graded level matches grade(), and the result carries the grade', () => {
  for (const [level, expected] of [[1, 1], ['medium', 2], [3, 3], ['expert', 4], [5, 5], ['extreme', 5]]) {
    const g = M.generate({ level, seed: 1 });
    assertProper(g, `level ${level}`);
    const grade = M.grade(g.puzzle);
    assert.equal(grade.level, expected);
    assert.deepEqual([g.level, g.score, g.hardest], [grade.level, grade.score, grade.hardest], `level ${level}`);
  }
});

test('level beside scale: every puzzle unique and graded on that scale to that level, in generate and generateMany', () => {
  for (const scale of ['sukaku', 'se']) {
    for (let level = 1; level <= 5; ++level) {
      for (const seed of [1, 2, 3, 4]) {
        const what = `${scale} level ${level} seed ${seed}`;
        const g = M.generate({ level, scale, seed });
        assertProper(g, what);  // counts the solutions: exactly one
        const grade = M.grade(g.puzzle, { scale });
        assert.equal(grade.level, level, what);
        assert.deepEqual([g.level, g.score, g.hardest], [grade.level, grade.score, grade.hardest], what);
      }
    }
  }
  // The default scale is 'sukaku': naming it changes nothing (recorded seeds stay as they were).
  assert.equal(M.generate({ level: 3, scale: 'sukaku', seed: 1 }).puzzle, M.generate({ level: 3, seed: 1 }).puzzle);
  // The scales differ by design: seed 1's level-3 puzzle on the default scale needs a grouped
  // turbot fish (4.3), which SE 1.2.1 makes with a chain rated 7.1, level 4; asked on SE's scale,
  // the same seed gives another puzzle, level 3 there.
  const sukaku = M.generate({ level: 3, seed: 1 });
  // grade().level follows the scale asked: the same puzzle is level 3 on one, 4 on the other.
  const onSe = M.grade(sukaku.puzzle, { scale: 'se' });
  assert.deepEqual([sukaku.hardest, M.grade(sukaku.puzzle).level, onSe.level, onSe.score, onSe.scale],
    ['groupedTurbotFish', 3, 4, 7.1, 'se']);
  const se = M.generate({ level: 3, scale: 'se', seed: 1 });
  assert.notEqual(se.puzzle, sukaku.puzzle);
  assert.equal(M.grade(se.puzzle, { scale: 'se' }).level, 3);
  // generateMany: each member graded on the scale, and generate() of its seed alone.
  const batch = M.generateMany({ level: 4, scale: 'se', seed: 7 }, 6);
  assert.equal(batch.length, 6);
  for (const g of batch) {
    assertProper(g, `batch seed ${g.seed}`);
    const grade = M.grade(g.puzzle, { scale: 'se' });
    assert.deepEqual([g.level, g.score, g.hardest], [4, grade.score, grade.hardest], `batch seed ${g.seed}`);
    assert.equal(grade.level, 4);
    assert.equal(M.generate({ level: 4, scale: 'se', seed: g.seed }).puzzle, g.puzzle);
  }
  // Nothing to read on the scale (no level or score; First steps; holesPerBox, whose puzzles are
  // graded only after digging), or a small grid, which has one scale: badOption naming scale.
  for (const options of [{ scale: 'se' }, { scale: 'se', clues: 30 }, { scale: 'se', level: 'first' },
    { scale: 'se', level: 0 }, { scale: 'se', holesPerBox: 2 }, { scale: 'se', level: 1, size: 6 },
    { scale: 'se', level: 1, size: 4 }]) {
    assert.throws(() => M.generate({ seed: 1, ...options }), (e) => e instanceof SudokuError &&
      e.code === 'badOption' && e.option === 'scale', JSON.stringify(options));
    assert.throws(() => M.generateMany({ seed: 1, ...options }, 2), (e) => e instanceof SudokuError &&
      e.code === 'badOption' && e.option === 'scale', `generateMany ${JSON.stringify(options)}`);
  }
  assert.throws(() => M.generate({ level: 2, scale: 'hodoku' }), (e) => e.code === 'badOption' && e.option === 'scale');
});

test('bad options: SudokuError badOption for values, TypeError for types', () => {
  const bad = [
    { clues: 16 }, { clues: 81 }, { clues: 20.5 }, { clues: -3 },
    { clues: 17, symmetry: 'rotational90', minimal: true }, { clues: 17, symmetry: 'rotational' },
    { clues: 22, symmetry: 'rotational90' }, { clues: 41, minimal: true },
    { symmetry: 'spiral' }, { level: 6 }, { level: 'impossible' }, { seed: -1 },
    { seed: 2 ** 32 }, { seed: 1.5 }, { budget: 0 }, { timeLimitMs: -5 },
    { holesPerBox: 2, clues: 30 }, { holesPerBox: 5 }, { holesPerBox: 2, level: 2 },
  ];
  for (const options of bad) {
    assert.throws(() => M.generate(options), (e) => e instanceof SudokuError && e.name === 'SudokuError' &&
      e.code === 'badOption', JSON.stringify(options));
  }
  for (const options of [{ clues: '30' }, { symmetry: 180 }, { minimal: 'yes' }, { seed: null }, { seed: {} },
    { budget: '1000' }, { symetry: 'none' }, { difficulty: 2 }]) {
    assert.throws(() => M.generate(options), TypeError, JSON.stringify(options));
  }
  assert.throws(() => M.generate('easy'), TypeError);
  assert.throws(() => M.generateMany({}, 0), (e) => e.code === 'badOption');
  assert.throws(() => M.generateMany({}, '3'), TypeError);
  assert.equal(M.countSolutions(M.generate({ seed: 3 }).puzzle), 1, 'module still usable');
});

test('holesPerBox with options that ask for nothing (symmetry none, minimal false, clues 0) is the same generator', () => {
  for (const seed of [5, 77, 'abc']) {
    const plain = M.generate({ holesPerBox: 2, seed });
    for (const extra of [{ symmetry: 'none' }, { minimal: false }, { clues: 0 }, { symmetry: 'none', minimal: false }]) {
      const g = M.generate({ holesPerBox: 2, seed, ...extra });
      assert.equal(g.puzzle, plain.puzzle, JSON.stringify(extra));
      assert.equal(g.solution, plain.solution);
      assert.equal(g.seed, plain.seed);
      assert.equal(M.countSolutions(g.puzzle, 2), 1);
    }
  }
  // Options that ask for something the holes generator cannot give are refused by name.
  for (const [extra, named] of [[{ symmetry: 'rotational' }, 'symmetry'], [{ minimal: true }, 'minimal'],
    [{ clues: 30 }, 'clues'], [{ level: 'hard' }, 'level'], [{ budget: 1000 }, 'budget'],
    [{ timeLimitMs: 50 }, 'timeLimitMs']]) {
    assert.throws(() => M.generate({ holesPerBox: 2, ...extra }), (e) => e instanceof SudokuError && e.code === 'badOption' &&
      e.option === named && /holesPerBox/.test(e.message), JSON.stringify(extra));
  }
  // The usual checks of each option still come first.
  assert.throws(() => M.generate({ holesPerBox: 2, symmetry: 'spiral' }), (e) => e.code === 'badOption' && /symmetry must be one of/.test(e.message));
  assert.throws(() => M.generate({ holesPerBox: 2, symmetry: 0 }), TypeError);
  assert.throws(() => M.generate({ holesPerBox: 9, symmetry: 'none' }), (e) => e.code === 'badOption' && e.option === 'holesPerBox');
});

test('generateMany takes holesPerBox too: each member is generate() of its seed', () => {
  const batch = M.generateMany({ holesPerBox: 3, seed: 8 }, 4);
  for (const g of batch) assert.equal(M.generate({ holesPerBox: 3, seed: g.seed }).puzzle, g.puzzle);
  assert.equal(batch[0].seed, 8);
});

test('generateMany: one call, each member reproducible alone, progress reports the same puzzles', () => {
  const options = { clues: 26, symmetry: 'diagonal', seed: 99 };
  const batch = M.generateMany(options, 25);
  assert.equal(batch.length, 25);
  assert.equal(batch[0].seed, 99);
  for (const g of batch) {
    assertProper(g, `batch seed ${g.seed}`);
    assert.equal(g.clues, 26);
    assert.ok(symmetric(g.puzzle, 'diagonal'));
    assert.equal(M.generate({ ...options, seed: g.seed }).puzzle, g.puzzle);
  }
  assert.equal(new Set(batch.map((g) => g.puzzle)).size, 25);
  const streamed = [];
  const progress = [];
  const again = M.generateMany(options, 25, {
    chunk: 10,
    onProgress: ({ puzzles, done, total }) => { streamed.push(...puzzles); progress.push(`${done}/${total}`); },
  });
  assert.deepEqual(progress, ['10/25', '20/25', '25/25']);
  assert.deepEqual(streamed.map((g) => g.puzzle), batch.map((g) => g.puzzle));
  assert.deepEqual(again.map((g) => g.puzzle), batch.map((g) => g.puzzle));
});

test('generateMany: the budget and time limit bound the whole call; partial holds what was made', () => {
  // 22 clues take many work units each: a budget for the call, far below 50 puzzles' worth.
  const all = M.generateMany({ clues: 22, seed: 4 }, 6);
  const spent = all.reduce((sum, g) => sum + g.work, 0);
  const budget = Math.floor(all.slice(0, 3).reduce((sum, g) => sum + g.work, 0) + all[3].work / 2);
  assert.ok(budget < spent);
  let error;
  try { M.generateMany({ clues: 22, seed: 4, budget }, 6); } catch (e) { error = e; }
  assert.equal(error?.code, 'budgetExhausted');
  assert.deepEqual(error.partial.map((g) => g.puzzle), all.slice(0, 3).map((g) => g.puzzle));
  // A millisecond for fifty 22-clue puzzles: always over, on any machine.
  assert.throws(() => M.generateMany({ clues: 22, seed: 1, timeLimitMs: 1 }, 50),
    (e) => e.code === 'budgetExhausted' && Array.isArray(e.partial) && e.partial.length < 50);
  // With progress, the error still holds every puzzle made, not only the last report's.
  const reported = [];
  try {
    M.generateMany({ clues: 22, seed: 4, budget }, 6, { chunk: 1, onProgress: (p) => reported.push(...p.puzzles) });
  } catch (e) { error = e; }
  assert.equal(error.partial.length, 3);
  assert.deepEqual(reported.map((g) => g.puzzle), error.partial.map((g) => g.puzzle));
});

test('generateMany: an onProgress that throws stops the batch and its error comes out; the module stays right', () => {
  const boom = new Error('from the callback');
  assert.throws(() => M.generateMany({ seed: 1 }, 40, { chunk: 2, onProgress: () => { throw boom; } }), (e) => e === boom);
  assert.equal(M.generateMany({ seed: 1 }, 3).length, 3);
  assert.throws(() => M.generateMany({}, 3, { onProgress: 5 }), TypeError);
  assert.throws(() => M.generateMany({}, 3, { chunk: 0 }), (e) => e.code === 'badOption');
});

test('C01a: the two-solution board is counted as 2', () => {
  assert.equal(M.countSolutions('349618572782359...651742389273895...195476238864231957527164893918523764436987125', 2), 2);
});

test('C01b: 200 puzzles per level are unique (graded levels 1-4, holes per box 1-4, other option sets)', () => {
  for (let level = 1; level <= 4; ++level) {
    for (const g of M.generateMany({ level }, 200)) {
      assert.equal(M.countSolutions(g.puzzle, 2), 1, `level ${level} non-unique: ${g.puzzle}`);
      assert.equal(g.level, level);
    }
    for (let i = 0; i < 200; ++i) {
      const g = M.generate({ holesPerBox: level });
      assert.equal(M.countSolutions(g.puzzle, 2), 1, `holesPerBox ${level} non-unique: ${g.puzzle}`);
      if (i < 20) {  // the holes form comes graded, as grade() grades it
        const grade = M.grade(g.puzzle);
        assert.deepEqual([g.level, g.score, g.hardest], [grade.level, grade.score, grade.hardest], g.puzzle);
      }
    }
  }
  for (const options of [{}, { minimal: true }, { clues: 24 }, { symmetry: 'rotational' }]) {
    for (const g of M.generateMany(options, 200)) {
      assert.equal(M.countSolutions(g.puzzle, 2), 1, `${JSON.stringify(options)} non-unique: ${g.puzzle}`);
    }
  }
});

test('C03: 50 of the hardest generations each end, with a puzzle or budgetExhausted (times reported)', (t) => {
  // Bounded by construction: every generate() has a work budget (default 2,000,000 units), so it
  // returns or throws budgetExhausted; the times are printed, never asserted (speed is for the
  // benchmarks in bench/).
  const times = { level5: [], holes4: [], clues22: [], minimal: [] };
  const run = (name, options) => {
    const s = performance.now();
    try {
      const g = M.generate(options);
      assert.equal(M.countSolutions(g.puzzle, 2), 1);
    } catch (e) {
      assert.equal(e.code, 'budgetExhausted', e.message);
    }
    times[name].push(performance.now() - s);
  };
  for (let i = 0; i < 50; ++i) {
    run('level5', { level: 'extreme', seed: i });
    run('holes4', { holesPerBox: 4, seed: i });
    run('clues22', { clues: 22, seed: i });
    run('minimal', { minimal: true, symmetry: 'rotational', seed: i });
  }
  for (const [name, list] of Object.entries(times)) {
    t.diagnostic(`C03 ${name}: max ${Math.max(...list).toFixed(1)} ms, median ${list.sort((a, b) => a - b)[25].toFixed(1)} ms`);
  }
});

test('score: the puzzle grade() rates on the scale lies in [min, max], unique; bad ranges are badOption', () => {
  for (const [score, scale] of [[[1.0, 2.3], undefined], [[3.0, 4.5], 'sukaku'], [[3.0, 4.5], 'se'], [[6.2, 7.5], 'sukaku'],
    [[10, 11], 'se']]) {  // the last searched from seeds (nested forcing chains)
    for (const seed of [1, 2]) {
      const g = M.generate({ score, seed, ...(scale ? { scale } : {}) });
      const what = `${score} ${scale} seed ${seed}`;
      assertProper(g, what);
      assert.equal(M.countSolutions(g.puzzle, 2), 1, what);
      const grade = M.grade(g.puzzle, scale ? { scale } : undefined);
      assert.ok(grade.score >= score[0] && grade.score <= score[1], `${what}: ${grade.score}`);
      assert.deepEqual([g.level, g.score, g.hardest], [grade.level, grade.score, grade.hardest], what);
      assert.equal(M.generate({ score, seed, ...(scale ? { scale } : {}) }).puzzle, g.puzzle, 'reproducible');
    }
  }
  // The search from seeds walks as the native build does (tests/core/generate_score_test.cc pins
  // the same puzzle).
  assert.equal(M.generate({ score: [10, 11], scale: 'se', seed: 1 }).puzzle,
    '9...6.5....8..1..2....7..4.4.....9....71....8.5..2......6.....3.....61..1..8.3...');
  // Out of reach: the budget (or a 1 ms time limit) runs out, no puzzle comes back.
  assert.throws(() => M.generate({ score: [11, 12], scale: 'se', budget: 20000, seed: 5 }),
    (e) => e instanceof SudokuError && e.code === 'budgetExhausted');
  assert.throws(() => M.generate({ score: [11, 12], scale: 'se', timeLimitMs: 1, seed: 5 }),
    (e) => e instanceof SudokuError && e.code === 'budgetExhausted');
  const bad = [
    { score: 3 }, { score: [3] }, { score: [3, 4, 5] }, { score: ['3', 4] }, { score: [4.5, 3] },
    { score: [0.5, 3] }, { score: [3, 12.5] }, { score: [3.01, 3.09] }, { score: null }, { score: {} },
    { score: [3, 4.5], level: 3 }, { score: [3, 4.5], level: 'first' }, { score: [3, 4.5], holesPerBox: 2 },
    { score: [3, 4.5], size: 6 }, { score: [1, 2.3], size: 4 },
  ];
  for (const options of bad) {
    assert.throws(() => M.generate(options), (e) => e instanceof SudokuError && e.code === 'badOption' &&
      e.option === 'score', JSON.stringify(options));
  }
  // A scale alone reads nothing (the level test above has the cases beside level).
  assert.throws(() => M.generate({ scale: 'se' }), (e) => e.code === 'badOption' && e.option === 'scale');
  assert.throws(() => M.generate({ score: [3, 4], scale: 'hodoku' }), (e) => e.code === 'badOption' && e.option === 'scale');
});
