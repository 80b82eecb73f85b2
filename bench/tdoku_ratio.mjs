// Our solveMany (limit 2) against the shared ruler, ../shared/bench/ref_solver.cc compiled to a
// standalone WebAssembly module, in this one node process, interleaved round by round so the
// machine's noise cancels (see ../shared/bench/README.md for the method). Every answer of both
// solvers is checked against the set's .solutions.txt. Prints a Markdown table: per set, our
// puzzles/s, the ruler's, the median of the per-round ratios, and tdoku's ratio over the same
// ruler as that README publishes it (the same em++ 3.1.6, -O3 -msimd128 -mssse3), from which
// "ours / tdoku" follows.
// Further standalone modules with the ruler's interface (bench/ruler_harness.cc builds the solver
// alone that way) get a column each, timed in the same rounds.
// Usage: node bench/ref_ratio.mjs REF_WASM [rounds=5] [min-seconds-per-measure=0.5] [MODULE.wasm ...]
import { existsSync, readFileSync } from 'node:fs';
import createSudoku from '../dist/sudoku-node.mjs';

const [refPath, roundsArg = '5', secondsArg = '0.5', ...modulePaths] = process.argv.slice(2);
const USAGE = 'usage: node bench/ref_ratio.mjs REF_WASM [rounds] [seconds] [MODULE.wasm ...]\n' +
  '  REF_WASM: ../shared/bench/ref_solver.cc built as ../shared/bench/README.md says; MODULE.wasm: for\n' +
  '  example bench/ruler_harness.cc built as its header says. tools/bench.sh builds both and runs this.';
if (!refPath) {
  console.error(USAGE);
  process.exit(2);
}
for (const path of [refPath, ...modulePaths]) {
  if (!existsSync(path)) {
    console.error(`${path}: no such file\n${USAGE}`);
    process.exit(2);
  }
}
const rounds = Number(roundsArg);
const minMs = Number(secondsArg) * 1000;
const DATA = new URL('../../shared/data/', import.meta.url);

// tdoku→WASM over the ruler, the two published runs (../shared/bench/README.md, 2026-12-01).
const SETS = [
  { file: 'sudoku17_49158', take: 10000, tdoku: [3.44, 3.35] },
  { file: 'magictour_top1465', tdoku: [7.60, 7.24] },
  { file: 'forum_hardest_1106', tdoku: [6.25, 6.07] },
  { file: 'kaggle_bryanpark_9999', tdoku: [4.22, 3.95] },
];

const M = await createSudoku();
const load = async (path) => (await WebAssembly.instantiate(readFileSync(path), {})).instance.exports;
const ref = await load(refPath);
const modules = await Promise.all(modulePaths.map(load));
const encoder = new TextEncoder();
const decoder = new TextDecoder();

function readSet({ file, take }) {
  const lines = (name) => readFileSync(new URL(name, DATA), 'utf8').split('\n').filter(Boolean)
    .map((line) => line.slice(0, 81));
  let puzzles = lines(`${file}.txt`);
  let solutions = lines(`${file}.solutions.txt`);
  if (take) { puzzles = puzzles.slice(0, take); solutions = solutions.slice(0, take); }
  if (puzzles.length !== solutions.length) throw new Error(`${file}: puzzles and solutions differ in number`);
  if (puzzles.length > ref.ref_capacity()) throw new Error(`${file}: more puzzles than the ruler's batch`);
  return { puzzles, solutions, text: puzzles.join('\n'), joined: puzzles.join('') };
}

function oursOnce(set) {
  const result = M.solveMany(set.text, { limit: 2 });
  return () => {
    for (let i = 0; i < set.puzzles.length; ++i) {
      if (result.statuses[i] !== 'unique' || result.solutions[i] !== set.solutions[i]) {
        throw new Error(`ours: wrong answer on puzzle ${i}`);
      }
    }
  };
}

// One batch through a module with the ruler's interface (the ruler itself or bench/ruler_harness.cc).
const batchOnce = (module, name) => (set) => {
  const n = set.puzzles.length;
  encoder.encodeInto(set.joined, new Uint8Array(module.memory.buffer, module.ref_in(), 81 * n));
  module.ref_solve_batch(n, 2);
  return () => {
    const status = new Uint8Array(module.memory.buffer, module.ref_status(), n);
    const out = decoder.decode(new Uint8Array(module.memory.buffer, module.ref_out(), 81 * n));
    for (let i = 0; i < n; ++i) {
      if (status[i] !== 0x31 || out.slice(81 * i, 81 * i + 81) !== set.solutions[i]) {
        throw new Error(`${name}: wrong answer on puzzle ${i}`);
      }
    }
  };
};
const refOnce = batchOnce(ref, 'ruler');
const moduleOnce = modules.map((module, i) => batchOnce(module, modulePaths[i]));

// Puzzles per second of `once` repeated for at least minMs; the answers of the first pass are checked.
function rate(once, set) {
  once(set)();
  let done = 0;
  const start = performance.now();
  do { once(set); done += set.puzzles.length; } while (performance.now() - start < minMs);
  return done / ((performance.now() - start) / 1000);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const rows = [];
for (const spec of SETS) {
  const set = readSet(spec);
  const ours = [], refs = [], ratios = [], moduleRatios = modules.map(() => []);
  for (let round = 0; round < rounds; ++round) {
    // Alternate which goes first, so a change of load within a round touches both alike.
    let mine, theirs;
    if (round % 2) { theirs = rate(refOnce, set); mine = rate(oursOnce, set); }
    else { mine = rate(oursOnce, set); theirs = rate(refOnce, set); }
    ours.push(mine); refs.push(theirs); ratios.push(mine / theirs);
    moduleOnce.forEach((once, i) => moduleRatios[i].push(rate(once, set) / theirs));
  }
  const tdoku = (spec.tdoku[0] + spec.tdoku[1]) / 2;
  const ratio = median(ratios);
  const extra = moduleRatios.map((r) => ` ${median(r).toFixed(2)} |`).join('');
  rows.push(`| ${spec.file}${spec.take ? ` (first ${spec.take.toLocaleString('en')})` : ''} | ` +
    `${Math.round(median(ours)).toLocaleString('en')} | ${Math.round(median(refs)).toLocaleString('en')} | ` +
    `${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)} (**${ratio.toFixed(2)}**) | ` +
    `${spec.tdoku.join(' · ')} | ${(0.9 * tdoku).toFixed(2)} | **${(ratio / tdoku).toFixed(2)}** |${extra}`);
}
console.log(`${rounds} interleaved rounds, every answer checked; ratios are puzzles/s over the ruler's in the same round.`);
console.log();
const extraHead = modulePaths.map((path) => ` ${path} / ruler |`).join('');
console.log(`| set | ours solveMany puzzles/s | ruler puzzles/s | ours / ruler, rounds (median) | tdoku→WASM / ruler | floor (0.9 of tdoku) | ours / tdoku |${extraHead}`);
console.log(`|---|---:|---:|---:|---:|---:|---:|${modulePaths.map(() => '---:|').join('')}`);
for (const row of rows) console.log(row);
