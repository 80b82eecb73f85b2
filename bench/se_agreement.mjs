// Our grader beside Sudoku Explainer 1.2.1 (serate, ../shared/reference/se) on fresh puzzles: it
// generates N puzzles over the levels and SE score ranges, rates each with serate and with
// grade(), and prints the agreement table (Markdown) per group of puzzles. A benchmark, not a
// test: it needs Java 11+ and takes minutes (serate spends 0.4-3 CPU s a puzzle up to 9).
//
// Usage: node bench/se_agreement.mjs [options]
//   --n N           puzzles in all, shared evenly by the groups (default 550)
//   --seed S        seed base (default 1): puzzle i of group g is generate({ ..., seed: 'S:g:i' })
//   --scale SCALE   our grader's scale: se (default), sukaku, or both (a row per scale)
//   --jobs J        serate processes run at once (default 2)
//   --timeout S     CPU seconds serate may spend on one puzzle before it is stopped (default 120)
//   --scores LIST   the SE score ranges to generate, e.g. 6-6.9,7-7.9 (default 6-6.9,7-7.9,8-8.9,9-9.9)
//   --dump FILE     write every puzzle some scale disagrees on (ER, EP or ED) to FILE
//   --save FILE     write every puzzle with both ratings to FILE
//   --jar PATH      SudokuExplainer.jar (default ../shared/reference/se/SudokuExplainer.jar)
// Needs dist/ (tools/build.sh) and Linux's /proc (serate's CPU time is read from it).
//
// The groups: generate({ level }) for levels 1-5, generate({ minimal: true }), generate() with
// its defaults (a random solution grid dug while the puzzle stays unique: the package has no
// controlled-bias generator, so this is its plain random sample), and generate({ score,
// scale: 'se' }) per range. A seed that ends in budgetExhausted is a miss and the next is tried,
// up to 3 * count + 10 seeds a group. Every puzzle is checked unique (countSolutions) and a
// puzzle made twice is kept once. Everything but the times, and which puzzles reach the timeout,
// follows from the seed base.
//
// Times are CPU time: ours is process.cpuUsage() around each grade() (the engine runs on this
// thread); serate's is the Java process's user + system time from /proc/<pid>/stat, read before
// and after each puzzle (one puzzle at a time on its standard input; it answers a line per
// puzzle and flushes), so its start-up and warm-up, counted apart, are not in any puzzle's time.
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import createSudoku from '../dist/sudoku-node.mjs';

const root = new URL('../', import.meta.url).pathname;

/** The command line's options, with their defaults; an unknown option throws. */
function readOptions(argv) {
  const options = {
    n: 550, seed: '1', scale: 'se', jobs: 2, timeout: 120, scores: '6-6.9,7-7.9,8-8.9,9-9.9',
    dump: null, save: null, jar: join(root, '../shared/reference/se/SudokuExplainer.jar'),
  };
  for (let i = 0; i < argv.length; i += 2) {
    const name = argv[i].replace(/^--/, '');
    if (!(name in options) || argv[i + 1] === undefined) throw new Error(`unknown option or missing value: ${argv[i]}`);
    options[name] = argv[i + 1];
  }
  for (const name of ['n', 'jobs', 'timeout']) {
    options[name] = Number(options[name]);
    if (!(options[name] > 0)) throw new Error(`--${name} must be a positive number`);
  }
  if (!['se', 'sukaku', 'both'].includes(options.scale)) throw new Error('--scale is se, sukaku or both');
  options.scales = options.scale === 'both' ? ['se', 'sukaku'] : [options.scale];
  options.ranges = options.scores.split(',').filter(Boolean).map((range) => {
    const [lo, hi] = range.split('-').map(Number);
    if (!(lo >= 1 && hi >= lo && hi <= 12)) throw new Error(`bad score range ${range}`);
    return [lo, hi];
  });
  return options;
}

// SE score bands of the levels (core/TECHNIQUES.md#levels): the puzzles of level L should get
// an SE ER inside its band.
const kLevelBands = [[1.0, 2.3], [2.5, 3.4], [3.6, 5.4], [5.5, 7.4], [7.5, 20]];

/** The groups of puzzles: { id, label, options, count, target: [lo, hi] | null }. */
function makeGroups(options) {
  const groups = [
    ...kLevelBands.map((band, i) => ({ id: `level${i + 1}`, label: `level ${i + 1}`, options: { level: i + 1 }, target: band })),
    { id: 'minimal', label: 'minimal', options: { minimal: true }, target: null },
    { id: 'random', label: 'defaults (random)', options: {}, target: null },
    ...options.ranges.map(([lo, hi]) => ({ id: `se${lo}-${hi}`, label: `SE ${lo}–${hi}`, options: { score: [lo, hi], scale: 'se' }, target: [lo, hi] })),
  ];
  groups.forEach((group, i) => { group.count = Math.floor(options.n / groups.length) + (i < options.n % groups.length ? 1 : 0); });
  return groups;
}

