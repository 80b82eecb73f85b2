// grade, steps and hint through the built module: real values, checked against the solutions.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import createSudoku, { SudokuError } from '../../dist/sudoku-node.mjs';
import { readSet, readSolutions } from './helpers.mjs';

const M = await createSudoku();
const C04A = '000000010400000000020000000000050407008000300001090000300400200050100000000806000';
const C04B = '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..';
const C11 = '6..27.49...9.8..3.73...6..2.473.8.653..4...799....7.....3...9.7.7256.3....47.2.5.';
const C12 = '.......71..83......2.......41....6.....87....7........6.3.4.......5..82..........';
const SINGLES = ['fullHouse', 'nakedSingle', 'hiddenSingleBox', 'hiddenSingleLine'];

test('C04a (17 givens, singles only) grades easiest; C04b grades hardest; C04a < C04b', () => {
  const easy = M.grade(C04A);
  const hard = M.grade(C04B);
  assert.equal(easy.outcome, 'solved');
  assert.equal(easy.level, 1);
  assert.ok(easy.score <= 2.3, `score ${easy.score}`);
  assert.equal(hard.level, 5);
  assert.ok(easy.score < hard.score);
  assert.equal(typeof hard.hardest, 'string');
});

test('grade().effort: 0 when singles solve, the same on every call, and the native value for a forum puzzle', () => {
  assert.equal(M.grade(C04A).effort, 0);
  const [first] = readSet('forum_hardest_1106.txt', 1);
  const effort = M.grade(first.puzzle).effort;
  // Pinned from the native build (tests/core/search_effort_test.cc computes the same search):
  // 1,889 branch points over 16 seeded runs. The same seeds give the same number in both builds.
  assert.equal(effort, 1889 / 16);
  assert.equal(M.grade(first.puzzle).effort, effort);
  assert.equal(M.grade(C11).effort, 0);  // several solutions: no effort
});

test('grade(puzzle, { scale }): Sukaku\'s turbot fish is 4.2, SE 1.2.1 has none and needs a chain; er, ep, ed beside score', () => {
  // Line 2062 of the exchange sample, rated 4.2 there (by Sukaku Explainer).
  const line = readSet('sudoku_exchange_rated_sample.txt')[2061];
  assert.equal(line.columns[0], '4.2');
  const sukaku = M.grade(line.puzzle);
  assert.equal(sukaku.scale, 'sukaku');
  assert.deepEqual(M.grade(line.puzzle, { scale: 'sukaku' }).counts, sukaku.counts);
  assert.equal(sukaku.hardest, 'turbotFish');
  assert.equal(sukaku.score, 4.2);
  assert.equal(sukaku.er, 4.2);
  assert.ok(sukaku.ep <= sukaku.er && sukaku.ed <= sukaku.er);
  const se = M.grade(line.puzzle, { scale: 'se' });
  assert.equal(se.scale, 'se');
  assert.equal(se.counts.turbotFish, undefined);
  assert.equal(se.hardest, 'xChain');  // SE's forcing X-chain of 6 potentials
  assert.equal(se.score, 6.6);
  assert.equal(se.effort, sukaku.effort);  // the search effort knows no scale
  // ED is the first step's rating, EP the hardest up to the first placement: the steps say so.
  const { steps } = M.steps(line.puzzle);
  assert.equal(sukaku.ed, steps[0].rating);
  const firstPlacement = steps.findIndex((step) => step.placements.length > 0);
  assert.equal(sukaku.ep, Math.max(...steps.slice(0, firstPlacement + 1).map((step) => step.rating)));
  assert.equal(sukaku.er, Math.max(...steps.map((step) => step.rating)));
});

test('techniques() gives each technique\'s rating on both scales: the turbot fish family and the Sukaku wings are not SE 1.2.1\'s', () => {
  const byId = Object.fromEntries(M.techniques().map((t) => [t.id, t]));
  assert.deepEqual([byId.xWing.rating, byId.xWing.seRating], [3.2, 3.2]);
  for (const [id, rating] of [['skyscraper', 4], ['twoStringKite', 4.1], ['turbotFish', 4.2], ['emptyRectangle', 4.3],
    ['threeStrongLinks', 5.4], ['wxyzWing', 5.5], ['vwxyzWing', 6.2]]) {
    assert.equal(byId[id].rating, rating, id);
    assert.equal(byId[id].seRating, null, id);
  }
});

