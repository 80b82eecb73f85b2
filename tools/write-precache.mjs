// Writes <site>/precache.js for the service worker (web/sw.js): every file the page can ask for,
// each with its SHA-256, and a build version made from all of them and from sw.js itself. Run on
// the finished site as the last step of the CMake `site` target, so the list is never kept by hand
// and any changed byte gives a new version (a new cache) and a new precache.js (which is what makes
// browsers install the new worker).
// Usage: node tools/write-precache.mjs <site folder>   (prints the version and the file count)
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

// Not precached: the worker and its list (the browser fetches them itself, bypassing the cache)
// and what only Node or an editor reads (the package's .mjs files: the Node entry, its worker
// and the command line; the type declarations, package.json, the page's manual web/README.md,
// which the page never asks for), and the small core entry with its module (sudoku-core*: the
// package's door for sites that only solve or generate; the page loads the full engine), and the
// board element with its style (sudoku-board.js, board-style.js: the door for sites that want a
// board in one tag; the page draws its own, and takes only the cell words, board-words.js).
const SKIP = new Set(['precache.js', 'sw.js', 'package.json', 'board-style.js']);
const skipped = (name) => SKIP.has(name) || name.startsWith('sudoku-core') || name.startsWith('sudoku-board')
  || name.endsWith('.mjs') ||
  name.endsWith('.d.ts') || name.endsWith('.md');

const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

function listFiles(root, folder = root) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return listFiles(root, path);
    const name = relative(root, path).split(sep).join('/');
    return skipped(name) ? [] : [name];
  });
}

/** Lists `root` and writes root/precache.js; returns { version, files: { name: sha256 } }. */
export function writePrecache(root) {
  const files = {};
  for (const name of listFiles(root).sort()) files[name] = sha256(readFileSync(join(root, name)));
  let worker = '';
  try { worker = readFileSync(join(root, 'sw.js'), 'utf8'); } catch { /* a site without the worker */ }
  const version = sha256(`${worker}\n${Object.entries(files).map(([name, hash]) => `${hash} ${name}`).join('\n')}`).slice(0, 16);
  const list = { version, files };
  // Written beside it and renamed over it, so a browser checking for a new build meanwhile reads
  // the old list or the new one, never half of one.
  const path = join(root, 'precache.js');
  writeFileSync(`${path}.part`,
    `// Written by tools/write-precache.mjs for this build; web/sw.js reads it.\nself.PRECACHE = ${JSON.stringify(list, null, 1)};\n`);
  renameSync(`${path}.part`, path);
  return list;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = process.argv[2];
  if (!root) {
    console.error('usage: node tools/write-precache.mjs <site folder>');
    process.exit(2);
  }
  const { version, files } = writePrecache(root);
  console.log(`precache.js: build ${version}, ${Object.keys(files).length} files`);
}
