// The full engine's two parts (tools/split-wasm.mjs): an engine created with logic: false has
// only the core part (sudoku-engine.wasm) until loadLogic(). Its core calls answer as an engine
// with both parts does, on every kind of input, errors included (none reaches a function of the
// logic part); its logic calls throw 'logicNotLoaded' and leave it whole; loadLogic() brings
// them in, once, and refuses a file that is not the logic part of the same build. The Worker
// entry's side (worker-serve.js) loads the part at the first call that needs it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import createSudoku, { SudokuError } from '../../dist/sudoku-node.mjs';
import { serveEngine } from '../../dist/worker-serve.js';
import { logicPart } from '../../dist/logic-part.js';
import { withChecksum } from '../../tools/mark-wasm.mjs';
import { DIST, readSet, readSolutions, solves } from './helpers.mjs';

const both = await createSudoku();
const PUZZLES = readSet('magictour_top1465.txt', 40).map((row) => row.puzzle);
const SOLUTIONS = readSolutions('magictour_top1465.txt', 40);
const FOUR = both.generate({ size: 4, seed: 1 }).puzzle;
const SIX = both.generate({ size: 6, level: 2, seed: 7 }).puzzle;
const LOGIC_CALLS = ['explain', 'grade', 'gradeMany', 'steps', 'hint', 'generate', 'generateMany'];
const WASM_DIR = fileURLToPath(DIST);

// What a call answers or throws, as comparable data (ms dropped: it is a time).
function outcome(call) {
  try {
    return { value: JSON.parse(JSON.stringify(call(), (key, value) => (key === 'ms' ? undefined : value))) };
  } catch (error) {
    return { error: error.name, code: error.code, message: error.message };
  }
}

// The core calls on valid and invalid inputs of every size, each as a function of an engine.
const CORE_CALLS = [
  ...PUZZLES.slice(0, 10).flatMap((p) => [(s) => s.solve(p), (s) => s.countSolutions(p, 5), (s) => s.validate(p),
    (s) => s.candidates(p), (s) => s.parse(p)]),
  ...[FOUR, SIX].flatMap((p) => [(s) => s.solve(p), (s) => s.candidates(p), (s) => s.parse(p), (s) => s.validate(p)]),
  (s) => s.solve('.'.repeat(81), { limit: 3 }),
  (s) => s.solve('x'.repeat(81)),
  (s) => s.solve('1'.repeat(80)),
  (s) => s.solve(`55${'.'.repeat(79)}`),
  (s) => s.solve(PUZZLES[0], { limit: 0 }),
  (s) => s.solve(PUZZLES[0], { colour: 1 }),
  (s) => s.validate(`555${'.'.repeat(78)}`),
  (s) => s.candidates(`44${'.'.repeat(34)}`),
  (s) => s.parse([[1, 2, 3]]),
  (s) => s.solveMany(PUZZLES.join('\n')),
  (s) => s.solveMany([...PUZZLES.slice(0, 5), 'x', `55${'.'.repeat(79)}`]),
  (s) => s.solveMany(PUZZLES.join('\n'), { budget: 1 }),
  (s) => s.solveMany(PUZZLES, { timeLimitMs: 0 }),
  (s) => s.techniques(),
  (s) => s.sizes(),
];

test('with logic: false the core calls answer as with both parts, and the logic part is never reached', async () => {
  const core = await createSudoku({ logic: false });
  assert.equal(core.logicLoaded(), false);
  assert.equal(both.logicLoaded(), true);
  for (const [k, call] of CORE_CALLS.entries()) {
    assert.deepEqual(outcome(() => call(core)), outcome(() => call(both)), `core call #${k + 1}`);
  }
  // Checked against the rules and the set's solutions, not only against the other engine.
  PUZZLES.forEach((puzzle, i) => {
    const { solution } = core.solve(puzzle);
    assert.ok(solves(puzzle, solution), puzzle);
    assert.equal(solution, SOLUTIONS[i]);
  });
  const batch = core.solveMany(PUZZLES);
  assert.deepEqual(batch.solutions, SOLUTIONS);
  assert.ok(batch.statuses.every((status) => status === 'unique'));
  assert.equal(core.logicLoaded(), false);
});

