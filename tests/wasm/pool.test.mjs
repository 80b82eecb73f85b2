// The Node pool (createSudokuPool over worker_threads): batches split over workers answer what
// the one-thread calls answer, in input order, every solution checked against the rules and the
// givens; progress, the typed errors, cancellation and time limits that leave the pool usable,
// and a worker that dies replaced.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { availableParallelism } from 'node:os';
import { DIST, readSet, solves } from './helpers.mjs';

const { default: createSudoku, createSudokuPool, SudokuError } = await import(new URL('sudoku-node.mjs', DIST));
const M = await createSudoku();
const pool = await createSudokuPool({ size: 2 });
test.after(() => pool.terminate());

const C16 = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const CLASH = `55${'.'.repeat(79)}`;
const SEVENTEEN = readSet('sudoku17_49158.txt', 3000).map((l) => l.puzzle);
const HARD = readSet('forum_hardest_1106.txt', 60).map((l) => l.puzzle);
const EXCHANGE = readSet('sudoku_exchange_rated_sample.txt', 120).map((l) => l.puzzle);
const withoutMs = ({ ms, ...rest }) => rest;
const rejected = async (promise) => {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('did not reject');
};
const errorFields = (errors) => errors.map((e) => [e.name, e.code, e.index, e.cell]);

test('solveMany of a text over 2 workers: the one-thread answer, in order, every solution checked', async () => {
  // Invalid lines and blank lines (which take no index) among 3,000 puzzles, so that the pieces'
  // indexes must be shifted right.
  const lines = [...SEVENTEEN];
  lines.splice(1700, 0, 'x', '', CLASH, '   ');
  lines.splice(10, 0, '\t', `${C16}1`);
  const text = lines.join('\r\n');
  const progress = [];
  const result = await pool.solveMany(text, { onProgress: (p) => progress.push(p) });
  const alone = M.solveMany(text);
  assert.deepEqual(withoutMs(result), withoutMs(alone));
  assert.equal(result.statuses.length, 3003);
  assert.deepEqual(errorFields(result.errors), [['SudokuError', 'badLength', 10, -1],
    ['SudokuError', 'badChar', 1701, 0], ['SudokuError', 'conflictingGivens', 1702, 0]]);
  const puzzles = lines.filter((line) => !/^[ \t]*$/.test(line));
  for (const [i, status] of result.statuses.entries()) {
    if (status === 'invalid') continue;
    assert.equal(status, 'unique', `puzzle ${i}`);
    assert.ok(solves(puzzles[i], result.solutions[i]), `puzzle ${i}`);
  }
  // Progress after each piece: done grows to the total, which counts the puzzle lines.
  assert.ok(progress.length > 2, `${progress.length} reports`);
  assert.deepEqual(progress.at(-1), { done: 3003, total: 3003 });
  for (let k = 1; k < progress.length; ++k) assert.ok(progress[k].done > progress[k - 1].done);
});

test('solveMany with limit 1 over 2 workers: solved, never unique, solutions carried across', async () => {
  const batch = [...SEVENTEEN.slice(0, 300), '.'.repeat(81), CLASH];
  const result = await pool.solveMany(batch, { limit: 1 });
  assert.deepEqual(withoutMs(result), withoutMs(M.solveMany(batch, { limit: 1 })));
  assert.deepEqual([...new Set(result.statuses)], ['solved', 'invalid']);
  for (let i = 0; i < 301; ++i) assert.ok(solves(batch[i], result.solutions[i]), `puzzle ${i}`);
});

test('solveMany of an array and of hard puzzles: item i is result i, checked against the rules', async () => {
  const items = HARD.map((p, i) => (i % 7 === 3 ? Array.from(p, (c) => (c === '.' ? 0 : Number(c))) : p));
  items.push('', 'x'.repeat(5000));
  const result = await pool.solveMany(items);
  assert.deepEqual(withoutMs(result), withoutMs(M.solveMany(items)));
  for (const [i, p] of HARD.entries()) assert.ok(solves(p, result.solutions[i]), `puzzle ${i}`);
  assert.deepEqual(result.statuses.slice(-2), ['invalid', 'invalid']);
  assert.deepEqual(result.errors.map((e) => [e.code, e.index]), [['badLength', 60], ['badLength', 61]]);
});

