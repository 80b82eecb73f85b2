// Statistics per level, kept in localStorage as one record per game: which puzzle (its 81
// characters are its id), its level, when it started, the daily date it belongs to, and the time
// it was solved in and on which day. Every figure (played, solved, best and average time, the
// daily streak, the run of games solved without abandoning one) is worked out from the records,
// so importing another browser's file is a merge of records by id, and nothing can drift.
//
// Stored data and imported files are read record by record and field by field: a record
// without a readable id or level is dropped, a bad optional field is treated as missing, and
// nothing that is read can stop the page.

import { isDate as isDateMs, isPlayTime } from '../storage/storage.js';
import { today as localDate } from '../games/daily-puzzle.js';

const KEY = 'sudoku.stats.v1';
/** The `kind` of an exported file, so that any other JSON file is refused by name. */
export const FILE_KIND = 'sudoku-statistics';
const FILE_VERSION = 1;
// Enough for years of daily play; the oldest records go first.
const MAX_RECORDS = 5000;

const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
const isDate = (value) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
  && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/**
 * One record as stored, checked field by field; null when it has no usable id or level.
 * { id, level 1..5, at (start, ms since 1970), daily ('YYYY-MM-DD' or null), ms (solve time or
 * null), on (local date it was solved, or null), hints (hints shown in the game, 0 when not
 * stored) }.
 */
export function readRecord(raw) {
  if (!isObject(raw) || typeof raw.id !== 'string' || !/^[1-9.]{81}$/.test(raw.id)) return null;
  if (!Number.isInteger(raw.level) || raw.level < 1 || raw.level > 5) return null;
  // A solve time or start date out of range (storage.js) is missing: the game counts as played.
  const ms = isPlayTime(raw.ms) ? raw.ms : null;
  return {
    id: raw.id,
    level: raw.level,
    at: isDateMs(raw.at) ? raw.at : 0,
    daily: isDate(raw.daily) ? raw.daily : null,
    ms,
    on: ms !== null && isDate(raw.on) ? raw.on : null,
    hints: Number.isInteger(raw.hints) && raw.hints >= 0 && raw.hints <= 100000 ? raw.hints : 0,
  };
}

/** The records of a list, unreadable ones dropped: { records, bad }. */
function readRecords(list) {
  const records = [];
  let bad = 0;
  for (const raw of Array.isArray(list) ? list : []) {
    const record = readRecord(raw);
    if (record) records.push(record); else bad += 1;
  }
  return { records, bad };
}

/** The stored records (oldest first); [] when there are none or storage cannot be read. */
export function loadRecords() {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    return readRecords(isObject(saved) ? saved.records : null).records;
  } catch {
    return [];
  }
}

function saveRecords(records) {
  try {
    localStorage.setItem(KEY, JSON.stringify({ version: FILE_VERSION, records: records.slice(-MAX_RECORDS) }));
  } catch {
    // Not saved; the game goes on.
  }
}

/**
 * A game of `level` was started (or shown for the first time on this browser). `daily`: its
 * daily date or null. Nothing changes when the puzzle already has a record.
 */
export function recordStart(id, level, daily, at = Date.now()) {
  const records = loadRecords();
  if (records.some((r) => r.id === id)) return;
  records.push({ id, level, at, daily, ms: null, on: null, hints: 0 });
  saveRecords(records);
}

/**
 * A game was won in `ms` on local date `on`; `at`: when it was started (ms since 1970), for a
 * game not recorded as started yet; `hints`: the hints shown in it; `hintsCount`: the player's
 * setting that games won with hints may set the best time (by default they do not). Counts
 * once: a record that is already solved keeps its time. Returns what the completion panel
 * shows: { level, ms, hints, best (the level's best time after this game, null when none),
 * newBest, firstWin (false when this puzzle had been solved before), streak (the level's daily
 * streak, days), run }.
 */
export function recordWin(id, level, daily, ms, on, { at = Date.now(), hints = 0, hintsCount = false } = {}) {
  const records = loadRecords();
  const before = levelFigures(records, level, on, hintsCount);
  let record = records.find((r) => r.id === id);
  if (!record) {
    record = { id, level, at, daily, ms: null, on: null, hints: 0 };
    records.push(record);
  }
  const firstWin = record.ms === null;
  if (firstWin) {
    Object.assign(record, { ms, on, daily: record.daily ?? daily, hints });
    saveRecords(records);
  }
  const after = levelFigures(records, level, on, hintsCount);
  return {
    level, ms: record.ms, hints: record.hints, best: after.best, firstWin,
    newBest: firstWin && sets(record, hintsCount) && (before.best === null || record.ms < before.best),
    streak: after.streak, run: after.run,
  };
}

// A solved game sets the best time unless it was won with hints (and the player says they do not count).
const sets = (record, hintsCount) => record.ms !== null && (hintsCount || !record.hints);

// ---- figures ----------------------------------------------------------------------------------

const DAY_MS = 86400000;
const dayNumber = (date) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/** { current, best } runs of consecutive days in `days` (dates); current ends today or yesterday. */
function streaks(days, todayDate) {
  const numbers = [...new Set([...days].map(dayNumber))].sort((a, b) => a - b);
  let best = 0;
  let length = 0;
  numbers.forEach((n, i) => {
    length = i > 0 && n === numbers[i - 1] + 1 ? length + 1 : 1;
    best = Math.max(best, length);
  });
  const have = new Set(numbers);
  // Today's puzzle not solved yet does not break the streak until the day is over.
  let day = dayNumber(todayDate);
  if (!have.has(day)) day -= 1;
  let current = 0;
  while (have.has(day)) { current += 1; day -= 1; }
  return { current, best };
}

