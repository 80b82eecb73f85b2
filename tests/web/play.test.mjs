// The Play view: entering digits, pencil marks, highlights, conflicts, undo/redo, Check, the
// win (case C24), pencil marks kept (C33), undo across entries and games (C34), the clock
// (C35), the accessible grid (C38), several cells selected by a finger's drag on a phone.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  startSite, openPlay, playValues, cellClasses, solves, screenshot, settled, tap, PATIENCE, C22B, C22B_SOLUTION, inSettings,
} from './helpers.mjs';

let site;
before(async () => { site = await startSite({ viewport: { width: 1100, height: 820 } }); });
after(async () => { await site.close(); });

const LINK = `#p=${C22B}`;
const cellSel = (cell) => `#play-board td[data-cell="${cell}"]`;
const blanks = [...C22B].flatMap((c, i) => (c === '0' ? [i] : []));

test('Play is the default view and a new puzzle of the chosen level appears', async () => {
  const page = await openPlay(site);
  assert.equal(await page.$eval('#app', (el) => el.dataset.view), 'play');
  assert.equal(await page.isHidden('#explain-view'), true);
  const first = await page.$eval('#play-view', (el) => el.dataset.puzzle);
  assert.match(first, /^[1-9.]{81}$/);
  assert.equal(await playValues(page), first);
  await page.selectOption('#play-level', '3');
  await page.click('#play-new');
  await page.waitForFunction((p) => document.getElementById('play-view').dataset.puzzle !== p, first, PATIENCE);
  assert.equal(await page.$eval('#play-view', (el) => el.dataset.level), '3');
  // The URL always carries the puzzle being played.
  const puzzle = await page.$eval('#play-view', (el) => el.dataset.puzzle);
  assert.equal(new URL(page.url()).hash, `#p=${puzzle.replace(/\./g, '0')}`);
  await page.close();
});

test('ARIA grid: 9 rows of 9 labelled cells, givens read-only', async () => {
  const page = await openPlay(site, LINK);
  assert.equal(await page.getAttribute('#play-board', 'role'), 'grid');
  assert.equal(await page.locator('#play-board [role="row"]').count(), 9);
  assert.equal(await page.locator('#play-board [role="gridcell"]').count(), 81);
  assert.equal(await page.getAttribute(cellSel(0), 'aria-label'), 'row 1, column 1, empty');
  assert.equal(await page.getAttribute(cellSel(5), 'aria-label'), 'row 1, column 6, 7, given');
  assert.equal(await page.getAttribute(cellSel(5), 'aria-readonly'), 'true');
  assert.equal(await page.locator('#play-board td[tabindex="0"]').count(), 1, 'one roving tab stop');
  await page.close();
});

test('keyboard: arrows, Home and End move, digits enter, givens stay, Backspace/Delete/0 clear', async () => {
  const page = await openPlay(site, LINK);
  await page.click(cellSel(0));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  assert.ok((await cellClasses(page, 10)).includes('selected'));
  assert.equal(await page.evaluate(() => document.activeElement.dataset.cell), '10');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft'); // wraps to the end of the row
  assert.ok((await cellClasses(page, 8)).includes('selected'));
  // Home and End: the first and last cell of the row (the board is one Tab stop: keyboard.test.mjs).
  await page.click(cellSel(5));
  await page.keyboard.press('End');
  assert.ok((await cellClasses(page, 8)).includes('selected'));
  await page.keyboard.press('Home');
  assert.ok((await cellClasses(page, 0)).includes('selected'));
  await page.click(cellSel(4));

  await page.keyboard.press('9');
  assert.equal((await playValues(page))[4], '9');
  assert.equal(await page.getAttribute(cellSel(4), 'aria-label'), 'row 1, column 5, 9');
  await page.keyboard.press('Backspace');
  assert.equal((await playValues(page))[4], '.');
  await page.keyboard.press('9');
  await page.keyboard.press('Delete');
  assert.equal((await playValues(page))[4], '.');
  await page.keyboard.press('9');
  await page.keyboard.press('0');
  assert.equal((await playValues(page))[4], '.');

  // A given cannot be changed by key or keypad.
  await page.click(cellSel(5));
  await page.keyboard.press('1');
  await page.click('#keypad button[data-digit="2"]');
  await page.keyboard.press('Backspace');
  assert.equal((await playValues(page))[5], '7');
  // The on-screen keypad enters digits too.
  await page.click(cellSel(3));
  await page.click('#keypad button[data-digit="5"]');
  assert.equal((await playValues(page))[3], '5');
  await page.click('#erase');
  assert.equal((await playValues(page))[3], '.');
  await page.close();
});

