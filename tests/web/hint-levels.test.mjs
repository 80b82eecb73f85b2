// Hints in three levels (where to look, the pattern, the result with Apply), in en and zh; a
// chain's links drawn as arrows between candidates; a forcing chain's branches written out; the
// row, column and box numbers around the board; the grade's tooltip in the registry's words.
// The steps expected come from the engine's Node build, independently of the page; every
// puzzle here is a position part way through a puzzle of ../shared/data/forum_hardest_1106.txt
// (its digits so far as givens), chosen for the technique of its next step.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { startSite, openPlay, playValues, screenshot, nodeEngine, PATIENCE, C22B, inSettings } from './helpers.mjs';

const HIDDEN_SINGLE = C22B;
const NAKED_SINGLE = '....3..24.23...7..419572386.....3.....5.9.8.....8.5...2...4...9..7..946.964.5.21.';
const POINTING = '........8..3...4.2.9..2..6.....79.......612...6.532.7...8...5...1.....2.4.5.....3';
const X_CHAIN = '........3..1..9.6..5..8.4.....9...8...867.....1...82....6..7.2..3.8..5..4.......8';
const REGION_FORCING = '.62.....3.41..9.6..5..864...749...8...867.....1...82...86..7.2..3.8..5..4.......8';
const DYNAMIC_FORCING = '..42.3....7..8....2.81....6..3....9.98.32....1..7....38.....45....8..9....9..5..8';
const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 900 };

let site;
let engine;
before(async () => {
  site = await startSite({ viewport: DESKTOP });
  engine = await nodeEngine();
});
after(async () => { await site.close(); });

const cellSel = (cell) => `#play-board td[data-cell="${cell}"]`;
const rc = (cell) => `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;
const houseCells = (house) => Array.from({ length: 81 }, (_, c) => c).filter((c) => (house < 9 ? Math.floor(c / 9) === house
  : house < 18 ? c % 9 === house - 9 : Math.floor(c / 27) * 3 + Math.floor((c % 9) / 3) === house - 18));
const HAN_BESIDE_CELL = /[\u4e00-\u9fff]r\dc\d|r\dc\d[\u4e00-\u9fff]/;

/** The engine's next step for `puzzle` with nothing entered (what the page asks). */
function stepOf(puzzle) {
  const answer = engine.hint({ puzzle, values: [...puzzle].map((c) => (c === '.' ? 0 : Number(c))) });
  assert.equal(answer.kind, 'step');
  return answer.step;
}

/**
 * A chain's links read independently of the page: a branch starts wherever a link does not go on
 * from the one before, its start taken as `startTruth`; a weak link from a true candidate makes
 * the next false, a strong link from a false one makes the next true. Returns the branches as
 * { start: 'r9c3 is 7', path: ['r9c3 is not 5', ...] }.
 */
function readChain(links, startTruth) {
  const branches = [];
  let truth = null;
  let last = null;
  const says = (cell, digit, isTrue) => `${rc(cell)} ${isTrue ? 'is' : 'is not'} ${digit}`;
  for (const link of links) {
    if (last !== `${link.fromCell}:${link.fromDigit}`) {
      branches.push({ start: says(link.fromCell, link.fromDigit, startTruth), path: [] });
      truth = startTruth;
    }
    truth = !link.strong && truth === true ? false : link.strong && truth === false ? true : null;
    assert.notEqual(truth, null, 'links alternate');
    branches.at(-1).path.push(says(link.toCell, link.toDigit, truth));
    last = `${link.toCell}:${link.toDigit}`;
  }
  return branches;
}

/**
 * The lines of readChain's branches as the hint words them. A branch that repeats two or more
 * opening claims of an earlier branch of the same start says so once: "If X: as above up to
 * <its last shared claim>, then <the rest>."
 */
function branchLines(branches) {
  return branches.map(({ start, path }, i) => {
    let shared = 0;
    for (const earlier of branches.slice(0, i)) {
      if (earlier.start !== start) continue;
      let n = 0;
      while (n < earlier.path.length - 1 && n < path.length - 1 && earlier.path[n] === path[n]) ++n;
      shared = Math.max(shared, n);
    }
    return shared >= 2 ? `If ${start}: as above up to ${path[shared - 1]}, then ${path.slice(shared).join(' → ')}.`
      : `If ${start}: ${path.join(' → ')}.`;
  });
}

/** Presses H and waits for the hint box at `level`. */
async function pressH(page, level) {
  await page.keyboard.press('h');
  await page.waitForSelector(`#hint-box[data-level="${level}"]`, PATIENCE);
}