test('gradeMany: the pool, the one-thread call and grade() agree, item by item', async () => {
  const items = [...EXCHANGE.slice(0, 60), 'x', ...EXCHANGE.slice(60), CLASH];
  const progress = [];
  const result = await pool.gradeMany(items, { onProgress: (p) => progress.push(p.done) });
  const alone = M.gradeMany(items);
  const strip = (r) => ({ ...withoutMs(r), grades: r.grades.map((g) => g && withoutMs(g)) });
  assert.deepEqual(strip(result), strip(alone));
  for (const [i, p] of items.entries()) {
    if (result.grades[i] === null) continue;
    assert.deepEqual(withoutMs(result.grades[i]), withoutMs(M.grade(p)), `puzzle ${i}`);
  }
  assert.deepEqual(errorFields(result.errors), [['SudokuError', 'badChar', 60, 0], ['SudokuError', 'conflictingGivens', 121, 0]]);
  assert.equal(progress.at(-1), 122);
});

test('generateMany: the batch one call makes with that seed, each puzzle unique and its solution right', async () => {
  const reports = [];
  const made = await pool.generateMany({ seed: 'pool', clues: 26 }, 37, { chunk: 5, onProgress: (p) => reports.push(p) });
  const alone = M.generateMany({ seed: 'pool', clues: 26 }, 37);
  assert.deepEqual(made, alone);
  for (const puzzle of made) {
    assert.equal(M.countSolutions(puzzle.puzzle, 2), 1);
    assert.ok(solves(puzzle.puzzle, puzzle.solution));
    assert.equal(puzzle.puzzle.replace(/\./g, '').length, 26);
    assert.equal(M.generate({ seed: puzzle.seed, clues: 26 }).puzzle, puzzle.puzzle);
  }
  // Progress in input order: the reports' puzzles, put together, are the batch.
  assert.deepEqual(reports.flatMap((r) => r.puzzles), made);
  assert.deepEqual(reports.map((r) => r.done), reports.map((r, k) => reports.slice(0, k + 1).reduce((n, x) => n + x.puzzles.length, 0)));
  assert.equal(reports.at(-1).done, 37);
  // Without a seed the pool picks one for the batch: every puzzle is made again by its own seed.
  const random = await pool.generateMany(undefined, 5);
  for (const puzzle of random) assert.equal(M.generate({ seed: puzzle.seed }).puzzle, puzzle.puzzle);
});

test('an empty batch answers as the one-thread call does', async () => {
  assert.deepEqual(withoutMs(await pool.solveMany('')), withoutMs(M.solveMany('')));
  assert.deepEqual(withoutMs(await pool.gradeMany([])), withoutMs(M.gradeMany([])));
});

test('bad input and options: the same typed errors as the one-thread calls', async () => {
  const cases = [
    [() => pool.solveMany([C16], { limit: 0 }), 'SudokuError', 'badOption', 'limit'],
    [() => pool.solveMany([C16], { nope: 1 }), 'TypeError'],
    [() => pool.solveMany(42), 'TypeError'],
    [() => pool.solveMany('x\n'.repeat(1_000_001)), 'SudokuError', 'badLength'],
    [() => pool.solveMany([C16], { signal: 'stop' }), 'TypeError'],
    [() => pool.gradeMany([C16], { timeLimitMs: -1 }), 'SudokuError', 'badOption', 'timeLimitMs'],
    [() => pool.generateMany({ clues: 5 }, 3), 'SudokuError', 'badOption', 'clues'],
    [() => pool.generateMany({}, 0), 'SudokuError', 'badOption', 'count'],
    [() => pool.generateMany({}, 2, { chunk: 0 }), 'SudokuError', 'badOption', 'chunk'],
    [() => pool.generateMany({ firstIndex: -1 }, 2), 'SudokuError', 'badOption', 'firstIndex'],
    [() => pool.solveMany([() => 1]), 'TypeError'],
  ];
  for (const [k, [call, name, code, option]] of cases.entries()) {
    const error = await rejected(call());
    assert.equal(error.name, name, `case ${k}: ${error.message}`);
    if (code) assert.equal(error.code, code, `case ${k}`);
    if (option) assert.equal(error.option, option, `case ${k}`);
  }
  assert.equal((await pool.solveMany([C16])).statuses[0], 'unique');
  // An item that is no puzzle form at all: the TypeError names it, as the one-thread call's does.
  const named = await rejected(pool.gradeMany([C16, C16, null]));
  assert.equal(named.name, 'TypeError');
  assert.match(named.message, /^puzzles\[2\]: a puzzle must be/);
});

