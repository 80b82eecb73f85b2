// The Kids view (issue 17, items 2 and 3): First steps puzzles on 4x4, 6x6 and 9x9, played to
// the end by keypad, keyboard and pictures; Help me in children's words; a saved game per size
// that survives a reload and damaged data; and the Explain view's "Play this puzzle".
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, openPlay, screenshot, nodeEngine, PATIENCE } from './helpers.mjs';

/** Rows, columns and boxes of an n x n grid (boxes 2x2, 2x3, 3x3): an independent rules check. */
function houses(n) {
  const [bh, bw] = n === 4 ? [2, 2] : n === 6 ? [2, 3] : [3, 3];
  const list = [];
  for (let i = 0; i < n; ++i) {
    list.push(Array.from({ length: n }, (_, k) => i * n + k));
    list.push(Array.from({ length: n }, (_, k) => k * n + i));
  }
  for (let band = 0; band < n / bh; ++band) {
    for (let stack = 0; stack < n / bw; ++stack) {
      list.push(Array.from({ length: n }, (_, k) => (band * bh + Math.floor(k / bw)) * n + stack * bw + (k % bw)));
    }
  }
  return list;
}
const solvesSized = (n, puzzle, grid) => grid.length === n * n
  && [...puzzle].every((c, i) => c === '.' || c === '0' || c === grid[i])
  && houses(n).every((house) => new Set(house.map((c) => grid[c])).size === n && house.every((c) => grid[c] >= '1' && grid[c] <= String(n)));

async function openKids(page, n) {
  await page.click('#tab-kids');
  await page.click(`.kids-size[data-size="${n}"]`);
  await page.waitForFunction((size) => {
    const view = document.getElementById('kids-view');
    return view.dataset.size === String(size) && view.dataset.state === 'playing' && view.dataset.values?.length === size * size;
  }, n, PATIENCE);
  return page.$eval('#kids-view', (el) => el.dataset.values);
}

const givensOf = (text) => [...text].filter((c) => c !== '.' && c !== '0').length;

/** The engine's answer for the puzzle on screen, checked against the rules and the givens. */
async function solutionOf(engine, n, puzzle) {
  assert.equal(engine.countSolutions(puzzle, 2), 1, `${puzzle} has one solution`);
  const { solution } = engine.solve(puzzle);
  assert.ok(solvesSized(n, puzzle, solution), `${solution} solves ${puzzle}`);
  return solution;
}

test('a whole 4x4 First steps game played on the keypad, to a cheerful end that survives a reload', async () => {
  const site = await startSite();
  const engine = await nodeEngine();
  try {
    const page = await openPlay(site);
    const puzzle = await openKids(page, 4);
    const [low, high] = [8, 10];
    assert.ok(givensOf(puzzle) >= low && givensOf(puzzle) <= high, `${givensOf(puzzle)} givens`);
    // No clock unless asked.
    assert.equal(await page.$eval('#kids-timer', (el) => el.hidden), true);
    assert.equal(await page.locator('#kids-keypad .kids-key').count(), 4);
    const solution = await solutionOf(engine, 4, puzzle);
    await screenshot(page, 'kids-4x4-1280.png');
    for (let cell = 0; cell < 16; ++cell) {
      if (puzzle[cell] !== '.') continue;
      await page.click(`#kids-board td[data-cell="${cell}"]`);
      await page.click(`#kids-keypad .kids-key[data-digit="${solution[cell]}"]`);
    }
    await page.waitForSelector('#kids-done:not([hidden])', PATIENCE);
    assert.equal(await page.textContent('#kids-done-title'), 'You did it!');
    assert.match(await page.textContent('#kids-done-text'), /^Every row, every column and every box is full\. Well done on the 4 × 4 puzzle!$/);
    assert.equal(await page.$eval('#kids-view', (el) => el.dataset.values), solution);
    assert.equal(await page.$eval('#kids-keypad .kids-key', (el) => el.disabled), true);
    await screenshot(page, 'kids-done-1280.png');
    await page.reload();
    await page.click('#tab-kids');
    await page.waitForSelector('#kids-view[data-state="won"]', PATIENCE);
    assert.equal(await page.$eval('#kids-done', (el) => el.hidden), false);
    // Another one: a new puzzle of the same size.
    await page.click('#kids-again');
    await page.waitForFunction((old) => {
      const view = document.getElementById('kids-view');
      return view.dataset.state === 'playing' && view.dataset.values !== old;
    }, solution, PATIENCE);
    assert.deepEqual(site.errors, []);
  } finally {
    await site.close();
  }
});

