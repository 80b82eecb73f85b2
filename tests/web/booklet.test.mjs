// Printable booklets (issue 17, item 4): the Booklet dialog makes the puzzles in a worker of its
// own, with progress and Cancel; in print the page gives way to the sheets, puzzles first,
// solutions on the last pages, on A4 or US Letter; each grid is stamped with its number, level
// and seed, and is what that seed generates.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, openPlay, screenshot, nodeEngine, solves, PATIENCE } from './helpers.mjs';

async function makeBooklet(page, { count, perPage, size = '9', level = '1', paper = 'a4', seed = '' }) {
  await page.click('#booklet-open');
  await page.waitForSelector('#booklet-dialog[open]', PATIENCE);
  await page.selectOption('#booklet-size', size);
  await page.selectOption('#booklet-level', level);
  await page.fill('#booklet-count', String(count));
  await page.selectOption('#booklet-per-page', String(perPage));
  await page.selectOption('#booklet-paper', paper);
  await page.fill('#booklet-seed', seed);
  await page.click('#booklet-make');
  await page.waitForFunction(() => ['bookletReady', 'bookletFailed', 'bookletCountBad'].includes(document.getElementById('booklet-status').dataset.key), null, PATIENCE);
}

/** The sheets as print shows them: [{ kind, head, grids: [{ grid, stamp }] }]. */
const readSheets = (page) => page.$$eval('#booklet-sheets .sheet', (sheets) => sheets.map((sheet) => ({
  kind: sheet.classList.contains('puzzles') ? 'puzzles' : 'solutions',
  head: sheet.querySelector('.sheet-head').textContent,
  grids: [...sheet.querySelectorAll('.sheet-item')].map((item) => ({
    grid: [...item.querySelectorAll('td')].map((td) => td.textContent || '.').join(''),
    stamp: item.querySelector('figcaption').textContent,
  })),
})));

/** Pages of a PDF and the size of its first page in points. */
function pdfPages(buffer) {
  const text = buffer.toString('latin1');
  const pages = text.match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;
  const box = text.match(/\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/);
  return { pages, width: Number(box?.[1]), height: Number(box?.[2]) };
}

test('12 puzzles at 4 a page: 3 puzzle pages and 2 solution pages, each grid what its seed generates', async () => {
  const site = await startSite();
  const engine = await nodeEngine();
  try {
    const page = await openPlay(site);
    await makeBooklet(page, { count: 12, perPage: 4, level: '2', seed: 'trip 2026' });
    assert.equal(await page.$eval('#booklet-status', (el) => el.dataset.key), 'bookletReady');
    assert.match(await page.textContent('#booklet-status'), /^Ready: 12 puzzles on 3 pages, solutions on 2 pages\./);
    assert.equal(await page.$eval('#booklet-progress', (el) => el.hidden), true);

    const sheets = await readSheets(page);
    assert.deepEqual(sheets.map((s) => [s.kind, s.grids.length]),
      [['puzzles', 4], ['puzzles', 4], ['puzzles', 4], ['solutions', 6], ['solutions', 6]]);
    assert.equal(sheets[0].head, 'Sudoku booklet trip 2026 · page 1 of 5');
    assert.equal(sheets[4].head, 'Sudoku booklet trip 2026 · solutions · page 5 of 5');
    const puzzles = sheets.filter((s) => s.kind === 'puzzles').flatMap((s) => s.grids);
    const solutions = sheets.filter((s) => s.kind === 'solutions').flatMap((s) => s.grids);
    const seen = new Set();
    puzzles.forEach(({ grid, stamp }, i) => {
      const [, number, seed] = stamp.match(/^No\. (\d+) · 2 · Medium · seed (\d+)$/) ?? [];
      assert.equal(Number(number), i + 1, stamp);
      // The stamp makes the same puzzle again, alone; it has one solution, the one printed.
      const again = engine.generate({ level: 2, seed: Number(seed) });
      assert.equal(grid, again.puzzle, stamp);
      assert.equal(engine.countSolutions(grid, 2), 1, stamp);
      assert.equal(solutions[i].stamp, `No. ${i + 1}`);
      assert.ok(solves(grid, solutions[i].grid), stamp);
      assert.equal(engine.grade(grid).level, 2, stamp);
      seen.add(grid);
    });
    assert.equal(seen.size, 12);

    // Print: the page gives way to the sheets, one A4 page each.
    await page.emulateMedia({ media: 'print' });
    assert.equal(await page.$eval('main', (el) => getComputedStyle(el).display), 'none');
    assert.equal(await page.$eval('#booklet-sheets', (el) => getComputedStyle(el).display), 'block');
    await screenshot(page, 'booklet-print-a4.png', { fullPage: true });
    await page.emulateMedia({ media: null });
    const pdf = pdfPages(await page.pdf({ preferCSSPageSize: true }));
    assert.equal(pdf.pages, 5);
    assert.ok(Math.abs(pdf.width - 595.3) < 2 && Math.abs(pdf.height - 841.9) < 2, JSON.stringify(pdf));

    // The same number, level and count make the same booklet again.
    await page.click('#booklet-close');
    await page.waitForSelector('#booklet-dialog', { state: 'hidden', ...PATIENCE });
    // Closed, the page prints the game again.
    await page.emulateMedia({ media: 'print' });
    assert.notEqual(await page.$eval('main', (el) => getComputedStyle(el).display), 'none');
    await page.emulateMedia({ media: null });
    const fresh = await openPlay(site);
    await makeBooklet(fresh, { count: 12, perPage: 4, level: '2', seed: 'trip 2026' });
    assert.deepEqual(await readSheets(fresh), sheets);
    assert.deepEqual(site.errors, []);
  } finally {
    await site.close();
  }
});

