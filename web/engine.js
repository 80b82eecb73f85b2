// The page's single door to the engine. Every call is async and returns plain data, so the same
// interface works whether the engine runs in a Web Worker (preferred: long counts never block
// input) or, if workers are unavailable, on the main thread.
//
//   const engine = await startEngine();
//   await engine.call('generate', { level: 2 });
//   engine.has('hint')   // later API additions are detected, not assumed

/** Error thrown for engine failures; mirrors SudokuError's { code, cell } across the worker. */
export class EngineError extends Error {
  constructor({ name = 'EngineError', code = 'engine', cell = -1, message = 'engine error',
    otherCell, digit, house, found } = {}) {
    super(message);
    this.name = name;
    this.code = code;
    this.cell = cell;
    // Set for conflictingGivens: the second cell, the digit and the house (0-8 rows, 9-17
    // columns, 18-26 boxes) so the page can say where the clash is in its own language.
    this.otherCell = otherCell;
    this.digit = digit;
    this.house = house;
    // Set for badLength: how many cells the text held (undefined for text far too long).
    this.found = found;
  }
}

const WORKER_START_MS = 10000;

function startWorker() {
  return new Promise((resolve, reject) => {
    let worker;
    try {
      worker = new Worker(new URL('./engine-worker.js', import.meta.url), { type: 'module' });
    } catch (error) {
      reject(error);
      return;
    }
    const timer = setTimeout(() => { worker.terminate(); reject(new Error('worker start timed out')); },
      WORKER_START_MS);
    worker.onerror = (event) => {
      clearTimeout(timer);
      worker.terminate();
      reject(new Error(event.message || 'worker failed to start'));
    };
    worker.onmessage = ({ data }) => {
      if (!('ready' in data)) return;
      clearTimeout(timer);
      if (data.ready) resolve({ worker, methods: data.methods });
      else { worker.terminate(); reject(new EngineError(data.error)); }
    };
  });
}

function workerEngine({ worker, methods }) {
  let current = worker;
  let nextId = 1;
  const pending = new Map();
  const listen = (w) => {
    w.onmessage = ({ data }) => {
      const job = pending.get(data.id);
      if (!job) return;
      pending.delete(data.id);
      clearTimeout(job.timer);
      if (data.error) job.reject(new EngineError(data.error));
      else job.resolve(data.result);
    };
    w.onerror = (event) => {
      for (const job of pending.values()) job.reject(new EngineError({ message: event.message }));
      pending.clear();
    };
  };
  listen(current);

  // A call that runs past its time limit can only be stopped by ending the worker; a fresh one
  // takes its place so later calls still work. Only the late call fails: every call is a pure
  // function of its arguments, so the others (the one the old worker was busy with, and those
  // queued behind it) are sent again, in their first order, and keep their own time limits.
  const restart = (lateId) => {
    current.terminate();
    const late = pending.get(lateId);
    pending.delete(lateId);
    late?.reject(new EngineError({ code: 'timeout', message: 'the engine took too long' }));
    current = new Worker(new URL('./engine-worker.js', import.meta.url), { type: 'module' });
    listen(current);
    for (const [id, job] of pending) current.postMessage({ id, method: job.method, args: job.args });
  };

  return {
    where: 'worker',
    has: (method) => methods.includes(method),
    call(method, ...args) {
      return this.callWithin(0, method, ...args);
    },
    /**
     * Like call, but rejects with code 'timeout' after `ms` > 0 and restarts the worker; the
     * other calls in flight are not lost (see restart).
     */
    callWithin(ms, method, ...args) {
      const id = nextId++;
      return new Promise((resolve, reject) => {
        const job = { resolve, reject, method, args, timer: 0 };
        if (ms > 0) job.timer = setTimeout(() => restart(id), ms);
        pending.set(id, job);
        current.postMessage({ id, method, args });
      });
    },
  };
}

async function mainThreadEngine() {
  const { default: createSudoku } = await import('./sudoku.js');
  const { generateGraded } = await import('./graded.js');
  const engine = await createSudoku();
  const extras = { generateGraded: (options) => generateGraded(engine, options) };
  const run = async (method, args) => {
    try {
      return Object.hasOwn(extras, method) ? extras[method](...args) : engine[method](...args);
    } catch (error) {
      throw new EngineError(error);
    }
  };
  return {
    where: 'main',
    has: (method) => Object.hasOwn(extras, method) || typeof engine[method] === 'function',
    call: (method, ...args) => run(method, args),
    callWithin: (_ms, method, ...args) => run(method, args),
  };
}

/** Loads the engine, in a worker when possible. `{ worker: false }` forces the main thread. */
export async function startEngine({ worker = true } = {}) {
  if (worker && typeof Worker === 'function') {
    try {
      return workerEngine(await startWorker());
    } catch {
      // Fall through: some hosts refuse module workers; the page still works without one.
    }
  }
  return mainThreadEngine();
}

const GRADED_BUDGET_MS = 6000;
// A search that overruns its own budget by this much is stopped (the worker is restarted).
const GRADED_HARD_LIMIT_MS = 20000;

/**
 * A new puzzle of graded level 1..5 (grade(): easy .. extreme). The one place that decides how:
 * an engine whose generate() takes `difficulty` (it then also has generateMany) makes it itself;
 * otherwise the worker digs and grades candidates until one matches or the budget is spent.
 * Resolves to { puzzle, solution, grade: { level, score, hardest, outcome }, matched, ms }.
 */
export async function generateOfLevel(engine, level, { budgetMs = GRADED_BUDGET_MS } = {}) {
  const start = performance.now();
  if (engine.has('generateMany')) {
    try {
      const made = await engine.callWithin(GRADED_HARD_LIMIT_MS, 'generate', { difficulty: level, timeLimitMs: budgetMs });
      const grade = await engine.callWithin(GRADED_HARD_LIMIT_MS, 'grade', made.puzzle);
      return { puzzle: made.puzzle, solution: made.solution, grade, matched: grade.level === level, ms: performance.now() - start };
    } catch (error) {
      if (error.code !== 'budgetExhausted' && error.code !== 'badOption') throw error;
      // Fall through to the search below, which always ends with some puzzle.
    }
  }
  const found = await engine.callWithin(GRADED_HARD_LIMIT_MS, 'generateGraded', { level, budgetMs });
  return { ...found, ms: performance.now() - start };
}
