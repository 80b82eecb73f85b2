// Types of the sudoku-wasm package (browser entry `sudoku-wasm`, Node entry `sudoku-wasm` under
// node or `sudoku-wasm/node`, Worker entry `sudoku-wasm/worker`, see sudoku-worker.d.ts).
// Every result shape is declared once, here; tests/wasm/shapes.test.mjs checks what each
// function really returns against these declarations.
//
// Shapes: a grid is 81 cells, row-major (cell = row * 9 + column, rows and columns 0..8), with 0
// (or '.') for an empty cell; output grids are 81-character strings with '.' for blanks. Houses
// are 0..26: rows 0..8, columns 9..17, boxes 18..26. Digits are 1..9. Times are milliseconds.
// Options are read from the object's own properties only.
//
// Grid sizes: every call that reads a puzzle or grid also reads a 6x6 grid (36 cells, boxes of
// 2 rows x 3 columns, digits 1..6) and a 4x4 grid (16 cells, 2x2 boxes, digits 1..4), told apart
// by the cell count (explain and solveMany: 9x9 only). For an N x N grid: cell = row * N +
// column; houses 0..3N-1, rows 0..N-1, then columns N..2N-1, then boxes 2N..3N-1 (row-major);
// results hold N*N cells (strings of N*N characters, N*N candidate lists).

/**
 * A puzzle in any accepted form (81 cells; or 36 or 16 for a 6x6 or 4x4 grid, see Grid sizes):
 * - an 81-character string of digits with '.' or '0' for blanks (spaces, tabs, line breaks and
 *   the separators | - + are ignored, so a pretty-printed grid works; at most 4096 characters);
 * - an array of 81 numbers (0..9) or one-character strings ('1'..'9'; '', '.', '0' blank);
 * - a 9x9 array (9 rows of 9 such cells); a 6x6 or 4x4 array likewise.
 * Anything else throws TypeError; a wrong count throws SudokuError 'badLength', an unknown cell
 * 'badChar', a digit twice in a house 'conflictingGivens'.
 */
export type PuzzleInput = string | ReadonlyArray<number | string> | ReadonlyArray<ReadonlyArray<number | string>>;

/** 81 characters, '1'..'9' and '.' for a blank (36 or 16 for a 6x6 or 4x4 grid, digits 1..N). */
export type GridString = string;

/** Digits per house: 4 (4x4, 2x2 boxes), 6 (6x6, boxes of 2 rows x 3 columns) or 9. */
export type GridSize = 4 | 6 | 9;

/** The stable `code` of a SudokuError. */
export type SudokuErrorCode =
  /** Not 16, 36 or 81 cells (or not the size a call needs); `found` says how many (absent for text far too long to count). */
  | 'badLength'
  /** A cell that is neither a digit of the grid's size nor a blank; `cell` names it. */
  | 'badChar'
  /** The same digit twice in a house of a puzzle's givens: `cell`, `otherCell`, `digit`, `house`. */
  | 'conflictingGivens'
  /** An option out of range or an impossible combination; `option` names it. */
  | 'badOption'
  /** Bounded work ran out (a budget or timeLimitMs); batches keep what they made in `partial`. */
  | 'budgetExhausted'
  /** A call of the logic part on an engine created with `logic: false`, before loadLogic() resolved. */
  | 'logicNotLoaded'
  /** Worker entry and pools only: the call ran past its time limit (an answer or failure that
   * reaches the page after the limit counts as past it). The Worker entry restarts its worker;
   * a pool the workers running the call's pieces (`partial` as for budgetExhausted). */
  | 'timeout'
  /** Pools only: the call's AbortSignal fired; the workers running it were restarted, and
   * `partial` holds what the call's first pieces made, in input order. */
  | 'aborted';

/** Thrown for caller mistakes the engine can name. The engine stays usable afterwards. */
export declare class SudokuError extends Error {
  constructor(code: SudokuErrorCode, message: string, details?: Partial<Omit<SudokuError, 'code' | 'message' | 'name'>>);
  readonly name: 'SudokuError';
  readonly code: SudokuErrorCode;
  /** The offending cell 0..80 (0..N*N-1 of a small grid), or -1 when no single cell is at fault. */
  readonly cell: number;
  /** conflictingGivens: the other cell holding the digit. */
  readonly otherCell?: number;
  /** conflictingGivens: the repeated digit 1..9. */
  readonly digit?: number;
  /** conflictingGivens: the house 0..26 (rows 0..8, columns 9..17, boxes 18..26). */
  readonly house?: number;
  /** badOption: the option at fault ('clues', 'level', 'limit', ...); also 'values' or
   * 'candidates' for hint() input. */
  readonly option?: string;
  /** badLength: how many cells the input held (absent when it was far too long to count). */
  readonly found?: number;
  /** solveMany, gradeMany: the index of the invalid puzzle in the batch. */
  readonly index?: number;
  /** budgetExhausted from a batch: what it made before the budget ran out, in the shape the
   * call returns (solveMany: a SolveManyResult; gradeMany: a GradeManyResult; generateMany:
   * GeneratedPuzzle[]). Pools also for 'timeout' and 'aborted': the answers of the batch's first
   * pieces, in input order. */
  readonly partial?: SolveManyResult | GradeManyResult | GeneratedPuzzle[];
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
  /**
   * 'unique' or 'multiple' once the search looked for a second solution (limit >= 2); 'solved'
   * when limit 1 stopped it at the first, so whether it is the only one is not known.
   */
  status: 'none' | 'unique' | 'multiple' | 'solved';
  /** The first solution found, or null when there is none. */
  solution: GridString | null;
  /** Solutions counted, at most `limit`. */
  count: number;
  counters: SolveCounters;
  ms: number;
}

