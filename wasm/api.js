// The engine's JavaScript API, shared by the browser entry (sudoku.js), the Node entry
// (sudoku-node.mjs) and the worker (sudoku-worker-main.js). Each call reads the input forms
// (puzzle-input.js) and the caller's own options (options.js), calls the raw embind function,
// which converts every value (wasm/from_js.h, wasm/to_js.h), throws what it answers as an error
// (errors.js), and adds `ms` to timed results. Shapes, options and errors: sudoku.d.ts.
import { SudokuError, unwrap } from './errors.js';
import { callbackOption, onlyOptions, ownOptions } from './options.js';
import { puzzleText } from './puzzle-input.js';
import { puzzleItems, solveMany } from './solve-many.js';

export { SudokuError };

const now = () => globalThis.performance.now();

function randomSeed() {
  const random = new Uint32Array(1);
  globalThis.crypto.getRandomValues(random);
  return random[0];
}

// The caller's options for a raw call, or undefined when there are none: the engine then reads
// nothing at all, which matters for calls made once per puzzle.
const optionsOf = (value, what) => (value === undefined ? undefined : ownOptions(value, what));

// Pencil marks copied into plain arrays here, so that a getter or a proxy trap of the caller's
// runs (and may throw) in JavaScript, never while the engine is reading (an exception thrown
// through the engine's frames would leave its stack unwound); the engine checks the values. Any
// other object becomes null, which the engine reports as the wrong type.
const plainValue = (value) => (value !== null && typeof value === 'object' ? null : value);
const plainMarks = (marks) => (marks === undefined ? undefined : !Array.isArray(marks) ? plainValue(marks)
  : Array.from(marks, (cell) => (Array.isArray(cell) ? Array.from(cell, plainValue) : plainValue(cell))));

// A raw call's result with the time it took.
function timed(call) {
  const start = now();
  const result = unwrap(call());
  result.ms = now() - start;
  return result;
}

// generateMany's progress: the puzzles made since the last report, at most every `chunk`.
function progressReporter(progress, total) {
  const own = onlyOptions(ownOptions(progress, 'generateMany progress options'), ['onProgress', 'chunk'],
    'generateMany progress options');
  const onProgress = callbackOption(own, 'onProgress');
  const chunk = own.chunk === undefined ? 16 : own.chunk;
  if (typeof chunk !== 'number') throw new TypeError(`chunk must be a number; got ${typeof chunk}`);
  if (!Number.isInteger(chunk) || chunk < 1) {
    throw new SudokuError('badOption', `chunk must be a positive integer; got ${chunk}`, { option: 'chunk' });
  }
  if (!onProgress) return { onPuzzle: undefined, finish() {} };
  let puzzles = [];
  let done = 0;
  let failed = false;  // the callback threw (whatever it threw, undefined included)
  let failure;
  const flush = () => {
    if (puzzles.length === 0) return;
    const report = { puzzles, done, total };
    puzzles = [];
    onProgress(report);
  };
  return {
    // Called by the engine for each puzzle; returns false to stop the batch. A callback that
    // throws must not unwind through the engine's frames: its error is kept and thrown after.
    onPuzzle(puzzle, made) {
      puzzles.push(puzzle);
      done = made;
      if (puzzles.length < chunk) return true;
      try {
        flush();
        return true;
      } catch (error) {
        failed = true;
        failure = error;
        return false;
      }
    },
    finish() {
      if (failed) throw failure;
      flush();
    },
  };
}

// A wall-clock limit in ms read from options, or undefined: a positive number (TypeError for
// another type, badOption for zero, a negative number or NaN).
function millisecondsOption(own, name) {
  const ms = own[name];
  if (ms === undefined) return undefined;
  if (typeof ms !== 'number') throw new TypeError(`${name} must be a number of milliseconds; got ${typeof ms}`);
  if (!(ms > 0)) throw new SudokuError('badOption', `${name} must be a positive number of milliseconds; got ${ms}`, { option: name });
  return ms;
}

