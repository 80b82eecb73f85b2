// The Play view's message line (#play-message): one message at a time, by i18n key, redrawn in
// the new language when the language changes.
import { t } from './i18n.js';

// Messages about the puzzle itself stay until the puzzle changes; the others go with the next move.
const ABOUT_THE_PUZZLE = new Set(['puzzleNoSolution', 'puzzleNotUnique', 'puzzleTooSlow', 'puzzleComplete']);

/** Returns { say(key, params, tone), clearAfterMove(), refreshText(), key }. */
export function createMessageLine(el) {
  let key = null;
  let params = {};

  /** Shows the message `key` ('info' | 'success' | 'warning' | 'error'); null clears the line. */
  function say(nextKey, nextParams = {}, tone = 'info') {
    key = nextKey;
    params = nextParams;
    el.dataset.tone = tone;
    el.dataset.key = key ?? '';
    el.textContent = key ? t(key, params) : '';
  }

  return {
    say,
    /** A move makes the last message stale, unless it is about the puzzle. */
    clearAfterMove() { if (key && !ABOUT_THE_PUZZLE.has(key)) say(null); },
    refreshText() { if (key) el.textContent = t(key, params); },
    get key() { return key; },
  };
}
