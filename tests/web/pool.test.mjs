// The browser pool (createSudokuPool from the package's Worker entry, module Web Workers) in
// Chromium: batches answer what the engine's one-thread calls answer, in input order, every
// solution checked against the rules and the givens; typed errors; cancellation and a time limit
// (1 ms on work no machine does in 1 ms) leave the pool usable; a worker that fails is replaced.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startSite, watchWorkers, nodeEngine, solves, HARDEST } from './helpers.mjs';

const DATA = fileURLToPath(new URL('../../../shared/data/', import.meta.url));
const readSet = (name, max) => readFileSync(DATA + name, 'utf8').split('\n').filter(Boolean).slice(0, max)
  .map((line) => line.split('\t')[0]);
const SEVENTEEN = readSet('sudoku17_49158.txt', 2000);
const RATED = readSet('sudoku_exchange_rated_sample.txt', 30);
const withoutMs = ({ ms, ...rest }) => rest;

let site;
let engine;
let page;
let workers;
before(async () => {
  site = await startSite({ serviceWorkers: 'block' });
  engine = await nodeEngine();
  page = await site.newPage();
  workers = watchWorkers(page);
  // A small file of the site as the document, so that the page's own workers stay out of it.
  await page.goto(`${site.url}version.js`);
  await page.evaluate(async (entry) => {
    const { createSudokuPool, SudokuError } = await import(entry);
    window.SudokuError = SudokuError;
    window.createSudokuPool = createSudokuPool;
    window.pool = await createSudokuPool({ size: 2 });
    // Errors as plain fields, to be compared on the Node side.
    window.failure = async (run) => {
      try {
        await run();
      } catch (error) {
        return { name: error.name, code: error.code, option: error.option, message: error.message,
          typed: error instanceof SudokuError, partial: error.partial };
      }
      return null;
    };
  }, `${site.url}sudoku-worker.js`);
});
after(async () => {
  await page?.evaluate(() => window.pool.terminate());
  await site.close();
});

test('a pool of module workers from the Worker entry, its size from the browser by default', async () => {
  assert.deepEqual(workers, [`${site.url}sudoku-worker-main.js`, `${site.url}sudoku-worker-main.js`]);
  const sizes = await page.evaluate(async () => {
    const defaults = await window.createSudokuPool();
    defaults.terminate();
    return { size: window.pool.size, defaults: defaults.size, cores: navigator.hardwareConcurrency };
  });
  assert.equal(sizes.size, 2);
  assert.equal(sizes.defaults, Math.min(sizes.cores, 64));
  assert.deepEqual(await page.evaluate(() => window.failure(() => window.createSudokuPool({ size: 0 }))).then((e) => [e.code, e.option]),
    ['badOption', 'size']);
});

test('solveMany, gradeMany and generateMany over 2 workers: the one-thread answers, in order, checked', async () => {
  const text = [...SEVENTEEN.slice(0, 1000), 'x', '', ...SEVENTEEN.slice(1000)].join('\n');
  const got = await page.evaluate(async ({ text, rated }) => {
    const progress = [];
    const solved = await window.pool.solveMany(text, { onProgress: ({ done }) => progress.push(done) });
    solved.errors = solved.errors.map((e) => ({ code: e.code, index: e.index, typed: e instanceof window.SudokuError }));
    const graded = await window.pool.gradeMany(rated);
    const made = await window.pool.generateMany({ seed: 11, minimal: true }, 20);
    return { solved, progress, graded, made };
  }, { text, rated: RATED });
  const alone = engine.solveMany(text);
  assert.deepEqual(got.solved.statuses, alone.statuses);
  assert.deepEqual(got.solved.solutions, alone.solutions);
  assert.deepEqual(got.solved.errors, [{ code: 'badChar', index: 1000, typed: true }]);
  const puzzles = [...SEVENTEEN.slice(0, 1000), 'x', ...SEVENTEEN.slice(1000)];
  for (const [i, solution] of got.solved.solutions.entries()) {
    if (i !== 1000) assert.ok(solves(puzzles[i], solution), `puzzle ${i}`);
  }
  assert.ok(got.progress.length > 2 && got.progress.at(-1) === 2001, got.progress.join());
  assert.deepEqual(got.graded.grades.map(withoutMs), RATED.map((p) => withoutMs(engine.grade(p))));
  assert.deepEqual(got.made, engine.generateMany({ seed: 11, minimal: true }, 20));
  for (const puzzle of got.made) {
    assert.equal(engine.countSolutions(puzzle.puzzle, 2), 1);
    assert.ok(solves(puzzle.puzzle, puzzle.solution));
  }
});

