// A pool of engine workers for batches: solveMany, gradeMany and generateMany cut a batch into
// pieces, each piece runs as the same call on whichever worker is free, and the answers are put
// back together in input order. Whatever kind of worker runs the engine (Web Workers from the
// Worker entry, worker_threads from the Node entry): `startWorker` in the settings makes one
// (worker-client.js).
//
//   batch  [ p0 | p1 | p2 | p3 | p4 | ... ]     pieces of up to `per` puzzles, in order
//   worker A: p0 ---- p2 -------- p4 ...       a free worker takes the next piece
//   worker B: p1 -------- p3 ---- ...
//   result  p0 + p1 + p2 + ...                  in input order, indexes of errors shifted
//
// Each call is a pure function of its arguments, so a piece can be sent again: a worker that
// dies is replaced and its piece runs once more (a second death is the call's error). A call
// that must stop (its AbortSignal, a time limit, a progress callback that threw, an error of one
// of its pieces) restarts the workers running its pieces; the other calls go on.
import { SudokuError, puzzleCount } from './errors.js';
import { NO_LIMIT, arrayBatch, notABatch, textBatch } from './batch-input.js';
import { chunkOption, cuttable } from './generate-many.js';
import { callbackOption, copyArray, engineOptions, millisecondsOption, onlyOptions, ownOptions } from './plain-data.js';
import { randomSeed } from './puzzle-calls.js';
import { MAX_TEXT_LENGTH, puzzleText, readBatchItem } from './puzzle-input.js';
import { VERSION } from './version.js';
import { timerMilliseconds } from './worker-client.js';

/** The most workers a pool starts. */
export const MAX_POOL_SIZE = 64;

const now = () => globalThis.performance.now();

// Puzzles a worker is given at a time, at most: enough for a message's cost (well under 1 ms)
// to vanish beside the work, few enough that the workers end together and cancelling is quick.
const MOST_PER_PIECE = { solveMany: 4096, gradeMany: 64, generateMany: 256 };
// A puzzle line with its line break, for cutting a text into pieces of about so many puzzles.
const LINE_CHARS = 82;
const LINE_BREAK = /[\r\n]/g;
// Each worker gets about this many pieces of a batch, so that a slow piece is balanced by others.
const PIECES_PER_WORKER = 8;
// Pieces a worker holds at a time: the one it runs and the next, so that it never waits for this
// thread (busy, or not scheduled on a loaded machine) between two pieces.
const DEPTH = 2;

function poolSize(size, defaultSize) {
  if (size === undefined) {
    return Number.isInteger(defaultSize) && defaultSize >= 1 ? Math.min(defaultSize, MAX_POOL_SIZE) : 1;
  }
  if (typeof size !== 'number') throw new TypeError(`size must be a number of workers; got ${typeof size}`);
  if (!Number.isInteger(size) || size < 1 || size > MAX_POOL_SIZE) {
    throw new SudokuError('badOption', `size must be an integer from 1 to ${MAX_POOL_SIZE}; got ${size}`, { option: 'size' });
  }
  return size;
}

function signalOption(own) {
  const signal = own.signal;
  if (signal === undefined) return undefined;
  if (signal === null || typeof signal !== 'object' || typeof signal.aborted !== 'boolean'
    || typeof signal.addEventListener !== 'function') {
    throw new TypeError('signal must be an AbortSignal');
  }
  return signal;
}

// The pieces of `count` items: [{ base, count }], at least one (an empty batch is one empty piece,
// which the engine answers with its empty result, or with the error its options deserve).
function cut(count, per) {
  const pieces = [];
  for (let base = 0; base < count; base += per) pieces.push({ base, count: Math.min(per, count - base) });
  return pieces.length > 0 ? pieces : [{ base: 0, count }];
}

const piecesFor = (method, total, size, per) =>
  cut(total, per ?? Math.min(Math.max(Math.ceil(total / (size * PIECES_PER_WORKER)), 1), MOST_PER_PIECE[method]));

