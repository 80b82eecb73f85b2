// Worker entry: `import { createSudokuWorker } from 'sudoku-wasm/worker'`. The same API as
// createSudoku(), but every call runs in a Web Worker (sudoku-worker-main.js beside this file) and
// returns a promise, so a long generate or grade never blocks the page.
//
// Protocol (one message per call): page -> worker { id, method, args }; worker -> page
// { id, value } or { id, error: { name, code, message, cell, otherCell, digit, house, index } },
// preceded for generateMany with an onProgress callback by { id, progress: { puzzles, done,
// total } } messages, one per chunk.
// Ids are unique per worker, so many calls may be in flight and each resolves its own caller.
import { SudokuError } from './api.js';
import { VERSION } from './sudoku.js';

export { SudokuError, VERSION };
export { default } from './sudoku.js';

// The calls the worker answers; generateEach (a JS generator) cannot cross postMessage, so the
// worker's generateMany streams the same chunks to an onProgress callback instead.
const METHODS = ['parse', 'solve', 'countSolutions', 'solveMany', 'grade', 'steps', 'hint', 'explain',
  'generate', 'generateMany', 'memoryBytes'];

const ERROR_FIELDS = ['cell', 'otherCell', 'digit', 'house', 'index', 'found'];

/** Rebuilds a thrown SudokuError / TypeError / Error from its cloned fields. */
export function errorFromMessage(e) {
  let error;
  if (e.name === 'SudokuError') {
    error = new SudokuError(e.code, e.message, e);
    if (e.index !== undefined) error.index = e.index;
    if (e.found !== undefined) error.found = e.found;
    if (e.puzzles !== undefined) error.puzzles = e.puzzles;
  } else if (e.name === 'TypeError') {
    error = new TypeError(e.message);
  } else {
    error = new Error(e.message);
    if (e.name) error.name = e.name;
  }
  return error;
}

/** Flattens an error into structured-clone-safe fields (custom fields are lost otherwise). */
export function errorToMessage(error) {
  const out = { name: error?.name ?? 'Error', message: error?.message ?? String(error) };
  if (error?.code !== undefined) out.code = error.code;
  for (const field of ERROR_FIELDS) if (error?.[field] !== undefined) out[field] = error[field];
  if (error?.puzzles !== undefined) out.puzzles = error.puzzles;
  return out;
}

/**
 * Starts the engine in a Web Worker. Options: wasmUrl (the .wasm file; default: beside this
 * module), workerUrl (the worker script; default: sudoku-worker-main.js beside this module).
 * Resolves, once the engine has loaded, to { version, <every API call returning a promise>,
 * terminate() }; rejects with an Error naming the URL when the engine cannot load. After
 * terminate(), pending and later calls reject with an Error ('worker terminated').
 */
export function createSudokuWorker({ wasmUrl, workerUrl } = {}) {
  const scriptUrl = workerUrl ?? new URL('./sudoku-worker-main.js', import.meta.url);
  const worker = new Worker(scriptUrl, { type: 'module' });
  const pending = new Map();
  let nextId = 1;
  let closed = null;

  const failAll = (error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };

  const ready = new Promise((resolve, reject) => {
    worker.onmessage = ({ data }) => {
      if (data.id === 0) {
        if (data.error) reject(errorFromMessage(data.error));
        else resolve();
        return;
      }
      const call = pending.get(data.id);
      if (!call) return;
      if (data.progress) {
        call.onProgress?.(data.progress);
        return;
      }
      pending.delete(data.id);
      if (data.error) call.reject(errorFromMessage(data.error));
      else call.resolve(rehydrate(call.method, data.value));
    };
    worker.onerror = (event) => {
      event.preventDefault?.();
      const error = new Error(`the Sudoku worker failed (${String(scriptUrl)}): ${event.message ?? 'script error'}`);
      closed = error;
      reject(error);
      failAll(error);
    };
  });
  worker.postMessage({ id: 0, method: 'load', args: [wasmUrl === undefined ? undefined : String(wasmUrl)] });

  const call = (method) => (...args) => {
    if (closed) return Promise.reject(closed);
    // generateMany(options, count, { onProgress, chunk }): the callback stays on this side;
    // the worker is only told to stream.
    let onProgress;
    if (method === 'generateMany' && args[2] !== undefined) {
      const { onProgress: callback, chunk } = args[2] ?? {};
      if (callback !== undefined && typeof callback !== 'function') {
        return Promise.reject(new TypeError('onProgress must be a function'));
      }
      onProgress = callback;
      args = [args[0], args[1], { stream: callback !== undefined, chunk }];
    }
    return new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject, method, onProgress });
      worker.postMessage({ id, method, args });
    });
  };

  const api = { version: VERSION };
  for (const method of METHODS) api[method] = call(method);
  api.terminate = () => {
    if (!closed) closed = new Error('worker terminated');
    worker.terminate();
    failAll(closed);
  };
  return ready.then(() => Object.freeze(api), (error) => {
    worker.terminate();
    throw error;
  });
}

// solveMany's per-puzzle errors travel as plain fields; give them back their class.
function rehydrate(method, value) {
  if (method === 'solveMany' && value && Array.isArray(value.errors)) {
    return { ...value, errors: value.errors.map(errorFromMessage) };
  }
  return value;
}
