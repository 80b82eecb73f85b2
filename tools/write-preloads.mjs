// Writes the <link rel="modulepreload"> lines of <site>/index.html: every module main.js reaches
// through static imports, the page's and the package's, so the browser fetches the whole graph
// at once instead of one import level per round trip. The graph is read from the finished site,
// so the list is never kept by hand: a new module is preloaded by being imported. Run by the
// CMake `site` target after the package is minified and before tools/write-precache.mjs (which
// hashes the finished index.html). web/index.html holds the marker comment the lines replace.
// Usage: node tools/write-preloads.mjs <site folder>   (prints the module count)
import { readFileSync, writeFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { isMainModule } from './is-main.mjs';

const MARKER = /^([ \t]*)<!-- modulepreload: written by tools\/write-preloads\.mjs -->$/m;

// The relative static imports of module `name` (a path from the site's root), each as a path
// from the site's root. The package's files are minified: several imports may share a line.
const STATIC = /(?:^|[;\s])(?:import|export)\s*(?:[^;'"()]*?from\s*)?['"](\.\.?\/[^'"]+)['"]/gm;
// What a module loads later: an import() of a relative path, and a worker script beside it
// (new URL('./x.js', import.meta.url)).
const LATER = /\bimport\(\s*['"](\.\.?\/[^'"]+)['"]\s*\)|\bnew URL\(\s*['"](\.\.?\/[^'"]+\.m?js)['"],\s*import\.meta\.url\s*\)/g;

/** The relative paths a module's text loads later ('./x.js'), as written. tools/bundle-entries.mjs too. */
export const loadedLater = (text) => [...text.matchAll(LATER)].map((m) => m[1] ?? m[2]);

const importsOf = (root, name, later) => {
  const text = readFileSync(join(root, name), 'utf8');
  const found = [...text.matchAll(STATIC)].map((m) => m[1]);
  if (later) found.push(...loadedLater(text));
  return found.map((path) => posix.join(posix.dirname(name), path));
};

/**
 * The modules `entry` reaches in `root`, depth first in import order, without `entry` itself:
 * through static imports, or with `later` also through what they load later (import() and
 * worker scripts), which is every module a page of `entry` can load.
 */
export function moduleGraph(root, entry = 'main.js', { later = false } = {}) {
  const seen = new Set();
  const visit = (name) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const next of importsOf(root, name, later)) visit(next);
  };
  visit(entry);
  seen.delete(entry);
  return [...seen];
}

/** Replaces the marker in root/index.html with a modulepreload line per module; returns them. */
export function writePreloads(root) {
  const file = join(root, 'index.html');
  const html = readFileSync(file, 'utf8');
  const marker = MARKER.exec(html);
  if (!marker) throw new Error(`${file}: no modulepreload marker comment`);
  const modules = moduleGraph(root);
  const lines = modules.map((name) => `${marker[1]}<link rel="modulepreload" href="${name}">`).join('\n');
  writeFileSync(file, html.replace(MARKER, lines));
  return modules;
}

if (isMainModule(import.meta.url)) {
  const root = process.argv[2];
  if (!root) {
    console.error('usage: node tools/write-preloads.mjs <site folder>');
    process.exit(2);
  }
  console.log(`index.html: ${writePreloads(root).length} modules preloaded`);
}
