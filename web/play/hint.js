// The hint: asking the engine for the next step of the player's position (hint() on the work
// worker, which holds the whole hint policy), and showing it in three levels, one per press of
// Hint (or H): 1 the technique and where to look, 2 the pattern drawn on the board (chains with
// their links, hint-links.js), 3 the result, with Apply. A press at level 3 applies the step.
// What each level says is the package's words (step-words.js, one formatter for every technique,
// from the step's data); the marks it puts on the board are marks().
import { HOUSES, rowOf, colOf } from '../grid.js';
import { t, getLanguage, cellText } from '../words/i18n.js';
import { HINT_MS } from '../engine/limits.js';
import { hintWords } from '../step-words.js';

const DIGITS = [1, 2, 3, 4, 5, 6, 7, 8, 9];
const isWrong = (answer) => answer.kind === 'wrongValue' || answer.kind === 'wrongCandidate';
/** The step's name in the page's language. */
const stepName = (step) => (getLanguage() === 'zh' ? step.nameZh : step.name);
/** The last level: the result, with Apply. */
export const LAST_LEVEL = 3;
// Where there is no keyboard to speak of, the box does not mention keys.
const mentionsKeys = () => !window.matchMedia('(pointer: coarse), (max-width: 720px)').matches;

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

const paragraph = (className, text) => {
  const p = document.createElement('p');
  p.className = className;
  p.textContent = text;
  return p;
};

/** The pad's Hint button and its key H (play/buttons.js); controls.js shows its level. */
export const hintButton = {
  id: 'hint', label: 'hint', className: 'hint-button',
  key: { cap: 'H', does: 'keyDoesHint' },
  words: {
    hint: { en: 'Hint', zh: '提示' },
    hintKeypad: { en: 'Keypad', zh: '数字键' },
    hintShow: { en: 'Show hint', zh: '显示提示' },
    keyDoesHint: { en: 'Hint; press again to go on', zh: '提示；再按一次继续' },
  },
  press: (play) => play.hint.ask(),
};

// Which of stepBox()'s parts stay in sight above and below the text that scrolls: the title on
// top, the box's buttons under it (the level line heads the text, as their labels say it too).
const HEAD = ['hint-title'];
const FOOT = ['hint-actions'];
const partOf = (el, classes) => classes.some((name) => el.classList.contains(name));

/**
 * `box`: the #hint-box element. `state`: the Play state (play-state.js); this module owns
 * state.hint, state.hintBusy and state.hintFolded (the box put away for the keypad, the hint
 * still on the board). `play`: { select(cell, { focus }), changed(), render(),
 * say(key, params, tone), save() (the game: each new hint is counted in game.hintsUsed) } of the
 * Play view. Returns { ask(), apply(), drop(), dismiss(),
 * fold(), marks(), links(), renderBox() }.
 */
