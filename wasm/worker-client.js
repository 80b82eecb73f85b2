// One engine in one worker, seen from the caller's side: the message protocol of worker-serve.js,
// time limits and restarts. Used by the Worker entry (createSudokuWorker, sudoku-worker.js) and by
// the pools of workers (pool.js), whatever kind of worker runs the engine.
//
// Protocol, one message per call: caller -> worker { id, method, args }; worker -> caller
// { id, value } or { id, error } (plain fields, errors.js), preceded by { id, progress } for a
// call whose options carry onProgress (the function stays on this side; the worker is sent
// `onProgress: true`). Message 0 loads the engine and answers { id: 0, methods } or
// { id: 0, error }.
import { MAX_BATCH } from './batch-input.js';
import { SudokuError, ownCopy } from './errors.js';
import { errorFromMessage, valueFromMessage } from './worker-messages.js';
import { callbackOption, checkedMilliseconds, engineOptions, ownOptions, plainValue } from './plain-data.js';
import { VERSION } from './version.js';

// The longest delay setTimeout keeps; a longer one would fire at once.
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * A time limit kept by a timer on the caller's side (the Worker entry's and a pool's
 * timeLimitMs, within(ms)) in ms, 0 for none: checked as every time limit is
 * (checkedMilliseconds in plain-data.js; option 'timeLimitMs', `what` naming it in messages),
 * where one beyond what a timer can hold (2^31-1 ms; Infinity included) means none.
 */
export function timerMilliseconds(ms, what) {
  const limit = checkedMilliseconds(ms, what, 'timeLimitMs', true) ?? 0;
  return limit > LONGEST_TIMER_MS ? 0 : limit;
}

// A call's arguments as plain data for postMessage, read once here (plain-data.js): a caller's
// getter or Proxy trap runs in this thread, and what it throws is the call's error, as with the
// synchronous API. An options object's onProgress callback stays here; the worker is told to
// report progress (`onProgress: true`).
function messageArgs(args) {
  let onProgress;
  const sent = args.map((arg, index) => {
    const what = `argument ${index + 1}`;
    if (arg === null || typeof arg !== 'object' || Array.isArray(arg)) return plainValue(arg, what, MAX_BATCH);
    const own = ownOptions(arg, what);
    const callback = callbackOption(own, 'onProgress');
    if (callback !== undefined) {
      onProgress = callback;
      own.onProgress = true;
    }
    return engineOptions(own, what);
  });
  return { sent, onProgress };
}

/**
 * How long a call with a time limit waits for the engine's logic part to load, at most, before
 * its limit (which counts once the part is in) starts: generous, so that a slow network is not
 * a timeout, and finite, so that a download that never ends is one (the worker is restarted).
 */
export const LOGIC_LOAD_MS = 120_000;

/**
 * One engine in one worker, as the Worker entry's API: every engine call returning a promise,
 * within(ms) and terminate() (sudoku-worker.d.ts). Settings: scriptUrl (the worker script),
 * where, logicWhere and logic (the core part's and the logic part's locations, strings or
 * undefined, and the logic option, sent to it with message 0: worker-serve.js), defaultLimit (ms,
 * 0 for none), makeWorker(scriptUrl) (a new worker with the Web Worker interface: postMessage,
 * terminate, onmessage, onerror), onFailure(error) (optional: told when the worker itself fails,
 * before the calls in flight reject), logicLoadMs (LOGIC_LOAD_MS unless a test says otherwise).
 * Resolves once the engine has loaded; rejects with the worker's Error when it cannot load.
 */
