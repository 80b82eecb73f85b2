// Two tabs never lose a move (issue 30, item 9): the same game open in two tabs of one browser,
// in Play and in Kids. Each tab takes the other's moves as they are saved; copies written at the
// same moment are merged; the Games list follows the other tab's games; a game deleted there
// while played here is said and kept. The merge itself is checked in node by
// tab-versions.test.mjs.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, openPlay, playValues, settled, tap, PATIENCE, C22A, C22B, C22B_SOLUTION, screenshot } from './helpers.mjs';

let site;
before(async () => { site = await startSite({ viewport: { width: 1280, height: 900 } }); });
after(async () => { await site.close(); });

const GAME_PREFIX = 'sudoku.game.v2.';
const cellSel = (cell) => `#play-board td[data-cell="${cell}"]`;
const messageKey = (page) => page.$eval('#play-message', (el) => el.dataset.key ?? '');
const gameId = (page) => page.$eval('#play-view', (el) => el.dataset.gameId);

/** Enters the solution's digit in `cell` (click, key) and waits for the engine's check. */
async function enter(page, cell) {
  await page.click(cellSel(cell));
  await page.keyboard.press(C22B_SOLUTION[cell]);
  await settled(page);
}

/** Waits until the Play board of `page` shows a digit in each of `cells`. */
const showsDigits = (page, cells) => page.waitForFunction((list) => {
  const values = document.getElementById('play-view').dataset.values;
  return list.every((cell) => values[cell] !== '0');
}, cells, PATIENCE);

/** Opens C22b in two tabs of one browser (`on`: the site, desktop unless told): [a, b], both on the same saved game. */
async function twoTabs(on = site) {
  const a = await openPlay(on, `#p=${C22B}`);
  const b = await openPlay(on, `#p=${C22B}`, { clear: false });
  assert.equal(await gameId(b), await gameId(a), 'the second tab resumes the same game');
  return [a, b];
}

test('tab A r1c1, tab B r1c2, tab A r1c3: each tab shows every move, and a reload keeps all three', async () => {
  const [a, b] = await twoTabs();
  await enter(a, 0);
  await showsDigits(b, [0]);
  assert.equal(await messageKey(b), 'tabsMoves');
  await screenshot(b, 'tabs-other-moves.png');
  await enter(b, 1);
  await showsDigits(a, [0, 1]);
  await enter(a, 2);
  await showsDigits(b, [0, 1, 2]);
  const want = C22B_SOLUTION.slice(0, 3);
  assert.equal((await playValues(b)).slice(0, 3), want);
  // Undo in B takes back A's last move, as A's own undo would: the steps came with the moves.
  await b.keyboard.press('Control+z');
  await a.waitForFunction(() => document.getElementById('play-view').dataset.values[2] === '0', null, PATIENCE);
  await b.keyboard.press('Control+y');
  await showsDigits(a, [2]);
  await a.reload();
  await a.waitForSelector('#app[data-state="ready"]', PATIENCE);
  await settled(a);
  assert.equal((await playValues(a)).slice(0, 3), want);
  assert.deepEqual(site.errors, []);
  await a.close();
  await b.close();
});

test('Play in two tabs on a phone: cells and keypad tapped in each tab, each tab shows every move, and a reload keeps all three', async () => {
  const phone = await startSite({ viewport: { width: 360, height: 640 }, touch: true });
  try {
    const [a, b] = await twoTabs(phone);
    /** Taps `cell`, then the solution's digit on the keypad, and waits for the engine's check. */
    const tapIn = async (page, cell) => {
      await tap(page, cellSel(cell));
      await tap(page, `#keypad button[data-digit="${C22B_SOLUTION[cell]}"]`);
      await settled(page);
    };
    await tapIn(a, 0);
    await showsDigits(b, [0]);
    assert.equal(await messageKey(b), 'tabsMoves');
    await screenshot(b, 'tabs-other-moves-phone.png');
    await tapIn(b, 1);
    await showsDigits(a, [0, 1]);
    await tapIn(a, 2);
    await showsDigits(b, [0, 1, 2]);
    const want = C22B_SOLUTION.slice(0, 3);
    for (const page of [a, b]) assert.equal((await playValues(page)).slice(0, 3), want);
    // B's Undo button takes back A's last move, as A's own would; Redo brings it back.
    await tap(b, '#undo');
    await a.waitForFunction(() => document.getElementById('play-view').dataset.values[2] === '0', null, PATIENCE);
    await tap(b, '#redo');
    await showsDigits(a, [2]);
    await a.reload();
    await a.waitForSelector('#app[data-state="ready"]', PATIENCE);
    await settled(a);
    assert.equal((await playValues(a)).slice(0, 3), want);
    assert.equal((await playValues(b)).slice(0, 3), want);
    assert.deepEqual(phone.errors, []);
  } finally {
    await phone.close();
  }
});

