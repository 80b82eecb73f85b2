// Engine facts cross the boundary as data, once: the kind of inference and forcing level of each
// technique (techniques()), the levels and options of each grid size (sizes()), the statuses of
// a batch and which of them carry a solution (the core's one table, read by solve-many.js and
// passed through a worker's messages untouched), and each option checked in one place, so that
// a bad value gives the same error from every entry: the synchronous API, a worker (the Worker
// entry's machinery, worker-client.js, over a worker_threads thread here) and a pool.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { literalsOf, membersOf, readDeclarations } from '../dts.mjs';
import { DIST } from './helpers.mjs';
import { generateOptions } from './generate-options.mjs';

const { default: createSudoku, createSudokuPool } = await import(new URL('sudoku-node.mjs', DIST));
const { startWorker } = await import(new URL('worker-client.js', DIST));
const { valueFromMessage, valueToMessage } = await import(new URL('worker-messages.js', DIST));
const { startEngine } = await import(new URL('load.js', DIST));
const { logicPart } = await import(new URL('logic-part.js', DIST));
const { default: createSudokuEngine } = await import(new URL('sudoku-engine.js', DIST));

const M = await createSudoku();
const raw = await startEngine(createSudokuEngine, async () => readFileSync(new URL('sudoku-engine.wasm', DIST)), 'sudoku-engine.wasm', 'full',
  logicPart({ loadBytes: async () => readFileSync(new URL('sudoku-engine-logic.wasm', DIST)), where: 'sudoku-engine-logic.wasm', now: true }));
const pool = await createSudokuPool({ size: 2 });

// One engine in a worker_threads thread, spoken to as the Worker entry speaks to its Web Worker.
function threadWorker(scriptUrl) {
  const thread = new Worker(scriptUrl);
  const worker = {
    onmessage: null,
    onerror: null,
    postMessage: (message) => thread.postMessage(message),
    terminate: () => thread.terminate(),
  };
  thread.on('message', (data) => worker.onmessage?.({ data }));
  thread.on('error', (error) => worker.onerror?.({ message: error.message }));
  return worker;
}
const worker = await startWorker({ scriptUrl: new URL('sudoku-node-worker.mjs', DIST), defaultLimit: 0, makeWorker: threadWorker });
test.after(() => {
  pool.terminate();
  worker.terminate();
});

const WASM = fileURLToPath(new URL('../../wasm/', import.meta.url));
const dts = readDeclarations(`${WASM}sudoku.d.ts`);
const C16 = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const NONE = `12345678.........9${'.'.repeat(63)}`;

const settle = async (run) => {
  try {
    return { value: await run() };
  } catch (error) {
    return { error: { name: error.name, code: error.code, option: error.option, message: error.message } };
  }
};

test('techniques(): every row says its kind of inference and forcing level, and they agree', () => {
  const kinds = literalsOf(dts, 'Inference');
  const forcingKinds = ['forcing', 'contradiction', 'dynamic', 'nested'];
  for (const row of M.techniques()) {
    assert.ok(kinds.includes(row.inference), `${row.id}: ${row.inference}`);
    assert.equal(forcingKinds.includes(row.inference), row.forcingLevel > 0, row.id);
    if (row.inference === 'dynamic') assert.ok(row.forcingLevel >= 2 && row.forcingLevel <= 3, row.id);
    if (row.inference === 'nested') assert.ok(row.forcingLevel >= 4, row.id);
  }
  // Every kind is some technique's, and every forcing level 1-6 is there.
  assert.deepEqual([...new Set(M.techniques().map((row) => row.inference))].sort(), [...kinds].sort());
  assert.deepEqual([...new Set(M.techniques().map((row) => row.forcingLevel))].sort(), [0, 1, 2, 3, 4, 5, 6]);
  // The worker and the synchronous API give the same rows.
  return worker.techniques().then((rows) => assert.deepEqual(rows, M.techniques()));
});

