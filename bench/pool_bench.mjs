// The pool's speed-up (createSudokuPool, worker_threads, the built module in dist/): solveMany of
// 100,000 puzzles (sudoku17_49158 twice over, cut at 100,000) and gradeMany of every tenth
// puzzle of sudoku_exchange_rated_sample (976, SE 2.5-9.3), on the one-thread API and on pools of 1 and 2 workers.
// Runs are interleaved round by round (one-thread, 1 worker, 2 workers, then again), so the load
// of a shared machine falls on every column alike; the table gives the median of the rounds.
// Every pool answer is compared with the one-thread answer (statuses, solutions, scores).
// Per-worker overhead: the time a pool takes to start (every worker loads the engine), and the
// time of one call of one puzzle through the pool beside the same call on the one-thread API.
// Usage: node bench/pool_bench.mjs [rounds]   Prints Markdown tables.
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import createSudoku, { createSudokuPool } from '../dist/sudoku-node.mjs';

const DATA = new URL('../../shared/data/', import.meta.url);
const rounds = Number(process.argv[2] ?? 5);
const read = (name) => readFileSync(new URL(name, DATA), 'utf8').split('\n').filter(Boolean).map((line) => line.slice(0, 81));
const seventeen = read('sudoku17_49158.txt');
const SOLVE = [...seventeen, ...seventeen].slice(0, 100_000);
const SOLVE_TEXT = SOLVE.join('\n');
const GRADE = read('sudoku_exchange_rated_sample.txt').filter((_, i) => i % 10 === 0);
const SIZES = [1, 2];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const fixed = (value, digits = 0) => value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

const M = await createSudoku();
const reference = { solve: M.solveMany(SOLVE_TEXT), grade: M.gradeMany(GRADE) };
const same = (a, b, what) => {
  if (JSON.stringify(a) !== JSON.stringify(b)) throw new Error(`${what}: the pool's answer differs from the one-thread answer`);
};

// Start-up: a fresh pool of each size, several times, interleaved.
const startMs = Object.fromEntries(SIZES.map((size) => [size, []]));
for (let round = 0; round < rounds; ++round) {
  for (const size of SIZES) {
    const start = performance.now();
    const pool = await createSudokuPool({ size });
    startMs[size].push(performance.now() - start);
    pool.terminate();
  }
}

const pools = Object.fromEntries(await Promise.all(SIZES.map(async (size) => [size, await createSudokuPool({ size })])));
// Warm-up: every worker compiles its hot paths before the rounds are timed.
for (const pool of Object.values(pools)) {
  await pool.solveMany(SOLVE.slice(0, 20_000));
  await pool.gradeMany(GRADE.slice(0, 100));
}

const times = { solve: { 0: [] }, grade: { 0: [] } };
for (const size of SIZES) { times.solve[size] = []; times.grade[size] = []; }
const busy = Object.fromEntries(SIZES.map((size) => [size, []]));
// CPU time of every thread of the process (process.cpuUsage counts the workers too): unlike the
// wall-clock time it hardly moves with the machine's load, so it shows what the pool costs.
const cpu = { 0: [] };
for (const size of SIZES) cpu[size] = [];
const cpuMs = (since) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};
for (let round = 0; round < rounds; ++round) {
  let start = performance.now();
  let used = process.cpuUsage();
  M.solveMany(SOLVE_TEXT);
  times.solve[0].push(performance.now() - start);
  cpu[0].push(cpuMs(used));
  start = performance.now();
  M.gradeMany(GRADE);
  times.grade[0].push(performance.now() - start);
  for (const size of SIZES) {
    const loop = performance.eventLoopUtilization();
    start = performance.now();
    used = process.cpuUsage();
    const solved = await pools[size].solveMany(SOLVE_TEXT);
    times.solve[size].push(performance.now() - start);
    cpu[size].push(cpuMs(used));
    busy[size].push(performance.eventLoopUtilization(loop).utilization);
    same([solved.statuses, solved.solutions], [reference.solve.statuses, reference.solve.solutions], `solveMany, ${size} workers`);
    start = performance.now();
    const graded = await pools[size].gradeMany(GRADE);
    times.grade[size].push(performance.now() - start);
    same(graded.grades.map((g) => g.score), reference.grade.grades.map((g) => g.score), `gradeMany, ${size} workers`);
  }
}

// One call of one puzzle: what a call costs through a pool beyond the work.
const ONE = [seventeen[0]];
const callMs = { 0: [] };
for (const size of SIZES) callMs[size] = [];
for (let k = 0; k < 200; ++k) {
  let start = performance.now();
  M.solveMany(ONE);
  callMs[0].push(performance.now() - start);
  for (const size of SIZES) {
    start = performance.now();
    await pools[size].solveMany(ONE);
    callMs[size].push(performance.now() - start);
  }
}
for (const pool of Object.values(pools)) pool.terminate();

console.log(`node ${process.version}, ${availableParallelism()} cores, load average at the end ${loadavg().map((l) => l.toFixed(2)).join(' ')}; `
  + `median of ${rounds} interleaved rounds; every pool answer equal to the one-thread answer`);
console.log();
console.log(`| API | solveMany 100,000 ms | puzzles/s | speed-up vs 1 worker | CPU ms, all threads | main thread busy | gradeMany ${fixed(GRADE.length)} ms | puzzles/s | speed-up vs 1 worker |`);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const size of [0, ...SIZES]) {
  const solve = median(times.solve[size]);
  const grade = median(times.grade[size]);
  const name = size === 0 ? 'one thread (no pool)' : `pool, ${size} worker${size > 1 ? 's' : ''}`;
  const up = (ms, one) => (size === 0 ? '—' : `${(one / ms).toFixed(2)}x`);
  console.log(`| ${name} | ${fixed(solve)} | ${fixed(SOLVE.length / solve * 1000)} | ${up(solve, median(times.solve[1]))} | ${fixed(median(cpu[size]))} | `
    + `${size === 0 ? '—' : `${fixed(median(busy[size]) * 100)}%`} | ${fixed(grade)} | ${fixed(GRADE.length / grade * 1000)} | ${up(grade, median(times.grade[1]))} |`);
}
console.log();
console.log('| overhead | one thread | pool, 1 worker | pool, 2 workers |');
console.log('|---|---:|---:|---:|');
console.log(`| start-up ms (createSudokuPool, every worker loaded; median) | — | ${SIZES.map((s) => fixed(median(startMs[s]), 1)).join(' | ')} |`);
console.log(`| per-call ms (solveMany of 1 puzzle, median of 200) | ${[0, ...SIZES].map((s) => fixed(median(callMs[s]), 3)).join(' | ')} |`);
