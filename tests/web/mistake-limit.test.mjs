// The mistake limit (issue 30, item 5): off by default; with a limit chosen in Settings, the game
// is over at that many wrong digits (the clock stops, the board is covered, no move, Pause does
// not resume it) and says so; a reload keeps it over; "Continue without the limit" plays on, for
// that game only, and is saved with it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, openPlay, playValues, settled, screenshot, inSettings, PATIENCE, C22B, C22B_SOLUTION } from './helpers.mjs';

let site;
before(async () => { site = await startSite({ viewport: { width: 1280, height: 900 } }); });
after(async () => { await site.close(); });

const blanks = [...C22B].flatMap((c, i) => (c === '0' ? [i] : []));
const wrongDigit = (cell) => (C22B_SOLUTION[cell] === '9' ? '8' : String(Number(C22B_SOLUTION[cell]) + 1));
const state = (page) => page.$eval('#play-view', (el) => el.dataset.state);

/** Enters a digit that differs from the solution in each of `cells`. */
async function enterWrong(page, cells) {
  for (const cell of cells) {
    await page.click(`#play-board td[data-cell="${cell}"]`);
    await page.keyboard.press(wrongDigit(cell));
    await settled(page);
  }
}

test('off by default: wrong digits never end the game', async () => {
  const page = await openPlay(site, `#p=${C22B}`);
  assert.equal(await page.$eval('#mistake-limit', (el) => el.value), '0');
  await page.waitForSelector('#play-view[data-verdict="unique"]', PATIENCE);
  await enterWrong(page, blanks.slice(0, 4));
  assert.equal(await state(page), 'playing');
  assert.equal(await page.isHidden('#mistakes'), true);
  await page.close();
});

test('a limit of 3: the third wrong digit ends the game, a reload keeps it over, and going on without the limit plays on', async () => {
  const page = await openPlay(site, `#p=${C22B}`);
  await inSettings(page, (p) => p.selectOption('#mistake-limit', '3'));
  await page.waitForSelector('#play-view[data-verdict="unique"]', PATIENCE);
  assert.equal(await page.textContent('#mistakes'), 'Mistakes: 0/3');
  await enterWrong(page, blanks.slice(0, 2));
  assert.equal(await state(page), 'playing');
  assert.equal(await page.textContent('#mistakes'), 'Mistakes: 2/3');
  // Undo does not take a mistake back.
  await page.keyboard.press('Control+z');
  await enterWrong(page, blanks.slice(2, 3));
  await page.waitForSelector('#play-view[data-state="paused"]', PATIENCE);
  const said = 'three wrong digits';
  assert.equal(await page.textContent('#limit-note'), '3 wrong digits: the limit of 3 is reached, and this game is over. Go on without the limit, or start a new puzzle.', said);
  assert.equal(await page.$eval('#play-message', (el) => el.dataset.key), 'mistakeLimitReached');
  assert.equal(await page.textContent('#mistakes'), 'Mistakes: 3/3');
  assert.equal(await page.isVisible('#limit-continue'), true);
  assert.equal(await page.isVisible('#resume'), false);
  assert.equal(await page.isDisabled('#pause'), true);
  await screenshot(page, 'mistake-limit-desktop-light.png');
  // No move, and neither Space nor a digit brings the game back.
  const values = await playValues(page);
  await page.keyboard.press(' ');
  await page.keyboard.press('5');
  assert.equal(await state(page), 'paused');
  assert.equal(await playValues(page), values);
  const clock = await page.textContent('#timer');
  await page.waitForTimeout(1200);
  assert.equal(await page.textContent('#timer'), clock, 'the clock stopped');

  await page.reload();
  await page.waitForSelector('#app[data-state="ready"]', PATIENCE);
  await page.waitForSelector('#play-view[data-state="paused"]', PATIENCE);
  assert.equal(await page.isVisible('#limit-continue'), true, 'still over after a reload');

  await page.click('#limit-continue');
  assert.equal(await state(page), 'playing');
  assert.equal(await page.$eval('#play-message', (el) => el.dataset.key), 'mistakeLimitGone');
  assert.equal(await page.textContent('#mistakes'), 'Mistakes: 3', 'still counted in sight, without the limit');
  await enterWrong(page, blanks.slice(3, 5));
  assert.equal(await state(page), 'playing');
  await page.reload();
  await page.waitForSelector('#app[data-state="ready"]', PATIENCE);
  await settled(page);
  assert.equal(await state(page), 'playing', 'going on is saved with the game');

  // Another game has the limit again: New puzzle works from an ended game too.
  assert.deepEqual(site.errors, []);
  await page.close();
});

for (const [name, viewport] of [['desktop', { width: 1280, height: 900 }], ['phone', { width: 360, height: 640 }]]) {
  for (const theme of ['light', 'dark']) {
    test(`the ended game's cover on ${name} (${theme}): its words and its button in view (44 px on a phone)`, async () => {
      const page = await site.newPage();
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: theme });
      await openPlay(site, `#p=${C22B}`, { page });
      await inSettings(page, (p) => p.selectOption('#mistake-limit', '3'));
      await page.waitForSelector('#play-view[data-verdict="unique"]', PATIENCE);
      await enterWrong(page, blanks.slice(0, 3));
      await page.waitForSelector('#limit-continue', { state: 'visible', ...PATIENCE });
      if (name === 'phone' && await page.isVisible('#play-message')) await page.click('#play-message');
      const box = await page.locator('#limit-continue').boundingBox();
      assert.ok(box.y + box.height <= viewport.height && box.x + box.width <= viewport.width, JSON.stringify(box));
      if (name === 'phone') assert.ok(box.height >= 44 && box.width >= 44, JSON.stringify(box));
      await screenshot(page, `mistake-limit-${name}-${theme}.png`);
      await page.click('#play-new');
      await page.waitForFunction((p) => {
        const el = document.getElementById('play-view');
        return el.dataset.puzzle !== p && el.dataset.state === 'playing';
      }, C22B.replace(/0/g, '.'), PATIENCE);
      await page.close();
    });
  }
}
