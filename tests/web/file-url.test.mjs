// C19: the built page opened from file:// (no server) shows how to serve it, never a blank page;
// served over http the notice is gone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { DIST, startSite } from './helpers.mjs';

test('C19: from file:// the page says to serve it over http(s); over http the notice is hidden', async () => {
  const site = await startSite();
  try {
    const page = await site.newPage();
    await page.goto(pathToFileURL(join(DIST, 'index.html')).href);
    await page.waitForTimeout(2000);  // the notice appears after 1.5 s unless main.js ran
    const notice = page.locator('#needs-server');
    assert.ok(await notice.isVisible());
    assert.match(await notice.textContent(), /served over http\(s\)/);
    assert.match(await notice.textContent(), /tools\/run\.sh/);

    const served = await site.newPage();
    await served.goto(site.url);
    await served.waitForSelector('#app[data-state="ready"]', { timeout: 20000 });
    assert.equal(await served.locator('#needs-server').isVisible(), false);
  } finally {
    await site.close();
  }
});
