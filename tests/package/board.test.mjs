// The board element, `sudoku-wasm/board` (<sudoku-board>), from the installed package in
// headless Chromium, in the four example pages of examples/board: the plain page under its
// strict CSP, the React page (bundled here with esbuild, as its `npm run build` does), the Vue
// page, and the boards on the small core. Every puzzle a board shows is checked against the Node engine of the same package: the
// same puzzle for the same options, one solution, digits that the rules allow.
// Screenshots of each page (desktop and phone, light and dark) go to build/screenshots/board-*.png.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { cp, mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { serve } from '../../tools/serve.mjs';
import { CASES, installPackage } from './helpers.mjs';
import { solvesSized } from '../rules.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const EXAMPLES = join(ROOT, 'examples/board');
const SCREENSHOTS = join(ROOT, 'build/screenshots');
const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.wasm': 'application/wasm', '.json': 'application/json',
};
const EXECUTABLE = existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];
// Generous: the suite runs beside other browser files on a loaded machine.
const PATIENCE = 60_000;
const GIVEN_PUZZLE = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';

let installed;
let engine; // the installed package's Node engine
let server;
let base;
let browser;

before(async () => {
  installed = await installPackage();
  await cp(EXAMPLES, installed.dir, { recursive: true, filter: (path) => !path.includes('node_modules') && !path.endsWith('package.json') });
  // The example's other dependencies, from this checkout's dev packages (no network here).
  await symlink(join(ROOT, 'node_modules/vue'), join(installed.dir, 'node_modules/vue'), 'dir');
  await build({
    entryPoints: [join(installed.dir, 'react-app.jsx')], bundle: true, format: 'esm', minify: true, jsx: 'automatic',
    outfile: join(installed.dir, 'react-app.js'), nodePaths: [join(ROOT, 'node_modules')], logLevel: 'silent',
  });
  engine = await (await import(installed.url('sudoku-node.mjs'))).default();
  server = await serve(installed.dir, { port: 0, prefix: '/examples', types: TYPES });
  base = `http://127.0.0.1:${server.address().port}/examples/`;
  browser = await chromium.launch({ executablePath: EXECUTABLE, headless: true, args: FLAGS });
});

after(async () => {
  await browser?.close();
  if (server) await new Promise((done) => server.close(done));
  await installed?.remove();
});

/**
 * Opens `file` of the examples in a fresh context; collects page errors and console
 * errors/warnings (CSP reports among them) in `problems`, and the file name of every request in
 * `requested`. `route(page)`, when given, runs before the page loads (to answer some requests).
 */
async function open(file, { viewport = { width: 1280, height: 900 }, colorScheme = 'light', route = null } = {}) {
  const context = await browser.newContext({ viewport, colorScheme });
  context.setDefaultTimeout(PATIENCE);
  const page = await context.newPage();
  const problems = [];
  const requested = [];
  page.on('pageerror', (e) => problems.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text()); });
  page.on('request', (r) => requested.push(new URL(r.url()).pathname.split('/').pop()));
  if (route) await route(page);
  await page.goto(base + file);
  return { page, problems, requested, close: () => context.close() };
}

const boardsReady = (page) => page.waitForFunction(() => {
  const boards = [...document.querySelectorAll('sudoku-board')];
  return boards.length > 0 && boards.every((b) => b.values.length > 0);
});

const toText = (values) => values.map((v) => (v ? String(v) : '.')).join('');

// What board `selector` shows, read from its shadow root: the digits, each cell's accessible
// name and parts, the board's role and the rows.
const read = (page, selector) => page.$eval(selector, (board) => {
  const grid = board.shadowRoot.querySelector('[role="grid"]');
  const cells = [...grid.querySelectorAll('[role="gridcell"]')];
  return {
    role: grid.getAttribute('role'),
    rows: grid.querySelectorAll('[role="row"]').length,
    // Big digits only: a cell's pencil marks or candidates are small digits in a .marks grid.
    digits: cells.map((td) => (!td.querySelector('.marks') && /^[1-9]$/.test(td.textContent) ? td.textContent : '.')).join(''),
    labels: cells.map((td) => td.getAttribute('aria-label')),
    parts: cells.map((td) => td.getAttribute('part')),
    values: board.values,
    solved: board.solved,
    message: board.shadowRoot.querySelector('[part="message"]').textContent,
  };
});

// Records the events of board `selector` in window.boardEvents (type and detail).
const recordEvents = (page, selector) => page.$eval(selector, (board) => {
  window.boardEvents = [];
  for (const type of ['load', 'input', 'change', 'solved', 'error']) {
    board.addEventListener(type, (event) => window.boardEvents.push(type === 'error'
      ? { type, error: { name: event.error.name, code: event.error.code, message: event.message } }
      : { type, detail: JSON.parse(JSON.stringify(event.detail)) }));
  }
});
const events = (page) => page.evaluate(() => window.boardEvents.splice(0));

