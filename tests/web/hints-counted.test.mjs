// Hints are counted, and statistics are a picture (issue 30, item 6): each hint shown is saved
// with the game at once; the completion panel says how many were used; a game won with hints is
// marked and does not set the level's best time unless the setting says hints count; the
// statistics table has the hints column and a chart of each level's last solve times, which a
// 360 px phone shows whole, in light and dark.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, openPlay, settled, screenshot, inSettings, PATIENCE, C22B, C22B_SOLUTION } from './helpers.mjs';

let site;
before(async () => { site = await startSite({ viewport: { width: 1280, height: 900 } }); });
after(async () => { await site.close(); });

// C22b's solution with three blanks: an Easy puzzle, graded at once, won in three moves.
const BLANKS = [...C22B].flatMap((c, i) => (c === '0' ? [i] : [])).slice(0, 3);
const ALMOST = [...C22B_SOLUTION].map((c, i) => (BLANKS.includes(i) ? '0' : c)).join('');

async function statistics(page) {
  await page.click('#statistics-open');
  await page.waitForSelector('#statistics-dialog[open]');
  const row = await page.$$eval('#statistics-table tr[data-level="1"] td', (tds) => Object.fromEntries(tds.map((td) => [td.dataset.column, td.textContent])));
  const bars = await page.$$eval('.stats-chart-level[data-level="1"] .stats-bar', (rects) => rects.map((r) => r.classList.contains('with-hints')));
  return { row, bars };
}

test('a hint is saved with the game at once; the game won with it is marked and sets no best time, unless hints count', async () => {
  const page = await openPlay(site, `#p=${ALMOST}`);
  await page.waitForFunction(() => document.getElementById('play-view').dataset.gradeLevel === '1', null, PATIENCE);
  const id = await page.$eval('#play-view', (el) => el.dataset.gameId);
  await page.click('#hint');
  await page.waitForSelector('#hint-box[data-level="1"]', PATIENCE);
  // Saved at once: a reload does not take the hint back.
  assert.equal(await page.evaluate((key) => JSON.parse(localStorage.getItem(key)).hintsUsed, `sudoku.game.v2.${id}`), 1);
  // Its next levels are the same hint.
  await page.click('#hint');
  await page.waitForSelector('#hint-box[data-level="2"]', PATIENCE);
  await page.keyboard.press('Escape');
  for (const cell of BLANKS) {
    await page.click(`#play-board td[data-cell="${cell}"]`);
    await page.keyboard.press(C22B_SOLUTION[cell]);
  }
  await page.waitForSelector('#completion:not([hidden])', PATIENCE);
  const facts = await page.$$eval('#completion-facts p', (ps) => ps.map((p) => [p.dataset.fact, p.textContent]));
  assert.deepEqual(facts.find(([fact]) => fact === 'hints'), ['hints', '1 hint used: a game won with hints does not set a best time']);
  assert.equal(facts.some(([fact]) => fact === 'best'), false, 'no best time: none was set');
  assert.equal(await page.$eval('#completion', (el) => el.classList.contains('with-hints')), true);
  await screenshot(page, 'completion-with-hints.png', { animations: 'disabled' });
  await page.click('#completion-close');

  let { row, bars } = await statistics(page);
  assert.deepEqual([row.solved, row.best, row.hints], ['1', '—', '1']);
  assert.deepEqual(bars, [true], 'one bar, hatched');
  await page.click('#statistics-close');
  await inSettings(page, (p) => p.check('#hints-count'));
  ({ row } = await statistics(page));
  assert.match(row.best, /^\d+:\d\d$/, 'with hints counting, the game sets the best time');
  assert.deepEqual(site.errors, []);
  await page.close();
});

for (const [name, viewport] of [['desktop', { width: 1280, height: 900 }], ['phone', { width: 360, height: 640 }]]) {
  for (const theme of ['light', 'dark']) {
    test(`the statistics on ${name} (${theme}): the table and the chart fit, every figure named`, async () => {
      const page = await site.newPage();
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: theme });
      await page.goto(site.url + 'favicon.svg');
      // Records of six solved games of level 2, two with hints, and a daily streak of 2.
      await page.evaluate(() => {
        localStorage.clear();
        const id = (n) => `${String(n).padStart(3, '1').replace(/0/g, '9')}${'.'.repeat(78)}`;
        const day = (d) => `2026-12-0${d}`;
        const records = [1, 2, 3, 4, 5, 6].map((n) => ({
          id: id(n), level: 2, at: Date.parse(`${day(n - 0)}T10:00:00`) - 7 * 86400000, daily: null,
          ms: [420000, 380000, 500000, 310000, 290000, 330000][n - 1], on: '2026-11-30', hints: n % 3 === 0 ? 2 : 0,
        }));
        localStorage.setItem('sudoku.stats.v1', JSON.stringify({ version: 1, records }));
      });
      await openPlay(site, `#p=${C22B}`, { page, clear: false });
      await page.click('#statistics-open');
      await page.waitForSelector('#statistics-dialog[open]');
      const fits = await page.evaluate(() => {
        const scroll = document.querySelector('.statistics-scroll');
        const dialog = document.getElementById('statistics-dialog');
        return { table: scroll.scrollWidth <= scroll.clientWidth, dialog: dialog.getBoundingClientRect().right <= window.innerWidth };
      });
      assert.deepEqual(fits, { table: true, dialog: true }, 'nothing cut off sideways');
      // "Daily streak" is there to read, on a phone as a figure's own name.
      const streak = page.locator('#statistics-table tr[data-level="2"] td[data-column="streak"]');
      assert.equal(await streak.isVisible(), true);
      if (name === 'phone') {
        assert.equal(await streak.evaluate((td) => getComputedStyle(td, '::before').content), '"Daily streak"');
      }
      const bars = await page.$$eval('.stats-chart-level[data-level="2"] .stats-bar', (rects) => rects.map((r) => r.classList.contains('with-hints')));
      assert.deepEqual(bars, [false, false, true, false, false, true]);
      assert.match(await page.textContent('.stats-chart-level[data-level="2"] figcaption'), /^Medium: the last 6 games, up to 8:20$/);
      await screenshot(page, `statistics-${name}-${theme}.png`, { fullPage: true });
      await settled(page);
      await page.close();
    });
  }
}
