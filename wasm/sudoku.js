// Browser entry: `import createSudoku from './sudoku.js'`. The .wasm file is found next to this
// file (import.meta.url), so the folder can be served from any sub-path.
import createSudokuEngine from './sudoku-engine.js';
import { startEngine, wrapEngine } from './api.js';

export { SudokuError } from './api.js';
export const VERSION = '0.1.0';

/**
 * Loads the engine. Options: wasmUrl (where to fetch sudoku-engine.wasm; default: beside this
 * module). Resolves to the API object (see api.js); rejects with an Error naming the URL tried.
 */
export default async function createSudoku({ wasmUrl } = {}) {
  const url = wasmUrl ?? new URL('./sudoku-engine.wasm', import.meta.url).href;
  const loadBytes = async () => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.arrayBuffer();
  };
  return wrapEngine(await startEngine(createSudokuEngine, loadBytes, url), VERSION);
}
