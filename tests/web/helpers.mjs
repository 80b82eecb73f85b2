// Shared helpers for the browser tests: serve dist/ on 127.0.0.1, drive headless Chromium,
// and check grids independently of the engine.
import { mkdtemp, mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { serve } from '../../tools/serve.mjs';

export const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
export const SCREENSHOTS = fileURLToPath(new URL('../../build/screenshots/', import.meta.url));

// The sites run in Chromium's headless shell (Debian's chromium-headless-shell, tools/setup.sh),
// which draws pages as the browser does without the browser's own windows: the suite takes a
// third less CPU than in the full browser's headless mode (measured: games.test.mjs 96 CPU-s
// against 148). The full browser is kept for installing the page as an app, which the shell
// cannot do, and where the shell is missing.
const FULL = '/usr/bin/chromium';
const HEADLESS_SHELL = existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : FULL;
const FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

// One Chromium per test file: a launch costs seconds, a context milliseconds. Each site gets a
// context of its own, a fresh profile for storage, caches, service workers and permissions. The
// browser closes two seconds after the last open site does (the file's tests are over, or a
// long pause comes between two of them, and the next site starts a browser again), so that a
// test file's process can end.
const IDLE_MS = 2000;
let browser = null;
let openSites = 0;
let idleTimer = null;

function takeBrowser() {
  clearTimeout(idleTimer);
  ++openSites;
  if (!browser) {
    browser = chromium.launch({ executablePath: HEADLESS_SHELL, headless: true, args: FLAGS });
    browser.catch(() => { browser = null; });
  }
  return browser;
}

function releaseBrowser() {
  if (--openSites > 0) return;
  idleTimer = setTimeout(() => {
    const closing = browser;
    browser = null;
    closing?.then((b) => b.close(), () => {});
  }, IDLE_MS);
}

/**
 * Starts the static server and a fresh browser context (a profile of its own) on the file's
 * shared Chromium; `persistent: true` launches a Chromium of its own on a profile folder
 * instead, for what Chromium does not allow an off-the-record context (installing the page as
 * an app).
 * `serving`: { root (default dist/), prefix, types, headers } for tools/serve.mjs.
 * `serviceWorkers: 'block'` keeps the page's service worker out, for tests whose page.route()
 * must see every request (a worker's cache answers without the network). `timezoneId` (an IANA
 * name such as 'Europe/Berlin') sets the browser's time zone. `touch: true` makes a phone's
 * browser: a touch screen (page.tap(), CDP's Input.dispatchTouchEvent) and the page's viewport
 * meta tag obeyed (Playwright's hasTouch and isMobile).
 * Returns { url, context, errors, newPage(), close() }.
 */
export async function startSite({ locale = 'en-US', viewport = { width: 1280, height: 900 }, serving = {}, serviceWorkers = 'allow', persistent = false, timezoneId = undefined, touch = false } = {}) {
  const { root = DIST, prefix = '', ...options } = serving;
  const server = await serve(root, { port: 0, prefix, ...options });
  const url = `http://127.0.0.1:${server.address().port}${prefix}/`;
  const screen = { locale, viewport, serviceWorkers, timezoneId, hasTouch: touch, isMobile: touch };
  const profile = persistent ? await mkdtemp(join(tmpdir(), 'sudoku-web-')) : null;
  const context = persistent
    ? await chromium.launchPersistentContext(profile, { executablePath: FULL, headless: true, args: FLAGS, ...screen })
    : await (await takeBrowser()).newContext(screen);
  // Every wait and navigation gets the generous limit, not Playwright's 30 s: the suite runs on
  // loaded machines, and files run side by side.
  context.setDefaultTimeout(PATIENCE.timeout);
  const errors = [];
  context.on('weberror', (e) => errors.push(String(e.error())));
  return {
    url,
    context,
    errors,
    async newPage() {
      const page = await context.newPage();
      // Chromium asks for /favicon.ico on non-HTML documents such as the image some tests open
      // first to reach the page's storage; that miss is not the page's fault.
      page.on('console', (m) => {
        if (m.type() === 'error' && !m.location().url.endsWith('/favicon.ico')) errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(String(e)));
      return page;
    },
    async close() {
      await context.close();
      await new Promise((done) => server.close(done));
      if (persistent) await rm(profile, { recursive: true, force: true });
      else releaseBrowser();
    },
  };
}

export async function screenshot(page, name, options = {}) {
  await mkdir(SCREENSHOTS, { recursive: true });
  const path = join(SCREENSHOTS, name);
  await page.screenshot({ path, ...options });
  return path;
}

export { solves } from '../rules.mjs';

/** The 81 cells of board `kind` as text ('.' for a cell without a big digit), in cell order. */
export function readBoard(page, kind) {
  return page.$$eval(`[data-board="${kind}"] td[data-cell]`, (tds) => {
    const out = new Array(81).fill('.');
    for (const td of tds) {
      const text = td.querySelector('.candidates') ? '' : td.textContent.trim();
      out[Number(td.dataset.cell)] = /^[1-9]$/.test(text) ? text : '.';
    }
    return out.join('');
  });
}

// Case C22b of the shared cases: a proper puzzle (59 blanks) and its solution.
export const C22B = '000007004000006003860200000509082000640000080000000700000000042010030000703000009';
export const C22B_SOLUTION = '321597864497816253865243197579182436642375981138964725986751342214639578753428619';
// Case C22a: 15 givens, many solutions.
export const C22A = '001000000200000000003000000400000005005000600600000040007103000800000000009020000';

// Waits for what must happen however slow the machine: generous, so that only a page that never
// gets there fails.
export const PATIENCE = { timeout: 60000 };

/** Opens the Play view with empty storage; `hash` (e.g. '#p=...') picks the puzzle. */
export async function openPlay(site, hash = '', { clear = true, page = null } = {}) {
  page ??= await site.newPage();
  if (clear) {
    await page.goto(site.url + 'favicon.svg');
    await page.evaluate(() => localStorage.clear());
  }
  await page.goto(site.url + hash);
  await page.waitForSelector('#play-view[data-state="playing"]', PATIENCE);
  await page.waitForSelector('#app[data-state="ready"]', PATIENCE);
  await settled(page);
  return page;
}

/** The Play board's digits as 81 chars ('.' for empty), as the page reports them. */
export const playValues = (page) => page.$eval('#play-view', (el) => el.dataset.values.replace(/0/g, '.'));

/**
 * Waits until the engine's rule check (validate(), on the quick worker) has answered for the
 * grid on screen: the conflict marks and the win are then drawn for it. A digit is drawn at
 * once; its conflict marks follow.
 */
export function settled(page) {
  return page.waitForFunction(() => {
    const view = document.getElementById('play-view');
    return view.dataset.values !== undefined && view.dataset.validated === view.dataset.values;
  }, null, PATIENCE);
}

/**
 * Serves web/engine/limits.js with some of its values replaced, e.g. { HINT_MS: 1 }, so a test can give
 * the page's own call paths limits that no machine meets. Call before the page loads.
 */
export async function withLimits(page, values) {
  await page.route(/\/limits\.js$/, async (route) => {
    const response = await route.fetch();
    let body = await response.text();
    for (const [name, value] of Object.entries(values)) {
      const pattern = new RegExp(`export const ${name} = [^;]+;`);
      if (!pattern.test(body)) throw new Error(`limits.js has no ${name}`);
      body = body.replace(pattern, `export const ${name} = ${JSON.stringify(value)};`);
    }
    await route.fulfill({ response, body });
  });
}

/**
 * Records, from the first moment of every document of `page`, whether the page's own thread
 * ever compiles or instantiates WebAssembly (the engine must only ever run in a worker), and
 * the main-thread long tasks (reported, not judged: their length is the machine's).
 * Read both with mainThreadWork(page).
 */
export async function watchMainThread(page) {
  await page.addInitScript(() => {
    window.wasmOnMainThread = [];
    for (const name of ['compile', 'compileStreaming', 'instantiate', 'instantiateStreaming']) {
      const original = WebAssembly[name];
      WebAssembly[name] = function watched(...args) {
        window.wasmOnMainThread.push(name);
        return original.apply(this, args);
      };
    }
    for (const name of ['Module', 'Instance']) {
      WebAssembly[name] = new Proxy(WebAssembly[name], {
        construct(target, args) {
          window.wasmOnMainThread.push(name);
          return Reflect.construct(target, args);
        },
      });
    }
    window.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.longTasks.push(Math.round(entry.duration));
    }).observe({ type: 'longtask', buffered: true });
  });
}

