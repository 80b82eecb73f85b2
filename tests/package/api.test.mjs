// The packed package, installed from its tarball into a fresh folder (no build step, no source
// tree): what it contains, how it resolves, every API function, every input form (C16a-c),
// every error code, and the load failures that must name the .wasm path.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { copyFile, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CASES, PACKAGE, TARBALL, installPackage, solves } from './helpers.mjs';
import { ENTRIES, browserGraph, gzipSize } from '../../bench/size.mjs';

const { C16, C16_SOLUTION, C16_NUMBERS } = CASES;
let installed;
let M;
let SudokuError;

before(async () => {
  installed = await installPackage();
  const entry = await import(installed.url('sudoku-node.mjs'));
  SudokuError = entry.SudokuError;
  M = await entry.default();
});
after(() => installed?.remove());

test('the tarball holds the entries, the engine and the types, and nothing else', async () => {
  const listing = execFileSync('tar', ['tzf', TARBALL], { encoding: 'utf8' }).split('\n').filter(Boolean).sort();
  const manifest = JSON.parse(await readFile(join(installed.packageDir, 'package.json'), 'utf8'));
  assert.deepEqual(listing, ['LICENSE', 'README.md', 'package.json', ...manifest.files].map((f) => `package/${f}`).sort());
  // The module graph is closed: every relative import of a packaged module is packaged too.
  for (const file of manifest.files.filter((f) => /\.m?js$/.test(f))) {
    const text = await readFile(join(installed.packageDir, file), 'utf8');
    for (const [, target] of text.matchAll(/(?:import|export)\s[^'"]*?from\s+'(\.\/[^']+)'/g)) {
      assert.ok(manifest.files.includes(target.slice(2)), `${file} imports ${target}`);
    }
  }
});

// The download budget of the browser entry (bench/size.mjs prints the table): its whole module
// graph plus the .wasm, as gzip -9 sends them. A size, not a speed: the same on every machine.
// 80 KiB until the 4x4 and 6x6 engine (issue 17) added 7.6 KB and the Sukaku scale's techniques
// with the search effort (issue 15) 6.5 KB; then 96 KiB until SE's nesting levels for the hardest
// puzzles (issue 15) added 4.3 KB; then 100 KiB until Sudoku Explainer's own chaining producers,
// BUG types 2-4, aligned triplet exclusion and the hidden unique rectangle type 3 (issue 15) added
// 10.2 KB; copying every argument into plain data and reading batches a window at a time (issue
// 24) 2.2 KB: 110 KiB; then the engine facts across the boundary (techniques' inference,
// sizes(), one batch status table; issue 25) 0.7 KB and the stack kept whole after a throw
// through the engine (issue 24) 0.2 KB: 111 KiB; then chain and forcing steps whose links read end
// to end (group nodes, inner steps, every branch: issue 26) 3.6 KB: 115 KiB; then SE 1.2.1's own
// scan order and direct hints on its scale 0.4 KB, solveMany's array path writing each item into
// the module 0.3 KB and the grader's faster searches (place masks, weak-link lists, lookup tables)
// 1.3 KB (issue 27): 117 KiB; then SE's nesting levels as SE runs them (its helper rules on the
// working grid, every hint of a nested producer listed, issue 27) 5.5 KB: 123 KiB; then the search
// of the hardest score ranges from seeds (14 puzzles that need nested chains, isomorphisms and the
// walk; issue 27) 2.5 KB: 125 KiB; then the small core's share of the generator and the calls
// (the dig without its level checks, generate's checks and the puzzle calls as functions both
// modules link; issue 29) 0.5 KB: 126 KiB; then the boundary without embind (a table of calls
// and of JS values, wasm/call_table.h, wasm/js_value.h) 6.7 KB less: 118.7 KiB. Then the module
// split in two parts (issue 29; wasm/API.md, Two parts): 0.8 KB more .wasm (each part gzipped
// alone, and the exports the logic part imports) and 1.0 KB more JS (the logic part's loader):
// 120.5 KiB; then one merge sort of hint indices in place of the standard library's sorts of each
// kind of hint (the forcing chains' lists) 3.6 KB less: 116.9 KiB; then a checksum at the end of
// each .wasm, checked before compiling, and the worker's messages around loading the logic part
// 0.3 KB more: 117.1 KiB; then loops left rolled outside the solver's search (core/CMakeLists.txt)
// 3.4 KB less and the entry bundled into one module beside errors.js (tools/bundle-entries.mjs)
// 4.0 KB less: 109.8 KiB; relative URLs read against the page's address 0.1 KB more: 109.9 KiB,
// within the 110 issue 29 asks for, which is the budget here. (The grader's later speed work
// (issue 27) has kept within it, bench/README.md "Download size" giving each change's bytes.) What comes before the logic part
// is 39.0 KiB, 40 here.
test('the browser entry and its two .wasm parts download in at most 110 KiB (gzip -9), 40 before the logic part', () => {
  const files = browserGraph(installed.packageDir, ENTRIES[0]);
  // One module (the glue, the API and the loaders bundled) and SudokuError's own module.
  assert.deepEqual(files, ['sudoku.js', 'errors.js', 'sudoku-engine.wasm', 'sudoku-engine-logic.wasm']);
  const sizes = files.map((file) => gzipSize(join(installed.packageDir, file)));
  const total = sizes.reduce((sum, size) => sum + size, 0);
  const first = total - sizes.at(-1);
  console.log(`# browser entry: ${files.length} files, ${total} bytes gzip -9 (${(total / 1024).toFixed(1)} KiB), ` +
    `${first} (${(first / 1024).toFixed(1)} KiB) before the logic part`);
  assert.ok(total <= 110 * 1024, `${total} bytes`);
  assert.ok(first <= 40 * 1024, `${first} bytes`);
});

// The small core's download budget (bench/size.mjs prints its table too): issue 29 asks for 35 KB
// (aim: 30). 38 KiB while the core spoke through embind; 32.1 KiB once its values crossed as
// indices of a table of JS values (wasm/js_value.h), without embind's runtime; 30.2 KiB with loops
// left rolled and the entry bundled into one module, 30.3 with memoryBytes() and relative URLs:
// 31 KiB here.
test('the small core entry and its .wasm download in at most 31 KiB (gzip -9), with nothing of the grader', async () => {
  const files = browserGraph(installed.packageDir, ENTRIES[1]);
  assert.ok(files.includes('sudoku-core-engine.wasm') && !files.includes('sudoku-engine.wasm'), files.join());
  for (const file of ['api.js', 'solve-many.js', 'grade-many.js', 'step-words.js']) assert.ok(!files.includes(file), file);
  const total = files.reduce((sum, file) => sum + gzipSize(join(installed.packageDir, file)), 0);
  console.log(`# small core entry: ${files.length} files, ${total} bytes gzip -9 (${(total / 1024).toFixed(1)} KiB)`);
  assert.ok(total <= 31 * 1024, `${total} bytes`);
  const wasm = await readFile(join(installed.packageDir, 'sudoku-core-engine.wasm'), 'latin1');
  for (const name of ['Hidden Single', 'X-Wing', 'Forcing Chain']) assert.ok(!wasm.includes(name), name);
});

// The board element's download (bench/size.mjs prints its table): its page-side modules, then its
// worker's, then the full engine's .wasm. Its own share above the engine (the element, its style
// and words, the game model and the worker client) is about 13 KB: 138 KiB in all until the game
// model took several cells at once, cell colours and corner marks (issue 30) 0.6 KB: 139 KiB; the
// engine's boundary without embind 6.7 KB less: 131.5 KiB; the engine in two parts 1.9 KB more
// and one merge sort of hint indices 3.6 KB less: 129.9 KiB; the .wasm checksums 0.3 KB more:
// 130.2 KiB; loops left rolled and each entry (the element, the worker client, the worker's
// script) bundled into one module: 122.1 KiB; a bounded wait for the logic part 0.3 KB more:
// 122.4 KiB, 123 here.
test('the board element, its worker and its .wasm download in at most 123 KiB (gzip -9), without the pool', () => {
  const files = browserGraph(installed.packageDir, ENTRIES[2]);
  assert.ok(files.includes('sudoku-worker-main.js') && files.includes('sudoku-engine.wasm'), files.join());
  assert.ok(!files.includes('pool.js'), files.join());
  const total = files.reduce((sum, file) => sum + gzipSize(join(installed.packageDir, file)), 0);
  console.log(`# board element: ${files.length} files, ${total} bytes gzip -9 (${(total / 1024).toFixed(1)} KiB)`);
  assert.ok(total <= 123 * 1024, `${total} bytes`);
});

// The board element given the small core (useBoardEngine(createSudokuCore()), examples/board/small.html):
// the element's modules and the core's, nothing of the worker or the full engine: 47.8 KiB, then
// 42.1 KiB with the boundary's own table of values; 39.4 KiB with loops left rolled and the two
// entries bundled, 39.5 with memoryBytes() and relative URLs: 40 KiB here.
test('the board element on the small core downloads in at most 40 KiB (gzip -9)', () => {
  const files = browserGraph(installed.packageDir, ENTRIES[3]);
  for (const file of ['worker-start.js', 'worker-client.js', 'sudoku-engine.wasm', 'api.js']) assert.ok(!files.includes(file), file);
  const total = files.reduce((sum, file) => sum + gzipSize(join(installed.packageDir, file)), 0);
  console.log(`# board element on the small core: ${files.length} files, ${total} bytes gzip -9 (${(total / 1024).toFixed(1)} KiB)`);
  assert.ok(total <= 40 * 1024, `${total} bytes`);
});

test('the built site (dist/) holds every file the manifest names, so it works as the package too', async () => {
  const dist = new URL('../../dist/', import.meta.url);
  const manifest = JSON.parse(await readFile(new URL('package.json', dist), 'utf8'));
  const files = await readdir(dist);
  for (const file of manifest.files) assert.ok(files.includes(file), `dist/${file}`);
});

test('VERSION is the package.json version in every entry', async () => {
  const manifest = JSON.parse(await readFile(join(installed.packageDir, 'package.json'), 'utf8'));
  // The browser entries are bundles (tools/bundle-entries.mjs): each holds version.js's value.
  for (const entry of ['version.js', 'sudoku.js', 'sudoku-node.mjs', 'sudoku-worker.js', 'sudoku-core.js', 'sudoku-core-node.mjs']) {
    const { VERSION } = await import(installed.url(entry));
    assert.equal(VERSION, manifest.version, entry);
  }
});

// tools/bundle-entries.mjs: each browser entry is one module that imports errors.js alone (and
// loads later what it loaded later before), so a page has one SudokuError class whichever entries
// it uses, the Node entries (the single modules) included.
test('the browser entries are bundles that share one SudokuError with every entry', async () => {
  const manifest = JSON.parse(await readFile(join(installed.packageDir, 'package.json'), 'utf8'));
  const browser = Object.values(manifest.exports).map((target) => target.default ?? target).filter((file) => /\.js$/.test(file));
  assert.deepEqual(browser.sort(), ['./step-words.js', './sudoku-board.js', './sudoku-core.js', './sudoku-worker.js', './sudoku.js', './sudoku.js'].sort());
  for (const file of [...new Set(browser), './sudoku-worker-main.js', './worker-start.js']) {
    const text = await readFile(join(installed.packageDir, file), 'utf8');
    const imported = [...text.matchAll(/\bimport\s*(?:[^'"();]*?from\s*)?['"]([^'"]+)['"]/g)].map((match) => match[1]);
    assert.ok(imported.every((target) => target === './errors.js'), `${file} imports ${imported.join(', ')}`);
  }
  const { SudokuError } = await import(installed.url('errors.js'));
  for (const entry of ['sudoku.js', 'sudoku-core.js', 'sudoku-worker.js', 'sudoku-node.mjs', 'sudoku-core-node.mjs']) {
    assert.equal((await import(installed.url(entry))).SudokuError, SudokuError, entry);
  }
  // And the error an engine throws is that class.
  const { default: createSudoku } = await import(installed.url('sudoku-node.mjs'));
  const sudoku = await createSudoku({ logic: false });
  assert.throws(() => sudoku.grade('1'.repeat(81)), (error) => error instanceof SudokuError && error.code === 'logicNotLoaded');
});

test('the package name resolves to the Node, browser, worker, core and board entries', () => {
  const require = createRequire(join(installed.dir, 'package.json'));
  assert.match(require.resolve(PACKAGE), /sudoku-node\.mjs$/);
  assert.match(require.resolve(`${PACKAGE}/node`), /sudoku-node\.mjs$/);
  assert.match(require.resolve(`${PACKAGE}/browser`), /sudoku\.js$/);
  assert.match(require.resolve(`${PACKAGE}/worker`), /sudoku-worker\.js$/);
  assert.match(require.resolve(`${PACKAGE}/sudoku-engine.wasm`), /sudoku-engine\.wasm$/);
  assert.match(require.resolve(`${PACKAGE}/core`), /sudoku-core-node\.mjs$/);
  assert.match(require.resolve(`${PACKAGE}/sudoku-core-engine.wasm`), /sudoku-core-engine\.wasm$/);
  assert.match(require.resolve(`${PACKAGE}/board`), /sudoku-board\.js$/);
});

test('sudoku-wasm/board imports under plain node (a server rendering the page), defining no element', () => {
  const out = installed.run(
    `import('${PACKAGE}/board').then((m) => console.log(JSON.stringify([typeof m.SudokuBoard, typeof m.boardEngine, typeof m.useBoardEngine, typeof customElements])))`);
  assert.deepEqual(JSON.parse(out), ['function', 'function', 'function', 'undefined']);
});

test('the small core loads by the package name under plain node and makes a unique puzzle', () => {
  const out = installed.run(
    `import createSudokuCore, { SudokuError } from '${PACKAGE}/core';\n` +
    `const core = await createSudokuCore(); const g = core.generate({ clues: 30, seed: 11 });\n` +
    `let code; try { core.generate({ level: 2 }); } catch (e) { code = e instanceof SudokuError && e.code + ' ' + e.option; }\n` +
    `console.log(g.puzzle, g.solution, core.countSolutions(g.puzzle), code, core.solve('${C16}').solution);`,
    ['--input-type=module']);
  const [puzzle, solution, count, code, option, c16] = out.trim().split(' ');
  assert.match(puzzle, /^[1-9.]{81}$/);
  assert.equal([...puzzle].filter((c) => c !== '.').length, 30);
  assert.ok(solves(puzzle, solution), out);
  assert.equal(count, '1');
  assert.equal(`${code} ${option}`, 'badOption level');
  assert.equal(c16, C16_SOLUTION);
});

// A pool's threads run a file: the options of a script given on the command line (--input-type,
// -e) are not passed on to them, where Node would refuse them.
test('a pool started from node --input-type=module -e solves with its threads', () => {
  const out = installed.run(
    `import { createSudokuPool } from '${PACKAGE}';\n` +
    `const pool = await createSudokuPool({ size: 2 });\n` +
    `const result = await pool.solveMany(['${C16}', '${C16}', '11']);\n` +
    `console.log(JSON.stringify([result.statuses, result.solutions[1]])); pool.terminate();`,
    ['--input-type=module']);
  assert.deepEqual(JSON.parse(out), [['unique', 'unique', 'invalid'], C16_SOLUTION]);
});

// package.json's sideEffects names the one module whose import does something by itself: a
// bundler that drops imports of side-effect-free modules keeps `import 'sudoku-wasm/board'`.
test('a bundler keeps import \'sudoku-wasm/board\', which defines the element', async () => {
  const { build } = await import('esbuild');
  const site = join(installed.dir, 'site.js');
  await writeFile(site, `import '${PACKAGE}/board';\nimport { VERSION } from '${PACKAGE}/browser';\n`);
  const { outputFiles, warnings } = await build({ entryPoints: [site], bundle: true, write: false, format: 'esm', logLevel: 'silent' });
  assert.deepEqual(warnings, []);
  assert.match(outputFiles[0].text, /customElements\.define\(/);
  // The unused engine import is dropped, as a side-effect-free module's is.
  assert.doesNotMatch(outputFiles[0].text, /sudoku-engine\.wasm/);
});

test('the README one-liner prints a generated puzzle under plain node', async () => {
  const readme = await readFile(new URL('../../README.md', import.meta.url), 'utf8');
  const line = readme.split('\n').find((l) => l.startsWith('node -e "import(\'sudoku-wasm\')'));
  assert.ok(line, 'the README has the node -e example');
  const out = installed.run(line.slice('node -e "'.length, -1));
  assert.match(out.trim(), /^[1-9.]{81}$/);
  const esm = installed.run(
    `import createSudoku, { SudokuError, VERSION } from '${PACKAGE}';\n` +
    `const s = await createSudoku(); console.log(VERSION, s.version, typeof SudokuError, s.solve('${C16}').solution);`,
    ['--input-type=module']);
  assert.match(esm.trim(), new RegExp(`^\\d+\\.\\d+\\.\\d+ \\d+\\.\\d+\\.\\d+ function ${C16_SOLUTION}$`));
});

test('parse, solve, countSolutions and explain accept every input form (C16a-c)', () => {
  const rowsOf = (cells) => Array.from({ length: 9 }, (_, r) => cells.slice(r * 9, r * 9 + 9));
  const forms = {
    C16a: C16,
    zeros: C16.replaceAll('.', '0'),
    pretty: rowsOf([...C16]).map((r) => `${r.slice(0, 3).join(' ')} | ${r.slice(3, 6).join(' ')} | ${r.slice(6).join(' ')}`).join('\r\n'),
    C16b: rowsOf([...C16]),
    C16c: rowsOf(C16_NUMBERS),
    flatNumbers: C16_NUMBERS,
    flatStrings: [...C16].map((c) => (c === '.' ? '' : c)),
  };
  for (const [name, form] of Object.entries(forms)) {
    assert.equal(M.parse(form), C16, name);
    const r = M.solve(form);
    assert.equal(r.status, 'unique', name);
    assert.equal(r.solution, C16_SOLUTION, name);
    assert.equal(M.countSolutions(form), 1, name);
    assert.equal(M.explain(form).solution, C16_SOLUTION, name);
  }
});

test('solve, countSolutions, solveMany and explain return the documented shapes', () => {
  const r = M.solve(C16);
  assert.deepEqual(Object.keys(r).sort(), ['count', 'counters', 'ms', 'solution', 'status']);
  assert.deepEqual(Object.keys(r.counters).sort(), ['backtracks', 'candidateOps', 'savedStates']);
  assert.ok(solves(C16, r.solution));
  const empty = '.'.repeat(81);
  assert.equal(M.countSolutions(empty, 1000), 1000);
  assert.equal(M.solve(empty, { limit: 1 }).status, 'solved');  // limit 1 never checks uniqueness
  const many = M.solveMany([C16, empty, '11' + '.'.repeat(79)]);
  assert.deepEqual(many.statuses, ['unique', 'multiple', 'invalid']);
  assert.equal(many.solutions[0], C16_SOLUTION);
  assert.equal(many.errors[0].code, 'conflictingGivens');
  assert.equal(many.errors[0].index, 2);
  assert.ok(many.errors[0] instanceof SudokuError);
  const e = M.explain(C16);
  assert.equal(e.firstPass.values.length, 81);
  assert.equal(e.firstPass.candidates.length, 81);
  assert.equal(e.firstPass.deduced.length, 81);
});

test('grade, steps and hint', () => {
  const g = M.grade(C16);
  assert.equal(g.outcome, 'solved');
  assert.ok(g.level >= 1 && g.level <= 5);
  assert.ok(g.score > 0);
  const s = M.steps(C16);
  assert.equal(s.outcome, 'solved');
  assert.ok(s.steps.length > 0);
  for (const step of s.steps) {
    assert.equal(typeof step.technique, 'string');
    assert.equal(typeof step.explanation.en, 'string');
  }
  const h = M.hint({ puzzle: C16 });
  assert.equal(h.kind, 'step');
  assert.ok(h.step.placements.length + h.step.eliminations.length > 0);
  const wrong = M.hint({ puzzle: C16, values: '534' + '6' + C16.slice(4) });
  assert.equal(wrong.kind, 'step'); // '6' at r1c4 is right: the next step follows
  const bad = M.hint({ puzzle: C16, values: '539' + C16.slice(3) });
  assert.equal(bad.kind, 'wrongValue');
  assert.equal(bad.cell, 2);
  assert.equal(bad.correctDigit, 4);
});

test('generate and generateMany make unique puzzles; the same seed the same one', () => {
  for (const options of [undefined, { holesPerBox: 1 }, { holesPerBox: 4, seed: 7 }, { clues: 30, symmetry: 'rotational', seed: 3 },
    { level: 'easy', seed: 5 }, { level: 5, seed: 6 }, { seed: 'daily-2024-01-01' }]) {
    const g = M.generate(options);
    assert.match(g.puzzle, /^[1-9.]{81}$/);
    assert.ok(solves(g.puzzle, g.solution));
    assert.equal(M.countSolutions(g.puzzle, 2), 1, JSON.stringify(options));
    if (options?.seed !== undefined) assert.equal(M.generate(options).puzzle, g.puzzle);
  }
  const many = M.generateMany({ seed: 11 }, 5);
  assert.equal(many.length, 5);
  for (const p of many) assert.equal(M.countSolutions(p.puzzle), 1);
  const slices = [];
  M.generateMany({ seed: 11 }, 5, { chunk: 2, onProgress: (p) => slices.push(p) });
  assert.deepEqual(slices.map((s) => s.done), [2, 4, 5]);
  assert.deepEqual(slices.flatMap((s) => s.puzzles.map((p) => p.puzzle)), many.map((p) => p.puzzle));
  const level5 = M.generate({ level: 5, seed: 6 });
  assert.equal(M.grade(level5.puzzle).level, 5);
  assert.equal(level5.level, 5);
});

test('validate and candidates through the installed package', () => {
  assert.deepEqual(M.validate(C16), []);
  assert.deepEqual(M.validate(`55${'.'.repeat(79)}`), [
    { cell: 0, otherCell: 1, digit: 5, house: 0 }, { cell: 0, otherCell: 1, digit: 5, house: 18 }]);
  const candidates = M.candidates(C16);
  assert.deepEqual(candidates[0], []);
  assert.deepEqual(candidates[2], [1, 2, 4]);
  assert.equal(candidates.length, 81);
});

test('memoryBytes reports the heap in whole pages', () => {
  const bytes = M.memoryBytes();
  assert.ok(Number.isInteger(bytes) && bytes >= 4 * 1024 * 1024 && bytes % 65536 === 0);
});

test('every error code and TypeError, and the engine keeps working after each', () => {
  const cases = [
    [() => M.solve(C16.slice(1)), 'badLength', -1],
    [() => M.solve('x' + C16.slice(1)), 'badChar', 0],
    [() => M.solve('11' + '.'.repeat(79)), 'conflictingGivens', 0],
    [() => M.solve(C16, { limit: 0 }), 'badOption', -1],
    [() => M.generate({ level: 9 }), 'badOption', -1],
    [() => M.generate({ holesPerBox: 9 }), 'badOption', -1],
    [() => M.generate({ clues: 17, budget: 1000, seed: 1 }), 'budgetExhausted', -1],
  ];
  for (const [call, code, cell] of cases) {
    assert.throws(call, (e) => e instanceof SudokuError && e.name === 'SudokuError' && e.code === code && e.cell === cell,
      code);
    assert.equal(M.solve(C16).solution, C16_SOLUTION);
  }
  const conflict = (() => { try { M.solve('11' + '.'.repeat(79)); } catch (e) { return e; } })();
  assert.deepEqual([conflict.otherCell, conflict.digit, conflict.house], [1, 1, 0]);
  for (const bad of [undefined, null, 42, {}, [[1, 2]], new Array(81).fill(null)]) {
    assert.throws(() => M.solve(bad), (e) => e instanceof TypeError && /81-character string/.test(e.message));
  }
  assert.throws(() => M.generate('easy'), TypeError);
  assert.throws(() => M.hint(7), TypeError);
  assert.throws(() => M.hint('x'), (e) => e.code === 'badChar');
});

test('a missing or wrong .wasm file rejects createSudoku() with an error naming the path', async () => {
  const { default: createSudoku } = await import(installed.url('sudoku-node.mjs'));
  const missing = join(installed.dir, 'nowhere', 'sudoku-engine.wasm');
  await assert.rejects(createSudoku({ wasmPath: missing }), (e) => e.message.includes(missing));
  const html = join(installed.dir, 'not-wasm.wasm');
  await copyFile(join(installed.dir, 'package.json'), html);
  await assert.rejects(createSudoku({ wasmPath: html }),
    (e) => e.message.includes(html) && /not a WebAssembly file/.test(e.message));
  // The browser entry's way to the file is not the Node entry's (tests/package/types.test.mjs).
  await assert.rejects(createSudoku({ wasmUrl: 'https://example.org/sudoku-engine.wasm' }),
    (e) => e instanceof TypeError && /wasmUrl is not an option of createSudoku/.test(e.message));
});
