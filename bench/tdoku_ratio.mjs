// Our solver against tdoku (../shared/bench/tdoku: its fastest solver, built to a standalone
// WebAssembly module by its build.sh), in this one node process, interleaved round by round so
// that the machine's noise touches every solver alike. Per set and round it times four things,
// each repeated for at least `seconds`, in turn (the order reversed every other round):
//   tdoku    td_solve_batch(n, 2, 0, 0): counts up to 2 solutions, mode 0 (no solution written);
//   text     solveMany(one text, one puzzle a line, { limit: 2 });
//   array    solveMany(an array of 81-character strings, { limit: 2 });
//   in-WASM  the solver alone (bench/solver_alone.cc: CountSolutions, limit 2, no JS wrapper).
// Every answer is checked on the first pass of each round: tdoku's counts are all 1, and ours are
// 'unique' with the set's solution (../shared/data/*.solutions.txt). Prints a Markdown table:
// median puzzles/s of each, ours / tdoku for text and array (range over the rounds, median), and
// array / in-WASM (range, median).
// Usage: node bench/tdoku_ratio.mjs TDOKU_WASM ALONE_WASM [rounds=5] [min-seconds-per-measure=0.5]
import { existsSync, readFileSync } from 'node:fs';
import { randomFillSync } from 'node:crypto';
import createSudoku from '../dist/sudoku-node.mjs';

const [tdokuPath, alonePath, roundsArg = '5', secondsArg = '0.5'] = process.argv.slice(2);
const USAGE = 'usage: node bench/tdoku_ratio.mjs TDOKU_WASM ALONE_WASM [rounds] [seconds]\n' +
  '  TDOKU_WASM: ../shared/bench/tdoku/build.sh OUT.wasm; ALONE_WASM: bench/solver_alone.cc built as\n' +
  '  its header says. tools/bench.sh builds both and runs this.';
if (!tdokuPath || !alonePath) {
  console.error(USAGE);
  process.exit(2);
}
for (const path of [tdokuPath, alonePath]) {
  if (!existsSync(path)) {
    console.error(`${path}: no such file\n${USAGE}`);
    process.exit(2);
  }
}
const rounds = Number(roundsArg);
const minMs = Number(secondsArg) * 1000;
const DATA = new URL('../../shared/data/', import.meta.url);
const SETS = [
  { file: 'sudoku17_49158', take: 10000 },
  { file: 'magictour_top1465' },
  { file: 'forum_hardest_1106' },
  { file: 'kaggle_bryanpark_9999' },
];

const M = await createSudoku();
// tdoku's module asks for random bytes (its heuristics' seed) and may exit (never, here).
let tdokuMemory;
const { instance: tdokuInstance } = await WebAssembly.instantiate(readFileSync(tdokuPath), {
  env: {
    getentropy(pointer, length) {
      randomFillSync(new Uint8Array(tdokuMemory.buffer, pointer, length));
      return 0;
    },
  },
  wasi_snapshot_preview1: { proc_exit(code) { throw new Error(`tdoku exited with ${code}`); } },
});
const tdoku = tdokuInstance.exports;
tdokuMemory = tdoku.memory;
tdoku._initialize();
const alone = (await WebAssembly.instantiate(readFileSync(alonePath), {})).instance.exports;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

function readSet({ file, take }) {
  const lines = (name) => readFileSync(new URL(name, DATA), 'utf8').split('\n').filter(Boolean)
    .map((line) => line.slice(0, 81));
  let puzzles = lines(`${file}.txt`);
  let solutions = lines(`${file}.solutions.txt`);
  if (take) { puzzles = puzzles.slice(0, take); solutions = solutions.slice(0, take); }
  if (puzzles.length !== solutions.length) throw new Error(`${file}: puzzles and solutions differ in number`);
  if (puzzles.length > Math.min(tdoku.td_capacity(), alone.alone_capacity())) {
    throw new Error(`${file}: more puzzles than a batch module holds`);
  }
  return { puzzles, solutions, text: puzzles.join('\n'), packed: puzzles.join(''), strided: puzzles.map((p) => `${p}\n`).join('') };
}

// Each `once(set)` solves the whole set once and returns a function that checks that pass's answers.
function checkOurs(result, set, name) {
  for (let i = 0; i < set.puzzles.length; ++i) {
    if (result.statuses[i] !== 'unique' || result.solutions[i] !== set.solutions[i]) {
      throw new Error(`${name}: wrong answer on puzzle ${i}`);
    }
  }
}
const SOLVERS = {
  tdoku(set) {
    const n = set.puzzles.length;
    encoder.encodeInto(set.strided, new Uint8Array(tdoku.memory.buffer, tdoku.td_in(), tdoku.td_stride() * n));
    const total = tdoku.td_solve_batch(n, 2, 0, 0);
    return () => {
      const counts = new Uint8Array(tdoku.memory.buffer, tdoku.td_count(), n);
      if (total !== n || counts.some((count) => count !== 1)) throw new Error('tdoku: a count is not 1');
    };
  },
  text(set) {
    const result = M.solveMany(set.text, { limit: 2 });
    return () => checkOurs(result, set, 'text');
  },
  array(set) {
    const result = M.solveMany(set.puzzles, { limit: 2 });
    return () => checkOurs(result, set, 'array');
  },
  inWasm(set) {
    const n = set.puzzles.length;
    encoder.encodeInto(set.packed, new Uint8Array(alone.memory.buffer, alone.alone_in(), 81 * n));
    alone.alone_solve_batch(n, 2);
    return () => {
      const status = new Uint8Array(alone.memory.buffer, alone.alone_status(), n);
      const out = decoder.decode(new Uint8Array(alone.memory.buffer, alone.alone_out(), 81 * n));
      for (let i = 0; i < n; ++i) {
        if (status[i] !== 0x31 || out.slice(81 * i, 81 * i + 81) !== set.solutions[i]) {
          throw new Error(`in-WASM: wrong answer on puzzle ${i}`);
        }
      }
    };
  },
};
const NAMES = Object.keys(SOLVERS);

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
const spread = (values, digits, scale = 1) => {
  const show = (x) => (scale * x).toFixed(digits);
  return `${show(Math.min(...values))}–${show(Math.max(...values))} (**${show(median(values))}**)`;
};
const count = (x) => Math.round(x).toLocaleString('en');

const rows = [];
for (const spec of SETS) {
  const set = readSet(spec);
  const rates = Object.fromEntries(NAMES.map((name) => [name, []]));
  for (let round = 0; round < rounds; ++round) {
    const order = round % 2 ? [...NAMES].reverse() : NAMES;
    for (const name of order) rates[name].push(rate(SOLVERS[name], set));
  }
  const over = (a, b) => rates[a].map((x, i) => x / rates[b][i]);
  rows.push(`| ${spec.file}${spec.take ? ` (first ${spec.take.toLocaleString('en')})` : ''} | ` +
    `${NAMES.map((name) => count(median(rates[name]))).join(' | ')} | ` +
    `${spread(over('text', 'tdoku'), 2)} | ${spread(over('array', 'tdoku'), 2)} | ` +
    `${spread(over('array', 'inWasm'), 0, 100)} % |`);
}
console.log(`${rounds} interleaved rounds of at least ${minMs / 1000} s per solver and set; every answer checked. ` +
  'Rates are medians; ratios are per round.');
console.log();
console.log('| set | tdoku puzzles/s | `solveMany` text | `solveMany` array | in-WASM | ours / tdoku, text | ours / tdoku, array | array / in-WASM |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
for (const row of rows) console.log(row);
