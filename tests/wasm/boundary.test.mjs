// "Never broken by input": bad values through every exported function. Each must throw a TypeError
// or a SudokuError with the documented code (never a bare BindingError, a RuntimeError or a wrong
// answer), and after each one a valid call must still return the right answer.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DIST, readSet, readSolutions, solves } from './helpers.mjs';
import { generateOptions } from './generate-options.mjs';

const { default: createSudoku, SudokuError } = await import(new URL('sudoku-node.mjs', DIST).href);
const M = await createSudoku();

const C16 = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const C16_SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
const C16_NUMBERS = Array.from(C16, (c) => (c === '.' ? 0 : Number(c)));
const rows = (cells) => Array.from({ length: 9 }, (_, r) => cells.slice(r * 9, r * 9 + 9));

const TYPE = 'TypeError';
const TEN_MB = 'x'.repeat(10 * 1024 * 1024);
const TEN_MB_DIGITS = '1'.repeat(10 * 1024 * 1024);

// [label, value, expected for a puzzle argument: 'TypeError' or a SudokuError code]
const BAD_PUZZLES = [
  ['undefined', undefined, TYPE],
  ['null', null, TYPE],
  ['zero', 0, TYPE],
  ['a number', 534678912, TYPE],
  ['NaN', NaN, TYPE],
  ['Infinity', Infinity, TYPE],
  ['true', true, TYPE],
  ['a symbol', Symbol('grid'), TYPE],
  ['a function', () => C16, TYPE],
  ['a bigint', 10n, TYPE],
  ['an empty object', {}, TYPE],
  ['an array-like object', { length: 81, 0: 5 }, TYPE],
  ['a String object', new String(C16), TYPE],
  ['a typed array', new Uint8Array(81), TYPE],
  ['an empty string', '', 'badLength'],
  ['80 characters', C16.slice(0, 80), 'badLength'],
  ['82 characters', C16 + '1', 'badLength'],
  ['82 blanks', '.'.repeat(82), 'badLength'],
  ['a 10 MB string', TEN_MB, 'badLength'],
  ['a 10 MB string of digits', TEN_MB_DIGITS, 'badLength'],
  ['81 letters', 'x'.repeat(81), 'badChar'],
  ['81 NUL characters', '\0'.repeat(81), 'badChar'],
  ['81 emoji', '😀'.repeat(81), 'badChar'],
  ['a lone surrogate', '\ud800' + C16.slice(1), 'badChar'],
  ['a minus sign cell', '-' + C16.slice(1), 'badLength'],
  ['one letter', C16.slice(0, 40) + 'x' + C16.slice(41), 'badChar'],
  ['conflicting givens', '11' + '.'.repeat(79), 'conflictingGivens'],
  ['an empty array', [], 'badLength'],
  ['80 numbers', C16_NUMBERS.slice(0, 80), 'badLength'],
  ['82 numbers', [...C16_NUMBERS, 0], 'badLength'],
  ['a sparse array of 81', new Array(81), TYPE],
  ['9 sparse rows of 9', Array.from({ length: 9 }, () => new Array(9)), TYPE],
  ['81 nulls', new Array(81).fill(null), TYPE],
  ['81 undefined', new Array(81).fill(undefined), TYPE],
  ['81 objects', new Array(81).fill({}), TYPE],
  ['81 NaN', new Array(81).fill(NaN), 'badChar'],
  ['a 10', [10, ...C16_NUMBERS.slice(1)], 'badChar'],
  ['a -1', [-1, ...C16_NUMBERS.slice(1)], 'badChar'],
  ['a 1.5', [1.5, ...C16_NUMBERS.slice(1)], 'badChar'],
  ['a two-digit string', ['12', ...C16_NUMBERS.slice(1)], 'badChar'],
  ['a boolean cell', [true, ...C16_NUMBERS.slice(1)], TYPE],
  ['a huge array', new Array(100000).fill(0), 'badLength'],
  ['9 rows of 8', rows(C16_NUMBERS).map((r) => r.slice(0, 8)), TYPE],
  ['9 rows of 10', rows(C16_NUMBERS).map((r) => [...r, 0]), TYPE],
  ['8 rows of 9', rows(C16_NUMBERS).slice(0, 8), TYPE],
  ['10 rows of 9', [...rows(C16_NUMBERS), rows(C16_NUMBERS)[0]], TYPE],
  ['81 arrays', C16_NUMBERS.map((n) => [n]), TYPE],
  ['rows nested once more', rows(C16_NUMBERS).map((r) => r.map((n) => [n])), TYPE],
  ['a row of strings of 9', rows([...C16]).map((r) => r.join('')), TYPE],
  ['rows with an object', rows(C16_NUMBERS).map((r, i) => (i === 4 ? [{}, ...r.slice(1)] : r)), TYPE],
  ['nested garbage', [[[[[]]]], { a: [1, 2] }, null], TYPE],
];

