// Browser entry: `import createSudoku from './sudoku.js'`. The .wasm file is found next to this
// file (import.meta.url), so the folder can be served from any sub-path.
import createSudokuEngine from './sudoku-engine.js';
import { wrapEngine } from './api.js';
import { startEngine } from './load.js';
import { onlyOptions, ownOptions } from './plain-data.js';
import { VERSION } from './version.js';

export { SudokuError } from './errors.js';
export { VERSION };

/**
 * Loads the engine. Options: wasmUrl (where to fetch sudoku-engine.wasm; default: beside this
 * module). Resolves to the API object (sudoku.d.ts, interface Sudoku); rejects with an Error
 * naming the URL tried.
 */
export default async function createSudoku(options) {
  const { wasmUrl } = onlyOptions(ownOptions(options, 'createSudoku options'), ['wasmUrl'], 'createSudoku');
  const url = wasmUrl === undefined ? new URL('./sudoku-engine.wasm', import.meta.url).href : String(wasmUrl);
  const loadBytes = async () => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.arrayBuffer();
  };
  return wrapEngine(await startEngine(createSudokuEngine, loadBytes, url, 'full'), VERSION);
}
