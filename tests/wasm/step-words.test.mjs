// The words of a hint (step-words.js, "sudoku-wasm/words") for a step of each technique, at
// each of the three levels, in English and Chinese. What is expected is read from the step's own
// data (its links, cells, placements and eliminations), not written out, except for a handful of
// level-2 texts pinned below so that a change of wording shows.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DIST } from './helpers.mjs';
import { positionOf, rowStepOf } from './technique-positions.mjs';

const { default: createSudoku } = await import(new URL('sudoku-node.mjs', DIST));
const { hintWords, resultWords } = await import(new URL('step-words.js', DIST));
const sudoku = await createSudoku();
const ROWS = sudoku.techniques();

// A step of each technique: hint() on its position (tests/data/technique-positions.tsv, with
// the player's pencil marks), else, for the techniques hint() never gives, the step the
// technique's own search found on a real position (tests/data/technique-row-steps.tsv, whose
// steps tests/wasm/technique-positions.test.mjs checks for soundness).

/** The step of `id` at its position, and the candidates of that position. */
function stepOf(id) {
  const position = positionOf(id);
  if (position) {
    const answer = sudoku.hint(position.input);
    assert.equal(answer.step?.technique, id, `the hint of ${id}'s position`);
    return { step: answer.step, candidates: position.input.candidates };
  }
  const recorded = rowStepOf(id);
  assert.ok(recorded, `${id}: a position in technique-positions.tsv or technique-row-steps.tsv`);
  assert.equal(recorded.step.technique, id);
  return { step: recorded.step, candidates: recorded.input.candidates };
}

