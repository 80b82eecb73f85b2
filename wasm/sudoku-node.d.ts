// Types of the Node entry (`sudoku-wasm` under node, `sudoku-wasm/node`): the API of sudoku.d.ts,
// and pools of worker_threads.
import type { CreateSudokuPoolOptions, SudokuPool } from './sudoku.js';

export * from './sudoku.js';
export { default } from './sudoku.js';

/**
 * A pool of worker_threads for batches (SudokuPool in sudoku.d.ts): `size` threads (default
 * os.availableParallelism()), each loading the engine from `wasmPath`. Resolves once every
 * thread has loaded; rejects with the first load Error, or SudokuError 'badOption' (option
 * 'size') / TypeError for a bad size. The threads keep node running until terminate().
 */
export function createSudokuPool(options?: Omit<CreateSudokuPoolOptions, 'wasmUrl'>): Promise<SudokuPool>;