test('arguments are read as the one-thread calls read them: a Proxy is data, a caller\'s own error is the call\'s', async () => {
  const boom = new Error('from the caller');
  assert.deepEqual((await pool.solveMany(new Proxy([C16, C16], {}))).solutions, M.solveMany([C16, C16]).solutions);
  const throwing = () => Object.defineProperty({}, 'limit', { enumerable: true, get() { throw boom; } });
  assert.equal(await rejected(pool.solveMany([C16], throwing())), boom);
  assert.throws(() => M.solveMany([C16], throwing()), (e) => e === boom);
  assert.equal((await rejected(pool.solveMany(new Proxy([], { get: (t, k) => (k === 'length' ? 1e9 : undefined) })))).code, 'badLength');
  // The same time limits as the one-thread calls.
  for (const bad of [Infinity, 1e10, 0]) {
    assert.equal((await rejected(pool.gradeMany([C16], { timeLimitMs: bad }))).code, 'badOption', String(bad));
    assert.equal((await rejected(pool.solveMany([C16], { timeLimitMs: bad }))).code, 'badOption', String(bad));
  }
});

// Found by a hostile pass: the pool read the items of an array batch only when each piece
// started, so a change the caller made after the call (or a getter read late) changed answers;
// and it turned a budget the engine refuses into one it takes.
test('the pool reads an array batch during the call: a change made after it returns changes no answer', async () => {
  const items = Array.from({ length: 20_000 }, () => Array.from(C16));
  const answer = pool.solveMany(items);
  for (const item of items) item[1] = '5';  // every item now clashes (two 5s in row 1)
  const { statuses, solutions } = await answer;
  assert.equal(statuses.length, 20_000);
  assert.ok(statuses.every((status) => status === 'unique'));
  assert.ok(solves(C16, solutions[19_999]));
});

test('the pool refuses the budgets the one-thread calls refuse', async () => {
  for (const budget of [-1, -Infinity, 0.5]) {
    assert.throws(() => M.solveMany([C16], { budget }), (e) => e.code === 'badOption', String(budget));
    assert.equal((await rejected(pool.solveMany([C16], { budget }))).code, 'badOption', String(budget));
  }
  for (const budget of [0, -5, 0.5]) {
    assert.throws(() => M.generateMany({ seed: 1, budget }, 2), (e) => e.code === 'badOption', String(budget));
    assert.equal((await rejected(pool.generateMany({ seed: 1, budget }, 2))).code, 'badOption', String(budget));
  }
});

test('budget and timeLimitMs bound the whole call: budgetExhausted with the first results in partial', async () => {
  const error = await rejected(pool.solveMany(HARD, { budget: 2000 }));
  assert.ok(error instanceof SudokuError);
  assert.equal(error.code, 'budgetExhausted');
  const { partial } = error;
  assert.ok(partial.statuses.length < HARD.length);
  // The partial is a prefix of the batch, each answer right.
  for (const [i, solution] of partial.solutions.entries()) assert.ok(solves(HARD[i], solution), `puzzle ${i}`);
  const late = await rejected(pool.gradeMany(HARD, { timeLimitMs: Number.MIN_VALUE }));
  assert.equal(late.code, 'budgetExhausted');
  assert.ok(late.partial.grades.length < HARD.length);
  const spent = await rejected(pool.generateMany({ clues: 24, seed: 1, budget: 3000 }, 40));
  assert.equal(spent.code, 'budgetExhausted');
  assert.ok(Array.isArray(spent.partial) && spent.partial.length < 40);
  assert.deepEqual(spent.partial, M.generateMany({ clues: 24, seed: 1 }, 40).slice(0, spent.partial.length));
});