const text = (page, selector) => page.textContent(`#hint-box ${selector}`);
const classed = (page, name) => page.$$eval(`#play-board td.${name}`, (tds) => tds.map((td) => Number(td.dataset.cell)).sort((a, b) => a - b));
const count = (page, selector) => page.locator(selector).count();

async function inChinese(page, check) {
  await page.selectOption('#language', 'zh');
  await check();
  await page.selectOption('#language', 'en');
}

test('H three times: where to look, then the pattern, then the result; Apply makes the step (hidden single)', async () => {
  const step = stepOf(HIDDEN_SINGLE);
  assert.equal(step.technique, 'hiddenSingleBox');
  const [house] = step.houses;
  const [{ cell, digit }] = step.placements;
  const page = await openPlay(site, `#p=${HIDDEN_SINGLE}`);
  const before = await playValues(page);

  // 1: the technique and the house; no digit, nothing removed, no pattern cell.
  await pressH(page, 1);
  assert.equal(await text(page, '.hint-title'), `${step.name} · SE ${step.rating.toFixed(1)}`);
  assert.equal(await text(page, '.hint-level'), 'Hint 1 of 3 · where to look');
  assert.equal(await text(page, '.hint-text'), `Look at box ${house - 17}. One digit has only one place left there.`);
  assert.deepEqual(await classed(page, 'hint-house'), houseCells(house));
  for (const name of ['hint-pattern', 'hint-place', 'hint-elim']) assert.deepEqual(await classed(page, name), [], name);
  assert.equal(await count(page, '#play-board .hint-digit, #play-board .marks span.key, #play-board .marks span.elim'), 0, 'no digit on the board');
  assert.ok(!(await page.textContent('#hint-box')).includes(step.explanation.en), 'not the answer yet');
  assert.equal(await page.textContent('#hint'), 'Next hint');
  await inChinese(page, async () => {
    assert.equal(await text(page, '.hint-level'), '提示 1/3 · 看哪里');
    assert.equal(await text(page, '.hint-text'), `请看第 ${house - 17} 宫。有一个数字在这里只剩一个位置。`);
  });

  // 2: the pattern: the cell and its digit, in plain words; still nothing placed.
  await pressH(page, 2);
  assert.equal(await text(page, '.hint-level'), 'Hint 2 of 3 · the pattern');
  assert.equal(await text(page, '.hint-text'), `In box ${house - 17}, ${digit} fits only in ${rc(cell)}: every other empty cell there already sees a ${digit} in its row, column or box.`);
  assert.deepEqual(await classed(page, 'hint-pattern'), [cell]);
  assert.deepEqual(await page.$$eval(`${cellSel(cell)} .marks span.key`, (s) => s.map((x) => x.textContent)), [String(digit)]);
  assert.equal(await count(page, '#play-board .hint-digit'), 0, 'not placed yet');
  await inChinese(page, async () => {
    assert.equal(await text(page, '.hint-text'), `在第 ${house - 17} 宫中，${digit} 只能填在 ${rc(cell)}：那里其他空格所在的行、列或宫里都已经有 ${digit}。`);
  });

  // 3: the result, with Apply.
  await pressH(page, 3);
  assert.equal(await text(page, '.hint-level'), 'Hint 3 of 3 · the result');
  assert.equal(await text(page, '.hint-result'), `Place ${digit} in ${rc(cell)}.`);
  assert.equal(await text(page, '.hint-why'), `It is the only place left for ${digit} in box ${house - 17}.`);
  assert.equal(await page.$eval(`${cellSel(cell)} .hint-digit`, (el) => el.textContent), String(digit));
  assert.equal(await page.textContent('#hint'), 'Apply hint');
  await inChinese(page, async () => {
    assert.equal(await text(page, '.hint-level'), '提示 3/3 · 结果');
    assert.equal(await text(page, '.hint-result'), `在 ${rc(cell)} 填 ${digit}。`);
    assert.equal(await text(page, '.hint-why'), `它是第 ${house - 17} 宫中 ${digit} 唯一能填的位置。`);
    const box = await page.textContent('#hint-box');
    assert.doesNotMatch(box, HAN_BESIDE_CELL, 'a space between Chinese and r#c#');
  });
  assert.equal(await playValues(page), before, 'showing the levels changes nothing');
  await page.click('#hint-box .hint-apply');
  await page.waitForFunction(() => !document.getElementById('play-view').dataset.hint, null, PATIENCE);
  assert.equal((await playValues(page))[cell], String(digit));
  assert.match(await page.textContent('#play-message'), new RegExp(`Applied: ${step.name.replace(/[()]/g, '\\$&')}`));
  assert.deepEqual(site.errors, []);
  await page.close();
});

