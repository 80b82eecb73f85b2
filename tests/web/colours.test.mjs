// Cell colours (issue 30, item 2): nine colours in two palettes (standard, colour-blind safe),
// painted in Colour mode (button or key O) on one cell or several, two at most per cell (a
// third takes the older one's place), givens too; undoable, saved with the game and its undo
// steps, printed; every digit readable on every colour in light and dark.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { pathToFileURL } from 'node:url';
import { startSite, openPlay, settled, screenshot, inSettings, DIST, PATIENCE, C22B } from './helpers.mjs';

let site;
before(async () => { site = await startSite({ viewport: { width: 1280, height: 900 } }); });
after(async () => { await site.close(); });

const cellSel = (cell) => `#play-board td[data-cell="${cell}"]`;
const coloursAt = (page, cells) => page.evaluate((list) => list.map((c) => document.querySelector(`#play-board td[data-cell="${c}"]`).dataset.colours ?? ''), cells);
const given = [...C22B].findIndex((c) => c !== '0');

test('Colour mode: several cells painted at once, two colours a cell, a third replaces the older, givens too; undo; saved with the game and its undo steps', async () => {
  const page = await openPlay(site, `#p=${C22B}`);
  await page.click(cellSel(0));
  await page.click(cellSel(1), { modifiers: ['Shift'] });
  await page.click(cellSel(given), { modifiers: ['Shift'] });
  await page.keyboard.press('o');
  assert.equal(await page.getAttribute('#colour', 'aria-pressed'), 'true');
  assert.equal(await page.getAttribute('#keypad', 'data-mode'), 'colour');
  await page.keyboard.press('4');
  assert.deepEqual(await coloursAt(page, [0, 1, given]), ['40', '40', '40']);
  assert.equal((await page.$eval('#play-view', (el) => el.dataset.values))[0], '0', 'no digit was placed');
  // One cell: a second colour, then a third that takes the older one's place.
  await page.click(cellSel(1));
  await page.click('#keypad button[data-digit="6"]');
  assert.deepEqual(await coloursAt(page, [1]), ['46']);
  await page.keyboard.press('2');
  assert.deepEqual(await coloursAt(page, [1]), ['62']);
  assert.equal(await page.getAttribute(cellSel(1), 'aria-label'), 'row 1, column 2, empty, colours 6 2');
  // Pressed again where the cell has it: taken away.
  await page.keyboard.press('6');
  assert.deepEqual(await coloursAt(page, [1]), ['20']);
  await page.keyboard.press('Control+z');
  assert.deepEqual(await coloursAt(page, [1]), ['62']);
  await screenshot(page, 'colours-desktop-light.png');

  // Saved: a reload shows them, and undo goes on back through them.
  await page.reload();
  await page.waitForSelector('#app[data-state="ready"]', PATIENCE);
  await settled(page);
  assert.deepEqual(await coloursAt(page, [0, 1, given]), ['40', '62', '40']);
  await page.keyboard.press('Control+z');
  assert.deepEqual(await coloursAt(page, [1]), ['46']);
  // Erase in colour mode takes the colours away; out of colour mode digits are digits again.
  await page.click(cellSel(0));
  assert.equal(await page.getAttribute('#colour', 'aria-pressed'), 'false', 'a reload starts out of colour mode');
  await page.keyboard.press('o');
  await page.click('#erase');
  assert.deepEqual(await coloursAt(page, [0]), ['']);
  await page.keyboard.press('o');
  await page.keyboard.press('3');
  assert.equal((await page.$eval('#play-view', (el) => el.dataset.values))[0], '3');
  // Pencil mode and colour mode take turns.
  await page.keyboard.press('o');
  assert.equal(await page.getAttribute('#colour', 'aria-pressed'), 'true');
  await page.keyboard.press('p');
  assert.equal(await page.getAttribute('#colour', 'aria-pressed'), 'false');
  assert.deepEqual(site.errors, []);
  await page.close();
});

