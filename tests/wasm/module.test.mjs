// The built WASM module under plain node: answers checked against the rules and the data sets,
// every input form, typed errors, and the module staying usable after each error.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import createSudoku, { SudokuError } from '../../dist/sudoku-node.mjs';
import { readRecordedSeeds, readSet, readSolutions, solves } from './helpers.mjs';

const M = await createSudoku();

const C16 = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const C16_SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';

test('solve returns the documented shape and a verified unique solution', () => {
  const r = M.solve(C16);
  assert.equal(r.status, 'unique');
  assert.equal(r.count, 1);
  assert.equal(r.solution, C16_SOLUTION);
  assert.ok(solves(C16, r.solution));
  assert.deepEqual(Object.keys(r.counters).sort(), ['backtracks', 'candidateOps', 'savedStates']);
  assert.equal(r.counters.candidateOps, 81, 'every cell placed once, givens included');
  assert.ok(r.ms >= 0);
});

test('solve agrees with the published solutions of norvig_top95', () => {
  const lines = readSet('norvig_top95.txt');
  const solutions = readSolutions('norvig_top95.txt');
  lines.forEach(({ puzzle }, i) => {
    const r = M.solve(puzzle);
    assert.equal(r.status, 'unique', `line ${i + 1}`);
    assert.equal(r.solution, solutions[i], `line ${i + 1}`);
    assert.ok(solves(puzzle, r.solution));
  });
});

test('solution counts of serg_benchmark match the published counts', () => {
  for (const { puzzle, columns } of readSet('serg_benchmark.txt', 100)) {
    const expected = Number(columns[0]);
    assert.equal(M.countSolutions(puzzle, 100000), expected, puzzle);
    assert.equal(M.solve(puzzle).status, 'multiple');
  }
});

// Found by following the README as a newcomer: limit 1 said 'unique' of the empty grid.
test('limit 1 stops at the first solution and says solved, never unique, in solve and solveMany', () => {
  const serg = readSet('serg_benchmark.txt', 20);
  const unique = readSet('magictour_top1465.txt', 5);
  for (const { puzzle } of [...serg, ...unique, { puzzle: '.'.repeat(81) }]) {
    const r = M.solve(puzzle, { limit: 1 });
    assert.equal(r.status, 'solved', puzzle);
    assert.equal(r.count, 1);
    assert.ok(solves(puzzle, r.solution));
  }
  const none = '12345678.........9' + '.'.repeat(63);
  assert.equal(M.solve(none, { limit: 1 }).status, 'none');
  const batch = M.solveMany([serg[0].puzzle, unique[0].puzzle, none, '11' + '.'.repeat(79)], { limit: 1 });
  assert.deepEqual(batch.statuses, ['solved', 'solved', 'none', 'invalid']);
  assert.ok(solves(serg[0].puzzle, batch.solutions[0]) && solves(unique[0].puzzle, batch.solutions[1]));
  assert.deepEqual(batch.solutions.slice(2), [null, null]);
  // With a limit of 2 the same puzzles are told apart.
  assert.deepEqual(M.solveMany([serg[0].puzzle, unique[0].puzzle]).statuses, ['multiple', 'unique']);
});

test('empty grid: multiple, with a valid grid; no solution: none', () => {
  const empty = M.solve('.'.repeat(81));
  assert.equal(empty.status, 'multiple');
  assert.equal(empty.count, 2);
  assert.ok(solves('.'.repeat(81), empty.solution));
  const none = M.solve('12345678.........9' + '.'.repeat(63));
  assert.equal(none.status, 'none');
  assert.equal(none.solution, null);
});

test('every input form gives the same answer', () => {
  const rowsOfNumbers = [];
  const rowsOfStrings = [];
  for (let r = 0; r < 9; ++r) {
    const row = [...C16.slice(r * 9, r * 9 + 9)];
    rowsOfNumbers.push(row.map((c) => (c === '.' ? 0 : Number(c))));
    rowsOfStrings.push(row.map((c) => (c === '.' ? (r % 2 ? '' : '.') : c)));
  }
  const pretty = rowsOfNumbers.map((row) => row.slice(0, 3).join(' ') + ' | ' + row.slice(3, 6).join(' ') +
    ' | ' + row.slice(6).join(' ')).join('\r\n');
  const forms = [
    C16,
    C16.replaceAll('.', '0'),
    pretty,
    rowsOfNumbers,
    rowsOfStrings,
    rowsOfNumbers.flat(),
    rowsOfStrings.flat().map((c) => (c === '' ? 'N' : c)),
  ];
  for (const form of forms) {
    assert.equal(M.solve(form).solution, C16_SOLUTION, JSON.stringify(form).slice(0, 60));
    assert.equal(M.parse(form), C16);
  }
});

