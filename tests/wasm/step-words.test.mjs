// The words of a hint (step-words.js, "sudoku-wasm/words") for a step of each technique, at
// each of the three levels, in English and Chinese. What is expected is read from the step's own
// data (its links, cells, placements and eliminations), not written out, except for a handful of
// level-2 texts pinned below so that a change of wording shows.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DIST, readSet } from './helpers.mjs';
import { positionOf, unreachable } from './technique-positions.mjs';

const { default: createSudoku } = await import(new URL('sudoku-node.mjs', DIST));
const { hintWords, resultWords } = await import(new URL('step-words.js', DIST));
const sudoku = await createSudoku();
const ROWS = sudoku.techniques();

// A step of each technique: hint() on its position (tests/data/technique-positions.tsv, with
// the player's pencil marks), else a step of a solve path: [line of forum_hardest_1106.txt,
// index in its steps()] for a technique that hint() does not give as the easiest step.
const SOLVE_PATH = { dynamicForcingChainPlus: [0, 2] };
const PUZZLES = readSet('forum_hardest_1106.txt', 1).map((row) => row.puzzle);
const UNREACHABLE = new Map(unreachable.map(({ id, reason }) => [id, reason]));

/** The step of `id` at its position, and the candidates of that position (null for a solve path's). */
function stepOf(id) {
  const position = positionOf(id);
  if (position) {
    const answer = sudoku.hint(position.input);
    assert.equal(answer.step?.technique, id, `the hint of ${id}'s position`);
    return { step: answer.step, candidates: position.input.candidates };
  }
  const [line, index] = SOLVE_PATH[id];
  const step = sudoku.steps(PUZZLES[line]).steps[index];
  assert.equal(step.technique, id, `step ${index} of line ${line}`);
  return { step, candidates: null };
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
    if (last !== `${link.fromCell}/${link.fromDigit}`) out.push([{ cell: link.fromCell, digit: link.fromDigit, truth: !link.strong, group: (link.fromCells?.length ?? 1) > 1 }]);
    out.at(-1).push({ cell: link.toCell, digit: link.toDigit, truth: link.strong, group: (link.toCells?.length ?? 1) > 1 });
    last = `${link.toCell}/${link.toDigit}`;
  }
  return out;
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
    for (const path of pathsOf(step)) {
      for (const node of path) {
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
    if (['single', 'intersection', 'subset', 'fish', 'wing', 'uniqueness', 'exclusion'].includes(row.inference) && !step.links.length) break;
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
  test(`${row.id} (${row.inference}): levels 1-3 in en and zh`, { skip: SOLVE_PATH[row.id] ? false : UNREACHABLE.get(row.id) ?? false }, () => {
    const { step, candidates } = stepOf(row.id);
    for (const language of ['en', 'zh']) checkStep(step, row, language, candidates);
  });
}

// Level 2 in full for a few steps, so that a change of wording shows.
const PINNED = {
  hiddenSingleBox: 'In box 3, 5 fits only in r3c7: every other empty cell there already sees a 5 in its row, column or box.',
  turbotFish: 'If r3c8 is not 2: r3c1 is 2 → r7c1 is not 2 → r8c2 is 2.\n'
    + 'So r3c8 is 2 or r8c2 is 2: at least one of the two is true. Since r8c8 sees both, r8c8 is not 2.',
  cellForcingChain: 'The candidates of r9c3 are 3, 7 and 9, so one of them is true. Try each:\n'
    + 'If r9c3 is 3: r9c5 is not 3 → r9c5 is 7 → r9c8 is not 7.\n'
    + 'If r9c3 is 7: r9c8 is not 7.\n'
    + 'If r9c3 is 9: r2c3 is not 9 → r2c3 is 7 → r2c5 is not 7 → r9c5 is 7 → r9c8 is not 7.\n'
    + 'Whichever holds, r9c8 is not 7.',
  swordfish: 'In rows 3, 6 and 9, 7 fits only in r3c2, r3c8, r6c2, r6c5, r9c5 and r9c8, all of them in columns 2, 5 and 8. The 7s of those 3 rows therefore take 7 in each of columns 2, 5 and 8, so no other cell of columns 2, 5 and 8 can be 7.',
  uniqueRectangleType1: 'The cells r3c4, r3c6, r5c4 and r5c6 lie on two rows, two columns and two boxes. Were they left with only 1 and 8, the two digits could swap places and the puzzle would have two solutions; it has one, so that must not happen. To avoid it, r5c6 is neither 1 nor 8.',
  nishioForcingChain: 'Suppose r9c4 were 5, and follow where it leads:\n'
    + 'If r9c4 is 5: r7c6 is not 5 → r7c8 is 5 → r2c8 is not 5 → r2c2 is 5.\n'
    + 'If r9c4 is 5: r9c3 is not 5 → r8c2 is 5 → r2c2 is not 5.\n'
    + 'Then r2c2 would be 5 and not 5 at once: a contradiction.\n'
    + 'So the assumption is false: r9c4 is not 5.',
  emptyRectangle: 'Suppose r4c7 were 7: r2c7 is not 7 → r2c1 is 7 → r5c1 is not 7 → one of r4c1 and r4c3 is 7 → r4c7 is not 7.\n'
    + 'The assumption leads to its own opposite, so it is false: r4c7 is not 7.',
  groupedTurbotFish: 'If r4c1 is not 5: r9c1 is 5 → r9c9 is not 5 → one of r4c9 and r6c9 is 5.\n'
    + 'So r4c1 is 5 or one of r4c9 and r6c9 is 5: at least one of the two is true. Since r4c7 sees both, r4c7 is not 5.',
  nestedForcingChain: 'Each line below is played out on the grid as it changes, with the deductions it allows.\n'
    + 'The candidates of r5c8 are 1, 2, 5, 8 and 9, so one of them is true. Try each:\n'
    + 'If r5c8 is 1: r1c8 is not 1 → r1c7 is not 2 (shown by a Hidden Pair) → r6c8 is not 2 (shown by a Claiming).\n'
    + 'If r5c8 is 2: r6c8 is not 2.\n'
    + 'If r5c8 is 5: r6c8 is not 5 → r6c8 is not 2 (shown by a Forcing Chain).\n'
    + 'If r5c8 is 8: r6c8 is not 8 → r6c8 is not 2 (shown by a Forcing Chain).\n'
    + 'If r5c8 is 9: r6c8 is not 9 → r6c8 is not 2 (shown by a Forcing Chain).\n'
    + 'Whichever holds, r6c8 is not 2.',
};
test('pinned level-2 texts', () => {
  for (const [id, expected] of Object.entries(PINNED)) {
    const { step, candidates } = stepOf(id);
    const w = hintWords(step, { technique: ROWS.find((r) => r.id === id), techniques: ROWS, level: 2, candidates });
    assert.equal(textOf(w).trim(), expected, id);
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
  assert.equal(w.lines[0], 'If R1C1 is not 8: one of R1C2 and R1C3 is 8 → R3C3 is not 8 (shown by a Pointing).');
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
