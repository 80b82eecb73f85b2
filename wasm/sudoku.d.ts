// Types of the sudoku-wasm package (browser entry `sudoku-wasm`, Node entry `sudoku-wasm` under
// node or `sudoku-wasm/node`, Worker entry `sudoku-wasm/worker`, see sudoku-worker.d.ts).
//
// Shapes: a grid is 81 cells, row-major (cell = row * 9 + column, rows and columns 0..8), with 0
// (or '.') for an empty cell; output grids are 81-character strings with '.' for blanks. Houses
// are 0..26: rows 0..8, columns 9..17, boxes 18..26. Digits are 1..9. Times are milliseconds.

/**
 * A puzzle in any accepted form:
 * - an 81-character string of digits with '.' or '0' for blanks (spaces, tabs, line breaks and
 *   the separators | - + are ignored, so a pretty-printed grid works; at most 4096 characters);
 * - an array of 81 numbers (0..9) or one-character strings ('1'..'9'; '', '.', '0' blank);
 * - a 9x9 array (9 rows of 9 such cells).
 * Anything else throws TypeError; a wrong count throws SudokuError 'badLength', an unknown cell
 * 'badChar', a digit twice in a house 'conflictingGivens'.
 */
export type PuzzleInput = string | ReadonlyArray<number | string> | ReadonlyArray<ReadonlyArray<number | string>>;

/** 81 characters, '1'..'9' and '.' for a blank. */
export type GridString = string;

/** The stable `code` of a SudokuError. */
export type SudokuErrorCode =
  /** Not 81 cells (or text longer than 4096 characters). `cell` is -1. */
  | 'badLength'
  /** A cell that is neither a digit nor a blank; `cell` names it. */
  | 'badChar'
  /** The same digit twice in a house: `cell`, `otherCell`, `digit`, `house` (0..26). */
  | 'conflictingGivens'
  /**
   * An option out of range or an impossible combination: limit; generate's options (level
   * combined with a constraint, clues with a symmetry, ...); count; hint values that change a
   * given or a mark outside 1..9.
   */
  | 'badOption'
  /** Bounded work ran out: generate's budget or timeLimitMs, or explain's 100,000 saved states. */
  | 'budgetExhausted';

/** Thrown for caller mistakes the engine can name. The engine stays usable afterwards. */
export declare class SudokuError extends Error {
  constructor(code: SudokuErrorCode, message: string, details?: { cell?: number; otherCell?: number; digit?: number; house?: number });
  readonly name: 'SudokuError';
  readonly code: SudokuErrorCode;
  /** The offending cell 0..80, or -1 when no single cell is at fault. */
  readonly cell: number;
  /** conflictingGivens: the other cell holding the digit. */
  readonly otherCell?: number;
  /** conflictingGivens: the repeated digit 1..9. */
  readonly digit?: number;
  /** conflictingGivens: the house 0..26 (rows 0..8, columns 9..17, boxes 18..26). */
  readonly house?: number;
  /** badLength: how many cells the text held (absent when it was far too long to count). */
  readonly found?: number;
  /** solveMany: the index of the invalid puzzle in the batch. */
  readonly index?: number;
  /** generateMany budgetExhausted: the puzzles made before the budget ran out. */
  readonly puzzles?: GeneratedPuzzle[];
}

/** The package version. */
export declare const VERSION: string;

/** Work counters of a solve. */
export interface SolveCounters {
  /** Digits placed (the givens included). */
  candidateOps: number;
  /** Guesses (states saved before trying a candidate). */
  savedStates: number;
  /** Backtracks (guesses undone). */
  backtracks: number;
}

export interface SolveOptions {
  /** Stop counting at this many solutions, 1..1,000,000 (default 2: enough to prove uniqueness). */
  limit?: number;
}

export interface SolveResult {
  status: 'none' | 'unique' | 'multiple';
  /** The first solution found, or null when there is none. */
  solution: GridString | null;
  /** Solutions counted, at most `limit`. */
  count: number;
  counters: SolveCounters;
  ms: number;
}

export interface SolveManyResult {
  /** One per puzzle, in input order; 'invalid' for a puzzle that could not be read. */
  statuses: Array<'none' | 'unique' | 'multiple' | 'invalid'>;
  /** One per puzzle: the first solution, or null (none or invalid). */
  solutions: Array<GridString | null>;
  /** One SudokuError per invalid puzzle, with `index` set. */
  errors: SudokuError[];
  /** Guesses over the whole batch. */
  guesses: number;
  ms: number;
}

