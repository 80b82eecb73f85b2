// Node entry: `import createSudoku from '<dist>/sudoku-node.mjs'` under plain `node`, no flags.
// Reads sudoku-engine.wasm from beside this file instead of fetching it.
import { readFile } from 'node:fs/promises';
import createSudokuEngine from './sudoku-engine.js';
import { wrapEngine } from './api.js';
import { startEngine } from './load.js';
import { onlyOptions, ownOptions } from './options.js';
import { VERSION } from './version.js';

export { SudokuError } from './errors.js';
export { VERSION };

/**
 * Loads the engine from the local .wasm file. Options: wasmPath (a path or file: URL; default:
 * beside this module). Resolves to the API object (sudoku.d.ts, interface Sudoku).
 */
export default async function createSudoku(options) {
  const { wasmPath } = onlyOptions(ownOptions(options, 'createSudoku options'), ['wasmPath'], 'createSudoku');
  const where = wasmPath ?? new URL('./sudoku-engine.wasm', import.meta.url);
  return wrapEngine(await startEngine(createSudokuEngine, () => readFile(where), String(where)), VERSION);
}
