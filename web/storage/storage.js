// Progress and settings in localStorage. Storage can be full, blocked or hand-edited, so every
// read is checked field by field: what cannot be used is dropped (a bad entry, a mark, a whole
// game whose puzzle is unreadable), never shown, and every failure leaves the page working.
import { isColourCode } from '../game/game.js';

const GAME_KEY = 'sudoku.game.v1';
const SETTINGS_KEY = 'sudoku.settings.v1';

/** The JSON value under `key`, or null when there is none or it cannot be read. */
export function read(key) {
  try {
    const text = localStorage.getItem(key);
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/** Writes `value` as JSON under `key`; returns whether it was stored (storage may be full or blocked). */
export function write(key, value) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    // Not saved; the game goes on.
    return false;
  }
}

const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
const isCount = (value, max) => Number.isInteger(value) && value >= 0 && value <= max;

// Times and dates read back are numbers anyone can edit: 1e308 is finite, and would be shown as
// a clock of 2.7e301 hours or stop a date format. Out of these ranges a value is treated as missing.
/** The longest time a game (or a Kids game) can have been played: 100 days, in ms. */
export const MAX_PLAY_MS = 100 * 86400000;
/** Dates the page can have written (ms since 1970): from 2000 to 2100; a clock outside is wrong. */
export const EARLIEST_DATE = Date.UTC(2000, 0, 1);
export const LATEST_DATE = Date.UTC(2100, 0, 1);
/** A time played, in ms: 0 to MAX_PLAY_MS. */
export const isPlayTime = (value) => Number.isFinite(value) && value >= 0 && value <= MAX_PLAY_MS;
/** A date, in ms since 1970: EARLIEST_DATE to LATEST_DATE. */
export const isDate = (value) => Number.isFinite(value) && value >= EARLIEST_DATE && value <= LATEST_DATE;
// 81 small integers; an entry out of range is dropped (0), a list of another length is unusable.
const cellsOf = (list, max) => (Array.isArray(list) && list.length === 81
  ? list.map((v) => (isCount(v, max) ? v : 0)) : null);

function gradeOf(grade) {
  if (!isObject(grade) || !isCount(grade.level, 5) || grade.level < 1 || !Number.isFinite(grade.score)) return null;
  return { level: grade.level, score: grade.score, hardest: typeof grade.hardest === 'string' ? grade.hardest : null };
}

/**
 * A saved game (toJSON() of game.js, as read back) checked field by field, as plain data for
 * new Game(...); null when its puzzle cannot be used. `id`, `startedAt` and
 * `wrongEntries` are kept when they are usable; the solution is never taken from storage.
 * Nor is a win: a stored completedMs comes back as `claimedMs`, a claim that the engine checks
 * (validate(): no conflict) before the game counts as solved; `completedMs` is always null.
 */
export function gameOf(saved) {
  if (!isObject(saved) || typeof saved.puzzle !== 'string' || !/^[1-9.]{81}$/.test(saved.puzzle)) return null;
  const { puzzle } = saved;
  // Values of another length are dropped like any bad field: the puzzle starts again from its givens.
  const values = cellsOf(saved.values, 9) ?? Array.from(puzzle, (c) => (c === '.' ? 0 : Number(c)));
  const filled = values.every((v) => v > 0);
  // A digit stored over a given is not the player's (game.js puts the given back): a grid that
  // changed a given was not won in this puzzle.
  const givensKept = [...puzzle].every((c, cell) => c === '.' || values[cell] === Number(c));
  [...puzzle].forEach((c, cell) => { if (c !== '.') values[cell] = Number(c); });
  return {
    puzzle,
    values,
    // Older or hand-made states may lack the pencil marks: the game goes on without them.
    marks: cellsOf(saved.marks, 511) ?? new Array(81).fill(0),
    // Corner marks, one mask per cell like the (centre) pencil marks; older saves have none.
    corners: cellsOf(saved.corners, 511) ?? new Array(81).fill(0),
    // Cell colours (play-grid.js coloursOf() codes); an unreadable one is no colour.
    colours: Array.isArray(saved.colours) && saved.colours.length === 81
      ? saved.colours.map((c) => (isColourCode(c) ? c : 0)) : new Array(81).fill(0),
    // A solution (and a solution count) read back is a claim, not a fact: storage can be
    // hand-edited or damaged. The game comes back without one, and the engine counts the
    // puzzle's solutions again before Check or the mistake counter use any (games.js verify()).
    solution: null,
    level: isCount(saved.level, 5) ? saved.level : 0,
    // Another part of the page may name its own source (a daily puzzle): a short word.
    source: typeof saved.source === 'string' && /^[a-z][a-z0-9-]{0,31}$/.test(saved.source) ? saved.source : 'generated',
    solutions: null,
    grade: gradeOf(saved.grade),
    elapsedMs: isPlayTime(saved.elapsedMs) ? saved.elapsedMs : 0,
    completedMs: null,
    // Only a full grid that keeps its givens can have been won; whether it was, the engine says.
    claimedMs: filled && givensKept && isPlayTime(saved.completedMs) ? saved.completedMs : null,
    id: typeof saved.id === 'string' && /^[0-9a-z]{1,24}$/.test(saved.id) ? saved.id : null,
    startedAt: isDate(saved.startedAt) ? saved.startedAt : null,
    wrongEntries: isCount(saved.wrongEntries, 100000) ? saved.wrongEntries : 0,
    // Only printed (with the level, it makes the puzzle again): a number the generator takes.
    seed: isCount(saved.seed, 2 ** 32 - 1) ? saved.seed : null,
    // The player chose to go on past the mistake limit in this game (only a real true counts).
    limitOff: saved.limitOff === true,
    hintsUsed: isCount(saved.hintsUsed, 100000) ? saved.hintsUsed : 0,
    daily: typeof saved.daily === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(saved.daily) ? saved.daily : null,
  };
}

