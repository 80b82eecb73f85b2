// The page's look as a player meets it, in both themes and on three screens (1280x900, a
// 375x740 phone, the phone on its side at 740x375): every text's contrast against what is
// behind it (WCAG AA), no information in text under 12 px, 44 px touch targets on phones, a
// keypad that nothing moves, Apply in view, no sideways scroll (Play, Explain, Kids and the
// booklet dialog); where the hint is, on three desktops and five phones: beside the board and
// never over it, the game on one screen, the keys and the hint's title and buttons in view;
// the theme switch and prefers-color-scheme; print; the document title in the page's language.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, openPlay, settled, PATIENCE, C22B, screenshot } from './helpers.mjs';

const SCREENS = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 375, height: 740 },
  landscape: { width: 740, height: 375 },
};
const PHONES = new Set(['phone', 'landscape']);
const LINK = `#p=${C22B}`;
const cellSel = (cell) => `#play-board td[data-cell="${cell}"]`;

let site;
before(async () => { site = await startSite(); });
after(async () => { await site.close(); });

/**
 * Runs in the page: every visible text (text nodes, and the values selects and inputs show) with
 * its colour, the background it sits on (the element's and its ancestors' backgrounds composed
 * down to the first opaque one), the contrast ratio, its size and whether it is large text by
 * WCAG (24 px, or 18.66 px bold). Disabled controls are listed apart: WCAG exempts them.
 */
function auditText() {
  const parse = (text) => {
    const m = /rgba?\(([^)]+)\)/.exec(text);
    if (!m) return null;
    const [r, g, b, a = 1] = m[1].split(/[\s,/]+/).filter(Boolean).map(Number);
    return { r, g, b, a };
  };
  const over = (top, below) => ({
    r: top.r * top.a + below.r * (1 - top.a), g: top.g * top.a + below.g * (1 - top.a),
    b: top.b * top.a + below.b * (1 - top.a), a: 1,
  });
  const luminance = ({ r, g, b }) => {
    const lin = (v) => { const c = v / 255; return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  };
  const ratio = (a, b) => { const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
  // The layers behind `el`, top first, down to the first opaque one (a tint drawn as a
  // gradient of one colour counts as a layer too).
  function backgroundOf(el) {
    const layers = [];
    for (let node = el; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      const tint = /gradient\((rgba?\([^)]+\))/.exec(style.backgroundImage);
      if (tint) layers.push(parse(tint[1]));
      const colour = parse(style.backgroundColor);
      if (colour && colour.a > 0) layers.push(colour);
      if (colour && colour.a >= 1) break;
    }
    let base = { r: 255, g: 255, b: 255, a: 1 }; // the canvas under everything
    for (const layer of layers.reverse()) base = over(layer, base);
    return base;
  }
  const hiddenByClip = (el) => {
    for (let node = el; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.clip === 'rect(0px, 0px, 0px, 0px)' || (style.overflow === 'hidden' && node.getBoundingClientRect().width <= 1)) return true;
    }
    return false;
  };
  const seen = new Set();
  const out = [];
  const consider = (el, text) => {
    if (seen.has(el)) return;
    seen.add(el);
    if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return;
    const rect = el.getBoundingClientRect();
    if (rect.width < 1 || rect.height < 1 || hiddenByClip(el)) return;
    const style = getComputedStyle(el);
    const colour = parse(style.color);
    if (!colour || colour.a === 0) return; // e.g. the board while paused
    const background = backgroundOf(el);
    const size = parseFloat(style.fontSize);
    const bold = Number(style.fontWeight) >= 700;
    out.push({
      text: text.trim().slice(0, 30),
      where: `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}`,
      ratio: Math.round(ratio(over(colour, background), background) * 100) / 100,
      size,
      large: size >= 24 || (size >= 18.66 && bold),
      disabled: Boolean(el.closest(':disabled')),
    });
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!node.textContent.trim() || !el || el.closest('option, select, script, style, template')) continue;
    consider(el, node.textContent);
  }
  for (const el of document.querySelectorAll('select, input[type="text"], textarea')) {
    consider(el, el.tagName === 'SELECT' ? el.selectedOptions[0]?.textContent ?? '' : el.value || el.placeholder || ' ');
  }
  return out;
}

