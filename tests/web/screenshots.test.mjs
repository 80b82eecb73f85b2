// Screenshots for a person to look at (build/screenshots/): Play with a hint open and the
// Explain view at a logical step, on a desktop (1280x900), a phone (375x740) and the phone on its
// side (740x375), in English and Chinese in the light theme and in English in the dark one; and
// both views as printed. The checks are the layout's: nothing wider than the screen, the hint box
// inside it, the board and the buttons still where they were when the hint appears (on phones
// the box takes the pad's place).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, screenshot, settled, nodeEngine, PATIENCE, C22B, C22B_SOLUTION } from './helpers.mjs';

const SCREENS = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 375, height: 740 },
  landscape: { width: 740, height: 375 },
};
const VARIANTS = [
  { name: 'en', language: 'en', colorScheme: 'light' },
  { name: 'zh', language: 'zh', colorScheme: 'light' },
  { name: 'dark', language: 'en', colorScheme: 'dark' },
];
// Where an element is on the page, not the screen: scrolling it into view is not moving it.
const pageBox = (page, sel) => page.$eval(sel, (el) => {
  const { x, y, width, height } = el.getBoundingClientRect();
  return { x: x + window.scrollX, y: y + window.scrollY, width, height };
});

let engine;
before(async () => { engine = await nodeEngine(); });

// A game part way through C22B, at the first step that removes candidates (a direct hidden
// pair), with the player's own pencil marks in one cell and a few of the steps' digits entered.
function position() {
  const { steps } = engine.steps(C22B);
  const k = steps.findIndex((s) => s.eliminations.length > 0);
  const values = [...C22B].map(Number);
  for (const s of steps.slice(0, k)) for (const p of s.placements) values[p.cell] = p.digit;
  const marks = new Array(81).fill(0);
  const marked = steps[k].eliminations.at(-1).cell;
  marks[marked] = engine.candidates(values)[marked].reduce((mask, d) => mask | (1 << (d - 1)), 0);
  return {
    puzzle: C22B.replace(/0/g, '.'), solution: C22B_SOLUTION, level: 0, source: 'link', solutions: 1,
    grade: null, values, marks, elapsedMs: 754000, completedMs: null,
  };
}

for (const [screen, viewport] of Object.entries(SCREENS)) {
  test(`${screen}: Play with a hint open, Explain at a step, light, dark and Chinese`, async () => {
    const site = await startSite({ viewport });
    try {
      for (const { name, language, colorScheme } of VARIANTS) {
        const page = await site.newPage();
        await page.emulateMedia({ colorScheme });
        await page.goto(site.url + 'favicon.svg');
        await page.evaluate(({ game, language }) => {
          localStorage.clear();
          localStorage.setItem('sudoku.game.v1', JSON.stringify(game));
          localStorage.setItem('sudoku.language', language);
        }, { game: position(), language });
        await page.goto(site.url);
        await page.waitForSelector('#app[data-state="ready"]', PATIENCE);
        await settled(page);
        await page.waitForSelector('#grade[data-level]', PATIENCE);
        const button = await pageBox(page, '#hint');
        const pad = await pageBox(page, '.pad');
        const board = await pageBox(page, '#play-board');
        await page.click('#hint');
        await page.waitForSelector('#play-view[data-hint="step"]', PATIENCE);
        // The hint box has a place of its own: beside the pad, where the button just pressed
        // stays put, or (phones) the pad's own place, which it takes while it is open.
        assert.deepEqual(await pageBox(page, '#play-board'), board, 'the board does not move');
        if (await page.isVisible('#hint')) assert.deepEqual(await pageBox(page, '#hint'), button, 'the Hint button does not move');
        else {
          const box = await pageBox(page, '#hint-box');
          assert.ok(Math.abs(box.x - pad.x) < 1 && Math.abs(box.y - pad.y) < 1, 'the hint box stands where the pad stood');
        }
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(width <= viewport.width, `Play is ${width}px wide on a ${viewport.width}px screen`);
        const box = await page.locator('#hint-box').boundingBox();
        assert.ok(box.x >= 0 && box.x + box.width <= viewport.width, 'the hint box fits across');
        await screenshot(page, `${screen}-play-hint-${name}.png`, { fullPage: true });

        await page.click('#tab-explain');
        await page.waitForSelector('#explain-view[data-steps="ready"]', PATIENCE);
        const n = Number(await page.$eval('#step-slider', (el) => el.max));
        await page.$eval('#step-slider', (el, v) => { el.value = String(v); el.dispatchEvent(new Event('input', { bubbles: true })); },
          Math.min(n, 3));
        assert.ok(await page.evaluate(() => document.documentElement.scrollWidth) <= viewport.width, 'Explain fits across');
        await screenshot(page, `${screen}-explain-${name}.png`, { fullPage: true });
        await page.close();
      }
      assert.deepEqual(site.errors, []);
    } finally {
      await site.close();
    }
  });
}

test('print: the Play board with the player\'s notes, and the Explain boards', async () => {
  const site = await startSite({ viewport: SCREENS.desktop });
  try {
    const page = await site.newPage();
    await page.goto(site.url + 'favicon.svg');
    await page.evaluate((game) => {
      localStorage.clear();
      localStorage.setItem('sudoku.game.v1', JSON.stringify(game));
      localStorage.setItem('sudoku.settings.v1', JSON.stringify({ theme: 'dark' }));
    }, position());
    await page.goto(site.url);
    await page.waitForSelector('#app[data-state="ready"]', PATIENCE);
    await settled(page);
    await page.emulateMedia({ media: 'print' });
    assert.equal(await page.isHidden('.pad'), true);
    await screenshot(page, 'print-play.png', { fullPage: true });
    await page.emulateMedia({ media: 'screen' });
    await page.click('#tab-explain');
    await page.waitForSelector('#explain-view[data-steps="ready"]', PATIENCE);
    await page.emulateMedia({ media: 'print' });
    await screenshot(page, 'print-explain.png', { fullPage: true });
    assert.deepEqual(site.errors, []);
    await page.close();
  } finally {
    await site.close();
  }
});
