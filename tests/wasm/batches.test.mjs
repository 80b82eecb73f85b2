// gradeMany and generateMany's firstIndex on the one-thread API (the pieces a pool is made of), and
// how a batch's text is read: in bounded memory, under the call's time limit.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DIST, readSet } from './helpers.mjs';

const { default: createSudoku, SudokuError } = await import(new URL('sudoku-node.mjs', DIST).href);

const M = await createSudoku();
const C16 = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const CLASH = `55${'.'.repeat(79)}`;
const RATED = readSet('sudoku_exchange_rated_sample.txt', 40);
const withoutMs = ({ ms, ...rest }) => rest;

test('solveMany of an array reads each string as puzzle text, in windows of lines, with the characters it holds', () => {
  const odd = ['\uFEFF' + C16, `${C16.slice(0, 40)}\r\n${C16.slice(40)}`, ` ${C16}`, `\t${C16}`, `${C16}\uD800`,
    `${C16.slice(0, 80)}\u00bd`, '\uFEFF', ' ', '', `${C16.slice(0, 40)}\uFEFF${C16.slice(40)}`, 'x'.repeat(5000)];
  // 30,000 puzzles are three windows of lines; the odd items sit in the second, whose non-ASCII
  // characters take more bytes than characters.
  const items = [...new Array(15000).fill(C16), ...odd, ...new Array(15000).fill(C16)];
  const result = M.solveMany(items);
  assert.equal(result.statuses.length, items.length);
  const at = (i) => 15000 + i;
  assert.deepEqual(result.errors.map((e) => [e.index, e.code]), [[at(4), 'badLength'], [at(5), 'badChar'],
    [at(6), 'badLength'], [at(7), 'badLength'], [at(8), 'badLength'], [at(9), 'badChar'], [at(10), 'badLength']]);
  const invalid = new Set(result.errors.map((e) => e.index));
  for (const [i, status] of result.statuses.entries()) {
    assert.equal(status, invalid.has(i) ? 'invalid' : 'unique', `item ${i}`);
  }
  assert.equal(result.solutions.at(-1), M.solve(C16).solution);
});

test('a batch names a bad character as solve does: the same message, in both batch forms', () => {
  // One to four UTF-8 bytes, a NUL, a lone surrogate, a character at a line's or the text's end,
  // after layout characters, and after lines of non-ASCII text.
  const bad = [`\u{1F600}${C16.slice(1)}`, `\0${C16.slice(1)}`, `\uD800${C16.slice(1)}`, `${C16.slice(0, 80)}\u00e9`,
    `${C16.slice(0, 4)}|x${C16.slice(5)}`, `\uFF15${C16.slice(1)}`, `${C16.slice(0, 40)}\u00ff${C16.slice(41)}`,
    `${C16.slice(0, 60)}\u20AC${C16.slice(61)}`, `${C16.slice(0, 80)}q`, `${C16.slice(0, 1)}\uFEFF${C16.slice(2)}`];
  const expected = bad.map((item) => {
    try {
      M.solve(item);
    } catch (error) {
      return [error.code, error.cell, error.message];
    }
    return 'no error';
  });
  assert.ok(expected.every((e) => e[0] === 'badChar'), JSON.stringify(expected));
  assert.match(expected[0][2], /holds "\u{1F600}"/u);
  assert.match(expected.at(-1)[2], /holds "\uFEFF"/u);  // a byte-order mark is named, not dropped
  const shown = (result) => result.errors.map((e) => [e.code, e.cell, e.message]);
  assert.deepEqual(shown(M.solveMany(bad)), expected);
  assert.deepEqual(shown(M.solveMany(['\u00e9'.repeat(9), ...bad].join('\r\n'))).slice(1), expected);
});

test('gradeMany: item i is grade(item i), in both batch forms; invalid items by index', () => {
  const puzzles = RATED.map((l) => l.puzzle);
  const text = ['', puzzles.slice(0, 20).join('\r\n'), ' \t', 'x', puzzles.slice(20).join('\n'), CLASH].join('\n');
  const progress = [];
  const result = M.gradeMany(text, { onProgress: (p) => progress.push(p) });
  const items = [...puzzles.slice(0, 20), 'x', ...puzzles.slice(20), CLASH];
  assert.equal(result.grades.length, items.length);
  for (const [i, item] of items.entries()) {
    if (i === 20 || i === items.length - 1) continue;
    assert.deepEqual(withoutMs(result.grades[i]), withoutMs(M.grade(item)), `puzzle ${i}`);
  }
  assert.deepEqual([result.grades[20], result.grades.at(-1)], [null, null]);
  assert.deepEqual(result.errors.map((e) => [e.code, e.index, e.cell]), [['badChar', 20, 0], ['conflictingGivens', 41, 0]]);
  assert.ok(result.errors.every((e) => e instanceof SudokuError));
  // The published ratings are on SE's scale: the grades follow them.
  const scores = puzzles.map((_, i) => result.grades[i < 20 ? i : i + 1].score);
  const rated = RATED.map((l) => Number(l.columns[0]));
  assert.ok(scores.filter((s, i) => Math.abs(s - rated[i]) <= 1).length >= 30, `${scores} vs ${rated}`);
  assert.deepEqual(progress.map((p) => p.done), items.map((_, i) => i + 1));
  assert.ok(progress.every((p) => p.total === items.length));
  const array = M.gradeMany([C16, Array.from(C16, (c) => (c === '.' ? 0 : Number(c))), '']);
  assert.deepEqual(withoutMs(array.grades[0]), withoutMs(array.grades[1]));
  assert.equal(array.grades[2], null);
  assert.equal(array.errors[0].index, 2);
});

