// The Play view's buttons: the digit keypad (built here, with how many of each digit are left),
// Erase, Pencil, Undo, Redo and Pause/Resume, what each does; and when each of them, Hint and
// Check is on (those two are declared buttons: hint.js and moves.js say what they do).
import { t } from '../words/i18n.js';

/**
 * `els`: { keypad, erase, pencil, colour, undo, redo, hint, check, pause, resume, cover, pausedNote }. `state`: the
 * Play state (read only). `actions`: { moves (moves.js), setPaused(paused) }.
 * Returns { render() }.
 */
export function createControls(els, state, actions) {
  const digitButtons = [];
  for (let d = 1; d <= 9; ++d) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'digit';
    button.dataset.digit = String(d);
    // The accessible name is the digit alone; how many are left is its description.
    button.setAttribute('aria-label', String(d));
    // The keypad is one Tab stop: at it (as anywhere on the view) the keys 1-9 type the digits.
    button.tabIndex = d === 1 ? 0 : -1;
    const big = document.createElement('span');
    big.className = 'digit-value';
    big.textContent = String(d);
    const left = document.createElement('span');
    left.className = 'digit-left';
    left.setAttribute('aria-hidden', 'true');
    button.append(big, left);
    els.keypad.append(button);
    digitButtons.push(button);
  }

  const { moves } = actions;
  els.keypad.addEventListener('click', (event) => {
    const button = event.target.closest('button[data-digit]');
    if (!button) return;
    // Digit first (a setting): the digit is chosen for the cells tapped next.
    if (state.settings.digitFirst) moves.chooseDigit(Number(button.dataset.digit));
    else moves.enter(Number(button.dataset.digit));
  });
  els.erase.addEventListener('click', () => moves.enter(0));
  els.pencil.addEventListener('click', () => moves.togglePencil({ round: true }));
  els.undo.addEventListener('click', moves.undo);
  els.redo.addEventListener('click', moves.redo);
  els.pause.addEventListener('click', () => actions.setPaused(!state.paused));
  els.resume.addEventListener('click', () => actions.setPaused(false));

  return {
    /** Enables, labels and presses the buttons as the state says. */
    render() {
      const { game, paused } = state;
      const over = !game || game.completed || paused;
      const counts = game ? game.digitCounts() : new Array(10).fill(0);
      digitButtons.forEach((button, i) => {
        const left = 9 - counts[i + 1];
        button.querySelector('.digit-left').textContent = left > 0 ? String(left) : '';
        button.classList.toggle('done', left <= 0);
        button.title = t('keypadLeft', { left: Math.max(left, 0) });
        button.disabled = over;
        if (state.settings.digitFirst) button.setAttribute('aria-pressed', String(state.digit === i + 1));
        else button.removeAttribute('aria-pressed');
      });
      // One button for the note modes: Pencil (centre marks), then Corner, then off.
      const notes = state.pencil || state.corner;
      els.pencil.setAttribute('aria-pressed', String(notes));
      els.pencil.disabled = over;
      els.pencil.classList.toggle('on', notes);
      els.pencil.dataset.i18n = state.corner ? 'pencilCorner' : 'pencil';
      els.pencil.textContent = t(els.pencil.dataset.i18n);
      // Colour mode: the keypad's digits are the nine colours (style.css draws them).
      els.colour.classList.toggle('on', state.colourMode);
      els.colour.setAttribute('aria-pressed', String(state.colourMode));
      els.colour.disabled = over;
      els.keypad.dataset.mode = state.colourMode ? 'colour' : state.corner ? 'corner' : state.pencil ? 'pencil' : 'digit';
      els.keypad.dataset.palette = state.settings.palette;
      els.undo.disabled = !game || !game.canUndo || paused;
      els.redo.disabled = !game || !game.canRedo || paused;
      els.erase.disabled = over;
      // Check and Hint ask the engine.
      els.check.disabled = over || !state.engines;
      els.hint.disabled = over || state.hintBusy || !state.engines;
      // The hint's levels (hint.js): "Next hint" until the last, which applies; "Show hint"
      // while its box is put away for the keypad.
      const level = state.hint?.answer.step ? state.hint.level : 0;
      const applying = level >= 3;
      els.hint.dataset.i18n = state.hintBusy ? 'hintWorking' : state.hint && state.hintFolded ? 'hintShow'
        : applying ? 'hintApply' : level ? 'hintMore' : 'hint';
      els.hint.textContent = t(els.hint.dataset.i18n);
      els.hint.classList.toggle('on', level > 0);
      els.hint.setAttribute('aria-busy', String(state.hintBusy));
      // A game the mistake limit ended is not resumed by Pause (mistakes.js has its own button).
      els.pause.disabled = !game || game.completed || state.stopped;
      els.pause.dataset.i18n = paused ? 'resume' : 'pause';
      els.pause.textContent = t(els.pause.dataset.i18n);
      els.pause.setAttribute('aria-pressed', String(paused));
      els.cover.hidden = !paused;
      els.pausedNote.hidden = state.stopped;
      els.resume.hidden = state.stopped;
    },
  };
}
