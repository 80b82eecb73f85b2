// Browser entry: `import createSudoku from './sudoku.js'`. The .wasm file is found next to this
// file (import.meta.url), so the folder can be served from any sub-path.
import createSudokuEngine from './sudoku-engine.js';
import { wrapEngine } from './api.js';
import { startEngine } from './load.js';
import { logicPart } from './logic-part.js';
import { logicOption, onlyOptions, ownOptions, urlOption } from './plain-data.js';
import { VERSION } from './version.js';

export { SudokuError } from './errors.js';
export { VERSION };

/**
 * Loads the engine: its core part (sudoku-engine.wasm) and its logic part
 * (sudoku-engine-logic.wasm, fetched at the same time). Options: wasmUrl (where to fetch the
 * core part; default: beside this module), logicWasmUrl (the logic part; default:
 * sudoku-engine-logic.wasm beside wasmUrl), logic (default true; false: resolve once the core
 * part is in, and fetch the logic part only when loadLogic() is called: its calls throw
 * SudokuError 'logicNotLoaded' until then). Resolves to the API object (sudoku.d.ts, interface
 * Sudoku); rejects with an Error naming the URL tried, or SudokuError 'badOption' / TypeError for
 * a bad option.
 */
export default async function createSudoku(options) {
  const own = onlyOptions(ownOptions(options, 'createSudoku options'), ['wasmUrl', 'logicWasmUrl', 'logic'], 'createSudoku');
  const url = urlOption(own, 'wasmUrl') ?? new URL('./sudoku-engine.wasm', import.meta.url).href;
  const logicUrl = urlOption(own, 'logicWasmUrl') ?? new URL('./sudoku-engine-logic.wasm', url).href;
  const fetchBytes = (from) => async () => {
    const response = await fetch(from);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.arrayBuffer();
  };
  const logic = logicPart({ loadBytes: fetchBytes(logicUrl), where: logicUrl, now: logicOption(own.logic) });
  return wrapEngine(await startEngine(createSudokuEngine, fetchBytes(url), url, 'full', logic), VERSION);
}
