// Types of the Worker entry `sudoku-wasm/worker` (see sudoku.d.ts for the shapes).
import type { Sudoku } from './sudoku.js';

export * from './sudoku.js';
export { default } from './sudoku.js';

/** Every call of Sudoku (but generateEach), returning a promise of the same result. */
export type SudokuWorker = {
  readonly version: string;
  /**
   * Stops the worker. Calls still in flight and later calls reject with Error('worker terminated').
   */
  terminate(): void;
} & {
  [K in Exclude<keyof Sudoku, 'version' | 'generateEach'>]: Sudoku[K] extends (...args: infer A) => infer R
    ? (...args: A) => Promise<R>
    : never;
};

export interface CreateSudokuWorkerOptions {
  /** URL of sudoku-engine.wasm (default: beside sudoku.js). */
  wasmUrl?: string | URL;
  /** URL of the worker script (default: sudoku-worker-main.js beside sudoku-worker.js). */
  workerUrl?: string | URL;
}

/**
 * Starts the engine in a module Web Worker. Resolves once the engine has loaded; rejects with an
 * Error naming the URL when it cannot load. Errors of calls arrive as SudokuError (same `code`,
 * `cell`, ...) or TypeError, as the synchronous API throws them.
 */
export function createSudokuWorker(options?: CreateSudokuWorkerOptions): Promise<SudokuWorker>;