test('cancellation: an AbortSignal stops the call with aborted and a prefix; the pool goes on', async () => {
  const controller = new AbortController();
  const text = Array(20).fill(HARD.join('\n')).join('\n');
  const progress = [];
  const call = pool.solveMany(text, {
    signal: controller.signal,
    onProgress: (p) => { progress.push(p); controller.abort(); },
  });
  const error = await rejected(call);
  assert.equal(error.code, 'aborted');
  assert.ok(error.partial.statuses.length < 1200);
  for (const [i, solution] of error.partial.solutions.entries()) assert.ok(solves(HARD[i % 60], solution), `puzzle ${i}`);
  assert.equal(progress.length, 1, 'no report after the abort');
  assert.equal((await rejected(pool.gradeMany([C16], { signal: AbortSignal.abort() }))).code, 'aborted');
  // Both workers are usable again: a batch big enough for both comes out whole and right.
  const after = await pool.solveMany(SEVENTEEN.slice(0, 500));
  assert.ok(after.solutions.every((s, i) => solves(SEVENTEEN[i], s)));
});

test('within(ms) and a progress callback that throws stop the call alone; the pool goes on', async () => {
  const error = await rejected(pool.within(1).gradeMany(HARD));
  assert.ok(error instanceof SudokuError);
  assert.equal(error.code, 'timeout');
  assert.ok(Array.isArray(error.partial.grades));
  const boom = new Error('boom');
  assert.equal(await rejected(pool.solveMany(SEVENTEEN, { onProgress: () => { throw boom; } })), boom);
  assert.throws(() => pool.within(0), (e) => e.code === 'badOption');
  const result = await pool.gradeMany(EXCHANGE.slice(0, 10));
  assert.deepEqual(result.grades.map((g) => g.score), EXCHANGE.slice(0, 10).map((p) => M.grade(p).score));
});

test('calls made together share the workers and each gets its own answer', async () => {
  const [a, b, c] = await Promise.all([
    pool.solveMany(SEVENTEEN.slice(0, 800)),
    pool.gradeMany(EXCHANGE.slice(0, 20)),
    pool.solveMany(HARD.slice(0, 30)),
  ]);
  assert.ok(a.solutions.every((s, i) => solves(SEVENTEEN[i], s)));
  assert.deepEqual(b.grades.map((g) => g.level), EXCHANGE.slice(0, 20).map((p) => M.grade(p).level));
  assert.ok(c.solutions.every((s, i) => solves(HARD[i], s)));
});

test('a worker that dies is replaced and its piece sent again; a piece that kills twice fails its call', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'sudoku-pool-'));
  const workerUrl = new URL('./workers/dying-worker.mjs', import.meta.url);
  const dying = await createSudokuPool({ size: 2, workerUrl });
  try {
    const marker = join(dir, 'died');
    const items = [...SEVENTEEN.slice(0, 400), `die-once:${marker}`, ...SEVENTEEN.slice(400, 800)];
    const result = await dying.solveMany(items);
    assert.ok(existsSync(marker), 'a worker died');
    assert.deepEqual(withoutMs(result), withoutMs(M.solveMany(items)));
    const error = await rejected(dying.solveMany([C16, 'die-always']));
    assert.equal(error.name, 'Error');
    assert.match(error.message, /exited with code 3/);
    // Both places were filled again.
    const after = await dying.solveMany(SEVENTEEN.slice(0, 200));
    assert.ok(after.solutions.every((s, i) => solves(SEVENTEEN[i], s)));
  } finally {
    dying.terminate();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('when no replacement can start, the waiting call and every later call fail with the reason', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'sudoku-pool-'));
  const noMore = join(dir, 'no-more');
  process.env.SUDOKU_POOL_TEST_NO_MORE = noMore;
  const dying = await createSudokuPool({ size: 1, workerUrl: new URL('./workers/dying-worker.mjs', import.meta.url) });
  try {
    assert.equal((await dying.solveMany([C16])).statuses[0], 'unique');
    writeFileSync(noMore, '');
    const error = await rejected(dying.solveMany([C16, 'die-always']));
    assert.match(error.message, /no more workers/);
    assert.equal(await rejected(dying.gradeMany([C16])), error);
  } finally {
    dying.terminate();
    delete process.env.SUDOKU_POOL_TEST_NO_MORE;
    rmSync(dir, { recursive: true, force: true });
  }
});