// [label, value, expected] for option objects and limits.
const BAD_SOLVE_OPTIONS = [
  ['null options', null, TYPE],
  ['number options', 2, TYPE],
  ['string options', 'limit', TYPE],
  ['array options', [2], TYPE],
  ['limit 0', { limit: 0 }, 'badOption'],
  ['limit -1', { limit: -1 }, 'badOption'],
  ['limit 1.5', { limit: 1.5 }, 'badOption'],
  ['limit NaN', { limit: NaN }, 'badOption'],
  ['limit Infinity', { limit: Infinity }, 'badOption'],
  ['limit 1e6 + 1', { limit: 1_000_001 }, 'badOption'],
  ['limit 2^53', { limit: 2 ** 53 }, 'badOption'],
  ['limit as a string', { limit: '2' }, TYPE],
  ['limit null', { limit: null }, TYPE],
  ['limit as an object', { limit: {} }, TYPE],
];

const BAD_LIMITS = BAD_SOLVE_OPTIONS.filter(([, v]) => v && typeof v === 'object' && !Array.isArray(v))
  .map(([label, v, expected]) => [label, v.limit, expected]);

/** Asserts `fn` throws the expected kind, then that the engine still answers C16 right. */
function assertRejects(fn, expected, label) {
  let thrown;
  try {
    fn();
  } catch (error) {
    thrown = error;
  }
  assert.ok(thrown !== undefined, `${label}: no error thrown`);
  if (expected === TYPE) {
    assert.ok(thrown instanceof TypeError, `${label}: expected TypeError, got ${thrown?.name}: ${thrown?.message}`);
    assert.notEqual(thrown.name, 'BindingError', label);
  } else {
    assert.ok(thrown instanceof SudokuError, `${label}: expected SudokuError ${expected}, got ${thrown?.name}: ${thrown?.message}`);
    assert.equal(thrown.code, expected, `${label}: ${thrown.message}`);
    assert.equal(thrown.name, 'SudokuError');
    assert.ok(Number.isInteger(thrown.cell) && thrown.cell >= -1 && thrown.cell <= 80, `${label}: cell ${thrown.cell}`);
  }
  assert.equal(typeof thrown.message, 'string');
  assert.equal(M.solve(C16).solution, C16_SOLUTION, `${label}: the engine answers right afterwards`);
}

// Every function that takes a puzzle, called with a bad one.
const PUZZLE_CALLS = {
  parse: (p) => M.parse(p),
  solve: (p) => M.solve(p),
  countSolutions: (p) => M.countSolutions(p, 2),
  explain: (p) => M.explain(p),
  grade: (p) => M.grade(p),
  steps: (p) => M.steps(p),
  'hint(puzzle)': (p) => M.hint({ puzzle: p }),
  'hint(values)': (p) => M.hint({ puzzle: C16, values: p }),
  // The values are checked before the puzzle's solution count decides the answer.
  'hint(values) of a puzzle with many solutions': (p) => M.hint({ puzzle: '.'.repeat(81), values: p }),
  'hint(values) of a puzzle with no solution': (p) => M.hint({ puzzle: `12345678.........9${'.'.repeat(63)}`, values: p }),
};

for (const [name, call] of Object.entries(PUZZLE_CALLS)) {
  test(`${name}: every bad puzzle gives a typed error and the engine stays right`, () => {
    for (const [label, value, expected] of BAD_PUZZLES) {
      // A player's grid may hold two equal digits: hint reports that as data (wrongValue).
      if (name.startsWith('hint(values)') && (expected === 'conflictingGivens' || value === undefined)) continue;
      assertRejects(() => call(value), expected, `${name}(${label})`);
    }
  });
}