/** Runs in the page: the visible controls a finger may aim at, with their sizes. */
function auditTargets() {
  const out = [];
  for (const el of document.querySelectorAll('button, select, input, textarea, [role="tab"], a[href], [tabindex="0"]')) {
    if (!el.checkVisibility({ visibilityProperty: true })) continue;
    // A checkbox inside its label is pressed anywhere on the label: the label is its target.
    const target = el.type === 'checkbox' && el.closest('label') ? el.closest('label') : el;
    const { width, height } = target.getBoundingClientRect();
    if (width < 2 || height < 2) continue;
    out.push({ where: `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.dataset.digit ? `[${el.dataset.digit}]` : ''}`,
      width: Math.round(width * 10) / 10, height: Math.round(height * 10) / 10, cell: el.getAttribute('role') === 'gridcell' });
  }
  return out;
}

// Where the keypad is on the page (not the screen), so scrolling is not counted as moving it.
const keypadAt = (page) => page.$eval('#keypad', (el) => {
  const { x, y, width, height } = el.getBoundingClientRect();
  return { x: x + window.scrollX, y: y + window.scrollY, width, height };
});

const noSidewaysScroll = (page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** A game with something of everything on the board: digits, pencil marks, a conflict, a hint. */
async function busyBoard(page) {
  await page.click(cellSel(0));
  await page.keyboard.press('3'); // right (r1c1 = 3)
  await page.click(cellSel(1));
  await page.keyboard.press('7'); // conflicts with the given 7 in row 1
  await page.click(cellSel(2));
  for (const d of ['1', '2', '5']) await page.keyboard.press(`Shift+${d}`);
  await page.click(cellSel(0));
  await settled(page);
}

async function undoConflict(page) {
  await page.click(cellSel(1));
  await page.keyboard.press('Backspace');
  await settled(page);
}

async function openHint(page) {
  await page.click('#hint');
  await page.waitForSelector('#play-view[data-hint="step"]', PATIENCE);
}

// Pages in a PDF that Chromium prints of the page (A4), counted from the page objects.
// Pages of the print, on A4 or on US Letter (the shorter of the two papers the booklet offers).
const pdfPages = async (page, format = 'A4') => ((await page.pdf({ format })).toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;

const minimum = (rows) => rows.reduce((low, row) => (row.ratio < low.ratio ? row : low), { ratio: Infinity });
const measured = {};

for (const [screen, viewport] of Object.entries(SCREENS)) {
  for (const theme of ['light', 'dark']) {
    test(`${screen} ${theme}: contrast, text sizes, targets, a keypad that stays put`, async () => {
      const page = await site.newPage();
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: theme });
      await openPlay(site, LINK, { page });
      await busyBoard(page);
      const keypad = await keypadAt(page);

      // Texts: the board with marks and a selection, then with a hint on it, then Explain.
      const texts = [...await page.evaluate(auditText)];
      assert.ok((await page.getAttribute(cellSel(1), 'class')).includes('conflict'), 'a conflict is on the board');
      await undoConflict(page);
      // On a phone on its side the header scrolls away and the board fills the height.
      if (screen === 'landscape') await page.evaluate(() => document.querySelector('.play-main').scrollIntoView());
      await openHint(page);
      if (PHONES.has(screen)) {
        // The box stands in for the pad: its own button is on screen and nothing covers it; so
        // is the box itself. Its Keypad button brings the keys back where they were.
        assert.equal(await page.isHidden('#keypad'), true, 'the hint stands in for the pad');
        const more = await page.locator('#hint-box .hint-actions button').boundingBox();
        assert.ok(more.y >= 0 && more.y + more.height <= viewport.height && more.x + more.width <= viewport.width, 'the box\'s button is in view');
        assert.equal(await page.evaluate(({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest('#hint-box .hint-actions')), { x: more.x + more.width / 2, y: more.y + more.height / 2 }), true, 'nothing covers it');
        const box = await page.locator('#hint-box').boundingBox();
        assert.ok(box.y >= 0 && box.y + box.height <= viewport.height, `the hint box is in view (${Math.round(box.y)}..${Math.round(box.y + box.height)})`);
        texts.push(...await page.evaluate(auditText));
        await page.click('#hint-box .hint-back');
        await page.waitForSelector('#hint-box', { state: 'hidden', ...PATIENCE });
        assert.equal(await page.textContent('#hint'), 'Show hint');
        assert.equal(await page.getAttribute('#play-view', 'data-hint'), 'step', 'the hint stays on the board');
        assert.deepEqual(await keypadAt(page), keypad, 'the keys come back where they were');
        await page.click('#hint');
        await page.waitForSelector('#hint-box[data-level="1"]', PATIENCE);
      } else {
        assert.deepEqual(await keypadAt(page), keypad, 'a hint does not move the keypad');
        texts.push(...await page.evaluate(auditText));
      }
      assert.ok(await noSidewaysScroll(page), 'Play does not scroll sideways');
      await page.keyboard.press('Escape');
      await page.waitForSelector('#hint-box', { state: 'hidden', ...PATIENCE });

      // A message and the share box do not move the keypad either.
      await page.click('#check');
      await page.waitForSelector('#play-message:not(:empty)', PATIENCE);
      assert.deepEqual(await keypadAt(page), keypad, 'a message does not move the keypad');
      texts.push(...await page.evaluate(auditText));
      if (screen === 'phone') {
        // Over the status row, a tap puts the message away and Pause is there again.
        await page.click('#play-message');
        const pause = await page.locator('#pause').boundingBox();
        assert.equal(await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.id, { x: pause.x + pause.width / 2, y: pause.y + pause.height / 2 }), 'pause');
      }
      await page.click('#share');
      await page.waitForSelector('#share-box:not([hidden])', PATIENCE);
      assert.deepEqual(await keypadAt(page), keypad, 'the share box does not move the keypad');
      texts.push(...await page.evaluate(auditText));
      const targets = PHONES.has(screen) ? await page.evaluate(auditTargets) : [];

      await page.click('#tab-explain');
      await page.waitForSelector('#explain-view[data-steps="ready"]', PATIENCE);
      await page.$eval('#step-slider', (el) => { el.value = '2'; el.dispatchEvent(new Event('input', { bubbles: true })); });
      texts.push(...await page.evaluate(auditText));
      if (PHONES.has(screen)) targets.push(...await page.evaluate(auditTargets));
      assert.ok(await noSidewaysScroll(page), 'Explain does not scroll sideways');

      // The Kids view with pictures and a hint on it, then the booklet dialog.
      await page.click('#tab-kids');
      await page.waitForSelector('#kids-view[data-state="playing"]', PATIENCE);
      await page.click('#kids-pictures');
      await page.click('#kids-hint');
      // A pressed toggle under the pointer (a finger's hover stays on a phone) keeps its label.
      await page.hover('#kids-pictures');
      await page.waitForFunction(() => document.getElementById('kids-message').textContent !== '', null, PATIENCE);
      texts.push(...await page.evaluate(auditText));
      if (PHONES.has(screen)) targets.push(...await page.evaluate(auditTargets));
      assert.ok(await noSidewaysScroll(page), 'Kids does not scroll sideways');
      await page.click('#tab-play');
      // On an upright phone the message floats over the toolbar's row: a tap puts it away.
      if (screen === 'phone' && await page.isVisible('#play-message')) await page.click('#play-message');
      await page.click('#booklet-open');
      await page.waitForSelector('#booklet-dialog[open]', PATIENCE);
      texts.push(...await page.evaluate(auditText));
      if (PHONES.has(screen)) targets.push(...await page.evaluate(auditTargets));
      await page.click('#booklet-close');

      // What issue 30 added: Settings (mistake limit, digit first, colours, hints), the
      // statistics with their chart, the daily archive, and Colour mode's keypad.
      for (const [open, dialog, close] of [
        ['#settings-open', '#settings-dialog', '#settings-close'], ['#statistics-open', '#statistics-dialog', '#statistics-close'],
        ['#archive-open', '#archive-dialog', '#archive-close'],
      ]) {
        if (screen === 'phone' && await page.isVisible('#play-message')) await page.click('#play-message');
        await page.click(open);
        await page.waitForSelector(`${dialog}[open]`, PATIENCE);
        texts.push(...await page.evaluate(auditText));
        if (PHONES.has(screen)) targets.push(...await page.evaluate(auditTargets));
        await page.click(close);
      }
      await page.click('#colour');
      assert.equal(await page.getAttribute('#keypad', 'data-mode'), 'colour');
      texts.push(...await page.evaluate(auditText));
      if (PHONES.has(screen)) targets.push(...await page.evaluate(auditTargets));
      await page.click('#colour');

      const enabled = texts.filter((row) => !row.disabled);
      const low = enabled.filter((row) => row.ratio < (row.large ? 3 : 4.5));
      assert.deepEqual(low, [], 'every text meets WCAG AA contrast');
      const small = enabled.filter((row) => row.size < 12);
      assert.deepEqual(small, [], 'no text under 12 px');
      const worst = minimum(enabled);
      const worstDisabled = minimum(texts.filter((row) => row.disabled));
      (measured[theme] ??= []).push(`${screen} ${worst.ratio} (${worst.where} "${worst.text}")`);
      console.log(`# ${screen} ${theme}: ${enabled.length} texts, lowest contrast ${worst.ratio}:1 at ${worst.where} "${worst.text}"` +
        `${worstDisabled.where ? `; disabled (exempt) lowest ${worstDisabled.ratio}:1 at ${worstDisabled.where}` : ''}`);
      if (PHONES.has(screen)) {
        // Nine cells of 44 px need 396 px plus lines: a 375 px screen cannot give them that, so
        // cells are held to what the width allows and reported; every other control to 44 px.
        const controls = targets.filter((row) => !row.cell);
        const tiny = controls.filter((row) => row.width < 44 || row.height < 44);
        assert.deepEqual(tiny, [], 'every control is at least 44x44 px');
        const cells = targets.filter((row) => row.cell);
        const cell = cells.length ? Math.min(...cells.map((row) => Math.min(row.width, row.height))) : null;
        const least = controls.reduce((a, b) => (Math.min(b.width, b.height) < Math.min(a.width, a.height) ? b : a));
        console.log(`# ${screen} ${theme}: smallest control ${least.width}x${least.height} px (${least.where}), board cells ${cell} px`);
        if (cell !== null) assert.ok(cell >= 32, `cells ${cell} px`);
      }
      await page.close();
    });
  }
}

