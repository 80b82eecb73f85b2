// The command line's commands (cli.mjs): what each one asks the engine for a puzzle, and how
// its answer is written — as a line, a CSV row, a JSON line or a format string. Each command is
// one entry of COMMANDS; the help, the format letters and the CSV header all derive from it.
// Runs in the worker threads (cli-worker.mjs) and, for the help and the argument checks, in the
// main thread.

/** The engine's time for one answer, in seconds with three decimals, as serate writes `%t`. */
const seconds = (ms) => `${(ms / 1000).toFixed(3)}s`;

/** A rating (3.2) with one decimal, as serate writes ER/EP/ED. */
const rating = (value) => (value == null ? '' : Number(value).toFixed(1));

/**
 * The format letters. serate's: %g the puzzle, %r ER, %p EP, %d ED, %t the time. Ours: %n the
 * line number (generate: the puzzle's index from 1), %s the solution, %c the solution count,
 * %l the level, %o the status or outcome, %h the hardest (or the hint's) technique id, %e the
 * hint's explanation, %i the seed (generate). `%%` is a percent sign; `\t` and `\n` a tab and a
 * line break. Each letter reads one field of a command's record.
 */
export const LETTERS = {
  g: { field: 'puzzle', says: 'the puzzle (serate %g)' },
  r: { field: 'er', says: 'ER, the hardest step (serate %r)', show: rating },
  p: { field: 'ep', says: 'EP, the hardest step up to the first placement (serate %p)', show: rating },
  d: { field: 'ed', says: 'ED, the first step (serate %d)', show: rating },
  t: { field: 'ms', says: "the engine's time, in seconds (serate %t)", show: seconds },
  n: { field: 'line', says: 'the line number (generate: the puzzle index from 1)' },
  s: { field: 'solution', says: 'the solution (empty when there is none)' },
  c: { field: 'count', says: 'the solutions counted, up to --limit' },
  l: { field: 'level', says: 'the level, 1 easy .. 5 extreme (0: no unique solution, or First steps)' },
  o: { field: 'status', says: "the status: solve's, grade's outcome, the hint's kind" },
  h: { field: 'technique', says: 'the hardest technique id (hint: the step\'s technique)' },
  e: { field: 'explanation', says: "the hint's explanation, the steps' technique ids, or the conflicts ('ok': none)" },
  i: { field: 'seed', says: 'the seed that makes the puzzle again (generate)' },
};

/** grade and steps: --nested-budget, the engine's nestedBudget (read as a whole number by cli.mjs). */
const NESTED_BUDGET = {
  type: 'string',
  says: 'work units of each nested forcing-chain search, 1 to 1000000000 (default 1000000); a search that spends them stops the solve (status stuck, ER a lower bound)',
  engine: 'nestedBudget',
};

/** grade() and steps() options from the flags given (none: the engine's defaults). */
function logicOptions(scale, nestedBudget) {
  const options = {};
  if (scale !== undefined) options.scale = scale;
  if (nestedBudget !== undefined) options.nestedBudget = nestedBudget;
  return options;
}

/**
 * The commands. Each has `summary`, `fields` (the record's fields, in CSV order), `lines` (the
 * default format string), `run(sudoku, puzzle, options)` (the record of one puzzle, without its
 * `line`), and `options` (its own flags: name -> { type, says, engine (the engine option it
 * sets) }). `generate` has `make` instead of `run`.
 */
