// Hints in the Play view, graded levels 1-5, the Explain view's step slider, the nested-table
// ARIA grid, and the engine's work staying off the main thread while it generates and grades.
// Expected steps and grades come from the engine's Node build, independently of the page.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  startSite, openPlay, playValues, screenshot, readBoard, settled, nodeEngine, watchMainThread, mainThreadWork,
  PATIENCE, C22B, C22B_SOLUTION, DIST,
} from './helpers.mjs';
import { pathToFileURL } from 'node:url';
// The package's words, as the page shows them (from dist/, as the page loads them).
const { hintWords } = await import(new URL('step-words.js', pathToFileURL(DIST)));

// Making a puzzle of a level: up to three generate() tries (web/engine/limits.js), each bounded by its
// work budget; seconds on a slow machine for level 5.
const MAKING = { timeout: 180000 };

let site;
let engine;
before(async () => {
  site = await startSite({ viewport: { width: 1100, height: 860 } });
  engine = await nodeEngine();
});
after(async () => { await site.close(); });

const cellSel = (cell) => `#play-board td[data-cell="${cell}"]`;
const PEERS = Array.from({ length: 81 }, (_, a) => Array.from({ length: 81 }, (_, b) => b).filter((b) => b !== a && (
  Math.floor(a / 9) === Math.floor(b / 9) || a % 9 === b % 9
  || (Math.floor(a / 27) === Math.floor(b / 27) && Math.floor((a % 9) / 3) === Math.floor((b % 9) / 3)))));
const candidates = (values, cell) => [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => !PEERS[cell].some((p) => values[p] === d));
const marksOf = (page, cell) => page.$eval(cellSel(cell), (td) => [...td.querySelectorAll('.marks span')].map((s) => s.textContent).join(''));

/** Opens Play on a saved game of C22B with `values` filled in (no pencil marks). */
async function openSavedGame(values) {
  const page = await site.newPage();
  await page.goto(site.url + 'favicon.svg');
  await page.evaluate((game) => {
    localStorage.clear();
    localStorage.setItem('sudoku.game.v1', JSON.stringify(game));
  }, {
    puzzle: C22B.replace(/0/g, '.'), solution: C22B_SOLUTION, level: 0, source: 'link', solutions: 1, grade: null,
    values, marks: new Array(81).fill(0), elapsedMs: 0, completedMs: null,
  });
  await page.goto(site.url);
  await page.waitForSelector('#play-view[data-state="playing"]', PATIENCE);
  await page.waitForSelector('#app[data-state="ready"]', PATIENCE);
  await settled(page);
  return page;
}

