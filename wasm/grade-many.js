// gradeMany: grade() of each puzzle of a batch in turn, read as it goes (batch-input.js): a text
// a window at a time, never split into an array of lines. The time limit runs from the call's
// start and is checked before each window and each puzzle.
import { SudokuError, puzzleCount, unwrap } from './errors.js';
import { arrayBatch, notABatch, textBatch, textWindows, windowLines } from './batch-input.js';
import { callbackOption, engineOptions, millisecondsOption, onlyOptions, ownOptions } from './plain-data.js';
import { puzzleText, readBatchItem } from './puzzle-input.js';

const now = () => globalThis.performance.now();

// The puzzles of a batch one by one, each as { item } (a line of text, or an array item as the
// caller gave it) or { error } (a line too long to be one).
function* batchPuzzles(batch, tick) {
  if (batch.items) {
    for (const item of batch.items) yield { item };
    return;
  }
  for (const window of textWindows(batch.text, tick)) {
    if (window.long) {
      yield { error: new SudokuError('badLength', `a line of ${window.end - window.start} characters is not a puzzle`) };
      continue;
    }
    for (const item of windowLines(batch.text, window)) yield { item };
  }
}

/**
 * gradeMany(puzzles, { scale, nestedBudget, timeLimitMs, onProgress }) on the raw module (see
 * sudoku.d.ts): grade(item, { scale, nestedBudget }) of each item in turn; an item that is not a puzzle is null in `grades`
 * with its SudokuError (`index` set) in `errors`. A bad scale is thrown before any puzzle.
 */
export function gradeMany(raw, puzzles, options) {
  const start = now();
  const own = onlyOptions(ownOptions(options, 'gradeMany options'), ['scale', 'nestedBudget', 'timeLimitMs', 'onProgress'],
    'gradeMany options');
  const onProgress = callbackOption(own, 'onProgress');
  const timeLimitMs = millisecondsOption(own, 'timeLimitMs');
  // The engine reads the scale and nestedBudget (and refuses bad ones) as grade() does, asked
  // once with no puzzle: its options are read before its puzzle.
  const gradeOptions = engineOptions({ scale: own.scale, nestedBudget: own.nestedBudget }, 'gradeMany options');
  const checked = raw.grade('', gradeOptions);
  if (checked?.code === 'badOption' || checked?.code === 'typeError') unwrap(checked);

  const result = { grades: [], errors: [], ms: 0 };
  const deadline = timeLimitMs === undefined ? Infinity : start + timeLimitMs;
  const tick = () => {
    if (now() < deadline) return;
    result.ms = now() - start;
    throw new SudokuError('budgetExhausted',
      `the time limit ran out after ${puzzleCount(result.grades.length)} (raise timeLimitMs)`, { partial: result });
  };
  let batch;
  if (typeof puzzles === 'string') batch = textBatch(puzzles, true, tick);
  else if (Array.isArray(puzzles)) {
    const items = arrayBatch(puzzles);
    batch = { items, total: items.length };
  } else throw notABatch();

  for (const puzzle of batchPuzzles(batch, tick)) {
    tick();
    const index = result.grades.length;
    try {
      if (puzzle.error) throw puzzle.error;
      const text = readBatchItem(puzzleText, puzzle.item, index);
      const begin = now();
      const grade = unwrap(raw.grade(text, gradeOptions));
      grade.ms = now() - begin;
      result.grades.push(grade);
    } catch (error) {
      if (!(error instanceof SudokuError)) throw error;
      error.index = index;
      result.errors.push(error);
      result.grades.push(null);
    }
    onProgress?.({ done: index + 1, total: batch.total });
  }
  result.ms = now() - start;
  return result;
}