test('gradeMany: the scale of grade() for every item; a bad scale is refused', () => {
  // The sample is in rating order; from line 1,601 on the two scales rate some puzzles apart.
  const puzzles = [...RATED, ...readSet('sudoku_exchange_rated_sample.txt', 1610).slice(1600)].map((l) => l.puzzle);
  const se = M.gradeMany(puzzles, { scale: 'se' });
  const sukaku = M.gradeMany(puzzles);
  for (const [i, puzzle] of puzzles.entries()) {
    assert.deepEqual(withoutMs(se.grades[i]), withoutMs(M.grade(puzzle, { scale: 'se' })), `puzzle ${i}`);
    assert.equal(se.grades[i].scale, 'se');
    assert.equal(sukaku.grades[i].scale, 'sukaku');
  }
  // The two scales differ on some of these puzzles, so the option is really passed on.
  assert.ok(puzzles.some((_, i) => se.grades[i].score !== sukaku.grades[i].score));
  assert.throws(() => M.gradeMany([C16, C16], { scale: 'hodoku' }), (e) => e instanceof SudokuError && e.code === 'badOption' && e.option === 'scale');
  // Nothing on Object.prototype is read as an option.
  Object.prototype.scale = 'se';
  try {
    assert.equal(M.gradeMany([C16]).grades[0].scale, 'sukaku');
  } finally {
    delete Object.prototype.scale;
  }
});

test('gradeMany: timeLimitMs bounds the call (budgetExhausted with the grades so far); bad options', () => {
  const hard = readSet('forum_hardest_1106.txt', 5).map((l) => l.puzzle);
  // The limit covers the whole call, checked before each puzzle: none is graded past it. The
  // first report waits out the limit, so the limit runs out after one puzzle on any machine.
  const waitOut = (ms) => { const until = performance.now() + ms; while (performance.now() < until); };
  assert.throws(() => M.gradeMany(hard, { timeLimitMs: 50, onProgress: () => waitOut(60) }), (error) => {
    assert.equal(error.code, 'budgetExhausted');
    assert.equal(error.partial.grades.length, 1);
    assert.deepEqual(withoutMs(error.partial.grades[0]), withoutMs(M.grade(hard[0])));
    return true;
  });
  assert.throws(() => M.gradeMany(hard, { timeLimitMs: Number.MIN_VALUE }),
    (e) => e.code === 'budgetExhausted' && e.partial.grades.length === 0);
  // The same limits as every other batch call: a positive number of at most 2^32-1 ms.
  for (const bad of [Infinity, 1e10, 2 ** 32, -1, NaN]) {
    assert.throws(() => M.gradeMany([C16], { timeLimitMs: bad }), (e) => e.code === 'badOption' && e.option === 'timeLimitMs', String(bad));
    assert.throws(() => M.solveMany([C16], { timeLimitMs: bad }), (e) => e.code === 'badOption' && e.option === 'timeLimitMs', String(bad));
    assert.throws(() => M.generateMany({ timeLimitMs: bad }, 1), (e) => e.code === 'badOption' && e.option === 'timeLimitMs', String(bad));
    assert.throws(() => M.generate({ timeLimitMs: bad }), (e) => e.code === 'badOption' && e.option === 'timeLimitMs', String(bad));
  }
  assert.throws(() => M.gradeMany([C16], { timeLimitMs: 0 }), (e) => e.code === 'badOption' && e.option === 'timeLimitMs');
  assert.throws(() => M.gradeMany([C16], { timeLimitMs: '5' }), TypeError);
  assert.throws(() => M.gradeMany([C16], { limit: 2 }), TypeError);
  assert.throws(() => M.gradeMany({}), TypeError);
  assert.throws(() => M.gradeMany([C16], { onProgress: 1 }), TypeError);
  // An item that is no puzzle form at all is a TypeError that names it.
  for (const call of [() => M.solveMany([C16, null]), () => M.gradeMany([C16, 42]), () => M.solveMany([C16, C16, [[1]]])]) {
    assert.throws(call, (e) => e instanceof TypeError && /^puzzles\[[12]\]: a puzzle must be/.test(e.message), String(call));
  }
  const boom = new Error('boom');
  assert.throws(() => M.gradeMany([C16, C16], { onProgress: () => { throw boom; } }), (e) => e === boom);
  assert.equal(M.gradeMany([C16]).grades[0].level, M.grade(C16).level);
});