test('a bad cell of an array puzzle is badChar naming the value given and its cell', () => {
  const flat = (value, at) => C16_NUMBERS.map((n, i) => (i === at ? value : n));
  for (const [value, at, shownAs] of [[10, 0, '"10"'], [-1, 40, '"-1"'], [1.5, 80, '"1.5"'], [NaN, 3, '"NaN"'],
    ['x7', 9, '"x7"'], [' ', 5, '" "']]) {
    for (const puzzle of [flat(value, at), rows(flat(value, at))]) {
      assert.throws(() => M.solve(puzzle), (e) => e instanceof SudokuError && e.code === 'badChar' && e.cell === at &&
        e.message === `cell r${Math.floor(at / 9) + 1}c${(at % 9) + 1} (index ${at}) holds ${shownAs}, which is neither a digit 1-9 nor a blank`,
      `${JSON.stringify(value)} at ${at}`);
    }
  }
  // As for text, the first bad cell among the first 81 is reported whatever the count; a bad
  // cell after the 81st is a length error.
  assert.throws(() => M.solve([...Array(15).fill(0), 12]), (e) => e.code === 'badChar' && e.cell === 15 &&
    e.message.includes('holds "12"'));
  assert.throws(() => M.solve([...Array(79).fill(0), 12]), (e) => e.code === 'badChar' && e.cell === 79);
  assert.throws(() => M.solve([...C16_NUMBERS, 12]), (e) => e.code === 'badLength');
  // In a batch, the item's own error.
  const batch = M.solveMany([C16, flat(10, 2)]);
  assert.deepEqual(batch.statuses, ['unique', 'invalid']);
  assert.ok(batch.errors[0].index === 1 && batch.errors[0].cell === 2 && batch.errors[0].message.includes('holds "10"'));
  assert.equal(M.solve(C16).status, 'unique');
});

test('a score range the engine refuses is shown as given', () => {
  assert.throws(() => M.generate({ score: [5, 1] }), (e) => e.code === 'badOption' && e.option === 'score' &&
    e.message.endsWith('got [5, 1]'), 'the range, not "object"');
});

test('hint(values) with two equal digits is data, not an error', () => {
  const values = '5' + C16.slice(1, 2) + '5' + C16.slice(3);
  const r = M.hint({ puzzle: C16, values });
  assert.equal(r.kind, 'wrongValue');
  assert.equal(r.cell, 2);
});

test('solve, countSolutions and solveMany: bad options and limits', () => {
  for (const [label, value, expected] of BAD_SOLVE_OPTIONS) {
    assertRejects(() => M.solve(C16, value), expected, `solve(${label})`);
    assertRejects(() => M.solveMany([C16], value), expected, `solveMany(${label})`);
  }
  for (const [label, value, expected] of BAD_LIMITS) {
    assertRejects(() => M.countSolutions(C16, value), expected, `countSolutions(${label})`);
  }
});

test('solveMany: bad batches throw, bad items inside a batch are reported per item', () => {
  for (const [label, value] of [['undefined', undefined], ['null', null], ['a number', 5], ['an object', {}],
    ['NaN', NaN], ['a typed array', new Uint8Array(81)]]) {
    assertRejects(() => M.solveMany(value), TYPE, `solveMany(${label})`);
  }
  for (const [label, value, expected] of BAD_PUZZLES) {
    if (expected !== TYPE) continue;
    assertRejects(() => M.solveMany([C16, value]), TYPE, `solveMany([ok, ${label}])`);
  }
  // A string batch has the array's cap of 1,000,000 puzzles, however short its lines: more is
  // badLength before anything is solved, and the engine keeps its memory and its answers.
  assertRejects(() => M.solveMany('x\n'.repeat(1_000_001)), 'badLength', 'solveMany(1,000,001 short lines)');
  assertRejects(() => M.solveMany(`${C16}\n`.repeat(1_000_001)), 'badLength', 'solveMany(1,000,001 puzzles)');
  const shortLines = M.solveMany('x\n \n'.repeat(1_000_000));
  assert.equal(shortLines.statuses.length, 1_000_000);
  assert.equal(shortLines.errors.length, 1_000_000);
  assert.deepEqual([shortLines.errors[999_999].index, shortLines.errors[999_999].code,
    shortLines.errors[999_999].cell], [999_999, 'badChar', 0]);
  assert.ok(shortLines.errors[0] instanceof SudokuError);
  assert.equal(M.solveMany([C16]).solutions[0], C16_SOLUTION);
  // A hole in a sparse batch is an item of the wrong type, not a line that vanishes.
  const holey = [C16, C16];
  holey[3] = C16;
  assertRejects(() => M.solveMany(holey), TYPE, 'solveMany([ok, ok, <hole>, ok])');
  // Items too long to be a puzzle stay in the batch as invalid (badLength) at their own index;
  // they are cut short before the batch reaches the engine.
  const long = M.solveMany([C16, new Array(100000).fill(0), TEN_MB, C16]);
  assert.deepEqual(long.statuses, ['unique', 'invalid', 'invalid', 'unique']);
  assert.deepEqual(long.errors.map((e) => [e.index, e.code]), [[1, 'badLength'], [2, 'badLength']]);
  const items = BAD_PUZZLES.filter(([, value, expected]) => expected !== TYPE && value.length <= 4096 && value !== '');
  const batch = [C16, ...items.map(([, value]) => value), C16];
  const r = M.solveMany(batch);
  assert.equal(r.statuses.length, batch.length);
  assert.equal(r.statuses[0], 'unique');
  assert.equal(r.solutions.at(-1), C16_SOLUTION);
  items.forEach(([label, , expected], i) => {
    assert.equal(r.statuses[i + 1], 'invalid', label);
    const error = r.errors.find((e) => e.index === i + 1);
    assert.ok(error instanceof SudokuError, label);
    assert.equal(error.code, expected, `${label} (item ${i + 1})`);
  });
  assert.deepEqual(M.solveMany([]).statuses, []);
  assert.deepEqual(M.solveMany('').statuses, []);
  // A line far longer than any puzzle is one invalid line, too long to be read into the engine
  // (so no cell count); the lines around it are solved, and the engine stays right.
  for (const line of [TEN_MB, TEN_MB_DIGITS]) {
    const around = M.solveMany(`${C16}\n${line}\r\n${C16}`);
    assert.deepEqual(around.statuses, ['unique', 'invalid', 'unique']);
    assert.deepEqual([around.errors[0].index, around.errors[0].code, around.errors[0].found], [1, 'badLength', undefined]);
  }
  // Ten megabytes of blanks are no puzzle at all.
  assert.deepEqual(M.solveMany(`${' '.repeat(10 * 1024 * 1024)}\n${C16}`).statuses, ['unique']);
  assert.equal(M.solve(C16).solution, C16_SOLUTION);
});

