// The page as a whole: its module graph and what it ships, and the Explain view (the original
// demo's four boards, filled from one generated puzzle). Play is the page's default view, so
// every Explain test opens the Explain tab first.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, posix, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  startSite, screenshot, solves, readBoard, watchMainThread, mainThreadWork, watchWorkers, nodeEngine, DIST, PATIENCE,
} from './helpers.mjs';

const WEB = fileURLToPath(new URL('../../web/', import.meta.url));
const PACKAGE_FILES = JSON.parse(readFileSync(fileURLToPath(new URL('../../wasm/package.json', import.meta.url)), 'utf8')).files;

let site;
let engine;
before(async () => {
  site = await startSite({ viewport: { width: 2000, height: 720 } });
  engine = await nodeEngine();
});
after(async () => { await site.close(); });

async function openExplain({ watch = false } = {}) {
  const page = await site.newPage();
  if (watch) await watchMainThread(page);
  const workers = watchWorkers(page);
  const started = Date.now();
  await page.goto(site.url);
  await page.click('#tab-explain');
  await page.waitForSelector('#explain-view[data-state="ready"]', PATIENCE);
  return { page, workers, wallMs: Date.now() - started };
}

async function nextPuzzle(page) {
  const prev = await page.$eval('#explain-view', (el) => el.dataset.puzzle);
  await page.click('#explain-new');
  await page.waitForFunction((p) => document.getElementById('explain-view').dataset.puzzle !== p
    && document.getElementById('explain-view').dataset.state === 'ready', prev, PATIENCE);
}

