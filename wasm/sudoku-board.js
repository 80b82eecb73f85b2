// <sudoku-board>: a playable Sudoku board in one tag, the package's browser entry
// `sudoku-wasm/board`. Importing this module defines the element. The board generates its puzzle
// (attributes level, seed, size) or plays the one it is given (puzzle), and takes the player's
// digits and pencil marks from the keyboard, a pointer or its keypad, with undo/redo and the rule
// conflicts marked. What it asks the engine (generate, parse, validate, candidates) goes to one
// module Web Worker that every board on the page shares (boardEngine()); the element has no rule
// code of its own. Its DOM and style live in a shadow root (board-style.js), its words in
// board-words.js; the attributes, properties, events, parts and custom properties are listed in
// sudoku-board.d.ts and wasm/API.md ("The board element").
import { PlayGrid } from './play-grid.js';
import { gridOf } from './grid.js';
import { SudokuError } from './errors.js';
import { BOARD_CSS } from './board-style.js';
import { boardWord } from './board-words.js';

// The engine the boards share: a promise of it, and whether this module started it (a worker it
// may stop when a site gives its own with useBoardEngine()).
let sharedEngine = null;
let ownWorker = false;
// How many times a site has given its own engine: a question that fails after such a change is
// asked again of the new engine (the old worker was terminated under it).
let engineGeneration = 0;

/**
 * The engine every board on the page asks: one module Web Worker from the Worker entry
 * (createSudokuWorker({ logic: false }): sudoku-worker-main.js and sudoku-engine.wasm beside
 * this module), started by the first board that needs it. Of a board's calls only generate is of
 * the engine's logic part, which the worker fetches at the first generate: a page whose boards
 * all play given puzzles never fetches it. Resolves to a SudokuWorker; rejects as
 * createSudokuWorker() does (an Error naming the URL that failed), and the next board to ask
 * tries again.
 */
export function boardEngine() {
  if (!sharedEngine) {
    // Loaded on first use, so a page that gives its own engine (useBoardEngine) never loads
    // the worker client.
    sharedEngine = import('./worker-start.js').then(({ createSudokuWorker }) => createSudokuWorker({ logic: false }));
    ownWorker = true;
    sharedEngine.catch(() => { sharedEngine = null; });
  }
  return sharedEngine;
}

// The calls a board asks of its engine.
const ENGINE_CALLS = ['generate', 'parse', 'countSolutions', 'validate', 'candidates'];

/**
 * Makes every board on the page ask `engine` from its next question on: a SudokuWorker of the
 * site's own (another wasmUrl or workerUrl, a time limit), the synchronous engine of the browser
 * entry (createSudoku()), or the small core (createSudokuCore(): a third of the download, for
 * boards that play given puzzles or ungraded generated ones; a `level` is then an error the board
 * shows); anything with generate, parse, countSolutions, validate and candidates that return a
 * value or a promise of one, or a promise of such an engine (useBoardEngine(createSudokuCore())).
 * A worker boardEngine() had started is terminated. Called in the task that loads this module
 * (or before any board is in the page), no board starts the default worker, and the page never
 * loads the worker client.
 * @throws TypeError when `engine` lacks one of those calls (a promise's engine: the boards show
 * the TypeError, as they show an engine that failed to load).
 */
export function useBoardEngine(engine) {
  const checked = (given) => {
    for (const call of ENGINE_CALLS) {
      if (typeof given?.[call] !== 'function') throw new TypeError(`useBoardEngine: the engine has no ${call}()`);
    }
    return given;
  };
  const next = typeof engine?.then === 'function' ? Promise.resolve(engine).then(checked) : Promise.resolve(checked(engine));
  next.catch(() => {}); // each board that asks shows the failure
  if (sharedEngine && ownWorker) sharedEngine.then((worker) => worker.terminate(), () => {});
  sharedEngine = next;
  ownWorker = false;
  engineGeneration += 1;
}