export function createHint(box, state, play) {
  let token = 0; // the hint being asked; a change of grid or game makes its answer stale

  // The techniques() row of a step's technique, which says how to word it (step-words.js): from
  // the rows play.js keeps, or asked of the quick worker when they have not come yet.
  async function techniqueOf(step) {
    const rows = state.techniques ?? new Map((await state.engines.quick.techniques()).map((row) => [row.id, row]));
    return rows.get(step.technique) ?? null;
  }

  /** Forgets the hint on screen (the grid it was for has changed). */
  function drop() {
    token += 1;
    state.hintBusy = false;
    state.hint = null;
    state.hintFolded = false;
  }

  /**
   * The box's Keypad button: where the box stands in for the keypad (style.css), the keys come
   * back and the hint stays on the board; Hint (or H) shows the box again at the same level.
   */
  function fold() {
    if (!state.hint) return;
    state.hintFolded = true;
    play.render();
    document.getElementById('hint')?.focus();
  }

  /** Makes the step on screen (whatever its level) and says so. */
  function apply() {
    // Paused (or stopped by the mistake limit) the board takes no move, a hint's included.
    if (!state.hint?.answer.step || state.paused) return;
    const { answer, candidates } = state.hint;
    state.hint = null;
    if (!state.game.applyStep(answer.step, candidates)) { play.render(); return; }
    play.changed();
    const { step } = answer;
    play.say('hintApplied', { name: () => stepName(step) }, 'info');
  }

  // Level 3 shows what the step changes, so the selection may go there.
  function showLevel(level) {
    state.hint.level = level;
    const { step } = state.hint.answer;
    if (level === LAST_LEVEL) {
      const first = step.placements[0]?.cell ?? step.eliminations[0]?.cell;
      if (first !== undefined) state.selected = first;
    }
    play.render();
  }

  /**
   * The Hint button and H: with no hint on screen asks for one and shows its level 1; then
   * each press shows the next level; a press at the last level applies the step.
   */
  async function ask() {
    const { game, engines } = state;
    if (!game || !engines || game.completed || state.paused || state.hintBusy) return;
    if (state.hint && state.hintFolded) {
      state.hintFolded = false;
      play.render();
      return;
    }
    if (state.hint?.answer.step) {
      if (state.hint.level < LAST_LEVEL) showLevel(state.hint.level + 1);
      else apply();
      return;
    }
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
      const technique = answer.step ? await techniqueOf(answer.step) : null;
      if (mine !== token || state.game !== game) return;
      state.hint = { answer, candidates, level: 1, technique };
      // A hint shown is counted with the game, at once (a reload does not take it back).
      game.hintsUsed += 1;
      play.save();
      if (isWrong(answer)) play.select(answer.cell, { focus: false });
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
   * What the hint on screen marks, by cell, at its level: houses (level 1 on: the houses, or
   * the cells when the step names none), pattern cells and their key digits (level 2 on),
   * placements and eliminations (level 3), the wrong cell; `candidates` to draw in cells
   * without marks. null when no hint is shown.
   */
  function marks() {
    if (!state.hint) return null;
    const { answer, candidates, level } = state.hint;
    const shown = { pattern: new Set(), house: new Set(), place: new Map(), elim: new Map(), wrong: -1, key: new Map(), candidates, level };
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
    if (level === 1) {
      if (!step.houses.length) for (const cell of step.cells) shown.house.add(cell);
      return shown;
    }
    for (const cell of step.cells) {
      shown.pattern.add(cell);
      for (const d of step.digits) key(cell, d);
    }
    for (const link of step.links) {
      for (const cell of link.fromCells) key(cell, link.fromDigit);
      for (const cell of link.toCells) key(cell, link.toDigit);
    }
    if (level < LAST_LEVEL) return shown;
    for (const { cell, digit } of step.placements) shown.place.set(cell, digit);
    for (const { cell, digit } of step.eliminations) {
      if (!shown.elim.has(cell)) shown.elim.set(cell, new Set());
      shown.elim.get(cell).add(digit);
    }
    return shown;
  }

  /** The chain links to draw as arrows (level 2 on), [] when none. */
  function links() {
    const step = state.hint?.answer.step;
    return step && state.hint.level >= 2 && !state.paused ? step.links : [];
  }

  function button(labelKey, onClick, primary) {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = primary ? 'primary hint-apply' : 'hint-more';
    b.textContent = t(labelKey);
    b.addEventListener('click', onClick);
    return b;
  }

  // A legend for the two kinds of link, drawn the way the arrows are.
  function legend() {
    const p = document.createElement('p');
    p.className = 'hint-legend';
    for (const kind of ['strong', 'weak']) {
      const item = document.createElement('span');
      item.className = `legend-item ${kind}`;
      const swatch = document.createElement('span');
      swatch.className = 'legend-swatch';
      swatch.setAttribute('aria-hidden', 'true');
      item.append(swatch, t(kind === 'strong' ? 'legendStrong' : 'legendWeak'));
      p.append(item);
    }
    return p;
  }

  function stepBox(step, level) {
    const { technique, candidates } = state.hint;
    const words = hintWords(step, {
      level, language: getLanguage(), technique, cellName: cellText, candidates,
      techniques: state.techniques ? [...state.techniques.values()] : null,
    });
    const parts = [
      paragraph('hint-title', t('hintTitle', { name: stepName(step), rating: step.rating.toFixed(1) })),
      paragraph('hint-level', t(`hintLevel${level}`)),
    ];
    // Level 3: the result first, then in short why.
    if (level === LAST_LEVEL) parts.push(paragraph('hint-text hint-result', words.result));
    for (const text of words.paragraphs) parts.push(paragraph(level === LAST_LEVEL ? 'hint-why' : 'hint-text', text));
    // A chain read link by link on one line; a forcing chain's branches as a list.
    if (words.lines.length === 1) parts.push(paragraph('hint-chain', words.lines[0]));
    if (words.lines.length > 1) {
      const ol = document.createElement('ol');
      ol.className = 'hint-branches';
      for (const line of words.lines) {
        const li = document.createElement('li');
        li.textContent = line;
        ol.append(li);
      }
      parts.push(ol);
    }
    for (const text of words.closing) parts.push(paragraph('hint-text hint-conclusion', text));
    if (level === 2 && step.links.length) parts.push(legend());
    const actions = document.createElement('div');
    actions.className = 'hint-actions';
    actions.append(level < LAST_LEVEL
      ? button(level === 1 ? 'hintShowPattern' : 'hintShowResult', ask, false)
      : button('hintApply', apply, true));
    parts.push(actions);
    const keys = mentionsKeys();
    parts.push(paragraph('hint-next', t(level < LAST_LEVEL ? (keys ? 'hintNextKeys' : 'hintNext')
      : (keys ? 'hintPressAgain' : 'hintPressAgainTouch'))));
    return parts;
  }

  // What the box shows now: it is rebuilt only when that changes, so a focused button survives
  // the redraws of every move.
  let drawn = null;

  // The box in three parts: the head (the title) and the foot (the box's buttons, and the
  // Keypad button where the box stands in for the keypad) stay in sight; the body between them
  // scrolls, opening at its top, and data-more says that more of it lies below (style.css
  // shades the foot's edge then).
  function layOut(parts) {
    const part = (className, children) => {
      const div = document.createElement('div');
      div.className = className;
      div.append(...children);
      return div;
    };
    const back = document.createElement('button');
    back.type = 'button';
    back.className = 'hint-back';
    back.textContent = t('hintKeypad');
    back.addEventListener('click', fold);
    const head = part('hint-head', parts.filter((el) => partOf(el, HEAD)));
    const foot = part('hint-foot', [...parts.filter((el) => partOf(el, FOOT)), back]);
    const body = part('hint-body', parts.filter((el) => !partOf(el, HEAD) && !partOf(el, FOOT)));
    body.tabIndex = 0; // the keyboard scrolls it too
    body.addEventListener('scroll', () => moreBelow(body), { passive: true });
    resized.disconnect();
    resized.observe(body);
    return [head, body, foot];
  }

  function moreBelow(body) {
    const more = body.scrollTop + body.clientHeight < body.scrollHeight - 2;
    if (more) box.dataset.more = 'below';
    else delete box.dataset.more;
  }
  const resized = new ResizeObserver((entries) => { for (const entry of entries) moreBelow(entry.target); });

  /** The hint box: the step at its level, or what is wrong; hidden while folded. */
  function renderBox() {
    if (!state.hint || state.hintFolded) {
      box.hidden = true;
      box.replaceChildren();
      delete box.dataset.level;
      delete box.dataset.more;
      resized.disconnect();
      drawn = null;
      return;
    }
    const { answer, level } = state.hint;
    const now = { hint: state.hint, level, language: getLanguage(), keys: mentionsKeys() };
    if (drawn && Object.keys(now).every((k) => drawn[k] === now[k])) return;
    drawn = now;
    const hadFocus = box.contains(document.activeElement);
    box.hidden = false;
    box.dataset.kind = answer.kind;
    if (answer.step) {
      box.dataset.level = String(level);
      box.replaceChildren(...layOut(stepBox(answer.step, level)));
      if (hadFocus) box.querySelector('.hint-actions button')?.focus({ preventScroll: true });
    } else {
      delete box.dataset.level;
      const where = answer.cell >= 0 ? { row: rowOf(answer.cell) + 1, col: colOf(answer.cell) + 1 } : {};
      box.replaceChildren(...layOut([paragraph('hint-title', t(`hintKind_${answer.kind}`, where))]));
    }
  }

  /** Escape: the hint goes away, nothing is applied. */
  function dismiss() {
    drop();
    play.render();
  }

  return { ask, apply, drop, dismiss, fold, marks, links, renderBox };
}