// Clicks cell `cell` of board `selector` (selects it and focuses the board).
const clickCell = (page, selector, cell) => page.locator(`${selector} [data-cell="${cell}"]`).click();

async function shoot(file, name) {
  await mkdir(SCREENSHOTS, { recursive: true });
  for (const [device, viewport] of [['desktop', { width: 1280, height: 900 }], ['phone', { width: 390, height: 844 }]]) {
    for (const colorScheme of ['light', 'dark']) {
      const { page, problems, close } = await open(file, { viewport, colorScheme });
      await boardsReady(page);
      await page.screenshot({ path: join(SCREENSHOTS, `board-${name}-${device}-${colorScheme}.png`), fullPage: true });
      assert.deepEqual(problems, [], `${name} ${device} ${colorScheme}`);
      await close();
    }
  }
}

test('plain page under its CSP: three boards from one worker, each the puzzle the engine makes for its attributes', async () => {
  const { page, problems, close } = await open('index.html');
  await boardsReady(page);
  assert.equal(page.workers().length, 1, 'the boards share one engine worker');
  const nine = await read(page, '#nine');
  assert.equal(nine.role, 'grid');
  assert.equal(nine.rows, 9);
  // level="2" seed="7": the puzzle generate({ level: 2, seed: 7 }) makes, with one solution.
  const made = engine.generate({ level: 2, seed: 7 });
  assert.equal(nine.digits, made.puzzle);
  assert.equal(engine.countSolutions(made.puzzle), 1);
  assert.equal(engine.grade(nine.digits).level, 2);
  const six = await read(page, '#six');
  assert.equal(six.rows, 6);
  assert.equal(six.digits, engine.generate({ size: 6, level: 1, seed: 3 }).puzzle);
  assert.equal(engine.countSolutions(six.digits), 1);
  const given = await read(page, '#given');
  assert.equal(given.digits, GIVEN_PUZZLE);
  // show-candidates: each empty cell's name lists the engine's candidates of the puzzle.
  const candidates = engine.candidates(GIVEN_PUZZLE);
  given.labels.forEach((label, cell) => {
    if (GIVEN_PUZZLE[cell] === '.') assert.match(label, new RegExp(`candidates ${candidates[cell].join(' ')}$`));
  });
  // Each cell is named by its row, column and content; the 6x6 board in Chinese (lang="zh").
  assert.equal(nine.labels[0], `row 1, column 1, ${made.puzzle[0] === '.' ? 'empty' : `${made.puzzle[0]}, given`}`);
  assert.match(six.labels[7], /^第 2 行，第 2 列，/);
  assert.deepEqual(problems, []);
  await close();
});

test('keyboard play: digits, pencil marks, conflicts, erase, undo and redo, with input and change events', async () => {
  const { page, problems, close } = await open('index.html');
  await boardsReady(page);
  await recordEvents(page, '#nine');
  const { puzzle } = engine.generate({ level: 2, seed: 7 });
  const open0 = puzzle.indexOf('.');
  const solution = engine.solve(puzzle).solution;
  // A digit that a peer already holds: placed, and both cells marked as a conflict.
  const peerGiven = [...puzzle].findIndex((c, cell) => c !== '.' && (Math.floor(cell / 9) === Math.floor(open0 / 9)));
  assert.notEqual(peerGiven, -1);
  const clash = Number(puzzle[peerGiven]);
  await clickCell(page, '#nine', open0);
  await page.keyboard.press(`Digit${clash}`);
  await page.waitForFunction((cell) => document.querySelector('#nine').shadowRoot
    .querySelector(`[data-cell="${cell}"]`).getAttribute('part').includes('conflict'), open0);
  let shown = await read(page, '#nine');
  assert.equal(shown.values[open0], clash);
  assert.match(shown.parts[peerGiven], /conflict/);
  assert.match(shown.labels[open0], new RegExp(`^row ${Math.floor(open0 / 9) + 1}, column ${(open0 % 9) + 1}, ${clash}, conflict$`));
  let seen = await events(page);
  assert.deepEqual(seen.map((e) => e.type), ['input', 'change']);
  assert.deepEqual(seen[0].detail, { kind: 'digit', cell: open0 });
  assert.equal(toText(seen[1].detail.values), toText(shown.values));
  // The right digit replaces it; the conflict goes.
  await page.keyboard.press(`Digit${solution[open0]}`);
  await page.waitForFunction((cell) => !document.querySelector('#nine').shadowRoot
    .querySelector(`[data-cell="${cell}"]`).getAttribute('part').includes('conflict'), open0);
  // Shift+digit: pencil marks in the next open cell, which the input event reports and change does not.
  const open1 = puzzle.indexOf('.', open0 + 1);
  await clickCell(page, '#nine', open1);
  await events(page);
  await page.keyboard.press('Shift+Digit1');
  await page.keyboard.press('Shift+Digit5');
  const marks = await page.$eval('#nine', (b, cell) => b.marks[cell], open1);
  assert.deepEqual(marks, [1, 5]);
  seen = await events(page);
  assert.deepEqual(seen.map((e) => [e.type, e.detail.kind]), [['input', 'mark'], ['input', 'mark']]);
  shown = await read(page, '#nine');
  assert.match(shown.labels[open1], /, pencil marks 1 5$/);
  // Backspace clears the marks; Ctrl+Z brings them back, Ctrl+Y takes them away again.
  await page.keyboard.press('Backspace');
  assert.deepEqual(await page.$eval('#nine', (b, cell) => b.marks[cell], open1), []);
  await page.keyboard.press('Control+z');
  assert.deepEqual(await page.$eval('#nine', (b, cell) => b.marks[cell], open1), [1, 5]);
  await page.keyboard.press('Control+y');
  assert.deepEqual(await page.$eval('#nine', (b, cell) => b.marks[cell], open1), []);
  // Arrows move the selection; a given takes no digit.
  const givenCell = puzzle.search(/[1-9]/);
  await clickCell(page, '#nine', givenCell);
  await page.keyboard.press('Digit9');
  assert.equal((await read(page, '#nine')).values[givenCell], Number(puzzle[givenCell]));
  await page.keyboard.press('ArrowRight');
  const selected = await page.$eval('#nine', (b) => Number(b.shadowRoot.querySelector('[aria-selected="true"]').dataset.cell));
  assert.equal(selected, givenCell % 9 === 8 ? givenCell - 8 : givenCell + 1);
  // The keypad does what the keys do (notes mode on, 7, off, erase).
  await clickCell(page, '#nine', open1);
  await page.locator('#nine [data-action="notes"]').click();
  assert.equal(await page.locator('#nine [data-action="notes"]').getAttribute('aria-pressed'), 'true');
  await page.locator('#nine [data-action="digit-7"]').click();
  assert.deepEqual(await page.$eval('#nine', (b, cell) => b.marks[cell], open1), [7]);
  assert.deepEqual(problems, []);
  await close();
});