/** How far a batch has come. */
export interface BatchProgress {
  /** Puzzles finished so far. */
  done: number;
  /** Puzzles in the batch (for a text: its lines that are not blank). */
  total: number;
}

export interface SolveManyOptions extends SolveOptions {
  /** Guesses the whole call may spend; past it: 'budgetExhausted' with the results so far. */
  budget?: number;
  /**
   * Wall-clock limit in ms (at most 2^32-1, as every time limit) for the whole call from its
   * start, reading the text included: checked before each 1 MiB window of text and, by the
   * engine, between puzzles; past it: 'budgetExhausted' with the results so far. (`budget`
   * stops in the puzzle that would pass it, which is not reported.)
   */
  timeLimitMs?: number;
  /** Called after each slice of the batch (up to 1 MiB of text); the engine may be called from it. */
  onProgress?: (progress: BatchProgress) => void;
}

export interface SolveManyResult {
  /**
   * One per puzzle, in input order; 'invalid' for a puzzle that could not be read; 'solved' (not
   * 'unique') for a solution found with limit 1, which does not look for a second.
   */
  statuses: Array<'none' | 'unique' | 'multiple' | 'solved' | 'invalid'>;
  /** One per puzzle: the first solution, or null (none or invalid). */
  solutions: Array<GridString | null>;
  /** One SudokuError per invalid puzzle, with `index` set. */
  errors: SudokuError[];
  /** Guesses over the whole batch. */
  guesses: number;
  ms: number;
}

/** The grid after the first pass of the original demo's method (tags and naked singles). */
export interface FirstPass {
  /** 81 numbers, 0 = still open. */
  values: number[];
  /** 81 arrays: the candidate digits of each open cell ([] for a filled one). */
  candidates: number[][];
  /** 81 flags: true where the first pass placed the digit. */
  deduced: boolean[];
}

/**
 * What the method placed after the first pass and before its first guess (0 and 0 when the first
 * pass solved the puzzle).
 */
export interface SinglesBeforeGuess {
  /** Digits placed in the one cell left for them in a row, column or box (hidden singles). */
  hiddenSingles: number;
  /** Cells those placements left with one candidate, filled in turn (naked singles). */
  nakedSingles: number;
}

export interface ExplainResult {
  status: 'none' | 'unique' | 'multiple';
  solution: GridString | null;
  count: number;
  /** The demo's counters: candidates removed (tags deleted), states saved, backtracks. */
  counters: SolveCounters;
  /** Phase 1, the demo's third board: candidates tagged, naked singles placed in cascade. */
  firstPass: FirstPass;
  /** Phase 2: hidden singles and the naked singles they uncover, before any guess. */
  beforeGuess: SinglesBeforeGuess;
  ms: number;
}

/** Two cells of one house holding the same digit (cell < otherCell). */
export interface Conflict {
  cell: number;
  otherCell: number;
  digit: number;
  /** 0..26: rows 0..8, columns 9..17, boxes 18..26. */
  house: number;
}

/** Technique ids, in the logic engine's search order (see techniques()). */
// techniqueIds: written by tools/tables.sh from the technique registry; do not edit
export type TechniqueId =
  | 'fullHouse' | 'hiddenSingleBox' | 'hiddenSingleLine' | 'directPointing' | 'directClaiming'
  | 'directHiddenPair' | 'nakedSingle' | 'directHiddenTriple' | 'pointing' | 'claiming'
  | 'nakedPair' | 'xWing' | 'hiddenPair' | 'nakedTriple' | 'swordfish' | 'skyscraper'
  | 'hiddenTriple' | 'twoStringKite' | 'turbotFish' | 'emptyRectangle' | 'groupedTurbotFish'
  | 'xyWing' | 'xyzWing' | 'uniqueRectangleType1' | 'uniqueRectangleType2'
  | 'uniqueRectangleHiddenType3' | 'uniqueRectangleType4' | 'uniqueRectangleType3' | 'uniqueLoop'
  | 'nakedQuad' | 'jellyfish' | 'hiddenQuad' | 'threeStrongLinks' | 'wxyzWing' | 'bugPlusOne'
  | 'bugType2' | 'bugType4' | 'bugType3' | 'vwxyzWing' | 'alignedPairExclusion' | 'finnedXWing'
  | 'simpleColouring' | 'wWing' | 'finnedSwordfish' | 'finnedJellyfish' | 'xChain' | 'xyChain'
  | 'aic' | 'forcingChain' | 'alignedTripletExclusion' | 'nishioForcingChain' | 'cellForcingChain'
  | 'regionForcingChain' | 'dynamicForcingChain' | 'dynamicForcingChainPlus' | 'nestedForcingChain'
  | 'nestedMultipleForcingChain' | 'nestedDynamicForcingChain';