test('bad input throws SudokuError with code and cell, and the next call still works', () => {
  const cases = [
    ['5x3..7....', 'badChar', 1],
    [C16.slice(0, 80), 'badLength', -1],
    [C16 + '1', 'badLength', -1],
    ['.99..5.1.85.4....2432......1...69.83.9.....6.62.71...9......1945....4.37.4.3..6..', 'conflictingGivens', 1],
    ['11' + '.'.repeat(79), 'conflictingGivens', 0],
    [Array(81).fill(10), 'badChar', 0],
    [Array(80).fill(0), 'badLength', -1],
    ['1'.repeat(100000), 'badLength', -1],
  ];
  for (const [input, code, cell] of cases) {
    assert.throws(() => M.solve(input), (e) => e instanceof SudokuError && e.name === 'SudokuError' &&
      e.code === code && e.cell === cell, String(input).slice(0, 40));
    assert.equal(M.solve(C16).solution, C16_SOLUTION, 'module still works after an error');
  }
  const conflict = (() => { try { M.solve('11' + '.'.repeat(79)); } catch (e) { return e; } })();
  assert.equal(conflict.otherCell, 1);
  assert.equal(conflict.digit, 1);
  assert.match(conflict.message, /r1c1 and r1c2/);
});

test('wrong argument types throw TypeError naming the accepted forms', () => {
  for (const input of [undefined, null, 42, {}, [[1, 2], [3]], [null, ...Array(80).fill(0)]]) {
    assert.throws(() => M.solve(input), (e) => e instanceof TypeError && /81-character string/.test(e.message));
    assert.equal(M.solve(C16).status, 'unique');
  }
  assert.throws(() => M.solve(C16, { limit: 0 }), (e) => e.code === 'badOption');
  assert.throws(() => M.solve(C16, 'fast'), TypeError);
});

test('generate({ holesPerBox }): unique puzzles whose solution keeps the givens, graded', () => {
  for (let holesPerBox = 1; holesPerBox <= 4; ++holesPerBox) {
    for (let seed = 0; seed < 50; ++seed) {
      const g = M.generate({ holesPerBox, seed });
      assert.equal(g.seed, seed);
      if (seed < 10) {
        const grade = M.grade(g.puzzle);
        assert.deepEqual([g.level, g.score, g.hardest], [grade.level, grade.score, grade.hardest]);
      }
      assert.ok(solves(g.puzzle, g.solution));
      assert.equal(M.countSolutions(g.puzzle, 2), 1, `holesPerBox ${holesPerBox} seed ${seed}`);
      assert.equal(g.clues, [...g.puzzle].filter((c) => c !== '.').length);
    }
  }
});

test('same seed gives the same puzzle as the native build (recorded)', () => {
  // Recorded from the native build in tests/data/recorded_seeds.tsv.
  for (const { options, puzzle } of readRecordedSeeds().filter((r) => r.kind === 'holes')) {
    assert.equal(M.generate(options).puzzle, puzzle, JSON.stringify(options));
  }
  const a = M.generate({ holesPerBox: 3 });
  const b = M.generate({ holesPerBox: 3 });
  assert.notEqual(a.seed === b.seed && a.puzzle === b.puzzle, true, 'no seed: a fresh puzzle');
  assert.throws(() => M.generate({ holesPerBox: 5 }), (e) => e.code === 'badOption' && e.option === 'holesPerBox');
  assert.throws(() => M.generate({ holesPerBox: 1.5 }), (e) => e.code === 'badOption');
  assert.throws(() => M.generate({ seed: -1 }), (e) => e.code === 'badOption');
});

test('explain reports the original counters, the first-pass candidates and the singles before a guess', () => {
  const e = M.explain(C16);
  assert.equal(e.status, 'unique');
  assert.equal(e.solution, C16_SOLUTION);
  assert.equal(e.firstPass.values.length, 81);
  // This puzzle falls to naked singles: the first pass fills every blank, all marked deduced,
  // and leaves nothing for hidden singles.
  [...C16].forEach((c, i) => {
    assert.equal(e.firstPass.values[i], Number(C16_SOLUTION[i]));
    assert.equal(e.firstPass.deduced[i], c === '.');
  });
  assert.deepEqual(e.beforeGuess, { hiddenSingles: 0, nakedSingles: 0 });
  const hard = readSet('norvig_hardest.txt')[5].puzzle;
  const h = M.explain(hard);
  assert.ok(h.counters.savedStates > 0);
  const open = h.firstPass.values.flatMap((v, i) => (v === 0 ? [i] : []));
  // AI Escargot: no naked single anywhere, so the first pass leaves its 58 blanks open; one
  // hidden single before the first guess.
  assert.equal(open.length, 58);
  for (const cell of open) assert.ok(h.firstPass.candidates[cell].includes(Number(h.solution[cell])));
  assert.deepEqual(h.beforeGuess, { hiddenSingles: 1, nakedSingles: 0 });
});

