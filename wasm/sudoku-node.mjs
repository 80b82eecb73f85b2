// Node entry: `import createSudoku from '<dist>/sudoku-node.mjs'` under plain `node`, no flags.
// Reads sudoku-engine.wasm from beside this file instead of fetching it. createSudokuPool runs
// the batch calls on worker_threads (pool.js; each thread runs sudoku-node-worker.mjs).
import { readFile } from 'node:fs/promises';
import { availableParallelism, cpus } from 'node:os';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import createSudokuEngine from './sudoku-engine.js';
import { wrapEngine } from './api.js';
import { filePath } from './file-path.mjs';
import { startEngine } from './load.js';
import { logicPart } from './logic-part.js';
import { logicOption, onlyOptions, ownOptions } from './plain-data.js';
import { startPool } from './pool.js';
import { VERSION } from './version.js';
import { startWorker } from './worker-client.js';

export { SudokuError } from './errors.js';
export { VERSION };

/**
 * Loads the engine from the local .wasm files: its core part and its logic part. Options:
 * wasmPath (the core part, a path or file: URL; default: sudoku-engine.wasm beside this module),
 * logicWasmPath (default: sudoku-engine-logic.wasm beside wasmPath), logic (as the browser
 * entry's: default true; false: the logic part is read only when loadLogic() is called).
 * Resolves to the API object (sudoku.d.ts, interface Sudoku).
 */
export default async function createSudoku(options) {
  const own = onlyOptions(ownOptions(options, 'createSudoku options'), ['wasmPath', 'logicWasmPath', 'logic'], 'createSudoku');
  const where = filePath(own.wasmPath) ?? new URL('./sudoku-engine.wasm', import.meta.url);
  const logicWhere = filePath(own.logicWasmPath) ?? new URL('sudoku-engine-logic.wasm', where instanceof URL ? where : pathToFileURL(resolve(String(where))));
  const logic = logicPart({ loadBytes: () => readFile(logicWhere), where: String(logicWhere), now: logicOption(own.logic) });
  return wrapEngine(await startEngine(createSudokuEngine, () => readFile(where), String(where), 'full', logic), VERSION);
}

// Node's options for this process without those of a script given on the command line
// (node --input-type=module -e '...'): a thread runs a file, and would refuse them.
const EVAL_OPTIONS = new Set(['-e', '--eval', '-p', '--print', '--input-type']);
function threadOptions(execArgv) {
  const kept = [];
  for (let i = 0; i < execArgv.length; ++i) {
    const name = execArgv[i].split('=')[0];
    if (!EVAL_OPTIONS.has(name)) kept.push(execArgv[i]);
    else if (!execArgv[i].includes('=')) ++i;  // its value is the next argument
  }
  return kept;
}

// A worker_threads Worker behind the Web Worker interface worker-client.js speaks: onmessage,
// onerror (once: an error or an exit we did not ask for), postMessage, terminate.
function threadWorker(scriptUrl) {
  const thread = new Worker(scriptUrl, { execArgv: threadOptions(process.execArgv) });
  let ended = false;
  const worker = {
    onmessage: null,
    onerror: null,
    postMessage: (message) => thread.postMessage(message),
    terminate() {
      ended = true;
      thread.terminate();
    },
  };
  const fail = (message) => {
    if (ended) return;
    ended = true;
    worker.onerror?.({ message });
  };
  thread.on('message', (data) => worker.onmessage?.({ data }));
  thread.on('error', (error) => fail(error?.message ?? String(error)));
  thread.on('exit', (code) => fail(`the worker thread exited with code ${code}`));
  return worker;
}

/**
 * A pool of worker_threads for batches (pool.js; sudoku.d.ts, SudokuPool). Options: size
 * (workers, 1..64; default os.availableParallelism()), wasmPath (as createSudoku's), workerUrl
 * (the thread's script; default sudoku-node-worker.mjs beside this module), timeLimitMs (a time
 * limit for every call: past it, SudokuError 'timeout'). Resolves once every thread has loaded
 * the engine to { version, size, solveMany, gradeMany, generateMany (each returning a promise),
 * within(ms), terminate() }; rejects with the first thread's Error when the engine cannot load,
 * or SudokuError 'badOption' (option 'size') / TypeError for a bad size. Threads keep node
 * running until terminate().
 */
export async function createSudokuPool(options) {
  const own = onlyOptions(ownOptions(options, 'createSudokuPool options'),
    ['size', 'wasmPath', 'workerUrl', 'timeLimitMs'], 'createSudokuPool');
  const scriptUrl = own.workerUrl ?? new URL('./sudoku-node-worker.mjs', import.meta.url);
  // Sent as text (a URL object cannot cross postMessage); the thread reads a file: URL back.
  const where = own.wasmPath === undefined ? undefined : String(own.wasmPath);
  return startPool({
    size: own.size,
    defaultSize: typeof availableParallelism === 'function' ? availableParallelism() : cpus().length,
    timeLimitMs: own.timeLimitMs,
    startWorker: (onFailure) => startWorker({ scriptUrl, where, defaultLimit: 0, makeWorker: threadWorker, onFailure }),
  });
}