test('plain words: a naked single and a pointing pair, en and zh, and the result in words', async () => {
  const single = stepOf(NAKED_SINGLE);
  assert.equal(single.technique, 'nakedSingle');
  const [{ cell, digit }] = single.placements;
  let page = await openPlay(site, `#p=${NAKED_SINGLE}`);
  await pressH(page, 1);
  assert.equal(await text(page, '.hint-text'), `Look at ${rc(cell)}. Only one digit fits there.`);
  assert.deepEqual(await classed(page, 'hint-house'), [cell]);
  assert.equal(await count(page, '#play-board .marks span'), 0, 'no candidates shown');
  await pressH(page, 2);
  assert.equal(await text(page, '.hint-text'), `Only ${digit} fits in ${rc(cell)}: the other eight digits are already in its row, column or box.`);
  await inChinese(page, async () => {
    assert.equal(await text(page, '.hint-text'), `${rc(cell)} 只能填 ${digit}：其余八个数字已经出现在它所在的行、列或宫里。`);
  });
  await page.close();

  const pointing = stepOf(POINTING);
  assert.equal(pointing.technique, 'pointing');
  const box = pointing.houses.find((h) => h >= 18) - 17;
  const col = pointing.houses.find((h) => h < 18) - 8;
  assert.ok(pointing.houses.every((h) => h >= 9), 'a box and a column');
  const d = pointing.digits[0];
  const cells = pointing.cells.map(rc);
  const list = (items) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);
  page = await openPlay(site, `#p=${POINTING}`);
  await pressH(page, 1);
  assert.equal(await text(page, '.hint-text'), `Look at box ${box} and column ${col}. In the box, one digit only fits along one line.`);
  await pressH(page, 2);
  assert.equal(await text(page, '.hint-text'), `In box ${box}, ${d} can only go in column ${col} (${list(cells)}). `
    + `So the ${d} of column ${col} must be in box ${box}, and the cells of column ${col} outside box ${box} cannot be ${d}.`);
  assert.deepEqual(await classed(page, 'hint-elim'), [], 'nothing struck out before the result');
  await inChinese(page, async () => {
    assert.equal(await text(page, '.hint-text'), `在第 ${box} 宫中，${d} 只能填在第 ${col} 列上（${cells.join('、')}）。`
      + `所以第 ${col} 列的 ${d} 一定在第 ${box} 宫里，第 ${col} 列在第 ${box} 宫以外的格子都不能填 ${d}。`);
  });
  await pressH(page, 3);
  const removed = pointing.eliminations.map((e) => e.cell);
  assert.equal(await text(page, '.hint-result'), `Remove ${d} from ${list(removed.map(rc))}.`);
  assert.deepEqual(await classed(page, 'hint-elim'), [...removed].sort((a, b) => a - b));
  await inChinese(page, async () => {
    assert.equal(await text(page, '.hint-result'), `从 ${removed.map(rc).join('、')} 删去 ${d}。`);
  });
  assert.deepEqual(site.errors, []);
  await page.close();
});

