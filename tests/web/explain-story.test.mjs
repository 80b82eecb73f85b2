// The Explain view tells its story (issue 14, item 12): it opens at holes-per-box level 4 as the
// original demo did, says in plain words (en and zh) what the first pass does, when the method
// guesses and goes back, and what its counters mean, and keeps the step slider next to board 3
// on a phone. Board 3 shows candidates: the first pass places naked singles only, hidden
// singles come next and are counted (issue 26, item 4).
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

// The counters line in words, from explain()'s answer for the puzzle on screen (times aside).
const plural = (n, one, other) => (n === 1 ? `1 ${one}` : `${n} ${other}`);
function enCounters({ firstPass, beforeGuess: { hiddenSingles: hidden, nakedSingles: naked }, counters }) {
  const filled = firstPass.deduced.filter(Boolean).length;
  const singles = !firstPass.values.includes(0) ? 'That solved the puzzle.'
    : hidden === 0 ? 'No digit then had only one place left in a row, column or box, so nothing more could be filled before a guess.'
      : `Then, before any guess, ${plural(hidden, 'hidden single', 'hidden singles')} (a digit with only one place left in a row, column or box)${naked ? ` and the ${plural(naked, 'naked single', 'naked singles')} that followed` : ''} filled ${plural(hidden + naked, 'more cell', 'more cells')}.`;
  const times = (n) => (n === 1 ? 'once' : `${n} times`);
  const { candidateOps: ops, savedStates: saved, backtracks: back } = counters;
  const guesses = saved === 0 ? 'never had to guess'
    : back === 0 ? `guessed ${times(saved)} without ever going back` : `guessed ${times(saved)}, going back ${times(back)} after a dead end`;
  return `The first pass filled ${plural(filled, 'cell', 'cells')} (board 3). ${singles} In all the method crossed out ${plural(ops, 'candidate', 'candidates')} and ${guesses}.`;
}
const ZH_COUNTERS = /第一轮填出 \d+ 个格子（第 3 个棋盘）。(这就解完了整道题。|这时没有哪个数字.*|接着，在猜之前，\d+ 个数字在一行、一列或一宫里只剩一个位置（排除法），(填上它们后又有 \d+ 个格子只剩一个候选数（唯一余数），)?一共又填出 \d+ 个格子。)这种方法一共划掉了 \d+ 个候选数，(完全不用猜|猜了 \d+ 次(，走进死路后退回 \d+ 次|，一次也没有退回))。/;

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
    assert.match(en, /fills every cell that has only one digit left \(a naked single\)/);
    assert.match(en, /Next, before any guess, the method looks for a digit that has only one place left in a row, column or box \(a hidden single\)/);
    assert.match(en, /cells filled by each phase, candidates crossed out, guesses, and times it had to go back\.$/);
    // Board 3 shows candidate lists: an open cell with two or more digits.
    const lists = await page.$$eval('[data-board="candidates"] .candidates', (els) => els.map((el) => el.textContent));
    assert.ok(lists.some((text) => /^[1-9](,[1-9])+$/.test(text)), `board 3 candidate lists: ${lists.length}`);
    // The search effort beside the counters: grade().effort of the puzzle on screen.
    await page.waitForSelector('#explain-view[data-effort="ready"]', PATIENCE);
    const puzzle = await page.$eval('#explain-view', (el) => el.dataset.puzzle);
    const { effort, explained } = await page.evaluate(async (p) => {
      const { createSudokuWorker } = await import('./sudoku-worker.js');
      const engine = await createSudokuWorker();
      const { effort: e } = await engine.grade(p);
      const x = await engine.explain(p);
      engine.terminate();
      return { effort: e, explained: x };
    }, puzzle);
    assert.ok(explained.firstPass.values.includes(0), 'the first pass leaves open cells');
    assert.equal(lists.length, explained.firstPass.values.filter((v) => v === 0).length);
    const stats = await page.textContent('#stats');
    assert.ok(stats.includes(enCounters(explained)), `${stats}\n${enCounters(explained)}`);
    assert.doesNotMatch(stats, /candidate operations|saved states|backtracks|\(s\)/);
    const effortText = await page.textContent('#effort');
    if (effort === 0) assert.match(effortText, /^Search effort 0: singles alone solve this puzzle/);
    else assert.equal(effortText, `Search effort ${effort.toFixed(1)}: a solver that knows only singles, and guesses when they stall, needs ${effort.toFixed(1)} guesses on average over 16 random tries.`);

    await screenshot(page, 'explain-story-en-1280.png', { fullPage: true });
    await page.selectOption('#language', 'zh');
    assert.match(await about.textContent(), /^第一轮先在每个空格里写上它还能填的数字/);
    assert.match(await about.textContent(), /方法就开始猜/);
    assert.match(await about.textContent(), /每一阶段填了几个格子、划掉了多少个候选数、猜了几次、退回了几次。$/);
    assert.match(await page.textContent('#stats'), ZH_COUNTERS);
    assert.match(await about.textContent(), /接着，在猜之前，方法再找在一行、一列或一宫里只剩一个位置的数字（排除法）/);
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
    // Within a pixel: scrolling to a figure whose top lies at a fraction of a pixel (the longer
    // text above it) leaves it up to a pixel off.
    assert.ok(board.top > -1 && board.bottom <= 740, `board 3 in view: ${JSON.stringify(board)}`);
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
