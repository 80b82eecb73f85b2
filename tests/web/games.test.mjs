// Games are never lost (issue 14, item 1) and mistakes are shown (item 3): every game in
// progress is kept beside the others and can be resumed from the Games dialog; a reload brings
// back the undo history, pencil mode and selection; damaged storage is read field by field
// (cases C33, C36); a full grid that is wrong says so; the optional mistake counter; links to a
// full grid or to a puzzle without one solution never replace the game being played.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  startSite, openPlay, playValues, cellClasses, screenshot, settled, PATIENCE, C22A, C22B, C22B_SOLUTION, inSettings,
  storeCopiesOfGame,
} from './helpers.mjs';

let site;
before(async () => { site = await startSite({ viewport: { width: 1280, height: 900 } }); });
after(async () => { await site.close(); });

const C22B_DOTS = C22B.replace(/0/g, '.');
const cellSel = (cell) => `#play-board td[data-cell="${cell}"]`;
const view = (page) => page.$eval('#play-view', (el) => ({ ...el.dataset }));
const blanks = [...C22B].flatMap((c, i) => (c === '0' ? [i] : []));
const wrongDigit = (cell) => (C22B_SOLUTION[cell] === '9' ? '8' : String(Number(C22B_SOLUTION[cell]) + 1));

/** Enters `digit` in `cell` by click and key. */
async function enter(page, cell, digit) {
  await page.click(cellSel(cell));
  await page.keyboard.press(digit);
}

/** Presses New puzzle and waits for the new game. */
async function newPuzzle(page) {
  const before = (await view(page)).puzzle;
  await page.click('#play-new');
  await page.waitForFunction((p) => {
    const el = document.getElementById('play-view');
    return el.dataset.puzzle !== p && !el.dataset.making;
  }, before, PATIENCE);
  await settled(page);
}

/** Opens the Games dialog; returns the rows of the games in progress and the finished ones. */
async function gamesListed(page) {
  if (!(await page.isVisible('#games-dialog'))) await page.click('#games-open');
  await page.waitForSelector('#games-dialog[open]');
  const rows = (sel) => page.$$eval(`${sel} li[data-game-id]`, (lis) => lis.map((li) => ({
    id: li.dataset.gameId,
    current: li.classList.contains('current'),
    level: li.querySelector('.game-level').textContent,
    progress: li.querySelector('.game-progress').textContent,
    time: li.querySelector('.game-time').textContent,
    date: li.querySelector('.game-date').textContent,
  })));
  return { playing: await rows('#games-list'), finished: await rows('#games-history') };
}

const storage = (page) => page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));

test('New puzzle keeps the game in progress: it is listed with its progress and resumes with its values', async () => {
  const page = await openPlay(site, `#p=${C22B}`);
  await enter(page, 0, C22B_SOLUTION[0]);
  await enter(page, 1, C22B_SOLUTION[1]);
  const first = await view(page);
  const values = await playValues(page);
  await newPuzzle(page);
  const second = await view(page);
  assert.notEqual(second.puzzle, C22B_DOTS);
  assert.notEqual(second.gameId, first.gameId);

  const { playing } = await gamesListed(page);
  assert.equal(playing.length, 2);
  assert.equal(playing[0].id, second.gameId);
  assert.equal(playing[0].current, true, 'the game on screen comes first, marked');
  const old = playing.find((row) => row.id === first.gameId);
  assert.ok(old, 'the first game is in the list');
  assert.equal(old.progress, '2/59 filled');
  assert.match(old.time, /^\d+:\d\d$/);
  assert.match(old.date, /^started /);
  await screenshot(page, 'games-dialog.png');

  await page.click(`#games-list li[data-game-id="${first.gameId}"] .game-main`);
  assert.equal(await page.isVisible('#games-dialog'), false);
  await page.waitForFunction((id) => document.getElementById('play-view').dataset.gameId === id, first.gameId);
  assert.equal((await view(page)).puzzle, C22B_DOTS);
  assert.equal(await playValues(page), values);
  assert.deepEqual(site.errors, []);
  await page.close();
});

test('a link opens beside the game in progress; a link to a listed puzzle resumes it; one without a unique solution replaces nothing', async () => {
  const page = await openPlay(site);
  const generated = await view(page);
  const open = generated.values.indexOf('0');
  await page.click(cellSel(open));
  await page.keyboard.press('Shift+4'); // a pencil mark is progress too
  await page.evaluate((p) => { location.hash = `p=${p}`; }, C22B);
  await page.waitForFunction((p) => document.getElementById('play-view').dataset.puzzle === p, C22B_DOTS, PATIENCE);
  await settled(page);
  await enter(page, 0, C22B_SOLUTION[0]);
  let listed = await gamesListed(page);
  assert.deepEqual(listed.playing.map((row) => row.id).sort(), [generated.gameId, (await view(page)).gameId].sort());
  await page.click('#games-close');

  // C22a has many solutions: a new game, with the warning, beside both.
  await page.evaluate((p) => { location.hash = `p=${p}`; }, C22A);
  await page.waitForSelector('#play-view[data-verdict="multiple"]', PATIENCE);
  assert.equal((await view(page)).puzzle, C22A.replace(/0/g, '.'));
  assert.equal(await page.$eval('#play-message', (el) => el.dataset.key), 'puzzleNotUnique');
  listed = await gamesListed(page);
  assert.equal(listed.playing.length, 3, 'nothing was replaced');
  await page.click('#games-close');

  // Back to the link of the first puzzle: its game, with its digit, not a second copy.
  await page.evaluate((p) => { location.hash = `p=${p}`; }, C22B);
  await page.waitForFunction((p) => document.getElementById('play-view').dataset.puzzle === p, C22B_DOTS, PATIENCE);
  assert.equal((await playValues(page))[0], C22B_SOLUTION[0]);
  assert.equal(await page.$eval('#play-message', (el) => el.dataset.key), 'linkResumed');
  assert.equal((await gamesListed(page)).playing.length, 3);
  await page.click('#games-close');
  // And the generated game still has its pencil mark.
  await page.click('#games-open');
  await page.click(`#games-list li[data-game-id="${generated.gameId}"] .game-main`);
  await page.waitForFunction((id) => document.getElementById('play-view').dataset.gameId === id, generated.gameId);
  assert.equal(await page.$eval(cellSel(open), (td) => td.textContent), '4');
  assert.deepEqual(site.errors, []);
  await page.close();
});

