// The page's engine door (web/engine.js) in Chromium: a call past its time limit restarts the
// worker and fails alone; the calls in flight with it are answered by the fresh worker.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startSite, C22B, C22B_SOLUTION } from './helpers.mjs';

const DATA = fileURLToPath(new URL('../../../shared/data/', import.meta.url));
// forum_hardest_1106 line 1: its logical path needs nested forcing chains, seconds of work.
const HARD = readFileSync(DATA + 'forum_hardest_1106.txt', 'utf8').split('\n')[0].split('\t')[0];

let site;
before(async () => { site = await startSite(); });
after(async () => { await site.close(); });

test('a timed-out call rejects alone; calls queued behind it are sent again and answered', async () => {
  const page = await site.newPage();
  await page.goto(site.url);
  const result = await page.evaluate(async ({ hard, easy }) => {
    const { startEngine } = await import('./engine.js');
    const engine = await startEngine();
    const settle = (promise) => promise.then((value) => ({ value }), (error) => ({ code: error.code }));
    // The slow call goes first, so the others wait behind it in the worker's queue.
    const slow = settle(engine.callWithin(300, 'steps', hard));
    const solved = settle(engine.call('solve', easy, { limit: 2 }));
    const graded = settle(engine.callWithin(60000, 'grade', easy));
    const parsed = settle(engine.callWithin(60000, 'parse', easy));
    const out = { where: engine.where, slow: await slow, solved: await solved, graded: await graded, parsed: await parsed };
    // A second restart, with a call already waiting on the new worker: the same again.
    const slow2 = settle(engine.callWithin(300, 'steps', hard));
    const counted = settle(engine.call('countSolutions', easy, 2));
    out.slow2 = await slow2;
    out.counted = await counted;
    out.after = await settle(engine.call('solve', easy));
    return out;
  }, { hard: HARD, easy: C22B });
  assert.equal(result.where, 'worker');
  assert.deepEqual(result.slow, { code: 'timeout' });
  assert.equal(result.solved.value?.status, 'unique', JSON.stringify(result.solved));
  assert.equal(result.solved.value.solution, C22B_SOLUTION);
  assert.equal(result.graded.value?.outcome, 'solved', JSON.stringify(result.graded));
  assert.equal(result.parsed.value, C22B.replace(/0/g, '.'));
  assert.deepEqual(result.slow2, { code: 'timeout' });
  assert.deepEqual(result.counted, { value: 1 });
  assert.equal(result.after.value?.solution, C22B_SOLUTION);
  assert.deepEqual(site.errors, []);
  await page.close();
});