// end of techniqueIds

/**
 * The kind of inference a technique makes, what a hint says its step does: 'single' (the one
 * place of a digit in a house, or the one digit left in a cell), 'intersection' (pointing,
 * claiming), 'subset' (naked and hidden pairs, triples, quads), 'fish' (X-Wing, Swordfish,
 * Jellyfish, finned), 'wing' (XY-, XYZ-, W-, WXYZ-, VWXYZ-Wing), 'chain' (one line of
 * alternating strong and weak links: single-digit patterns, colouring, X- and XY-chains, AIC),
 * 'uniqueness' (a pattern a puzzle with one solution cannot hold: unique rectangles and loops,
 * BUG), 'exclusion' (aligned pair and triplet exclusion), and the forcing chains: 'forcing'
 * (several assumptions read off the grid as it stands, all leading to one conclusion),
 * 'contradiction' (one assumption leading to a contradiction: Nishio), 'dynamic' (played out on
 * the grid as it changes), 'nested' (dynamic chains whose propagation runs forcing chains).
 */
// inferences: written by tools/tables.sh from the technique registry; do not edit
export type Inference =
  | 'single' | 'intersection' | 'subset' | 'fish' | 'wing' | 'chain' | 'uniqueness' | 'exclusion'
  | 'forcing' | 'contradiction' | 'dynamic' | 'nested';
// end of inferences

/** One technique of the registry. */
export interface TechniqueInfo {
  id: TechniqueId;
  /** English name, e.g. 'Naked Single'. */
  name: string;
  /** Chinese name. */
  nameZh: string;
  /** Base rating on the default scale ('sukaku'), e.g. 2.3. */
  rating: number;
  /** Base rating on SE 1.2.1's scale ('se'); null for a technique SE 1.2.1 does not have. */
  seRating: number | null;
  /** The rating adds SE's chain length term to the base (chains, forcing chains). */
  lengthRated: boolean;
  /** The kind of inference its steps make. */
  inference: Inference;
  /**
   * The forcing-chain level that finds it (Sudoku Explainer's chain families), 0 for a technique
   * that is not a forcing chain: 1 'forcing' and 'contradiction', 2-3 'dynamic' (2 with singles,
   * 3 also with locked candidates and subsets), 4-6 'nested'. A forcing chain's step holds one
   * run of links per branch, each from its assumption.
   */
  forcingLevel: 0 | 1 | 2 | 3 | 4 | 5 | 6;
}

/** What generate() makes at one grid size. */
export interface GridSizeInfo {
  size: GridSize;
  /**
   * The levels generate() takes at this size, by number: 0 First steps (also spelled 'first'),
   * then the graded levels 1..highest (9x9: 1-5, 6x6: 1-2, 4x4: 1).
   */
  levels: Array<0 | 1 | 2 | 3 | 4 | 5>;
  /**
   * The generate() options this size takes, by name ('size', 'level', 'minimal', 'seed',
   * 'budget', 'timeLimitMs'; 9x9 also 'clues', 'symmetry', 'holesPerBox', 'score', 'scale');
   * any other is 'badOption' at this size. Some combinations are refused at any size (see
   * GenerateOptions; on the small grids, minimal beside a level).
   */
  options: Array<keyof GenerateOptions>;
}

export type LogicOutcome = 'solved' | 'stuck' | 'noSolution' | 'multiple';

/** A cell and a digit: a placement or an elimination. */
export interface CellDigit {
  cell: number;
  digit: number;
}

/** One link of a chain. */
export interface ChainLink {
  fromCell: number;
  fromDigit: number;
  toCell: number;
  toDigit: number;
  /**
   * Strong: "if the first is false the second is true"; weak: "if the first is true the second
   * is false". Along a path truth alternates: strong exactly when the to-node is true.
   */
  strong: boolean;
  /** The from-node's cells: [fromCell], or 2-3 cells of a group node (one box-line intersection). */
  fromCells: number[];
  /** The to-node's cells: [toCell], or 2-3 cells of a group node. */
  toCells: number[];
  /**
   * '' for an inference read directly; else the id of the technique whose inner step made it
   * (forcing levels 3 and up; the from-node is then a removal, false).
   */
  via: TechniqueId | '';
}