test('the board grows with the screen: 72 px cells at 1920x1080, fitting a 320 px phone', async () => {
  const page = await site.newPage();
  await page.setViewportSize({ width: 1920, height: 1080 });
  await openPlay(site, LINK, { page });
  const big = await page.locator(cellSel(40)).boundingBox();
  console.log(`# 1920x1080: cells ${big.width}x${big.height} px`);
  assert.ok(big.width >= 70 && big.width <= 73, `cells ${big.width} px at 1920x1080`);
  const board = await page.locator('#play-board').boundingBox();
  assert.ok(board.y + board.height <= 1080, 'the board fits the height');
  await page.setViewportSize({ width: 320, height: 640 });
  const small = await page.locator(cellSel(40)).boundingBox();
  const fits = await page.locator('#play-board').boundingBox();
  console.log(`# 320x640: cells ${small.width} px`);
  assert.ok(fits.x >= 0 && fits.x + fits.width <= 320, 'the board fits a 320 px phone');
  assert.ok(await noSidewaysScroll(page));
  await page.close();
});

// Where the hint is, on the screens of desktops and phones. Arto Inkala's puzzle: its first
// step is a dynamic forcing chain, whose level 2 (the pattern, the branches, the legend) is
// longer than a phone's box.
const INKALA = '800000000003600000070090200050007000000045700000100030001000068008500010090000400';
const WHERE = [
  [1280, 800], [1366, 768], [1920, 1080],
  [360, 640], [375, 667], [375, 740], [390, 844], [740, 360],
];
const rectOf = (page, sel) => page.$eval(sel, (el) => {
  const { left, top, right, bottom } = el.getBoundingClientRect();
  return { left, top, right, bottom };
});
const inside = (r, v) => r.left >= v.left - 0.5 && r.top >= v.top - 0.5 && r.right <= v.right + 0.5 && r.bottom <= v.bottom + 0.5;
const apart = (a, b) => a.right <= b.left + 0.5 || b.right <= a.left + 0.5 || a.bottom <= b.top + 0.5 || b.bottom <= a.top + 0.5;
const show = (r) => `${Math.round(r.left)},${Math.round(r.top)}..${Math.round(r.right)},${Math.round(r.bottom)}`;

