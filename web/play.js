// The Play view: one board to solve by mouse, touch or keyboard, with pencil marks, undo/redo,
// conflict display, Check, a pausable timer, saved progress and share links.
import { buildBoard } from './board.js';
import { generateOfLevel } from './engine.js';
import { Game } from './game.js';
import { rowOf, colOf, boxOf, conflictingCells, toValues, HOUSES } from './grid.js';
import { t, getLanguage } from './i18n.js';
import { loadGame, saveGame } from './storage.js';
import { puzzleFromHash, shareUrl } from './share.js';

const SAVE_EVERY_MS = 5000;
const CHECK_PUZZLE_MS = 4000;
const GRADE_PUZZLE_MS = 20000;
// The hardest hints (nested forcing chains) take a few seconds on slow machines.
const HINT_MS = 30000;

export function formatTime(ms) {
  const total = Math.floor(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

const digitFromKey = (event) => {
  // event.code keeps Shift+1 a digit on every keyboard layout.
  const m = /^(?:Digit|Numpad)([0-9])$/.exec(event.code) ?? /^([0-9])$/.exec(event.key);
  return m ? Number(m[1]) : null;
};

const isFormField = (el) => el && (el.tagName === 'TEXTAREA' || el.tagName === 'INPUT' || el.tagName === 'SELECT');

/**
 * Wires the Play view. `els` are the view's elements (see index.html); `settings` is shared with
 * the page and saved by `saveSettings`. Returns { start(engine), show(), hide(), refreshText() }.
 */
export function createPlayView(els, settings, saveSettings) {
  const view = els.view;
  let engine = null;
  let game = null;
  let selected = 40;
  let pencil = false;
  let checked = null; // cells flagged by the last Check, cleared by the next change
  let messageKey = null;
  let messageParams = {};
  let runningSince = null; // performance.now() while the timer runs
  let paused = false;
  let visible = true;
  let lastSave = 0;
  let loadToken = 0;
  // The hint on screen: { kind, step?, cell } from the engine, for the grid it was asked on.
  let hint = null;
  let hintToken = 0;
  let hintBusy = false;

  // ---- board -------------------------------------------------------------------------------
  // The same nested tables as the Explain boards (3x3 boxes, each a 3x3 subtable), exposed to
  // assistive technology as one grid of 9 rows of 9 cells (see buildBoard's `grid`).
  const { cells } = buildBoard('play', {
    table: els.board,
    grid: true,
    onCell: (td) => { td.tabIndex = -1; },
  });
  // What each cell shows now, so render() writes only the differences.
  const drawn = cells.map(() => ({ className: null, content: null, label: null, selected: null, readOnly: null }));

  // ---- keypad -------------------------------------------------------------------------------
  const digitButtons = [];
  for (let d = 1; d <= 9; ++d) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'digit';
    button.dataset.digit = String(d);
    const big = document.createElement('span');
    big.className = 'digit-value';
    big.textContent = String(d);
    const left = document.createElement('span');
    left.className = 'digit-left';
    button.append(big, left);
    els.keypad.append(button);
    digitButtons.push(button);
  }

  // ---- timer --------------------------------------------------------------------------------
  const elapsed = () => (game ? game.elapsedMs + (runningSince === null ? 0 : performance.now() - runningSince) : 0);
  const shouldRun = () => game && !game.completed && !paused && visible && !document.hidden;

  function syncTimer() {
    if (!game) return;
    const run = shouldRun();
    if (run && runningSince === null) runningSince = performance.now();
    if (!run && runningSince !== null) {
      game.elapsedMs = elapsed();
      runningSince = null;
      saveGame(game);
    }
    els.timer.textContent = formatTime(elapsed());
  }

  setInterval(() => {
    if (runningSince === null) return;
    els.timer.textContent = formatTime(elapsed());
    if (performance.now() - lastSave > SAVE_EVERY_MS) save();
  }, 250);
  document.addEventListener('visibilitychange', () => { syncTimer(); renderChrome(); });

  function save() {
    if (!game) return;
    game.elapsedMs = elapsed();
    if (runningSince !== null) runningSince = performance.now();
    lastSave = performance.now();
    saveGame(game);
  }

  // ---- messages -----------------------------------------------------------------------------
  function say(key, params = {}, tone = 'info') {
    messageKey = key;
    messageParams = params;
    els.message.dataset.tone = tone;
    els.message.dataset.key = key ?? '';
    els.message.textContent = key ? t(key, params) : '';
  }

  // ---- rendering ------------------------------------------------------------------------------
  function cellLabel(cell, conflicts) {
    const parts = [t('cellPosition', { row: rowOf(cell) + 1, col: colOf(cell) + 1 })];
    const v = game.values[cell];
    if (v) parts.push(game.isGiven(cell) ? t('cellGiven', { digit: v }) : String(v));
    else if (game.marks[cell]) {
      const marks = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => game.hasMark(cell, d));
      parts.push(t('cellMarks', { digits: marks.join(' ') }));
    } else parts.push(t('cellEmpty'));
    if (conflicts.has(cell)) parts.push(t('cellConflict'));
    if (checked && checked.has(cell)) parts.push(t('cellMistake'));
    if (hint && (hint.kind === 'wrongValue' || hint.kind === 'wrongCandidate') && hint.cell === cell) {
      parts.push(t('cellHintWrong'));
    } else if (hint?.step) {
      const place = hint.step.placements.find((p) => p.cell === cell);
      const elim = hint.step.eliminations.filter((e) => e.cell === cell).map((e) => e.digit);
      if (place) parts.push(t('cellHintPlace', { digit: place.digit }));
      if (elim.length) parts.push(t('cellHintElim', { digits: elim.join(' ') }));
      else if (!place && hint.step.cells.includes(cell)) parts.push(t('cellHintPattern'));
    }
    return parts.join(t('listSeparator'));
  }

  // What the hint on screen marks, by cell: pattern cells, houses, placements, eliminations.
  function hintMarks() {
    if (!hint) return null;
    // key: the digits of the pattern, per cell (the step's digits, or a chain link's digit).
    const marks = { pattern: new Set(), house: new Set(), place: new Map(), elim: new Map(), wrong: -1, key: new Map() };
    const key = (cell, digit) => {
      if (!(cell >= 0 && cell < 81 && digit >= 1 && digit <= 9)) return;
      marks.pattern.add(cell);
      if (!marks.key.has(cell)) marks.key.set(cell, new Set());
      marks.key.get(cell).add(digit);
    };
    if (hint.kind === 'wrongValue' || hint.kind === 'wrongCandidate') {
      marks.wrong = hint.cell;
      return marks;
    }
    const step = hint.step;
    if (!step) return marks;
    for (const house of step.houses ?? []) for (const cell of HOUSES[house] ?? []) marks.house.add(cell);
    for (const cell of step.cells ?? []) {
      marks.pattern.add(cell);
      for (const d of step.digits ?? []) key(cell, d);
    }
    for (const link of step.links ?? []) {
      key(link.fromCell, link.fromDigit);
      key(link.toCell, link.toDigit);
    }
    for (const { cell, digit } of step.placements ?? []) marks.place.set(cell, digit);
    for (const { cell, digit } of step.eliminations ?? []) {
      if (!marks.elim.has(cell)) marks.elim.set(cell, new Set());
      marks.elim.get(cell).add(digit);
    }
    return marks;
  }

  function renderCell(cell, conflicts, shown) {
    const td = cells[cell];
    const v = game.values[cell];
    const selValue = game.values[selected];
    const peer = cell !== selected && (rowOf(cell) === rowOf(selected) || colOf(cell) === colOf(selected)
      || boxOf(cell) === boxOf(selected));
    const inHint = shown && (shown.pattern.has(cell) || shown.elim.has(cell) || shown.place.has(cell));
    const className = [
      game.isGiven(cell) ? 'given' : v ? 'entered' : '',
      cell === selected ? 'selected' : '',
      peer && !shown ? 'peer' : '',
      v && selValue && v === selValue && cell !== selected && !shown ? 'same' : '',
      conflicts.has(cell) ? 'conflict' : '',
      checked && checked.has(cell) ? 'mistake' : '',
      shown && shown.house.has(cell) ? 'hint-house' : '',
      shown && shown.pattern.has(cell) ? 'hint-pattern' : '',
      shown && shown.elim.has(cell) ? 'hint-elim' : '',
      shown && shown.place.has(cell) ? 'hint-place' : '',
      shown && shown.wrong === cell ? 'hint-wrong' : '',
    ].filter(Boolean).join(' ');
    // Only what changed is written: a full redraw of 81 cells on every key press costs the
    // main thread more than the few cells a move touches.
    const last = drawn[cell];
    if (last.className !== className) { td.className = className; last.className = className; }
    const removedKey = shown?.elim.get(cell);
    const content = v ? `v${v}`
      : shown && shown.place.has(cell) ? `p${shown.place.get(cell)}`
        : game.marks[cell] || inHint ? `m${game.marks[cell]}:${game.candidatesOf(cell)}:${inHint ? 1 : 0}:${shown ? '' : selValue}`
          + `:${removedKey ? [...removedKey].join('') : ''}:${shown?.key.get(cell) ? [...shown.key.get(cell)].join('') : ''}`
          : '';
    if (last.content !== content) {
      last.content = content;
      drawContent(td, cell, v, shown, inHint, selValue);
    }
    const label = cellLabel(cell, conflicts);
    if (last.label !== label) { td.setAttribute('aria-label', label); last.label = label; }
    const isSelected = cell === selected;
    if (last.selected !== isSelected) {
      td.tabIndex = isSelected ? 0 : -1;
      td.setAttribute('aria-selected', String(isSelected));
      last.selected = isSelected;
    }
    const readOnly = game.isGiven(cell);
    if (last.readOnly !== readOnly) { td.setAttribute('aria-readonly', String(readOnly)); last.readOnly = readOnly; }
  }

  function drawContent(td, cell, v, shown, inHint, selValue) {
    if (v) {
      td.textContent = String(v);
    } else if (shown && shown.place.has(cell)) {
      // The digit the step places, shown in the hint colour until the hint is applied.
      const digit = document.createElement('span');
      digit.className = 'hint-digit';
      digit.textContent = String(shown.place.get(cell));
      td.replaceChildren(digit);
    } else if (game.marks[cell] || inHint) {
      // During a hint the cells it involves show their candidates (the player's pencil marks,
      // or every digit still possible when the cell has none) so the pattern can be seen.
      const mask = game.marks[cell] || game.candidatesOf(cell);
      const grid = document.createElement('div');
      grid.className = game.marks[cell] ? 'marks' : 'marks computed';
      const removed = shown?.elim.get(cell);
      for (let d = 1; d <= 9; ++d) {
        const span = document.createElement('span');
        if (mask & (1 << (d - 1))) {
          span.textContent = String(d);
          if (removed && removed.has(d)) span.className = 'elim';
          else if (shown?.key.get(cell)?.has(d)) span.className = 'key';
          else if (!shown && d === selValue) span.className = 'match';
        }
        grid.append(span);
      }
      td.replaceChildren(grid);
    } else {
      td.textContent = '';
    }
  }

  function renderChrome() {
    const counts = game ? game.digitCounts() : new Array(10).fill(0);
    digitButtons.forEach((button, i) => {
      const left = 9 - counts[i + 1];
      button.querySelector('.digit-left').textContent = left > 0 ? String(left) : '';
      button.classList.toggle('done', left <= 0);
      button.setAttribute('aria-label', t('keypadDigit', { digit: i + 1, left: Math.max(left, 0) }));
      button.disabled = !game || game.completed || paused;
    });
    els.pencil.setAttribute('aria-pressed', String(pencil));
    els.pencil.disabled = !game || game.completed || paused;
    els.pencil.classList.toggle('on', pencil);
    els.undo.disabled = !game || !game.canUndo || paused;
    els.redo.disabled = !game || !game.canRedo || paused;
    els.erase.disabled = !game || game.completed || paused;
    els.check.disabled = !game || game.completed || paused;
    els.hint.disabled = !game || game.completed || paused || hintBusy || !engine;
    const applying = Boolean(hint?.step);
    els.hint.dataset.i18n = hintBusy ? 'hintWorking' : applying ? 'hintApply' : 'hint';
    els.hint.textContent = t(els.hint.dataset.i18n);
    els.hint.classList.toggle('on', applying);
    els.hint.setAttribute('aria-busy', String(hintBusy));
    els.pause.disabled = !game || game.completed;
    els.pause.dataset.i18n = paused ? 'resume' : 'pause';
    els.pause.textContent = t(paused ? 'resume' : 'pause');
    els.pause.setAttribute('aria-pressed', String(paused));
    els.cover.hidden = !paused;
    els.board.classList.toggle('paused', paused);
    els.board.classList.toggle('won', Boolean(game && game.completed));
    view.dataset.state = !game ? 'loading' : game.completed ? 'won' : paused ? 'paused' : 'playing';
    els.timer.textContent = formatTime(elapsed());
  }

  function render() {
    if (!game) return;
    const conflicts = settings.conflicts === 'shown' ? game.conflicts() : new Set();
    const shown = hintMarks();
    for (let cell = 0; cell < 81; ++cell) renderCell(cell, conflicts, shown);
    els.board.classList.toggle('hinting', Boolean(shown));
    view.dataset.puzzle = game.puzzle;
    view.dataset.values = game.values.join('');
    view.dataset.hint = hint ? hint.kind : '';
    renderHintBox();
    renderGrade();
    renderChrome();
  }

  // ---- grade --------------------------------------------------------------------------------
  function renderGrade() {
    const grade = game?.grade;
    view.dataset.gradeLevel = grade ? String(grade.level) : '';
    if (!grade) {
      els.grade.textContent = game && game.solutions === 1 && engine ? t('gradeWorking') : '';
      els.grade.removeAttribute('data-level');
      return;
    }
    els.grade.dataset.level = String(grade.level);
    els.grade.textContent = t('gradeLine', { name: t(`grade${grade.level}`), score: grade.score.toFixed(1) });
    els.grade.title = grade.hardest ? t('gradeHardest', { name: techniqueName(grade.hardest) }) : '';
  }

  // Technique ids arrive as camelCase (e.g. 'hiddenSingleBox'); the hint's own step carries
  // proper names, the grade only the id, shown as words.
  const techniqueName = (id) => id.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());

  /** Grades a puzzle that did not come with a grade (link, pasted, saved before grading). */
  function gradeCurrent() {
    if (!game || !engine || game.grade || game.solutions !== 1) return;
    const target = game;
    engine.callWithin(GRADE_PUZZLE_MS, 'grade', game.puzzle).then((grade) => {
      if (game !== target || !(grade.level >= 1)) return;
      game.grade = { level: grade.level, score: grade.score, hardest: grade.hardest };
      saveGame(game);
      render();
    }, () => {});
  }

  // ---- hint ---------------------------------------------------------------------------------
  function renderHintBox() {
    const box = els.hintBox;
    if (!hint) {
      box.hidden = true;
      box.replaceChildren();
      return;
    }
    box.hidden = false;
    box.dataset.kind = hint.kind;
    const title = document.createElement('p');
    title.className = 'hint-title';
    const text = document.createElement('p');
    text.className = 'hint-text';
    if (hint.step) {
      const step = hint.step;
      title.textContent = t('hintTitle', { name: getLanguage() === 'zh' ? step.nameZh : step.name, rating: step.rating.toFixed(1) });
      text.textContent = step.explanation[getLanguage()] ?? step.explanation.en;
      const next = document.createElement('p');
      next.className = 'hint-next';
      next.textContent = t('hintPressAgain');
      box.replaceChildren(title, text, next);
    } else {
      const where = hint.cell >= 0 ? { row: rowOf(hint.cell) + 1, col: colOf(hint.cell) + 1 } : {};
      title.textContent = t(`hintKind_${hint.kind}`, where);
      box.replaceChildren(title);
    }
  }

  function hintState() {
    const state = { puzzle: game.puzzle, values: game.values };
    // Pencil marks count only once the player uses them; a blank cell without marks stands for
    // every digit (the engine removes those its row, column and box rule out).
    if (game.marks.some(Boolean)) {
      state.candidates = game.marks.map((mask, cell) => (game.values[cell] ? []
        : [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => !mask || (mask & (1 << (d - 1))))));
    }
    return state;
  }

  async function askHint() {
    if (!game || !engine || game.completed || paused || hintBusy) return;
    if (hint?.step) { applyHint(); return; }
    const target = game;
    const token = ++hintToken;
    hintBusy = true;
    checked = null;
    say(null);
    renderChrome();
    try {
      const answer = await engine.callWithin(HINT_MS, 'hint', hintState());
      if (token !== hintToken || game !== target) return;
      hint = answer;
      if (hint.kind === 'wrongValue' || hint.kind === 'wrongCandidate') select(hint.cell, { focus: false });
      else if (hint.step) {
        const first = hint.step.placements[0]?.cell ?? hint.step.eliminations[0]?.cell;
        if (first !== undefined) selected = first;
      }
    } catch (error) {
      if (token !== hintToken) return;
      hint = null;
      say(error.code === 'timeout' ? 'hintTooSlow' : 'engineFailed', { message: error.message }, 'warning');
    } finally {
      if (token === hintToken) hintBusy = false;
    }
    render();
  }

  function applyHint() {
    const step = hint?.step;
    hint = null;
    if (!step || !game.applyStep(step)) { render(); return; }
    changed();
    if (!game.completed) say('hintApplied', { name: getLanguage() === 'zh' ? step.nameZh : step.name }, 'info');
  }

  /** Forgets the hint on screen (the grid it was for has changed). */
  function dropHint() {
    hintToken += 1;
    hintBusy = false;
    hint = null;
  }

  // ---- games ----------------------------------------------------------------------------------
  function begin(next) {
    if (game && runningSince !== null) save();
    dropHint();
    game = next;
    runningSince = null;
    paused = false;
    checked = null;
    selected = game.values.findIndex((v) => v === 0);
    if (selected < 0) selected = 40;
    history.replaceState(null, '', shareUrl(game.puzzle));
    els.shareBox.hidden = true;
    say(null);
    if (game.completed) say('wonAgain', { time: formatTime(game.completedMs) }, 'success');
    else sayVerdict();
    view.dataset.verdict = game.solutions === null ? 'checking'
      : ['none', 'unique'][game.solutions] ?? 'multiple';
    view.dataset.level = String(game.level);
    view.dataset.source = game.source;
    saveGame(game);
    syncTimer();
    render();
    gradeCurrent();
    if (!view.dataset.firstBoardMs) view.dataset.firstBoardMs = performance.now().toFixed(1);
  }

  async function newGame() {
    if (!engine) return;
    const token = ++loadToken;
    els.newGame.disabled = true;
    view.dataset.making = 'true';
    const level = Number(els.level.value);
    say('making', { name: t(`grade${level}`) }, 'info');
    try {
      const made = await generateOfLevel(engine, level);
      if (token !== loadToken) return;
      const grade = { level: made.grade.level, score: made.grade.score, hardest: made.grade.hardest };
      begin(new Game({ puzzle: made.puzzle, solution: made.solution, level, solutions: 1, grade }));
      if (!made.matched) say('levelNotFound', { wanted: t(`grade${level}`), got: t(`grade${grade.level}`) }, 'warning');
    } catch (error) {
      if (token === loadToken) say('engineFailed', { message: error.message }, 'error');
    } finally {
      if (token === loadToken) {
        els.newGame.disabled = false;
        delete view.dataset.making;
      }
    }
  }

  /**
   * Starts a puzzle that did not come from the generator (share link, saved). The givens show at
   * once; the engine then finds the solution and says when the puzzle is not proper.
   */
  function playPuzzle(puzzle, source, saved = null) {
    ++loadToken;
    const clash = conflictingCells(toValues(puzzle)).size > 0;
    begin(new Game({ ...(saved ?? {}), puzzle, source, level: saved?.level ?? 0,
      solutions: clash ? 0 : saved?.solutions ?? null }));
    verify();
  }

  /** Asks the engine how many solutions the current puzzle has, when that is not known yet. */
  function verify() {
    if (!game || !engine || game.solutions !== null) return;
    const target = game;
    view.dataset.verdict = 'checking';
    engine.callWithin(CHECK_PUZZLE_MS, 'solve', game.puzzle, { limit: 2 }).then((result) => {
      if (game !== target) return;
      game.solutions = result.count;
      game.solution = result.count === 1 ? result.solution : null;
      view.dataset.verdict = result.status;
      sayVerdict();
      saveGame(game);
      render();
      gradeCurrent();
    }, (error) => {
      if (game !== target) return;
      view.dataset.verdict = error.code === 'timeout' ? 'timeout' : 'error';
      say(error.code === 'timeout' ? 'puzzleTooSlow' : 'engineFailed', { message: error.message }, 'warning');
    });
  }

  function sayVerdict() {
    if (game.solutions === 0) say('puzzleNoSolution', {}, 'error');
    else if (game.solutions > 1) say('puzzleNotUnique', {}, 'warning');
  }

  // ---- actions --------------------------------------------------------------------------------
  function changed() {
    checked = null;
    dropHint();
    const wasWon = view.dataset.state === 'won';
    if (game.completed && !wasWon) {
      game.elapsedMs = elapsed();
      game.completedMs = game.elapsedMs;
      syncTimer();
      say('won', { time: formatTime(game.completedMs) }, 'success');
    } else if (messageKey && messageKey !== 'puzzleNotUnique' && messageKey !== 'puzzleNoSolution') {
      say(null);
    }
    save();
    render();
  }

  function enter(digit) {
    if (!game || paused) return;
    if (digit === 0) { if (game.clear(selected)) changed(); return; }
    const done = pencil ? game.toggleMark(selected, digit) : game.setDigit(selected, digit);
    if (done) changed();
  }

  function select(cell, { focus = true } = {}) {
    selected = cell;
    if (game) render();
    if (focus) cells[cell].focus();
  }

  function move(dr, dc) {
    const r = (rowOf(selected) + dr + 9) % 9;
    const c = (colOf(selected) + dc + 9) % 9;
    select(r * 9 + c);
  }

  // Tab walks the open cells (the useful stops when solving); past the last one focus leaves
  // the board as usual.
  function nextOpenCell(step) {
    for (let cell = selected + step; cell >= 0 && cell < 81; cell += step) {
      if (!game.isGiven(cell) && !game.values[cell]) return cell;
    }
    return -1;
  }

  function togglePencil() {
    pencil = !pencil;
    renderChrome();
  }

  function undo() { if (game && !paused && game.undo()) changed(); }
  function redo() { if (game && !paused && game.redo()) changed(); }

  function check() {
    if (!game || game.completed) return;
    checked = game.mistakes();
    render();
    const open = game.values.filter((v) => !v).length;
    if (checked.size) say('checkMistakes', { count: checked.size }, 'error');
    else if (!game.solution && game.solutions !== 1) say('checkNoConflicts', { open }, 'info');
    else say('checkGood', { open }, 'success');
  }

  function setPaused(next) {
    if (!game || game.completed) return;
    paused = next;
    syncTimer();
    renderChrome();
    if (!paused) cells[selected].focus();
  }

  // ---- events ---------------------------------------------------------------------------------
  els.board.addEventListener('click', (event) => {
    const td = event.target.closest('td[data-cell]');
    if (td && !paused) select(Number(td.dataset.cell));
  });

  els.board.addEventListener('keydown', (event) => {
    if (!game || paused) return;
    const moves = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    if (moves[event.key] && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      move(...moves[event.key]);
    } else if (event.key === 'Tab') {
      const target = nextOpenCell(event.shiftKey ? -1 : 1);
      if (target >= 0) { event.preventDefault(); select(target); }
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      select(rowOf(selected) * 9 + (event.key === 'Home' ? 0 : 8));
    }
  });

  document.addEventListener('keydown', (event) => {
    if (view.hidden || !game || isFormField(event.target) || event.target.closest?.('dialog')) return;
    const key = event.key.toLowerCase();
    if ((event.ctrlKey || event.metaKey) && !event.altKey) {
      if (key === 'z' && !event.shiftKey) { event.preventDefault(); undo(); }
      else if (key === 'y' || (key === 'z' && event.shiftKey)) { event.preventDefault(); redo(); }
      return;
    }
    if (event.altKey || paused) return;
    const digit = digitFromKey(event);
    if (digit !== null) {
      event.preventDefault();
      // Shift+digit writes a pencil mark whatever the mode, a common shortcut in solving apps.
      if (event.shiftKey && digit > 0 && !pencil) {
        if (game.toggleMark(selected, digit)) changed();
      } else enter(digit);
    } else if (event.key === 'Backspace' || event.key === 'Delete') {
      event.preventDefault();
      enter(0);
    } else if (key === 'p' || key === 'n') {
      togglePencil();
    } else if (key === 'h' && !event.shiftKey) {
      askHint();
    } else if (event.key === 'Escape' && hint) {
      dropHint();
      render();
    }
  });

  els.keypad.addEventListener('click', (event) => {
    const button = event.target.closest('button[data-digit]');
    if (button) enter(Number(button.dataset.digit));
  });
  els.erase.addEventListener('click', () => enter(0));
  els.pencil.addEventListener('click', togglePencil);
  els.undo.addEventListener('click', undo);
  els.redo.addEventListener('click', redo);
  els.check.addEventListener('click', check);
  els.hint.addEventListener('click', askHint);
  els.pause.addEventListener('click', () => setPaused(!paused));
  els.resume.addEventListener('click', () => setPaused(false));
  els.newGame.addEventListener('click', newGame);
  els.level.addEventListener('change', () => {
    settings.level = Number(els.level.value);
    saveSettings();
  });
  els.conflicts.addEventListener('change', () => {
    settings.conflicts = els.conflicts.value;
    saveSettings();
    render();
  });
  els.share.addEventListener('click', async () => {
    if (!game) return;
    const url = shareUrl(game.puzzle);
    els.shareLink.value = url;
    els.shareBox.hidden = false;
    els.shareLink.select();
    try {
      await navigator.clipboard.writeText(url);
      say('shareCopied', {}, 'success');
    } catch {
      say('shareCopyManually', {}, 'info');
    }
  });
  window.addEventListener('hashchange', () => {
    const puzzle = puzzleFromHash();
    if (puzzle && (!game || puzzle !== game.puzzle)) playPuzzle(puzzle, 'link');
  });
  window.addEventListener('pagehide', save);

  els.level.value = String(settings.level);
  els.conflicts.value = settings.conflicts;

  // A share link, or the saved game, is drawn before the engine is ready: the board appears at
  // once and only checking the puzzle waits for the engine.
  const fromLink = puzzleFromHash();
  const saved = loadGame();
  if (fromLink) playPuzzle(fromLink, 'link', saved && saved.puzzle === fromLink ? saved : null);
  else if (saved) begin(new Game(saved));
  else renderChrome();

  return {
    /** Gives the view its engine; makes the first puzzle if there is none yet. */
    start(readyEngine) {
      engine = readyEngine;
      els.newGame.disabled = false;
      if (!game) newGame();
      else { verify(); gradeCurrent(); render(); }
    },
    /** Plays a puzzle entered by the user (already checked to be unique). */
    playPasted(puzzle, solution) {
      ++loadToken;
      begin(new Game({ puzzle, solution, source: 'pasted', solutions: 1 }));
      cells[selected].focus();
    },
    show() { visible = true; syncTimer(); renderChrome(); },
    hide() { visible = false; syncTimer(); },
    refreshText() {
      if (messageKey) els.message.textContent = t(messageKey, messageParams);
      render();
      renderChrome();
    },
    get game() { return game; },
  };
}