test('copies written at the same moment are merged in both tabs: both moves kept, the other one undoable', async () => {
  const [a, b] = await twoTabs();
  await enter(a, 0);
  await showsDigits(b, [0]);
  const id = await gameId(a);
  // The copy tab B held before A's next move: B writes from it, as if it had not heard that move.
  const stale = await b.evaluate((key) => localStorage.getItem(key), GAME_PREFIX + id);
  await enter(a, 1);
  await showsDigits(b, [1]);
  const third = await site.newPage();
  await third.goto(site.url + 'favicon.svg');
  await third.evaluate(({ key, stale, cell, digit }) => {
    const copy = JSON.parse(stale);
    copy.values[cell] = digit;
    copy.parent = copy.ver;
    copy.ver = 'othertab1';
    localStorage.setItem(key, JSON.stringify(copy));
  }, { key: GAME_PREFIX + id, stale, cell: 3, digit: Number(C22B_SOLUTION[3]) });
  for (const page of [a, b]) await showsDigits(page, [0, 1, 3]);
  assert.equal(await messageKey(a), 'tabsMerged');
  // Storage holds the merge, written by the tabs that merged.
  await third.waitForFunction(({ key, cells }) => {
    const values = JSON.parse(localStorage.getItem(key)).values;
    return cells.every((cell) => values[cell] > 0);
  }, { key: GAME_PREFIX + id, cells: [0, 1, 3] }, PATIENCE);
  // A's undo takes back the merged-in move first.
  await a.keyboard.press('Control+z');
  await settled(a);
  const values = await playValues(a);
  assert.equal(values[3], '.');
  assert.equal(values.slice(0, 2), C22B_SOLUTION.slice(0, 2));
  assert.deepEqual(site.errors, []);
  await Promise.all([a.close(), b.close(), third.close()]);
});

test('the Games list shows a game opened in another tab; a game deleted there while played here is said and kept', async () => {
  const [a, b] = await twoTabs();
  await enter(a, 0);
  await a.click('#games-open');
  await a.waitForSelector('#games-dialog[open]');
  // B opens another puzzle: A's open list shows it at once.
  await b.evaluate((p) => { location.hash = `p=${p}`; }, C22A);
  await b.waitForSelector('#play-view[data-verdict="multiple"]', PATIENCE);
  const other = await gameId(b);
  await a.waitForSelector(`#games-list li[data-game-id="${other}"]`, PATIENCE);
  await a.click('#games-close');
  // B deletes A's game from its list (it is not B's game on screen any more).
  const id = await gameId(a);
  await b.click('#games-open');
  await b.click(`#games-list li[data-game-id="${id}"] .game-delete`);
  await b.click(`#games-list li[data-game-id="${id}"] .game-delete-yes`);
  await a.waitForFunction(() => document.getElementById('play-message').dataset.key === 'tabsDeleted', null, PATIENCE);
  assert.equal(await a.$eval('#play-view', (el) => el.dataset.values[0]), C22B_SOLUTION[0], 'nothing changed on A\'s board');
  // A's next move stores it again.
  await enter(a, 1);
  const stored = await a.evaluate((key) => JSON.parse(localStorage.getItem(key)), GAME_PREFIX + id);
  assert.equal(stored.values.slice(0, 2).join(''), C22B_SOLUTION.slice(0, 2));
  assert.deepEqual(site.errors, []);
  await a.close();
  await b.close();
});

test('what the other tab knows besides the grid is kept: a hint shown there, going on past the mistake limit there', async () => {
  const [a, b] = await twoTabs();
  const id = await gameId(a);
  await a.click('#hint');
  await a.waitForSelector('#hint-box[data-level="1"]', PATIENCE);
  // B wrote last before closing: its copy must carry A's hint.
  await a.close();
  await b.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  await b.close();
  const check = await site.newPage();
  await check.goto(site.url + 'favicon.svg');
  assert.equal(await check.evaluate((key) => JSON.parse(localStorage.getItem(key)).hintsUsed, GAME_PREFIX + id), 1);
  await check.close();

  // The mistake limit: A goes on past it; B, stopped too, plays on, and its copy says so.
  const [c, d] = await twoTabs();
  await c.click('#settings-open');
  await c.selectOption('#mistake-limit', '3');
  await c.click('#settings-close');
  await d.reload();
  await d.waitForSelector('#app[data-state="ready"]', PATIENCE);
  await c.waitForSelector('#play-view[data-verdict="unique"]', PATIENCE);
  const blanks = [...C22B].flatMap((ch, i) => (ch === '0' ? [i] : []));
  for (const cell of blanks.slice(0, 3)) {
    await c.click(cellSel(cell));
    await c.keyboard.press(C22B_SOLUTION[cell] === '9' ? '8' : String(Number(C22B_SOLUTION[cell]) + 1));
    await settled(c);
  }
  await c.waitForSelector('#limit-continue', { state: 'visible', ...PATIENCE });
  await d.waitForSelector('#limit-continue', { state: 'visible', ...PATIENCE });
  await c.click('#limit-continue');
  await d.waitForSelector('#play-view[data-state="playing"]', PATIENCE);
  await d.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  assert.equal(await d.evaluate((key) => JSON.parse(localStorage.getItem(key)).limitOff, GAME_PREFIX + await gameId(d)), true);
  assert.deepEqual(site.errors, []);
  await c.close();
  await d.close();
});