test('what a screen reader gets (C38): one grid of 9 rows of 9 named cells, keypad buttons named, focus on the cell typed in', async () => {
  const { page, problems, close } = await open('index.html');
  await boardsReady(page);
  const { puzzle } = engine.generate({ level: 2, seed: 7 });
  const cdp = await page.context().newCDPSession(page);
  const tree = async () => {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    return { nodes, byId: new Map(nodes.map((n) => [n.nodeId, n])) };
  };
  const inside = (byId, node, role) => (node.childIds ?? []).flatMap((id) => {
    const child = byId.get(id);
    if (!child) return [];
    return child.role?.value === role ? [child] : inside(byId, child, role);
  });
  let { nodes, byId } = await tree();
  const grids = nodes.filter((n) => n.role?.value === 'grid');
  assert.equal(grids.length, 3, 'one grid per board');
  const cellsOf = (grid) => inside(byId, grid, 'row').map((row) => inside(byId, row, 'gridcell'));
  const rows = cellsOf(grids[0]);
  assert.deepEqual(rows.map((row) => row.length), new Array(9).fill(9));
  assert.equal(grids[0].name?.value, 'Sudoku');
  rows.flat().forEach((node, cell) => {
    const digit = puzzle[cell];
    assert.equal(node.name?.value, `row ${Math.floor(cell / 9) + 1}, column ${(cell % 9) + 1}, ${digit === '.' ? 'empty' : `${digit}, given`}`);
  });
  assert.deepEqual(cellsOf(grids[1]).map((row) => row.length), new Array(6).fill(6));
  const keypad = nodes.filter((n) => n.role?.value === 'button').map((n) => n.name?.value);
  assert.deepEqual(keypad.slice(0, 13), ['1', '2', '3', '4', '5', '6', '7', '8', '9', 'Erase', 'Notes', 'Undo', 'Redo']);
  // Tab reaches the board's selected cell (one Tab stop); a digit typed there renames the cell and keeps the focus.
  await page.focus('body');
  await page.keyboard.press('Tab');
  const focusedCell = () => page.$eval('#nine', (b) => Number(b.shadowRoot.activeElement?.dataset.cell));
  const first = puzzle.indexOf('.');
  assert.equal(await focusedCell(), first);
  await page.keyboard.press('Digit4');
  await page.waitForFunction((cell) => document.querySelector('#nine').values[cell] === 4, first);
  ({ nodes, byId } = await tree());
  const renamed = cellsOf(nodes.find((n) => n.role?.value === 'grid')).flat()[first];
  assert.match(renamed.name.value, new RegExp(`^row ${Math.floor(first / 9) + 1}, column ${(first % 9) + 1}, 4`));
  assert.equal(await focusedCell(), first);
  assert.deepEqual(problems, []);
  await close();
});

