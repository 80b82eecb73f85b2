// Notes that keep up (issue 14, item 2): Fill notes writes the engine's candidates into every
// empty cell as one undo step; Auto notes (a saved setting) removes a placed digit from its
// peers' marks, and Undo brings back exactly the marks it removed.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, openPlay, playValues, screenshot, settled, nodeEngine, PATIENCE, C22B, inSettings } from './helpers.mjs';

let site;
let engine;
before(async () => {
  site = await startSite();
  engine = await nodeEngine();
});
after(async () => { await site.close(); });

const LINK = `#p=${C22B}`;
const cellSel = (cell) => `#play-board td[data-cell="${cell}"]`;
const PEERS_OF_0 = [1, 2, 3, 4, 5, 6, 7, 8, 9, 18, 27, 36, 45, 54, 63, 72, 10, 11, 19, 20];

/** The pencil marks every cell shows, as strings of digits ('' for none or a digit cell). */
const shownMarks = (page) => page.$$eval('#play-board td[data-cell]', (tds) => {
  const out = new Array(81).fill('');
  for (const td of tds) {
    out[Number(td.dataset.cell)] = [...td.querySelectorAll('.marks span')].map((s) => s.textContent).join('');
  }
  return out;
});

async function fillNotes(page) {
  const before = await shownMarks(page);
  await page.click('#fill-notes');
  await page.waitForFunction((was) => {
    const tds = [...document.querySelectorAll('#play-board td[data-cell]')];
    return tds.some((td) => [...td.querySelectorAll('.marks span')].map((s) => s.textContent).join('') !== was[Number(td.dataset.cell)]);
  }, before, PATIENCE);
}

test('Fill notes shows exactly the engine\'s candidates in every empty cell; one Undo takes them all back', async () => {
  const page = await openPlay(site, LINK);
  // A digit of the player's and a hand-written mark first: the candidates follow the grid on
  // screen, and Undo must bring back the hand-written mark, not an empty board.
  await page.click(cellSel(0));
  await page.keyboard.press('3');
  await page.click(cellSel(78));
  await page.keyboard.press('Shift+5');
  await settled(page);
  const handMarks = await shownMarks(page);
  assert.equal(handMarks[78], '5');

  await fillNotes(page);
  assert.equal(await page.$eval('#play-message', (el) => el.dataset.key), 'notesFilled');
  const values = await playValues(page);
  const candidates = engine.candidates(values);
  const marks = await shownMarks(page);
  let empty = 0;
  for (let cell = 0; cell < 81; ++cell) {
    if (values[cell] !== '.') { assert.equal(marks[cell], '', `r${Math.floor(cell / 9) + 1}c${cell % 9 + 1} holds a digit`); continue; }
    empty += 1;
    assert.equal(marks[cell], candidates[cell].join(''), `cell ${cell} shows its candidates`);
  }
  assert.equal(empty, 58);
  assert.equal(await page.getAttribute(cellSel(1), 'aria-label'),
    `row 1, column 2, pencil marks ${candidates[1].join(' ')}`);
  await screenshot(page, 'notes-filled-1280.png');

  await page.click('#undo');
  assert.deepEqual(await shownMarks(page), handMarks, 'one undo step for the whole fill');
  assert.equal((await playValues(page))[0], '3', 'the digit before it stays');
  await page.click('#redo');
  assert.deepEqual(await shownMarks(page), marks);
  assert.deepEqual(site.errors, []);
  await page.close();
});

test('auto notes on: a placed digit leaves its peers\' notes, and Undo brings back exactly those marks', async () => {
  const page = await openPlay(site, LINK);
  assert.equal(await page.isChecked('#auto-notes'), true, 'on by default');
  await fillNotes(page);
  const filled = await shownMarks(page);
  const digit = filled[0][0];
  assert.ok(PEERS_OF_0.some((peer) => filled[peer].includes(digit)), 'some peer has the digit as a note');
  await page.click(cellSel(0));
  await page.keyboard.press(digit);
  const placed = await shownMarks(page);
  for (let cell = 1; cell < 81; ++cell) {
    const expected = PEERS_OF_0.includes(cell) ? filled[cell].replace(digit, '') : filled[cell];
    assert.equal(placed[cell], expected, `cell ${cell}`);
  }
  // Notes stay editable by hand: a removed mark can be written back.
  await page.click(cellSel(78));
  await page.keyboard.press('Shift+1');
  assert.equal((await shownMarks(page))[78], filled[78].includes('1') ? filled[78].replace('1', '') : [...`${filled[78]}1`].sort().join(''));
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+z');
  assert.equal((await playValues(page))[0], '.');
  assert.deepEqual(await shownMarks(page), filled, 'undo restores exactly the marks the digit removed');
  await page.close();
});