test('typed errors; an abort and a time limit stop their call alone, and the pool goes on', async () => {
  const got = await page.evaluate(async ({ hard, easy }) => {
    const bad = await window.failure(() => window.pool.solveMany([easy], { limit: 0 }));
    const controller = new AbortController();
    const aborted = await window.failure(() => window.pool.solveMany(Array(400).fill(hard), {
      signal: controller.signal, onProgress: () => controller.abort(),
    }));
    const late = await window.failure(() => window.pool.within(1).gradeMany(Array(40).fill(hard)));
    const after = await window.pool.solveMany(Array(64).fill(hard));
    return { bad, aborted, late, after: after.solutions };
  }, { hard: HARDEST, easy: SEVENTEEN[0] });
  assert.deepEqual([got.bad.name, got.bad.code, got.bad.option, got.bad.typed], ['SudokuError', 'badOption', 'limit', true]);
  assert.deepEqual([got.aborted.code, got.aborted.typed], ['aborted', true]);
  assert.ok(got.aborted.partial.statuses.length < 400);
  assert.ok(got.aborted.partial.solutions.every((s) => solves(HARDEST, s)));
  assert.deepEqual([got.late.code, got.late.typed], ['timeout', true]);
  assert.equal(got.after.length, 64);
  assert.ok(got.after.every((s) => solves(HARDEST, s)));
});

test('a worker that fails is replaced and its piece sent again', async () => {
  // A module worker that runs the package's worker, but fails (an uncaught error) on the first
  // batch holding the line `die-once` that any worker of this origin sees (a mark in the Cache
  // API tells them apart).
  const started = workers.length;
  const got = await page.evaluate(async ({ main, items }) => {
    // (A blob: worker resolves relative URLs against its blob: URL: the mark's URL is absolute.)
    const mark = `${location.origin}/pool-test-died`;
    const source = `import ${JSON.stringify(main)};
      const answer = self.onmessage;
      self.onmessage = async (event) => {
        if (JSON.stringify(event.data.args ?? []).includes('die-once')) {
          const marks = await caches.open('pool-test');
          if (!(await marks.match(${JSON.stringify(mark)}))) {
            await marks.put(${JSON.stringify(mark)}, new Response(''));
            setTimeout(() => { throw new Error('failing on purpose'); });
            return;
          }
        }
        answer(event);
      };`;
    const workerUrl = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
    const dying = await window.createSudokuPool({ size: 2, workerUrl });
    try {
      const result = await dying.solveMany(items);
      const died = Boolean(await (await caches.open('pool-test')).match(mark));
      return { statuses: result.statuses, solutions: result.solutions, died };
    } finally {
      dying.terminate();
    }
  }, { main: `${site.url}sudoku-worker-main.js`, items: [...SEVENTEEN.slice(0, 300), 'die-once', ...SEVENTEEN.slice(300, 600)] });
  assert.ok(got.died);
  const items = [...SEVENTEEN.slice(0, 300), 'die-once', ...SEVENTEEN.slice(300, 600)];
  assert.deepEqual(got.statuses, engine.solveMany(items).statuses);
  for (const [i, solution] of got.solutions.entries()) if (i !== 300) assert.ok(solves(items[i], solution), `puzzle ${i}`);
  // Two workers for the pool, and one more in place of the one that failed. Only this pool's
  // workers run from a blob: URL; a worker an earlier test's pool restarts may still be loading
  // on a busy machine, and is not counted.
  const dyingPool = workers.slice(started).filter((url) => url.startsWith('blob:'));
  assert.equal(dyingPool.length, 3, workers.slice(started).join());
});