test('reload restores the whole session: undo and redo history, pencil mode, the selected cell', async () => {
  const page = await openPlay(site, `#p=${C22B}`);
  await enter(page, 0, C22B_SOLUTION[0]);
  await enter(page, 1, C22B_SOLUTION[1]);
  await enter(page, 2, C22B_SOLUTION[2]);
  await page.keyboard.press('Control+z'); // r1c3 goes, and can be redone
  await page.click(cellSel(20));
  await page.click('#pencil');
  await page.reload();
  await page.waitForSelector('#app[data-state="ready"]', PATIENCE);
  await settled(page);
  assert.ok((await cellClasses(page, 20)).includes('selected'), 'the selected cell is back');
  assert.equal(await page.getAttribute('#pencil', 'aria-pressed'), 'true', 'pencil mode is back');
  assert.equal((await playValues(page)).slice(0, 3), `${C22B_SOLUTION.slice(0, 2)}.`);
  assert.equal(await page.isDisabled('#undo'), false);
  assert.equal(await page.isDisabled('#redo'), false);
  await page.click('#redo');
  assert.equal((await playValues(page)).slice(0, 3), C22B_SOLUTION.slice(0, 3));
  await page.click('#undo');
  await page.click('#undo');
  assert.equal((await playValues(page)).slice(0, 3), `${C22B_SOLUTION[0]}..`, 'Undo after reload takes the digit away');
  await page.click('#undo');
  assert.equal((await playValues(page)).slice(0, 3), '...');
  assert.equal(await page.isDisabled('#undo'), true);
  // Pencil mode is on: a digit is a mark.
  await page.keyboard.press('7');
  assert.equal(await page.$eval(cellSel(20), (td) => td.querySelector('.marks')?.textContent), '7');
  assert.deepEqual(site.errors, []);
  await page.close();
});

test('the one-slot save of earlier pages is moved into the list, never lost', async () => {
  const page = await site.newPage();
  await page.goto(`${site.url}favicon.svg`);
  const values = [...C22B].map(Number);
  values[0] = Number(C22B_SOLUTION[0]);
  await page.evaluate(({ puzzle, values }) => {
    localStorage.clear();
    localStorage.setItem('sudoku.game.v1', JSON.stringify({
      puzzle, solution: null, level: 0, source: 'link', solutions: null, grade: null, values,
      marks: new Array(81).fill(0).map((_, cell) => (cell === 1 ? 0b10010 : 0)), elapsedMs: 65000, completedMs: null,
    }));
  }, { puzzle: C22B_DOTS, values });
  await page.goto(site.url);
  await page.waitForSelector('#app[data-state="ready"]', PATIENCE);
  assert.equal((await view(page)).puzzle, C22B_DOTS);
  assert.equal((await playValues(page))[0], C22B_SOLUTION[0]);
  assert.equal(await page.$eval(cellSel(1), (td) => td.textContent), '25');
  assert.equal(await page.textContent('#timer').then((s) => s >= '1:05'), true);
  const written = await storage(page);
  assert.equal(written['sudoku.game.v1'], undefined, 'the old key is gone once the list holds its game');
  const keys = Object.keys(written).filter((key) => key.startsWith('sudoku.game.v2.'));
  assert.equal(keys.length, 1);
  assert.equal(JSON.parse(written[keys[0]]).values[0], Number(C22B_SOLUTION[0]));
  await page.close();
});