test('erasing a wrong digit, or writing another over it, gives back the notes it took away', async () => {
  const page = await openPlay(site, LINK);
  await fillNotes(page);
  const filled = await shownMarks(page);
  const [first, second] = filled[0];
  await page.click(cellSel(0));
  await page.keyboard.press(first);
  assert.notDeepEqual(await shownMarks(page), filled);
  await page.keyboard.press('Backspace');
  assert.deepEqual(await shownMarks(page), filled, 'Erase brings back the cell\'s and its peers\' notes');
  // Another digit over it: the first one's notes come back, the second one's go.
  await page.keyboard.press(first);
  await page.keyboard.press(second);
  const over = await shownMarks(page);
  for (const peer of PEERS_OF_0) assert.equal(over[peer], filled[peer].replace(second, ''), `cell ${peer}`);
  await page.click('#erase');
  assert.deepEqual(await shownMarks(page), filled);
  await page.close();
});

test('auto notes off: a placed digit leaves the notes alone; the choice is saved and a bad saved value is ignored', async () => {
  const page = await openPlay(site, LINK);
  await fillNotes(page);
  const filled = await shownMarks(page);
  await inSettings(page, async (p) => {
    await p.uncheck('#auto-notes');
    await screenshot(p, 'settings-1280.png');
  });
  assert.equal(await page.isChecked('#auto-notes'), false);
  const digit = filled[0][0];
  await page.click(cellSel(0));
  await page.keyboard.press(digit);
  assert.equal((await playValues(page))[0], digit);
  const after = await shownMarks(page);
  for (let cell = 1; cell < 81; ++cell) assert.equal(after[cell], filled[cell], `cell ${cell} keeps its notes`);
  await screenshot(page, 'notes-auto-off-1280.png', { clip: { x: 0, y: 0, width: 1280, height: 700 } });

  // Remembered across a reload.
  await page.reload();
  await page.waitForSelector('#app[data-state="ready"]', PATIENCE);
  assert.equal(await page.isChecked('#auto-notes'), false);
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('sudoku.settings.v1')));
  assert.equal(saved.autoNotes, false);

  // A value that is not a boolean is ignored (the default, on); the other settings still load.
  await page.evaluate(() => localStorage.setItem('sudoku.settings.v1',
    JSON.stringify({ conflicts: 'hidden', level: 3, holes: 2, autoNotes: 'off' })));
  await page.reload();
  await page.waitForSelector('#app[data-state="ready"]', PATIENCE);
  assert.equal(await page.isChecked('#auto-notes'), true);
  assert.equal(await page.$eval('#conflicts', (el) => el.value), 'hidden');
  assert.deepEqual(site.errors, []);
  await page.close();
});

// Auto notes is a setting (the Settings dialog), Fill notes and Keys are pad buttons.
test('phone: Fill notes and Keys are in the pad, Auto notes in Settings, at 375x740, 44 px high', async (t) => {
  const phone = await startSite({ viewport: { width: 375, height: 740 } });
  try {
    const page = await openPlay(phone, LINK);
    await fillNotes(page);
    const fits = async (id, sel = id) => {
      const box = await page.locator(sel).boundingBox();
      assert.ok(box.height >= 44, `${id} is ${box.height}px high`);
      t.diagnostic(`${id}: ${Math.round(box.width)}x${Math.round(box.height)} px`);
      assert.ok(box.x >= 0 && box.x + box.width <= 375, `${id} fits the width`);
    };
    for (const id of ['#fill-notes', '#keys-open']) {
      await fits(id);
      assert.equal(await page.locator(`.pad ${id}`).count(), 1, `${id} is in the pad`);
    }
    // Fill notes' message floats over the toolbar's row: a tap puts it away.
    await page.click('#play-message');
    await inSettings(page, async () => {
      await fits('#auto-notes', 'label:has(#auto-notes)');
      await screenshot(page, 'settings-375.png');
    });
    await screenshot(page, 'notes-filled-375.png', { fullPage: true });
    await page.close();
  } finally {
    await phone.close();
  }
});
