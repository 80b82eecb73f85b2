// The Daily control: today's puzzle of the chosen level, the same in every browser
// (daily-puzzle.js), and the line that says a game is a daily puzzle. Each daily puzzle made
// here is remembered (localStorage, the last few weeks), so pressing Daily again is instant; the
// player's progress in it is a saved game like any other (saved-games.js), which Daily resumes.
import { makeDaily, today, DAILY_TRIES } from './daily-puzzle.js';
import { getLanguage, t } from '../words/i18n.js';

const KEY = 'sudoku.daily.v1';
const KEEP_DAYS = 14;

const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
const isCount = (value, max) => Number.isInteger(value) && value >= 0 && value <= max;

// A stored daily puzzle, checked field by field; null when its puzzle is unusable. No solution
// is kept or read: the engine solves the puzzle again when it opens (openDay()).
function readEntry(raw) {
  if (!isObject(raw) || typeof raw.date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(raw.date)) return null;
  if (!isCount(raw.level, 5) || raw.level < 1) return null;
  const { puzzle } = raw;
  if (typeof puzzle !== 'string' || !/^[1-9.]{81}$/.test(puzzle)) return null;
  return {
    date: raw.date, level: raw.level, puzzle,
    score: Number.isFinite(raw.score) ? raw.score : 0,
    hardest: typeof raw.hardest === 'string' ? raw.hardest : null,
  };
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

/** The toolbar's Daily button (play/buttons.js); createDaily() wires it. */
export const dailyButton = {
  id: 'daily', label: 'daily', help: 'dailyHelp', disabled: true,
  words: {
    daily: { en: 'Daily', zh: '每日一题' },
    dailyHelp: { en: 'Today’s puzzle of the chosen level, the same for everyone', zh: '所选难度的今日题目，所有人都一样' },
  },
};

/**
 * `els`: { button (Daily), level (the level select), label (where a daily game says so) }.
 * `state`: the Play state. `play`: { openGenerated(made, { source, daily }) (games.js: a new
 * game, or the saved one of that puzzle), say(key, params, tone), render() }. Returns
 * { dateOf(game), openDay(date), render() }: openDay() opens the daily puzzle of any date at the
 * Level menu's level (the archive, daily-archive.js).
 */
export function createDaily(els, state, play) {
  let busy = false;
  // Read once: render() asks about every game shown.
  let entries = loadEntries();

  const find = (game) => (game ? entries.find((e) => e.puzzle === game.puzzle) : undefined);

  /** The daily date of `game`, or null when it is not a daily puzzle. */
  const dateOf = (game) => (game ? game.daily ?? find(game)?.date ?? null : null);

  /** Opens the daily puzzle of `date` ('YYYY-MM-DD'; today when omitted) at the menu's level. */
  async function openDay(date = today()) {
    if (!state.engines || busy) return;
    const level = Number(els.level.value);
    const past = date !== today();
    const opened = past ? 'dailyPastOpened' : 'dailyOpened';
    // Said again in the new language if it changes (messages.js).
    const name = () => t(`grade${level}`);
    const entry = entries.find((e) => e.date === date && e.level === level);
    if (entry && state.game?.puzzle === entry.puzzle) {
      play.say(past ? opened : 'dailyHere', { name, date: () => dateText(date) }, 'info');
      return;
    }
    const shown = state.game;
    if (entry) {
      // A stored puzzle is a claim: it opens once the engine finds it has exactly one solution
      // (the one the game then checks against); anything else is made again from its seed.
      const solution = await state.engines.quick.solve(entry.puzzle, { limit: 2 })
        .then((r) => (r.count === 1 ? r.solution : null), () => null);
      if (solution && state.game === shown) {
        play.openGenerated({ ...entry, solution }, { source: 'daily', daily: date });
        play.say(past ? opened : 'dailyResumed', { name, date: () => dateText(date) }, 'info');
        return;
      }
      if (solution) return;  // another game was opened meanwhile: it stays
      entries = entries.filter((e) => e !== entry);
      saveEntries(entries);
    }
    busy = true;
    play.say(past ? 'dailyPastMaking' : 'dailyMaking', { name, date: () => dateText(date) }, 'info');
    play.render();
    try {
      const made = await makeDaily(state.engines.work, level, date);
      const fresh = { date, level, puzzle: made.puzzle, score: made.score, hardest: made.hardest };
      entries = [...entries.filter((e) => !(e.date === date && e.level === level)), fresh];
      saveEntries(entries);
      // Another game was opened meanwhile: it stays; Daily opens this one at once next time.
      if (state.game !== shown) return;
      play.openGenerated(made, { source: 'daily', daily: date });
      play.say(opened, { name, date: () => dateText(date) }, 'info');
    } catch (error) {
      if (error.code === 'budgetExhausted') play.say('dailyNotMade', { name, tries: DAILY_TRIES }, 'warning');
      else if (error.code === 'timeout') play.say('dailyTooSlow', { name }, 'warning');
      else play.say('engineError', { message: error.message }, 'error');
    } finally {
      busy = false;
      play.render();
    }
  }

  els.button.addEventListener('click', () => openDay());

  return {
    dateOf,
    openDay,
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
