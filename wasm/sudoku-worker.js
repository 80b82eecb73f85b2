// Worker entry: `import { createSudokuWorker, createSudokuPool } from 'sudoku-wasm/worker'`.
// createSudokuWorker: the same calls as createSudoku()'s, each returning a promise, run in a
// module Web Worker (sudoku-worker-main.js beside this file), so a long generate, grade or hint
// never blocks the page. A call may carry a time limit: past it the worker is restarted, that
// call alone rejects with SudokuError 'timeout', and the calls queued behind it are answered by
// the fresh worker (every call is a pure function of its arguments, so sending them again is
// safe). createSudokuPool: the batch calls split over several such workers (pool.js).
// createSudokuWorker is in worker-start.js (the board element imports it alone). The protocol
// and the restarts are in worker-client.js, the worker's side in worker-serve.js.
import { SudokuError } from './errors.js';
import { onlyOptions, ownOptions, urlOption } from './plain-data.js';
import { startPool } from './pool.js';
import { VERSION } from './version.js';
import { startWorker } from './worker-client.js';
import { createSudokuWorker, moduleWorker } from './worker-start.js';

// Only what runs on the caller's side: the engine itself is loaded in the worker.
export { SudokuError, VERSION, createSudokuWorker };

/**
 * A pool of module Web Workers for batches (pool.js; sudoku-worker.d.ts, SudokuPool). Options:
 * size (workers, 1..64; default navigator.hardwareConcurrency), wasmUrl, workerUrl, timeLimitMs
 * as createSudokuWorker's. Resolves once every worker has loaded the engine to { version, size,
 * solveMany, gradeMany, generateMany (each returning a promise), within(ms), terminate() };
 * rejects with the first worker's Error when the engine cannot load, or SudokuError 'badOption'
 * (option 'size') / TypeError for a bad size.
 */
export async function createSudokuPool(options) {
  const own = onlyOptions(ownOptions(options, 'createSudokuPool options'),
    ['size', 'wasmUrl', 'workerUrl', 'timeLimitMs'], 'createSudokuPool');
  const scriptUrl = own.workerUrl ?? new URL('./sudoku-worker-main.js', import.meta.url);
  const where = urlOption(own, 'wasmUrl');
  return startPool({
    size: own.size,
    defaultSize: globalThis.navigator?.hardwareConcurrency,
    timeLimitMs: own.timeLimitMs,
    startWorker: (onFailure) => startWorker({ scriptUrl, where, defaultLimit: 0, makeWorker: moduleWorker, onFailure }),
  });
}