// The static imports of module `name` (a path from the site's root, e.g. 'kids/kids.js') in the
// folder `root`, relative specifiers only, each as a path from the site's root.
// (The package's files in dist/ are minified: several imports share a line.)
const importsOf = (root, name) => [...readFileSync(join(root, name), 'utf8').matchAll(/(?:^|[;\s])(?:import|export)\s*(?:[^;'"()]*?from\s*)?['"](\.\.?\/[^'"]+)['"]/gm)]
  .map((m) => posix.join(posix.dirname(name), m[1]));

test('the built modulepreload list names exactly the module graph of main.js, and every module is a page or package file', () => {
  const graph = new Set();
  const visit = (name) => {
    if (graph.has(name)) return;
    assert.ok(existsSync(join(DIST, name)), `${name} is in dist/`);
    graph.add(name);
    for (const next of importsOf(DIST, name)) visit(next);
  };
  visit('main.js');
  graph.delete('main.js'); // the page's <script type="module">
  // The build writes the list (tools/write-preloads.mjs) where web/index.html keeps its marker.
  const preloadsOf = (folder) => [...readFileSync(join(folder, 'index.html'), 'utf8')
    .matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]);
  assert.deepEqual(preloadsOf(WEB), [], 'web/index.html keeps no list by hand');
  const preloaded = preloadsOf(DIST);
  assert.equal(new Set(preloaded).size, preloaded.length, 'no module listed twice');
  assert.deepEqual([...preloaded].sort(), [...graph].sort());
  // A module the build left in dist/ from an older web/ would work here and fail from a clean
  // checkout: every one must come from web/ or be a file of the package.
  for (const name of graph) {
    assert.ok(existsSync(join(WEB, name)) || PACKAGE_FILES.includes(name), `${name} comes from web/ or the package`);
  }
  // The page talks to the engine only through the package's Worker entry, words its hints with
  // the package's words entry (step-words.js), and plays on the package's game model
  // (play-grid.js, which the board element plays too), grid geometry (grid.js) and the words
  // that name a cell (board-words.js), as an embedding site would; nothing else of the package
  // is imported.
  const pageModules = readdirSync(WEB, { recursive: true }).map((name) => name.split(sep).join('/')).filter((name) => name.endsWith('.js'));
  const packageImports = Object.fromEntries(pageModules
    .map((name) => [name, importsOf(WEB, name).filter((m) => PACKAGE_FILES.includes(m))])
    .filter(([, imported]) => imported.length));
  const onlyBy = { 'sudoku-worker.js': ['engine/engines.js'], 'step-words.js': ['play/hint.js'], 'play-grid.js': ['game/game.js'], 'board-words.js': ['words/i18n.js'] };
  for (const [name, imported] of Object.entries(packageImports)) {
    for (const file of imported) {
      assert.ok(file === 'grid.js' || onlyBy[file]?.includes(name), `${name} imports the package's ${file}`);
    }
  }
  for (const [file, importers] of Object.entries(onlyBy)) {
    for (const name of importers) assert.ok(packageImports[name]?.includes(file), `${name} imports ${file}`);
  }
  for (const name of pageModules) {
    const source = readFileSync(join(WEB, name), 'utf8');
    assert.doesNotMatch(source, /new Worker\(/, `${name}: workers come from the package`);
  }
});

test('four boards of 9 boxes of 9 cells, filled from the generated puzzle', async () => {
  // Time to first boards: empty boards in the DOM, then the Play board filled with a puzzle.
  const timingOf = (page) => page.evaluate(() => ({
    shown: Number(document.getElementById('app').dataset.boardsShownMs),
    engine: Number(document.getElementById('app').dataset.engineReadyMs),
    filled: Number(document.getElementById('play-view').dataset.firstBoardMs),
  }));
  const cold = await openExplain({ watch: true });
  const coldTiming = await timingOf(cold.page);
  await cold.page.close();
  // The first load of a fresh browser also pays for starting the renderer; later loads are what a
  // returning visitor sees. The boards never wait for the engine, which is checked exactly: they
  // are drawn before the engine is ready. The times are the machine's, so they are printed
  // against the 200 ms goal, not judged.
  const warm = [];
  for (let i = 0; i < 2; ++i) {
    const again = await openExplain();
    warm.push(await timingOf(again.page));
    await again.page.close();
  }
  const { page, wallMs, workers } = await openExplain({ watch: true });
  warm.push(await timingOf(page));
  const best = Math.min(...warm.map((w) => w.shown));
  console.log(`# time to first boards: cold load shown ${coldTiming.shown} ms, play board filled ` +
    `${coldTiming.filled} ms, engine ready ${coldTiming.engine} ms; warm loads shown ` +
    `${warm.map((w) => w.shown).join('/')} ms, filled ${warm.map((w) => w.filled).join('/')} ms ` +
    `(navigation clock; best ${best} ms ${best < 200 ? 'meets' : 'misses'} the 200 ms goal); ` +
    `last load ${wallMs} ms from goto to ready`);
  for (const w of [coldTiming, ...warm]) assert.ok(w.shown < w.engine, 'boards are drawn before the engine is ready');

  const kinds = await page.$$eval('#boards table.board', (tables) => tables.map((t) => t.dataset.board));
  assert.deepEqual(kinds, ['solution', 'puzzle', 'candidates', 'solved']);
  // Both views are built from the same nested tables: the Play board is a fifth one.
  assert.deepEqual(await page.$$eval('table.board', (tables) => tables.map((t) => t.dataset.board)), ['play', ...kinds]);
  for (const kind of [...kinds, 'play']) {
    assert.equal(await page.locator(`[data-board="${kind}"] table.subtable`).count(), 9);
    assert.equal(await page.locator(`[data-board="${kind}"] table.subtable td`).count(), 81);
    const cells = await page.$$eval(`[data-board="${kind}"] td[data-cell]`,
      (tds) => tds.map((td) => Number(td.dataset.cell)).sort((a, b) => a - b));
    assert.deepEqual(cells, Array.from({ length: 81 }, (_, i) => i));
  }

  // The engine runs in workers loaded from the package's file, so long counts never block input.
  assert.deepEqual(workers, [`${site.url}sudoku-worker-main.js`, `${site.url}sudoku-worker-main.js`]);
  assert.deepEqual((await mainThreadWork(page)).wasm, [], 'no WebAssembly on the main thread');
  const puzzle = await page.$eval('#explain-view', (el) => el.dataset.puzzle);
  assert.match(puzzle, /^[1-9.]{81}$/);
  assert.equal(await readBoard(page, 'puzzle'), puzzle);

  const solution = await readBoard(page, 'solution');
  assert.ok(solves(puzzle, solution), 'board 1 is a valid solution of the puzzle');
  const solved = await readBoard(page, 'solved');
  assert.ok(solves(puzzle, solved), 'board 4 is a valid solution keeping the givens');

  // Solver-filled cells are red, givens are not.
  const redCells = await page.$$eval('[data-board="solved"] td.red', (tds) => tds.map((td) => Number(td.dataset.cell)));
  const blanks = [...puzzle].flatMap((c, i) => (c === '.' ? [i] : []));
  assert.deepEqual(redCells.sort((a, b) => a - b), blanks);
  assert.equal(await page.$eval('[data-board="solved"] td.red', (td) => getComputedStyle(td).color), 'rgb(184, 18, 18)');

  // Candidates board: givens as they are, red digits placed by the first pass, small candidate
  // text elsewhere; every open cell of the puzzle is one or the other.
  const candidateCells = await page.$$eval('[data-board="candidates"] td[data-cell]', (tds) => tds.map((td) => ({
    cell: Number(td.dataset.cell),
    red: td.classList.contains('red'),
    small: td.querySelector('.candidates')?.textContent ?? null,
    text: td.textContent,
  })));
  for (const { cell, red, small, text } of candidateCells) {
    if (puzzle[cell] !== '.') {
      assert.equal(text, puzzle[cell]);
      assert.ok(!red);
    } else if (small !== null) {
      assert.match(small, /^[1-9](,[1-9])+$/, `r${Math.floor(cell / 9) + 1}c${cell % 9 + 1} candidates`);
      assert.ok(small.split(',').includes(solution[cell]), 'the solution digit stays a candidate');
    } else {
      assert.ok(red, 'an open cell without candidates was placed by the first pass');
      assert.equal(text, solution[cell]);
    }
  }
  const stats = await page.$eval('#stats', (el) => el.textContent);
  assert.match(stats, /^Generated in [\d.]+ ms, solved in [\d.]+ ms\. The first pass filled \d+ cells? \(board 3\)\. [^.]+\. In all the method crossed out \d+ candidates? and (never had to guess|guessed (once|\d+ times)(, going back (once|\d+ times) after a dead end| without ever going back))\. \d+ givens · graded (Easy|Medium|Hard|Expert|Extreme), SE \d+\.\d$/);
  // The grade is generate()'s own, the same the engine gives the puzzle.
  const grade = engine.grade(puzzle);
  const names = ['Easy', 'Medium', 'Hard', 'Expert', 'Extreme'];
  assert.ok(stats.endsWith(`graded ${names[grade.level - 1]}, SE ${grade.score.toFixed(1)}`), stats);
  assert.equal(await page.$eval('#explain-view', (el) => el.dataset.grade), String(grade.level));
  await page.close();
});

test('a hard puzzle shows both small candidate text and red first-pass digits', async () => {
  const { page } = await openExplain();
  await page.selectOption('#explain-level', '4');
  const before = await page.$eval('#explain-view', (el) => el.dataset.puzzle);
  await nextPuzzle(page);
  const after = await page.$eval('#explain-view', (el) => ({ puzzle: el.dataset.puzzle, level: el.dataset.level }));
  assert.notEqual(after.puzzle, before);
  assert.equal(after.level, '4');
  assert.equal(await readBoard(page, 'puzzle'), after.puzzle);
  assert.ok(solves(after.puzzle, await readBoard(page, 'solved')));
  // The view shows only puzzles whose first pass leaves candidates (web/explain/choose.js); on
  // some (7 of seeds 1-50) it places no digit either, so ask for new ones until it places some.
  assert.ok(await page.locator('[data-board="candidates"] .candidates').count() > 0, 'the first pass leaves candidates');
  let red = 0;
  for (let tries = 0; tries < 20 && red === 0; ++tries) {
    red = await page.locator('[data-board="candidates"] td.red').count();
    if (red === 0) await nextPuzzle(page);
  }
  assert.ok(red > 0, 'some level-4 puzzle has digits placed by the first pass');
  assert.ok(await page.locator('[data-board="candidates"] .candidates').count() > 0);
  await page.close();
});

test('screenshot of the four boards', async () => {
  const { page } = await openExplain();
  // A puzzle whose first pass both places digits and leaves candidates, like the original picture.
  await page.selectOption('#explain-level', '4');
  for (let tries = 0; tries < 60; ++tries) {
    const red = await page.locator('[data-board="candidates"] td.red').count();
    const small = await page.locator('[data-board="candidates"] .candidates').count();
    if (red > 0 && small > 0) break;
    await nextPuzzle(page);
  }
  const path = await screenshot(page, 'explain.png', { fullPage: true });
  console.log(`# screenshot ${path}`);
  assert.deepEqual(site.errors, []);
  await page.close();
});