test('a whole 6x6 game with pictures, by keyboard; the digits stay underneath', async () => {
  const site = await startSite({ viewport: { width: 375, height: 740 } });
  const engine = await nodeEngine();
  try {
    const page = await openPlay(site);
    const puzzle = await openKids(page, 6);
    assert.ok(givensOf(puzzle) >= 18 && givensOf(puzzle) <= 22, `${givensOf(puzzle)} givens`);
    await page.click('#kids-pictures');
    assert.equal(await page.locator('#kids-keypad .kids-key svg.kid-picture').count(), 6);
    assert.equal(await page.$eval('#kids-keypad .kids-key[data-digit="1"]', (el) => el.getAttribute('aria-label')), 'the red circle');
    const given = [...puzzle].findIndex((c) => c !== '.');
    const td = `#kids-board td[data-cell="${given}"]`;
    assert.equal(await page.$eval(td, (el) => el.querySelector(`svg.pic-${el.textContent.trim()}`) !== null), true);
    assert.equal(await page.$eval(td, (el) => el.textContent.trim()), puzzle[given]);
    await screenshot(page, 'kids-6x6-pictures-375.png');
    // Pictures are for the small grids: on 9x9 the keys and cells show digits, whatever was chosen.
    await openKids(page, 9);
    assert.equal(await page.locator('#kids-keypad svg, #kids-board svg').count(), 0);
    assert.equal(await page.textContent('#kids-keypad'), '123456789');
    assert.equal(await page.$eval('#kids-pictures', (el) => el.disabled), true);
    await openKids(page, 6);
    assert.equal(await page.locator('#kids-keypad .kids-key svg.kid-picture').count(), 6);
    const solution = await solutionOf(engine, 6, puzzle);
    await page.click('#kids-board td[data-cell="0"]');
    for (let cell = 0; cell < 36; ++cell) {
      if (cell > 0) await page.keyboard.press(cell % 6 === 0 ? 'ArrowDown' : 'ArrowRight');
      if (cell % 6 === 0 && cell > 0) for (let k = 0; k < 5; ++k) await page.keyboard.press('ArrowLeft');
      if (puzzle[cell] === '.') await page.keyboard.press(solution[cell]);
    }
    await page.waitForSelector('#kids-done:not([hidden])', PATIENCE);
    assert.equal(await page.$eval('#kids-view', (el) => el.dataset.values), solution);
    await screenshot(page, 'kids-done-375.png');
    assert.deepEqual(site.errors, []);
  } finally {
    await site.close();
  }
});