test('hint: bad states and pencil marks', () => {
  const cases = [
    ['undefined', undefined, TYPE], ['null', null, TYPE], ['a number', 3, TYPE],
    ['an array holding the puzzle', [C16], 'badChar'], ['an empty object', {}, TYPE],
    ['candidates as a string', { puzzle: C16, candidates: '123' }, TYPE],
    ['candidates of 80', { puzzle: C16, candidates: new Array(80).fill([]) }, TYPE],
    ['candidates with null cells', { puzzle: C16, candidates: new Array(81).fill(null) }, TYPE],
    ['candidates with numbers', { puzzle: C16, candidates: new Array(81).fill(5) }, TYPE],
    ['a candidate 0', { puzzle: C16, candidates: new Array(81).fill([0]) }, 'badOption'],
    ['a candidate 10', { puzzle: C16, candidates: new Array(81).fill([10]) }, 'badOption'],
    ['a candidate NaN', { puzzle: C16, candidates: new Array(81).fill([NaN]) }, 'badOption'],
    ['a candidate string', { puzzle: C16, candidates: new Array(81).fill(['1']) }, 'badOption'],
    ['a candidate null', { puzzle: C16, candidates: new Array(81).fill([null]) }, 'badOption'],
  ];
  for (const [label, value, expected] of cases) assertRejects(() => M.hint(value), expected, `hint(${label})`);
  // A puzzle alone is the state { puzzle } (case C29).
  assert.deepEqual(M.hint(C16), M.hint({ puzzle: C16 }));
});

test('generate: bad options give typed errors', () => {
  const cases = [
    ['null', null, TYPE], ['a number', 2, TYPE], ['a string', 'easy', TYPE], ['an array', [1], TYPE],
    // level 0 is First steps (tests/wasm/sizes.test.mjs); 'first' is its name.
    ['level 6', { level: 6 }, 'badOption'], ['level "First"', { level: 'First' }, 'badOption'],
    ['level 1.5', { level: 1.5 }, 'badOption'], ['level NaN', { level: NaN }, 'badOption'],
    ['level -1', { level: -1 }, 'badOption'], ['level "2"', { level: '2' }, 'badOption'],
    ['level "hardest"', { level: 'hardest' }, 'badOption'], ['level null', { level: null }, TYPE],
    ['holesPerBox -1', { holesPerBox: -1 }, 'badOption'], ['holesPerBox 5', { holesPerBox: 5 }, 'badOption'],
    ['holesPerBox 1.5', { holesPerBox: 1.5 }, 'badOption'], ['holesPerBox "1"', { holesPerBox: '1' }, TYPE],
    ['holesPerBox with level', { holesPerBox: 1, level: 1 }, 'badOption'],
    ['seed -1', { level: 1, seed: -1 }, 'badOption'], ['seed 2^32', { level: 1, seed: 2 ** 32 }, 'badOption'],
    ['seed 0.5', { level: 1, seed: 0.5 }, 'badOption'], ['seed as an object', { level: 1, seed: {} }, TYPE],
  ];
  for (const [label, value, expected] of cases) assertRejects(() => M.generate(value), expected, `generate(${label})`);
});

