// Types of the package's "sudoku-wasm/words" entry (step-words.js): a step told in words.
import type { Step, TechniqueInfo } from './sudoku.js';

/** What hintWords() is told: which level, which language, and what it may know of the grid. */
export interface HintWordsOptions {
  /** 1: the technique and where to look; 2: the reasoning; 3: the result and why. Default 2. */
  level?: 1 | 2 | 3;
  /** Default 'en'. */
  language?: 'en' | 'zh';
  /**
   * The step's row of techniques(): its inference decides the form of the words. Default: the
   * row of `techniques` whose id is the step's technique; with neither, a TypeError.
   */
  technique?: TechniqueInfo | null;
  /** Every row of techniques(), to find the step's row and name the inner technique of a link's `via`. */
  techniques?: ReadonlyArray<TechniqueInfo> | null;
  /** A cell's name (it must return a string), cell 0..N*N-1; default r1c1, r1c2, ... */
  cellName?: (cell: number) => string;
  /**
   * The grid's candidates by the rules (as candidates() gives them): N*N arrays of digits, []
   * for a filled cell. A single then says a cell "sees" a digit only when it does.
   */
  candidates?: ReadonlyArray<ReadonlyArray<number>> | null;
  /**
   * The grid the step is on (default 9): cell = size*row + column; houses rows 0..N-1, columns
   * N..2N-1, boxes 2N..3N-1 (2x2 at 4, 2 rows x 3 columns at 6). Any other is SudokuError 'badOption'.
   */
  size?: 4 | 6 | 9;
}

/** What resultWords() is told. */
export interface ResultWordsOptions {
  language?: 'en' | 'zh';
  cellName?: (cell: number) => string;
  size?: 4 | 6 | 9;
}

/** A hint at one level, in sentences. */
export interface HintWords {
  /** The technique's name in the language. */
  title: string;
  /** Sentences before the lines (level 1: where to look and what to look for). */
  paragraphs: string[];
  /** A chain's lines, or a forcing chain's branches, in order: one sentence each (level 2). */
  lines: string[];
  /** Sentences after the lines: the contradiction, the conclusion (level 2). */
  closing: string[];
  /** Level 3: what the step places and removes ("Remove 8 from r3c4."); '' at levels 1 and 2. */
  result: string;
}

/**
 * The words of a step at one level. Options are read from own properties only.
 * @throws TypeError (a step not shaped as a Step of the grid's size, naming the field; an
 * option of the wrong type or unknown; no technique row; a cellName that returns no string);
 * SudokuError 'badOption' (a level, language or size it does not have).
 */
export function hintWords(step: Step, options?: HintWordsOptions): HintWords;

/** The step's result in words, as hintWords() gives it at level 3. */
export function resultWords(step: Step, options?: ResultWordsOptions): string;
