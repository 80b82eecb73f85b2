// The command line of the packed package (`sudoku-wasm`, package.json "bin"), run as an installed
// user runs it: from node_modules/.bin, on files and stdin. Every answer is checked against the
// API's own answer or against the rules; exit codes and messages are the documented ones.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { installPackage, solves } from './helpers.mjs';
import { solvesSized } from '../rules.mjs';
import { generateOptions } from '../wasm/generate-options.mjs';

const DATA = new URL('../../../shared/data/', import.meta.url);
const setLines = (name, count) => readFileSync(new URL(name, DATA), 'utf8').split('\n').filter(Boolean).slice(0, count).map((line) => line.split('\t')[0]);

let installed;
let sudoku;
let bin;
let dir;

before(async () => {
  installed = await installPackage();
  sudoku = await (await import(installed.url('sudoku-node.mjs'))).default();
  bin = join(installed.dir, 'node_modules', '.bin', 'sudoku-wasm');
  dir = await mkdtemp(join(tmpdir(), 'sudoku-cli-'));
});
after(async () => {
  await installed?.remove();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Runs the command line; returns { status, stdout, stderr }. */
function cli(args, input) {
  const run = spawnSync(bin, args, { input, encoding: 'utf8', cwd: dir, timeout: 600000 });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

async function file(name, lines) {
  const path = join(dir, name);
  await writeFile(path, `${lines.join('\n')}\n`);
  return path;
}

test('solve: every line answered in input order, in every form, sizes 4, 6 and 9', async () => {
  const nine = setLines('sudoku17_49158.txt', 300);
  const six = sudoku.generate({ size: 6, level: 'first', seed: 3 });
  const four = sudoku.generate({ size: 4, level: 'first', seed: 3 });
  const spaced = nine[1].replace(/(.{9})/g, '$1 | ').trim();
  const input = [
    ...nine.slice(0, 100), '', '# a comment line', `${nine[0]},${sudoku.solve(nine[0]).solution}`,
    `${nine[2]}  # trailing words after the 81 cells`, spaced, six.puzzle, four.puzzle, ...nine.slice(100),
  ];
  const path = await file('mixed.txt', input);
  for (const jobs of ['1', '2']) {
    const { status, stdout, stderr } = cli(['solve', '--jobs', jobs, '--format', '%n %g %o %s', path]);
    assert.equal(status, 0, stderr);
    assert.equal(stderr, '');  // no progress bar when stderr is not a terminal
    const rows = stdout.trim().split('\n').map((row) => row.split(' '));
    assert.equal(rows.length, input.length - 2);
    const expected = input.map((text, i) => [i + 1, text]).filter(([, text]) => text !== '' && !text.startsWith('#'));
    rows.forEach(([line, puzzle, status, solution], i) => {
      assert.equal(Number(line), expected[i][0]);
      assert.equal(status, 'unique', expected[i][1]);
      if (puzzle.length === 81) assert.ok(solves(puzzle, solution), `line ${line}`);
      else assert.ok(solvesSized(puzzle, solution, Math.sqrt(puzzle.length)), `line ${line}`);
    });
    assert.equal(rows.find(([line]) => Number(line) === 103)[1], nine[0].replaceAll('0', '.'));
  }
});

test('grade: serate\'s format letters give the API\'s ER/EP/ED on both scales, with any number of threads', async () => {
  const puzzles = setLines('forum_hardest_1106.txt', 3).concat(setLines('sudoku_exchange_rated_sample.txt', 9758).filter((_, i) => i % 977 === 0));
  const path = await file('grade.txt', puzzles);
  for (const scale of ['sukaku', 'se']) {
    const expected = puzzles.map((puzzle) => {
      const { er, ep, ed, level } = sudoku.grade(puzzle, { scale });
      return `${puzzle.replaceAll('0', '.')} ${er.toFixed(1)}/${ep.toFixed(1)}/${ed.toFixed(1)} ${level}`;
    });
    const one = cli(['grade', '--scale', scale, '--jobs', '1', '--format', '%g %r/%p/%d %l', path]);
    const two = cli(['grade', '--scale', scale, '--jobs', '2', '--format', '%g %r/%p/%d %l', path]);
    assert.equal(one.status, 0, one.stderr);
    assert.deepEqual(one.stdout.trim().split('\n'), expected);
    assert.equal(two.stdout, one.stdout);
  }
});

test('grade --nested-budget: the API\'s nestedBudget; a search that spends it is status stuck, its ER a lower bound', async () => {
  // Needs SE's nesting level 2 on its first step (tests/core/logic_test.cc): one unit cannot
  // finish that search on any machine. The second puzzle has no nested step.
  const nested = '..9...4...7.3...2.8...6...71..8....6....1..7.....56...3....5..1.4.....9...2...7..';
  const plain = setLines('sudoku_exchange_rated_sample.txt', 1)[0];
  const path = await file('budget.txt', [nested, plain]);
  const run = cli(['grade', '--scale', 'se', '--nested-budget', '1', '--format', '%r %o', path]);
  assert.equal(run.status, 0, run.stderr);
  const cut = sudoku.grade(nested, { scale: 'se', nestedBudget: 1 });
  assert.equal(cut.budgetExhausted, true);
  const whole = sudoku.grade(plain, { scale: 'se' });
  assert.deepEqual(run.stdout.trim().split('\n'), [`${cut.er.toFixed(1)} stuck`, `${whole.er.toFixed(1)} ${whole.outcome}`]);
  const steps = cli(['steps', '--scale', 'se', '--nested-budget', '1', '--format', '%o', path]);
  assert.deepEqual(steps.stdout.trim().split('\n'), ['stuck', 'solved']);
});

test('--shard K/N: the four shards, merged by line number, are the whole output', async () => {
  const path = await file('shards.txt', setLines('magictour_top1465.txt', 37));
  const format = ['--format', '%n %g %r %h'];
  const whole = cli(['grade', ...format, path]).stdout.trim().split('\n');
  assert.equal(whole.length, 37);
  const merged = [1, 2, 3, 4].flatMap((k) => {
    const shard = cli(['grade', '--shard', `${k}/4`, ...format, path]).stdout.trim().split('\n');
    assert.equal(shard.length, k === 1 ? 10 : 9);
    for (const row of shard) assert.equal((Number(row.split(' ')[0]) - 1) % 4, k - 1);
    return shard;
  }).sort((a, b) => parseInt(a, 10) - parseInt(b, 10));
  assert.deepEqual(merged, whole);
});

test('generate: the same seed makes generateMany\'s puzzles, each with one solution', () => {
  const { status, stdout, stderr } = cli(['generate', '-n', '24', '--seed', '5', '--level', '2', '--json']);
  assert.equal(status, 0, stderr);
  const made = stdout.trim().split('\n').map((row) => JSON.parse(row));
  const expected = sudoku.generateMany({ seed: 5, level: 2 }, 24);
  assert.deepEqual(made.map((row) => row.puzzle), expected.map((row) => row.puzzle));
  assert.deepEqual(made.map((row) => row.line), Array.from({ length: 24 }, (_, i) => i + 1));
  for (const row of made) {
    assert.equal(sudoku.countSolutions(row.puzzle, 2), 1);
    assert.ok(solves(row.puzzle, row.solution));
    assert.equal(row.level, 2);
  }
  const six = cli(['generate', '-n', '3', '--size', '6', '--level', 'first', '--seed', '1', '--csv']);
  const rows = six.stdout.trim().split('\n');
  assert.equal(rows[0], 'line,puzzle,solution,level,er,technique,seed');
  for (const row of rows.slice(1)) {
    const [, puzzle, solution] = row.split(',');
    assert.equal(puzzle.length, 36);
    assert.ok(solvesSized(puzzle, solution, 6));
  }
});

// Every option reaches the engine as the caller wrote it: the check made before the threads
// start bounds its work without overriding any (holesPerBox takes no budget).
test('generate: --holes-per-box and a budget of the caller\'s own, as the API makes them', () => {
  const run = cli(['generate', '--holes-per-box', '3', '--seed', '1', '-n', '2', '--format', '%g']);
  assert.equal(run.status, 0, run.stderr);
  assert.deepEqual(run.stdout.trim().split('\n'), sudoku.generateMany({ holesPerBox: 3, seed: 1 }, 2).map((made) => made.puzzle));
  const budgeted = cli(['generate', '--budget', '3000000', '--seed', '1', '--format', '%g']);
  assert.equal(budgeted.status, 0, budgeted.stderr);
  assert.equal(budgeted.stdout.trim(), sudoku.generateMany({ budget: 3000000, seed: 1 }, 1)[0].puzzle);
});

// A boolean option of generate() is a flag without a value, by its row alone: last, before
// another flag, or written =true / =false.
test('generate: every boolean option is a flag without a value', (t) => {
  const booleans = generateOptions.filter((o) => o.type === 'boolean');
  assert.ok(booleans.length > 0);
  const puzzles = (args) => {
    const run = cli(['generate', '--seed', '5', '--level', '1', '-n', '2', '--format', '%g', ...args]);
    assert.equal(run.status, 0, `${args.join(' ')}: ${run.stderr}`);
    return run.stdout.trim().split('\n');
  };
  for (const { name } of booleans) {
    const flag = `--${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
    const asked = sudoku.generateMany({ seed: 5, level: 1, [name]: true }, 2).map((made) => made.puzzle);
    const plain = sudoku.generateMany({ seed: 5, level: 1 }, 2).map((made) => made.puzzle);
    // (An option that leaves these puzzles as they are cannot show here that its flag was read.)
    if (isDeepStrictEqual(asked, plain)) t.diagnostic(`${name} does not change the level-1 puzzles of seed 5`);
    assert.deepEqual(puzzles([flag]), asked, flag);
    assert.deepEqual(puzzles([flag, '--quiet']), asked, `${flag} --quiet`);
    assert.deepEqual(puzzles([`${flag}=true`]), asked, `${flag}=true`);
    assert.deepEqual(puzzles([`${flag}=false`]), plain, `${flag}=false`);
  }
});

test('count, validate, steps and hint answer as the API does', async () => {
  const puzzle = setLines('norvig_top95.txt', 1)[0];
  const open = `${puzzle.slice(0, 60)}${'.'.repeat(21)}`;
  const clash = `11${'.'.repeat(79)}`;
  const path = await file('four.txt', [puzzle, open]);
  assert.deepEqual(cli(['count', '--limit', '50', path]).stdout.trim().split('\n').map(Number),
    [1, sudoku.countSolutions(open, 50)]);
  const validate = cli(['validate'], `${clash}\n${puzzle}\n`);
  assert.deepEqual(validate.stdout.trim().split('\n'), ['1 in r1c1 and r1c2 (row 1), 1 in r1c1 and r1c2 (box 1)', 'ok']);
  const steps = cli(['steps', '--json', path]).stdout.trim().split('\n').map((row) => JSON.parse(row));
  assert.deepEqual(steps[0].steps.map((step) => step.technique), sudoku.steps(puzzle).steps.map((step) => step.technique));
  assert.deepEqual(cli(['hint', '--lang', 'zh', path]).stdout.trim().split('\n')[0], sudoku.hint(puzzle).step.explanation.zh);
});

test('a line that cannot be read: reported with its file and line, the rest answered, exit 1; --strict stops there', async () => {
  const [a, b, c] = setLines('norvig_easy50.txt', 3);
  const path = await file('bad.txt', [a, '12345', b, `${c.slice(0, 80)}x`, c]);
  const run = cli(['solve', '--format', '%n', path]);
  assert.equal(run.status, 1);
  // Output line N stays input puzzle N: an unreadable line's is empty (CSV: its number only).
  assert.deepEqual(run.stdout.split('\n'), ['1', '', '3', '', '5', '']);
  assert.deepEqual(cli(['solve', '--csv', path]).stdout.split('\n').map((row) => row.split(',')[0]), ['line', '1', '2', '3', '4', '5', '']);
  const json = cli(['solve', '--json', path]).stdout.trim().split('\n').map((row) => JSON.parse(row));
  assert.deepEqual(json[1], { line: 2, error: { code: 'badLength', message: 'expected 16, 36 or 81 cells, found 5' } });
  assert.match(run.stderr, /bad\.txt:2: badLength: expected 16, 36 or 81 cells, found 5/);
  assert.match(run.stderr, /bad\.txt:4: badChar/);
  const strict = cli(['solve', '--strict', '--format', '%n', path]);
  assert.equal(strict.status, 1);
  assert.equal(strict.stdout, '1\n');
  assert.doesNotMatch(strict.stderr, /bad\.txt:4/);
});

test('bad usage: exit 2 with one line naming the fault', () => {
  const cases = [
    [['frobnicate'], /no command "frobnicate"/],
    [['solve', '--bogus', '1'], /solve has no option --bogus/],
    [['grade', '--format', '%q'], /%q is not a format letter/],
    [['solve', '--format', '%r'], /solve has no %r/],
    [['grade', '--scale', 'hard'], /--scale is 'sukaku' or 'se'/],
    [['grade', '--nested-budget', '0'], /--nested-budget must be a whole number from 1 to 1000000000/],
    [['steps', '--nested-budget', '2.5'], /--nested-budget must be a whole number from 1/],
    [['grade', '--shard', '5/4'], /--shard is K\/N/],
    [['solve', '--jobs', '0'], /--jobs must be a whole number from 1/],
    [['generate', '--level', '9'], /generate: level must be/],
    [['generate', '--colour', 'red'], /generate: colour is not an option/],
    [['solve', '--jobs'], /--jobs needs a value/],
    [['generate', '-n', '--minimal'], /--n needs a value/],
    [['generate', '--clues'], /generate: clues must be/],
    [['generate', '--budget', '0'], /generate: budget must be an integer from 1/],
    [['generate', '--first-index', '40'], /--first-index is the command line's own/],
  ];
  for (const [args, message] of cases) {
    const run = cli(args, '');
    assert.equal(run.status, 2, args.join(' '));
    assert.match(run.stderr, message);
    assert.equal(run.stderr.trim().split('\n').length, 1, run.stderr);
  }
  const help = cli(['--help']);
  assert.equal(help.status, 0);
  for (const command of ['solve', 'count', 'validate', 'grade', 'steps', 'hint', 'generate']) {
    assert.match(help.stdout, new RegExp(`\\n  ${command} `));
    const own = cli([command, '--help']);
    assert.equal(own.status, 0);
    assert.match(own.stdout, /Examples:/);
  }
});

test('a stream: the first answer comes before the input ends; a reader that stops early is no error', async () => {
  const [first, second] = setLines('norvig_easy50.txt', 2);
  const child = spawn(bin, ['solve'], { cwd: dir });
  let out = '';
  const firstAnswer = new Promise((resolve) => child.stdout.on('data', (data) => {
    out += data;
    if (out.includes('\n')) resolve();
  }));
  const ended = new Promise((resolve) => child.on('close', resolve));
  // The input stays open until the first answer has come: the answers stream.
  child.stdin.write(`${first}\n`);
  await firstAnswer;
  assert.ok(solves(first, out.trim()));
  child.stdin.end(`${second}\n`);
  assert.equal(await ended, 0);
  assert.equal(out.trim().split('\n').length, 2);

  // 30,000 lines into `head -n 1`: the pipe closes early; no error, no stack trace.
  const many = await file('many.txt', Array.from({ length: 30000 }, () => first));
  const piped = spawnSync('sh', ['-c', `"${bin}" solve "${many}" | head -n 1`], { encoding: 'utf8', timeout: 600000 });
  assert.equal(piped.stdout.trim(), sudoku.solve(first).solution);
  assert.equal(piped.stderr, '');
});

test('Ctrl+C: the run stops with status 130, every answer written whole and in order', async () => {
  const puzzles = setLines('forum_hardest_1106.txt', 400);
  const path = await file('long.txt', puzzles);
  const child = spawn(bin, ['grade', '--jobs', '1', '--format', '%n %r', path], { cwd: dir });
  let out = '';
  let err = '';
  child.stderr.on('data', (data) => { err += data; });
  const firstAnswer = new Promise((resolve) => child.stdout.on('data', (data) => {
    out += data;
    if (out.includes('\n')) resolve();
  }));
  const ended = new Promise((resolve) => child.on('close', (code) => resolve(code)));
  await firstAnswer;  // answers are flowing: the 400 hardest puzzles take far longer than this
  child.kill('SIGINT');
  assert.equal(await ended, 130);
  const rows = out.split('\n');
  assert.equal(rows.pop(), '');  // the last answer ends its line
  assert.ok(rows.length >= 1 && rows.length < 400, `${rows.length} answers`);
  rows.forEach((row, i) => assert.match(row, new RegExp(`^${i + 1} \\d+\\.\\d$`)));
  assert.match(err, /stopped after \d+ answers/);
});

test('files that cannot be read, CR line ends, a closed pipe, generate shards', async () => {
  for (const [args, message] of [[['solve', join(dir, 'nope.txt')], /cannot read .*nope\.txt: no such file/], [['solve', dir], /cannot read .*: not a file/]]) {
    const run = cli(args);
    assert.equal(run.status, 2);
    assert.match(run.stderr, message);
    assert.equal(run.stderr.trim().split('\n').length, 1, run.stderr);
  }
  const puzzles = setLines('norvig_easy50.txt', 5);
  const cr = join(dir, 'cr.txt');
  await writeFile(cr, puzzles.join('\r'));
  assert.deepEqual(cli(['solve', '--format', '%n', cr]).stdout.trim().split('\n'), ['1', '2', '3', '4', '5']);
  // After `--` every argument is a file, a name that starts with '-' too.
  const dashed = join(dir, '-dashed.txt');
  await writeFile(dashed, puzzles.slice(0, 2).join('\n'));
  assert.deepEqual(cli(['solve', '--format', '%n', '--', '-dashed.txt'], '').stdout.trim().split('\n'), ['1', '2']);
  const missing = cli(['solve', '--', '-missing.txt'], '');
  assert.equal(missing.status, 2);
  assert.match(missing.stderr, /cannot read .*-missing\.txt/);
  // A reader that stops after two lines, while answers are still coming: the run ends, quietly.
  const many = await file('pipe.txt', setLines('norvig_easy50.txt', 50));
  for (const command of ['grade', 'solve', 'hint']) {
    const piped = spawnSync('sh', ['-c', `"${bin}" ${command} "${many}" | head -n 2`], { encoding: 'utf8', timeout: 600000 });
    assert.equal(piped.signal, null, `${command} did not end`);
    assert.equal(piped.stdout.split('\n').length, 3, piped.stdout);
    assert.equal(piped.stderr, '');
  }
  const whole = cli(['generate', '-n', '7', '--seed', '5', '--format', '%n %g']).stdout.trim().split('\n');
  const shards = [1, 2, 3].flatMap((k) => cli(['generate', '-n', '7', '--seed', '5', '--shard', `${k}/3`, '--format', '%n %g']).stdout.trim().split('\n'));
  assert.deepEqual(shards.sort((a, b) => parseInt(a, 10) - parseInt(b, 10)), whole);
});
