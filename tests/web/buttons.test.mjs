// The Play view's declared buttons (web/play/buttons.js): drawn from play.js's lists into the
// toolbar and the pad exactly where and as the page had them in its markup, with their words in
// both languages and their keys; and the manual's key table (web/README.md) names the keys the
// Keys panel lists, so a key added by a declaration cannot be left out of the manual.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startSite, openPlay, PATIENCE, C22B } from './helpers.mjs';

let site;
before(async () => { site = await startSite(); });
after(async () => { await site.close(); });

// The controls the page had in its markup before they were declared, in their order there; a
// button added later may stand anywhere among them.
const TOOLBAR = ['play-level', 'play-new', 'daily', 'paste-open', 'games-open', 'share', 'statistics-open',
  'booklet-open', 'settings-open'];
const PAD_ROWS = [['erase', 'pencil'], ['undo', 'redo'], ['hint', 'check'], ['fill-notes', 'keys-open']];

test('the declared buttons stand where the markup had them, with their words, titles and keys', async () => {
  const page = await openPlay(site, `#p=${C22B}`);
  // The toolbar: the Level menu, then the buttons, in the markup's order.
  const toolbar = await page.$$eval('#play-view > .toolbar > *', (els) => els.map((el) => el.id || el.querySelector('select').id));
  assert.deepEqual(toolbar.filter((id) => TOOLBAR.includes(id)), TOOLBAR);
  assert.equal(toolbar[0], 'play-level');
  // The pad: the keypad, rows of two, the line of keys; no slot is left behind.
  const pad = await page.$$eval('.pad > *', (els) => els.map((el) => el.id || el.className));
  assert.deepEqual(pad.filter((name) => name !== 'pad-row'), ['keypad', 'keys-help']);
  assert.equal(pad.at(-1), 'keys-help');
  const rows = await page.$$eval('.pad .pad-row', (els) => els.map((row) => [...row.children].map((b) => b.id)));
  assert.deepEqual(rows.filter((row) => PAD_ROWS.some((known) => known[0] === row[0])), PAD_ROWS);
  assert.equal(await page.locator('template').count(), 0);

  // What each shows of itself: id, class, text, title, aria-keyshortcuts, aria-haspopup.
  const facts = () => page.$$eval('#play-new, #daily, #paste-open, #games-open, #share, #statistics-open, #booklet-open, #settings-open, #check, #fill-notes, #keys-open',
    (els) => els.map((b) => [b.id, b.className, b.textContent, b.title, b.getAttribute('aria-keyshortcuts'), b.getAttribute('aria-haspopup')]));
  assert.deepEqual(await facts(), [
    ['play-new', 'primary', 'New puzzle', 'N', 'N', null],
    ['daily', '', 'Daily', 'Today’s puzzle of the chosen level, the same for everyone', null, null],
    ['paste-open', 'later', 'Enter a puzzle', '', null, null],
    ['games-open', 'later', 'Games', '', null, 'dialog'],
    ['share', 'later', 'Share link', '', null, null],
    ['statistics-open', 'later', 'Statistics', '', null, null],
    ['booklet-open', 'later', 'Booklet', '', null, 'dialog'],
    ['settings-open', 'later', 'Settings', '', null, 'dialog'],
    ['check', '', 'Check', 'C', 'C', null],
    ['fill-notes', '', 'Fill notes', 'F', 'F', null],
    ['keys-open', '', 'Keys', '?', '?', 'dialog'],
  ]);
  assert.deepEqual(await page.$eval('#hint', (b) => [b.classList.contains('hint-button'), b.title, b.getAttribute('aria-keyshortcuts')]),
    [true, 'H', 'H']);
  await page.selectOption('#language', 'zh');
  assert.deepEqual((await facts()).map((row) => row[2]), ['新题目', '每日一题', '输入题目', '棋局', '分享链接', '统计', '题册', '设置', '检查', '填入笔记', '快捷键']);
  assert.equal(await page.getAttribute('#daily', 'title'), '所选难度的今日题目，所有人都一样');
  await page.selectOption('#language', 'en');
  assert.deepEqual(site.errors, []);
  await page.close();
});

test('the declared keys press their buttons: F fills the notes, ? opens the Keys panel even while paused', async () => {
  const page = await openPlay(site, `#p=${C22B}`);
  await page.waitForSelector('#fill-notes:not([disabled])', PATIENCE);
  await page.keyboard.press('f');
  await page.waitForSelector('#play-message[data-key="notesFilled"]', PATIENCE);
  await page.click('#pause');
  await page.keyboard.press('?');
  await page.waitForSelector('#keys-dialog[open]', PATIENCE);
  await page.click('#keys-close');
  await page.click('#resume');
  assert.deepEqual(site.errors, []);
  await page.close();
});

test('web/README.md\'s key table names every key the Keys panel lists, and no other', async () => {
  const page = await openPlay(site, `#p=${C22B}`);
  await page.click('#keys-open');
  await page.waitForSelector('#keys-dialog[open]', PATIENCE);
  const listed = (await page.$$eval('#keys-list kbd', (kbds) => kbds.map((k) => k.textContent)))
    .filter((cap) => !['←', '↑', '→', '↓', 'Tab'].includes(cap)); // the table says "arrows"; Tab, the text above it
  await page.close();
  const manual = readFileSync(fileURLToPath(new URL('../../web/README.md', import.meta.url)), 'utf8');
  const table = manual.slice(manual.indexOf('| key | does |'));
  const lines = table.split('\n').slice(2);
  const rows = lines.slice(0, lines.findIndex((line) => !line.startsWith('|')));
  const named = rows.flatMap((row) => row.split('|')[1].split(/,|;| or /).map((cap) => cap.trim()))
    .filter((cap) => cap && cap !== 'arrows');
  assert.deepEqual([...new Set(named)].sort(), [...new Set(listed)].sort());
});
