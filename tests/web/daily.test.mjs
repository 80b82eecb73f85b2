// The daily puzzle (issue 14, item 9) and the completion moment (item 11): the daily puzzle of a
// date is the package's generate() with the seed 'daily-YYYY-MM-DD-L', the same in two fresh
// browser profiles, unique, and resumed where it was left; winning it shows the completion panel
// and counts once in the statistics.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { pathToFileURL } from 'node:url';
import { startSite, openPlay, settled, screenshot, nodeEngine, DIST, PATIENCE } from './helpers.mjs';

const DATE = '2026-03-14';
let site;
let engine;
before(async () => {
  site = await startSite();
  engine = await nodeEngine();
});
after(async () => { await site.close(); });

/**
 * Makes the page's clock read `date` at noon, local time, from its first script on. The clock
 * still runs (the time is shifted, not frozen), so the game's timer behaves as always.
 */
async function atDate(page, date) {
  await page.addInitScript((target) => {
    const Real = Date;
    const shift = new Real(target).getTime() - Real.now();
    class Shifted extends Real {
      constructor(...args) {
        if (args.length === 0) super(Real.now() + shift); else super(...args);
      }
      static now() { return Real.now() + shift; }
    }
    globalThis.Date = Shifted;
  }, `${date}T12:00:00`);
}

async function openAt(where, date = DATE) {
  const page = await where.newPage();
  await atDate(page, date);
  return openPlay(where, '', { page });
}

const puzzleOf = (page) => page.$eval('#play-view', (el) => el.dataset.puzzle);

/** Chooses `level`, presses Daily and waits for the daily puzzle of `date` to be on the board. */
async function openDaily(page, level, date = DATE) {
  await page.selectOption('#play-level', String(level));
  await page.click('#daily');
  await page.waitForSelector(`#daily-label[data-date="${date}"]:not([hidden])`, PATIENCE);
  await page.waitForFunction((l) => document.getElementById('play-view').dataset.level === l, String(level), PATIENCE);
  await settled(page);
  return puzzleOf(page);
}

/** Types the solution into every empty cell, by clicking the cell and pressing the digit. */
async function solveByKeys(page, solution, { leave = 0 } = {}) {
  const values = await page.$eval('#play-view', (el) => el.dataset.values);
  const blanks = [...values].flatMap((v, cell) => (v === '0' ? [cell] : []));
  for (const cell of blanks.slice(0, blanks.length - leave)) {
    await page.click(`#play-board td[data-cell="${cell}"]`);
    await page.keyboard.press(solution[cell]);
  }
}

test('the daily puzzle of a date is generate() of its seed, the same in two fresh profiles, and unique', async () => {
  const expected = engine.generate({ level: 1, seed: `daily-${DATE}-1` });
  assert.equal(expected.level, 1);
  assert.equal(engine.solve(expected.puzzle, { limit: 2 }).count, 1, 'exactly one solution');

  const other = await startSite();
  try {
    const first = await openAt(site);
    const second = await openAt(other);
    const [a, b] = [await openDaily(first, 1), await openDaily(second, 1)];
    assert.equal(a, b, 'the same in both profiles');
    assert.equal(a, expected.puzzle.replace(/0/g, '.'));
    assert.equal(await first.textContent('#daily-label'), 'Daily puzzle · Mar 14, 2026');
    // On paper, the print line says which daily puzzle it is.
    await first.emulateMedia({ media: 'print' });
    const printed = (await first.textContent('#print-facts')).match(/^Easy · SE \d\.\d · Daily puzzle · Mar 14, 2026 · seed (\d+) at level 1 · http/);
    assert.ok(printed, await first.textContent('#print-facts'));
    assert.equal(engine.generate({ level: 1, seed: Number(printed[1]) }).puzzle, expected.puzzle, 'the printed seed makes it again');
    await first.emulateMedia({ media: 'screen' });
    // Another level, another puzzle: generate() with that level's seed.
    const level3 = await openDaily(second, 3);
    assert.equal(level3, engine.generate({ level: 3, seed: `daily-${DATE}-3` }).puzzle);
    // Another day, another puzzle.
    const nextDay = await openAt(other, '2026-03-15');
    assert.equal(await openDaily(nextDay, 1, '2026-03-15'), engine.generate({ level: 1, seed: 'daily-2026-03-15-1' }).puzzle);
    assert.notEqual(await puzzleOf(nextDay), a);
    await Promise.all([first.close(), second.close(), nextDay.close()]);
  } finally {
    await other.close();
  }
});

