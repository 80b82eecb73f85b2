// Types of the Node entry (`sudoku-wasm` under node, `sudoku-wasm/node`): the API of sudoku.d.ts,
// and pools of worker_threads.
import type { CreateSudokuPoolOptions, Sudoku, SudokuPool } from './sudoku.js';

export * from './sudoku.js';

/** The Node entry's options: files by path where the browser entry takes URLs. */
export interface CreateSudokuNodeOptions {
  /** Path or file: URL of sudoku-engine.wasm, the core part (default: beside sudoku-node.mjs). */
  wasmPath?: string | URL;
  /** Path or file: URL of sudoku-engine-logic.wasm, the logic part (default: beside wasmPath). */
  logicWasmPath?: string | URL;
  /** As CreateSudokuOptions.logic: false resolves once the core part is in (default true). */
  logic?: boolean;
}

/**
 * Loads the engine from files, as the browser entry's createSudoku() does from URLs: its core
 * part, and its logic part unless `logic: false`. Rejects with an Error naming the path when a
 * file cannot be read or is not the engine's, or the two parts are of two builds; TypeError for an
 * unknown option (a browser option such as `wasmUrl` included) or a `logic` that is not a boolean.
 */
export default function createSudoku(options?: CreateSudokuNodeOptions): Promise<Sudoku>;

/**
 * A pool of worker_threads for batches (SudokuPool in sudoku.d.ts): `size` threads (default
 * os.availableParallelism()), each loading the engine from `wasmPath`. Resolves once every
 * thread has loaded; rejects with the first load Error, or SudokuError 'badOption' (option
 * 'size') / TypeError for a bad size. The threads keep node running until terminate().
 */
export function createSudokuPool(options?: Omit<CreateSudokuPoolOptions, 'wasmUrl'>): Promise<SudokuPool>;
