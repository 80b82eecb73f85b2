// Types of the Worker entry `sudoku-wasm/worker` (see sudoku.d.ts for the shapes).
import type { Sudoku } from './sudoku.js';

export * from './sudoku.js';
export { default } from './sudoku.js';

/** One chunk of a streamed generateMany: the new puzzles and how far the batch has come. */
export interface GenerateProgress {
  puzzles: ReturnType<Sudoku['generateMany']>;
  done: number;
  total: number;
}

/** Streaming for long batches: onProgress is called once per chunk (default 16 puzzles). */
export interface GenerateManyStream {
  onProgress?: (progress: GenerateProgress) => void;
  chunk?: number;
}

/** Every call of Sudoku (but generateEach), returning a promise of the same result. */
export type SudokuWorker = {
  readonly version: string;
  /**
   * generateMany in the worker; with `stream.onProgress`, the puzzles also arrive chunk by chunk
   * while the batch runs (the streaming form of generateEach), and the promise resolves to all.
   */
  generateMany(
    options: Parameters<Sudoku['generateMany']>[0],
    count: number,
    stream?: GenerateManyStream,
  ): Promise<ReturnType<Sudoku['generateMany']>>;
  /**
   * Stops the worker. Calls still in flight and later calls reject with Error('worker terminated').
   */
  terminate(): void;
} & {
  [K in Exclude<keyof Sudoku, 'version' | 'generateEach' | 'generateMany'>]: Sudoku[K] extends (...args: infer A) => infer R
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