test('pencil marks: toggled in pencil mode or with Shift, removed from peers when a digit is placed', async () => {
  const page = await openPlay(site, LINK);
  await page.click(cellSel(0));
  await page.click('#pencil');
  assert.equal(await page.getAttribute('#pencil', 'aria-pressed'), 'true');
  await page.keyboard.press('3');
  await page.keyboard.press('2');
  await page.click(cellSel(1)); // same row
  await page.keyboard.press('3');
  await page.click(cellSel(79)); // r9c8, no peer of r1c1
  await page.keyboard.press('3');
  await page.keyboard.press('p'); // back to digits
  assert.equal(await page.getAttribute('#pencil', 'aria-pressed'), 'false');
  await page.click(cellSel(9)); // r2c1, a peer of r1c1 and r1c2
  await page.keyboard.press('Shift+3');
  const marksOf = (cell) => page.$eval(cellSel(cell), (td) => [...td.querySelectorAll('.marks span')].map((s) => s.textContent).join(''));
  assert.equal(await marksOf(0), '23');
  assert.equal(await marksOf(9), '3');
  assert.equal(await page.getAttribute(cellSel(0), 'aria-label'), 'row 1, column 1, pencil marks 2 3');
  // Placing 3 in r1c1 clears the 3s from its peers r1c2 and r2c1, not from r9c9.
  await page.click(cellSel(0));
  await page.keyboard.press('3');
  assert.equal((await playValues(page))[0], '3');
  assert.equal(await marksOf(1), '');
  assert.equal(await marksOf(9), '');
  assert.equal(await marksOf(79), '3');
  // One undo brings back the digit's cell and the peers' marks together.
  await page.keyboard.press('Control+z');
  assert.equal(await marksOf(0), '23');
  assert.equal(await marksOf(1), '3');
  await page.close();
});

test('highlights: row, column and box of the selected cell, and cells with the same digit', async () => {
  const page = await openPlay(site, LINK);
  await page.click(cellSel(5)); // r1c6 = 7
  const peers = await page.$$eval('#play-board td.peer', (tds) => tds.map((td) => Number(td.dataset.cell)));
  assert.equal(peers.length, 20);
  assert.ok(peers.includes(0) && peers.includes(77) && peers.includes(22));
  const same = await page.$$eval('#play-board td.same', (tds) => tds.map((td) => Number(td.dataset.cell)));
  const sevens = [...C22B].flatMap((c, i) => (c === '7' && i !== 5 ? [i] : []));
  assert.deepEqual(same.sort((a, b) => a - b), sevens);
  await page.close();
});

test('conflicts: shown in red when on, hidden when off', async () => {
  const page = await openPlay(site, LINK);
  await page.click(cellSel(0));
  await page.keyboard.press('7'); // r1c6 and r9c1 hold a given 7
  // The digit is drawn at once; the engine's validate() answer marks the conflict after it.
  assert.equal((await playValues(page))[0], '7');
  await settled(page);
  const conflicting = () => page.$$eval('#play-board td.conflict', (tds) => tds.map((td) => Number(td.dataset.cell)));
  assert.deepEqual(await conflicting(), [0, 5, 72]);
  assert.equal(await page.$eval(cellSel(0), (td) => getComputedStyle(td).color), 'rgb(184, 18, 18)');
  assert.match(await page.getAttribute(cellSel(0), 'aria-label'), /conflict/);
  await inSettings(page, (p) => p.selectOption('#conflicts', 'hidden'));
  assert.equal(await page.locator('#play-board td.conflict').count(), 0);
  await inSettings(page, (p) => p.selectOption('#conflicts', 'shown'));
  assert.deepEqual(await conflicting(), [0, 5, 72]);
  await page.close();
});

