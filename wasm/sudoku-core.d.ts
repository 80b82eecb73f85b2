// Types of the small core entry (`sudoku-wasm/core`): the calls of the full engine (sudoku.d.ts)
// that need no grader, with the same shapes, options and errors. Its module is a fraction of the
// full engine's download (bench/README.md, "Download size").
import type { Conflict, GeneratedPuzzle, GenerateOptions, GridString, PuzzleInput, SolveOptions, SolveResult } from './sudoku.js';

export * from './sudoku.js';

/**
 * The small core's API: Sudoku's calls of the same names (see sudoku.d.ts for each), but for
 * generate(), which makes ungraded 9x9 puzzles only.
 */
export interface SudokuCore {
  readonly version: string;
  /** As Sudoku.memoryBytes(): bytes of the core's WebAssembly memory (grows on demand, never shrinks). */
  memoryBytes(): number;
  /** As Sudoku.parse(). */
  parse(puzzle: PuzzleInput): GridString;
  /** As Sudoku.solve(). */
  solve(puzzle: PuzzleInput, options?: SolveOptions): SolveResult;
  /** As Sudoku.countSolutions(). */
  countSolutions(puzzle: PuzzleInput, limit?: number): number;
  /** As Sudoku.validate(). */
  validate(grid: PuzzleInput): Conflict[];
  /** As Sudoku.candidates(). */
  candidates(grid: PuzzleInput): number[][];
  /**
   * As Sudoku.generate() for options that need no grade (clues, symmetry, minimal, seed, budget,
   * timeLimitMs, holesPerBox): the same puzzle for the same options, but a holesPerBox puzzle
   * is not graded (`level`, `score` and `hardest` are null, as for every puzzle made here).
   * @throws as Sudoku.generate(), and SudokuError 'badOption' naming `level` (also 0 or
   * 'first'), `score`, `scale` ('se') or `size` (4 or 6): those need the full engine.
   */
  generate(options?: GenerateOptions): GeneratedPuzzle;
}

export interface CreateSudokuCoreOptions {
  /** Browser entry: URL of sudoku-core-engine.wasm (default: beside sudoku-core.js, via import.meta.url). */
  wasmUrl?: string | URL;
  /** Node entry: path or file: URL of sudoku-core-engine.wasm (default: beside sudoku-core-node.mjs). */
  wasmPath?: string | URL;
}

/**
 * Loads the small core. Resolves to its API; rejects with an Error naming the URL (or path) when
 * the .wasm file cannot be had or is not WebAssembly.
 */
export default function createSudokuCore(options?: CreateSudokuCoreOptions): Promise<SudokuCore>;
