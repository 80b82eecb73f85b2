// Bundles the package's browser modules in a built site folder (dist/), in place: each browser
// entry, with every module its static imports reach, becomes one file. A page then fetches one
// module where it fetched a dozen, so the imports no longer wait on each other level by level,
// and gzip compresses the code as one text (the full engine's JavaScript: 10 KB in place of
// 14 KB; bench/README.md, "Download size").
//
//   entries   the browser exports of package.json (the "default" of each, not the Node ones),
//             then every module a bundle loads later: an import() and a worker script
//             (new URL('./x.js', import.meta.url)) are bundled in turn, and stay loaded later
//   kept out  errors.js, in every bundle an import of its own file: SudokuError is one class for
//             every entry, so `instanceof SudokuError` holds whichever entry threw
//
// The single modules stay in the folder, for what imports them: the Node entries (sudoku-node.mjs
// imports them; sudoku-core-node.mjs the bundled sudoku-core.js) and the page's own modules
// (grid.js, play-grid.js, board-words.js beside the bundles sudoku-worker.js and step-words.js).
// None keeps state another copy would miss: SudokuError's class is the only shared identity.
// Runs before tools/minify-package.mjs (esbuild from the dev packages only joins the modules;
// terser minifies). Usage: node tools/bundle-entries.mjs <dist folder>
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';
import { loadedLater } from './write-preloads.mjs';

const SHARED = new Set(['./errors.js']);

/** The browser entries named by package.json's exports: { ".": { default: "./sudoku.js" }, ... }. */
function browserEntries(exports) {
  const found = [];
  const visit = (target, node) => {
    if (typeof target === 'string') {
      if (!node && /^\.\/[\w-]+\.js$/.test(target)) found.push(target.slice(2));
      return;
    }
    for (const [condition, value] of Object.entries(target)) visit(value, node || condition === 'node');
  };
  visit(exports, false);
  return found;
}

/** Bundles `entry` (a file name in `dist`); returns its text and the modules it loads later. */
async function bundle(dist, entry) {
  const keepOut = {
    name: 'keep-out',
    setup(builder) {
      builder.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind === 'entry-point') return undefined;
        if (args.kind === 'dynamic-import') return { path: args.path, external: true };  // loaded later
        if (SHARED.has(args.path)) return { path: args.path, external: true };
        if (!args.path.startsWith('./')) throw new Error(`${entry}: ${args.path} is not a module of the package`);
        return undefined;
      });
    },
  };
  const result = await build({
    entryPoints: [join(dist, entry)], bundle: true, write: false, format: 'esm', platform: 'neutral',
    charset: 'utf8', legalComments: 'none', logLevel: 'error', plugins: [keepOut],
  });
  const text = result.outputFiles[0].text;
  return { text, later: loadedLater(text).map((path) => path.replace(/^\.\//, '')) };
}

const dist = process.argv[2];
if (!dist) {
  console.error('usage: node tools/bundle-entries.mjs <dist folder>');
  process.exit(2);
}
const manifest = JSON.parse(await readFile(new URL('../wasm/package.json', import.meta.url), 'utf8'));
const queue = browserEntries(manifest.exports);
const bundles = new Map();
while (queue.length > 0) {
  const entry = queue.shift();
  if (bundles.has(entry) || SHARED.has(`./${entry}`)) continue;
  const { text, later } = await bundle(dist, entry);
  bundles.set(entry, text);
  queue.push(...later);
}
// Written once all are made, so that every bundle was read from the single modules.
for (const [entry, text] of bundles) await writeFile(join(dist, entry), text);
console.log(`bundled ${[...bundles.keys()].join(', ')}`);
