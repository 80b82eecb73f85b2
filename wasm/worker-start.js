// createSudokuWorker alone, for what needs one worker and not the pool (the board element,
// sudoku-board.js): the Worker entry (sudoku-worker.js) re-exports it.
import { onlyOptions, ownOptions } from './plain-data.js';
import { startWorker, timerMilliseconds } from './worker-client.js';

/** A module Web Worker running `scriptUrl`. */
export const moduleWorker = (scriptUrl) => new Worker(scriptUrl, { type: 'module' });

/**
 * Starts the engine in a module Web Worker. Options: wasmUrl (the .wasm file; default: beside
 * this module), workerUrl (the worker script; default: sudoku-worker-main.js beside this
 * module), timeLimitMs (a time limit for every call, default none; see within()). Resolves, once
 * the engine has loaded, to { version, <every API call returning a promise>, within(ms),
 * terminate() } (sudoku-worker.d.ts); rejects with an Error naming the URL when the engine
 * cannot load. A call's time limit counts from when the worker starts it, not while it waits
 * behind others. After terminate(), pending and later calls reject with Error('worker
 * terminated'); when the worker itself fails, they reject with that failure.
 */
export async function createSudokuWorker(options) {
  const own = onlyOptions(ownOptions(options, 'createSudokuWorker options'), ['wasmUrl', 'workerUrl', 'timeLimitMs'],
    'createSudokuWorker');
  return startWorker({
    scriptUrl: own.workerUrl ?? new URL('./sudoku-worker-main.js', import.meta.url),
    where: own.wasmUrl === undefined ? undefined : String(own.wasmUrl),
    defaultLimit: timerMilliseconds(own.timeLimitMs, 'timeLimitMs'),
    makeWorker: moduleWorker,
  });
}
