// The page's path to the engine: the package's Worker entry, two workers (engines.js), the
// per-call limits of limits.js. Time-outs happen by construction: a 1 ms limit on work that no
// machine finishes in a millisecond (a hint that needs nested forcing chains), never a limit of
// a few hundred ms that a slow machine might miss.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  startSite, openPlay, settled, withLimits, watchWorkers, recordMessages, messagesSeen, nodeEngine,
  solves, PATIENCE, HARDEST, C22B,
} from './helpers.mjs';

let site;
let engine;
before(async () => {
  // withLimits() rewrites limits.js with page.route(), which never sees what the page's service
  // worker answers from its cache (every page after the first in this browser).
  site = await startSite({ serviceWorkers: 'block' });
  engine = await nodeEngine();
});
after(async () => { await site.close(); });

/** Waits (polling, PATIENCE at most) until `ok()` holds. */
async function until(ok, what) {
  const end = Date.now() + PATIENCE.timeout;
  while (!ok()) {
    if (Date.now() > end) assert.fail(what);
    await new Promise((done) => setTimeout(done, 20));
  }
}

const puzzleOf = (page) => page.$eval('#play-view', (el) => el.dataset.puzzle);

test('a hint past its time limit restarts the work worker, the page says so, and the next calls work', async () => {
  // After the first step of HARDEST (a hidden single), the next step is a nested forcing
  // chain: the engine needs far more than 1 ms to find it (about 30 ms on this machine kind).
  const { steps } = engine.steps(HARDEST);
  const [first, second] = steps;
  assert.equal(first.placements.length, 1);
  assert.equal(second.technique, 'nestedForcingChain');
  const { cell, digit } = first.placements[0];

  const page = await site.newPage();
  await withLimits(page, { HINT_MS: 1 });
  const workers = watchWorkers(page);
  const toHardPosition = async () => {
    await page.click(`#play-board td[data-cell="${cell}"]`);
    await page.keyboard.press(String(digit));
    await settled(page);
  };
  await openPlay(site, `#p=${HARDEST}`, { page });
  await page.waitForSelector('#play-view[data-verdict="unique"]', PATIENCE);
  await recordMessages(page);
  assert.equal(workers.length, 2, 'the work and the quick worker');
  assert.ok(workers.every((url) => url === `${site.url}sudoku-worker-main.js`), workers.join());

  await toHardPosition();
  await page.keyboard.press('h');
  await page.waitForSelector('#play-message[data-key="hintTooSlow"]', PATIENCE);
  assert.match(await page.textContent('#play-message'), /took too long, so the engine was restarted/);
  assert.equal(await page.$eval('#play-view', (el) => el.dataset.hint), '');
  assert.equal(await page.isHidden('#hint-box'), true);
  assert.equal(await page.textContent('#hint'), 'Hint');
  assert.equal(await page.isDisabled('#hint'), false);
  await until(() => workers.length === 3, 'a fresh worker takes the place of the one stopped');

  // The next call on the restarted worker: a new puzzle.
  const before = await puzzleOf(page);
  await page.click('#play-new');
  await page.waitForFunction((p) => document.getElementById('play-view').dataset.puzzle !== p
    && !document.getElementById('play-view').dataset.making, before, PATIENCE);
  const made = await puzzleOf(page);
  assert.ok(solves(made, engine.solve(made).solution));
  assert.equal(await page.$eval('#play-view', (el) => el.dataset.gradeLevel), String(engine.grade(made).level));

  // Again, with a call waiting behind the late one: the fresh worker answers it.
  await page.evaluate((link) => { location.hash = link; }, `p=${HARDEST}`);
  await page.waitForFunction((p) => document.getElementById('play-view').dataset.puzzle === p, HARDEST);
  await toHardPosition();
  await page.keyboard.press('h');
  await page.click('#play-new');
  await page.waitForFunction((p) => document.getElementById('play-view').dataset.puzzle !== p
    && !document.getElementById('play-view').dataset.making, HARDEST, PATIENCE);
  assert.equal((await messagesSeen(page)).filter((key) => key === 'hintTooSlow').length, 2);
  await until(() => workers.length === 4, 'a fresh worker again');
  // The quick worker was never restarted: the grid is still checked at once.
  await page.click('#play-board td[data-cell="0"]');
  await settled(page);
  assert.deepEqual(site.errors, []);
  await page.close();
});

test('a level that runs out of work budget is tried again with new seeds, then the page says so', async () => {
  // A budget of one work unit: no try can make a puzzle.
  const page = await site.newPage();
  await withLimits(page, { GENERATE_BUDGET: 1 });
  await openPlay(site, `#p=${C22B}`, { page });
  await page.click('#play-new');
  await page.waitForSelector('#play-message[data-key="levelNotMade"]', PATIENCE);
  assert.equal(await page.textContent('#play-message'), 'No Medium puzzle could be made in 3 tries; press “New puzzle” to try again.');
  // The game on screen stays, and the button works again.
  assert.equal(await puzzleOf(page), C22B.replace(/0/g, '.'));
  assert.equal(await page.isDisabled('#play-new'), false);
  assert.deepEqual(site.errors, []);
  await page.close();
});