test('BUG type 3: line 4516 of the exchange sample, rated 6.0 there, a naked quad with the BUG cells', () => {
  const line = readSet('sudoku_exchange_rated_sample.txt')[4515];
  const solution = readSolutions('sudoku_exchange_rated_sample.txt', 4516)[4515];
  assert.equal(line.columns[0], '6.0');
  const byId = Object.fromEntries(M.techniques().map((t) => [t.id, t]));
  for (const [id, rating] of [['bugPlusOne', 5.6], ['bugType2', 5.7], ['bugType4', 5.7], ['bugType3', 5.8]]) {
    assert.deepEqual([byId[id].rating, byId[id].seRating], [rating, rating], id);
  }
  const sukaku = M.grade(line.puzzle);
  assert.equal(sukaku.hardest, 'bugType3');
  assert.equal(sukaku.score, 6.0);
  // On SE's scale the path differs before it: SE 1.2.1 has no WXYZ-Wing (5.6 here), and its
  // forcing chains (6.6 on) come first.
  for (const scale of ['sukaku']) {
    const bug = M.steps(line.puzzle, { scale }).steps.filter((step) => step.technique === 'bugType3');
    assert.equal(bug.length, 1, scale);
    // r3c6 {1,5,8} and r8c6 {1,2,6} (BUG digits 8 and 1) with r2c6 {7,9}, r7c6 {1,9}, r9c6 {7,8}
    // hold 1, 7, 8 and 9 in column 6: r1c6 {2,8} loses 8 (its solution digit is 2).
    assert.equal(bug[0].rating, 6.0, scale);
    assert.deepEqual(bug[0].eliminations, [{ cell: 5, digit: 8 }], scale);
    assert.deepEqual(bug[0].cells, [14, 23, 59, 68, 77], scale);
    assert.deepEqual(bug[0].digits, [1, 7, 8, 9], scale);
    for (const { cell, digit } of bug[0].eliminations) assert.notEqual(Number(solution[cell]), digit);
  }
});

test('aligned triplet exclusion: 7.5 on both scales, tried after the forcing chains and before Nishio; a 7.5 exchange puzzle needs it', () => {
  const list = M.techniques();
  const at = list.findIndex((t) => t.id === 'alignedTripletExclusion');
  assert.equal(list[at - 1].id, 'forcingChain');
  assert.equal(list[at + 1].id, 'nishioForcingChain');
  assert.deepEqual([list[at].rating, list[at].seRating], [7.5, 7.5]);
  // Line 6930 of the exchange sample, rated 7.5 there (by Sukaku Explainer).
  const line = readSet('sudoku_exchange_rated_sample.txt')[6929];
  const solution = readSolutions('sudoku_exchange_rated_sample.txt')[6929];
  assert.equal(line.columns[0], '7.5');
  const grade = M.grade(line.puzzle);
  assert.equal(grade.hardest, 'alignedTripletExclusion');
  assert.equal(grade.score, 7.5);
  const { steps } = M.steps(line.puzzle);
  const ate = steps.filter((step) => step.technique === 'alignedTripletExclusion');
  assert.ok(ate.length > 0);
  for (const step of ate) {
    assert.equal(step.rating, 7.5);
    assert.equal(step.cells.length, 3);
    assert.ok(step.eliminations.length > 0);
    // Nothing it removes is the solution's digit.
    for (const { cell, digit } of step.eliminations) assert.notEqual(Number(solution[cell]), digit);
  }
});

test('grade() refuses a scale it does not know, and options it does not have', () => {
  assert.throws(() => M.grade(C04A, { scale: 'hodoku' }), (e) => e instanceof SudokuError && e.code === 'badOption' && e.option === 'scale');
  assert.throws(() => M.grade(C04A, { scale: 1 }), TypeError);
  assert.throws(() => M.grade(C04A, { level: 1 }), TypeError);
});