test('parse, solve, grade and friends accept every documented form (C16a-c)', () => {
  const forms = [
    C16, C16.replaceAll('.', '0'), C16_NUMBERS, [...C16].map((c) => (c === '.' ? '' : c)),
    rows(C16_NUMBERS), rows([...C16]), rows(C16_NUMBERS).map((r) => r.join(' ')).join('\n'),
  ];
  for (const form of forms) {
    assert.equal(M.parse(form), C16);
    assert.equal(M.solve(form).solution, C16_SOLUTION);
    assert.equal(M.countSolutions(form), 1);
  }
});

test('deep searches give the published answers (the native build checks the same files)', () => {
  const empty = '.'.repeat(81);
  const counted = M.solve(empty, { limit: 200_000 });
  assert.equal(counted.count, 200_000);
  assert.equal(counted.status, 'multiple');
  assert.ok(solves(empty, counted.solution));
  for (const set of ['sudoku17_49158.txt', 'forum_hardest_1106.txt']) {
    const puzzles = readSet(set, 60);
    const solutions = readSolutions(set, 60);
    puzzles.forEach(({ puzzle }, i) => {
      const r = M.solve(puzzle);
      assert.equal(r.status, 'unique', `${set} line ${i + 1}`);
      assert.equal(r.solution, solutions[i], `${set} line ${i + 1}`);
    });
  }
});

test('memoryBytes is a whole number of 64 KiB pages and the module keeps working', () => {
  const bytes = M.memoryBytes();
  assert.ok(Number.isInteger(bytes) && bytes > 0 && bytes % 65536 === 0);
  assert.equal(M.solve(C16).solution, C16_SOLUTION);
});

// A string seed is capped (1,024 characters), so a 10 MB seed is refused before it is copied into
// the WASM heap, which would otherwise stay about 16 MB larger for the life of the module.
test('generate: a 10 MB string seed is badOption and does not grow the heap', async () => {
  const fresh = await createSudoku();
  const before = fresh.memoryBytes();
  for (const options of [{ holesPerBox: 1 }, {}, { clues: 30 }]) {
    assert.throws(() => fresh.generate({ ...options, seed: 's'.repeat(10 * 1024 * 1024) }),
      (e) => e instanceof SudokuError && e.code === 'badOption');
  }
  assert.throws(() => fresh.generateMany({ seed: 's'.repeat(2000) }, 2), (e) => e.code === 'badOption');
  assert.ok(fresh.memoryBytes() - before <= 1024 * 1024, `heap grew by ${fresh.memoryBytes() - before} bytes`);
  assert.equal(fresh.generate({ seed: 's'.repeat(1024) }).seed, fresh.generate({ seed: 's'.repeat(1024) }).seed);
  assert.equal(fresh.solve(C16).solution, C16_SOLUTION);
});

// Found by following the README as a newcomer and misusing the API on purpose.
test('newcomer findings: cell indexes stay in range, hint checks its arguments first, options mean what they say', () => {
  // A bad character after the 81st cell is a length error, never badChar at "r10c1".
  for (const text of [C16 + 'x', C16 + '\0', C16 + '\nx']) {
    assertRejects(() => M.solve(text), 'badLength', JSON.stringify(text.slice(-2)));
    try { M.parse(text); } catch (error) { assert.ok(error.found >= 82, String(error.found)); }
  }
  assert.throws(() => M.solve([...C16, 'x']), (e) => e.code === 'badLength' && e.cell === -1);
  // hint checks values and candidates before anything depends on the puzzle.
  const none = '12345678.........9' + '.'.repeat(63);
  assertRejects(() => M.hint({ puzzle: none, values: 5 }), TYPE, 'hint values 5');
  assertRejects(() => M.hint({ puzzle: '.'.repeat(81), candidates: 'garbage' }), TYPE, 'hint candidates string');
  assertRejects(() => M.hint({ puzzle: C16, candidates: new Array(81) }), TYPE, 'hint sparse candidates');
  const erased = '.' + C16.slice(1);
  assert.throws(() => M.hint({ puzzle: C16, values: erased }), (e) => e.code === 'badOption' && e.cell === 0);
  // An option set to undefined is an option left out; unknown names are refused on every path.
  assert.equal(M.generate({ level: undefined, clues: 30, seed: 1 }).clues, 30);
  assertRejects(() => M.generate({ level: 2, foo: 1 }), TYPE, 'generate level + unknown');
  assertRejects(() => M.generate({ holesPerBox: 2, foo: 1 }), TYPE, 'generate holesPerBox + unknown');
  assertRejects(() => M.generate({ clues: 30, budget: Number.MAX_SAFE_INTEGER }), 'badOption', 'huge budget');
  // explain() is bounded (100,000 saved states) on sparse puzzles the tag method would grind through.
  assertRejects(() => M.explain('.....5.8....6.1.43..........1.5........1.6...3.......553.....61........4.........'),
    'budgetExhausted', 'explain sparse no-solution');
  assert.equal(M.solve(C16).solution, C16_SOLUTION);
});