for (const [width, height] of WHERE) {
  const phone = width < 600 || height <= 560;
  test(`${width}x${height}: the keys in view, the hint beside the board and never over it, its title and button in view`, async () => {
    const page = await site.newPage();
    await page.setViewportSize({ width, height });
    await openPlay(site, `#p=${INKALA}`, { page });
    const screen = { left: 0, top: 0, right: width, bottom: height };
    const scrolls = () => page.evaluate(() => ({
      down: document.documentElement.scrollHeight - window.innerHeight, across: document.documentElement.scrollWidth - window.innerWidth,
    }));
    if (phone) assert.deepEqual(await scrolls(), { down: 0, across: 0 }, 'the game is one screen: the page does not scroll');
    const keys = await page.$$eval('.pad button', (els) => els.map((el) => {
      const { left, top, right, bottom } = el.getBoundingClientRect();
      return { key: el.id || el.dataset.digit, left, top, right, bottom };
    }));
    assert.equal(keys.length, 18, 'nine digits and nine buttons');
    assert.deepEqual(keys.filter((k) => !inside(k, screen)).map((k) => `${k.key} ${show(k)}`), [], 'every key is on the screen');
    const board = await rectOf(page, '#play-board');
    assert.ok(inside(board, screen), `the board is on the screen (${show(board)})`);

    await page.click('#hint');
    await page.waitForSelector('#hint-box[data-level="1"]', PATIENCE);
    await page.click('#hint-box .hint-actions button');
    await page.waitForSelector('#hint-box[data-level="2"]', PATIENCE);
    assert.ok(await page.locator('#hint-box .hint-branches li').count() > 0, 'a forcing chain, branch by branch');
    const box = await rectOf(page, '#hint-box');
    console.log(`# ${width}x${height}: board ${show(board)}, hint ${show(box)}`);
    assert.deepEqual(await rectOf(page, '#play-board'), board, 'the board stays put');
    assert.ok(apart(box, board), `the hint (${show(box)}) does not cover the board (${show(board)})`);
    assert.ok(box.left >= board.right || box.top >= board.bottom, 'beside the board or under it');
    if (!phone) assert.ok(box.left >= board.right && box.top < board.bottom, 'on a desktop, beside the board');
    assert.ok(inside(box, screen), `the hint is on the screen (${show(box)})`);
    if (phone) assert.deepEqual(await scrolls(), { down: 0, across: 0 }, 'the page still does not scroll');
    // The title and the box's button: on the screen, in the box, on top (nothing covers their
    // middle); the text opens at its top, and a cue says when more of it lies below.
    for (const sel of ['.hint-title', '.hint-actions button']) {
      const part = await rectOf(page, `#hint-box ${sel}`);
      assert.ok(inside(part, screen) && inside(part, box), `${sel} (${show(part)}) is in view in the box (${show(box)})`);
      assert.equal(await page.evaluate(({ s, x, y }) => document.elementFromPoint(x, y)?.closest(s) !== null,
        { s: `#hint-box ${sel}`, x: (part.left + part.right) / 2, y: (part.top + part.bottom) / 2 }), true, `nothing covers ${sel}`);
    }
    const body = await page.$eval('#hint-box .hint-body', (el) => ({ top: el.scrollTop, more: el.scrollHeight > el.clientHeight + 2 }));
    assert.equal(body.top, 0, 'the text opens at its top');
    assert.equal(await page.getAttribute('#hint-box', 'data-more'), body.more ? 'below' : null, 'the cue says whether more lies below');
    await screenshot(page, `where-${width}x${height}-hint.png`);
    await page.close();
  });
}