export const mainThreadWork = (page) => page.evaluate(() => ({ wasm: window.wasmOnMainThread, longTasks: window.longTasks }));

/**
 * Taps `selector` with a finger (on a site started with `touch: true`) and waits until the page
 * has handled the click the tap makes: the browser makes that click from the touch, which
 * page.tap() does not wait for. Not for what takes no click (a disabled button).
 */
export async function tap(page, selector) {
  const before = await page.evaluate(() => {
    if (window.tapsClicked === undefined) {
      window.tapsClicked = 0;
      // On the window, bubbling: the page's own click handlers have run when it hears the click.
      window.addEventListener('click', () => { window.tapsClicked += 1; });
    }
    return window.tapsClicked;
  });
  await page.tap(selector);
  await page.waitForFunction((n) => window.tapsClicked > n, before, PATIENCE);
}

/** Classes of one Play cell. */
export const cellClasses = (page, cell) => page.$eval(`#play-board td[data-cell="${cell}"]`, (td) => [...td.classList]);

/** The URLs of the workers `page` starts, in order (playwright's 'worker' events). */
export function watchWorkers(page) {
  const urls = [];
  page.on('worker', (worker) => urls.push(worker.url()));
  return urls;
}

/** Records every key the Play message line (#play-message data-key) takes; read with messagesSeen(). */
export async function recordMessages(page) {
  await page.evaluate(() => {
    const line = document.getElementById('play-message');
    window.messagesSeen = [line.dataset.key ?? ''];
    new MutationObserver(() => window.messagesSeen.push(line.dataset.key)).observe(line, { attributes: true, attributeFilter: ['data-key'] });
  });
}

