// Keyboard play (issue 14, item 6): the board is one Tab stop, the arrows move the selection
// whatever was clicked last, every key the Keys panel lists does what it says, and the panel
// opens and lists them in English and Chinese.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, openPlay, playValues, screenshot, settled, PATIENCE, C22B } from './helpers.mjs';

let site;
before(async () => { site = await startSite(); });
after(async () => { await site.close(); });

const LINK = `#p=${C22B}`;
const cellSel = (cell) => `#play-board td[data-cell="${cell}"]`;
const focusedCell = (page) => page.evaluate(() => document.activeElement?.dataset.cell ?? null);
const selectedCells = (page) => page.$$eval('#play-board td.selected', (tds) => tds.map((td) => td.dataset.cell));
const marksOf = (page, cell) => page.$eval(cellSel(cell), (td) => [...td.querySelectorAll('.marks span')].map((s) => s.textContent).join(''));
const viewState = (page) => page.$eval('#play-view', (el) => el.dataset.state);
const messageKey = (page) => page.$eval('#play-message', (el) => el.dataset.key);

/** WCAG contrast ratio of two computed colours ('rgb(r, g, b)'). */
function contrast(a, b) {
  const luminance = (css) => {
    const [r, g, b] = css.match(/[\d.]+/g).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** The rows of the open Keys panel: [[caps...], what they do]. */
const panelRows = (page) => page.$$eval('#keys-list tr', (rows) => rows.map((row) => [
  [...row.querySelectorAll('kbd')].map((k) => k.textContent), row.querySelector('td').textContent]));

test('the board is one Tab stop: Tab lands on the selected cell, and Check is a few presses away', async (t) => {
  const page = await openPlay(site, LINK);
  await page.click(cellSel(10));
  assert.deepEqual(await page.$$eval('#play-board td[tabindex="0"]', (tds) => tds.map((td) => td.dataset.cell)), ['10']);
  // From the control before the board (Pause, at the end of the status row).
  await page.focus('#pause');
  await page.keyboard.press('Tab');
  assert.equal(await focusedCell(page), '10');
  let presses = 0;
  while (await page.evaluate(() => document.activeElement?.id) !== 'check' && presses < 40) {
    await page.keyboard.press('Tab');
    presses += 1;
  }
  assert.ok(presses <= 10, `${presses} Tab presses from the board to Check`);
  t.diagnostic(`${presses} Tab presses from the board to Check (Undo and Redo disabled)`);
  for (let i = 0; i < presses; ++i) await page.keyboard.press('Shift+Tab');
  assert.equal(await focusedCell(page), '10', 'Shift+Tab comes back to the selected cell');
  await page.close();
});

test('the arrows move the selection after a keypad button, Pencil, Undo or a click beside the board', async () => {
  const page = await openPlay(site, LINK);
  await page.click(cellSel(0));
  await page.click('#keypad button[data-digit="3"]');
  assert.equal((await playValues(page))[0], '3');
  await page.keyboard.press('ArrowRight');
  assert.deepEqual(await selectedCells(page), ['1']);
  assert.equal(await focusedCell(page), '1', 'focus follows the selection back to the board');
  await page.click('#pencil');
  await page.keyboard.press('ArrowDown');
  assert.deepEqual(await selectedCells(page), ['10']);
  await page.click('#undo');
  await page.keyboard.press('ArrowLeft');
  assert.deepEqual(await selectedCells(page), ['9']);
  await page.mouse.click(1100, 850); // the empty page beside the pad
  await page.keyboard.press('ArrowUp');
  assert.deepEqual(await selectedCells(page), ['0']);
  // Not inside a dialog's text field.
  await page.click('#paste-open');
  await page.focus('#paste-input');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('5');
  assert.deepEqual(await selectedCells(page), ['0']);
  assert.equal((await playValues(page))[0], '.');
  await page.keyboard.press('Escape');
  await page.close();
});

test('every key the Keys panel lists does what it says', async () => {
  const page = await openPlay(site, LINK);
  await page.click(cellSel(0));
  await page.keyboard.press('?');
  await page.waitForSelector('#keys-dialog[open]', PATIENCE);
  const listed = (await panelRows(page)).flatMap(([caps]) => caps);
  await page.keyboard.press('Escape');
  assert.equal(await page.isVisible('#keys-dialog'), false);
  assert.equal(await focusedCell(page), '0', 'closing the panel gives focus back to the board');

  // Each leaves the board as the next expects (r1c1 selected and empty); '0' runs first, as
  // integer keys lead an object.
  const checks = new Map(Object.entries({
    '←': async () => { await page.keyboard.press('ArrowLeft'); assert.deepEqual(await selectedCells(page), ['8']); },
    '→': async () => { await page.keyboard.press('ArrowRight'); assert.deepEqual(await selectedCells(page), ['0']); },
    '↓': async () => { await page.keyboard.press('ArrowDown'); assert.deepEqual(await selectedCells(page), ['9']); },
    '↑': async () => { await page.keyboard.press('ArrowUp'); assert.deepEqual(await selectedCells(page), ['0']); },
    // Several cells: r1c1-r1c3 are empty in C22b. Each check leaves r1c1 alone selected again.
    'Shift+←↑→↓': async () => {
      await page.keyboard.press('Shift+ArrowRight');
      await page.keyboard.press('Shift+ArrowRight');
      assert.deepEqual(await selectedCells(page), ['0', '1', '2']);
      assert.equal(await focusedCell(page), '2');
      // A digit goes into all three as one move; one undo takes all three back.
      await page.keyboard.press('5');
      assert.equal((await playValues(page)).slice(0, 3), '555');
      await page.keyboard.press('Control+z');
      assert.equal((await playValues(page)).slice(0, 3), '...');
      // Esc lets the others go.
      await page.keyboard.press('Escape');
      assert.deepEqual(await selectedCells(page), ['2']);
      await page.click(cellSel(0));
    },
    'Shift/Ctrl+click': async () => {
      await page.click(cellSel(2), { modifiers: ['Shift'] });
      await page.click(cellSel(4), { modifiers: ['Control'] });
      assert.deepEqual(await selectedCells(page), ['0', '2', '4']);
      await page.keyboard.press('Shift+7');
      assert.deepEqual([await marksOf(page, 0), await marksOf(page, 2), await marksOf(page, 4)], ['7', '7', '7']);
      // Pressed again with all three holding it: the mark goes from all three.
      await page.keyboard.press('Shift+7');
      assert.deepEqual([await marksOf(page, 0), await marksOf(page, 2), await marksOf(page, 4)], ['', '', '']);
      await page.click(cellSel(4), { modifiers: ['Control'] });
      assert.deepEqual(await selectedCells(page), ['0', '2']);
      await page.click(cellSel(0));
      assert.deepEqual(await selectedCells(page), ['0']);
    },
    drag: async () => {
      const box = async (cell) => {
        const b = await page.locator(cellSel(cell)).boundingBox();
        return [b.x + b.width / 2, b.y + b.height / 2];
      };
      await page.mouse.move(...await box(0));
      await page.mouse.down();
      await page.mouse.move(...await box(1), { steps: 4 });
      await page.mouse.move(...await box(10), { steps: 4 });
      await page.mouse.up();
      assert.deepEqual(await selectedCells(page), ['0', '1', '10']);
      await page.keyboard.press('Delete'); // nothing to clear: nothing changes
      await page.click(cellSel(0));
      assert.deepEqual(await selectedCells(page), ['0']);
    },
    End: async () => { await page.keyboard.press('End'); assert.deepEqual(await selectedCells(page), ['8']); },
    Home: async () => { await page.keyboard.press('Home'); assert.deepEqual(await selectedCells(page), ['0']); },
    Tab: async () => {
      await page.keyboard.press('Tab');
      assert.equal(await focusedCell(page), null, 'Tab leaves the board');
      await page.keyboard.press('Shift+Tab');
      assert.equal(await focusedCell(page), '0');
    },
    '1–9': async () => { await page.keyboard.press('5'); assert.equal((await playValues(page))[0], '5'); },
    '0': async () => { await page.keyboard.press('5'); await page.keyboard.press('0'); assert.equal((await playValues(page))[0], '.'); },
    Backspace: async () => { await page.keyboard.press('5'); await page.keyboard.press('Backspace'); assert.equal((await playValues(page))[0], '.'); },
    Delete: async () => { await page.keyboard.press('5'); await page.keyboard.press('Delete'); assert.equal((await playValues(page))[0], '.'); },
    'Shift+1–9': async () => { await page.keyboard.press('Shift+2'); assert.equal(await marksOf(page, 0), '2'); },
    'Ctrl+Z': async () => { await page.keyboard.press('Control+z'); assert.equal(await marksOf(page, 0), ''); },
    'Ctrl+Y': async () => { await page.keyboard.press('Control+y'); assert.equal(await marksOf(page, 0), '2'); },
    'Ctrl+Shift+Z': async () => {
      await page.keyboard.press('Control+z');
      await page.keyboard.press('Control+Shift+Z');
      assert.equal(await marksOf(page, 0), '2');
      await page.keyboard.press('Backspace');
      assert.equal(await marksOf(page, 0), '');
    },
    O: async () => {
      await page.keyboard.press('o');
      assert.equal(await page.getAttribute('#colour', 'aria-pressed'), 'true');
      await page.keyboard.press('3');
      assert.equal(await page.$eval(cellSel(0), (td) => td.dataset.colours), '30');
      assert.equal((await playValues(page))[0], '.', 'a colour, not a digit');
      await page.keyboard.press('Control+z');
      await page.keyboard.press('o');
      assert.equal(await page.getAttribute('#colour', 'aria-pressed'), 'false');
    },
    P: async () => {
      await page.keyboard.press('p');
      assert.equal(await page.getAttribute('#pencil', 'aria-pressed'), 'true');
      assert.equal(await page.textContent('#pencil'), 'Pencil');
      await page.keyboard.press('p');
      assert.equal(await page.getAttribute('#pencil', 'aria-pressed'), 'false');
      // The button goes on to corner marks; P then turns notes off.
      await page.click('#pencil');
      await page.click('#pencil');
      assert.equal(await page.textContent('#pencil'), 'Corner');
      await page.click(cellSel(0));
      await page.keyboard.press('6');
      assert.equal(await page.$eval(cellSel(0), (td) => td.querySelector('.corners')?.textContent), '6');
      await page.keyboard.press('Backspace');
      await page.keyboard.press('p');
      assert.equal(await page.getAttribute('#pencil', 'aria-pressed'), 'false');
      assert.equal(await page.textContent('#pencil'), 'Pencil');
    },
    'Alt+1–9': async () => {
      await page.keyboard.press('Alt+3');
      await page.keyboard.press('Alt+1');
      assert.equal(await page.$eval(cellSel(0), (td) => td.querySelector('.corners').textContent), '13');
      assert.equal(await marksOf(page, 0), '', 'corner marks, not centre marks');
      assert.equal((await playValues(page))[0], '.');
      await page.keyboard.press('Backspace');
      assert.equal(await page.$eval(cellSel(0), (td) => td.querySelector('.corners')), null);
    },
    F: async () => {
      await page.keyboard.press('f');
      await page.waitForFunction(() => document.getElementById('play-message').dataset.key === 'notesFilled', null, PATIENCE);
      assert.ok((await marksOf(page, 1)).length > 0, 'an empty cell shows its candidates');
      await page.keyboard.press('Control+z');
    },
    H: async () => {
      await page.keyboard.press('h');
      await page.waitForSelector('#hint-box:not([hidden])', PATIENCE);
    },
    Esc: async () => {
      await page.keyboard.press('Escape');
      await page.waitForSelector('#hint-box', { state: 'hidden', ...PATIENCE });
    },
    C: async () => {
      await page.click(cellSel(0)); // the hint selected the cell of its step
      await page.keyboard.press('1'); // r1c1 is 3 in the solution
      await page.keyboard.press('c');
      await page.waitForFunction(() => document.getElementById('play-message').dataset.key === 'checkMistakes', null, PATIENCE);
      assert.ok((await page.$eval(cellSel(0), (td) => [...td.classList])).includes('mistake'));
      await page.keyboard.press('Backspace');
    },
    Space: async () => {
      await page.keyboard.press(' ');
      assert.equal(await viewState(page), 'paused');
      assert.equal(await page.isVisible('#pause-cover'), true);
      await page.keyboard.press(' ');
      assert.equal(await viewState(page), 'playing');
    },
    '?': async () => {
      await page.keyboard.press('?');
      await page.waitForSelector('#keys-dialog[open]', PATIENCE);
      await page.click('#keys-close');
      assert.equal(await page.isVisible('#keys-dialog'), false);
    },
    N: async () => {
      await settled(page);
      const before = await page.$eval('#play-view', (el) => el.dataset.puzzle);
      await page.keyboard.press('n');
      await page.waitForFunction((p) => document.getElementById('play-view').dataset.puzzle !== p, before, PATIENCE);
    },
  }));
  assert.deepEqual(listed.filter((cap) => !checks.has(cap)), [], 'every listed key has a check');
  assert.deepEqual([...checks.keys()].filter((cap) => !listed.includes(cap)), [], 'every checked key is listed');
  for (const [cap, check] of checks) {
    await check().catch((error) => { throw new Error(`key ${cap}: ${error.message}`); });
  }
  assert.deepEqual(site.errors, []);
  await page.close();
});

test('the Keys panel opens from its button, lists the keys in English and Chinese, and the buttons name their keys', async () => {
  const page = await openPlay(site, LINK);
  for (const [id, keys] of [['#check', 'C'], ['#pause', 'Space'], ['#play-new', 'N'], ['#fill-notes', 'F'],
    ['#pencil', 'P'], ['#hint', 'H'], ['#undo', 'Control+Z'], ['#keys-open', '?']]) {
    assert.equal((await page.getAttribute(id, 'aria-keyshortcuts')).split(' ')[0], keys, id);
  }
  assert.equal(await page.getAttribute('#check', 'title'), 'C');
  await page.click('#keys-open');
  await page.waitForSelector('#keys-dialog[open]', PATIENCE);
  const rows = await panelRows(page);
  // Every row names its keys and what they do (which keys: the test above, which presses each).
  assert.ok(rows.length >= 16 && rows.every(([caps, does]) => caps.length > 0 && does.length > 0));
  assert.deepEqual(rows.find(([caps]) => caps.includes('C')), [['C'], 'Check the grid']);
  assert.deepEqual(rows.find(([caps]) => caps.includes('F')), [['F'], 'Fill notes: every empty cell gets its candidates']);
  await screenshot(page, 'keys-panel-1280.png');
  // Readable in both colour schemes: the panel's text and key caps against their backgrounds.
  for (const scheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: scheme });
    const [text, caps] = await page.evaluate(() => {
      const style = (sel) => getComputedStyle(document.querySelector(sel));
      return [[style('#keys-list td').color, style('#keys-dialog').backgroundColor],
        [style('#keys-list kbd').color, style('#keys-list kbd').backgroundColor]];
    });
    assert.ok(contrast(...text) >= 4.5, `${scheme}: text ${contrast(...text).toFixed(2)}:1`);
    assert.ok(contrast(...caps) >= 4.5, `${scheme}: key caps ${contrast(...caps).toFixed(2)}:1`);
    if (scheme === 'dark') await screenshot(page, 'keys-panel-dark-1280.png');
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.keyboard.press('Escape');

  await page.selectOption('#language', 'zh');
  await page.click('#keys-open');
  const zh = await panelRows(page);
  assert.deepEqual(zh.find(([caps]) => caps.includes('C')), [['C'], '检查盘面']);
  assert.deepEqual(zh.find(([, does]) => does === '暂停或继续'), [['空格键'], '暂停或继续']);
  assert.equal(await page.textContent('#keys-title'), '快捷键');
  await page.keyboard.press('Escape');
  await page.selectOption('#language', 'en');
  await page.close();

  const phone = await startSite({ viewport: { width: 375, height: 740 } });
  try {
    const small = await openPlay(phone, LINK);
    await small.click('#keys-open');
    await small.waitForSelector('#keys-dialog[open]', PATIENCE);
    const box = await small.locator('#keys-dialog').boundingBox();
    assert.ok(box.x >= 0 && box.x + box.width <= 375, 'the panel fits the phone');
    const close = await small.locator('#keys-close').boundingBox();
    assert.ok(close.height >= 32);
    await screenshot(small, 'keys-panel-375.png');
    await small.keyboard.press('Escape');
    await small.selectOption('#language', 'zh');
    assert.equal(await small.textContent('#fill-notes'), '填入笔记');
    assert.equal(await small.textContent('label:has(#auto-notes) .setting-name'), '自动笔记');
    await screenshot(small, 'notes-pad-zh-375.png', { fullPage: true });
    await small.close();
  } finally {
    await phone.close();
  }
});