/** The game saved by pages that kept only one ('sudoku.game.v1'), or null; saved-games.js moves it into the list. */
export const loadGame = () => gameOf(read(GAME_KEY));

/** Drops the one-slot save, once saved-games.js has stored its game in the list. */
export function forgetOldGame() {
  try { localStorage.removeItem(GAME_KEY); } catch { /* it is read again next time, and found in the list */ }
}

// autoNotes: placing a digit removes it from its peers' pencil marks (notes.js).
// mistakeLimit: wrong digits after which a game is over (0: no limit; mistakes.js).
const DEFAULT_SETTINGS = {
  conflicts: 'shown', level: 2, holes: 4, mistakeCounter: false, mistakeLimit: 0, autoNotes: true, theme: 'system', boxNumbers: false,
  // Games won with hints may set a level's best time (stats.js); by default they do not.
  hintsCount: false,
  // Digit first: a keypad digit is chosen, then each cell tapped takes it (moves.js).
  digitFirst: false,
  // The cell colours' palette (colours.js): 'standard' or 'safe' for colour-blind eyes.
  palette: 'standard',
};
/** The mistake limits Settings offers; 0 is none. */
export const MISTAKE_LIMITS = [0, 3, 5, 10];

/** The saved settings, each field checked; a missing or unusable one takes its default. */
export function loadSettings() {
  const saved = read(SETTINGS_KEY);
  const own = isObject(saved) ? saved : {};
  return {
    conflicts: ['shown', 'hidden'].includes(own.conflicts) ? own.conflicts : DEFAULT_SETTINGS.conflicts,
    level: isCount(own.level, 5) && own.level >= 1 ? own.level : DEFAULT_SETTINGS.level,
    holes: isCount(own.holes, 4) && own.holes >= 1 ? own.holes : DEFAULT_SETTINGS.holes,
    autoNotes: typeof own.autoNotes === 'boolean' ? own.autoNotes : DEFAULT_SETTINGS.autoNotes,
    theme: ['system', 'light', 'dark'].includes(own.theme) ? own.theme : DEFAULT_SETTINGS.theme,
    // Box numbers beside the Play board (board-labels.js): only a real boolean counts.
    boxNumbers: typeof own.boxNumbers === 'boolean' ? own.boxNumbers : DEFAULT_SETTINGS.boxNumbers,
    mistakeCounter: typeof own.mistakeCounter === 'boolean' ? own.mistakeCounter : DEFAULT_SETTINGS.mistakeCounter,
    mistakeLimit: MISTAKE_LIMITS.includes(own.mistakeLimit) ? own.mistakeLimit : DEFAULT_SETTINGS.mistakeLimit,
    hintsCount: typeof own.hintsCount === 'boolean' ? own.hintsCount : DEFAULT_SETTINGS.hintsCount,
    digitFirst: typeof own.digitFirst === 'boolean' ? own.digitFirst : DEFAULT_SETTINGS.digitFirst,
    palette: ['standard', 'safe'].includes(own.palette) ? own.palette : DEFAULT_SETTINGS.palette,
  };
}

export const saveSettings = (settings) => write(SETTINGS_KEY, settings);
