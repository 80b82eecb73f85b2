// Offline and installable (issue 14, item 8): the web app manifest, the service worker that keeps
// one build in one cache (web/sw.js, web/offline/offline.js), a new build replacing the old after a
// reload without a page ever mixing the two, and the time to the first board, cold and from the
// offline cache. Each test serves its own copy of dist/ with a fresh precache.js
// (tools/write-precache.mjs), so that it can write a "new build" into it.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSite, openPlay, screenshot, DIST, PATIENCE } from './helpers.mjs';
import { writePrecache } from '../../tools/write-precache.mjs';

const roots = [];
after(async () => { for (const root of roots) await rm(root, { recursive: true, force: true }); });

/** A copy of dist/ with its own precache.js; returns { root, build: { version, files } }. */
async function siteCopy() {
  const root = await mkdtemp(join(tmpdir(), 'sudoku-offline-'));
  roots.push(root);
  await cp(DIST, root, { recursive: true });
  return { root, build: writePrecache(root) };
}

/** Waits (PATIENCE at most) until the page's service worker is activated; returns its state. */
const workerActive = (page) => page.evaluate(async (patience) => {
  const activated = (async () => {
    const worker = (await navigator.serviceWorker.ready).active;
    if (worker.state !== 'activated') {
      await new Promise((done) => worker.addEventListener('statechange', () => worker.state === 'activated' && done()));
    }
    return worker.state;
  })();
  return Promise.race([activated, new Promise((done) => setTimeout(done, patience, 'no worker'))]);
}, PATIENCE.timeout);

const puzzleOf = (page) => page.$eval('#play-view', (el) => el.dataset.puzzle);

async function newPuzzle(page) {
  const before = await puzzleOf(page);
  await page.click('#play-new');
  await page.waitForFunction((p) => document.getElementById('play-view').dataset.puzzle !== p
    && !document.getElementById('play-view').dataset.making, before, PATIENCE);
  return puzzleOf(page);
}

/** The SHA-256 of every entry of every cache of the page's origin: { cacheName: { file: hash } }. */
const cachedBuilds = (page) => page.evaluate(async () => {
  const hex = (buffer) => Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');
  const out = {};
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    out[name] = {};
    for (const request of await cache.keys()) {
      const body = await (await cache.match(request)).arrayBuffer();
      out[name][new URL(request.url).pathname.slice(1)] = hex(await crypto.subtle.digest('SHA-256', body));
    }
  }
  return out;
});

/** Build two in `root`: a marker in the page and in two of the package's files, a new precache.js. */
async function writeBuildTwo(root) {
  const edit = async (name, change) => writeFile(join(root, name), change(await readFile(join(root, name), 'utf8')));
  await edit('index.html', (text) => text.replace('<html lang="en">', '<html lang="en" data-build="two">'));
  await edit('sudoku-worker.js', (text) => `${text}\n// build two\n`);
  await edit('sudoku-worker-main.js', (text) => `${text}\n// build two\n`);
  return writePrecache(root);
}

/**
 * Has the page's registration look for a new build; returns the new worker's state once it has
 * installed, or 'none' if none came within PATIENCE. The page's own update check (registerOffline(),
 * just after the page is ready) may still be running when build two is written; an update() called
 * meanwhile joins that check, which read build one's precache.js, and finds nothing new. So ask
 * again until a check that began after build two was written has run.
 */
const installNewBuild = (page) => page.evaluate(async (patience) => {
  const registration = await navigator.serviceWorker.getRegistration();
  const end = Date.now() + patience;
  for (;;) {
    await registration.update();
    const worker = registration.installing ?? registration.waiting;
    if (worker) {
      if (worker.state === 'installing') {
        await new Promise((done) => worker.addEventListener('statechange', () => worker.state !== 'installing' && done()));
      }
      if (worker.state !== 'redundant') return worker.state;
    }
    if (Date.now() > end) return 'none';
    await new Promise((done) => setTimeout(done, 100));
  }
}, PATIENCE.timeout);