// A Kids tab of `on` (a site), its storage cleared first when `clear`; the 4x4 values it shows.
async function openKids(on, clear) {
  const page = await on.newPage();
  if (clear) {
    await page.goto(on.url + 'favicon.svg');
    await page.evaluate(() => localStorage.clear());
  }
  await page.goto(on.url);
  await page.waitForSelector('#app[data-state="ready"]', PATIENCE);
  await page.click('#tab-kids');
  await page.waitForSelector('#kids-view[data-state="playing"]', PATIENCE);
  return page;
}
const kidsValues = (page) => page.$eval('#kids-view', (el) => el.dataset.values);

test('Kids in two tabs (zh): each tab shows the other\'s moves, says so, and a reload keeps them all', async () => {
  const zh = await startSite({ locale: 'zh-CN', viewport: { width: 360, height: 640 } });
  try {
    const a = await openKids(zh, true);
    const b = await openKids(zh, false);
    const start = await kidsValues(a);
    assert.equal(await kidsValues(b), start, 'the second tab shows the same 4x4 game');
    const open = [...start].flatMap((c, cell) => ('.0'.includes(c) ? [cell] : []));
    const put = async (page, cell, digit) => {
      await page.click(`#kids-board td[data-cell="${cell}"]`);
      await page.keyboard.press(String(digit));
    };
    const hasDigit = (page, cell) => page.waitForFunction((c) => !'.0'.includes(document.getElementById('kids-view').dataset.values[c]), cell, PATIENCE);
    // Any digit will do: the moves are what must not be lost, right or wrong.
    await put(a, open[0], 1);
    await hasDigit(b, open[0]);
    assert.equal(await b.textContent('#kids-message'), '这道题也在另一个标签页中打开：那里的每一步这里也有。');
    await put(b, open[1], 2);
    await hasDigit(a, open[1]);
    await put(a, open[2], 3);
    await hasDigit(b, open[2]);
    const both = await kidsValues(a);
    assert.equal(await kidsValues(b), both);
    assert.deepEqual([both[open[0]], both[open[1]], both[open[2]]], ['1', '2', '3']);
    await screenshot(b, 'tabs-kids-phone-zh.png');
    await a.reload();
    await a.waitForSelector('#app[data-state="ready"]', PATIENCE);
    await a.click('#tab-kids');
    await a.waitForSelector('#kids-view[data-state="playing"]', PATIENCE);
    assert.equal(await kidsValues(a), both);
    assert.deepEqual(zh.errors, []);
  } finally {
    await zh.close();
  }
});

test('Kids in two tabs on a desktop: clicks, keys and the keypad in each tab, each shows the other\'s moves, says so, and a reload keeps them all', async () => {
  const desktop = await startSite({ viewport: { width: 1280, height: 900 } });
  try {
    const a = await openKids(desktop, true);
    const b = await openKids(desktop, false);
    const start = await kidsValues(a);
    assert.equal(await kidsValues(b), start, 'the second tab shows the same 4x4 game');
    const open = [...start].flatMap((c, cell) => ('.0'.includes(c) ? [cell] : []));
    // A types on the keyboard, B clicks the keypad.
    const typed = async (page, cell, digit) => {
      await page.click(`#kids-board td[data-cell="${cell}"]`);
      await page.keyboard.press(String(digit));
    };
    const clicked = async (page, cell, digit) => {
      await page.click(`#kids-board td[data-cell="${cell}"]`);
      await page.click(`#kids-keypad .kids-key[data-digit="${digit}"]`);
    };
    const hasDigit = (page, cell) => page.waitForFunction((c) => !'.0'.includes(document.getElementById('kids-view').dataset.values[c]), cell, PATIENCE);
    // Any digit will do: the moves are what must not be lost, right or wrong.
    await typed(a, open[0], 1);
    await hasDigit(b, open[0]);
    assert.equal(await b.textContent('#kids-message'), 'This puzzle is open in another tab too: its moves are here.');
    await clicked(b, open[1], 2);
    await hasDigit(a, open[1]);
    await typed(a, open[2], 3);
    await hasDigit(b, open[2]);
    const both = await kidsValues(a);
    assert.equal(await kidsValues(b), both);
    assert.deepEqual([both[open[0]], both[open[1]], both[open[2]]], ['1', '2', '3']);
    await screenshot(b, 'tabs-kids-desktop.png');
    await a.reload();
    await a.waitForSelector('#app[data-state="ready"]', PATIENCE);
    await a.click('#tab-kids');
    await a.waitForSelector('#kids-view[data-state="playing"]', PATIENCE);
    assert.equal(await kidsValues(a), both);
    assert.deepEqual(desktop.errors, []);
  } finally {
    await desktop.close();
  }
});