test('undo and redo with Ctrl+Z / Ctrl+Y and the buttons', async () => {
  const page = await openPlay(site, LINK);
  assert.equal(await page.isDisabled('#undo'), true);
  await page.click(cellSel(0));
  await page.keyboard.press('1');
  await page.keyboard.press('2');
  await page.click(cellSel(1));
  await page.keyboard.press('4');
  assert.equal((await playValues(page)).slice(0, 2), '24');
  await page.keyboard.press('Control+z');
  assert.equal((await playValues(page)).slice(0, 2), '2.');
  await page.click('#undo');
  assert.equal((await playValues(page)).slice(0, 2), '1.');
  await page.keyboard.press('Control+y');
  assert.equal((await playValues(page)).slice(0, 2), '2.');
  await page.click('#redo');
  assert.equal((await playValues(page)).slice(0, 2), '24');
  assert.equal(await page.isDisabled('#redo'), true);
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+Shift+Z');
  assert.equal((await playValues(page)).slice(0, 2), '24');
  await page.close();
});

test('on a phone: a finger dragged across cells selects them all; a keypad digit fills them as one move, one Undo clears them', async () => {
  const phone = await startSite({ viewport: { width: 360, height: 640 }, touch: true });
  try {
    const page = await openPlay(phone, LINK);
    const selected = () => page.$$eval('#play-board td.selected', (tds) => tds.map((td) => Number(td.dataset.cell)).sort((a, b) => a - b));
    const centre = async (cell) => {
      const box = await page.locator(cellSel(cell)).boundingBox();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    };
    // r1c1, r1c2, r1c3 and r2c3: all empty in C22b.
    const path = [0, 1, 2, 11];
    await page.locator(cellSel(0)).scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    // A real touch, as a finger's: the browser makes its pointer events (pointerdown, the
    // pointer captured by the first cell, pointerover on the cells reached) from it.
    const cdp = await page.context().newCDPSession(page);
    let at = await centre(path[0]);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] });
    for (const cell of path.slice(1)) {
      const to = await centre(cell);
      for (let step = 1; step <= 4; ++step) {
        const point = { x: at.x + (to.x - at.x) * step / 4, y: at.y + (to.y - at.y) * step / 4 };
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
      }
      at = to;
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    // Waited for however slow the machine; a drag that never selects them fails on what it did select.
    await page.waitForFunction((n) => document.querySelectorAll('#play-board td.selected').length === n, path.length, PATIENCE).catch(() => {});
    assert.deepEqual(await selected(), path);
    assert.equal(await page.evaluate(() => document.activeElement?.dataset.cell), '11', 'the last cell reached has the focus');
    assert.equal(await page.evaluate(() => window.scrollY), scrolled, 'the drag selected; it did not scroll the page');

    await tap(page, '#keypad button[data-digit="5"]');
    await settled(page);
    const puzzle = C22B.replace(/0/g, '.');
    const filled = [...puzzle].map((c, cell) => (path.includes(cell) ? '5' : c)).join('');
    assert.equal(await playValues(page), filled, 'a 5 in each of the four cells, nothing else changed');
    assert.deepEqual(await selected(), path, 'still selected');
    await tap(page, '#undo');
    assert.equal(await playValues(page), puzzle, 'one Undo takes all four back');
    assert.equal(await page.isDisabled('#undo'), true, 'it was one move');
    await tap(page, '#redo');
    assert.equal(await playValues(page), filled);
    // A tap afterwards selects its cell alone.
    await tap(page, cellSel(20));
    assert.deepEqual(await selected(), [20]);
    assert.deepEqual(phone.errors, []);
  } finally {
    await phone.close();
  }
});