test('Daily again resumes the game where it was left, after another game and after a reload', async () => {
  const page = await openAt(site);
  const daily = await openDaily(page, 2);
  const solution = engine.generate({ level: 2, seed: `daily-${DATE}-2` }).solution;
  const cell = [...daily].indexOf('.');
  await page.click(`#play-board td[data-cell="${cell}"]`);
  await page.keyboard.press(solution[cell]);
  await settled(page);

  await page.click('#play-new');
  await page.waitForFunction((p) => document.getElementById('play-view').dataset.puzzle !== p, daily, PATIENCE);
  assert.equal(await page.isHidden('#daily-label'), true, 'a random game is not called daily');

  await page.reload();
  await page.waitForSelector('#app[data-state="ready"]', PATIENCE);
  assert.equal(await openDaily(page, 2), daily);
  const values = await page.$eval('#play-view', (el) => el.dataset.values);
  assert.equal(values[cell], solution[cell], 'the digit entered before is still there');
  assert.match(await page.textContent('#play-message'), /where you left it/);

  // Pressed while it is on screen, Daily says so and changes nothing.
  await page.click('#daily');
  assert.match(await page.textContent('#play-message'), /This is today’s Medium puzzle/);
  assert.equal(await puzzleOf(page), daily);
  await page.close();
});