test('C36: damaged saved games are read field by field; the rest loads and nothing bad is written back', async () => {
  // Two games: A (the C22b link, a digit) and B (generated, on screen, two moves).
  const page = await openPlay(site, `#p=${C22B}`);
  await enter(page, 0, C22B_SOLUTION[0]);
  const a = (await view(page)).gameId;
  await newPuzzle(page);
  const b = await view(page);
  const bBlanks = [...b.values].flatMap((c, i) => (c === '0' ? [i] : []));
  await enter(page, bBlanks[0], '1');
  await enter(page, bBlanks[1], '2');
  await page.goto(`${site.url}favicon.svg`);
  const good = await storage(page);
  const keyA = `sudoku.game.v2.${a}`;
  const keyB = `sudoku.game.v2.${b.gameId}`;
  assert.ok(good[keyA] && good[keyB] && good['sudoku.session.v2'], Object.keys(good).join(' '));
  const recordB = JSON.parse(good[keyB]);
  assert.equal(recordB.history.length, 2);
  assert.ok(recordB.grade && typeof recordB.grade.hardest === 'string');

  const cases = {
    'grade.hardest a number': { [keyB]: { ...recordB, grade: { ...recordB.grade, hardest: 5 } } },
    'level 9': { [keyB]: { ...recordB, level: 9 } },
    'grade.level 2.5': { [keyB]: { ...recordB, grade: { ...recordB.grade, level: 2.5 } } },
    'values of the wrong length': { [keyB]: { ...recordB, values: recordB.values.slice(0, 80) } },
    'history entries that are garbage': { [keyB]: { ...recordB, history: [recordB.history[0], 42, 'x'.repeat(243), recordB.history[1]] } },
    'the whole key being "{"': { [keyB]: '{' },
    'a games list that is no list, a session that is no object': { 'sudoku.history.v2': { games: 'no' }, 'sudoku.session.v2': [1, 2] },
    'settings with level 9': { 'sudoku.settings.v1': { conflicts: 'shown', level: 9, holes: 2, mistakeCounter: 'yes' } },
  };
  for (const [name, changes] of Object.entries(cases)) {
    await page.goto(`${site.url}favicon.svg`);
    await page.evaluate(({ good, changes }) => {
      localStorage.clear();
      for (const [key, value] of Object.entries({ ...good, ...changes })) {
        localStorage.setItem(key, typeof value === 'string' && !(key in good && value === good[key]) ? value : JSON.stringify(value));
      }
      for (const [key, value] of Object.entries(good)) if (!(key in changes)) localStorage.setItem(key, value);
    }, { good, changes });
    await page.goto(site.url);
    await page.waitForSelector('#app[data-state="ready"]', PATIENCE);
    await page.waitForSelector('#play-view[data-state="playing"]', PATIENCE);
    await settled(page);
    const shown = await view(page);
    const listed = await gamesListed(page);
    await page.click('#games-close');
    const ids = listed.playing.map((row) => row.id);
    assert.ok(ids.includes(a), `${name}: game A still listed`);
    assert.notEqual(await page.inputValue('#play-level'), '', `${name}: the level menu shows a level`);
    switch (name) {
      case 'the whole key being "{"':
        assert.equal(shown.gameId, a, `${name}: B is unreadable, so A is resumed`);
        assert.ok(!ids.includes(b.gameId), name);
        break;
      case 'values of the wrong length':
        assert.equal(shown.gameId, b.gameId, name);
        assert.equal(await playValues(page), b.puzzle, `${name}: only the givens are left`);
        break;
      case 'history entries that are garbage':
        assert.equal(shown.gameId, b.gameId, name);
        await page.click('#undo');
        assert.equal(await page.isDisabled('#undo'), true, `${name}: the history ends at the bad entry`);
        assert.equal((await playValues(page))[bBlanks[0]], '1', `${name}: only the last move was undone`);
        assert.equal((await playValues(page))[bBlanks[1]], '.', name);
        break;
      case 'settings with level 9':
        assert.equal(await page.inputValue('#play-level'), '2', `${name}: the default level`);
        assert.equal(await page.isChecked('#mistake-counter'), false, name);
        break;
      default:
        assert.equal(shown.gameId, b.gameId, `${name}: B is on screen`);
        assert.equal((await playValues(page))[bBlanks[1]], '2', `${name}: B's progress is kept`);
        // The grade is dropped, so the engine grades the puzzle again: a whole level or none.
        if (name === 'grade.level 2.5') {
          assert.doesNotMatch(await page.textContent('#grade'), /grade/, name);
          assert.match(await page.$eval('#grade', (el) => el.dataset.level ?? '1'), /^[1-5]$/, name);
        }
        if (name === 'grade.hardest a number') assert.match(await page.textContent('#grade'), /^\w+ · SE \d/, name);
        if (name === 'level 9') assert.equal(shown.level, '0', name);
    }
    // Leaving saves the game on screen: what is written is checked data only.
    await page.goto(`${site.url}favicon.svg`);
    const after = await storage(page);
    if (name === 'the whole key being "{"') assert.equal(after[keyB], '{', `${name}: left as it was, never read`);
    else {
      const saved = JSON.parse(after[keyB]);
      assert.ok(saved.grade === null || typeof saved.grade.hardest === 'string' || saved.grade.hardest === null, name);
      assert.ok(saved.grade === null || Number.isInteger(saved.grade.level), name);
      assert.ok(Number.isInteger(saved.level) && saved.level <= 5, name);
      assert.equal(saved.values.length, 81, name);
      // Each step: digits, pencil marks, cell colours and corner marks (game-history.js).
      assert.ok(saved.history.every((step) => /^[0-9]{81}[0-9a-z]{486}$/.test(step)), name);
    }
    assert.ok(Array.isArray(JSON.parse(after['sudoku.history.v2'] ?? '[]')) || name.startsWith('a games list'), name);
  }
  assert.deepEqual(site.errors, []);
  await page.close();
});

/** Loads C22b with every blank filled from the solution except `wrong` (cells -> digit) and `open` cells left blank. */
async function loadNearlyFull(page, { wrong = {}, open = [], conflicts = 'hidden' } = {}) {
  await page.goto(`${site.url}favicon.svg`);
  await page.evaluate(({ puzzle, solution, wrong, open, conflicts }) => {
    localStorage.clear();
    localStorage.setItem('sudoku.settings.v1', JSON.stringify({ conflicts, level: 2, holes: 2 }));
    const values = [...solution].map(Number);
    for (const [cell, digit] of Object.entries(wrong)) values[cell] = Number(digit);
    for (const cell of open) values[cell] = 0;
    localStorage.setItem('sudoku.game.v1', JSON.stringify({ puzzle, solution, level: 1, source: 'link', solutions: 1, values }));
  }, { puzzle: C22B_DOTS, solution: C22B_SOLUTION, wrong, open, conflicts });
  await page.goto(`${site.url}#p=${C22B}`);
  await page.waitForSelector('#app[data-state="ready"]', PATIENCE);
  await settled(page);
}

test('a full grid that is wrong says so and marks the clashing cells even with conflicts hidden; Check adds the cells that differ', async () => {
  const page = await site.newPage();
  // Row 1's open cells r1c1 and r1c2 swapped: their columns and boxes clash; r9c9 left to fill last.
  const [c1, c2] = [0, 1];
  const last = blanks[blanks.length - 1];
  await loadNearlyFull(page, { wrong: { [c1]: C22B_SOLUTION[c2], [c2]: C22B_SOLUTION[c1] }, open: [last] });
  assert.equal(await page.inputValue('#conflicts'), 'hidden');
  assert.equal(await page.locator('#play-board td.conflict').count(), 0, 'hidden while the grid is not full');
  await enter(page, last, C22B_SOLUTION[last]);
  await settled(page);
  await page.waitForSelector('#play-message[data-key="gridFullWrongCheck"]', PATIENCE);
  assert.match(await page.textContent('#play-message'), /^The grid is full but not solved: \d+ cells break a rule; they are marked\./);
  assert.equal((await view(page)).state, 'playing', 'not a win');
  for (const cell of [c1, c2]) assert.ok((await cellClasses(page, cell)).includes('conflict'), `r1c${cell + 1} marked`);
  await page.click('#check');
  await page.waitForSelector('#play-message[data-key="checkMistakes"]', PATIENCE);
  for (const cell of [c1, c2]) assert.ok((await cellClasses(page, cell)).includes('mistake'), `r1c${cell + 1} differs from the solution`);
  assert.equal(await page.locator('#play-board td.mistake').count(), 2, 'only the entries that differ');
  await screenshot(page, 'games-full-wrong.png');
  // Fixing one clash: the grid is no longer full, the marks go with the setting again.
  await page.click(cellSel(c1));
  await page.keyboard.press('Backspace');
  await settled(page);
  assert.equal(await page.locator('#play-board td.conflict').count(), 0);
  assert.equal(await page.textContent('#play-message'), '');
  await page.close();
});

