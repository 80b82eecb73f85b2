// The command line's benchmark (wasm/CLI.md): wall time and peak memory of whole runs of
// `node dist/cli.mjs`, as a user runs it, on the shared puzzle sets. Prints a Markdown table.
// Usage: node bench/cli.mjs [--quick]   (--quick: a tenth of each input, for a smoke run)
// Needs dist/ (tools/build.sh) and GNU time (/usr/bin/time) for the peak RSS.
import { spawnSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

const quick = process.argv.includes('--quick');
const scale = quick ? 0.1 : 1;
const root = new URL('../', import.meta.url).pathname;
const cli = join(root, 'dist/cli.mjs');
const data = join(root, '../shared/data');
const dir = mkdtempSync(join(tmpdir(), 'sudoku-cli-bench-'));

/** Writes `count` lines cycling through the puzzles of `sets` to a file; returns its path. */
async function cycled(name, sets, count) {
  const puzzles = sets.flatMap((set) => readFileSync(join(data, set), 'utf8').split('\n').filter(Boolean).map((line) => line.split('\t')[0]));
  const path = join(dir, name);
  const out = createWriteStream(path);
  const block = 10000;
  for (let i = 0; i < count; i += block) {
    const lines = [];
    for (let j = i; j < Math.min(count, i + block); ++j) lines.push(puzzles[j % puzzles.length]);
    if (!out.write(`${lines.join('\n')}\n`)) await new Promise((drained) => out.once('drain', drained));
  }
  await new Promise((done) => out.end(done));
  return path;
}

/** Runs the command line with `args`, output to /dev/null; returns { seconds, rssMiB, lines }. */
function measure(args, input) {
  const shell = `/usr/bin/time -f '%e %M' node ${cli} ${args.join(' ')} ${input ? `< ${input}` : ''} | wc -l`;
  const run = spawnSync('sh', ['-c', shell], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`${shell}: ${run.stderr}`);
  const [seconds, kib] = run.stderr.trim().split('\n').pop().split(' ').map(Number);
  return { seconds, rssMiB: kib / 1024, lines: Number(run.stdout.trim()) };
}

const exchange = join(data, 'sudoku_exchange_rated_sample.txt');
const exchangeLines = Math.round(9758 * scale);
const exchangeInput = quick ? await cycled('exchange.txt', ['sudoku_exchange_rated_sample.txt'], exchangeLines) : exchange;
const million = await cycled('million.txt', ['kaggle_bryanpark_9999.txt', 'sudoku17_49158.txt', 'magictour_top1465.txt'], Math.round(1e6 * scale));
const tenMillion = quick ? null : await cycled('ten-million.txt', ['kaggle_bryanpark_9999.txt', 'sudoku17_49158.txt', 'magictour_top1465.txt'], 1e7);

const rows = [
  ['grade --scale se --jobs 1', 'sudoku_exchange_rated_sample.txt', ['grade', '--scale', 'se', '--jobs', '1'], exchangeInput],
  ['grade --scale se --jobs 2', 'sudoku_exchange_rated_sample.txt', ['grade', '--scale', 'se', '--jobs', '2'], exchangeInput],
  [`generate -n ${Math.round(100000 * scale)}`, '(none)', ['generate', '-n', String(Math.round(100000 * scale)), '--seed', '1'], null],
  ['solve', `${(1e6 * scale).toLocaleString('en')} lines (kaggle, 17-clue, top1465)`, ['solve'], million],
];
if (tenMillion) rows.push(['solve', '10,000,000 lines (the same, cycled)', ['solve'], tenMillion]);

console.log(`node bench/cli.mjs${quick ? ' --quick' : ''}: ${availableParallelism()} cores, load ${loadavg()[0].toFixed(1)} at the start, ${new Date().toISOString().slice(0, 16)}Z`);
console.log('');
console.log('| command | input | puzzles | wall s | puzzles/s | peak RSS MiB |');
console.log('|---|---|---:|---:|---:|---:|');
for (const [name, input, args, path] of rows) {
  const { seconds, rssMiB, lines } = measure(args, path);
  console.log(`| \`${name}\` | ${input} | ${lines.toLocaleString('en')} | ${seconds.toFixed(1)} | ${Math.round(lines / seconds).toLocaleString('en')} | ${rssMiB.toFixed(0)} |`);
}
rmSync(dir, { recursive: true, force: true });