test('Help me: first where to look in plain words, then the answer; a wrong digit is pointed out', async () => {
  const site = await startSite();
  const engine = await nodeEngine();
  try {
    const page = await openPlay(site);
    const puzzle = await openKids(page, 4);
    const solution = await solutionOf(engine, 4, puzzle);
    await page.click('#kids-hint');
    await page.waitForFunction(() => document.getElementById('kids-message').textContent.startsWith('Look at'), null, PATIENCE);
    const nudge = await page.textContent('#kids-message');
    assert.match(nudge, /^Look at (the (top|bottom)-(left|right) box|the (first|second|third|fourth) (row from the top|column from the left)|the square with the ring)/);
    assert.doesNotMatch(nudge, /r\dc\d/);
    if (!nudge.includes('ring')) assert.equal(await page.locator('#kids-board td.hint-house').count(), 4);
    await page.click('#kids-hint');
    const answer = await page.textContent('#kids-message');
    const [, digit] = answer.match(/^Here it is: (\d) goes in the square with the ring\./) ?? [];
    const ring = await page.$eval('#kids-board td.hint-cell', (el) => Number(el.dataset.cell));
    assert.equal(digit, solution[ring], answer);
    assert.equal(puzzle[ring], '.');

    // A wrong digit in an empty cell: marked when it clashes, and Help me names it.
    const empty = [...puzzle].findIndex((c, i) => c === '.' && i !== ring);
    const wrong = [1, 2, 3, 4].map(String).find((d) => d !== solution[empty]);
    await page.click(`#kids-board td[data-cell="${empty}"]`);
    await page.click(`#kids-keypad .kids-key[data-digit="${wrong}"]`);
    await page.click('#kids-hint');
    await page.waitForFunction(() => document.getElementById('kids-message').textContent.startsWith('Oops'), null, PATIENCE);
    assert.equal(await page.$eval('#kids-board td.hint-cell', (el) => Number(el.dataset.cell)), empty);
    await page.click('#kids-erase');
    assert.equal(await page.$eval(`#kids-board td[data-cell="${empty}"]`, (el) => el.textContent), '');
    assert.deepEqual(site.errors, []);
  } finally {
    await site.close();
  }
});

test('9x9 First steps has 36 to 45 givens; each size keeps its own game; damaged saved data is ignored', async () => {
  const site = await startSite();
  try {
    const page = await openPlay(site);
    const nine = await openKids(page, 9);
    assert.ok(givensOf(nine) >= 36 && givensOf(nine) <= 45, `${givensOf(nine)} givens`);
    const four = await openKids(page, 4);
    assert.equal(await openKids(page, 9), nine);
    assert.equal(await openKids(page, 4), four);
    // Damaged: a game whose givens were changed, a size that does not exist, a wrong type.
    await page.evaluate((puzzle) => {
      const changed = (puzzle[0] === '1' ? '2' : '1') + puzzle.slice(1);
      localStorage.setItem('sudoku.kids.v1', JSON.stringify({ size: 5, pictures: 'yes', games: { 4: { puzzle, solution: 'x', values: changed }, 9: 7 } }));
    }, four);
    await page.reload();
    await page.waitForSelector('#app[data-state="ready"]', PATIENCE);
    const fresh = await openKids(page, 4);
    assert.match(fresh, /^[1-4.]{16}$/);
    assert.equal(await page.getAttribute('#kids-pictures', 'aria-pressed'), 'false');
    // A game said to be finished whose grid is not the solution is played on, from an empty square.
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('sudoku.kids.v1')).games[4]);
    await page.evaluate((game) => localStorage.setItem('sudoku.kids.v1', JSON.stringify({ size: 4, games: { 4: { ...game, values: game.puzzle, done: true } } })), saved);
    await page.reload();
    await page.waitForSelector('#app[data-state="ready"]', PATIENCE);
    await page.click('#tab-kids');
    await page.waitForSelector('#kids-view[data-state="playing"]', PATIENCE);
    assert.equal(await page.$eval('#kids-done', (el) => el.hidden), true);
    const selected = await page.$eval('#kids-board td.selected', (el) => Number(el.dataset.cell));
    assert.equal(saved.puzzle[selected], '.', 'the selection is on a square to fill');
    // A game said to be finished, its saved solution the same grid as its values, which break a
    // rule: nothing read back makes a win; the engine checks the grid and the game goes on.
    const engine = await nodeEngine();
    const real = await solutionOf(engine, 4, saved.puzzle);
    const open = [...saved.puzzle].findIndex((c) => c === '.');
    const wrong = real.slice(0, open) + (real[open] === '1' ? '2' : '1') + real.slice(open + 1);
    await page.evaluate(({ game, wrong }) => localStorage.setItem('sudoku.kids.v1', JSON.stringify({
      size: 4, games: { 4: { ...game, values: wrong, solution: wrong, done: true } } })), { game: saved, wrong });
    await page.reload();
    await page.waitForSelector('#app[data-state="ready"]', PATIENCE);
    await page.click('#tab-kids');
    await page.waitForSelector('#kids-view[data-state="playing"]', PATIENCE);
    await page.waitForSelector('#kids-board td.conflict', PATIENCE);
    assert.equal(await page.$eval('#kids-done', (el) => el.hidden), true, 'a wrong grid is not a win');
    // A time out of range is no time: the clock starts from 0.
    await page.evaluate((game) => localStorage.setItem('sudoku.kids.v1', JSON.stringify({
      size: 4, showTime: true, games: { 4: { ...game, elapsed: 1e308 } } })), saved);
    await page.reload();
    await page.waitForSelector('#app[data-state="ready"]', PATIENCE);
    await page.click('#tab-kids');
    await page.waitForSelector('#kids-view[data-state="playing"]', PATIENCE);
    assert.match(await page.textContent('#kids-timer'), /^0:0\d$/);
    await page.evaluate(() => localStorage.setItem('sudoku.kids.v1', '{not json'));
    await page.reload();
    await page.waitForSelector('#app[data-state="ready"]', PATIENCE);
    assert.match(await openKids(page, 6), /^[1-6.]{36}$/);
    assert.deepEqual(site.errors, []);
  } finally {
    await site.close();
  }
});