test('options are read from own properties only: a polluted Object.prototype changes nothing', async () => {
  const seeded = M.generate({ seed: 3 }).puzzle;
  const names = ['seed', 'level', 'limit', 'holesPerBox', 'clues', 'budget', 'candidates', 'values', 'wasmPath', 'onProgress'];
  const polluted = { seed: 5, level: 1, limit: 'x', holesPerBox: 2, clues: 17, budget: 1, candidates: 'x', values: 'x', wasmPath: '/nowhere', onProgress: 7 };
  try {
    for (const name of names) Object.prototype[name] = polluted[name];  // eslint-disable-line no-extend-native
    assert.equal(M.generate({ seed: 3 }).puzzle, seeded);
    const fresh = M.generate({});
    assert.equal(fresh.level, null, 'no level read through the prototype');
    assert.equal(M.solve(C16).solution, C16_SOLUTION);
    assert.equal(M.countSolutions(C16), 1);
    assert.equal(M.solveMany([C16], {}).solutions[0], C16_SOLUTION);
    assert.equal(M.hint({ puzzle: C16 }).kind, 'step');
    assert.equal(M.generateMany({ seed: 3 }, 1)[0].puzzle, seeded);
    const other = await createSudoku({});
    assert.equal(other.solve(C16).solution, C16_SOLUTION);
  } finally {
    for (const name of names) delete Object.prototype[name];
  }
});

test('a string seed must be well formed: lone surrogates are refused, pairs hash as their UTF-8', () => {
  for (const seed of ['\uD800a', '\uDC00a', 'a\uD800', '\uDC00\uD800']) {
    assert.throws(() => M.generate({ seed }), (e) => e instanceof SudokuError && e.code === 'badOption' && e.option === 'seed', JSON.stringify(seed));
  }
  const pair = M.generate({ seed: '\uD83D\uDE00' });  // one emoji, four bytes of UTF-8
  assert.equal(pair.seed, M.generate({ seed: '😀' }).seed);
  assert.notEqual(pair.seed, M.generate({ seed: '\uFFFD' }).seed);
});

test('every badOption names its option in a field', () => {
  const cases = [
    [() => M.solve(C16, { limit: 0 }), 'limit'], [() => M.countSolutions(C16, 0), 'limit'],
    [() => M.solveMany([C16], { limit: 1.5 }), 'limit'], [() => M.solveMany([C16], { budget: -1 }), 'budget'],
    [() => M.solveMany([C16], { timeLimitMs: 0 }), 'timeLimitMs'],
    [() => M.generate({ clues: 20.5 }), 'clues'],
    // Every option of generate() with the value its row says it refuses (generate-options.mjs).
    ...generateOptions.filter(({ bad }) => bad !== undefined)
      .map(({ name, bad }) => [() => M.generate({ [name]: bad }), name]),
    [() => M.generateMany({}, 0), 'count'], [() => M.generateMany({}, 100_001), 'count'],
    [() => M.hint({ puzzle: C16, values: `.${C16.slice(1)}` }), 'values'],
    [() => M.hint({ puzzle: C16, candidates: new Array(81).fill([10]) }), 'candidates'],
  ];
  for (const [call, option] of cases) {
    assert.throws(call, (e) => e instanceof SudokuError && e.code === 'badOption' && e.option === option &&
      e.message.startsWith(option), `${call}`);
  }
});