test('the theme switch is remembered, a bad saved theme is "system", the system theme is followed', async () => {
  const page = await site.newPage();
  await page.emulateMedia({ colorScheme: 'light' });
  await openPlay(site, LINK, { page });
  const background = () => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  const themeColor = () => page.$eval('meta[name="theme-color"]', (el) => el.content);
  assert.equal(await page.$eval('meta[name="color-scheme"]', (el) => el.content), 'light dark');
  assert.equal(await page.inputValue('#theme'), 'system');
  assert.equal(await background(), 'rgb(255, 255, 255)');
  const light = await themeColor();

  await page.selectOption('#theme', 'dark');
  assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
  assert.equal(await background(), 'rgb(18, 20, 23)');
  assert.notEqual(await themeColor(), light, 'the browser bar follows');
  await page.reload();
  await page.waitForSelector('#app[data-state="ready"]', PATIENCE);
  assert.equal(await page.inputValue('#theme'), 'dark', 'remembered across reload');
  assert.equal(await background(), 'rgb(18, 20, 23)');

  // The system says dark: "system" follows it, "light" overrides it.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.selectOption('#theme', 'system');
  assert.equal(await page.getAttribute('html', 'data-theme'), null);
  assert.equal(await background(), 'rgb(18, 20, 23)', 'prefers-color-scheme: dark gives the dark palette');
  await page.selectOption('#theme', 'light');
  assert.equal(await background(), 'rgb(255, 255, 255)');

  // A hand-edited theme is ignored; the rest of the settings survive it.
  await page.evaluate(() => localStorage.setItem('sudoku.settings.v1', JSON.stringify({ theme: 'purple', conflicts: 'hidden' })));
  await page.reload();
  await page.waitForSelector('#app[data-state="ready"]', PATIENCE);
  assert.equal(await page.inputValue('#theme'), 'system');
  assert.equal(await page.inputValue('#conflicts'), 'hidden');
  assert.equal(await background(), 'rgb(18, 20, 23)');
  await page.close();
});