test('the mistake counter: off by default; on, it counts entries that differ from the solution and is remembered', async () => {
  const page = await openPlay(site, `#p=${C22B}`);
  assert.equal(await page.isChecked('#mistake-counter'), false);
  assert.equal(await page.isVisible('#mistakes'), false);
  await page.waitForSelector('#play-view[data-verdict="unique"]', PATIENCE);
  await inSettings(page, (p) => p.check('#mistake-counter'));
  assert.equal(await page.textContent('#mistakes'), 'Mistakes: 0');
  await enter(page, 0, wrongDigit(0));
  assert.equal(await page.textContent('#mistakes'), 'Mistakes: 1');
  await page.keyboard.press('Control+z');
  await page.keyboard.press(C22B_SOLUTION[0]);
  assert.equal(await page.textContent('#mistakes'), 'Mistakes: 1', 'undo does not take a mistake back; a right digit is no mistake');
  await enter(page, 2, wrongDigit(2));
  await page.click('#pencil');
  await page.keyboard.press(wrongDigit(3)); // a pencil mark is never a mistake
  assert.equal(await page.textContent('#mistakes'), 'Mistakes: 2');
  await page.reload();
  await page.waitForSelector('#play-view[data-state="playing"]', PATIENCE);
  assert.equal(await page.isChecked('#mistake-counter'), true, 'the setting is saved');
  assert.equal(await page.textContent('#mistakes'), 'Mistakes: 2', 'the count is saved with the game');
  await page.selectOption('#language', 'zh');
  assert.equal(await page.textContent('#mistakes'), '错误：2');
  await page.selectOption('#language', 'en');
  await inSettings(page, (p) => p.uncheck('#mistake-counter'));
  assert.equal(await page.isVisible('#mistakes'), false);
  assert.deepEqual(site.errors, []);
  await page.close();
});

test('a link to a full grid says it is solved and starts no game and no clock', async () => {
  const page = await openPlay(site, `#p=${C22B}`);
  await enter(page, 0, C22B_SOLUTION[0]);
  const before = await view(page);
  await page.evaluate((grid) => { location.hash = `p=${grid}`; }, C22B_SOLUTION);
  await page.waitForSelector('#play-message[data-key="linkSolved"]', PATIENCE);
  assert.equal(await page.textContent('#play-message'),
    'The grid in this link is full and already solved: there is nothing to fill in, so it was not opened as a game.');
  assert.equal((await view(page)).gameId, before.gameId, 'the game on screen goes on');
  assert.equal(new URL(page.url()).hash, `#p=${C22B}`, 'the address names the game being played');
  assert.equal((await gamesListed(page)).playing.length, 1);
  await page.click('#games-close');

  // Opened fresh, with nothing saved: no game of the full grid; a new puzzle instead.
  await page.goto(`${site.url}favicon.svg`);
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${site.url}#p=${C22B_SOLUTION}`);
  await page.waitForSelector('#play-view[data-state="playing"]', PATIENCE);
  const fresh = await view(page);
  assert.notEqual(fresh.puzzle, C22B_SOLUTION);
  assert.equal(fresh.source, 'generated');
  await page.waitForSelector('#play-message[data-key="linkSolved"]', PATIENCE);
  // A full grid that breaks a rule is named so (the engine's validate() says which).
  const broken = `${C22B_SOLUTION[1]}${C22B_SOLUTION[0]}${C22B_SOLUTION.slice(2)}`;
  await page.evaluate((grid) => { location.hash = `p=${grid}`; }, broken);
  await page.waitForSelector('#play-message[data-key="linkFull"]', PATIENCE);
  assert.equal((await view(page)).gameId, fresh.gameId);
  assert.deepEqual(site.errors, []);
  await page.close();
});

test('Delete asks first; a finished game goes to the history part', async () => {
  const page = await site.newPage();
  await loadNearlyFull(page, { open: [blanks[0]], conflicts: 'shown' });
  const near = (await view(page)).gameId;
  await newPuzzle(page);
  const generated = await view(page);
  await enter(page, generated.values.indexOf('0'), '1');
  // Back to the nearly full game, and win it.
  await page.click('#games-open');
  await page.click(`#games-list li[data-game-id="${near}"] .game-main`);
  await page.waitForFunction((id) => document.getElementById('play-view').dataset.gameId === id, near);
  const events = page.evaluate(() => new Promise((done) => {
    document.getElementById('play-view').addEventListener('gamefinished', (e) => done(e.detail.game.id), { once: true });
  }));
  await enter(page, blanks[0], C22B_SOLUTION[blanks[0]]);
  await page.waitForSelector('#play-view[data-state="won"]', PATIENCE);
  assert.equal(await events, near, 'the page tells who listens that a game was won');
  let listed = await gamesListed(page);
  assert.deepEqual(listed.finished.map((row) => row.id), [near]);
  assert.equal(listed.finished[0].progress, 'solved');
  assert.match(listed.finished[0].date, /^solved /);
  assert.deepEqual(listed.playing.map((row) => row.id), [generated.gameId]);

  // Delete asks; Keep keeps it; Delete twice deletes it.
  const row = `#games-list li[data-game-id="${generated.gameId}"]`;
  await page.click(`${row} .game-delete`);
  assert.equal(await page.textContent(`${row} .game-ask`), 'Delete this game for good?');
  await screenshot(page, 'games-delete-ask.png');
  await page.click(`${row} .game-keep`);
  assert.equal((await gamesListed(page)).playing.length, 1);
  await page.click(`${row} .game-delete`);
  await page.click(`${row} .game-delete-yes`);
  listed = await gamesListed(page);
  assert.deepEqual(listed.playing, []);
  assert.equal(await page.textContent('#games-list'), 'No games in progress.');
  const written = await storage(page);
  assert.equal(written[`sudoku.game.v2.${generated.gameId}`], undefined);
  assert.equal(JSON.parse(written['sudoku.history.v2']).length, 1);
  await page.click('#games-close');
  // A reload shows the won game as it was.
  await page.reload();
  await page.waitForSelector('#play-view[data-state="won"]', PATIENCE);
  assert.equal(await page.$eval('#play-message', (el) => el.dataset.key), 'wonAgain');
  assert.deepEqual(site.errors, []);
  await page.close();
});