test('C31: a full-width digit is badChar at its own cell, shown intact; Chinese explanations are intact', () => {
  const text = `５${C16.slice(1)}`;
  assert.throws(() => M.solve(text), (e) => e.code === 'badChar' && e.cell === 0 && e.message.includes('５'));
  const { step } = M.hint('000007004000006003860200000509082000640000080000000700000000042010030000703000009');
  assert.match(step.explanation.zh, /[\u4E00-\u9FFF]/);
  assert.doesNotMatch(step.explanation.zh, /[\u0080-\u00FF]/);
});

test('solveMany: WebAssembly memory grows with one slice, not with the batch', async () => {
  const fresh = await createSudoku();
  const before = fresh.memoryBytes();
  const blank = fresh.solveMany('.\n'.repeat(1_000_000));
  assert.equal(blank.statuses.length, 1_000_000);
  assert.equal(blank.errors[999_999].code, 'badLength');
  const blanks = fresh.solveMany('\n'.repeat(100 * 1024 * 1024));
  assert.deepEqual(blanks.statuses, []);
  const many = fresh.solveMany(readSet('sudoku17_49158.txt').map((l) => l.puzzle).join('\n'));
  assert.equal(many.statuses.length, 49158);
  // The documented bound: about 4 MiB of slice buffers above the module's first size.
  const grown = fresh.memoryBytes() - before;
  assert.ok(grown <= 8 * 1024 * 1024, `memory grew by ${grown} bytes`);
  assert.equal(fresh.solve(C16).solution, C16_SOLUTION);
});