test('solving: the last digit fires solved once, and the board takes no more moves', async () => {
  const { page, problems, close } = await open('index.html');
  await boardsReady(page);
  const { puzzle } = engine.generate({ size: 6, level: 1, seed: 3 });
  const solution = engine.solve(puzzle).solution;
  const last = puzzle.lastIndexOf('.');
  // Every open cell but the last set through the values property (no events for that), then the last typed.
  await page.$eval('#six', (b, { solution, last }) => {
    b.values = Array.from(solution, (c, cell) => (cell === last ? 0 : Number(c)));
  }, { solution, last });
  await recordEvents(page, '#six');
  // Every digit but the missing one is placed six times: the keypad dims those.
  const done = await page.$$eval('#six >> [part~="pad-button"]', (buttons) => buttons
    .filter((b) => /^[1-6]$/.test(b.textContent) && b.getAttribute('part').includes('done')).map((b) => Number(b.textContent)));
  assert.deepEqual(done, [1, 2, 3, 4, 5, 6].filter((d) => d !== Number(solution[last])));
  await clickCell(page, '#six', last);
  await page.keyboard.press(`Digit${solution[last]}`);
  await page.waitForFunction(() => document.querySelector('#six').solved);
  const seen = await events(page);
  assert.deepEqual(seen.map((e) => e.type), ['input', 'change', 'solved']);
  const values = seen[2].detail.values;
  assert.equal(toText(values), solution);
  assert.ok(solvesSized(puzzle, toText(values), 6), 'the solved grid keeps the givens and the rules');
  assert.equal((await read(page, '#six')).message, '完成！');
  // Solved: keys, the keypad and undo change nothing.
  await page.keyboard.press('Backspace');
  assert.equal(await page.$eval('#six', (b) => b.undo()), false);
  assert.equal(toText((await read(page, '#six')).values), solution);
  assert.deepEqual(await events(page), []);
  assert.deepEqual(problems, []);
  await close();
});

test('bad input: a typed error on the board and in its error event, and the board still works after it', async () => {
  const { page, problems, close } = await open('index.html');
  await boardsReady(page);
  await recordEvents(page, '#given');
  // A puzzle the engine refuses: badLength, shown as an alert.
  await page.$eval('#given', (b) => { b.puzzle = '12'; });
  await page.waitForFunction(() => window.boardEvents.length > 0);
  let seen = await events(page);
  assert.equal(seen[0].type, 'error');
  assert.equal(seen[0].error.code, 'badLength');
  assert.match(seen[0].error.message, /expected 16, 36 or 81 cells, found 2/);
  const alert = await page.$eval('#given', (b) => b.shadowRoot.querySelector('[role="alert"]')?.textContent);
  assert.match(alert, /expected 16, 36 or 81 cells, found 2/);
  const rejected = await page.$eval('#given', (b) => b.ready.then(() => 'resolved', (e) => e.code));
  assert.equal(rejected, 'badLength');
  // Conflicting givens: conflictingGivens.
  await page.$eval('#given', (b) => { b.puzzle = `11${'.'.repeat(79)}`; });
  await page.waitForFunction(() => window.boardEvents.length > 0);
  seen = await events(page);
  assert.equal(seen[0].error.code, 'conflictingGivens');
  // A level the engine does not have: badOption naming it.
  await page.$eval('#nine', (b) => { b.level = 'impossible'; });
  const levelError = await page.$eval('#nine', (b) => b.ready.then(() => null, (e) => ({ code: e.code, option: e.option })));
  assert.deepEqual(levelError, { code: 'badOption', option: 'level' });
  // The same boards load good puzzles after that, from the same worker.
  await page.$eval('#given', (b) => { b.puzzle = '1..2............'; });
  const loaded = await page.$eval('#given', (b) => b.ready);
  assert.deepEqual(loaded, { puzzle: '1..2............', solutions: 2, seed: null, level: null, score: null });
  await page.$eval('#nine', (b) => { b.level = '1'; });
  const nine = await page.$eval('#nine', (b) => b.ready);
  assert.equal(nine.puzzle, engine.generate({ level: 1, seed: 7 }).puzzle);
  assert.equal(page.workers().length, 1);
  // The values property: a typed error for each kind of bad list, and the board unchanged.
  const before = await page.$eval('#nine', (b) => b.values);
  const errors = await page.$eval('#nine', (b) => {
    const attempt = (list) => { try { b.values = list; return null; } catch (e) { return { name: e.name, code: e.code, option: e.option, cell: e.cell }; } };
    const values = b.values;
    const given = values.findIndex(Boolean);
    return [
      attempt('123'),
      attempt(values.slice(1)),
      attempt(values.map((v, cell) => (cell === given ? (v % 9) + 1 : v))),
      attempt(values.map((v, cell) => (v === 0 && cell === values.indexOf(0) ? 10 : v))),
      attempt(values.map((v) => (v === 0 ? 1.5 : v))),
    ];
  });
  const given = before.findIndex(Boolean);
  assert.deepEqual(errors, [
    { name: 'TypeError', code: undefined, option: undefined, cell: undefined },
    { name: 'SudokuError', code: 'badLength', option: 'values', cell: -1 },
    { name: 'SudokuError', code: 'badOption', option: 'values', cell: given },
    { name: 'SudokuError', code: 'badOption', option: 'values', cell: before.indexOf(0) },
    { name: 'TypeError', code: undefined, option: undefined, cell: undefined },
  ]);
  assert.deepEqual(await page.$eval('#nine', (b) => b.values), before);
  // Only the errors' own console lines, none for the page or the CSP.
  assert.deepEqual(problems, []);
  await close();
});

