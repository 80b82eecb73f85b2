// The Explain view tells its story (issue 14, item 12): it opens at holes-per-box level 4 as the
// original demo did, says in plain words (en and zh) what the first pass does, when the method
// guesses and goes back, and what its counters mean, and keeps the step slider next to board 3
// on a phone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, screenshot, PATIENCE } from './helpers.mjs';

async function openExplain(site) {
  const page = await site.newPage();
  await page.goto(site.url + 'favicon.svg');
  await page.evaluate(() => localStorage.clear());
  await page.goto(site.url);
  await page.click('#tab-explain');
  await page.waitForSelector('#explain-view[data-steps="ready"]', PATIENCE);
  return page;
}

const EN_COUNTERS = /The method crossed out \d+ candidates and (never had to guess|guessed (once|\d+ times)(, going back (once|\d+ times) after a dead end| without ever going back))\./;
const ZH_COUNTERS = /这种方法划掉了 \d+ 个候选数，(完全不用猜|猜了 \d+ 次(，走进死路后退回 \d+ 次|，一次也没有退回))。/;

test('Explain opens at 4–7 holes per box and tells in plain words what the method does, in en and zh', async () => {
  const site = await startSite();
  try {
    const page = await openExplain(site);
    assert.equal(await page.$eval('#explain-level', (el) => el.value), '4');
    assert.equal(await page.$eval('#explain-level', (el) => el.selectedOptions[0].textContent), '4 · 4–7 holes');
    assert.equal(await page.$eval('#explain-view', (el) => el.dataset.level), '4');

    const about = page.locator('#explain-about');
    assert.equal(await about.isVisible(), true);
    const en = await about.textContent();
    assert.match(en, /^The first pass writes in each empty cell the digits it could still hold/);
    assert.match(en, /the method guesses/);
    assert.match(en, /goes back to the saved grid when the guess runs into a dead end/);
    assert.match(en, /candidates crossed out, guesses, and times it had to go back\.$/);
    const stats = await page.textContent('#stats');
    assert.match(stats, EN_COUNTERS);
    assert.doesNotMatch(stats, /candidate operations|saved states|backtracks/);
    // The search effort beside the counters: grade().effort of the puzzle on screen.
    await page.waitForSelector('#explain-view[data-effort="ready"]', PATIENCE);
    const puzzle = await page.$eval('#explain-view', (el) => el.dataset.puzzle);
    const effort = await page.evaluate(async (p) => {
      const { createSudokuWorker } = await import('./sudoku-worker.js');
      const engine = await createSudokuWorker();
      const { effort: e } = await engine.grade(p);
      engine.terminate();
      return e;
    }, puzzle);
    const effortText = await page.textContent('#effort');
    if (effort === 0) assert.match(effortText, /^Search effort 0: singles alone solve this puzzle/);
    else assert.equal(effortText, `Search effort ${effort.toFixed(1)}: a solver that knows only singles, and guesses when they stall, needs ${effort.toFixed(1)} guesses on average over 16 random tries.`);

    await screenshot(page, 'explain-story-en-1280.png', { fullPage: true });
    await page.selectOption('#language', 'zh');
    assert.match(await about.textContent(), /^第一轮先在每个空格里写上它还能填的数字/);
    assert.match(await about.textContent(), /方法就开始猜/);
    assert.match(await about.textContent(), /划掉了多少个候选数、猜了几次、退回了几次。$/);
    assert.match(await page.textContent('#stats'), ZH_COUNTERS);
    assert.doesNotMatch(await page.textContent('#stats'), /候选数操作|保存状态/);
    assert.match(await page.textContent('#effort'), effort === 0 ? /^搜索难度 0：只用唯一数就能解完这道题/ : new RegExp(`^搜索难度 ${effort.toFixed(1)}：.*平均要猜 ${effort.toFixed(1)} 次。$`));
    await screenshot(page, 'explain-story-zh-1280.png');
    assert.deepEqual(site.errors, []);
  } finally {
    await site.close();
  }
});

test('on a 375x740 phone the step slider sits right under board 3, in view with it', async () => {
  const site = await startSite({ viewport: { width: 375, height: 740 } });
  try {
    const page = await openExplain(site);
    const board3 = page.locator('[data-board="candidates"]');
    await board3.evaluate((el) => el.closest('figure').scrollIntoView({ block: 'start' }));
    const box = async (locator) => locator.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    });
    const board = await box(page.locator('[data-board="candidates"]').locator('xpath=ancestor::figure'));
    const slider = await box(page.locator('#step-slider'));
    const fourth = await box(page.locator('[data-board="solved"]'));
    assert.ok(board.top >= 0 && board.bottom <= 740, `board 3 in view: ${JSON.stringify(board)}`);
    assert.ok(slider.top >= board.bottom && slider.bottom <= 740, `slider in view under board 3: ${JSON.stringify(slider)}`);
    assert.ok(slider.top - board.bottom < 80, `slider next to board 3 (${slider.top - board.bottom}px below it)`);
    assert.ok(slider.left >= 0 && slider.right <= 375);
    assert.ok(slider.bottom - slider.top >= 44, `a 44px touch target (${slider.bottom - slider.top}px)`);
    // Board 4, the other board the slider changes, follows it.
    assert.ok(fourth.top > slider.bottom);

    // Moving the slider changes board 3 right above it.
    const before = await board3.textContent();
    await page.focus('#step-slider');
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => document.getElementById('boards').dataset.step === '1', null, PATIENCE);
    assert.notEqual(await board3.textContent(), before);
    assert.ok(await board3.locator('td.step-cell').count() > 0, 'the step is marked on board 3');
    assert.match(await page.textContent('#step-count'), /^Step 1 of [1-9]\d*$/);
    await screenshot(page, 'explain-slider-375.png');
    assert.deepEqual(site.errors, []);
  } finally {
    await site.close();
  }
});
