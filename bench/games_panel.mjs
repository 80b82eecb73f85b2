// The Games dialog with many saved games: the page's start and the dialog's opening (from the
// click to the next frame) with 100, 1,000 and 10,000 games in progress stored, in headless
// Chromium against the built site (dist/). Prints a Markdown table.
// Usage: node bench/games_panel.mjs
import { C22B, C22B_SOLUTION, PATIENCE, openPlay, startSite, storeCopiesOfGame } from '../tests/web/helpers.mjs';

const site = await startSite({ viewport: { width: 1280, height: 900 } });
console.log('| games in progress | page ready ms | dialog open ms | again ms | rows drawn |');
console.log('|---:|---:|---:|---:|---:|');
try {
  for (const count of [100, 1000, 10_000]) {
    const page = await openPlay(site, `#p=${C22B}`);
    await page.click('#play-board td[data-cell="0"]');
    await page.keyboard.press(C22B_SOLUTION[0]);
    await storeCopiesOfGame(page, site, count, { small: true });
    const start = Date.now();
    await page.goto(site.url);
    await page.waitForSelector('#app[data-state="ready"]', PATIENCE);
    const ready = Date.now() - start;
    const openMs = () => page.evaluate(async () => {
      const begin = performance.now();
      document.getElementById('games-open').click();
      await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
      const ms = performance.now() - begin;
      const rows = document.querySelectorAll('#games-list li[data-game-id]').length;
      document.getElementById('games-close').click();
      return { ms, rows };
    });
    const first = await openMs();
    const again = await openMs();
    console.log(`| ${count.toLocaleString('en')} | ${ready} | ${first.ms.toFixed(0)} | ${again.ms.toFixed(0)} | ${first.rows} |`);
    await page.close();
  }
} finally {
  await site.close();
}