/** One human step: what it does (placements, eliminations) and why (the pattern). */
export interface Step {
  technique: TechniqueId;
  /** English name, e.g. 'Naked Single'. */
  name: string;
  /** Chinese name. */
  nameZh: string;
  /** Sudoku Explainer rating of this step, e.g. 2.3. */
  rating: number;
  placements: CellDigit[];
  eliminations: CellDigit[];
  /** Cells of the pattern (0..80). */
  cells: number[];
  /** Houses of the pattern (0..26). */
  houses: number[];
  /** Digits of the pattern (1..9). */
  digits: number[];
  /** Chain links, for chain techniques (empty otherwise). */
  links: ChainLink[];
  explanation: { en: string; zh: string };
}

/** A rating scale: Sukaku Explainer's defaults (the Sudoku Exchange bank's rater) or SE 1.2.1. */
export type RatingScale = 'sukaku' | 'se';

export interface GradeOptions {
  /** The scale whose techniques, order and ratings the solve follows; default 'sukaku'. */
  scale?: RatingScale;
  /**
   * Work units of each nested forcing-chain search (SE's nesting levels 2-4: one per
   * forcing-chain listing or inner propagation), an integer 1 to 1e9; default 1,000,000 (every
   * puzzle of the forum's hardest list graded in full). A search that spends it stops the solve:
   * `budgetExhausted: true`, `er` a lower bound. The same on every machine. Else 'badOption'.
   */
  nestedBudget?: number;
}

export interface GradeResult {
  outcome: LogicOutcome;
  /** The scale graded on. */
  scale: RatingScale;
  /** The hardest step's rating on that scale (e.g. 1.2 .. 11); the same number as `er`. */
  score: number;
  /** Sudoku Explainer's ER: the hardest step's rating (10 and up when no technique applied;
   * with `budgetExhausted`, at least the cut search's level base, 9.5–10.5: a lower bound). */
  er: number;
  /** EP: the hardest step up to and including the first step that places a digit. */
  ep: number;
  /** ED: the first step's rating. */
  ed: number;
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
  /**
   * A nested forcing-chain search (SE's nesting levels 2-4) spent its budget (whether or not it
   * had found a step by then), and the solve stopped there: `er` (and `ep`/`ed` if that step was
   * theirs) is a lower bound, at least that level's base rating (9.5, 10.0 or 10.5). False for
   * every solve that ran to its end.
   */
  budgetExhausted: boolean;
  /**
   * Search effort: the mean number of guesses (branch points) of a search that knows only naked
   * and hidden singles, over 16 seeded random orders of cells and candidates; 0 when singles
   * solve the puzzle or it has no unique solution. The same on every call. Not an SE rating.
   */
  effort: number;
  ms: number;
}

export interface GradeManyOptions {
  /** The rating scale of every grade, as grade()'s option (default 'sukaku'). */
  scale?: RatingScale;
  /** Each grade's nested search budget, as grade()'s option. */
  nestedBudget?: number;
  /** Wall-clock limit in ms (at most 2^32-1) for the whole call from its start, reading the
   * text included: checked before each 1 MiB window of text and each puzzle; past it:
   * 'budgetExhausted' with the grades so far. */
  timeLimitMs?: number;
  /** Called after each puzzle; the engine may be called from it. */
  onProgress?: (progress: BatchProgress) => void;
}

export interface GradeManyResult {
  /** One per puzzle, in input order: what grade() returns, or null for a puzzle that could not be read. */
  grades: Array<GradeResult | null>;
  /** One SudokuError per invalid puzzle, with `index` set. */
  errors: SudokuError[];
  ms: number;
}

export interface StepsResult {
  outcome: LogicOutcome;
  /** The logical solve path, each step the easiest available. */
  steps: Step[];
  /** A nested forcing-chain search spent its budget (nestedBudget) and the path stops there,
   * 'stuck', as grade()'s budgetExhausted. */
  budgetExhausted: boolean;
  ms: number;
}

export interface HintState {
  /** The givens. */
  puzzle: PuzzleInput;
  /**
   * The player's grid (givens plus entries; two equal digits are a 'wrongValue' hint), of the
   * puzzle's size ('badLength' with option 'values' otherwise); default: the puzzle.
   */
  values?: PuzzleInput;
  /**
   * Pencil marks: 81 arrays of digits 1..9, one per cell of the puzzle (36 or 16 arrays of
   * digits 1..6 or 1..4 for a small grid; a digit outside them throws 'badOption'). An empty
   * array on an empty cell means no marks for that cell (its candidates are what the placed
   * digits allow), so 81 empty arrays are the same as leaving `candidates` out. Filled cells'
   * marks do not change the hint (they must still be digits 1..9).
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
   * the cell's pencil marks (equal to `correctDigit`). 0 for the other kinds.
   */
  digit: number;
  /** wrongValue / wrongCandidate: the digit the solution has at `cell`; 0 for the other kinds. */
  correctDigit: number;
}