/** Checks the arrows on screen against `links`: one per link, its kind, its ends in its cells. */
async function checkArrows(page, links) {
  const drawn = await page.$$eval('svg.hint-links line.hint-link', (lines) => {
    const svg = lines[0]?.ownerSVGElement.getBoundingClientRect();
    return lines.map((line) => ({
      className: line.getAttribute('class'),
      x1: svg.left + Number(line.getAttribute('x1')), y1: svg.top + Number(line.getAttribute('y1')),
      x2: svg.left + Number(line.getAttribute('x2')), y2: svg.top + Number(line.getAttribute('y2')),
    }));
  });
  assert.equal(drawn.length, links.length, 'one arrow per link');
  const inside = async (cell, x, y) => {
    const box = await page.locator(cellSel(cell)).boundingBox();
    return x > box.x && x < box.x + box.width && y > box.y && y < box.y + box.height;
  };
  for (const [i, link] of links.entries()) {
    const arrow = drawn[i];
    assert.equal(arrow.className, `hint-link ${link.strong ? 'strong' : 'weak'}`, `link ${i} kind`);
    assert.ok(await inside(link.fromCell, arrow.x1, arrow.y1), `link ${i} starts in ${rc(link.fromCell)}`);
    assert.ok(await inside(link.toCell, arrow.x2, arrow.y2), `link ${i} ends in ${rc(link.toCell)}: ${JSON.stringify([arrow, await page.locator(cellSel(link.toCell)).boundingBox(), page.viewportSize()])}`);
  }
}

test('a chain step draws one arrow per link, strong solid and weak dashed, with a legend; at 1280 and 375 wide', async () => {
  const step = stepOf(X_CHAIN);
  // A chain of single-digit links: an X-chain (SE's scale) or, on the Sukaku scale, one of three strong links.
  assert.ok(['xChain', 'threeStrongLinks'].includes(step.technique), step.technique);
  assert.ok(step.links.some((l) => l.strong) && step.links.some((l) => !l.strong));
  for (const [name, viewport] of [['1280', DESKTOP], ['375', PHONE]]) {
    const page = await site.newPage();
    await page.setViewportSize(viewport);
    await openPlay(site, `#p=${X_CHAIN}`, { page });
    await pressH(page, 1);
    assert.equal(await count(page, 'svg.hint-links line'), 0, 'no arrows at the nudge');
    await pressH(page, 2);
    await checkArrows(page, step.links);
    // Dashed and solid as drawn by the browser.
    const dashes = await page.$$eval('svg.hint-links line', (lines) => lines.map((l) => getComputedStyle(l).strokeDasharray));
    step.links.forEach((link, i) => assert.equal(dashes[i] === 'none', link.strong, `link ${i} dashed exactly when weak`));
    assert.deepEqual(await page.$$eval('#hint-box .hint-legend .legend-item', (items) => items.map((i) => i.textContent)),
      ['strong link: if one is false, the other is true', 'weak link: if one is true, the other is false']);
    for (const cell of step.cells) {
      assert.deepEqual(await page.$$eval(`${cellSel(cell)} .marks span.key`, (s) => s.map((x) => Number(x.textContent))), step.digits);
    }
    // The chain read out: if its first candidate is false, its last is true; so one of the two is.
    const [{ start, path }] = readChain(step.links, false);
    const first = start.replace(' is not ', ' is ');
    assert.deepEqual(await page.$$eval('#hint-box .hint-chain', (ps) => ps.map((p) => p.textContent)), [`If ${start}: ${path.join(' → ')}.`]);
    const [{ cell: removed, digit: gone }] = step.eliminations;
    const conclusion = await text(page, '.hint-conclusion');
    assert.ok(conclusion.startsWith(`So ${first} or ${path.at(-1)}: at least one of the two is true.`), conclusion);
    assert.ok(conclusion.endsWith(`${rc(removed)} is not ${gone}.`), conclusion);
    await screenshot(page, `hint-chain-${name}.png`, { fullPage: true });
    await pressH(page, 3);
    await checkArrows(page, step.links);
    await page.click('#hint-box .hint-apply');
    await page.waitForFunction(() => !document.getElementById('play-view').dataset.hint, null, PATIENCE);
    assert.equal(await count(page, 'svg.hint-links line'), 0, 'the arrows go with the hint');
    await page.close();
  }
  assert.deepEqual(site.errors, []);
});

