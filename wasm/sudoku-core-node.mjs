// The small core's Node entry: `import createSudokuCore from 'sudoku-wasm/core'` under plain
// `node`. Reads sudoku-core-engine.wasm from beside this file instead of fetching it; the API is
// sudoku-core.js's (sudoku-core.d.ts).
import { readFile } from 'node:fs/promises';
import { filePath } from './file-path.mjs';
import { onlyOptions, ownOptions } from './plain-data.js';
import { startSudokuCore } from './sudoku-core.js';

export { SudokuError } from './errors.js';
export { VERSION } from './version.js';

/**
 * Loads the small core from the local .wasm file. Options: wasmPath (a path or file: URL;
 * default: beside this module). Resolves to the API object (sudoku-core.d.ts, interface
 * SudokuCore); rejects with an Error naming the path tried.
 */
export default async function createSudokuCore(options) {
  const { wasmPath } = onlyOptions(ownOptions(options, 'createSudokuCore options'), ['wasmPath'], 'createSudokuCore');
  const where = filePath(wasmPath) ?? new URL('./sudoku-core-engine.wasm', import.meta.url);
  return startSudokuCore(() => readFile(where), String(where));
}
