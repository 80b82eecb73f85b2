// Download size of the browser entry: every module its import graph reaches from dist/sudoku.js,
// plus the .wasm it fetches, each as gzip -9 compresses it (what a server sends). Prints a
// Markdown table. Usage: node bench/size.mjs [dist folder]
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const dist = process.argv[2] ?? fileURLToPath(new URL('../dist/', import.meta.url));

/** The files of the browser entry's module graph, the entry first, then the .wasm. */
export function browserGraph(folder) {
  const seen = [];
  const visit = (file) => {
    if (seen.includes(file)) return;
    seen.push(file);
    const text = readFileSync(join(folder, file), 'utf8');
    for (const [, target] of text.matchAll(/(?:import|export)\s*(?:[^'"();]*?from\s*)?['"](\.\/[^'"]+)['"]/g)) {
      visit(target.slice(2));
    }
  };
  visit('sudoku.js');
  return [...seen, 'sudoku-engine.wasm'];
}

export const gzipSize = (path) => execFileSync('gzip', ['-9c', path]).length;

if (import.meta.url === `file://${process.argv[1]}`) {
  let raw = 0;
  let gz = 0;
  console.log('| file | bytes | gzip -9 bytes |');
  console.log('|---|---:|---:|');
  for (const file of browserGraph(dist)) {
    const path = join(dist, file);
    const size = readFileSync(path).length;
    const packed = gzipSize(path);
    raw += size;
    gz += packed;
    console.log(`| ${file} | ${size} | ${packed} |`);
  }
  console.log(`| **total** | ${raw} | **${gz}** (${(gz / 1024).toFixed(1)} KiB) |`);
}