test('print: the board alone, black on white, givens bold; Explain prints its boards', async () => {
  const page = await site.newPage();
  await page.emulateMedia({ colorScheme: 'dark' });
  await openPlay(site, LINK, { page });
  await page.click(cellSel(0));
  await page.keyboard.press('3');
  await settled(page);
  await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
  for (const sel of ['.bar', '.toolbar', '.pad', '#keypad', '.status-row', '#play-message']) {
    assert.equal(await page.isHidden(sel), true, `${sel} is not printed`);
  }
  assert.equal(await page.isVisible('#play-board'), true);
  const look = (cell) => page.$eval(cellSel(cell), (td) => {
    const style = getComputedStyle(td);
    return { color: style.color, background: style.backgroundColor, weight: style.fontWeight, text: td.textContent };
  });
  assert.deepEqual(await look(0), { color: 'rgb(0, 0, 0)', background: 'rgb(255, 255, 255)', weight: '400', text: '3' }, 'the player\'s digit (selected on screen)');
  assert.deepEqual(await look(5), { color: 'rgb(0, 0, 0)', background: 'rgb(255, 255, 255)', weight: '700', text: '7' }, 'a given');
  const board = await page.locator('#play-board').boundingBox();
  const width = await page.evaluate(() => window.innerWidth);
  assert.ok(Math.abs(board.x + board.width / 2 - width / 2) < 4, 'centred');
  assert.equal(await pdfPages(page), 1, 'the board prints on one page');

  await page.emulateMedia({ media: 'screen' });
  await page.click('#tab-explain');
  await page.waitForSelector('#explain-view[data-state="ready"]', PATIENCE);
  await page.emulateMedia({ media: 'print' });
  assert.equal(await page.isHidden('#explain-view .toolbar'), true);
  assert.equal(await page.locator('#boards table.board:visible').count(), 4);
  assert.equal(await page.isHidden('#step-slider'), true);
  assert.equal(await pdfPages(page), 1, 'the four boards print on one page');
  assert.equal(await pdfPages(page, 'Letter'), 1, 'and on one US Letter page');
  await page.close();
});

test('the document title follows the language', async () => {
  const page = await site.newPage();
  await openPlay(site, LINK, { page });
  assert.equal(await page.title(), 'Sudoku');
  await page.selectOption('#language', 'zh');
  assert.equal(await page.title(), '数独');
  assert.equal(await page.textContent('#theme option[value="dark"]'), '深色');
  await page.reload();
  await page.waitForSelector('#app[data-state="ready"]', PATIENCE);
  assert.equal(await page.title(), '数独');
  await page.selectOption('#language', 'en');
  assert.equal(await page.title(), 'Sudoku');
  assert.deepEqual(site.errors, []);
  await page.close();
});

after(() => {
  for (const [theme, rows] of Object.entries(measured)) console.log(`# lowest contrast, ${theme}: ${rows.join('; ')}`);
});