test('nestedBudget bounds each nested forcing-chain search; one that spends it is budgetExhausted, er a lower bound', () => {
  // Needs SE's nesting level 2 (9.5) on its first step (tests/core/logic_test.cc): a budget of
  // one unit cannot finish that search, whatever the machine.
  const nested = '..9...4...7.3...2.8...6...71..8....6....1..7.....56...3....5..1.4.....9...2...7..';
  for (const grade of [M.grade(nested, { scale: 'se', nestedBudget: 1 }),
    M.gradeMany([nested], { scale: 'se', nestedBudget: 1 }).grades[0]]) {
    assert.equal(grade.budgetExhausted, true);
    assert.equal(grade.outcome, 'stuck');
    assert.equal(grade.steps, 0);
    // The level's base (9.5), a lower bound: the search might have found a step rated that.
    assert.equal(grade.er, 9.5);
    assert.equal(grade.ep, 9.5);
    assert.equal(grade.ed, 9.5);
  }
  const cut = M.steps(nested, { scale: 'se', nestedBudget: 1 });
  assert.equal(cut.outcome, 'stuck');
  assert.equal(cut.budgetExhausted, true);
  assert.deepEqual(cut.steps, []);
  assert.equal(M.steps(C04A, { nestedBudget: 1 }).budgetExhausted, false);
  // A puzzle with no nested step spends none: any budget grades it the same.
  assert.deepEqual({ ...M.grade(C04A, { nestedBudget: 1 }), ms: 0 }, { ...M.grade(C04A), ms: 0 });
  for (const bad of [0, -1, 1.5, 1e9 + 1, NaN]) {
    assert.throws(() => M.grade(C04A, { nestedBudget: bad }),
      (e) => e instanceof SudokuError && e.code === 'badOption' && e.option === 'nestedBudget', String(bad));
    assert.throws(() => M.gradeMany([C04A], { nestedBudget: bad }),
      (e) => e instanceof SudokuError && e.code === 'badOption' && e.option === 'nestedBudget', String(bad));
  }
  assert.throws(() => M.steps(C04A, { nestedBudget: '5' }), TypeError);
  assert.equal(M.grade(C04A, { nestedBudget: 1e9 }).budgetExhausted, false);
});

test('a full grid grades solved with no steps and no hardest technique (null, not fullHouse)', () => {
  const full = '947165283823974516651328947478596132516432879239817465764251398385749621192683754';
  const grade = M.grade(full);
  assert.equal(grade.outcome, 'solved');
  assert.equal(grade.level, 1);
  assert.equal(grade.score, 0);
  assert.equal(grade.steps, 0);
  assert.deepEqual(grade.counts, {});
  assert.equal(grade.solvedByLogic, true);
  assert.equal(grade.hardest, null);
  // One hole is one full house, and that is then the hardest step.
  const oneHole = M.grade(full.slice(0, 40) + '.' + full.slice(41));
  assert.equal(oneHole.hardest, 'fullHouse');
  assert.equal(oneHole.score, 1);
  assert.deepEqual(oneHole.counts, { fullHouse: 1 });
  assert.equal(M.grade(C11).hardest, null);
});

test('steps of norvig_easy50 puzzles solve them, and never place a wrong digit or remove a right one', () => {
  const lines = readSet('norvig_easy50.txt', 10);
  const solutions = readSolutions('norvig_easy50.txt', 10);
  lines.forEach(({ puzzle }, i) => {
    const { outcome, steps } = M.steps(puzzle);
    assert.equal(outcome, 'solved');
    const grid = [...puzzle];
    for (const step of steps) {
      assert.equal(typeof step.explanation.en, 'string');
      assert.ok(step.explanation.en.length > 10 && step.explanation.zh.length > 5);
      for (const { cell, digit } of step.placements) {
        assert.equal(String(digit), solutions[i][cell], `${step.technique} placed a wrong digit`);
        grid[cell] = String(digit);
      }
      for (const { cell, digit } of step.eliminations) {
        assert.notEqual(String(digit), solutions[i][cell], `${step.technique} removed the solution digit`);
      }
    }
    assert.equal(grid.join(''), solutions[i]);
  });
});

test('C12: the first hint is a single (r4c9=7, r6c2=8 or r9c1=8), never a pair, fish or wing', () => {
  const hint = M.hint({ puzzle: C12 });
  assert.equal(hint.kind, 'step');
  assert.ok(SINGLES.includes(hint.step.technique), hint.step.technique);
  assert.deepEqual(hint.step.eliminations, []);
  assert.equal(hint.step.placements.length, 1);
  const { cell, digit } = hint.step.placements[0];
  assert.ok([[35, 7], [46, 8], [72, 8]].some(([c, d]) => c === cell && d === digit), `${cell}=${digit}`);
});

test('C11 (5 solutions): the hint says not unique at once, never loops', () => {
  const start = performance.now();
  assert.equal(M.hint({ puzzle: C11 }).kind, 'notUnique');
  assert.equal(M.grade(C11).outcome, 'multiple');
  assert.equal(M.grade(C11).level, 0);
  assert.ok(performance.now() - start < 1000);
});

