// The Kids view: "First steps" puzzles on 4x4, 6x6 or 9x9 grids (full houses and hidden singles
// only, many givens), big cells, pictures instead of digits on the small grids if wanted, a
// "Help me" in children's words (kids-hint-text.js), no clock unless asked, and a cheerful end.
// Each game is a Game (game.js), as in Play: its moves, undo (Ctrl+Z) and completion are the
// Game's; the sizes offered are the engine's (sizes(): those with First steps puzzles).
// Each size keeps its game in progress (localStorage, sudoku.kids.v1, read field by field).
// The view open in two tabs shares its games: each tab takes the other's moves as they are
// saved (the 'storage' event), merged as Play's are (tab-versions.js), so none is lost.
import { Game } from '../game/game.js';
import { createKidsBoard } from './kids-board.js';
import { kidsHintText, kidsDigit } from '../words/kids-hint-text.js';
import { pictureOf, hasPicture } from './kids-pictures.js';
import { housesOf, isGridSize, toValues } from '../grid.js';
import { t } from '../words/i18n.js';
import { GENERATE_MS, HINT_MS } from '../engine/limits.js';
import { isPlayTime } from '../storage/storage.js';
import { createTabVersions, isVersion } from '../storage/tab-versions.js';
import { formatTime } from '../play/timer.js';
import { closeOnBackdrop } from '../page/dialogs.js';

const KEY = 'sudoku.kids.v1';

/** The engine's options for a children's puzzle of size n. */
export const kidsOptions = (n) => ({ size: n, level: 'first' });

/**
 * The sizes the Kids view offers, smallest first: those of the engine's sizes() rows
 * ({ size, levels }) that take level 0, First steps.
 */
export const kidsSizes = (sizeRows) => sizeRows.filter((row) => row.levels.includes(0)).map((row) => row.size);

const emptyChar = (c) => c === '.' || c === '0';
const isGrid = (text, n, full) => typeof text === 'string' && text.length === n * n
  && [...text].every((c) => (emptyChar(c) ? !full : c >= '1' && c <= String(n)));

/**
 * Reads the saved Kids data field by field; whatever is damaged is left out. Stored as
 * { size, pictures, showTime, games: { <size>: { puzzle, values (text, one char per cell),
 * elapsed (ms), done, ver, parent } } }. Returns { size, pictures, showTime, games: { <size>:
 * Game }, versions: { <size>: { ver, parent } } (tab-versions.js; null when not stored) }, each
 * game in progress: nothing read back says a game is won, the engine checks the grid again
 * (check()). Sizes are read as far as the geometry knows them (grid.js isGridSize()); which of
 * them the view offers is the engine's answer, known once it has loaded.
 */
export function loadKids(storage = localStorage) {
  const out = { size: 4, pictures: false, showTime: false, games: {}, versions: {} };
  let saved;
  try { saved = JSON.parse(storage.getItem(KEY) ?? 'null'); } catch { saved = null; }
  if (!saved || typeof saved !== 'object') return out;
  if (isGridSize(saved.size)) out.size = saved.size;
  if (typeof saved.pictures === 'boolean') out.pictures = saved.pictures;
  if (typeof saved.showTime === 'boolean') out.showTime = saved.showTime;
  for (const [key, game] of Object.entries(saved.games ?? {})) {
    const n = Number(key);
    if (!isGridSize(n) || !game || !isGrid(game.puzzle, n, false) || !isGrid(game.values, n, false)) continue;
    // The givens stay where they are.
    if (![...game.puzzle].every((c, i) => emptyChar(c) || game.values[i] === c)) continue;
    out.games[n] = new Game({
      puzzle: game.puzzle, values: toValues(game.values), level: 0, source: 'kids',
      // A time out of range (storage.js) is no time: the clock starts from 0.
      elapsedMs: isPlayTime(game.elapsed) ? game.elapsed : 0,
    });
    out.versions[n] = { ver: isVersion(game.ver) ? game.ver : null, parent: isVersion(game.parent) ? game.parent : null };
  }
  return out;
}

// One game as stored: the shape loadKids() reads (the same since the view began, with its version).
const storedGame = (game, version) => ({
  puzzle: game.puzzle, values: game.text, elapsed: game.elapsedMs, done: game.completed, ...version,
});

/**
 * `els`: { view, sizes (the size buttons, data-size), newButton, pictures, showTime, timer, board,
 * keypad, erase, undo, hint, message, done, doneText, again, newDialog (asks before New puzzle
 * replaces a game in progress), newKeep, newYes }. Returns { start(engines), show(), hide(),
 * refreshText() }.
 */