test('sizes(): generate() takes exactly the levels and options each size lists', () => {
  const sizes = M.sizes();
  assert.deepEqual(sizes.map((s) => s.size), [4, 6, 9]);
  // Each call answers afresh: what one caller does with its copy is not another's answer.
  M.sizes()[0].levels.push(99);
  assert.deepEqual(M.sizes(), sizes);
  const options = membersOf(dts, 'GenerateOptions').map((m) => m.name);
  assert.deepEqual(generateOptions.map((o) => o.name).sort(), [...options].sort(), 'a row for every option of GenerateOptions');
  // A value of each option that asks for something, from its row (none for size and scale).
  const asking = Object.fromEntries(generateOptions.map((o) => [o.name, o.asking]));
  // With a budget of 1 work unit, options the engine takes end in budgetExhausted at once.
  const made = (o) => settle(() => M.generate(o.holesPerBox ? o : { budget: 1, ...o }));
  return (async () => {
    for (const { size, levels, options: taken } of sizes) {
      assert.deepEqual(levels, Array.from({ length: levels.length }, (_, i) => i), `${size}: First steps, then 1..n`);
      for (const level of [...levels, 'first']) {
        const { error } = await made({ size, level });
        assert.equal(error?.code, 'budgetExhausted', `size ${size} level ${level}: ${error?.message}`);
      }
      const { error: above } = await made({ size, level: levels.length });
      assert.equal(above?.code, 'badOption', `size ${size} level ${levels.length}`);
      assert.equal(above.option, 'level');
      for (const name of options) {
        if (asking[name] === undefined) continue;
        const { value, error } = await made({ size, [name]: asking[name] });
        if (taken.includes(name)) assert.ok(value || error.code === 'budgetExhausted', `${size} ${name}: ${error?.message}`);
        else assert.deepEqual([error?.code, error?.option], ['badOption', name], `${size} ${name}`);
      }
      const { error: scaled } = await made({ size, score: [3, 4], scale: 'se' });
      assert.equal(scaled.code === 'budgetExhausted', taken.includes('scale'), `${size} scale`);
    }
    assert.deepEqual(await worker.sizes(), M.sizes());
  })();
});

test('batch statuses: one table, from the core; a solution exactly where its row says; through a worker unchanged', async () => {
  const table = raw.batchStatuses();
  const declared = membersOf(dts, 'SolveManyResult').find((m) => m.name === 'statuses').type;
  const ids = declared.typeArguments[0].types.map((t) => t.literal.text);
  assert.deepEqual(table.map((s) => s.id).sort(), [...ids].sort(), 'the d.ts names every status of the table');
  assert.equal(new Set(table.map((s) => s.code)).size, table.length);
  const carries = Object.fromEntries(table.map((s) => [s.id, s.solution]));
  const batch = [C16, '.'.repeat(81), NONE, 'x', `55${'.'.repeat(79)}`];
  const seen = new Set();
  for (const limit of [1, 2]) {
    const alone = M.solveMany(batch, { limit });
    alone.statuses.forEach((status, i) => {
      seen.add(status);
      assert.equal(alone.solutions[i] !== null, carries[status], `${status} (limit ${limit})`);
    });
    // The worker's message form: plain strings and a short list, made back into the same result.
    const message = valueToMessage(alone);
    assert.equal(typeof message.statuses, 'string');
    assert.equal(typeof message.solutions, 'string');
    const { ms, ...again } = valueFromMessage(structuredClone(message));
    const { ms: _, ...expected } = alone;
    assert.deepEqual(again, expected);
    for (const other of [await worker.solveMany(batch, { limit }), await pool.solveMany(batch, { limit })]) {
      assert.deepEqual(other.statuses, alone.statuses);
      assert.deepEqual(other.solutions, alone.solutions);
      assert.deepEqual(other.errors.map((e) => [e.code, e.index]), alone.errors.map((e) => [e.code, e.index]));
    }
  }
  assert.deepEqual([...seen].sort(), [...ids].sort(), 'every status occurs');
  // An empty batch and a budget's partial result travel too.
  assert.deepEqual(valueFromMessage(structuredClone(valueToMessage({ statuses: [], solutions: [], errors: [], guesses: 0, ms: 0 }))),
    { statuses: [], solutions: [], errors: [], guesses: 0, ms: 0 });
  const spend = [C16, NONE, 'x', '.'.repeat(81)];
  const late = await worker.solveMany(spend, { budget: 0 }).catch((error) => error);
  assert.equal(late.code, 'budgetExhausted');
  const { ms, ...partial } = late.partial;
  assert.throws(() => M.solveMany(spend, { budget: 0 }), (error) => {
    const { ms: _, ...expected } = error.partial;
    assert.deepEqual(partial.statuses, expected.statuses);
    assert.deepEqual(partial.solutions, expected.solutions);
    assert.deepEqual(partial.statuses, ['unique', 'none', 'invalid']);
    return true;
  });
});

// Each bad value, through every entry that takes the option: the same error (name, code, option
// and message) everywhere.
async function sameErrorEverywhere(label, calls) {
  const answers = [];
  for (const [entry, call] of Object.entries(calls)) answers.push([entry, await settle(call)]);
  const [first, firstAnswer] = answers[0];
  assert.ok(firstAnswer.error, `${label}: ${first} refuses it`);
  for (const [entry, answer] of answers.slice(1)) {
    assert.deepEqual(answer.error, firstAnswer.error, `${label}: ${entry} answers as ${first}`);
  }
}

