// Keyboard play: arrows, Tab, Home and End move on the board; digits, Shift+digit (pencil
// mark), Backspace/Delete, P or N (pencil mode), H (hint), Escape (dismiss the hint) and
// Ctrl+Z / Ctrl+Y (undo, redo) anywhere on the Play view outside form fields and dialogs.
import { rowOf } from './grid.js';

const MOVES = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

const digitFromKey = (event) => {
  // event.code keeps Shift+1 a digit on every keyboard layout.
  const m = /^(?:Digit|Numpad)([0-9])$/.exec(event.code) ?? /^([0-9])$/.exec(event.key);
  return m ? Number(m[1]) : null;
};

const isFormField = (el) => el && (el.tagName === 'TEXTAREA' || el.tagName === 'INPUT' || el.tagName === 'SELECT');

/**
 * `view`: the Play view's section; `board`: its table. `state`: the Play state (read only).
 * `moves`: moves.js; `hint`: { ask(), dismiss() }.
 */
export function wireKeyboard(view, board, state, moves, hint) {
  board.addEventListener('keydown', (event) => {
    if (!state.game || state.paused) return;
    if (MOVES[event.key] && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      moves.move(...MOVES[event.key]);
    } else if (event.key === 'Tab') {
      // Tab walks the open cells (the useful stops when solving); past the last one focus
      // leaves the board as usual.
      const target = moves.nextOpenCell(event.shiftKey ? -1 : 1);
      if (target >= 0) { event.preventDefault(); moves.select(target); }
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      moves.select(rowOf(state.selected) * 9 + (event.key === 'Home' ? 0 : 8));
    }
  });

  document.addEventListener('keydown', (event) => {
    if (view.hidden || !state.game || isFormField(event.target) || event.target.closest?.('dialog')) return;
    const key = event.key.toLowerCase();
    if ((event.ctrlKey || event.metaKey) && !event.altKey) {
      if (key === 'z' && !event.shiftKey) { event.preventDefault(); moves.undo(); }
      else if (key === 'y' || (key === 'z' && event.shiftKey)) { event.preventDefault(); moves.redo(); }
      return;
    }
    if (event.altKey || state.paused) return;
    const digit = digitFromKey(event);
    if (digit !== null) {
      event.preventDefault();
      // Shift+digit writes a pencil mark whatever the mode, a common shortcut in solving apps.
      if (event.shiftKey && digit > 0 && !state.pencil) moves.mark(digit);
      else moves.enter(digit);
    } else if (event.key === 'Backspace' || event.key === 'Delete') {
      event.preventDefault();
      moves.enter(0);
    } else if (key === 'p' || key === 'n') {
      moves.togglePencil();
    } else if (key === 'h' && !event.shiftKey) {
      hint.ask();
    } else if (event.key === 'Escape' && state.hint) {
      hint.dismiss();
    }
  });
}