test('each logic call throws logicNotLoaded before loadLogic(), and the engine stays whole', async () => {
  const core = await createSudoku({ logic: false });
  const p = PUZZLES[0];
  const attempts = {
    explain: () => core.explain(p),
    grade: () => core.grade(p),
    gradeMany: () => core.gradeMany([p, p]),
    steps: () => core.steps(p),
    hint: () => core.hint({ puzzle: p }),
    generate: () => core.generate({ holesPerBox: 4, seed: 1 }),
    generateMany: () => core.generateMany({ seed: 1 }, 2, { onProgress: () => assert.fail('no progress before the logic part') }),
  };
  assert.deepEqual(Object.keys(attempts).sort(), [...LOGIC_CALLS].sort());
  for (const [name, attempt] of Object.entries(attempts)) {
    assert.throws(attempt, (error) => error instanceof SudokuError && error.code === 'logicNotLoaded' &&
      error.message.startsWith(`${name} needs the engine's logic part`), name);
    assert.equal(core.solve(p).solution, SOLUTIONS[0], `after ${name}`);
  }
  // The core part's memory did not grow for the refused calls.
  const memory = core.memoryBytes();
  for (const attempt of Object.values(attempts)) assert.throws(attempt);
  assert.equal(core.memoryBytes(), memory);
});

test('loadLogic() loads the part once; then every logic call answers as with both parts', async () => {
  const core = await createSudoku({ logic: false });
  const [first, second] = [core.loadLogic(), core.loadLogic()];
  assert.equal(first, second, 'concurrent loads share one promise');
  assert.equal(await first, undefined);
  assert.equal(core.logicLoaded(), true);
  assert.equal(await core.loadLogic(), undefined);
  const calls = [
    (s) => s.grade(PUZZLES[1]), (s) => s.grade(SIX), (s) => s.steps(PUZZLES[2]), (s) => s.hint({ puzzle: PUZZLES[3] }),
    (s) => s.explain(PUZZLES[4]), (s) => s.generate({ level: 3, seed: 11 }), (s) => s.generate({ size: 4, seed: 2 }),
    (s) => s.gradeMany(PUZZLES.slice(0, 5)), (s) => s.generateMany({ seed: 4 }, 2),
  ];
  for (const [k, call] of calls.entries()) {
    assert.deepEqual(outcome(() => call(core)), outcome(() => call(both)), `logic call #${k + 1}`);
  }
  const made = core.generate({ level: 2, seed: 5 });
  assert.equal(core.countSolutions(made.puzzle, 2), 1);
  assert.ok(solves(made.puzzle, made.solution));
});

