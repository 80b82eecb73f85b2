// The engine's JavaScript API, shared by the browser entry (sudoku.js), the Node entry
// (sudoku-node.mjs) and the worker (sudoku-worker-main.js): the calls both modules have
// (puzzle-calls.js, which says how a call is wrapped) and the full engine's own. Shapes, options
// and errors: sudoku.d.ts.
import { SudokuError, logicNotLoaded, unwrap } from './errors.js';
import { generateMany } from './generate-many.js';
import { gradeMany } from './grade-many.js';
import { onlyOptions, ownOptions, plainValue } from './plain-data.js';
import { puzzleText } from './puzzle-input.js';
import { randomSeed, withStackGuard, wrapPuzzleCalls } from './puzzle-calls.js';
import { batchCodes, solveMany } from './solve-many.js';

export { SudokuError };

// hint()'s state as the engine reads it: { puzzle, values, candidates } with the puzzle and the
// values as texts and the pencil marks copied as plain data.
function hintState(state) {
  // A puzzle alone (any input form) asks for the first hint of that puzzle.
  const own = typeof state === 'string' || Array.isArray(state)
    ? Object.assign(Object.create(null), { puzzle: state })
    : onlyOptions(ownOptions(state, 'hint state'), ['puzzle', 'values', 'candidates'], 'hint state');
  const read = Object.create(null);
  read.puzzle = puzzleText(own.puzzle);
  read.values = own.values === undefined ? read.puzzle : puzzleText(own.values);
  read.candidates = own.candidates === undefined ? undefined : plainValue(own.candidates, 'candidates');
  return read;
}

/**
 * The public API object around the calls of a started full engine (`module`, as startEngine in
 * load.js gives them, with its logic part loaded or not; see sudoku.d.ts, interface Sudoku): its
 * own calls here, the rest as wrapPuzzleCalls makes them.
 */
export function wrapEngine(module, version) {
  const raw = withStackGuard(module);
  const codes = batchCodes(raw);
  const techniques = Object.freeze(raw.techniques().map((row) => Object.freeze(row)));
  // A batch of logic calls says so before its first puzzle, not as each puzzle's error.
  const withLogic = (name, call) => (...args) => {
    if (!module.logicLoaded()) throw logicNotLoaded(name);
    return call(...args);
  };
  return wrapPuzzleCalls(module, raw, {
    version,
    memoryBytes: () => module.memoryBytes(),
    loadLogic: () => module.loadLogic(),
    logicLoaded: () => module.logicLoaded(),
    techniques: () => techniques,
    sizes: () => raw.sizes(),
    solveMany: (puzzles, options) => solveMany(raw, codes, puzzles, options),
    gradeMany: withLogic('gradeMany', (puzzles, options) => gradeMany(raw, puzzles, options)),
    hint: (state) => unwrap(raw.hint(hintState(state))),
    generateMany: withLogic('generateMany', (options, count, progress) => generateMany(raw, options, count, progress, randomSeed)),
  });
}
