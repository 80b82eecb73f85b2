// Prints the words of the hint of every fixed position (tests/data/technique-positions.tsv, and
// technique-row-steps.tsv for the techniques hint() never gives), one technique id after
// another, at one level in one language: for reading them all as a player would.
//
// The engine comes from a built package folder (dist/ by default), the words from the source,
// wasm/step-words.js, so that a change of wording shows without a build.
//
// Usage (from the repository, after tools/build.sh or tools/wasm-build.sh site):
//   node tools/hint-words.mjs [--level 1|2|3] [--language en|zh] [--dist <folder>] [--id <id>]
// Default: level 2 in English, every id.
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { positionOf, rowStepOf } from '../tests/wasm/technique-positions.mjs';

const { values: flags } = parseArgs({
  options: {
    level: { type: 'string', default: '2' },
    language: { type: 'string', default: 'en' },
    dist: { type: 'string' },
    id: { type: 'string' },
  },
});
const dist = flags.dist ? pathToFileURL(flags.dist.replace(/\/?$/, '/')) : new URL('../dist/', import.meta.url);
const { default: createSudoku } = await import(new URL('sudoku-node.mjs', dist));
const { hintWords } = await import('../wasm/step-words.js');
const sudoku = await createSudoku();
const rows = sudoku.techniques();

for (const row of rows) {
  if (flags.id && row.id !== flags.id) continue;
  // A position of technique-positions.tsv gives its step through hint(); one of
  // technique-row-steps.tsv carries the step its technique's own search found.
  const position = positionOf(row.id) ?? rowStepOf(row.id);
  const step = position && (positionOf(row.id) ? sudoku.hint(position.input).step : position.step);
  if (!step) {
    console.log(`## ${row.id}\n(no position)\n`);
    continue;
  }
  const w = hintWords(step, {
    technique: row, techniques: rows, level: Number(flags.level), language: flags.language,
    candidates: position.input.candidates,
  });
  const text = [...w.paragraphs, ...w.lines, ...w.closing, w.result].filter(Boolean).join('\n');
  console.log(`## ${row.id} (${w.title})\n${text}\n`);
}
