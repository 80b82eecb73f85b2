// Types of the package's "sudoku-wasm/words" entry (step-words.js): a step told in words.
import type { Step, TechniqueInfo } from './sudoku.js';

/** What hintWords() is told: which level, which language, and what it may know of the grid. */
export interface HintWordsOptions {
  /** 1: the technique and where to look; 2: the reasoning; 3: the result and why. Default 2. */
  level?: 1 | 2 | 3;
  /** Default 'en'. */
  language?: 'en' | 'zh';
  /** The step's row of techniques(): its inference decides the form of the words. */
  technique?: TechniqueInfo | null;
  /** Every row of techniques(), to name the inner technique of a link's `via`. */
  techniques?: ReadonlyArray<TechniqueInfo> | null;
  /** A cell's name, cell 0..80; default r1c1..r9c9. */
  cellName?: (cell: number) => string;
  /** The grid's candidates: 81 arrays of digits, [] for a filled cell. */
  candidates?: ReadonlyArray<ReadonlyArray<number>> | null;
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
 * The words of a step at one level. @throws TypeError (a step or option of the wrong type);
 * SudokuError 'badOption' (a level or language it does not have).
 */
export function hintWords(step: Step, options?: HintWordsOptions): HintWords;

/** The step's result in words, as hintWords() gives it at level 3. */
export function resultWords(step: Step, options?: HintWordsOptions): string;