test('hint: the third press shows the whole step and explains it, the fourth applies it, undo reverts', async () => {
  // The first step of C22B's logical solve that also removes candidates (a direct hidden pair),
  // reached by making the steps before it, which only place digits.
  const { steps } = engine.steps(C22B);
  const k = steps.findIndex((s) => s.eliminations.length > 0);
  assert.ok(k > 0 && steps.slice(0, k).every((s) => s.eliminations.length === 0));
  const step = steps[k];
  const values = [...C22B].map(Number);
  for (const s of steps.slice(0, k)) for (const p of s.placements) values[p.cell] = p.digit;

  const page = await openSavedGame(values);
  // The player's own pencil marks in one eliminated cell: every digit still possible there.
  const markedCell = step.eliminations.at(-1).cell;
  const own = candidates(values, markedCell);
  await page.click(cellSel(markedCell));
  for (const d of own) await page.keyboard.press(`Shift+${d}`);
  assert.equal(await marksOf(page, markedCell), own.join(''));
  const before = await playValues(page);

  // Levels 1 and 2 (where to look, the pattern) are tests/web/hint-levels.test.mjs's.
  // Then the box's own button: at this width the open box stands in for the pad.
  await page.click('#hint');
  await page.waitForSelector('#play-view[data-hint="step"]', PATIENCE);
  await page.click('#hint-box .hint-actions button');
  await page.waitForSelector('#play-view[data-hint-level="2"]', PATIENCE);
  await page.click('#hint-box .hint-actions button');
  await page.waitForSelector('#play-view[data-hint-level="3"]', PATIENCE);
  assert.equal(await playValues(page), before, 'showing the hint changes nothing');
  assert.equal(await page.textContent('#hint'), 'Apply hint');
  const box = await page.textContent('#hint-box');
  const row = engine.techniques().find((r) => r.id === step.technique);
  const words = hintWords(step, { level: 3, technique: row });
  assert.ok(box.includes(words.result) && box.includes(words.paragraphs[0]), `the result and why shown: ${box}`);
  assert.ok(!box.includes('<>'), box);
  assert.ok(box.includes(`${step.name} · SE ${step.rating.toFixed(1)}`));
  // Pattern cells, the digit to place, and the candidates to remove are marked on the board.
  for (const cell of step.cells) assert.ok((await page.$eval(cellSel(cell), (td) => td.className)).includes('hint-pattern'));
  for (const { cell, digit } of step.placements) {
    assert.match(await page.$eval(cellSel(cell), (td) => td.className), /hint-place/);
    assert.equal(await page.$eval(`${cellSel(cell)} .hint-digit`, (el) => el.textContent), String(digit));
  }
  for (const { cell, digit } of step.eliminations) {
    const struck = await page.$$eval(`${cellSel(cell)} .marks span.elim`, (spans) => spans.map((s) => Number(s.textContent)));
    assert.ok(struck.includes(digit), `r${Math.floor(cell / 9) + 1}c${cell % 9 + 1} shows ${digit} struck out`);
  }
  for (const cell of step.cells) {
    const keys = await page.$$eval(`${cellSel(cell)} .marks span.key`, (spans) => spans.map((s) => Number(s.textContent)));
    assert.deepEqual(keys, step.digits.filter((d) => candidates(values, cell).includes(d)));
  }
  assert.match(await page.getAttribute(cellSel(step.eliminations[0].cell), 'aria-label'), /hint: remove/);
  await screenshot(page, 'play-hint.png');

  // Chinese words in the Chinese page.
  await page.selectOption('#language', 'zh');
  assert.ok((await page.textContent('#hint-box')).includes(hintWords(step, { level: 3, technique: row, language: 'zh' }).result));
  await page.selectOption('#language', 'en');

  // The next press: placements made, eliminations gone from the pencil marks, one undo step.
  await page.click('#hint-box .hint-apply');
  await page.waitForFunction(() => !document.getElementById('play-view').dataset.hint, null, PATIENCE);
  const after = await playValues(page);
  for (const { cell, digit } of step.placements) assert.equal(after[cell], String(digit));
  const placed = [...after].map((c) => (c === '.' ? 0 : Number(c)));
  for (const cell of new Set(step.eliminations.map((e) => e.cell))) {
    const gone = step.eliminations.filter((e) => e.cell === cell).map((e) => e.digit);
    const base = cell === markedCell ? own : candidates(placed, cell);
    const expected = base.filter((d) => !gone.includes(d) && !PEERS[cell].some((p) => placed[p] === d));
    assert.equal(await marksOf(page, cell), expected.join(''), `pencil marks of r${Math.floor(cell / 9) + 1}c${cell % 9 + 1}`);
  }
  assert.match(await page.textContent('#play-message'), /Applied: Direct Hidden Pair/);
  await page.keyboard.press('Control+z');
  assert.equal(await playValues(page), before);
  assert.equal(await marksOf(page, markedCell), own.join(''));
  for (const { cell } of step.eliminations) if (cell !== markedCell) assert.equal(await marksOf(page, cell), '');
  assert.deepEqual(site.errors, []);
  await page.close();
});

