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
