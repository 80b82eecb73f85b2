// Writes <site>/precache.js for the service worker (web/sw.js): every file the page can ask for,
// each with its SHA-256, and a build version made from all of them and from sw.js itself. Run on
// the finished site as the last step of the CMake `site` target, so the list is never kept by hand
// and any changed byte gives a new version (a new cache) and a new precache.js (which is what makes
// browsers install the new worker).
// Usage: node tools/write-precache.mjs <site folder>   (prints the version and the file count)
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { moduleGraph } from './write-preloads.mjs';
import { isMainModule } from './is-main.mjs';

// Precached JavaScript: the modules the page can load, and no other: index.html's module scripts
// and every module they reach, through imports, import() and worker scripts (moduleGraph of
// tools/write-preloads.mjs). The package's other modules (its single modules, which its bundled
// entries hold already; the small core and the board element, doors for other sites; the Node
// entries) are in the folder for sites that use the package, not for the page.
// Not precached either: the worker and its list (the browser fetches them itself, bypassing the
// cache), and what only Node or an editor reads (the type declarations, package.json, the page's
// manual web/README.md), and the small core's module (sudoku-core-engine.wasm).
const SKIP = new Set(['precache.js', 'sw.js', 'package.json']);
const skipped = (name) => SKIP.has(name) || name.startsWith('sudoku-core') || /\.(m?js|d\.ts|md)$/.test(name);
const MODULE_SCRIPT = /<script\s+type="module"\s+src="([^"]+)"/g;

/** The page's modules: index.html's module scripts and every module they can load. */
function pageModules(root) {
  const html = readFileSync(join(root, 'index.html'), 'utf8');
  const modules = new Set();
  for (const [, entry] of html.matchAll(MODULE_SCRIPT)) {
    modules.add(entry);
    for (const name of moduleGraph(root, entry, { later: true })) modules.add(name);
  }
  return [...modules];
}

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
  for (const name of [...listFiles(root), ...pageModules(root)].sort()) files[name] = sha256(readFileSync(join(root, name)));
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

if (isMainModule(import.meta.url)) {
  const root = process.argv[2];
  if (!root) {
    console.error('usage: node tools/write-precache.mjs <site folder>');
    process.exit(2);
  }
  const { version, files } = writePrecache(root);
  console.log(`precache.js: build ${version}, ${Object.keys(files).length} files`);
}