const PUZZLE_ATTRIBUTES = ['puzzle', 'level', 'seed', 'size'];
const MOVES = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
// A whole number in an attribute is passed to the engine as a number (level="2", and a seed up
// to 2^32 - 1, so the seed a load event reports makes its puzzle again); anything else as the
// text it is (a longer number is a text seed), for the engine to take or refuse.
const MAX_SEED = 2 ** 32 - 1;
const attributeValue = (text) => (/^\d+$/.test(text.trim()) && Number(text) <= MAX_SEED ? Number(text) : text);

// The boards on the page, told when the page's language changes (<html lang>): a board without
// a lang of its own speaks the page's.
const languageListeners = new Set();
let languageObserver = null;
function watchPageLanguage(listener) {
  languageListeners.add(listener);
  if (!languageObserver && typeof MutationObserver === 'function') {
    languageObserver = new MutationObserver(() => { for (const heard of languageListeners) heard(); });
    languageObserver.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  }
}

let styleSheet = null;
// One constructed style sheet for every board (no <style> element, so a page's CSP style-src
// 'self' allows it); a <style> element where constructed sheets are missing.
function adoptStyle(root) {
  if (root.adoptedStyleSheets !== undefined && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
    if (!styleSheet) {
      styleSheet = new CSSStyleSheet();
      styleSheet.replaceSync(BOARD_CSS);
    }
    root.adoptedStyleSheets = [styleSheet];
  } else {
    const style = document.createElement('style');
    style.textContent = BOARD_CSS;
    root.append(style);
  }
}

function element(tag, className, attributes = {}) {
  const el = document.createElement(tag);
  if (className) el.className = className;
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  return el;
}

// Under Node (a server rendering a React or Vue page imports this module too) there is no
// HTMLElement: the class is then defined on an empty base and no element is registered.
const ElementBase = globalThis.HTMLElement ?? class {};

export class SudokuBoard extends ElementBase {
  static observedAttributes = [...PUZZLE_ATTRIBUTES, 'lang', 'theme', 'readonly', 'show-candidates'];

  #frame;
  #message;
  #board = null;
  #cells = [];
  #padButtons = null;
  #builtSize = 0;
  // The game: a PlayGrid (play-grid.js), null until a puzzle is on the board.
  #play = null;
  #loaded = null; // { puzzle, seed, level, score } of the puzzle on the board
  #selected = 0;
  #pencil = false;
  #conflicts = new Set();
  #candidates = null; // the engine's candidates of the grid on screen, with show-candidates
  #solved = false;
  #loadScheduled = false;
  #loading = false; // from a change of puzzle, level, seed or size until its puzzle is on the board (or failed)
  #pendingValues = null; // values set while a puzzle was on its way, for that puzzle
  #shownMessage = null; // { key, params, error } of the message line, said again when the language changes
  #labeledLang = null;
  #loadCount = 0; // the latest load; an answer for an earlier one is dropped
  #askCount = 0; // the latest validate/candidates question
  #drawn = [];
  #ready;
  #settleReady;
  #readySettled = false;

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    adoptStyle(root);
    this.#frame = element('div', 'frame');
    this.#message = element('p', 'message', { part: 'message', role: 'status' });
    // Everything inside one element that resets what the page's styles pass down (board-style.js).
    const inner = element('div', 'root');
    inner.append(this.#frame, this.#message);
    root.append(inner);
    this.#newReady();
    this.addEventListener('keydown', (event) => this.#onKey(event));
  }

  // Properties a script set on the element before this module defined it are own properties
  // that hide the class's accessors: they are taken through the accessors when the element
  // connects (values: kept for the first puzzle).
  #takeEarlyProperties() {
    for (const name of ['puzzle', 'level', 'seed', 'size', 'theme', 'readOnly', 'showCandidates', 'values']) {
      if (!Object.hasOwn(this, name)) continue;
      const value = this[name];
      delete this[name];
      if (name === 'values') this.#pendingValues = Array.isArray(value) ? Array.from(value) : value;
      else this[name] = value;
    }
  }