// gradeMany(puzzles, { scale, timeLimitMs, onProgress }) on the raw module (see sudoku.d.ts):
// grade(item, { scale }) of each item in turn; an item that is not a puzzle is null in `grades` with its SudokuError
// (`index` set) in `errors`. The time limit is checked between puzzles.
function gradeMany(raw, puzzles, options) {
  const own = onlyOptions(ownOptions(options, 'gradeMany options'), ['scale', 'timeLimitMs', 'onProgress'], 'gradeMany options');
  // The engine reads the scale (and refuses a bad one) as grade() does; a null-prototype
  // object, so that nothing on Object.prototype reaches it.
  const gradeOptions = Object.create(null);
  if (own.scale !== undefined) gradeOptions.scale = own.scale;
  const onProgress = callbackOption(own, 'onProgress');
  const timeLimitMs = millisecondsOption(own, 'timeLimitMs');
  const items = puzzleItems(puzzles);
  const start = now();
  const result = { grades: [], errors: [], ms: 0 };
  for (let index = 0; index < items.length; ++index) {
    if (timeLimitMs !== undefined && index > 0 && now() - start >= timeLimitMs) {
      result.ms = now() - start;
      throw new SudokuError('budgetExhausted',
        `the time limit ran out after ${index} puzzles (raise timeLimitMs)`, { partial: result });
    }
    try {
      const text = puzzleText(items[index]);
      result.grades.push(timed(() => raw.grade(text, gradeOptions)));
    } catch (error) {
      if (!(error instanceof SudokuError)) throw error;
      // A bad option is the call's fault, not the puzzle's: thrown once, as grade() would.
      if (error.code === 'badOption' && error.option === 'scale') throw error;
      error.index = index;
      result.errors.push(error);
      result.grades.push(null);
    }
    onProgress?.({ done: index + 1, total: items.length });
  }
  result.ms = now() - start;
  return result;
}

/** The public API object around a loaded embind module (see sudoku.d.ts, interface Sudoku). */
export function wrapEngine(raw, version) {
  const statusCodes = raw.statusCodes();
  const techniques = Object.freeze(raw.techniques().map((row) => Object.freeze(row)));
  return Object.freeze({
    version,
    memoryBytes: () => raw.HEAPU8.length,
    techniques: () => techniques,
    parse: (puzzle) => unwrap(raw.parse(puzzleText(puzzle))),
    solve(puzzle, options) {
      const text = puzzleText(puzzle);
      return timed(() => raw.solve(text, optionsOf(options, 'solve options')));
    },
    countSolutions(puzzle, limit) {
      return unwrap(raw.countSolutions(puzzleText(puzzle), limit === undefined ? undefined : { limit }));
    },
    solveMany: (puzzles, options) => solveMany(raw, statusCodes, puzzles, options),
    explain(puzzle) {
      const text = puzzleText(puzzle);
      return timed(() => raw.explain(text));
    },
    validate: (grid) => unwrap(raw.validate(puzzleText(grid))),
    candidates: (grid) => unwrap(raw.candidates(puzzleText(grid))),
    grade(puzzle, options) {
      const text = puzzleText(puzzle);
      return timed(() => raw.grade(text, optionsOf(options, 'grade options')));
    },
    gradeMany: (puzzles, options) => gradeMany(raw, puzzles, options),
    steps(puzzle, options) {
      const text = puzzleText(puzzle);
      return unwrap(raw.steps(text, optionsOf(options, 'steps options')));
    },
    hint(state) {
      // A puzzle alone (any input form) asks for the first hint of that puzzle.
      const own = typeof state === 'string' || Array.isArray(state)
        ? Object.assign(Object.create(null), { puzzle: state })
        : onlyOptions(ownOptions(state, 'hint state'), ['puzzle', 'values', 'candidates'], 'hint state');
      const puzzle = puzzleText(own.puzzle);
      const values = own.values === undefined ? puzzle : puzzleText(own.values);
      return unwrap(raw.hint({ puzzle, values, candidates: plainMarks(own.candidates) }));
    },
    generate(options) {
      const own = ownOptions(options, 'generate options');
      return timed(() => raw.generate(own, randomSeed()));
    },
    generateMany(options, count, progress) {
      const own = ownOptions(options, 'generateMany options');
      const reporter = progressReporter(progress, count);
      const answer = raw.generateMany(own, count, randomSeed(), reporter.onPuzzle);
      reporter.finish();
      return unwrap(answer);
    },
  });
}
