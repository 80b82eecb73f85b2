// Types of the board element entry `sudoku-wasm/board` (sudoku-board.js). Importing the module
// defines <sudoku-board>; wasm/API.md ("The board element") describes it with examples.
import type { GridSize, GridString, Level, PuzzleInput, Sudoku } from './sudoku.js';
import type { SudokuWorker } from './sudoku-worker.js';
import type { SudokuCore } from './sudoku-core.js';

export { SudokuError } from './sudoku.js';

/** What a board plays: the puzzle, and for a generated one its seed, level and SE score. */
export interface BoardPuzzle {
  puzzle: GridString;
  /** Its solutions counted up to 2: 1, or 0 (the board says it has none) or 2 (several) for a given puzzle. */
  solutions: number;
  /** The seed that makes the puzzle again (generate({ seed })); null for a given puzzle. */
  seed: number | null;
  /** The graded level (0..5); null for a given puzzle or an ungraded one (the small core's). */
  level: number | null;
  /** The SE score; null for a given puzzle or an ungraded one. */
  score: number | null;
}

/** detail of the `input` event: one move of the player that changed the board. */
export interface BoardInputDetail {
  /** 'digit' (a digit placed), 'mark' (a pencil mark toggled), 'erase', 'undo' or 'redo'. */
  kind: 'digit' | 'mark' | 'erase' | 'undo' | 'redo';
  /** The cell the move was made in (row-major, 0..N²-1); -1 for undo and redo. */
  cell: number;
}

/** detail of the `change` and `solved` events: the digits on the board, 0 for blank. */
export interface BoardValuesDetail {
  values: number[];
}

export interface SudokuBoardEventMap extends HTMLElementEventMap {
  /** A puzzle is on the board (after a change of puzzle, level, seed or size too). */
  load: CustomEvent<BoardPuzzle>;
  /** Each move of the player that changed the board: digits, pencil marks, undo, redo. */
  input: CustomEvent<BoardInputDetail>;
  /** After `input`, when the move changed the digits (not only pencil marks); also for undo/redo. */
  change: CustomEvent<BoardValuesDetail>;
  /** The grid is full and breaks no rule; play stops. Once per solve (again only after `values` un-solves it). */
  solved: CustomEvent<BoardValuesDetail>;
  /**
   * (An ErrorEvent, as HTMLElementEventMap has it; it does not bubble, so window.onerror never
   * sees it.) The board could not make, read or check its
   * puzzle and shows the message: `error` is a SudokuError (a puzzle, level, seed or size the
   * engine refused: 'badLength', 'badChar', 'conflictingGivens', 'badOption'), or the Error of an
   * engine that could not load; `message` its message.
   */
  error: ErrorEvent;
}

/**
 * `<sudoku-board>`: a playable board in a shadow root.
 *
 * Attributes (each also a property of the same name; readOnly and showCandidates for the two
 * boolean ones):
 * - `puzzle`: the puzzle to play (any form parse() reads: 81, 36 or 16 cells); without it the
 *   board generates one from `level`, `seed` and `size` (generate()'s options of those names:
 *   `level` 0–5 or a name, `seed` a number or a string, `size` 4, 6 or 9; each optional).
 * - `lang`: the language of the cells' names and the keypad ('en', 'zh'); default the nearest lang
 *   attribute of the page.
 * - `theme`: 'light' or 'dark'; default the page's color-scheme (light dark: the system's).
 * - `readonly`: shows the puzzle without taking moves (no keypad).
 * - `show-candidates`: empty cells without pencil marks show the candidates the placed digits
 *   allow (candidates()).
 *
 * Keys: arrows, Home/End move; 1–N place a digit (a pencil mark in notes mode); Shift+digit a
 * pencil mark; 0, Backspace, Delete erase; N or P notes mode; Ctrl+Z undo; Ctrl+Y, Ctrl+Shift+Z
 * redo. A pointer selects a cell; the keypad below the board does the rest.
 *
 * Parts (::part()): board, cell (and on the same cell: given, entered, selected, peer, same,
 * conflict), pad, pad-button (and done: a digit placed N times), message.
 *
 * Custom properties (each a colour unless named otherwise; light-dark() values work):
 * --sudoku-board-width (length, default 512px, at most the container's width and the viewport's less 32px), --sudoku-font-family, --sudoku-ink,
 * --sudoku-background, --sudoku-line-color, --sudoku-box-line-color, --sudoku-given-color,
 * --sudoku-entered-color, --sudoku-mark-color, --sudoku-candidate-color,
 * --sudoku-selected-background, --sudoku-peer-background, --sudoku-same-background,
 * --sudoku-conflict-color, --sudoku-conflict-background, --sudoku-solved-background,
 * --sudoku-accent, --sudoku-on-accent, --sudoku-button-background,
 * --sudoku-button-hover-background, --sudoku-disabled-color; --sudoku-font-size (length, default
 * 16px: the keypad's and messages' text).
 */
export class SudokuBoard extends HTMLElement {
  /**
   * The digits on the board, row-major, 0 for blank ([] before the first puzzle). Setting it
   * replaces the entered digits, the givens staying: no input or change event, one undo step
   * (none on a read-only board); a solved board whose grid changes is in play again.
   * @throws TypeError (not an array of integers); SudokuError 'badLength' (not one number per
   * cell), 'badOption' (option 'values': no puzzle yet, a number outside 0..N, a given changed;
   * `cell` names it).
   */
  values: number[];
  /** The pencil marks: one sorted list of digits per cell. */
  readonly marks: number[][];
  /** The grid is full and breaks no rule. */
  readonly solved: boolean;
  /** Resolves when the latest puzzle asked for is on the board; rejects with the error shown. */
  readonly ready: Promise<BoardPuzzle>;
  puzzle: string | null;
  level: string | null;
  seed: string | null;
  size: string | null;
  theme: string | null;
  readOnly: boolean;
  showCandidates: boolean;
  /** Takes back the last move; false when there is none (or the board takes no moves). */
  undo(): boolean;
  /** Makes the last move taken back again; false when there is none. */
  redo(): boolean;
  addEventListener<K extends keyof SudokuBoardEventMap>(type: K,
    listener: (this: SudokuBoard, event: SudokuBoardEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof SudokuBoardEventMap>(type: K,
    listener: (this: SudokuBoard, event: SudokuBoardEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions): void;
}

/** The calls a board asks of its engine. */
export type BoardEngine = Pick<Sudoku | SudokuWorker | SudokuCore, 'generate' | 'parse' | 'countSolutions' | 'validate' | 'candidates'>;

/**
 * The engine every board on the page shares: one module Web Worker (createSudokuWorker()),
 * started by the first board that needs it. Rejects as createSudokuWorker() does.
 */
export function boardEngine(): Promise<BoardEngine>;

/**
 * Makes every board ask `engine` (a SudokuWorker, the browser entry's Sudoku, the small core's
 * SudokuCore, or a promise of one: useBoardEngine(createSudokuCore())) from its next question on;
 * a worker boardEngine() started is terminated. Called in the task that loads this module, no
 * board starts the default worker.
 * @throws TypeError when `engine` lacks generate, parse, countSolutions, validate or candidates.
 */
export function useBoardEngine(engine: BoardEngine | PromiseLike<BoardEngine>): void;

declare global {
  interface HTMLElementTagNameMap {
    'sudoku-board': SudokuBoard;
  }
}

export type { GridSize, Level, PuzzleInput };
