// Every game the player has started, kept in localStorage so that none is ever lost: each game
// in progress under a key of its own ('sudoku.game.v2.<id>'), so one damaged entry cannot take
// the others with it and saving a move writes one game, not the list; the finished games in one
// history list (the last 100); and the session (which game is on screen, its selected cell and
// pencil mode) in a small key written as often as the selection moves.
//
// Everything read is checked field by field (storage.js gameOf(), game-history.js); what cannot
// be used is left out, and only checked data is ever written back.
import { decodeSteps, encodeSteps } from './game-history.js';
import { forgetOldGame, gameOf, loadGame, read, write } from './storage.js';

const GAME_PREFIX = 'sudoku.game.v2.';
const HISTORY_KEY = 'sudoku.history.v2';
const SESSION_KEY = 'sudoku.session.v2';
/** Finished games kept in the history list. */
export const HISTORY_LIMIT = 100;
/** Games in progress the list is meant for; beyond it the player is asked to finish or delete some (none is dropped). */
export const IN_PROGRESS_LIMIT = 30;

const isTime = (value) => Number.isFinite(value) && value >= 0;

/**
 * One saved game, checked: the data for new Game(...) plus { id, updatedAt, finishedAt,
 * selected, pencil }. null when its puzzle cannot be read.
 */
function recordOf(saved, id = null) {
  const game = gameOf(saved);
  if (!game) return null;
  const record = {
    ...game,
    id: id ?? game.id,
    startedAt: game.startedAt ?? (isTime(saved.updatedAt) ? saved.updatedAt : 0),
    updatedAt: isTime(saved.updatedAt) ? saved.updatedAt : 0,
    finishedAt: game.completedMs !== null && isTime(saved.finishedAt) ? saved.finishedAt : null,
    selected: Number.isInteger(saved.selected) && saved.selected >= 0 && saved.selected < 81 ? saved.selected : null,
    pencil: saved.pencil === true,
    history: decodeSteps(saved.history, game.puzzle),
    future: decodeSteps(saved.future, game.puzzle),
  };
  return record.id ? record : null;
}

let store = null;          // { games: Map id -> record (in progress), history: [record] newest first, session }
let lastSaveFailed = false; // the last saveGame() could not store the game
let sessionOf = () => ({}); // what the page says about the game on screen: { selected, pencil }

function gameKeys() {
  const keys = [];
  try {
    for (let i = 0; i < localStorage.length; ++i) {
      const key = localStorage.key(i);
      if (key?.startsWith(GAME_PREFIX)) keys.push(key);
    }
  } catch {
    // Storage blocked: no saved games.
  }
  return keys;
}

function readHistory() {
  const list = read(HISTORY_KEY);
  if (!Array.isArray(list)) return [];
  const seen = new Set();
  const records = [];
  for (const saved of list) {
    const record = recordOf(saved);
    if (!record || record.completedMs === null || seen.has(record.id)) continue;
    seen.add(record.id);
    records.push({ ...record, history: [], future: [] });
  }
  return records.slice(0, HISTORY_LIMIT);
}

function readSession() {
  const saved = read(SESSION_KEY);
  if (saved === null || typeof saved !== 'object') return { current: null, selected: null, pencil: false };
  return {
    current: typeof saved.current === 'string' ? saved.current : null,
    selected: Number.isInteger(saved.selected) && saved.selected >= 0 && saved.selected < 81 ? saved.selected : null,
    pencil: saved.pencil === true,
  };
}

const filledCount = (record) => record.values.filter(Boolean).length;

function load() {
  const games = new Map();
  const history = readHistory();
  for (const key of gameKeys()) {
    const id = key.slice(GAME_PREFIX.length);
    if (!/^[0-9a-z]{1,24}$/.test(id)) continue;
    const record = recordOf(read(key), id);
    if (!record) continue;
    // A finished game whose move to the history did not happen: it is history.
    if (record.completedMs !== null) {
      if (!history.some((h) => h.id === id)) history.unshift({ ...record, history: [], future: [] });
    } else games.set(id, record);
  }
  store = { games, history, session: readSession() };
  migrate();
}

// The one-slot save of earlier pages joins the list (and becomes the game on screen, as it was);
// its key is removed only once the list holds it.
function migrate() {
  const old = loadGame();
  if (!old) return;
  const record = { ...old, id: old.id ?? newRecordId(), startedAt: old.startedAt ?? Date.now(), updatedAt: Date.now(),
    finishedAt: null, selected: null, pencil: false, history: [], future: [] };
  if (record.completedMs !== null) {
    if (!store.history.some((h) => h.puzzle === record.puzzle && h.completedMs === record.completedMs)) {
      store.history.unshift(record);
    }
    if (!writeHistory()) return;
  } else {
    const same = findInProgress(record.puzzle);
    // Two saves of one puzzle: the one further on is kept, so no progress goes.
    if (same && filledCount(same) >= filledCount(record)) record.id = same.id;
    else {
      if (same) { removeKey(same.id); store.games.delete(same.id); }
      store.games.set(record.id, record);
      if (!writeRecord(record)) return;
    }
  }
  store.session = { current: record.id, selected: null, pencil: false };
  write(SESSION_KEY, store.session);
  forgetOldGame();
}