// A text batch's pieces as runs of whole lines [{ start, end }], cut by length (no line is read
// here: the workers read them): about PIECES_PER_WORKER per worker, each cut just after the
// first line break past its share (a CRLF cut between its two characters leaves a blank line,
// which takes no index). At least one piece.
function cutText(text, method, size) {
  const share = Math.min(Math.max(Math.ceil(text.length / (size * PIECES_PER_WORKER)), 1),
    MOST_PER_PIECE[method] * LINE_CHARS);
  const pieces = [];
  let start = 0;
  do {
    let end = text.length;
    if (start + share < text.length) {
      LINE_BREAK.lastIndex = start + share - 1;
      const next = LINE_BREAK.exec(text);
      if (next) end = next.index + 1;
    }
    pieces.push({ start, end });
    start = end;
  } while (start < text.length);
  return pieces;
}

// One item of a batch as the pool keeps it until a worker reads it: a string as it is; an
// array copied now, rows and all (copyArray: each length and item read once), so that what the
// caller changes after the call, or a getter that answers later, cannot reach a piece that
// starts later or runs again; anything else refused now, as the one-thread call refuses it.
function itemNow(item) {
  if (typeof item === 'string') return item;
  if (!Array.isArray(item)) return puzzleText(item);  // throws its TypeError (named by puzzleItems)
  const cells = copyArray(item, 'a puzzle', MAX_TEXT_LENGTH);
  if (cells.length > MAX_TEXT_LENGTH) return cells;  // its length alone: the worker refuses it
  for (let index = 0; index < cells.length; ++index) {
    if (Array.isArray(cells[index])) cells[index] = copyArray(cells[index], 'a row of a puzzle', MAX_TEXT_LENGTH);
  }
  return cells;
}

/**
 * A batch's puzzles one item per index, for the pool, which cuts a batch given as an array into
 * arrays: a copy of the array (arrayBatch) and of each item in it (itemNow), all read during the
 * call. TypeError for anything but an array, or an item that is no puzzle form at all.
 */
function puzzleItems(puzzles) {
  if (!Array.isArray(puzzles)) throw notABatch();
  const items = arrayBatch(puzzles);
  for (let index = 0; index < items.length; ++index) items[index] = readBatchItem(itemNow, items[index], index);
  return items;
}

// A batch of puzzles (solveMany, gradeMany) as pieces and each piece's puzzles: a text is cut
// into texts (the workers read the lines, so that this thread does little), an array into arrays.
function puzzlePieces(method, size, puzzles, wantTotal, tick) {
  if (typeof puzzles === 'string') {
    const { text, total } = textBatch(puzzles, wantTotal, tick);
    return { total, pieces: cutText(text, method, size), puzzlesOf: (piece) => text.slice(piece.start, piece.end) };
  }
  const items = puzzleItems(puzzles);
  return {
    total: items.length,
    pieces: piecesFor(method, items.length, size),
    puzzlesOf: (piece) => items.slice(piece.base, piece.base + piece.count),
  };
}

// Answers of pieces put together in order: the rows `rows` (one per puzzle) one after the
// other, and the errors with their index moved by the puzzles of the pieces before.
function mergeRows(values, rows) {
  const out = Object.create(null);
  for (const name of rows) out[name] = [].concat(...values.map((value) => value[name]));
  out.errors = [];
  let base = 0;
  for (const value of values) {
    for (const error of value.errors) {
      error.index += base;
      out.errors.push(error);
    }
    base += value[rows[0]].length;
  }
  return out;
}

