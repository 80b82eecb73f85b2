// Every game the player has started, kept in localStorage so that none is ever lost: each game
// in progress under a key of its own ('sudoku.game.v2.<id>'), so one damaged entry cannot take
// the others with it and saving a move writes one game, not the list; the finished games in one
// history list (the last 100); and the session (which game is on screen, its selected cell and
// pencil mode) in a small key written as often as the selection moves.
//
// Everything read is checked field by field (storage.js gameOf(), game-history.js); what cannot
// be used is left out, and only checked data is ever written back. A win read back is a claim
// until the engine has checked its grid (checkWins()): until then the game is listed as not
// checked, and a claim that fails becomes a game in progress again, with its values.
import { decodeSteps, encodeSteps } from './game-history.js';
import { forgetOldGame, gameOf, isDate, loadGame, read, write } from './storage.js';
import { createTabVersions, isVersion } from './tab-versions.js';

const GAME_PREFIX = 'sudoku.game.v2.';
const HISTORY_KEY = 'sudoku.history.v2';
const SESSION_KEY = 'sudoku.session.v2';
/** Finished games kept in the history list. */
export const HISTORY_LIMIT = 100;
/** Games in progress the list is meant for; beyond it the player is asked to finish or delete some (none is dropped). */
export const IN_PROGRESS_LIMIT = 30;

/**
 * One saved game, checked: the data for new Game(...) plus { id, updatedAt, finishedAt,
 * selected, pencil }. null when its puzzle cannot be read. A date out of range is missing:
 * `startedAt` and `finishedAt` null, `updatedAt` 0 (listed last).
 */
function recordOf(saved, id = null) {
  const game = gameOf(saved);
  if (!game) return null;
  const record = {
    ...game,
    id: id ?? game.id,
    startedAt: game.startedAt ?? (isDate(saved.updatedAt) ? saved.updatedAt : null),
    updatedAt: isDate(saved.updatedAt) ? saved.updatedAt : 0,
    finishedAt: game.claimedMs !== null && isDate(saved.finishedAt) ? saved.finishedAt : null,
    selected: Number.isInteger(saved.selected) && saved.selected >= 0 && saved.selected < 81 ? saved.selected : null,
    pencil: saved.pencil === true,
    history: decodeSteps(saved.history, game.puzzle),
    future: decodeSteps(saved.future, game.puzzle),
    // Which copy this is, and the one it was made from (tab-versions.js): two tabs never lose a move.
    ver: isVersion(saved.ver) ? saved.ver : null,
    parent: isVersion(saved.parent) ? saved.parent : null,
  };
  return record.id ? record : null;
}

// store.history holds the finished games: checked wins (completedMs), wins not checked yet
// (claimedMs), and, only while storage refuses the key that would hold it, a game that turned
// out not to be won (neither), kept there so that it is never lost.
let store = null;          // { games: Map id -> record (in progress), history: [record] newest first, session }
let lastSaveFailed = false; // the last saveGame() could not store the game
let sessionOf = () => ({}); // what the page says about the game on screen: { selected, pencil }
const versions = createTabVersions(); // the copies of each game this tab wrote or heard of

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
    // An entry without a claim of a win that can be believed is kept too: it goes on as a game
    // in progress (load()).
    if (!record || seen.has(record.id)) continue;
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
    if (record.claimedMs !== null) {
      if (!history.some((h) => h.id === id)) history.unshift({ ...record, history: [], future: [] });
    } else {
      games.set(id, record);
      versions.know(id, record.ver, record);
    }
  }
  store = { games, history, session: readSession() };
  for (const record of history.filter(notWon)) moveToProgress(record);
  migrate();
}

const notWon = (record) => record.completedMs === null && record.claimedMs === null;

/**
 * `record` of the finished list is no win (its claim was refuted, or could not be believed):
 * it goes on as a game in progress, under a key of its own, and leaves the finished list once
 * that key holds it; while storage refuses the key, it stays in the list, as no win. A game in
 * progress of the same id and puzzle is that game played on since: its newer state is the one
 * kept. A key of its id that holds another puzzle is never overwritten: the record takes a new id.
 */