test('a forcing chain shows its branches: each assumption followed link by link to the same conclusion', async () => {
  const step = stepOf(REGION_FORCING);
  assert.equal(step.technique, 'regionForcingChain');
  const page = await openPlay(site, `#p=${REGION_FORCING}`);
  await pressH(page, 1);
  assert.equal(await text(page, '.hint-text'), 'Look at row 9. Try each place of one digit there in turn: they all lead to the same conclusion.');
  await pressH(page, 2);
  await checkArrows(page, step.links);
  // A branch from each place of 7 in row 9, assumed true.
  const lines = readChain(step.links, true);
  assert.equal(lines.length, step.cells.length, 'one branch per place of the digit');
  const expected = branchLines(lines);
  assert.deepEqual(await page.$$eval('#hint-box .hint-branches li', (items) => items.map((i) => i.textContent)), expected);
  const [{ cell, digit }] = step.eliminations;
  for (const line of expected) assert.ok(line.endsWith(`${rc(cell)} is not ${digit}.`), `every branch ends with the result: ${line}`);
  await screenshot(page, 'hint-forcing-1280.png', { fullPage: true });
  await inChinese(page, async () => {
    const items = await page.$$eval('#hint-box .hint-branches li', (li) => li.map((i) => i.textContent));
    assert.equal(items.length, expected.length);
    for (const item of items) {
      assert.match(item, /^若 r\dc\d 是 \d：/);
      assert.ok(item.endsWith(`${rc(cell)} 不是 ${digit}。`), item);
    }
  });
  await page.close();

  // A dynamic forcing chain: the assumption, its lines, and the contradiction they make.
  const dynamic = stepOf(DYNAMIC_FORCING);
  assert.equal(dynamic.technique, 'dynamicForcingChain');
  const other = await openPlay(site, `#p=${DYNAMIC_FORCING}`);
  await pressH(other, 1);
  await pressH(other, 2);
  await checkArrows(other, dynamic.links);
  const [{ cell: refuted, digit: wrong }] = dynamic.eliminations;
  assert.deepEqual(await other.$$eval('#hint-box p.hint-text:not(.hint-conclusion)', (ps) => ps.map((p) => p.textContent)), [
    'Each line below is played out on the grid as it changes, with the deductions it allows.',
    `Suppose ${rc(refuted)} were ${wrong}, and follow where it leads:`,
  ]);
  assert.deepEqual(await other.$$eval('#hint-box .hint-conclusion', (ps) => ps.map((p) => p.textContent.replace(/r\dc\d would be \d and not \d/, 'X'))),
    ['Then X at once: a contradiction.', `So the assumption is false: ${rc(refuted)} is not ${wrong}.`]);
  assert.deepEqual(await other.$$eval('#hint-box .hint-branches li', (items) => items.map((i) => i.textContent)),
    branchLines(readChain(dynamic.links, true)));
  assert.deepEqual(site.errors, []);
  await other.close();
});

test('screenshots of the three levels at 1280x900 and 375x740; on a phone the box speaks of taps, not keys', async () => {
  for (const [name, viewport] of [['1280', DESKTOP], ['375', PHONE]]) {
    const page = await site.newPage();
    await page.setViewportSize(viewport);
    await openPlay(site, `#p=${POINTING}`, { page });
    for (const level of [1, 2, 3]) {
      // On a phone the open box stands in for the pad: its own button goes on.
      await page.click(level > 1 && viewport === PHONE ? '#hint-box .hint-actions button' : '#hint');
      await page.waitForSelector(`#hint-box[data-level="${level}"]`, PATIENCE);
      const next = await text(page, '.hint-next');
      if (viewport === PHONE) {
        assert.ok(!/\bH\b/.test(next), `no key on a phone: ${next}`);
        assert.match(next, /^Tap /);
      } else {
        assert.match(next, /\bH\b/);
      }
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= viewport.width, `Play is ${width}px wide on a ${viewport.width}px screen`);
      const button = await page.locator('#hint-box .hint-actions button').boundingBox();
      assert.ok(button.height >= 44, `the box's button is ${button.height}px tall`);
      await screenshot(page, `hint-level${level}-${name}.png`, { fullPage: true });
    }
    await page.close();
  }
  assert.deepEqual(site.errors, []);
});