test('hint on a wrong digit says the cell conflicts with the solution without revealing it', async () => {
  const page = await openPlay(site, `#p=${C22B}`);
  await page.waitForSelector('#play-view[data-verdict="unique"]', PATIENCE);
  // r1c2 holds 2 in the solution; 9 breaks no rule with the givens.
  assert.equal(C22B_SOLUTION[1], '2');
  await page.click(cellSel(1));
  await page.keyboard.press('9');
  await page.click(cellSel(40));
  await page.click('#hint');
  await page.waitForSelector('#play-view[data-hint="wrongValue"]', PATIENCE);
  const box = await page.textContent('#hint-box .hint-title');
  assert.equal(box, 'Row 1, column 2 conflicts with the solution. Fix it first.');
  assert.match(await page.$eval(cellSel(1), (td) => td.className), /hint-wrong/);
  assert.match(await page.getAttribute(cellSel(1), 'aria-label'), /conflicts with the solution/);
  assert.equal(await page.textContent('#hint'), 'Hint', 'nothing to apply');
  assert.equal((await playValues(page))[1], '9');
  assert.equal(await page.locator('#play-board .hint-digit').count(), 0, 'no digit revealed');
  // Fixing the cell dismisses the hint.
  await page.click(cellSel(1));
  await page.keyboard.press('Backspace');
  assert.equal(await page.$eval('#play-view', (el) => el.dataset.hint), '');
  assert.equal(await page.isHidden('#hint-box'), true);

  // Pencil marks that lost the cell's digit: r1c1 needs 3, the player noted only 1 and 2.
  assert.equal(C22B_SOLUTION[0], '3');
  await page.click(cellSel(0));
  await page.keyboard.press('Shift+1');
  await page.keyboard.press('Shift+2');
  await page.keyboard.press('h');
  await page.waitForSelector('#play-view[data-hint="wrongCandidate"]', PATIENCE);
  assert.match(await page.textContent('#hint-box'), /pencil marks of row 1, column 1 no longer hold/);
  assert.doesNotMatch(await page.textContent('#hint-box'), /3/);
  assert.deepEqual(site.errors, []);
  await page.close();
});

test('levels 1-5: a new puzzle has the chosen grade, shown with its SE score', async () => {
  const page = await openPlay(site);
  const names = ['Easy', 'Medium', 'Hard', 'Expert', 'Extreme'];
  for (let level = 1; level <= 5; ++level) {
    const prev = await page.$eval('#play-view', (el) => el.dataset.puzzle);
    await page.selectOption('#play-level', String(level));
    const started = Date.now();
    await page.click('#play-new');
    await page.waitForFunction((p) => {
      const view = document.getElementById('play-view');
      return view.dataset.puzzle !== p && !view.dataset.making;
    }, prev, MAKING);
    const puzzle = await page.$eval('#play-view', (el) => el.dataset.puzzle);
    const grade = engine.grade(puzzle);
    assert.equal(grade.level, level, `the engine grades the new puzzle ${grade.level}, asked ${level}`);
    assert.equal(await page.$eval('#play-view', (el) => el.dataset.gradeLevel), String(level));
    assert.equal(await page.textContent('#grade'), `${names[level - 1]} · SE ${grade.score.toFixed(1)}`);
    console.log(`# level ${level}: ${Date.now() - started} ms, SE ${grade.score}, ${grade.hardest}, ` +
      `${[...puzzle].filter((c) => c !== '.').length} givens`);
    if (level === 5) await screenshot(page, 'play-extreme.png');
  }
  // A shared puzzle gets graded too.
  await page.goto(`${site.url}#p=${C22B}`);
  await page.waitForSelector('#grade[data-level]', PATIENCE);
  const grade = engine.grade(C22B);
  assert.equal(await page.textContent('#grade'), `${names[grade.level - 1]} · SE ${grade.score.toFixed(1)}`);
  assert.deepEqual(site.errors, []);
  await page.close();
});

