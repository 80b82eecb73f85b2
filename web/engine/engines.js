// The page's engine: two module Web Workers from the package's Worker entry (sudoku-worker.js,
// beside the page in dist/), and a third for the booklet's batch while it is being made, so no
// engine call ever runs on the main thread.
//
//   work   generate, explain, grade, steps, hint: calls that may take seconds (a level-5 puzzle,
//          nested forcing chains), one after another
//   quick  validate, candidates, parse, solve (a link's or a pasted puzzle): what the player
//          waits for after a key press; answered in milliseconds
//
// A worker answers its calls in order, so with one worker a conflict check typed during a long
// hint would wait for the hint. Each worker loads its own copy of the engine (about 4 MiB of
// WebAssembly memory). The quick worker's calls are all of the engine's core part, so it never
// fetches or compiles the logic part (the package's `logic: false`; were it asked a logic call,
// it would load the part then): it is ready once the core part is in.
import { createSudokuWorker } from '../sudoku-worker.js';

/**
 * Starts both workers. Resolves to { work, quick } (each a SudokuWorker: every engine call as
 * a promise, within(ms), terminate()) once both have loaded; rejects with the package's Error,
 * which names the URL that failed.
 */
export async function startEngines() {
  const started = [createSudokuWorker(), createSudokuWorker({ logic: false })];
  try {
    const [work, quick] = await Promise.all(started);
    return { work, quick };
  } catch (error) {
    // The one that did load is of no use alone.
    for (const starting of started) starting.then((worker) => worker.terminate(), () => {});
    throw error;
  }
}

/**
 * A third worker, for one long batch of calls (the booklet's puzzles), so the game's two stay
 * free; the caller terminates it when done. Resolves once it has loaded; rejects as startEngines().
 */
export const startBatchEngine = () => createSudokuWorker();