test('row and column numbers 1-9 line up with the cells; box numbers on request, remembered', async () => {
  for (const viewport of [DESKTOP, PHONE]) {
    const page = await site.newPage();
    await page.setViewportSize(viewport);
    await openPlay(site, `#p=${C22B}`, { page });
    const table = await page.locator('#play-board').boundingBox();
    const cols = await page.$$eval('.board-labels .col-label', (s) => s.map((x) => { const r = x.getBoundingClientRect(); return { text: x.textContent, x: r.x + r.width / 2, bottom: r.bottom, left: r.left }; }));
    const rows = await page.$$eval('.board-labels .row-label', (s) => s.map((x) => { const r = x.getBoundingClientRect(); return { text: x.textContent, y: r.y + r.height / 2, right: r.right, left: r.left }; }));
    assert.equal(cols.map((c) => c.text).join(''), '123456789');
    assert.equal(rows.map((r) => r.text).join(''), '123456789');
    for (let i = 0; i < 9; ++i) {
      const colCell = await page.locator(cellSel(i)).boundingBox();
      assert.ok(Math.abs(cols[i].x - (colCell.x + colCell.width / 2)) < 2, `column ${i + 1} label over its cells`);
      assert.ok(cols[i].bottom <= table.y, 'column labels above the board');
      const rowCell = await page.locator(cellSel(i * 9)).boundingBox();
      assert.ok(Math.abs(rows[i].y - (rowCell.y + rowCell.height / 2)) < 2, `row ${i + 1} label beside its cells`);
      assert.ok(rows[i].right <= table.x && rows[i].left >= 0, 'row labels left of the board, on screen');
    }
    assert.equal(await page.locator('.board-labels .box-label:visible').count(), 0, 'box numbers off by default');
    if (viewport === PHONE) {
      // The switch is a row of the Settings dialog; the whole row is its touch target.
      await inSettings(page, async () => {
        const target = await page.locator('label.box-numbers').boundingBox();
        assert.ok(target.height >= 44, `the box-numbers switch is ${target.height}px tall on a phone`);
      });
    }
    await page.close();
  }

  const page = await openPlay(site, `#p=${C22B}`);
  await inSettings(page, (p) => p.check('#box-numbers'));
  const boxes = await page.$$eval('.board-labels .box-label', (s) => s.map((x) => { const r = x.getBoundingClientRect(); return { text: x.textContent, x: r.x + r.width / 2, y: r.y + r.height / 2, shown: r.width > 0 }; }));
  assert.deepEqual(boxes.map((b) => b.text), ['1', '2', '3', '4', '5', '6', '7', '8', '9']);
  for (const [b, label] of boxes.entries()) {
    assert.ok(label.shown, `box ${b + 1} number shown`);
    const corner = await page.locator(cellSel(Math.floor(b / 3) * 27 + (b % 3) * 3)).boundingBox();
    assert.ok(Math.abs(label.x - corner.x) < 14 && Math.abs(label.y - corner.y) < 14, `box ${b + 1} number at its top-left corner`);
  }
  const fontSize = await page.$eval('.board-labels .box-label', (el) => parseFloat(getComputedStyle(el).fontSize));
  assert.ok(fontSize >= 12);
  await screenshot(page, 'board-labels-1280.png');
  // Saved: still on after a reload; a saved value that is not a boolean is ignored.
  await page.reload();
  await page.waitForSelector('#play-view[data-state="playing"]', PATIENCE);
  assert.equal(await page.isChecked('#box-numbers'), true);
  assert.equal(await page.locator('.board-labels .box-label:visible').count(), 9);
  await page.evaluate(() => {
    const saved = JSON.parse(localStorage.getItem('sudoku.settings.v1'));
    localStorage.setItem('sudoku.settings.v1', JSON.stringify({ ...saved, boxNumbers: 'yes' }));
  });
  await page.reload();
  await page.waitForSelector('#play-view[data-state="playing"]', PATIENCE);
  assert.equal(await page.isChecked('#box-numbers'), false);
  assert.deepEqual(site.errors, []);
  await page.close();
});