/** Makes each group's puzzles: [{ group, seed, puzzle }], with per-group misses and duplicates. */
function generateAll(M, groups, seedBase) {
  const seen = new Set();
  const puzzles = [];
  for (const group of groups) {
    group.misses = 0;
    group.duplicates = 0;
    group.made = 0;
    const start = performance.now();
    for (let i = 0; group.made < group.count && i < 3 * group.count + 10; ++i) {
      let made;
      try {
        made = M.generate({ ...group.options, seed: `${seedBase}:${group.id}:${i}` });
      } catch (error) {
        if (error.code !== 'budgetExhausted') throw error;
        ++group.misses;
        continue;
      }
      if (M.countSolutions(made.puzzle, 2) !== 1) throw new Error(`${group.id} seed ${made.seed}: not unique`);
      if (seen.has(made.puzzle)) { ++group.duplicates; continue; }
      seen.add(made.puzzle);
      puzzles.push({ group, seed: made.seed, puzzle: made.puzzle });
      ++group.made;
    }
    group.generateSeconds = (performance.now() - start) / 1000;
    process.stderr.write(`generated ${group.label}: ${group.made} of ${group.count}, ${group.misses} seeds out of budget, ${group.duplicates} duplicates, ${group.generateSeconds.toFixed(1)} s\n`);
  }
  return puzzles;
}

/** grade() on each scale, with its CPU time in ms: puzzle.ours[scale] = { er, ep, ed, hardest, cpuMs }. */
function gradeAll(M, puzzles, scales) {
  for (const item of puzzles) {
    item.ours = {};
    for (const scale of scales) {
      const before = process.cpuUsage();
      const grade = M.grade(item.puzzle, { scale });
      const used = process.cpuUsage(before);
      item.ours[scale] = { er: grade.er, ep: grade.ep, ed: grade.ed, hardest: grade.hardest, cpuMs: (used.user + used.system) / 1000 };
    }
  }
}

const kTicksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));

/** CPU ms (user + system, all threads) a live process has used, from /proc/<pid>/stat. */
function processCpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');  // fields[0] is field 3, state
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / kTicksPerSecond;  // utime, stime
}

// A puzzle every serate process rates first, to load and warm up its classes (singles alone).
const kWarmUp = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

/**
 * One serate process fed a puzzle at a time on its standard input. rate(puzzle) resolves to
 * { er, ep, ed, cpuMs } or { timeout: true, cpuMs } (the process is then killed and started
 * again on the next call). startCpuMs sums the CPU of every start and warm-up.
 */
class Serate {
  constructor(jar, timeoutMs) {
    this.jar = jar;
    this.timeoutMs = timeoutMs;
    this.startCpuMs = 0;
    this.child = null;
  }

  async start() {
    const child = spawn('java', ['-Xrs', '-Xmx500m', '-cp', this.jar, 'diuf.sudoku.test.serate', '--format=%g %r/%p/%d', '--input=-'], { stdio: ['pipe', 'pipe', 'pipe'] });
    // Events of a process this object has let go of (stopped, or killed for its timeout) are ignored.
    let stderr = '';
    child.stdin.on('error', () => {});  // a write to a process just killed for its timeout
    child.stderr.on('data', (chunk) => { stderr += chunk; });
    child.on('exit', (code, signal) => {
      if (this.child !== child) return;
      this.child = null;
      this.answer(new Error(`serate exited (${code ?? signal}): ${stderr.slice(-500)}`));
    });
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (this.child === child) this.answer(line);
    });
    this.child = child;
    this.waiting = null;
    await this.ask(kWarmUp);
    this.startCpuMs += processCpuMs(child.pid);
  }

  /** Settles the pending ask() with a line, null (timeout) or an Error. */
  answer(value) {
    const waiting = this.waiting;
    this.waiting = null;
    if (!waiting) return;
    if (value instanceof Error) waiting.reject(value); else waiting.resolve(value);
  }

  /** Writes one puzzle and resolves to serate's line for it. */
  ask(puzzle) {
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.child.stdin.write(`${puzzle}\n`);
    });
  }

  async rate(puzzle) {
    if (!this.child) await this.start();
    const child = this.child;
    const before = processCpuMs(child.pid);
    const watch = setInterval(() => {
      let used;
      try { used = processCpuMs(child.pid) - before; } catch { return; }
      if (used > this.timeoutMs && this.child === child) {
        this.child = null;
        child.kill('SIGKILL');
        this.answer(null);
      }
    }, 250);
    let line;
    try {
      line = await this.ask(puzzle);
    } finally {
      clearInterval(watch);
    }
    if (line === null) return { timeout: true, cpuMs: this.timeoutMs };
    const cpuMs = processCpuMs(child.pid) - before;
    const match = /^(\S+) (\d+\.\d)\/(\d+\.\d)\/(\d+\.\d)$/.exec(line);
    if (!match || match[1].replace(/0/g, '.') !== puzzle) throw new Error(`serate answered '${line}' for ${puzzle}`);
    return { er: Number(match[2]), ep: Number(match[3]), ed: Number(match[4]), cpuMs };
  }

  /** Ends the process: it exits at the end of its input. */
  stop() {
    const child = this.child;
    this.child = null;
    child?.stdin.end();
  }
}

