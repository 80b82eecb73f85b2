// C17: 100,000 alternating solve / generate calls on the installed package grow the WASM heap by
// at most 1 MiB (the API copies results out of the heap; nothing is left for the caller to free).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CASES, installPackage } from './helpers.mjs';

const CALLS = Number(process.env.SUDOKU_HEAP_CALLS ?? 100_000);

test(`${CALLS} alternating solve/generate calls grow the heap by at most 1 MiB`, { timeout: 900_000 }, async () => {
  const installed = await installPackage();
  try {
    const { default: createSudoku } = await import(installed.url('sudoku-node.mjs'));
    const M = await createSudoku();
    // Warm up once so that first-use allocations are not counted as growth.
    M.solve(CASES.C16);
    M.generate({ holesPerBox: 1 });
    const before = M.memoryBytes();
    let peak = before;
    for (let i = 0; i < CALLS / 2; ++i) {
      M.solve(CASES.C16);
      M.generate({ holesPerBox: 1 + (i % 4) });
      if (i % 5000 === 0) peak = Math.max(peak, M.memoryBytes());
    }
    const grown = M.memoryBytes() - before;
    console.log(`heap: ${before} bytes before, ${M.memoryBytes()} after ${CALLS} calls (grew ${grown} bytes)`);
    assert.ok(grown <= 1024 * 1024, `heap grew by ${grown} bytes`);
    assert.equal(M.solve(CASES.C16).solution, CASES.C16_SOLUTION);
  } finally {
    await installed.remove();
  }
});