test('generateMany firstIndex: puzzle i is puzzle firstIndex + i of the batch the seed starts', () => {
  const whole = M.generateMany({ seed: 'batch', minimal: true }, 9);
  assert.deepEqual(M.generateMany({ seed: 'batch', minimal: true, firstIndex: 4 }, 5), whole.slice(4));
  assert.deepEqual(M.generateMany({ seed: 'batch', minimal: true, firstIndex: 0 }, 9), whole);
  for (const bad of [-1, 1.5, 2 ** 32]) {
    assert.throws(() => M.generateMany({ firstIndex: bad }, 2), (e) => e.code === 'badOption' && e.option === 'firstIndex');
  }
  assert.throws(() => M.generateMany({ firstIndex: '1' }, 2), TypeError);
  // Only generateMany reads it.
  assert.throws(() => M.generate({ firstIndex: 1 }), TypeError);
});

// A batch's text is read a window at a time: 100 MiB of text costs a window beside the text,
// never an array of its lines. Run in a node whose heap is far too small for such an array
// (100 million lines would take 800 MB of pointers alone).
test('solveMany and gradeMany read 100 MiB of blank lines in a 300 MB heap; 100 MiB of puzzles is badLength', async () => {
  const { execFileSync } = await import('node:child_process');
  const script = `
    const { default: createSudoku } = await import(${JSON.stringify(new URL('sudoku-node.mjs', DIST).href)});
    const M = await createSudoku();
    const blank = '\\n'.repeat(100 * 2 ** 20);
    const out = { solve: M.solveMany(blank).statuses.length, grade: M.gradeMany(blank).grades.length };
    const line = ${JSON.stringify(C16)} + '\\n';
    const puzzles = line.repeat(Math.ceil(100 * 2 ** 20 / line.length));
    for (const call of ['solveMany', 'gradeMany']) {
      try { M[call](puzzles); out[call] = 'answered'; } catch (error) { out[call] = error.code; }
    }
    out.after = M.solve(${JSON.stringify(C16)}).status;
    console.log(JSON.stringify(out));`;
  const printed = execFileSync(process.execPath, ['--max-old-space-size=300', '--input-type=module', '-e', script],
    { encoding: 'utf8', timeout: 300_000 });
  assert.deepEqual(JSON.parse(printed), { solve: 0, grade: 0, solveMany: 'badLength', gradeMany: 'badLength', after: 'unique' });
});

test('the time limit covers reading the text: past it before anything is read, nothing is', () => {
  const blank = '\n'.repeat(100 * 2 ** 20);
  // A limit that has passed by the first look at the clock, on any machine.
  for (const call of ['solveMany', 'gradeMany']) {
    assert.throws(() => M[call](blank, { timeLimitMs: Number.MIN_VALUE }), (e) => e instanceof SudokuError
      && e.code === 'budgetExhausted' && (e.partial.statuses ?? e.partial.grades).length === 0, call);
    assert.throws(() => M[call](`${C16}\n`.repeat(20_000), { timeLimitMs: Number.MIN_VALUE }),
      (e) => e.code === 'budgetExhausted' && (e.partial.statuses ?? e.partial.grades).length === 0, call);
  }
  // Between windows too: a report that moves the clock past the limit after the first window
  // of puzzles leaves the rest unread. The clock is moved, not waited out, so that however slow
  // the machine (a checked build, a loaded CI), the first window always fits in the limit.
  const text = `${C16}\n`.repeat(30_000);  // three windows of 1 MiB
  const realNow = performance.now.bind(performance);
  let skipped = 0;
  performance.now = () => realNow() + skipped;
  try {
    assert.throws(() => M.solveMany(text, { timeLimitMs: 600_000, onProgress: () => { skipped += 1_200_000; } }),
      (e) => e.code === 'budgetExhausted' && e.partial.statuses.length > 0 && e.partial.statuses.length < 30_000
        && e.partial.solutions.every((s) => s === e.partial.solutions[0]));
  } finally {
    delete performance.now;
  }
});

// Found by a hostile pass: a text of 52 million short lines was counted to its end (8.5 s) only
// to be refused for holding more than a million. The count stops once past the cap: it reads a
// few windows, not the whole text.
test('a text of too many puzzles is refused once the count passes the cap, not after counting them all', async () => {
  const { countPuzzleLines, textBatch, MAX_BATCH, WINDOW_CHARS } = await import(new URL('batch-input.js', DIST).href);
  const text = 'x\n'.repeat(3 * MAX_BATCH);
  let windows = 0;
  const count = countPuzzleLines(text, () => { ++windows; }, MAX_BATCH);
  assert.ok(count > MAX_BATCH && count < 2 * MAX_BATCH, String(count));
  assert.ok(windows <= Math.ceil((2 * MAX_BATCH + 2) * 2 / WINDOW_CHARS) + 1, `${windows} windows read`);
  assert.equal(countPuzzleLines(text, () => {}), 3 * MAX_BATCH);
  assert.throws(() => textBatch(text, false, () => {}), (e) => e.code === 'badLength' && /more than 1000000/.test(e.message));
  const M = await createSudoku();
  assert.throws(() => M.solveMany(text), (e) => e instanceof SudokuError && e.code === 'badLength');
});
