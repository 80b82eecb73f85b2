// Corner and centre marks (issue 30, item 1), SudokuPad's convention: the pencil marks the page
// always had are centre marks ("this cell is one of these"); corner marks ("this digit is in one
// of these cells of the box") are a kind of their own, with their own mode (Pencil, pressed
// again, is Corner; P goes round) and key (Alt+digit), drawn around the cell's edge apart from
// the centre marks, on several cells at once, undone, saved with the game and its undo steps.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { pathToFileURL } from 'node:url';
import { startSite, openPlay, settled, screenshot, tap, DIST, PATIENCE, C22B } from './helpers.mjs';

let site;
before(async () => { site = await startSite({ viewport: { width: 1280, height: 900 } }); });
after(async () => { await site.close(); });

const cellSel = (cell) => `#play-board td[data-cell="${cell}"]`;
const cornersOf = (page, cell) => page.$eval(cellSel(cell), (td) => [...td.querySelectorAll('.corners span')].map((s) => s.textContent).join(''));
const centreOf = (page, cell) => page.$eval(cellSel(cell), (td) => [...td.querySelectorAll('.marks span')].map((s) => s.textContent).join(''));

test('corner marks by mode and by Alt+digit, on several cells at once, apart from centre marks; undone, saved, reloaded', async () => {
  const page = await openPlay(site, `#p=${C22B}`);
  await page.click(cellSel(0));
  await page.click(cellSel(2), { modifiers: ['Shift'] });
  await page.click('#pencil');
  await page.click('#pencil');
  assert.equal(await page.textContent('#pencil'), 'Corner');
  assert.equal(await page.getAttribute('#keypad', 'data-mode'), 'corner');
  await page.click('#keypad button[data-digit="7"]');
  await page.click('#keypad button[data-digit="2"]');
  assert.deepEqual([await cornersOf(page, 0), await cornersOf(page, 2)], ['27', '27']);
  // The same key on cells that all have it takes it away from all: one undo step each.
  await page.keyboard.press('7');
  assert.deepEqual([await cornersOf(page, 0), await cornersOf(page, 2)], ['2', '2']);
  await page.keyboard.press('Control+z');
  assert.deepEqual([await cornersOf(page, 0), await cornersOf(page, 2)], ['27', '27']);
  // Centre marks beside them, in the middle.
  await page.click(cellSel(0));
  await page.keyboard.press('Shift+4');
  await page.keyboard.press('Shift+5');
  assert.equal(await centreOf(page, 0), '45');
  assert.equal(await cornersOf(page, 0), '27');
  assert.equal(await page.$eval(`${cellSel(0)} .marks`, (el) => el.classList.contains('with-corners')), true);
  assert.equal(await page.getAttribute(cellSel(0), 'aria-label'), 'row 1, column 1, pencil marks 4 5, corner marks 2 7');
  // Corners sit in the cell's corners: the first top left, the second top right.
  const [first, second] = await page.$$eval(`${cellSel(0)} .corners span`, (spans) => spans.map((s) => s.getBoundingClientRect().toJSON()));
  const cell = await page.locator(cellSel(0)).boundingBox();
  assert.ok(first.left - cell.x < cell.width / 4 && first.top - cell.y < cell.height / 4, 'top left');
  assert.ok(cell.x + cell.width - second.right < cell.width / 4 && second.top - cell.y < cell.height / 4, 'top right');
  await screenshot(page, 'corner-marks-desktop.png', { clip: { x: cell.x - 4, y: cell.y - 4, width: cell.width * 3 + 8, height: cell.height + 8 } });
  // Alt+digit: a corner mark whatever the mode.
  await page.click('#pencil'); // off
  await page.click(cellSel(1));
  await page.keyboard.press('Alt+9');
  assert.equal(await cornersOf(page, 1), '9');
  assert.equal(await page.$eval('#play-view', (el) => el.dataset.values[1]), '0');

  await page.reload();
  await page.waitForSelector('#app[data-state="ready"]', PATIENCE);
  await settled(page);
  assert.deepEqual([await cornersOf(page, 0), await cornersOf(page, 1), await cornersOf(page, 2)], ['27', '9', '27']);
  // Undo goes on back through them after the reload.
  await page.keyboard.press('Control+z');
  assert.equal(await cornersOf(page, 1), '');
  // A digit hides the corner marks; erasing it shows them again.
  await page.click(cellSel(2));
  await page.keyboard.press('8');
  assert.equal(await cornersOf(page, 2), '');
  await page.keyboard.press('Backspace');
  assert.equal(await cornersOf(page, 2), '27');
  // Erase on an empty cell takes its centre and corner marks.
  await page.click(cellSel(0));
  await page.keyboard.press('Delete');
  assert.deepEqual([await centreOf(page, 0), await cornersOf(page, 0)], ['', '']);
  assert.deepEqual(site.errors, []);
  await page.close();
});

