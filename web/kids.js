// The Kids view: "First steps" puzzles on 4x4, 6x6 or 9x9 grids (full houses and hidden singles
// only, many givens), big cells, pictures instead of digits on the small grids if wanted, a
// "Help me" in children's words (kids-hint-text.js), no clock unless asked, and a cheerful end.
// Each size keeps its game in progress (localStorage, sudoku.kids.v1, read field by field).
import { createKidsBoard } from './kids-board.js';
import { kidsHintText, kidsDigit } from './kids-hint-text.js';
import { pictureOf, hasPicture } from './kids-pictures.js';
import { housesOf } from './grid.js';
import { t } from './i18n.js';
import { GENERATE_MS, HINT_MS } from './limits.js';
import { isPlayTime } from './storage.js';
import { formatTime } from './timer.js';

const KEY = 'sudoku.kids.v1';
export const KID_SIZES = [4, 6, 9];

/** The engine's options for a children's puzzle of size n. */
export const kidsOptions = (n) => ({ size: n, level: 'first' });

const emptyChar = (c) => c === '.' || c === '0';
const isGrid = (text, n, full) => typeof text === 'string' && text.length === n * n
  && [...text].every((c) => (emptyChar(c) ? !full : c >= '1' && c <= String(n)));

/** Reads the saved Kids data field by field; whatever is damaged is left out. */
export function loadKids(storage = localStorage) {
  const out = { size: 4, pictures: false, showTime: false, games: {} };
  let saved;
  try { saved = JSON.parse(storage.getItem(KEY) ?? 'null'); } catch { saved = null; }
  if (!saved || typeof saved !== 'object') return out;
  if (KID_SIZES.includes(saved.size)) out.size = saved.size;
  if (typeof saved.pictures === 'boolean') out.pictures = saved.pictures;
  if (typeof saved.showTime === 'boolean') out.showTime = saved.showTime;
  for (const n of KID_SIZES) {
    const game = saved.games?.[n];
    if (!game || !isGrid(game.puzzle, n, false) || !isGrid(game.values, n, false)) continue;
    // The givens stay where they are.
    if (![...game.puzzle].every((c, i) => emptyChar(c) || game.values[i] === c)) continue;
    out.games[n] = {
      puzzle: game.puzzle, values: game.values,
      // A time out of range (storage.js) is no time: the clock starts from 0.
      elapsed: isPlayTime(game.elapsed) ? game.elapsed : 0,
      // Nothing read back says the game is won: the engine checks the grid again (check()).
      done: false,
    };
  }
  return out;
}

/**
 * `els`: { view, sizes (the size buttons, data-size), newButton, pictures, showTime, timer, board,
 * keypad, erase, hint, message, done, doneText, again }. Returns { start(engines), show(), hide(),
 * refreshText() }.
 */