// The list holds what the page can load and nothing else: every module the page's graph reaches
// (its imports, and the engine worker's script and its imports), the .wasm of the full engine,
// the page's other files; not the package's single modules, which its bundled entries hold, nor
// the doors for other sites (the small core, the board element) or for Node.
test('the offline list is the page\'s files: every module it can load, none it cannot', async () => {
  const { root, build } = await siteCopy();
  const files = Object.keys(build.files);
  for (const name of ['index.html', 'main.js', 'style.css', 'manifest.webmanifest', 'sudoku-worker.js',
    'sudoku-worker-main.js', 'errors.js', 'sudoku-engine.wasm', 'sudoku-engine-logic.wasm', 'play/play.js']) {
    assert.ok(files.includes(name), name);
  }
  for (const name of ['api.js', 'load.js', 'version.js', 'sudoku.js', 'pool.js', 'worker-start.js', 'sudoku-core.js',
    'sudoku-core-engine.wasm', 'sudoku-board.js', 'board-style.js', 'sudoku-node.mjs', 'sudoku.d.ts', 'package.json', 'sw.js']) {
    assert.ok(!files.includes(name), name);
  }
  // Each listed module's own imports are listed too (the graph is closed).
  for (const name of files.filter((file) => file.endsWith('.js'))) {
    const text = await readFile(join(root, name), 'utf8');
    for (const [, target] of text.matchAll(/(?:^|[;\s])import\s*(?:[^;'"()]*?from\s*)?['"](\.\.?\/[^'"]+)['"]/gm)) {
      const path = join(name, '..', target);
      assert.ok(files.includes(path), `${name} imports ${path}, which is not in the list`);
    }
  }
});

test('the manifest is valid, linked from the page, and its icons are served', async () => {
  const site = await startSite();
  try {
    const page = await site.newPage();
    await page.goto(site.url);
    await page.waitForSelector('#app[data-state="ready"]', PATIENCE);
    assert.equal(await page.$eval('link[rel="manifest"]', (el) => el.href), `${site.url}manifest.webmanifest`);
    const response = await fetch(`${site.url}manifest.webmanifest`);
    assert.equal(response.headers.get('content-type'), 'application/manifest+json');
    const manifest = JSON.parse(await response.text());
    assert.equal(manifest.name, 'Sudoku');
    assert.ok(manifest.short_name);
    assert.equal(manifest.start_url, './');
    assert.equal(manifest.display, 'standalone');
    assert.ok(manifest.icons.some((icon) => icon.purpose === 'any' && icon.sizes === 'any'));
    for (const icon of manifest.icons) {
      const served = await fetch(new URL(icon.src, site.url));
      assert.equal(served.status, 200, icon.src);
      assert.equal(served.headers.get('content-type'), icon.type, icon.src);
      assert.match(await served.text(), /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/, icon.src);
    }
    // Chromium's own reading of it: no parse errors.
    const cdp = await site.context.newCDPSession(page);
    const { errors, data } = await cdp.send('Page.getAppManifest');
    assert.deepEqual(errors, []);
    assert.equal(JSON.parse(data).name, 'Sudoku');
    assert.deepEqual(site.errors, []);
  } finally {
    await site.close();
  }
});

test('after one visit, with the network off, a reload shows the board and a new puzzle can be made', async () => {
  const { root } = await siteCopy();
  // A profile on disk: Chromium installs no app from an off-the-record context.
  const site = await startSite({ serving: { root }, persistent: true });
  try {
    const page = await openPlay(site);
    assert.equal(await workerActive(page), 'activated');
    // The first visit stays with the network (no clients.claim()).
    assert.equal(await page.evaluate(() => navigator.serviceWorker.controller), null);
    const first = await puzzleOf(page);

    await site.context.setOffline(true);
    await page.reload();
    await page.waitForSelector('#app[data-state="ready"]', PATIENCE);
    await page.waitForSelector('#play-view[data-state="playing"]', PATIENCE);
    assert.equal(await page.evaluate(() => navigator.onLine), false);
    assert.notEqual(await page.evaluate(() => navigator.serviceWorker.controller), null);
    // The saved game is back on the board, digits and all.
    assert.equal(await puzzleOf(page), first);
    assert.equal(await page.locator('#play-board td[data-cell]').count(), 81);
    const shown = await page.$$eval('#play-board td[data-cell]', (tds) => {
      const out = new Array(81).fill('.');
      for (const td of tds) if (/^[1-9]$/.test(td.textContent.trim())) out[Number(td.dataset.cell)] = td.textContent.trim();
      return out.join('');
    });
    assert.equal(shown, first);
    // The engine workers load from the cache too: a new puzzle is made.
    const made = await newPuzzle(page);
    assert.match(made, /^[1-9.]{81}$/);
    assert.notEqual(made, first);
    await screenshot(page, 'offline-reload-1280.png');
    // With its worker in control, Chromium finds the page installable.
    const cdp = await site.context.newCDPSession(page);
    assert.deepEqual((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, []);
    // So does the Explain view's work.
    await page.click('#tab-explain');
    await page.waitForSelector('#explain-view[data-state="ready"]', PATIENCE);
    assert.deepEqual(site.errors, []);
  } finally {
    await site.context.setOffline(false);
    await site.close();
  }
});

test('a new build replaces the old one after a reload, and no page is served a mix of the two', async () => {
  const { root, build: one } = await siteCopy();
  const site = await startSite({ serving: { root } });
  try {
    const page = await openPlay(site);
    assert.equal(await workerActive(page), 'activated');
    await page.reload(); // now served by build one's worker
    await page.waitForSelector('#app[data-state="ready"]', PATIENCE);
    assert.deepEqual(await cachedBuilds(page), { [`sudoku-${one.version}`]: one.files });

    const two = await writeBuildTwo(root);
    assert.notEqual(two.version, one.version);
    // The browser finds build two and installs it beside build one; it waits.
    const state = await installNewBuild(page);
    assert.equal(state, 'installed');
    // Meanwhile the page on screen still gets build one's files only.
    const fetched = (name) => page.evaluate((file) => fetch(file).then((r) => r.text()), name);
    assert.doesNotMatch(await fetched('sudoku-worker.js'), /build two/);
    assert.doesNotMatch(await fetched('sudoku-worker-main.js'), /build two/);
    assert.doesNotMatch(await fetched('./'), /data-build/);

    // A reload: the page switches to build two at start-up and loads again from it alone.
    const responses = [];
    // Only the last document's load counts (the switch reloads once more by itself).
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) responses.length = 0;
    });
    page.on('response', (response) => responses.push(response));
    await page.reload();
    await page.waitForSelector('html[data-build="two"]', { state: 'attached', ...PATIENCE });
    await page.waitForSelector('#app[data-state="ready"]', PATIENCE);
    await page.waitForSelector('#play-view[data-state="playing"]', PATIENCE);
    assert.match(await fetched('sudoku-worker.js'), /build two/);
    assert.match(await fetched('sudoku-worker-main.js'), /build two/);
    // One cache, holding exactly build two; build one's is gone.
    assert.deepEqual(await cachedBuilds(page), { [`sudoku-${two.version}`]: two.files });
    // Every file of the final load came from that cache.
    const own = responses.filter((r) => r.url().startsWith(site.url));
    assert.ok(own.some((r) => r.url().endsWith('/main.js')), own.map((r) => r.url()).join());
    assert.deepEqual(own.filter((r) => !r.fromServiceWorker()).map((r) => r.url()), []);
    // The engine works on build two.
    assert.match(await newPuzzle(page), /^[1-9.]{81}$/);
    assert.deepEqual(site.errors, []);
  } finally {
    await site.close();
  }
});