export const COMMANDS = {
  solve: {
    summary: 'the solution of each puzzle, by the fast counting solver',
    fields: ['line', 'puzzle', 'status', 'solution', 'count'],
    lines: '%s',
    options: { limit: { type: 'string', says: 'count up to N solutions (default 2: enough to prove uniqueness)' } },
    run(sudoku, puzzle, { limit }) {
      const result = sudoku.solve(puzzle, limit === undefined ? undefined : { limit });
      return { puzzle: canonical(puzzle), status: result.status, solution: result.solution ?? '', count: result.count };
    },
    /**
     * The records of many puzzles in one solveMany call (9x9: four times faster than a solve
     * call each), or undefined for run() per puzzle. Item i: a record, or the SudokuError of
     * puzzle i. A puzzle solveMany cannot read by its length (a 4x4 or 6x6 grid) goes to run().
     */
    runMany(sudoku, puzzles, options) {
      if (options.limit !== undefined && options.limit !== 2) return undefined;
      // As one text (a puzzle per line): solveMany's fastest form.
      const { statuses, solutions, errors } = sudoku.solveMany(puzzles.join('\n'));
      const errorOf = new Map(errors.map((error) => [error.index, error]));
      const counts = { none: 0, unique: 1, multiple: 2 };
      return puzzles.map((puzzle, i) => {
        if (statuses[i] !== 'invalid') {
          return { puzzle: canonical(puzzle), status: statuses[i], solution: solutions[i] ?? '', count: counts[statuses[i]] };
        }
        if (errorOf.get(i)?.code !== 'badLength') return errorOf.get(i);
        try {
          return COMMANDS.solve.run(sudoku, puzzle, options);
        } catch (error) {
          return error;
        }
      });
    },
  },
  count: {
    summary: 'how many solutions each puzzle has, counted up to --limit',
    fields: ['line', 'puzzle', 'count', 'status', 'ms'],
    lines: '%c',
    options: { limit: { type: 'string', says: 'count up to N solutions (default 1000000, the most)' } },
    run(sudoku, puzzle, { limit = 1000000 }) {
      const result = sudoku.solve(puzzle, { limit });
      return { puzzle: canonical(puzzle), count: result.count, status: result.status, ms: result.ms };
    },
  },
  validate: {
    summary: 'the rule conflicts of each grid ("ok" when it breaks no rule)',
    fields: ['line', 'puzzle', 'status', 'explanation'],
    lines: '%e',
    options: {},
    run(sudoku, puzzle) {
      const conflicts = sudoku.validate(puzzle);
      const n = Math.round(Math.sqrt(canonical(puzzle).length));
      // "5 in r1c1 and r1c4 (row 1)": the digit, the two cells holding it, their house.
      const words = conflicts.map(({ cell, otherCell, digit, house }) =>
        `${digit} in ${cellName(cell, n)} and ${cellName(otherCell, n)} (${houseName(house, n)})`);
      return { puzzle: canonical(puzzle), status: conflicts.length === 0 ? 'ok' : 'conflicts', explanation: words.join(', ') || 'ok', conflicts };
    },
  },
  grade: {
    summary: "each puzzle's rating by its hardest step: ER/EP/ED as Sudoku Explainer's serate gives them",
    fields: ['line', 'puzzle', 'er', 'ep', 'ed', 'level', 'technique', 'status', 'ms'],
    lines: '%r/%p/%d',
    options: { scale: { type: 'string', says: "'sukaku' (default) or 'se' (Sudoku Explainer 1.2.1)", engine: 'scale' }, 'nested-budget': NESTED_BUDGET },
    run(sudoku, puzzle, { scale, nestedBudget }) {
      const grade = sudoku.grade(puzzle, logicOptions(scale, nestedBudget));
      return { puzzle: canonical(puzzle), er: grade.er, ep: grade.ep, ed: grade.ed, level: grade.level, technique: grade.hardest ?? '', status: grade.outcome, ms: grade.ms };
    },
  },
  steps: {
    summary: 'the logical solve path of each puzzle, the easiest step each time',
    fields: ['line', 'puzzle', 'status', 'explanation'],
    lines: '%e',
    options: { scale: { type: 'string', says: "'sukaku' (default) or 'se'", engine: 'scale' }, 'nested-budget': NESTED_BUDGET },
    run(sudoku, puzzle, { scale, nestedBudget, lang = 'en' }) {
      const { outcome, steps } = sudoku.steps(puzzle, logicOptions(scale, nestedBudget));
      return { puzzle: canonical(puzzle), status: outcome, explanation: steps.map((step) => step.technique).join(' '), steps: steps.map((step) => ({ technique: step.technique, rating: step.rating, explanation: step.explanation[lang] })) };
    },
  },
  hint: {
    summary: 'the first hint for each puzzle: its easiest step, in words',
    fields: ['line', 'puzzle', 'status', 'technique', 'explanation'],
    lines: '%e',
    options: {},
    run(sudoku, puzzle, { lang = 'en' }) {
      const hint = sudoku.hint(puzzle);
      return { puzzle: canonical(puzzle), status: hint.kind, technique: hint.step?.technique ?? '', explanation: hint.step?.explanation[lang] ?? hint.kind };
    },
  },
  generate: {
    summary: 'new puzzles with exactly one solution (-n of them), the same from the same --seed',
    fields: ['line', 'puzzle', 'solution', 'level', 'er', 'technique', 'seed'],
    lines: '%g',
    options: {},
    /** Puzzles firstIndex .. firstIndex+count-1 of the batch `options` (with its seed) starts. */
    make(sudoku, options, firstIndex, count) {
      return sudoku.generateMany({ ...options, firstIndex }, count).map((made, i) => ({
        line: firstIndex + i + 1, puzzle: made.puzzle, solution: made.solution, level: made.level ?? '',
        er: made.score, technique: made.hardest ?? '', seed: made.seed,
      }));
    },
  },
};

