// C32: the site under a strict Content-Security-Policy header (no 'unsafe-eval', no inline
// script): every feature of the page works, and so does the package's embed example; nothing
// the site ships evaluates strings as code, writes markup from data, or starts a worker from a
// blob: URL.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DIST, PATIENCE, startSite, watchWorkers, settled, C22B, C22B_SOLUTION } from './helpers.mjs';

const POLICY = "script-src 'self' 'wasm-unsafe-eval'; object-src 'none'";
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PACKAGE_FILES = JSON.parse(await readFile(join(ROOT, 'wasm/package.json'), 'utf8')).files;

let site;
before(async () => { site = await startSite({ serving: { headers: { 'Content-Security-Policy': POLICY } } }); });
after(async () => { await site.close(); });

/**
 * Records on `page` every securitypolicyviolation event of its documents, and every console
 * message or error (the page's and its workers') that names the policy or an EvalError.
 */
async function watchPolicy(page) {
  await page.addInitScript(() => {
    window.violations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.violations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const complaints = [];
  const note = (text) => { if (/Content Security Policy|EvalError|unsafe-eval/i.test(text)) complaints.push(text); };
  page.on('console', (message) => note(message.text()));
  page.on('pageerror', (error) => note(String(error)));
  page.on('worker', (worker) => worker.on?.('console', (message) => note(message.text())));
  return {
    complaints,
    violations: () => page.evaluate(() => window.violations),
  };
}

test('C32: under the policy header every feature works, with no violation and no EvalError', async () => {
  const page = await site.newPage();
  const policy = await watchPolicy(page);
  const workers = watchWorkers(page);
  await page.goto(site.url + 'favicon.svg');
  await page.evaluate(() => localStorage.clear());
  const response = await page.goto(site.url);
  assert.equal(response.headers()['content-security-policy'], POLICY);

  // Generate: the first puzzle, then one more of another level.
  await page.waitForSelector('#app[data-state="ready"]', PATIENCE);
  await page.waitForSelector('#play-view[data-state="playing"]', PATIENCE);
  const first = await page.$eval('#play-view', (el) => el.dataset.puzzle);
  await page.selectOption('#play-level', '4');
  await page.click('#play-new');
  await page.waitForFunction((p) => document.getElementById('play-view').dataset.puzzle !== p
    && !document.getElementById('play-view').dataset.making, first, PATIENCE);
  // Enter a digit, a pencil mark, undo, redo; the conflict check answers.
  const open = (await page.$eval('#play-view', (el) => el.dataset.values)).indexOf('0');
  await page.click(`#play-board td[data-cell="${open}"]`);
  await page.keyboard.press('5');
  await settled(page);
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+y');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Shift+3');
  await settled(page);
  // Hint: shown at its three levels (the pattern may draw a chain's arrows), then applied.
  await page.click('#hint');
  await page.waitForSelector('#play-view:not([data-hint=""])', PATIENCE);
  if (await page.$eval('#play-view', (el) => el.dataset.hint) === 'step') {
    await page.click('#hint');
    await page.waitForSelector('#play-view[data-hint-level="2"]', PATIENCE);
    await page.click('#hint');
    await page.waitForSelector('#play-view[data-hint-level="3"]', PATIENCE);
    await page.click('#hint');
    await page.waitForFunction(() => !document.getElementById('play-view').dataset.hint, null, PATIENCE);
  }
  // Check, share, pause.
  await page.click('#check');
  await page.waitForSelector('#play-message[data-key^="check"]', PATIENCE);
  await page.click('#share');
  await page.waitForSelector('#play-message[data-key^="share"]', PATIENCE);
  await page.click('#pause');
  await page.click('#resume');
  // Solve: a pasted puzzle is read and its solutions counted, then played to the win.
  await page.click('#paste-open');
  await page.fill('#paste-input', C22B);
  await page.waitForSelector('#paste-status[data-verdict="unique"]', PATIENCE);
  await page.click('#paste-play');
  await page.waitForFunction((p) => document.getElementById('play-view').dataset.puzzle === p, C22B.replace(/0/g, '.'), PATIENCE);
  for (const [cell, c] of [...C22B].entries()) {
    if (c !== '0') continue;
    await page.click(`#play-board td[data-cell="${cell}"]`);
    await page.keyboard.press(C22B_SOLUTION[cell]);
  }
  await page.waitForSelector('#play-view[data-state="won"]', PATIENCE);
  // A share link, and the language switch.
  await page.evaluate((puzzle) => { location.hash = `p=${puzzle}`; }, C22B.replace('0', '3'));
  await page.waitForSelector('#play-view[data-verdict="unique"]', PATIENCE);
  await page.selectOption('#language', 'zh');
  await page.selectOption('#language', 'en');
  // Explain: the four boards, the steps, the slider.
  await page.click('#tab-explain');
  await page.waitForSelector('#explain-view[data-steps="ready"]', PATIENCE);
  await page.focus('#step-slider');
  await page.keyboard.press('End');
  await page.click('#explain-new');
  await page.waitForSelector('#explain-view[data-steps="ready"]', PATIENCE);

  assert.deepEqual(await policy.violations(), []);
  assert.deepEqual(policy.complaints, []);
  assert.deepEqual(site.errors, []);
  // The workers load from the package's file, never from a blob: URL.
  assert.ok(workers.length >= 2, workers.join());
  for (const url of workers) assert.equal(url, `${site.url}sudoku-worker-main.js`);
  await page.close();
});

test('C32: the embed example works under the same policy', async () => {
  // The example page beside node_modules/sudoku-wasm/, as after `npm install` (the package's
  // files as the build wrote them to dist/).
  const root = await mkdtemp(join(tmpdir(), 'sudoku-embed-'));
  const installed = join(root, 'node_modules', 'sudoku-wasm');
  await mkdir(installed, { recursive: true });
  for (const name of ['index.html', 'main.js']) await copyFile(join(ROOT, 'examples/embed', name), join(root, name));
  for (const name of PACKAGE_FILES) await copyFile(join(DIST, name), join(installed, name));
  const embed = await startSite({ serving: { root, headers: { 'Content-Security-Policy': POLICY } } });
  try {
    const page = await embed.newPage();
    const policy = await watchPolicy(page);
    await page.goto(embed.url);
    await page.waitForSelector('#board[data-puzzle]', PATIENCE);
    assert.match(await page.textContent('#status'), /one solution/);
    assert.deepEqual(await policy.violations(), []);
    assert.deepEqual(policy.complaints, []);
    assert.deepEqual(embed.errors, []);
    await page.close();
  } finally {
    await embed.close();
    await rm(root, { recursive: true, force: true });
  }
});

test('C32/C37: the shipped code evaluates no strings and writes no markup from data; the page has no inline script', async () => {
  const shipped = (await readdir(DIST, { recursive: true })).filter((name) => /\.(m?js)$/.test(name));
  assert.ok(shipped.includes('sudoku-engine.js') && shipped.includes('main.js'));
  for (const name of shipped) {
    const source = await readFile(join(DIST, name), 'utf8');
    const never = (pattern, what) => assert.ok(!pattern.test(source), `${name}: ${what}`);
    never(/new\s+Function\b|\bFunction\s*\(\s*['"`]/, 'no new Function');
    never(/(^|[^.\w])eval\s*\(/, 'no eval(');
    // The only way to a blob: URL (the engine glue merely checks whether its own URL is one).
    never(/createObjectURL/, 'no blob: URLs made');
    never(/\.(innerHTML|outerHTML)\s*=|insertAdjacentHTML|document\.write/, 'no markup from strings');
  }
  const html = await readFile(join(DIST, 'index.html'), 'utf8');
  for (const [script] of html.matchAll(/<script\b[^>]*>/g)) assert.match(script, /\bsrc="/, `${script}: no inline script`);
  assert.doesNotMatch(html, /\son[a-z]+\s*=/i, 'no inline event handlers');
  assert.doesNotMatch(html, /\sstyle\s*=/i, 'no inline styles (style-src \'self\')');
  assert.match(html, /<meta http-equiv="Content-Security-Policy" content="[^"]*script-src 'self' 'wasm-unsafe-eval'/);
});