test('US Letter, 6 a page and 1 a page: the pages and the paper follow the choice', async () => {
  const site = await startSite({ viewport: { width: 375, height: 740 } });
  try {
    const page = await openPlay(site);
    await makeBooklet(page, { count: 7, perPage: 6, paper: 'letter', seed: '42' });
    let sheets = await readSheets(page);
    assert.deepEqual(sheets.map((s) => [s.kind, s.grids.length]), [['puzzles', 6], ['puzzles', 1], ['solutions', 6], ['solutions', 1]]);
    let pdf = pdfPages(await page.pdf({ preferCSSPageSize: true }));
    assert.equal(pdf.pages, 4);
    assert.ok(Math.abs(pdf.width - 612) < 2 && Math.abs(pdf.height - 792) < 2, JSON.stringify(pdf));
    await screenshot(page, 'booklet-dialog-375.png');

    await page.selectOption('#booklet-per-page', '1');
    await page.fill('#booklet-count', '2');
    await page.click('#booklet-make');
    await page.waitForFunction(() => document.getElementById('booklet-status').textContent.startsWith('Ready: 2 puzzles'), null, PATIENCE);
    sheets = await readSheets(page);
    assert.deepEqual(sheets.map((s) => [s.kind, s.grids.length]), [['puzzles', 1], ['puzzles', 1], ['solutions', 2]]);
    pdf = pdfPages(await page.pdf({ preferCSSPageSize: true }));
    assert.equal(pdf.pages, 3);
    assert.deepEqual(site.errors, []);
  } finally {
    await site.close();
  }
});

test('a count out of range is refused with a message, Cancel stops the making and the game goes on', async () => {
  const site = await startSite();
  try {
    const page = await openPlay(site);
    for (const count of ['0', '101', '2.5']) {
      await makeBooklet(page, { count, perPage: 4 });
      assert.equal(await page.$eval('#booklet-status', (el) => el.dataset.key), 'bookletCountBad', count);
      assert.equal(await page.textContent('#booklet-status'), 'Choose from 1 to 100 puzzles.');
      assert.equal(await page.$eval('#booklet-print', (el) => el.disabled), true);
      await page.click('#booklet-close');
    }
    // A booklet is made; then 100 extreme puzzles, which take long enough on any machine to be
    // cancelled first: the earlier booklet is gone too, so Print cannot print what the form no
    // longer says.
    await makeBooklet(page, { count: 2, perPage: 4 });
    assert.equal(await page.$eval('#booklet-print', (el) => el.disabled), false);
    await page.click('#booklet-close');
    await page.click('#booklet-open');
    await page.selectOption('#booklet-level', '5');
    await page.fill('#booklet-count', '100');
    await page.click('#booklet-make');
    await page.waitForFunction(() => document.getElementById('booklet-make').textContent === 'Cancel', null, PATIENCE);
    assert.equal(await page.$eval('#booklet-progress', (el) => el.hidden), false);
    assert.equal(await page.$eval('#booklet-count', (el) => el.disabled), true);
    await page.click('#booklet-make');
    await page.waitForFunction(() => document.getElementById('booklet-status').dataset.key === 'bookletCancelled', null, PATIENCE);
    assert.equal(await page.textContent('#booklet-make'), 'Make the booklet');
    assert.equal(await page.$eval('#booklet-count', (el) => el.disabled), false);
    assert.equal(await page.$$eval('#booklet-sheets .sheet', (s) => s.length), 0);
    assert.equal(await page.$eval('#booklet-print', (el) => el.disabled), true);
    await page.click('#booklet-close');
    // The game's own engine was never touched: a hint still comes.
    await page.click('#hint');
    await page.waitForSelector('#hint-box:not([hidden])', PATIENCE);
    assert.deepEqual(site.errors, []);
  } finally {
    await site.close();
  }
});

