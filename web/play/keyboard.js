// Keyboard play. The board is one Tab stop (the selected cell has tabindex 0, the others -1:
// play-board.js), so Tab reaches the buttons in a few presses. The arrows move the selection
// from anywhere on the Play view (a keypad button just clicked, Pencil, Undo...), and the other
// keys below work there too, except in form fields and dialogs. Keys that stand for a button
// press that button, so they do exactly what it does (and nothing while it is disabled); a
// declared button's key (play/buttons.js) comes from its declaration, not from this file.
import { rowOf } from '../grid.js';

const MOVES = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

/**
 * The Play view's keys that are not a declared button's, in the order the Keys panel
 * (keys-help.js) lists them, before the declared buttons' keys: `caps`, the keys as printed (a
 * name starting with "key" is an i18n key, the rest are printed as they are), and `does`, the
 * i18n key of what they do.
 */
export const KEY_HELP = [
  { caps: ['←', '↑', '→', '↓'], does: 'keyDoesMove' },
  { caps: ['Shift+←↑→↓', 'keyShiftClick', 'keyDrag'], does: 'keyDoesSelectMore' },
  { caps: ['Home', 'End'], does: 'keyDoesRowEnds' },
  { caps: ['Tab'], does: 'keyDoesTab' },
  { caps: ['1–9'], does: 'keyDoesDigit' },
  { caps: ['Shift+1–9'], does: 'keyDoesMark' },
  { caps: ['Alt+1–9'], does: 'keyDoesCorner' },
  { caps: ['0', 'Backspace', 'Delete'], does: 'keyDoesErase' },
  { caps: ['P'], does: 'keyDoesPencil' },
  { caps: ['Esc'], does: 'keyDoesDismiss' },
  { caps: ['keySpace'], does: 'keyDoesPause' },
  { caps: ['Ctrl+Z'], does: 'keyDoesUndo' },
  { caps: ['Ctrl+Y', 'Ctrl+Shift+Z'], does: 'keyDoesRedo' },
];

/** Every key of the Keys panel: KEY_HELP, then the keys of the declared buttons `declared`. */
export const keyRows = (declared) => [
  ...KEY_HELP,
  ...declared.filter((button) => button.key).map(({ key }) => ({ caps: [key.cap], does: key.does })),
];

// The declared button whose key `event` is: a letter is a plain press (Shift+letter is left to
// the browser), any other key is matched as typed (? comes with Shift on most layouts).
const declaredFor = (declared, event) => declared.find(({ key }) => key && (/^[A-Z]$/.test(key.cap)
  ? !event.shiftKey && event.key.toUpperCase() === key.cap
  : event.key === key.cap));

const digitFromKey = (event) => {
  // event.code keeps Shift+1 a digit on every keyboard layout.
  const m = /^(?:Digit|Numpad)([0-9])$/.exec(event.code) ?? /^([0-9])$/.exec(event.key);
  return m ? Number(m[1]) : null;
};

const isFormField = (el) => el && (el.tagName === 'TEXTAREA' || el.tagName === 'INPUT' || el.tagName === 'SELECT');
// Space presses a focused button; only elsewhere (the board, the page) does it pause.
const takesSpace = (el) => Boolean(el.closest?.('button, a[href], summary, [role="button"], [role="tab"]'));

/**
 * `view`: the Play view's section; `board`: its table. `state`: the Play state (read only).
 * `actions`: { moves (moves.js), hint: { dismiss() }, declared (the declared buttons, whose keys
 * press them), buttons: { pause } (the element Space presses) }.
 */
export function wireKeyboard(view, board, state, { moves, hint, declared, buttons }) {
  // A key stands for one thing: a declared button's key is refused, before the page runs, when
  // another button or a key of KEY_HELP has it.
  const taken = new Set(KEY_HELP.flatMap((row) => row.caps));
  for (const { id, key } of declared) {
    if (key && taken.has(key.cap)) throw new Error(`button #${id}: the key ${key.cap} already stands for something else`);
    if (key) taken.add(key.cap);
  }
  board.addEventListener('keydown', (event) => {
    if (!state.game || state.paused) return;
    if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      moves.select(rowOf(state.selected) * 9 + (event.key === 'Home' ? 0 : 8));
    }
  });

  document.addEventListener('keydown', (event) => {
    const { target } = event;
    if (view.hidden || !state.game || isFormField(target) || target.closest?.('dialog')) return;
    const key = event.key.toLowerCase();
    if ((event.ctrlKey || event.metaKey) && !event.altKey) {
      if (key === 'z' && !event.shiftKey) { event.preventDefault(); moves.undo(); }
      else if (key === 'y' || (key === 'z' && event.shiftKey)) { event.preventDefault(); moves.redo(); }
      return;
    }
    // Alt+digit: a corner mark, whatever the mode (event.code keeps it a digit on every layout).
    if (event.altKey && !event.ctrlKey && !event.metaKey && !state.paused) {
      const corner = digitFromKey(event);
      if (corner) {
        event.preventDefault();
        moves.mark(corner, { corner: true });
      }
      return;
    }
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    // These work while the game is paused too.
    if (event.key === ' ') {
      if (takesSpace(target)) return;
      event.preventDefault();
      buttons.pause.click();
      return;
    }
    const button = declaredFor(declared, event);
    if (button && (button.key.whilePaused || !state.paused)) {
      event.preventDefault();
      document.getElementById(button.id).click();
      return;
    }
    if (state.paused) return;
    if (MOVES[event.key]) {
      // The tabs' own arrows switch the view.
      if (target.closest?.('[role="tablist"]')) return;
      event.preventDefault();
      moves.move(...MOVES[event.key], { extend: event.shiftKey });
      return;
    }
    const digit = digitFromKey(event);
    if (digit !== null) {
      event.preventDefault();
      // Shift+digit writes a pencil mark whatever the mode, a common shortcut in solving apps.
      if (event.shiftKey && digit > 0 && !state.pencil) moves.mark(digit);
      else moves.enter(digit);
    } else if (event.key === 'Backspace' || event.key === 'Delete') {
      event.preventDefault();
      moves.enter(0);
    } else if (event.key === 'Escape') {
      // Several cells selected: Esc lets the others go first.
      if (!moves.collapse() && state.hint) hint.dismiss();
    } else if (event.shiftKey) {
      // Letters below are plain presses: Shift+letter is left to the browser.
    } else if (key === 'p') {
      moves.togglePencil();
    }
  });
}