const newRecordId = () => `m${Date.now().toString(36)}`;
const ensure = () => { if (!store) load(); return store; };

function serialise(record) {
  const { history, future, ...data } = record;
  return { ...data, history: encodeSteps(history), future: encodeSteps(future) };
}

function writeRecord(record) {
  return write(GAME_PREFIX + record.id, serialise(record));
}

function removeKey(id) {
  try { localStorage.removeItem(GAME_PREFIX + id); } catch { /* blocked storage: nothing was saved either */ }
}

const writeHistory = () => write(HISTORY_KEY, store.history.slice(0, HISTORY_LIMIT).map(serialise));

/** The record of `game` (game.js) as it is now, with what the page says about it. */
function recordOfGame(game, extra) {
  return {
    ...game.toJSON(),
    updatedAt: Date.now(),
    finishedAt: game.completed ? (store.history.find((h) => h.id === game.id)?.finishedAt ?? Date.now()) : null,
    selected: extra.selected ?? null,
    pencil: extra.pencil === true,
    history: game.history,
    future: game.future,
  };
}

/**
 * Reads the saved games (once; moves the one-slot save of earlier pages into the list).
 * Returns { current: the record to show (the session's game, else the game in progress played
 * last, else null), selected, pencil }.
 */
export function loadSavedGames() {
  const { games, history, session } = ensure();
  let current = games.get(session.current) ?? history.find((h) => h.id === session.current) ?? null;
  const fromSession = Boolean(current);
  current ??= inProgress()[0] ?? null;
  return {
    current,
    selected: fromSession && session.selected !== null ? session.selected : current?.selected ?? null,
    pencil: fromSession ? session.pencil : current?.pencil ?? false,
  };
}

/** The games in progress, the one played last first. */
export const inProgress = () => [...ensure().games.values()].sort((a, b) => b.updatedAt - a.updatedAt);

/** The finished games, the one finished last first (at most HISTORY_LIMIT). */
export const finishedGames = () => [...ensure().history];

/** The game in progress of `puzzle` (81 chars, '.' blanks), or null. */
export function findInProgress(puzzle) {
  for (const record of ensure().games.values()) if (record.puzzle === puzzle) return record;
  return null;
}

/** The saved record with `id`, in progress or finished, or null. */
export const savedGame = (id) => ensure().games.get(id) ?? store.history.find((h) => h.id === id) ?? null;

/** Tells this module how to ask for the selected cell and pencil mode of the game on screen. */
export function setSessionSource(source) { sessionOf = source; }

/**
 * Saves `game` (game.js) as the game on screen: a game in progress under its own key; a
 * finished one moves to the history list. Returns whether it was stored.
 */
export function saveGame(game) {
  ensure();
  const extra = sessionOf();
  const record = recordOfGame(game, extra);
  let stored;
  if (game.completed) {
    store.history = [{ ...record, history: [], future: [] }, ...store.history.filter((h) => h.id !== game.id)]
      .slice(0, HISTORY_LIMIT);
    stored = writeHistory();
    if (stored) {
      store.games.delete(game.id);
      removeKey(game.id);
    }
  } else {
    store.games.set(game.id, record);
    stored = writeRecord(record);
    // Full storage: the undo history of the other games gives way before this game's progress.
    if (!stored) {
      for (const other of store.games.values()) {
        if (other.id !== game.id && (other.history.length || other.future.length)) {
          other.history = [];
          other.future = [];
          writeRecord(other);
        }
      }
      stored = writeRecord(record);
    }
  }
  saveSession(game);
  lastSaveFailed = !stored;
  return stored;
}

/** The last save of the game on screen could not be stored (storage full or blocked). */
export const saveFailed = () => lastSaveFailed;

/** Saves which game is on screen, its selected cell and pencil mode (cheap: a few bytes). */
export function saveSession(game) {
  ensure();
  const { selected = null, pencil = false } = sessionOf();
  const next = { current: game.id, selected, pencil };
  const was = store.session;
  if (was.current === next.current && was.selected === next.selected && was.pencil === next.pencil) return;
  store.session = next;
  write(SESSION_KEY, next);
}

/** Deletes the saved game `id`, in progress or finished. */
export function deleteGame(id) {
  ensure();
  if (store.games.delete(id)) removeKey(id);
  const before = store.history.length;
  store.history = store.history.filter((h) => h.id !== id);
  if (store.history.length !== before) writeHistory();
}