test('the booklet dialog and its sheets follow the language', async () => {
  const site = await startSite({ locale: 'zh-CN' });
  try {
    const page = await openPlay(site);
    await makeBooklet(page, { count: 2, perPage: 2, seed: '7' });
    assert.equal(await page.textContent('#booklet-title'), '打印题册');
    const sheets = await readSheets(page);
    assert.equal(sheets[0].head, '数独题册 7 · 第 1 页，共 2 页');
    assert.match(sheets[0].grids[0].stamp, /^第 1 题 · 1 · 简单 · 种子 \d+$/);
    await page.emulateMedia({ media: 'print' });
    await screenshot(page, 'booklet-print-zh.png', { fullPage: true });
    assert.deepEqual(site.errors, []);
  } finally {
    await site.close();
  }
});

test('a 6x6 First steps booklet for a child: 36-cell grids, each what its stamp makes again', async () => {
  const site = await startSite();
  const engine = await nodeEngine();
  try {
    const page = await openPlay(site);
    await page.click('#booklet-open');
    await page.selectOption('#booklet-size', '4');
    // A 4x4 grid takes First steps and level 1 only.
    assert.deepEqual(await page.$$eval('#booklet-level option', (options) => options.filter((o) => !o.disabled).map((o) => o.value)), ['first', '1']);
    await page.click('#booklet-close');
    await makeBooklet(page, { count: 8, perPage: 4, size: '6', level: 'first', seed: 'car' });
    const sheets = await readSheets(page);
    assert.deepEqual(sheets.map((s) => [s.kind, s.grids.length]), [['puzzles', 4], ['puzzles', 4], ['solutions', 6], ['solutions', 2]]);
    const puzzles = sheets.filter((s) => s.kind === 'puzzles').flatMap((s) => s.grids);
    const solutions = sheets.filter((s) => s.kind === 'solutions').flatMap((s) => s.grids);
    puzzles.forEach(({ grid, stamp }, i) => {
      const [, number, seed] = stamp.match(/^No\. (\d+) · 6 × 6 · First steps · seed (\d+)$/) ?? [];
      assert.equal(Number(number), i + 1, stamp);
      assert.equal(grid.length, 36);
      assert.equal(engine.generate({ size: 6, level: 'first', seed: Number(seed) }).puzzle, grid, stamp);
      assert.equal(engine.countSolutions(grid, 2), 1, stamp);
      assert.equal(engine.solve(grid).solution, solutions[i].grid, stamp);
    });
    assert.equal(pdfPages(await page.pdf({ preferCSSPageSize: true })).pages, 4);
    await page.emulateMedia({ media: 'print' });
    await screenshot(page, 'booklet-print-6x6.png', { fullPage: true });
    assert.deepEqual(site.errors, []);
  } finally {
    await site.close();
  }
});

test('the booklet offers at each grid size exactly the levels the engine says it makes', async () => {
  const site = await startSite();
  const engine = await nodeEngine();
  try {
    const page = await openPlay(site);
    await page.click('#booklet-open');
    await page.waitForSelector('#booklet-dialog[open]', PATIENCE);
    const sizes = engine.sizes();
    assert.deepEqual(await page.$$eval('#booklet-size option', (options) => options.map((o) => Number(o.value))),
      sizes.map((s) => s.size), 'a grid for each size the engine makes');
    for (const { size, levels } of sizes) {
      await page.selectOption('#booklet-size', String(size));
      await page.waitForSelector(`#booklet-level[data-size="${size}"]`, PATIENCE);
      const offered = await page.$$eval('#booklet-level option', (options) => options.filter((o) => !o.disabled).map((o) => o.value));
      assert.deepEqual(offered, levels.map((level) => (level === 0 ? 'first' : String(level))), `size ${size}`);
    }
    assert.deepEqual(site.errors, []);
  } finally {
    await site.close();
  }
});
