// The hint: asking the engine for the next step of the player's position (hint() on the work
// worker, which holds the whole hint policy), what it marks on the board, the hint box under
// the board, and applying the step on the second press.
import { HOUSES, rowOf, colOf } from './grid.js';
import { t, getLanguage } from './i18n.js';
import { HINT_MS } from './limits.js';

const DIGITS = [1, 2, 3, 4, 5, 6, 7, 8, 9];
const isWrong = (answer) => answer.kind === 'wrongValue' || answer.kind === 'wrongCandidate';
const stepName = (step) => (getLanguage() === 'zh' ? step.nameZh : step.name);

// What the engine is told: the givens, the grid, and the player's pencil marks once there are
// any (a cell without marks is sent as [], which the engine reads as "what the rules allow").
function hintState(game) {
  const state = { puzzle: game.puzzle, values: game.values };
  if (game.marks.some(Boolean)) {
    state.candidates = game.marks.map((mask, cell) => (game.values[cell] ? []
      : DIGITS.filter((d) => mask & (1 << (d - 1)))));
  }
  return state;
}

/**
 * `box`: the #hint-box element. `state`: the Play state (play-state.js); this module owns
 * state.hint and state.hintBusy. `play`: { select(cell, { focus }), changed(), render(),
 * say(key, params, tone) } of the Play view. Returns { ask(), drop(), dismiss(), marks(), renderBox() }.
 */
export function createHint(box, state, play) {
  let token = 0; // the hint being asked; a change of grid or game makes its answer stale

  /** Forgets the hint on screen (the grid it was for has changed). */
  function drop() {
    token += 1;
    state.hintBusy = false;
    state.hint = null;
  }

  function apply() {
    const { answer, candidates } = state.hint;
    state.hint = null;
    if (!answer.step || !state.game.applyStep(answer.step, candidates)) { play.render(); return; }
    play.changed();
    play.say('hintApplied', { name: stepName(answer.step) }, 'info');
  }

  /** First press: asks for a hint and shows it. Second press (a step on screen): applies it. */
  async function ask() {
    const { game, engines } = state;
    if (!game || !engines || game.completed || state.paused || state.hintBusy) return;
    if (state.hint?.answer.step) { apply(); return; }
    const mine = ++token;
    state.hintBusy = true;
    state.checked = null;
    play.say(null);
    play.render();
    try {
      // The candidates of the same grid, for drawing the cells of the hint that have no marks.
      const [answer, candidates] = await Promise.all([
        engines.work.within(HINT_MS).hint(hintState(game)),
        engines.quick.candidates(game.text),
      ]);
      if (mine !== token || state.game !== game) return;
      state.hint = { answer, candidates };
      if (isWrong(answer)) play.select(answer.cell, { focus: false });
      else if (answer.step) {
        const first = answer.step.placements[0]?.cell ?? answer.step.eliminations[0]?.cell;
        if (first !== undefined) state.selected = first;
      }
    } catch (error) {
      if (mine !== token) return;
      state.hint = null;
      // A timeout restarted the work worker (the package does that); the next call gets a fresh one.
      play.say(error.code === 'timeout' ? 'hintTooSlow' : 'engineError', { message: error.message }, 'warning');
    } finally {
      if (mine === token) state.hintBusy = false;
    }
    play.render();
  }

  /**
   * What the hint on screen marks, by cell: pattern cells and their key digits, houses,
   * placements, eliminations, the wrong cell; `candidates` to draw in cells without marks.
   * null when no hint is shown.
   */
  function marks() {
    if (!state.hint) return null;
    const { answer, candidates } = state.hint;
    const shown = { pattern: new Set(), house: new Set(), place: new Map(), elim: new Map(), wrong: -1, key: new Map(), candidates };
    const key = (cell, digit) => {
      if (!(cell >= 0 && cell < 81 && digit >= 1 && digit <= 9)) return;
      shown.pattern.add(cell);
      if (!shown.key.has(cell)) shown.key.set(cell, new Set());
      shown.key.get(cell).add(digit);
    };
    if (isWrong(answer)) {
      shown.wrong = answer.cell;
      return shown;
    }
    const { step } = answer;
    if (!step) return shown;
    for (const house of step.houses) for (const cell of HOUSES[house] ?? []) shown.house.add(cell);
    for (const cell of step.cells) {
      shown.pattern.add(cell);
      for (const d of step.digits) key(cell, d);
    }
    for (const link of step.links) {
      key(link.fromCell, link.fromDigit);
      key(link.toCell, link.toDigit);
    }
    for (const { cell, digit } of step.placements) shown.place.set(cell, digit);
    for (const { cell, digit } of step.eliminations) {
      if (!shown.elim.has(cell)) shown.elim.set(cell, new Set());
      shown.elim.get(cell).add(digit);
    }
    return shown;
  }

  /** The hint box under the board: the step's name, rating and explanation, or what is wrong. */
  function renderBox() {
    if (!state.hint) {
      box.hidden = true;
      box.replaceChildren();
      return;
    }
    const { answer } = state.hint;
    box.hidden = false;
    box.dataset.kind = answer.kind;
    const title = document.createElement('p');
    title.className = 'hint-title';
    if (answer.step) {
      const { step } = answer;
      title.textContent = t('hintTitle', { name: stepName(step), rating: step.rating.toFixed(1) });
      const text = document.createElement('p');
      text.className = 'hint-text';
      text.textContent = step.explanation[getLanguage()] ?? step.explanation.en;
      const next = document.createElement('p');
      next.className = 'hint-next';
      next.textContent = t('hintPressAgain');
      box.replaceChildren(title, text, next);
    } else {
      const where = answer.cell >= 0 ? { row: rowOf(answer.cell) + 1, col: colOf(answer.cell) + 1 } : {};
      title.textContent = t(`hintKind_${answer.kind}`, where);
      box.replaceChildren(title);
    }
  }

  /** Escape: the hint goes away, nothing is applied. */
  function dismiss() {
    drop();
    play.render();
  }

  return { ask, drop, dismiss, marks, renderBox };
}