/** Rates every puzzle with `jobs` serate processes taking the next puzzle as each finishes. */
async function rateAllWithSe(puzzles, options) {
  const processes = Array.from({ length: options.jobs }, () => new Serate(options.jar, options.timeout * 1000));
  let next = 0;
  let done = 0;
  const start = performance.now();
  await Promise.all(processes.map(async (serate) => {
    while (next < puzzles.length) {
      const item = puzzles[next++];
      item.se = await serate.rate(item.puzzle);
      if (++done % 25 === 0 || done === puzzles.length) {
        const seconds = (performance.now() - start) / 1000;
        process.stderr.write(`serate: ${done} of ${puzzles.length}, ${seconds.toFixed(0)} s, about ${((seconds / done) * (puzzles.length - done)).toFixed(0)} s left\n`);
      }
    }
    serate.stop();
  }));
  return processes.reduce((sum, serate) => sum + serate.startCpuMs, 0);
}

/** The p-th quantile (0..1) of numbers, nearest rank. */
function quantile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] : NaN;
}

const percent = (part, whole) => (whole ? `${((100 * part) / whole).toFixed(1)}%` : '—');
const same = (a, b) => Math.abs(a - b) < 0.05;
const within = (a, b) => Math.abs(a - b) < 0.15;

/** One table row for the rated puzzles of a group on a scale. */
function tableRow(label, items, scale, group) {
  const rated = items.filter((item) => !item.se.timeout);
  const count = (test) => rated.filter(test).length;
  const ours = items.map((item) => item.ours[scale].cpuMs);
  const se = items.map((item) => item.se.cpuMs);
  const sum = (values) => values.reduce((a, b) => a + b, 0);
  const target = group?.target;
  const inTarget = target ? `${count((item) => item.se.er >= target[0] - 0.05 && item.se.er <= target[1] + 0.05)} of ${rated.length}` : '—';
  const groupsOf = group ? [group] : [...new Set(items.map((item) => item.group))];
  const made = `${groupsOf.reduce((n, g) => n + g.misses, 0)} / ${groupsOf.reduce((n, g) => n + g.duplicates, 0)}`;
  return `| ${label} | ${scale} | ${items.length} | ${items.length - rated.length} | ${percent(count((item) => same(item.se.er, item.ours[scale].er)), rated.length)} | ${percent(count((item) => within(item.se.er, item.ours[scale].er)), rated.length)} | ${percent(count((item) => same(item.se.ep, item.ours[scale].ep)), rated.length)} | ${percent(count((item) => same(item.se.ed, item.ours[scale].ed)), rated.length)} | ${inTarget} | ${(sum(ours) / 1000).toFixed(2)} | ${quantile(ours, 0.95).toFixed(1)} | ${(sum(se) / 1000).toFixed(1)} | ${quantile(se, 0.95).toFixed(0)} | ${made} |`;
}

// SE ER bands of the disagreement table: the bands of levels 1-3, then a band a point wide.
const kBands = [
  [0, 2.35, '≤ 2.3'], [2.35, 3.45, '2.4–3.4'], [3.45, 5.45, '3.5–5.4'], [5.45, 6.95, '5.5–6.9'],
  [6.95, 7.95, '7–7.9'], [7.95, 8.95, '8–8.9'], [8.95, 9.95, '9–9.9'], [9.95, 99, '≥ 10'],
];