function moveToProgress(record) {
  const same = store.games.get(record.id);
  const game = same?.puzzle === record.puzzle ? same : {
    ...record, id: same || !keyFree(record.id, record.puzzle) ? newRecordId() : record.id,
    completedMs: null, claimedMs: null, finishedAt: null,
  };
  if (!writeRecord(game)) {
    Object.assign(record, { completedMs: null, claimedMs: null, finishedAt: null });
    return;
  }
  store.games.set(game.id, game);
  store.history = store.history.filter((h) => h !== record);
  writeHistory();
}

// The one-slot save of earlier pages joins the list (and becomes the game on screen, as it was);
// its key is removed only once the list holds it.
function migrate() {
  const old = loadGame();
  if (!old) return;
  const record = { ...old, id: old.id ?? newRecordId(), startedAt: old.startedAt ?? Date.now(), updatedAt: Date.now(),
    finishedAt: null, selected: null, pencil: false, history: [], future: [] };
  if (record.claimedMs !== null) {
    // A claim like any other: checkWins() checks it.
    if (!store.history.some((h) => h.puzzle === record.puzzle && (h.completedMs ?? h.claimedMs) === record.claimedMs)) {
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

/**
 * Whether the key of `id` may be written with a game of `puzzle`: it holds nothing, or that
 * same game. A key that cannot be read is left alone, never overwritten.
 */
function keyFree(id, puzzle) {
  try {
    if (localStorage.getItem(GAME_PREFIX + id) === null) return true;
  } catch {
    return true; // blocked storage: nothing will be written either
  }
  return recordOf(read(GAME_PREFIX + id), id)?.puzzle === puzzle;
}

// An id no saved game has: the time, and a count for ids made in the same ms.
let idCount = 0;
function newRecordId() {
  let id;
  do id = `m${Date.now().toString(36)}${(idCount++).toString(36)}`;
  while (store?.games.has(id) || store?.history.some((h) => h.id === id) || !keyFree(id, null));
  return id;
}
const ensure = () => { if (!store) load(); return store; };

// A claim not yet checked is written back as it was read (completedMs): checked next time.
function serialise(record) {
  const { history, future, claimedMs, ...data } = record;
  return { ...data, completedMs: data.completedMs ?? claimedMs ?? null, history: encodeSteps(history), future: encodeSteps(future) };
}

// Each copy written is a version of its own (tab-versions.js), made from the one this tab holds.
function writeRecord(record) {
  Object.assign(record, versions.stamp(record.id, record));
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

/** How many games are in progress (without sorting them). */
export const inProgressCount = () => ensure().games.size;

/**
 * The finished games, the one finished last first (at most HISTORY_LIMIT): each a checked win
 * (completedMs), a win not checked yet (claimedMs), or, while storage is full, a game found
 * not won that waits for room to go back among the games in progress (neither).
 */
export const finishedGames = () => [...ensure().history];

/**
 * Checks the wins read from storage, one at a time: `validate(grid)` is the engine's
 * validate() (grid: 81 digits), resolving to its conflicts. A full grid that keeps its givens
 * (storage.js) and has no conflict is a win; any other goes on as a game in progress, with its
 * values (moveToProgress()). A check that fails leaves the claim as it was, to be checked next
 * time. Resolves when every claim has been asked about.
 */
export async function checkWins(validate) {
  const ids = ensure().history.filter((h) => h.claimedMs !== null).map((h) => h.id);
  for (const id of ids) {
    const asked = store.history.find((h) => h.id === id && h.claimedMs !== null);
    if (!asked) continue;
    let conflicts;
    try {
      conflicts = await validate(asked.values.join(''));
    } catch {
      continue;
    }
    // The game may have been played or saved meanwhile: only the claim asked about is settled.
    const record = store.history.find((h) => h === asked && h.claimedMs !== null);
    if (!record) continue;
    if (Array.isArray(conflicts) && conflicts.length === 0) {
      store.history = store.history.map((h) => (h === record ? { ...h, completedMs: h.claimedMs, claimedMs: null } : h));
    } else moveToProgress(record);
  }
}

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
  // Deleted in another tab while shown here: not stored again until a move is made in it (play.js).
  if (game.deletedElsewhere) {
    lastSaveFailed = false;
    return true;
  }
  // A win read from storage and not checked yet (game.js claimedMs): storage holds it as it was
  // read, and nothing about it has changed.
  if (game.claimedMs !== null) {
    saveSession(game);
    lastSaveFailed = false;
    return true;
  }
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
    // A key of this id holding another puzzle, or one that cannot be read (only hand-edited
    // storage can do that), is never overwritten: the game takes a new id.
    const other = store.games.get(game.id);
    if (other ? other.puzzle !== game.puzzle : !keyFree(game.id, game.puzzle)) {
      game.id = newRecordId();
      record.id = game.id;
    }
    store.games.set(game.id, record);
    // Full storage refuses it: what was stored of this game stays, and no other game is touched
    // to make room (saveFailed() lets the page say so).
    stored = writeRecord(record);
    // A finished game found not won (a refuted claim) leaves the finished list once its key holds it.
    if (stored && store.history.some((h) => h.id === game.id)) {
      store.history = store.history.filter((h) => h.id !== game.id);
      writeHistory();
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

/**
 * The finished list as another tab wrote it. A win this tab has checked stays checked; any other
 * win read is a claim, as on loading, until checkWins() has checked it. A game found not won and
 * waiting here for room (neither) stays. Finished games leave the list of games in progress.
 */
function takeHistory() {
  const checked = new Map(store.history.filter((h) => h.completedMs !== null).map((h) => [h.id, h.completedMs]));
  const waiting = store.history.filter(notWon);
  store.history = readHistory().map((h) => (h.claimedMs !== null && checked.get(h.id) === h.claimedMs
    ? { ...h, completedMs: h.claimedMs, claimedMs: null } : h));
  for (const record of waiting) if (!store.history.some((h) => h.id === record.id)) store.history.push(record);
  for (const record of store.history) if (!notWon(record)) store.games.delete(record.id);
}

/**
 * Follows what other tabs of this page save (the 'storage' event), so that the lists here hold
 * their games too and no move made there is lost here. `onScreen()` returns the Game shown in
 * this tab (or null); `changed(change)` is told of each change:
 * - { id, record, merge }: a game in progress was saved there (`record`, checked as on loading)
 *   and is listed here. When it is the game on screen, `merge` is tab-versions.js receive()'s
 *   answer ({ values, marks, kind, clashes }), else null: the caller shows merge's grid (with
 *   record's undo steps when kind is 'taken') and saves the game when kind is 'merged' (storage
 *   lacks this tab's moves).
 * - { id, removed: true }: the game's key was removed there (the game finished, or was deleted).
 * - { history: true }: the finished list changed; its new wins wait for checkWins().
 * - { cleared: true }: storage was cleared there; everything here was read again.
 * Call once; a write that cannot be read is left alone.
 */
export function followOtherTabs({ onScreen, changed }) {
  window.addEventListener('storage', (event) => {
    if (event.storageArea !== localStorage || !store) return;
    const { key, newValue } = event;
    if (key === null) {
      store = null;
      ensure();
      changed({ cleared: true });
      return;
    }
    if (key === HISTORY_KEY) {
      takeHistory();
      changed({ history: true });
      return;
    }
    if (!key.startsWith(GAME_PREFIX)) return;
    const id = key.slice(GAME_PREFIX.length);
    if (!/^[0-9a-z]{1,24}$/.test(id)) return;
    if (newValue === null) {
      store.games.delete(id);
      changed({ id, removed: true });
      return;
    }
    let record = null;
    try { record = recordOf(JSON.parse(newValue), id); } catch { /* not readable: left alone */ }
    if (!record) return;
    if (record.claimedMs !== null) {
      // Won there, and not yet moved to the finished list: a claim, as on loading.
      if (!store.history.some((h) => h.id === id)) store.history.unshift({ ...record, history: [], future: [] });
      store.games.delete(id);
      changed({ history: true });
      return;
    }
    const game = onScreen();
    if (game?.id === id && game.completed) return; // won here: this tab's finished list says so
    const here = game?.id === id && game.puzzle === record.puzzle && !game.completed ? game : null;
    const merge = versions.receive(id, record, here);
    store.games.set(id, merge.kind === 'merged' ? { ...record, values: merge.values, marks: merge.marks } : record);
    changed({ id, record, merge: here ? merge : null });
  });
}