// What each batch call needs from the pool: its pieces, each piece's arguments (made when the
// piece starts, with what is left of the call's budget and time), the work a piece's answer
// spent, how many puzzles an answer holds, and the answers put together.
const BATCHES = {
  solveMany: {
    read(size, start, puzzles, options) {
      const { own, batch } = batchOptions(options, 'solveMany options', ['budget', 'timeLimitMs']);
      const { total, pieces, puzzlesOf } = puzzlePieces('solveMany', size, puzzles, batch.onProgress !== undefined,
        readingClock(start, batch.timeLimitMs));
      return { ...batch, total, pieces, argsFor: (piece, left) => [puzzlesOf(piece), withLeft(own, left, 0)] };
    },
    spent: (value) => value.guesses,
    size: (value) => value.statuses.length,
    merge(values, ms) {
      const out = mergeRows(values, ['statuses', 'solutions']);
      return { statuses: out.statuses, solutions: out.solutions, errors: out.errors,
        guesses: values.reduce((sum, value) => sum + value.guesses, 0), ms };
    },
  },
  gradeMany: {
    read(size, start, puzzles, options) {
      const { own, batch } = batchOptions(options, 'gradeMany options', ['timeLimitMs']);
      // Every report needs the total: a text's lines are counted.
      const { total, pieces, puzzlesOf } = puzzlePieces('gradeMany', size, puzzles, true, readingClock(start, batch.timeLimitMs));
      return { ...batch, total, pieces, argsFor: (piece, left) => [puzzlesOf(piece), withLeft(own, left, 0)] };
    },
    spent: () => 0,
    size: (value) => value.grades.length,
    merge: (values, ms) => ({ ...mergeRows(values, ['grades']), ms }),
  },
  generateMany: {
    read(size, start, options, count, progress) {
      const own = engineOptions(ownOptions(options, 'generateMany options'), 'generateMany options');
      // Checked here as the one-thread call checks it, before any piece is sent.
      millisecondsOption(own, 'timeLimitMs');
      // One seed for the whole batch: puzzle i is puzzle i of the batch that seed starts, as one
      // generateMany call would make it.
      if (own.seed === undefined) own.seed = randomSeed();
      const first = own.firstIndex === undefined ? 0 : own.firstIndex;
      const { batch, chunk } = progressOptions(progress);
      const whole = cuttable(count, first);
      // A count or firstIndex the engine will refuse goes to it as given, in one piece.
      const pieces = whole ? piecesFor('generateMany', count, size, chunk) : [{ base: 0, count }];
      return {
        ...batch,
        budget: own.budget,
        timeLimitMs: own.timeLimitMs,
        total: count,
        pieces,
        argsFor(piece, left) {
          const next = withLeft(own, left, 1);
          if (whole) next.firstIndex = first + piece.base;
          return [next, piece.count];
        },
      };
    },
    spent: (value) => value.reduce((sum, puzzle) => sum + puzzle.work, 0),
    size: (value) => value.length,
    merge: (values) => values.flat(),
    // Progress in input order: the puzzles of every piece finished before all those before it.
    inOrder: true,
  },
};

// A batch call's options: what the pool reads itself (onProgress, signal; budget and timeLimitMs
// stay in `own` and are replaced by what is left of them for each piece).
function batchOptions(options, what, bounds) {
  const given = ownOptions(options, what);
  const batch = { onProgress: callbackOption(given, 'onProgress'), signal: signalOption(given) };
  delete given.onProgress;
  delete given.signal;
  // Checked here as the engine checks it, so that reading the batch already counts against it.
  millisecondsOption(given, 'timeLimitMs');
  const own = engineOptions(given, what);
  for (const name of bounds) batch[name] = own[name];
  return { own, batch };
}

// Reading a text batch (counting its lines) is part of the call: past its time limit, the
// reading stops with budgetExhausted.
const readingClock = (start, timeLimitMs) => (timeLimitMs === undefined ? NO_LIMIT : () => {
  if (now() - start >= timeLimitMs) throw new SudokuError('budgetExhausted', 'the time limit ran out');
});

function progressOptions(progress) {
  const own = onlyOptions(ownOptions(progress, 'generateMany progress options'), ['onProgress', 'chunk', 'signal'],
    'generateMany progress options');
  const chunk = chunkOption(own, undefined);
  return { batch: { onProgress: callbackOption(own, 'onProgress'), signal: signalOption(own) }, chunk };
}

