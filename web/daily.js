// The Daily control: today's puzzle of the chosen level, the same in every browser
// (daily-puzzle.js), and the line that says a game is a daily puzzle. Each daily puzzle made
// here is kept with the player's progress in it (localStorage, the last few weeks), so pressing
// Daily again resumes the game where it was, and is instant, even after other games were played.
import { makeDaily, today, DAILY_TRIES } from './daily-puzzle.js';
import { getLanguage, t } from './i18n.js';

const KEY = 'sudoku.daily.v1';
const KEEP_DAYS = 14;

const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
const isCount = (value, max) => Number.isInteger(value) && value >= 0 && value <= max;
const isTime = (value) => Number.isFinite(value) && value >= 0;
const cellsOf = (list, max) => (Array.isArray(list) && list.length === 81
  ? list.map((v) => (isCount(v, max) ? v : 0)) : null);

// A stored daily puzzle, checked field by field; null when its puzzle is unusable.
function readEntry(raw) {
  if (!isObject(raw) || typeof raw.date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(raw.date)) return null;
  if (!isCount(raw.level, 5) || raw.level < 1) return null;
  const { puzzle, solution } = raw;
  if (typeof puzzle !== 'string' || !/^[1-9.]{81}$/.test(puzzle)) return null;
  if (typeof solution !== 'string' || !/^[1-9]{81}$/.test(solution)
    || ![...puzzle].every((c, cell) => c === '.' || c === solution[cell])) return null;
  const entry = {
    date: raw.date, level: raw.level, puzzle, solution,
    score: Number.isFinite(raw.score) ? raw.score : 0,
    hardest: typeof raw.hardest === 'string' ? raw.hardest : null,
    progress: null,
  };
  const p = isObject(raw.progress) ? raw.progress : null;
  const values = p && cellsOf(p.values, 9);
  if (values) {
    const filled = [...puzzle].every((c, cell) => c !== '.' || values[cell] > 0);
    entry.progress = {
      values,
      marks: cellsOf(p.marks, 511) ?? new Array(81).fill(0),
      elapsedMs: isTime(p.elapsedMs) ? p.elapsedMs : 0,
      completedMs: filled && isTime(p.completedMs) ? p.completedMs : null,
    };
  }
  return entry;
}

function loadEntries() {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    return (isObject(saved) && Array.isArray(saved.entries) ? saved.entries : []).map(readEntry).filter(Boolean);
  } catch {
    return [];
  }
}

function saveEntries(entries) {
  const oldest = Date.parse(`${today()}T00:00:00Z`) - KEEP_DAYS * 86400000;
  const kept = entries.filter((e) => Date.parse(`${e.date}T00:00:00Z`) >= oldest);
  try {
    localStorage.setItem(KEY, JSON.stringify({ version: 1, entries: kept }));
  } catch {
    // Not kept: Daily makes the puzzle again (the same one) next time.
  }
}

/** 'YYYY-MM-DD' as the page's language writes a date. */
export function dateText(date) {
  const [y, m, d] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(getLanguage() === 'zh' ? 'zh-CN' : 'en', { dateStyle: 'medium' })
    .format(new Date(y, m - 1, d));
}

/**
 * `els`: { button (Daily), level (the level select), label (where a daily game says so) }.
 * `state`: the Play state. `play`: { openPuzzle(made, { source, saved }) (games.js), say(key,
 * params, tone), render() }. Returns { dateOf(game), track(game), render() }.
 */
export function createDaily(els, state, play) {
  let busy = false;
  // Read once: render() asks about every game shown.
  let entries = loadEntries();

  const find = (game) => (game ? entries.find((e) => e.puzzle === game.puzzle) : undefined);

  /** The daily date of `game`, or null when it is not a daily puzzle. */
  const dateOf = (game) => find(game)?.date ?? null;

  /** Keeps the progress of `game` when it is a daily puzzle, for Daily to resume it. */
  function track(game) {
    const entry = find(game);
    if (!entry) return;
    entry.progress = {
      values: [...game.values], marks: [...game.marks],
      elapsedMs: Math.round(game.elapsedMs), completedMs: game.completedMs,
    };
    saveEntries(entries);
  }

  async function open() {
    if (!state.engines || busy) return;
    const level = Number(els.level.value);
    const date = today();
    const name = t(`grade${level}`);
    const entry = entries.find((e) => e.date === date && e.level === level);
    if (entry && state.game?.puzzle === entry.puzzle) {
      play.say('dailyHere', { name }, 'info');
      return;
    }
    if (entry) {
      if (state.game) track(state.game);
      play.openPuzzle(entry, { source: 'daily', saved: entry.progress });
      play.say('dailyResumed', { name, date: dateText(date) }, 'info');
      return;
    }
    const shown = state.game;
    busy = true;
    play.say('dailyMaking', { name }, 'info');
    play.render();
    try {
      const made = await makeDaily(state.engines.work, level, date);
      const fresh = { date, level, puzzle: made.puzzle, solution: made.solution, score: made.score, hardest: made.hardest, progress: null };
      entries = [...entries.filter((e) => !(e.date === date && e.level === level)), fresh];
      saveEntries(entries);
      // Another game was opened meanwhile: it stays; Daily opens this one at once next time.
      if (state.game !== shown) return;
      if (state.game) track(state.game);
      play.openPuzzle(made, { source: 'daily' });
      play.say('dailyOpened', { name, date: dateText(date) }, 'info');
    } catch (error) {
      if (error.code === 'budgetExhausted') play.say('dailyNotMade', { name, tries: DAILY_TRIES }, 'warning');
      else if (error.code === 'timeout') play.say('dailyTooSlow', { name }, 'warning');
      else play.say('engineError', { message: error.message }, 'error');
    } finally {
      busy = false;
      play.render();
    }
  }

  els.button.addEventListener('click', open);
  // After the timer's own pagehide save, which wrote the time into the game.
  window.addEventListener('pagehide', () => { if (state.game) track(state.game); });

  return {
    dateOf,
    track,
    /** Enables Daily and says whether the game on screen is a daily puzzle. */
    render() {
      els.button.disabled = !state.engines || busy;
      els.button.setAttribute('aria-busy', String(busy));
      const date = dateOf(state.game);
      els.label.hidden = !date;
      els.label.dataset.date = date ?? '';
      if (date) els.label.textContent = t('dailyLabel', { date: dateText(date) });
    },
  };
}
