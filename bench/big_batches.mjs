// solveMany and gradeMany on 100 MiB texts: the time of the call and the peak RSS of the whole
// process (/usr/bin/time -v), each case in a fresh node, beside a node that only builds the text
// ("text only": what the process holds before any call). The text is made flat, as a file read
// gives it. Prints a Markdown table.
// Usage: node bench/big_batches.mjs [dist folder]
import { execFileSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dist = pathToFileURL(`${process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url))}/`);
const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const MIB = 2 ** 20;

const TEXTS = [
  ['100 MiB of blank lines', `'\\n'.repeat(100 * ${MIB})`],
  ['100 MiB of puzzle lines (1,278,751: over the 1,000,000 cap)', `'${PUZZLE}\\n'.repeat(Math.floor(100 * ${MIB} / 82))`],
  ['78 MiB of puzzle lines (997,425)', `'${PUZZLE}\\n'.repeat(Math.floor(78 * ${MIB} / 82))`],
];
const CALLS = [
  ['text only', ''],
  ['solveMany', 'M.solveMany(text)'],
  ['gradeMany', 'M.gradeMany(text)'],
  ['solveMany, timeLimitMs 10', 'M.solveMany(text, { timeLimitMs: 10 })'],
  ['gradeMany, timeLimitMs 10', 'M.gradeMany(text, { timeLimitMs: 10 })'],
];
// Grading a million puzzles takes hours: that text is graded under its time limit only.
const skipped = (text, call) => text.startsWith('78') && call === 'gradeMany';

function measure(text, call) {
  const script = `
    const { default: createSudoku } = await import(${JSON.stringify(new URL('sudoku-node.mjs', dist).href)});
    const M = await createSudoku();
    const text = ${text};
    text.charCodeAt(1);
    const start = performance.now();
    let outcome = '-';
    ${call ? `try { const r = ${call}; outcome = (r.statuses ?? r.grades).length + ' answers'; }
    catch (error) { outcome = error.code + (error.partial ? ', ' + (error.partial.statuses ?? error.partial.grades).length + ' in partial' : ''); }` : ''}
    console.log('RESULT ' + JSON.stringify({ ms: performance.now() - start, outcome }));`;
  // /usr/bin/time -v reports on stderr, after the program's own output.
  let printed;
  try {
    printed = execFileSync('bash', ['-c', '/usr/bin/time -v "$0" --input-type=module -e "$1" 2>&1', process.execPath, script],
      { encoding: 'utf8', maxBuffer: 1 << 24 });
  } catch (error) {
    printed = error.stdout;  // a node that died (out of memory, say): its exit status is the outcome
    const how = /terminated by signal (\d+)/.exec(printed)?.[1] ? `signal ${/terminated by signal (\d+)/.exec(printed)[1]}`
      : `exit ${/non-zero status (\d+)/.exec(printed)?.[1]}`;
    return { ms: NaN, outcome: `node died (${how})`, rss: Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(printed)?.[1]) / 1024 };
  }
  const line = printed.split('\n').find((l) => l.startsWith('RESULT '));
  const result = line ? JSON.parse(line.slice(7)) : { ms: NaN, outcome: 'crashed' };
  result.rss = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(printed)?.[1]) / 1024;
  return result;
}

console.log('| text | call | outcome | call ms | peak RSS MiB |');
console.log('|---|---|---|---:|---:|');
for (const [name, text] of TEXTS) {
  for (const [label, call] of CALLS) {
    if (skipped(name, label)) continue;
    const r = measure(text, call);
    const ms = !call ? '-' : Number.isNaN(r.ms) ? '-' : r.ms.toFixed(0);
    console.log(`| ${name} | ${label} | ${r.outcome} | ${ms} | ${r.rss.toFixed(0)} |`);
  }
}