test('solveMany: one call for a set, statuses and solutions per puzzle, invalid lines reported', () => {
  const lines = readSet('magictour_top1465.txt', 300);
  const solutions = readSolutions('magictour_top1465.txt', 300);
  const fromText = M.solveMany(lines.map((l) => l.puzzle).join('\r\n') + '\n');
  assert.equal(fromText.statuses.length, 300);
  assert.ok(fromText.statuses.every((s) => s === 'unique'));
  assert.deepEqual(fromText.solutions, solutions);
  const mixed = M.solveMany([C16, '.'.repeat(81), '11' + '.'.repeat(79), [[5, 3, 0, 0, 7, 0, 0, 0, 0],
    [6, 0, 0, 1, 9, 5, 0, 0, 0], [0, 9, 8, 0, 0, 0, 0, 6, 0], [8, 0, 0, 0, 6, 0, 0, 0, 3],
    [4, 0, 0, 8, 0, 3, 0, 0, 1], [7, 0, 0, 0, 2, 0, 0, 0, 6], [0, 6, 0, 0, 0, 0, 2, 8, 0],
    [0, 0, 0, 4, 1, 9, 0, 0, 5], [0, 0, 0, 0, 8, 0, 0, 7, 9]], '12345678.........9' + '.'.repeat(63)]);
  assert.deepEqual(mixed.statuses, ['unique', 'multiple', 'invalid', 'unique', 'none']);
  assert.equal(mixed.solutions[0], C16_SOLUTION);
  assert.ok(solves('.'.repeat(81), mixed.solutions[1]));
  assert.equal(mixed.solutions[2], null);
  assert.equal(mixed.solutions[3], C16_SOLUTION);
  assert.equal(mixed.solutions[4], null);
  assert.equal(mixed.errors.length, 1);
  assert.equal(mixed.errors[0].index, 2);
  assert.equal(mixed.errors[0].code, 'conflictingGivens');
  assert.ok(mixed.errors[0] instanceof SudokuError);
  assert.throws(() => M.solveMany(42), TypeError);
  assert.deepEqual(M.solveMany('').statuses, []);
});

test('solveMany: a lone CR ends a line, blank lines take no index, blank array items do', () => {
  const text = `${C16}\r  \t\r\n\n${C16}\r${'11' + '.'.repeat(79)}`;
  const fromText = M.solveMany(text);
  assert.deepEqual(fromText.statuses, ['unique', 'unique', 'invalid']);
  assert.deepEqual(fromText.solutions, [C16_SOLUTION, C16_SOLUTION, null]);
  assert.deepEqual(fromText.errors.map((e) => [e.index, e.code]), [[2, 'conflictingGivens']]);
  const fromArray = M.solveMany([C16, ' \t ', '', C16]);
  assert.deepEqual(fromArray.statuses, ['unique', 'invalid', 'invalid', 'unique']);
  assert.deepEqual(fromArray.errors.map((e) => [e.index, e.code]), [[1, 'badLength'], [2, 'badLength']]);
  assert.deepEqual(fromArray.solutions, [C16_SOLUTION, null, null, C16_SOLUTION]);
  // A file's byte-order mark is not a cell: the first puzzle of a batch, or a single puzzle.
  assert.deepEqual(M.solveMany(`\uFEFF${C16}\r\n${C16}`).statuses, ['unique', 'unique']);
  assert.equal(M.solve(`\uFEFF${C16}`).solution, C16_SOLUTION);
  // Text that is not ASCII takes the longer way into the module and reads the same.
  const accented = M.solveMany(`${C16}\n${C16.slice(0, 5)}é${C16.slice(6)}\n${C16}`);
  assert.deepEqual(accented.statuses, ['unique', 'invalid', 'unique']);
  assert.deepEqual(accented.errors.map((e) => [e.index, e.code, e.cell]), [[1, 'badChar', 5]]);
  assert.deepEqual(accented.solutions, [C16_SOLUTION, null, C16_SOLUTION]);
});