export function createKidsView(els) {
  const saved = loadKids();
  const state = {
    n: saved.size, pictures: saved.pictures, showTime: saved.showTime, games: saved.games,
    selected: 0, conflicts: new Set(), hint: null, engines: null, making: false, visible: false, message: null,
    // The sizes offered: the engine's (kidsSizes()) once it has loaded; until then the page's buttons.
    sizes: els.sizes.map((button) => Number(button.dataset.size)),
  };
  const sizeGroup = els.sizes[0].parentElement;
  if (!state.sizes.includes(state.n)) state.n = state.sizes[0];
  const game = () => state.games[state.n];
  const board = createKidsBoard(els.board, (cell) => select(cell));
  // The versions of each size's game this tab wrote or heard of, named 'kids<size>'.
  const versions = createTabVersions();
  for (const [n, version] of Object.entries(saved.versions)) versions.know(`kids${n}`, version.ver, saved.games[n]);

  function save() {
    try {
      const games = Object.fromEntries(Object.entries(state.games).map(([n, game]) => [n,
        storedGame(game, versions.stamp(`kids${n}`, game))]));
      localStorage.setItem(KEY, JSON.stringify({ size: state.n, pictures: state.pictures, showTime: state.showTime, games }));
    } catch { /* storage full or blocked: the game goes on, unsaved */ }
  }

  function say(key, params = {}) {
    state.message = key ? [key, params] : null;
    els.message.textContent = key ? t(key, params) : '';
  }

  function buildKeypad() {
    const keys = [];
    for (let digit = 1; digit <= state.n; ++digit) {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'kids-key';
      button.dataset.digit = String(digit);
      button.addEventListener('click', () => place(digit));
      keys.push(button);
    }
    els.keypad.dataset.size = String(state.n);
    els.keypad.replaceChildren(...keys);
  }

  function drawKeypad() {
    const over = !game() || game().completed || state.making;
    for (const button of els.keypad.children) {
      const digit = Number(button.dataset.digit);
      const picture = state.pictures && state.n !== 9 && hasPicture(digit);
      const shown = picture ? `p${digit}` : `d${digit}`;
      if (button.dataset.shown !== shown) {
        button.dataset.shown = shown;
        if (picture) button.replaceChildren(pictureOf(digit));
        else button.textContent = String(digit);
      }
      button.setAttribute('aria-label', kidsDigit(digit, state.pictures && state.n !== 9));
      button.disabled = over;
    }
    els.erase.disabled = over;
    els.undo.disabled = over || !game().canUndo;
    els.hint.disabled = over || !state.engines;
  }

  function draw() {
    const current = game();
    for (const button of els.sizes) {
      button.setAttribute('aria-pressed', String(Number(button.dataset.size) === state.n));
      button.disabled = state.making;
    }
    els.pictures.setAttribute('aria-pressed', String(state.pictures));
    els.pictures.disabled = state.n === 9;
    els.showTime.setAttribute('aria-pressed', String(state.showTime));
    els.timer.hidden = !state.showTime;
    els.newButton.disabled = !state.engines || state.making;
    els.view.dataset.size = String(state.n);
    els.view.dataset.state = state.making ? 'making' : !current ? 'loading' : current.completed ? 'won' : 'playing';
    if (current) els.view.dataset.values = current.text;
    drawKeypad();
    if (!current) return;
    const n = state.n;
    const givens = new Set(current.givens.flatMap((given, cell) => (given ? [cell] : [])));
    const hint = state.hint;
    board.draw({
      n, values: current.values, givens, selected: state.selected, conflicts: state.conflicts,
      hintCells: new Set(hint?.house >= 0 ? housesOf(n)[hint.house] : []), hintCell: hint?.cell ?? -1,
      pictures: state.pictures && n !== 9, done: current.completed,
    });
    els.timer.textContent = formatTime(current.elapsedMs);
    els.done.hidden = !current.completed;
    if (current.completed) {
      const size = t('kidsSizeName', { n });
      els.doneText.textContent = state.showTime
        ? t('kidsDoneTime', { size, time: formatTime(current.completedMs) }) : t('kidsDoneText', { size });
    }
  }

  function select(cell) {
    if (!game() || game().completed) return;
    state.selected = cell;
    draw();
    board.cells[cell]?.focus();
  }

  // The engine's conflicts for the grid on screen (both cells of each pair, givens too, are
  // marked); a full grid without any is won (Game.finish()).
  async function check() {
    const current = game();
    const asked = current.text;
    const conflicts = await state.engines.quick.validate(asked);
    if (game() !== current || current.text !== asked) return; // a newer move is being checked
    state.conflicts = new Set(conflicts.flatMap((c) => [c.cell, c.otherCell]));
    if (current.filled && conflicts.length === 0 && !current.completed) {
      current.finish();
      state.hint = null;
      say(null);
      save();
    }
    draw();
  }

  // After any move (a digit, Erase, undo, redo): the hint and message go, the game is saved and
  // the engine checks the new grid.
  function moved() {
    state.hint = null;
    say(null);
    save();
    draw();
    check().catch((error) => say('engineError', { message: error.message }));
  }

  /** Places `digit` (1..n) in the selected cell, or erases it (0): one undo step of the Game. */
  function setValue(digit) {
    const current = game();
    if (!current || state.making || !current.canEdit(state.selected)) return;
    if (digit) current.setDigit(state.selected, digit);
    else current.clear(state.selected);
    moved();
  }
  const place = (digit) => setValue(digit);

  function undo(redo) {
    const current = game();
    if (!current || state.making || !(redo ? current.redo() : current.undo())) return;
    moved();
  }

  async function newPuzzle() {
    if (!state.engines || state.making) return;
    state.making = true;
    state.hint = null;
    say('kidsMaking');
    draw();
    try {
      const made = await state.engines.work.within(GENERATE_MS).generate(kidsOptions(state.n));
      state.games[state.n] = new Game({ puzzle: made.puzzle, level: 0, source: 'kids' });
      state.conflicts = new Set();
      state.selected = firstEmpty();
      say(null);
      save();
    } catch (error) {
      say('engineError', { message: error.message });
    } finally {
      state.making = false;
      draw();
    }
  }

  async function help() {
    const current = game();
    if (!current || current.completed || !state.engines) return;
    if (state.hint?.answer && state.hint.level === 1) {
      state.hint = { ...state.hint, level: 2 };
    } else {
      els.hint.disabled = true;
      try {
        const asked = current.text;
        const answer = await state.engines.work.within(HINT_MS).hint({ puzzle: current.puzzle, values: asked });
        // A move made meanwhile makes the answer stale.
        if (game() !== current || current.text !== asked) return;
        state.hint = { answer, level: 1 };
      } catch (error) {
        say('engineError', { message: error.message });
        return;
      } finally {
        drawKeypad();
      }
    }
    const words = kidsHintText(state.hint.answer, state.hint.level, state.n, state.pictures && state.n !== 9);
    state.hint = { ...state.hint, ...words };
    els.message.textContent = words.text;
    state.message = null;
    const focused = els.board.contains(document.activeElement);
    if (words.cell >= 0) state.selected = words.cell;
    draw();
    if (focused) board.cells[state.selected]?.focus();
  }

  function switchSize(n) {
    if (n === state.n || state.making) return;
    state.n = n;
    state.hint = null;
    state.conflicts = new Set();
    say(null);
    buildKeypad();
    board.build(n);
    save();
    if (game()) {
      state.selected = firstEmpty();
      draw();
      if (state.engines) check().catch(() => {});
    } else newPuzzle();
  }

  // The clock runs while the view is on screen and the game unfinished (shown only if asked).
  let last = null;
  setInterval(() => {
    const now = Date.now();
    const current = game();
    if (state.visible && current && !current.completed && !state.making && last !== null && !document.hidden) {
      current.elapsedMs += now - last;
      els.timer.textContent = formatTime(current.elapsedMs);
    }
    last = now;
  }, 1000);

  // Another tab saved the Kids games: each size takes that tab's moves (merged with this tab's
  // when both moved at once, and then saved); a size that tab started anew takes its puzzle;
  // a game that tab does not know yet is saved again. Each tab keeps its own size on screen.
  window.addEventListener('storage', (event) => {
    if (event.storageArea !== localStorage || event.key !== KEY || event.newValue === null) return;
    const theirs = loadKids({ getItem: () => event.newValue });
    state.pictures = theirs.pictures;
    state.showTime = theirs.showTime;
    let write = Object.keys(state.games).some((n) => !theirs.games[n]);
    let shown = null;
    for (const [n, other] of Object.entries(theirs.games)) {
      const mine = state.games[n];
      const { ver, parent } = theirs.versions[n];
      if (!mine || mine.puzzle !== other.puzzle) {
        versions.know(`kids${n}`, ver, other);
        state.games[n] = other;
        if (Number(n) === state.n && !state.making) shown = mine ? 'kidsOtherTabNew' : 'kidsOtherTab';
        continue;
      }
      if (mine.completed) continue;
      const merge = versions.receive(`kids${n}`, { ver, parent, values: other.values, marks: other.marks }, mine);
      mine.elapsedMs = Math.max(mine.elapsedMs, other.elapsedMs);
      if (merge.kind === 'same') continue;
      mine.takeGrid(merge);
      if (merge.kind === 'merged') write = true;
      if (Number(n) === state.n) shown = 'kidsOtherTab';
    }
    if (write) save();
    if (shown) {
      state.hint = null;
      say(shown);
      if (state.engines) check().catch(() => {});
    }
    draw();
  });

  sizeGroup.addEventListener('click', (event) => {
    const button = event.target.closest('.kids-size');
    if (button) switchSize(Number(button.dataset.size));
  });
  // New puzzle takes the place of this size's game: a game the child has played is asked about
  // first (Keep playing is the default, and Escape).
  const played = (current) => current && !current.completed
    && (current.history.length > 0 || current.values.some((v, cell) => v && !current.isGiven(cell)));
  els.newButton.addEventListener('click', () => {
    if (!played(game())) newPuzzle();
    else if (!els.newDialog.open) {
      els.newDialog.showModal();
      els.newKeep.focus();
    }
  });
  els.newKeep.addEventListener('click', () => els.newDialog.close());
  els.newYes.addEventListener('click', () => {
    els.newDialog.close();
    newPuzzle();
  });
  closeOnBackdrop(els.newDialog);
  els.again.addEventListener('click', newPuzzle);
  els.erase.addEventListener('click', () => setValue(0));
  els.undo.addEventListener('click', () => undo(false));
  els.hint.addEventListener('click', help);
  els.pictures.addEventListener('click', () => { state.pictures = !state.pictures; save(); draw(); });
  els.showTime.addEventListener('click', () => { state.showTime = !state.showTime; save(); draw(); });
  els.board.addEventListener('keydown', (event) => {
    const n = state.n;
    const { selected } = state;
    const moves = { ArrowUp: -n, ArrowDown: n, ArrowLeft: -1, ArrowRight: 1 };
    const key = event.key.toLowerCase();
    if ((event.ctrlKey || event.metaKey) && !event.altKey && (key === 'z' || key === 'y')) {
      undo(key === 'y' || event.shiftKey);
    } else if (event.ctrlKey || event.metaKey || event.altKey) return;
    else if (event.key in moves) {
      const row = Math.floor(selected / n);
      const col = selected % n;
      const next = event.key === 'ArrowUp' ? (row > 0 ? selected - n : selected)
        : event.key === 'ArrowDown' ? (row < n - 1 ? selected + n : selected)
          : event.key === 'ArrowLeft' ? (col > 0 ? selected - 1 : selected) : (col < n - 1 ? selected + 1 : selected);
      select(next);
    } else if (/^[1-9]$/.test(event.key) && Number(event.key) <= n) setValue(Number(event.key));
    else if (['Backspace', 'Delete', '0'].includes(event.key)) setValue(0);
    else if (event.key === 'h' || event.key === 'H') help();
    else return;
    event.preventDefault();
  });

  // The first time the view is on screen with the engine loaded: the saved game, or a new one.
  const firstEmpty = () => Math.max(0, game().values.findIndex((v) => !v));

  function ready() {
    if (!game()) newPuzzle();
    else {
      // The selection starts on a square the child can fill.
      if (game().values[state.selected] !== 0) state.selected = firstEmpty();
      draw();
      check().catch(() => {});
    }
  }

  // The engine's sizes (kidsSizes()) become the size buttons, one per size as the page has
  // them; a button whose size the engine does not make goes. The size on screen stays if offered.
  function offerSizes(sizes) {
    if (!sizes.length || sizes.join() === state.sizes.join()) return;
    els.sizes = sizes.map((n) => els.sizes.find((button) => Number(button.dataset.size) === n) ?? sizeButton(n));
    sizeGroup.replaceChildren(...els.sizes);
    state.sizes = sizes;
    if (sizes.includes(state.n)) return;
    state.n = sizes[0];
    buildKeypad();
    board.build(state.n);
  }

  function sizeButton(n) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'kids-size';
    button.dataset.size = String(n);
    button.textContent = t('kidsSizeName', { n });
    return button;
  }

  buildKeypad();
  board.build(state.n);
  draw();

  return {
    /** Hands over the engine workers; resolves once the view has the engine's sizes. Never rejects. */
    async start(engines) {
      try {
        offerSizes(kidsSizes(await engines.quick.sizes()));
      } catch {
        // Without the engine's list the page's buttons stay; each size's generate() still asks it.
      }
      state.engines = engines;
      if (state.visible) ready();
      else draw();
    },
    show() {
      state.visible = true;
      last = Date.now();
      if (state.engines) ready();
      else draw();
    },
    hide() { state.visible = false; },
    refreshText() {
      if (state.message) say(...state.message);
      else if (state.hint?.answer) els.message.textContent = kidsHintText(state.hint.answer, state.hint.level, state.n, state.pictures && state.n !== 9).text;
      for (const button of els.keypad.children) delete button.dataset.shown;
      draw();
    },
  };
}
