// The worker side of the Worker entry and of the pool, in one place for both kinds of worker
// (a browser's Web Worker: sudoku-worker-main.js; Node's worker_threads: sudoku-node-worker.mjs).
// Message 0 loads the engine ({ id: 0, args: [where] }) and is answered { id: 0, methods } or
// { id: 0, error }; then each { id, method, args } is answered { id, value } or { id, error },
// in order, preceded by { id, progress } messages for options that carry `onProgress: true`.
import { errorToMessage, valueToMessage } from './worker-messages.js';

/**
 * The message handler of a worker: `load(where)` starts the engine (where: the wasm location
 * from message 0, or undefined) and resolves to the API object; `post(message)` sends a message
 * back. Returns `answer(data)`, to be called with each message's data.
 */
export function serveEngine(load, post) {
  let loading = null;
  return async ({ id, method, args }) => {
    if (id === 0) {
      loading = load(args[0]);
      try {
        const engine = await loading;
        post({ id: 0, methods: Object.keys(engine).filter((key) => typeof engine[key] === 'function') });
      } catch (error) {
        post({ id: 0, error: errorToMessage(error) });
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
      const report = (progress) => post({ id, progress });
      const callArgs = args.map((arg) => (arg && typeof arg === 'object' && arg.onProgress === true
        ? { ...arg, onProgress: report } : arg));
      post({ id, value: valueToMessage(engine[method](...callArgs)) });
    } catch (error) {
      post({ id, error: errorToMessage(error) });
    }
  };
}