for (const n of [4, 6]) {
  test(`${n}x${n}: the moves are the Game's: a clash is shown, Ctrl+Z takes it back, Ctrl+Y brings it again, and the end is a win`, async () => {
    const site = await startSite();
    const engine = await nodeEngine();
    try {
      const page = await openPlay(site);
      const puzzle = await openKids(page, n);
      const solution = await solutionOf(engine, n, puzzle);
      // An empty cell and a given it sees, whose digit is wrong there.
      const [empty, given] = houses(n).flatMap((house) => house.flatMap((a) => house.map((b) => [a, b])))
        .find(([a, b]) => puzzle[a] === '.' && puzzle[b] !== '.');
      const td = (cell) => `#kids-board td[data-cell="${cell}"]`;
      const shown = () => page.$eval('#kids-view', (el) => el.dataset.values);
      await page.click(td(empty));
      await page.keyboard.press(puzzle[given]);
      await page.waitForSelector(`${td(empty)}.conflict`, PATIENCE);
      assert.equal(await page.$eval(td(given), (el) => el.classList.contains('conflict')), true, 'the given it clashes with is marked too');
      assert.equal(await page.textContent(td(empty)), puzzle[given]);

      await page.keyboard.press('Control+z');
      await page.waitForFunction(() => document.querySelectorAll('#kids-board td.conflict').length === 0, null, PATIENCE);
      assert.equal(await page.textContent(td(empty)), '');
      assert.equal(await shown(), puzzle);
      await page.keyboard.press('Control+y');
      await page.waitForSelector(`${td(empty)}.conflict`, PATIENCE);
      assert.equal(await page.textContent(td(empty)), puzzle[given]);
      await page.keyboard.press('Control+Shift+z');
      assert.equal(await page.textContent(td(empty)), puzzle[given], 'nothing more to redo');
      await page.keyboard.press('Control+z');
      await page.waitForFunction(() => document.querySelectorAll('#kids-board td.conflict').length === 0, null, PATIENCE);
      // A given takes no digit.
      await page.click(td(given));
      await page.keyboard.press(puzzle[given] === '1' ? '2' : '1');
      assert.equal(await shown(), puzzle);

      // The rest played on the keypad, one undo on the way, to the win.
      const open = [...puzzle].flatMap((c, cell) => (c === '.' ? [cell] : []));
      const [before, last] = open.slice(-2);
      for (const cell of open.slice(0, -1)) {
        await page.click(td(cell));
        await page.click(`#kids-keypad .kids-key[data-digit="${solution[cell]}"]`);
      }
      await page.click(td(before));
      await page.keyboard.press('Control+z');
      assert.equal(await page.textContent(td(before)), '');
      await page.keyboard.press(solution[before]);
      assert.equal(await page.$eval('#kids-view', (el) => el.dataset.state), 'playing');
      await page.click(td(last));
      await page.keyboard.press(solution[last]);
      await page.waitForSelector('#kids-done:not([hidden])', PATIENCE);
      assert.equal(await shown(), solution);
      // A won game takes no more moves, undo included (the board is under the cheer: keys only).
      await page.focus(td(last));
      await page.keyboard.press('Control+z');
      await page.keyboard.press('Delete');
      assert.equal(await shown(), solution);
      const stored = await page.evaluate((size) => JSON.parse(localStorage.getItem('sudoku.kids.v1')).games[size], n);
      // The stored shape, with the version two tabs share it by (tab-versions.js).
      assert.deepEqual(Object.keys(stored).sort(), ['done', 'elapsed', 'parent', 'puzzle', 'values', 'ver']);
      assert.match(stored.ver, /^[0-9a-z]{1,24}$/);
      assert.equal(stored.puzzle, puzzle);
      assert.equal(stored.values, solution);
      assert.equal(stored.done, true);
      assert.deepEqual(site.errors, []);
    } finally {
      await site.close();
    }
  });
}

