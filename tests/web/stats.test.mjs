// The Statistics panel (issue 14, item 9): the table per level worked out from the stored
// records, a corrupt record (or a corrupt store) ignored, never fatal, and Export then Import in
// a fresh profile giving the same table; a file that is not an export is refused, saying why.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSite, openPlay, screenshot, PATIENCE } from './helpers.mjs';

const KEY = 'sudoku.stats.v1';
let site;
let files;
before(async () => {
  site = await startSite();
  files = await mkdtemp(join(tmpdir(), 'sudoku-stats-'));
});
after(async () => {
  await site.close();
  await rm(files, { recursive: true, force: true });
});

// Distinct puzzle ids: only their shape matters to the statistics.
const id = (n) => `${String(n).padStart(3, '1').replace(/0/g, '9')}${'.'.repeat(78)}`;
const at = (date, hour = 10) => Date.parse(`${date}T${hour}:00:00Z`);
const TODAY = '2026-03-14';
// Level 2: three dailies solved on their days (a streak of 3 up to today), one daily of 03-10
// solved (a streak of 1 before the gap), a game left for another (ends the run), and two solved
// after it. Level 4: one solved, one in progress (does not end the run).
const RECORDS = [
  { id: id(1), level: 2, at: at('2026-03-10'), daily: '2026-03-10', ms: 300000, on: '2026-03-10' },
  { id: id(2), level: 2, at: at('2026-03-11'), daily: null, ms: null, on: null },
  { id: id(3), level: 2, at: at('2026-03-12'), daily: '2026-03-12', ms: 200000, on: '2026-03-12' },
  { id: id(4), level: 2, at: at('2026-03-13'), daily: '2026-03-13', ms: 250000, on: '2026-03-13' },
  { id: id(5), level: 2, at: at('2026-03-14'), daily: '2026-03-14', ms: 150000, on: '2026-03-14' },
  { id: id(6), level: 4, at: at('2026-03-13', 11), daily: null, ms: 900000, on: '2026-03-13' },
  { id: id(7), level: 4, at: at('2026-03-14', 11), daily: null, ms: null, on: null },
];

async function atDate(page, date) {
  await page.addInitScript((target) => {
    const Real = Date;
    const shift = new Real(target).getTime() - Real.now();
    class Shifted extends Real {
      constructor(...args) { if (args.length === 0) super(Real.now() + shift); else super(...args); }
      static now() { return Real.now() + shift; }
    }
    globalThis.Date = Shifted;
  }, `${date}T12:00:00`);
}

/** A Play page at TODAY whose statistics store holds `stored` (any JSON text) before it loads. */
async function openWith(where, stored) {
  const page = await where.newPage();
  await atDate(page, TODAY);
  await page.goto(where.url + 'favicon.svg');
  await page.evaluate(([key, text]) => { localStorage.clear(); if (text !== null) localStorage.setItem(key, text); }, [KEY, stored]);
  await page.goto(where.url);
  await page.waitForSelector('#app[data-state="ready"]', PATIENCE);
  return page;
}

/** The Statistics table as the player reads it: one array of cell texts per row. */
async function table(page) {
  if (!(await page.$eval('#statistics-dialog', (d) => d.open))) await page.click('#statistics-open');
  return page.$$eval('#statistics-table tr', (trs) => trs.map((tr) => [...tr.cells].map((c) => c.textContent)));
}

const row = (rows, name) => rows.find((r) => r[0] === name);

test('the table per level: played, solved, best and average time, daily streaks, solved in a row', async () => {
  const page = await openWith(site, JSON.stringify({ version: 1, records: RECORDS }));
  const rows = await table(page);
  assert.deepEqual(rows[0], ['Level', 'Played', 'Solved', 'Best time', 'Average time', 'Daily streak', 'Best streak', 'Solved in a row', 'Hints used']);
  // The page's own first game is only looked at: not a game played.
  assert.deepEqual(row(rows, '2 · Medium'), ['2 · Medium', '5', '4', '2:30', '3:45', '3', '3', '3', '0']);
  assert.deepEqual(row(rows, '4 · Expert'), ['4 · Expert', '2', '1', '15:00', '15:00', '0', '0', '1', '0']);
  assert.deepEqual(row(rows, '1 · Easy'), ['1 · Easy', '0', '0', '—', '—', '0', '0', '0', '0']);
  assert.deepEqual(row(rows, 'All levels'), ['All levels', '7', '5', '2:30', '6:00', '3', '3', '4', '0']);
  await screenshot(page, 'statistics-1280.png');
  await page.setViewportSize({ width: 375, height: 740 });
  await screenshot(page, 'statistics-375.png');
  const dialog = await page.locator('#statistics-dialog').boundingBox();
  assert.ok(dialog.x >= 0 && dialog.x + dialog.width <= 375, 'the panel fits a phone');
  await page.close();
});