export interface ExplainResult extends SolveResult {
  /** The grid after the first pass of the original demo's method (tags and singles). */
  firstPass: {
    /** 81 numbers, 0 = still open. */
    values: number[];
    /** 81 arrays: the candidate digits of each open cell ([] for a filled one). */
    candidates: number[][];
    /** 81 flags: true where the first pass placed the digit. */
    deduced: boolean[];
  };
}

/** Technique ids, easiest first (Sudoku Explainer ratings in technique.h). */
export type TechniqueId =
  | 'fullHouse' | 'hiddenSingleBox' | 'hiddenSingleLine' | 'directPointing' | 'directClaiming'
  | 'directHiddenPair' | 'nakedSingle' | 'directHiddenTriple' | 'pointing' | 'claiming'
  | 'nakedPair' | 'xWing' | 'hiddenPair' | 'nakedTriple' | 'swordfish' | 'skyscraper'
  | 'hiddenTriple' | 'twoStringKite' | 'emptyRectangle' | 'xyWing' | 'xyzWing'
  | 'uniqueRectangleType1' | 'uniqueRectangleType2' | 'uniqueRectangleType4'
  | 'uniqueRectangleType3' | 'uniqueLoop' | 'nakedQuad' | 'jellyfish' | 'hiddenQuad' | 'bugPlusOne'
  | 'alignedPairExclusion' | 'finnedXWing' | 'simpleColouring' | 'xChain' | 'wWing'
  | 'finnedSwordfish' | 'xyChain' | 'finnedJellyfish' | 'aic' | 'forcingChain'
  | 'nishioForcingChain' | 'cellForcingChain' | 'regionForcingChain' | 'dynamicForcingChain'
  | 'dynamicForcingChainPlus' | 'nestedForcingChain';

export type LogicOutcome = 'solved' | 'stuck' | 'noSolution' | 'multiple';

/** One human step: what it does (placements, eliminations) and why (the pattern). */
export interface Step {
  technique: TechniqueId;
  /** English name, e.g. 'Naked Single'. */
  name: string;
  /** Chinese name. */
  nameZh: string;
  /** Sudoku Explainer rating of this step, e.g. 2.3. */
  rating: number;
  placements: Array<{ cell: number; digit: number }>;
  eliminations: Array<{ cell: number; digit: number }>;
  /** Cells of the pattern (0..80). */
  cells: number[];
  /** Houses of the pattern (0..26). */
  houses: number[];
  /** Digits of the pattern (1..9). */
  digits: number[];
  /** Chain links, for chain techniques (empty otherwise). */
  links: Array<{ fromCell: number; fromDigit: number; toCell: number; toDigit: number; strong: boolean }>;
  explanation: { en: string; zh: string };
}

export interface GradeResult {
  outcome: LogicOutcome;
  /** The hardest step's Sudoku Explainer rating (e.g. 1.2 .. 11). */
  score: number;
  /** 1 easy, 2 medium, 3 hard, 4 expert, 5 extreme; 0 when the puzzle has no unique solution. */
  level: 0 | 1 | 2 | 3 | 4 | 5;
  /**
   * The technique of the hardest step; null when no step was taken (a full grid, no unique
   * solution, or no technique applies at all). A full grid grades level 1, score 0, hardest null.
   */
  hardest: TechniqueId | null;
  /** Steps used per technique. */
  counts: Partial<Record<TechniqueId, number>>;
  /** Total steps. */
  steps: number;
  solvedByLogic: boolean;
  ms: number;
}

export interface StepsResult {
  outcome: LogicOutcome;
  /** The logical solve path, each step the easiest available. */
  steps: Step[];
}

export interface HintState {
  /** The givens. */
  puzzle: PuzzleInput;
  /** The player's grid (givens plus entries); default: the puzzle. */
  values?: PuzzleInput;
  /**
   * Pencil marks: 81 arrays of digits 1..9 (a digit outside 1..9 throws 'badOption'). An empty
   * array on an empty cell means no marks for that cell (its candidates are what the placed
   * digits allow), so 81 empty arrays are the same as leaving `candidates` out. Filled cells'
   * marks are ignored.
   */
  candidates?: ReadonlyArray<ReadonlyArray<number>>;
}