test('the Games dialog on a phone: rows fit, targets are 44 px tall; screenshots', async () => {
  const phone = await startSite({ viewport: { width: 375, height: 740 } });
  try {
    const page = await openPlay(phone, `#p=${C22B}`);
    await enter(page, 0, C22B_SOLUTION[0]);
    await newPuzzle(page);
    // The setting is a row of the Settings dialog, the whole row its touch target.
    await inSettings(page, async (p) => {
      await p.check('#mistake-counter');
      const toggle = await p.locator('.mistake-toggle').boundingBox();
      assert.ok(toggle.height >= 44, `the mistake setting is ${toggle.height}px tall`);
    });
    await screenshot(page, 'games-play-375.png');
    await page.click('#games-open');
    await page.waitForSelector('#games-dialog[open]');
    for (const sel of ['#games-list .game-main', '#games-list .game-delete', '#games-close']) {
      const box = await page.locator(sel).first().boundingBox();
      assert.ok(box.height >= 44, `${sel} is ${box.height}px tall`);
      assert.ok(box.x >= 0 && box.x + box.width <= 375, `${sel} fits`);
    }
    await screenshot(page, 'games-dialog-375.png');
    assert.deepEqual(phone.errors, []);
    await page.close();
  } finally {
    await phone.close();
  }
});

test('a saved solution is not trusted: one with two cells swapped never makes the right digit a mistake', async () => {
  const page = await openPlay(site, `#p=${C22B}`);
  await enter(page, 2, C22B_SOLUTION[2]);
  await settled(page);
  await page.goto(`${site.url}favicon.svg`);
  // r1c1 and r1c2 are open, with different digits: swapped, the solution still keeps the givens.
  assert.notEqual(C22B_SOLUTION[0], C22B_SOLUTION[1]);
  const swapped = C22B_SOLUTION[1] + C22B_SOLUTION[0] + C22B_SOLUTION.slice(2);
  await page.evaluate((solution) => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('sudoku.game.v2.'));
    localStorage.setItem(key, JSON.stringify({ ...JSON.parse(localStorage.getItem(key)), solution, solutions: 1 }));
  }, swapped);
  await page.goto(site.url);
  await page.waitForSelector('#app[data-state="ready"]', PATIENCE);
  await page.waitForSelector('#play-view[data-verdict="unique"]', PATIENCE);
  assert.equal((await playValues(page))[2], C22B_SOLUTION[2], 'the saved game came back');
  await enter(page, 0, C22B_SOLUTION[0]);
  await enter(page, 1, wrongDigit(1));
  await page.click('#check');
  await page.waitForSelector('#play-message[data-key="checkMistakes"]', PATIENCE);
  assert.ok(!(await cellClasses(page, 0)).includes('mistake'), 'the right digit is no mistake');
  assert.ok((await cellClasses(page, 1)).includes('mistake'), 'a wrong one still is: the engine\'s solution is known');
  assert.deepEqual(site.errors, []);
  await page.close();
});

test('past 30 games in progress none is dropped: the page asks the player to finish or delete some', async () => {
  const page = await openPlay(site, `#p=${C22B}`);
  await enter(page, 0, C22B_SOLUTION[0]);
  await storeCopiesOfGame(page, site, 30);
  await page.goto(site.url);
  await page.waitForSelector('#app[data-state="ready"]', PATIENCE);
  assert.equal((await gamesListed(page)).playing.length, 30);
  await page.click('#games-close');
  await newPuzzle(page);
  assert.equal(await page.$eval('#play-message', (el) => el.dataset.key), 'gamesMany');
  assert.match(await page.textContent('#play-message'), /^31 games are in progress\. None is deleted on its own/);
  await page.reload();
  await page.waitForSelector('#app[data-state="ready"]', PATIENCE);
  assert.equal((await gamesListed(page)).playing.length, 31, 'all kept over a reload');
  assert.deepEqual(site.errors, []);
  await page.close();
});

test('a game resumed with the same digits as the game before it gets its own rule check', async () => {
  const page = await openPlay(site, `#p=${C22B}`);
  await enter(page, 0, C22B_SOLUTION[0]);
  await storeCopiesOfGame(page, site, 2, { small: true });
  await page.goto(site.url);
  await page.waitForSelector('#app[data-state="ready"]', PATIENCE);
  await settled(page);
  await page.click('#games-open');
  await page.click('#games-list li[data-game-id="t1"] .game-main');
  await page.waitForFunction(() => document.getElementById('play-view').dataset.gameId === 't1');
  // The grid was asked about for the game before: its answer is this game's too.
  await settled(page);
  assert.deepEqual(site.errors, []);
  await page.close();
});

