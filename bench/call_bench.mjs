// The cost of one call through the JS API, per call kind, on the first 50 puzzles of
// norvig_easy50: what a page pays per question (the boundary's conversions both ways, the
// wrapper's copies, and the engine's work, which is small on these puzzles). Given a second built
// site (a dist/ folder of another tree), both are timed in turn, round by round, in one process.
// Usage: node bench/call_bench.mjs [rounds] [dist] [other-dist]   Prints a Markdown table
// (median µs per call over the rounds).
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const rounds = Number(process.argv[2] ?? 3);
const dists = process.argv.length > 3 ? process.argv.slice(3) : [new URL('../dist', import.meta.url).pathname];
const puzzles = readFileSync(new URL('../../shared/data/norvig_easy50.txt', import.meta.url), 'utf8')
  .split('\n').filter(Boolean).map((line) => line.split(/\s/)[0]).slice(0, 50);
const batch = Array.from({ length: 20000 }, (_, i) => puzzles[i % 50]);

const CALLS = [
  ['solve', 20000, (s, i) => s.solve(puzzles[i % 50])],
  ['validate', 20000, (s, i) => s.validate(puzzles[i % 50])],
  ['candidates', 20000, (s, i) => s.candidates(puzzles[i % 50])],
  ['grade', 2000, (s, i) => s.grade(puzzles[i % 50])],
  ['hint', 2000, (s, i) => s.hint(puzzles[i % 50])],
  ['generate({ seed })', 200, (s, i) => s.generate({ seed: i + 1 })],
  ['solveMany, per puzzle of 20,000', 1, (s) => s.solveMany(batch), 20000],
];

const engines = [];
for (const dist of dists) {
  const { default: createSudoku } = await import(pathToFileURL(`${dist}/sudoku-node.mjs`).href);
  engines.push(await createSudoku());
}
const times = engines.map(() => CALLS.map(() => []));
for (let round = 0; round < rounds; round++) {
  engines.forEach((engine, e) => CALLS.forEach(([, count, call, per = 1], c) => {
    call(engine, 0);
    const start = performance.now();
    for (let i = 0; i < count; i++) call(engine, i);
    times[e][c].push(((performance.now() - start) * 1000) / (count * per));
  }));
}
const median = (list) => [...list].sort((a, b) => a - b)[list.length >> 1];
console.log(`| call | ${dists.map((dist) => `µs per call, ${dist}`).join(' | ')} |`);
console.log(`|---|${dists.map(() => '---:').join('|')}|`);
CALLS.forEach(([name], c) => console.log(`| ${name} | ${times.map((rows) => median(rows[c]).toFixed(1)).join(' | ')} |`));
