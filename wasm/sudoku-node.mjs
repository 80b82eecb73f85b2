// Node entry: `import createSudoku from '<dist>/sudoku-node.mjs'` under plain `node`, no flags.
// Reads sudoku-engine.wasm from beside this file instead of fetching it.
import { readFile } from 'node:fs/promises';
import createSudokuEngine from './sudoku-engine.js';
import { startEngine, wrapEngine } from './api.js';
import { VERSION } from './sudoku.js';

export { SudokuError } from './api.js';
export { VERSION };

/** Loads the engine from the local .wasm file; resolves to the API object (see api.js). */
export default async function createSudoku({ wasmPath } = {}) {
  const url = wasmPath ?? new URL('./sudoku-engine.wasm', import.meta.url);
  return wrapEngine(await startEngine(createSudokuEngine, () => readFile(url), String(url)), VERSION);
}