test('10,000 saved games: the Games dialog draws 50 rows at a time; Show more, Delete and Resume touch only their rows', async () => {
  const page = await openPlay(site, `#p=${C22B}`);
  await enter(page, 0, C22B_SOLUTION[0]);
  await storeCopiesOfGame(page, site, 10_000, { small: true });
  await page.goto(site.url);
  await page.waitForSelector('#app[data-state="ready"]', PATIENCE);
  await page.click('#games-open');
  await page.waitForSelector('#games-dialog[open]');
  const drawn = () => page.$$eval('#games-list li[data-game-id]:not(.current)', (lis) => lis.map((li) => li.dataset.gameId));
  let ids = await drawn();
  // The game on screen, then the 50 played last; 9,949 more behind the button.
  assert.equal(ids.length, 50);
  assert.deepEqual(ids.slice(0, 3), ['t1', 't2', 't3']);
  assert.equal(await page.textContent('#games-list .game-more'), 'Show more (9949 not shown yet)');
  // Which rows are the ones drawn before (the same DOM nodes) and which are new.
  const remember = () => page.evaluate(() => { window.rowsSeen = new Set(document.querySelectorAll('#games-list li[data-game-id]')); });
  const rowsNow = () => page.$$eval('#games-list li[data-game-id]', (lis) => lis.map((li) => ({
    id: li.dataset.gameId, kept: window.rowsSeen.has(li),
  })));
  await remember();
  await page.click('#games-list .game-more');
  let rows = await rowsNow();
  assert.equal(rows.length, 101);
  assert.ok(rows.slice(0, 51).every((row) => row.kept), 'Show more keeps the rows drawn');
  assert.ok(rows.slice(51).every((row) => !row.kept), 'and adds the next 50');
  ids = await drawn();
  assert.equal(ids[50], 't51');
  assert.equal(await page.evaluate(() => document.activeElement.closest('li')?.dataset.gameId), 't51', 'the keyboard is on the first new row');
  await remember();
  await page.click('#games-list .game-more');
  await page.click('#games-list .game-more');
  rows = await rowsNow();
  assert.equal(rows.length, 201);
  assert.ok(rows.slice(0, 101).every((row) => row.kept) && rows.slice(101).every((row) => !row.kept));
  assert.deepEqual((await drawn()).slice(-2), ['t199', 't200']);
  assert.equal(await page.textContent('#games-list .game-more'), 'Show more (9799 not shown yet)');

  // Delete asks, Keep, Delete, Delete: each time only the row asked about changes.
  await remember();
  const row150 = '#games-list li[data-game-id="t150"]';
  const othersKept = async (what) => {
    const now = (await rowsNow()).filter((row) => row.id !== 't150');
    assert.equal(now.length, 200, what);
    assert.ok(now.every((row) => row.kept), `${what}: the other rows are the ones drawn before`);
  };
  await page.click(`${row150} .game-delete`);
  assert.equal(await page.textContent(`${row150} .game-ask`), 'Delete this game for good?');
  assert.equal(await page.evaluate(() => document.activeElement.className), 'game-keep');
  await othersKept('asking');
  await page.click(`${row150} .game-keep`);
  assert.equal(await page.evaluate(() => document.activeElement.className), 'game-delete');
  await othersKept('kept');
  await page.click(`${row150} .game-delete`);
  await page.click(`${row150} .game-delete-yes`);
  await othersKept('deleted');
  assert.equal(await page.locator(row150).count(), 0);
  assert.equal(await page.textContent('#games-list .game-more'), 'Show more (9799 not shown yet)');
  assert.equal(await page.evaluate(() => localStorage.getItem('sudoku.game.v2.t150')), null);

  // Resume closes the dialog: no row is drawn again and storage is not read again.
  await page.evaluate(() => {
    window.storageReads = 0;
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = function counted(key) { window.storageReads += 1; return getItem.call(this, key); };
    window.rowsAdded = 0;
    new MutationObserver((changes) => { for (const c of changes) window.rowsAdded += c.addedNodes.length; })
      .observe(document.getElementById('games-list'), { childList: true, subtree: true });
  });
  await page.click('#games-list li[data-game-id="t180"] .game-main');
  await page.waitForFunction(() => document.getElementById('play-view').dataset.gameId === 't180');
  await settled(page);
  assert.deepEqual(await page.evaluate(() => [window.rowsAdded, window.storageReads]), [0, 0]);
  // Opening again starts from the first page; the deleted game is gone for good.
  await page.click('#games-open');
  assert.equal((await drawn()).length, 50);
  assert.equal(await page.textContent('#games-list .game-more'), 'Show more (9948 not shown yet)');
  assert.deepEqual(site.errors, []);
  await page.close();
});

test('when the browser keeps no copy of a game (storage full), the player is told, and play goes on', async () => {
  const page = await site.newPage();
  await page.goto(`${site.url}favicon.svg`);
  await page.evaluate(() => localStorage.clear());
  // Every write of a game in progress fails as a full storage does.
  await page.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function full(key, value) {
      if (key.startsWith('sudoku.game.v2.')) throw new DOMException('full', 'QuotaExceededError');
      return setItem.call(this, key, value);
    };
  });
  await openPlay(site, `#p=${C22B}`, { clear: false, page });
  await enter(page, 0, C22B_SOLUTION[0]);
  assert.equal(await page.$eval('#play-message', (el) => el.dataset.key), 'gamesNotSaved');
  assert.equal((await playValues(page))[0], C22B_SOLUTION[0], 'the move is made all the same');
  assert.deepEqual(site.errors, []);
  await page.close();
});

// C22b with every digit d written as d % 9 + 1: another puzzle, whose solution is known too.
const relabel = (text) => text.replace(/[1-9]/g, (d) => String((Number(d) % 9) + 1));
const P2 = relabel(C22B).replace(/0/g, '.');
const P2_SOLUTION = relabel(C22B_SOLUTION);
const valuesOf = (grid) => [...grid].map((c) => (c === '.' ? 0 : Number(c)));
// C22b's solution with two open cells of row 1 swapped: full, keeps the givens, breaks rules.
const C22B_SWAPPED = C22B_SOLUTION[1] + C22B_SOLUTION[0] + C22B_SOLUTION.slice(2);

/** Puts `records` ({ key: value }) into storage beside what is there (values as JSON). */
async function putRecords(page, records) {
  await page.goto(`${site.url}favicon.svg`);
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, JSON.stringify(value));
  }, records);
}

