// Download size of the browser entries: every module the import graph reaches from the entry,
// plus the .wasm it fetches, each as gzip -9 compresses it (what a server sends): the full engine
// (dist/sudoku.js) and the small core (dist/sudoku-core.js). Prints a Markdown table for each.
// The full engine's .wasm comes in two parts (wasm/API.md, Two parts): its table gives what
// arrives before the logic part too (createSudoku({ logic: false })).
// Usage: node bench/size.mjs [dist folder]
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const dist = process.argv[2] ?? fileURLToPath(new URL('../dist/', import.meta.url));

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

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const entry of ENTRIES) {
    let raw = 0;
    let gz = 0;
    console.log(`\n${entry.title}, ${entry.entry}:\n`);
    console.log('| file | bytes | gzip -9 bytes |');
    console.log('|---|---:|---:|');
    for (const file of browserGraph(dist, entry)) {
      if (file === entry.logic) {
        console.log(`| before the logic part | ${raw} | ${gz} (${(gz / 1024).toFixed(1)} KiB) |`);
      }
      const path = join(dist, file);
      const size = readFileSync(path).length;
      const packed = gzipSize(path);
      raw += size;
      gz += packed;
      console.log(`| ${file} | ${size} | ${packed} |`);
    }
    console.log(`| **total** | ${raw} | **${gz}** (${(gz / 1024).toFixed(1)} KiB) |`);
  }
}