export type Symmetry = 'none' | 'rotational' | 'rotational180' | 'rotational90' | 'mirrorHorizontal'
  | 'mirrorVertical' | 'diagonal' | 'antiDiagonal';

/**
 * A graded level: grade().level, by number or by name; or 0 / 'first', the children's level
 * "First steps" (full houses and hidden singles only, many givens: 4x4 8-10, 6x6 18-22, 9x9
 * 36-45). At size 4 levels stop at 1, at size 6 at 2.
 */
export type Level = 0 | 1 | 2 | 3 | 4 | 5 | 'first' | 'easy' | 'medium' | 'hard' | 'expert' | 'extreme';

export interface GenerateOptions {
  // generateOptionMembers: written by tools/tables.sh from kGenerateOptionRows; do not edit
  /**
   * 4, 6 or 9 (default): the grid. 4 and 6 take `level` (`'first'`, 1, and 2 at size 6), `minimal`,
   * `seed`, `budget` and `timeLimitMs`; `clues`, a `symmetry` other than `'none'`, `score`, `scale`
   * and `holesPerBox` are 9x9 only (`badOption`)
   */
  size?: GridSize;
  /**
   * 1–5 or `'easy'`, `'medium'`, `'hard'`, `'expert'`, `'extreme'`: the [graded
   * level](../core/TECHNIQUES.md#levels) on `scale`; every result has exactly that level,
   * `grade(puzzle, { scale }).level` (levels 1–3 stop digging where a harder step would be
   * needed, so they are not always minimal unless `minimal` is set). `0` or `'first'`: First steps,
   * the children's level (full houses and hidden singles alone, many givens). At size 4 the levels
   * stop at 1 (every 4x4 puzzle falls to hidden singles), at size 6 at 2
   */
  level?: Level;
  /**
   * exact number of givens, 17–80: 22–35 quickly, 20–21 slower, 17–19 best effort (may end
   * in `budgetExhausted`)
   */
  clues?: number;
  /**
   * `'none'`, `'rotational'` (180°, also spelled `'rotational180'`), `'rotational90'`,
   * `'mirrorHorizontal'`, `'mirrorVertical'`, `'diagonal'`, `'antiDiagonal'`
   */
  symmetry?: Symmetry;
  /** every given is needed: removing any one makes the puzzle non-unique */
  minimal?: boolean;
  /**
   * an integer 0..2^32-1 or a well-formed string (hashed with FNV-1a over its UTF-8 in the engine;
   * a lone surrogate is `badOption`, so two different strings never share a seed by accident);
   * random when omitted
   */
  seed?: number | string;
  /**
   * work units, deterministic (default 2,000,000, or 10,000,000 for a `score` range searched from
   * seeds (from 9.5 up); at most 50,000,000; a unit is 1-3 µs for most requests, up to about 6 µs
   * for hard levels with many clues); `generateMany`: for the whole call (without it, each puzzle
   * may use the default)
   */
  budget?: number;
  /**
   * a wall-clock limit (`generateMany`: for the whole call); it only ever turns a search into
   * `budgetExhausted`
   */
  timeLimitMs?: number;
  /**
   * 1–4: the original demo's generator instead, which digs `holesPerBox`..`holesPerBox`+3 cells
   * in each box, every hole kept only while the puzzle stays unique; the result is graded (random
   * holes make puzzles of any level). It combines with `seed` and with options that ask for nothing
   * (`symmetry: 'none'`, `minimal: false`, `clues: 0`); any other option beside it is `badOption`,
   * naming that option
   */
  holesPerBox?: 1 | 2 | 3 | 4;
  /**
   * `[min, max]`: the puzzle's `grade(puzzle, { scale }).score` lies in this range (1.0 ≤ min ≤
   * max ≤ 12.0, read in tenths: min rounds up, max down); 9x9 only. Searched like a level, as a
   * test on the grade: a range whose max is at most 5.4 digs under that ceiling (below a naked
   * single's 2.3 every hole is rated, singles included: `[1, 1]` gives a puzzle of full houses
   * alone, and 1.2, 1.5, 1.7 and 2.0 are reached, though not 1.9 alone), any other digs for
   * uniqueness and the grade decides. A range whose min is 9.5 or more (without `clues`, `symmetry`
   * or `minimal`), where digging random grids practically never reaches (the top of the dynamic
   * forcing chains, then the nested ones), is searched from seeds instead: a puzzle of the forum's
   * hardest list rated in or nearest the range (10.1–11.3), under a random isomorphism, then one
   * given at a time moved to another cell, the puzzle kept unique and graded after each move from
   * the second (the time limit is read between grades). Only a puzzle in range is returned; its
   * `level`, `score` and `hardest` are the grade on that scale. **9.0–9.4 and above 11.0 are best
   * effort**: not every seed reaches them within the default budget ([how
   * often](../bench/README.md#generator-by-score-range)), so catch `budgetExhausted` and try
   * another seed. Not two numbers, min > max, outside 1.0–12.0, no tenth between them, or beside
   * `level` or `holesPerBox`: `badOption`
   */
  score?: [number, number];
  /**
   * `'sukaku'` (default) or `'se'`: the scale `level` or `score` is read on (a level's band of
   * ratings is the same on both; the puzzles differ, [how](../core/TECHNIQUES.md#levels)); the
   * result's `level`, `score` and `hardest` are the grade on it. `'se'` is for 9x9 only (the small
   * grids have one scale), and without a graded `level` or `score` (or beside First steps) it is
   * `badOption`; the default, `'sukaku'`, is taken wherever it is given
   */
  scale?: RatingScale;
  // end of generateOptionMembers
}