test('solveMany: a call-wide budget or time limit ends with budgetExhausted and the results so far', () => {
  const hard = readSet('forum_hardest_1106.txt', 40).map((l) => l.puzzle);
  const whole = M.solveMany(hard);
  let error;
  try { M.solveMany(hard, { budget: Math.floor(whole.guesses / 2) }); } catch (e) { error = e; }
  assert.equal(error?.code, 'budgetExhausted');
  const partial = error.partial;
  assert.ok(partial.statuses.length > 0 && partial.statuses.length < 40, String(partial.statuses.length));
  assert.deepEqual(partial.solutions, whole.solutions.slice(0, partial.statuses.length));
  assert.ok(partial.guesses <= whole.guesses / 2);
  // Its message counts the puzzles done, in words: "after 1 puzzle" with the first one's guesses.
  const first = M.solveMany(hard.slice(0, 1)).guesses;
  assert.throws(() => M.solveMany(hard, { budget: first }), (e) => e.code === 'budgetExhausted' &&
    e.partial.statuses.length === 1 && /ran out after 1 puzzle \(/.test(e.message));
  assert.match(error.message, new RegExp(`ran out after ${partial.statuses.length} puzzles \\(`));
  // 100 empty grids counted to a million solutions each: far past a millisecond anywhere.
  assert.throws(() => M.solveMany('.'.repeat(81).concat('\n').repeat(100), { limit: 1_000_000, timeLimitMs: 1 }),
    (e) => e.code === 'budgetExhausted' && e.partial.statuses.length < 100);
  assert.equal(M.solve(C16).solution, C16_SOLUTION);
});

test('a getter or proxy that throws inside an argument throws from JavaScript, and the module stays right', () => {
  const boom = new Error('from a getter');
  const marks = Array.from({ length: 81 }, () => []);
  Object.defineProperty(marks, 5, { get() { throw boom; } });
  assert.throws(() => M.hint({ puzzle: C16, candidates: marks }), (e) => e === boom);
  const trapped = new Proxy(Array.from({ length: 81 }, () => [1]), { get(target, key) { if (key === '7') throw boom; return target[key]; } });
  assert.throws(() => M.hint({ puzzle: C16, candidates: trapped }), (e) => e === boom);
  assert.throws(() => M.generate({ get seed() { throw boom; } }), (e) => e === boom);
  assert.throws(() => M.solve(C16, { get limit() { throw boom; } }), (e) => e === boom);
  assert.equal(M.hint({ puzzle: C16 }).kind, 'step');
  assert.equal(M.solve(C16).solution, C16_SOLUTION);
});

// Found by following the README as a newcomer, on the new boundary.
test('newcomer findings: nothing a caller passes can unwind through the engine, even 300 times', () => {
  const trapped = new Proxy(Array.from({ length: 81 }, () => []), {
    get(target, key) { if (key === '7') throw new Error('boom'); return Reflect.get(target, key); },
  });
  const revoked = Proxy.revocable({}, {});
  revoked.revoke();
  for (let i = 0; i < 300; ++i) {
    assert.throws(() => M.hint({ puzzle: C16, candidates: trapped }), /boom/);
    assert.throws(() => M.generate({ seed: revoked.proxy }), TypeError);
    assert.throws(() => M.hint({ puzzle: C16, candidates: revoked.proxy }), TypeError);
  }
  assert.equal(M.solve(C16).solution, C16_SOLUTION);
  assert.equal(M.generate({ seed: 4 }).seed, 4);
});

test('newcomer findings: solveMany may be called again from its own onProgress', () => {
  let calls = 0;
  const inner = [];
  const text = `${'x\n'.repeat(20000)}${C16}\n`;
  const r = M.solveMany(text, { onProgress: (p) => { ++calls; inner.push(M.solveMany([C16]).solutions[0]); assert.ok(p.done <= 20001); } });
  assert.equal(r.statuses.length, 20001);
  assert.equal(r.solutions[20000], C16_SOLUTION);
  assert.ok(calls >= 1 && calls < 10, String(calls));
  assert.ok(inner.every((s) => s === C16_SOLUTION));
});

test('newcomer findings: a polluted Object.prototype cannot turn results into errors or change hint(puzzle)', () => {
  const clean = M.hint(C16);
  try {
    Object.prototype.code = 'x';  // eslint-disable-line no-extend-native
    Object.prototype.values = `539${C16.slice(3)}`;  // eslint-disable-line no-extend-native
    Object.prototype.candidates = Array.from({ length: 81 }, () => [9]);  // eslint-disable-line no-extend-native
    assert.equal(M.solve(C16).solution, C16_SOLUTION);
    assert.deepEqual(M.hint(C16), clean);
    assert.deepEqual(M.hint([...C16]), clean);
    assert.throws(() => M.solve('1'), (e) => e.code === 'badLength' && e.option === undefined);
  } finally {
    delete Object.prototype.code;
    delete Object.prototype.values;
    delete Object.prototype.candidates;
  }
});

test('newcomer findings: whatever onProgress throws, the batch stops and that is what is thrown', () => {
  for (const thrown of [undefined, null, 0, '', false]) {
    assert.throws(() => M.generateMany({ seed: 1 }, 20, { chunk: 4, onProgress: () => { throw thrown; } }),
      (e) => Object.is(e, thrown), String(thrown));
  }
  assert.equal(M.generateMany({ seed: 1 }, 3).length, 3);
});

test('newcomer findings: misspelled and foreign option objects are TypeErrors', async () => {
  assert.throws(() => M.hint({ puzzle: C16, value: C16 }), (e) => e instanceof TypeError && /value is not an option/.test(e.message));
  assert.throws(() => M.hint({ puzzle: C16, candidate: [] }), TypeError);
  assert.throws(() => M.generateMany({}, 3, { onprogress() {} }), TypeError);
  assert.throws(() => M.generateMany({}, 3, { chunk: null }), TypeError);
  assert.throws(() => M.generate(new Map([['clues', 30]])), (e) => e instanceof TypeError && /plain object/.test(e.message));
  assert.throws(() => M.solve(C16, new Date()), TypeError);
  await assert.rejects(createSudoku({ wasmPth: '/nowhere' }), TypeError);
  await assert.rejects(createSudoku({ wasmUrl: '/nowhere' }), TypeError);  // the Node entry reads wasmPath
  assert.throws(() => M.generate({ holesPerBox: 0 }), (e) => e.code === 'badOption' && e.option === 'holesPerBox');
  assert.throws(() => M.generate({ budget: 1e300 }), (e) => e.code === 'badOption' && /from 1 to 50000000/.test(e.message));
  assert.throws(() => M.solveMany([C16], { budget: 1e300 }), (e) => e.code === 'badOption' && /2\^53/.test(e.message));
});

test('newcomer findings: an array batch over 128 MiB of text is badLength, never a RangeError', () => {
  const item = ' '.repeat(4000) + C16;
  for (const count of [40_000, 140_000]) {
    assert.throws(() => M.solveMany(new Array(count).fill(item)), (e) => e instanceof SudokuError && e.code === 'badLength', String(count));
  }
  assert.equal(M.solveMany(new Array(1000).fill(item)).statuses.length, 1000);
});

test('newcomer findings: a lone surrogate is its own bad cell, shown as U+FFFD, and takes no neighbour with it', () => {
  for (const bad of ['\uD800', '\uDC00', '\uD800\n']) {
    const text = C16.slice(0, 10) + bad + C16.slice(10);
    assert.throws(() => M.parse(text), (e) => e.code === 'badChar' && e.cell === 10 && e.message.includes('\uFFFD'), JSON.stringify(bad));
  }
});