test('printed with its colours; both palettes keep every digit readable on every colour, light and dark', async () => {
  const page = await openPlay(site, `#p=${C22B}`);
  await page.click(cellSel(0));
  await page.keyboard.press('o');
  await page.keyboard.press('5');
  await page.emulateMedia({ media: 'print' });
  assert.match(await page.$eval(cellSel(0), (td) => getComputedStyle(td).backgroundImage), /linear-gradient/);
  await page.emulateMedia({ media: 'screen' });

  const worst = {};
  for (const palette of ['standard', 'safe']) {
    await inSettings(page, (p) => p.selectOption('#palette', palette));
    assert.equal(await page.getAttribute('#play-board', 'data-palette'), palette);
    for (const scheme of ['light', 'dark']) {
      await page.emulateMedia({ colorScheme: scheme });
      const ratios = await page.evaluate(() => {
        const board = document.getElementById('play-board');
        const probe = document.createElement('span');
        board.append(probe);
        const rgb = (css) => { probe.style.color = css; return getComputedStyle(probe).color; };
        const lum = (c) => {
          const [r, g, b] = c.match(/[\d.]+/g).slice(0, 3).map((v) => {
            const x = Number(v) / 255;
            return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
          });
          return 0.2126 * r + 0.7152 * g + 0.0722 * b;
        };
        const ratio = (a, b) => { const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x); return (hi + 0.05) / (lo + 0.05); };
        const inks = ['var(--ink)', 'var(--entered)'].map(rgb);
        const out = [];
        for (let n = 1; n <= 9; ++n) {
          const colour = rgb(`var(--colour-${n})`);
          for (const ink of inks) out.push(ratio(ink, colour));
        }
        probe.remove();
        return out;
      });
      const low = Math.min(...ratios);
      worst[`${palette} ${scheme}`] = low.toFixed(2);
      assert.ok(low >= 4.5, `${palette} ${scheme}: a digit at ${low.toFixed(2)}:1 on a colour`);
    }
  }
  console.log(`# lowest digit contrast on a cell colour: ${JSON.stringify(worst)}`);
  await page.close();
});

for (const [name, viewport] of [['desktop', { width: 1280, height: 900 }], ['phone', { width: 360, height: 640 }]]) {
  for (const theme of ['light', 'dark']) {
    test(`Colour mode on ${name} (${theme}): the Colour button and the nine swatches in view, 44 px on a phone`, async () => {
      const page = await site.newPage();
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: theme });
      await openPlay(site, `#p=${C22B}`, { page });
      if (await page.isVisible('#play-message')) await page.click('#play-message');
      await page.click('#colour');
      for (let n = 1; n <= 9; ++n) {
        await page.click(cellSel(18 + n - 1));
        await page.click(`#keypad button[data-digit="${n}"]`);
      }
      const boxes = await page.$$eval('#colour, #keypad button', (els) => els.map((el) => el.getBoundingClientRect().toJSON()));
      for (const box of boxes) {
        assert.ok(box.right <= viewport.width && box.bottom <= viewport.height, JSON.stringify(box));
        if (name === 'phone') assert.ok(box.width >= 44 && box.height >= 44, JSON.stringify(box));
      }
      await screenshot(page, `colours-${name}-${theme}.png`);
      await page.close();
    });
  }
}

test('undo steps keep cell colours; steps saved before cells had colours (243 characters) are read, without colours', async () => {
  const { encodeSteps, decodeSteps } = await import(new URL('storage/game-history.js', pathToFileURL(DIST)).href);
  const values = [...C22B].map(Number);
  const marks = values.map((v, cell) => (v ? 0 : (cell % 7) + 1));
  const colours = values.map((v, cell) => (cell % 5 === 0 ? 37 : 0));
  const none = values.map(() => 0);
  const [now] = encodeSteps([{ values, marks, colours }]);
  assert.equal(now.length, 567, 'digits, pencil marks, colours and (none here) corner marks');
  assert.deepEqual(decodeSteps([now], C22B), [{ values, marks, colours, corners: none }]);
  const old = now.slice(0, 243);
  assert.deepEqual(decodeSteps([old], C22B), [{ values, marks, colours: none, corners: none }]);
  // A colour code that cannot be (a second colour without a first, one colour twice) ends the list.
  const bad = now.slice(0, 243) + '05'.padEnd(162, '0');
  assert.deepEqual(decodeSteps([bad], C22B), []);
});