test('Check marks rule breaks and digits that differ from the solution, revealing nothing', async () => {
  const page = await openPlay(site, LINK);
  await page.waitForSelector('#play-view[data-verdict="unique"]');
  await page.click(cellSel(0));
  await page.keyboard.press(C22B_SOLUTION[0]); // right
  // r1c2: 9 is wrong there but no given in its row, column or box is a 9.
  assert.equal(C22B_SOLUTION[1], '2');
  await page.click(cellSel(1));
  await page.keyboard.press('9');
  await settled(page);
  assert.equal(await page.locator('#play-board td.conflict').count(), 0);
  const valuesBefore = await playValues(page);
  await page.click('#check');
  await page.waitForSelector('#play-message[data-key="checkMistakes"]', PATIENCE);
  const marked = await page.$$eval('#play-board td.mistake', (tds) => tds.map((td) => Number(td.dataset.cell)));
  assert.deepEqual(marked, [1]);
  assert.equal(await playValues(page), valuesBefore, 'Check fills in nothing');
  assert.match(await page.textContent('#play-message'), /1 cell breaks a rule or differs/);
  // The marks go with the next change.
  await page.keyboard.press(C22B_SOLUTION[1]);
  assert.equal(await page.locator('#play-board td.mistake').count(), 0);
  await page.click('#check');
  await page.waitForSelector('#play-message[data-key="checkGood"]', PATIENCE);
  assert.match(await page.textContent('#play-message'), /No mistakes so far\. 57 cells to go\./);
  await page.close();
});