export interface GeneratedPuzzle {
  puzzle: GridString;
  solution: GridString;
  /** The grid's size, as asked (default 9). */
  size: GridSize;
  /** The seed that reproduces this puzzle (always a number). */
  seed: number;
  clues: number;
  symmetry: Symmetry;
  /** Verified minimal (always when asked). */
  minimal: boolean;
  /**
   * The puzzle's graded level when it was graded (a level was asked, or holesPerBox), else null,
   * on the `scale` asked (default 'sukaku'): `grade(puzzle, { scale }).level`; 0 for First steps
   * (grade() says level 1 for those: singles only), with its score and hardest.
   */
  level: 0 | 1 | 2 | 3 | 4 | 5 | null;
  /** Its score when graded, on the `scale` asked, else null. */
  score: number | null;
  /** Its hardest technique when graded (null also for a puzzle no technique was needed for). */
  hardest: TechniqueId | null;
  /** Work units spent. */
  work: number;
  /** generate() only. */
  ms?: number;
}

export interface GenerateManyOptions extends GenerateOptions {
  /**
   * 0..2^32-1 (default 0): puzzle i of this call is puzzle firstIndex + i of the batch `seed`
   * starts, so a batch made in pieces (as a pool does) is the batch made in one call.
   */
  firstIndex?: number;
}

/** One report of a generateMany in progress: the puzzles made since the last report. */
export interface GenerateProgress {
  puzzles: GeneratedPuzzle[];
  done: number;
  total: number;
}

export interface GenerateManyProgressOptions {
  /** Called with the new puzzles after every `chunk` puzzles (and the last, fewer), between
   * engine calls: the engine may be called from it. */
  onProgress?: (progress: GenerateProgress) => void;
  /** Puzzles per report (default 16). */
  chunk?: number;
}

/**
 * The engine. Every function is synchronous; nothing needs to be freed. Every argument is copied
 * into plain data before the engine runs, each value read once (a getter or a Proxy trap runs
 * then, and what it throws is thrown as it is): strings, numbers, booleans, arrays (a Proxy of
 * one included) and plain objects. A function (but an `onProgress` callback), a symbol or
 * another kind of object inside options is a TypeError. No caller code runs while the engine
 * does, so a call that throws never leaves the module broken. A batch's text is read a 1 MiB
 * window at a time, never split into lines: its memory beside the caller's text is one window.
 */