  connectedCallback() {
    this.#takeEarlyProperties();
    watchPageLanguage(this.#onLanguage);
    if (!this.#play && !this.#loadScheduled) this.#scheduleLoad();
  }

  disconnectedCallback() {
    languageListeners.delete(this.#onLanguage);
  }

  #onLanguage = () => {
    this.#labelPad();
    this.#render();
    if (this.#shownMessage) this.#show(this.#shownMessage);
  };

  attributeChangedCallback(name, before, now) {
    if (before === now) return;
    if (PUZZLE_ATTRIBUTES.includes(name)) {
      if (this.isConnected || this.#play) this.#scheduleLoad();
    } else if (name === 'show-candidates') {
      this.#ask();
    } else if (name === 'lang') {
      this.#onLanguage();
    } else if (name === 'readonly') {
      this.#render();
    }
  }

  // ---- Properties ----

  /**
   * The digits on the board, one number per cell (0 for blank), row-major: 81 (36, 16) numbers;
   * [] before the first puzzle is on the board. Setting it replaces the entered digits (the
   * givens stay; a cell's pencil marks go where a digit is set): the site's change, not the
   * player's, so it fires no input or change event; it is one undo step on a board that takes
   * moves (none on a read-only one), and a solved board whose grid changes is in play again (a
   * grid that is solved fires `solved` as a move would). Set while a puzzle is on its way (right
   * after `puzzle`, as when a saved game is restored), it is kept for that puzzle and applied
   * when it arrives; a bad list is then the board's error (message and error event).
   * @throws TypeError for a value that is not an array of integers; SudokuError 'badLength' (not
   * one number per cell), 'badOption' (option 'values': no puzzle on the board yet, a number
   * outside 0..N, or a given cell set to another digit; `cell` names it).
   */
  get values() { return this.#play ? [...this.#play.values] : []; }

  set values(list) {
    // Set while a puzzle is on its way (just after `puzzle`, or before the first one): kept for
    // that puzzle, and checked when it arrives.
    if (this.#loading || (!this.#play && this.#loadScheduled)) {
      this.#pendingValues = Array.isArray(list) ? Array.from(list) : list;
      return;
    }
    this.#setValues(list);
  }

  #setValues(list) {
    const play = this.#play;
    if (!play) throw new SudokuError('badOption', 'values: no puzzle is on the board yet (await board.ready)', { option: 'values' });
    if (!Array.isArray(list)) throw new TypeError(`values: expected an array of ${play.grid.cells} numbers`);
    if (list.length !== play.grid.cells) {
      throw new SudokuError('badLength', `values: expected ${play.grid.cells} cells, found ${list.length}`, { option: 'values', found: list.length });
    }
    for (let cell = 0; cell < list.length; ++cell) {
      const v = list[cell]; // a hole in a sparse array is undefined, not skipped
      if (!Number.isInteger(v)) throw new TypeError(`values: cell ${cell} holds ${typeof v === 'number' ? v : typeof v}, not an integer`);
      if (v < 0 || v > play.size) throw new SudokuError('badOption', `values: cell ${cell} holds ${v}, outside 0-${play.size}`, { option: 'values', cell });
      if (play.isGiven(cell) && v !== play.values[cell]) {
        throw new SudokuError('badOption', `values: cell ${cell} is the given ${play.values[cell]}, not ${v}`, { option: 'values', cell });
      }
    }
    if (list.every((v, cell) => v === play.values[cell])) return;
    if (!this.hasAttribute('readonly')) play.record();
    list.forEach((v, cell) => {
      if (play.isGiven(cell) || v === play.values[cell]) return;
      if (v) play.place(cell, v, false); else play.unplace(cell);
    });
    if (this.#solved) {
      this.#solved = false;
      this.#say(null);
    }
    this.#afterChange();
  }

  /** The pencil marks, one sorted list of digits per cell ([] before a puzzle is on the board). */
  get marks() { return this.#play ? this.#play.values.map((_, cell) => this.#play.markDigits(cell)) : []; }

  /** Whether the grid is full and breaks no rule (the engine's validate()); play stops then. */
  get solved() { return this.#solved; }

  /**
   * A promise of the puzzle on the board, { puzzle, seed, level, score } (seed, level and score
   * null for a given puzzle): resolves once the latest puzzle asked for is on the board; rejects
   * with the error the board shows when it cannot make or read it.
   */
  get ready() { return this.#ready; }

  get puzzle() { return this.getAttribute('puzzle'); }
  set puzzle(text) { this.#reflect('puzzle', text); }
  get level() { return this.getAttribute('level'); }
  set level(value) { this.#reflect('level', value); }
  get seed() { return this.getAttribute('seed'); }
  set seed(value) { this.#reflect('seed', value); }
  get size() { return this.getAttribute('size'); }
  set size(value) { this.#reflect('size', value); }
  get theme() { return this.getAttribute('theme'); }
  set theme(value) { this.#reflect('theme', value); }
  get readOnly() { return this.hasAttribute('readonly'); }
  set readOnly(on) { this.toggleAttribute('readonly', Boolean(on)); }
  get showCandidates() { return this.hasAttribute('show-candidates'); }
  set showCandidates(on) { this.toggleAttribute('show-candidates', Boolean(on)); }

  /** Takes back the last move (as Ctrl+Z does); returns whether there was one. */
  undo() { return this.#move('undo', -1, () => this.#play.undo()); }

  /** Makes the last move taken back again (as Ctrl+Y does); returns whether there was one. */
  redo() { return this.#move('redo', -1, () => this.#play.redo()); }

  // The board's language: its own lang attribute, else its nearest ancestor's, else the page's.
  #lang() { return this.closest('[lang]')?.getAttribute('lang') || document.documentElement.lang || 'en'; }

  #reflect(name, value) {
    if (value === null || value === undefined) this.removeAttribute(name);
    else this.setAttribute(name, String(value));
  }

  // ---- Loading a puzzle ----

  #newReady() {
    this.#readySettled = false;
    this.#ready = new Promise((resolve, reject) => {
      this.#settleReady = {
        resolve: (value) => { this.#readySettled = true; resolve(value); },
        reject: (error) => { this.#readySettled = true; reject(error); },
      };
    });
    this.#ready.catch(() => {}); // the error is on the board and in its error event too
  }

  #scheduleLoad() {
    // From now on `ready` is the promise of the puzzle asked for.
    if (this.#readySettled) this.#newReady();
    this.#loading = true;
    if (this.#loadScheduled) return;
    this.#loadScheduled = true;
    // After the current task's other attribute changes, so level, seed and size make one puzzle.
    queueMicrotask(() => {
      this.#loadScheduled = false;
      this.#load();
    });
  }

  #generateOptions() {
    const options = {};
    for (const name of ['level', 'seed', 'size']) {
      const text = this.getAttribute(name);
      if (text !== null && text.trim() !== '') options[name] = attributeValue(text);
    }
    return options;
  }

  async #load() {
    const load = ++this.#loadCount;
    this.#say('loading');
    const given = this.getAttribute('puzzle');
    const generation = engineGeneration;
    try {
      const engine = await boardEngine();
      let loaded;
      if (given !== null) {
        const puzzle = await engine.parse(given);
        // 0, 1 or 2 (several): a puzzle without a solution still loads, and the board says so.
        const solutions = await engine.countSolutions(puzzle, 2);
        loaded = { puzzle, solutions, seed: null, level: null, score: null };
      } else {
        const { puzzle, seed, level, score } = await engine.generate(this.#generateOptions());
        loaded = { puzzle, solutions: 1, seed, level, score };
      }
      if (load === this.#loadCount) this.#start(loaded);
    } catch (error) {
      if (load !== this.#loadCount) return;
      // The engine was replaced meanwhile (useBoardEngine()): ask the new one.
      if (generation !== engineGeneration) this.#load();
      else this.#fail(error, { clear: true });
    }
  }

  #start(loaded) {
    this.#play = new PlayGrid({ puzzle: loaded.puzzle });
    this.#loaded = loaded;
    this.#build(this.#play.size);
    const open = this.#play.givens.indexOf(false);
    this.#selected = open === -1 ? 0 : open;
    this.#pencil = false;
    this.#conflicts = new Set();
    this.#candidates = null;
    this.#solved = false;
    this.#say(loaded.solutions === 0 ? 'noSolution' : null);
    this.#loading = false;
    this.#render();
    this.#settleReady.resolve({ ...loaded });
    this.#emit('load', { ...loaded });
    const pending = this.#pendingValues;
    this.#pendingValues = null;
    if (pending !== null) {
      try {
        this.#setValues(pending);
      } catch (error) {
        this.#fail(error);
      }
    }
    this.#ask();
  }

  // Shows `error` and fires the error event. A puzzle that could not be made or read leaves no
  // board (`clear`); an engine that fails during play leaves the player's grid as it is.
  #fail(error, { clear = false } = {}) {
    if (clear) {
      this.#loading = false;
      this.#pendingValues = null;
      this.#play = null;
      this.#loaded = null;
      this.#solved = false;
      this.#builtSize = 0;
      this.#board = null;
      this.#padButtons = null;
      this.#frame.replaceChildren();
    }
    this.#show({ key: clear ? 'error' : 'engineError', params: { message: error?.message ?? String(error) }, error: true });
    this.#settleReady.reject(error);
    // An ErrorEvent, as the platform's error events are: event.error, event.message.
    // It does not bubble (as an <img>'s error does not), so a page's window.onerror and error
    // trackers never take a refused attribute for an uncaught exception.
    this.dispatchEvent(new ErrorEvent('error', { error, message: error?.message ?? String(error) }));
  }

  #say(key) {
    this.#show(key ? { key, params: {}, error: false } : null);
  }

  // The message line: a status, or an alert for an error; kept so a new language says it again.
  #show(message) {
    this.#shownMessage = message;
    this.#message.classList.toggle('error', Boolean(message?.error));
    this.#message.setAttribute('role', message?.error ? 'alert' : 'status');
    this.#message.textContent = message ? boardWord(this.#lang(), message.key, message.params) : '';
  }

  // ---- The grid's DOM ----

  // The cells of an N x N grid as one ARIA grid: N rows (role row, display: contents) of N
  // gridcells, laid out by a CSS grid; box edges are thicker lines from the grid's geometry.
  #build(size) {
    if (this.#builtSize === size) return;
    this.#builtSize = size;
    const geometry = gridOf(size);
    const board = element('div', 'board', { part: 'board', role: 'grid' });
    board.style.setProperty('--n', String(size));
    board.style.setProperty('--box-rows', String(geometry.boxRows));
    board.style.setProperty('--box-columns', String(geometry.boxColumns));
    const cells = [];
    for (let row = 0; row < size; ++row) {
      const tr = element('div', 'row', { role: 'row' });
      tr.dataset.row = String(row + 1);
      for (let col = 0; col < size; ++col) {
        const td = element('div', 'cell', { role: 'gridcell', tabindex: '-1' });
        td.dataset.cell = String(row * size + col);
        cells.push(td);
        tr.append(td);
      }
      board.append(tr);
    }
    board.addEventListener('click', (event) => {
      const td = event.target.closest('[data-cell]');
      if (td) this.#select(Number(td.dataset.cell));
    });
    this.#board = board;
    this.#cells = cells;
    this.#drawn = cells.map(() => ({}));
    this.#padButtons = this.#buildPad(size);
    this.#frame.replaceChildren(board, this.#padButtons.pad);
    this.#labelPad();
  }

  // The keypad: the digits 1..N, then Erase, Notes (pencil mode), Undo and Redo.
  #buildPad(size) {
    const pad = element('div', 'pad-frame', { part: 'pad', role: 'group' });
    const digitsRow = element('div', 'pad');
    digitsRow.style.setProperty('--pad-columns', String(size));
    const actionsRow = element('div', 'pad');
    actionsRow.style.setProperty('--pad-columns', '4');
    const button = (row, action, text) => {
      const b = element('button', text ? '' : 'word', { type: 'button', part: 'pad-button' });
      b.dataset.action = action;
      if (text) b.textContent = text;
      row.append(b);
      return b;
    };
    const digits = [];
    for (let d = 1; d <= size; ++d) digits.push(button(digitsRow, `digit-${d}`, String(d)));
    const buttons = {
      pad, digits,
      erase: button(actionsRow, 'erase'),
      notes: button(actionsRow, 'notes'),
      undo: button(actionsRow, 'undo'),
      redo: button(actionsRow, 'redo'),
    };
    // A press keeps the focus on the board, so the keyboard goes on where the pointer left it.
    pad.addEventListener('mousedown', (event) => event.preventDefault());
    pad.addEventListener('click', (event) => {
      const action = event.target.closest('button')?.dataset.action;
      if (!action) return;
      if (action.startsWith('digit-')) this.#enter(Number(action.slice(6)));
      else if (action === 'erase') this.#enter(0);
      else if (action === 'notes') { this.#pencil = !this.#pencil; this.#render(); }
      else if (action === 'undo') this.undo();
      else if (action === 'redo') this.redo();
    });
    pad.append(digitsRow, actionsRow);
    return buttons;
  }

  #labelPad() {
    if (!this.#padButtons) return;
    this.#labeledLang = this.#lang();
    const { pad, erase, notes, undo, redo } = this.#padButtons;
    pad.setAttribute('aria-label', boardWord(this.#lang(), 'pad'));
    // A row is named by its number, not by the names of its cells run together.
    for (const tr of this.#board.querySelectorAll('[role="row"]')) tr.setAttribute('aria-label', boardWord(this.#lang(), 'rowName', { row: tr.dataset.row }));
    for (const [b, key] of [[erase, 'erase'], [notes, 'notes'], [undo, 'undo'], [redo, 'redo']]) b.textContent = boardWord(this.#lang(), key);
  }

  // ---- Drawing ----

  #cellLabel(cell, shown) {
    const play = this.#play;
    const w = (key, params) => boardWord(this.#lang(), key, params);
    const parts = [w('cellPosition', { row: Math.floor(cell / play.size) + 1, col: (cell % play.size) + 1 })];
    const v = play.values[cell];
    if (v) parts.push(play.isGiven(cell) ? w('cellGiven', { digit: v }) : String(v));
    else if (shown.digits.length) parts.push(w(shown.computed ? 'cellCandidates' : 'cellMarks', { digits: shown.digits.join(' ') }));
    else parts.push(w('cellEmpty'));
    if (this.#conflicts.has(cell)) parts.push(w('cellConflict'));
    return parts.join(w('listSeparator'));
  }

  // The small digits an empty cell shows: the player's pencil marks, else (show-candidates) the
  // engine's candidates of the grid on screen.
  #smallDigits(cell) {
    const play = this.#play;
    if (play.values[cell]) return { digits: [], computed: false };
    if (play.marks[cell]) return { digits: play.markDigits(cell), computed: false };
    if (this.#candidates && this.hasAttribute('show-candidates')) return { digits: this.#candidates[cell] ?? [], computed: true };
    return { digits: [], computed: false };
  }

  #render() {
    const play = this.#play;
    if (!play || !this.#board) return;
    // A lang changed on an ancestor is seen here, at the next drawing, for every word at once.
    if (this.#labeledLang !== this.#lang()) {
      this.#labelPad();
      if (this.#shownMessage) this.#show(this.#shownMessage);
    }
    const { grid } = play;
    const selValue = play.values[this.#selected];
    const peersOfSelected = new Set(grid.peers[this.#selected]);
    for (let cell = 0; cell < grid.cells; ++cell) {
      const td = this.#cells[cell];
      const v = play.values[cell];
      const row = grid.rowOf(cell);
      const col = grid.colOf(cell);
      const given = play.isGiven(cell);
      const state = [
        given ? 'given' : v ? 'entered' : '',
        cell === this.#selected ? 'selected' : '',
        peersOfSelected.has(cell) ? 'peer' : '',
        v && v === selValue && cell !== this.#selected ? 'same' : '',
        this.#conflicts.has(cell) ? 'conflict' : '',
      ].filter(Boolean);
      const lines = [
        col === grid.size - 1 ? 'last-column' : (col + 1) % grid.boxColumns === 0 ? 'box-right' : '',
        row === grid.size - 1 ? 'last-row' : (row + 1) % grid.boxRows === 0 ? 'box-bottom' : '',
      ].filter(Boolean);
      const className = ['cell', ...lines, ...state].join(' ');
      const part = ['cell', ...state].join(' ');
      const shown = this.#smallDigits(cell);
      const content = v ? `v${v}` : `${shown.computed ? 'c' : 'm'}${shown.digits.join('')}`;
      const label = this.#cellLabel(cell, shown);
      const last = this.#drawn[cell];
      if (last.className !== className) { td.className = className; td.setAttribute('part', part); last.className = className; }
      if (last.content !== content) {
        last.content = content;
        if (v) td.textContent = String(v);
        else if (shown.digits.length) {
          const marks = element('div', shown.computed ? 'marks computed' : 'marks', { 'aria-hidden': 'true' });
          for (let d = 1; d <= grid.size; ++d) {
            const span = document.createElement('span');
            if (shown.digits.includes(d)) span.textContent = String(d);
            marks.append(span);
          }
          td.replaceChildren(marks);
        } else td.textContent = '';
      }
      if (last.label !== label) { td.setAttribute('aria-label', label); last.label = label; }
      const selected = cell === this.#selected;
      if (last.selected !== selected) {
        td.tabIndex = selected ? 0 : -1;
        td.setAttribute('aria-selected', String(selected));
        last.selected = selected;
      }
      const readOnly = given || !this.#editable();
      if (last.readOnly !== readOnly) { td.setAttribute('aria-readonly', String(readOnly)); last.readOnly = readOnly; }
    }
    this.#board.setAttribute('aria-label', boardWord(this.#lang(), 'board'));
    this.#board.setAttribute('aria-readonly', String(!this.#editable()));
    this.#board.classList.toggle('solved', this.#solved);
    const { digits, erase, notes, undo, redo } = this.#padButtons;
    const editable = this.#editable();
    for (const b of [...digits, erase, notes]) b.disabled = !editable;
    // A digit placed N times (every house has it) is dimmed on the keypad, still pressable.
    const counts = play.digitCounts();
    digits.forEach((b, i) => {
      const done = counts[i + 1] >= grid.size;
      if (b.classList.contains('done') !== done) {
        b.classList.toggle('done', done);
        b.setAttribute('part', done ? 'pad-button done' : 'pad-button');
      }
    });
    notes.setAttribute('aria-pressed', String(this.#pencil));
    undo.disabled = !editable || !play.canUndo;
    redo.disabled = !editable || !play.canRedo;
  }

  // ---- Moves ----

  #editable() { return Boolean(this.#play) && !this.#solved && !this.hasAttribute('readonly'); }

  #select(cell, focus = true) {
    if (!this.#play) return;
    this.#selected = cell;
    this.#render();
    if (focus) this.#cells[cell].focus();
  }

  // A digit 1..N as the notes mode says (a pencil mark, or the cell's digit); 0 erases.
  #enter(digit, mark = this.#pencil) {
    const cell = this.#selected;
    if (digit === 0) return this.#move('erase', cell, () => this.#play.clear(cell));
    if (mark) return this.#move('mark', cell, () => this.#play.toggleMark(cell, digit));
    return this.#move('digit', cell, () => this.#play.setDigit(cell, digit));
  }

  // Runs one move of the player (`kind`: digit, mark, erase, undo, redo; `cell`: the selected
  // cell, -1 for undo and redo); when it changed the board: input, then change when the digits
  // changed, then the engine is asked about the new grid.
  #move(kind, cell, apply) {
    if (!this.#editable()) return false;
    const before = this.#play.text;
    if (!apply()) return false;
    const digitsChanged = this.#play.text !== before;
    this.#emit('input', { kind, cell });
    if (digitsChanged) this.#emit('change', { values: this.values });
    this.#afterChange();
    return true;
  }

  #afterChange() {
    this.#conflicts = new Set(); // until the engine answers for this grid
    this.#render();
    this.#ask();
  }

  // Asks the engine about the grid on screen: its conflicts (validate()), and with
  // show-candidates its candidates. A full grid without conflicts is solved: the `solved` event.
  async #ask() {
    const play = this.#play;
    if (!play) return;
    const ask = ++this.#askCount;
    const text = play.text;
    const generation = engineGeneration;
    try {
      const engine = await boardEngine();
      const wantCandidates = this.hasAttribute('show-candidates') && !play.filled;
      const [conflicts, candidates] = await Promise.all([
        engine.validate(text), wantCandidates ? engine.candidates(text) : null]);
      if (ask !== this.#askCount || play !== this.#play || play.text !== text) return;
      this.#conflicts = new Set(conflicts.flatMap(({ cell, otherCell }) => [cell, otherCell]));
      this.#candidates = candidates;
      if (play.filled && !this.#conflicts.size && !this.#solved) {
        this.#solved = true;
        this.#say('solved');
        this.#render();
        this.#emit('solved', { values: this.values });
        return;
      }
      this.#render();
    } catch (error) {
      if (ask !== this.#askCount) return;
      if (generation !== engineGeneration) this.#ask();
      else this.#fail(error);
    }
  }

  #emit(type, detail) {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  #onKey(event) {
    const play = this.#play;
    if (!play || event.altKey) return;
    const size = play.size;
    const key = event.key.toLowerCase();
    if (event.ctrlKey || event.metaKey) {
      if (key === 'z' && !event.shiftKey) { event.preventDefault(); this.undo(); }
      else if (key === 'y' || (key === 'z' && event.shiftKey)) { event.preventDefault(); this.redo(); }
      return;
    }
    if (MOVES[event.key]) {
      event.preventDefault();
      const [dr, dc] = MOVES[event.key];
      const row = (Math.floor(this.#selected / size) + dr + size) % size;
      const col = ((this.#selected % size) + dc + size) % size;
      this.#select(row * size + col);
      return;
    }
    if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      this.#select(Math.floor(this.#selected / size) * size + (event.key === 'Home' ? 0 : size - 1));
      return;
    }
    // event.code keeps Shift+1 a digit on every keyboard layout.
    const m = /^(?:Digit|Numpad)([0-9])$/.exec(event.code) ?? /^([0-9])$/.exec(event.key);
    const digit = m ? Number(m[1]) : null;
    if (digit !== null && digit <= size) {
      event.preventDefault();
      this.#enter(digit, digit > 0 && (event.shiftKey || this.#pencil));
    } else if (event.key === 'Backspace' || event.key === 'Delete') {
      event.preventDefault();
      this.#enter(0);
    } else if ((key === 'n' || key === 'p') && !event.shiftKey && this.#editable()) {
      event.preventDefault();
      this.#pencil = !this.#pencil;
      this.#render();
    }
  }
}

if (typeof customElements !== 'undefined' && !customElements.get('sudoku-board')) {
  customElements.define('sudoku-board', SudokuBoard);
}