export interface HintResult {
  kind: 'step' | 'wrongValue' | 'wrongCandidate' | 'solved' | 'notUnique' | 'noSolution' | 'noLogicalStep';
  /** For kind 'step': the next step. */
  step?: Step;
  /** The cell concerned (0..80) or -1. */
  cell: number;
  /**
   * wrongValue: the wrong digit placed at `cell`. wrongCandidate: the solution digit missing from
   * the cell's pencil marks (equal to `correctDigit`). 0 or absent for the other kinds.
   */
  digit?: number;
  /** wrongValue / wrongCandidate: the digit the solution has at `cell`. */
  correctDigit?: number;
}

export type Symmetry = 'none' | 'rotational' | 'rotational180' | 'rotational90' | 'mirrorHorizontal'
  | 'mirrorVertical' | 'diagonal' | 'antiDiagonal';

export type Difficulty = 1 | 2 | 3 | 4 | 5 | 'easy' | 'medium' | 'hard' | 'expert' | 'extreme';

/** The original demo's generator: `level` holes per box (1..4), optionally seeded. */
export interface GenerateByHolesOptions {
  level: 1 | 2 | 3 | 4;
  /** 0..2^32-1 or any string; random when omitted. */
  seed?: number | string;
  /**
   * Accepted because they ask for nothing: the holes generator's puzzles have no required
   * symmetry, minimality or clue count. Any other value (or clues, difficulty, budget,
   * timeLimitMs) beside `level` throws 'badOption'.
   */
  symmetry?: 'none';
  minimal?: false;
  clues?: 0;
}

export interface GenerateOptions {
  /** Exact number of givens, 17..80 (0 or omitted: whatever digging reaches). */
  clues?: number;
  symmetry?: Symmetry;
  /** true: removing any given makes the puzzle non-unique. */
  minimal?: boolean;
  /** Graded level (grade().level); retries until the grade matches. */
  difficulty?: Difficulty;
  /** 0..2^32-1 or any string (hashed); random when omitted. Same seed and options, same puzzle. */
  seed?: number | string;
  /**
   * Work units, deterministic (default 2,000,000; at most 50,000,000). A unit is 1-3 µs for
   * most requests, up to about 6 µs for hard levels with many clues: the default runs out after
   * 2-13 s. `timeLimitMs` bounds the wall clock.
   */
  budget?: number;
  /** Wall-clock limit in ms; only ever turns a search into 'budgetExhausted'. */
  timeLimitMs?: number;
}

export interface GeneratedByHoles {
  puzzle: GridString;
  solution: GridString;
  seed: number;
  clues: number;
  /** The holes-per-box level asked for (1..4). */
  level: number;
  /** The puzzle's graded level (grade().level, 1..5): random holes make any difficulty. */
  difficulty: number;
  /** Its Sudoku Explainer score (grade().score). */
  score: number;
  ms: number;
}

export interface GeneratedPuzzle {
  puzzle: GridString;
  solution: GridString;
  /** The seed that reproduces this puzzle (always a number). */
  seed: number;
  clues: number;
  symmetry: Symmetry;
  minimal: boolean;
  /** The graded level when `difficulty` was asked, else null. */
  difficulty: number | null;
  /** The Sudoku Explainer score when `difficulty` was asked, else null. */
  score: number | null;
  /** Work units spent. */
  work?: number;
  ms?: number;
}

