// The controls issue 30 added, in Chinese on a 360x640 phone: Settings (mistake limit, digit
// first, cell colours, hints and best times), Pencil's corner mode and Colour, the ended game's
// cover, the statistics chart, and the daily archive. Each says its words in the page's language.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, openPlay, settled, screenshot, PATIENCE, C22B, C22B_SOLUTION } from './helpers.mjs';

test('in Chinese: the new settings, note modes, the mistake limit, the chart and the archive', async () => {
  const site = await startSite({ locale: 'zh-CN', viewport: { width: 360, height: 640 } });
  try {
    const page = await openPlay(site, `#p=${C22B}`);
    if (await page.isVisible('#play-message')) await page.click('#play-message');
    await page.click('#settings-open');
    await page.waitForSelector('#settings-dialog[open]');
    const names = await page.$$eval('#settings-dialog .setting-name', (els) => els.map((el) => el.textContent));
    for (const name of ['错误上限', '先选数字', '格子颜色', '提示计入最佳用时']) assert.ok(names.includes(name), `${name} in ${names}`);
    assert.equal(await page.$eval('#mistake-limit option[value="0"]', (el) => el.textContent), '关闭');
    assert.equal(await page.$eval('#palette option[value="safe"]', (el) => el.textContent), '色盲友好');
    await screenshot(page, 'settings-phone-zh.png', { fullPage: true });
    await page.selectOption('#mistake-limit', '3');
    await page.click('#settings-close');

    assert.equal(await page.textContent('#colour'), '颜色');
    await page.click('#pencil');
    await page.click('#pencil');
    assert.equal(await page.textContent('#pencil'), '角标');
    await page.click('#pencil');

    await page.waitForSelector('#play-view[data-verdict="unique"]', PATIENCE);
    const blanks = [...C22B].flatMap((c, i) => (c === '0' ? [i] : []));
    for (const cell of blanks.slice(0, 3)) {
      await page.click(`#play-board td[data-cell="${cell}"]`);
      await page.keyboard.press(C22B_SOLUTION[cell] === '9' ? '8' : String(Number(C22B_SOLUTION[cell]) + 1));
      await settled(page);
    }
    await page.waitForSelector('#limit-continue', { state: 'visible', ...PATIENCE });
    assert.equal(await page.textContent('#limit-note'), '已填错 3 个数字，达到 3 个的上限，本局结束。可以不设上限继续，或开始新题。');
    assert.equal(await page.textContent('#limit-continue'), '不设上限继续');
    if (await page.isVisible('#play-message')) await page.click('#play-message');
    await screenshot(page, 'mistake-limit-phone-zh.png');
    await page.click('#limit-continue');

    await page.click('#statistics-open');
    await page.waitForSelector('#statistics-dialog[open]');
    assert.equal(await page.textContent('.stats-chart-title'), '最近几局的用时');
    assert.equal(await page.textContent('.stats-chart-key'), '解出一局后，用时会显示在这里。');
    await page.click('#statistics-close');

    await page.click('#archive-open');
    await page.waitForSelector('#archive-dialog[open]');
    assert.equal(await page.textContent('#archive-heading'), '每日一题');
    assert.match(await page.textContent('#archive-level'), /^“中等”题目。每日连续：0 天（最长 0 天）。$/);
    assert.match(await page.textContent('#archive-title'), /^\d{4}年\d{1,2}月$/);
    assert.equal(await page.textContent('.archive-since'), '每日一题从 2026 年 1 月 1 日开始。✓ 已解出。');
    await screenshot(page, 'archive-phone-zh.png');
    await page.click('#archive-close');
    assert.deepEqual(site.errors, []);
  } finally {
    await site.close();
  }
});