test('pool size: the machine\'s cores by default, checked when given; terminate() ends every call', async () => {
  const defaults = await createSudokuPool();
  assert.equal(defaults.size, Math.min(availableParallelism(), 64));
  defaults.terminate();
  assert.equal((await rejected(createSudokuPool({ size: 0 }))).code, 'badOption');
  assert.equal((await rejected(createSudokuPool({ size: 65 }))).option, 'size');
  assert.equal((await rejected(createSudokuPool({ size: '2' }))).name, 'TypeError');
  assert.equal((await rejected(createSudokuPool({ workers: 2 }))).name, 'TypeError');
  assert.match((await rejected(createSudokuPool({ size: 1, wasmPath: '/nonexistent/engine.wasm' }))).message, /nonexistent/);
  const one = await createSudokuPool({ size: 1 });
  assert.equal(one.size, 1);
  const running = one.solveMany(HARD);
  one.terminate();
  assert.match((await rejected(running)).message, /pool terminated/);
  assert.match((await rejected(one.gradeMany([C16]))).message, /pool terminated/);
});

// Which of a late answer and the call's timer the event loop takes first is not fixed: a page
// busy for longer than the limit has both waiting. The answer's own time decides.
// A worker whose solveMany answers from a task that runs before the 5 ms timer (due earlier) and
// holds the thread for 20 ms: the answer, a value or an error, comes 15 ms or more past the limit.
for (const [kind, answer] of [
  ['answered', (args) => M.solveMany(...args)],
  ['failed', () => { throw new SudokuError('budgetExhausted', 'the budget ran out', { partial: { solutions: [] } }); }],
]) {
  test(`a pool call ${kind} after its time limit is a timeout even when the answer is taken before the timer`, async () => {
    const { startPool } = await import(new URL('pool.js', DIST));
    let started = 0;
    let calls = 0;
    const solution = M.solve(C16).solution;
    const startWorker = async () => {
      started += 1;
      return {
        // The first call answers late; the next at once.
        solveMany: (...args) => new Promise((resolve, reject) => setTimeout(() => {
          if (++calls > 1) return resolve(M.solveMany(...args));
          const until = performance.now() + 20;
          while (performance.now() < until);
          try {
            resolve(answer(args));
          } catch (error) {
            reject(error);
          }
        }, 0)),
        terminate() {},
      };
    };
    const late = await startPool({ size: 1, startWorker });
    try {
      await assert.rejects(late.within(5).solveMany([C16]), (error) => {
        assert.ok(error instanceof SudokuError && error.code === 'timeout', String(error));
        assert.equal(error.message, 'solveMany ran past its time limit of 5 ms after 0 puzzles');
        return true;
      });
      // The worker had answered, so it is idle and stays; the next call is answered.
      const next = await late.solveMany([C16]);
      assert.equal(next.solutions[0], solution);
      assert.equal(started, 1);
    } finally {
      late.terminate();
    }
  });
}

// Fake workers that run their calls one at a time, in the order sent, as a real worker does: a
// piece of solveMany takes delayOf(puzzle) ms for its slowest puzzle, then answers what the
// engine answers. `runs` lists [worker number, first puzzle] as each piece starts; a terminated
// worker starts nothing more, and what it held rejects.
function queuedFakeWorkers(delayOf) {
  const made = { count: 0, runs: [] };
  made.startWorker = async () => {
    const number = ++made.count;
    let queue = Promise.resolve();
    let terminated = false;
    return {
      solveMany(puzzles, options) {
        const run = queue.then(() => {
          if (terminated) throw new Error('worker terminated');
          made.runs.push([number, puzzles[0]]);
          return new Promise((resolve, reject) => setTimeout(() => {
            if (terminated) reject(new Error('worker terminated'));
            else resolve(M.solveMany(puzzles, options));
          }, Math.max(...puzzles.map(delayOf))));
        });
        queue = run.catch(() => {});
        return run;
      },
      terminate() { terminated = true; },
    };
  };
  return made;
}
const giveUpAfter = (ms, promise) => Promise.race([promise,
  new Promise((_, reject) => setTimeout(() => reject(new Error(`not settled after ${ms} ms`)), ms).unref())]);

