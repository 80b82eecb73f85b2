// The player's moves, whichever way they come (keyboard, keypad, pointer): selecting and moving
// between cells, digits and pencil marks, erasing, undo and redo, the pencil mode, and Check.
// Several cells may be selected at once (Shift/Ctrl+click, a drag, Shift+arrows): a digit, a
// pencil mark or Erase then goes into every one of them as one undo step; Esc lets them go.
import { rowOf, colOf } from '../grid.js';

/** The pad's Check button and its key C (play/buttons.js). */
export const checkButton = {
  id: 'check', label: 'check',
  key: { cap: 'C', does: 'keyDoesCheck' },
  words: {
    check: { en: 'Check', zh: '检查' },
    keyDoesCheck: { en: 'Check the grid', zh: '检查盘面' },
  },
  press: (play) => play.moves.check(),
};

/**
 * `state`: the Play state (play-state.js); this module owns state.selected, state.extra,
 * state.pencil, state.corner, state.colourMode, state.digit and state.checked. `cells`: the 81 board cells (focus follows the selection). `play`: { changed(),
 * render(), say(key, params, tone), conflicts() (a promise of the conflicting cells of the grid
 * on screen) } of the Play view.
 */
export function createMoves(state, cells, play) {
  const playing = () => state.game && !state.paused;

  function select(cell, { focus = true } = {}) {
    state.selected = cell;
    state.extra.clear();
    if (state.game) play.render();
    if (focus) cells[cell].focus();
  }

  /** The selected cells: the focused one first. */
  const selection = () => [state.selected, ...state.extra];

  /**
   * Adds `cell` to the selection (it takes the focus); `toggle` (Shift/Ctrl+click) takes a cell
   * already selected out instead, as long as one stays.
   */
  function extend(cell, { toggle = false } = {}) {
    const chosen = new Set(selection());
    if (toggle && chosen.has(cell) && chosen.size > 1) {
      chosen.delete(cell);
      const [focus, ...rest] = cell === state.selected ? [...chosen] : [state.selected, ...[...chosen].filter((c) => c !== state.selected)];
      state.selected = focus;
      state.extra = new Set(rest);
    } else if (!chosen.has(cell) || cell !== state.selected) {
      chosen.delete(cell);
      state.extra = chosen;
      state.selected = cell;
    }
    if (state.game) play.render();
    cells[state.selected].focus();
  }

  /** Lets the other selected cells go (Esc); returns whether there were any. */
  function collapse() {
    if (!state.extra.size) return false;
    state.extra.clear();
    play.render();
    return true;
  }

  /** Moves the selection by rows and columns, wrapping around the board; `extend`: Shift held. */
  function move(dr, dc, { extend: more = false } = {}) {
    const next = ((rowOf(state.selected) + dr + 9) % 9) * 9 + (colOf(state.selected) + dc + 9) % 9;
    if (more) extend(next); else select(next);
  }

  /** The next open cell after the selected one (step 1) or before it (-1); -1 when none. */
  function nextOpenCell(step) {
    const { game } = state;
    for (let cell = state.selected + step; cell >= 0 && cell < 81; cell += step) {
      if (!game.isGiven(cell) && !game.values[cell]) return cell;
    }
    return -1;
  }

  /** A digit 1..9 as the mode says (0 clears the cell), into every selected cell. */
  function enter(digit) {
    if (!playing()) return;
    const { game } = state;
    // Colour mode: the digit is a colour, 0 takes the colours away (givens may be coloured).
    if (state.colourMode) {
      const done = digit === 0 ? game.clearColours(selection()) : game.toggleColours(selection(), digit);
      if (done) play.changed();
      return;
    }
    if (state.extra.size) {
      const all = selection();
      const peers = state.settings.autoNotes !== false;
      const done = digit === 0 ? game.clearCells(all)
        : state.corner ? game.toggleCorners(all, digit)
          : state.pencil ? game.toggleMarks(all, digit) : game.setDigits(all, digit, { peers }).length > 0;
      if (done) play.changed();
      return;
    }
    if (state.corner && digit) {
      if (game.toggleCorner(state.selected, digit)) play.changed();
      return;
    }
    if (digit === 0) { if (game.clear(state.selected)) play.changed(); return; }
    // Auto notes (notes.js) decide whether the digit leaves its peers' pencil marks.
    const done = state.pencil ? game.toggleMark(state.selected, digit)
      : game.setDigit(state.selected, digit, { peers: state.settings.autoNotes !== false });
    if (done) play.changed();
  }

  /** A centre pencil mark whatever the mode (Shift+digit); a corner mark with `corner` (Alt+digit). */
  function mark(digit, { corner = false } = {}) {
    if (!playing()) return;
    const { game } = state;
    const cells = selection();
    const done = corner
      ? (cells.length > 1 ? game.toggleCorners(cells, digit) : game.toggleCorner(state.selected, digit))
      : (cells.length > 1 ? game.toggleMarks(cells, digit) : game.toggleMark(state.selected, digit));
    if (done) play.changed();
  }

  /**
   * Digit first: chooses `digit` (1..9) for the cells tapped next, or lets it go when it was
   * chosen already. Its copies on the board are highlighted.
   */
  function chooseDigit(digit) {
    if (!playing()) return;
    state.digit = state.digit === digit ? null : digit;
    play.render();
  }

  /**
   * A cell tapped or clicked: selected; in digit-first mode with a digit chosen, it also takes
   * that digit (a pencil mark in pencil mode), and a cell already holding it is cleared.
   */
  function tap(cell) {
    select(cell);
    const { game } = state;
    if (!state.settings.digitFirst || !state.digit || !playing() || !game.canEdit(cell)) return;
    if (!state.pencil && !state.corner && game.values[cell] === state.digit) enter(0);
    else enter(state.digit);
  }

  /**
   * The note modes. P: pencil (centre marks) on, or any note mode off. The Pencil button, with
   * `round`: pencil, then corner marks, then off.
   */
  function togglePencil({ round = false } = {}) {
    if (state.corner) state.corner = false;
    else if (state.pencil) {
      state.pencil = false;
      state.corner = round;
    } else state.pencil = true;
    if (state.pencil || state.corner) state.colourMode = false;
    play.render();
  }

  /** Colour mode on or off (pencil mode goes off with it on). */
  function toggleColourMode() {
    state.colourMode = !state.colourMode;
    if (state.colourMode) {
      state.pencil = false;
      state.corner = false;
    }
    play.render();
  }

  function undo() { if (playing() && state.game.undo()) play.changed(); }
  function redo() { if (playing() && state.game.redo()) play.changed(); }

  /** Marks the entries that break a rule or differ from the known solution. */
  async function check() {
    const { game } = state;
    if (!game || game.completed || !state.engines) return;
    const text = game.text;
    let conflicts;
    try {
      conflicts = await play.conflicts();
    } catch (error) {
      play.say('engineError', { message: error.message }, 'error');
      return;
    }
    if (state.game !== game || game.text !== text) return; // a move came first; its own Check will follow
    state.checked = game.mistakes(conflicts);
    play.render();
    const open = game.values.filter((v) => !v).length;
    if (state.checked.size) play.say('checkMistakes', { count: state.checked.size }, 'error');
    else if (!game.solution && game.solutions !== 1) play.say('checkNoConflicts', { open }, 'info');
    else play.say('checkGood', { open }, 'success');
  }

  return {
    select, extend, collapse, tap, chooseDigit, move, nextOpenCell, enter, mark, togglePencil, toggleColourMode, undo, redo, check,
  };
}
