#!/usr/bin/env node
// The command line: `sudoku-wasm <command> [options] [files]` (`npx sudoku-wasm --help`).
// Reads one puzzle per line from files or stdin as a stream, answers on every core (one engine
// per worker thread, cli-worker.mjs), and writes the answers in input order as they come, so the
// output starts before the input ends and memory stays flat on any length of input. The
// commands, their records and the format letters are in cli-commands.mjs.
//
// Exit status: 0; 1 when a line could not be read or a puzzle could not be made (each reported
// on stderr with its file and line; the other lines are still answered unless --strict); 2 for
// bad usage; 130 after Ctrl+C (the answers already written stay whole).
import { createReadStream, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { COMMANDS, LETTERS, recordWriter } from './cli-commands.mjs';
import { VERSION } from './version.js';

const NAME = 'sudoku-wasm';
// The command line's own flags that take no value. A flag that is not the command line's own
// (a generate() option) with no value after it is true: `--minimal`, or any boolean option.
// Every other flag takes a value: --name value or --name=value.
const SWITCHES = new Set(['csv', 'json', 'strict', 'quiet', 'help', 'version']);
const COMMON = {
  format: 'a format string of the letters below, e.g. "%g %r/%p/%d" as serate\'s --format',
  csv: 'CSV with a header line', json: 'one JSON object per line',
  jobs: 'worker threads (default: every core)',
  shard: 'K/N: only the lines K, K+N, K+2N, ... (from 1), to split a file over N runs',
  strict: 'stop at the first line that cannot be read', lang: "'en' (default) or 'zh': the words of hints and steps",
  quiet: 'no progress bar (it is drawn only when stderr is a terminal)',
};
const EXAMPLES = {
  solve: ['sudoku-wasm solve puzzles.txt > solutions.txt', 'sudoku-wasm solve --csv < puzzles.txt'],
  count: ['echo 1.......2.......3.......4.......5.......6.......7.......8.......9........ | sudoku-wasm count --limit 100'],
  validate: ['sudoku-wasm validate --strict grids.txt'],
  grade: ['sudoku-wasm grade --scale se --format "%g %r/%p/%d" puzzles.txt', 'sudoku-wasm grade --json --jobs 2 puzzles.txt'],
  steps: ['sudoku-wasm steps --json puzzles.txt', 'sudoku-wasm steps --lang zh puzzles.txt'],
  hint: ['sudoku-wasm hint puzzles.txt'],
  generate: ['sudoku-wasm generate -n 100 --level 3 --seed 7', 'sudoku-wasm generate -n 10 --size 6 --level first --csv',
    'sudoku-wasm generate -n 5 --score 6.0-7.0 --scale se --format "%g %r"'],
};

class UsageError extends Error {}

/** The help: every command, or one command's flags, letters and examples. */
function help(name) {
  const flags = (entries) => entries.map(([flag, says]) => `  --${flag.padEnd(10)} ${says}`).join('\n');
  if (!name) {
    return `${NAME} ${VERSION}: solve, rate and make Sudoku puzzles (4x4, 6x6, 9x9), one per line.

Usage: ${NAME} <command> [options] [files...]     (no file, or -: stdin)

Commands:
${Object.entries(COMMANDS).map(([command, { summary }]) => `  ${command.padEnd(9)} ${summary}`).join('\n')}

Input: one puzzle per line in any form the API reads (81, 36 or 16 cells, '.' or 0 for a blank,
spaces and | - + ignored); what follows the cells after a tab, a comma, a ';' or a '#', or after
81 cells, is a comment (so "puzzle,solution" CSV lines work). Blank lines and lines starting with
'#' are skipped.

Output: one line per puzzle in input order. Run "${NAME} <command> --help" for its options.
Exit status: 0; 1 when a line could not be read (reported on stderr, its output line left
empty); 2 for bad usage or a file that cannot be read; 130 after Ctrl+C.`;
  }
  const command = COMMANDS[name];
  const own = name === 'generate'
    ? [['n', 'how many puzzles (default 1)'], ['seed', 'the batch seed: the same seed makes the same puzzles'],
      ['<option>', 'any generate() option as a flag: --level 3, --size 6, --symmetry rotational, --clues 24,\n' +
        '             --minimal, --score 6.0-7.0, --scale se, --holes-per-box 3 (wasm/API.md, "Generating")']]
    : Object.entries(command.options).map(([flag, { says }]) => [flag, says]);
  const letters = Object.entries(LETTERS).filter(([, { field }]) => command.fields.includes(field));
  return `${NAME} ${name}: ${command.summary}

Usage: ${NAME} ${name} [options] ${name === 'generate' ? '' : '[files...]'}

Options:
${flags([...own, ...Object.entries(COMMON)])}

Format letters (default "${command.lines.replaceAll('\t', '\\t')}"):
${letters.map(([letter, { says }]) => `  %${letter}  ${says}`).join('\n')}

Examples:
${EXAMPLES[name].map((line) => `  ${line}`).join('\n')}`;
}

// A token that is a flag rather than a value: -x or --x, but not '-' (stdin) or a negative number.
const isFlag = (token) => token !== '-' && token.startsWith('-') && !/^-\d/.test(token);
// The flags of the command line's own that take a value.
const ownValueFlags = () => new Set([...Object.keys(COMMON), ...Object.values(COMMANDS).flatMap((c) => Object.keys(c.options)), 'n']
  .filter((flag) => !SWITCHES.has(flag)));

/** The command line as { command, flags, files }; throws UsageError. */
function readArguments(argv) {
  const [command, ...rest] = argv;
  const flags = {};
  const files = [];
  for (let i = 0; i < rest.length; ++i) {
    const token = rest[i];
    if (token === '--') {
      // The end of the flags: what follows is files, even a name that starts with '-'.
      files.push(...rest.slice(i + 1));
      break;
    }
    if (token === '-' || !token.startsWith('-')) {
      files.push(token);
      continue;
    }
    const equals = token.indexOf('=');
    const name = (equals < 0 ? token : token.slice(0, equals)).replace(/^--?/, '');
    if (name === 'h') {
      flags.help = true;
    } else if (SWITCHES.has(name)) {
      if (equals >= 0) throw new UsageError(`--${name} takes no value`);
      flags[name] = true;
    } else if (equals >= 0) {
      flags[name] = token.slice(equals + 1);
    } else if (i + 1 < rest.length && !isFlag(rest[i + 1])) {
      flags[name] = rest[++i];
    } else if (ownValueFlags().has(name)) {
      throw new UsageError(`--${name} needs a value`);
    } else {
      flags[name] = true;
    }
  }
  return { command, flags, files };
}

/** A whole number from `low` to `high` given as flag `name`, or UsageError. */
function wholeNumber(flags, name, low, high, fallback) {
  if (flags[name] === undefined) return fallback;
  const value = Number(flags[name]);
  if (!Number.isInteger(value) || value < low || value > high) {
    throw new UsageError(`--${name} must be a whole number from ${low} to ${high}; got ${flags[name]}`);
  }
  return value;
}

/** generate()'s options from the flags that are not the command line's own: --holes-per-box 3 -> holesPerBox: 3. */
function generateOptions(flags) {
  const options = {};
  for (const [flag, text] of Object.entries(flags)) {
    if (flag in COMMON || flag === 'n' || flag === 'help' || flag === 'csv' || flag === 'json') continue;
    const name = flag.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
    if (name === 'firstIndex') throw new UsageError('--first-index is the command line\'s own (each job\'s); use --seed and -n');
    if (text === true || text === 'true' || text === 'false') options[name] = text !== 'false';
    else if (name === 'score') {
      const range = text.split(/[,-]/).map(Number);
      if (range.length !== 2 || range.some(Number.isNaN)) throw new UsageError(`--score is a range, e.g. 6.0-7.0; got ${text}`);
      options.score = range;
    } else options[name] = /^-?\d+(\.\d+)?$/.test(text) && name !== 'seed' ? Number(text) : text;
  }
  if (options.seed !== undefined && /^\d+$/.test(options.seed)) options.seed = Number(options.seed);
  return options;
}

/** The cells of an input line, or null for a line to skip (blank, or a '#' comment). */
function puzzlePart(line) {
  let end = line.search(/[\t,;#]/);
  if (end < 0) end = line.length;
  let text = line.slice(0, end);
  // After 81 cells the rest is a comment, as in serate's input lines.
  let cells = 0;
  for (let at = 0; at < text.length; ++at) {
    if (/[0-9.]/.test(text[at]) && ++cells === 81) {
      text = text.slice(0, at + 1);
      break;
    }
  }
  text = text.trim();
  return text === '' ? (line.trim() === '' || line.trimStart().startsWith('#') ? null : '') : text;
}

/**
 * Every line of the inputs as { file, line, text, end }, read as a stream (a 64 KiB chunk at a
 * time); `end` counts the bytes of the inputs up to the end of the line. After the lines of each
 * chunk read: { waited: true }, where a slow input (a pipe, a terminal) may pause.
 */
async function* inputLines(files, onStream) {
  let end = 0;
  for (const file of files.length ? files : ['-']) {
    const stream = file === '-' ? process.stdin : createReadStream(file);
    onStream(stream);
    const name = file === '-' ? 'stdin' : file;
    let rest = '';
    let line = 0;
    stream.setEncoding('utf8');
    for await (const chunk of stream) {
      // Lines end with LF, CRLF or CR, as the batch calls read them. A CR at the end of a chunk
      // waits for the next one, which may start with the LF of the same line end.
      let text = rest + chunk;
      const held = text.endsWith('\r') ? '\r' : '';
      if (held) text = text.slice(0, -1);
      const lines = text.split(/\r\n|\r|\n/);
      rest = lines.pop() + held;
      for (const content of lines) {
        end += Buffer.byteLength(content) + 1;
        yield { file: name, line: ++line, text: content, end };
      }
      yield { waited: true };
    }
    rest = rest.replace(/\r$/, '');
    end += Buffer.byteLength(rest);
    if (rest !== '') yield { file: name, line: ++line, text: rest, end };
  }
}

/** A progress line on stderr, redrawn at most 4 times a second: count, rate and ETA. */
function progressBar(enabled, total) {
  const start = Date.now();
  let drawn = 0;
  const clock = (s) => (Number.isFinite(s) ? `${Math.floor(s / 60)}:${String(Math.round(s % 60)).padStart(2, '0')}` : '?');
  return {
    draw(done, fraction, force = false) {
      if (!enabled || (!force && Date.now() - drawn < 250)) return;
      drawn = Date.now();
      const elapsed = (Date.now() - start) / 1000;
      const rate = done / Math.max(elapsed, 1e-3);
      const part = total ? done / total : fraction;
      const width = 24;
      const bar = part > 0 ? `[${'#'.repeat(Math.round(part * width)).padEnd(width, '.')}] ${(part * 100).toFixed(0)}% ` : '';
      const eta = part > 0 ? ` ETA ${clock((elapsed * (1 - part)) / part)}` : '';
      process.stderr.write(`\r\x1b[K${bar}${done.toLocaleString('en')} puzzles  ${Math.round(rate).toLocaleString('en')}/s${eta}`);
    },
    clear() {
      if (enabled) process.stderr.write('\r\x1b[K');
    },
  };
}

/** Worker threads, each with its own engine, answering jobs; results come back through onResult. */
async function startWorkers(count, workerData, onResult, onFailure) {
  const workers = [];
  await Promise.all(Array.from({ length: count }, () => new Promise((ready, fail) => {
    const worker = new Worker(new URL('./cli-worker.mjs', import.meta.url), { workerData });
    worker.once('error', fail);
    worker.once('message', () => {
      worker.off('error', fail);
      worker.on('error', onFailure);
      worker.on('message', onResult);
      workers.push(worker);
      ready();
    });
  })));
  return workers;
}

async function main(argv) {
  const { command, flags, files } = readArguments(argv);
  if (!command || command === '--help' || command === '-h' || command === 'help') return console.log(help()), 0;
  if (command === '--version') return console.log(VERSION), 0;
  if (!COMMANDS[command]) throw new UsageError(`no command "${command}"; the commands: ${Object.keys(COMMANDS).join(', ')}`);
  if (flags.help) return console.log(help(command)), 0;

  const isGenerate = command === 'generate';
  const known = new Set([...Object.keys(COMMON), ...Object.keys(COMMANDS[command].options), 'help', 'csv', 'json']);
  if (!isGenerate) {
    const unknown = Object.keys(flags).find((flag) => !known.has(flag));
    if (unknown) throw new UsageError(`${command} has no option --${unknown} (see ${NAME} ${command} --help)`);
  } else if (files.length) {
    throw new UsageError(`generate reads no files; got ${files[0]}`);
  }
  const format = flags.json ? 'json' : flags.csv ? 'csv' : flags.format ?? 'lines';
  let writer;
  try {
    writer = recordWriter(command, format);
  } catch (error) {
    throw new UsageError(error.message);
  }
  if (flags.lang !== undefined && flags.lang !== 'en' && flags.lang !== 'zh') throw new UsageError(`--lang is 'en' or 'zh'; got ${flags.lang}`);
  const jobs = wholeNumber(flags, 'jobs', 1, 256, availableParallelism());
  let shard = null;
  if (flags.shard !== undefined) {
    const match = /^(\d+)\/(\d+)$/.exec(flags.shard);
    if (!match || +match[1] < 1 || +match[1] > +match[2]) throw new UsageError(`--shard is K/N with 1 <= K <= N, e.g. 2/4; got ${flags.shard}`);
    shard = { k: +match[1], n: +match[2] };
  }
  const count = isGenerate ? wholeNumber(flags, 'n', 1, 4294967295, 1) : 0;
  const options = isGenerate ? generateOptions(flags) : {
    limit: wholeNumber(flags, 'limit', 1, 1000000, undefined),
    scale: flags.scale,
    nestedBudget: wholeNumber(flags, 'nested-budget', 1, 1000000000, undefined),
    lang: flags.lang,
  };
  if (isGenerate && options.seed === undefined) options.seed = Math.floor(Math.random() * 2 ** 32);
  if (!isGenerate && options.scale !== undefined && options.scale !== 'sukaku' && options.scale !== 'se') {
    throw new UsageError(`--scale is 'sukaku' or 'se'; got ${options.scale}`);
  }

  // Bad generate options are found by the engine: ask it once before any thread starts.
  if (isGenerate) {
    const { default: createSudoku } = await import('./sudoku-node.mjs');
    try {
      // The caller's options as they are, the work bounded by a budget of 1 or, when the caller
      // set the budget, a time limit of 1 ms (the holes generator takes neither and is quick).
      const probe = { ...options };
      if (probe.holesPerBox === undefined && probe.budget === undefined) probe.budget = 1;
      else if (probe.holesPerBox === undefined && probe.timeLimitMs === undefined) probe.timeLimitMs = 1;
      (await createSudoku()).generateMany(probe, 1);
    } catch (error) {
      if (error.code === 'badOption' || error.name === 'TypeError') throw new UsageError(`generate: ${error.message}`);
    }
  }

  let totalBytes = 0;
  for (const file of files) {
    if (file === '-') continue;
    let info;
    try {
      info = statSync(file);
    } catch (error) {
      throw new UsageError(`cannot read ${file}: ${error.code === 'ENOENT' ? 'no such file' : error.message}`);
    }
    if (!info.isFile()) throw new UsageError(`cannot read ${file}: not a file`);
    totalBytes += info.size;
  }
  const bar = progressBar(process.stderr.isTTY && !flags.quiet, isGenerate ? count : 0);
  let bytesDone = 0;  // of the lines answered

  // Jobs in flight, in input order: each answer waits for the ones before it to be written.
  const inFlight = new Map();
  let nextId = 0;
  let nextToWrite = 0;
  let written = 0;
  let failed = false;
  let stopped = false;
  let pipeClosed = false;
  let input = null;
  let wake = null;
  const errorsAt = [];
  let interrupted = false;
  const interrupt = () => {
    stopped = true;
    input?.destroy();
    wake?.();
    drainWaiter?.();
  };
  const onSigint = () => {
    interrupted = true;
    interrupt();
  };
  let crash = null;
  let kick = null;
  const workers = await startWorkers(Math.min(jobs, isGenerate ? Math.max(1, count) : jobs), { command, format, options }, (answer) => {
    inFlight.get(answer.id).answer = answer;
    kick();
  }, (error) => {
    // A thread that dies (out of memory, a fault in the engine) ends the run: say so.
    crash = error;
    interrupt();
  });
  const busy = new Map(workers.map((worker) => [worker, 0]));
  process.once('SIGINT', onSigint);
  // A reader that stops early (| head) is not an error: stop answering, quietly.
  process.stdout.on('error', (error) => {
    if (error.code !== 'EPIPE') throw error;
    pipeClosed = true;
    interrupt();
  });

  // Waits for room in the pipe, but never past a stop (a closed pipe sends no 'drain').
  let drainWaiter = null;
  const write = async (text) => {
    if (pipeClosed) return;
    if (!process.stdout.write(text) && !stopped) {
      await new Promise((drained) => {
        drainWaiter = drained;
        process.stdout.once('drain', drained);
      });
      drainWaiter = null;
    }
  };
  // Writes the answers that are next in order; returns when none is.
  const flush = async () => {
    for (let job = inFlight.get(nextToWrite); job?.answer; job = inFlight.get(nextToWrite)) {
      inFlight.delete(nextToWrite++);
      busy.set(job.worker, busy.get(job.worker) - 1);
      const { out, errors } = job.answer;
      let lines = out;
      for (const error of errors) {
        failed = true;
        const where = job.lines ? job.lines.find(([line]) => line === error.line) : null;
        errorsAt.push(`${job.file ?? 'generate'}:${error.line}: ${error.code}: ${error.message}${where ? ` (${where[1].slice(0, 90)})` : ''}`);
        if (flags.strict) {
          lines = out.slice(0, out.indexOf(null) < 0 ? out.length : out.indexOf(null));
          stopped = true;
          break;
        }
      }
      const text = lines.map((line, i) => line ?? writer.failed(job.lines[i][0], errors.find((error) => error.line === job.lines[i][0]))).join('\n');
      if (lines.length) await write(`${text}\n`);
      written += lines.length;
      for (const message of errorsAt.splice(0)) process.stderr.write(`${bar.clear() ?? ''}${message}\n`);
      if (job.end !== undefined) bytesDone = job.end;
      bar.draw(written, totalBytes ? bytesDone / totalBytes : 0);
      if (stopped) return;
    }
  };
  // Every answer starts a flush unless one runs (it writes what came meanwhile too); a flush's
  // end wakes the reader waiting for room. So answers are written as they come, whatever the
  // reader is waiting for (a slow input, room for a job).
  let flushing = null;
  kick = () => {
    flushing ??= flush().finally(() => {
      flushing = null;
      const woken = wake;
      wake = null;
      woken?.();
    });
  };
  const flushed = () => new Promise((woken) => { wake = woken; });
  // Sends a job to the least busy worker once fewer than 3 per worker are in flight.
  const send = async (job) => {
    while (!stopped && inFlight.size >= 3 * workers.length) await flushed();
    if (stopped) return;
    const worker = [...busy.entries()].reduce((a, b) => (b[1] < a[1] ? b : a))[0];
    busy.set(worker, busy.get(worker) + 1);
    job.id = nextId++;
    job.worker = worker;
    inFlight.set(job.id, job);
    worker.postMessage(job.lines ? { id: job.id, lines: job.lines } : { id: job.id, firstIndex: job.firstIndex, count: job.count, step: job.step });
  };

  try {
    await produce();
  } finally {
    // Whatever ended the run (the end of the input, Ctrl+C, a closed pipe, a file that could not
    // be read), the threads end with it, so the process exits.
    bar.clear();
    for (const worker of workers) worker.terminate();
    process.removeListener('SIGINT', onSigint);
  }
  if (crash) throw crash;
  if (interrupted) {
    process.stderr.write(`${NAME}: stopped after ${written.toLocaleString('en')} answers\n`);
    return 130;
  }
  return failed ? 1 : 0;

  // Reads the input (or counts the puzzles to make), sends the jobs and writes their answers.
  async function produce() {
    if (writer.header) await write(`${writer.header}\n`);
    if (isGenerate) {
      // Puzzle i (from 0) of the batch is line i + 1; a shard K/N makes the lines K, K+N, ...
      const step = shard ? shard.n : 1;
      const start = shard ? shard.k - 1 : 0;
      const made = Math.max(0, Math.ceil((count - start) / step));
      const piece = Math.max(1, Math.min(64, Math.ceil(made / (8 * workers.length))));
      for (let i = 0; i < made && !stopped; i += piece) {
        await send({ firstIndex: start + i * step, count: Math.min(piece, made - i), step });
      }
    } else {
      // Fast commands go in large jobs; the logic ones in small jobs, so answers come out steadily.
      const size = command === 'solve' || command === 'count' || command === 'validate' ? 2048 : 8;
      let batch = [];
      let batchFile = null;
      const lines = inputLines(files, (stream) => { input = stream; });
      let batchEnd = 0;
      try {
        for await (const { file, line, text, end, waited } of lines) {
          if (stopped) break;
          // A partial job goes now when a thread is idle: the answers keep up with a slow input.
          if (waited) {
            if (batch.length && inFlight.size < workers.length) {
              await send({ file: batchFile, lines: batch, end: batchEnd });
              batch = [];
            }
            continue;
          }
          if (shard && (line - 1) % shard.n !== shard.k - 1) continue;
          const puzzle = puzzlePart(text);
          // Blank and '#' lines, and a CSV file's header ("quizzes,solutions").
          if (puzzle === null || (line === 1 && /^[A-Za-z_ ]+$/.test(puzzle))) continue;
          if (batch.length && (batch.length === size || file !== batchFile)) {
            await send({ file: batchFile, lines: batch, end: batchEnd });
            batch = [];
          }
          batchFile = file;
          batch.push([line, puzzle]);
          batchEnd = end;
        }
      } catch (error) {
        if (!stopped) throw error;  // a stream destroyed by Ctrl+C ends the reading, nothing else
      }
      if (batch.length && !stopped) await send({ file: batchFile, lines: batch, end: batchEnd });
    }
    while (inFlight.size && !stopped) await flushed();
    await flushing;
  }
}

main(process.argv.slice(2)).then(
  (status) => { process.exitCode = status; },
  (error) => {
    if (error instanceof UsageError) {
      process.stderr.write(`${NAME}: ${error.message}\n`);
      process.exitCode = 2;
    } else {
      process.stderr.write(`${NAME}: ${error.stack ?? error}\n`);
      process.exitCode = 1;
    }
  },
);
