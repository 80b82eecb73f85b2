// Hostile callers: every function and every option of the synchronous API, given options and
// inputs made of throwing getters, revoked Proxies, traps that throw or answer differently on a
// second read, valueOf/toString that must never be needed, and arrays that claim a billion items.
//
// Each piece of caller code (getter, trap, callback) records whether it ran while an engine frame
// was on the stack, by looking for a WebAssembly frame in its own stack trace: none may. Each
// call must end in a TypeError, a SudokuError with a code, the caller's own exception, or the
// right answer (for a value that changes between reads, the answer to what it said first: every
// value is read once). After them, memoryBytes() is what it was and every answer is still right.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DIST, solves } from './helpers.mjs';
import { generateOptions } from './generate-options.mjs';

const { default: createSudoku, SudokuError } = await import(new URL('sudoku-node.mjs', DIST).href);
const M = await createSudoku();

const P = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const P_SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
const SMALL = '1..4..1..2..3..2';  // a 4x4 puzzle
const CELLS = Array.from(P, (c) => (c === '.' ? 0 : Number(c)));

// --- watching caller code ---------------------------------------------------------------------
let callerRuns = 0;
const insideEngine = [];
function callerCode(where) {
  ++callerRuns;
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = Infinity;
  const stack = new Error().stack;
  Error.stackTraceLimit = limit;
  if (stack.includes('wasm://')) insideEngine.push(where);
}
class Thrown {}  // what hostile code throws: the call must throw this very object
const THROWN = new Thrown();

// --- hostile makers: each returns a fresh value every time it is called ----------------------
// For an options object holding `name` (first read `value`, then `later` on any read after)
// beside the good options `rest`.
const optionMakers = {
  getterThrows: (name, value, later, rest) => Object.defineProperty({ ...rest }, name, { enumerable: true, get() { callerCode('getter'); throw THROWN; } }),
  getterChanges: (name, value, later, rest) => {
    let reads = 0;
    return Object.defineProperty({ ...rest }, name, { enumerable: true, get() { callerCode('getter'); return reads++ === 0 ? value : later; } });
  },
  trapGetThrows: (name, value, later, rest) => new Proxy({ ...rest, [name]: value }, { get() { callerCode('get trap'); throw THROWN; } }),
  trapKeysThrow: (name, value, later, rest) => new Proxy({ ...rest, [name]: value }, { ownKeys() { callerCode('ownKeys trap'); throw THROWN; } }),
  trapPrototypeThrows: (name, value, later, rest) => new Proxy({ ...rest, [name]: value }, { getPrototypeOf() { callerCode('getPrototypeOf trap'); throw THROWN; } }),
  trapChanges: (name, value, later, rest) => {
    let reads = 0;
    return new Proxy({ ...rest, [name]: value }, { get(target, key) { callerCode('get trap'); return key === name && reads++ > 0 ? later : target[key]; } });
  },
  revokedObject: () => { const r = Proxy.revocable({}, {}); r.revoke(); return r.proxy; },
  revokedValue: (name, value, later, rest) => { const r = Proxy.revocable([], {}); r.revoke(); return { ...rest, [name]: r.proxy }; },
  valueOfObject: (name, value, later, rest) => ({
    ...rest,
    [name]: { valueOf() { callerCode('valueOf'); return value; }, toString() { callerCode('toString'); return String(value); } },
  }),
  // A getter that revokes the proxy it stands beside: read first, it leaves a revoked value.
  revokesNeighbour: (name, value, later, rest) => {
    const r = Proxy.revocable([1, 5], {});
    return Object.defineProperties({ ...rest }, {
      [name]: { enumerable: true, get() { callerCode('getter'); r.revoke(); return value; } },
      zzz: { enumerable: true, value: r.proxy },
    });
  },
  // A getter that calls the engine itself while the options are being read.
  reentrant: (name, value, later, rest) => Object.defineProperty({ ...rest }, name, {
    enumerable: true, get() { callerCode('getter'); assert.equal(M.solve(P).solution, P_SOLUTION); return value; },
  }),
};