/** The ER disagreements on a scale by our hardest technique (rows) and SE's ER band (columns). */
function disagreementTable(puzzles, scale) {
  const rows = new Map();
  for (const item of puzzles) {
    if (item.se.timeout || same(item.se.er, item.ours[scale].er)) continue;
    const technique = item.ours[scale].hardest ?? '(none)';
    if (!rows.has(technique)) rows.set(technique, { bands: kBands.map(() => 0), lower: 0, higher: 0 });
    const row = rows.get(technique);
    ++row.bands[kBands.findIndex(([lo, hi]) => item.se.er >= lo && item.se.er < hi)];
    if (item.ours[scale].er < item.se.er) ++row.lower; else ++row.higher;
  }
  const lines = [
    `| our hardest (${scale}) | ${kBands.map(([, , name]) => `SE ER ${name}`).join(' | ')} | ours lower | ours higher |`,
    `|---|${kBands.map(() => '---:').join('|')}|---:|---:|`,
  ];
  const total = { bands: kBands.map(() => 0), lower: 0, higher: 0 };
  for (const [technique, row] of [...rows].sort((a, b) => (b[1].lower + b[1].higher) - (a[1].lower + a[1].higher))) {
    lines.push(`| ${technique} | ${row.bands.join(' | ')} | ${row.lower} | ${row.higher} |`);
    row.bands.forEach((n, i) => { total.bands[i] += n; });
    total.lower += row.lower;
    total.higher += row.higher;
  }
  lines.push(`| **all** | ${total.bands.join(' | ')} | ${total.lower} | ${total.higher} |`);
  return lines.join('\n');
}

/** A line of the dump or save file: group, seed, puzzle, SE's ER/EP/ED, then ours per scale. */
function fileLine(item, scales) {
  const se = item.se.timeout ? 'timeout' : `${item.se.er.toFixed(1)}/${item.se.ep.toFixed(1)}/${item.se.ed.toFixed(1)}`;
  const ours = scales.map((scale) => {
    const o = item.ours[scale];
    return `${scale} ${o.er.toFixed(1)}/${o.ep.toFixed(1)}/${o.ed.toFixed(1)} ${o.hardest ?? '-'}`;
  });
  return [item.group.id, item.seed, item.puzzle, se, ...ours].join('\t');
}

const options = readOptions(process.argv.slice(2));
if (!existsSync(options.jar)) throw new Error(`no ${options.jar}: give --jar`);
const startedAt = new Date();
const loadAtStart = loadavg()[0];
const M = await createSudoku();
const groups = makeGroups(options);
const generateStart = performance.now();
const puzzles = generateAll(M, groups, options.seed);
const generateSeconds = (performance.now() - generateStart) / 1000;
gradeAll(M, puzzles, options.scales);
process.stderr.write(`graded ${puzzles.length} puzzles on ${options.scales.join(' and ')}\n`);
const seStart = performance.now();
const seStartCpuMs = await rateAllWithSe(puzzles, options);
const seWallSeconds = (performance.now() - seStart) / 1000;

const command = `node bench/se_agreement.mjs ${process.argv.slice(2).join(' ')}`.trim();
console.log(`${command}: ${puzzles.length} puzzles, ${startedAt.toISOString().slice(0, 16)}Z, ${availableParallelism()} cores, load ${loadAtStart.toFixed(1)} at the start and ${loadavg()[0].toFixed(1)} at the end; generating ${generateSeconds.toFixed(0)} s, serate ${seWallSeconds.toFixed(0)} s wall with ${options.jobs} processes (start-up and warm-up ${(seStartCpuMs / 1000).toFixed(1)} CPU s, not in the table)`);
console.log(`generating, s per group: ${groups.map((group) => `${group.label} ${group.generateSeconds.toFixed(1)}`).join(', ')}`);
console.log('');
console.log('| group | our scale | puzzles | SE timeouts | ER same | ER within 0.1 | EP same | ED same | SE ER in the level/range | our CPU s | our p95 ms | SE CPU s | SE p95 ms | seeds missed / duplicates |');
console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|');
for (const scale of options.scales) {
  for (const group of groups) console.log(tableRow(group.label, puzzles.filter((item) => item.group === group), scale, group));
  console.log(tableRow('**all**', puzzles, scale, null));
}
for (const scale of options.scales) {
  console.log('');
  console.log(disagreementTable(puzzles, scale));
}
if (options.dump) {
  const disagree = puzzles.filter((item) => item.se.timeout || options.scales.some((scale) => !['er', 'ep', 'ed'].every((k) => same(item.se[k], item.ours[scale][k]))));
  writeFileSync(options.dump, `# ${command}\n# group\tseed\tpuzzle\tSE ER/EP/ED\tours per scale: scale ER/EP/ED hardest\n${disagree.map((item) => fileLine(item, options.scales)).join('\n')}\n`);
  process.stderr.write(`${disagree.length} puzzles with a disagreement written to ${options.dump}\n`);
}
if (options.save) {
  writeFileSync(options.save, `# ${command}\n# group\tseed\tpuzzle\tSE ER/EP/ED\tours per scale: scale ER/EP/ED hardest\n${puzzles.map((item) => fileLine(item, options.scales)).join('\n')}\n`);
}
