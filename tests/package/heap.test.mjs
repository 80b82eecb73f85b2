// C17: 100,000 alternating solve / generate calls on the installed package grow the WASM heap by
// at most 1 MiB (the API copies results out of the heap; nothing is left for the caller to free).
// A WASM heap never shrinks, so growth also counts the peak working memory of the hardest call
// (a grade that needs nested forcing chains takes about 1-2 MB, the forum's hardest up to 20 MB),
// which no leak caused. So the calls are seeded and made twice: the first pass reaches the peak
// those puzzles need, and the second, the same calls again, must not grow the heap by more than
// 1 MiB (10 bytes a call).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CASES, installPackage } from './helpers.mjs';

const CALLS = Number(process.env.SUDOKU_HEAP_CALLS ?? 100_000);

test(`${CALLS} alternating solve/generate calls grow the heap by at most 1 MiB`, { timeout: 900_000 }, async () => {
  const installed = await installPackage();
  try {
    const { default: createSudoku } = await import(installed.url('sudoku-node.mjs'));
    const M = await createSudoku();
    const calls = () => {
      for (let i = 0; i < CALLS / 2; ++i) {
        M.solve(CASES.C16);
        M.generate({ holesPerBox: 1 + (i % 4), seed: i + 1 });
      }
    };
    const start = M.memoryBytes();
    calls();
    const before = M.memoryBytes();
    calls();
    const grown = M.memoryBytes() - before;
    console.log(`heap: ${start} bytes at start, ${before} after the first ${CALLS} calls, ` +
      `${M.memoryBytes()} after the same calls again (grew ${grown} bytes)`);
    assert.ok(grown <= 1024 * 1024, `heap grew by ${grown} bytes`);
    assert.equal(M.solve(CASES.C16).solution, CASES.C16_SOLUTION);
  } finally {
    await installed.remove();
  }
});
