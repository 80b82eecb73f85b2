// Download size of the browser entries: every module the import graph reaches from the entry,
// plus the .wasm it fetches, each as gzip -9 compresses it (what a server sends): the full engine
// (dist/sudoku.js) and the small core (dist/sudoku-core.js). Prints a Markdown table for each.
// The full engine's .wasm comes in two parts (wasm/API.md, Two parts): its table gives what
// arrives before the logic part too (createSudoku({ logic: false })).
// Usage: node bench/size.mjs [dist folder] [--write FILE]
//   --write FILE  also puts the tables into FILE between its size.mjs markers (writeTables)
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { isMainModule } from '../tools/is-main.mjs';

const args = process.argv.slice(2);
const writeAt = args.indexOf('--write');
const writeTo = writeAt >= 0 ? args.splice(writeAt, 2)[1] : undefined;
if (writeAt >= 0 && !writeTo && isMainModule(import.meta.url)) {
  console.error('bench/size.mjs: --write needs the file to write the tables into');
  process.exit(2);
}
const dist = args[0] ?? fileURLToPath(new URL('../dist/', import.meta.url));

/**
 * The browser entries: the full engine and the small core, each with the .wasm it fetches
 * (`logic`: the full engine's logic part, fetched with the core part or later).
 */
export const ENTRIES = [
  { entry: 'sudoku.js', wasm: 'sudoku-engine.wasm', logic: 'sudoku-engine-logic.wasm', title: 'full engine' },
  { entry: 'sudoku-core.js', wasm: 'sudoku-core-engine.wasm', title: 'small core' },
  // The element's page graph, then what it loads later: the worker client (a dynamic import) and
  // its engine worker's graph (the worker script is a URL, not an import).
  { entry: 'sudoku-board.js', later: ['worker-start.js', 'sudoku-worker-main.js'], wasm: 'sudoku-engine.wasm',
    logic: 'sudoku-engine-logic.wasm', title: 'board element' },
  // The element given the small core (useBoardEngine(await createSudokuCore())): no worker.
  { entry: 'sudoku-board.js', later: ['sudoku-core.js'], wasm: 'sudoku-core-engine.wasm', title: 'board element with the small core' },
];

/**
 * The files of a browser entry's module graph, the entry first, then the graphs of the modules
 * it loads later (dynamic imports, worker scripts), then the .wasm (and its logic part).
 */
export function browserGraph(folder, { entry, later = [], wasm, logic } = ENTRIES[0]) {
  const seen = [];
  const visit = (file) => {
    if (seen.includes(file)) return;
    seen.push(file);
    const text = readFileSync(join(folder, file), 'utf8');
    for (const [, target] of text.matchAll(/(?:import|export)\s*(?:[^'"();]*?from\s*)?['"](\.\/[^'"]+)['"]/g)) {
      visit(target.slice(2));
    }
  };
  visit(entry);
  for (const module of later) visit(module);
  return logic ? [...seen, wasm, logic] : [...seen, wasm];
}

export const gzipSize = (path) => execFileSync('gzip', ['-9c', path]).length;

/** The Markdown table of one entry's download size, as lines. */
export function sizeTable(folder, entry) {
  let raw = 0;
  let gz = 0;
  const lines = ['| file | bytes | gzip -9 bytes |', '|---|---:|---:|'];
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  for (const file of browserGraph(folder, entry)) {
    if (file === entry.logic) lines.push(`| before the logic part | ${raw} | ${gz} (${kib(gz)}) |`);
    const path = join(folder, file);
    const size = readFileSync(path).length;
    const packed = gzipSize(path);
    raw += size;
    gz += packed;
    lines.push(`| ${file} | ${size} | ${packed} |`);
  }
  lines.push(`| **total** | ${raw} | **${gz}** (${kib(gz)}) |`);
  return lines;
}

// Replaces, in the Markdown file `path`, each entry's table between the lines
// `<!-- size.mjs: TITLE -->` and `<!-- /size.mjs -->` (bench/README.md, "Download size"), so the
// document's tables are this script's, not copies of it. An entry without its markers is an error.
function writeTables(path, tables) {
  let text = readFileSync(path, 'utf8');
  // The file's own line breaks (LF or CRLF) are kept.
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  for (const [title, lines] of tables) {
    const start = `<!-- size.mjs: ${title} -->${eol}`;
    const from = text.indexOf(start);
    const to = text.indexOf('<!-- /size.mjs -->', from);
    if (from < 0 || to < 0) {
      throw new Error(`${path} has no table marked "<!-- size.mjs: ${title} -->" ... "<!-- /size.mjs -->"`);
    }
    text = text.slice(0, from + start.length) + lines.join(eol) + eol + text.slice(to);
  }
  writeFileSync(path, text);
}

if (isMainModule(import.meta.url)) {
  const tables = ENTRIES.map((entry) => [entry.title, sizeTable(dist, entry)]);
  for (const [index, [title, lines]] of tables.entries()) {
    console.log(`\n${title}, ${ENTRIES[index].entry}:\n\n${lines.join('\n')}`);
  }
  if (writeTo) {
    try {
      writeTables(writeTo, tables);
    } catch (error) {
      console.error(`bench/size.mjs: ${error.message}`);
      process.exit(1);
    }
  }
}