test('a win read from storage counts only once the engine finds its grid solved; otherwise the game goes on, its values kept', async () => {
  // The game on screen: C22b with one digit, then edited to claim a win with its blanks all 1.
  const page = await openPlay(site, `#p=${C22B}`);
  await enter(page, 0, C22B_SOLUTION[0]);
  await settled(page);
  const x = (await view(page)).gameId;
  await page.goto(`${site.url}favicon.svg`);
  const recordX = JSON.parse(await page.evaluate((key) => localStorage.getItem(key), `sudoku.game.v2.${x}`));
  const onesX = recordX.values.map((v) => v || 1);
  const now = Date.now();
  const finished = (id, puzzle, grid, completedMs) => ({
    id, puzzle, values: valuesOf(grid), marks: new Array(81).fill(0), elapsedMs: completedMs, completedMs,
    startedAt: now - 600000, updatedAt: now - 60000, finishedAt: now - 60000, history: [], future: [],
  });
  await putRecords(page, {
    [`sudoku.game.v2.${x}`]: { ...recordX, values: onesX, completedMs: 1234, finishedAt: now },
    'sudoku.history.v2': [
      finished('solvedy', P2, P2_SOLUTION, 5000),             // solved: stays a win
      finished('wrongz', C22B_DOTS, C22B_SWAPPED, 7000),       // full but breaks a rule
      { ...finished('changedw', C22B_DOTS, C22B_SOLUTION, 9000), values: valuesOf(`${C22B_SOLUTION.slice(0, 5)}1${C22B_SOLUTION.slice(6)}`) }, // r1c6 is a given 7
      finished('wrongk', P2, relabel(C22B_SWAPPED), 11000), // its id's key holds something unreadable
    ],
  });
  await page.evaluate(() => localStorage.setItem('sudoku.game.v2.wrongk', '{'));
  await page.goto(site.url);
  await page.waitForSelector('#app[data-state="ready"]', PATIENCE);
  await settled(page);
  // The on-screen claim: not a win, the player is told, the values are the stored ones.
  assert.equal((await view(page)).gameId, x);
  assert.equal((await view(page)).state, 'playing', 'a grid that breaks the rules is no win');
  await page.waitForSelector('#play-message[data-key="savedWinWrong"]', PATIENCE);
  assert.match(await page.textContent('#play-message'), /^This game was saved as solved, but its grid breaks a rule/);
  assert.equal(await playValues(page), onesX.join(''), 'nothing is lost');
  await page.waitForSelector('#play-view[data-saved-wins="checked"]', PATIENCE);
  const listed = await gamesListed(page);
  await page.click('#games-close');
  assert.deepEqual(listed.finished.map((row) => [row.id, row.progress, row.time]), [['solvedy', 'solved', '0:05']]);
  const playing = Object.fromEntries(listed.playing.map((row) => [row.id, row]));
  // wrongk goes on under a new id: the key of its id is left as it was.
  const moved = listed.playing.find((row) => !['changedw', 'wrongz', x].includes(row.id));
  assert.deepEqual(Object.keys(playing).sort(), ['changedw', 'wrongz', x, moved.id].sort());
  assert.equal(playing[x].current, true);
  assert.equal(playing.wrongz.progress, '59/59 filled');
  assert.equal(playing.wrongz.time, '0:07', 'its time so far');
  // Each refuted claim is a game in progress of its own, with its values; the list of
  // finished games keeps the one win.
  const written = await storage(page);
  assert.deepEqual(JSON.parse(written['sudoku.game.v2.wrongz']).values, valuesOf(C22B_SWAPPED));
  assert.equal(JSON.parse(written['sudoku.game.v2.wrongz']).completedMs, null);
  assert.deepEqual(JSON.parse(written['sudoku.history.v2']).map((h) => h.id), ['solvedy']);
  assert.equal(JSON.parse(written[`sudoku.game.v2.${x}`]).completedMs, null);
  assert.equal(written['sudoku.game.v2.wrongk'], '{');
  assert.deepEqual(JSON.parse(written[`sudoku.game.v2.${moved.id}`]).values, valuesOf(relabel(C22B_SWAPPED)));
  assert.deepEqual(JSON.parse(written[`sudoku.game.v2.${x}`]).values, onesX);
  // The refuted claims resume as games in progress, with their digits.
  await page.click('#games-open');
  await page.click('#games-list li[data-game-id="wrongz"] .game-main');
  await page.waitForFunction(() => document.getElementById('play-view').dataset.gameId === 'wrongz');
  await settled(page);
  assert.equal(await playValues(page), C22B_SWAPPED);
  assert.equal((await view(page)).state, 'playing');
  // And a reload keeps it so: no claim is left to check.
  await page.reload();
  await page.waitForSelector('#app[data-state="ready"]', PATIENCE);
  await settled(page);
  assert.equal((await view(page)).state, 'playing');
  assert.equal(await playValues(page), C22B_SWAPPED);
  assert.deepEqual(site.errors, []);
  await page.close();
});

test('until the engine has checked it, a win read from storage is not listed as solved', async () => {
  const page = await site.newPage();
  // A worker that never answers: the engine never loads, so nothing can be checked.
  await page.addInitScript(() => {
    window.Worker = class { postMessage() {} addEventListener() {} removeEventListener() {} terminate() {} };
  });
  await page.goto(`${site.url}favicon.svg`);
  await page.evaluate(() => localStorage.clear());
  const now = Date.now();
  await putRecords(page, {
    'sudoku.history.v2': [{
      id: 'solvedy', puzzle: P2, values: valuesOf(P2_SOLUTION), elapsedMs: 5000, completedMs: 5000,
      startedAt: now - 600000, updatedAt: now - 60000, finishedAt: now - 60000,
    }],
  });
  await page.goto(site.url);
  await page.click('#games-open');
  await page.waitForSelector('#games-dialog[open]');
  const rows = await page.$$eval('#games-history li[data-game-id]', (lis) => lis.map((li) => ({
    id: li.dataset.gameId, progress: li.querySelector('.game-progress').textContent, date: li.querySelector('.game-date').textContent,
  })));
  assert.deepEqual(rows.map((row) => [row.id, row.progress]), [['solvedy', 'not checked yet']]);
  assert.match(rows[0].date, /^started /);
  // Nothing was written: the claim waits, as stored, for the next check.
  assert.equal(JSON.parse(await page.evaluate(() => localStorage.getItem('sudoku.history.v2')))[0].completedMs, 5000);
  await page.close();
});