test('makePuzzle: a new seed for each try, at most `tries`, only budgetExhausted is tried again', async () => {
  const page = await site.newPage();
  await page.goto(site.url);
  const result = await page.evaluate(async () => {
    const { makePuzzle } = await import('./games/games.js');
    const { SudokuError } = await import('./sudoku-worker.js');
    // A stand-in for a SudokuWorker whose generate() fails as told, recording what it was asked.
    const fake = (failures) => {
      const asked = [];
      return {
        asked,
        within: (ms) => ({
          generate: async (options) => {
            asked.push({ ms, ...options });
            const failure = failures.shift();
            if (failure) throw new SudokuError(failure, failure);
            return { puzzle: 'made', level: options.level };
          },
        }),
      };
    };
    const settle = (promise) => promise.then((value) => ({ value }), (error) => ({ code: error.code }));
    const never = fake(['budgetExhausted', 'budgetExhausted', 'budgetExhausted', 'budgetExhausted']);
    const secondTime = fake(['budgetExhausted']);
    const badOption = fake(['badOption']);
    return {
      never: { outcome: await settle(makePuzzle(never, 3, { tries: 4, limitMs: 5 })), asked: never.asked },
      secondTime: { outcome: await settle(makePuzzle(secondTime, 5)), asked: secondTime.asked },
      badOption: { outcome: await settle(makePuzzle(badOption, 2)), asked: badOption.asked },
    };
  });
  assert.deepEqual(result.never.outcome, { code: 'budgetExhausted' });
  assert.equal(result.never.asked.length, 4);
  assert.equal(new Set(result.never.asked.map((a) => a.seed)).size, 4, 'a new seed each time');
  for (const asked of result.never.asked) {
    assert.equal(asked.level, 3);
    assert.equal(asked.ms, 5);
    assert.ok(Number.isInteger(asked.seed) && asked.seed >= 0 && asked.seed < 2 ** 32);
    assert.equal('budget' in asked, false, 'the engine default budget unless limits.js sets one');
  }
  assert.deepEqual(result.secondTime.outcome, { value: { puzzle: 'made', level: 5 } });
  assert.equal(result.secondTime.asked.length, 2);
  assert.deepEqual(result.badOption.outcome, { code: 'badOption' });
  assert.equal(result.badOption.asked.length, 1, 'a caller mistake is not tried again');
  await page.close();
});

test('the Play board is drawn and checked before the engine\'s logic part arrives; new puzzles and hints follow it', async () => {
  // The logic part (sudoku-engine-logic.wasm) is held back until the test lets it through, so
  // what happens before it arrives happens by construction, on any machine.
  const page = await site.newPage();
  const held = [];
  let release;
  const released = new Promise((done) => { release = done; });
  await page.route(/sudoku-engine-logic\.wasm$/, async (route) => {
    held.push(route.request().url());
    await released;
    await route.continue();
  });
  await page.goto(site.url + 'favicon.svg');
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${site.url}#p=${C22B}`);
  await page.waitForSelector('#play-view[data-state="playing"]', PATIENCE);
  assert.equal(await puzzleOf(page), C22B.replace(/0/g, '.'));
  // The quick worker (the core part alone) checks the board: a clash is marked.
  await page.click('#play-board td[data-cell="0"]');
  await page.keyboard.press('7');  // r1c6 and r9c1 hold a given 7
  await settled(page);
  assert.deepEqual(await page.$$eval('#play-board td.conflict', (tds) => tds.map((td) => Number(td.dataset.cell))), [0, 5, 72]);
  await page.keyboard.press('Backspace');
  await settled(page);
  assert.deepEqual(await page.$eval('#app', (el) => [el.dataset.engineReadyMs !== undefined, el.dataset.state]), [true, 'loading']);
  // Only the work worker asked for the logic part, and it has not arrived.
  await until(() => held.length === 1, 'the work worker asks for the logic part');
  assert.equal(await page.$eval('#app', (el) => el.dataset.logicReadyMs), undefined);
  release();
  await page.waitForSelector('#app[data-state="ready"]', PATIENCE);
  assert.equal(held.length, 1, 'the quick worker never asks for it');
  // A hint needs the logic part: it answers now.
  await page.keyboard.press('h');
  await page.waitForFunction(() => document.getElementById('play-view').dataset.hint, null, PATIENCE);
  const timing = await page.$eval('#app', (el) => [Number(el.dataset.engineReadyMs), Number(el.dataset.logicReadyMs)]);
  assert.ok(timing[0] < timing[1], timing.join(' < '));
  await page.close();
});