test('a corrupt record is ignored, a corrupt store is no store; the page always plays', async () => {
  const bad = [
    ...RECORDS.slice(0, 1),
    { id: id(8), level: 'x', at: 1, ms: 1 },             // no level
    { id: 'short', level: 2, at: 1, ms: 1 },             // no puzzle id
    { id: id(9), level: 3, at: 'soon', ms: 'fast', daily: 7, on: {} }, // bad optional fields: kept unsolved
    null, 42, 'text', [1, 2],
  ];
  let page = await openWith(site, JSON.stringify({ version: 1, records: bad }));
  let rows = await table(page);
  assert.deepEqual(row(rows, '2 · Medium').slice(0, 4), ['2 · Medium', '1', '1', '5:00']);
  assert.deepEqual(row(rows, '3 · Hard').slice(0, 4), ['3 · Hard', '1', '0', '—']);
  await page.close();
  for (const stored of ['{"version":1,"records":[{"id":"12', '"just a string"', '{"records":7}', '[]']) {
    page = await openWith(site, stored);
    await page.waitForSelector('#play-view[data-state="playing"]', PATIENCE);
    rows = await table(page);
    assert.deepEqual(row(rows, '1 · Easy'), ['1 · Easy', '0', '0', '—', '—', '0', '0', '0', '0'], stored);
    await page.close();
  }
  assert.deepEqual(site.errors, []);
});

test('a stored solve time or start date out of range counts as missing', async () => {
  const records = [
    { id: id(11), level: 1, at: at('2026-03-13'), daily: null, ms: 1e308, on: '2026-03-13' }, // played, not solved
    { id: id(12), level: 1, at: 1e308, daily: null, ms: 60000, on: '2026-03-14' },
  ];
  const page = await openWith(site, JSON.stringify({ version: 1, records }));
  const rows = await table(page);
  assert.deepEqual(row(rows, '1 · Easy').slice(0, 5), ['1 · Easy', '2', '1', '1:00', '1:00']);
  assert.deepEqual(site.errors, []);
  await page.close();
});

test('Export, then Import in a fresh profile, gives the same table; a second import takes nothing', async () => {
  const page = await openWith(site, JSON.stringify({ version: 1, records: RECORDS }));
  const before = await table(page);
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#statistics-export')]);
  assert.equal(download.suggestedFilename(), `sudoku-statistics-${TODAY}.json`);
  const file = join(files, 'export.json');
  await download.saveAs(file);
  await page.close();

  const other = await startSite();
  try {
    const fresh = await openWith(other, null);
    const empty = await table(fresh);
    assert.deepEqual(row(empty, 'All levels').slice(0, 3), ['All levels', '0', '0']);
    await fresh.setInputFiles('#statistics-file', file);
    await fresh.waitForSelector('#statistics-status[data-key="statisticsImported"]', PATIENCE);
    assert.equal(await fresh.textContent('#statistics-status'), 'Records imported: 7. Already here: 0. Could not be read: 0.');
    assert.deepEqual(await table(fresh), before);
    await fresh.setInputFiles('#statistics-file', file);
    await fresh.waitForFunction(() => /^Records imported: 0\./.test(document.getElementById('statistics-status').textContent), null, PATIENCE);
    assert.equal(await fresh.textContent('#statistics-status'), 'Records imported: 0. Already here: 7. Could not be read: 0.');
    assert.deepEqual(await table(fresh), before);
    await fresh.close();
  } finally {
    await other.close();
  }
});

test('Import refuses a file that is not an export, saying why, and changes nothing', async () => {
  const page = await openWith(site, JSON.stringify({ version: 1, records: RECORDS }));
  const before = await table(page);
  const cases = [
    ['not-json.json', 'this is not JSON', 'the file is not a JSON file'],
    ['other.json', JSON.stringify({ puzzle: '1'.repeat(81) }), 'the file is not a statistics export of this page'],
    ['newer.json', JSON.stringify({ kind: 'sudoku-statistics', version: 99, records: [] }), 'the file comes from a newer version of this page'],
    ['empty.json', JSON.stringify({ kind: 'sudoku-statistics', version: 1, records: [{ id: 'x' }, 3] }), 'the file holds no readable record'],
  ];
  for (const [name, text, reason] of cases) {
    const file = join(files, name);
    await writeFile(file, text);
    await page.setInputFiles('#statistics-file', file);
    await page.waitForFunction((r) => document.getElementById('statistics-status').textContent.includes(r), reason, PATIENCE);
    assert.equal(await page.textContent('#statistics-status'), `Nothing was imported: ${reason}.`);
    assert.deepEqual(await table(page), before);
  }
  // In Chinese too, the refusal and its reason.
  await page.selectOption('#language', 'zh');
  assert.equal(await page.textContent('#statistics-status'), '未导入任何内容：该文件中没有可读取的记录。');
  await page.close();
});
