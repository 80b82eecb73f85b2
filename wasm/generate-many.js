// generateMany: a batch of puzzles made a chunk at a time, one raw call a chunk, so that the
// caller's onProgress runs between engine calls and never inside one (an exception thrown
// through the engine's frames would leave its stack unwound; a callback that calls the engine
// would run nested inside it). Cutting changes nothing: puzzle i is puzzle firstIndex + i of the
// batch the seed starts, and the budget and time limit are the whole call's, each chunk getting
// what is left of them, as the pool's pieces do.
import { SudokuError, errorFrom, puzzleCount, unwrap } from './errors.js';
import {
  callbackOption, engineOptions, millisecondsOption, onlyOptions, ownOptions, plainValue,
} from './plain-data.js';

/** The most puzzles one call makes: the engine's kMaxGenerateCount (core generator.h). */
export const MAX_GENERATE_COUNT = 100_000;
const LAST_INDEX = 2 ** 32 - 1;

const now = () => globalThis.performance.now();

/** The `chunk` of progress options (from ownOptions): a positive integer, or `fallback` when absent. */
export function chunkOption(own, fallback) {
  const chunk = own.chunk;
  if (chunk === undefined) return fallback;
  if (typeof chunk !== 'number') throw new TypeError(`chunk must be a number; got ${chunk === null ? 'null' : typeof chunk}`);
  if (!Number.isInteger(chunk) || chunk < 1) {
    throw new SudokuError('badOption', `chunk must be a positive integer; got ${chunk}`, { option: 'chunk' });
  }
  return chunk;
}

/**
 * Whether a batch of `count` puzzles from `firstIndex` may be cut into pieces: a count and a
 * first index the engine takes. Any other goes to the engine whole, to be refused as it says.
 */
export const cuttable = (count, firstIndex) => Number.isInteger(count) && count >= 1 && count <= MAX_GENERATE_COUNT
  && Number.isInteger(firstIndex) && firstIndex >= 0 && firstIndex + count - 1 <= LAST_INDEX;

/**
 * generateMany(options, count, progress) of the API (sudoku.d.ts) on the raw module `raw`;
 * `randomSeed` stands in for an omitted seed. progress: { onProgress, chunk (default 16) }.
 */
export function generateMany(raw, options, count, progress, randomSeed) {
  const start = now();
  const own = engineOptions(ownOptions(options, 'generateMany options'), 'generateMany options');
  const timeLimitMs = millisecondsOption(own, 'timeLimitMs');
  const wanted = onlyOptions(ownOptions(progress, 'generateMany progress options'), ['onProgress', 'chunk'],
    'generateMany progress options');
  const onProgress = callbackOption(wanted, 'onProgress');
  const chunk = chunkOption(wanted, 16);
  const total = plainValue(count, 'count');
  const seed = randomSeed();
  const first = own.firstIndex ?? 0;
  if (!cuttable(total, first)) return unwrap(raw.generateMany(own, total, seed));

  const per = onProgress ? chunk : total;
  const made = [];
  let spent = 0;
  const ranOut = () => new SudokuError('budgetExhausted', `the budget ran out after ${puzzleCount(made.length)}`, { partial: made });
  for (let base = 0; base < total; base += per) {
    const next = Object.assign(Object.create(null), own);
    next.firstIndex = first + base;
    // What is left of the call's limits; a value the engine refuses goes to it as given.
    if (base > 0 && typeof own.budget === 'number' && own.budget >= 1) {
      next.budget = own.budget - spent;
      if (next.budget < 1) throw ranOut();
    }
    if (base > 0 && timeLimitMs !== undefined) {
      next.timeLimitMs = timeLimitMs - (now() - start);
      if (!(next.timeLimitMs > 0)) throw ranOut();
    }
    const answer = raw.generateMany(next, Math.min(per, total - base), seed);
    if (!Array.isArray(answer)) {
      const error = errorFrom(answer);
      if (error.partial !== undefined) error.partial = made.concat(error.partial);
      throw error;
    }
    for (const puzzle of answer) {
      made.push(puzzle);
      spent += puzzle.work;
    }
    onProgress?.({ puzzles: answer, done: made.length, total });
  }
  return made;
}