test('C24: a wrong entry can be overwritten; win exactly when the last blank is filled', async () => {
  const page = await openPlay(site, LINK);
  assert.equal(blanks.length, 59);
  await page.click(cellSel(0));
  await page.keyboard.press('6');
  assert.equal((await playValues(page))[0], '6');
  await page.keyboard.press('3');
  assert.equal((await playValues(page))[0], '3');
  // Filling a cell with its solution digit does not lock it.
  await page.keyboard.press('5');
  assert.equal((await playValues(page))[0], '5');
  await page.keyboard.press('3');

  const order = blanks.filter((c) => c !== 0);
  for (let i = order.length - 1; i > 0; --i) {
    const j = Math.floor(Math.random() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  for (const [k, cell] of order.entries()) {
    await settled(page);
    assert.equal(await page.$eval('#play-view', (el) => el.dataset.state), 'playing',
      `not won with ${order.length - k} blank(s) left`);
    await page.click(cellSel(cell));
    await page.keyboard.press(C22B_SOLUTION[cell]);
  }
  // The engine's validate() of the full grid finds no conflict: won.
  await page.waitForSelector('#play-view[data-state="won"]', PATIENCE);
  assert.ok(solves(C22B, await playValues(page)));
  assert.match(await page.textContent('#play-message'), /^Solved! Your time: \d+:\d\d\.$/);
  await page.waitForTimeout(1200);
  const frozen = await page.textContent('#timer');
  await page.waitForTimeout(1200);
  assert.equal(await page.textContent('#timer'), frozen, 'the timer stops at the win');
  await screenshot(page, 'play-won.png');
  await page.close();
});

test('a full grid that breaks a rule is not a win', async () => {
  const page = await openPlay(site, LINK);
  // Fill every blank with the solution except two cells of row 1 swapped.
  const grid = [...C22B_SOLUTION];
  [grid[0], grid[1]] = [grid[1], grid[0]];
  for (const cell of blanks) {
    await page.click(cellSel(cell));
    await page.keyboard.press(grid[cell]);
  }
  await settled(page);
  assert.equal(await page.$eval('#play-view', (el) => el.dataset.state), 'playing');
  assert.ok(await page.locator('#play-board td.conflict').count() > 0);
  await page.close();
});

test('timer runs, pause hides the board and stops the clock', async () => {
  const page = await openPlay(site, LINK);
  await page.waitForFunction(() => document.getElementById('timer').textContent !== '0:00', null, PATIENCE);
  await page.click('#pause');
  assert.equal(await page.$eval('#play-view', (el) => el.dataset.state), 'paused');
  assert.equal(await page.isVisible('#pause-cover'), true);
  const stopped = await page.textContent('#timer');
  await page.waitForTimeout(1300);
  assert.equal(await page.textContent('#timer'), stopped);
  // Digits cannot be entered while paused.
  await page.keyboard.press('5');
  assert.equal(await page.$eval('#play-view', (el) => el.dataset.values), C22B);
  await page.click('#resume');
  assert.equal(await page.$eval('#play-view', (el) => el.dataset.state), 'playing');
  await page.close();
});

const marksOf = (page, cell) => page.$eval(cellSel(cell), (td) => [...td.querySelectorAll('.marks span')].map((span) => span.textContent).join(''));
const look = (page, cell) => page.$eval(cellSel(cell), (td) => ({ className: td.className, html: td.innerHTML, label: td.getAttribute('aria-label') }));

test('C33: pencil marks are saved without any digit, come back on reload and with undo; pencil mode keeps digits', async () => {
  const page = await openPlay(site, LINK);
  await page.click('#pencil');
  await page.click(cellSel(0));
  await page.keyboard.press('1');
  await page.keyboard.press('2');
  await page.click(cellSel(1));
  await page.keyboard.press('5');
  assert.equal(await playValues(page), C22B.replace(/0/g, '.'), 'no digit entered');
  await page.reload();
  await page.waitForSelector('#play-view[data-state="playing"]', PATIENCE);
  assert.equal(await marksOf(page, 0), '12');
  assert.equal(await marksOf(page, 1), '5');

  await page.click(cellSel(0));
  const marked = await look(page, 0);
  await page.keyboard.press('Backspace');
  assert.equal(await marksOf(page, 0), '');
  await page.keyboard.press('Control+z');
  assert.deepEqual(await look(page, 0), marked, 'the same marks, classes and name as before');
  assert.equal(await marksOf(page, 1), '5');
  await page.reload();
  await page.waitForSelector('#play-view[data-state="playing"]', PATIENCE);
  assert.equal(await marksOf(page, 0), '12');
  assert.equal(await marksOf(page, 1), '5');

  // Pencil mode comes back with the reload (games.test.mjs); off for the digit below.
  assert.equal(await page.getAttribute('#pencil', 'aria-pressed'), 'true');
  // The button goes round: pencil, corner marks, off.
  await page.click('#pencil');
  assert.equal(await page.textContent('#pencil'), 'Corner');
  await page.click('#pencil');
  // Pencil mode on and off, by button and by key, around a digit: the digit stays.
  // r5c5 is no peer of r1c1 or r1c2.
  await page.click(cellSel(40));
  await page.keyboard.press(C22B_SOLUTION[40]);
  await page.click('#pencil');
  await page.keyboard.press('4'); // a mark in a cell that holds a digit: nothing happens
  await page.keyboard.press('p');
  await page.keyboard.press('p');
  await page.keyboard.press('p');
  assert.equal((await playValues(page))[40], C22B_SOLUTION[40]);
  assert.equal(await marksOf(page, 40), '');
  assert.equal(await marksOf(page, 0), '12');
  assert.deepEqual(site.errors, []);
  await page.close();
});

test('C34: a repeated digit and its undo leave the board playable; redo brings back a conflict; a new game has no undo', async () => {
  const page = await openPlay(site, LINK);
  await page.click(cellSel(0));
  await page.keyboard.press('3');
  await page.keyboard.press('3');
  await page.keyboard.press('Control+z');
  assert.equal((await playValues(page))[0], '.');
  assert.equal(await page.isDisabled('#undo'), true, 'typing the same digit again is no second step');
  // Other cells still take digits.
  await page.click(cellSel(2));
  await page.keyboard.press('1');
  assert.equal((await playValues(page))[2], '1');
  await page.keyboard.press('Control+z');

  await page.click(cellSel(1));
  await page.keyboard.press('7'); // row 1 already holds a given 7 (r1c6)
  await settled(page);
  assert.ok((await cellClasses(page, 1)).includes('conflict'));
  await page.keyboard.press('Control+z');
  await settled(page);
  assert.equal((await playValues(page))[1], '.');
  assert.equal(await page.locator('#play-board td.conflict').count(), 0);
  await page.keyboard.press('Control+y');
  assert.equal((await playValues(page))[1], '7');
  await settled(page);
  assert.ok((await cellClasses(page, 1)).includes('conflict'), 'the conflict mark is back');
  assert.ok((await cellClasses(page, 5)).includes('conflict'));

  // A new puzzle: undo never reaches back into the previous one.
  const previous = await page.$eval('#play-view', (el) => el.dataset.puzzle);
  await page.click('#play-new');
  await page.waitForFunction((p) => document.getElementById('play-view').dataset.puzzle !== p
    && !document.getElementById('play-view').dataset.making, previous, PATIENCE);
  const fresh = await page.$eval('#play-view', (el) => el.dataset.puzzle);
  for (let i = 0; i < 3; ++i) await page.keyboard.press('Control+z');
  assert.equal(await playValues(page), fresh);
  assert.equal(await page.isDisabled('#undo'), true);

  // The same after a pasted puzzle.
  await page.click(cellSel(fresh.indexOf('.')));
  await page.keyboard.press('5');
  await page.click('#paste-open');
  await page.fill('#paste-input', C22B);
  await page.waitForSelector('#paste-status[data-verdict="unique"]', PATIENCE);
  await page.click('#paste-play');
  await page.waitForFunction((p) => document.getElementById('play-view').dataset.puzzle === p, C22B.replace(/0/g, '.'));
  for (let i = 0; i < 3; ++i) await page.keyboard.press('Control+z');
  assert.equal(await playValues(page), C22B.replace(/0/g, '.'));
  assert.deepEqual(site.errors, []);
  await page.close();
});

test('C35: the clock counts play time only; hidden or paused it stops, a new puzzle starts at 0:00, a full grid starts none', async () => {
  const page = await site.newPage();
  // A fake clock (Date, timers, performance.now): minutes pass in no time.
  await page.clock.install();
  await openPlay(site, LINK, { page });
  // Nothing with a time limit may be in flight when the clock jumps: the grade is the last call.
  await page.waitForSelector('#grade[data-level]', PATIENCE);
  // Once installed, the fake clock also flows with real time: stopped here, only runFor moves it,
  // so a machine slow to answer between two readings changes none of them.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  const seconds = async () => {
    const [m, s] = (await page.textContent('#timer')).split(':').map(Number);
    return m * 60 + s;
  };
  const setHidden = (hidden) => page.evaluate((h) => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => h });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (h ? 'hidden' : 'visible') });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
  const near = (actual, expected, what) => assert.ok(Math.abs(actual - expected) <= 1, `${what}: ${actual} s, expected ${expected} s`);

  const loaded = await seconds();  // the real time the page took to load, under load
  await page.clock.runFor(10_000);
  near(await seconds(), loaded + 10, 'ten seconds of play');

  // a) paused, then hidden for a minute, shown, resumed: the time at the pause.
  await page.click('#pause');
  const atPause = await seconds();
  await setHidden(true);
  await page.clock.runFor(60_000);
  await setHidden(false);
  await page.click('#resume');
  near(await seconds(), atPause, 'after the pause and a hidden minute');

  // b) hidden for five minutes while running: the page stops the clock while nobody sees it.
  await page.clock.runFor(3_000);
  await setHidden(true);
  const atHide = await seconds();
  await page.clock.runFor(5 * 60_000);
  await setHidden(false);
  await page.clock.runFor(500);
  near(await seconds(), atHide, 'after five hidden minutes');
  await page.clock.runFor(2_000);
  near(await seconds(), atHide + 2, 'and it runs again when shown');

  // c) a new puzzle starts at 0:00.
  const previous = await page.$eval('#play-view', (el) => el.dataset.puzzle);
  await page.click('#play-new');
  await page.waitForFunction((p) => document.getElementById('play-view').dataset.puzzle !== p
    && !document.getElementById('play-view').dataset.making, previous, PATIENCE);
  assert.equal(await page.textContent('#timer'), '0:00');

  // d) a link to a full grid starts no game, so no clock: it is said to be solved, and the game
  // on screen goes on (games.test.mjs has the rest).
  const fresh = await page.$eval('#play-view', (el) => el.dataset.puzzle);
  await page.evaluate((grid) => { location.hash = `p=${grid}`; }, C22B_SOLUTION);
  await page.waitForSelector('#play-message[data-key="linkSolved"]', PATIENCE);
  assert.equal(await page.$eval('#play-view', (el) => el.dataset.puzzle), fresh);
  assert.equal(await page.$eval('#play-view', (el) => el.dataset.state), 'playing');
  assert.deepEqual(site.errors, []);
  await page.close();
});