// Reported, not judged (the numbers are the machine's): the page's own marks, #app
// data-boards-shown-ms (empty boards drawn) and data-engine-ready-ms (both engine workers loaded),
// on a first visit (fresh browser profile, nothing cached) and on a reload from the service
// worker's cache with the network off. Median of 3 fresh profiles.
test('time to the first board, cold and from the offline cache (median of 3, reported)', async (t) => {
  const { root } = await siteCopy();
  const marks = (page) => page.$eval('#app', (el) => ({ shown: Number(el.dataset.boardsShownMs), ready: Number(el.dataset.engineReadyMs) }));
  const RUNS = 3;
  const runs = { cold: [], offline: [] };
  for (let run = 0; run < RUNS; ++run) {
    const site = await startSite({ serving: { root } });
    try {
      const page = await site.newPage();
      await page.goto(site.url);
      await page.waitForSelector('#app[data-state="ready"]', PATIENCE);
      await page.waitForSelector('#play-view[data-state="playing"]', PATIENCE);
      runs.cold.push(await marks(page));
      assert.equal(await workerActive(page), 'activated');
      await site.context.setOffline(true);
      await page.reload();
      // The saved game is drawn at once; the engine follows.
      await page.waitForSelector('#app[data-state="ready"]', PATIENCE);
      await page.waitForSelector('#play-view[data-state="playing"]', PATIENCE);
      runs.offline.push(await marks(page));
      assert.deepEqual(site.errors, []);
    } finally {
      await site.context.setOffline(false);
      await site.close();
    }
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  for (const [name, list] of Object.entries(runs)) {
    for (const { shown, ready } of list) assert.ok(shown > 0 && ready >= shown, JSON.stringify(list));
    t.diagnostic(`${name}: boards shown ${median(list.map((m) => m.shown)).toFixed(1)} ms, engine ready ${median(list.map((m) => m.ready)).toFixed(1)} ms `
      + `(median of ${RUNS}; runs ${list.map((m) => `${m.shown.toFixed(0)}/${m.ready.toFixed(0)}`).join(' ')})`);
  }
});

test('with a second window open on the old build, a reload keeps the old build until that window closes', async () => {
  const { root, build: one } = await siteCopy();
  const site = await startSite({ serving: { root } });
  try {
    const page = await openPlay(site);
    assert.equal(await workerActive(page), 'activated');
    await page.reload();
    await page.waitForSelector('#app[data-state="ready"]', PATIENCE);
    const other = await site.newPage();
    await other.goto(site.url);
    await other.waitForSelector('#app[data-state="ready"]', PATIENCE);
    await writeBuildTwo(root);
    assert.equal(await installNewBuild(page), 'installed');

    // The other window still runs build one: this one stays on it too, and starts as usual.
    await page.reload();
    await page.waitForSelector('#app[data-state="ready"]', PATIENCE);
    assert.equal(await page.$eval('html', (el) => el.dataset.build ?? 'one'), 'one');
    const fetched = (p, name) => p.evaluate((file) => fetch(file).then((r) => r.text()), name);
    assert.doesNotMatch(await fetched(page, 'sudoku-worker-main.js'), /build two/);
    assert.doesNotMatch(await fetched(other, 'sudoku-worker-main.js'), /build two/);
    assert.ok(`sudoku-${one.version}` in await cachedBuilds(page));

    // Once the other window is closed, the next reload takes this one to build two.
    await other.close();
    await page.reload();
    await page.waitForSelector('html[data-build="two"]', { state: 'attached', ...PATIENCE });
    await page.waitForSelector('#app[data-state="ready"]', PATIENCE);
    assert.match(await fetched(page, 'sudoku-worker-main.js'), /build two/);
    assert.deepEqual(site.errors, []);
  } finally {
    await site.close();
  }
});
