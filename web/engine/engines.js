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
 * Starts both workers. Resolves, once the quick one has loaded (the engine's core part alone), to
 * { work, quick, workLoaded }: quick a SudokuWorker (every engine call as a promise, within(ms),
 * terminate()), work the same calls on the work worker, each of which waits for that worker to
 * load (its time limit counts from when the worker starts the call, as ever), and workLoaded a
 * promise that settles when it has (rejecting with its Error). So the views check the board on
 * screen before the logic part arrives. Rejects with the package's Error, which names the URL
 * that failed, when the quick worker cannot load.
 */
export async function startEngines() {
  const startingWork = createSudokuWorker();
  startingWork.catch(() => {});  // reported through workLoaded
  let quick;
  try {
    quick = await createSudokuWorker({ logic: false });
  } catch (error) {
    // The work worker is of no use alone.
    startingWork.then((worker) => worker.terminate(), () => {});
    throw error;
  }
  const names = Object.keys(quick).filter((name) => typeof quick[name] === 'function' && name !== 'within' && name !== 'terminate');
  return { quick, work: whenLoaded(startingWork, names), workLoaded: startingWork.then(() => undefined) };
}

// The calls `names` of the worker `starting` (a promise of a SudokuWorker), each waiting for it.
function whenLoaded(starting, names) {
  const view = (ms) => {
    const calls = {};
    for (const name of names) {
      calls[name] = async (...args) => {
        const worker = await starting;
        return (ms === undefined ? worker : worker.within(ms))[name](...args);
      };
    }
    return calls;
  };
  return {
    ...view(),
    within: (ms) => view(ms),
    terminate: () => starting.then((worker) => worker.terminate(), () => {}),
  };
}

/**
 * A third worker, for one long batch of calls (the booklet's puzzles), so the game's two stay
 * free; the caller terminates it when done. Resolves once it has loaded; rejects as startEngines().
 */
export const startBatchEngine = () => createSudokuWorker();