test('C38: 81 named cells in one grid, keypad buttons named 1-9, arrows move focus one cell, an entry is announced', async () => {
  const page = await openPlay(site, LINK);
  const cdp = await page.context().newCDPSession(page);
  const tree = async () => {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    return { nodes, byId: new Map(nodes.map((n) => [n.nodeId, n])) };
  };
  const { nodes, byId } = await tree();
  const grid = nodes.find((n) => n.role?.value === 'grid');
  assert.ok(grid, 'a grid');
  const inside = (node, role) => (node.childIds ?? []).flatMap((id) => {
    const child = byId.get(id);
    if (!child) return [];
    return child.role?.value === role ? [child] : inside(child, role);
  });
  const names = inside(grid, 'row').flatMap((row) => inside(row, 'gridcell')).map((cell) => cell.name?.value);
  assert.equal(names.length, 81);
  names.forEach((name, cell) => assert.match(name, new RegExp(`^row ${Math.floor(cell / 9) + 1}, column ${cell % 9 + 1}, `)));
  assert.equal(names[5], 'row 1, column 6, 7, given');
  assert.equal(names[0], 'row 1, column 1, empty');
  const keypad = nodes.filter((n) => n.role?.value === 'button' && /^[1-9]$/.test(n.name?.value ?? ''));
  assert.deepEqual(keypad.map((n) => n.name.value), ['1', '2', '3', '4', '5', '6', '7', '8', '9']);

  // Tab into the board from the control before it (Pause): the selected cell (r1c1) takes focus.
  await page.focus('#pause');
  await page.keyboard.press('Tab');
  const focused = () => page.evaluate(() => Number(document.activeElement.dataset.cell));
  assert.equal(await focused(), 0);
  const path = [['ArrowDown', 9], ['ArrowDown', 18], ['ArrowRight', 19], ['ArrowRight', 20], ['ArrowRight', 21], ['ArrowRight', 22]];
  for (const [key, cell] of path) {
    await page.keyboard.press(key);
    assert.equal(await focused(), cell, `${key} moves to cell ${cell}`);
  }
  await page.keyboard.press('4');
  await settled(page);
  const { nodes: after } = await tree();
  const r3c5 = after.find((n) => n.role?.value === 'gridcell' && n.name?.value?.startsWith('row 3, column 5, '));
  assert.equal(r3c5.name.value, 'row 3, column 5, 4', 'the focused cell\'s name says the new digit');
  assert.equal(await focused(), 22, 'focus stays on the cell');
  await page.close();
});
