// The same sets as solve_bench, through the JS API of the built module (dist/): solveMany (one
// boundary crossing per set) and solve (one crossing per puzzle), to show the boundary's overhead.
// Usage: node bench/api_bench.mjs [min-seconds-per-set]   Prints a Markdown table.
import { readFileSync } from 'node:fs';
import createSudoku from '../dist/sudoku-node.mjs';

const SETS = [
  'sudoku17_49158.txt', 'magictour_top1465.txt', 'forum_hardest_1106.txt',
  'forum_hardest_1905_11plus_sample.txt', 'sudoku_exchange_rated_sample.txt',
  'kaggle_bryanpark_9999.txt',
];
const DATA = new URL('../../shared/data/', import.meta.url);
const minSeconds = Number(process.argv[2] ?? 1);
const M = await createSudoku();

function rate(run, count) {
  let done = 0;
  const start = performance.now();
  do { run(); done += count; } while (performance.now() - start < minSeconds * 1000);
  return done / ((performance.now() - start) / 1000);
}

console.log('| set (JS API) | puzzles | solveMany puzzles/s | solve puzzles/s | unique |');
console.log('|---|---:|---:|---:|---:|');
for (const set of SETS) {
  const puzzles = readFileSync(new URL(set, DATA), 'utf8').split('\n').filter(Boolean)
    .map((line) => line.slice(0, 81));
  const text = puzzles.join('\n');
  let unique = 0;
  const many = rate(() => { unique = M.solveMany(text).statuses.filter((s) => s === 'unique').length; }, puzzles.length);
  const single = rate(() => { for (const p of puzzles) M.solve(p); }, puzzles.length);
  console.log(`| ${set} | ${puzzles.length} | ${many.toFixed(0)} | ${single.toFixed(0)} | ${unique}/${puzzles.length} |`);
}