/** A puzzle text in the engine's output form: its cells only, '.' for a blank. */
export const canonical = (text) => text.replace(/[\s|+\-]/g, '').replace(/0/g, '.');

/** rNcM of a cell of an n x n grid. */
const cellName = (cell, n) => `r${Math.floor(cell / n) + 1}c${(cell % n) + 1}`;

/** "row 1", "column 4" or "box 2" for a house of an n x n grid (rows, then columns, then boxes). */
const houseName = (house, n) => `${['row', 'column', 'box'][Math.floor(house / n)]} ${(house % n) + 1}`;

/**
 * A writer of records as text, for command `name` and output `format`: 'lines' (the command's
 * format string), 'csv', 'json', or a format string of LETTERS. Throws an Error naming a letter
 * that is not known or that the command has no field for.
 * Returns { header (a first line, or ''), write(record) -> one line, failed(line, error) -> the
 * line of a puzzle that could not be read: '' (so output line N stays input puzzle N), a CSV row
 * with only its line number, or a JSON object { line, error: { code, message } } }.
 */
export function recordWriter(name, format) {
  const command = COMMANDS[name];
  if (format === 'json') {
    return { header: '', write: (record) => JSON.stringify(record), failed: (line, { code, message }) => JSON.stringify({ line, error: { code, message } }) };
  }
  if (format === 'csv') {
    // Numbers as the format letters write them: ratings with one decimal, times in ms to 0.001.
    const shown = { er: rating, ep: rating, ed: rating, ms: (value) => (value == null ? '' : Number(value).toFixed(3)) };
    const cell = (field, value) => {
      const text = shown[field] ? shown[field](value) : String(value ?? '');
      return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
    };
    return {
      header: command.fields.join(','),
      write: (record) => command.fields.map((field) => cell(field, record[field])).join(','),
      failed: (line) => [line, ...command.fields.slice(1).map(() => '')].join(','),
    };
  }
  const template = format === 'lines' ? command.lines : format;
  const parts = [];
  for (let at = 0; at < template.length; ++at) {
    const c = template[at];
    if (c === '\\' && (template[at + 1] === 't' || template[at + 1] === 'n')) {
      parts.push(template[++at] === 't' ? '\t' : '\n');
    } else if (c !== '%') {
      parts.push(c);
    } else if (template[at + 1] === '%') {
      parts.push('%');
      ++at;
    } else {
      const letter = template[++at];
      const known = LETTERS[letter];
      if (!known) throw new Error(`--format: %${letter ?? ''} is not a format letter (see --help)`);
      if (!command.fields.includes(known.field)) throw new Error(`--format: ${name} has no %${letter} (${known.says})`);
      parts.push(known);
    }
  }
  return {
    header: '',
    failed: () => '',
    write: (record) => parts.map((part) => {
      if (typeof part === 'string') return part;
      const value = record[part.field];
      return part.show ? part.show(value) : String(value ?? '');
    }).join(''),
  };
}