test('Kids progress saved before the view played through Game loads as it was, on every size', async () => {
  const site = await startSite();
  const engine = await nodeEngine();
  try {
    const page = await openPlay(site);
    // The stored shape as the view has always written it: values as text, elapsed in ms.
    const games = {};
    for (const n of [4, 6, 9]) {
      const { puzzle, solution } = engine.generate({ size: n, level: 'first', seed: 7 });
      const first = [...puzzle].findIndex((c) => c === '.');
      const values = puzzle.slice(0, first) + solution[first] + puzzle.slice(first + 1);
      games[n] = { puzzle, values, elapsed: 65000 + n, done: false };
    }
    await page.evaluate((saved) => localStorage.setItem('sudoku.kids.v1', JSON.stringify(saved)), { size: 6, pictures: false, showTime: true, games });
    await page.reload();
    await page.waitForSelector('#app[data-state="ready"]', PATIENCE);
    await page.click('#tab-kids');
    await page.waitForSelector('#kids-view[data-state="playing"][data-size="6"]', PATIENCE);
    assert.match(await page.textContent('#kids-timer'), /^1:0\d$/);
    for (const n of [6, 4, 9]) {
      assert.equal(await openKids(page, n), games[n].values, `${n}x${n}`);
      const first = [...games[n].puzzle].findIndex((c) => c === '.');
      assert.equal(await page.$eval(`#kids-board td[data-cell="${first}"]`, (el) => el.classList.contains('given')), false);
      assert.equal(await page.textContent(`#kids-board td[data-cell="${first}"]`), games[n].values[first]);
    }
    // Written back in the same shape.
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('sudoku.kids.v1')));
    assert.equal(stored.size, 9);
    for (const n of [4, 6, 9]) {
      assert.equal(stored.games[n].puzzle, games[n].puzzle);
      assert.equal(stored.games[n].values, games[n].values);
      assert.ok(stored.games[n].elapsed >= games[n].elapsed);
    }
    assert.deepEqual(site.errors, []);
  } finally {
    await site.close();
  }
});