// For an array (a puzzle, a batch, score, candidates): `items` read first, `later` after.
const arrayMakers = {
  itemThrows: (items) => new Proxy(items.slice(), { get(target, key) { callerCode('get trap'); if (key === String(items.length - 1)) throw THROWN; return target[key]; } }),
  itemsChange: (items, later) => {
    const read = new Set();
    return new Proxy(items.slice(), {
      get(target, key) {
        callerCode('get trap');
        if (key !== 'length' && read.has(key)) return later;
        read.add(key);
        return target[key];
      },
    });
  },
  lengthChanges: (items) => {
    let reads = 0;
    return new Proxy(items.slice(), { get(target, key) { callerCode('get trap'); if (key === 'length') return reads++ === 0 ? items.length : 1e9; return target[key]; } });
  },
  billionItems: (items) => new Proxy(items.slice(), { get(target, key) { callerCode('get trap'); return key === 'length' ? 1e9 : target[key]; } }),
  badLength: (items) => new Proxy(items.slice(), { get(target, key) { callerCode('get trap'); return key === 'length' ? -3.5 : target[key]; } }),
  revoked: () => { const r = Proxy.revocable([], {}); r.revoke(); return r.proxy; },
  getterItem: (items) => Object.defineProperty(items.slice(), 0, { get() { callerCode('getter'); throw THROWN; } }),
};

// --- the calls -------------------------------------------------------------------------------
const noMs = (value) => JSON.parse(JSON.stringify(value, (key, v) => (key === 'ms' ? undefined : v)));
const SEED = 7;

// Each function: its good arguments, and where options and arrays go in them.
// `options`: [name, first value, later value] of each option; `arrays`: argument slots (or
// option names) that take an array, with the items a good call gives them.
const CALLS = [
  { name: 'solve', args: (o) => [P, o], options: [['limit', 1, 'x']], arrays: [{ slot: 0, items: CELLS }] },
  { name: 'countSolutions', args: () => [P, 2], arrays: [{ slot: 0, items: CELLS }], valueSlot: { slot: 1, value: 2 } },
  { name: 'grade', args: (o) => [P, o], options: [['scale', 'se', 'x']], arrays: [{ slot: 0, items: CELLS }] },
  { name: 'steps', args: (o) => [P, o], options: [['scale', 'se', 'x']], arrays: [{ slot: 0, items: CELLS }] },
  {
    name: 'hint', args: (o) => [o ?? { puzzle: P }], stateOptions: true,
    options: [['puzzle', P, SMALL], ['values', `534${P.slice(3)}`, 'x'], ['candidates', Array.from({ length: 81 }, () => [1, 2, 3, 4, 5, 6, 7, 8, 9]), null]],
    arrays: [{ slot: 0, items: CELLS }, { option: 'candidates', items: Array.from({ length: 81 }, () => [1, 2, 3, 4, 5, 6, 7, 8, 9]), base: { puzzle: P } }],
  },
  {
    name: 'solveMany', args: (o) => [[P, P], o],
    options: [['limit', 1, 'x'], ['budget', 100, 'x'], ['timeLimitMs', 60_000, 'x'], ['onProgress', () => callerCode('onProgress'), 5]],
    arrays: [{ slot: 0, items: [P, P] }],
  },
  {
    name: 'gradeMany', args: (o) => [[P, P], o],
    options: [['scale', 'se', 'x'], ['timeLimitMs', 60_000, 'x'], ['onProgress', () => callerCode('onProgress'), 5]],
    arrays: [{ slot: 0, items: [P, P] }],
  },
  {
    name: 'generate', args: (o) => [o ?? { seed: SEED }], base: { seed: SEED },
    // Every option of the engine's table (generate-options.mjs), with a value it takes.
    options: generateOptions.map(({ name, example }) => [name, name === 'seed' ? SEED : example, 'x']),
    arrays: [{ option: 'score', items: [1.2, 3], base: { seed: SEED } }],
  },
  {
    name: 'generateMany', args: (o) => [o ?? { seed: SEED }, 3, { chunk: 1, onProgress: () => callerCode('generateMany onProgress') }],
    base: { seed: SEED },
    options: [['seed', SEED, 'x'], ['level', 1, 'x'], ['firstIndex', 2, 'x'], ['budget', 6_000_000, 'x'], ['timeLimitMs', 60_000, 'x']],
    arrays: [{ option: 'score', items: [1.2, 3], base: { seed: SEED } }],
    valueSlot: { slot: 1, value: 3 },
  },
];
// Every other function that takes arguments takes a puzzle (wasm/api.js makes each raw call of
// that form public as it is): it is tried with the puzzle's array forms. Its options, if it has
// any, are tried when it is listed above with them.
for (const name of Object.keys(M)) {
  if (typeof M[name] !== 'function' || M[name].length === 0 || CALLS.some((call) => call.name === name)) continue;
  CALLS.push({ name, args: () => [P], arrays: [{ slot: 0, items: CELLS }] });
}

test('every function that takes arguments is tried here', () => {
  const taking = Object.keys(M).filter((name) => typeof M[name] === 'function' && M[name].length > 0);
  assert.deepEqual(taking.filter((name) => !CALLS.some((call) => call.name === name)), []);
});

// The answer of a good call, or the error it throws, in a form to compare.
function outcome(run) {
  try {
    return { value: noMs(run()) };
  } catch (error) {
    return { error };
  }
}