test('a board whose first puzzle fails takes the next; a site may give every board its own engine', async () => {
  const { page, problems, close } = await open('index.html');
  await boardsReady(page);
  const result = await page.evaluate(async () => {
    const board = document.createElement('sudoku-board');
    board.puzzle = 'not a puzzle';
    document.body.append(board);
    const first = await board.ready.then(() => 'resolved', (e) => e.code);
    const shownAfterFailure = { values: board.values.length, grid: board.shadowRoot.querySelector('[role="grid"]') === null };
    board.puzzle = '1..2............';
    const second = await board.ready;
    // The browser entry's synchronous engine in place of the shared worker.
    const { useBoardEngine } = await import('./node_modules/sudoku-wasm/sudoku-board.js');
    const { default: createSudoku } = await import('./node_modules/sudoku-wasm/sudoku.js');
    let refused = null;
    try { useBoardEngine({ parse() {} }); } catch (e) { refused = `${e.name}: ${e.message}`; }
    useBoardEngine(await createSudoku());
    board.puzzle = '.2..............';
    const third = await board.ready;
    return { first, shownAfterFailure, second: second.puzzle, third: third.puzzle, refused };
  });
  assert.deepEqual(result, {
    first: 'badChar', shownAfterFailure: { values: 0, grid: true }, second: '1..2............', third: '.2..............',
    refused: 'TypeError: useBoardEngine: the engine has no generate()',
  });
  // The shared worker was terminated when the site gave its own engine.
  for (let i = 0; i < 100 && page.workers().length > 0; ++i) await page.waitForTimeout(100);
  assert.equal(page.workers().length, 0);
  assert.deepEqual(problems, []);
  await close();
});

