// Undo and redo, as saved with a game: each step is the whole grid it brings back, written as
// one string of 567 characters (81 digits, then each cell's 9-bit pencil mask in two base-36
// characters, then each cell's colours, play-grid.js coloursOf(), in two more, then its 9-bit
// corner marks in two more), so a long history stays small in localStorage and a damaged entry
// is easy to tell from a good one. Steps saved before cells had colours (243 characters) or
// corner marks (405) are read too, without them.
import { toValues } from '../grid.js';
import { isColourCode } from '../game/game.js';

/** How many undo (and, separately, redo) steps are kept with a saved game. */
export const SAVED_STEPS = 100;

const STEP = /^[0-9]{81}[0-9a-z]{162}(?:[0-9a-z]{162}){0,2}$/;
const pair = (n) => n.toString(36).padStart(2, '0');

/** Steps ({ values, marks, colours, corners }) oldest first -> the last `limit` of them as strings. */
export function encodeSteps(steps, limit = SAVED_STEPS) {
  return steps.slice(-limit).map(({ values, marks, colours, corners }) => values.join('') + marks.map(pair).join('')
    + (colours ?? values.map(() => 0)).map(pair).join('') + (corners ?? values.map(() => 0)).map(pair).join(''));
}

function decodeStep(text, givens) {
  if (typeof text !== 'string' || !STEP.test(text)) return null;
  const values = Array.from(text.slice(0, 81), Number);
  const marks = [];
  for (let cell = 0; cell < 81; ++cell) {
    const mark = parseInt(text.slice(81 + 2 * cell, 83 + 2 * cell), 36);
    if (mark > 511) return null;
    marks.push(mark);
  }
  const colours = [];
  for (let cell = 0; cell < 81; ++cell) {
    const code = text.length > 243 ? parseInt(text.slice(243 + 2 * cell, 245 + 2 * cell), 36) : 0;
    if (!isColourCode(code)) return null;
    colours.push(code);
  }
  const corners = [];
  for (let cell = 0; cell < 81; ++cell) {
    const mask = text.length > 405 ? parseInt(text.slice(405 + 2 * cell, 407 + 2 * cell), 36) : 0;
    if (mask > 511 || (givens[cell] && mask)) return null;
    corners.push(mask);
  }
  // A step that changes a given is not a step of this puzzle: undo would overwrite the given.
  for (let cell = 0; cell < 81; ++cell) {
    if (givens[cell] && (values[cell] !== givens[cell] || marks[cell])) return null;
  }
  return { values, marks, colours, corners };
}

/**
 * Saved steps (oldest first) of `puzzle` -> steps, oldest first. They are read from the newest
 * back, the order undo walks them, and the first unusable one ends the list there: what lies
 * beyond it could only be reached through it.
 */
export function decodeSteps(list, puzzle) {
  if (!Array.isArray(list)) return [];
  const givens = toValues(puzzle);
  const steps = [];
  for (let i = list.length - 1; i >= 0 && steps.length < SAVED_STEPS; --i) {
    const step = decodeStep(list[i], givens);
    if (!step) break;
    steps.push(step);
  }
  return steps.reverse();
}