test('the sizes offered are the engine\'s sizes() with First steps; loadKids() makes a Game of each saved size', async () => {
  const site = await startSite();
  const engine = await nodeEngine();
  try {
    const page = await openPlay(site);
    await openKids(page, 4);
    const rows = engine.sizes();
    const { offered, buttons, fromRows, loaded } = await page.evaluate(async (engineRows) => {
      const { kidsSizes, loadKids } = await import('./kids/kids.js');
      // Saved data in the stored shape, read from a stand-in storage: a 6x6 game, a 4x4 game
      // with '0' blanks, and a size no grid has.
      const puzzle6 = '1.....'.padEnd(36, '.');
      const stored = JSON.stringify({ size: 6, games: {
        6: { puzzle: puzzle6, values: `12${'.'.repeat(34)}`, elapsed: 5000, done: true },
        4: { puzzle: '1000000000000000', values: '1200000000000000', elapsed: 10 },
        5: { puzzle: '.'.repeat(25), values: '.'.repeat(25), elapsed: 0 },
      } });
      const kids = loadKids({ getItem: () => stored });
      return {
        offered: kidsSizes(engineRows),
        buttons: [...document.querySelectorAll('#kids-view .kids-size')].map((b) => Number(b.dataset.size)),
        fromRows: kidsSizes([{ size: 4, levels: [0, 1] }, { size: 9, levels: [1, 2, 3] }]),
        loaded: {
          size: kids.size,
          sizes: Object.keys(kids.games).map(Number).sort(),
          six: { size: kids.games[6].size, values: kids.games[6].values, completed: kids.games[6].completed, elapsedMs: kids.games[6].elapsedMs, text: kids.games[6].text },
          four: { size: kids.games[4].size, text: kids.games[4].text, canEdit: kids.games[4].canEdit(0) },
        },
      };
    }, rows);
    assert.deepEqual(offered, rows.filter((row) => row.levels.includes(0)).map((row) => row.size));
    assert.deepEqual(offered, [4, 6, 9]);
    assert.deepEqual(buttons, offered);
    assert.deepEqual(fromRows, [4], 'a size without level 0 is not offered');
    assert.equal(loaded.size, 6);
    assert.deepEqual(loaded.sizes, [4, 6]);
    assert.equal(loaded.six.size, 6);
    assert.deepEqual(loaded.six.values, [1, 2, ...new Array(34).fill(0)]);
    assert.equal(loaded.six.completed, false, 'a win read back is not a win');
    assert.equal(loaded.six.elapsedMs, 5000);
    assert.equal(loaded.four.size, 4);
    assert.equal(loaded.four.text, '12..............');
    assert.equal(loaded.four.canEdit, false, 'the given stays a given');
    assert.deepEqual(site.errors, []);
  } finally {
    await site.close();
  }
});

test('in Chinese, and the clock when asked', async () => {
  const site = await startSite({ locale: 'zh-CN' });
  try {
    const page = await openPlay(site);
    await openKids(page, 4);
    assert.equal(await page.textContent('#tab-kids'), '儿童');
    await page.click('#kids-time');
    assert.equal(await page.$eval('#kids-timer', (el) => el.hidden), false);
    await page.waitForFunction(() => document.getElementById('kids-timer').textContent !== '0:00', null, PATIENCE);
    await page.click('#kids-hint');
    await page.waitForFunction(() => document.getElementById('kids-message').textContent.startsWith('看看'), null, PATIENCE);
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'kids-zh-dark-1280.png');
    assert.deepEqual(site.errors, []);
  } finally {
    await site.close();
  }
});

test('Explain: Play this puzzle opens the demo\'s puzzle as a game in Play', async () => {
  const site = await startSite();
  try {
    const page = await openPlay(site);
    await page.click('#tab-explain');
    await page.waitForSelector('#explain-view[data-state="ready"]', PATIENCE);
    const puzzle = await page.$eval('#explain-view', (el) => el.dataset.puzzle);
    await page.click('#explain-play');
    await page.waitForSelector('#play-view:not([hidden])[data-state="playing"]', PATIENCE);
    assert.equal(await page.$eval('#play-view', (el) => el.dataset.puzzle), puzzle);
    assert.equal(await page.$eval('#tab-play', (el) => el.getAttribute('aria-selected')), 'true');
    // Its holes per box (1..4) dug at most holes + 3 cells a box.
    const holes = Number(await page.$eval('#explain-view', (el) => el.dataset.level));
    assert.ok(givensOf(puzzle) >= 81 - 9 * (holes + 3), `${givensOf(puzzle)} givens`);
    assert.deepEqual(site.errors, []);
  } finally {
    await site.close();
  }
});

