// Digit-first input (issue 30, item 4): a setting, remembered; a keypad digit is chosen (pressed,
// its copies highlighted), then every cell tapped takes it, a pencil mark in pencil mode; a cell
// that holds it is cleared by a second tap; givens take nothing. Off, the keypad types into the
// selected cell as before.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, openPlay, playValues, settled, screenshot, inSettings, PATIENCE, C22B } from './helpers.mjs';

let site;
before(async () => { site = await startSite({ viewport: { width: 360, height: 640 } }); });
after(async () => { await site.close(); });

const blanks = [...C22B].flatMap((c, i) => (c === '0' ? [i] : []));
const cellSel = (cell) => `#play-board td[data-cell="${cell}"]`;
const key = (digit) => `#keypad button[data-digit="${digit}"]`;

test('digit first: choose 5, tap three cells, tap one again to clear it, a mark in pencil mode; remembered; off again', async () => {
  const page = await openPlay(site, `#p=${C22B}`);
  if (await page.isVisible('#play-message')) await page.click('#play-message');
  await inSettings(page, (p) => p.check('#digit-first'));
  await page.click(key(5));
  assert.equal(await page.getAttribute(key(5), 'aria-pressed'), 'true');
  assert.equal(await page.getAttribute(key(4), 'aria-pressed'), 'false');
  const [a, b, c, d] = blanks;
  for (const cell of [a, b, c]) await page.click(cellSel(cell));
  await settled(page);
  let values = await playValues(page);
  assert.deepEqual([values[a], values[b], values[c]], ['5', '5', '5']);
  // Its copies are highlighted, wherever the selection is.
  const givenFive = [...C22B].findIndex((ch) => ch === '5');
  assert.ok((await page.getAttribute(cellSel(givenFive), 'class')).includes('same'));
  await screenshot(page, 'digit-first-phone.png');
  await page.click(cellSel(b));
  values = await playValues(page);
  assert.equal(values[b], '.', 'a second tap clears it');
  // A given takes nothing.
  const given = [...C22B].findIndex((ch) => ch !== '0' && ch !== '5');
  const before = await playValues(page);
  await page.click(cellSel(given));
  assert.equal(await playValues(page), before);
  // Pencil mode: a tap writes the mark.
  await page.click('#pencil');
  await page.click(cellSel(d));
  assert.equal(await page.$eval(cellSel(d), (td) => td.textContent), '5');
  assert.equal((await playValues(page))[d], '.');
  await page.click('#pencil');
  // Undo takes the moves back one by one.
  await page.keyboard.press('Control+z');
  assert.equal(await page.$eval(cellSel(d), (td) => td.textContent), '');
  // The same digit again lets it go: a tap then only selects.
  await page.click(key(5));
  assert.equal(await page.getAttribute(key(5), 'aria-pressed'), 'false');
  await page.click(cellSel(d));
  assert.equal((await playValues(page))[d], '.');

  await page.reload();
  await page.waitForSelector('#app[data-state="ready"]', PATIENCE);
  await settled(page);
  await page.click('#settings-open');
  assert.equal(await page.isChecked('#digit-first'), true, 'remembered');
  await page.uncheck('#digit-first');
  await page.click('#settings-close');
  // Off: the keypad types into the selected cell.
  await page.click(cellSel(d));
  await page.click(key(7));
  assert.equal((await playValues(page))[d], '7');
  assert.equal(await page.getAttribute(key(7), 'aria-pressed'), null);
  assert.deepEqual(site.errors, []);
  await page.close();
});

test('digit first on a desktop: click 1, click cells; the keys still type and move; P for pencil; remembered after a reload', async () => {
  const desktop = await startSite({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await openPlay(desktop, `#p=${C22B}`);
    await inSettings(page, (p) => p.check('#digit-first'));
    // Row 5 (cells 45-53) is empty but for a 7 in r6c7 (cell 51).
    await page.click(key(1));
    assert.equal(await page.getAttribute(key(1), 'aria-pressed'), 'true');
    for (const cell of [45, 47, 49]) await page.click(cellSel(cell));
    await settled(page);
    let values = await playValues(page);
    assert.deepEqual([values[45], values[46], values[47], values[48], values[49]], ['1', '.', '1', '.', '1']);
    // The given 1 (r8c2) is highlighted while 1 is chosen.
    assert.ok((await page.getAttribute(cellSel(64), 'class')).includes('same'));
    await screenshot(page, 'digit-first-desktop.png');
    // The arrows move the selection without placing the chosen digit; a digit key types into
    // the selected cell as ever, and 1 stays chosen.
    await page.keyboard.press('ArrowRight');
    assert.deepEqual(await page.$$eval('#play-board td.selected', (tds) => tds.map((td) => td.dataset.cell)), ['50']);
    assert.equal((await playValues(page))[50], '.');
    await page.keyboard.press('9');
    await settled(page);
    assert.equal((await playValues(page))[50], '9');
    assert.equal(await page.getAttribute(key(1), 'aria-pressed'), 'true');
    // A second click on a cell holding the chosen digit clears it.
    await page.click(cellSel(45));
    assert.equal((await playValues(page))[45], '.');
    // A given takes nothing.
    const before = await playValues(page);
    await page.click(cellSel(51));
    assert.equal(await playValues(page), before);
    // P: pencil mode, a click writes the mark; P again, off; Ctrl+Z takes the mark back.
    await page.keyboard.press('p');
    await page.click(cellSel(52));
    assert.equal(await page.$eval(cellSel(52), (td) => td.textContent), '1');
    assert.equal((await playValues(page))[52], '.');
    await page.keyboard.press('p');
    assert.equal(await page.getAttribute('#pencil', 'aria-pressed'), 'false');
    await page.keyboard.press('Control+z');
    assert.equal(await page.$eval(cellSel(52), (td) => td.textContent), '');
    // Clicking 1 again lets it go: a click then only selects.
    await page.click(key(1));
    assert.equal(await page.getAttribute(key(1), 'aria-pressed'), 'false');
    await page.click(cellSel(46));
    assert.equal((await playValues(page))[46], '.');

    await page.reload();
    await page.waitForSelector('#app[data-state="ready"]', PATIENCE);
    await settled(page);
    values = await playValues(page);
    assert.deepEqual([values[45], values[47], values[49], values[50]], ['.', '1', '1', '9']);
    // The setting is remembered, and works: no digit is chosen until one is clicked.
    assert.deepEqual(await page.$$eval('#keypad button[data-digit]', (keys) => keys.map((k) => k.getAttribute('aria-pressed'))), new Array(9).fill('false'));
    await page.click(key(6));
    await page.click(cellSel(53));
    assert.equal((await playValues(page))[53], '6');
    await inSettings(page, async (p) => {
      assert.equal(await p.isChecked('#digit-first'), true, 'remembered');
      await p.uncheck('#digit-first');
    });
    // Off: a click only selects, and the keypad types into the selected cell.
    await page.click(cellSel(48));
    assert.equal((await playValues(page))[48], '.');
    await page.click(key(7));
    assert.equal((await playValues(page))[48], '7');
    assert.equal(await page.getAttribute(key(7), 'aria-pressed'), null);
    assert.deepEqual(desktop.errors, []);
  } finally {
    await desktop.close();
  }
});