test('hint points at a wrong digit before anything else, and respects pencil marks', () => {
  const puzzle = readSet('norvig_easy50.txt', 1)[0].puzzle;
  const solution = readSolutions('norvig_easy50.txt', 1)[0];
  const blank = [...puzzle].findIndex((c) => c === '.');
  const wrongDigit = solution[blank] === '1' ? 2 : 1;
  const values = puzzle.slice(0, blank) + wrongDigit + puzzle.slice(blank + 1);
  const hint = M.hint({ puzzle, values });
  assert.equal(hint.kind, 'wrongValue');
  assert.equal(hint.cell, blank);
  assert.equal(hint.correctDigit, Number(solution[blank]));
  assert.equal(M.hint({ puzzle, values: solution }).kind, 'solved');
  // Pencil marks that dropped the solution digit of a cell are reported as such.
  const marks = Array.from({ length: 81 }, (_, c) => (puzzle[c] === '.' ? [1, 2, 3, 4, 5, 6, 7, 8, 9] : []));
  marks[blank] = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => String(d) !== solution[blank]);
  const markHint = M.hint({ puzzle, candidates: marks });
  assert.equal(markHint.kind, 'wrongCandidate');
  assert.equal(markHint.cell, blank);
  // It names the digit the marks lack (not 0).
  assert.equal(markHint.digit, Number(solution[blank]));
  assert.equal(markHint.correctDigit, Number(solution[blank]));
  assert.equal(markHint.step, undefined);
});

test('hint: an empty mark array means no marks for that cell, so 81 of them are the same as no marks', () => {
  const puzzle = readSet('norvig_easy50.txt', 1)[0].puzzle;
  const solution = readSolutions('norvig_easy50.txt', 1)[0];
  const plain = M.hint({ puzzle });
  assert.equal(plain.kind, 'step');
  const empty = M.hint({ puzzle, candidates: Array.from({ length: 81 }, () => []) });
  assert.equal(empty.kind, 'step');
  assert.deepEqual(empty.step, plain.step);
  // Only the one cell marked without its digit is wrong; the unmarked ones around it are not.
  const blanks = [...puzzle].flatMap((c, cell) => (c === '.' ? [cell] : []));
  const marked = blanks[blanks.length - 1];
  const marks = Array.from({ length: 81 }, () => []);
  marks[marked] = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => String(d) !== solution[marked]);
  const wrong = M.hint({ puzzle, candidates: marks });
  assert.equal(wrong.kind, 'wrongCandidate');
  assert.equal(wrong.cell, marked);
  assert.equal(wrong.digit, Number(solution[marked]));
  // Marked with its own digit alone, that cell is settled: the hint is a step, and it places
  // some digit that the solution has there.
  marks[marked] = [Number(solution[marked])];
  const step = M.hint({ puzzle, candidates: marks });
  assert.equal(step.kind, 'step');
  for (const { cell, digit } of step.step.placements) assert.equal(String(digit), solution[cell]);
});

test('bad input to grade, steps and hint: typed errors, and the module keeps working', () => {
  assert.throws(() => M.grade('12'), (e) => e instanceof SudokuError && e.code === 'badLength');
  assert.throws(() => M.steps(null), TypeError);
  assert.throws(() => M.hint('not a puzzle'), (e) => e.code === 'badChar' && e.cell === 0);
  assert.throws(() => M.hint(42), TypeError);
  assert.throws(() => M.hint({ puzzle: C04A, candidates: [1, 2] }), TypeError);
  assert.throws(() => M.hint({ puzzle: C04A, candidates: Array(81).fill([10]) }), (e) => e.code === 'badOption');
  assert.equal(M.grade(C04A).level, 1);
});

// Found by following the README as a newcomer: steps() took no scale and ignored its options.
test('steps(puzzle, { scale }) follows the scale, as grade() does; other options are refused', () => {
  const { puzzle } = readSet('sudoku_exchange_rated_sample.txt')[1600];  // line 1601: a skyscraper
  const ids = (steps) => steps.steps.map((step) => step.technique);
  const sukaku = M.steps(puzzle), se = M.steps(puzzle, { scale: 'se' });
  assert.ok(ids(sukaku).includes('skyscraper'));
  assert.ok(!ids(se).includes('skyscraper'));  // SE 1.2.1 has no turbot fish family
  assert.deepEqual(ids(M.steps(puzzle, { scale: 'sukaku' })), ids(sukaku));
  const hardest = (steps) => Math.max(...steps.steps.map((step) => step.rating));
  assert.equal(hardest(sukaku), M.grade(puzzle).score);
  assert.equal(hardest(se), M.grade(puzzle, { scale: 'se' }).score);
  assert.throws(() => M.steps(puzzle, { scal: 'se' }), TypeError);
  assert.throws(() => M.steps(puzzle, { scale: 'explainer' }),
    (e) => e instanceof SudokuError && e.code === 'badOption' && e.option === 'scale');
  assert.equal(M.steps(puzzle).steps.length, sukaku.steps.length);  // the module still works
});