test('a pool call\'s time limit starts when its first piece runs, not while it waits behind another call\'s', async () => {
  const { startPool } = await import(new URL('pool.js', DIST));
  const [slow, quick] = SEVENTEEN;
  // The limited call waits three times its limit behind the other (a timeout, were the wait
  // counted, on any machine), then has the whole second for a piece that takes no time.
  const fake = queuedFakeWorkers((puzzle) => (puzzle === slow ? 3000 : 0));
  const one = await startPool({ size: 1, startWorker: fake.startWorker });
  try {
    const first = one.solveMany([slow]);
    const second = one.within(1000).solveMany([quick]);
    assert.ok(solves(quick, (await second).solutions[0]));
    assert.ok(solves(slow, (await first).solutions[0]));
    assert.deepEqual(fake.runs, [[1, slow], [1, quick]], 'each piece ran once, on the first worker');
  } finally {
    one.terminate();
  }
});

test('a call that ends restarts only the workers running its pieces; its piece waiting behind another call\'s is stopped as it starts', async () => {
  const { startPool } = await import(new URL('pool.js', DIST));
  const [other, running, waiting] = SEVENTEEN;
  const fake = queuedFakeWorkers((puzzle) => (puzzle === other ? 100 : puzzle === running ? 60_000 : 5));
  const two = await startPool({ size: 2, startWorker: fake.startWorker });
  try {
    // Worker 1 runs `other` (no limit); worker 2 the limited call's first piece, which takes a
    // minute; its second piece waits on worker 1 behind `other`.
    const first = two.solveMany([other]);
    const limited = two.within(30).solveMany([running, waiting]);
    await assert.rejects(limited, (error) => {
      assert.equal(error.code, 'timeout');
      assert.equal(error.message, 'solveMany ran past its time limit of 30 ms after 0 puzzles; its workers were restarted');
      return true;
    });
    // `other` goes on where it was: run once, answered by the first worker.
    assert.ok(solves(other, (await giveUpAfter(60_000, first)).solutions[0]));
    assert.deepEqual(fake.runs.filter(([, puzzle]) => puzzle === other), [[1, other]]);
    // Worker 2 was restarted at the limit (3), and worker 1 as the ended call's piece started on
    // it (4); the pool answers on.
    const after = await giveUpAfter(60_000, two.solveMany(SEVENTEEN.slice(3, 7)));
    assert.ok(after.solutions.every((s, i) => solves(SEVENTEEN[3 + i], s)));
    assert.equal(fake.count, 4);
  } finally {
    two.terminate();
  }
});

test('a call that aborts itself in its last progress report leaves every other call whole', async () => {
  const controller = new AbortController();
  const mine = pool.solveMany(SEVENTEEN.slice(0, 40), {
    signal: controller.signal,
    onProgress: ({ done, total }) => { if (done === total) controller.abort(); },
  });
  const others = pool.solveMany(SEVENTEEN.slice(0, 2000));
  const error = await rejected(mine);
  assert.equal(error.code, 'aborted');
  assert.equal(error.partial.solutions.length, 40);
  const answer = await giveUpAfter(120_000, others);
  assert.ok(answer.solutions.every((s, i) => solves(SEVENTEEN[i], s)));
});

test('a getter that ends the pool while a call reads its arguments: the call rejects with the pool\'s end', async () => {
  const own = await createSudokuPool({ size: 1 });
  const call = own.solveMany([C16], { get budget() { own.terminate(); return undefined; } });
  const error = await giveUpAfter(60_000, rejected(call));
  assert.equal(error.message, 'pool terminated');
  assert.equal((await rejected(own.solveMany([C16]))).message, 'pool terminated');
});

test('an error an onProgress callback throws is the call\'s error as thrown, a SudokuError of any code too', async () => {
  for (const code of ['aborted', 'timeout', 'budgetExhausted', 'badOption']) {
    const mine = new SudokuError(code, `the caller's own ${code}`);
    assert.equal(await rejected(pool.solveMany(SEVENTEEN.slice(0, 40), { onProgress: () => { throw mine; } })), mine);
  }
  const after = await pool.solveMany(SEVENTEEN.slice(0, 40));
  assert.ok(after.solutions.every((s, i) => solves(SEVENTEEN[i], s)));
});