/** The engine. Every function is synchronous; nothing needs to be freed. */
export interface Sudoku {
  readonly version: string;
  /**
   * Normalises any accepted form to 81 characters with '.' blanks.
   * @throws TypeError; SudokuError 'badLength' | 'badChar' | 'conflictingGivens'.
   */
  parse(puzzle: PuzzleInput): GridString;
  /**
   * Solves with the fast engine, counting up to `limit` solutions.
   * @throws TypeError; SudokuError 'badLength' | 'badChar' | 'conflictingGivens', 'badOption' (limit).
   */
  solve(puzzle: PuzzleInput, options?: SolveOptions): SolveResult;
  /**
   * Number of solutions counted up to `limit` (1..1,000,000, default 2).
   * @throws as solve().
   */
  countSolutions(puzzle: PuzzleInput, limit?: number): number;
  /**
   * Many puzzles in one call: a string with one puzzle per line (LF, CRLF or CR; blank lines
   * are skipped and take no index), or an array of at most 1,000,000 puzzles (item i is result
   * i; a blank item is invalid); at most 128 MiB of text. An item that is not a puzzle (wrong
   * length, bad character, over 4,096 characters, conflicting givens) is reported in `errors`
   * at its own index.
   * @throws TypeError; SudokuError 'badOption' (limit), 'badLength' (over 1,000,000 puzzles or
   * 128 MiB of text).
   */
  solveMany(puzzles: string | ReadonlyArray<PuzzleInput>, options?: SolveOptions): SolveManyResult;
  /**
   * The original demo's method with its counters and first-pass candidates.
   * @throws TypeError; SudokuError 'badLength' | 'badChar' | 'conflictingGivens', and
   * 'budgetExhausted' after 100,000 saved states (sparse puzzles, mostly ones with no solution).
   */
  explain(puzzle: PuzzleInput): ExplainResult;
  /**
   * Grades by the hardest human technique needed. Bounded work: never 'budgetExhausted'.
   * @throws TypeError; SudokuError 'badLength' | 'badChar' | 'conflictingGivens'.
   */
  grade(puzzle: PuzzleInput): GradeResult;
  /**
   * The whole logical solve path. Bounded work: never 'budgetExhausted'.
   * @throws TypeError; SudokuError 'badLength' | 'badChar' | 'conflictingGivens'.
   */
  steps(puzzle: PuzzleInput): StepsResult;
  /**
   * The next hint for a player's position. Bounded work: never 'budgetExhausted'.
   * @throws TypeError (state, values or candidates of the wrong shape); SudokuError 'badLength' |
   * 'badChar' (puzzle or values), 'conflictingGivens' (puzzle only: equal digits in values are a
   * 'wrongValue' hint), 'badOption' when `values` changes a given or a mark is not 1..9.
   */
  hint(state: HintState): HintResult;
  /**
   * A new puzzle with exactly one solution. With `level`: the holes-per-box generator, which
   * combines only with `seed` and options that ask for nothing (symmetry 'none', minimal false,
   * clues 0); it never runs out of budget.
   * @throws TypeError (wrong types, unknown option names); SudokuError 'badOption' (out of range
   * or impossible, including level with any other option), 'budgetExhausted' (budget or
   * timeLimitMs ran out).
   */
  generate(options: GenerateByHolesOptions): GeneratedByHoles;
  generate(options?: GenerateOptions): GeneratedPuzzle;
  /**
   * `count` puzzles (1..100,000) in one call; options as generate() without `level` (use
   * `difficulty` for graded batches, or generate({ level }) once per puzzle).
   * @throws TypeError; SudokuError 'badOption' (as generate(), `count`, or `level`),
   * 'budgetExhausted' with `puzzles` holding the ones made before it.
   */
  generateMany(options: GenerateOptions | undefined, count: number): GeneratedPuzzle[];
  /**
   * generateMany in slices of `chunk` (default 16), for progress reports. Not in the Worker API.
   * Throws as generateMany(), from the iterator's next().
   */
  generateEach(options: GenerateOptions | undefined, count: number, slicing?: { chunk?: number }):
    Generator<{ puzzles: GeneratedPuzzle[]; done: number; total: number }, void, unknown>;
  /** Bytes of WebAssembly memory in use by the engine (grows on demand, never shrinks). */
  memoryBytes(): number;
}

export interface CreateSudokuOptions {
  /** Browser entry: URL of sudoku-engine.wasm (default: beside sudoku.js, via import.meta.url). */
  wasmUrl?: string | URL;
  /** Node entry: path or file: URL of sudoku-engine.wasm (default: beside sudoku-node.mjs). */
  wasmPath?: string | URL;
}

/**
 * Loads the engine. Resolves to the API; rejects with an Error naming the URL (or path) when the
 * .wasm file cannot be fetched or is not WebAssembly (for example an HTML page served in its
 * place). The server's MIME type does not matter: the module is instantiated from bytes.
 */
export default function createSudoku(options?: CreateSudokuOptions): Promise<Sudoku>;