// The caller's options for one piece, with what is left of the call's budget and time (`left`,
// from the pool; numbers the caller gave only: anything else goes to the engine to refuse).
// `least` is the smallest budget the call's engine takes.
function withLeft(own, left, least) {
  const next = Object.assign(Object.create(null), own);
  if (left.budget !== undefined) next.budget = Math.max(left.budget, least);
  if (left.timeLimitMs !== undefined) next.timeLimitMs = left.timeLimitMs;
  return next;
}

/**
 * Starts a pool (see the file comment). Settings: size (workers, 1..64, or undefined for
 * `defaultSize`, the machine's cores), timeLimitMs (a time limit for every call, as the Worker
 * entry's), startWorker(onFailure) (resolves to one worker's API, worker-client.js; onFailure is
 * told when that worker dies). Resolves to the pool's API (sudoku-worker.d.ts, SudokuPool) once
 * every worker has loaded; rejects with the first worker's load error (the others are stopped).
 */
export async function startPool({ size: askedSize, defaultSize, timeLimitMs, startWorker }) {
  const size = poolSize(askedSize, defaultSize);
  const defaultLimit = timerMilliseconds(timeLimitMs, 'timeLimitMs');
  // A place for one worker: its API once loaded, the pieces sent to it (the first is running),
  // whether its worker died (failed) or its replacement could not load (broken), and which
  // start it waits for (token).
  const slots = Array.from({ length: size }, () => ({ api: null, tasks: [], failed: false, broken: false, token: null }));
  const calls = [];     // calls with pieces still to run, in the order they were made
  let closed = null;    // the Error every call rejects with once the pool is terminated

  // Starts a worker in `slot`; resolves when it has loaded (or rejects with its load error).
  const fill = (slot) => {
    const token = {};
    slot.token = token;
    slot.failed = false;
    slot.broken = false;
    return startWorker(() => {
      // (A worker that fails while loading rejects the start instead.)
      if (slot.token !== token || !slot.api) return;
      slot.failed = true;
      // An idle worker that dies is replaced now; a busy one when its running piece rejects.
      if (slot.tasks.length === 0) replace(slot);
    }).then((api) => {
      if (slot.token !== token || closed) {
        api.terminate();
        return;
      }
      slot.api = api;
      dispatch();
    });
  };
  // A fresh worker in the place of `slot`'s; the pieces it held for calls still going go back to
  // the front of their calls' queues, in order.
  const replace = (slot) => {
    if (closed) return;
    const held = slot.tasks;
    slot.tasks = [];
    slot.api?.terminate();
    slot.api = null;
    for (const { call, piece } of held.reverse()) if (!call.settled) call.todo.unshift(piece);
    fill(slot).catch((error) => {
      // The engine no longer loads (its file went away): the pool goes on with the workers it
      // has; with none left, the calls waiting and every later call fail with that error.
      slot.broken = true;
      if (closed || !slots.every((s) => s.broken)) return;
      closed = error;
      for (const call of [...calls]) fail(call, error);
    });
  };

  const prefixOf = (call, piece, partial) => {
    const values = [];
    for (const p of call.pieces) {
      if (p.value !== undefined) {
        values.push(p.value);
        continue;
      }
      // The first piece without an answer ends the prefix, the failed one with what it made:
      // pieces after it may have finished, but their answers do not follow on from it.
      if (p === piece && partial !== undefined) values.push(partial);
      break;
    }
    return call.kind.merge(values, now() - call.start);
  };

  // Ends a call with `error`: the workers running its pieces are restarted, its pieces dropped
  // (one waiting behind another call's piece is stopped when it starts: headChanged).
  // budgetExhausted, timeout and aborted carry the answers of the call's first pieces, in order,
  // in `partial`.
  const settle = (call) => {
    call.settled = true;
    clearTimeout(call.timer);
    call.unlisten?.();
    const at = calls.indexOf(call);
    if (at >= 0) calls.splice(at, 1);
  };
  // `thrown`: the error is the caller's own (its onProgress threw it), passed on as it is.
  const fail = (call, error, piece, thrown = false) => {
    if (call.settled) return;
    settle(call);
    let restarted = false;  // none when the call's last answer came late, its worker idle
    for (const slot of slots) {
      if (slot.tasks[0]?.call !== call) continue;
      replace(slot);
      restarted = true;
    }
    if (!thrown && error instanceof SudokuError && ['budgetExhausted', 'timeout', 'aborted'].includes(error.code)) {
      const partial = prefixOf(call, piece, error.partial);
      const made = call.kind.size(partial);
      const workers = restarted ? '; its workers were restarted' : '';
      const why = error.code === 'budgetExhausted' ? `the budget ran out after ${puzzleCount(made)} (raise budget or timeLimitMs)`
        : error.code === 'timeout' ? `${call.method} ran past its time limit of ${call.limit} ms after ${puzzleCount(made)}${workers}`
          : `${call.method} was aborted after ${puzzleCount(made)}${workers}`;
      call.reject(new SudokuError(error.code, why, { partial }));
    } else {
      call.reject(error);
    }
    dispatch();
  };

  const progress = (call) => {
    if (!call.onProgress) return;
    if (call.kind.inOrder) {
      const puzzles = [];
      while (call.reported < call.pieces.length && call.pieces[call.reported].value !== undefined) {
        puzzles.push(...call.pieces[call.reported++].value);
        call.reportedDone += call.pieces[call.reported - 1].count;
      }
      if (puzzles.length > 0) call.onProgress({ puzzles, done: call.reportedDone, total: call.total });
    } else {
      call.onProgress({ done: call.done, total: call.total });
    }
  };

  // An answer or failure that comes once the call's limit has passed is late, whichever of it
  // and the timer the event loop takes first (a busy page can have both waiting): a timeout.
  const late = (call) => call.timer && now() >= call.due;
  const timeout = () => new SudokuError('timeout', 'time limit');

  const finish = (call, piece, value) => {
    if (late(call)) {
      fail(call, timeout());
      return;
    }
    piece.value = value;
    call.spent += call.kind.spent(value);
    call.done += call.kind.size(value);
    ++call.finished;
    try {
      progress(call);
    } catch (error) {
      fail(call, error, undefined, true);
      return;
    }
    // (The callback may have ended the call: its signal aborted.)
    if (call.settled || call.finished < call.pieces.length) return;
    settle(call);
    call.resolve(call.kind.merge(call.pieces.map((p) => p.value), now() - call.start));
  };

  // What is left of a call's budget and time for its next piece; throws budgetExhausted when
  // nothing is.
  const leftOf = (call) => {
    const left = {};
    // Until a piece has spent some, the caller's budget goes to the engine as given: a budget
    // the engine refuses (negative, say) is refused as the one-thread call refuses it.
    if (typeof call.budget === 'number' && call.spent > 0) {
      left.budget = call.budget - call.spent;
      if (call.finished > 0 && left.budget < (call.method === 'generateMany' ? 1 : 0)) {
        throw new SudokuError('budgetExhausted', 'the budget ran out');
      }
    }
    if (call.timeLimitMs !== undefined) {
      left.timeLimitMs = call.timeLimitMs - (now() - call.start);
      if (!(left.timeLimitMs > 0)) throw new SudokuError('budgetExhausted', 'the time limit ran out');
    }
    return left;
  };

  // The first of a slot's pieces is the one its worker runs. Its call's time limit starts when
  // the first of the call's pieces runs, not while it waits behind another call's piece; a
  // piece of a call that ended meanwhile is stopped as it starts, by restarting its worker.
  const headChanged = (slot) => {
    const head = slot.tasks[0];
    if (!head) return;
    const { call } = head;
    if (call.settled) {
      replace(slot);
    } else if (call.limit && !call.timer) {
      call.due = now() + call.limit;
      call.timer = setTimeout(() => fail(call, timeout()), call.limit);
    }
  };

  const run = (slot, call, piece) => {
    let args;
    try {
      args = call.argsFor(piece, leftOf(call));
    } catch (error) {
      fail(call, error);
      return;
    }
    const task = { call, piece };
    slot.tasks.push(task);
    if (slot.tasks.length === 1) headChanged(slot);
    // False when the task is no longer the slot's (its worker was replaced meanwhile).
    const release = () => {
      const at = slot.tasks.indexOf(task);
      if (at < 0) return false;
      slot.tasks.splice(at, 1);
      if (at === 0) headChanged(slot);
      return true;
    };
    slot.api[call.method](...args).then((value) => {
      if (!release()) return;
      if (!call.settled) finish(call, piece, value);
      dispatch();
    }, (error) => {
      if (slot.failed) {
        // The worker died under its running piece (the first, whose answer comes first): a
        // fresh one takes its place, this piece is sent once more and the one behind it again.
        if (slot.tasks[0] !== task) return;
        slot.tasks.shift();
        replace(slot);
        if (!call.settled && ++piece.tries > 1) fail(call, late(call) ? timeout() : error);
        else if (!call.settled) call.todo.unshift(piece);
        dispatch();
        return;
      }
      if (!release()) return;
      if (!call.settled) fail(call, late(call) ? timeout() : error, piece);
      dispatch();
    });
  };

  // Sends the next pieces: one to every worker first, then a second to each.
  function dispatch() {
    for (let depth = 1; depth <= DEPTH; ++depth) {
      for (const slot of slots) {
        if (!slot.api || slot.failed || slot.tasks.length >= depth) continue;
        const call = calls.find((c) => c.todo.length > 0);
        if (!call) return;
        run(slot, call, call.todo.shift());
      }
    }
  }

  const submit = (method, limit, args) => {
    if (closed) return Promise.reject(closed);
    const start = now();
    let read;
    try {
      read = BATCHES[method].read(size, start, ...args);
    } catch (error) {
      // The time limit ran out while the batch was read: nothing was made.
      if (error instanceof SudokuError && error.code === 'budgetExhausted') {
        return Promise.reject(new SudokuError('budgetExhausted', 'the time limit ran out after 0 puzzles (raise timeLimitMs)',
          { partial: BATCHES[method].merge([], now() - start) }));
      }
      return Promise.reject(error);
    }
    // Reading the arguments ran the caller's code (a getter), which may have ended the pool.
    if (closed) return Promise.reject(closed);
    return new Promise((resolve, reject) => {
      const call = {
        ...read, method, kind: BATCHES[method], limit, resolve, reject,
        todo: read.pieces.map((piece) => Object.assign(piece, { tries: 0, value: undefined })),
        start, timer: 0, settled: false,
        spent: 0, done: 0, finished: 0, reported: 0, reportedDone: 0,
      };
      calls.push(call);
      if (call.signal) {
        const abort = () => fail(call, new SudokuError('aborted', 'aborted'));
        if (call.signal.aborted) {
          abort();
          return;
        }
        call.signal.addEventListener('abort', abort, { once: true });
        call.unlisten = () => call.signal.removeEventListener('abort', abort);
      }
      dispatch();
    });
  };

  try {
    await Promise.all(slots.map(fill));
  } catch (error) {
    closed = error;
    for (const slot of slots) {
      slot.token = null;
      slot.api?.terminate();
    }
    throw error;
  }

  const view = (limit) => Object.freeze({
    version: VERSION,
    size,
    solveMany: (puzzles, options) => submit('solveMany', limit, [puzzles, options]),
    gradeMany: (puzzles, options) => submit('gradeMany', limit, [puzzles, options]),
    generateMany: (options, count, progressOptions) => submit('generateMany', limit, [options, count, progressOptions]),
    within: (ms) => view(timerMilliseconds(ms, 'within(ms)')),
    terminate() {
      closed ??= new Error('pool terminated');
      for (const slot of slots) {
        slot.token = null;
        slot.api?.terminate();
        slot.api = null;
        slot.tasks = [];
      }
      for (const call of [...calls]) fail(call, closed);
    },
  });
  return view(defaultLimit);
}
