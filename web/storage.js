// Progress and settings in localStorage. Storage can be full, blocked or hand-edited, so every
// read is checked and every failure leaves the page working with defaults.

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

const isGrid = (a, max) => Array.isArray(a) && a.length === 81 && a.every((v) => Number.isInteger(v) && v >= 0 && v <= max);

/** The saved game as plain data for new Game(...), or null when none is usable. */
export function loadGame() {
  const saved = read(GAME_KEY);
  if (!saved || typeof saved.puzzle !== 'string' || !/^[1-9.]{81}$/.test(saved.puzzle)) return null;
  if (!isGrid(saved.values, 9) || !isGrid(saved.marks, 511)) return null;
  if (saved.solution !== null && !/^[1-9]{81}$/.test(saved.solution ?? '')) saved.solution = null;
  if (!(Number.isFinite(saved.elapsedMs) && saved.elapsedMs >= 0)) saved.elapsedMs = 0;
  if (saved.completedMs !== null && !Number.isFinite(saved.completedMs)) saved.completedMs = null;
  const g = saved.grade;
  if (!g || typeof g !== 'object' || !(g.level >= 1 && g.level <= 5) || !Number.isFinite(g.score)) saved.grade = null;
  return saved;
}

export const saveGame = (game) => write(GAME_KEY, game.toJSON());

const DEFAULT_SETTINGS = { conflicts: 'shown', level: 2 };

export function loadSettings() {
  return { ...DEFAULT_SETTINGS, ...(read(SETTINGS_KEY) ?? {}) };
}

export const saveSettings = (settings) => write(SETTINGS_KEY, settings);