test('times and dates read from storage out of their sane range are treated as missing; the games are kept', async () => {
  const page = await openPlay(site, `#p=${C22B}`);
  await enter(page, 0, C22B_SOLUTION[0]);
  await settled(page);
  const x = (await view(page)).gameId;
  await page.goto(`${site.url}favicon.svg`);
  const recordX = JSON.parse(await page.evaluate((key) => localStorage.getItem(key), `sudoku.game.v2.${x}`));
  const now = Date.now();
  const DAY = 86400000;
  await putRecords(page, {
    [`sudoku.game.v2.${x}`]: { ...recordX, elapsedMs: 1e308 },
    'sudoku.game.v2.huge': { ...recordX, id: 'huge', elapsedMs: 1e308, startedAt: 1e308, updatedAt: now - 1000 },
    'sudoku.game.v2.long': { ...recordX, id: 'long', elapsedMs: 100 * DAY + 1, startedAt: -5, updatedAt: 1e308 },
    'sudoku.game.v2.ok': { ...recordX, id: 'ok', elapsedMs: 100 * DAY, startedAt: now - DAY, updatedAt: now - 2000 },
    'sudoku.history.v2': [
      // A solved grid whose time is absurd: no claim of a win is left, so it is a game in progress.
      { id: 'hugewin', puzzle: P2, values: valuesOf(P2_SOLUTION), elapsedMs: 3000, completedMs: 1e308, startedAt: now - DAY, updatedAt: now - 3000, finishedAt: now },
      { id: 'farday', puzzle: P2, values: valuesOf(P2_SOLUTION), elapsedMs: 3000, completedMs: 3000, startedAt: now - DAY, updatedAt: now - 4000, finishedAt: 1e308 },
    ],
  });
  await page.goto(site.url);
  await page.waitForSelector('#app[data-state="ready"]', PATIENCE);
  await settled(page);
  assert.match(await page.textContent('#timer'), /^0:0\d$/, 'the game on screen counts from 0');
  await page.waitForSelector('#play-view[data-saved-wins="checked"]', PATIENCE);
  const listed = await gamesListed(page);
  const rows = Object.fromEntries([...listed.playing, ...listed.finished].map((row) => [row.id, row]));
  assert.deepEqual(Object.keys(rows).sort(), ['farday', 'huge', 'hugewin', 'long', 'ok', x].sort(), 'every game kept');
  assert.equal(rows.huge.time, '0:00');
  assert.match(rows.huge.date, /^started /, 'no start date: the date it was saved on stands in');
  assert.equal(rows.long.time, '0:00');
  assert.equal(rows.long.date, '', 'no date rather than a wrong one');
  assert.equal(rows.ok.time, '2400:00:00', '100 days is still a time');
  assert.equal(rows.hugewin.progress, '59/59 filled');
  assert.deepEqual([rows.farday.progress, rows.farday.time], ['solved', '0:03']);
  assert.match(rows.farday.date, /^started /, 'the solving date is missing, the start is shown');
  // The game whose updatedAt was absurd sorts as the oldest, not the newest.
  assert.equal(listed.playing.at(-1).id, 'long');
  assert.deepEqual(site.errors, []);
  await page.close();
});

/**
 * Fills the page's storage to the browser's quota with filler keys, to within a few characters.
 * Returns the filler keys.
 */
function fillStorage(page) {
  return page.evaluate(() => {
    const keys = [];
    for (let size = 1 << 20; size >= 4; size >>= 1) {
      const chunk = 'x'.repeat(size);
      for (;;) {
        const key = `filler.${keys.length}`;
        try { localStorage.setItem(key, chunk); } catch { break; }
        keys.push(key);
      }
    }
    return keys;
  });
}

test('with storage full, a move or a win that cannot be saved is said, and nothing already saved changes', async () => {
  // Game A: C22b with two moves, so its record holds undo history.
  const page = await openPlay(site, `#p=${C22B}`);
  await enter(page, 0, C22B_SOLUTION[0]);
  await enter(page, 1, C22B_SOLUTION[1]);
  await settled(page);
  assert.equal((await playValues(page)).slice(0, 2), C22B_SOLUTION.slice(0, 2));
  const a = (await view(page)).gameId;
  // Game B on screen: the relabelled puzzle, two blanks left (r9c8 and r9c9 are open in C22b).
  const [next, last] = blanks.slice(-2);
  const valuesB = valuesOf(P2_SOLUTION);
  valuesB[next] = 0;
  valuesB[last] = 0;
  await putRecords(page, {
    'sudoku.game.v2.gameb': {
      id: 'gameb', puzzle: P2, values: valuesB, elapsedMs: 90000, startedAt: Date.now() - 600000, updatedAt: Date.now(),
      history: [], future: [],
    },
    'sudoku.session.v2': { current: 'gameb', selected: next, pencil: false },
  });
  await page.goto(site.url);
  await page.waitForSelector('#app[data-state="ready"]', PATIENCE);
  await page.waitForSelector('#play-view[data-verdict="unique"]', PATIENCE);
  await page.waitForFunction(() => document.getElementById('play-view').dataset.gradeLevel !== '', null, PATIENCE);
  assert.equal((await view(page)).gameId, 'gameb');
  const before = await storage(page);
  assert.equal(JSON.parse(before[`sudoku.game.v2.${a}`]).history.length, 2);
  const fillers = await fillStorage(page);
  assert.ok(fillers.length > 0);
  const kept = async (what) => {
    const now = await storage(page);
    for (const [key, value] of Object.entries(before)) {
      if (key !== 'sudoku.session.v2') assert.equal(now[key], value, `${what}: ${key} as it was`);
    }
  };
  // A move that cannot be saved: the player is told.
  await enter(page, next, P2_SOLUTION[next]);
  await settled(page);
  assert.equal(await page.$eval('#play-message', (el) => el.dataset.key), 'gamesNotSaved');
  await kept('a move');
  // The last digit: the win is shown, and said not to be kept.
  await enter(page, last, P2_SOLUTION[last]);
  await page.waitForSelector('#play-view[data-state="won"]', PATIENCE);
  assert.equal(await page.$eval('#play-message', (el) => el.dataset.key), 'wonNotSaved');
  assert.match(await page.textContent('#play-message'), /^Solved! Your time: .* This win could not be saved/);
  await kept('a win');
  // Room made, the win is kept when the page is left.
  await page.evaluate((keys) => { for (const key of keys) localStorage.removeItem(key); }, fillers);
  await page.goto(`${site.url}favicon.svg`);
  const after = await storage(page);
  assert.deepEqual(JSON.parse(after['sudoku.history.v2']).map((h) => h.id), ['gameb']);
  assert.equal(after['sudoku.game.v2.gameb'], undefined);
  assert.equal(after[`sudoku.game.v2.${a}`], before[`sudoku.game.v2.${a}`]);
  assert.deepEqual(site.errors, []);
  await page.close();
});
