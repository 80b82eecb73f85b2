// The engine's JavaScript API, shared by the browser entry (sudoku.js) and the Node entry
// (sudoku-node.mjs). It validates and normalises arguments, calls the raw embind functions,
// and turns their status codes into a thrown SudokuError with a stable `code`.
//
// Shapes: a puzzle is 81 cells row-major, 0 (or '.') = empty. Times are in milliseconds.

/** Error for caller mistakes the engine can name: `code` is stable, `cell` is 0..80 or -1. */
export class SudokuError extends Error {
  constructor(code, message, details = {}) {
    super(message);
    this.name = 'SudokuError';
    this.code = code;
    this.cell = details.cell ?? -1;
    if (details.otherCell !== undefined) this.otherCell = details.otherCell;
    if (details.digit !== undefined) this.digit = details.digit;
    if (details.house !== undefined) this.house = details.house;
  }
}

const ACCEPTED_FORMS =
  'a puzzle must be an 81-character string (digits, "." or "0" for blanks; whitespace and ' +
  '| - + separators ignored), an array of 81 numbers or strings, or a 9x9 array of them';
// Longer text cannot be a puzzle even with separators; refuse it before copying it into WASM.
const MAX_TEXT_LENGTH = 4096;

const cellName = (cell) => `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;
const houseName = (house) =>
  house < 9 ? `row ${house + 1}` : house < 18 ? `column ${house - 8}` : `box ${house - 17}`;

function errorFrom(raw) {
  switch (raw.code) {
    case 'badLength': {
      const error = new SudokuError('badLength', `expected 81 cells, found ${raw.cell}`, { cell: -1 });
      error.found = raw.cell;
      return error;
    }
    case 'budgetExhausted':
      return new SudokuError('budgetExhausted', 'the work budget ran out before an answer was found', raw);
    case 'badChar':
      return new SudokuError('badChar',
        `cell ${cellName(raw.cell)} (index ${raw.cell}) is neither a digit 1-9 nor a blank`, raw);
    case 'conflictingGivens':
      return new SudokuError('conflictingGivens',
        `digit ${raw.digit} appears twice in ${houseName(raw.house)}: ` +
        `${cellName(raw.cell)} and ${cellName(raw.otherCell)}`, raw);
    default:
      return new SudokuError(raw.code, `engine error: ${raw.code}`, raw);
  }
}

// A batch's invalid puzzles, six numbers each (see SolveBatch in wasm/adapters.h), as
// SudokuErrors with the puzzle's `index`.
function batchErrors(numbers, statusCodes) {
  const errors = [];
  // These errors are data, not throws: a stack trace (the wrapper's own frames) would cost more
  // than the rest of the item. Error.stackTraceLimit is where V8 reads the depth; elsewhere it is
  // an unused property, restored all the same.
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    for (let k = 0; k < numbers.length; k += 6) {
      const error = errorFrom({
        code: statusCodes[numbers[k + 1]], cell: numbers[k + 2], otherCell: numbers[k + 3],
        digit: numbers[k + 4], house: numbers[k + 5],
      });
      error.index = numbers[k];
      errors.push(error);
    }
  } finally {
    Error.stackTraceLimit = limit;
  }
  return errors;
}

function check(raw) {
  if (raw.code !== 'ok') throw errorFrom(raw);
  return raw;
}

// One array element -> one character the core parser reads; anything unknown becomes '?' so the
// core reports badChar with the cell index (one place decides what a valid cell is).
function cellChar(value) {
  if (typeof value === 'number') {
    return Number.isInteger(value) && value >= 0 && value <= 9 ? (value === 0 ? '.' : String(value)) : '?';
  }
  if (typeof value === 'string') {
    if (value === '' || value === '.' || value === '0' || value === 'N') return '.';
    return /^[1-9]$/.test(value) ? value : '?';
  }
  throw new TypeError(`${ACCEPTED_FORMS}; got a cell of type ${value === null ? 'null' : typeof value}`);
}

// The cells of puzzle text as characters ('.' for blanks), separators and whitespace dropped.
const cellsOf = (text) => Array.from(text.replace(/[\s|+-]/g, ''), (c) => (c === '0' ? '.' : c));

// Text read from a file with readFileSync(file, 'utf8') keeps the file's byte-order mark.
const withoutByteOrderMark = (text) => (text.charCodeAt(0) === 0xFEFF ? text.slice(1) : text);

/** Normalises any accepted puzzle form to text for the core parser. Throws TypeError otherwise. */
export function puzzleText(puzzle) {
  if (typeof puzzle === 'string') {
    if (puzzle.length > MAX_TEXT_LENGTH) {
      throw new SudokuError('badLength', `text of ${puzzle.length} characters is not a puzzle`);
    }
    return withoutByteOrderMark(puzzle);
  }
  if (Array.isArray(puzzle)) {
    if (puzzle.length === 9 && puzzle.every(Array.isArray)) {
      if (!puzzle.every((row) => row.length === 9)) {
        throw new TypeError(`${ACCEPTED_FORMS}; got rows that are not 9 cells long`);
      }
      // Array.from visits the holes of a sparse array (map and flat skip them): an empty slot
      // is a cell of the wrong type, not a missing cell.
      return puzzle.map((row) => Array.from(row, cellChar).join('')).join('');
    }
    if (puzzle.some(Array.isArray)) throw new TypeError(`${ACCEPTED_FORMS}; got a nested array of another shape`);
    if (puzzle.length === 9 && puzzle.every((row) => typeof row === 'string' && row.length > 1)) {
      throw new TypeError(`${ACCEPTED_FORMS}; got 9 strings (join the rows into one string)`);
    }
    if (puzzle.length > MAX_TEXT_LENGTH) throw new SudokuError('badLength', `expected 81 cells, found ${puzzle.length}`);
    return Array.from(puzzle, cellChar).join('');
  }
  throw new TypeError(`${ACCEPTED_FORMS}; got ${puzzle === null ? 'null' : typeof puzzle}`);
}

function options(value, name) {
  if (value === undefined) return {};
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new TypeError(`${name} options must be an object`);
  }
  return value;
}

function integerOption(value, name, low, high, fallback) {
  if (value === undefined) return fallback;
  if (typeof value !== 'number') {
    throw new TypeError(`${name} must be a number; got ${value === null ? 'null' : typeof value}`);
  }
  if (!Number.isInteger(value) || value < low || value > high) {
    throw new SudokuError('badOption', `${name} must be an integer from ${low} to ${high}; got ${String(value)}`);
  }
  return value;
}

// A string seed is hashed in the engine; longer text would only be copied into the WASM heap
// (which never shrinks) to make the same kind of 32-bit number.
const MAX_SEED_LENGTH = 1024;

function stringSeed(raw, seed) {
  if (seed.length > MAX_SEED_LENGTH) {
    throw new SudokuError('badOption', `a string seed may be at most ${MAX_SEED_LENGTH} characters; got ${seed.length}`);
  }
  return raw.seedFromString(seed);
}

function seedOption(seed) {
  if (seed === undefined) {
    const random = new Uint32Array(1);
    globalThis.crypto.getRandomValues(random);
    return random[0];
  }
  return integerOption(seed, 'seed', 0, 0xFFFFFFFF, 0);
}

// Batch input: one puzzle per line. Array items may be any accepted form; a multi-line string
// item is folded onto one line (line breaks are ignored inside a puzzle anyway).
function batchText(puzzles) {
  if (typeof puzzles === 'string') return withoutByteOrderMark(puzzles);
  if (!Array.isArray(puzzles)) {
    throw new TypeError('puzzles must be a string (one puzzle per line) or an array of puzzles');
  }
  if (puzzles.length > MAX_BATCH) {
    throw new SudokuError('badLength', `a batch holds at most ${MAX_BATCH} puzzles; got ${puzzles.length}`);
  }
  // An empty or over-long item stays an invalid line (badLength) so that result i still belongs
  // to puzzles[i]; wrong types are still a TypeError for the whole call.
  // Array.from, not map: a hole of a sparse array is an item too (undefined: a TypeError), so
  // that no item can vanish and shift the indexes after it.
  return Array.from(puzzles, (p) => {
    let text;
    try {
      text = puzzleText(p);
    } catch (error) {
      if (!(error instanceof SudokuError)) throw error;
      return TOO_LONG_LINE;
    }
    // The engine skips blank lines; a blank item must still take its index, as an invalid line.
    const line = text.replace(/[\r\n]+/g, ' ');
    return /^[ \t]*$/.test(line) ? BLANK_ITEM : line;
  }).join('\n');
}

// A batch is copied into WASM memory, which grows on demand and never shrinks: bound it.
const MAX_BATCH = 1_000_000;
const MAX_BATCH_BYTES = 128 * 1024 * 1024;
// A line the core parser reads as 82 cells: badLength, at the item's own index.
const TOO_LONG_LINE = '0'.repeat(82);
// A line of one separator: no cells, so badLength (0 cells found), yet not blank.
const BLANK_ITEM = '-';

function tooManyBytes(size) {
  return new SudokuError('badLength', `a batch holds at most ${MAX_BATCH_BYTES} bytes of text; got ${size}`);
}

const BATCH_STATUS = { 0: 'none', 1: 'unique', 2: 'multiple', x: 'invalid' };

const UTF8 = new TextEncoder();
const ASCII = new TextDecoder();  // the batch's solutions are ASCII digits

const STATUS_BY_COUNT = ['none', 'unique'];
const statusOf = (count) => STATUS_BY_COUNT[count] ?? 'multiple';
const toCells = (text) => Array.from(text, (c) => (c === '.' ? 0 : c.charCodeAt(0) - 48));
const digitsOf = (mask) => [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => mask & (1 << (d - 1)));
const now = () => globalThis.performance.now();

// ---- generate() options --------------------------------------------------------------------

const GENERATE_OPTION_NAMES = ['clues', 'symmetry', 'minimal', 'difficulty', 'seed', 'budget', 'timeLimitMs'];
const SYMMETRIES = ['none', 'rotational', 'rotational180', 'rotational90', 'mirrorHorizontal',
  'mirrorVertical', 'diagonal', 'antiDiagonal'];
const DIFFICULTIES = ['easy', 'medium', 'hard', 'expert', 'extreme'];

function typedNumber(value, name) {
  if (typeof value !== 'number') throw new TypeError(`${name} must be a number; got ${value === null ? 'null' : typeof value}`);
  return value;
}

function rangeOption(value, name, low, high) {
  if (!Number.isInteger(typedNumber(value, name)) || value < low || value > high) {
    throw new SudokuError('badOption', `${name} must be an integer from ${low} to ${high}; got ${String(value)}`);
  }
  return value;
}

function countOption(count) {
  return rangeOption(count, 'count', 1, 100000);
}

/**
 * Validates generate()'s options into the raw call's arguments (see generate). `caller` names
 * the public function for messages; only generate() handles `level` itself.
 */
function generateOptions(o, raw, caller) {
  for (const name of Object.keys(o)) {
    if (o[name] === undefined) continue;  // an option set to undefined is an option left out
    if (!GENERATE_OPTION_NAMES.includes(name)) {
      if (name === 'level') {
        // The holes-per-box generator makes one puzzle per call and has no batch form.
        throw new SudokuError('badOption', `${caller} does not take level (the holes-per-box generator, ` +
          'one puzzle per call): call generate({ level, seed }) once per puzzle, or pass difficulty ' +
          '(1-5) instead for a batch of graded puzzles');
      }
      throw new TypeError(`unknown generate option '${name}'; known: ${GENERATE_OPTION_NAMES.join(', ')}, level`);
    }
  }
  const g = { clues: 0, symmetry: 'none', minimal: false, difficulty: 0, seed: 0, budget: 0, timeLimitMs: 0 };
  if (o.clues !== undefined && o.clues !== 0) g.clues = rangeOption(o.clues, 'clues', 17, 80);
  if (o.symmetry !== undefined) {
    if (typeof o.symmetry !== 'string') throw new TypeError(`symmetry must be a string: ${SYMMETRIES.join(', ')}`);
    if (!SYMMETRIES.includes(o.symmetry)) {
      throw new SudokuError('badOption', `symmetry must be one of ${SYMMETRIES.join(', ')}; got '${o.symmetry}'`);
    }
    g.symmetry = o.symmetry;
  }
  if (o.minimal !== undefined) {
    if (typeof o.minimal !== 'boolean') throw new TypeError('minimal must be true or false');
    g.minimal = o.minimal;
  }
  if (o.difficulty !== undefined) {
    if (typeof o.difficulty === 'string') {
      const index = DIFFICULTIES.indexOf(o.difficulty);
      if (index < 0) throw new SudokuError('badOption', `difficulty must be 1-5 or one of ${DIFFICULTIES.join(', ')}`);
      g.difficulty = index + 1;
    } else {
      g.difficulty = rangeOption(o.difficulty, 'difficulty', 1, 5);
    }
  }
  if (typeof o.seed === 'string') {
    g.seed = stringSeed(raw, o.seed);
  } else if (o.seed === undefined) {
    g.seed = seedOption(undefined);
  } else {
    g.seed = rangeOption(o.seed, 'seed', 0, 0xFFFFFFFF);
  }
  // At most 25x the default budget (about a minute of work): every call stays bounded.
  if (o.budget !== undefined) g.budget = rangeOption(o.budget, 'budget', 1, 50_000_000);
  if (o.timeLimitMs !== undefined) {
    if (!(typedNumber(o.timeLimitMs, 'timeLimitMs') > 0) || o.timeLimitMs > 0xFFFFFFFF) {
      throw new SudokuError('badOption', `timeLimitMs must be a positive number of milliseconds; got ${o.timeLimitMs}`);
    }
    g.timeLimitMs = Math.ceil(o.timeLimitMs);
  }
  return g;
}

// The options of a validated set (generateOptions) that ask for something the holes-per-box
// generator cannot give. Values that ask for nothing (symmetry 'none', minimal false, clues 0)
// describe its puzzles as they are, so they combine with level.
function holesConflicts(g) {
  const conflicts = [];
  if (g.clues !== 0) conflicts.push(`clues ${g.clues}`);
  if (g.symmetry !== 'none') conflicts.push(`symmetry '${g.symmetry}'`);
  if (g.minimal) conflicts.push('minimal true');
  if (g.difficulty !== 0) conflicts.push(`difficulty ${g.difficulty}`);
  if (g.budget !== 0) conflicts.push('budget');
  if (g.timeLimitMs !== 0) conflicts.push('timeLimitMs');
  return conflicts;
}

function generateError(code, g) {
  const asked = `clues ${g.clues || 'any'}, symmetry ${g.symmetry}, minimal ${g.minimal}` +
    (g.difficulty ? `, difficulty ${g.difficulty}` : '');
  if (code === 'badOption') {
    return new SudokuError('badOption', `no puzzle can be generated with ${asked} (impossible or unsupported combination)`);
  }
  if (code === 'budgetExhausted') {
    return new SudokuError('budgetExhausted', `the budget ran out before a puzzle with ${asked} was found ` +
      `(seed ${g.seed}); raise budget or timeLimitMs, or relax the options`);
  }
  return new SudokuError(code, `engine error: ${code}`);
}

function generatedPuzzle(r, puzzle, solution, g) {
  const graded = g.difficulty !== 0;
  return {
    puzzle, solution, seed: r.seed, clues: r.clues, symmetry: g.symmetry === 'rotational180' ? 'rotational' : g.symmetry,
    minimal: r.minimal, difficulty: graded ? r.level : null, score: graded ? r.rating / 10 : null, work: r.work,
  };
}

function generatedBatch(r, g) {
  const puzzles = [];
  for (let i = 0; i < (r.count ?? 0); ++i) {
    const one = { seed: r.seeds[i], clues: r.clues[i], minimal: r.minimal[i] === '1', level: r.levels[i], rating: r.ratings[i] };
    const item = generatedPuzzle(one, r.puzzles.slice(81 * i, 81 * i + 81), r.solutions.slice(81 * i, 81 * i + 81), g);
    delete item.work;
    puzzles.push(item);
  }
  return puzzles;
}

/** Builds the public API object around a loaded embind module. */
export function wrapEngine(raw, version) {
  return Object.freeze({
    version,

    /**
     * Bytes of WebAssembly memory the engine holds (its heap: grows on demand, never shrinks).
     * For watching memory over long sessions; a steady value means no leak.
     */
    memoryBytes() {
      return raw.HEAPU8.length;
    },

    /**
     * Normalises any accepted form to the 81-character form with '.' for blanks. Throws
     * TypeError for a form that is not a puzzle; SudokuError badLength, badChar or
     * conflictingGivens.
     */
    parse(puzzle) {
      return check(raw.parse(puzzleText(puzzle))).puzzle;
    },

    /**
     * Solves with the fast engine, counting solutions up to `limit` (default 2).
     * Returns { status: 'none'|'unique'|'multiple', solution: 81-char string or null, count,
     * counters: { candidateOps (digits placed), savedStates (guesses), backtracks }, ms }.
     * Throws TypeError for wrong types; SudokuError badLength, badChar, conflictingGivens, or
     * badOption for a limit outside 1..1,000,000.
     */
    solve(puzzle, opts) {
      const { limit } = options(opts, 'solve');
      const cap = integerOption(limit, 'limit', 1, 1_000_000, 2);
      const text = puzzleText(puzzle);
      const start = now();
      const r = check(raw.solve(text, cap));
      const ms = now() - start;
      return {
        status: statusOf(r.count),
        solution: r.count > 0 ? r.solution : null,
        count: r.count,
        counters: { candidateOps: r.placements, savedStates: r.guesses, backtracks: r.backtracks },
        ms,
      };
    },

    /**
     * Number of solutions, counted up to `limit` (default 2; 2 means "not unique"). Throws as
     * solve().
     */
    countSolutions(puzzle, limit = 2) {
      const cap = integerOption(limit, 'limit', 1, 1_000_000, 2);
      return check(raw.solve(puzzleText(puzzle), cap)).count;
    },

    /**
     * Solves many puzzles in one call (one boundary crossing). `puzzles`: a string with one puzzle
     * per line (LF, CRLF or CR; blank lines are skipped and take no index), or an array of
     * puzzles in any accepted form (item i is result i, blank items invalid). Returns { statuses:
     * ('none'|'unique'|'multiple'|'invalid')[], solutions: (81-char string|null)[], errors:
     * SudokuError[] (each with `index`, for the invalid ones), guesses, ms }. An invalid puzzle
     * does not stop the batch.
     */
    solveMany(puzzles, opts) {
      const { limit } = options(opts, 'solveMany');
      const cap = integerOption(limit, 'limit', 1, 1_000_000, 2);
      // The text is encoded straight into the module's input buffer (see BatchInput in
      // wasm/adapters.h) and the solutions come back as one decoded string. Puzzle text is
      // ASCII, one byte per character; anything else is encoded first to learn its size.
      const text = batchText(puzzles);
      if (text.length > MAX_BATCH_BYTES) throw tooManyBytes(text.length);
      const start = now();
      if (UTF8.encodeInto(text, raw.batchInput(text.length)).read !== text.length) {
        const bytes = UTF8.encode(text);
        if (bytes.length > MAX_BATCH_BYTES) {
          raw.batchInput(0);  // frees the buffer the ASCII attempt took
          throw tooManyBytes(bytes.length);
        }
        raw.batchInput(bytes.length).set(bytes);
      }
      let r, solved, errors;
      try {
        r = raw.solveBatch(cap);
        if (r.tooMany) {
          throw new SudokuError('badLength', `a batch holds at most ${r.tooMany} puzzles; this text has more lines`);
        }
        check(r);
        solved = ASCII.decode(r.solutions);
        errors = batchErrors(r.errors, r.statusCodes);
      } finally {
        raw.releaseBatch();
      }
      const statuses = new Array(r.puzzles);
      const solutions = new Array(r.puzzles);
      for (let i = 0; i < r.puzzles; ++i) {
        const status = r.statuses[i];
        statuses[i] = BATCH_STATUS[status];
        solutions[i] = status === '1' || status === '2' ? solved.slice(81 * i, 81 * i + 81) : null;
      }
      return { statuses, solutions, errors, guesses: r.guesses, ms: now() - start };
    },

    /**
     * Grades a puzzle by the human techniques it needs, on Sudoku Explainer's scale (the hardest
     * step's rating; see core/include/sudoku/technique.h for the per-technique ratings).
     * Returns { outcome: 'solved'|'stuck'|'noSolution'|'multiple', score, level (1 easy ..
     * 5 extreme; 0 when the puzzle has no unique solution), hardest (technique id of the
     * hardest step, or null when no step was taken: a full grid, a puzzle without a unique
     * solution, or one no technique applies to), counts ({ techniqueId: steps }), steps,
     * solvedByLogic, ms }. A full valid grid grades { outcome: 'solved', score: 0, level: 1,
     * hardest: null, steps: 0 }. Throws TypeError, SudokuError badLength, badChar or
     * conflictingGivens; never budgetExhausted (the searches are bounded: a puzzle they cannot
     * finish is 'stuck', level 5).
     */
    grade(puzzle) {
      const text = puzzleText(puzzle);
      const start = now();
      const r = check(raw.grade(text));
      return {
        outcome: r.outcome, score: r.score, level: r.level, hardest: r.hardest ?? null,
        counts: r.counts, steps: r.steps, solvedByLogic: r.solvedByLogic, ms: now() - start,
      };
    },

    /**
     * The whole logical solve path: { outcome, steps: Step[] }, each step the easiest available.
     * A Step is { technique, name, nameZh, rating, placements: [{cell, digit}], eliminations:
     * [{cell, digit}], cells, houses, digits, links, explanation: { en, zh } }. Throws as
     * grade().
     */
    steps(puzzle) {
      const r = check(raw.steps(puzzleText(puzzle)));
      return { outcome: r.outcome, steps: r.steps };
    },

    /**
     * The next hint for a player. `state`: { puzzle (the givens), values (the player's grid,
     * default: the puzzle), candidates (optional pencil marks: 81 arrays of digits; an empty
     * array on an empty cell means no marks for that cell, so 81 empty arrays are the same as
     * no marks) }.
     * Returns { kind: 'step'|'wrongValue'|'wrongCandidate'|'solved'|'notUnique'|'noSolution'|
     * 'noLogicalStep', step (for 'step'), cell, digit, correctDigit }. A wrong digit is reported
     * before any step: for 'wrongValue' `digit` is the wrong digit placed at `cell`; for
     * 'wrongCandidate' the marks of `cell` lack its solution digit, and `digit` and
     * `correctDigit` both name it. Throws TypeError for a state of the wrong shape; SudokuError
     * badLength / badChar for `puzzle` or `values`, conflictingGivens for `puzzle` (equal digits
     * in `values` are a 'wrongValue' hint), badOption when `values` changes a given or a mark is
     * not a digit 1-9.
     */
    hint(state) {
      if (state === null || typeof state !== 'object' || Array.isArray(state)) {
        throw new TypeError('hint(state) takes { puzzle, values, candidates }');
      }
      // Every argument is checked before any answer depends on the puzzle.
      const puzzle = puzzleText(state.puzzle);
      const values = state.values === undefined ? puzzle : puzzleText(state.values);
      const givens = cellsOf(puzzle);
      const entered = cellsOf(values);
      const wellFormed = (cells) => cells.length === 81 && cells.every((c) => c === '.' || (c >= '1' && c <= '9'));
      if (wellFormed(givens) && wellFormed(entered)) {
        const erased = givens.findIndex((c, cell) => c !== '.' && entered[cell] !== c);
        if (erased >= 0) {
          throw new SudokuError('badOption', `values must keep every given; ${cellName(erased)} differs`, { cell: erased });
        }
      }
      let marks = '';
      if (state.candidates !== undefined) {
        if (!Array.isArray(state.candidates) || state.candidates.length !== 81) {
          throw new TypeError('candidates must be an array of 81 arrays of digits');
        }
        // Array.from visits holes of a sparse array too (as undefined), unlike map.
        marks = Array.from(state.candidates, (digits, cell) => {
          if (!Array.isArray(digits)) throw new TypeError(`candidates[${cell}] must be an array of digits`);
          let mask = 0;
          for (const d of digits) {
            if (!Number.isInteger(d) || d < 1 || d > 9) {
              throw new SudokuError('badOption', `candidates[${cell}] holds ${String(d)}, not a digit 1-9`, { cell });
            }
            mask |= 1 << (d - 1);
          }
          return mask;
        }).join(',');
      }
      // The values' own errors come first too, also for a puzzle that is not unique (two equal
      // digits entered are the player's mistake, which the hint points at below).
      const parsedValues = raw.parse(values);
      if (parsedValues.code !== 'ok' && parsedValues.code !== 'conflictingGivens') check(parsedValues);
      const solved = check(raw.solve(puzzle, 2));
      if (solved.count !== 1) return { kind: solved.count === 0 ? 'noSolution' : 'notUnique', cell: -1 };
      const r = raw.hint(values, marks, solved.solution);
      // Two equal digits entered by the player are a mistake to point at, not a caller error.
      if (r.code !== 'ok' && r.code !== 'conflictingGivens') check(r);
      if (r.code === 'conflictingGivens') {
        const wrong = solved.solution[r.otherCell] !== String(r.digit) ? r.otherCell : r.cell;
        return { kind: 'wrongValue', cell: wrong, digit: r.digit, correctDigit: Number(solved.solution[wrong]) };
      }
      const hint = { kind: r.kind, cell: r.cell, digit: r.digit, correctDigit: r.correctDigit };
      if (r.step) hint.step = r.step;
      return hint;
    },

    /**
     * Solves the way the original demo does (tags, singles, guesses, backtracking) and reports its
     * counters and the candidates after the first pass: { status, solution, count, counters:
     * { candidateOps, savedStates, backtracks }, ms, firstPass: { values: number[81] (0 open),
     * candidates: number[][81] (digits of open cells), deduced: boolean[81] } }.
     * Throws TypeError, SudokuError badLength, badChar, conflictingGivens, or budgetExhausted
     * when the method has saved 100,000 states without an answer (sparse puzzles, mostly ones
     * with no solution).
     */
    explain(puzzle) {
      const text = puzzleText(puzzle);
      const start = now();
      const r = check(raw.explain(text, 2));
      const ms = now() - start;
      const candidates = [];
      for (let cell = 0; cell < 81; ++cell) candidates.push(digitsOf(r.firstPass.candidates[cell]));
      return {
        status: statusOf(r.count),
        solution: r.count > 0 ? r.solution : null,
        count: r.count,
        counters: { candidateOps: r.candidateOps, savedStates: r.savedStates, backtracks: r.backtracks },
        ms,
        firstPass: {
          values: toCells(r.firstPass.values),
          candidates,
          deduced: Array.from(r.firstPass.deduced, (c) => c === '1'),
        },
      };
    },

    /**
     * A new puzzle with exactly one solution.
     *
     * Options (all optional):
     *   clues       exact number of givens, 17..80 (0 or omitted: whatever digging reaches).
     *               22..35 finish quickly, 20..21 usually within a second or two, 17..19 are a
     *               best effort that often ends in budgetExhausted.
     *   symmetry    'none' (default), 'rotational' (180°, also 'rotational180'), 'rotational90',
     *               'mirrorHorizontal' (left-right), 'mirrorVertical' (top-bottom), 'diagonal'
     *               (r1c1-r9c9), 'antiDiagonal' (r1c9-r9c1): the positions of the givens.
     *   minimal     true: removing any given makes the puzzle non-unique.
     *   difficulty  graded level 1..5 or 'easy' | 'medium' | 'hard' | 'expert' | 'extreme' (the
     *               grade() levels); generation retries until the grade matches.
     *   seed        integer 0..2^32-1, or any string (hashed to a number with FNV-1a 32 in the
     *               engine); random when omitted. Same seed and options, same puzzle, on every
     *               build. The result's `seed` (always a number) reproduces it.
     *   budget      work units (default 2,000,000); deterministic. A unit is 1-3 µs for most
     *               requests and up to about 6 µs for hard levels with many clues, so the default
     *               runs out after 2-13 s; timeLimitMs bounds the wall clock.
     *   timeLimitMs wall-clock limit; only ever turns a search into budgetExhausted.
     *   level       1..4: the original demo's holes-per-box generator (as before). Only seed,
     *               and options that ask for nothing (symmetry 'none', minimal false, clues 0),
     *               combine with it; any other option of the above is badOption.
     * Returns { puzzle (81 chars, '.' blanks), solution, seed, clues, symmetry, minimal,
     * difficulty (graded level, or null when not asked), score (SE rating, or null), work, ms }
     * (the holes form: { puzzle, solution, seed, clues, level, difficulty and score (its grade,
     * since random holes make any difficulty), ms }).
     * Throws SudokuError 'badOption' for out-of-range or impossible options (for example clues 17
     * with a symmetry, 22 with 'rotational90', or level with symmetry 'rotational'),
     * 'budgetExhausted' when the budget ran out (never with level: that generator is bounded);
     * TypeError for options of the wrong type or an unknown option name.
     */
    generate(opts) {
      const o = options(opts, 'generate');
      for (const name of Object.keys(o)) {
        if (o[name] !== undefined && name !== 'level' && !GENERATE_OPTION_NAMES.includes(name)) {
          throw new TypeError(`unknown generate option '${name}'; known: ${GENERATE_OPTION_NAMES.join(', ')}, level`);
        }
      }
      if (o.level !== undefined) {
        const level = integerOption(o.level, 'level', 1, 4, 1);
        const { level: _, ...rest } = o;
        const h = generateOptions(rest, raw, 'generate');  // types and ranges as usual
        const conflicts = holesConflicts(h);
        if (conflicts.length > 0) {
          throw new SudokuError('badOption', `level (the holes-per-box generator, 1-4) cannot be combined with ` +
            `${conflicts.join(', ')}: it digs box by box with no symmetry, clue count, minimality, grading or ` +
            'budget; leave out level to use them (difficulty 1-5 asks for a graded level)');
        }
        const start = now();
        const r = check(raw.generateByHoles(level, h.seed));
        return {
          puzzle: r.puzzle, solution: r.solution, seed: r.seed, clues: r.clues, level,
          difficulty: r.level, score: r.rating / 10, ms: now() - start,
        };
      }
      const g = generateOptions(o, raw, 'generate');
      const start = now();
      const r = raw.generateWithOptions(g.clues, g.symmetry, g.minimal, g.difficulty, g.seed, g.budget, g.timeLimitMs);
      if (r.code !== 'ok') throw generateError(r.code, g);
      return { ...generatedPuzzle(r, r.puzzle, r.solution, g), ms: now() - start };
    },

    /**
     * `count` puzzles (1..100000) in one call, crossing the JS/WASM boundary once. Options as
     * generate() but not `level` (badOption: call generate({ level }) per puzzle, or use
     * difficulty); puzzle i has its own seed (result `seed`), derived from the
     * options' seed so that generate({ ...options, seed }) makes it again alone. Returns an
     * array of generate()'s results without `ms`. When a puzzle runs out of budget, throws
     * SudokuError 'budgetExhausted' whose `puzzles` holds the ones made before it.
     */
    generateMany(opts, count) {
      const g = generateOptions(options(opts, 'generateMany'), raw, 'generateMany');
      const n = countOption(count);
      const r = raw.generateManyWithOptions(g.clues, g.symmetry, g.minimal, g.difficulty, g.seed, g.budget,
        g.timeLimitMs, 0, n);
      const puzzles = generatedBatch(r, g);
      if (r.code !== 'ok') {
        const error = generateError(r.code, g);
        error.puzzles = puzzles;
        throw error;
      }
      return puzzles;
    },

    /**
     * generateMany() in slices, for a worker that reports progress: a generator that yields
     * { puzzles (this slice), done, total } after each slice of `chunk` puzzles (default 16).
     * The puzzles are the same as generateMany(options, count) gives for the same seed.
     */
    * generateEach(opts, count, { chunk = 16 } = {}) {
      const g = generateOptions(options(opts, 'generateEach'), raw, 'generateEach');
      const total = countOption(count);
      const slice = integerOption(chunk, 'chunk', 1, 100000, 16);
      for (let done = 0; done < total;) {
        const n = Math.min(slice, total - done);
        const r = raw.generateManyWithOptions(g.clues, g.symmetry, g.minimal, g.difficulty, g.seed, g.budget,
          g.timeLimitMs, done, n);
        const puzzles = generatedBatch(r, g);
        if (r.code !== 'ok') {
          const error = generateError(r.code, g);
          error.puzzles = puzzles;
          throw error;
        }
        done += n;
        yield { puzzles, done, total };
      }
    },
  });
}

const WASM_MAGIC = [0x00, 0x61, 0x73, 0x6d];

/**
 * Starts the embind module with bytes from `loadBytes()` (a promise of an ArrayBuffer or
 * Uint8Array). Rejects with an Error naming `where` when the bytes cannot be had or are not
 * WebAssembly (for example an HTML page served in place of the .wasm file).
 */
export async function startEngine(factory, loadBytes, where) {
  let failLoad;
  const failed = new Promise((_, reject) => { failLoad = reject; });
  const engine = factory({
    instantiateWasm(imports, receive) {
      loadBytes()
        .then((bytes) => {
          const view = new Uint8Array(bytes);
          if (!WASM_MAGIC.every((b, i) => view[i] === b)) {
            throw new Error(`${where} is not a WebAssembly file (wrong content served at that URL)`);
          }
          return WebAssembly.instantiate(view, imports);
        })
        .then(({ instance, module }) => receive(instance, module))
        .catch((cause) => failLoad(new Error(`could not load the Sudoku engine from ${where}: ${cause.message}`, { cause })));
      return {};
    },
  });
  return Promise.race([engine, failed]);
}