export interface Sudoku {
  readonly version: string;
  /** Bytes of WebAssembly memory held (grows on demand, never shrinks). */
  memoryBytes(): number;
  /**
   * Whether the engine's logic part (sudoku-engine-logic.wasm) is loaded: true unless the engine
   * was created with `logic: false` and loadLogic() has not resolved yet. Until then the calls of
   * the logic part (explain, grade, gradeMany, steps, hint, generate, generateMany) throw
   * SudokuError 'logicNotLoaded' (an argument the wrapper refuses before asking the engine may
   * give its own error first); the others answer. The Worker entry's workers load the part instead.
   */
  logicLoaded(): boolean;
  /**
   * Fetches (Node: reads) and starts the logic part, once: concurrent calls share one load, and
   * after a failure the next call tries again. Resolves when the logic calls can be made (at once
   * when they already can); rejects with an Error naming the URL (or path) when the file cannot
   * be had, is not WebAssembly, or is not the logic part of the same build as the core part.
   */
  loadLogic(): Promise<void>;
  /** The techniques the logic engine knows, in search order. */
  techniques(): ReadonlyArray<TechniqueInfo>;
  /** The grid sizes generate() makes, smallest first, with the levels and options each takes. */
  sizes(): ReadonlyArray<GridSizeInfo>;
  /**
   * Normalises any accepted form to 81 characters with '.' blanks (36 or 16 for a small grid).
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
   * length, bad character, conflicting givens) is reported in `errors` at its own index. The
   * WebAssembly memory a batch takes is bounded (under 8 MiB of growth) whatever its size.
   * @throws TypeError; SudokuError 'badOption' (limit, budget, timeLimitMs), 'badLength' (over
   * 1,000,000 puzzles or 128 MiB of text), 'budgetExhausted' (with `partial`).
   */
  solveMany(puzzles: string | ReadonlyArray<PuzzleInput>, options?: SolveManyOptions): SolveManyResult;
  /**
   * The original demo's method with its counters: the first pass (tags and naked singles, in
   * cascade), then hidden singles before any guess, then guesses with backtracking (9x9 only: a
   * small grid is 'badLength').
   * @throws TypeError; SudokuError 'badLength' | 'badChar' | 'conflictingGivens', and
   * 'budgetExhausted' after 100,000 saved states (sparse puzzles, mostly ones with no solution);
   * 'logicNotLoaded' (see logicLoaded()).
   */
  explain(puzzle: PuzzleInput): ExplainResult;
  /**
   * Every rule conflict of an entered grid (never throws for conflicts): one entry per house and
   * pair of cells in it holding the same digit; [] for a grid that breaks no rule.
   * @throws TypeError; SudokuError 'badLength' | 'badChar'.
   */
  validate(grid: PuzzleInput): Conflict[];
  /**
   * The candidates the placed digits allow: 81 (36, 16) arrays of digits ([] for a filled cell). Only
   * the rules are applied, no technique (singles stay singles).
   * @throws TypeError; SudokuError 'badLength' | 'badChar'.
   */
  candidates(grid: PuzzleInput): number[][];
  /**
   * Grades by the hardest human technique needed, on `options.scale`. Bounded work: never
   * 'budgetExhausted'.
   * @throws TypeError (also for an option other than scale and nestedBudget); SudokuError
   * 'badLength' | 'badChar' | 'conflictingGivens' | 'badOption' (a scale that is neither 'sukaku'
   * nor 'se', a nestedBudget that is not an integer from 1 to 1e9); 'logicNotLoaded' (see
   * logicLoaded()).
   */
  grade(puzzle: PuzzleInput, options?: GradeOptions): GradeResult;
  /**
   * grade() of many puzzles in one call, in the batch forms of solveMany (a text with one puzzle
   * per line, blank lines skipped; or an array, item i is result i). An item that is not a
   * puzzle is null in `grades`, its SudokuError in `errors` at its own index.
   * @throws TypeError (puzzles, options); SudokuError 'badOption' (scale, nestedBudget,
   * timeLimitMs), 'badLength'
   * (over 1,000,000 puzzles or 128 MiB of text), 'budgetExhausted' (timeLimitMs; with `partial`);
   * 'logicNotLoaded' (see logicLoaded()).
   */
  gradeMany(puzzles: string | ReadonlyArray<PuzzleInput>, options?: GradeManyOptions): GradeManyResult;
  /**
   * The whole logical solve path, on the scale of `options.scale` (as grade(): its techniques
   * and order; the default 'sukaku'). Bounded work: never 'budgetExhausted'.
   * @throws TypeError (an option that is not `scale` or `nestedBudget`); SudokuError 'badLength' |
   * 'badChar' | 'conflictingGivens' | 'badOption' (as grade()); 'logicNotLoaded' (see
   * logicLoaded()).
   */
  steps(puzzle: PuzzleInput, options?: GradeOptions): StepsResult;
  /**
   * The next hint for a player's position. Bounded work: never 'budgetExhausted'.
   * @throws TypeError (state, values or candidates of the wrong shape); SudokuError 'badLength' |
   * 'badChar' (puzzle or values, `option` 'values' for the latter), 'conflictingGivens' (puzzle
   * only), 'badOption' when `values` changes a given (option 'values') or a mark is not a digit
   * of the grid (option 'candidates'); 'logicNotLoaded' (see logicLoaded()).
   */
  hint(state: HintState | PuzzleInput): HintResult;
  /**
   * A new puzzle with exactly one solution (checked by counting solutions).
   * @throws TypeError (wrong types, unknown option names); SudokuError 'badOption' (out of range
   * or impossible, with `option`), 'budgetExhausted' (budget or timeLimitMs ran out);
   * 'logicNotLoaded' (every generate is of the logic part; see logicLoaded()).
   */
  generate(options?: GenerateOptions): GeneratedPuzzle;
  /**
   * `count` puzzles (1..100,000) in one call; puzzle i has its own seed (result `seed`), so
   * generate({ ...options, seed }) makes it again alone.
   * @throws as generate(), and 'badOption' for count; 'budgetExhausted' with `partial`.
   */
  generateMany(options: GenerateManyOptions | undefined, count: number, progress?: GenerateManyProgressOptions): GeneratedPuzzle[];
}

/** Options a pool's batch calls take besides the engine's own. */
export interface PoolCallOptions {
  /** Cancels the call: it rejects with SudokuError 'aborted' (with `partial`), and the workers
   * running it are restarted; the pool stays usable. */
  signal?: AbortSignal;
}

