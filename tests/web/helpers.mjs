// Shared helpers for the browser tests: serve dist/ on 127.0.0.1, drive headless Chromium,
// and check grids independently of the engine.
import { mkdtemp, mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serve } from '../../tools/serve.mjs';

export const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
export const SCREENSHOTS = fileURLToPath(new URL('../../build/screenshots/', import.meta.url));

const FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

/**
 * Starts the static server and a browser with a fresh profile. Playwright refuses
 * --user-data-dir in launch() args, so the profile goes through launchPersistentContext.
 * Returns { url, context, newPage(options), close() }.
 */
export async function startSite({ locale = 'en-US', viewport = { width: 1280, height: 900 } } = {}) {
  const server = await serve(DIST, { port: 0 });
  const url = `http://127.0.0.1:${server.address().port}/`;
  const profile = await mkdtemp(join(tmpdir(), 'sudoku-web-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: FLAGS,
    locale,
    viewport,
  });
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
      await rm(profile, { recursive: true, force: true });
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

/** Opens the Play view with empty storage; `hash` (e.g. '#p=...') picks the puzzle. */
export async function openPlay(site, hash = '', { clear = true } = {}) {
  const page = await site.newPage();
  if (clear) {
    await page.goto(site.url + 'favicon.svg');
    await page.evaluate(() => localStorage.clear());
  }
  await page.goto(site.url + hash);
  await page.waitForSelector('#play-view[data-state="playing"]', { timeout: 15000 });
  await page.waitForSelector('#app[data-state="ready"]', { timeout: 15000 });
  return page;
}

/** The Play board's digits as 81 chars ('.' for empty), as the page reports them. */
export const playValues = (page) => page.$eval('#play-view', (el) => el.dataset.values.replace(/0/g, '.'));

/** Classes of one Play cell. */
export const cellClasses = (page, cell) => page.$eval(`#play-board td[data-cell="${cell}"]`, (td) => [...td.classList]);