// A fresh page generates and grades a level-5 puzzle, then the Explain view works out all the
// steps of its puzzle: every bit of that engine work runs in a worker, which is checked by
// construction (no WebAssembly is ever compiled or run on the page's own thread). The main
// thread's long tasks and frame gaps meanwhile are printed: their length is the machine's.
test('generating, grading and working out steps never run on the main thread', async () => {
  const page = await site.newPage();
  await watchMainThread(page);
  await page.goto(site.url + 'favicon.svg');
  await page.evaluate(() => localStorage.clear());
  await page.goto(site.url);
  await page.waitForSelector('#app[data-state="ready"]', PATIENCE);
  await page.waitForSelector('#play-view[data-state="playing"]', PATIENCE);
  await page.evaluate(() => {
    window.longTasks = [];
    window.frameGaps = [];
    let last = performance.now();
    const frame = (now) => {
      window.frameGaps.push(now - last);
      last = now;
      if (!window.stopFrames) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  const prev = await page.$eval('#play-view', (el) => el.dataset.puzzle);
  await page.selectOption('#play-level', '5');
  const started = Date.now();
  await page.click('#play-new');
  await page.waitForFunction((p) => document.getElementById('play-view').dataset.puzzle !== p
    && document.getElementById('play-view').dataset.gradeLevel === '5', prev, MAKING);
  const ms = Date.now() - started;
  await page.click('#tab-explain');
  await page.waitForSelector('#explain-view[data-steps="ready"]', PATIENCE);
  const { longTasks, frameGaps } = await page.evaluate(() => {
    window.stopFrames = true;
    return { longTasks: window.longTasks, frameGaps: window.frameGaps };
  });
  const sorted = [...frameGaps].sort((a, b) => a - b);
  console.log(`# level-5 puzzle made and graded in ${ms} ms; main-thread long tasks: ${longTasks.length ? longTasks.join(', ') + ' ms' : 'none'}; ` +
    `${frameGaps.length} frames, median gap ${sorted[Math.floor(sorted.length / 2)]?.toFixed(1)} ms, worst ${sorted.at(-1)?.toFixed(1)} ms`);
  assert.deepEqual((await mainThreadWork(page)).wasm, []);
  assert.deepEqual(site.errors, []);
  await page.close();
});

test('the quick worker answers while the work worker is busy', async () => {
  // engines.js starts two workers: a rule check asked while a long call runs on the work worker
  // is answered first. Counting a million solutions of the empty grid is hundreds of times the
  // work of a validate().
  const page = await openPlay(site, `#p=${C22B}`);
  const order = await page.evaluate(async () => {
    const { startEngines } = await import('./engine/engines.js');
    const { work, quick } = await startEngines();
    const seen = [];
    const counted = work.countSolutions('.'.repeat(81), 1_000_000).then(() => seen.push('countSolutions'));
    await quick.validate(`55${'.'.repeat(79)}`).then(() => seen.push('validate'));
    await counted;
    work.terminate();
    quick.terminate();
    return seen;
  });
  assert.deepEqual(order, ['validate', 'countSolutions']);
  await page.close();
});

test('step slider: boards 3 and 4 and the explanation follow the logical steps', async () => {
  const page = await site.newPage();
  await page.setViewportSize({ width: 1100, height: 1250 });
  await page.goto(site.url);
  await page.click('#tab-explain');
  await page.waitForSelector('#explain-view[data-state="ready"]', PATIENCE);
  // The steps are worked out in the worker after the boards are drawn.
  await page.waitForSelector('#explain-view[data-steps="ready"]', PATIENCE);
  const puzzle = await page.$eval('#explain-view', (el) => el.dataset.puzzle);
  const { steps, outcome } = engine.steps(puzzle);
  assert.equal(outcome, 'solved');
  assert.equal(await page.$eval('#step-slider', (el) => el.max), String(steps.length));
  assert.equal(await page.textContent('#step-count'), `Step 0 of ${steps.length}`);
  // Step 0 is the original picture: the search solver's grid on board 4.
  assert.equal(await page.textContent('[data-board="solved"] + figcaption .caption'), 'Solved');

  const expectAt = async (k) => {
    const values = [...puzzle].map((c) => (c === '.' ? 0 : Number(c)));
    const removed = Array.from({ length: 81 }, () => new Set());
    for (const s of steps.slice(0, k)) {
      for (const { cell, digit } of s.placements) values[cell] = digit;
      for (const { cell, digit } of s.eliminations) removed[cell].add(digit);
    }
    assert.equal(await page.$eval('#step-slider', (el) => el.value), String(k));
    assert.equal(await page.textContent('#step-count'), `Step ${k} of ${steps.length}`);
    assert.equal(await page.textContent('#step-text'), steps[k - 1].explanation.en);
    const text = values.map((v) => (v ? String(v) : '.')).join('');
    assert.equal(await readBoard(page, 'solved'), text, `board 4 after step ${k}`);
    assert.equal(await readBoard(page, 'candidates'), text, `board 3 digits after step ${k}`);
    const red = await page.$$eval('[data-board="solved"] td.red', (tds) => tds.map((td) => Number(td.dataset.cell)).sort((a, b) => a - b));
    assert.deepEqual(red, values.flatMap((v, cell) => (v && puzzle[cell] === '.' ? [cell] : [])));
    const small = await page.$$eval('[data-board="candidates"] td[data-cell]', (tds) => {
      const out = new Array(81).fill(null);
      for (const td of tds) out[Number(td.dataset.cell)] = td.querySelector('.candidates')?.textContent ?? null;
      return out;
    });
    values.forEach((v, cell) => {
      if (v) return;
      const left = candidates(values, cell).filter((d) => !removed[cell].has(d));
      assert.equal(small[cell], left.join(','), `board 3 candidates of r${Math.floor(cell / 9) + 1}c${cell % 9 + 1} after step ${k}`);
    });
    assert.equal(await page.textContent('[data-board="solved"] + figcaption .caption'), 'Placed so far');
  };

  await page.focus('#step-slider');
  for (let i = 0; i < 3; ++i) await page.keyboard.press('ArrowRight');
  await expectAt(3);
  // Half way, by dragging the slider's value.
  const middle = Math.floor(steps.length / 2);
  await page.$eval('#step-slider', (el, v) => { el.value = String(v); el.dispatchEvent(new Event('input', { bubbles: true })); }, middle);
  await expectAt(middle);
  assert.ok(await page.locator('[data-board="candidates"] td.step-cell').count() > 0, 'the step\'s cells are marked');
  await screenshot(page, 'explain-steps.png', { fullPage: true });
  await page.keyboard.press('End');
  await expectAt(steps.length);
  await page.keyboard.press('Home');
  assert.equal(await page.textContent('[data-board="solved"] + figcaption .caption'), 'Solved');
  // The counters line stays.
  assert.match(await page.textContent('#stats'), /the method crossed out \d+ candidates and /);
  assert.deepEqual(site.errors, []);
  await page.close();
});

test('Play board: the nested tables read as one grid of 9 rows of 9 cells', async () => {
  const page = await openPlay(site, `#p=${C22B}`);
  assert.equal(await page.locator('#play-board > tbody > tr > td.box > table.subtable').count(), 9);
  assert.equal(await page.locator('#play-board table.subtable td[data-cell]').count(), 81);
  // The accessibility tree the browser gives assistive technology.
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  const byId = new Map(nodes.map((n) => [n.nodeId, n]));
  const grid = nodes.find((n) => n.role?.value === 'grid');
  assert.ok(grid, 'a grid');
  const rowsIn = (node) => (node.childIds ?? []).flatMap((id) => {
    const child = byId.get(id);
    if (!child) return [];
    return child.role?.value === 'row' ? [child] : rowsIn(child);
  });
  const rows = rowsIn(grid);
  assert.equal(rows.length, 9);
  rows.forEach((row, r) => {
    const cells = (row.childIds ?? []).map((id) => byId.get(id)).filter((n) => n?.role?.value === 'gridcell');
    assert.equal(cells.length, 9, `row ${r + 1} has 9 cells`);
    cells.forEach((cell, c) => assert.match(cell.name?.value ?? '', new RegExp(`^row ${r + 1}, column ${c + 1}, `)));
  });
  await page.close();
});
