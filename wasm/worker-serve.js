// The worker side of the Worker entry and of the pool, in one place for both kinds of worker
// (a browser's Web Worker: sudoku-worker-main.js; Node's worker_threads: sudoku-node-worker.mjs).
// Message 0 loads the engine ({ id: 0, args: [where, logicWhere, logic] }: the core part's and
// the logic part's locations, or undefined, and the `logic` option) and is answered
// { id: 0, methods } or { id: 0, error }; then each { id, method, args } is answered
// { id, value } or { id, error }, one after another in the order they came, preceded by
// { id, progress } messages for options that carry `onProgress: true`. An engine created with
// logic: false loads its logic part at the first call that needs it, which waits for it: that
// call's answer is preceded by { id, logic: 'loading' } and, once the part is in,
// { id, logic: 'loaded' } (worker-client.js keeps the call's time limit for the call itself, and
// a worker it starts afresh loads the part at once).
import { errorToMessage, valueToMessage } from './worker-messages.js';

/**
 * The message handler of a worker: `load(where, logicWhere, logic)` starts the engine (the
 * arguments of message 0) and resolves to the API object; `post(message)` sends a message back.
 * Returns `answer(data)`, to be called with each message's data.
 */
export function serveEngine(load, post) {
  let loading = null;
  let previous = Promise.resolve();
  const serve = async ({ id, method, args }) => {
    if (id === 0) {
      loading = load(...args);
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
      post({ id, value: valueToMessage(await callLoadingLogic(engine, method, callArgs, (logic) => post({ id, logic }))) });
    } catch (error) {
      post({ id, error: errorToMessage(error) });
    }
  };
  return (data) => {
    previous = previous.then(() => serve(data));
    return previous;
  };
}

// engine[method](...args), which, when it is a call of the logic part and that part is not
// loaded, throws 'logicNotLoaded' before it does anything that lasts (load.js, api.js): then the
// logic part is loaded and the call made again.
// `say('loading')` and `say('loaded')` tell the caller's side (loadLogic() itself too).
async function callLoadingLogic(engine, method, args, say) {
  const loading = method === 'loadLogic' && engine.logicLoaded() === false;
  if (loading) say('loading');
  try {
    const value = await engine[method](...args);
    if (loading) say('loaded');
    return value;
  } catch (error) {
    if (error?.code !== 'logicNotLoaded' || engine.logicLoaded?.() !== false) throw error;
    say('loading');
    await engine.loadLogic();
    say('loaded');
    return engine[method](...args);
  }
}
