// The worker side of sudoku-worker.js: loads the engine once (message 0 carries the optional
// wasmUrl), then answers { id, method, args } with { id, value } or { id, error } in order, and
// with { id, progress } messages first for options that carry `onProgress: true`.
import createSudoku from './sudoku.js';
import { errorToMessage, valueToMessage } from './worker-messages.js';

let loading = null;

self.onmessage = async ({ data: { id, method, args } }) => {
  if (id === 0) {
    loading = createSudoku(args[0] === undefined ? undefined : { wasmUrl: args[0] });
    try {
      const engine = await loading;
      self.postMessage({ id: 0, methods: Object.keys(engine).filter((key) => typeof engine[key] === 'function') });
    } catch (error) {
      self.postMessage({ id: 0, error: errorToMessage(error) });
    }
    return;
  }
  let engine;
  try {
    engine = await loading;
  } catch {
    return;  // the load failure was reported with message 0
  }
  try {
    if (typeof engine[method] !== 'function') throw new TypeError(`no engine call named ${String(method)}`);
    const report = (progress) => self.postMessage({ id, progress });
    const callArgs = args.map((arg) => (arg && typeof arg === 'object' && arg.onProgress === true
      ? { ...arg, onProgress: report } : arg));
    self.postMessage({ id, value: valueToMessage(engine[method](...callArgs)) });
  } catch (error) {
    self.postMessage({ id, error: errorToMessage(error) });
  }
};