test('timeLimitMs: one rule, the same error from the synchronous API, a worker and a pool', async () => {
  for (const bad of [0, -1, NaN, Infinity, 2 ** 32, 1e10, '5', null, [1]]) {
    const label = `timeLimitMs ${String(bad)}`;
    const options = { timeLimitMs: bad };
    await sameErrorEverywhere(`${label} solveMany`, {
      sync: () => M.solveMany([C16], options), worker: () => worker.solveMany([C16], options), pool: () => pool.solveMany([C16], options),
    });
    await sameErrorEverywhere(`${label} gradeMany`, {
      sync: () => M.gradeMany([C16], options), worker: () => worker.gradeMany([C16], options), pool: () => pool.gradeMany([C16], options),
    });
    await sameErrorEverywhere(`${label} generateMany`, {
      sync: () => M.generateMany(options, 2), worker: () => worker.generateMany(options, 2), pool: () => pool.generateMany(options, 2),
    });
    await sameErrorEverywhere(`${label} generate`, { sync: () => M.generate(options), worker: () => worker.generate(options) });
    // And the same error whichever call reads it.
    await sameErrorEverywhere(`${label} across calls`, {
      solveMany: () => M.solveMany([C16], options), gradeMany: () => M.gradeMany([C16], options),
      generateMany: () => M.generateMany(options, 2), generate: () => M.generate(options),
    });
  }
  // A timer's limit (within(ms), the pools' and the Worker entry's timeLimitMs) is read by the
  // same rule, but a limit beyond what a timer holds means none.
  for (const bad of [0, -1, NaN, '5']) {
    await sameErrorEverywhere(`within(${String(bad)})`, { worker: () => worker.within(bad), pool: () => pool.within(bad) });
    const within = await settle(() => worker.within(bad));
    const { error } = await settle(() => createSudokuPool({ size: 1, timeLimitMs: bad }));
    assert.deepEqual([error.name, error.code, error.option], [within.error.name, within.error.code, within.error.option]);
    assert.equal(error.message, within.error.message.replace('within(ms)', 'timeLimitMs'));
  }
  assert.equal((await worker.within(Infinity).solve(C16)).status, 'unique');
  assert.equal((await pool.within(2 ** 40).solveMany([C16])).statuses[0], 'unique');
});

test('chunk and the score range: one rule each, the same error from every entry', async () => {
  for (const bad of [0, -2, 1.5, NaN, '4', null]) {
    await sameErrorEverywhere(`chunk ${String(bad)}`, {
      sync: () => M.generateMany({ seed: 1 }, 2, { chunk: bad }),
      worker: () => worker.generateMany({ seed: 1 }, 2, { chunk: bad }),
      pool: () => pool.generateMany({ seed: 1 }, 2, { chunk: bad }),
    });
  }
  for (const bad of [[0.9, 3], [3, 12.1], [4, 3], [3.01, 3.09], [NaN, 3], [3], [3, 4, 5], ['3', 4], 'easy', 3]) {
    const options = { score: bad, seed: 1 };
    await sameErrorEverywhere(`score ${JSON.stringify(bad)}`, {
      generate: () => M.generate(options), generateMany: () => M.generateMany(options, 2),
      worker: () => worker.generate(options), pool: () => pool.generateMany(options, 2),
    });
  }
});

test('each option\'s rule is written in one file: its messages appear nowhere else', () => {
  const folders = [WASM, ...['../../core/src/', '../../core/include/sudoku/'].map((dir) => fileURLToPath(new URL(dir, import.meta.url)))];
  // Every source file under them, subfolders included (core/src has a folder per part).
  const sources = folders.flatMap((dir) => readdirSync(dir, { recursive: true }).filter((f) => /\.(js|mjs|cc|h)$/.test(f))
    .map((f) => [`${dir}${f}`, readFileSync(`${dir}${f}`, 'utf8')]));
  const where = (pattern) => sources.filter(([, text]) => pattern.test(text)).map(([file]) => file.replace(/^.*\/(wasm|core)\//, '$1/'));
  assert.deepEqual(where(/positive number of milliseconds/), ['wasm/plain-data.js']);
  assert.deepEqual(where(/chunk must be/), ['wasm/generate-many.js']);
  assert.deepEqual(where(/must be \[min, max\]/), ['core/src/generator/score_range.cc']);
  assert.deepEqual(where(/at least one rating in tenths/), ['core/src/generator/score_range.cc']);
  // The batch statuses' ids, outside the core's table, only in the d.ts (and comments).
  assert.deepEqual(where(/['"]multiple['"]\s*[,:}]/).filter((f) => !f.endsWith('.d.ts')), ['core/include/sudoku/batch.h']);
});
