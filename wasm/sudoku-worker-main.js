// The worker side of sudoku-worker.js: loads the engine once (message id 0 carries the optional
// wasmUrl), then answers { id, method, args } with { id, value } or { id, error } in order.
import createSudoku from './sudoku.js';
import { errorToMessage } from './sudoku-worker.js';

let engine = null;

self.onmessage = async ({ data: { id, method, args } }) => {
  if (id === 0) {
    try {
      engine = await createSudoku(args[0] === undefined ? {} : { wasmUrl: args[0] });
      self.postMessage({ id: 0 });
    } catch (error) {
      self.postMessage({ id: 0, error: errorToMessage(error) });
    }
    return;
  }
  try {
    if (!engine) throw new Error('the engine is not loaded');
    if (typeof engine[method] !== 'function' || method === 'generateEach') {
      throw new TypeError(`no engine call named ${String(method)}`);
    }
    let value;
    if (method === 'generateMany' && args[2]?.stream) {
      // Streaming: one progress message per chunk, then the whole batch as the value.
      const [options, count, { chunk }] = args;
      value = [];
      for (const progress of engine.generateEach(options, count, chunk === undefined ? {} : { chunk })) {
        value.push(...progress.puzzles);
        self.postMessage({ id, progress });
      }
    } else {
      value = engine[method](...args.slice(0, method === 'generateMany' ? 2 : args.length));
    }
    if (method === 'solveMany') value = { ...value, errors: value.errors.map(errorToMessage) };
    self.postMessage({ id, value });
  } catch (error) {
    self.postMessage({ id, error: errorToMessage(error) });
  }
};
