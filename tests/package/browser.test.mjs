// The installed package in headless Chromium: the example page (examples/embed) served from a
// sub-path (/games/sudoku/), the .wasm served as application/octet-stream (C20a), an HTML page
// served in place of the .wasm (C20b: a visible error naming the URL, no blank page), and the
// Worker entry (many calls in flight, typed errors, terminate).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFile, cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { serve } from '../../tools/serve.mjs';
import { readFileSync } from 'node:fs';
import { solvesSized } from '../rules.mjs';
import { CASES, EXAMPLE, installPackage, solves } from './helpers.mjs';

const PREFIX = '/games/sudoku';
const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8', '.wasm': 'application/wasm', '.json': 'application/json',
};
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

let installed;
let profile;
let context;
const servers = [];

before(async () => {
  installed = await installPackage();
  // The example page beside node_modules/, as a user would have it after `npm install`.
  await copyFile(join(EXAMPLE, 'index.html'), join(installed.dir, 'index.html'));
  await copyFile(join(EXAMPLE, 'main.js'), join(installed.dir, 'main.js'));
  profile = await mkdtemp(join(tmpdir(), 'sudoku-package-browser-'));
  context = await chromium.launchPersistentContext(profile, { executablePath: '/usr/bin/chromium', headless: true, args: FLAGS });
});

after(async () => {
  await context?.close();
  for (const server of servers) await new Promise((done) => server.close(done));
  await rm(profile, { recursive: true, force: true });
  await installed?.remove();
});

async function site(root, types = TYPES) {
  const server = await serve(root, { port: 0, prefix: PREFIX, types });
  servers.push(server);
  return `http://127.0.0.1:${server.address().port}${PREFIX}/`;
}