// A hostile call must throw one of the expected kinds, or give the answer of the good call.
function judge(label, run, good) {
  const got = outcome(run);
  if (got.error === undefined) {
    assert.ok(good && good.value !== undefined, `${label}: answered where the good call throws`);
    assert.deepEqual(got.value, good.value, `${label}: a wrong answer`);
    return 'answered';
  }
  const { error } = got;
  assert.ok(error === THROWN || error instanceof TypeError || (error instanceof SudokuError && typeof error.code === 'string'),
    `${label}: threw ${error?.name}: ${error?.message}`);
  return error === THROWN ? 'caller' : error instanceof TypeError ? 'type' : error.code;
}

// Every hostile call of the suite: [label, run, the good call's outcome].
function hostileCalls() {
  const calls = [];
  for (const call of CALLS) {
    const run = (args) => () => M[call.name](...args);
    for (const [name, value, later] of call.options ?? []) {
      const base = call.base ?? (call.stateOptions ? { puzzle: P } : {});
      const goodOptions = { ...base, [name]: value };
      if (name === 'holesPerBox' || name === 'score') delete goodOptions.level;
      const good = outcome(run(call.args(goodOptions)));
      const rest = { ...goodOptions };
      delete rest[name];
      for (const [kind, make] of Object.entries(optionMakers)) {
        const options = make(name, value, later, rest);
        calls.push([`${call.name} option ${name}: ${kind}`, run(call.args(options)),
          kind === 'getterChanges' || kind === 'trapChanges' || kind === 'reentrant' ? good : null]);
      }
    }
    for (const slot of call.arrays ?? []) {
      const args = (value) => {
        if (slot.option === undefined) {
          const list = call.args(call.base);
          list[slot.slot] = value;
          return list;
        }
        return call.args({ ...slot.base, [slot.option]: value });
      };
      const good = outcome(run(args(slot.items)));
      for (const [kind, make] of Object.entries(arrayMakers)) {
        calls.push([`${call.name} ${slot.option ?? `argument ${slot.slot + 1}`}: array ${kind}`,
          run(args(make(slot.items, 'x'))), kind === 'itemsChange' || kind === 'lengthChanges' ? good : null]);
      }
      // Rows of a 9x9 array that are themselves hostile.
      if (slot.items === CELLS) {
        const rows = Array.from({ length: 9 }, (_, r) => CELLS.slice(r * 9, r * 9 + 9));
        for (const [kind, make] of Object.entries(arrayMakers)) {
          calls.push([`${call.name} argument ${slot.slot + 1}: a 9x9 array whose row 5 is ${kind}`,
            run(args(rows.map((row, r) => (r === 4 ? make(row, 'x') : row)))), kind === 'itemsChange' || kind === 'lengthChanges' ? good : null]);
        }
      }
    }
    if (call.valueSlot) {
      for (const [kind, value] of Object.entries({
        valueOf: { valueOf() { callerCode('valueOf'); return call.valueSlot.value; } },
        revoked: arrayMakers.revoked(),
        proxy: new Proxy({}, { get() { callerCode('get trap'); throw THROWN; } }),
        getter: Object.defineProperty({}, 'length', { get() { callerCode('getter'); throw THROWN; } }),
      })) {
        const list = call.args(call.base);
        list[call.valueSlot.slot] = value;
        calls.push([`${call.name} argument ${call.valueSlot.slot + 1}: ${kind}`, run(list), null]);
      }
    }
  }
  return calls;
}

test('hostile callers: no caller code runs inside the engine, every call ends well, and the module is unchanged', (t) => {
  // The answers every later check compares with, each checked against the rules and givens.
  const before = { solved: M.solve(P).solution, hint: noMs(M.hint(P)), generated: M.generate({ seed: SEED }), grade: noMs(M.grade(P)) };
  assert.ok(solves(P, before.solved));
  assert.equal(before.solved, P_SOLUTION);
  assert.ok(solves(before.generated.puzzle, before.generated.solution));
  assert.equal(M.countSolutions(before.generated.puzzle), 1);
  // One warm-up round: the module's memory grows to what these calls need once.
  for (const [label, run, good] of hostileCalls()) judge(label, run, good);
  const memory = M.memoryBytes();
  callerRuns = 0;
  insideEngine.length = 0;

  const outcomes = new Map();
  let count = 0;
  while (count < 1000) {
    for (const [label, run, good] of hostileCalls()) {
      const kind = judge(label, run, good);
      outcomes.set(kind, (outcomes.get(kind) ?? 0) + 1);
      ++count;
    }
  }
  assert.deepEqual(insideEngine, [], 'caller code ran while an engine frame was on the stack');
  assert.ok(callerRuns > count, `caller code ran ${callerRuns} times`);
  assert.equal(M.memoryBytes(), memory, 'the module memory changed');
  assert.equal(M.solve(P).solution, before.solved);
  assert.deepEqual(noMs(M.hint(P)), before.hint);
  assert.deepEqual(M.generate({ seed: SEED }).puzzle, before.generated.puzzle);
  assert.deepEqual(noMs(M.grade(P)), before.grade);
  t.diagnostic(`${count} hostile calls, caller code run ${callerRuns} times, none inside the engine; outcomes: ${[...outcomes].map(([k, v]) => `${k} ${v}`).join(', ')}`);
});