test('loadLogic() refuses a file that is not this build\'s logic part or is damaged, names it, and may be tried again', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'logic-part-'));
  try {
    const logicBytes = readFileSync(join(WASM_DIR, 'sudoku-engine-logic.wasm'));
    // The same part marked as another build's: its section's build id changed (and its checksum
    // made again), nothing else.
    const text = logicBytes.toString('latin1');
    const at = text.lastIndexOf('logic ') + 'logic '.length;
    const CHECKSUM_BYTES = 26;
    const other = Buffer.from(logicBytes.subarray(0, logicBytes.length - CHECKSUM_BYTES));
    other.write('0'.repeat(16), at, 'latin1');
    writeFileSync(join(dir, 'other-build.wasm'), withChecksum(other));
    writeFileSync(join(dir, 'page.wasm'), '<!doctype html><title>Not found</title>');
    // A damaged part: one byte changed, in the code, in the name section or in the checksum.
    const damaged = (at) => { const copy = Buffer.from(logicBytes); copy[at] ^= 0x20; return copy; };
    writeFileSync(join(dir, 'damaged-code.wasm'), damaged(Math.floor(logicBytes.length / 2)));
    writeFileSync(join(dir, 'damaged-name.wasm'), damaged(at + 3));
    writeFileSync(join(dir, 'damaged-sum.wasm'), damaged(logicBytes.length - 1));
    writeFileSync(join(dir, 'unmarked.wasm'), logicBytes.subarray(0, logicBytes.length - CHECKSUM_BYTES));
    writeFileSync(join(dir, 'cut-short.wasm'), logicBytes.subarray(0, Math.floor(logicBytes.length * 0.6)));
    const cases = [
      ['other-build.wasm', /is not the logic part of this build/],
      ['damaged-code.wasm', /is damaged: its bytes do not match their checksum/],
      ['damaged-name.wasm', /is damaged: its bytes do not match their checksum/],
      ['damaged-sum.wasm', /is damaged: its bytes do not match their checksum/],
      ['unmarked.wasm', /is not a whole \.wasm file of this package \(it has no checksum at its end/],
      ['cut-short.wasm', /is not a whole \.wasm file of this package \(it has no checksum at its end: it was cut short/],
      ['page.wasm', /is not a WebAssembly file/],
      ['missing.wasm', /ENOENT/],
      [join(WASM_DIR, 'sudoku-core-engine.wasm'), /is not the logic part of this build/],
      [join(WASM_DIR, 'sudoku-engine.wasm'), /is not the logic part of this build/],
    ];
    for (const [file, reason] of cases) {
      const where = file.startsWith('/') ? file : join(dir, file);
      const core = await createSudoku({ logic: false, logicWasmPath: where });
      for (let attempt = 0; attempt < 2; attempt++) {
        await assert.rejects(core.loadLogic(), (error) => {
          assert.match(error.message, /^could not load the Sudoku engine's logic part from /);
          assert.ok(error.message.includes(where), error.message);
          assert.match(error.message, reason);
          return true;
        });
      }
      assert.equal(core.logicLoaded(), false);
      assert.equal(core.solve(PUZZLES[5]).solution, SOLUTIONS[5]);
      assert.throws(() => core.grade(PUZZLES[5]), { code: 'logicNotLoaded' });
    }
    // A file: URL may be given as text, as a URL or as a path.
    const logicFile = join(WASM_DIR, 'sudoku-engine-logic.wasm');
    for (const logicWasmPath of [`file://${logicFile}`, new URL(`file://${logicFile}`), logicFile]) {
      const engine = await createSudoku({ logic: false, wasmPath: `file://${join(WASM_DIR, 'sudoku-engine.wasm')}`, logicWasmPath });
      await engine.loadLogic();
      assert.equal(engine.grade(PUZZLES[7]).level, both.grade(PUZZLES[7]).level);
    }
    // A damaged core part fails createSudoku. (Not against the checked build, SUDOKU_DIST: its
    // loader's run-dependency watchdog polls for a module that never loads, and its timer keeps
    // node from exiting.)
    if (process.env.SUDOKU_DIST === undefined) {
      const coreBytes = readFileSync(join(WASM_DIR, 'sudoku-engine.wasm'));
      const damagedCore = Buffer.from(coreBytes);
      damagedCore[Math.floor(coreBytes.length / 3)] ^= 1;
      writeFileSync(join(dir, 'damaged-core.wasm'), damagedCore);
      await assert.rejects(createSudoku({ logic: false, wasmPath: join(dir, 'damaged-core.wasm') }),
        /could not load the Sudoku engine from .*damaged-core\.wasm: .* is damaged/);
    }
    // With logic: true (the default) the same refusal fails createSudoku itself.
    await assert.rejects(createSudoku({ logicWasmPath: join(dir, 'other-build.wasm') }),
      /logic part from .*other-build\.wasm: .* is not the logic part of this build/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

// A load that fails is forgotten once it has failed, whichever way loadBytes() fails: also when
// it throws at once rather than rejecting (a loader of a site's own), the next load tries again.
test('a failed load of the logic part is tried again at the next call, also when loadBytes() threw at once', async () => {
  let calls = 0;
  const part = logicPart({
    loadBytes: () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return Promise.resolve(new TextEncoder().encode('<!doctype html>').buffer);
    },
    where: 'logic.wasm',
    now: false,
  });
  const first = part.load();
  assert.equal(part.load(), first, 'a second caller shares the load in flight');
  await assert.rejects(first, /could not load the Sudoku engine's logic part from logic\.wasm: offline/);
  await assert.rejects(part.load(), /logic\.wasm is not a WebAssembly file/);
  assert.equal(calls, 2);
  assert.equal(part.loaded(), false);
});

test('the logic option is a boolean; the logic part\'s path an option of its own', async () => {
  for (const logic of [1, 'false', null, {}]) {
    await assert.rejects(createSudoku({ logic }), (error) => error instanceof TypeError && /logic must be true or false/.test(error.message));
  }
  await assert.rejects(createSudoku({ logicUrl: 'x' }), TypeError);
  const explicit = await createSudoku({ logic: true, logicWasmPath: join(WASM_DIR, 'sudoku-engine-logic.wasm') });
  assert.equal(explicit.logicLoaded(), true);
  assert.equal(explicit.grade(PUZZLES[6]).level, both.grade(PUZZLES[6]).level);
});

test('a worker with logic: false answers core calls at once and loads the logic part at the first logic call, in order', async () => {
  const posted = [];
  let loads = 0;
  const answer = serveEngine((where, logicWhere, logic) => {
    loads++;
    assert.deepEqual([where, logicWhere, logic], [undefined, undefined, false]);
    return createSudoku({ logic });
  }, (message) => posted.push(message));
  const sent = [
    { id: 0, method: 'load', args: [undefined, undefined, false] },
    { id: 1, method: 'validate', args: [PUZZLES[0]] },
    { id: 2, method: 'logicLoaded', args: [] },
    { id: 3, method: 'grade', args: [PUZZLES[0]] },
    { id: 4, method: 'solve', args: [PUZZLES[1]] },
    { id: 5, method: 'logicLoaded', args: [] },
    { id: 6, method: 'grade', args: ['1'.repeat(80)] },
    { id: 7, method: 'loadLogic', args: [] },
  ];
  await Promise.all(sent.map((message) => answer(message)));
  assert.equal(loads, 1);
  // The first logic call says when the part is loading and when it is in (worker-client.js
  // stops that call's time limit meanwhile); nothing else does.
  assert.deepEqual(posted.filter((m) => m.logic !== undefined), [{ id: 3, logic: 'loading' }, { id: 3, logic: 'loaded' }]);
  const answers = posted.filter((m) => m.logic === undefined);
  assert.deepEqual(posted.findIndex((m) => m.logic === 'loaded') + 1, posted.findIndex((m) => m.id === 3 && m.logic === undefined));
  posted.splice(0, posted.length, ...answers);
  assert.deepEqual(posted.map((m) => m.id), [0, 1, 2, 3, 4, 5, 6, 7], 'answered in the order asked');
  assert.ok(posted[0].methods.includes('loadLogic') && posted[0].methods.includes('grade'));
  assert.deepEqual(posted[1].value, []);
  assert.equal(posted[2].value, false);
  assert.equal(posted[3].value.level, both.grade(PUZZLES[0]).level);
  assert.equal(posted[4].value.solution, SOLUTIONS[1]);
  assert.equal(posted[5].value, true);
  assert.equal(posted[6].error.code, 'badLength');
  assert.equal(posted[7].value, undefined);
  assert.equal(posted[7].error, undefined);
});

// Fake workers that speak worker-serve.js's protocol: message 0 (its args kept in `loads`) is
// answered with `methods`; any other goes to respond(message, answer, worker), where answer(data)
// posts data back and worker.number counts the workers made (1 for the first).
function fakeWorkers(methods, respond) {
  const made = { count: 0, loads: [] };
  made.makeWorker = () => {
    const worker = {
      number: ++made.count,
      onmessage: null,
      onerror: null,
      terminate() {},  // as a Node worker thread's: what it posted before still arrives
      postMessage(message) {
        const answer = (data) => worker.onmessage({ data });
        if (message.id !== 0) {
          respond(message, answer, worker);
          return;
        }
        made.loads.push(message.args);
        setTimeout(() => answer({ id: 0, methods }), 0);
      },
    };
    return worker;
  };
  return made;
}
const startFake = async (fake, options) => {
  const { startWorker } = await import(new URL('worker-client.js', DIST));
  return startWorker({ scriptUrl: 'fake', where: undefined, logicWhere: undefined, logic: true, defaultLimit: 0,
    makeWorker: fake.makeWorker, ...options });
};

test('a worker\'s time limit counts from when the logic part is in, and a worker started afresh loads the part at once', async () => {
  // grade loads the logic part (100 ms, said with 'loading' at once and 'loaded' with the
  // answer); 'hang' never answers.
  const fake = fakeWorkers(['grade', 'hang'], ({ id, method }, answer) => {
    if (method !== 'grade') return;
    answer({ id, logic: 'loading' });
    setTimeout(() => {
      answer({ id, logic: 'loaded' });
      answer({ id, value: { level: 1 } });
    }, 100);
  });
  const worker = await startFake(fake, { logic: false });
  // 10 ms is far less than the 100 ms load, and far more than the call (answered with 'loaded').
  assert.deepEqual(await worker.within(10).grade(PUZZLES[0]), { level: 1 });
  await assert.rejects(worker.within(10).hang(), { code: 'timeout' });
  assert.deepEqual(fake.loads.map((args) => args[2]), [false, true], 'the fresh worker loads both parts');
  worker.terminate();
});

// Which of a late answer and the time limit's timer the event loop takes first is not fixed: a
// page busy for longer than the limit has both waiting. The answer's own time decides.
test('an answer that comes after the time limit is a timeout even when it is taken before the timer', async () => {
  const fake = fakeWorkers(['slow', 'solve'], ({ id, method }, answer) => {
    if (method !== 'slow') return answer({ id, value: 'solved' });
    // Runs before the 5 ms timer (due earlier) and holds the thread for 20 ms, so the answer
    // comes 15 ms or more past the limit with the timer still waiting.
    setTimeout(() => {
      const until = performance.now() + 20;
      while (performance.now() < until);
      answer({ id, value: 'too late' });
    }, 0);
  });
  const worker = await startFake(fake);
  await assert.rejects(worker.within(5).slow(), (error) => {
    assert.ok(error instanceof SudokuError && error.code === 'timeout', String(error));
    assert.equal(error.message, 'slow ran past its time limit of 5 ms; the worker was restarted');
    return true;
  });
  assert.equal(fake.count, 2, 'a fresh worker takes the late one\'s place');
  assert.equal(await worker.within(60_000).solve(PUZZLES[0]), 'solved');
  worker.terminate();
});

// A worker thread that was terminated can still deliver what it posted before: its answer to a
// call that waited behind the stopped one, or a failure. The call was sent again to the fresh
// worker, and only that worker's answer counts.
test('answers and failures of a replaced worker are ignored; the fresh worker answers the calls sent to it again', async () => {
  const fake = fakeWorkers(['slow', 'solve'], ({ id }, answer, worker) => {
    if (worker.number === 1) {
      setTimeout(() => answer({ id, value: 'from the replaced worker' }), 30);
      setTimeout(() => worker.onerror({ message: 'the replaced worker crashed' }), 40);
    } else {
      setTimeout(() => answer({ id, value: 'solved' }), 60);
    }
  });
  const worker = await startFake(fake);
  const slow = worker.within(5).slow();
  const waiting = worker.solve(PUZZLES[0]);
  await assert.rejects(slow, { code: 'timeout' });
  assert.equal(await waiting, 'solved');
  assert.equal(fake.count, 2);
  assert.equal(await worker.solve(PUZZLES[0]), 'solved', 'the worker goes on');
  worker.terminate();
});

// The wait for the logic part is bounded: a part whose download never ends is a timeout of the
// call that waits for it (LOGIC_LOAD_MS, 120 s; 50 ms here, set through startWorker), the worker
// is restarted, and the calls after it are answered.
test('a call waiting for a logic part that never loads times out, naming the part, and the worker goes on', async () => {
  const { LOGIC_LOAD_MS } = await import(new URL('worker-client.js', DIST));
  assert.equal(LOGIC_LOAD_MS, 120000);
  const fake = fakeWorkers(['grade', 'solve'], ({ id, method }, answer) => {
    if (method === 'grade') answer({ id, logic: 'loading' });  // and nothing more
    else answer({ id, value: 'solved' });
  });
  const worker = await startFake(fake, { logicWhere: 'https://example.org/logic.wasm', logic: false, logicLoadMs: 50 });
  await assert.rejects(worker.within(10).grade(PUZZLES[0]), (error) => {
    assert.ok(error instanceof SudokuError && error.code === 'timeout', String(error));
    assert.match(error.message, /^grade waited 50 ms for the engine's logic part \(https:\/\/example\.org\/logic\.wasm\) to load; the worker was restarted$/);
    return true;
  });
  assert.equal(fake.count, 2);
  assert.equal(await worker.solve(PUZZLES[0]), 'solved');
  worker.terminate();
});
