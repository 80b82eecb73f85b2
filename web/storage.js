// Progress and settings in localStorage. Storage can be full, blocked or hand-edited, so every
// read is checked field by field: what cannot be used is dropped (a bad entry, a mark, a whole
// game whose puzzle is unreadable), never shown, and every failure leaves the page working.

const GAME_KEY = 'sudoku.game.v1';
const SETTINGS_KEY = 'sudoku.settings.v1';

function read(key) {
  try {
    const text = localStorage.getItem(key);
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

function write(key, value) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Not saved; the game goes on.
  }
}

const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
const isCount = (value, max) => Number.isInteger(value) && value >= 0 && value <= max;
const isTime = (value) => Number.isFinite(value) && value >= 0;
// 81 small integers; an entry out of range is dropped (0), a list of another length is unusable.
const cellsOf = (list, max) => (Array.isArray(list) && list.length === 81
  ? list.map((v) => (isCount(v, max) ? v : 0)) : null);

function gradeOf(grade) {
  if (!isObject(grade) || !isCount(grade.level, 5) || grade.level < 1 || !Number.isFinite(grade.score)) return null;
  return { level: grade.level, score: grade.score, hardest: typeof grade.hardest === 'string' ? grade.hardest : null };
}

/** The saved game as plain data for new Game(...), or null when none is usable. */
export function loadGame() {
  const saved = read(GAME_KEY);
  if (!isObject(saved) || typeof saved.puzzle !== 'string' || !/^[1-9.]{81}$/.test(saved.puzzle)) return null;
  const values = cellsOf(saved.values, 9);
  if (!values) return null;
  const { puzzle } = saved;
  // A solution that does not keep the givens is not this puzzle's.
  const solution = typeof saved.solution === 'string' && /^[1-9]{81}$/.test(saved.solution)
    && [...puzzle].every((c, cell) => c === '.' || c === saved.solution[cell]) ? saved.solution : null;
  const filled = [...puzzle].every((c, cell) => c !== '.' || values[cell] > 0);
  return {
    puzzle,
    values,
    // Older or hand-made states may lack the pencil marks: the game goes on without them.
    marks: cellsOf(saved.marks, 511) ?? new Array(81).fill(0),
    solution,
    level: isCount(saved.level, 5) ? saved.level : 0,
    source: ['generated', 'link', 'pasted'].includes(saved.source) ? saved.source : 'generated',
    solutions: [0, 1, 2].includes(saved.solutions) ? saved.solutions : null,
    grade: gradeOf(saved.grade),
    elapsedMs: isTime(saved.elapsedMs) ? saved.elapsedMs : 0,
    // Only a full grid can have been won.
    completedMs: filled && isTime(saved.completedMs) ? saved.completedMs : null,
  };
}

export const saveGame = (game) => write(GAME_KEY, game.toJSON());

const DEFAULT_SETTINGS = { conflicts: 'shown', level: 2, holes: 4 };

/** The saved settings, each field checked; a missing or unusable one takes its default. */
export function loadSettings() {
  const saved = read(SETTINGS_KEY);
  const own = isObject(saved) ? saved : {};
  return {
    conflicts: ['shown', 'hidden'].includes(own.conflicts) ? own.conflicts : DEFAULT_SETTINGS.conflicts,
    level: isCount(own.level, 5) && own.level >= 1 ? own.level : DEFAULT_SETTINGS.level,
    holes: isCount(own.holes, 4) && own.holes >= 1 ? own.holes : DEFAULT_SETTINGS.holes,
  };
}

export const saveSettings = (settings) => write(SETTINGS_KEY, settings);