test('hostile callers: the report of the issue, 600 score arrays with a throwing item, then a solve', () => {
  for (let i = 0; i < 600; i++) {
    assert.throws(() => M.generate({ score: Object.defineProperty([1, 5], 0, { get() { throw THROWN; } }) }), (e) => e === THROWN);
  }
  assert.equal(M.solve(P).solution, P_SOLUTION);
});

test('hostile callers: score is read once, the engine reads a copy', () => {
  let reads = 0;
  const score = new Proxy([2, 4], { get(target, key) { if (key === '1') ++reads; return target[key]; } });
  const made = M.generate({ score, seed: 3 });
  assert.equal(reads, 1);
  assert.ok(made.score >= 2 && made.score <= 4, String(made.score));
  assert.deepEqual(noMs(M.generate({ score: [2, 4], seed: 3 })), noMs(made));
});

// Code another script put on the built-in prototypes is never called while the engine builds an
// answer (wasm/js-values.js): an object's fields are defined through a descriptor of its own, an
// array is filled before it has a prototype, and the built-ins used are read when the module
// starts. Before, a setter on Object.prototype (embind) or for an index on Array.prototype was
// called from inside the engine's frames: each throw from it left the heap memory of the call
// behind (steps: 4 MiB to 63 MiB over 8,000 calls) and a call made from it emptied the table of
// values under the outer call.
test('hostile page: setters on Object.prototype and Array.prototype are never called from the engine; its memory stays put', () => {
  const before = { hint: noMs(M.hint(P)), steps: noMs(M.steps(P)), generated: M.generate({ seed: SEED }).puzzle };
  const memory = M.memoryBytes();
  const clash = `11${'.'.repeat(79)}`;
  let calls = 0;
  const hostile = { configurable: true, set() { ++calls; M.parse(P); throw THROWN; } };
  Object.defineProperty(Object.prototype, 'status', hostile);
  Object.defineProperty(Object.prototype, 'technique', hostile);
  for (const index of ['0', '1', '5']) Object.defineProperty(Array.prototype, index, hostile);
  const answers = new Set();  // (no array of the test's own: its items would meet the setters)
  try {
    for (let i = 0; i < 200; i++) {
      answers.add([M.solve(P).solution, M.steps(P).steps.length, M.validate(clash).length, M.candidates(P)[2].length].join());
    }
  } finally {
    delete Object.prototype.status;
    delete Object.prototype.technique;
    for (const index of ['0', '1', '5']) delete Array.prototype[index];
  }
  assert.equal(calls, 0);
  assert.deepEqual([...answers], [[P_SOLUTION, before.steps.steps.length, 2, 3].join()], 'the same right answers every time');
  assert.equal(M.memoryBytes(), memory, 'no call left memory behind');
  assert.deepEqual(noMs(M.hint(P)), before.hint);
  assert.deepEqual(noMs(M.steps(P)), before.steps);
  assert.equal(M.generate({ seed: SEED }).puzzle, before.generated);
  assert.ok(solves(P, M.solveMany([P, P]).solutions[1]));
});

// A cell's pencil-mark list longer than 4,096 comes to the engine as its length alone; the
// engine refuses it by that length, never reading its holes (which would look on
// Array.prototype, where another script's getter may wait).
test('hostile page: an over-long pencil-mark list is refused by its length, no hole is read', () => {
  let reads = 0;
  Object.defineProperty(Array.prototype, '0', {
    configurable: true,
    get() { ++reads; throw THROWN; },
    set(value) { Object.defineProperty(this, '0', { value, writable: true, enumerable: true, configurable: true }); },
  });
  let error;
  try {
    const candidates = Array.from({ length: 81 }, (_, cell) => (cell === 2 ? new Array(5000) : [1]));
    try { M.hint({ puzzle: P, candidates }); } catch (e) { error = e; }
  } finally {
    delete Array.prototype[0];
  }
  assert.equal(reads, 0);
  assert.equal(error.code, 'badOption');
  assert.equal(error.option, 'candidates');
  assert.equal(M.solve(P).solution, P_SOLUTION);
});