test('boards of given puzzles never fetch the engine\'s logic part; the first generated board fetches it once', async () => {
  const page = (boards) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>boards</title>
<script type="module" src="node_modules/sudoku-wasm/sudoku-board.js"></script></head><body>${boards}</body></html>`;
  await writeFile(join(installed.dir, 'given-only.html'), page(`<sudoku-board id="a" puzzle="${GIVEN_PUZZLE}"></sudoku-board>
<sudoku-board id="b" puzzle="${engine.generate({ size: 4, seed: 2 }).puzzle}"></sudoku-board>`));
  const given = await open('given-only.html');
  await boardsReady(given.page);
  assert.equal((await read(given.page, '#a')).digits, GIVEN_PUZZLE);
  // The board still checks the rules: a clash is marked (validate(), a core call).
  await clickCell(given.page, '#a', 0);
  await given.page.keyboard.press('3');
  await given.page.waitForFunction(() => document.querySelector('#a').shadowRoot.querySelector('[part~="conflict"]'));
  assert.equal(given.requested.filter((file) => file === 'sudoku-engine.wasm').length, 1);
  assert.ok(!given.requested.includes('sudoku-engine-logic.wasm'), given.requested.join());
  assert.deepEqual(given.problems, []);
  await given.close();
  const plain = await open('index.html');
  await boardsReady(plain.page);
  assert.equal(plain.requested.filter((file) => file === 'sudoku-engine-logic.wasm').length, 1, plain.requested.join());
  assert.deepEqual(plain.problems, []);
  await plain.close();
});

test('an engine that cannot load: every board says so, and the .wasm is fetched once, not again and again', async () => {
  let fetches = 0;
  const { page, close } = await open('index.html', {
    route: (page) => page.route('**/sudoku-engine.wasm', (route) => { fetches += 1; route.fulfill({ status: 404, body: 'missing' }); }),
  });
  await page.waitForFunction(() => [...document.querySelectorAll('sudoku-board')]
    .every((b) => b.shadowRoot.querySelector('[role="alert"]')));
  const alerts = await page.$$eval('sudoku-board', (boards) => boards.map((b) => b.shadowRoot.querySelector('[role="alert"]').textContent));
  assert.equal(alerts.length, 3);
  for (const alert of alerts) assert.match(alert, /sudoku-engine\.wasm/);
  await page.waitForTimeout(500);
  assert.equal(fetches, 1);
  await close();
});

test('a hostile page: seeds that make their puzzle again, a puzzle without a solution, errors kept from window.onerror, flex and * rules, readonly values, <html lang>', async () => {
  const { page, problems, close } = await open('index.html');
  await boardsReady(page);
  const result = await page.evaluate(async () => {
    const add = (attributes) => {
      const board = document.createElement('sudoku-board');
      for (const [name, value] of Object.entries(attributes)) board.setAttribute(name, value);
      document.body.append(board);
      return board;
    };
    // A random seed from the load event, set as an attribute: the same puzzle (most seeds have 10 digits).
    const random = add({ level: '1' });
    const drawn = await random.ready;
    const again = add({ level: '1', seed: String(drawn.seed) });
    const remade = await again.ready;
    // A given puzzle without a solution loads, counted, and the board says so.
    const none = add({ puzzle: `12345678.${'.'.repeat(71)}9` });
    const noSolution = await none.ready;
    const noSolutionMessage = none.shadowRoot.querySelector('[part="message"]').textContent;
    // An error event stays on the element.
    let windowErrors = 0;
    let boardErrors = 0;
    window.addEventListener('error', () => { windowErrors += 1; });
    none.addEventListener('error', () => { boardErrors += 1; });
    none.puzzle = '12';
    await none.ready.catch(() => {});
    // A flex row centring its items, and a page rule for every element.
    const row = document.createElement('div');
    row.style.display = 'flex';
    row.style.justifyContent = 'center';
    const inFlex = document.createElement('sudoku-board');
    inFlex.setAttribute('size', '4');
    row.append(inFlex);
    document.body.append(row);
    const style = new CSSStyleSheet();
    style.replaceSync('* { letter-spacing: 0.3em; font-style: italic; text-transform: lowercase; } html { font-size: 10px; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, style];
    await inFlex.ready;
    const button = inFlex.shadowRoot.querySelector('[data-action="erase"]');
    const css = getComputedStyle(button);
    // Read only: the site sets the digits; no undo step is recorded for them.
    const readOnly = document.querySelector('#given');
    await readOnly.ready;
    const values = readOnly.values;
    const open = values.indexOf(0);
    values[open] = 9 - (open % 9) > 0 ? readOnly.values.find((v) => v) : 1;
    readOnly.values = values;
    readOnly.removeAttribute('readonly');
    const undoAfterReadOnly = readOnly.undo();
    // <html lang> changes: a board without its own lang follows, keypad included.
    document.documentElement.lang = 'zh';
    await new Promise((done) => setTimeout(done, 50));
    const eraseZh = document.querySelector('#nine').shadowRoot.querySelector('[data-action="erase"]').textContent;
    document.documentElement.lang = 'en';
    return {
      sameSeedSamePuzzle: remade.puzzle === drawn.puzzle && remade.seed === drawn.seed, seedDigits: String(drawn.seed).length,
      noSolution: noSolution.solutions, noSolutionMessage, windowErrors, boardErrors,
      flexWidth: inFlex.getBoundingClientRect().width,
      spacing: css.letterSpacing, fontStyle: css.fontStyle, transform: css.textTransform, buttonHeight: button.getBoundingClientRect().height,
      eraseText: button.textContent, undoAfterReadOnly, eraseZh,
    };
  });
  assert.equal(result.sameSeedSamePuzzle, true, `seed of ${result.seedDigits} digits`);
  assert.equal(result.noSolution, 0);
  assert.equal(result.noSolutionMessage, 'This puzzle has no solution: no grid fills it by the rules.');
  assert.equal(result.windowErrors, 0);
  assert.equal(result.boardErrors, 1);
  assert.equal(result.flexWidth, 512);
  assert.equal(result.spacing, 'normal');
  assert.equal(result.fontStyle, 'normal');
  assert.equal(result.transform, 'none');
  assert.ok(result.buttonHeight >= 44, `${result.buttonHeight}`);
  assert.equal(result.undoAfterReadOnly, false);
  assert.equal(result.eraseZh, '擦除');
  assert.deepEqual(problems, []);
  await close();
});

test('boards on the small core (small.html): no worker and none of the full engine loaded, given and ungraded puzzles, a level refused', async () => {
  const { page, problems, requested, close } = await open('small.html');
  await boardsReady(page);
  assert.equal(page.workers().length, 0);
  for (const file of ['worker-start.js', 'sudoku-worker-main.js', 'sudoku-engine.wasm', 'sudoku-engine.js']) assert.ok(!requested.includes(file), file);
  assert.ok(requested.includes('sudoku-core-engine.wasm'));
  const daily = await page.$eval('#daily', (b) => b.ready);
  assert.deepEqual(daily, { puzzle: CASES.C16, solutions: 1, seed: null, level: null, score: null });
  // seed="5" without a level: the puzzle the engine makes for { seed: 5 }, ungraded, one solution.
  const made = await page.$eval('#made', (b) => b.ready);
  assert.equal(made.puzzle, engine.generate({ seed: 5 }).puzzle);
  assert.deepEqual([made.level, made.score, made.seed], [null, null, 5]);
  assert.equal(engine.countSolutions(made.puzzle), 1);
  // The core's validate marks a conflict: r1c3 takes the 5 of r1c1.
  await clickCell(page, '#daily', 2);
  await page.keyboard.press('Digit5');
  await page.waitForFunction(() => document.querySelector('#daily').shadowRoot
    .querySelector('[data-cell="0"]').getAttribute('part').includes('conflict'));
  // A level needs the grader: badOption naming it, shown on the board.
  await page.$eval('#made', (b) => { b.level = '2'; });
  const refused = await page.$eval('#made', (b) => b.ready.then(() => null, (e) => ({ code: e.code, option: e.option })));
  assert.deepEqual(refused, { code: 'badOption', option: 'level' });
  assert.deepEqual(problems, []);
  await close();
});

test('a second hostile page: centred grids on a phone, properties set before the element is defined, values right after puzzle, right-to-left, a light page on a dark system', async () => {
  // The page's style sheet is taken away below: a page with no color-scheme of its own (light), on a dark system.
  const { page, problems, close } = await open('index.html', { viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
  await boardsReady(page);
  const { puzzle } = engine.generate({ level: 1, seed: 21 });
  const solution = engine.solve(puzzle).solution;
  const openCell = puzzle.indexOf('.');
  const saved = Array.from(puzzle, (c, cell) => (cell === openCell ? Number(solution[cell]) : Number(c === '.' ? 0 : c)));
  const result = await page.evaluate(async ({ puzzle, saved }) => {
    document.documentElement.dir = 'rtl';
    document.head.querySelector('link[rel="stylesheet"]').remove(); // no page color-scheme: light
    const add = (parentStyle) => {
      const holder = document.createElement('div');
      Object.assign(holder.style, parentStyle);
      const board = document.createElement('sudoku-board');
      holder.append(board);
      document.body.append(holder);
      return board;
    };
    const centred = add({ display: 'grid', placeItems: 'center' });
    const inline = add({ display: 'inline-block' });
    // An element made by a script before the module defines it (a name the page has not used):
    // its properties are own properties until the element connects.
    const early = document.createElement('div');
    early.puzzle = puzzle;
    early.readOnly = true;
    // values right after puzzle, as a saved game is restored.
    const restored = document.querySelector('#nine');
    restored.puzzle = puzzle;
    restored.values = saved;
    const loadedRestored = await restored.ready;
    await centred.ready;
    await inline.ready;
    const cells = restored.shadowRoot.querySelectorAll('[role="gridcell"]');
    const message = getComputedStyle(restored.shadowRoot.querySelector('.root'));
    return {
      restoredPuzzle: loadedRestored.puzzle, restoredValues: restored.values,
      centredWidth: centred.getBoundingClientRect().width, inlineWidth: inline.getBoundingClientRect().width,
      pageWidth: document.documentElement.scrollWidth,
      firstCellLeft: cells[0].getBoundingClientRect().left < cells[1].getBoundingClientRect().left,
      colorScheme: message.colorScheme, background: getComputedStyle(restored.shadowRoot.querySelector('[role="grid"]')).backgroundColor,
      early: typeof early.puzzle,
    };
  }, { puzzle, saved });
  assert.equal(result.restoredPuzzle, puzzle);
  assert.deepEqual(result.restoredValues, saved);
  assert.ok(result.centredWidth <= 390 - 32 && result.centredWidth > 300, `${result.centredWidth}`);
  assert.ok(result.inlineWidth <= 390 - 32 && result.inlineWidth > 300, `${result.inlineWidth}`);
  assert.equal(result.pageWidth, 390, 'no sideways scrolling');
  assert.equal(result.firstCellLeft, true, 'column 1 on the left on a right-to-left page');
  assert.equal(result.background, 'rgb(255, 255, 255)', 'a page without a color-scheme gets a light board');
  // Properties set on an element before it is a <sudoku-board>: a board made by the page's
  // script before the module loads, here by upgrading an element of a name defined later.
  const upgraded = await page.evaluate(async (puzzle) => {
    const before = document.createElement('sudoku-late');
    before.puzzle = puzzle;
    before.readOnly = true;
    document.body.append(before);
    const { SudokuBoard } = await import('./node_modules/sudoku-wasm/sudoku-board.js');
    customElements.define('sudoku-late', class extends SudokuBoard {});
    const loaded = await before.ready;
    return { puzzle: loaded.puzzle, readonly: before.hasAttribute('readonly'), attribute: before.getAttribute('puzzle') };
  }, puzzle);
  assert.deepEqual(upgraded, { puzzle, readonly: true, attribute: puzzle });
  assert.deepEqual(problems, []);
  await close();
});

test('no style crosses the shadow root; custom properties and ::part() theme the board', async () => {
  const { page, problems, close } = await open('index.html');
  await boardsReady(page);
  const styles = await page.evaluate(() => {
    const nine = document.querySelector('#nine').shadowRoot;
    const warm = document.querySelector('#six').shadowRoot;
    const style = (el) => getComputedStyle(el);
    const outside = document.createElement('div');
    outside.className = 'cell board selected';
    document.body.append(outside);
    const given = warm.querySelector('[part~="given"]');
    return {
      // The page's `button { font-family: Comic Sans }` and `div { letter-spacing }` stay out.
      padFont: style(nine.querySelector('button')).fontFamily,
      cellSpacing: style(nine.querySelector('[role="gridcell"]')).letterSpacing,
      rootFont: style(nine.querySelector('.root')).fontFamily,
      // The board's .cell/.selected rules stay in.
      outsideBackground: style(outside).backgroundColor,
      outsideBorder: style(outside).borderRightWidth,
      // class="warm": --sudoku-selected-background and ::part(given).
      warmSelected: style(warm.querySelector('[aria-selected="true"]')).backgroundColor,
      warmGiven: style(given).color,
    };
  });
  assert.doesNotMatch(styles.padFont, /Comic/);
  assert.equal(styles.cellSpacing, 'normal');
  assert.match(styles.rootFont, /system-ui/);
  assert.equal(styles.outsideBackground, 'rgba(0, 0, 0, 0)');
  assert.equal(styles.outsideBorder, '0px');
  assert.equal(styles.warmSelected, 'rgb(255, 226, 184)');
  assert.equal(styles.warmGiven, 'rgb(107, 47, 0)');
  // theme="dark" on a light page: the board's own dark colours.
  await page.$eval('#nine', (b) => { b.theme = 'dark'; });
  const dark = await page.$eval('#nine', (b) => getComputedStyle(b.shadowRoot.querySelector('[role="grid"]')).backgroundColor);
  assert.equal(dark, 'rgb(24, 27, 32)');
  assert.deepEqual(problems, []);
  await close();
});

test('React page: props reach the board, its events reach React state', async () => {
  const { page, problems, close } = await open('react.html');
  await boardsReady(page);
  await page.waitForFunction(() => /Level 2, seed 2026/.test(document.querySelector('output').textContent));
  const first = await read(page, 'sudoku-board');
  assert.equal(first.digits, engine.generate({ level: 'medium', seed: 2026 }).puzzle);
  // Another level from the select: a new puzzle of that level.
  await page.selectOption('select', 'hard');
  await page.waitForFunction(() => /Level 3, seed 2026/.test(document.querySelector('output').textContent));
  const hard = await read(page, 'sudoku-board');
  const made = engine.generate({ level: 'hard', seed: 2026 });
  assert.equal(hard.digits, made.puzzle);
  assert.equal(engine.countSolutions(hard.digits), 1);
  // A digit typed on the board: the change event updates React's output.
  const cell = made.puzzle.indexOf('.');
  await clickCell(page, 'sudoku-board', cell);
  await page.keyboard.press(`Digit${engine.solve(made.puzzle).solution[cell]}`);
  const filled = made.puzzle.replace(/\./g, '').length + 1;
  await page.waitForFunction((n) => document.querySelector('output').textContent === `${n} of 81 cells filled.`, filled);
  assert.deepEqual(problems, []);
  await close();
});

test('Vue page: the size and theme buttons re-render the board; its events reach Vue state', async () => {
  const { page, problems, close } = await open('vue.html');
  await boardsReady(page);
  await page.waitForFunction(() => /A 6x6 puzzle/.test(document.querySelector('output').textContent));
  assert.equal((await read(page, 'sudoku-board')).digits, engine.generate({ size: 6, level: 1, seed: 11 }).puzzle);
  await page.getByRole('button', { name: '4x4' }).click();
  await page.waitForFunction(() => /A 4x4 puzzle/.test(document.querySelector('output').textContent));
  const four = await read(page, 'sudoku-board');
  assert.equal(four.rows, 4);
  assert.equal(four.digits, engine.generate({ size: 4, level: 1, seed: 11 }).puzzle);
  assert.equal(engine.countSolutions(four.digits), 1);
  // Digits above the grid's size are not digits of a 4x4 board.
  const cell = four.digits.indexOf('.');
  await clickCell(page, 'sudoku-board', cell);
  await page.keyboard.press('Digit7');
  assert.equal((await read(page, 'sudoku-board')).values[cell], 0);
  await page.keyboard.press('Digit3');
  await page.waitForFunction(() => /cells filled/.test(document.querySelector('output').textContent));
  await page.getByRole('button', { name: /Theme/ }).click();
  assert.equal(await page.$eval('sudoku-board', (b) => b.getAttribute('theme')), 'dark');
  assert.deepEqual(problems, []);
  await close();
});

test('screenshots of the example pages: desktop and phone, light and dark, with no error', async () => {
  await shoot('index.html', 'plain');
  await shoot('react.html', 'react');
  await shoot('vue.html', 'vue');
  await shoot('small.html', 'small');
});