test('the grade tooltip names the hardest technique as the registry does, in en and zh, never "Aic"', async () => {
  // Its hardest step is an Alternating Inference Chain, whose id made into words reads "Aic".
  const puzzle = '23......6957.8..1..64...9...7.3.1...3..82.......7.5.3...9...4...8..1.65.6...78.92';
  const { hardest } = engine.grade(puzzle);
  assert.equal(hardest, 'aic');
  const row = engine.techniques().find((r) => r.id === hardest);
  const page = await site.newPage();
  // Every tooltip the grade ever shows, from the first moment of the page.
  await page.addInitScript(() => {
    window.gradeTitles = [];
    document.addEventListener('DOMContentLoaded', () => {
      const grade = document.getElementById('grade');
      if (grade) new MutationObserver(() => window.gradeTitles.push(grade.title)).observe(grade, { attributes: true, attributeFilter: ['title'] });
    });
  });
  await openPlay(site, `#p=${puzzle}`, { page });
  await page.waitForFunction((name) => document.getElementById('grade').title === `Hardest technique needed: ${name}`, row.name, PATIENCE);
  // Reloaded, the saved game's grade is drawn before the registry has come from the worker.
  await page.reload();
  await page.waitForFunction((name) => document.getElementById('grade').title === `Hardest technique needed: ${name}`, row.name, PATIENCE);
  await page.selectOption('#language', 'zh');
  assert.equal(await page.getAttribute('#grade', 'title'), `所需最难技巧：${row.nameZh}`);
  const titles = (await page.evaluate(() => window.gradeTitles)).filter(Boolean);
  assert.ok(titles.length > 0);
  for (const title of titles) assert.ok(title.endsWith(row.name) || title.endsWith(row.nameZh), `tooltip ${title}`);
  assert.deepEqual(site.errors, []);
  await page.close();
});

test('a hint is worded from techniques(): every inference in its form, no technique id kept by the page', async () => {
  const rows = engine.techniques();
  const page = await openPlay(site);
  const worded = await page.evaluate(async (techniques) => {
    const { hintWords } = await import('./step-words.js');
    // A step of each technique with two links, a house and an elimination; and a technique
    // the engine might add one day, at a forcing level the page has never seen.
    const future = { id: 'tomorrowsForcingChain', name: 'T', nameZh: 'T', inference: 'nested', forcingLevel: 7 };
    return [...techniques, future].map((row) => {
      const step = {
        technique: row.id, name: row.id, nameZh: row.id, rating: 9, cells: [0], houses: [0], digits: [1],
        placements: [], eliminations: [{ cell: 2, digit: 1 }],
        links: [{ fromCell: 0, fromDigit: 1, toCell: 1, toDigit: 1, strong: true }, { fromCell: 0, fromDigit: 1, toCell: 2, toDigit: 1, strong: false }],
        explanation: { en: 'Name: the reason, so r1c3 <> 1.', zh: '名称：理由，因此 r1c3 <> 1。' },
      };
      const [one, two] = [1, 2].map((level) => hintWords(step, { level, technique: row, techniques }));
      return { id: row.id, forcingLevel: row.forcingLevel, nudge: one.paragraphs[0], lines: two.lines, closing: two.closing };
    });
  }, rows);
  const forcing = worded.filter((w) => w.forcingLevel > 0).map((w) => w.id);
  const FORCING_KINDS = ['forcing', 'contradiction', 'dynamic', 'nested'];
  assert.deepEqual(forcing, [...rows.filter((r) => FORCING_KINDS.includes(r.inference)).map((r) => r.id), 'tomorrowsForcingChain']);
  for (const { id, forcingLevel, nudge, lines, closing } of worded) {
    assert.match(nudge, /^Look at row 1\. /, id);
    if (forcingLevel === 0) {
      // One chain: two links that do not go on from each other are read as two lines.
      assert.ok(!/Try each|contradiction/.test(nudge), `${id}: ${nudge}`);
      continue;
    }
    // Branches from an assumption each: "r1c1 is not 1" and "r1c1 is 1" both ways.
    assert.deepEqual(lines, ['If r1c1 is not 1: r1c2 is 1.', 'If r1c1 is 1: r1c3 is not 1.'], id);
    assert.equal(closing.at(-1), 'Whichever holds, r1c3 is not 1.', id);
  }
  // The page keeps no list of techniques for its hints: no id is written in its code but the
  // children's words (kids-hint-text.js, the four singles it explains in its own way).
  const web = new URL('../../web/', import.meta.url);
  const sources = readdirSync(web, { recursive: true }).filter((file) => file.endsWith('.js') && !file.endsWith('kids-hint-text.js'))
    .map((file) => [file, readFileSync(new URL(file, web), 'utf8')]);
  for (const { id } of rows) {
    for (const [file, text] of sources) assert.ok(!text.includes(`'${id}'`), `${file} names ${id}`);
  }
  assert.deepEqual(site.errors, []);
  await page.close();
});