test('on a phone: corner marks by tapping cells, Pencil (tapped twice: Corner) and the keypad; the Undo button; a reload keeps them', async () => {
  const phone = await startSite({ viewport: { width: 360, height: 640 }, touch: true });
  try {
    const page = await openPlay(phone, `#p=${C22B}`);
    const key = (digit) => `#keypad button[data-digit="${digit}"]`;
    const values = () => page.$eval('#play-view', (el) => el.dataset.values);
    await tap(page, cellSel(0));
    await tap(page, '#pencil');
    assert.equal(await page.textContent('#pencil'), 'Pencil');
    await tap(page, '#pencil');
    assert.equal(await page.textContent('#pencil'), 'Corner');
    assert.equal(await page.getAttribute('#keypad', 'data-mode'), 'corner');
    await tap(page, key(7));
    await tap(page, key(2));
    assert.equal(await cornersOf(page, 0), '27');
    assert.equal(await centreOf(page, 0), '', 'corner marks, not centre marks');
    await tap(page, cellSel(2));
    await tap(page, key(4));
    assert.deepEqual([await cornersOf(page, 0), await cornersOf(page, 2)], ['27', '4']);
    // The same key on a cell holding it takes it away.
    await tap(page, key(4));
    assert.equal(await cornersOf(page, 2), '');
    await tap(page, key(4));
    assert.equal(await cornersOf(page, 2), '4');
    assert.equal((await values()).slice(0, 3), '000', 'marks only: no digit entered');
    // Corners sit in the corners of a phone's small cell too: the first top left, the second top right.
    const [first, second] = await page.$$eval(`${cellSel(0)} .corners span`, (spans) => spans.map((s) => s.getBoundingClientRect().toJSON()));
    const cell = await page.locator(cellSel(0)).boundingBox();
    assert.ok(first.left - cell.x < cell.width / 4 && first.top - cell.y < cell.height / 4, 'top left');
    assert.ok(cell.x + cell.width - second.right < cell.width / 4 && second.top - cell.y < cell.height / 4, 'top right');
    assert.ok(second.right <= cell.x + cell.width + 0.5 && first.left >= cell.x - 0.5, 'inside the cell');
    await screenshot(page, 'corner-marks-phone.png', { clip: { x: cell.x - 4, y: cell.y - 4, width: cell.width * 3 + 8, height: cell.height + 8 } });
    // The on-screen Undo takes back the last mark only.
    await tap(page, '#undo');
    assert.deepEqual([await cornersOf(page, 0), await cornersOf(page, 2)], ['27', '']);

    await page.reload();
    await page.waitForSelector('#app[data-state="ready"]', PATIENCE);
    await settled(page);
    assert.deepEqual([await cornersOf(page, 0), await cornersOf(page, 2)], ['27', '']);
    assert.equal(await page.getAttribute(cellSel(0), 'aria-label'), 'row 1, column 1, corner marks 2 7');
    // The undo steps came back with the game: Undo goes on, a step at a time (4 taken away,
    // 4 written, then r1c1's 2 and 7).
    await tap(page, '#undo');
    assert.deepEqual([await cornersOf(page, 0), await cornersOf(page, 2)], ['27', '4']);
    await tap(page, '#undo');
    assert.deepEqual([await cornersOf(page, 0), await cornersOf(page, 2)], ['27', '']);
    await tap(page, '#undo');
    assert.equal(await cornersOf(page, 0), '7');
    await tap(page, '#undo');
    assert.equal(await cornersOf(page, 0), '');
    assert.equal(await page.isDisabled('#undo'), true, 'nothing more to undo');
    assert.deepEqual(phone.errors, []);
  } finally {
    await phone.close();
  }
});

test('undo steps keep corner marks (567 characters); steps saved before them are read without', async () => {
  const { encodeSteps, decodeSteps } = await import(new URL('storage/game-history.js', pathToFileURL(DIST)).href);
  const values = [...C22B].map(Number);
  const marks = values.map((v, cell) => (v ? 0 : (cell % 7) + 1));
  const colours = values.map((v, cell) => (cell % 5 === 0 ? 37 : 0));
  const corners = values.map((v, cell) => (v ? 0 : 511 - cell));
  const [now] = encodeSteps([{ values, marks, colours, corners }]);
  assert.equal(now.length, 567);
  assert.deepEqual(decodeSteps([now], C22B), [{ values, marks, colours, corners }]);
  const none = values.map(() => 0);
  assert.deepEqual(decodeSteps([now.slice(0, 405)], C22B), [{ values, marks, colours, corners: none }]);
  assert.deepEqual(decodeSteps([now.slice(0, 243)], C22B), [{ values, marks, colours: none, corners: none }]);
  // A corner mark on a given is no step of this puzzle.
  const given = [...C22B].findIndex((c) => c !== '0');
  const bad = now.slice(0, 405 + 2 * given) + '01' + now.slice(407 + 2 * given);
  assert.deepEqual(decodeSteps([bad], C22B), []);
});
