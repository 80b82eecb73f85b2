// Types of the Worker entry `sudoku-wasm/worker` (see sudoku.d.ts for the shapes).
import type { CreateSudokuPoolOptions, Sudoku, SudokuPool } from './sudoku.js';

export type * from './sudoku.js';
export { SudokuError, VERSION } from './sudoku.js';

/**
 * Every call of Sudoku, returning a promise of the same result (errors as the sync API throws
 * them). A worker made with `logic: false` never rejects with 'logicNotLoaded': a call of the
 * logic part loads that part first (loadLogic() loads it ahead).
 */
export type SudokuWorkerCalls = {
  readonly version: string;
} & {
  [K in Exclude<keyof Sudoku, 'version'>]: Sudoku[K] extends (...args: infer A) => infer R
    ? (...args: A) => Promise<Awaited<R>>
    : never;
};

export type SudokuWorker = SudokuWorkerCalls & {
  /**
   * The same calls, each with a time limit of `ms` counted from when the worker starts it. Past
   * it (an answer or failure that reaches the page after the limit counts as past it, however
   * busy the page was) the worker is restarted: that call rejects with SudokuError 'timeout', and the calls
   * queued behind it are answered by the fresh worker. A limit beyond 2^31 - 1 ms (what a timer
   * holds; Infinity too) means none.
   * @throws TypeError / SudokuError 'badOption' for an `ms` that is not a positive number.
   */
  within(ms: number): SudokuWorkerCalls;
  /** Stops the worker. Calls still in flight and later calls reject with Error('worker terminated'). */
  terminate(): void;
};

export interface CreateSudokuWorkerOptions {
  /** URL of sudoku-engine.wasm, the core part (default: beside sudoku.js). */
  wasmUrl?: string | URL;
  /** URL of sudoku-engine-logic.wasm, the logic part (default: beside wasmUrl). */
  logicWasmUrl?: string | URL;
  /**
   * Whether the worker loads the logic part with the core part (default true). false: the
   * worker is ready once the core part is in, and loads the logic part at the first call that
   * needs it (that call waits for it, as do the calls queued behind it), or at loadLogic().
   */
  logic?: boolean;
  /** URL of the worker script (default: sudoku-worker-main.js beside sudoku-worker.js). */
  workerUrl?: string | URL;
  /** A time limit for every call (see within()); default none. Unknown option names are a TypeError. */
  timeLimitMs?: number;
}

/**
 * Starts the engine in a module Web Worker. Resolves once the engine has loaded; rejects with an
 * Error naming the URL when it cannot load. Arguments are copied on the caller's side as the
 * synchronous API copies them (sudoku.d.ts, Sudoku): a Proxy is read once as data, a caller's
 * throwing getter rejects the call with what it threw, and a function (but `onProgress`
 * callbacks in options, which stay on the caller's side and receive the worker's progress
 * reports) or a symbol is a TypeError.
 */
export function createSudokuWorker(options?: CreateSudokuWorkerOptions): Promise<SudokuWorker>;

/**
 * A pool of module Web Workers for batches (SudokuPool in sudoku.d.ts): `size` workers (default
 * navigator.hardwareConcurrency), each loading the engine as createSudokuWorker does. Resolves
 * once every worker has loaded; rejects with the first load Error, or SudokuError 'badOption'
 * (option 'size') / TypeError for a bad size. `wasmPath` is the Node entry's option, not this one's.
 */
export function createSudokuPool(options?: Omit<CreateSudokuPoolOptions, 'wasmPath'>): Promise<SudokuPool>;