test('Kids: an Undo button; New puzzle asks before it replaces a game played; placed pictures look unlike printed ones', async () => {
  const site = await startSite({ viewport: { width: 360, height: 640 } });
  try {
    const page = await site.newPage();
    await page.goto(site.url);
    await page.waitForSelector('#app[data-state="ready"]', PATIENCE);
    const start = await openKids(page, 4);
    const values = () => page.$eval('#kids-view', (el) => el.dataset.values);
    // An untouched game is replaced at once: nothing to lose.
    await page.click('#kids-new');
    await page.waitForFunction((old) => {
      const view = document.getElementById('kids-view');
      return view.dataset.state === 'playing' && view.dataset.values !== old;
    }, start, PATIENCE);
    assert.equal(await page.isVisible('#kids-new-dialog'), false);
    const puzzle = await values();
    assert.equal(await page.$eval('#kids-undo', (el) => el.disabled), true, 'nothing to undo yet');
    const open = [...puzzle].flatMap((c, cell) => ('.0'.includes(c) ? [cell] : []));
    // A digit the puzzle gives (a random puzzle need not give a 1), placed in an open cell.
    const given = [...puzzle].findIndex((c) => !'.0'.includes(c));
    const digit = puzzle[given];
    await page.click('#kids-pictures');
    await page.click(`#kids-board td[data-cell="${open[0]}"]`);
    await page.click(`#kids-keypad .kids-key[data-digit="${digit}"]`);
    const placed = await values();
    assert.equal(placed[open[0]], digit);
    // The placed picture is drawn apart from a given one of the same digit.
    const style = (cell) => page.$eval(`#kids-board td[data-cell="${cell}"] .kid-picture`, (svg) => {
      const s = getComputedStyle(svg);
      return { border: s.borderTopStyle, width: parseFloat(s.width) };
    });
    const mine = await style(open[0]);
    const printed = await style(given);
    assert.equal(mine.border, 'dashed');
    assert.equal(printed.border, 'none');
    assert.ok(mine.width < printed.width, `placed ${mine.width} px, printed ${printed.width} px`);
    await screenshot(page, 'kids-placed-pictures-phone.png');

    // New puzzle on a game played: asked; Keep playing (and Escape) keep it.
    await page.click('#kids-new');
    await page.waitForSelector('#kids-new-dialog[open]');
    assert.equal(await page.evaluate(() => document.activeElement.id), 'kids-new-keep');
    await screenshot(page, 'kids-new-ask-phone.png');
    await page.click('#kids-new-keep');
    assert.equal(await values(), placed);
    await page.click('#kids-new');
    await page.keyboard.press('Escape');
    assert.equal(await page.isVisible('#kids-new-dialog'), false);
    assert.equal(await values(), placed);

    // Undo takes the digit back; then the game holds no move of the child's, yet has a history.
    assert.equal(await page.$eval('#kids-undo', (el) => el.disabled), false);
    await page.click('#kids-undo');
    assert.equal(await values(), puzzle);
    assert.equal(await page.$eval('#kids-undo', (el) => el.disabled), true);

    // Played again, and replaced when the child says so.
    await page.click(`#kids-board td[data-cell="${open[1]}"]`);
    await page.click('#kids-keypad .kids-key[data-digit="2"]');
    const second = await values();
    await page.click('#kids-new');
    await page.click('#kids-new-yes');
    await page.waitForFunction((old) => {
      const view = document.getElementById('kids-view');
      return view.dataset.state === 'playing' && view.dataset.values !== old;
    }, second, PATIENCE);
    assert.equal(await page.isVisible('#kids-new-dialog'), false);
    assert.deepEqual(site.errors, []);
  } finally {
    await site.close();
  }
});
