// "Enter a puzzle": the user pastes or types a puzzle in any form the engine parses (81 digits
// with '.' or '0' blanks, separators, 9 lines, ...). The dialog says at once whether it is
// readable and then whether it has exactly one solution; only such puzzles can be played. Both
// questions go to the quick worker (parse(), then solve() with limit 2), so they never wait
// behind a hint or a new puzzle being made.
import { cellText, houseText, t } from '../words/i18n.js';
import { COUNT_MS } from '../engine/limits.js';

/** The toolbar's Enter a puzzle button (play/buttons.js); main.js opens the dialog with it. */
export const enterPuzzleButton = {
  id: 'paste-open', label: 'enterPuzzle', className: 'later',
  words: { enterPuzzle: { en: 'Enter a puzzle', zh: '输入题目' } },
};

/**
 * Wires the dialog. `getQuick()` is the quick worker (engines.js), null while it loads;
 * `onPlay(puzzle, solution)` starts the game. Returns { open(), refreshText(), engineReady() }.
 */
export function createPasteDialog(els, getQuick, onPlay) {
  let sequence = 0;
  let accepted = null; // { puzzle, solution } when the text is a proper puzzle
  let verdict = { key: 'pasteHint', params: {}, state: 'empty' };
  let timer = 0;
  let playWhenChecked = false; // Ctrl+Enter came before the engine's answer

  function show(key, params, state) {
    verdict = { key, params, state };
    els.status.textContent = t(key, params);
    els.status.dataset.verdict = state;
    els.play.disabled = state !== 'unique';
    if (state === 'unique' && playWhenChecked) play();
    else if (state !== 'checking') playWhenChecked = false;
  }

  function play() {
    playWhenChecked = false;
    if (!accepted || !els.dialog.open) return;
    els.dialog.close();
    onPlay(accepted.puzzle, accepted.solution);
  }

  function errorText(error) {
    switch (error.code) {
      // `found` is the number of cells read; text far too long to be a puzzle has none.
      case 'badLength': return Number.isInteger(error.found)
        ? ['pasteBadLength', { found: error.found }] : ['pasteTooLong', {}];
      case 'badChar': return ['pasteBadChar', { cell: cellText(error.cell) }];
      case 'conflictingGivens': return ['pasteConflict', {
        digit: error.digit, house: houseText(error.house), a: cellText(error.cell), b: cellText(error.otherCell),
      }];
      default: return ['pasteUnreadable', { message: error.message }];
    }
  }

  async function examine() {
    const text = els.input.value;
    const mine = ++sequence;
    accepted = null;
    if (!text.trim()) { show('pasteHint', {}, 'empty'); return; }
    const quick = getQuick();
    if (!quick) { show('loading', {}, 'checking'); return; }
    let puzzle;
    try {
      puzzle = await quick.parse(text);
    } catch (error) {
      if (mine === sequence) show(...errorText(error), 'invalid');
      return;
    }
    if (mine !== sequence) return;
    // The engine reads 4x4 and 6x6 grids too; this board is 9x9, so they are not a game here.
    if (puzzle.length !== 81) { show('pasteBadLength', { found: puzzle.length }, 'invalid'); return; }
    const givens = puzzle.replace(/\./g, '').length;
    show('pasteChecking', { givens }, 'checking');
    try {
      const result = await quick.within(COUNT_MS).solve(puzzle, { limit: 2 });
      if (mine !== sequence) return;
      if (result.count === 1) {
        accepted = { puzzle, solution: result.solution };
        show('pasteUnique', { givens }, 'unique');
      } else if (result.count === 0) show('pasteNone', { givens }, 'none');
      else show('pasteMultiple', { givens }, 'multiple');
    } catch (error) {
      if (mine !== sequence) return;
      if (error.code === 'timeout') show('pasteTimeout', { givens }, 'timeout');
      else show(...errorText(error), 'invalid');
    }
  }

  // Ctrl+Enter (or Cmd+Enter) in the text plays it, as the Play button would, once the engine
  // has said it has one solution (at once when it has; else when the answer comes, if it does).
  els.input.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
    event.preventDefault();
    if (accepted) { play(); return; }
    if (verdict.state !== 'checking' && !timer) return;
    playWhenChecked = true;
    if (timer) { clearTimeout(timer); timer = 0; examine(); }
  });
  els.input.addEventListener('input', () => {
    clearTimeout(timer);
    // Wait for a pause in typing; a paste is examined almost at once.
    playWhenChecked = false;
    timer = setTimeout(() => { timer = 0; examine(); }, 120);
  });
  els.play.addEventListener('click', (event) => {
    event.preventDefault();
    play();
  });
  els.cancel.addEventListener('click', (event) => {
    event.preventDefault();
    els.dialog.close();
  });

  return {
    open() {
      els.input.value = '';
      accepted = null;
      playWhenChecked = false;
      ++sequence;
      show('pasteHint', {}, 'empty');
      els.dialog.showModal();
      els.input.focus();
    },
    refreshText() { els.status.textContent = t(verdict.key, verdict.params); },
    /** The engine has loaded: text typed while it was loading is examined now. */
    engineReady() { if (els.dialog.open && els.input.value.trim()) examine(); },
  };
}