export const messagesSeen = (page) => page.evaluate(() => window.messagesSeen);

const DATA = fileURLToPath(new URL('../../../shared/data/', import.meta.url));
/** forum_hardest_1106.txt line 1: its logical solve needs nested forcing chains (steps() takes
 *  a good fraction of a second on any machine). */
export const HARDEST = readFileSync(join(DATA, 'forum_hardest_1106.txt'), 'utf8').split('\n')[0].split('\t')[0];

/** The engine's Node build, loaded from dist/: an oracle for the page's answers. */
export async function nodeEngine() {
  const { default: createSudoku } = await import(new URL('sudoku-node.mjs', pathToFileURL(DIST)).href);
  return createSudoku();
}

/**
 * Runs `change(page)` with the Settings dialog open (Conflicts, Auto notes, Box numbers and
 * Count mistakes live there), then closes it as a player would.
 */
export async function inSettings(page, change) {
  await page.click('#settings-open');
  await page.waitForSelector('#settings-dialog[open]', PATIENCE);
  await change(page);
  await page.click('#settings-close');
  await page.waitForSelector('#settings-dialog', { state: 'hidden', ...PATIENCE });
}

/**
 * Fills storage with `count` games in progress: the game on `page` (which must have been
 * saved: a move made) and `count - 1` copies of it under ids t1, t2, ..., each played a second
 * earlier than the one before. `small` keeps only the puzzle, the values and the times of each
 * copy, so that 10,000 fit in the browser's storage. Leaves `page` on favicon.svg.
 */
export async function storeCopiesOfGame(page, site, count, { small = false } = {}) {
  await page.goto(`${site.url}favicon.svg`);
  await page.evaluate(({ n, small }) => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('sudoku.game.v2.'));
    const record = JSON.parse(localStorage.getItem(key));
    for (let i = 1; i < n; ++i) {
      const id = `t${i}`;
      const copy = small
        ? { id, puzzle: record.puzzle, values: record.values, startedAt: record.startedAt, elapsedMs: i * 1000 }
        : { ...record, id };
      localStorage.setItem(`sudoku.game.v2.${id}`, JSON.stringify({ ...copy, updatedAt: record.updatedAt - i * 1000 }));
    }
  }, { n: count, small });
}