export function createKidsView(els) {
  const saved = loadKids();
  const state = {
    n: saved.size, pictures: saved.pictures, showTime: saved.showTime, games: saved.games,
    selected: 0, conflicts: new Set(), hint: null, engines: null, making: false, visible: false, message: null,
  };
  const game = () => state.games[state.n];
  const board = createKidsBoard(els.board, (cell) => select(cell));

  function save() {
    try {
      localStorage.setItem(KEY, JSON.stringify({ size: state.n, pictures: state.pictures, showTime: state.showTime, games: state.games }));
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
    const over = !game() || game().done || state.making;
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
    els.view.dataset.state = state.making ? 'making' : !current ? 'loading' : current.done ? 'won' : 'playing';
    if (current) els.view.dataset.values = current.values;
    drawKeypad();
    if (!current) return;
    const n = state.n;
    const values = Array.from(current.values, (c) => (emptyChar(c) ? 0 : Number(c)));
    const givens = new Set([...current.puzzle].flatMap((c, i) => (emptyChar(c) ? [] : [i])));
    const hint = state.hint;
    board.draw({
      n, values, givens, selected: state.selected, conflicts: state.conflicts,
      hintCells: new Set(hint?.house >= 0 ? housesOf(n)[hint.house] : []), hintCell: hint?.cell ?? -1,
      pictures: state.pictures && n !== 9, done: current.done,
    });
    els.timer.textContent = formatTime(current.elapsed);
    els.done.hidden = !current.done;
    if (current.done) {
      const size = t('kidsSizeName', { n });
      els.doneText.textContent = state.showTime
        ? t('kidsDoneTime', { size, time: formatTime(current.elapsed) }) : t('kidsDoneText', { size });
    }
  }

  function select(cell) {
    if (!game() || game().done) return;
    state.selected = cell;
    draw();
    board.cells[cell]?.focus();
  }

  async function check() {
    const current = game();
    const asked = current.values;
    const conflicts = await state.engines.quick.validate(asked);
    if (game() !== current || current.values !== asked) return; // a newer move is being checked
    state.conflicts = new Set(conflicts.flatMap((c) => [c.cell, c.otherCell]));
    if (!asked.includes('.') && !asked.includes('0') && conflicts.length === 0 && !current.done) {
      current.done = true;
      state.hint = null;
      say(null);
      save();
    }
    draw();
  }

  function setValue(digit) {
    const current = game();
    if (!current || current.done || state.making || !emptyChar(current.puzzle[state.selected])) return;
    const chars = [...current.values];
    chars[state.selected] = digit ? String(digit) : '.';
    current.values = chars.join('');
    state.hint = null;
    say(null);
    save();
    draw();
    check().catch((error) => say('engineError', { message: error.message }));
  }
  const place = (digit) => setValue(digit);

  async function newPuzzle() {
    if (!state.engines || state.making) return;
    state.making = true;
    state.hint = null;
    say('kidsMaking');
    draw();
    try {
      const made = await state.engines.work.within(GENERATE_MS).generate(kidsOptions(state.n));
      state.games[state.n] = { puzzle: made.puzzle, values: made.puzzle, elapsed: 0, done: false };
      state.conflicts = new Set();
      state.selected = Math.max(0, [...made.puzzle].findIndex(emptyChar));
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
    if (!current || current.done || !state.engines) return;
    if (state.hint?.answer && state.hint.level === 1) {
      state.hint = { ...state.hint, level: 2 };
    } else {
      els.hint.disabled = true;
      try {
        const asked = current.values;
        const answer = await state.engines.work.within(HINT_MS).hint({ puzzle: current.puzzle, values: asked });
        // A move made meanwhile makes the answer stale.
        if (game() !== current || current.values !== asked) return;
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
    if (state.visible && current && !current.done && !state.making && last !== null && !document.hidden) {
      current.elapsed += now - last;
      els.timer.textContent = formatTime(current.elapsed);
    }
    last = now;
  }, 1000);

  for (const button of els.sizes) button.addEventListener('click', () => switchSize(Number(button.dataset.size)));
  els.newButton.addEventListener('click', newPuzzle);
  els.again.addEventListener('click', newPuzzle);
  els.erase.addEventListener('click', () => setValue(0));
  els.hint.addEventListener('click', help);
  els.pictures.addEventListener('click', () => { state.pictures = !state.pictures; save(); draw(); });
  els.showTime.addEventListener('click', () => { state.showTime = !state.showTime; save(); draw(); });
  els.board.addEventListener('keydown', (event) => {
    const n = state.n;
    const { selected } = state;
    const moves = { ArrowUp: -n, ArrowDown: n, ArrowLeft: -1, ArrowRight: 1 };
    if (event.key in moves) {
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
  const firstEmpty = () => Math.max(0, [...game().values].findIndex(emptyChar));

  function ready() {
    if (!game()) newPuzzle();
    else {
      // The selection starts on a square the child can fill.
      if (!emptyChar(game().values[state.selected] ?? '.')) state.selected = firstEmpty();
      draw();
      check().catch(() => {});
    }
  }

  buildKeypad();
  board.build(state.n);
  draw();

  return {
    start(engines) {
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
