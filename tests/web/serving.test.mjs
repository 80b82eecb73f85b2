// How the built site is served: opened from file:// (C19), the .wasm with a generic MIME type
// (C20a), from a sub-path, and behind a server that answers a wrong URL with index.html (C20b).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFile, cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DIST, PATIENCE, startSite, watchWorkers } from './helpers.mjs';

/** Opens the page on `site`, makes a puzzle, gets a hint: the engine works. */
async function expectWorkingPage(site) {
  const page = await site.newPage();
  const workers = watchWorkers(page);
  await page.goto(site.url);
  await page.waitForSelector('#app[data-state="ready"]', PATIENCE);
  await page.waitForSelector('#play-view[data-state="playing"]', PATIENCE);
  assert.match(await page.$eval('#play-view', (el) => el.dataset.puzzle), /^[1-9.]{81}$/);
  await page.click('#hint');
  await page.waitForSelector('#play-view:not([data-hint=""])', PATIENCE);
  assert.ok(workers.length === 2 && workers.every((url) => url === `${site.url}sudoku-worker-main.js`), workers.join());
  await page.close();
}

test('C19: from file:// the page says to serve it over http(s); over http the notice is hidden', async () => {
  const site = await startSite();
  try {
    const page = await site.newPage();
    await page.goto(pathToFileURL(join(DIST, 'index.html')).href);
    // The notice shows itself after 1.5 s unless main.js ran and hid it.
    const notice = page.locator('#needs-server');
    await notice.waitFor({ state: 'visible', ...PATIENCE });
    assert.match(await notice.textContent(), /served over http\(s\)/);
    assert.match(await notice.textContent(), /tools\/run\.sh/);

    const served = await site.newPage();
    await served.goto(site.url);
    await served.waitForSelector('#app[data-state="ready"]', PATIENCE);
    assert.equal(await served.locator('#needs-server').isVisible(), false);
  } finally {
    await site.close();
  }
});

test('C20a: the page works with the .wasm served as application/octet-stream', async () => {
  const site = await startSite({ serving: { types: { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.wasm': 'application/octet-stream' } } });
  try {
    await expectWorkingPage(site);
    assert.deepEqual(site.errors, []);
  } finally {
    await site.close();
  }
});

test('C20b: the page works from a sub-path; a server that answers the .wasm with index.html gets a visible error naming the URL', async () => {
  const prefix = '/games/sudoku';
  const site = await startSite({ serving: { prefix } });
  try {
    await expectWorkingPage(site);
    assert.deepEqual(site.errors, []);
  } finally {
    await site.close();
  }

  // A dev server that answers unknown paths with the page: the .wasm URL returns index.html.
  const root = await mkdtemp(join(tmpdir(), 'sudoku-web-wrong-'));
  const wrong = await (async () => {
    await cp(DIST, root, { recursive: true });
    await copyFile(join(root, 'index.html'), join(root, 'sudoku-engine.wasm'));
    return startSite({ serving: { root, prefix } });
  })();
  try {
    const page = await wrong.newPage();
    await page.goto(wrong.url);
    await page.waitForSelector('#app[data-state="error"]', PATIENCE);
    const message = page.locator('#message');
    assert.equal(await message.isVisible(), true);
    const text = await message.textContent();
    assert.ok(text.includes(`${wrong.url}sudoku-engine.wasm`), text);
    assert.match(text, /^The engine could not be loaded: .*not a WebAssembly file/);
    assert.doesNotMatch(text, /magic word/);
    // Not a blank page: the board and its controls are there.
    assert.equal(await page.locator('#play-board td[data-cell]').count(), 81);
    assert.equal(await page.isDisabled('#play-new'), true);
  } finally {
    await wrong.close();
    await rm(root, { recursive: true, force: true });
  }
});