const rc = (cell) => `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;
const CLAIM = {
  en: (cell, digit, truth) => `${rc(cell)} ${truth ? 'is' : 'is not'} ${digit}`,
  zh: (cell, digit, truth) => `${rc(cell)} ${truth ? '是' : '不是'} ${digit}`,
};
const CONTRADICTION = { en: 'contradiction', zh: '矛盾' };
const textOf = (w) => [...w.paragraphs, ...w.lines, ...w.closing, w.result].join('\n');

/** The step's links as paths, each [start claim, claims...] with cells and digits (ChainLink's rule). */
function pathsOf(step) {
  const out = [];
  let last = null;
  for (const link of step.links) {
    if (last !== `${link.fromCells ?? link.fromCell}/${link.fromDigit}`) out.push([{ cell: link.fromCell, digit: link.fromDigit, truth: !link.strong && !link.via, group: (link.fromCells?.length ?? 1) > 1 }]);
    out.at(-1).push({ cell: link.toCell, digit: link.toDigit, truth: link.strong, group: (link.toCells?.length ?? 1) > 1 });
    last = `${link.toCells ?? link.toCell}/${link.toDigit}`;
  }
  return out;
}

/**
 * How many first claims after its start a path shares with an earlier path of the same start
 * (the most over them), for the words' "as above up to" (a path of a branched step may say
 * that instead of repeating two or more claims).
 */
function sharedOf(paths, i) {
  const same = (a, b) => a.cell === b.cell && a.digit === b.digit && a.truth === b.truth;
  let most = 0;
  for (const earlier of paths.slice(0, i)) {
    if (!same(earlier[0], paths[i][0])) continue;
    let n = 0;
    while (n + 1 < earlier.length - 1 && n + 1 < paths[i].length - 1 && same(earlier[n + 1], paths[i][n + 1])) ++n;
    most = Math.max(most, n);
  }
  return most;
}

/** Checks one step's words at the three levels in one language. */
function checkStep(step, row, language, candidates) {
  const claim = CLAIM[language];
  const options = { technique: row, techniques: ROWS, language, candidates };
  const [one, two, three] = [1, 2, 3].map((level) => hintWords(step, { ...options, level }));
  for (const w of [one, two, three]) {
    assert.equal(w.title, language === 'en' ? row.name : row.nameZh);
    const all = textOf(w);
    assert.ok(!all.includes('<>') && !all.includes('(s)') && !/\ba 8\b/.test(all), all);
    // In Chinese, a space between a Chinese character and a cell name.
    if (language === 'zh') assert.doesNotMatch(all, /[\u4e00-\u9fff]r\dc\d|r\dc\d[\u4e00-\u9fff]/, all);
    // No English sentence starts with a cell name (the page may name cells in lower case).
    if (language === 'en') {
      for (const part of [...w.paragraphs, ...w.lines, ...w.closing]) {
        for (const sentence of part.split(/(?<=[.;!?])\s+/)) assert.ok(!/^r\dc\d/.test(sentence), `${step.technique}: "${sentence}"`);
      }
    }
  }
  // 1: where to look, no digit beyond the house and cell names.
  assert.equal(one.paragraphs.length, 1);
  assert.match(one.paragraphs[0], language === 'en' ? /^Look at / : /^请看/);
  const bare = one.paragraphs[0].replace(/r\dc\d/g, '').replace(/(row|column|box|rows|columns|boxes) [\d, and]+/g, '').replace(/第 [\d、]+ [行列宫]/g, '');
  assert.ok(!/\d/.test(bare), `no digit at level 1: ${one.paragraphs[0]}`);
  assert.deepEqual([one.lines, one.closing, one.result], [[], [], '']);

  // 2: the reasoning.
  const text = textOf(two);
  assert.equal(two.result, '');
  if (step.links.length) {
    // Every node of every path named, in order, each path on its own line(s).
    const lines = two.lines.join('\n');
    let at = 0;
    const paths = pathsOf(step);
    const branched = ['forcing', 'contradiction', 'dynamic', 'nested'].includes(row.inference);
    for (const [i, path] of paths.entries()) {
      // A repeated beginning is said once: "as above up to <its last shared claim>, then ...".
      const shared = branched ? sharedOf(paths, i) : 0;
      const named = shared >= 2 ? [path[0], ...path.slice(shared)] : path;
      if (shared >= 2) assert.ok(lines.indexOf(language === 'en' ? 'as above up to' : '同上推到', at) >= 0, `${step.technique} ${language}: path ${i} said as above`);
      for (const node of named) {
        const said = node.group ? rc(node.cell) : claim(node.cell, node.digit, node.truth);
        // An assumption may be worded "Suppose r8c9 were 6".
        const found = [said, said.replace(/ is( not)? /, ' were$1 ')].map((x) => lines.indexOf(x, at)).filter((i) => i >= 0).sort((x, y) => x - y)[0] ?? -1;
        assert.ok(found >= 0, `${step.technique} ${language}: "${said}" after ${at} in\n${lines}`);
        at = found;
      }
    }
    assert.ok(two.lines.length >= 1);
  } else {
    for (const cell of step.cells) assert.ok(text.includes(rc(cell)), `${step.technique}: ${rc(cell)} in ${text}`);
  }
  // The conclusion, named after the reasoning.
  const last = two.closing.length ? two.closing.join(' ') : two.paragraphs.at(-1);
  for (const { cell, digit } of step.eliminations) {
    if (['single', 'intersection', 'subset', 'fish'].includes(row.inference) && !step.links.length) break;
    const said = new RegExp(`${rc(cell)} (${language === 'en' ? 'is not|is neither|is none of' : '不是|既不是'})[^.。]*\\b${digit}\\b`);
    assert.match(last, said, `${step.technique} ${language}`);
  }
  if (row.inference === 'contradiction') assert.ok(two.closing.some((c) => c.includes(CONTRADICTION[language])), text);

  // 3: the result, each placement and elimination; and why.
  assert.equal(three.result, resultWords(step, { language }));
  for (const { cell, digit } of [...step.placements, ...step.eliminations]) {
    assert.ok(three.result.includes(rc(cell)) && three.result.includes(String(digit)), three.result);
  }
  assert.equal(three.paragraphs.length, 1);
  assert.ok(three.paragraphs[0].length > 0);
  return two;
}

for (const row of ROWS) {
  test(`${row.id} (${row.inference}): levels 1-3 in en and zh`, () => {
    const { step, candidates } = stepOf(row.id);
    for (const language of ['en', 'zh']) checkStep(step, row, language, candidates);
  });
}

// Level 2 in full for a few steps of each form, so that a change of wording shows: English,
// and a few in Chinese.
const PINNED = {
  hiddenSingleBox: 'In box 3, 5 fits only in r3c7: every other empty cell there already sees a 5 in its row, column or box.',
  directClaiming: 'In column 1, 8 can only go in box 1 (r1c1 and r3c1). So the 8 of box 1 must be in column 1, and the cells of box 1 outside column 1 cannot be 8. That leaves 8 one place in column 2: r7c2 is 8.',
  directHiddenPair: 'In row 2, the digits 2 and 9 fit only in r2c4 and r2c8. Those two cells must take those two digits, so they cannot hold any other. That leaves 3 one place in row 2: r2c3 is 3.',
  swordfish: 'In rows 3, 6 and 9, 7 fits only in r3c2, r3c8, r6c2, r6c5, r9c5 and r9c8, all of them in columns 2, 5 and 8. The 7s of those three rows therefore take 7 in each of columns 2, 5 and 8, so no other cell of columns 2, 5 and 8 can be 7.',
  finnedXWing: 'In rows 2 and 5, 7 fits only in r2c1, r2c7, r5c1 and r5c7, all in columns 1 and 7, and in r5c9 (the fin). If no fin is 7, the fish holds and no other cell of columns 1 and 7 can be 7; if a fin is 7, the removed cells see it. Either way, r4c7 is not 7.',
  xyWing: 'Between them, r8c7, r9c5 and r9c9 hold only 1, 5 and 9. However they are filled, one of those that can be 1 (r8c7 and r9c5) is 1, so a cell that sees all of those cannot be 1: r8c4 is not 1 and r8c5 is not 1.',
  turbotFish: 'If r3c8 is not 2: r3c1 is 2 → r7c1 is not 2 → r8c2 is 2.\n'
    + 'So r3c8 is 2 or r8c2 is 2: at least one of the two is true. Since r8c8 sees both, r8c8 is not 2.',
  emptyRectangle: 'Suppose r4c7 were 7: r2c7 is not 7 → r2c1 is 7 → r5c1 is not 7 → one of r4c1 and r4c3 is 7 → r4c7 is not 7.\n'
    + 'The assumption leads to its own opposite, so it is false: r4c7 is not 7.',
  groupedTurbotFish: 'If r4c1 is not 5: r9c1 is 5 → r9c9 is not 5 → one of r4c9 and r6c9 is 5.\n'
    + 'So r4c1 is 5 or one of r4c9 and r6c9 is 5: at least one of the two is true. Since r4c7 sees both, r4c7 is not 5.',
  xyChain: 'The links close a loop through r1c1, r6c1, r6c6 and r1c6. Follow it from its first candidate, true and then false:\n'
    + 'If r1c1 is 4: r6c1 is not 4 → r6c1 is 2 → r6c6 is not 2 → r6c6 is 1 → r1c6 is not 1 → r1c6 is 7 → r1c1 is not 7 → r1c1 is 4 again.\n'
    + 'If r1c1 is not 4: r1c1 is 7 → r1c6 is not 7 → r1c6 is 1 → r6c6 is not 1 → r6c6 is 2 → r6c1 is not 2 → r6c1 is 4 → r1c1 is not 4 again.\n'
    + 'Either way, of the two ends of each weak link, one is true; a candidate that sees both ends of a weak link cannot be true.\n'
    + 'So r8c1 is not 4 and r8c6 is not 1.',
  uniqueRectangleType1: 'The cells r3c4, r3c6, r5c4 and r5c6 lie on two rows, two columns and two boxes. Were they left with only 1 and 8, the two digits could swap places and the puzzle would have two solutions; it has one, so that must not happen. Only r5c6 has other candidates, so it must take one of them: r5c6 is neither 1 nor 8.',
  uniqueRectangleType2: 'The cells r4c2, r4c6, r5c2 and r5c6 lie on two rows, two columns and two boxes. Were they left with only 1 and 3, the two digits could swap places and the puzzle would have two solutions; it has one, so that must not happen. To avoid it, one of r4c2 and r4c6, the cells with candidates other than 1 and 3, must take such a candidate. The only one they have is 4, so one of them is 4, and a cell that sees all of them cannot be 4: r4c4 is not 4.',
  uniqueRectangleHiddenType3: 'The cells r2c3, r2c7, r3c3 and r3c7 lie on two rows, two columns and two boxes. Were they left with only 5 and 7, the two digits could swap places and the puzzle would have two solutions; it has one, so that must not happen. To avoid it, r2c3 and r3c3, the cells with other candidates, cannot both take 5 or 7: at most one of them is 5 or 7. They share column 3, where 5 and 7 fit only in those two and in r5c3; so r5c3 must take one of those digits and can hold no other: r5c3 is not 2.',
  uniqueRectangleType3: 'The cells r7c4, r7c9, r8c4 and r8c9 lie on two rows, two columns and two boxes. Were they left with only 7 and 8, the two digits could swap places and the puzzle would have two solutions; it has one, so that must not happen. To avoid it, r7c4 or r8c4 must take 6 or 9, their candidates other than 7 and 8: in column 4 the two act as one cell holding only 6 and 9. With r2c4 that makes two cells holding only 6 and 9, so no other cell of column 4 can be any of them: r5c4 is not 9.',
  uniqueRectangleType4: 'The cells r4c2, r4c3, r7c2 and r7c3 lie on two rows, two columns and two boxes. Were they left with only 5 and 9, the two digits could swap places and the puzzle would have two solutions; it has one, so that must not happen. In row 4, 9 fits only in r4c2 and r4c3, so one of them is 9. Were the other 5, the cells would be left with only 5 and 9. So r4c2 is not 5 and r4c3 is not 5.',
  bugType2: 'Unless one of r3c3 and r5c3 is 1, every empty cell would be left with exactly two candidates, each of them twice in each house: a grid like that has two solutions or none. The puzzle has one, so one of them is 1, and a cell that sees all of them cannot be 1: r1c3 is not 1 and r6c3 is not 1.',
  bugType3: 'Unless one of r7c7 and r8c9 takes a candidate beyond two, every empty cell would be left with exactly two candidates, each of them twice in each house: a grid like that has two solutions or none. The puzzle has one, so one of them does. Their candidates beyond two are among 1 and 7, so in box 9 they act as one cell holding only 1 or 7. With r8c8 that makes two cells holding only 1 and 7, so no other cell of box 9 can be any of them: r9c7 is not 1 and r9c9 is not 7.',
  bugType4: 'Unless r6c9 is 6 or r7c9 is 1, every empty cell would be left with exactly two candidates, each of them twice in each house: a grid like that has two solutions or none. The puzzle has one, so one of them does. In column 9, 3 fits only in r6c9 and r7c9, so the other one is 3: each is 3 or its other candidate, so r6c9 is not 2 and r7c9 is not 5.',
  alignedPairExclusion: 'The candidates of r8c2 are 3, 6, 7 and 9. If r8c1 were 5, r8c2 could be none of them: 3 would leave r8c5, which holds only 3 and 5, with no candidate; 6 would leave r7c3, which holds only 5 and 6, with no candidate; 7 would leave r8c6, which holds only 5 and 7, with no candidate; 9 would leave r9c2, which holds only 5 and 9, with no candidate. So r8c1 is not 5.',
  alignedTripletExclusion: 'Try every way of filling r1c1, r2c1 and r3c1 together: each that puts 1 in r3c1 repeats a digit in a house, or leaves a cell that sees them all with no candidate (r1c2, r2c2, r2c3, r3c2, r3c3, r4c1, r6c1, r8c1 and r9c1). None is left, so r3c1 is not 1.',
  forcingChain: 'Either r4c2 is 4 or r4c2 is not 4. Follow both:\n'
    + 'If r4c2 is 4: r4c9 is not 4 → r4c9 is 6 → r9c9 is not 6 → r9c2 is 6 → r5c2 is not 6.\n'
    + 'If r4c2 is not 4: r5c2 is 4 → r5c2 is not 6.\n'
    + 'Whichever holds, r5c2 is not 6.',
  nishioForcingChain: 'Suppose r9c4 were 5, and follow where it leads:\n'
    + 'If r9c4 is 5: r7c6 is not 5 → r7c8 is 5 → r2c8 is not 5 → r2c2 is 5.\n'
    + 'If r9c4 is 5: r9c3 is not 5 → r8c2 is 5 → r2c2 is not 5.\n'
    + 'Then r2c2 would be 5 and not 5 at once: a contradiction.\n'
    + 'So the assumption is false: r9c4 is not 5.',
  cellForcingChain: 'The candidates of r9c3 are 3, 7 and 9, so one of them is true. Try each:\n'
    + 'If r9c3 is 3: r9c5 is not 3 → r9c5 is 7 → r9c8 is not 7.\n'
    + 'If r9c3 is 7: r9c8 is not 7.\n'
    + 'If r9c3 is 9: r2c3 is not 9 → r2c3 is 7 → r2c5 is not 7 → r9c5 is 7 → r9c8 is not 7.\n'
    + 'Whichever holds, r9c8 is not 7.',
  regionForcingChain: 'The 4 of column 9 must go in r3c9, r7c9 or r9c9. Try each place:\n'
    + 'If r3c9 is 4: r3c9 is not 6 → r3c7 is 6 → r3c7 is not 5 → r9c7 is 5 → r9c7 is not 4.\n'
    + 'If r7c9 is 4: r9c7 is not 4.\n'
    + 'If r9c9 is 4: r9c7 is not 4.\n'
    + 'Whichever holds, r9c7 is not 4.',
  dynamicForcingChainPlus: 'Each line below is played out on the grid as it changes, with the deductions it allows.\n'
    + 'Either r9c4 is 2 or r9c4 is not 2. Follow both:\n'
    + 'If r9c4 is 2: r3c4 is not 2 → r3c6 is 2 → r3c6 is not 1 → r1c6 is not 5 (by a hidden pair) → r9c5 is not 5 (by pointing).\n'
    + 'If r9c4 is not 2: r9c5 is not 5 (by a hidden pair).\n'
    + 'Whichever holds, r9c5 is not 5.',
  nestedForcingChain: 'Each line below is played out on the grid as it changes, with the deductions it allows.\n'
    + 'Suppose r5c2 were 9, and follow where it leads:\n'
    + 'If r5c2 is 9: r1c2 is not 9 → r2c1 is not 8 (by a naked pair) → r2c5 is not 2 (by an alternating inference chain) → r2c5 is 8.\n'
    + 'If r5c2 is 9: r1c2 is not 9 → r2c1 is not 2 (by a naked pair) → r2c5 is not 8 (by an alternating inference chain).\n'
    + 'Then r2c5 would be 8 and not 8 at once: a contradiction.\n'
    + 'So the assumption is false: r5c2 is not 9.',
  nestedMultipleForcingChain: 'Each line below is played out on the grid as it changes, with the deductions it allows.\n'
    + 'Suppose r3c6 were 6, and follow where it leads:\n'
    + 'If r3c6 is 6: r1c5 is not 6 → r1c7 is not 6 (by a region forcing chain) → r2c9 is not 7 (by a hidden pair) → r7c7 is not 7 (by claiming) → r7c8 is 7.\n'
    + 'If r3c6 is 6: as above up to r2c9 is not 7 (by a hidden pair), then r7c8 is not 7 (by claiming).\n'
    + 'Then r7c8 would be 7 and not 7 at once: a contradiction.\n'
    + 'So the assumption is false: r3c6 is not 6.',
  nestedDynamicForcingChain: 'Each line below is played out on the grid as it changes, with the deductions it allows.\n'
    + 'Suppose r8c5 were 7, and follow where it leads:\n'
    + 'If r8c5 is 7: r1c5 is not 7 → r2c5 is not 8 (by a dynamic forcing chain) → r2c5 is 9.\n'
    + 'If r8c5 is 7: r8c1 is not 7 → r6c1 is 7 → r6c4 is not 7 → r1c4 is 7 → r1c4 is not 2 → r2c5 is not 9 (by a dynamic forcing chain).\n'
    + 'Then r2c5 would be 9 and not 9 at once: a contradiction.\n'
    + 'So the assumption is false: r8c5 is not 7.',
};
const PINNED_ZH = {
  hiddenSingleBox: '在第 3 宫中，5 只能填在 r3c7：那里其他空格所在的行、列或宫里都已经有 5。',
  finnedXWing: '在第 2、5 行中，7 只能填在 r2c1、r2c7、r5c1、r5c7（全都在第 1、7 列上）和鳍 r5c9。若鳍都不是 7，鱼成立，第 1、7 列的其他格子不能填 7；若某个鳍是 7，被删的格子能看到它。无论哪种情况，r4c7 不是 7。',
  uniqueRectangleType4: 'r4c2、r4c3、r7c2、r7c3 这几格分布在两行、两列和两个宫里。如果它们只剩 5、9，这两个数字就能互换位置，题目就会有两个解；题目只有一个解，所以不能出现这种情况。在第 4 行中，9 只能填在 r4c2、r4c3，所以其中有一格是 9。如果另一格是 5，这几格就只剩 5、9。所以 r4c2 不是 5、r4c3 不是 5。',
  bugType4: '除非 r6c9 是 6 或 r7c9 是 1，否则每个空格都将恰好剩两个候选数，每个候选数在每个区域里出现两次：这样的盘面要么有两个解，要么无解。题目只有一个解，所以其中有一格是这样。在第 9 列中，3 只能填在 r6c9、r7c9，所以另一格是 3：每格要么是 3，要么是它多出的候选数，所以 r6c9 不是 2、r7c9 不是 5。',
  alignedPairExclusion: 'r8c2 的候选数是 3、6、7、9。如果 r8c1 是 5，r8c2 哪个都不能填：填 3 会让只有 3、5 的 r8c5 没有候选数；填 6 会让只有 5、6 的 r7c3 没有候选数；填 7 会让只有 5、7 的 r8c6 没有候选数；填 9 会让只有 5、9 的 r9c2 没有候选数。所以 r8c1 不是 5。',
  forcingChain: '要么 r4c2 是 4，要么 r4c2 不是 4。两种情况都推一推：\n'
    + '若 r4c2 是 4：r4c9 不是 4 → r4c9 是 6 → r9c9 不是 6 → r9c2 是 6 → r5c2 不是 6。\n'
    + '若 r4c2 不是 4：r5c2 是 4 → r5c2 不是 6。\n'
    + '无论哪种情况成立，r5c2 不是 6。',
  nestedMultipleForcingChain: '下面每一行都在不断变化的盘面上推演，用上它所允许的推理。\n'
    + '假设 r3c6 是 6，顺着推下去：\n'
    + '若 r3c6 是 6：r1c5 不是 6 → r1c7 不是 6（由区域强制链得出） → r2c9 不是 7（由隐性数对得出） → r7c7 不是 7（由行列区块得出） → r7c8 是 7。\n'
    + '若 r3c6 是 6：同上推到 r2c9 不是 7（由隐性数对得出），然后 r7c8 不是 7（由行列区块得出）。\n'
    + '那么 r7c8 既是 7 又不是 7：矛盾。\n'
    + '所以这个假设不成立：r3c6 不是 6。',
};
test('pinned level-2 texts', () => {
  for (const [pinned, language] of [[PINNED, 'en'], [PINNED_ZH, 'zh']]) {
    for (const [id, expected] of Object.entries(pinned)) {
      const { step, candidates } = stepOf(id);
      const w = hintWords(step, { technique: ROWS.find((r) => r.id === id), techniques: ROWS, level: 2, language, candidates });
      assert.equal(textOf(w).trim(), expected, `${id} ${language}`);
    }
  }
});

test('a contradiction is named: a candidate true and false, a cell left empty, a digit with no place', () => {
  const row = { id: 'x', name: 'X', nameZh: 'X', inference: 'contradiction', forcingLevel: 1 };
  const base = { technique: 'x', name: 'X', nameZh: 'X', rating: 9, cells: [0], houses: [], digits: [1], placements: [], eliminations: [{ cell: 0, digit: 1 }] };
  const link = (fromCell, fromDigit, toCell, toDigit, strong) => ({ fromCell, fromDigit, toCell, toDigit, strong });
  // r1c1 is 1 -> r1c2 is not 1 -> r1c2 is 2, and r1c1 is 1 -> r2c2 is not 2 ... -> r1c2 is not 2.
  const both = { ...base, links: [link(0, 1, 1, 1, false), link(1, 1, 1, 2, true), link(0, 1, 10, 2, false), link(10, 2, 1, 2, false)] };
  assert.match(hintWords(both, { technique: row }).closing.join(' '), /Then r1c2 would be 2 and not 2 at once: a contradiction\. So the assumption is false: r1c1 is not 1\./);
  const cell = { ...base, links: [link(0, 1, 20, 1, false), link(0, 1, 20, 3, false)] };
  assert.match(hintWords(cell, { technique: row, candidates: Object.assign(Array(81).fill([]), { 20: [1, 3] }) }).closing[0], /^Then r3c3 would have no candidate left \(1 and 3 both ruled out\): a contradiction\.$/);
  const house = { ...base, links: [link(0, 1, 30, 5, false), link(0, 1, 31, 5, false)] };
  assert.match(hintWords(house, { technique: row, language: 'zh' }).closing[0], /^那么 5 在第 4 行中将无处可填（r4c4、r4c5 都被排除）：矛盾。$/);
  // An assumption "is not": a strong first link.
  const not = { ...base, eliminations: [], placements: [{ cell: 0, digit: 1 }], links: [link(0, 1, 1, 1, true), link(0, 1, 9, 1, true), link(9, 1, 1, 1, false)] };
  assert.match(hintWords(not, { technique: row }).paragraphs[0], /^Suppose r1c1 were not 1/);
});

test('group nodes, via, a cell name in lower or upper case, plurals and articles', () => {
  const row = { id: 'x', name: 'X', nameZh: 'X', inference: 'chain', forcingLevel: 0 };
  const step = {
    technique: 'x', name: 'X', nameZh: 'X', rating: 5, cells: [0, 1, 2, 20], houses: [], digits: [8], placements: [],
    eliminations: [{ cell: 11, digit: 8 }, { cell: 18, digit: 8 }],
    links: [
      { fromCell: 0, fromDigit: 8, toCell: 1, toDigit: 8, strong: true, fromCells: [0], toCells: [1, 2], via: '' },
      { fromCell: 1, fromDigit: 8, toCell: 20, toDigit: 8, strong: false, fromCells: [1, 2], toCells: [20], via: 'pointing' },
    ],
  };
  const w = hintWords(step, { technique: row, techniques: ROWS, cellName: (c) => `R${Math.floor(c / 9) + 1}C${(c % 9) + 1}` });
  assert.equal(w.lines[0], 'If R1C1 is not 8: one of R1C2 and R1C3 is 8 → R3C3 is not 8 (by pointing).');
  const zh = hintWords(step, { technique: row, techniques: ROWS, language: 'zh' });
  assert.equal(zh.lines[0], '若 r1c1 不是 8：r1c2、r1c3 中有一格是 8 → r3c3 不是 8（由宫区块排除得出）。'.replace('宫区块排除', ROWS.find((r) => r.id === 'pointing').nameZh));
  assert.equal(resultWords(step), 'Remove 8 from r2c3 and r3c1.');
  const eleven = { ...step, links: [], eliminations: [{ cell: 0, digit: 8 }] };
  assert.match(hintWords(eleven, { technique: { ...row, inference: 'single' }, level: 2 }).paragraphs[0], /Only 8 fits in r1c1/);
});

test('bad options: a typed error', () => {
  const { step } = stepOf('hiddenSingleBox');
  assert.throws(() => hintWords(null), TypeError);
  assert.throws(() => hintWords(step, { level: 4 }), { name: 'SudokuError', code: 'badOption', option: 'level' });
  assert.throws(() => hintWords(step, { language: 'fr' }), { name: 'SudokuError', code: 'badOption', option: 'language' });
  assert.throws(() => hintWords(step, { cellName: 'r' }), TypeError);
});

/** Step `k` of steps(puzzle), with the candidates by the rules alone of the grid it is found on. */
function stepAt(puzzle, k) {
  const { steps } = sudoku.steps(puzzle);
  const values = [...puzzle].map((ch) => (ch === '.' ? 0 : Number(ch)));
  for (const step of steps.slice(0, k)) for (const { cell, digit } of step.placements) values[cell] = digit;
  return { step: steps[k], candidates: sudoku.candidates(values) };
}

test('a single says only what is so: "sees" and "the other eight digits" are checked, not assumed', () => {
  const puzzle = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........';
  // Hidden single 1 in box 9 at r9c7: r8c7 and r9c8 see no 1, they lost it by earlier steps.
  const hidden = stepAt(puzzle, 18);
  assert.equal(hidden.step.technique, 'hiddenSingleBox');
  const technique = ROWS.find((r) => r.id === hidden.step.technique);
  const withMarks = hintWords(hidden.step, { technique, candidates: hidden.candidates }).paragraphs[0];
  assert.doesNotMatch(withMarks, /sees a 1 in its row, column or box\.$/);
  assert.match(withMarks, /or has had 1 ruled out\.$/);
  assert.equal(hintWords(hidden.step, { technique }).paragraphs[0], 'In box 9, 1 fits only in r9c7: no other empty cell of box 9 can still hold 1.');
  // Naked single 5 at r3c4: only six other digits are in its row, column or box.
  const naked = stepAt('3.7.4...........918........4.....7.....16.......25..........38..9....5...2.6.....', 7);
  assert.equal(naked.step.technique, 'nakedSingle');
  const nakedRow = ROWS.find((r) => r.id === 'nakedSingle');
  for (const candidates of [naked.candidates, undefined]) {
    const text = hintWords(naked.step, { technique: nakedRow, candidates }).paragraphs[0];
    assert.doesNotMatch(text, /other eight digits/);
    assert.match(text, /or has been ruled out\.$/);
  }
  // A full house reads as one with or without candidates.
  const { step: fullStep, candidates } = stepAt(puzzle, sudoku.steps(puzzle).steps.findIndex((step) => step.technique === 'fullHouse'));
  for (const c of [candidates, undefined]) {
    assert.match(hintWords(fullStep, { technique: ROWS.find((r) => r.id === 'fullHouse'), candidates: c }).paragraphs[0], /^In row 9, only r9c9 is still empty/);
  }
});

test('without technique, the row is looked up in techniques; with neither, a TypeError naming the option', () => {
  const { step } = stepOf('cellForcingChain');
  const row = ROWS.find((r) => r.id === step.technique);
  for (const level of [1, 2, 3]) {
    assert.deepEqual(hintWords(step, { level, techniques: ROWS }), hintWords(step, { level, technique: row, techniques: ROWS }));
  }
  assert.throws(() => hintWords(step), { name: 'TypeError', message: /options\.technique/ });
  assert.throws(() => hintWords(step, { techniques: ROWS.filter((r) => r.id !== step.technique) }), { name: 'TypeError', message: /options\.technique/ });
});

test('4x4 and 6x6 steps: option size reads cells and houses on that grid', () => {
  for (const size of [4, 6]) {
    const { puzzle } = sudoku.generate({ size, level: 'first', seed: 3 });
    const values = [...puzzle].map((ch) => (ch === '.' ? 0 : Number(ch)));
    let count = 0;
    for (const step of sudoku.steps(puzzle).steps) {
      const technique = ROWS.find((r) => r.id === step.technique);
      const candidates = sudoku.candidates(values);
      for (const level of [1, 2, 3]) {
        for (const options of [{}, { candidates }]) {
          const text = textOf(hintWords(step, { size, level, technique, ...options }));
          for (const [, r, c] of text.matchAll(/r(\d+)c(\d+)/g)) assert.ok(r >= 1 && r <= size && c >= 1 && c <= size, `${size}x${size}: ${text}`);
          for (const [, n] of text.matchAll(/(?:row|column|box) (\d+)/g)) assert.ok(n >= 1 && n <= size, `${size}x${size}: ${text}`);
        }
      }
      // The engine's own explanation names the same cell.
      const placed = step.placements[0];
      if (placed) assert.match(step.explanation.en, new RegExp(resultWords(step, { size }).match(/r\dc\d/)[0]));
      for (const { cell, digit } of step.placements) values[cell] = digit;
      count += 1;
    }
    assert.ok(count > 0);
  }
  const { step } = stepOf('hiddenSingleBox');
  assert.throws(() => hintWords(step, { size: 5 }), { name: 'SudokuError', code: 'badOption', option: 'size' });
  assert.throws(() => resultWords(step, { size: '9' }), { name: 'SudokuError', code: 'badOption', option: 'size' });
  // A 9x9 step read as 4x4 has cells outside the grid.
  assert.throws(() => hintWords(step, { size: 4, technique: ROWS.find((r) => r.id === 'hiddenSingleBox') }), { name: 'TypeError', message: /step\.(cells|placements)/ });
});

test('a forged step or option: a TypeError naming the field, own options only', () => {
  const { step } = stepOf('hiddenSingleBox');
  const technique = ROWS.find((r) => r.id === 'hiddenSingleBox');
  const field = (forged, name) => assert.throws(() => hintWords({ ...step, ...forged }, { technique, level: 3 }), { name: 'TypeError', message: new RegExp(name.replace(/[[\].]/g, '\\$&')) });
  field({ links: [{}] }, 'step.links[0].fromCell');
  field({ links: [null] }, 'step.links[0]');
  field({ links: [{ fromCell: 0, fromDigit: 1, toCell: 1, toDigit: 1, strong: true, toCells: 'x' }] }, 'step.links[0].toCells');
  field({ placements: [null] }, 'step.placements[0]');
  field({ eliminations: [{ cell: 200, digit: 5 }] }, 'step.eliminations[0].cell');
  field({ eliminations: [{ cell: 2, digit: 0 }] }, 'step.eliminations[0].digit');
  field({ cells: [81] }, 'step.cells[0]');
  field({ houses: [27] }, 'step.houses[0]');
  field({ digits: [10] }, 'step.digits[0]');
  field({ placements: [], eliminations: [] }, 'step.placements');
  assert.throws(() => hintWords(step, { techniques: [null] }), { name: 'TypeError', message: /techniques/ });
  assert.throws(() => hintWords(step, { technique, cellName: () => ({}) }), { name: 'TypeError', message: /cellName must return a string/ });
  assert.throws(() => resultWords(step, { cellName: () => 7 }), { name: 'TypeError', message: /cellName must return a string/ });
  // No cells and no houses: look at the cells of the result.
  assert.match(hintWords({ ...step, cells: [], houses: [] }, { technique, level: 1 }).paragraphs[0], /^Look at r\dc\d\./);
  // Options are own properties only; an option a function does not take is a TypeError.
  Object.prototype.level = 9;
  try {
    assert.equal(hintWords(step, { technique }).result, '');
  } finally {
    delete Object.prototype.level;
  }
  assert.throws(() => resultWords(step, { level: 9 }), { name: 'TypeError', message: /level is not an option of resultWords/ });
  assert.throws(() => hintWords(step, { technique, colour: 'red' }), { name: 'TypeError', message: /colour is not an option of hintWords/ });
});