export function startWorker({ scriptUrl, where, logicWhere, logic, defaultLimit, makeWorker, onFailure, logicLoadMs = LOGIC_LOAD_MS }) {
  // Calls in the order they were sent: the worker answers them in this order, so the first one
  // is the one running.
  const pending = new Map();
  let worker = null;
  let ready = false;  // the current worker has loaded the engine
  let closed = null;  // the Error every call rejects with once the worker is gone
  let nextId = 1;
  let started;        // settles startWorker's promise

  const failAll = (error) => {
    closed ??= error;
    for (const call of pending.values()) {
      clearTimeout(call.timer);
      call.reject(error);
    }
    pending.clear();
  };

  // Starts the time limit of the call now running, if it has one (not while the worker loads the
  // engine's logic part for it: worker-serve.js).
  const arm = () => {
    const head = pending.values().next().value;
    if (!ready || !head || head.timer || !head.limit || head.loadingLogic) return;
    head.due = performance.now() + head.limit;
    head.timer = setTimeout(() => expire(head.id), head.limit);
  };

  const send = (call) => worker.postMessage({ id: call.id, method: call.method, args: call.args });

  const spawn = () => {
    ready = false;
    const own = makeWorker(scriptUrl);
    worker = own;
    worker.onmessage = (event) => {
      // A worker that was replaced may still have answers on their way (a Node worker thread's
      // messages posted before terminate() arrive): the calls they answer were sent again.
      if (own !== worker) return;
      // A message is read from its own fields: a property some script put on Object.prototype
      // (say `error` or `progress`) must not turn an answer into something else.
      const data = ownCopy(event.data);
      if (data.id === 0) {
        if (data.error) {
          const error = errorFromMessage(data.error);
          started.reject(error);
          worker.terminate();
          failAll(error);
          return;
        }
        ready = true;
        started.resolve(data.methods);
        arm();
        return;
      }
      const call = pending.get(data.id);
      if (!call) return;
      if (data.logic === 'loading') {
        // The call's limit waits for the part; the wait itself is bounded (LOGIC_LOAD_MS).
        clearTimeout(call.timer);
        call.loadingLogic = true;
        call.timer = call.limit ? setTimeout(() => expireLoading(call.id), Math.max(logicLoadMs, call.limit)) : 0;
        return;
      }
      if (data.logic === 'loaded') {
        // A worker started afresh (after a time limit) loads the part at once.
        logic = true;
        clearTimeout(call.timer);
        call.timer = 0;
        call.loadingLogic = false;
        arm();
        return;
      }
      if (data.progress !== undefined) {
        try {
          call.onProgress?.(data.progress);
        } catch (error) {
          // As in the synchronous API, a callback that throws stops the batch and its error is
          // the call's: only restarting the worker stops work it is doing.
          restart(call.id, error);
        }
        return;
      }
      // An answer that comes once the limit has passed is late, whichever of it and the timer
      // the event loop takes first (a busy page can have both waiting): the call times out.
      if (call.timer && !call.loadingLogic && performance.now() >= call.due) {
        expire(call.id);
        return;
      }
      clearTimeout(call.timer);
      pending.delete(data.id);
      if (data.error) call.reject(errorFromMessage(data.error));
      else call.resolve(valueFromMessage(data.value));
      arm();
    };
    worker.onerror = (event) => {
      event.preventDefault?.();
      if (own !== worker) return;
      const error = new Error(`the Sudoku worker failed (${String(scriptUrl)}): ${event.message ?? 'script error'}`);
      onFailure?.(error);
      started.reject(error);
      worker.terminate();
      failAll(error);
    };
    worker.postMessage({ id: 0, method: 'load', args: [where, logicWhere, logic] });
  };

  // The running call must stop (it took too long, or its progress callback threw): only
  // stopping the worker stops it. It rejects with `error`; a fresh worker takes the worker's
  // place and gets the calls that were waiting, in their first order.
  const restart = (id, error) => {
    const stopped = pending.get(id);
    if (!stopped) return;
    pending.delete(id);
    clearTimeout(stopped.timer);
    worker.terminate();
    stopped.reject(error);
    spawn();
    for (const call of pending.values()) send(call);
  };
  const expire = (id) => {
    const late = pending.get(id);
    if (!late) return;
    restart(id, new SudokuError('timeout',
      `${late.method} ran past its time limit of ${late.limit} ms; the worker was restarted`));
  };

  const expireLoading = (id) => {
    const late = pending.get(id);
    if (!late) return;
    const part = logicWhere ?? 'sudoku-engine-logic.wasm';
    restart(id, new SudokuError('timeout', `${late.method} waited ${Math.max(logicLoadMs, late.limit)} ms for the ` +
      `engine's logic part (${part}) to load; the worker was restarted`));
  };

  const callWithin = (limit) => (method) => (...args) => {
    if (closed) return Promise.reject(closed);
    let sent, onProgress;
    try {
      ({ sent, onProgress } = messageArgs(args));
    } catch (error) {
      return Promise.reject(error);
    }
    return new Promise((resolve, reject) => {
      const call = { id: nextId++, method, args: sent, limit, onProgress, resolve, reject, timer: 0, due: 0 };
      pending.set(call.id, call);
      try {
        send(call);
      } catch (error) {
        // Plain data always clones; this is for a platform that refuses even that.
        pending.delete(call.id);
        reject(new TypeError(`${method}: arguments must be plain data (strings, numbers, arrays, plain objects): ${error.message}`));
        return;
      }
      arm();
    });
  };

  const loaded = new Promise((resolve, reject) => { started = { resolve, reject }; });
  spawn();
  return loaded.then((methods) => {
    const view = (limit) => {
      const api = { version: VERSION };
      for (const method of methods) api[method] = callWithin(limit)(method);
      return api;
    };
    const api = view(defaultLimit);
    /** The same calls with a time limit of `ms` each (see above); TypeError / badOption for a bad ms. */
    api.within = (ms) => Object.freeze(view(timerMilliseconds(ms, 'within(ms)')));
    api.terminate = () => {
      worker.terminate();
      failAll(new Error('worker terminated'));
    };
    return Object.freeze(api);
  }, (error) => {
    worker.terminate();
    throw error;
  });
}
