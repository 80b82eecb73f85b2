// createSudokuWorker alone, for what needs one worker and not the pool (the board element,
// sudoku-board.js): the Worker entry (sudoku-worker.js) re-exports it.
import { logicOption, onlyOptions, ownOptions, urlOption } from './plain-data.js';
import { startWorker, timerMilliseconds } from './worker-client.js';

/** A module Web Worker running `scriptUrl`. */
export const moduleWorker = (scriptUrl) => new Worker(scriptUrl, { type: 'module' });

/**
 * Starts the engine in a module Web Worker. Options: wasmUrl (the core part's .wasm file;
 * default: beside this module), logicWasmUrl (the logic part's; default: beside wasmUrl), logic
 * (default true; false: the worker loads the logic part at the first call that needs it, which
 * waits for it, so the engine is ready sooner for the calls of the core part), workerUrl (the worker script; default: sudoku-worker-main.js beside this
 * module), timeLimitMs (a time limit for every call, default none; see within()). Resolves, once
 * the engine has loaded, to { version, <every API call returning a promise>, within(ms),
 * terminate() } (sudoku-worker.d.ts); rejects with an Error naming the URL when the engine
 * cannot load. A call's time limit counts from when the worker starts it, not while it waits
 * behind others. After terminate(), pending and later calls reject with Error('worker
 * terminated'); when the worker itself fails, they reject with that failure.
 */
export async function createSudokuWorker(options) {
  const own = onlyOptions(ownOptions(options, 'createSudokuWorker options'),
    ['wasmUrl', 'logicWasmUrl', 'logic', 'workerUrl', 'timeLimitMs'], 'createSudokuWorker');
  return startWorker({
    scriptUrl: own.workerUrl ?? new URL('./sudoku-worker-main.js', import.meta.url),
    where: urlOption(own, 'wasmUrl'),
    logicWhere: urlOption(own, 'logicWasmUrl'),
    logic: logicOption(own.logic),
    defaultLimit: timerMilliseconds(own.timeLimitMs, 'timeLimitMs'),
    makeWorker: moduleWorker,
  });
}