// A daily puzzle counts for its own day when it was started on that day (the player's local
// calendar day), however late it was finished: one opened at 23:58 and solved at 00:01 counts for
// the day it was opened. A past day's puzzle played later (the archive) does not. A record
// without a usable start counts when it was solved on its own day.
const startedOnItsDay = (r) => (r.at ? localDate(new Date(r.at)) === r.daily : r.on === r.daily);
const dailyDays = (records) => records.filter((r) => r.daily && r.ms !== null && startedOnItsDay(r)).map((r) => r.daily);

/** The figures of one list of records (one level, or all); `hintsCount` as recordWin() takes it. */
function figures(records, todayDate, hintsCount = false) {
  const times = records.filter((r) => r.ms !== null).map((r) => r.ms);
  const bestTimes = records.filter((r) => sets(r, hintsCount)).map((r) => r.ms);
  const streak = streaks(dailyDays(records), todayDate);
  // Games solved one after another, newest first. The newest game unsolved may still be in
  // progress; any older unsolved one was left for another game: it ends the run.
  // Newest first; of two with the same start, the one recorded later.
  const ordered = records.map((r, i) => [r, i]).sort(([a, i], [b, j]) => b.at - a.at || j - i).map(([r]) => r);
  if (ordered.length && ordered[0].ms === null) ordered.shift();
  let run = 0;
  while (run < ordered.length && ordered[run].ms !== null) run += 1;
  return {
    played: records.length,
    solved: times.length,
    best: bestTimes.length ? Math.min(...bestTimes) : null,
    average: times.length ? times.reduce((a, b) => a + b, 0) / times.length : null,
    streak: streak.current,
    bestStreak: streak.best,
    run,
    // Hints shown in the games solved, and how many of those games had any.
    hints: records.reduce((sum, r) => sum + (r.ms !== null ? r.hints : 0), 0),
    withHints: records.filter((r) => r.ms !== null && r.hints > 0).length,
  };
}

const levelFigures = (records, level, todayDate, hintsCount) => figures(records.filter((r) => r.level === level), todayDate, hintsCount);

/**
 * The statistics table: { levels: [{ level 1..5, played, solved, best, average, streak,
 * bestStreak, run, hints, withHints }], all: the same over every level (a day counts when any
 * daily was solved) }. `hintsCount`: games won with hints may set the best time.
 */
export function summary(records, todayDate, hintsCount = false) {
  return {
    levels: [1, 2, 3, 4, 5].map((level) => ({ level, ...levelFigures(records, level, todayDate, hintsCount) })),
    all: figures(records, todayDate, hintsCount),
  };
}

/**
 * The last `count` solved games of `level`, oldest first, for the chart: [{ ms, hints, on }].
 * Ordered by when they were started.
 */
export function recentSolves(records, level, count = 20) {
  return records.map((r, i) => [r, i]).filter(([r]) => r.level === level && r.ms !== null)
    .sort(([a, i], [b, j]) => a.at - b.at || i - j).slice(-count).map(([r]) => ({ ms: r.ms, hints: r.hints, on: r.on }));
}

// ---- files --------------------------------------------------------------------------------

/** The stored records as the text of an export file. */
export function exportText(exported = new Date().toISOString()) {
  return `${JSON.stringify({ kind: FILE_KIND, version: FILE_VERSION, exported, records: loadRecords() }, null, 1)}\n`;
}

/**
 * Merges an export file's text into the stored records. Returns { took, known, bad } (records
 * added or that brought a solve, records already here, unreadable records) or { refused } with
 * the reason's i18n key: 'statisticsNotJson', 'statisticsNotOurs', 'statisticsNewer',
 * 'statisticsNoRecords'. A refused file changes nothing.
 */
export function importText(text) {
  let file;
  try {
    file = JSON.parse(text);
  } catch {
    return { refused: 'statisticsNotJson' };
  }
  if (!isObject(file) || file.kind !== FILE_KIND || !Array.isArray(file.records)) return { refused: 'statisticsNotOurs' };
  if (!Number.isInteger(file.version) || file.version > FILE_VERSION) return { refused: 'statisticsNewer' };
  const { records: incoming, bad } = readRecords(file.records);
  if (!incoming.length) return { refused: 'statisticsNoRecords' };
  const records = loadRecords();
  const byId = new Map(records.map((r) => [r.id, r]));
  let took = 0;
  let known = 0;
  for (const record of incoming) {
    const mine = byId.get(record.id);
    if (!mine) {
      records.push(record);
      byId.set(record.id, record);
      took += 1;
    } else if (record.ms !== null && (mine.ms === null || record.ms < mine.ms)) {
      // The faster solve of the same puzzle is kept.
      Object.assign(mine, { ms: record.ms, on: record.on, daily: mine.daily ?? record.daily, at: Math.min(mine.at, record.at) });
      took += 1;
    } else {
      known += 1;
    }
  }
  records.sort((a, b) => a.at - b.at);
  saveRecords(records);
  return { took, known, bad };
}