/** Opens a page and collects uncaught errors; console errors are returned separately. */
async function open(url) {
  const page = await context.newPage();
  const pageErrors = [];
  const consoleErrors = [];
  page.on('pageerror', (e) => pageErrors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') consoleErrors.push(m.text()); });
  await page.goto(url);
  return { page, pageErrors, consoleErrors };
}

async function expectBoard(url) {
  const { page, pageErrors, consoleErrors } = await open(url);
  await page.waitForSelector('#board[data-puzzle]', { timeout: 15000 });
  const puzzle = await page.$eval('#board', (el) => el.dataset.puzzle);
  assert.match(puzzle, /^[1-9.]{81}$/);
  const cells = await page.$$eval('#board td', (tds) => tds.map((td) => td.textContent || '.').join(''));
  assert.equal(cells, puzzle);
  assert.match(await page.textContent('#status'), /one solution/);
  assert.deepEqual(pageErrors, []);
  assert.deepEqual(consoleErrors, []);
  await page.close();
}

test('the example page shows a generated puzzle when served from /games/sudoku/', async () => {
  await expectBoard(await site(installed.dir));
});

test('C20a: .wasm served as application/octet-stream still works', async () => {
  await expectBoard(await site(installed.dir, { ...TYPES, '.wasm': 'application/octet-stream' }));
});

test('C20b: an HTML page served in place of the .wasm gives a visible error naming the URL', async () => {
  // A dev server that answers unknown paths with index.html: the .wasm URL returns the page.
  const root = await mkdtemp(join(tmpdir(), 'sudoku-package-wrong-'));
  try {
    await cp(installed.dir, root, { recursive: true });
    await copyFile(join(root, 'index.html'), join(root, 'node_modules/sudoku-wasm/sudoku-engine.wasm'));
    const url = await site(root);
    const { page, pageErrors } = await open(url);
    await page.waitForSelector('#status[role="alert"]', { timeout: 15000 });
    const text = await page.textContent('#status');
    assert.match(text, /could not start/);
    assert.ok(text.includes(`${url}node_modules/sudoku-wasm/sudoku-engine.wasm`), text);
    assert.match(text, /not a WebAssembly file/);
    assert.doesNotMatch(text, /magic word/);
    assert.equal(await page.$$eval('#board td', (tds) => tds.length), 0);
    assert.deepEqual(pageErrors, []);
    await page.close();
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});

test('a missing .wasm (404) gives a visible error naming the URL', async () => {
  const url = await site(installed.dir);
  const { page } = await open(url + 'index.html');
  const message = await page.evaluate(async (module) => {
    const { default: createSudoku } = await import(module);
    try {
      await createSudoku({ wasmUrl: new URL('missing/sudoku-engine.wasm', location.href) });
      return 'loaded';
    } catch (error) {
      return error.message;
    }
  }, `${url}node_modules/sudoku-wasm/sudoku.js`);
  assert.ok(message.includes(`${url}missing/sudoku-engine.wasm`), message);
  assert.match(message, /HTTP 404/);
  await page.close();
});

// A relative wasmUrl is read against the page's address, as fetch() reads it, by every browser
// entry: also by a worker, whose own address is the package's folder, and for the logic part
// beside the core part. One that makes no URL is a TypeError naming the option.
test('a relative wasmUrl is the page\'s, for the engine, its logic part, the small core and a worker', async () => {
  const url = await site(installed.dir);
  const { page, pageErrors } = await open(url + 'index.html');
  const out = await page.evaluate(async (folder) => {
    const { default: createSudoku } = await import(`${folder}sudoku.js`);
    const { default: createSudokuCore } = await import(`${folder}sudoku-core.js`);
    const { createSudokuWorker } = await import(`${folder}sudoku-worker.js`);
    const puzzle = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
    const relative = 'node_modules/sudoku-wasm/';
    const sudoku = await createSudoku({ wasmUrl: `${relative}sudoku-engine.wasm` });
    const core = await createSudokuCore({ wasmUrl: `./${relative}sudoku-core-engine.wasm` });
    const worker = await createSudokuWorker({ wasmUrl: `${relative}sudoku-engine.wasm`, logic: false });
    const answers = {
      solve: sudoku.solve(puzzle).solution,
      grade: sudoku.grade(puzzle).score,
      core: core.solve(puzzle).solution,
      worker: (await worker.solve(puzzle)).solution,
      workerHint: (await worker.hint(puzzle)).kind,
    };
    worker.terminate();
    const caught = (promise) => promise.then(() => 'loaded', (error) => `${error.name}: ${error.message}`);
    answers.bad = await caught(createSudoku({ wasmUrl: 'http://[' }));
    answers.badLogic = await caught(createSudokuWorker({ logicWasmUrl: 'https://[::1' }));
    answers.badCore = await caught(createSudokuCore({ wasmUrl: 'http://[' }));
    return answers;
  }, `${url}node_modules/sudoku-wasm/`);
  assert.ok(solves('..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..', out.solve), JSON.stringify(out));
  assert.equal(out.core, out.solve);
  assert.equal(out.worker, out.solve);
  assert.ok(out.grade >= 1, String(out.grade));
  assert.equal(out.workerHint, 'step');  // the worker fetched the logic part beside the relative core part
  assert.match(out.bad, /^TypeError: wasmUrl must be a URL/);
  assert.match(out.badLogic, /^TypeError: logicWasmUrl must be a URL/);
  assert.match(out.badCore, /^TypeError: wasmUrl must be a URL/);
  assert.deepEqual(pageErrors, []);
  await page.close();
});

test('the small core entry in the browser: its own .wasm fetched from a sub-path, the full engine\'s puzzles, typed errors', async () => {
  const url = await site(installed.dir);
  const { page, pageErrors, consoleErrors } = await open(url + 'index.html');
  const fetched = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  const result = await page.evaluate(async ({ core, full, C16 }) => {
    const { default: createSudokuCore, SudokuError } = await import(core);
    const { default: createSudoku } = await import(full);
    const small = await createSudokuCore();
    const engine = await createSudoku();
    const made = small.generate({ clues: 26, symmetry: 'diagonal', seed: 'browser' });
    let refused;
    try { small.generate({ score: [2, 3] }); } catch (e) { refused = [e instanceof SudokuError, e.code, e.option]; }
    return {
      keys: Object.keys(small).sort(),
      made,
      same: engine.generate({ clues: 26, symmetry: 'diagonal', seed: 'browser' }).puzzle,
      count: engine.countSolutions(made.puzzle),
      solved: small.solve(C16).solution === engine.solve(C16).solution,
      refused,
      after: small.countSolutions(made.puzzle),
    };
  }, { core: url + 'node_modules/sudoku-wasm/sudoku-core.js', full: url + 'node_modules/sudoku-wasm/sudoku.js', C16: CASES.C16 });
  assert.deepEqual(result.keys, ['candidates', 'countSolutions', 'generate', 'memoryBytes', 'parse', 'solve', 'validate', 'version']);
  assert.equal(result.made.puzzle, result.same);
  assert.equal(result.made.clues, 26);
  assert.equal(result.made.level, null);
  assert.ok(solves(result.made.puzzle, result.made.solution));
  assert.equal(result.count, 1);
  assert.equal(result.after, 1);
  assert.ok(result.solved);
  assert.deepEqual(result.refused, [true, 'badOption', 'score']);
  assert.ok(fetched.includes(`${PREFIX}/node_modules/sudoku-wasm/sudoku-core-engine.wasm`), fetched.join());
  assert.deepEqual(pageErrors, []);
  assert.deepEqual(consoleErrors, []);
  await page.close();
});

test('the Worker entry: the same API as promises, many calls in flight, typed errors, terminate', async () => {
  const url = await site(installed.dir);
  const { page, pageErrors } = await open(url + 'index.html');
  const result = await page.evaluate(async ({ module, C16, solvedC16 }) => {
    const { createSudokuWorker, SudokuError } = await import(module);
    const engine = await createSudokuWorker();
    const out = { version: engine.version };
    // 40 calls in flight at once: each answer must reach its own caller.
    const puzzles = await Promise.all(Array.from({ length: 20 }, (_, i) => engine.generate({ holesPerBox: 1 + (i % 4), seed: i })));
    const solved = await Promise.all(puzzles.map((p) => engine.solve(p.puzzle)));
    out.pairs = puzzles.map((p, i) => [p.puzzle, p.seed, solved[i].solution, solved[i].status]);
    out.parsed = await engine.parse(C16);
    out.count = await engine.countSolutions('.'.repeat(81), 10);
    out.solvedC16 = (await engine.solve(C16)).solution === solvedC16;
    out.explain = (await engine.explain(C16)).firstPass.values.length;
    out.grade = (await engine.grade(C16)).outcome;
    out.steps = (await engine.steps(C16)).steps.length > 0;
    out.hint = (await engine.hint({ puzzle: C16 })).kind;
    out.validate = await engine.validate(`55${'.'.repeat(79)}`);
    out.candidates = (await engine.candidates(C16))[2];
    out.techniques = (await engine.techniques()).length;
    out.many = (await engine.generateMany({ seed: 3 }, 3)).length;
    // A 6x6 First steps puzzle through the worker, and the calls that read its size.
    const small = await engine.generate({ size: 6, level: 'first', seed: 1 });
    out.small = [small.puzzle, small.size, (await engine.solve(small.puzzle)).solution,
      (await engine.hint(small.puzzle)).kind, (await engine.candidates(small.puzzle)).length];
    // The streaming form: chunks arrive with progress before the whole batch resolves.
    const chunks = [];
    const streamed = await engine.generateMany({ seed: 5 }, 10, { chunk: 4, onProgress: (p) => chunks.push([p.done, p.total, p.puzzles.length]) });
    const direct = await engine.generateMany({ seed: 5 }, 10);
    out.stream = { chunks, same: streamed.map((p) => p.puzzle).join() === direct.map((p) => p.puzzle).join(), n: streamed.length };
    out.memory = await engine.memoryBytes();
    const batch = await engine.solveMany([C16, 'x' + C16.slice(1)]);
    out.batch = [batch.statuses, batch.errors[0] instanceof SudokuError, batch.errors[0].code, batch.errors[0].index];
    const caught = async (promise) => {
      try { await promise; return 'resolved'; } catch (e) {
        return { sudoku: e instanceof SudokuError, type: e instanceof TypeError, name: e.name, code: e.code, cell: e.cell,
          otherCell: e.otherCell, digit: e.digit, message: e.message };
      }
    };
    out.errors = await Promise.all([
      caught(engine.solve('x' + C16.slice(1))),
      caught(engine.solve('11' + '.'.repeat(79))),
      caught(engine.solve(C16.slice(1))),
      caught(engine.solve(C16, { limit: 0 })),
      caught(engine.generate({ clues: 17, budget: 1000, seed: 1 })),
      caught(engine.solve(null)),
      caught(engine.generate({ size: 5 })),
    ]);
    out.afterErrors = (await engine.solve(C16)).solution === solvedC16;
    const pending = engine.countSolutions('.'.repeat(81), 1000000);
    engine.terminate();
    out.pending = await caught(pending);
    out.later = await caught(engine.solve(C16));
    out.badWasm = await caught(createSudokuWorker({ wasmUrl: new URL('missing.wasm', location.href) }));
    return out;
  }, { module: `${url}node_modules/sudoku-wasm/sudoku-worker.js`, C16: CASES.C16, solvedC16: CASES.C16_SOLUTION });

  assert.match(result.version, /^\d+\.\d+\.\d+$/);
  result.pairs.forEach(([puzzle, seed, solution, status], i) => {
    assert.equal(seed, i);
    assert.equal(status, 'unique');
    assert.ok(solves(puzzle, solution), `call ${i} got an answer to its own puzzle`);
  });
  assert.equal(result.parsed, CASES.C16);
  assert.equal(result.count, 10);
  assert.ok(result.solvedC16);
  assert.equal(result.explain, 81);
  assert.equal(result.grade, 'solved');
  assert.ok(result.steps);
  assert.equal(result.hint, 'step');
  assert.deepEqual(result.validate, [{ cell: 0, otherCell: 1, digit: 5, house: 0 }, { cell: 0, otherCell: 1, digit: 5, house: 18 }]);
  assert.deepEqual(result.candidates, [1, 2, 4]);
  assert.ok(result.techniques > 40);
  assert.equal(result.many, 3);
  assert.deepEqual(result.stream.chunks, [[4, 10, 4], [8, 10, 4], [10, 10, 2]]);
  assert.ok(result.stream.same);
  assert.equal(result.stream.n, 10);
  assert.ok(result.memory > 0);
  assert.deepEqual(result.batch, [['unique', 'invalid'], true, 'badChar', 1]);
  const [badChar, conflict, badLength, badOption, budget, type, badSize] = result.errors;
  // The same seed as the native build's (tests/data/recorded_sized_seeds.tsv).
  const recorded = readFileSync(new URL('../data/recorded_sized_seeds.tsv', import.meta.url), 'utf8')
    .split('\n').find((line) => line.startsWith('6\tfirst\t1\t')).split('\t')[3];
  const [smallPuzzle, smallSize, smallSolution, smallHint, smallCandidates] = result.small;
  assert.deepEqual([smallPuzzle, smallSize, smallHint, smallCandidates], [recorded, 6, 'step', 36]);
  assert.ok(solvesSized(smallPuzzle, smallSolution, 6));
  assert.deepEqual([badSize.code, badSize.sudoku], ['badOption', true]);
  assert.deepEqual([badChar.sudoku, badChar.name, badChar.code, badChar.cell], [true, 'SudokuError', 'badChar', 0]);
  assert.deepEqual([conflict.code, conflict.cell, conflict.otherCell, conflict.digit], ['conflictingGivens', 0, 1, 1]);
  assert.equal(badLength.code, 'badLength');
  assert.equal(badOption.code, 'badOption');
  assert.equal(budget.code, 'budgetExhausted');
  assert.deepEqual([type.type, type.sudoku], [true, false]);
  assert.match(type.message, /81-character string/);
  assert.ok(result.afterErrors);
  assert.match(result.pending.message, /terminated/);
  assert.match(result.later.message, /terminated/);
  assert.ok(result.badWasm.message.includes(`${url}missing.wasm`), result.badWasm.message);
  assert.deepEqual(pageErrors, []);
  await page.close();
});

test('the Worker entry: a call past its time limit rejects alone and the calls behind it are answered', async () => {
  const url = await site(installed.dir);
  const { page, pageErrors } = await open(url + 'index.html');
  const result = await page.evaluate(async ({ module, C16 }) => {
    const { createSudokuWorker } = await import(module);
    const engine = await createSudokuWorker();
    const settle = (promise) => promise.then((value) => ({ value }), (error) => ({ code: error.code, name: error.name, message: error.message }));
    // Counting a million solutions of the empty grid is far more than a millisecond of work on
    // any machine, so a 1 ms limit always runs out; the calls queued behind it have room.
    const slow = settle(engine.within(1).countSolutions('.'.repeat(81), 1_000_000));
    const queued = [settle(engine.solve(C16)), settle(engine.within(60_000).parse(C16)), settle(engine.validate(C16))];
    const out = { slow: await slow, queued: await Promise.all(queued) };
    // Again, with a call already waiting on the fresh worker.
    const slow2 = settle(engine.within(1).countSolutions('.'.repeat(81), 1_000_000));
    const counted = settle(engine.countSolutions(C16));
    out.slow2 = await slow2;
    out.counted = await counted;
    // A time limit counts from when the worker starts the call, not while it waits: a generous
    // call behind another generous one is answered.
    out.waited = await Promise.all([settle(engine.within(60_000).countSolutions('.'.repeat(81), 100_000)),
      settle(engine.within(60_000).solve(C16))]);
    // Arguments that are not plain data: a TypeError, and nothing is left pending. A Proxy of
    // an array is copied as data, as the synchronous API reads it.
    out.clone = [await settle(engine.solve(Symbol('x'))), await settle(engine.solve(C16, { limit: () => 2 }))];
    out.proxy = await settle(engine.solveMany(new Proxy([C16], {})));
    out.after = await settle(engine.solve(C16));
    out.badLimit = await settle(Promise.resolve().then(() => engine.within(0)));
    // Progress of a streamed batch whose budget runs out: every puzzle made is in `partial`.
    const reported = [];
    const alone = await engine.generateMany({ clues: 22, seed: 4 }, 4);
    const budget = alone[0].work + alone[1].work + Math.floor(alone[2].work / 2);
    out.partial = await engine.generateMany({ clues: 22, seed: 4, budget }, 50, { chunk: 1, onProgress: (p) => reported.push(...p.puzzles) })
      .then(() => 'resolved', (e) => ({ code: e.code, n: e.partial.length, same: e.partial.map((p) => p.puzzle).join() === reported.map((p) => p.puzzle).join() }));
    const solveProgress = [];
    out.solveMany = (await engine.solveMany([C16, C16, C16], { onProgress: (p) => solveProgress.push([p.done, p.total]) })).statuses;
    out.solveProgress = solveProgress;
    engine.terminate();
    return out;
  }, { module: `${url}node_modules/sudoku-wasm/sudoku-worker.js`, C16: CASES.C16 });
  assert.equal(result.slow.code, 'timeout', JSON.stringify(result.slow));
  assert.equal(result.slow.name, 'SudokuError');
  assert.equal(result.queued[0].value?.solution, CASES.C16_SOLUTION, JSON.stringify(result.queued[0]));
  assert.equal(result.queued[1].value, CASES.C16);
  assert.deepEqual(result.queued[2].value, []);
  assert.equal(result.slow2.code, 'timeout');
  assert.deepEqual(result.counted, { value: 1 });
  assert.equal(result.waited[0].value, 100_000);
  assert.equal(result.waited[1].value?.status, 'unique');
  for (const clone of result.clone) assert.equal(clone.name, 'TypeError', JSON.stringify(clone));
  assert.deepEqual(result.proxy.value?.statuses, ['unique']);
  assert.equal(result.after.value?.solution, CASES.C16_SOLUTION);
  assert.equal(result.badLimit.code, 'badOption');
  assert.equal(result.partial.code, 'budgetExhausted');
  assert.equal(result.partial.n, 2, JSON.stringify(result.partial));
  assert.ok(result.partial.same);
  assert.deepEqual(result.solveMany, ['unique', 'unique', 'unique']);
  assert.deepEqual(result.solveProgress, [[3, 3]]);
  assert.deepEqual(pageErrors, []);
  await page.close();
});

test('the Worker entry: huge time limits mean none, a throwing onProgress stops its call, a polluted prototype changes nothing', async () => {
  const url = await site(installed.dir);
  const { page, pageErrors } = await open(url + 'index.html');
  const result = await page.evaluate(async ({ module, C16 }) => {
    const { createSudokuWorker } = await import(module);
    const settle = (promise) => promise.then((value) => ({ value }), (error) => ({ name: error?.name, code: error?.code, message: error?.message, same: error === boom }));
    const boom = new Error('progress boom');
    const out = {};
    out.badOption = await settle(createSudokuWorker({ foo: 1 }));
    const engine = await createSudokuWorker({ timeLimitMs: Infinity });
    // Beyond what a timer holds (2^31 - 1 ms): no limit, not one that fires at once.
    out.huge = await Promise.all([engine.within(2 ** 31).solve(C16), engine.within(Number.MAX_VALUE).parse(C16),
      engine.within(Infinity).countSolutions(C16), engine.solve(C16)].map(settle));
    out.threw = await settle(engine.generateMany({ seed: 1 }, 40, { chunk: 2, onProgress: () => { throw boom; } }));
    out.afterThrow = await settle(engine.solve(C16));
    try {
      Object.prototype.progress = 1;  // eslint-disable-line no-extend-native
      Object.prototype.error = 1;  // eslint-disable-line no-extend-native
      out.polluted = await Promise.race([settle(engine.solve(C16)), new Promise((done) => setTimeout(() => done('pending'), 30_000))]);
    } finally {
      delete Object.prototype.progress;
      delete Object.prototype.error;
    }
    engine.terminate();
    return out;
  }, { module: `${url}node_modules/sudoku-wasm/sudoku-worker.js`, C16: CASES.C16 });
  assert.equal(result.badOption.name, 'TypeError');
  for (const answer of result.huge) assert.ok(answer.value !== undefined, JSON.stringify(answer));
  assert.ok(result.threw.same, JSON.stringify(result.threw));
  assert.equal(result.afterThrow.value?.solution, CASES.C16_SOLUTION);
  assert.equal(result.polluted.value?.solution, CASES.C16_SOLUTION, JSON.stringify(result.polluted));
  assert.deepEqual(pageErrors, []);
  await page.close();
});

test('the Worker entry and its pool read arguments as the synchronous API does: a Proxy is data, a caller\'s own error is the call\'s', async () => {
  const url = await site(installed.dir);
  const { page, pageErrors } = await open(url + 'index.html');
  const result = await page.evaluate(async ({ module, C16 }) => {
    const { createSudokuWorker, createSudokuPool } = await import(module);
    const boom = new Error('from the caller');
    const settle = (promise) => promise.then((value) => ({ value }), (error) => ({ name: error?.name, message: error?.message, same: error === boom }));
    const engine = await createSudokuWorker();
    const pool = await createSudokuPool({ size: 2 });
    const throwing = () => Object.defineProperty({}, 'limit', { enumerable: true, get() { throw boom; } });
    const out = {
      proxyPuzzle: await settle(engine.solve(new Proxy([...C16], {}))),
      proxyBatch: await settle(engine.solveMany(new Proxy([C16, C16], {}))),
      poolProxyBatch: await settle(pool.solveMany(new Proxy([C16, C16], {}))),
      getter: await settle(engine.solve(C16, throwing())),
      poolGetter: await settle(pool.solveMany([C16], throwing())),
      score: await settle(engine.generate({ score: Object.defineProperty([1, 5], 0, { get() { throw boom; } }) })),
      billion: await settle(engine.solve(new Proxy([], { get: (target, key) => (key === 'length' ? 1e9 : undefined) }))),
      after: await settle(engine.solve(C16)),
    };
    engine.terminate();
    pool.terminate();
    return out;
  }, { module: `${url}node_modules/sudoku-wasm/sudoku-worker.js`, C16: CASES.C16 });
  assert.equal(result.proxyPuzzle.value?.solution, CASES.C16_SOLUTION, JSON.stringify(result.proxyPuzzle));
  assert.deepEqual(result.proxyBatch.value?.solutions, [CASES.C16_SOLUTION, CASES.C16_SOLUTION]);
  assert.deepEqual(result.poolProxyBatch.value?.solutions, [CASES.C16_SOLUTION, CASES.C16_SOLUTION]);
  for (const name of ['getter', 'poolGetter', 'score']) assert.ok(result[name].same, `${name}: ${JSON.stringify(result[name])}`);
  assert.equal(result.billion.name, 'SudokuError', JSON.stringify(result.billion));
  assert.equal(result.after.value?.solution, CASES.C16_SOLUTION);
  assert.deepEqual(pageErrors, []);
  await page.close();
});
