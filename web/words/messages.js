// The Play view's message line (#play-message): one message at a time, by i18n key, redrawn in
// the new language when the language changes.
import { t } from './i18n.js';

// Messages about the puzzle itself stay until the puzzle changes; the others go with the next move.
const ABOUT_THE_PUZZLE = new Set(['puzzleNoSolution', 'puzzleNotUnique', 'puzzleTooSlow', 'puzzleComplete']);

// A parameter may be a function, called each time the line is drawn: a name that has its own
// translation (a technique's) then follows a change of language too.
const text = (key, params) => t(key, Object.fromEntries(Object.entries(params)
  .map(([name, value]) => [name, typeof value === 'function' ? value() : value])));

/** Returns { say(key, params, tone), clearAfterMove(), refreshText(), key }. */
export function createMessageLine(el) {
  let key = null;
  let params = {};

  /**
   * Shows the message `key` ('info' | 'success' | 'warning' | 'error') with `params` (values,
   * or functions giving them); null clears the line.
   */
  function say(nextKey, nextParams = {}, tone = 'info') {
    key = nextKey;
    params = nextParams;
    el.dataset.tone = tone;
    el.dataset.key = key ?? '';
    el.textContent = key ? text(key, params) : '';
  }

  return {
    say,
    /** A move makes the last message stale, unless it is about the puzzle. */
    clearAfterMove() { if (key && !ABOUT_THE_PUZZLE.has(key)) say(null); },
    refreshText() { if (key) el.textContent = text(key, params); },
    get key() { return key; },
  };
}
