// The small core entry: `import createSudokuCore from 'sudoku-wasm/core'`. For sites that only
// solve, count, check or generate: solve, countSolutions, validate, candidates, parse, and
// generate by clues, symmetry, minimality, holes per box and seed (9x9, ungraded), with the same
// shapes, options and errors as the full engine's calls of the same names (sudoku-core.d.ts).
// Its module (sudoku-core-engine.wasm) has no grader, hints or steps: a fraction of the full
// engine's download. The .wasm file is found next to this file (import.meta.url), so the folder
// can be served from any sub-path; Node reads it from disk (sudoku-core-node.mjs).
import createSudokuCoreEngine from './sudoku-core-engine.js';
import { startEngine } from './load.js';
import { onlyOptions, ownOptions, urlOption } from './plain-data.js';
import { withStackGuard, wrapPuzzleCalls } from './puzzle-calls.js';
import { VERSION } from './version.js';

export { SudokuError } from './errors.js';
export { VERSION };

/**
 * The core's API object (sudoku-core.d.ts, interface SudokuCore) once `loadBytes()` (a promise
 * of the .wasm file's bytes) has given its module; rejects with an Error naming `where` when the
 * bytes cannot be had or are not WebAssembly. For the entries (this one and the Node one).
 */
export async function startSudokuCore(loadBytes, where) {
  const calls = await startEngine(createSudokuCoreEngine, loadBytes, where, 'core');
  return wrapPuzzleCalls(calls, withStackGuard(calls), { version: VERSION, memoryBytes: () => calls.memoryBytes() });
}

/**
 * Loads the small core. Options: wasmUrl (where to fetch sudoku-core-engine.wasm; default:
 * beside this module). Resolves to the API object (sudoku-core.d.ts, interface SudokuCore);
 * rejects with an Error naming the URL tried.
 */
export default async function createSudokuCore(options) {
  const own = onlyOptions(ownOptions(options, 'createSudokuCore options'), ['wasmUrl'], 'createSudokuCore');
  const url = urlOption(own, 'wasmUrl') ?? new URL('./sudoku-core-engine.wasm', import.meta.url).href;
  return startSudokuCore(async () => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.arrayBuffer();
  }, url);
}
