// The Games dialog with many saved games: the page's start and the dialog's opening (from the
// click to the next frame) with 100, 1,000 and 10,000 games in progress stored; then, with
// 10,000, what the player does in a long list: Show more clicked 180 times (the times of clicks
// 1, 50, 100, 150 and 180), the game at row 9,000 deleted (Delete, then the confirming Delete)
// and the one at row 8,000 resumed; and, beside it, a game of the first page resumed with only
// that page drawn (what resuming costs when the dialog holds few rows to take down). Each time
// is from the click to the next frame. In headless Chromium against the built site (dist/).
// Prints two Markdown tables.
// Usage: node bench/games_panel.mjs
import { C22B, C22B_SOLUTION, PATIENCE, openPlay, startSite, storeCopiesOfGame } from '../tests/web/helpers.mjs';

const MORE_CLICKS = 180;
const REPORTED = [1, 50, 100, 150, 180];
const DELETE_ROW = 9000;
const RESUME_ROW = 8000;

/** A page with `count` games in progress stored, ready. Returns { page, readyMs }. */
async function pageWithGames(site, count) {
  const page = await openPlay(site, `#p=${C22B}`);
  await page.click('#play-board td[data-cell="0"]');
  await page.keyboard.press(C22B_SOLUTION[0]);
  await storeCopiesOfGame(page, site, count, { small: true });
  const start = Date.now();
  await page.goto(site.url);
  await page.waitForSelector('#app[data-state="ready"]', PATIENCE);
  return { page, readyMs: Date.now() - start };
}

// In the page: clicks what `select` finds and waits for the next frame; resolves to the ms taken.
// A resume is timed until its game is on screen and drawn.
const clickMs = (page, select) => page.evaluate(async (sel) => {
  const begin = performance.now();
  document.querySelector(sel).click();
  await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
  return performance.now() - begin;
}, select);

const rowsDrawn = (page) => page.$$eval('#games-list li[data-game-id]:not(.current)', (lis) => lis.length);
const rowSel = (n) => `#games-list li[data-game-id]:not(.current):nth-child(${n + 1})`; // the game on screen is child 1

const site = await startSite({ viewport: { width: 1280, height: 900 } });
try {
  console.log('| games in progress | page ready ms | dialog open ms | again ms | rows drawn |');
  console.log('|---:|---:|---:|---:|---:|');
  for (const count of [100, 1000, 10_000]) {
    const { page, readyMs } = await pageWithGames(site, count);
    const openMs = async () => {
      const ms = await clickMs(page, '#games-open');
      const rows = await page.$$eval('#games-list li[data-game-id]', (lis) => lis.length);
      await page.click('#games-close');
      return { ms, rows };
    };
    const first = await openMs();
    const again = await openMs();
    console.log(`| ${count.toLocaleString('en')} | ${readyMs} | ${first.ms.toFixed(0)} | ${again.ms.toFixed(0)} | ${first.rows} |`);
    await page.close();
  }

  console.log('');
  console.log(`| games in progress | ${REPORTED.map((n) => `Show more #${n} ms`).join(' | ')} | rows drawn | delete row ${DELETE_ROW.toLocaleString('en')} ms (ask + confirm) | resume row ${RESUME_ROW.toLocaleString('en')} ms | resume row 40, 51 rows drawn, ms |`);
  console.log(`|---:|${REPORTED.map(() => '---:|').join('')}---:|---:|---:|---:|`);
  const { page } = await pageWithGames(site, 10_000);
  await page.click('#games-open');
  await page.waitForSelector('#games-dialog[open]');
  const more = [];
  for (let n = 1; n <= MORE_CLICKS; ++n) more.push(await clickMs(page, '#games-list .game-more'));
  const rows = await rowsDrawn(page);
  const ask = await clickMs(page, `${rowSel(DELETE_ROW)} .game-delete`);
  const confirm = await clickMs(page, `${rowSel(DELETE_ROW)} .game-delete-yes`);
  const resumeMs = async (row) => {
    const resumed = await page.$eval(`${rowSel(row)}`, (li) => li.dataset.gameId);
    const resume = await page.evaluate(async (sel) => {
      const begin = performance.now();
      document.querySelector(sel).click();
      await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
      return { ms: performance.now() - begin, id: document.getElementById('play-view').dataset.gameId };
    }, `${rowSel(row)} .game-main`);
    if (resume.id !== resumed) throw new Error(`resumed ${resume.id}, not ${resumed}`);
    return resume.ms;
  };
  const far = await resumeMs(RESUME_ROW);
  await page.click('#games-open');
  await page.waitForSelector('#games-dialog[open]');
  const near = await resumeMs(40);
  console.log(`| 10,000 | ${REPORTED.map((n) => more[n - 1].toFixed(0)).join(' | ')} | ${rows} | ${ask.toFixed(0)} + ${confirm.toFixed(0)} | ${far.toFixed(0)} | ${near.toFixed(0)} |`);
  await page.close();
} finally {
  await site.close();
}
