// How much of the raw WASM solver rate the JS API's solveMany keeps, per set: runs the WASM
// solve_bench (raw rate) and api_bench (solveMany) alternately, `rounds` times, and prints the
// medians and the range of the per-round ratios as a Markdown table. Alternating runs share the
// machine's ups and downs, which single runs a minute apart do not.
// Usage: node bench/api_ratio.mjs [rounds = 5] [min-seconds-per-set = 1]   (after tools/build.sh)
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const rounds = Number(process.argv[2] ?? 5);
const seconds = String(process.argv[3] ?? 1);
const root = fileURLToPath(new URL('..', import.meta.url));
const run = (args) => execFileSync('node', args, { cwd: root, encoding: 'utf8' });

// Rows of a Markdown table -> { set: number in column `column` }.
function column(table, index) {
  const rates = {};
  for (const line of table.split('\n').slice(2)) {
    const cells = line.split('|').map((cell) => cell.trim());
    if (cells.length > index) rates[cells[1]] = Number(cells[index]);
  }
  return rates;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const raw = {}, js = {};
for (let round = 0; round < rounds; ++round) {
  const rawRates = column(run(['--no-experimental-fetch', 'build-wasm/bench/solve_bench.cjs', '../shared/data', seconds]), 3);
  const jsRates = column(run(['bench/api_bench.mjs', seconds]), 3);
  for (const set of Object.keys(rawRates)) {
    (raw[set] ??= []).push(rawRates[set]);
    (js[set] ??= []).push(jsRates[set]);
  }
}
console.log(`| set (${rounds} alternating rounds) | raw WASM puzzles/s (median) | JS solveMany puzzles/s (median) | solveMany / raw, per round |`);
console.log('|---|---:|---:|---:|');
for (const set of Object.keys(raw)) {
  const ratios = raw[set].map((rate, i) => js[set][i] / rate);
  const pct = (x) => `${Math.round(100 * x)}%`;
  console.log(`| ${set} | ${Math.round(median(raw[set]))} | ${Math.round(median(js[set]))} | ` +
    `${pct(Math.min(...ratios))}–${pct(Math.max(...ratios))} (median ${pct(median(ratios))}) |`);
}
