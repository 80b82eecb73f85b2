// Small things players noticed (issue 30, item 11): a printed puzzle says its level, date and the
// seed that makes it again; the Level menu shows the level of the game on screen; Ctrl+Enter
// plays an entered puzzle, and entering the puzzle on screen says so; the view tabs take Home
// and End; a phone's message line leaves the Level / New puzzle / Daily row free; a finished
// board's green digits read at 4.5:1 on the selected cell and on the same-digit highlight.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  startSite, openPlay, playValues, settled, screenshot, nodeEngine, PATIENCE, C22B, C22B_SOLUTION, HARDEST,
} from './helpers.mjs';

let site;
before(async () => { site = await startSite({ viewport: { width: 1280, height: 900 } }); });
after(async () => { await site.close(); });

const view = (page) => page.$eval('#play-view', (el) => ({ ...el.dataset }));

test('a printed puzzle carries its level, SE score, date, seed and link; the seed makes the same puzzle again', async () => {
  const page = await openPlay(site);
  const { puzzle } = await view(page);
  await page.waitForFunction(() => document.getElementById('play-view').dataset.gradeLevel !== '', null, PATIENCE);
  await page.emulateMedia({ media: 'print' });
  assert.equal(await page.isVisible('#print-facts'), true, 'on paper');
  const facts = await page.textContent('#print-facts');
  const match = facts.match(/^(Easy|Medium|Hard|Expert|Extreme) · SE (\d+\.\d) · (.+) · seed (\d+) at level ([1-5]) · (http\S+#p=[0-9]{81})$/);
  assert.ok(match, facts);
  const [, , , date, seed, level, link] = match;
  assert.equal(date, new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date()));
  assert.equal(link.slice(-81), puzzle.replace(/\./g, '0'));
  // The engine makes the same puzzle from that seed at that level.
  const engine = await nodeEngine();
  assert.equal(engine.generate({ level: Number(level), seed: Number(seed) }).puzzle, puzzle);
  await page.pdf({ path: `${process.cwd()}/build/screenshots/print-one-puzzle.pdf`, format: 'A4' }).catch(() => {});
  await page.emulateMedia({ media: 'screen' });
  assert.equal(await page.isVisible('#print-facts'), false, 'not on screen');

  // A link's puzzle has no seed: its link makes it again. The seed survives a reload.
  await page.evaluate((p) => { location.hash = `p=${p}`; }, C22B);
  await page.waitForFunction((p) => document.getElementById('play-view').dataset.puzzle === p, C22B.replace(/0/g, '.'), PATIENCE);
  const linkFacts = await page.textContent('#print-facts');
  assert.doesNotMatch(linkFacts, /seed/);
  assert.match(linkFacts, new RegExp(`#p=${C22B}$`));
  assert.deepEqual(site.errors, []);
  await page.close();
});

test('the Level menu shows the level of the game on screen; the saved choice stays the player\'s', async () => {
  const page = await openPlay(site, `#p=${C22B}`);
  await page.waitForFunction(() => document.getElementById('play-view').dataset.gradeLevel !== '', null, PATIENCE);
  const { gradeLevel } = await view(page);
  assert.equal(await page.inputValue('#play-level'), gradeLevel);
  // Another level chosen: New puzzle makes one of it, and the menu then shows it.
  const other = gradeLevel === '1' ? '2' : '1';
  await page.selectOption('#play-level', other);
  await page.click('#play-new');
  await page.waitForFunction((p) => {
    const el = document.getElementById('play-view');
    return el.dataset.puzzle !== p && !el.dataset.making;
  }, C22B.replace(/0/g, '.'), PATIENCE);
  assert.equal((await view(page)).level, other);
  assert.equal(await page.inputValue('#play-level'), other);
  // Back to the first game from the Games list: the menu follows it.
  await page.click('#games-open');
  await page.click('#games-list li:not(.current) .game-main');
  await page.waitForFunction((p) => document.getElementById('play-view').dataset.puzzle === p, C22B.replace(/0/g, '.'), PATIENCE);
  assert.equal(await page.inputValue('#play-level'), gradeLevel);
  assert.deepEqual(site.errors, []);
  await page.close();
});

test('Enter a puzzle: Ctrl+Enter plays it, even before the check has answered; the puzzle on screen says it is already here', async () => {
  const page = await openPlay(site, `#p=${C22B}`);
  await page.click('#paste-open');
  await page.fill('#paste-input', C22B);
  await page.waitForSelector('#paste-status[data-verdict="unique"]', PATIENCE);
  await page.keyboard.press('Control+Enter');
  assert.equal(await page.isVisible('#paste-dialog'), false);
  assert.equal(await page.$eval('#play-message', (el) => el.dataset.key), 'pasteOnScreen');
  assert.equal(await page.textContent('#play-message'), 'This is the puzzle you are playing: your progress stays as it is.');

  await page.click('#paste-open');
  // Typed and sent at once: the dialog plays it when the engine has counted one solution.
  await page.fill('#paste-input', HARDEST);
  await page.keyboard.press('Control+Enter');
  await page.waitForFunction((p) => document.getElementById('play-view').dataset.puzzle === p, HARDEST.replace(/0/g, '.'), PATIENCE);
  assert.equal(await page.isVisible('#paste-dialog'), false);
  // A text with no single solution is never played by the key.
  await page.click('#paste-open');
  await page.fill('#paste-input', '1'.repeat(81));
  await page.keyboard.press('Control+Enter');
  await page.waitForSelector('#paste-status[data-verdict="invalid"]', PATIENCE);
  assert.equal(await page.isVisible('#paste-dialog'), true);
  await page.click('#paste-cancel');
  assert.deepEqual(site.errors, []);
  await page.close();
});

test('the view tabs take Home and End as well as the arrows', async () => {
  const page = await openPlay(site);
  await page.focus('#tab-play');
  await page.keyboard.press('End');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'tab-explain');
  assert.equal(await page.getAttribute('#tab-explain', 'aria-selected'), 'true');
  await page.keyboard.press('Home');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'tab-play');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'tab-explain');
  await page.keyboard.press('Home');
  assert.equal(await page.isVisible('#play-view'), true);
  await page.close();
});

