// How often generate({ clues }) finds a puzzle with that few givens within 30 s (the WASM build
// through the JS API, dist/), seeds 1..N: per seed the time and work units, then how many were
// found. Each puzzle is checked: that many givens, exactly one solution (counted again).
// Usage: node bench/low_clues.mjs [seeds = 10] [clues = 19]   Prints a Markdown table.
import createSudoku from '../dist/sudoku-node.mjs';

const seeds = Number(process.argv[2] ?? 10);
const clues = Number(process.argv[3] ?? 19);
const M = await createSudoku();
console.log('| seed | found | ms | work units |');
console.log('|---:|---|---:|---:|');
const times = [];
let found = 0;
for (let seed = 1; seed <= seeds; ++seed) {
  const start = performance.now();
  try {
    // The most work one call may do, so that only the time limit ends a search.
    const made = M.generate({ clues, seed, timeLimitMs: 30_000, budget: 50_000_000 });
    const ms = performance.now() - start;
    if (made.clues !== clues || made.puzzle.replace(/\./g, '').length !== clues || M.countSolutions(made.puzzle, 2) !== 1) {
      throw new Error(`seed ${seed}: not a unique ${clues}-clue puzzle`);
    }
    ++found;
    times.push(ms);
    console.log(`| ${seed} | yes | ${ms.toFixed(0)} | ${made.work} |`);
  } catch (error) {
    if (error.code !== 'budgetExhausted') throw error;
    console.log(`| ${seed} | no (${error.message}) | ${(performance.now() - start).toFixed(0)} | — |`);
  }
}
times.sort((a, b) => a - b);
const median = times.length ? times[times.length >> 1] : NaN;
console.log(`\nclues ${clues}: found ${found} of ${seeds} within 30 s; median time of those found ${median.toFixed(0)} ms`);