test('winning the daily puzzle shows the completion panel with time, level, best and streak; it counts once', async () => {
  const page = await openAt(site);
  await openDaily(page, 1);
  assert.equal(await page.isHidden('#completion'), true);
  const { solution } = engine.generate({ level: 1, seed: `daily-${DATE}-1` });
  await solveByKeys(page, solution);
  await page.waitForSelector('#completion:not([hidden])', PATIENCE);
  assert.equal(await page.$eval('#play-view', (el) => el.dataset.state), 'won');
  const time = await page.textContent('#timer');
  const facts = await page.$$eval('#completion-facts p', (ps) => ps.map((p) => p.textContent));
  assert.deepEqual(facts, [
    `Time: ${time}`, 'Level: Easy', 'A new best time at this level!', 'Daily streak: 1 day',
    'Solved in a row at this level: 1',
  ]);
  // Not modal: the rest of the page stays in use while the panel is up.
  assert.equal(await page.$eval('#completion', (el) => el.matches(':modal')), false);
  assert.equal(await page.isEnabled('#play-new'), true);
  await screenshot(page, 'completion-1280.png', { animations: 'disabled' });
  await page.setViewportSize({ width: 375, height: 740 });
  await screenshot(page, 'completion-375.png', { animations: 'disabled' });
  const box = await page.locator('#completion').boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= 375, 'the panel fits a phone');
  for (const id of ['#completion-new', '#completion-close']) {
    assert.ok((await page.locator(id).boundingBox()).height >= 44, `${id} is a 44 px touch target`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  const solvedOfLevel1 = async () => {
    await page.click('#statistics-open');
    const row = await page.$$eval('#statistics-table tr[data-level="1"] td', (tds) => Object.fromEntries(tds.map((td) => [td.dataset.column, td.textContent])));
    await page.click('#statistics-close');
    return row;
  };
  const row = await solvedOfLevel1();
  assert.deepEqual({ ...row, best: undefined, average: undefined }, {
    played: '1', solved: '1', best: undefined, average: undefined, streak: '1', bestStreak: '1', run: '1', hints: '0',
  });
  assert.equal(row.best, time);

  // A reload of the won game is not a second win.
  await page.reload();
  await page.waitForSelector('#play-view[data-state="won"]', PATIENCE);
  await page.waitForSelector('#app[data-state="ready"]', PATIENCE);
  assert.equal(await page.isHidden('#completion'), true);
  assert.deepEqual(await solvedOfLevel1(), row);

  await page.close();
});

test('daily puzzles solved on consecutive days make a streak; the panel starts a new game of the level won', async () => {
  const page = await openAt(site, '2026-03-15');
  await openDaily(page, 1, '2026-03-15');
  await solveByKeys(page, engine.generate({ level: 1, seed: 'daily-2026-03-15-1' }).solution);
  await page.waitForSelector('#completion:not([hidden])', PATIENCE);
  assert.equal(await page.textContent('#completion [data-fact="streak"]'), 'Daily streak: 1 day');
  await page.close();

  // The next day, in the same profile (storage is kept: no clearing).
  const next = await site.newPage();
  await atDate(next, '2026-03-16');
  await next.goto(site.url);
  await next.waitForSelector('#app[data-state="ready"]', PATIENCE);
  await openDaily(next, 1, '2026-03-16');
  await solveByKeys(next, engine.generate({ level: 1, seed: 'daily-2026-03-16-1' }).solution);
  await next.waitForSelector('#completion:not([hidden])', PATIENCE);
  assert.equal(await next.textContent('#completion [data-fact="streak"]'), 'Daily streak: 2 days');
  assert.equal(await next.textContent('#completion [data-fact="run"]'), 'Solved in a row at this level: 2');
  assert.match(await next.textContent('#completion [data-fact="best"]'), /^(Best time at this level: \d+:\d\d|A new best time at this level!)$/);

  // The level menu says 3, but the panel's New puzzle makes another puzzle of the level won.
  await next.selectOption('#play-level', '3');
  const won = await puzzleOf(next);
  await next.click('#completion-new');
  assert.equal(await next.isHidden('#completion'), true);
  await next.waitForFunction((p) => document.getElementById('play-view').dataset.puzzle !== p
    && document.getElementById('play-view').dataset.state === 'playing', won, PATIENCE);
  assert.equal(await next.$eval('#play-view', (el) => el.dataset.level), '1');
  assert.equal(await next.isHidden('#daily-label'), true);
  await next.close();
});

test('Close hides the panel and leaves the solved board', async () => {
  const page = await openAt(site, '2026-03-20');
  await openDaily(page, 1, '2026-03-20');
  await solveByKeys(page, engine.generate({ level: 1, seed: 'daily-2026-03-20-1' }).solution);
  await page.waitForSelector('#completion:not([hidden])', PATIENCE);
  // In Chinese, and under the dark theme, on a phone held both ways.
  await page.selectOption('#language', 'zh');
  assert.equal(await page.textContent('#completion [data-fact="level"]'), '难度：简单');
  assert.equal(await page.textContent('#completion [data-fact="streak"]'), '每日连续：1 天');
  assert.match(await page.textContent('#daily-label'), /^每日一题 · 2026年3月20日$/);
  await page.evaluate(() => { document.documentElement.dataset.theme = 'dark'; });
  for (const [width, height] of [[375, 740], [740, 375]]) {
    await page.setViewportSize({ width, height });
    await screenshot(page, `completion-zh-dark-${width}x${height}.png`, { animations: 'disabled', fullPage: true });
  }
  await page.click('#completion-close');
  assert.equal(await page.isHidden('#completion'), true);
  assert.equal(await page.$eval('#play-view', (el) => el.dataset.state), 'won');
  await page.close();
});

test('a corrupt store of daily puzzles is ignored: Daily makes the real puzzle again', async () => {
  const expected = engine.generate({ level: 1, seed: `daily-${DATE}-1` });
  const page = await site.newPage();
  await atDate(page, DATE);
  await page.goto(site.url + 'favicon.svg');
  const stores = [
    '{"entries":[{"date":"2026-03',
    JSON.stringify({ entries: [5, null, { date: DATE, level: 1, puzzle: '1'.repeat(81), solution: expected.solution }] }),
    // The right puzzle with unreadable progress: the puzzle is kept, the progress dropped.
    JSON.stringify({ entries: [{ date: DATE, level: 1, puzzle: expected.puzzle, solution: expected.solution, progress: { values: 'abc' } }] }),
  ];
  for (const stored of stores) {
    await page.evaluate((text) => { localStorage.clear(); localStorage.setItem('sudoku.daily.v1', text); }, stored);
    await openPlay(site, '', { page, clear: false });
    assert.equal(await openDaily(page, 1), expected.puzzle, stored);
    assert.equal(await page.$eval('#play-view', (el) => el.dataset.values.replace(/0/g, '.')), expected.puzzle);
    await page.goto(site.url + 'favicon.svg');
  }
  assert.deepEqual(site.errors, []);
  await page.close();
});

test('a seed that runs out of its work budget moves on to -2, -3; a timeout retries the same seed', async () => {
  // The page's own module, run in node against a stand-in worker that fails as told.
  const { makeDaily } = await import(new URL('games/daily-puzzle.js', pathToFileURL(DIST)).href);
  const fails = (code) => Object.assign(new Error(code), { code });
  const worker = (answers) => {
    const seeds = [];
    return {
      seeds,
      within: () => ({
        generate: async ({ seed }) => {
          seeds.push(seed);
          const answer = answers.shift();
          if (answer) throw fails(answer);
          return { puzzle: 'p', seed: 1 };
        },
      }),
    };
  };
  const a = worker(['budgetExhausted', 'timeout', 'budgetExhausted']);
  const made = await makeDaily(a, 4, DATE);
  assert.deepEqual(a.seeds, [`daily-${DATE}-4`, `daily-${DATE}-4-2`, `daily-${DATE}-4-2`, `daily-${DATE}-4-3`]);
  assert.equal(made.dailySeed, `daily-${DATE}-4-3`);
  const b = worker(['timeout', 'timeout', 'timeout']);
  await assert.rejects(makeDaily(b, 2, DATE), { code: 'timeout' });
  assert.deepEqual(b.seeds, [`daily-${DATE}-2`, `daily-${DATE}-2`, `daily-${DATE}-2`]);
  const c = worker(new Array(20).fill('budgetExhausted'));
  await assert.rejects(makeDaily(c, 5, DATE, { tries: 3 }), { code: 'budgetExhausted' });
  assert.equal(c.seeds.length, 3);
  const d = worker(['badOption']);
  await assert.rejects(makeDaily(d, 5, DATE), { code: 'badOption' });
});

/**
 * Makes the page's clock read `time` (local, 'YYYY-MM-DDTHH:MM:SS') from its first script on,
 * running from there; `advance(page, ms)` moves it on at once, as midnight passing mid-game.
 */
async function atTime(page, time) {
  await page.addInitScript((target) => {
    const Real = Date;
    let shift = new Real(target).getTime() - Real.now();
    class Shifted extends Real {
      constructor(...args) {
        if (args.length === 0) super(Real.now() + shift); else super(...args);
      }
      static now() { return Real.now() + shift; }
    }
    globalThis.Date = Shifted;
    globalThis.advanceClock = (ms) => { shift += ms; };
  }, time);
}
const advance = (page, ms) => page.evaluate((by) => globalThis.advanceClock(by), ms);

test('a daily counts for the day it was started: opened at 23:58, solved at 00:01, and across the clock changes (Europe/Berlin)', async () => {
  // 2026-03-29 and 2026-10-25 are the days Berlin's clocks go forward and back.
  const berlin = await startSite({ timezoneId: 'Europe/Berlin' });
  try {
    const play = async (date, time, { crossMidnight = false } = {}) => {
      const page = await berlin.newPage();
      await atTime(page, `${date}T${time}`);
      await page.goto(berlin.url);
      await page.waitForSelector('#app[data-state="ready"]', PATIENCE);
      await openDaily(page, 1, date);
      const { solution } = engine.generate({ level: 1, seed: `daily-${date}-1` });
      await solveByKeys(page, solution, { leave: 1 });
      // Midnight passes before the last digit.
      if (crossMidnight) await advance(page, 3 * 60 * 1000);
      await solveByKeys(page, solution);
      await page.waitForSelector('#completion:not([hidden])', PATIENCE);
      const streak = await page.textContent('#completion [data-fact="streak"]');
      await page.close();
      return streak;
    };
    // The case: today this said "Daily streak: 0".
    assert.equal(await play('2026-03-28', '23:58:00', { crossMidnight: true }), 'Daily streak: 1 day');
    // The day the clocks go forward, started just before the change and after it.
    assert.equal(await play('2026-03-29', '01:59:00', { crossMidnight: false }), 'Daily streak: 2 days');
    assert.equal(await play('2026-03-30', '23:58:00', { crossMidnight: true }), 'Daily streak: 3 days');
    // And the table the next day agrees: 3 days, best 3.
    const page = await berlin.newPage();
    await atTime(page, '2026-03-31T09:00:00');
    await page.goto(berlin.url);
    await page.waitForSelector('#app[data-state="ready"]', PATIENCE);
    await page.click('#statistics-open');
    const row = await page.$$eval('#statistics-table tr[data-level="1"] td', (tds) => Object.fromEntries(tds.map((td) => [td.dataset.column, td.textContent])));
    assert.equal(row.streak, '3');
    assert.equal(row.bestStreak, '3');
    assert.deepEqual(berlin.errors, []);
  } finally {
    await berlin.close();
  }
});

test('the archive: a calendar from 1 January 2026 to today; any past day opens its own daily puzzle, which is marked once solved and adds no streak', async () => {
  const page = await openAt(site, '2026-03-14');
  await page.selectOption('#play-level', '1');
  await page.click('#archive-open');
  await page.waitForSelector('#archive-dialog[open]');
  assert.equal(await page.textContent('#archive-title'), 'March 2026');
  assert.equal(await page.getAttribute('.archive-day[data-date="2026-03-14"]', 'aria-current'), 'date');
  assert.equal(await page.isDisabled('.archive-day[data-date="2026-03-15"]'), true, 'no future day');
  assert.equal(await page.isDisabled('#archive-next'), true);
  await page.click('#archive-previous');
  await page.click('#archive-previous');
  assert.equal(await page.textContent('#archive-title'), 'January 2026');
  assert.equal(await page.isDisabled('#archive-previous'), true, 'nothing before the first day');
  assert.equal(await page.isEnabled('.archive-day[data-date="2026-01-01"]'), true);
  await page.click('#archive-next');
  await page.click('#archive-next');
  assert.equal(await page.isDisabled('#archive-next'), true);
  assert.equal(await page.evaluate(() => document.activeElement.id), 'archive-previous', 'the focus moves to the other month button');

  // The keyboard: the arrows move a day or a week, into the month before; never past today.
  const focused = () => page.evaluate(() => document.activeElement.dataset.date ?? document.activeElement.id);
  await page.focus('.archive-day[data-date="2026-03-14"]');
  await page.keyboard.press('ArrowRight');
  assert.equal(await focused(), '2026-03-14', 'no future day');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowUp');
  assert.equal(await focused(), '2026-03-06');
  await page.keyboard.press('ArrowUp');
  assert.equal(await focused(), '2026-02-27');
  assert.equal(await page.textContent('#archive-title'), 'February 2026');
  await page.keyboard.press('ArrowDown');
  assert.equal(await focused(), '2026-03-06');
  assert.equal(await page.textContent('#archive-title'), 'March 2026');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  assert.equal(await focused(), '2026-03-10');
  await page.keyboard.press('Enter');
  assert.equal(await page.isVisible('#archive-dialog'), false);
  await page.waitForSelector('#daily-label[data-date="2026-03-10"]:not([hidden])', PATIENCE);
  await settled(page);
  const { puzzle, solution } = engine.generate({ level: 1, seed: 'daily-2026-03-10-1' });
  assert.equal(await puzzleOf(page), puzzle, 'the same puzzle every browser makes for that date');
  assert.equal(await page.$eval('#play-message', (el) => el.dataset.key), 'dailyPastOpened');
  await solveByKeys(page, solution);
  await page.waitForSelector('#completion:not([hidden])', PATIENCE);
  assert.equal(await page.textContent('#completion [data-fact="streak"]'), 'Daily streak: 0 days', 'a past day adds no streak');

  await page.click('#archive-open');
  assert.equal(await page.$eval('.archive-day[data-date="2026-03-10"]', (el) => el.classList.contains('solved')), true);
  assert.equal(await page.getAttribute('.archive-day[data-date="2026-03-10"]', 'aria-label'), 'March 10, 2026, solved');
  assert.equal(await page.$eval('.archive-day[data-date="2026-03-11"]', (el) => el.classList.contains('solved')), false);
  assert.equal(await page.textContent('#archive-level'), 'Easy puzzles. Daily streak: 0 days (best 0).');
  await page.click('#archive-close');
  assert.deepEqual(site.errors, []);
  await page.close();
});

for (const theme of ['light', 'dark']) {
  test(`the archive on a 360 px phone (${theme}): seven days a row, each 44 px, all in view`, async () => {
    const phone = await startSite({ viewport: { width: 360, height: 640 } });
    try {
      const page = await phone.newPage();
      await page.emulateMedia({ colorScheme: theme });
      await atDate(page, '2026-03-14');
      await openPlay(phone, '', { page });
      if (await page.isVisible('#play-message')) await page.click('#play-message');
      await page.click('#archive-open');
      await page.waitForSelector('#archive-dialog[open]');
      const boxes = await page.$$eval('.archive-day, #archive-previous, #archive-next, #archive-close', (els) => els.map((el) => {
        const r = el.getBoundingClientRect();
        return { id: el.dataset.date ?? el.id, x: r.x, right: r.right, width: r.width, height: r.height };
      }));
      const small = boxes.filter((b) => b.width < 44 || b.height < 44);
      assert.deepEqual(small, [], 'every day and button is at least 44 px');
      assert.ok(boxes.every((b) => b.x >= 0 && b.right <= 360), 'nothing cut off sideways');
      await screenshot(page, `archive-phone-${theme}.png`);
      await page.setViewportSize({ width: 1280, height: 900 });
      await screenshot(page, `archive-desktop-${theme}.png`);
      assert.deepEqual(phone.errors, []);
    } finally {
      await phone.close();
    }
  });
}