export interface PoolGenerateManyProgressOptions extends PoolCallOptions {
  /** Called with the new puzzles, in input order, as the batch's pieces finish. */
  onProgress?: (progress: GenerateProgress) => void;
  /** Puzzles per piece sent to a worker (default: about count / (8 * size), from 1 to 256). */
  chunk?: number;
}

/**
 * Batches split over a pool of workers (Web Workers from the Worker entry, worker_threads from
 * the Node entry). Each call cuts its batch into pieces, runs them on whichever worker is free,
 * and answers exactly what the synchronous call answers for the whole batch, in input order
 * (generateMany with the same `seed`: the same puzzles). Progress reports count finished
 * pieces. `budget` and `timeLimitMs` bound the whole call: each piece starts with what the
 * finished pieces left, so pieces running side by side can pass a `budget` by what they spend
 * together. A worker that dies is replaced and its piece sent again (once).
 */
export interface SudokuPool {
  readonly version: string;
  /** Workers in the pool. */
  readonly size: number;
  /** As Sudoku.solveMany; onProgress after each piece (done: puzzles of the finished pieces). */
  solveMany(puzzles: string | ReadonlyArray<PuzzleInput>, options?: SolveManyOptions & PoolCallOptions): Promise<SolveManyResult>;
  /** As Sudoku.gradeMany; onProgress after each piece. */
  gradeMany(puzzles: string | ReadonlyArray<PuzzleInput>, options?: GradeManyOptions & PoolCallOptions): Promise<GradeManyResult>;
  /** As Sudoku.generateMany (one random seed for the batch when none is given). */
  generateMany(options: GenerateManyOptions | undefined, count: number, progress?: PoolGenerateManyProgressOptions): Promise<GeneratedPuzzle[]>;
  /**
   * The same calls with a time limit of `ms` each, counted from when the first of the call's
   * pieces starts on a worker (not while that piece waits behind another call's; its later
   * pieces may still wait while the limit runs); a limit beyond 2^31 - 1 ms (Infinity too)
   * means none. Past it (an answer or failure that reaches the page after the limit counts as
   * past it) the call rejects with SudokuError 'timeout' and the workers running its pieces are
   * restarted; the other calls go on. The view shares the pool's workers (its terminate() stops the pool).
   * @throws TypeError / SudokuError 'badOption' for an `ms` that is not a positive number.
   */
  within(ms: number): SudokuPool;
  /** Stops every worker. Calls in flight and later calls reject with Error('pool terminated'). */
  terminate(): void;
}

export interface CreateSudokuPoolOptions {
  /** Workers, 1..64 (default: navigator.hardwareConcurrency in browsers, os.availableParallelism() in Node). */
  size?: number;
  /** Worker entry: URL of sudoku-engine.wasm (default: beside sudoku.js); sudoku-engine-logic.wasm must be beside it. */
  wasmUrl?: string | URL;
  /** Node entry: path or file: URL of sudoku-engine.wasm (default: beside sudoku-node.mjs); sudoku-engine-logic.wasm must be beside it. */
  wasmPath?: string | URL;
  /** The worker script (default: sudoku-worker-main.js, or sudoku-node-worker.mjs in Node, beside the entry). */
  workerUrl?: string | URL;
  /** A time limit for every call (see within()); default none. */
  timeLimitMs?: number;
}

/** The browser entry's options (the Node entry's: CreateSudokuNodeOptions in sudoku-node.d.ts). */
export interface CreateSudokuOptions {
  /**
   * URL of sudoku-engine.wasm, the core part (default: beside sudoku.js, via import.meta.url); a
   * relative one is read against the page's address. One that makes no URL is a TypeError.
   */
  wasmUrl?: string | URL;
  /** URL of sudoku-engine-logic.wasm, the logic part, read as wasmUrl is (default: beside wasmUrl). */
  logicWasmUrl?: string | URL;
  /**
   * Whether the logic part loads with the core part (default true: both are fetched at once and
   * the promise resolves when both are in). false: the promise resolves once the core part is
   * in (about a quarter of the download), and the logic part is fetched when loadLogic() is
   * called; its calls throw SudokuError 'logicNotLoaded' until then (see Sudoku.logicLoaded).
   */
  logic?: boolean;
}

/**
 * Loads the engine: its core part, and its logic part unless `logic: false`. Resolves to the API;
 * rejects with an Error naming the URL (or path) when a .wasm file cannot be fetched or is not
 * WebAssembly (for example an HTML page served in its place), or the two parts are of two
 * builds; TypeError for an unknown option or a `logic` that is not a boolean. The server's MIME
 * type does not matter: the module is instantiated from bytes.
 */
export default function createSudoku(options?: CreateSudokuOptions): Promise<Sudoku>;