test('on a phone a message leaves the Level / New puzzle / Daily row free', async () => {
  const phone = await startSite({ viewport: { width: 360, height: 640 } });
  try {
    const page = await openPlay(phone, `#p=${C22B}`);
    await page.click('#check');
    await page.waitForSelector('#play-message:not(:empty)', PATIENCE);
    await screenshot(page, 'phone-message-below-toolbar.png');
    for (const id of ['play-level', 'play-new', 'daily']) {
      const box = await page.locator(`#${id}`).boundingBox();
      const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('[id]')?.id, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
      assert.equal(hit, id, `${id} is not covered`);
    }
    const message = await page.locator('#play-message').boundingBox();
    const toolbar = await page.locator('#play-new').boundingBox();
    assert.ok(message.y >= toolbar.y + toolbar.height, 'the message starts below the toolbar row');
    assert.deepEqual(phone.errors, []);
  } finally {
    await phone.close();
  }
});

/** WCAG contrast of two CSS rgb() colours. */
function contrast(a, b) {
  const lum = (rgb) => {
    const [r, g, bl] = rgb.match(/[\d.]+/g).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

for (const theme of ['light', 'dark']) {
  test(`a finished board (${theme}): the green digits read at 4.5:1 on the selected cell and the same-digit highlight`, async () => {
    // The solution with two blanks holding the same digit: both are entered, one is selected.
    const digit = C22B_SOLUTION[0];
    const cells = [...C22B_SOLUTION].flatMap((c, cell) => (c === digit && C22B[cell] === '0' ? [cell] : [])).slice(0, 2);
    const almost = [...C22B_SOLUTION].map((c, cell) => (cells.includes(cell) ? '0' : c)).join('');
    const page = await site.newPage();
    await page.emulateMedia({ colorScheme: theme });
    await openPlay(site, `#p=${almost}`, { page });
    for (const cell of cells) {
      await page.click(`#play-board td[data-cell="${cell}"]`);
      await page.keyboard.press(digit);
    }
    await page.waitForSelector('#play-view[data-state="won"]', PATIENCE);
    assert.equal(await playValues(page), C22B_SOLUTION);
    const [selected, same] = await Promise.all([cells[1], cells[0]].map((cell) => page.$eval(`#play-board td[data-cell="${cell}"]`, (td) => {
      const style = getComputedStyle(td);
      return { classes: [...td.classList], color: style.color, background: style.backgroundColor };
    })));
    assert.ok(selected.classes.includes('selected') && same.classes.includes('same'), `${selected.classes} / ${same.classes}`);
    for (const [where, cell] of [['selected', selected], ['same digit', same]]) {
      const ratio = contrast(cell.color, cell.background);
      assert.ok(ratio >= 4.5, `${where}: ${ratio.toFixed(2)}:1 (${cell.color} on ${cell.background})`);
    }
    await settled(page);
    await page.close();
  });
}
